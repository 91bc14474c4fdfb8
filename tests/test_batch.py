"""Batch solving (``mtgsolve batch``, issue 6): one response per request line, in order, across worker processes.

Each response line is what ``mtgsolve`` answers for that line (contract "Output"); a line that is not JSON gets the
contract's request error (contract "Errors") and the run goes on; an interrupted or killed run keeps every line it
wrote, and ``--resume`` finishes it.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from mtgsolver.model.schema import response_json_schema
from mtgsolver.solver import batch as batch_module
from mtgsolver.solver.api import solve
from mtgsolver.solver.batch import complete_lines, dumps, run_batch, solve_line, solve_lines

solve_chunk = batch_module._solve_chunk
from mtgsolver.solver.cli import main

LANDS = ("Forest", "Island", "Mountain", "Plains", "Swamp", "Sol Ring")
COSTS = ("{1}", "{G}", "{U}{R}", "{2}{W}", "{B}{B}")
BAD_LINE = '{"state": {"active_player": "alice", oops'


def request(n: int) -> dict[str, Any]:
    """A small board of basic lands (the payments fast path) with two queries; varies with ``n``."""
    objects = [{"id": f"o{i}", "card": LANDS[(n + i * 7) % len(LANDS)], "controller": "alice"}
               for i in range(2 + n % 4)]
    return {
        "state": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": objects},
        "queries": [
            {"id": "q1", "kind": "could_produce", "object": "o0"},
            {"id": "q2", "kind": "payments", "player": "alice", "cost": COSTS[n % len(COSTS)], "mode": "check"},
        ],
    }


def request_lines(count: int, bad_at: int | None = None) -> list[str]:
    """``count`` request lines; line ``bad_at`` (1-based) is not JSON."""
    return [BAD_LINE if n == bad_at else json.dumps(request(n)) for n in range(1, count + 1)]


@pytest.fixture(scope="module")
def batch(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    """A 400-line request file with bad JSON on line 200, and the expected response lines."""
    lines = request_lines(400, bad_at=200)
    path = tmp_path_factory.mktemp("batch") / "in.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path, list(solve_lines(lines))


def read_lines(path: Path) -> list[str]:
    """The lines of a file, without newlines."""
    return path.read_text(encoding="utf-8").splitlines()


def test_solve_line_answers_every_line() -> None:
    """contract "Output" and "Errors": a good line gets ``solve``'s response; bad JSON and an empty line get the
    request error (``bad_request``, path ``""``), never an exception."""
    good = json.dumps(request(1))
    assert json.loads(solve_line(good)) == solve(good)[0]
    for bad in (BAD_LINE, "", "   \r\n", b"\xff\xfe"):
        answer = json.loads(solve_line(bad))
        assert answer["ok"] is False and answer["results"] == [] and answer["error"]["code"] == "bad_request"
    assert "\n" not in dumps({"message": "two\nlines"})


def test_solve_lines_keeps_order() -> None:
    """Issue 6: ``solve_lines`` (for map over partitions) answers lazily, in order."""
    lines = request_lines(5, bad_at=3)
    answers = list(solve_lines(iter(lines)))
    assert answers == [solve_line(line) for line in lines]
    assert json.loads(answers[2])["ok"] is False


@pytest.mark.parametrize("jobs", [1, 2])
def test_run_batch_answers_every_line_in_order(batch: tuple[Path, list[str]], tmp_path: Path, jobs: int) -> None:
    """Issue 6: one response per line, in order, the bad line an error line, with 1 and 2 worker processes."""
    requests, expected = batch
    out = tmp_path / "out.jsonl"
    summary = run_batch(requests, out, jobs=jobs, progress=False)
    assert read_lines(out) == expected
    assert (summary.answered, summary.request_errors, summary.failed_lines, summary.status) == (400, 1, [200], 1)


def test_every_response_line_validates(batch: tuple[Path, list[str]]) -> None:
    """Issue 6 and contract "Output": each response line validates against the published response schema."""
    jsonschema = pytest.importorskip("jsonschema")
    validator = jsonschema.Draft202012Validator(response_json_schema())
    _, expected = batch
    for line in expected:
        validator.validate(json.loads(line))


def test_resume_drops_a_torn_line(batch: tuple[Path, list[str]], tmp_path: Path) -> None:
    """Issue 6: ``--resume`` keeps the complete lines of OUT, cuts a torn last line, and answers the rest."""
    requests, expected = batch
    out = tmp_path / "out.jsonl"
    out.write_text("\n".join(expected[:250]) + "\n" + expected[250][:17], encoding="utf-8")
    assert complete_lines(out) == 250 and out.read_text(encoding="utf-8").endswith("\n")
    summary = run_batch(requests, out, jobs=1, resume=True, progress=False)
    assert (summary.skipped, summary.answered) == (250, 150)
    assert read_lines(out) == expected


def _stop_midway(requests: Path, out: Path, how: str) -> int:
    """Start ``mtgsolve batch --jobs 2``; once some lines are written, SIGKILL its process group (``kill``) or
    SIGTERM the main process (``term``); return its exit status."""
    command = [sys.executable, "-m", "mtgsolver", "batch", str(requests), str(out), "--jobs", "2", "--no-progress"]
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while proc.poll() is None and time.monotonic() < deadline:
            if out.exists() and out.stat().st_size > 0 and complete_lines_readonly(out) >= 32:
                break
            time.sleep(0.005)
        if how == "kill":
            os.killpg(proc.pid, signal.SIGKILL)
        else:
            proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=30)
        if how == "term":
            assert b"interrupted" in proc.stderr.read()  # type: ignore[union-attr]
        return proc.returncode
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        proc.stderr.close()  # type: ignore[union-attr]
        try:
            os.killpg(proc.pid, signal.SIGKILL)  # any worker left behind
        except ProcessLookupError:
            pass


def complete_lines_readonly(path: Path) -> int:
    """Newline-terminated lines of a file being written (without cutting it)."""
    return path.read_bytes().count(b"\n")


@pytest.mark.parametrize("how", ["kill", "term"])
def test_interrupted_run_resumes_without_loss(batch: tuple[Path, list[str]], tmp_path: Path, how: str) -> None:
    """Issue 6: killing the run (SIGKILL) or stopping it (SIGTERM: exit 130) loses no answer written; ``--resume``
    answers exactly the rest."""
    requests, expected = batch
    out = tmp_path / "out.jsonl"
    status = _stop_midway(requests, out, how)
    assert status == (-signal.SIGKILL if how == "kill" else 130)
    kept = complete_lines(out)
    assert 0 < kept < len(expected)
    assert read_lines(out) == expected[:kept]
    summary = run_batch(requests, out, jobs=1, resume=True, progress=False)
    assert summary.skipped == kept and summary.answered == len(expected) - kept
    assert read_lines(out) == expected


def crashing_chunk(lines: list[bytes]) -> list[tuple[str, int]]:
    """A worker's chunk function that kills its process on a line holding ``CRASH`` (a stand-in for a crash in a
    native solver)."""
    if any(b"CRASH" in line for line in lines):
        os._exit(3)
    return solve_chunk(lines)


def test_a_worker_crash_fails_only_its_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """contract "Errors": a line that kills its worker gets ``internal_error``; every other line is answered."""
    if multiprocessing.get_start_method() != "fork":
        pytest.skip("the patched chunk function reaches the workers only when they are forked")
    lines = request_lines(60)
    lines[40] = lines[40].replace('"q1"', '"CRASH"')
    requests = tmp_path / "in.jsonl"
    requests.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    monkeypatch.setattr(batch_module, "_solve_chunk", crashing_chunk)
    summary = run_batch(requests, out, jobs=2, progress=False)
    answers = [json.loads(line) for line in read_lines(out)]
    assert [n for n, a in enumerate(answers) if "error" in a and a["error"]["code"] == "internal_error"] == [40]
    assert [dumps(a) for n, a in enumerate(answers) if n != 40] == [solve_line(x) for n, x in enumerate(lines)
                                                                    if n != 40]
    assert summary.request_errors == 1


def test_command_shows_progress_and_summary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 6: ``mtgsolve batch --progress`` draws a progress bar and prints a summary on standard error; exit
    status 1 when a line is malformed. Without ``--progress``, standard error not being a terminal, no bar."""
    requests = tmp_path / "in.jsonl"
    requests.write_text("\n".join(request_lines(20, bad_at=7)) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    assert main(["batch", str(requests), str(out), "--jobs", "1"]) == 1
    assert "100%" not in capsys.readouterr().err
    assert main(["batch", str(requests), str(out), "--jobs", "1", "--progress"]) == 1
    err = capsys.readouterr().err
    assert "20/20" in err and "100%" in err
    assert "20 requests answered" in err and "1 malformed" in err and "malformed lines: 7" in err
    assert len(read_lines(out)) == 20


def test_command_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """contract "Errors": a missing IN file or a bad ``--cards`` file is exit status 2 with a message, no
    traceback."""
    out = tmp_path / "out.jsonl"
    assert main(["batch", str(tmp_path / "missing.jsonl"), str(out), "--no-progress"]) == 2
    assert "missing.jsonl" in capsys.readouterr().err
    requests = tmp_path / "in.jsonl"
    requests.write_text(json.dumps(request(1)) + "\n", encoding="utf-8")
    cards = tmp_path / "cards.json"
    cards.write_text("{not json", encoding="utf-8")
    assert main(["batch", str(requests), str(out), "--cards", str(cards), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "bad_card_file" in err and "Traceback" not in err


def _children(pid: int) -> set[int]:
    """The processes whose parent is ``pid`` (from /proc)."""
    out = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            out.add(int(stat.parent.name))
    return out


def _running(pids: set[int]) -> list[int]:
    """The processes of ``pids`` still running (not gone, not zombies)."""
    out = []
    for pid in pids:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if state != "Z":
            out.append(pid)
    return out


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the kernel's parent-death signal is Linux's")
def test_workers_exit_when_the_parent_is_killed(batch: tuple[Path, list[str]], tmp_path: Path) -> None:
    """Issue 17: SIGKILL of ``mtgsolve batch`` alone (not its process group) leaves no worker running: each worker
    asked the kernel for SIGTERM when its parent dies. Bounded waits, no timing asserted."""
    requests, _expected = batch
    big = tmp_path / "big.jsonl"
    big.write_text(requests.read_text(encoding="utf-8") * 20, encoding="utf-8")
    out = tmp_path / "out.jsonl"
    command = [sys.executable, "-m", "mtgsolver", "batch", str(big), str(out), "--jobs", "2", "--no-progress"]
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while proc.poll() is None and time.monotonic() < deadline and not (
                out.exists() and complete_lines_readonly(out) >= 32):
            time.sleep(0.01)
        workers = _children(proc.pid)
        assert workers, "the run started no worker"
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and _running(workers):
            time.sleep(0.05)
        assert _running(workers) == []
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def test_dash_output_is_standard_output(tmp_path: Path) -> None:
    """Issue 17: ``mtgsolve batch IN -`` writes the answers to standard output, not to a file named ``-``."""
    requests = tmp_path / "in.jsonl"
    requests.write_text("\n".join(request_lines(3)) + "\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "mtgsolver", "batch", str(requests), "-", "--jobs", "1",
                           "--no-progress"], capture_output=True, text=True, cwd=tmp_path, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == list(solve_lines(request_lines(3)))
    assert not (tmp_path / "-").exists()


def test_resume_refuses_an_output_longer_than_the_input(tmp_path: Path) -> None:
    """Issue 17: ``--resume`` with more answers in OUT than lines in IN is not this input's output: exit 2, OUT
    untouched."""
    requests = tmp_path / "in.jsonl"
    requests.write_text("\n".join(request_lines(2)) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    out.write_text("{}\n{}\n{}\n", encoding="utf-8")
    assert main(["batch", str(requests), str(out), "--resume", "--no-progress"]) == 2
    assert out.read_text(encoding="utf-8") == "{}\n{}\n{}\n"


def test_resume_refuses_an_output_that_is_not_responses(tmp_path: Path) -> None:
    """Issue 17: ``--resume`` counts OUT's lines as answered only when each is a response; a line of something
    else means OUT is not this command's output: exit 2, OUT untouched."""
    requests = tmp_path / "in.jsonl"
    requests.write_text("\n".join(request_lines(3)) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    first = solve_line(request_lines(1)[0])
    out.write_text(first + "\ngarbage\n", encoding="utf-8")
    assert main(["batch", str(requests), str(out), "--resume", "--no-progress"]) == 2
    assert out.read_text(encoding="utf-8") == first + "\ngarbage\n"
