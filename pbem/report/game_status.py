"""What ``pbem status`` tells: the public facts of a game now, as data and as lines.

Made from the public view (``view_for(position, "public")``) and the game's own record (its
paused order, deadline and last entry), so it can tell nothing a player may not know.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pbem.files.game import Game


def status_data(game: Game) -> dict[str, Any]:
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
        "last": {
            "entry": last.n,
            "at": last.at,
            "player": last.player,
            "kind": last.kind,
        },
    }


def status_lines(game: Game, data: dict[str, Any]) -> list[str]:
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
    if data["deadline"]:
        lines.append(f"deadline: {data['deadline']}")
    last = data["last"]
    lines.append(
        f"last processed: history entry {last['entry']} ({last['kind']}, "
        f"{last['player']}) at {last['at']}"
    )
    return lines
