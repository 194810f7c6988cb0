"""Hostile input: every command that reads a file meets broken, odd and malicious ones.

The inputs are the valid example files mutated (``tests/support/fuzz_corpus.py``): a named corpus,
each case its own test, and Hypothesis drawing one to three random mutations. Each order is
fed to ``pbem validate`` and ``apply`` (``validate --game`` shares ``apply``'s reading and
verdict); each position file to ``validate
--position`` and ``new --position``; each game file to ``status`` and ``apply``. Whatever
comes in, a command ends with an exit code of docs/game-master.md other than 70 (a bug), prints no
traceback, and leaves the game file byte for byte as it was unless it says it recorded an
order. Commands run in this process (fast); a hang guard (SIGALRM) fails a case that takes
more than HANG seconds (a hang detector, not a speed target: ``benchmarks/fuzz.py`` times the
corpus). Files of 100 MB, and game files just under the size limit built to cost the most
memory, run as separate processes, whose peak memory is measured and bounded.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType

import pytest
from hypothesis import HealthCheck, given, settings
from typer.testing import Result

from pbem.files.game_file import MAX_GAME_BYTES
from tests.support.cli import run
from tests.support.fuzz_corpus import Case, corpus, mutated
from tests.support.quick import quick_sample
from tests.support.trust import (
    EXIT_CODES,
    PBEM,
    assert_clean,
    example_orders,
    pbem_env,
    write_example_game,
)

HANG = 20  # seconds for one command in this process: only a hang takes so long
EXAMPLES = int(os.environ.get("PBEM_FUZZ_EXAMPLES", "40"))
"""Hypothesis examples per kind of file. The same ones every run; for a longer hunt, new ones:
``PBEM_FUZZ_EXAMPLES=2000 PBEM_FUZZ_RANDOM=1 pytest tests/test_trust_fuzz.py -k random``."""
MB = 1024 * 1024
PEAK_LIMIT_MB = 200  # the memory a refused file may cost a pbem process at most


class Hang(BaseException):
    """A command ran longer than HANG seconds (a BaseException, so no handler swallows it)."""


@contextmanager
def hang_guard(seconds: int = HANG) -> Iterator[None]:
    """Raise ``Hang`` in this (the main) thread if the block runs longer than ``seconds``."""
    def ring(_signum: int, _frame: FrameType | None) -> None:
        raise Hang(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def invoke(*args: str | Path) -> Result:
    """``pbem ARGS`` in this process; asserts it ended as documented (see the module doc)."""
    with hang_guard():
        result = run(*args)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise result.exception  # escaped every handler: a traceback would reach the user
    assert_clean(result.exit_code, result.stderr + result.stdout)
    return result


def recorded_any(result: Result) -> bool:
    """Whether ``pbem apply --format json`` says it recorded an order (an entry number)."""
    if not result.stdout.strip():
        return False
    return any("entry" in v for v in json.loads(result.stdout)["orders"])


# Running one case -----------------------------------------------------------------------------

def run_order(case: Case, folder: Path) -> None:
    """An order file: its form, its envelope and rules, and applying it to its game."""
    order = folder / "order.yaml"
    order.write_bytes(case.data)
    game = write_example_game(folder / "game", case.point)
    before = game.read_bytes()
    invoke("validate", order)
    result = invoke("apply", game, order, "--format", "json", "--reports", folder / "reports")
    if not recorded_any(result):
        assert game.read_bytes() == before


def run_position(case: Case, folder: Path) -> None:
    """A position file: an order checked against it, and a game started from it."""
    position = folder / "position.yaml"
    position.write_bytes(case.data)
    invoke("validate", example_orders()[case.point], "--position", position)
    new = folder / "new" / "game.yaml"
    result = invoke("new", new, "--position", position, "--seed", "fuzz", "--open")
    if result.exit_code != 0:
        assert not new.exists()


def run_game(case: Case, folder: Path) -> None:
    """A game file: its status, and an order applied to it."""
    game = folder / "game.yaml"
    game.write_bytes(case.data)
    invoke("status", game, "--format", "json")
    order = example_orders()[min(case.point, len(example_orders()) - 1)]
    result = invoke("apply", game, order, "--format", "json", "--reports", folder / "reports")
    if not recorded_any(result):
        assert game.read_bytes() == case.data


RUNNERS = {"order": run_order, "position": run_position, "game": run_game}


@pytest.mark.parametrize("case", quick_sample([(case,) for case in corpus()], 10,
                                              ids=lambda case: case.name))
def test_a_corpus_case_is_refused_or_taken_cleanly(case: Case, tmp_path: Path) -> None:
    """One named case of the corpus (see ``tests/support/fuzz_corpus.py``)."""
    RUNNERS[case.kind](case, tmp_path)


FUZZ = settings(max_examples=EXAMPLES, deadline=None, database=None,
                derandomize=not os.environ.get("PBEM_FUZZ_RANDOM"),  # CI: the same every run
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow, HealthCheck.data_too_large])


_COUNTER = [0]  # Hypothesis runs a test many times in one tmp_path: a folder for each


def _fresh(folder: Path, n: list[int]) -> Path:
    n[0] += 1
    path = folder / f"example-{n[0]}"
    path.mkdir()
    return path


@FUZZ
@given(case=mutated("order"))
def test_random_mutations_of_orders(case: Case, tmp_path: Path) -> None:
    """Randomly mutated example orders."""
    run_order(case, _fresh(tmp_path, _COUNTER))


@FUZZ
@given(case=mutated("position"))
def test_random_mutations_of_positions(case: Case, tmp_path: Path) -> None:
    """Randomly mutated position files (the start, the game master's, a player's view)."""
    run_position(case, _fresh(tmp_path, _COUNTER))


@FUZZ
@given(case=mutated("game"))
def test_random_mutations_of_game_files(case: Case, tmp_path: Path) -> None:
    """Randomly mutated game files."""
    run_game(case, _fresh(tmp_path, _COUNTER))


# Files that cost memory: separate processes ---------------------------------------------------

MEASURE = """\
import json, os, resource, subprocess, sys
child = subprocess.Popen(sys.argv[2:], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
out, err = child.communicate(timeout=float(os.environ["PBEM_HANG"]))
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
json.dump({"code": child.returncode, "peak_kb": peak, "stderr": err.decode("utf-8", "replace"),
           "stdout": out.decode("utf-8", "replace")}, open(sys.argv[1], "w"))
"""
"""Runs a command and writes its exit code, peak memory (KiB) and output to a file. A small
process of its own, since a child's peak counts the memory of the process it was forked from."""


def measured(folder: Path, *args: str | Path, hang: float = 60.0) -> dict[str, object]:
    """``pbem ARGS`` in a separate process: its exit code, peak memory in KiB, and output."""
    report = folder / "measured.json"
    subprocess.run([sys.executable, "-c", MEASURE, str(report), *PBEM, *map(str, args)],
                   env=pbem_env(PBEM_HANG=str(hang)), check=True, timeout=hang + 30)
    data: dict[str, object] = json.loads(report.read_text("utf-8"))
    return data


def write_big(path: Path, kind: str, size: int) -> Path:
    """A file of ``size`` bytes: NUL bytes (sparse, no disk), spaces, or one line of 'a'."""
    with path.open("wb") as out:
        if kind == "sparse":
            out.truncate(size)
        else:
            block = (b" " if kind == "spaces" else b"a") * MB
            for _ in range(size // MB):
                out.write(block)
    return path


def _assert_refused_lightly(result: dict[str, object], code: int = 2) -> None:
    assert result["code"] == code, result
    assert_clean(int(str(result["code"])), str(result["stderr"]), EXIT_CODES)
    peak_mb = int(str(result["peak_kb"])) / 1024
    print(f"peak {peak_mb:.0f} MB")
    assert peak_mb < PEAK_LIMIT_MB, result


@pytest.mark.slow  # files of 100 MB, and big hostile ones
@pytest.mark.parametrize("kind", ["sparse", "spaces", "line"])
def test_a_100_mb_file_is_refused_without_reading_it(tmp_path: Path, kind: str) -> None:
    """100 MB as an order, a position and a game file: little memory, game unchanged; exit 1 for
    the order (the player's file), 2 for the game master's files."""
    big = write_big(tmp_path / "big.yaml", kind, 100 * MB)
    game = write_example_game(tmp_path / "game", 0)
    before = game.read_bytes()
    order = example_orders()[0]
    commands: list[list[str | Path]] = [
        ["validate", big], ["apply", game, big], ["validate", order, "--position", big],
        ["new", tmp_path / "new.yaml", "--position", big], ["status", big]]
    for args in commands:
        result = measured(tmp_path, *args)
        an_order = args in (["validate", big], ["apply", game, big])
        _assert_refused_lightly(result, 1 if an_order else 2)
    assert game.read_bytes() == before
    assert not (tmp_path / "new.yaml").exists()


HOSTILE_GAMES: dict[str, Callable[[int], bytes]] = {
    "one-line": lambda n: b"a" * n,
    "spaces": lambda n: b" " * n,
    "list": lambda n: b"- 1\n" * (n // 4),
    "folded-lines": lambda n: b"a\n" * (n // 2),
    "mapping": lambda n: b"".join(b"k%d: 1\n" % i for i in range(n // 12)),
    "brackets": lambda n: b"[" * n,
}
"""Game files just under the size limit, each made to cost the reader the most of something."""


@pytest.mark.slow  # files of 100 MB, and big hostile ones
@pytest.mark.parametrize("name", sorted(HOSTILE_GAMES))
def test_a_hostile_game_file_under_the_size_limit_costs_little_memory(tmp_path: Path,
                                                                      name: str) -> None:
    """``pbem status`` on it: exit 2 with one line, under PEAK_LIMIT_MB of memory."""
    game = tmp_path / "game.yaml"
    game.write_bytes(HOSTILE_GAMES[name](MAX_GAME_BYTES - 16)[:MAX_GAME_BYTES])
    result = measured(tmp_path, "status", game)
    _assert_refused_lightly(result)
    assert len(str(result["stderr"]).splitlines()) == 1


@pytest.mark.parametrize("number", ["9" * 5000, "-" + "9" * 4301, "0" + "7" * 5000,
                                    "1" + ":1" * 3000])
def test_a_number_of_thousands_of_digits_is_refused_in_one_line(tmp_path: Path,
                                                                number: str) -> None:
    """``turn: 999...`` (thousands of digits, or base 60 of thousands of parts): exit 1 (the
    player's order) naming the line, not exit 70. Found by the corpus: Python refuses to read
    more than 4,300 digits as a number, and that error reached the user as an internal
    error."""
    order = tmp_path / "order.yaml"
    order.write_text(f"game: harbour\nplayer: red\nturn: {number}\nactions: [gold]\n", "utf-8")
    game = write_example_game(tmp_path / "game", 0)
    result = invoke("apply", game, order)
    assert result.exit_code == 1
    assert f"{order}:3:7: " in result.stdout
    assert "digits" in result.stdout
