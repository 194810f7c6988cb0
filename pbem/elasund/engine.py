"""``legal_actions`` and ``apply``: the shared checks, the phase machine and the decisions.

One source of legality, as in chess libraries: ``check`` holds the rules and ``apply`` runs it
on every action, while ``legal_actions`` generates the legal actions directly (``movegen``,
legal by construction, for speed). ``is_legal`` asks ``check`` about one action, which makes it
the membership test of that list: tests/test_legality.py and tests/test_movegen.py hold that
``check`` accepts an action exactly when ``legal_actions`` lists it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import fields, replace
from itertools import chain
from typing import TypeVar

from pbem.elasund import movegen
from pbem.elasund.actions import (
    Action,
    BonusGold,
    Build,
    Church,
    Discard,
    KeepChurch,
    MovePermit,
    PirateRow,
    PirateTake,
    PlaceAnyPermit,
    PlaceHut,
    PlacePermit,
    Roll,
    ShipMove,
    TakeGold,
    UpgradePermit,
    Wall,
)
from pbem.elasund.errors import RuleError
from pbem.elasund.events import Event
from pbem.elasund.position import Pending, Position, piece_key
from pbem.elasund.rules import build, church, ending, huts, permits, pirate, roll, walls
from pbem.elasund.rules.common import Events, Occupancy, occupancy

_A = TypeVar("_A", bound=Action)
BONUS = (MovePermit, UpgradePermit, PlaceAnyPermit, BonusGold)
BUILD_PROJECTS = (Build, Wall, Church)
DECISION_RULE = {"ship": "D2", "pirate": "PI1", "discard": "PI2", "hut": "H2",
                 "keep-church": "C2", "pirate-take": "PI3"}


# Who the game waits for ------------------------------------------------------------------------

def answerable(pos: Position) -> list[Pending]:
    """The decisions that can be answered now: huts one at a time (H2), discards all at once."""
    if not pos.pending:
        return []
    first = pos.pending[0]
    if first.decision == "discard":
        return [p for p in pos.pending if p.decision == "discard"]
    return [first]


def waiting_for(pos: Position) -> list[str]:
    """The players the game waits for now (none when it is over)."""
    if pos.is_over:
        return []
    if pos.pending:
        return [p.player for p in answerable(pos)]
    return [pos.active]


def answers(pos: Position, pending: Pending) -> Sequence[Action]:
    """Every legal answer to a pending decision."""
    if pending.decision == "ship":
        return roll.ship_answers(pos, pending)
    if pending.decision == "pirate":
        return pirate.pirate_answers(pos)
    if pending.decision == "discard":
        return pirate.discard_answers(pos, pending)
    if pending.decision == "pirate-take":
        return pirate.take_answers(pos, pending)
    if pending.decision == "hut":
        return huts.hut_answers(pos, pending)
    return church.keep_answers(pending)


# Checks -----------------------------------------------------------------------------------------

def check(pos: Position, occ: Occupancy, player: str, action: Action) -> None:
    """Raise ``RuleError`` unless ``player`` may take ``action`` now."""
    if pos.is_over:
        raise RuleError("E1", "game-over", player=pos.winner)
    if pos.pending:
        _check_answer(pos, player, action)
        return
    if action.decision is not None:
        raise RuleError("T1", "answer-unasked", answer=action.keyword)
    if player != pos.active:
        raise RuleError("T1", "not-your-turn", active=pos.active, player=player)
    if pos.phase == "roll":
        if not isinstance(action, Roll):
            raise RuleError("T1", "roll-first")
        return
    if isinstance(action, Roll):
        raise RuleError("T1", "rolled-already")
    _check_turn_action(pos, occ, player, action)


def _check_answer(pos: Position, player: str, action: Action) -> None:
    mine = [p for p in answerable(pos) if p.player == player]
    if not mine:
        first = answerable(pos)[0]
        raise RuleError(DECISION_RULE[first.decision], "waiting-for-other", player=first.player,
                        decision=first.decision)
    pending = mine[0]
    if action.decision != pending.decision:
        raise RuleError(DECISION_RULE[pending.decision], "answer-first",
                        [a.notation() for a in answers(pos, pending)], decision=pending.decision)
    if isinstance(action, ShipMove):
        roll.check_ship(pos, pending, action)
    elif isinstance(action, PirateRow):
        pirate.check_pirate(pos, action)
    elif isinstance(action, PirateTake):
        pirate.check_cards(pirate.take_answers(pos, pending), action, "PI3")
    elif isinstance(action, Discard):
        pirate.check_cards(pirate.discard_answers(pos, pending), action, "PI2")
    elif isinstance(action, PlaceHut):
        huts.check_hut(pos, pending, action)
    elif isinstance(action, KeepChurch):
        church.check_keep(pending, action)


def _check_turn_action(pos: Position, occ: Occupancy, player: str, action: Action) -> None:
    if isinstance(action, BUILD_PROJECTS):
        if pos.builds >= 2 and pos.phase != "bonus":  # past phase 3, T1 says it better
            raise RuleError("B1", "builds-done")
        if pos.phase != "build":
            raise RuleError("T1", "build-phase-over")
    if isinstance(action, Build):
        build.plan_build(pos, occ, player, action)
    elif isinstance(action, Wall):
        walls.check_wall(pos, player, action)
    elif isinstance(action, Church):
        church.check_church(pos, player)
    elif isinstance(action, PlacePermit | TakeGold):
        if pos.phase not in ("build", "permit"):
            raise RuleError("T1", "permit-phase-over")
        if isinstance(action, PlacePermit):
            permits.check_permit(pos, occ, player, action)
    elif isinstance(action, BONUS):
        permits.check_bonus(pos, occ, player, action, permits.bonus_gold(pos, player))


def is_legal(pos: Position, player: str, action: Action, occ: Occupancy | None = None) -> bool:
    """Whether ``apply`` would accept the action."""
    try:
        check(pos, occupancy(pos) if occ is None else occ, player, action)
    except RuleError:
        return False
    return True


def legal_actions(pos: Position, player: str) -> list[Action]:
    """Every action and decision answer ``player`` may take now."""
    return list(chain.from_iterable(legal_groups(pos, player)))


def legal_groups(pos: Position, player: str) -> list[movegen.Group]:
    """``legal_actions`` in groups of one kind each, in the same order (none empty)."""
    if pos.is_over:
        return []
    if pos.pending:
        mine = [p for p in answerable(pos) if p.player == player]
        options = answers(pos, mine[0]) if mine else []
        return [options] if options else []
    if player != pos.active:
        return []
    if pos.phase == "roll":
        return [[Roll()]]
    return movegen.turn_groups(pos, occupancy(pos), player)


def resolve(pos: Position, player: str, action: Action) -> Action:
    """The fully specified action meant: an omitted ``at`` or ``pay`` is filled in when only one
    legal action fits, and (rules version 2) a ``pay`` that buys nothing is left out; otherwise
    the refusal names the choices."""
    occ = occupancy(pos)
    try:
        check(pos, occ, player, action)
        return action
    except RuleError as error:
        unpaid = _without_needless_pay(pos, occ, player, action)
        if unpaid is not None:
            return unpaid
        open_fields = [f.name for f in fields(action) if getattr(action, f.name) is None]
        if not open_fields or isinstance(action, PlacePermit):
            # a phase-3 permit needs no payment in its row: paying cards for one placed
            # elsewhere must be said, never guessed
            raise
        fits = [a for a in legal_actions(pos, player) if _fits(action, a, open_fields)]
        if len(fits) == 1:
            return fits[0]
        if not fits:
            raise
        keys = getattr(type(action), "keys", {})  # order-file key -> field name
        missing = [k for k, f in keys.items() if f in open_fields]
        if not missing:
            raise
        raise RuleError(error.rule, "several-fit", [a.notation() for a in fits], count=len(fits),
                        missing=missing) from None


def _without_needless_pay(pos: Position, occ: Occupancy, player: str, action: Action
                          ) -> Action | None:
    """The action without its ``pay`` when that alone made it illegal: a phase-3 permit in the
    allowed row (P3) or a build with nothing of its size underneath (B8). Such a payment buys
    nothing, so it is left aside (docs/rules.md section 14; rules version 2)."""
    if pos.rules_version < 2 or not isinstance(action, PlacePermit | Build) or not action.pay:
        return None
    unpaid = replace(action, pay=None)
    return unpaid if is_legal(pos, player, unpaid, occ) else None


def _fits(partial: Action, full: Action, open_fields: list[str]) -> bool:
    if type(partial) is not type(full):
        return False
    filled = {name: getattr(full, name) for name in open_fields}
    return replace(partial, **filled) == full


# Apply ------------------------------------------------------------------------------------------

def apply(pos: Position, player: str, action: Action,
          shortage: Mapping[str, Sequence[str]] | None = None) -> tuple[Position, list[Event]]:
    """Apply one action; returns the new position and what happened.

    ``shortage`` holds the players' standing answers for a shortage (I3): the influence colours
    each gives back first. Raises ``RuleError`` (rule ID, reason, legal choices) and leaves
    ``pos`` untouched when the action is not legal now.
    """
    meant = resolve(pos, player, action)
    work = pos.copy()
    work.shortage_preference = {p: tuple(c) for p, c in (shortage or {}).items()}
    events: Events = []
    if meant != action and isinstance(action, PlacePermit | Build) and action.pay and (
            meant == replace(action, pay=None)):  # the pay bought nothing: no card is spent
        events.append(Event("pay-ignored", {"player": player, "pay": action.pay,
                                            "action": meant.notation()}))
    action = meant
    if work.pending:
        _perform_answer(work, player, action, events)
    else:
        _perform_turn_action(work, player, action, events)
    _settle(work, events)
    work.board.sort(key=piece_key)  # one order, so equal tables compare equal
    return work, events


_ANSWER: dict[type[Action], Callable[[Position, Pending, Action, Events], None]] = {
    ShipMove: lambda p, d, a, e: roll.answer_ship(p, d, _as(a, ShipMove), e),
    PirateRow: lambda p, d, a, e: pirate.answer_pirate(p, d, _as(a, PirateRow), e),
    Discard: lambda p, d, a, e: pirate.answer_discard(p, d, _as(a, Discard), e),
    PirateTake: lambda p, d, a, e: pirate.answer_take(p, d, _as(a, PirateTake), e),
    PlaceHut: lambda p, d, a, e: huts.place_hut(p, d, _as(a, PlaceHut), e),
    KeepChurch: lambda p, d, a, e: church.keep_church(p, d, _as(a, KeepChurch), e),
}


def _as(action: Action, cls: type[_A]) -> _A:
    assert isinstance(action, cls)
    return action


def _perform_answer(pos: Position, player: str, action: Action, events: Events) -> None:
    pending = next(p for p in answerable(pos) if p.player == player)
    _ANSWER[type(action)](pos, pending, action, events)


def _perform_turn_action(pos: Position, player: str, action: Action, events: Events) -> None:
    if isinstance(action, Roll):
        roll.roll_dice(pos, events)
    elif isinstance(action, BUILD_PROJECTS):
        if isinstance(action, Build):
            build.perform_build(pos, occupancy(pos), player, action, events)
        elif isinstance(action, Wall):
            walls.perform_wall(pos, player, action, events)
        else:
            church.perform_church(pos, player, events)
        pos.builds += 1
        if pos.builds == 2:
            pos.phase = "permit"
    elif isinstance(action, PlacePermit):
        permits.perform_permit(pos, player, action, events)
        pos.phase = "bonus"
    elif isinstance(action, TakeGold):
        permits.phase3_gold(pos, player, events)
        pos.phase = "bonus"
    elif isinstance(action, BONUS):
        if pos.phase != "bonus":
            permits.phase3_gold(pos, player, events)
            pos.phase = "bonus"
        permits.perform_bonus(pos, player, action, events)
        end_turn(pos, events)
    else:
        end_turn(pos, events)


def end_turn(pos: Position, events: Events) -> None:
    """An unplayed phase 3 takes 2 gold; the next player in seating order rolls (T1, P1)."""
    if pos.phase in ("build", "permit"):
        permits.phase3_gold(pos, pos.active, events)
    events.append(Event("turn-end", {"player": pos.active, "turn": pos.turn}))
    seats = pos.players
    pos.active = seats[(seats.index(pos.active) + 1) % len(seats)]
    pos.turn += 1
    pos.phase = "roll"
    pos.builds = 0
    pos.pirate = False
    events.append(Event("turn-start", {"player": pos.active, "turn": pos.turn}))
    roll.roll_dice(pos, events)


def _settle(pos: Position, events: Events) -> None:
    """Take every decision that has one legal answer, then check for the end (E1)."""
    progressed = True
    while progressed:
        progressed = False
        for pending in answerable(pos):
            options = answers(pos, pending)
            if len(options) == 1:
                events.append(Event("auto", {"player": pending.player,
                                             "answer": options[0].notation()}))
                _ANSWER[type(options[0])](pos, pending, options[0], events)
                progressed = True
                break
    ending.check_end(pos, events)
