"""Squares, rows, the city, wall spaces and trade squares of 2-4 players (docs/rules.md S2-S6)."""

from __future__ import annotations

import re
from functools import cache

COLUMNS = "ABCDEFGHI"
ROWS: tuple[int, ...] = (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)
"""The ship's rows, north to south; there is no row 7, so rows 6 and 8 are neighbours."""

EAST_ROWS: tuple[int, ...] = (3, 4, 5, 6, 8, 9, 10, 11)
CHURCH_FOUNDATION = "C8"
COLOURS: tuple[str, ...] = ("red", "blue", "green", "yellow")

_SQUARE = re.compile(r"^([A-I])(2|3|4|5|6|8|9|10|11|12)$")
_WALL = re.compile(r"^(north|south)-([A-J])$|^east-(\d{1,2})$")


def square(col: int, row_index: int) -> str:
    """The name of the square at a column index and a row index, e.g. ``square(2, 5) == 'C8'``."""
    return f"{COLUMNS[col]}{ROWS[row_index]}"


@cache
def parse_square(name: str) -> tuple[int, int] | None:
    """Column index and row index of a square name, or None when it names no square."""
    match = _SQUARE.match(name)
    if match is None:
        return None
    return COLUMNS.index(match.group(1)), ROWS.index(int(match.group(2)))


def is_square(name: str) -> bool:
    """Whether the text names a square of the full board (columns A-I, a ship row)."""
    return parse_square(name) is not None


@cache
def row_of(name: str) -> int:
    """The row number of a square name."""
    return int(name[1:])


def city_width(players: int) -> int:
    """How many columns the city has: A to the (2n+1)th letter (S2)."""
    return 2 * players + 1


@cache
def city_squares(players: int) -> tuple[str, ...]:
    """Every square of the city for n players, column by column (S2)."""
    return tuple(
        square(col, row) for col in range(city_width(players)) for row in range(len(ROWS))
    )


@cache
def in_city(name: str, players: int) -> bool:
    """Whether a square lies inside the city for n players (S2)."""
    parsed = parse_square(name)
    return parsed is not None and parsed[0] < city_width(players)


@cache
def row_squares(row: int, players: int) -> tuple[str, ...]:
    """The squares of one row of the city, west to east."""
    return tuple(f"{COLUMNS[col]}{row}" for col in range(city_width(players)))


@cache
def trade_squares(players: int) -> dict[str, int]:
    """Trade squares and their points (S4): column A is the harbour, gate squares give 2."""
    points = {f"A{row}": 1 for row in ROWS}
    if players >= 3:
        points.update({"F2": 2, "F12": 2})
    if players >= 4:
        points.update({"H2": 2, "H12": 2})
    return points


@cache
def wall_stretches(players: int) -> dict[str, tuple[str, ...]]:
    """The wall spaces of each stretch in the order they fill, starting next to a gate (S3, W2).

    North and south fill from the gate (east end) towards the sea; the east stretch fills from
    both ends, so it is given as two runs, ``east-top`` from row 3 and ``east-bottom`` from row 11.
    """
    columns = COLUMNS[2 : 2 * players]
    north = tuple(f"north-{col}" for col in reversed(columns))
    south = tuple(f"south-{col}" for col in reversed(columns))
    east = tuple(f"east-{row}" for row in EAST_ROWS)
    return {"north": north, "south": south, "east-top": east, "east-bottom": east[::-1]}


@cache
def wall_spaces(players: int) -> tuple[str, ...]:
    """Every wall space for n players: 12, 16 or 20 of them (S3)."""
    stretches = wall_stretches(players)
    return stretches["north"] + stretches["south"] + stretches["east-top"]


def is_wall_space(name: str, players: int) -> bool:
    """Whether the text names a wall space of this game (S3)."""
    return name in wall_spaces(players)


def looks_like_wall_space(name: str) -> bool:
    """Whether the text has the form of a wall space name (``north-D``, ``east-5``)."""
    return _WALL.match(name) is not None


def wall_cost(space: str) -> int:
    """Gold a wall tile costs on this space (W3)."""
    return 4 if space.startswith("east-") else 2


def wall_row(space: str) -> int | None:
    """The numbered row an east-stretch space lies in; north and south lie in none (W5)."""
    return int(space[5:]) if space.startswith("east-") else None


def row_distance(row_a: int, row_b: int) -> int:
    """Distance between two rows along the track, 6 and 8 being neighbours."""
    return abs(ROWS.index(row_a) - ROWS.index(row_b))


def square_sort_key(name: str) -> tuple[int, int]:
    """Stable order of squares: by column, then by row (docs/positions.md)."""
    parsed = parse_square(name)
    assert parsed is not None, name
    return parsed
