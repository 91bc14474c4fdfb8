"""The grammar's sentence readings kept on disk across processes, so that a new process (the command's cold start,
a batch worker) answers a request on cards it has read before without compiling the lark grammar.

Compiling the Earley grammar of ``model/grammar/oracle.lark`` takes about 0.4 s and each parse tens of
milliseconds, against about 0.1 s for the rest of a small request in a new process. :func:`model.reader` keeps its
readings in memory (``lru_cache``) for the life of a process; this module adds a `diskcache
<https://grantjenks.com/docs/diskcache/>`_ cache per version of the reading code: the folder
``readings-<fingerprint>`` in ``$MTGSOLVER_CACHE_DIR`` (default: the user's cache folder for ``mtgsolver``, from
``platformdirs``; set the variable to the empty string to turn the cache off). The fingerprint is a hash of the
sources of ``model/`` (the grammar, the transformer and the classes of the values read), of lark's and msgspec's
versions and of the Python version, so a cache is only ever read by the code that wrote it: a change to any of
them starts a new one, and answers never depend on a stale reading.

It maps a normalised sentence to its reading (``None`` for a sentence not understood), written as each is read;
diskcache keeps it safe for several processes at once (the batch workers, the MCP server beside the command) and
within :data:`SIZE_LIMIT` bytes. A cache that can't be opened, read or written (a read-only or full disk, a broken
file) is skipped: the readings are then made by the grammar, as without a cache.
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import sys
from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING, Any

import msgspec

if TYPE_CHECKING:
    from diskcache import Cache

#: The environment variable naming the cache folder; empty turns the cache off.
CACHE_DIR_ENV = "MTGSOLVER_CACHE_DIR"

#: The most bytes the cache keeps (the corpus's 35,033 cards have about 60,000 distinct sentences, a few tens of
#: megabytes of readings).
SIZE_LIMIT = 256 * 2**20

#: What :meth:`ReadingsCache.get` returns for a sentence it doesn't hold.
MISSING: Any = object()

_MODEL_DIR = Path(__file__).parent
#: What a cache that can't be used raises (diskcache's store is SQLite in a folder).
_STORE_ERRORS = (OSError, sqlite3.Error)


def cache_dir() -> Path | None:
    """The folder of the caches: ``$MTGSOLVER_CACHE_DIR``, else the user's cache folder for ``mtgsolver``
    (``platformdirs.user_cache_dir``: ``~/.cache/mtgsolver`` on Linux); None when ``$MTGSOLVER_CACHE_DIR`` is set
    to the empty string."""
    given = os.environ.get(CACHE_DIR_ENV)
    if given is not None:
        return Path(given) if given else None
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("mtgsolver", appauthor=False))


def fingerprint() -> str:
    """A hash of what a reading depends on: every source file of ``model/`` and its grammar, lark's
    ``__init__.py`` (its version), the version of msgspec (whose records a reading is made of) and the Python
    version."""
    digest = hashlib.sha256(f"{sys.version} msgspec {msgspec.__version__}".encode())
    spec = find_spec("lark")
    sources = sorted([*_MODEL_DIR.glob("*.py"), *_MODEL_DIR.glob("grammar/*.lark")])
    if spec is not None and spec.origin is not None:
        sources.append(Path(spec.origin))
    for path in sources:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:24]


class ReadingsCache:
    """Sentence readings by sentence, in the diskcache folder ``path`` (None keeps none).

    ``get(text)`` is the stored reading or :data:`MISSING`; ``put(text, reading)`` stores one (``reading`` must be
    picklable: a value that isn't raises here, in the process that made it). Never raises for a folder that can't
    be used: it is then skipped for the rest of the process.
    """

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._cache: Cache | None = None
        self._usable = path is not None

    def _store(self) -> Cache | None:
        if self._cache is None and self._usable:
            from diskcache import Cache

            try:
                self._cache = Cache(str(self.path), size_limit=SIZE_LIMIT)
            except _STORE_ERRORS:
                self._usable = False
        return self._cache

    def get(self, text: str) -> Any:
        """The reading stored for ``text``, or :data:`MISSING`."""
        store = self._store()
        if store is None:
            return MISSING
        try:
            return store.get(text, default=MISSING)
        except _STORE_ERRORS:
            self._usable, self._cache = False, None
            return MISSING

    def put(self, text: str, reading: Any) -> None:
        """Store ``reading`` for ``text``."""
        store = self._store()
        if store is None:
            return
        try:
            store.set(text, reading)
        except _STORE_ERRORS:
            self._usable, self._cache = False, None


_CACHE: ReadingsCache | None = None


def readings_cache() -> ReadingsCache:
    """The process's cache, made on first use (:func:`cache_dir`, :func:`fingerprint`)."""
    global _CACHE
    if _CACHE is None:
        folder = cache_dir()
        _CACHE = ReadingsCache(None if folder is None else folder / f"readings-{fingerprint()}")
    return _CACHE
