"""The building table, the church picture and the wall rewards (docs/rules.md section 2, C3, W4)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from pbem.elasund.board import CHURCH_FOUNDATION, COLUMNS, ROWS, parse_square, square


@dataclass(frozen=True)
class BuildingType:
    """One line of the building table of docs/rules.md section 2."""

    name: str
    width: int
    height: int
    permits: int
    cost: int
    income: str | None  # "gold", "influence" or None
    flags: tuple[int, ...]  # offsets of the flagged rows from the top row
    own: bool  # an own building of one colour (shop, workshop)
    hut: bool
    count: int  # copies in the neutral supply (0 for own buildings and huts)

    @property
    def size(self) -> int:
        """Number of squares covered, the size that counts for building over (B8)."""
        return self.width * self.height


BUILDINGS: dict[str, BuildingType] = {
    b.name: b
    for b in (
        BuildingType("small-hut", 1, 1, 0, 0, "influence", (), False, True, 0),
        BuildingType("large-hut", 1, 2, 0, 0, "gold", (), False, True, 0),
        BuildingType("shop", 2, 1, 1, 1, "influence", (), True, False, 0),
        BuildingType("workshop", 1, 2, 1, 2, "gold", (), True, False, 0),
        BuildingType("well", 1, 1, 1, 5, None, (0,), False, False, 4),
        BuildingType("market", 2, 1, 1, 5, None, (0,), False, False, 4),
        BuildingType("tavern", 2, 2, 2, 3, "influence", (0,), False, False, 5),
        BuildingType("merchant", 2, 2, 2, 3, "gold", (0,), False, False, 5),
        BuildingType("hall", 2, 3, 3, 5, None, (0, 1), False, False, 3),
    )
}
NEUTRALS: tuple[str, ...] = tuple(name for name, b in BUILDINGS.items() if b.count)
OWN_BUILDINGS: tuple[str, ...] = ("shop", "workshop")
HUTS: tuple[str, ...] = ("small-hut", "large-hut")
BUILDABLE: tuple[str, ...] = OWN_BUILDINGS + NEUTRALS

CHURCH_COST = 7
CHURCH_TILES: tuple[int, ...] = tuple(range(1, 10))
WALL_TILES: tuple[int, ...] = tuple(range(1, 10))
TOWER_TILES: frozenset[int] = frozenset({3, 6, 9})
INFLUENCE_COLOURS: tuple[str, ...] = ("red", "blue", "green")
CARD_KINDS: tuple[str, ...] = ("gold", *INFLUENCE_COLOURS)
GOLD_CARDS = 51
INFLUENCE_PER_COLOUR = 13
CUBES_PER_PLAYER = 10
PERMIT_VALUES: tuple[int, ...] = (0, 1, 2, 3, 4)
TRADE_TRACK_MAX = 11
TRADE_FLAGS: dict[int, int] = {3: 4, 5: 3, 7: 2, 9: 2, 11: 1}


def wall_reward(tile: int) -> int:
    """Influence cards a wall tile draws; towers (3, 6, 9) draw none and take a cube (W4)."""
    if tile in TOWER_TILES:
        return 0
    return 1 if tile in (1, 2, 4) else 2


@cache
def footprint(kind: str, at: str) -> tuple[str, ...] | None:
    """The squares a building of this kind covers with its north-west corner on ``at``.

    None when it would reach off the board. The board's rows skip 7, so a 2x2 at B6 covers
    B6 C6 B8 C8.
    """
    parsed = parse_square(at)
    if parsed is None:
        return None
    col, row = parsed
    btype = BUILDINGS[kind]
    if col + btype.width > len(COLUMNS) or row + btype.height > len(ROWS):
        return None
    return tuple(
        square(col + dc, row + dr) for dr in range(btype.height) for dc in range(btype.width)
    )


def flag_rows(kind: str, at: str) -> tuple[int, ...]:
    """The rows that hold the flags of a neutral building, top flag first (section 2)."""
    parsed = parse_square(at)
    assert parsed is not None
    return tuple(ROWS[parsed[1] + offset] for offset in BUILDINGS[kind].flags)


def church_square(tile: int, first: int) -> str | None:
    """Where church tile ``tile`` goes once ``first`` lies on the foundation (C3).

    >>> church_square(5, 1), church_square(1, 9)
    ('D9', 'A5')
    """
    base = parse_square(CHURCH_FOUNDATION)
    assert base is not None
    row_k, col_k = divmod(tile - 1, 3)
    row_f, col_f = divmod(first - 1, 3)
    col = base[0] + col_k - col_f
    row = base[1] + row_k - row_f
    if not (0 <= col < len(COLUMNS) and 0 <= row < len(ROWS)):
        return None
    return square(col, row)
