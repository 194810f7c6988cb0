"""The active player's legal turn actions, generated once and legal by construction.

``engine.legal_actions`` lists these; ``engine.check`` (the rules, which ``apply`` runs on every
action a player orders) accepts exactly them: ``tests/test_legality.py`` and
``tests/test_movegen.py`` hold the two together. The facts the rules ask about (the supply, the
gold, pairs of cards, free squares, the rows open to a free permit, the gold of phase 4) are
worked out once per call, not once per action, and only builds are still put to the rules one
by one: whether a site can be built on depends on the permits, buildings and payments there.

The order is fixed, since reports list the actions and bots draw from them: builds by kind,
corner (by name) and payment; walls; the church; permits by square (city order), value and
payment; phase-3 gold; for each own permit (board order) its moves by target and payment, then
its upgrades by value and payment; permits placed anywhere by value and square; bonus gold;
end turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from pbem.elasund.actions import (
    Action,
    BonusGold,
    Build,
    Church,
    EndTurn,
    MovePermit,
    PlaceAnyPermit,
    PlacePermit,
    TakeGold,
    UpgradePermit,
    Wall,
)
from pbem.elasund.board import COLUMNS, ROWS, in_city, parse_square, row_of, square, wall_cost
from pbem.elasund.errors import RuleError
from pbem.elasund.pieces import BUILDABLE, BUILDINGS, CHURCH_COST, footprint
from pbem.elasund.position import Piece, Position
from pbem.elasund.rules.build import check_supply, plan_site
from pbem.elasund.rules.common import Occupancy, colours_with, free_squares, has_all_colours
from pbem.elasund.rules.permits import allowed_rows, bonus_gold
from pbem.elasund.rules.walls import open_wall_spaces

Group = Sequence[Action]
"""Legal actions of one kind, next to each other in the list (a bot may look at them as one)."""


def turn_groups(pos: Position, occ: Occupancy, player: str) -> list[Group]:
    """Every legal action of the active player's turn after the roll, in the order above, as
    groups of one kind (none empty)."""
    found: list[Group] = []
    if pos.phase == "build" and pos.builds < 2:
        found += [build_actions(pos, occ, player), wall_actions(pos, player)]
        if pos.church_stack and pos.hands[player].gold >= CHURCH_COST:  # C1, C8
            found.append([Church()])
    free = free_squares(pos, occ)
    supply = pos.permits_in_supply(player)
    pairs = colours_with(pos, player, 2)
    if pos.phase in ("build", "permit"):
        found += [permit_actions(pos, occ, player, free, supply, pairs), [TakeGold()]]
    if pos.phase in ("build", "permit", "bonus"):
        found += bonus_groups(pos, player, free, supply, pairs)
    found.append([EndTurn()])
    return [group for group in found if group]


def build_actions(pos: Position, occ: Occupancy, player: str) -> list[Build]:
    """Builds the rules allow (B2-B8): every site one of the player's permits could lie under.

    Sites that reach out of the city or hold too few permits (B2, B3: most of them) are passed
    over before the rules look at the rest.
    """
    mine = [p for p in pos.board if p.piece == "permit" and p.owner == player]
    if not mine:  # B4: a build needs a permit of the builder's own
        return []
    pays: list[str | None] = [None, *colours_with(pos, player, 3)]
    gold = pos.hands[player].gold
    players = len(pos.players)
    found: list[Build] = []
    for kind in BUILDABLE:
        btype = BUILDINGS[kind]
        if btype.cost > gold or not _in_supply(pos, player, kind):  # B5, B7
            continue
        for at in corners(kind, mine):
            squares = city_site(kind, at, players)
            if squares is None or _permits_on(occ, squares) < btype.permits:
                continue
            found += [build for build in (Build(kind, at, pay) for pay in pays)
                      if _plans(pos, occ, player, build)]
    return found


def _in_supply(pos: Position, player: str, kind: str) -> bool:
    try:
        check_supply(pos, player, kind)
    except RuleError:
        return False
    return True


def corners(kind: str, permits: list[Piece]) -> list[str]:
    """North-west corners, by name, of every site of ``kind`` covering one of the permits."""
    found: set[str] = set()
    for permit in permits:
        found.update(_corners_over(kind, permit.at))
    return sorted(found)


@cache
def _corners_over(kind: str, at: str) -> tuple[str, ...]:
    btype = BUILDINGS[kind]
    parsed = parse_square(at)
    assert parsed is not None
    col, row = parsed
    return tuple(square(col - dc, row - dr) for dc in range(btype.width)
                 for dr in range(btype.height)
                 if 0 <= col - dc < len(COLUMNS) and 0 <= row - dr < len(ROWS))


@cache
def city_site(kind: str, at: str, players: int) -> tuple[str, ...] | None:
    """The squares of a ``kind`` with its corner on ``at``; None when not all in the city (B2)."""
    squares = footprint(kind, at)
    if squares is None or not all(in_city(sq, players) for sq in squares):
        return None
    return squares


def _permits_on(occ: Occupancy, squares: tuple[str, ...]) -> int:
    return sum(1 for sq in squares if sq in occ and occ[sq].piece == "permit")


def _plans(pos: Position, occ: Occupancy, player: str, build: Build) -> bool:
    try:
        plan_site(pos, occ, player, build)
    except RuleError:
        return False
    return True


def wall_actions(pos: Position, player: str) -> list[Wall]:
    """The next wall tile on each open space the player can pay for (W1-W3)."""
    if pos.next_wall_tile(player) is None:
        return []
    gold = pos.hands[player].gold
    return [Wall(space) for space in open_wall_spaces(pos) if wall_cost(space) <= gold]


def permit_actions(pos: Position, occ: Occupancy, player: str, free: list[str],
                   supply: list[int], pairs: list[str]) -> list[PlacePermit]:
    """Phase-3 permits the player can pay for: free in the allowed rows, else for a pair (P1-P4)."""
    gold = pos.hands[player].gold
    values = tuple(v for v in supply if v <= gold)
    rows = allowed_rows(pos, occ)
    unpaid: tuple[str | None, ...] = (None,)
    paid: tuple[str | None, ...] = tuple(pairs)
    found: list[PlacePermit] = []
    for sq in free:
        found += _permits(sq, values, unpaid if row_of(sq) in rows else paid)
    return found


@cache
def _permits(at: str, values: tuple[int, ...], pays: tuple[str | None, ...]
             ) -> tuple[PlacePermit, ...]:
    return tuple(PlacePermit(v, at, pay) for v in values for pay in pays)


def bonus_groups(pos: Position, player: str, free: list[str], supply: list[int],
                 pairs: list[str]) -> list[Group]:
    """The bonus actions whose whole cost the player can pay in phase 4 (X1-X5)."""
    gold = bonus_gold(pos, player)
    found: list[Group] = []
    for permit in pos.board:
        if permit.piece != "permit" or permit.owner != player:
            continue
        old = permit.value or 0
        found.append([_move(permit.at, to, pay) for to in free for pay in pairs])
        found.append([UpgradePermit(permit.at, v, pay) for v in supply for pay in pairs
                      if old < v <= gold + old])
    if has_all_colours(pos, player):
        found.append([_place_any(v, sq) for v in supply if v <= gold for sq in free])
        found.append([BonusGold()])
    return found


# Actions are frozen, so one object can stand in every list: the many permit placements and
# moves are made once per process, not once per turn.
_move = cache(MovePermit)
_place_any = cache(PlaceAnyPermit)
