"""The one verdict on an order, used by every way in (``pbem apply``/``validate``, mail, git).

``apply_order`` checks the envelope (``pbem.envelope``: game, player, secret, a repeat, turn,
a paused order), runs the actions (``pbem.runner``) and has the outcome recorded in the history
(``pbem.history.record_order``). ``validate_order`` gives the same verdict without changing
anything, and stops checking at the first action whose outcome depends on a card not yet
drawn, so it never reveals one.
"""

from __future__ import annotations

from pbem.elasund.position import Position
from pbem.envelope import envelope_problem, game_facts, position_facts
from pbem.files.game import Game, GameState
from pbem.files.order import Order
from pbem.history import record_order
from pbem.messages.message import Message
from pbem.runner import Run, run_order
from pbem.verdict import Part, Refusal, Verdict, pay_notes


def check_envelope(game: Game, order: Order, *, authenticate: bool = True) -> Verdict | None:
    """A verdict refusing the whole order for its envelope, or None when it may be run."""
    problem = envelope_problem(order, game_facts(game, authenticate=authenticate))
    return None if problem is None else problem.verdict(order)


# Validate and apply ----------------------------------------------------------------------------

def validate_order(game: Game, order: Order) -> Verdict:
    """The verdict ``apply_order`` would give, without changing anything or drawing a card."""
    refusal = check_envelope(game, order)
    if refusal is not None:
        return refusal
    return _validation_verdict(order, run_order(game.state, order, stop_at_hidden=True))


def validate_on_position(pos: Position, order: Order) -> Verdict:
    """Check an order against a position (a player's view): its envelope as far as a position
    tells it (player, the game's end, turn), then its actions."""
    problem = envelope_problem(order, position_facts(pos))
    if problem is not None:
        return problem.verdict(order)
    return _validation_verdict(order, run_order(GameState(pos), order, stop_at_hidden=True))


def _validation_verdict(order: Order, run: Run) -> Verdict:
    own = run.parts[0]
    applied, notes = len(own.applied), _notes(run, order)
    if own.refused is not None:
        refused = own.refused
        if own.applied:  # what went before would stand
            message = Message("refused.after", count=applied, action=refused.action,
                              rule=refused.rule, reason=refused.reason)
        else:
            message = Message("refused", action=refused.action, rule=refused.rule,
                              reason=refused.reason)
        return Verdict(order.filename, order.player, "refused", message, [own],
                       rule=refused.rule, line=refused.line, column=refused.column)
    if own.unchecked:
        message = Message("valid.unchecked", count=applied, notes=notes,
                          rest=Message("actions", count=len(own.unchecked)))
    elif own.waiting:
        message = Message("valid.waiting", count=applied, waiting=own.waiting)
    else:
        message = Message("valid", count=applied, notes=notes)
    return Verdict(order.filename, order.player, "valid", message, [own])


def apply_order(game: Game, order: Order, now: str, *, authenticate: bool = True
                ) -> tuple[Game, Verdict]:
    """Process one order: the new game (the same object when nothing changed) and the verdict."""
    refusal = check_envelope(game, order, authenticate=authenticate)
    if refusal is not None:
        return game, refusal
    run = run_order(game.state, order)
    standing_changed = order.absence is not None or (order.standing is not None and (
        game.state.standing.get(order.player) != order.standing))
    verdict = _apply_verdict(order, run)
    if not run.changed and not standing_changed:
        return game, verdict
    verdict.entry = len(game.history)
    return record_order(game, order, run, verdict.status, now), verdict


def _notes(run: Run, order: Order) -> list[Message]:
    """What the verdict adds about the order's payments that bought nothing."""
    return pay_notes(run.events, order.player)


def _still_to_play(run: Run, player: str) -> bool:
    """Whether the player's turn goes on after a refusal (he is to play, the game not over)."""
    pos = run.state.position
    return pos.active == player and not pos.is_over


def _apply_verdict(order: Order, run: Run) -> Verdict:
    own = run.parts[0]
    applied, notes = len(own.applied), _notes(run, order)
    if own.refused is not None:
        refused = own.refused
        return Verdict(order.filename, order.player, "partial" if own.applied else "refused",
                       _stopped(own, refused, notes, _still_to_play(run, order.player)),
                       list(run.parts), rule=refused.rule, line=refused.line,
                       column=refused.column)
    if own.waiting:
        message = Message("paused", count=applied, notes=notes, waiting=own.waiting)
        return Verdict(order.filename, order.player, "paused", message, list(run.parts))
    if order.standing is not None:
        notes.append(Message("note.standing-saved"))
    if order.absence is not None:
        notes.append(Message("note.absent", start=order.absence[0], end=order.absence[1]))
    if own.ended_turn:
        notes.append(Message("note.turn-over"))
    return Verdict(order.filename, order.player, "applied",
                   Message("applied", count=applied, notes=notes), list(run.parts))


def _stopped(own: Part, refused: Refusal, notes: list[Message], turn_open: bool) -> Message:
    """The message of an order stopped by a refusal: what stood before it, the refusal, and
    whether the player's turn goes on."""
    action, rule, reason, count = refused.action, refused.rule, refused.reason, len(own.applied)
    if own.applied and turn_open:
        return Message("partial.turn-open", count=count, notes=notes, action=action, rule=rule,
                       reason=reason)
    if own.applied:
        return Message("partial", count=count, notes=notes, action=action, rule=rule,
                       reason=reason)
    if turn_open:
        return Message("refused.turn-open", action=action, rule=rule, reason=reason)
    return Message("refused", action=action, rule=rule, reason=reason)
