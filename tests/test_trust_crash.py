"""A crash leaves the old game or the new one, never a torn one: ``pbem apply`` killed with
SIGKILL at random moments over its whole run.

The game is the example game after 20 orders (a 30 KB file), and the order its 21st. First an
unkilled run gives the reference: the game file after, and the step's reports (the time is
fixed by ``PBEM_NOW``, so every run writes the same bytes); it also measures how long the
command takes, run two at a time as the trials are. Then TRIALS runs, two at a time, each on
its own copy of the game, are killed after a delay drawn uniformly from [0, 1.1 x that time]
(a seeded generator: the same delays every run; the longest of six runs, so that the kills
reach the end on a machine whose load varies), so the kills fall in the start-up, the
processing, the save, the reports and, for some, after the command is done.

After each kill:

* the game file is byte for byte the game before or the reference after (so it loads and
  replays, which the reference states are checked to do once);
* the lock file left behind (``game.yaml.lock``) is free at once: the kernel released the
  dead process's lock;
* every report file present is whole (equal to the reference's), though some may be missing;
* ``pbem apply`` run again (after every kill that left a report, a temporary file or the new
  game, and after every tenth kill) completes the work: it applies the order (the game was
  before) or recognises it (the game was after) and writes the reports that are missing, so
  the reports folder is then exactly the reference's and the game file the reference after.
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import filelock
import pytest

from tests.support.trust import PBEM, example_orders, pbem_env, run_pbem, write_example_game

pytestmark = pytest.mark.slow  # pbem apply killed 200 times, in child processes

TRIALS = int(os.environ.get("PBEM_CRASH_TRIALS", "200"))  # fewer for a quick look
AT_ONCE = 2
PLAYED = 20  # the orders of the example game played before the one the trials apply
SEED = 20261202
RERUN_EVERY = 10  # a rerun after every kill that left anything, and after every tenth
HANG = 60.0  # seconds: a hang guard, never a speed target


def order() -> Path:
    """The order every trial applies: the example game's 21st."""
    return example_orders()[PLAYED]


def reports_of(folder: Path) -> dict[str, bytes]:
    """Every report under a reports folder, by its path relative to it (not the hidden
    temporary files a killed pbem may leave, which no reader is sent)."""
    if not folder.exists():
        return {}
    return {str(p.relative_to(folder)): p.read_bytes()
            for p in sorted(folder.rglob("*")) if p.is_file() and not p.name.startswith(".")}


def temporaries(folder: Path) -> int:
    """The temporary files a killed pbem left in a folder and the folders under it."""
    return sum(1 for p in folder.rglob(".*.tmp") if p.is_file())


@dataclass
class Reference:
    """The game before, the game after an unkilled run, its reports, and its running time."""

    before: bytes
    after: bytes
    reports: dict[str, bytes]
    seconds: float


def timed_run(folder: Path) -> float:
    """Apply the order unkilled on a fresh copy in ``folder``; its wall time."""
    game = write_example_game(folder, PLAYED)
    start = time.perf_counter()
    result = run_pbem("apply", game, order(), timeout=HANG)
    seconds = time.perf_counter() - start
    assert result.returncode == 0 and ": applied: " in result.stdout, result.stderr
    return seconds


def reference(root: Path) -> Reference:
    """The reference after-state, checked to load and replay; the running time is the longest
    of six unkilled runs made two at a time, as the trials run (the longest, so that the kills
    reach the end of the run on a machine whose load varies)."""
    with ThreadPoolExecutor(AT_ONCE) as pool:
        seconds = list(pool.map(timed_run, [root / f"ref-{i}" for i in range(6)]))
    game = root / "ref-0" / "game.yaml"
    replayed = run_pbem("replay", game, timeout=HANG)
    assert replayed.returncode == 0, replayed.stderr
    for i in range(1, 6):
        assert (root / f"ref-{i}" / "game.yaml").read_bytes() == game.read_bytes()
    before_game = write_example_game(root / "before", PLAYED)
    assert run_pbem("replay", before_game, timeout=HANG).returncode == 0
    before = before_game.read_bytes()
    assert before != game.read_bytes()
    return Reference(before, game.read_bytes(), reports_of(root / "ref-0" / "reports"),
                     max(seconds))


@dataclass
class Trial:
    """What one killed run left: which state, whether it had ended before the kill, and what
    the rerun said."""

    delay: float
    state: str  # "before" or "after"
    finished: bool
    reports_present: int
    leftover_temporaries: int
    rerun_status: str


def trial(folder: Path, delay: float, ref: Reference, always_rerun: bool) -> Trial:
    """Start ``pbem apply`` on a fresh copy, kill it after ``delay`` seconds, check what it
    left, run it again and check that completes the work.

    The rerun is skipped (unless ``always_rerun``) where the kill left nothing but the free
    lock file: the rerun then starts from the very bytes the reference run started from.
    """
    game = write_example_game(folder, PLAYED)
    child = subprocess.Popen([*PBEM, "apply", str(game), str(order())], env=pbem_env(),
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    time.sleep(delay)
    finished = child.poll() is not None
    if not finished:
        child.send_signal(signal.SIGKILL)
    _, err = child.communicate(timeout=HANG)
    assert "Traceback" not in err, err

    left = game.read_bytes()
    assert left in (ref.before, ref.after), f"{folder}: a torn game file (delay {delay:.3f} s)"
    state = "before" if left == ref.before else "after"
    _assert_lock_free(game)
    present = reports_of(folder / "reports")
    for name, data in present.items():
        assert data == ref.reports.get(name), f"{folder}: report {name} is torn"
    left_over = temporaries(folder)

    if state == "before" and not present and not left_over and not always_rerun:
        return Trial(delay, state, finished, 0, 0, "")
    again = run_pbem("apply", game, order(), timeout=HANG)
    assert again.returncode == 0, again.stderr
    status = "applied" if state == "before" else "duplicate"
    assert f": {status}: " in again.stdout, again.stdout
    assert game.read_bytes() == ref.after
    assert reports_of(folder / "reports") == ref.reports, f"{folder}: reports not completed"
    return Trial(delay, state, finished, len(present), left_over, status)


def _assert_lock_free(game: Path) -> None:
    """The lock a killed pbem held is free now (taking it does not wait)."""
    lock = Path(str(game) + ".lock")
    if lock.exists():
        with filelock.FileLock(str(lock), timeout=0):
            pass


def test_apply_killed_at_any_moment_leaves_the_old_or_the_new_game(tmp_path: Path) -> None:
    """TRIALS kills spread over the whole run (module docstring); every one leaves a game
    that is the one before or the one after, a free lock and whole reports, and a rerun
    always completes the work."""
    ref = reference(tmp_path)
    rng = random.Random(SEED)
    delays = [rng.uniform(0, 1.1 * ref.seconds) for _ in range(TRIALS)]

    def one(i: int) -> Trial:
        folder = tmp_path / f"trial-{i:03d}"
        result = trial(folder, delays[i], ref, always_rerun=i % RERUN_EVERY == 0)
        shutil.rmtree(folder)
        return result

    with ThreadPoolExecutor(AT_ONCE) as pool:
        trials = list(pool.map(one, range(TRIALS)))

    states = Counter(t.state for t in trials)
    print(f"\n{TRIALS} trials, command {ref.seconds:.3f} s; states {dict(states)}; "
          f"finished before the kill {sum(t.finished for t in trials)}; killed after the save "
          f"with reports missing {sum(t.state == 'after' and not t.finished for t in trials)}; "
          f"left temporaries {sum(t.leftover_temporaries > 0 for t in trials)}; reruns "
          f"{dict(Counter(t.rerun_status for t in trials if t.rerun_status))}")
    # the kills fell on both sides of the save (the test saw the old and the new game), and
    # some came after the end (some 6 in 100: a quick look with fewer trials may see none)
    assert states["before"] > 0 and states["after"] > 0
    assert any(t.finished for t in trials) or TRIALS < 100


def test_a_rerun_writes_the_reports_a_crash_left_unwritten(tmp_path: Path) -> None:
    """The game saved, then two of the step's reports lost (as by a crash before they were
    written): the order sent again is a duplicate, and its missing reports are written, the
    same bytes as before. With every report there, a rerun writes nothing.

    Found by the kills above: the rerun said "duplicate" and the reports were never written.
    """
    game = write_example_game(tmp_path, PLAYED)
    first = run_pbem("apply", game, order())
    assert first.returncode == 0, first.stderr
    written = reports_of(tmp_path / "reports")
    step = next((tmp_path / "reports").iterdir())
    (step / "blue.txt").unlink()
    (step / "public.html").unlink()
    again = run_pbem("apply", game, order())
    assert again.returncode == 0 and ": duplicate: " in again.stdout, again.stderr
    assert f"  reports completed: {step}/" in again.stdout.splitlines()
    assert reports_of(tmp_path / "reports") == written
    third = run_pbem("apply", game, order())
    assert "reports completed" not in third.stdout
