"""The report's model: plain, JSON-able data, made from one reader's view, that decides
everything a report shows.

The text, HTML and JSON reports are all laid out from this one model and its view. Hidden
information is handled once: everything about the position comes from the one
``view_for(position, viewer)`` (its table, its board, the reader's legal actions) and every
event from ``Event.for_viewer(viewer)``; the full position is never read past ``view_for``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pbem.elasund import Event, Position
from pbem.elasund.views import View, events_for, view_for
from pbem.messages import Message, render, say, speaking
from pbem.report.board_text import board_text, ship_line
from pbem.report.church_area import church_model
from pbem.report.options import choices, yaml_scalar
from pbem.report.order_template import order_file
from pbem.report.reference import reference
from pbem.report.sentences import Names, event_message, sentence
from pbem.report.status import PUBLIC, decision_text, header, phase_text
from pbem.report.table import race, table

GM = "gm"


@dataclass(frozen=True)
class Step:
    """One processed order (or the game's set-up) and what came of it."""

    n: int  # its number in the history (0 = the set-up)
    turn: int  # the turn in progress when it was processed
    player: str  # who sent it: a colour, or "gm" for the set-up / GM actions
    actions: list[str]  # the actions applied, in notation, may be []
    refused: str | None  # "build: {...}: B4 reason" when the order stopped at a refusal
    events: list[Event]  # full events, not yet filtered for a viewer
    by: str | None = None  # "deadline" or "stand-in": nobody sent it, a deadline passed


@dataclass(frozen=True)
class ReportInput:
    """Everything one report is made from."""

    game_id: str
    names: dict[str, str]  # colour -> player name (user text: may contain anything)
    position: Position  # the FULL position; the model calls view_for itself
    viewer: str  # a colour or "public"
    recent: list[Step]  # steps since this viewer's last report, oldest first
    race: list[tuple[int, dict[str, int]]]  # (turn, cubes on the board per colour)
    open_game: bool  # True: orders need no secret
    secret: str | None = None  # the viewer's secret, only for his very first report
    seed: str | None = None  # the game's seed: given once the game is over (docs/fairness.md)
    commitment: str | None = None  # "sha256:..." of the seed, public from the start
    deadline: str | None = None  # the deadline line: "Your orders are due by ..., in 5 hours."
    signed_orders: bool = False  # True: orders are signed, never carry the secret (git mode)
    stats: dict[str, Any] | None = None  # the game in numbers (pbem.stats): the final report's
    language: str = "en"  # the reader's (pbem.messages.languages)
    deadline_data: dict[str, Any] | None = None  # the deadline line's key and arguments


@dataclass(frozen=True)
class Report:
    """One reader's report: the view it is made from and the plain model laid out from it."""

    view: View
    model: dict[str, Any]


def public_action(notation: str) -> str:
    """An applied action as the other players may read it: the cards a roller picks from the
    pirate's pile are his secret (PI3)."""
    if notation.startswith("pirate-take"):
        return say("page.hidden-take")
    return notation


def step_model(step: Step, viewer: str, names: Names) -> dict[str, Any]:
    """One step of the history as the viewer may see it, its events told in sentences."""
    own = step.player == viewer
    seen = events_for(step.events, viewer)
    return {
        "n": step.n,
        "turn": step.turn,
        "player": step.player,
        "heading": render(step_heading(step), who=names.label),
        "actions": list(step.actions) if own else [public_action(a) for a in step.actions],
        # why an order stopped can tell what a hand lacks: only its sender reads it
        "refused": step.refused if own else None,
        "events": [_event(e, names) for e in seen],
    }


def step_heading(step: Step) -> Message:
    """Who made a step: the set-up, the game master, a player's order, or, when a deadline
    passed, the stand-in or the rules' fixed answers for that player."""
    if step.n == 0:
        return Message("step.setup")
    if step.player == GM:
        return Message("step.gm", entry=step.n, turn=step.turn)
    if step.by == "stand-in":
        return Message("step.stand-in", entry=step.n, turn=step.turn, player=step.player)
    if step.by is not None:
        return Message("step.passed", entry=step.n, turn=step.turn, player=step.player)
    return Message("step.order", entry=step.n, turn=step.turn, player=step.player)


def _event(seen: dict[str, Any], names: Names) -> dict[str, Any]:
    """An event as the reader may see it: its sentence in the reader's language, and the
    language-neutral key and arguments it was worded from (the JSON report's)."""
    data = event_message(seen).to_data()
    return {"event": seen["event"], "text": sentence(seen, names), "key": data["key"],
            "args": data["args"], "data": seen}


def changed_places(history: list[dict[str, Any]]) -> list[str]:
    """Squares, wall spaces and trade spaces ("trade-5") that the reader's recent events touch,
    so the board picture can highlight what is new since his last report."""
    places: set[str] = set()
    for step in history:
        for event in step["events"]:
            data = event["data"]
            if isinstance(data.get("at"), str):
                places.add(data["at"])
            if data["event"] in ("trade-cube", "trade-cube-lost"):
                places.add(f"trade-{data['space']}")
    return sorted(places)


def _secret(inp: ReportInput) -> dict[str, Any] | None:
    if inp.secret is None or inp.viewer == PUBLIC:
        return None
    secret = yaml_scalar(inp.secret)
    # an order in a shared repository is read by everyone, forever: it is signed instead
    if inp.signed_orders:
        lines = [say("page.secret-sign"), f"pbem sign ORDER --secret {secret}"]
    else:
        lines = [say("page.secret-put"), f"secret: {secret}"]
    return {"value": inp.secret, "lines": lines}


def _game(inp: ReportInput, view: View, names: Names) -> dict[str, Any]:
    winner = view.winner
    return {
        "id": inp.game_id,
        "turn": view.turn,
        "phase": view.phase,
        "phase_text": phase_text(view),
        "builds": view.builds,
        "active": view.active,
        "active_label": names.label(view.active),
        "ship": view.ship,
        "pirate": view.pirate,
        "over": winner is not None,
        "winner": winner,
        "winner_label": names.label(winner) if winner else None,
        "open": inp.open_game,
        "players": list(view.players),
    }


def _answer(view: View) -> str:
    asked = view.question
    return decision_text(asked, own=True) if asked else ""


def report_model(inp: ReportInput) -> Report:
    """The whole report for one viewer: his view, and the model made from it, worded in the
    reader's language."""
    view = view_for(inp.position, inp.viewer)
    with speaking(inp.language):
        return Report(view, model_of(inp, view))


def model_of(inp: ReportInput, view: View) -> dict[str, Any]:
    """The report model as plain data, from ``view`` alone (``inp.position`` is not read);
    templates only lay it out."""
    names = Names(inp.names, view.players)
    history = [step_model(s, inp.viewer, names) for s in reversed(inp.recent)]
    model: dict[str, Any] = {
        "language": inp.language,
        "game": _game(inp, view, names),
        "viewer": {"colour": None if inp.viewer == PUBLIC else inp.viewer,
                   "public": inp.viewer == PUBLIC,
                   "label": say("page.everyone") if inp.viewer == PUBLIC
                   else names.label(inp.viewer)},
        "header": header(view, names, inp.deadline, inp.deadline_data),
        "secret": _secret(inp),
        "revealed_seed": inp.seed if view.is_over else None,
        "seed_commitment": inp.commitment,
        "history": history,
        "board": {"text": board_text(view), "ship": view.ship, "pirate": view.pirate,
                  "ship_text": ship_line(view), "changed": changed_places(history),
                  "church": church_model(view, names)},
        "table": table(view, names),
        "reference": None if view.is_over else reference(view),
        "choices": None,
        "order": None,
        "race": race(inp.race, view.players, names),
        "position": view.to_data(),  # a reader's view: no dice set in advance, no generator
    }
    if inp.stats is not None:
        model["stats"] = inp.stats
    if inp.viewer != PUBLIC and inp.viewer in view.waiting_for:
        answer = _answer(view)
        active = inp.viewer == view.active
        model["choices"] = choices(view, names, answer, active)
        model["order"] = order_file(view, names, inp.game_id, answer, inp.open_game,
                                    inp.signed_orders)
    return model
