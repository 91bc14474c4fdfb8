"""``mtgsolve batch IN.jsonl OUT.jsonl``: answer many requests, one per line, across worker processes.

Line *n* of ``OUT`` is the response to line *n* of ``IN``, exactly what ``mtgsolve`` prints for that request, on one
line: ``{"results": [...]}``, or ``{"ok": false, "error": {...}, "results": []}`` for a line that is not JSON or
whose state is malformed (contract "Errors"). A bad line never stops the run.

Answers are written in input order and flushed as soon as they can be (each line with one job, each chunk of lines
as a worker returns it), so a run that is interrupted or killed keeps every answer already written; ``--resume``
counts the complete lines of ``OUT`` (dropping a torn last line), skips as many lines of ``IN`` and appends the rest.

For a distributed engine, :func:`solve_lines` answers an iterable of request lines (a partition) lazily and
:func:`solve_line` one line; both are pure functions of their input (the README shows Ray and Dask).
"""

from __future__ import annotations

import errno
import json
import os
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from mtgsolver.model.errors import MtgSolverError
from mtgsolver.solver.api import EXIT_BAD_REQUEST, EXIT_OK, EXIT_QUERY_FAILED, INTERNAL_ERROR, request_error, solve

#: Request lines sent to a worker at a time.
CHUNK_SIZE = 16
#: Chunks in flight per worker (bounds memory; keeps every worker busy).
WINDOW_PER_JOB = 4
#: Exit status of a run stopped by an interrupt (128 + SIGINT).
EXIT_INTERRUPTED = 130

#: The registry of this process's worker (set by :func:`_init_worker` from ``--cards`` files).
_WORKER_REGISTRY: Any = None


def default_jobs() -> int:
    """The number of cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)


def dumps(response: Any) -> str:
    """A response on one line (compact JSON; newlines inside strings are escaped)."""
    return json.dumps(response, ensure_ascii=False, separators=(",", ":"))


def solve_line(line: str | bytes, registry: Any = None) -> str:
    """The response line (without a newline) to one request line; never raises for bad input.

    ``registry`` is a :class:`~model.registry.CardRegistry` (default: the worker's, or the embedded cards).
    """
    return _answer(line, registry)[0]


def solve_lines(lines: Iterable[str | bytes], registry: Any = None) -> Iterator[str]:
    """The response lines to request lines, lazily and in order: map it over partitions of a distributed dataset."""
    for line in lines:
        yield solve_line(line, registry)


def _answer(line: str | bytes, registry: Any) -> tuple[str, int]:
    """``(response line, exit status of that request)``."""
    try:
        response, status = solve(line, registry=registry if registry is not None else _WORKER_REGISTRY)
    except Exception as e:  # noqa: BLE001 - solve never raises for bad input; a bug is this line's error
        error = MtgSolverError(f"internal error while answering this line: {type(e).__name__}: {e}", path="",
                               code=INTERNAL_ERROR)
        return dumps(request_error(error)), EXIT_BAD_REQUEST
    return dumps(response), status


def load_registry(card_files: Sequence[str]) -> Any:
    """The embedded registry merged with ``card_files`` (``None`` when there are none); raises ``MtgSolverError``
    (``bad_card_file``) for a file that can't be read."""
    if not card_files:
        return None
    from mtgsolver.model.registry import default_registry, load_cards

    registry = default_registry()
    for path in card_files:
        registry = registry.merged(load_cards(path))
    return registry


def _init_worker(card_files: Sequence[str]) -> None:
    """Worker start-up: ignore Ctrl-C (the parent stops the run; a worker finishes its chunk and exits), die on
    SIGTERM, load the ``--cards`` registry. Solver modules are imported by the first query that needs them."""
    global _WORKER_REGISTRY
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    _die_with_parent()
    _WORKER_REGISTRY = load_registry(card_files)


def _die_with_parent() -> None:
    """Ask the kernel to send this worker SIGTERM when its parent dies, even by SIGKILL (Linux ``prctl``
    PR_SET_PDEATHSIG); exit at once if the parent is already gone. Elsewhere the pool's own shutdown applies."""
    parent = os.getppid()
    if sys.platform.startswith("linux"):
        import ctypes

        pr_set_pdeathsig = 1
        ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, signal.SIGTERM, 0, 0, 0)
    if os.getppid() != parent:
        os._exit(1)


def _solve_chunk(lines: Sequence[bytes]) -> list[tuple[str, int]]:
    return [_answer(line, None) for line in lines]


# --------------------------------------------------------------------------------------------------------------------
# Files.


def count_lines(path: Path) -> int:
    """The number of lines of a file (a last line without a newline counts)."""
    count, last = 0, b"\n"
    with path.open("rb") as f:
        while block := f.read(1 << 20):
            count += block.count(b"\n")
            last = block[-1:]
    return count + (last != b"\n")


def complete_lines(path: Path) -> int:
    """The number of complete (newline-terminated) lines of ``path``; a torn last line is cut off the file."""
    if not path.exists():
        return 0
    count, end = 0, 0
    offset = 0
    with path.open("rb") as f:
        while block := f.read(1 << 20):
            newlines = block.count(b"\n")
            if newlines:
                count += newlines
                end = offset + block.rindex(b"\n") + 1
            offset += len(block)
    if end != offset:
        with path.open("r+b") as f:
            f.truncate(end)
    return count


def _check_responses(path: Path) -> None:
    """Raise ``OSError`` when a line of ``path`` is not a response (a JSON object with ``results``): ``--resume``
    would otherwise count it as answered."""
    if not path.exists():
        return
    with path.open("rb") as f:
        for number, line in enumerate(f, 1):
            try:
                response = json.loads(line)
            except ValueError:
                response = None
            if not isinstance(response, dict) or "results" not in response:
                raise OSError(errno.EINVAL, f"--resume: line {number} of the output is not a response; it is not "
                              "this command's output", str(path))


def _request_lines(stream: BinaryIO, skip: int) -> Iterator[bytes]:
    for number, line in enumerate(stream):
        if number >= skip:
            yield line


def _chunks(lines: Iterator[bytes], size: int) -> Iterator[list[bytes]]:
    chunk: list[bytes] = []
    for line in lines:
        chunk.append(line)
        if len(chunk) == size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


# --------------------------------------------------------------------------------------------------------------------
# The run.


@dataclass
class BatchSummary:
    """What a run did: lines ``answered`` this run (``ok``: every query ok; ``query_failed``: some query failed;
    ``request_errors``: not JSON or a malformed state), lines ``skipped`` by ``--resume``, ``seconds``, and whether
    it was ``interrupted``."""

    total: int | None = None
    skipped: int = 0
    answered: int = 0
    ok: int = 0
    query_failed: int = 0
    request_errors: int = 0
    seconds: float = 0.0
    interrupted: bool = False
    jobs: int = 1
    failed_lines: list[int] = field(default_factory=list)

    def count(self, status: int, line_number: int) -> None:
        """Record one answered line (1-based ``line_number`` of IN) and its exit status."""
        self.answered += 1
        if status == EXIT_OK:
            self.ok += 1
        elif status == EXIT_QUERY_FAILED:
            self.query_failed += 1
        else:
            self.request_errors += 1
            if len(self.failed_lines) < 10:
                self.failed_lines.append(line_number)

    @property
    def rate(self) -> float:
        """Requests answered per second."""
        return self.answered / self.seconds if self.seconds > 0 else 0.0

    @property
    def status(self) -> int:
        """Exit status: 130 when interrupted, 1 when some line failed (a query or the whole request), else 0."""
        if self.interrupted:
            return EXIT_INTERRUPTED
        return EXIT_OK if self.query_failed == self.request_errors == 0 else EXIT_QUERY_FAILED

    def text(self) -> str:
        """The summary for standard error."""
        head = "interrupted" if self.interrupted else "done"
        jobs = f"{self.jobs} job{'s' if self.jobs != 1 else ''}"
        out = [f"{head}: {self.answered} requests answered in {self.seconds:.1f} s ({self.rate:.1f}/s, {jobs})"]
        out.append(f"  {self.ok} ok, {self.query_failed} with a failed query, {self.request_errors} malformed")
        if self.failed_lines:
            out.append("  malformed lines: " + ", ".join(map(str, self.failed_lines))
                       + (", ..." if self.request_errors > len(self.failed_lines) else ""))
        if self.skipped:
            out.append(f"  {self.skipped} lines already answered were skipped (--resume)")
        if self.interrupted:
            out.append("  every answer written is kept; run again with --resume to finish")
        return "\n".join(out)


class _Stop(BaseException):
    """SIGTERM, turned into a clean stop (a ``BaseException``, like ``KeyboardInterrupt``, so no handler of
    ``Exception`` swallows it)."""


def _on_sigterm(_signum: int, _frame: Any) -> None:
    raise _Stop


class _Writer:
    """Writes response lines in order, flushing each chunk, and updates the summary and the progress bar."""

    def __init__(self, out: BinaryIO, summary: BatchSummary, bar: Any) -> None:
        self.out = out
        self.summary = summary
        self.bar = bar
        self.next_line = summary.skipped + 1

    def write(self, answers: Sequence[tuple[str, int]]) -> None:
        self.out.write(b"".join(text.encode("utf-8") + b"\n" for text, _ in answers))
        self.out.flush()
        for _, status in answers:
            self.summary.count(status, self.next_line)
            self.next_line += 1
        if self.bar is not None:
            self.bar.update(len(answers))


def _crash_answer() -> tuple[str, int]:
    error = MtgSolverError("the worker process died while answering this line", path="", code=INTERNAL_ERROR)
    return dumps(request_error(error)), EXIT_BAD_REQUEST


def _pool(jobs: int, card_files: Sequence[str]) -> ProcessPoolExecutor:
    return ProcessPoolExecutor(max_workers=jobs, initializer=_init_worker, initargs=(tuple(card_files),))


def _isolated(lines: Sequence[bytes], card_files: Sequence[str]) -> list[tuple[str, int]]:
    """Answer a chunk that was in flight when a worker died, in a fresh one-worker pool; if that dies too, each line
    alone, and a line that kills its worker gets an ``internal_error`` answer."""
    with _pool(1, card_files) as pool:
        try:
            return pool.submit(_solve_chunk, lines).result()
        except BrokenProcessPool:
            pass
    if len(lines) == 1:
        return [_crash_answer()]
    return [answer for line in lines for answer in _isolated([line], card_files)]


def _run_serial(chunks: Iterator[list[bytes]], writer: _Writer, registry: Any) -> None:
    for chunk in chunks:
        for line in chunk:
            writer.write([_answer(line, registry)])


def _run_pool(chunks: Iterator[list[bytes]], writer: _Writer, jobs: int, card_files: Sequence[str]) -> None:
    """Chunks to a pool of ``jobs`` processes, a bounded window in flight, answers written in order. When a worker
    dies, the chunks in flight are answered again one by one (:func:`_isolated`) and a new pool takes over."""
    pool = _pool(jobs, card_files)
    pending: deque[tuple[Future[list[tuple[str, int]]], list[bytes]]] = deque()
    window = jobs * WINDOW_PER_JOB
    try:
        exhausted = False
        while pending or not exhausted:
            while not exhausted and len(pending) < window:
                chunk = next(chunks, None)
                if chunk is None:
                    exhausted = True
                else:
                    pending.append((pool.submit(_solve_chunk, chunk), chunk))
            if not pending:
                break
            try:
                answers = pending[0][0].result()
            except BrokenProcessPool:
                pool.shutdown(wait=False, cancel_futures=True)
                for future, lines in pending:
                    answered = future.done() and not future.cancelled() and future.exception() is None
                    writer.write(future.result() if answered else _isolated(lines, card_files))
                pending.clear()
                pool = _pool(jobs, card_files)
                continue
            pending.popleft()
            writer.write(answers)
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


def _progress_bar(summary: BatchSummary, enabled: bool) -> Any:
    if not enabled:
        return None
    try:
        from tqdm import tqdm
    except ImportError:
        return None
    tqdm.monitor_interval = 0  # no monitor thread: worker processes may be forked after the bar starts
    return tqdm(total=summary.total, initial=summary.skipped, unit="req", file=sys.stderr, dynamic_ncols=True,
                smoothing=0.1, desc="mtgsolve batch")


#: The most worker processes a run starts.
MAX_JOBS = max(2, 4 * (os.cpu_count() or 1))


def run_batch(in_path: str | Path, out_path: str | Path, *, jobs: int | None = None, resume: bool = False,
              card_files: Sequence[str] = (), progress: bool = True, chunk_size: int = CHUNK_SIZE) -> BatchSummary:
    """Answer every line of ``in_path`` (``"-"``: standard input) into ``out_path`` (``"-"``: standard output), one
    response per line, in order.

    ``jobs`` worker processes (default: the core count; 1 answers in this process). With ``resume``, lines already
    in ``out_path`` are kept and skipped; without it ``out_path`` is overwritten. A progress bar goes to standard
    error when ``progress``. Ctrl-C or SIGTERM stops the run cleanly (``interrupted``), keeping every line written.
    Raises ``OSError`` when a file can't be opened and ``MtgSolverError`` (``bad_card_file``) for a bad card file.
    """
    # More workers than cores only adds start-up time and memory.
    jobs = max(1, min(jobs or default_jobs(), MAX_JOBS))
    to_stdout = str(out_path) == "-"
    if to_stdout and resume:
        raise OSError(errno.EINVAL, "--resume needs an output file, not standard output", "-")
    out = Path(out_path)
    if not to_stdout and in_path != "-" and out.exists() and Path(in_path).resolve() == out.resolve():
        raise OSError(errno.EINVAL, "the output file is the input file; refusing to overwrite it", str(out))
    registry = load_registry(card_files) if jobs == 1 else None
    if jobs > 1:
        load_registry(card_files)  # a bad card file fails here, before any worker starts
    summary = BatchSummary(jobs=jobs)
    summary.skipped = complete_lines(out) if resume else 0
    if resume:
        _check_responses(out)
    if in_path != "-":
        summary.total = count_lines(Path(in_path))
        if summary.skipped > summary.total:
            raise OSError(errno.EINVAL, f"--resume: the output has {summary.skipped} answers but the input only "
                          f"{summary.total} lines; it is not this input's output", str(out))
    stream = sys.stdin.buffer if in_path == "-" else open(in_path, "rb")  # noqa: SIM115 - closed below
    started = time.monotonic()
    main_thread = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGTERM, _on_sigterm) if main_thread else None
    bar = None
    try:
        with (open(sys.stdout.fileno(), "wb", closefd=False) if to_stdout
              else out.open("ab" if resume else "wb")) as sink:
            bar = _progress_bar(summary, progress)
            writer = _Writer(sink, summary, bar)
            chunks = _chunks(_request_lines(stream, summary.skipped), chunk_size)
            try:
                if jobs == 1:
                    _run_serial(chunks, writer, registry)
                else:
                    _run_pool(chunks, writer, jobs, card_files)
            except (KeyboardInterrupt, _Stop):
                summary.interrupted = True
    finally:
        if main_thread:
            signal.signal(signal.SIGTERM, previous)
        if bar is not None:
            bar.close()
        if stream is not sys.stdin.buffer:
            stream.close()
        summary.seconds = time.monotonic() - started
    return summary
