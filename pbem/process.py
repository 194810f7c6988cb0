"""The one verdict on an order, used by every way in (``pbem apply``/``validate``, mail, git).

``apply_order`` checks the envelope (game, player, secret, turn), recognises an order already
processed, runs the actions (``pbem.runner``) and records the outcome in the history.
``validate_order`` gives the same verdict without changing anything, and stops checking at the
first action whose outcome depends on a card not yet drawn, so it never reveals one.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from pbem.elasund.events import Event
from pbem.elasund.position import Position
from pbem.files.game import Entry, Game, GameState
from pbem.files.order import Order, content_digest
from pbem.files.signature import SIGNING_UNAVAILABLE, WRONG_CREDENTIALS, credential_problem
from pbem.runner import Run, run_order
from pbem.verdict import EXIT_CODES as EXIT_CODES
from pbem.verdict import Part as Part
from pbem.verdict import Verdict as Verdict
from pbem.verdict import pay_notes

# The envelope ----------------------------------------------------------------------------------

def check_envelope(game: Game, order: Order, *, authenticate: bool = True) -> Verdict | None:
    """A verdict refusing the whole order for its envelope, or None when it may be run."""
    def refuse(status: str, rule: str, key: str, message: str) -> Verdict:
        line, column = order.lines.get(key, (0, 0))
        return Verdict(order.filename, order.player, status, message, rule=rule, line=line,
                       column=column)

    pos = game.state.position
    if order.game != game.id:
        return refuse("refused", "game", "game", f"this order is for the game {order.game!r}, "
                      f"not {game.id!r}: check the 'game' line")
    seat = game.player(order.player)
    if seat is None:
        return refuse("refused", "player", "player", f"{order.player} does not play in this "
                      f"game; its players are {', '.join(pos.players)}")
    problem = credential_problem(seat, order) if authenticate and not game.open else None
    if problem is not None:  # one message whatever is wrong, which helps no guesser
        message = SIGNING_UNAVAILABLE if problem == "signing unavailable" else WRONG_CREDENTIALS
        key = "signature" if order.signature is not None else "secret"
        return refuse("refused", "secret", key, message)
    done = _processed(game, order)  # before the turn: an old order sent again is no news
    if done is not None:
        return Verdict(order.filename, order.player, "duplicate", f"this order was processed "
                       f"already (history entry {done}); nothing changed")
    if pos.is_over:
        return refuse("refused", "E1", "turn", f"the game is over: {pos.winner} has won; no "
                      "order can change it")
    if order.turn != pos.turn:
        return refuse("stale", "turn", "turn", f"this order was written for turn {order.turn}, "
                      f"but turn {pos.turn} is in progress: nothing of it was applied; write an "
                      f"order for turn {pos.turn}")
    queued = game.state.queued
    if queued is not None and queued.player == order.player:
        rest = [s.notation for s in queued.steps] + (["the end of your turn"]
                                                      if queued.end_turn else [])
        waiting = ", ".join(rest) or "nothing more"
        return refuse("conflict", "queued", "actions", f"this order was not applied: your order "
                      f"of history entry "
                      f"{queued.entry} is still waiting for other players' decisions; its rest "
                      f"({waiting}) runs by itself once they have answered")
    return None


def _processed(game: Game, order: Order) -> int | None:
    """The history entry that applied this very order, if one stands (was not undone)."""
    digest = order.digest
    for n in effective_entries(game.history):
        if game.history[n].get("order-hash") == digest:
            return n
    return None


def effective_entries(history: list[Entry]) -> list[int]:
    """The entries whose effects stand: every entry, less those an undo took back."""
    standing: list[int] = []
    for entry in history:
        if entry["kind"] == "undo":
            standing = [n for n in standing if n <= entry["to"]]
        else:
            standing.append(entry["n"])
    return standing


# Validate and apply ----------------------------------------------------------------------------

def validate_order(game: Game, order: Order) -> Verdict:
    """The verdict ``apply_order`` would give, without changing anything or drawing a card."""
    refusal = check_envelope(game, order)
    if refusal is not None:
        return refusal
    return _validation_verdict(order, run_order(game.state, order, stop_at_hidden=True))


def validate_on_position(pos: Position, order: Order) -> Verdict:
    """Check an order against a position (a player's view): its player, turn and actions."""
    if order.player not in pos.players:
        return Verdict(order.filename, order.player, "refused",
                       f"{order.player} does not play in this position; its players are "
                       f"{', '.join(pos.players)}", rule="player",
                       line=order.lines.get("player", (0, 0))[0],
                       column=order.lines.get("player", (0, 0))[1])
    if order.turn != pos.turn:
        return Verdict(order.filename, order.player, "stale",
                       f"this order was written for turn {order.turn}, but the position is "
                       f"at turn {pos.turn}", rule="turn",
                       line=order.lines.get("turn", (0, 0))[0],
                       column=order.lines.get("turn", (0, 0))[1])
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
    n = len(game.history)
    state = finish_run(run, n)
    entry = order_entry(game, order, run, verdict.status, now)
    verdict.entry = n
    return replace(game, state=state, history=[*game.history, entry]), verdict


def finish_run(run: Run, n: int) -> GameState:
    """The state a run leaves, with a paused order marked as entry ``n``'s."""
    state = run.state
    if state.queued is not None and state.queued.entry < 0:
        state.queued = replace(state.queued, entry=n)
    return state


def _notes(run: Run, order: Order) -> str:
    """What the verdict adds about the order's payments that bought nothing."""
    return pay_notes([event_to_data(e) for e in run.events], order.player)


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


def order_entry(game: Game, order: Order, run: Run, outcome: str, now: str) -> Entry:
    """The history entry recording an order that changed the game."""
    entry: Entry = {
        "n": len(game.history),
        "kind": "order",
        "at": now,
        "turn": order.turn,
        "player": order.player,
        "order": order.content(),
        "order-hash": order.digest,
        "outcome": outcome,
        "parts": [p.to_data() for p in run.parts],
        "events": [event_to_data(e) for e in run.events],
        "state": run.state.digest(),
        "cubes": cubes_summary(run.state.position),
    }
    return seal(entry, game)


def cubes_summary(pos: Position) -> dict[str, int]:
    """Victory cubes on the board per colour: public, kept in each entry for the race chart."""
    return {p: pos.cubes_on_board(p) for p in pos.players}


def seal(entry: Entry, game: Game) -> Entry:
    """Chain an entry to the one before it (the first to the game's header) and hash it."""
    entry["prev"] = game.history[-1]["hash"] if game.history else game.header_digest()
    entry["hash"] = content_digest({k: v for k, v in entry.items() if k != "hash"})
    return entry


def event_to_data(event: Event) -> dict[str, Any]:
    """An event as stored in the history (everything, for the game master)."""
    data: dict[str, Any] = {"kind": event.kind, "public": _plain(event.public)}
    if event.secret:
        data["secret"] = _plain(event.secret)
    return data


def event_from_data(data: dict[str, Any]) -> Event:
    """An event back from the history."""
    return Event(data["kind"], dict(data.get("public") or {}), dict(data.get("secret") or {}))


def _plain(value: dict[str, Any]) -> dict[str, Any]:
    """Tuples become lists and keys text, exactly as the stored YAML will read back."""
    plain: dict[str, Any] = json.loads(json.dumps(value))
    return plain
