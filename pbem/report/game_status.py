"""What ``pbem status`` tells: the public facts of a game now, as data and as lines.

Made from the public view (``view_for(position, "public")``) and the game's own record (its
paused order, deadline and last entry), so it can tell nothing a player may not know.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pbem.files.game import Game
    from pbem.messages import Message


def status_data(game: Game, now: str) -> dict[str, Any]:
    """What ``status`` says, as data: public facts only."""
    from pbem.elasund.events import PUBLIC
    from pbem.elasund.views import view_for

    view = view_for(game.state.position, PUBLIC)
    last = game.history[-1]
    return {
        "game": game.id,
        "turn": view.turn,
        "active": view.active,
        "phase": view.phase,
        "waiting-for": [{"player": d.player, "decision": d.decision} for d in view.asked]
        or ([] if view.is_over else [{"player": view.active, "decision": "turn"}]),
        "paused": None
        if game.state.queued is None
        else {"player": game.state.queued.player, "entry": game.state.queued.entry},
        "winner": view.winner,
        "deadline": game.deadline,
        "deadlines": _deadlines(game, now),
        "last": {
            "entry": last.n,
            "at": last.at,
            "player": last.player,
            "kind": last.kind,
        },
    }


def _deadlines(game: Game, now: str) -> dict[str, Any] | None:
    clock = game.state.clock
    if clock is None:
        return None
    return {"zone": clock.settings.zone, "policy": clock.settings.policy, "paused": clock.paused,
            "players": {p: {"for": w.role, "due": w.due, "stand-in": p in clock.disorder,
                            "absent": clock.absent_at(p, now)}
                        for p, w in sorted(clock.waits.items())},
            "absences": _absences(clock, now)}


def _absences(clock: Any, now: str) -> dict[str, Any]:
    """Per player who took absences (by ``pbem seat absent`` or an order's ``standing``): how
    many of the game's limit, and those not over yet."""
    from pbem.deadlines.times import moment

    return {p: {"taken": len(spans), "most": clock.settings.absences,
                "coming": [{"from": a, "to": b} for a, b in spans if moment(b) > moment(now)]}
            for p, spans in sorted(clock.absent.items())}


def status_lines(game: Game, data: dict[str, Any], now: str) -> list[str]:
    """``status`` for people: each line a message of the catalogue (``status.*``), worded."""
    from pbem.messages import Message, render
    from pbem.report.sentences import Names  # the reports' naming: one rule for both

    label = Names(game.names, game.state.position.players).label
    said: list[Message] = []
    if data["winner"]:
        said += [Message("status.over", game=game.id, turn=data["turn"], winner=data["winner"]),
                 Message("status.seed", seed=game.state.position.rng.seed)]
    else:
        said.append(Message("status.turn", game=game.id, turn=data["turn"],
                            player=data["active"], phase=data["phase"]))
    for wait in data["waiting-for"]:
        said.append(Message("status.waiting.turn", player=wait["player"])
                    if wait["decision"] == "turn"
                    else Message("status.waiting", player=wait["player"],
                                 decision=wait["decision"]))
    if data["paused"]:
        said.append(Message("status.paused", player=data["paused"]["player"],
                            entry=data["paused"]["entry"]))
    said += _deadline_messages(data["deadlines"], now, _stuck(game, now))
    last = data["last"]
    said.append(Message("status.last", entry=last["entry"], kind=last["kind"],
                        player=last["player"], at=last["at"]))
    said.append(_languages(game))
    return [render(message, who=label) for message in said]


def _languages(game: Game) -> Message:
    """The languages the game speaks to each seat in (the game master's line: not in
    ``status_data``, which the public site reads)."""
    from pbem.messages import Message

    seats = [Message("status.language.seat", player=p.colour, language=game.language_of(p.colour))
             for p in game.players]
    return Message("status.languages", seats=seats, language=game.language)


def _stuck(game: Game, now: str) -> dict[str, str]:
    """The players whose passed deadline no tick will apply by itself: ``held`` (it passed
    while no tick ran: ``--catch-up``) or ``late`` (policy wait: the game waits for them)."""
    from pbem.deadlines.due import overdue
    from pbem.deadlines.times import moment

    clock = game.state.clock
    if clock is None:
        return {}
    held = {item.player: "held" for item in overdue(clock, moment(now), False)
            if item.what == "held"}
    late = {p: "late" for p, w in clock.waits.items() if w.late and clock.settings.policy == "wait"}
    return {**late, **held}


def _deadline_messages(clock: dict[str, Any] | None, now: str,
                       stuck: dict[str, str]) -> list[Message]:
    """Each deadline running, in the game's zone and how far off; a pause; who is away or
    played by the stand-in, and whose passed deadline waits for the game master (``stuck``)."""
    from pbem.deadlines.words import moment_message, relative_message
    from pbem.messages import Message

    if clock is None:
        return []
    if clock["paused"]:
        return [Message("status.deadlines.paused", when=moment_message(clock["paused"],
                                                                      clock["zone"]))]
    said = []
    for player, wait in clock["players"].items():
        notes = [note for note, on in ((Message("status.deadline.stand-in"), wait["stand-in"]),
                                       (Message("status.deadline.away"), wait["absent"]),
                                       (Message("status.deadline.held"),
                                        stuck.get(player) == "held"),
                                       (Message("status.deadline.late"),
                                        stuck.get(player) == "late")) if on]
        due = wait["due"]
        said.append(Message("status.deadline.due", player=player,
                            when=moment_message(due, clock["zone"]),
                            relative=relative_message(due, now), notes=notes) if due else
                    Message("status.deadline.none", player=player, notes=notes))
    said.append(Message("status.deadline.policy", policy=clock["policy"]))
    for player, taken in clock["absences"].items():
        said += [Message("status.absence", player=player,
                         start=moment_message(span["from"], clock["zone"]),
                         end=moment_message(span["to"], clock["zone"]), taken=taken["taken"],
                         most=taken["most"]) for span in taken["coming"]]
    return said
