"""Helpers of the trust tests (concurrency, crashes, fuzzing, history): the example game at any
point of its play, and ``pbem`` as the operating system runs it.

The example game is made here exactly as ``pbem demo`` makes it (the shipped set-up, seed and
position, an open game, every example order applied in name order) but without its reports and
at the fixed time NOW, so its game file is the same bytes in every run.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from pbem.cli.common import start_position
from pbem.files.game import Game
from pbem.files.game_file import save_game
from pbem.files.order import order_files, read_order
from pbem.files.strict_yaml import read_file
from pbem.history import Seat, create_game
from pbem.process import apply_order
from tests.support import REPO

EXAMPLE = REPO / "examples" / "harbour"
NOW = "2026-12-02T15:00:00Z"
PBEM = (sys.executable, "-m", "pbem")
"""``pbem`` as a separate process, from the environment the tests run in."""
EXIT_CODES = {0, 1, 2, 3}
"""What any command may end with on any input (70 is a bug, 130 an interrupt)."""


def example_orders() -> list[Path]:
    """The example game's order files, in the order ``pbem demo`` applies them."""
    return order_files([EXAMPLE / "orders"])


@cache
def _example_games() -> tuple[Game, ...]:
    """The example game before its first order, after its first, ..., after its last."""
    setup = read_file(EXAMPLE / "setup.yaml")
    assert isinstance(setup, dict)
    seats = [Seat(p["colour"], p.get("name", ""), p.get("email", "")) for p in setup["players"]]
    start = start_position(EXAMPLE / str(setup["position"]), str(setup["seed"]))
    game, _ = create_game(str(setup["id"]), seats, now=NOW, seed=str(setup["seed"]),
                          open_game=True, position=start)
    games = [game]
    for file in example_orders():
        game, verdict = apply_order(game, read_order(file), NOW)
        assert verdict.exit_code == 0, verdict.message
        games.append(game)
    return tuple(games)


def example_game(orders: int) -> Game:
    """The example game after its first ``orders`` orders."""
    return _example_games()[orders]


@cache
def example_game_text(orders: int) -> str:
    """The game file of the example game after its first ``orders`` orders, as pbem saves it."""
    with tempfile.TemporaryDirectory() as folder:
        game = Path(folder) / "game.yaml"
        save_game(game, example_game(orders))
        return game.read_text("utf-8")


def write_example_game(folder: Path, orders: int) -> Path:
    """``folder/game.yaml``: the example game after ``orders`` orders (no reports)."""
    folder.mkdir(parents=True, exist_ok=True)
    game = folder / "game.yaml"
    game.write_bytes(example_game_text(orders).encode("utf-8"))
    return game


def pbem_env(**extra: str) -> dict[str, str]:
    """The environment of a ``pbem`` child: this one, with the time fixed at NOW."""
    env = dict(os.environ)
    env.update(PBEM_NOW=NOW, **extra)
    return env


def run_pbem(*args: str | Path, timeout: float = 60.0, **popen: Any
             ) -> subprocess.CompletedProcess[str]:
    """``pbem ARGS`` as a separate process; ``timeout`` only catches a hang."""
    return subprocess.run([*PBEM, *map(str, args)], capture_output=True, text=True,
                          env=pbem_env(), timeout=timeout, check=False, **popen)


def assert_clean(code: int, stderr: str, allowed: set[int] = EXIT_CODES) -> None:
    """A command ended as documented: an allowed exit code, and no traceback on stderr."""
    assert "Traceback" not in stderr, stderr
    assert code in allowed, f"exit {code}: {stderr}"
