"""Building own and neutral buildings (docs/rules.md B1-B9, TP1)."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass

from pbem.elasund.actions import Build
from pbem.elasund.board import CHURCH_FOUNDATION, in_city
from pbem.elasund.errors import RuleError
from pbem.elasund.events import Event
from pbem.elasund.pieces import BUILDINGS, OWN_BUILDINGS, footprint
from pbem.elasund.position import Piece, Position, piece_key
from pbem.elasund.rules.common import (
    Events,
    Occupancy,
    church_started,
    colours_with,
    pay_gold,
    pay_influence,
)
from pbem.elasund.rules.huts import order_hut_pendings, remove_building
from pbem.elasund.rules.trade import gain_trade, trade_value


@dataclass(frozen=True)
class BuildPlan:
    """What a legal build takes and gives, worked out before anything changes."""

    squares: tuple[str, ...]
    permits: tuple[Piece, ...]
    covered: tuple[Piece, ...]
    compensation: dict[str, int]
    pay: str | None


def plan_build(pos: Position, occ: Occupancy, player: str, action: Build) -> BuildPlan:
    """Check a build against B2-B8 and say what it takes; raises ``RuleError`` if illegal."""
    check_supply(pos, player, action.building)
    return plan_site(pos, occ, player, action)


def plan_site(pos: Position, occ: Occupancy, player: str, action: Build) -> BuildPlan:
    """``plan_build`` for a building known to be in the supply: the site, the permits there,
    the majority, building over and the gold (B2-B6, B8). Legal moves are generated through it
    with the supply checked once per kind."""
    kind = action.building
    squares = _check_site(pos, occ, kind, action.at)
    permits = tuple(
        sorted(  # board order, so the events come in the same order in every run
            {occ[sq] for sq in squares if sq in occ and occ[sq].piece == "permit"}, key=piece_key
        )
    )
    needed = BUILDINGS[kind].permits
    if len(permits) < needed:
        raise RuleError("B3", "permits-missing", building=kind, needed=needed, found=len(permits))
    _check_majority(player, permits)
    covered = tuple(
        sorted(
            {occ[sq] for sq in squares if sq in occ and occ[sq].is_building},
            key=lambda p: p.at,
        )
    )
    pay = _check_build_over(pos, player, kind, covered, action.pay)
    compensation: dict[str, int] = defaultdict(int)
    for permit in permits:
        if permit.owner != player:
            compensation[permit.owner] += permit.value or 0
    total = sum(compensation.values()) + BUILDINGS[kind].cost
    if pos.hands[player].gold < total:
        raise RuleError("B5", "build-cost", building=kind, gold=BUILDINGS[kind].cost,
                        compensation=sum(compensation.values()), held=pos.hands[player].gold)
    return BuildPlan(squares, permits, covered, dict(compensation), pay)


def check_supply(pos: Position, player: str, kind: str) -> None:
    """Refuse a kind that is no building, or none of which is left to build (B7)."""
    if kind not in BUILDINGS or BUILDINGS[kind].hut:
        known = ", ".join(n for n, b in BUILDINGS.items() if not b.hut)
        raise RuleError("B7", "building-unknown", building=kind, buildings=known)
    if kind in OWN_BUILDINGS:
        if kind not in pos.own_buildings_in_supply(player):
            raise RuleError("B7", "own-building-built", building=kind)
    elif pos.neutral_supply(kind) <= 0:
        raise RuleError("B7", "building-supply-empty", building=kind)


def _check_site(pos: Position, occ: Occupancy, kind: str, at: str) -> tuple[str, ...]:
    squares = footprint(kind, at)
    players = len(pos.players)
    if squares is None or not all(in_city(sq, players) for sq in squares):
        raise RuleError("B2", "building-outside", building=kind, at=at)
    if CHURCH_FOUNDATION in squares and not church_started(pos):
        raise RuleError("B2", "building-on-foundation", building=kind, at=at)
    for sq in squares:
        if sq in occ and occ[sq].piece == "church":
            raise RuleError("C7", "building-on-church", building=kind, at=at, square=sq)
    return squares


def _check_majority(player: str, permits: tuple[Piece, ...]) -> None:
    sums: dict[str, int] = defaultdict(int)
    for permit in permits:
        sums[permit.owner] += permit.value or 0
    if player not in sums:
        raise RuleError("B4", "own-permit-missing")
    best_other = max((v for p, v in sums.items() if p != player), default=-1)
    if sums[player] == best_other:
        raise RuleError("B4", "permits-tie", total=sums[player])
    if sums[player] < best_other:
        raise RuleError("B4", "permits-outnumbered", total=sums[player], other=best_other)


def _check_build_over(
    pos: Position, player: str, kind: str, covered: tuple[Piece, ...], pay: str | None
) -> str | None:
    size = BUILDINGS[kind].size
    larger = [p for p in covered if p.size > size]
    if larger:
        raise RuleError("B8", "build-over-larger", building=kind, larger=larger[0].piece)
    same = [p for p in covered if p.size == size]
    if not same:
        if pay is not None:
            raise RuleError("B8", "build-over-nothing")
        return None
    payable = colours_with(pos, player, 3)
    if pay is None:
        if not payable:
            raise RuleError("B8", "build-over-cards", piece=same[0].piece)
        raise RuleError("B8", "build-over-which", piece=same[0].piece)
    if pay not in payable:
        raise RuleError("B8", "build-over-colour", piece=same[0].piece, colour=pay)
    return pay


def perform_build(
    pos: Position, occ: Occupancy, player: str, action: Build, events: Events
) -> None:
    """Carry out a legal build: compensation, cost, permits back, removals, cubes, trade."""
    plan = plan_build(pos, occ, player, action)
    hand = pos.hands
    for owner, gold in plan.compensation.items():
        hand[player].gold -= gold
        hand[owner].gold += gold
        events.append(Event("compensation", {"from": player, "to": owner, "gold": gold}))
    pay_gold(pos, player, BUILDINGS[action.building].cost, events, action.building)
    if plan.pay is not None:
        pay_influence(pos, player, [plan.pay] * 3, events, "build over")
    for permit in plan.permits:
        pos.board.remove(permit)
        events.append(Event("permit-back", {"owner": permit.owner, "value": permit.value}))
    for covered in plan.covered:
        remove_building(pos, covered, events)
    btype = BUILDINGS[action.building]
    cubes = min(len(btype.flags), pos.cubes_in_supply(player))
    built = Piece(action.building, action.at, player, cubes=cubes)
    pos.board.append(built)
    events.append(
        Event("built", {"player": player, "piece": action.building, "at": action.at,
                        "cubes": cubes})
    )
    gain_trade(pos, player, trade_value(pos, built), events)
    order_hut_pendings(pos)
