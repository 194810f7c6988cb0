"""The board as a text grid for a monospace mail reader, built from a reader's view.

Every square shows what lies on it as a short code with the owner's initial (``Tv.r`` a red
tavern, ``P2.b`` a blue permit of value 2); the squares of one building share a box, so its
shape shows. Walls run along the north, south and east sides, the ship's row is marked at the
sea (west) side, and a legend follows. Lines stay within 100 columns.
"""

from __future__ import annotations

import textwrap

from pbem.elasund.board import (
    CHURCH_FOUNDATION,
    COLUMNS,
    EAST_ROWS,
    ROWS,
    city_squares,
    row_of,
    square,
    trade_squares,
    wall_spaces,
)
from pbem.elasund.pieces import BUILDINGS, CHURCH_TILES, church_square, flag_rows
from pbem.elasund.position import Piece
from pbem.elasund.views import View
from pbem.messages import current_language, say

CELL = 6
"""Characters inside one square of the grid."""
MARGIN = 12
"""The ship marker and the row number, left of the grid (wider for a language whose marks
are longer: ``margin``)."""

CODES: dict[str, str] = {"small-hut": "hut", "large-hut": "HUT", "shop": "Sh",
                         "workshop": "Wk", "well": "We", "market": "Mk", "tavern": "Tv",
                         "merchant": "Mc", "hall": "Ha"}
INITIALS: dict[str, str] = {"red": "r", "blue": "b", "green": "g", "yellow": "y"}
FREE_WALL = ".."

THREAT = "!"
"""Marks a building standing where a church tile is still to come: the church will remove it."""


def piece_code(piece: Piece) -> str:
    """The short code of a piece with its owner's initial, e.g. ``Tv.r`` or ``P2.b``."""
    owner = INITIALS.get(piece.owner, piece.owner[:1])
    if piece.piece == "permit":
        return f"P{piece.value}.{owner}"
    if piece.piece == "church":
        return f"C{piece.tile}.{owner}"
    if piece.piece == "wall":
        return f"W{piece.tile}.{owner}" + ("*" if piece.cubes else "")
    return f"{CODES[piece.piece]}.{owner}"


def cube_rows(piece: Piece) -> list[int]:
    """The rows in which the piece carries its owner's cubes (PI2 counts them by row)."""
    if piece.piece == "church":
        return [row_of(piece.at)] if piece.cubes else []
    if piece.piece in BUILDINGS and BUILDINGS[piece.piece].flags:
        return list(flag_rows(piece.piece, piece.at)[: piece.cubes])
    return []


def board_cells(view: View) -> dict[str, str]:
    """What each square of the city shows: a piece's code, or the marks of an empty square."""
    from pbem.report.church_area import threatened

    players = len(view.players)
    cells = {sq: "" for sq in city_squares(players)}
    church = []
    for piece in view.board:
        if piece.piece == "wall":
            continue
        if piece.piece == "church":
            church.append(piece.tile)
        covered = piece.squares()
        for sq in covered:
            cells[sq] = piece_code(piece)
        for row in cube_rows(piece):
            first = next(sq for sq in covered if row_of(sq) == row)
            cells[first] += "*"
    for sq in threatened(view):
        cells[sq] += THREAT
    for sq, mark in _empty_marks(view, church).items():
        if not cells[sq]:
            cells[sq] = mark
    return cells


def _empty_marks(view: View, built: list[int | None]) -> dict[str, str]:
    """Trade squares, the empty church foundation and the squares of church tiles to come."""
    players = len(view.players)
    marks = {sq: f"t{points}" for sq, points in trade_squares(players).items()}
    first = view.table.church_first
    if first is None:
        marks[CHURCH_FOUNDATION] = "CF"
        return marks
    for tile in CHURCH_TILES:
        target = church_square(tile, first)
        if tile not in built and target is not None and target in city_squares(players):
            marks[target] = f"{marks[target]} c{tile}".strip() if target in marks else f"c{tile}"
    return marks


def wall_cells(view: View) -> dict[str, str]:
    """What each wall space of the game shows: a wall tile's code or ``..`` when free."""
    cells = dict.fromkeys(wall_spaces(len(view.players)), FREE_WALL)
    for piece in view.board:
        if piece.piece == "wall":
            cells[piece.at] = piece_code(piece)
    return cells


def _owners(view: View) -> dict[str, int]:
    """Which piece (by its index) covers each square, so that one building shares one box."""
    return {sq: i for i, piece in enumerate(view.board) for sq in piece.squares()}


class _Grid:
    """Where borders go: between squares unless one piece covers both."""

    def __init__(self, view: View) -> None:
        self.cols = 2 * len(view.players) + 1
        self.owners = _owners(view)

    def _joined(self, a: tuple[int, int], b: tuple[int, int]) -> bool:
        inside = all(0 <= c < self.cols and 0 <= r < len(ROWS) for c, r in (a, b))
        if not inside:
            return False
        first = self.owners.get(square(*a))
        return first is not None and first == self.owners.get(square(*b))

    def horizontal(self, col: int, row: int) -> bool:
        """A border above square (col, row)."""
        return 0 <= col < self.cols and not self._joined((col, row - 1), (col, row))

    def vertical(self, col: int, row: int) -> bool:
        """A border left of square (col, row)."""
        return 0 <= row < len(ROWS) and not self._joined((col - 1, row), (col, row))

    def corner(self, col: int, row: int) -> str:
        """The character where the borders above-left of square (col, row) meet."""
        across = self.horizontal(col - 1, row) or self.horizontal(col, row)
        down = self.vertical(col, row - 1) or self.vertical(col, row)
        return "+" if across and down else "-" if across else "|" if down else " "


def _separator(grid: _Grid, row: int) -> str:
    """The border line above grid row ``row`` (``len(ROWS)``: the bottom line)."""
    label = say("board.no-row-7") if 0 < row < len(ROWS) and ROWS[row] - ROWS[row - 1] == 2 \
        else ""
    line = f"{label:>{margin() - 1}} "
    for col in range(grid.cols):
        line += grid.corner(col, row) + ("-" * CELL if grid.horizontal(col, row) else " " * CELL)
    return line + grid.corner(grid.cols, row)


def _content(view: View, grid: _Grid, row: int, cells: dict[str, str],
             walls: dict[str, str]) -> str:
    number = ROWS[row]
    marker = ""
    if view.ship == number:
        marker = say("board.pirate" if view.pirate else "board.ship")
    line = f"{marker:>{margin() - 4}}{number:>3} "
    for col in range(grid.cols):
        edge = "|" if grid.vertical(col, row) else " "
        line += edge + f"{cells[square(col, row)]:^{CELL}}"
    line += "|"
    if number in EAST_ROWS:
        line += " " + f"{walls.get(f'east-{number}', ''):^{CELL}}"
    return line.rstrip()


def _side(view: View, side: str, walls: dict[str, str]) -> str:
    cols = 2 * len(view.players) + 1
    label = say("board.north") if side == "north" else say("board.south")
    line = f"{label:>{margin() - 1}} "
    for col in range(cols):
        line += " " + f"{walls.get(f'{side}-{COLUMNS[col]}', ''):^{CELL}}"
    return (line + " " + f"{say('board.gate'):^{CELL}}").rstrip()


def ship_line(view: View) -> str:
    """Where the ship lies, in one sentence: also before it has sailed onto the board."""
    if view.ship is None:
        return say("ship-not-yet")
    return say("pirate-in-row" if view.pirate else "ship-in-row", row=view.ship)


_DRAWN: dict[tuple[object, ...], str] = {}
"""The boards drawn last, by all the grid depends on: a step's readers see the same board (the
pieces are public), so ``pbem demo`` draws each step's once, not once a reader."""


def margin() -> int:
    """The columns left of the grid: the row number and the longest of the language's marks."""
    marks = (say("board.ship"), say("board.pirate"))
    return max(MARGIN, 4 + max(map(len, marks)), 1 + len(say("board.no-row-7")),
               1 + len(say("board.north")), 1 + len(say("board.south")))


def board_text(view: View) -> str:
    """The board of a reader's view as a text grid with a legend, in the language spoken."""
    key = (view.players, view.board, view.ship, view.pirate, view.table.church_first,
           current_language())
    drawn = _DRAWN.get(key)
    if drawn is None:
        if len(_DRAWN) >= 8:  # a step's readers come one after another
            _DRAWN.clear()
        drawn = _DRAWN[key] = _board_text(view)
    return drawn


def _board_text(view: View) -> str:
    cells, walls = board_cells(view), wall_cells(view)
    grid = _Grid(view)
    letters = "".join(" " + f"{COLUMNS[c]:^{CELL}}" for c in range(grid.cols))
    lines = [ship_line(view), "", " " * margin() + letters + " " + f"{say('board.east'):^{CELL}}",
             _side(view, "north", walls)]
    for row in range(len(ROWS)):
        lines.append(_separator(grid, row))
        lines.append(_content(view, grid, row, cells, walls))
    lines.append(_separator(grid, len(ROWS)))
    lines.append(_side(view, "south", walls))
    lines.append("")
    lines.extend(textwrap.wrap(say("board-legend"), width=96, break_on_hyphens=False))
    return "\n".join(line.rstrip() for line in lines)
