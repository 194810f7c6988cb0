"""Permits in phase 3 and the bonus actions of phase 4 (docs/rules.md P1-P4, X1-X5)."""

from __future__ import annotations

from pbem.elasund.actions import (
    Action,
    BonusGold,
    MovePermit,
    PlaceAnyPermit,
    PlacePermit,
    UpgradePermit,
)
from pbem.elasund.board import ROWS, row_distance, row_of, row_squares
from pbem.elasund.errors import RuleError
from pbem.elasund.events import Event
from pbem.elasund.pieces import INFLUENCE_COLOURS
from pbem.elasund.position import Piece, Position
from pbem.elasund.rules.common import (
    Events,
    Occupancy,
    colours_with,
    has_all_colours,
    is_free,
    pay_gold,
    pay_influence,
    take_gold,
)

PHASE3_GOLD = 2


def allowed_rows(pos: Position, occ: Occupancy) -> list[int]:
    """Rows a phase-3 permit may go to without paying influence (P2, option ``full_row``)."""
    assert pos.ship is not None
    players = len(pos.players)

    def has_free(row: int) -> bool:
        return any(is_free(pos, occ, sq) for sq in row_squares(row, players))

    if has_free(pos.ship):
        return [pos.ship]
    reach = 1 if pos.rules["full_row"] == "adjacent-only" else len(ROWS)
    for distance in range(1, reach + 1):
        rows = [r for r in ROWS if row_distance(r, pos.ship) == distance and has_free(r)]
        if rows:
            return rows
    return []


def _check_value(pos: Position, player: str, value: int, gold: int) -> None:
    if value not in pos.permits_in_supply(player):
        raise RuleError("P1", "permit-not-in-supply", value=value,
                        supply=pos.permits_in_supply(player))
    if gold < value:
        raise RuleError("P1", "permit-cost", value=value, held=gold)


def _check_free(pos: Position, occ: Occupancy, at: str, rule: str) -> None:
    if not is_free(pos, occ, at):
        raise RuleError(rule, "square-not-free", square=at)


def _check_pair(pos: Position, player: str, pay: str | None, rule: str, why: str) -> None:
    able = colours_with(pos, player, 2)
    if pay is None:
        if not able:
            raise RuleError(rule, "pair-none", paid_for=why)
        raise RuleError(rule, "pair-which", paid_for=why, colours=", ".join(able))
    if pay not in able:
        if not able:
            raise RuleError(rule, "pair-colour", paid_for=why, colour=pay)
        raise RuleError(rule, "pair-colour-other", paid_for=why, colour=pay,
                        colours=", ".join(able))


def check_permit(pos: Position, occ: Occupancy, player: str, action: PlacePermit) -> None:
    """Refuse a phase-3 permit the rules do not allow (P1-P4)."""
    _check_value(pos, player, action.value, pos.hands[player].gold)
    _check_free(pos, occ, action.at, "P4")
    rows = allowed_rows(pos, occ)
    if row_of(action.at) in rows:
        if action.pay is not None:
            raise RuleError("P3", "row-needs-no-pay", row=row_of(action.at))
        return
    if action.pay is None:
        if not rows:
            raise RuleError("P2", "permit-no-row")
        raise RuleError("P2", "permit-rows", rows=rows)
    _check_pair(pos, player, action.pay, "P3", "permit-any-row")


def perform_permit(pos: Position, player: str, action: PlacePermit, events: Events) -> None:
    """Pay for and place a phase-3 permit (P1, P3)."""
    pay_gold(pos, player, action.value, events, "permit")
    if action.pay is not None:
        pay_influence(pos, player, [action.pay] * 2, events, "permit in any row")
    pos.board.append(Piece("permit", action.at, player, value=action.value))
    events.append(Event("permit", {"player": player, "value": action.value, "at": action.at}))


def phase3_gold(pos: Position, player: str, events: Events) -> None:
    """Take 2 gold instead of a permit (P1)."""
    take_gold(pos, player, PHASE3_GOLD, events, "phase 3")


def bonus_gold(pos: Position, player: str) -> int:
    """Gold the player will hold in phase 4: an unplayed phase 3 still pays 2 (P1, X5)."""
    extra = 0 if pos.phase == "bonus" else min(PHASE3_GOLD, pos.bank)
    return pos.hands[player].gold + extra


# Bonus actions -------------------------------------------------------------------------------

def _own_permit(pos: Position, player: str, at: str, rule: str) -> Piece:
    for piece in pos.board:
        if piece.piece == "permit" and piece.at == at and piece.owner == player:
            return piece
    raise RuleError(rule, "no-own-permit", square=at)


def check_bonus(pos: Position, occ: Occupancy, player: str, action: Action, gold: int) -> None:
    """Refuse a bonus action whose conditions or whole cost are not met (X1-X5).

    ``gold`` is what the player will hold when phase 4 begins (an unplayed phase 3 pays 2).
    """
    if isinstance(action, MovePermit):
        _own_permit(pos, player, action.source, "X1")
        _check_free(pos, occ, action.target, "X1")
        _check_pair(pos, player, action.pay, "X1", "move-permit")
    elif isinstance(action, UpgradePermit):
        old = _own_permit(pos, player, action.at, "X2")
        if action.value <= (old.value or 0) or action.value not in pos.permits_in_supply(player):
            raise RuleError("X2", "upgrade-higher", value=old.value)
        _check_pair(pos, player, action.pay, "X2", "upgrade-permit")
        if gold < action.value - (old.value or 0):
            raise RuleError("X5", "upgrade-cost", gold=action.value - (old.value or 0))
    elif isinstance(action, PlaceAnyPermit):
        _check_free(pos, occ, action.at, "X3")
        if action.value not in pos.permits_in_supply(player):
            raise RuleError("X3", "place-not-in-supply", value=action.value)
        if not has_all_colours(pos, player):
            raise RuleError("X3", "place-colours")
        if gold < action.value:
            raise RuleError("X5", "place-cost", gold=action.value, held=gold)
    elif isinstance(action, BonusGold) and not has_all_colours(pos, player):
        raise RuleError("X4", "bonus-gold-colours")


def perform_bonus(pos: Position, player: str, action: Action, events: Events) -> None:
    """Carry out a checked bonus action (X1-X4)."""
    if isinstance(action, MovePermit):
        old = _own_permit(pos, player, action.source, "X1")
        assert action.pay is not None
        pay_influence(pos, player, [action.pay] * 2, events, "move permit")
        pos.board.remove(old)
        pos.board.append(Piece("permit", action.target, player, value=old.value))
        events.append(Event("permit-moved", {"player": player, "from": action.source,
                                             "to": action.target}))
    elif isinstance(action, UpgradePermit):
        old = _own_permit(pos, player, action.at, "X2")
        assert action.pay is not None
        pay_influence(pos, player, [action.pay] * 2, events, "upgrade permit")
        pay_gold(pos, player, action.value - (old.value or 0), events, "upgrade permit")
        pos.board.remove(old)
        pos.board.append(Piece("permit", action.at, player, value=action.value))
        events.append(Event("permit-upgraded", {"player": player, "at": action.at,
                                                "from": old.value, "to": action.value}))
    elif isinstance(action, PlaceAnyPermit):
        pay_influence(pos, player, list(INFLUENCE_COLOURS), events, "place permit")
        pay_gold(pos, player, action.value, events, "place permit")
        pos.board.append(Piece("permit", action.at, player, value=action.value))
        events.append(Event("permit", {"player": player, "value": action.value,
                                       "at": action.at}))
    else:
        pay_influence(pos, player, list(INFLUENCE_COLOURS), events, "bonus gold")
        take_gold(pos, player, 2, events, "bonus")
