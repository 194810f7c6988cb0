"""Bots for self-play: a uniformly random one and a simple heuristic one.

Both choose only among ``legal_actions``, so they can never play an illegal action.
"""

from __future__ import annotations

import random

from pbem.elasund.actions import (
    Action,
    BonusGold,
    Build,
    Church,
    Discard,
    EndTurn,
    PlacePermit,
    TakeGold,
    UpgradePermit,
    Wall,
)
from pbem.elasund.engine import legal_actions
from pbem.elasund.pieces import BUILDINGS, CARD_KINDS
from pbem.elasund.position import Position


def random_action(pos: Position, player: str, rng: random.Random) -> Action:
    """Any legal action, each equally likely."""
    return rng.choice(legal_actions(pos, player))


def score(pos: Position, player: str, action: Action) -> float:
    """How much the heuristic bot likes an action: cubes first, then income and permits."""
    hand = pos.hands[player]
    if isinstance(action, Build):
        btype = BUILDINGS[action.building]
        gain = 10.0 * len(btype.flags) + (4.0 if btype.income else 0.0)
        return gain - btype.cost * 0.5 - (3.0 if action.pay else 0.0)
    if isinstance(action, Church):
        return 9.0
    if isinstance(action, Wall):
        return 6.0 if (pos.next_wall_tile(player) or 0) % 3 == 0 else 3.0
    if isinstance(action, PlacePermit):
        return 2.0 + action.value - (4.0 if action.pay else 0.0) - (hand.gold < 5) * action.value
    if isinstance(action, TakeGold):
        return 2.5
    if isinstance(action, UpgradePermit):
        return 1.0
    if isinstance(action, BonusGold):
        return 1.5
    if isinstance(action, EndTurn):
        return 0.0
    if isinstance(action, Discard):
        # keep gold when rich in influence and the other way round
        return -sum(CARD_KINDS.index(c) if hand.gold > hand.influence else -CARD_KINDS.index(c)
                    for c in action.cards)
    return -0.5


def heuristic_action(pos: Position, player: str, rng: random.Random) -> Action:
    """The best-scoring legal action, ties broken at random."""
    actions = legal_actions(pos, player)
    scored = [(score(pos, player, a), rng.random(), a) for a in actions]
    return max(scored, key=lambda item: (item[0], item[1]))[2]


def choose_action(pos: Position, player: str, rng: random.Random) -> Action:
    """The heuristic bot's choice (the name the issue and the tests use)."""
    return heuristic_action(pos, player, rng)
