"""The league benchmark runs end to end and reports every measurement (never its timing)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from benchmarks.league import build, main, orders_folder
from pbem.files.game_file import load_game
from tests.support.cli import run

LINE = re.compile(r"(?P<name>.+?) +wall +[\d.]+ s +cpu +[\d.]+ s(?P<rate>.*)")


def test_the_league_is_built_and_each_next_order_applies(tmp_path: Path) -> None:
    nexts = build(tmp_path / "league", 3, 12)
    orders = orders_folder(tmp_path, nexts)
    for game_id in nexts:
        game = tmp_path / "league" / game_id / "game.yaml"
        assert len(load_game(game).history) == 12
        result = run("apply", game, orders / f"{game_id}.yaml")
        assert result.exit_code == 0 and ": applied" in result.stdout, result.output


@pytest.mark.slow
def test_quick_run_prints_one_line_per_measurement(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--quick"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("league: 3 games of 20 history entries")
    found = [m for m in map(LINE.fullmatch, lines[1:]) if m is not None]
    assert [m["name"] for m in found] == ["apply", "fetch-games", "fetch (idle)", "status",
                                          "site (all)",
                                          "site (again)", "site (same)"]
    assert all("orders/hour on one core" in m["rate"] for m in found[:2])
