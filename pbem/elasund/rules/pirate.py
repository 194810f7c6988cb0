"""The pirate: a roll of 7 (docs/rules.md D3, PI1-PI4)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

from pbem.elasund.actions import Discard, PirateRow, PirateTake
from pbem.elasund.board import ROWS, row_of
from pbem.elasund.errors import RuleError
from pbem.elasund.events import Event
from pbem.elasund.pieces import CARD_KINDS, flag_rows
from pbem.elasund.position import Pending, Position
from pbem.elasund.rules.common import Events, in_fixed_order
from pbem.elasund.rules.roll import finish_roll, move_ship


def pirate_answers(pos: Position) -> list[PirateRow]:
    """Any row but the one the ship is on (PI1)."""
    return [PirateRow(row) for row in ROWS if row != pos.ship]


def check_pirate(pos: Position, action: PirateRow) -> None:
    """Refuse a row the pirate may not go to (PI1)."""
    if action not in pirate_answers(pos):
        raise RuleError("PI1", "pirate-other-row", [a.notation() for a in pirate_answers(pos)],
                        row=pos.ship)


def cubes_in_row(pos: Position, player: str, row: int) -> int:
    """The player's cubes in a row: neutral flags, church tiles, east towers (PI2)."""
    count = 0
    for piece in pos.board:
        if piece.owner != player or not piece.cubes:
            continue
        if piece.piece == "church":
            count += row_of(piece.at) == row
        elif piece.piece == "wall":
            count += piece.row == row
        else:
            count += flag_rows(piece.piece, piece.at)[: piece.cubes].count(row)
    return count


def answer_pirate(pos: Position, pending: Pending, action: PirateRow, events: Events) -> None:
    """Send the pirate to a row; every player with cubes there owes cards (PI1, PI2)."""
    pos.pending.remove(pending)
    pos.pirate = True
    move_ship(pos, action.row, events)
    for player in pos.seating_from(pos.active):
        owed = min(cubes_in_row(pos, player, action.row), pos.hands[player].total)
        if owed:
            pos.pending.append(Pending(player, "discard", count=owed))
            events.append(Event("pirate-demand", {"player": player, "count": owed}))
    if not pos.pending:
        _reward(pos, events)


def card_choices(held: Counter[str], count: int) -> list[tuple[str, ...]]:
    """Every way to pick ``count`` cards from the held kinds, in catalogue order."""
    kinds = [k for k in CARD_KINDS if held[k]]
    choices = []
    for combo in combinations_with_replacement(kinds, count):
        if all(combo.count(k) <= held[k] for k in kinds):
            choices.append(combo)
    return choices


def discard_answers(pos: Position, pending: Pending) -> list[Discard]:
    """The ways the player may give up his cards to the pirate (PI2)."""
    hand = pos.hands[pending.player]
    held = Counter({k: hand.count(k) for k in CARD_KINDS})
    return [Discard(c) for c in card_choices(held, pending.count)]


def take_answers(pos: Position, pending: Pending) -> list[PirateTake]:
    """The ways the roller may pick his reward under ``pirate_reward: choose`` (PI3)."""
    return [PirateTake(c) for c in card_choices(Counter(pos.loot), pending.count)]


def check_cards(answers: list[Discard] | list[PirateTake], action: Discard, rule: str) -> None:
    """Refuse cards that are not a legal choice; order within the list does not matter."""
    wanted = Counter(action.cards)
    if any(Counter(a.cards) == wanted for a in answers):
        return
    count = len(answers[0].cards) if answers else 0
    raise RuleError(rule, "cards-exactly", [a.notation() for a in answers[:8]], count=count)


def answer_discard(pos: Position, pending: Pending, action: Discard, events: Events) -> None:
    """Cards go from the player's hand to the pirate's pile (PI2)."""
    pos.pending.remove(pending)
    for card in action.cards:
        pos.hands[pending.player].add(card, -1)
        pos.loot.append(card)
    events.append(Event("discard", {"player": pending.player, "cards": sorted(action.cards,
                                                                            key=CARD_KINDS.index)}))
    if not any(p.decision == "discard" for p in pos.pending):
        _reward(pos, events)


def towers_of(pos: Position, player: str) -> int:
    """Watch towers the player owns, anywhere (PI3)."""
    return sum(1 for p in pos.board if p.is_tower and p.owner == player)


def _reward(pos: Position, events: Events) -> None:
    """The roller takes one card per tower from the pile, at random or by choice (PI3)."""
    in_fixed_order(pos, pos.loot)  # the pile no longer tells whose cards came first
    take = min(towers_of(pos, pos.active), len(pos.loot))
    if take and pos.rules["pirate_reward"] == "choose":
        pos.pending.append(Pending(pos.active, "pirate-take", count=take))
        return
    taken = [pos.loot.pop(pos.rng.below(len(pos.loot))) for _ in range(take)]
    _finish(pos, taken, events)


def answer_take(pos: Position, pending: Pending, action: PirateTake, events: Events) -> None:
    """The roller's chosen reward (PI3, ``pirate_reward: choose``)."""
    pos.pending.remove(pending)
    for card in action.cards:
        pos.loot.remove(card)
    _finish(pos, list(action.cards), events)


def _finish(pos: Position, taken: list[str], events: Events) -> None:
    for card in taken:
        pos.hands[pos.active].add(card)
    if taken:
        cards = sorted(taken, key=CARD_KINDS.index)
        events.append(Event("pirate-reward", {"player": pos.active, "count": len(cards)},
                            {pos.active: {"cards": cards}}))
    pos.discard.extend(c for c in pos.loot if c != "gold")
    pos.loot.clear()
    finish_roll(pos, events)
