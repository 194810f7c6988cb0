"""Phase 1: the roll, the ship and income (docs/rules.md D1-D3, I1-I3)."""

from __future__ import annotations

from collections import defaultdict

from pbem.elasund.actions import ShipMove
from pbem.elasund.board import ROWS
from pbem.elasund.errors import RuleError
from pbem.elasund.events import Event
from pbem.elasund.pieces import BUILDINGS, INFLUENCE_COLOURS
from pbem.elasund.position import Pending, Position
from pbem.elasund.rules.common import (
    Events,
    draw_influence,
    influence_available,
    reshuffle,
    take_gold,
)

PIRATE_ROLL = 7


def roll_dice(pos: Position, events: Events) -> None:
    """The active player rolls 2d6: forced dice first, then the generator (D1)."""
    forced = bool(pos.dice)
    dice = pos.dice.pop(0) if forced else (pos.rng.die(), pos.rng.die())
    total = dice[0] + dice[1]
    events.append(
        Event("roll", {"player": pos.active, "dice": list(dice), "sum": total, "forced": forced})
    )
    if total == PIRATE_ROLL:
        pos.pending.append(Pending(pos.active, "pirate"))
        return
    moves = ship_moves(pos.ship, total)
    if len(moves) == 1:
        move_ship(pos, moves[0], events)
        finish_roll(pos, events)
    else:
        pos.pending.append(Pending(pos.active, "ship", count=total))


def ship_moves(ship: int | None, total: int) -> list[int]:
    """Rows the ship may move to for a roll: the sum, or 2 up/down when it is there (D2)."""
    if ship != total:
        return [total]
    index = ROWS.index(total)
    return [ROWS[i] for i in (index - 2, index + 2) if 0 <= i < len(ROWS)]


def ship_answers(pos: Position, pending: Pending) -> list[ShipMove]:
    """``ship: up`` / ``ship: down`` for a roll equal to the ship's row (D2)."""
    moves = ship_moves(pos.ship, pending.count)
    return [ShipMove("up" if row < pending.count else "down") for row in moves]


def check_ship(pos: Position, pending: Pending, action: ShipMove) -> None:
    """Refuse a direction the sea track does not have (D2)."""
    answers = ship_answers(pos, pending)
    if action not in answers:
        raise RuleError("D2", "ship-cannot-move", [a.notation() for a in answers])


def answer_ship(pos: Position, pending: Pending, action: ShipMove, events: Events) -> None:
    """Move the ship 2 rows up or down as the roller chose, then pay income (D2, I1)."""
    pos.pending.remove(pending)
    index = ROWS.index(pending.count)
    move_ship(pos, ROWS[index - 2] if action.direction == "up" else ROWS[index + 2], events)
    finish_roll(pos, events)


def move_ship(pos: Position, row: int, events: Events) -> None:
    """Put the ship on a row."""
    events.append(Event("ship", {"from": pos.ship, "to": row, "pirate": pos.pirate}))
    pos.ship = row


def finish_roll(pos: Position, events: Events) -> None:
    """Income for the ship's row (none under the pirate), then the build phase begins."""
    if not pos.pirate:
        pay_income(pos, events)
    pos.phase = "build"


def income_due(pos: Position) -> dict[str, dict[str, int]]:
    """Cards each player is owed for the ship's row, by kind: one per building (I1)."""
    due: dict[str, dict[str, int]] = {kind: defaultdict(int) for kind in ("gold", "influence")}
    assert pos.ship is not None
    row = str(pos.ship)
    for piece in pos.board:
        income = BUILDINGS[piece.piece].income if piece.is_building else None
        if income and any(sq[1:] == row for sq in piece.squares()):
            due[income][piece.owner] += 1
    return due


def pay_income(pos: Position, events: Events) -> None:
    """Pay the roll's income, with the shortage procedure when a supply cannot (I1, I3)."""
    due = income_due(pos)
    order = pos.seating_from(pos.active)
    for kind in ("gold", "influence"):
        owed = {p: due[kind][p] for p in order if due[kind].get(p)}
        if not owed:
            continue
        supply = pos.bank if kind == "gold" else influence_available(pos)
        if supply < sum(owed.values()):
            events.append(Event("shortage", {"kind": kind, "due": sum(owed.values()),
                                             "supply": supply}))
            _halve(pos, kind, events)
            if pos.rules["bank_shortage"] == "no-income":
                continue
        for player, count in owed.items():
            if kind == "gold":
                take_gold(pos, player, count, events, "income")
            else:
                draw_influence(pos, player, count, events, "income")


def _halve(pos: Position, kind: str, events: Events) -> None:
    """Every player returns half his cards of the kind, rounded down (I3).

    Influence is returned in the order of the player's standing ``shortage`` answer, and beyond
    it from the colour held most (ties: red, blue, green), so nobody is asked; the returned
    cards and the discard become a new deck.
    """
    for player in pos.seating_from(pos.active):
        hand = pos.hands[player]
        if kind == "gold":
            back = hand.gold // 2
            hand.gold -= back
            events.append(Event("return", {"player": player, "gold": back}))
            continue
        preferred = pos.shortage_preference.get(player, ())
        returned: list[str] = []
        for _ in range(hand.influence // 2):
            colour = next((c for c in preferred if hand.count(c)), None)
            if colour is None:
                colour = max(INFLUENCE_COLOURS, key=hand.count)
            hand.add(colour, -1)
            returned.append(colour)
        pos.discard.extend(returned)
        events.append(Event("return", {"player": player, "influence": returned}))
    if kind == "influence":
        reshuffle(pos, events)
