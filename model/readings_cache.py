"""The grammar's sentence readings kept on disk across processes, so that a new process (the command's cold start,
a batch worker) answers a request on cards it has read before without compiling the lark grammar.

Compiling the Earley grammar of ``model/grammar/oracle.lark`` takes about 0.4 s and each parse tens of
milliseconds, against about 0.1 s for the rest of a small request in a new process. :func:`model.reader` keeps its
readings in memory (``lru_cache``) for the life of a process; this module adds a file per version of the reading
code: ``readings-<fingerprint>.pickle`` in ``$MTGSOLVER_CACHE_DIR`` (default ``$XDG_CACHE_HOME/mtgsolver``, else
``~/.cache/mtgsolver``; set it to the empty string to turn the cache off). The fingerprint is a hash of the
sources of ``model/`` (the grammar, the transformer and the classes of the values read), of lark's version and of
the Python version, so a file is only ever read by the code that wrote it: a change to any of them starts a new
file, and answers never depend on a stale reading.

The file maps a normalised sentence to its pickled reading (``None`` for a sentence not understood). It is read
once, on the first sentence a process looks up; readings made by the process are added to it when the process
exits (merged with what other processes wrote meanwhile; written to a temporary file and renamed, so a reader
never sees a torn file). An unreadable file is ignored and replaced. At most :data:`MAX_ENTRIES` sentences are
kept.
"""

from __future__ import annotations

import atexit
import hashlib
import os
import pickle
import sys
import tempfile
from importlib.util import find_spec
from pathlib import Path
from typing import Any

#: The environment variable naming the cache folder; empty turns the cache off.
CACHE_DIR_ENV = "MTGSOLVER_CACHE_DIR"

#: The most sentences one file keeps (the corpus's 35,033 cards have about 60,000 distinct sentences).
MAX_ENTRIES = 100_000

#: What :meth:`ReadingsCache.get` returns for a sentence it doesn't hold.
MISSING: Any = object()

_MODEL_DIR = Path(__file__).parent


def cache_dir() -> Path | None:
    """The folder of the cache files: ``$MTGSOLVER_CACHE_DIR``, else ``$XDG_CACHE_HOME/mtgsolver``, else
    ``~/.cache/mtgsolver``; None when ``$MTGSOLVER_CACHE_DIR`` is set to the empty string."""
    given = os.environ.get(CACHE_DIR_ENV)
    if given is not None:
        return Path(given) if given else None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "mtgsolver"


def fingerprint() -> str:
    """A hash of what a reading depends on: every source file of ``model/`` and its grammar, lark's
    ``__init__.py`` (its version) and the Python version."""
    digest = hashlib.sha256(sys.version.encode())
    spec = find_spec("lark")
    sources = sorted([*_MODEL_DIR.glob("*.py"), *_MODEL_DIR.glob("grammar/*.lark")])
    if spec is not None and spec.origin is not None:
        sources.append(Path(spec.origin))
    for path in sources:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:24]


class ReadingsCache:
    """Sentence readings by sentence, backed by one file (``path``; None keeps them in memory only).

    ``get(text)`` is the reading or :data:`MISSING`; ``put(text, reading)`` records a new one (``reading`` must be
    picklable: it is pickled at once, so a value that isn't raises here, in the process that made it);
    ``save()`` merges the new readings into the file. Never raises for an unreadable or unwritable file.
    """

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self._stored: dict[str, bytes] | None = None
        self._new: dict[str, bytes] = {}

    def _load(self) -> dict[str, bytes]:
        if self._stored is None:
            self._stored = self._read_file()
        return self._stored

    def _read_file(self) -> dict[str, bytes]:
        if self.path is None:
            return {}
        try:
            data = pickle.loads(self.path.read_bytes())
        except (OSError, EOFError, pickle.UnpicklingError, AttributeError, ImportError, IndexError, TypeError,
                ValueError):  # none yet, or a torn or foreign file: ignored, and replaced by the next save
            return {}
        return data if isinstance(data, dict) else {}

    def get(self, text: str) -> Any:
        """The reading stored for ``text``, or :data:`MISSING`."""
        raw = self._new.get(text)
        if raw is None:
            raw = self._load().get(text)
        return MISSING if raw is None else pickle.loads(raw)

    def put(self, text: str, reading: Any) -> None:
        """Record ``reading`` for ``text``, to be written by the next :meth:`save`."""
        if not self._new and self.path is not None:
            atexit.register(self.save)
        self._new[text] = pickle.dumps(reading, protocol=pickle.HIGHEST_PROTOCOL)

    def save(self) -> None:
        """Merge the new readings into the file (what it holds now first, then this process's, at most
        :data:`MAX_ENTRIES`), written to a temporary file and renamed into place."""
        if self.path is None or not self._new:
            return
        merged = self._read_file()
        for text, raw in self._new.items():
            if len(merged) >= MAX_ENTRIES:
                break
            merged[text] = raw
        self._stored, self._new = merged, {}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, temporary = tempfile.mkstemp(dir=self.path.parent, prefix=".readings-")
            with os.fdopen(fd, "wb") as out:
                pickle.dump(merged, out, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(temporary, self.path)
        except OSError:  # a read-only or full disk: the cache is an optimisation, the answers don't need it
            return


_CACHE: ReadingsCache | None = None


def readings_cache() -> ReadingsCache:
    """The process's cache, made on first use (:func:`cache_dir`, :func:`fingerprint`)."""
    global _CACHE
    if _CACHE is None:
        folder = cache_dir()
        _CACHE = ReadingsCache(None if folder is None else folder / f"readings-{fingerprint()}.pickle")
    return _CACHE
