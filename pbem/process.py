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
from pbem.runner import Run, run_order
from pbem.verdict import Verdict, pay_notes


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
    status = "refused" if own.refused is not None else "valid"
    if own.refused is not None:
        message = f"{own.refused.action}: {own.refused.rule}: {own.refused.message}"
        if own.applied:
            message += (f" (the {_count(len(own.applied), 'action')} before it would be applied "
                        "and stand)")
    elif own.unchecked:
        message = (f"{_count(len(own.applied), 'action')} legal{_notes(run, order)}; the rest "
                   f"({_count(len(own.unchecked), 'action')}) follows a card not yet drawn and "
                   "is checked when the order is processed")
    elif own.waiting:
        message = (f"{len(own.applied)} action(s) legal; the rest waits for other players' "
                   f"decisions and is checked when they have answered ({', '.join(own.waiting)})")
    else:
        message = f"{len(own.applied)} action(s), all legal now{_notes(run, order)}"
    line, column = (own.refused.line, own.refused.column) if own.refused else (0, 0)
    return Verdict(order.filename, order.player, status, message, [own], line=line,
                   column=column,
                   rule=own.refused.rule if own.refused else None)


def apply_order(game: Game, order: Order, now: str, *, authenticate: bool = True
                ) -> tuple[Game, Verdict]:
    """Process one order: the new game (the same object when nothing changed) and the verdict."""
    refusal = check_envelope(game, order, authenticate=authenticate)
    if refusal is not None:
        return game, refusal
    run = run_order(game.state, order)
    standing_changed = order.standing is not None and (
        game.state.standing.get(order.player) != order.standing)
    verdict = _apply_verdict(order, run)
    if not run.changed and not standing_changed:
        return game, verdict
    verdict.entry = len(game.history)
    return record_order(game, order, run, verdict.status, now), verdict


def _notes(run: Run, order: Order) -> str:
    """What the verdict adds about the order's payments that bought nothing."""
    return pay_notes(run.events, order.player)
def _count(number: int, noun: str) -> str:
    """``3 action(s)``: one spelling for every count, which scripts may match."""
    return f"{number} {noun}(s)"


def _still_to_play(run: Run, player: str) -> bool:
    """Whether the player's turn goes on after a refusal (he is to play, the game not over)."""
    pos = run.state.position
    return pos.active == player and not pos.is_over


def _apply_verdict(order: Order, run: Run) -> Verdict:
    own = run.parts[0]
    rule, line, column = None, 0, 0
    if own.refused is not None:
        status = "partial" if own.applied else "refused"
        rule, line, column = own.refused.rule, own.refused.line, own.refused.column
        done = (f"{len(own.applied)} action(s) applied{_notes(run, order)}, then "
                if own.applied else "")
        still = "; your turn stays open" if _still_to_play(run, order.player) else ""
        message = f"{done}{own.refused.action}: {own.refused.rule}: {own.refused.message}{still}"
    elif own.waiting:
        status = "paused"
        message = (f"{len(own.applied)} action(s) applied{_notes(run, order)}; the rest "
                   f"({', '.join(own.waiting)}) "
                   "runs by itself once other players have decided")
    else:
        status = "applied"
        ending = "; your turn is over" if own.ended_turn else ""
        saved = "; standing answers saved" if order.standing is not None else ""
        message = (f"{_count(len(own.applied), 'action')} applied{_notes(run, order)}{saved}"
                   f"{ending}")
    return Verdict(order.filename, order.player, status, message, list(run.parts), rule=rule,
                   line=line, column=column)


