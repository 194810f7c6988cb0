"""What ``pbem status`` tells: the public facts of a game now, as data and as lines.

Made from the public view (``view_for(position, "public")``) and the game's own record (its
paused order, deadline and last entry), so it can tell nothing a player may not know.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pbem.files.game import Game


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
                        for p, w in sorted(clock.waits.items())}}


def status_lines(game: Game, data: dict[str, Any], now: str) -> list[str]:
    """``status`` for people."""
    from pbem.messages.en import TERMS
    from pbem.report.sentences import Names  # the reports' naming: one rule for both

    label = Names(game.names, game.state.position.players).label
    if data["winner"]:
        lines = [
            f"game {game.id}: the game is over after turn {data['turn']}: "
            f"{label(data['winner'])} has won",
            f"the seed is revealed: {game.state.position.rng.seed} (it gives every roll "
            "and shuffle of the game)",
        ]
    else:
        lines = [
            f"game {game.id}: turn {data['turn']}, {label(data['active'])} to play, "
            f"phase {data['phase']}"
        ]
    for wait in data["waiting-for"]:
        doing = TERMS["decision"].get(wait["decision"], "play their turn")
        lines.append(f"waiting for {label(wait['player'])} to {doing}")
    if data["paused"]:
        lines.append(
            f"{label(data['paused']['player'])}'s order (history entry "
            f"{data['paused']['entry']}) goes on by itself once they have answered"
        )
    lines.extend(_deadline_lines(game, data, now, label))
    last = data["last"]
    lines.append(
        f"last processed: history entry {last['entry']} ({last['kind']}, "
        f"{last['player']}) at {last['at']}"
    )
    return lines


def _deadline_lines(game: Game, data: dict[str, Any], now: str,
                    label: Callable[[str], str]) -> list[str]:
    """Each deadline running, in the game's zone and how far off; a pause; who is away or
    played by the stand-in."""
    from pbem.deadlines.words import relative, shown_time

    clock = data["deadlines"]
    if clock is None:
        return []
    if clock["paused"]:
        return [f"deadlines: paused since {shown_time(clock['paused'], clock['zone'])}"]
    lines = []
    for player, wait in clock["players"].items():
        due = wait["due"]
        shown = (f"{shown_time(due, clock['zone'])} ({relative(due, now)})" if due else "none")
        notes = [n for n, on in (("played by the stand-in", wait["stand-in"]),
                                 ("away", wait["absent"])) if on]
        lines.append(f"deadline of {label(player)}: {shown}" +
                     (f"; {', '.join(notes)}" if notes else ""))
    lines.append(f"a missed turn is: {clock['policy']}")
    return lines
