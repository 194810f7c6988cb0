"""The SVG board and race chart: well-formed XML with what the HTML tests and players rely on."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from lxml import etree

from pbem.elasund import setup, view_for
from pbem.elasund.board import city_squares, wall_spaces
from pbem.report.board_picture import board_svg
from pbem.report.race_picture import race_svg
from pbem.report.sentences import Names
from pbem.report.table import race
from tests.support.leak import play

HOSTILE = {"red": "<script>alert(1)</script>", "blue": "{{7*7}}", "green": "A & B", "yellow": "Y"}


def parsed(svg: str) -> Any:
    """The SVG parsed as XML (a parse error fails the test)."""
    return etree.fromstring(svg.encode("utf-8"))


def by_class(root: Any, name: str) -> list[Any]:
    found = root.xpath(f".//*[contains(concat(' ', @class, ' '), ' {name} ')]")
    assert isinstance(found, list)
    return found


def labels(players: list[str]) -> dict[str, str]:
    return {c: f"{HOSTILE[c]} ({c})" for c in players}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_S2_one_cell_per_city_square_and_a_space_per_wall_space(players: int) -> None:
    colours = ["red", "blue", "green", "yellow"][:players]
    pos, _ = setup(colours, seed="pictures")
    view = view_for(pos, "public")
    root = parsed(board_svg(view, [], labels(colours), "the board"))
    cells = [c.get("data-square") for c in by_class(root, "cell")]
    assert sorted(cells) == sorted(city_squares(players))
    free = [w.get("data-space") for w in by_class(root, "wall-space")]
    assert sorted(free) == sorted(wall_spaces(players))  # no wall is built at the start


def test_every_piece_of_played_positions_is_drawn_and_changes_are_outlined() -> None:
    for pos, _, _ in play(5, 4, 120)[::20]:
        view = view_for(pos, "blue")
        changed = [piece.at for piece in view.board[:3]]
        root = parsed(board_svg(view, changed, labels(pos.players), "text"))
        drawn = sorted((g.get("data-piece"), g.get("data-at"), g.get("data-owner"))
                       for g in by_class(root, "piece"))
        assert drawn == sorted((p.piece, p.at, p.owner) for p in pos.board)
        outlined = {g.get("data-at") for g in by_class(root, "changed")
                    if "piece" in g.get("class")}
        assert outlined == set(changed)


def test_the_ship_and_the_pirate() -> None:
    pos, _ = setup(["red", "blue"], seed="ship")
    view = view_for(pos, "public")
    ship = by_class(parsed(board_svg(replace(view, ship=5, pirate=False), [], {}, "")), "ship")
    assert [(s.get("data-row"), "pirate" in s.get("class")) for s in ship] == [("5", False)]
    ship = by_class(parsed(board_svg(replace(view, ship=9, pirate=True), [], {}, "")), "ship")
    assert [(s.get("data-row"), "pirate" in s.get("class")) for s in ship] == [("9", True)]


def test_hostile_names_and_the_text_board_are_text_not_markup() -> None:
    pos, _ = setup(["red", "blue", "green"], seed="names")
    view = view_for(pos, "public")
    text_board = "line one\n  <b>two</b> & {{7*7}}"
    svg = board_svg(view, [], labels(pos.players), text_board)
    root = parsed(svg)
    assert root.xpath(".//*[local-name()='script' or local-name()='b']") == []
    assert root.findtext("{http://www.w3.org/2000/svg}desc") == text_board
    shown = "".join(root.itertext())
    for colour in pos.players:
        assert f"{HOSTILE[colour]} ({colour})" in shown


@pytest.mark.parametrize("turns", [0, 1, 40])
def test_the_race_chart_draws_any_length_of_history(turns: int) -> None:
    players = ["red", "blue", "green"]
    history = [(t + 1, {"red": min(10, t // 4), "blue": t % 3, "green": 0}) for t in range(turns)]
    names = Names({"red": HOSTILE["red"]}, players)
    root = parsed(race_svg(race(history, players, names)))
    assert "race" in root.get("class").split()
    lines = by_class(root, "race-line")
    assert [g.get("data-colour") for g in lines] == players
    polylines = root.xpath(".//*[local-name()='polyline']")
    assert len(polylines) == (3 if turns > 1 else 0)
    desc = root.findtext("{http://www.w3.org/2000/svg}desc")
    red_now = min(10, (turns - 1) // 4)  # red's cubes after the last turn
    assert ("No turn" in desc) if turns == 0 else (f"{HOSTILE['red']} (red) {red_now}," in desc)
