"""The typed view (issue 16 point 1): frozen, computed once, and the one source every layout,
``status``, ``show`` and ``options`` read the table, the supplies and the cubes from."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path
from typing import Any

import pytest

from pbem.elasund import apply, heuristic_action, new_game, position_to_data, views, waiting_for
from pbem.elasund.events import GM, PUBLIC
from pbem.elasund.position import Position
from pbem.elasund.views import View, view_for
from pbem.report.formats import render_as
from pbem.report.inputs import report_step
from pbem.report.model import Report, ReportInput, model_of
from tests.support.cli import run
from tests.support.trust import example_game, write_example_game

TYPES = [View, views.Table, views.Supply, views.HandView, views.Cards, views.Decision,
         views.Hidden]


def stripped(pos: Position, viewer: str) -> dict[str, Any]:
    """The reference: a view as pbem made it before the typed view, by removing from the
    whole position's data what ``viewer`` may not see (docs/rules.md section 15)."""
    data = position_to_data(pos)
    if viewer == GM:
        return data
    data["hands"] = {p: vars(h).copy() if p == viewer
                     else {"gold": h.gold, "influence": h.influence}
                     for p, h in pos.hands.items()}
    for hidden in ("deck", "church-stack", "generator", "dice"):
        data.pop(hidden)
    data["deck-size"], data["church-stack-size"] = len(pos.deck), len(pos.church_stack)
    data["church-known"] = {p: t for p, t in pos.church_known.items() if p == viewer}
    for pending in data["pending"]:
        if pending["player"] != viewer:
            pending.pop("options", None)
    return data


def played(seed: int, steps: int) -> list[Position]:
    """Every position of a self-played game of three."""
    pos = new_game(["red", "blue", "green"], seed=f"views-{seed}", first="red")
    rng, seen = random.Random(seed), [pos]
    for _ in range(steps):
        if pos.is_over:
            break
        player = waiting_for(pos)[0]
        pos, _ = apply(pos, player, heuristic_action(pos, player, rng))
        seen.append(pos)
    return seen


def test_every_part_of_the_view_is_a_frozen_dataclass() -> None:
    for kind in TYPES:
        assert dataclasses.is_dataclass(kind) and vars(kind)["__dataclass_params__"].frozen, kind


def test_a_view_cannot_be_changed_after_it_is_made() -> None:
    """Fields cannot be set, mappings refuse items, sequences are tuples."""
    view = view_for(example_game(30).state.position, "red")
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.turn = 99  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.table.bank = 99  # type: ignore[misc]
    with pytest.raises(TypeError):
        view.table.hands["red"] = view.table.hands["blue"]  # type: ignore[index]
    with pytest.raises(TypeError):
        view.rules["trade_flags"] = "unlimited"  # type: ignore[index]
    assert all(isinstance(getattr(view, f.name), tuple) for f in dataclasses.fields(view)
               if f.name in ("players", "board", "pending", "waiting_for", "asked", "legal"))


def test_a_view_does_not_change_with_the_position_it_was_made_from() -> None:
    pos = example_game(30).state.position.copy()
    view = view_for(pos, GM)
    before = view.to_data()
    pos.hands["red"].add("gold", 5)
    pos.trade_cubes.setdefault(5, []).append("red")
    pos.loot.append("gold")
    assert view.to_data() == before


@pytest.mark.parametrize("seed", range(2))
def test_to_data_is_the_view_pbem_always_wrote(seed: int) -> None:
    """Key for key and in the same order: the position file, the JSON report and the golden
    files keep their bytes; the game master's view is the whole position."""
    for pos in played(seed, 160)[::4]:
        for viewer in [*pos.players, PUBLIC, GM]:
            data = view_for(pos, viewer).to_data()
            assert data == stripped(pos, viewer)
            assert list(data) == list(stripped(pos, viewer))
        assert view_for(pos, GM).to_data() == position_to_data(pos)


@pytest.mark.parametrize("seed", range(2))
def test_the_table_is_what_the_position_derives(seed: int) -> None:
    """Bank, cubes and supplies are worked out once, from the position, as it works them out."""
    for pos in played(seed, 160)[::8]:
        view = view_for(pos, PUBLIC)
        assert view.table.bank == pos.bank
        for colour in pos.players:
            supply = view.table.supplies[colour]
            assert supply.cubes_on_board == pos.cubes_on_board(colour)
            assert supply.cubes_in_supply == pos.cubes_in_supply(colour)
            assert supply.permits == tuple(pos.permits_in_supply(colour))
            assert supply.next_wall == pos.next_wall_tile(colour)
            assert supply.own_buildings == tuple(pos.own_buildings_in_supply(colour))


def test_only_the_waited_for_reader_is_given_legal_actions() -> None:
    pos = example_game(30).state.position
    for viewer in [*pos.players, PUBLIC, GM]:
        view = view_for(pos, viewer)
        assert bool(view.legal) == (viewer in waiting_for(pos))


# Every consumer reads the one view --------------------------------------------------------

def doctored(view: View) -> View:
    """The view with a bank, cube counts and a supply no real table has: whatever shows them
    must have read them from this view."""
    supplies = {c: dataclasses.replace(s, cubes_on_board=13 + i, cubes_in_supply=31 + i)
                for i, (c, s) in enumerate(view.table.supplies.items())}
    table = dataclasses.replace(view.table, bank=47, supplies=supplies)
    return dataclasses.replace(view, table=table)


def report_of_view(view: View) -> Report:
    game = example_game(30)
    inp = ReportInput(game.id, game.names, game.state.position, view.viewer,
                      [report_step(game.history[30])], [], game.open)
    return Report(view, model_of(inp, view))


def test_text_html_and_json_reports_read_bank_supplies_and_cubes_from_one_view() -> None:
    view = doctored(view_for(example_game(30).state.position, "blue"))
    report = report_of_view(view)
    document = json.loads(render_as(report, "json"))
    assert document["table"]["bank"] == report.view.table.bank == 47
    rows = {row["colour"]: row for row in document["table"]["players"]}
    for colour, supply in report.view.table.supplies.items():
        assert rows[colour]["cubes_on_board"] == supply.cubes_on_board
        assert rows[colour]["cubes_in_supply"] == supply.cubes_in_supply
    text, html = render_as(report, "text"), render_as(report, "html")
    assert "Bank: 47 gold." in text and "47" in html
    for colour, row in rows.items():  # the table's line of each player: cubes, then left
        counts = f"{row['cubes_on_board']:5d} {row['cubes_in_supply']:5d}"
        assert any(row["short"] in line and counts in line for line in text.splitlines()), colour


@pytest.fixture
def game_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The example game after 30 orders, every ``view_for`` made returning a doctored view."""
    real = views.view_for

    def view(pos: Position, viewer: str) -> View:
        return doctored(dataclasses.replace(real(pos, viewer), turn=77))

    monkeypatch.setattr(views, "view_for", view)
    monkeypatch.setattr("pbem.report.model.view_for", view)  # imported by name there
    return write_example_game(tmp_path / "g", 30)


def test_show_reads_the_view(game_file: Path) -> None:
    result = run("show", game_file, "--player", "blue")
    assert result.exit_code == 0, result.output
    assert "Bank: 47 gold." in result.stdout and " 13    31 " in result.stdout


def test_status_reads_the_view(game_file: Path) -> None:
    assert "turn 77" in run("status", game_file).stdout
    assert json.loads(run("status", game_file, "--format", "json").stdout)["turn"] == 77


def test_options_read_the_view(game_file: Path) -> None:
    player = waiting_for(example_game(30).state.position)[0]
    data = json.loads(run("options", game_file, "--player", player, "--format", "json").stdout)
    assert data["turn"] == 77 and data["actions"]


def test_a_report_reads_the_view(game_file: Path) -> None:
    document = json.loads(run("report", game_file, "--player", "red", "--format", "json").stdout)
    assert document["table"]["bank"] == 47 and document["game"]["turn"] == 77
