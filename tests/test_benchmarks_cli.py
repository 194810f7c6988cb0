"""The command-line benchmark runs end to end and reports every measurement (never its timing)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from benchmarks.cli import main, make_apply_game, make_folder, self_played_game
from pbem.files.game_file import load_game
from pbem.files.order import read_order
from pbem.history import states_of
from pbem.process import apply_order

MEASUREMENTS = ("baseline", "validate-one", "apply-one", "validate-folder (2 orders)", "replay")
RESULT = re.compile(r"(?P<name>.+?) +median +\d+ ms +min +\d+ ms +cpu +\d+ ms +"
                    r"(?P<ratio>\d+\.\d\d)x of +\d+ ms *(?P<judged>.*)")


@pytest.mark.slow
def test_quick_run_prints_one_result_line_per_measurement(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``--quick`` with one repeat on 2 orders (the smallest folder that has more than one
    order): a line for the baseline and each of the four."""
    main(["--quick", "--repeat", "1", "--orders", "2"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("pbem command: ")
    results = [m for m in map(RESULT.fullmatch, lines) if m is not None]
    assert [m["name"] for m in results] == list(MEASUREMENTS)
    baseline, one, apply_one, folder, replay = results
    assert baseline["ratio"] == "1.00"  # the baseline measured against itself
    assert baseline["judged"] == apply_one["judged"] == ""  # no target
    for judged in (one, folder, replay):
        assert judged["judged"].split()[-1] in ("PASS", "MISS")

def test_the_folder_holds_valid_orders_each_different(tmp_path: Path) -> None:
    """Every file of the benchmark's folder is an order pbem reads, and no two say the same."""
    folder = make_folder(tmp_path / "orders", 20)
    orders = [read_order(path) for path in sorted(folder.iterdir())]
    assert len(orders) == 20
    assert len({order.digest for order in orders}) == 20


def test_the_apply_order_is_applied_to_its_game(tmp_path: Path) -> None:
    """The order of ``apply-one`` passes the secret check and is applied, not refused."""
    game_path, order_path = make_apply_game(tmp_path)
    game = load_game(game_path)
    after, verdict = apply_order(game, read_order(order_path), "2026-01-01T00:00:00Z")
    assert verdict.status in ("applied", "paused"), verdict.text
    assert len(after.history) == 2


def test_the_self_played_fallback_game_replays(tmp_path: Path) -> None:
    """Without the example game, the replay measures a bot game that pbem replays exactly."""
    path = tmp_path / "game.yaml"
    description = self_played_game(path, turns=4)
    game = load_game(path)
    assert game.state.position.turn == 5  # played through turn 4, stopped as turn 5 began
    assert len(states_of(game)) == len(game.history) > 4
    assert f"{len(game.history)} history entries" in description
