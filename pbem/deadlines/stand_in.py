"""What is played for a player whose deadline passed: the policy's fixed answers (``pass``) or
the stand-in's choices, as the actions of one order that ``pbem tick`` records for him.

The stand-in is the heuristic bot (``pbem.elasund.bots``) playing from the player's own view:
the position it decides on is made from ``view_for(position, player)`` alone
(``position_from_view``: what he cannot see filled in a fixed order), so it knows no more than
he would. It never draws from the game's generator: its ties are broken by a generator of its
own, seeded from an HMAC of the game's seed, the history entry and the action's place in it, so
the dice that follow are the same whether the player or the stand-in played.
"""

from __future__ import annotations

import hashlib
import hmac
import random
from collections.abc import Callable

from pbem.elasund.actions import Action, EndTurn
from pbem.elasund.bots import heuristic_action
from pbem.elasund.defaults import default_answer
from pbem.elasund.engine import answerable, is_legal, waiting_for
from pbem.elasund.position import Position
from pbem.elasund.serial import insert_after, position_from_view
from pbem.elasund.views import view_for
from pbem.files.game import GameState
from pbem.files.order import Order, OrderStep
from pbem.runner import run_order

BOT = {"name": "heuristic", "version": "1"}
"""The stand-in's name and version, recorded in each entry it played (replay never runs it)."""
MAX_ACTIONS = 40  # far more than a turn can hold: a guard against a loop, never reached
_PURPOSE = b"pbem stand-in 1"

Chooser = Callable[[Position, int], Action]


def stand_in_seed(game_seed: str, entry: int, index: int) -> bytes:
    """The stand-in's own seed for the ``index``-th action of history entry ``entry``."""
    message = _PURPOSE + f"|{entry}|{index}".encode()
    return hmac.digest(game_seed.encode("utf-8"), message, hashlib.sha256)


def stand_in_action(pos: Position, player: str, seed: bytes) -> Action:
    """The stand-in's choice for ``player``, made from what he may see and ``seed`` alone."""
    seen = _seen(pos, player)
    action = heuristic_action(seen, player, random.Random(int.from_bytes(seed, "big")))
    return action if is_legal(pos, player, action) else pass_action(pos, player)


def _seen(pos: Position, player: str) -> Position:
    """A whole position consistent with the player's view, and nothing more."""
    data = view_for(pos, player).to_data()
    if "rules-version" not in data:
        data = insert_after(data, "rules", "rules-version", pos.rules_version)
    return position_from_view(data)[0]


def pass_action(pos: Position, player: str) -> Action:
    """The policy ``pass``: the fixed answer to the player's decision, else the end of his
    turn (an unplayed phase 3 takes 2 gold, P1)."""
    mine = [p for p in answerable(pos) if p.player == player]
    return default_answer(pos, mine[0]) if mine else EndTurn()


def actions_for(state: GameState, player: str, choose: Chooser) -> list[Action]:
    """The actions played for ``player`` while the game waits for him: each chosen from the
    position the ones before lead to, until he is no longer waited for or ends his turn."""
    chosen: list[Action] = []
    for index in range(MAX_ACTIONS):
        pos = _after(state, player, chosen)
        if player not in waiting_for(pos):
            break
        action = choose(pos, index)
        chosen.append(action)
        if isinstance(action, EndTurn):
            break
    return chosen


def _after(state: GameState, player: str, actions: list[Action]) -> Position:
    """The position once ``actions`` ran as an order that keeps the turn open (``wait``)."""
    if not actions:
        return state.position
    steps = (*(OrderStep(a) for a in actions), OrderStep(None))
    return run_order(state, Order("", player, state.position.turn, steps)).state.position


def order_of(game_id: str, state: GameState, player: str, actions: list[Action]) -> Order:
    """The order recorded for the player: the actions played for him."""
    return Order(game_id, player, state.position.turn, tuple(OrderStep(a) for a in actions),
                 filename="<deadline>")
