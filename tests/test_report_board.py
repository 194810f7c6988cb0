"""The board as a text grid: squares, shared boxes, walls, the ship and the width limit."""

from __future__ import annotations

import random
from typing import Any

import pytest

from pbem.elasund import apply, heuristic_action, new_game, view_for, waiting_for
from pbem.elasund.views import View
from pbem.report.board_text import CELL, MARGIN, board_cells, board_text
from tests.support.tables import permit, piece, table


def known_view(**fields: Any) -> View:
    """A two-player board with one of most kinds of piece, as red sees it."""
    board = [
        piece("tavern", "B2", "red"),  # B2 C2 B3 C3, its flag in row 2
        permit(2, "E5", "blue"),
        piece("small-hut", "C4", "blue"),
        piece("large-hut", "E8", "red"),  # E8 E9
        {"piece": "church", "tile": 5, "at": "C8", "owner": "blue"},
        {"piece": "wall", "at": "north-D", "owner": "red", "tile": 1},
        {"piece": "wall", "at": "east-3", "owner": "blue", "tile": 3},
    ]
    return view_for(table(board=board, **fields), "red")


def cell(text: str, square: str) -> str:
    """What the text grid shows in one square, read back from its line and columns."""
    col = "ABCDEFGHI".index(square[0])
    line = row_line(text, int(square[1:]))
    start = MARGIN + 1 + (CELL + 1) * col
    return line[start:start + CELL].strip()


def row_line(text: str, row: int) -> str:
    """The content line of one row of the grid."""
    for line in text.splitlines():
        head = line[:MARGIN]
        if head.strip().split(" ")[-1:] == [str(row)] and line[MARGIN:MARGIN + 1] in "| ":
            return line
    raise AssertionError(f"no line for row {row}")


def test_squares_show_their_pieces_with_owner_initials() -> None:
    """Every square of a building shows its code; permits carry value, tiles their number."""
    view = known_view()
    text = board_text(view)
    expected = {"B2": "Tv.r*", "C2": "Tv.r", "B3": "Tv.r", "C3": "Tv.r", "E5": "P2.b",
                "C4": "hut.b", "E8": "HUT.r", "E9": "HUT.r", "C8": "C5.b*", "D4": ""}
    for square, code in expected.items():
        assert board_cells(view)[square] == code, square
        assert cell(text, square) == code, square


def test_empty_squares_show_trade_squares_and_where_church_tiles_go() -> None:
    """Harbour squares are t1; with tile 5 on C8, tile 1 goes to B6, 2 to C6, 9 to D9 (C3)."""
    view = known_view()
    text = board_text(view)
    assert [cell(text, f"A{row}") for row in (2, 5, 12)] == ["t1", "t1", "t1"]
    assert cell(text, "B6") == "c1" and cell(text, "C6") == "c2" and cell(text, "D9") == "c9"
    assert cell(text, "B8") == "c4" and cell(text, "B9") == "c7" and cell(text, "D8") == "c6"
    bare = view_for(table(board=[]), "red")
    assert board_cells(bare)["C8"] == "CF"  # the empty foundation
    four = view_for(table(players=["red", "blue", "green", "yellow"], board=[]), "red")
    assert board_cells(four)["F2"] == "t2" and board_cells(four)["H12"] == "t2"


def test_one_building_shares_one_box() -> None:
    """No border inside the tavern; borders between it and its neighbours."""
    text = board_text(known_view())
    row2 = row_line(text, 2)
    border = MARGIN  # the border left of column A
    assert row2[border + (CELL + 1) * 1] == "|"  # between A2 and B2
    assert row2[border + (CELL + 1) * 2] == " "  # between B2 and C2, inside the tavern
    assert row2[border + (CELL + 1) * 3] == "|"  # between C2 and D2
    lines = text.splitlines()
    below = lines[lines.index(row2) + 1]  # the border between rows 2 and 3
    assert below[border + 1 + (CELL + 1) * 0:][:CELL] == "-" * CELL  # under A2
    assert below[border + 1 + (CELL + 1) * 1:][:CELL] == " " * CELL  # inside the tavern
    between_huts = lines[lines.index(row_line(text, 8)) + 1]
    assert between_huts[border + 1 + (CELL + 1) * 4:][:CELL] == " " * CELL  # E8 and E9


def test_walls_by_side_and_the_ship_row() -> None:
    """North walls above their column, east walls right of their row, the ship at the sea."""
    text = board_text(known_view(ship=5))
    north = next(line for line in text.splitlines() if line.strip().startswith("north"))
    col_d = MARGIN + 1 + (CELL + 1) * 3
    assert north[col_d:col_d + CELL].strip() == "W1.r"
    assert north[MARGIN + 1 + (CELL + 1) * 2:][:CELL].strip() == ".."  # north-C is free
    assert row_line(text, 3).rstrip().endswith("W3.b*")  # a tower with its cube
    assert row_line(text, 5).lstrip().startswith("ship >")
    assert not row_line(text, 4).lstrip().startswith("ship")
    assert "The ship is in row 5." in text
    pirate = board_text(known_view(ship=9, pirate=True))
    assert row_line(pirate, 9).lstrip().startswith("pirate >")
    assert "The pirate is in row 9." in pirate
    assert "not sailed" in board_text(known_view(ship=None, phase="roll"))


def test_the_gap_between_rows_6_and_8_is_marked() -> None:
    """There is no row 7: the border line between 6 and 8 says so."""
    lines = board_text(known_view()).splitlines()
    marked = [line for line in lines if line.startswith("   no row 7 +")]
    assert len(marked) == 1
    assert lines.index(marked[0]) == lines.index(row_line("\n".join(lines), 6)) + 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_boards_of_played_games_fit_100_columns_and_show_every_piece(players: int) -> None:
    """In a played game each piece's code appears on each of its squares, within 100 columns."""
    pos = new_game(["red", "blue", "green", "yellow"][:players], seed=f"board-{players}")
    rng = random.Random(players)
    for _ in range(200):
        if pos.is_over:
            break
        player = waiting_for(pos)[0]
        pos, _ = apply(pos, player, heuristic_action(pos, player, rng))
    view = view_for(pos, "public")
    text = board_text(view)
    assert max(len(line) for line in text.splitlines()) <= 100
    initials = {"red": "r", "blue": "b", "green": "g", "yellow": "y"}
    for entry in pos.board:
        if entry.piece in ("wall", "permit", "church"):
            continue
        for square in entry.squares():
            assert cell(text, square).rstrip("*").endswith("." + initials[entry.owner]), square
    for entry in (p for p in pos.board if p.piece == "permit"):
        assert cell(text, entry.at) == f"P{entry.value}.{initials[entry.owner]}"
