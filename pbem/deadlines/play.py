"""Acting on what the clock calls for: one missed turn or decision played (``pass``: the
rules' fixed answers; ``stand-in``: the bot), or one late notice given (``wait``), each as a
new history entry of the game (``pbem.history``); no file is read or written here."""

from __future__ import annotations

from pbem.deadlines.due import Overdue
from pbem.deadlines.stand_in import (
    BOT,
    Chooser,
    actions_for,
    order_of,
    pass_action,
    stand_in_action,
    stand_in_seed,
)
from pbem.elasund.actions import Action
from pbem.elasund.position import Position
from pbem.files.game import Game
from pbem.history import record_change, record_order
from pbem.runner import run_order


def played(game: Game, item: Overdue, now: str) -> Game | None:
    """The game after ``item`` (None when there is nothing to play: he is no longer waited
    for, or the item is held)."""
    if item.what == "late":
        return record_change(game, {"what": "late", "players": [item.player]}, now)
    clock = game.state.clock
    if item.what != "missed" or clock is None or item.player not in clock.waits:
        return None
    state = game.state
    actions = actions_for(state, item.player, _chooser(game, item))
    if not actions:
        return None
    order = order_of(game.id, state, item.player, actions)
    run = run_order(state, order)
    own = run.parts[0]
    outcome = "partial" if own.refused else "paused" if own.waiting else "applied"
    return record_order(game, order, run, outcome, now, by=item.by,
                        bot=dict(BOT) if item.by == "stand-in" else None)


def _chooser(game: Game, item: Overdue) -> Chooser:
    player = item.player
    if item.by != "stand-in":
        return lambda pos, index: pass_action(pos, player)
    seed, entry = game.state.position.rng.seed, len(game.history)

    def choose(pos: Position, index: int) -> Action:
        return stand_in_action(pos, player, stand_in_seed(seed, entry, index))

    return choose
