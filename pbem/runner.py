"""Running an order's actions against a game state (docs/orders.md, "How an order is processed").

This is the part of the verdict that replay repeats: it depends only on the state and what
the order says, never on the envelope, the secret or the time.
"""

from __future__ import annotations

from dataclasses import dataclass

from pbem.elasund.actions import Action, Discard, EndTurn, KeepChurch, PlaceHut
from pbem.elasund.engine import BONUS, answerable, apply, is_legal, waiting_for
from pbem.elasund.errors import RuleError
from pbem.elasund.events import Event
from pbem.elasund.position import Pending, Position
from pbem.elasund.rules.church import spare_mine
from pbem.files.game import GameState, Queued
from pbem.files.order import SPARE_MINE, Order, OrderStep, Standing
from pbem.messages import Message, refusal_message
from pbem.verdict import Part, Refusal

TURN_PHASES = ("build", "permit", "bonus")


@dataclass
class Run:
    """The outcome of running one order: the new state, the parts and every event."""

    state: GameState
    parts: list[Part]
    events: list[Event]

    @property
    def changed(self) -> bool:
        """Whether anything happened (a refused first action changes nothing). An order paused
        before its first action changed the game too: its actions are kept, to run later."""
        return any([a for a in [*p.applied, *p.waiting] if a != "wait"] or p.ended_turn
                   for p in self.parts)


def run_order(state: GameState, order: Order, *, stop_at_hidden: bool = False) -> Run:
    """Apply the order's actions one by one, then resume a paused order it unblocked.

    ``stop_at_hidden`` (validation) stops after the first action that drew a card, looked at
    the church stack or used the dice: what follows depends on what nobody may know yet.
    """
    work = state.copy()
    if order.standing is not None:
        work.standing[order.player] = order.standing
    events: list[Event] = []
    _use_standing(work, events)
    end_turn = _ends_turn(order, work.position)
    part = _run_steps(work, order.player, list(order.steps), end_turn, events, stop_at_hidden)
    parts = [part]
    while work.queued is not None and not _blocked(work.position, work.queued.player):
        if stop_at_hidden:
            break
        queued, work.queued = work.queued, None
        parts.append(_run_steps(work, queued.player, list(queued.steps), queued.end_turn,
                                events, False, resumed_from=queued.entry))
    return Run(work, parts, events)


def _ends_turn(order: Order, pos: Position) -> bool:
    """The turn ends after the order unless it ends in ``wait`` or holds only answers."""
    if order.player != pos.active or not order.steps or order.steps[-1].action is None:
        return False
    return any(s.action is not None and s.action.decision is None for s in order.steps)


def _blocked(pos: Position, player: str) -> bool:
    """Whether ``player``'s turn must wait for other players' decisions."""
    return bool(pos.pending) and player not in waiting_for(pos)


def _run_steps(work: GameState, player: str, steps: list[OrderStep], end_turn: bool,
               events: list[Event], stop_at_hidden: bool, resumed_from: int = -1) -> Part:
    part = Part(player)
    turn = work.position.turn
    _run_each(work, part, steps, end_turn, events, stop_at_hidden, resumed_from)
    if work.position.turn != turn and player == _previous(work.position):
        part.ended_turn = True  # by the order's end, an end-turn or a bonus action
    return part


def _previous(pos: Position) -> str:
    """The player seated before the active one: whose turn just ended, if one did."""
    seats = pos.players
    return seats[(seats.index(pos.active) - 1) % len(seats)]


def _run_each(work: GameState, part: Part, steps: list[OrderStep], end_turn: bool,
              events: list[Event], stop_at_hidden: bool, resumed_from: int) -> None:
    player = part.player
    for index, step in enumerate(steps):
        if player == work.position.active and _blocked(work.position, player):
            _pause(work, part, steps[index:], end_turn, resumed_from)
            return
        if step.action is None:
            if index + 1 < len(steps):
                part.refused = _after_wait(index + 1, steps[index + 1])
                return
            part.applied.append(step.notation)
            return
        before = _hidden_marker(work.position)
        try:
            work.position, new_events = apply(work.position, player, step.action,
                                              shortage_answers(work))
        except RuleError as error:
            part.refused = Refusal(index, step.line, step.column, step.notation, error.rule,
                                   refusal_message(error), tuple(error.legal))
            return
        part.applied.append(step.notation)
        events.extend(new_events)
        _use_standing(work, events)
        if index + 1 < len(steps) and _ends_with_bonus(work.position, step.action):
            part.refused = _after_bonus(index + 1, steps[index + 1])
            return
        if stop_at_hidden and _hidden_marker(work.position) != before:
            part.unchecked = [s.notation for s in steps[index + 1:]]
            return
    if end_turn:
        _end_turn(work, part, end_turn, events, resumed_from)


def _pause(work: GameState, part: Part, rest: list[OrderStep], end_turn: bool,
           resumed_from: int) -> None:
    # the entry number is filled in by the caller when the order is recorded (-1 until then)
    work.queued = Queued(part.player, resumed_from, tuple(rest), end_turn)
    part.waiting = [s.notation for s in rest] + (["end-turn"] if end_turn else [])


def _end_turn(work: GameState, part: Part, end_turn: bool, events: list[Event],
              resumed_from: int) -> None:
    pos = work.position
    if pos.active != part.player or pos.phase not in TURN_PHASES:
        return  # the order ended the turn itself (end-turn, a bonus action) or the game
    if _blocked(pos, part.player):
        _pause(work, part, [], end_turn, resumed_from)
        return
    if pos.pending:
        return  # the player's own decision (a church tile to keep) comes first
    work.position, new_events = apply(pos, part.player, EndTurn(), shortage_answers(work))
    events.extend(new_events)
    _use_standing(work, events)


def _after_wait(index: int, step: OrderStep) -> Refusal:
    return Refusal(index, step.line, step.column, step.notation, "T1", Message("after-wait"))


def _ends_with_bonus(pos: Position, action: Action) -> bool:
    """Whether the action was a bonus action, which ends the turn (rules version 2, X5)."""
    return isinstance(action, BONUS) and pos.rules_version >= 2


def _after_bonus(index: int, step: OrderStep) -> Refusal:
    return Refusal(index, step.line, step.column, step.notation, "X5", Message("after-bonus"))


def _hidden_marker(pos: Position) -> tuple[int, int, int]:
    """Changes whenever an action draws from the deck or the church stack or uses the dice."""
    return len(pos.deck), len(pos.church_stack), pos.rng.counter


# Standing answers ------------------------------------------------------------------------------

def _use_standing(work: GameState, events: list[Event]) -> None:
    """Answer pending decisions from standing answers, as long as one fits."""
    answered = True
    while answered:
        answered = False
        for pending in answerable(work.position):
            standing = work.standing.get(pending.player)
            action = standing_answer(work.position, pending, standing) if standing else None
            if action is None:
                continue
            events.append(Event("standing", {"player": pending.player,
                                             "answer": action.notation()}))
            work.position, new_events = apply(work.position, pending.player, action,
                                              shortage_answers(work))
            events.extend(new_events)
            answered = True
            break


def shortage_answers(work: GameState) -> dict[str, tuple[str, ...]]:
    """Each player's standing ``shortage`` answer (I3), for the engine's shortage procedure."""
    return {p: s.shortage for p, s in work.standing.items() if s.shortage}


def standing_answer(pos: Position, pending: Pending, standing: Standing) -> Action | None:
    """The legal answer a player's standing answers give to a decision, if any."""
    if pending.decision == "discard" and standing.discard:
        hand = pos.hands[pending.player]
        cards: list[str] = []
        for kind in standing.discard:
            take = min(hand.count(kind), pending.count - len(cards))
            cards.extend([kind] * take)
        discard = Discard(tuple(cards))
        if len(cards) == pending.count and is_legal(pos, pending.player, discard):
            return discard
        return None
    if pending.decision == "hut":
        for square in standing.hut:
            if is_legal(pos, pending.player, PlaceHut(square)):
                return PlaceHut(square)
    if pending.decision == "keep-church" and standing.keep_church:
        return _church_answer(pos, pending, standing.keep_church)
    return None


def _church_answer(pos: Position, pending: Pending, keep: str | tuple[int, ...]
                   ) -> KeepChurch | None:
    """``keep-church: spare-mine``, or the first listed tile among the two seen (C2)."""
    if keep == SPARE_MINE:
        return spare_mine(pos, pending)
    return next((KeepChurch(t) for t in keep if t in pending.options), None)
