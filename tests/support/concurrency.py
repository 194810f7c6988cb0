"""Many ``pbem`` processes released at one moment: each child loads pbem, signals it is ready,
waits for the go file, then runs its command; readers load the game over and over meanwhile."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from tests.support import REPO
from tests.support.trust import pbem_env


def child(go: str, ready: str, *args: str) -> None:
    """In a child process: load pbem, say so, wait for ``go`` to exist, then run ``pbem ARGS``
    (this process exits with the command's exit code)."""
    import pbem.files.game_store as game_store
    import pbem.process
    import pbem.publish
    import pbem.report.formats  # noqa: F401 (loaded before the barrier, like everything else)
    from pbem.cli.app import app

    game_store.LOCK_TIMEOUT = 120.0
    Path(ready).touch()
    while not Path(go).exists():
        time.sleep(0.001)
    app(list(args), prog_name="pbem")


def reader(go: str, ready: str, stop: str, game: str) -> None:
    """In a child process: load the game (parse it, check its hash chain) over and over from
    ``go`` until ``stop`` exists; print how often. A torn file ends it with a traceback."""
    from pbem.files.game_file import load_game as load

    Path(ready).touch()
    while not Path(go).exists():
        time.sleep(0.001)
    reads = 0
    while not Path(stop).exists():
        load(Path(game))
        reads += 1
        time.sleep(0.005)  # leave the writers most of the machine
    print(reads)


def _spawn(target: str, args: list[str]) -> subprocess.Popen[str]:
    code = f"import sys; from tests.support.concurrency import {target}; {target}(*sys.argv[1:])"
    return subprocess.Popen([sys.executable, "-c", code, *args], cwd=REPO, env=pbem_env(),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@dataclass
class Outcome:
    """What one ``pbem apply`` child did: its order file, exit code and JSON verdict."""

    order: Path
    code: int
    status: str
    stderr: str


def run_together(folder: Path, game: Path, orders: list[Path], readers: int = 0
                 ) -> tuple[list[Outcome], list[int]]:
    """Apply each order in its own process, all released at once; returns the outcomes and,
    for each reader, how many times it loaded the game."""
    go, stop = folder / "go", folder / "stop"
    ready = [folder / f"ready-{i}" for i in range(len(orders) + readers)]
    children = [_spawn("child", [str(go), str(ready[i]), "apply", str(game), str(order),
                                 "--format", "json"]) for i, order in enumerate(orders)]
    watchers = [_spawn("reader", [str(go), str(ready[len(orders) + i]), str(stop), str(game)])
                for i in range(readers)]
    deadline = time.monotonic() + START_TIMEOUT
    while not all(r.exists() for r in ready):
        assert time.monotonic() < deadline, "the children did not get ready"
        time.sleep(0.01)
    go.touch()
    outcomes = [_outcome(order, process) for order, process in zip(orders, children, strict=True)]
    stop.touch()
    reads = []
    for watcher in watchers:
        out, err = watcher.communicate(timeout=START_TIMEOUT)
        assert watcher.returncode == 0 and "Traceback" not in err, err
        reads.append(int(out))
    return outcomes, reads


def _outcome(order: Path, process: subprocess.Popen[str]) -> Outcome:
    out, err = process.communicate(timeout=START_TIMEOUT)
    assert "Traceback" not in err, err
    verdicts = json.loads(out)["orders"]  # every child's output is one whole JSON document
    assert len(verdicts) == 1
    return Outcome(order, process.returncode, verdicts[0]["status"], err)


START_TIMEOUT = 120.0  # seconds for the children to get ready (loading pbem): a hang guard
