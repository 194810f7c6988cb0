"""Bots for self-play: a uniformly random one and a simple heuristic one.

Both choose only among ``legal_actions``, so they can never play an illegal action.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from itertools import compress, repeat
from operator import attrgetter, eq
from typing import Any

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
from pbem.elasund.engine import legal_actions, legal_groups
from pbem.elasund.movegen import Group
from pbem.elasund.pieces import BUILDINGS, CARD_KINDS, PERMIT_VALUES
from pbem.elasund.position import Position


def random_action(pos: Position, player: str, rng: random.Random) -> Action:
    """Any legal action, each equally likely."""
    return rng.choice(legal_actions(pos, player))


_FIXED: dict[type[Action], float] = {Church: 9.0, TakeGold: 2.5, UpgradePermit: 1.0,
                                     BonusGold: 1.5, EndTurn: 0.0}
_EACH_ITS_OWN = (Build, PlacePermit, Discard)  # scored from the action's own fields
OTHER = -0.5


def kind_score(pos: Position, player: str, kind: type[Action]) -> float | None:
    """The score every action of ``kind`` has now, or None when each has its own."""
    if issubclass(kind, _EACH_ITS_OWN):
        return None
    if issubclass(kind, Wall):
        return 6.0 if (pos.next_wall_tile(player) or 0) % 3 == 0 else 3.0
    return _FIXED.get(kind, OTHER)


def score(pos: Position, player: str, action: Action) -> float:
    """How much the heuristic bot likes an action: cubes first, then income and permits."""
    fixed = kind_score(pos, player, type(action))
    if fixed is not None:
        return fixed
    hand = pos.hands[player]
    if isinstance(action, Build):
        btype = BUILDINGS[action.building]
        gain = 10.0 * len(btype.flags) + (4.0 if btype.income else 0.0)
        return gain - btype.cost * 0.5 - (3.0 if action.pay else 0.0)
    if isinstance(action, PlacePermit):
        return 2.0 + action.value - (4.0 if action.pay else 0.0) - (hand.gold < 5) * action.value
    assert isinstance(action, Discard)
    # keep gold when rich in influence and the other way round
    return -sum(CARD_KINDS.index(c) if hand.gold > hand.influence else -CARD_KINDS.index(c)
                for c in action.cards)


# The fields a kind's score depends on (besides the position): such actions are scored once per
# distinct value of them, e.g. once per permit value and payment, never once per square.
_SCORED_BY: dict[type[Action], Callable[[Any], Hashable]] = {
    PlacePermit: attrgetter("value", "pay"),
    Build: attrgetter("building", "pay"),
}


def heuristic_action(pos: Position, player: str, rng: random.Random) -> Action:
    """The best-scoring legal action, ties broken at random.

    Each listed action draws one number from ``rng``, in list order, and the highest draw
    breaks a tie, as if every action were scored; but the bot looks at kinds first: a group
    whose actions all score the same is settled by its highest draw, the permits are looked at
    only when their best value could beat or tie the best other action, and permits and builds
    are scored once per value and payment, then the highest draw among the best wins.
    """
    groups = legal_groups(pos, player)
    draws = [rng.random() for _ in range(sum(map(len, groups)))]
    best = _Best()
    bounded: list[tuple[float, int, Group]] = []
    start = 0
    for group in groups:
        bound = score_bound(pos, player, type(group[0]))
        if bound is None:
            best.offer(pos, player, group, draws, start)
        else:
            bounded.append((bound, start, group))
        start += len(group)
    for bound, begin, group in bounded:
        if bound >= best.score:  # else none of them can be chosen
            best.offer(pos, player, group, draws, begin)
    assert best.action is not None
    return best.action


class _Best:
    """The best action so far by (score, draw), the earlier one on a tie of both."""

    def __init__(self) -> None:
        self.key: tuple[float, float, int] = (-math.inf, -math.inf, 0)  # score, draw, -index
        self.action: Action | None = None

    @property
    def score(self) -> float:
        """The best score so far."""
        return self.key[0]

    def offer(self, pos: Position, player: str, group: Group, draws: list[float],
              start: int) -> None:
        """Take the group's best action if it beats the best so far; it starts at ``start``."""
        drawn = draws[start:start + len(group)]
        top, index = group_best(pos, player, group, drawn)
        key = (top, drawn[index], -(start + index))
        if key > self.key:
            self.key, self.action = key, group[index]


def score_bound(pos: Position, player: str, kind: type[Action]) -> float | None:
    """The most an action of ``kind`` can score now, for the kinds where that is known without
    looking at each: a permit scores at most what its best value scores unpaid, wherever."""
    if issubclass(kind, PlacePermit):
        return max(score(pos, player, PlacePermit(value, "A2")) for value in PERMIT_VALUES)
    return None


def group_best(pos: Position, player: str, group: Group, drawn: list[float]
               ) -> tuple[float, int]:
    """The best score in a group of one kind and where it lies: the highest draw among the
    actions with that score (the first of equal draws, as ``max`` takes it)."""
    fixed = kind_score(pos, player, type(group[0]))
    if fixed is not None:
        return fixed, drawn.index(max(drawn))
    scores = group_scores(pos, player, group)
    top = max(scores)
    best = compress(range(len(group)), map(eq, scores, repeat(top)))
    return top, max(best, key=drawn.__getitem__)


def group_scores(pos: Position, player: str, group: Group) -> list[float]:
    """``score`` of each action of a group of one kind."""
    key = _SCORED_BY.get(type(group[0]))
    if key is None:
        return [score(pos, player, action) for action in group]
    keys = list(map(key, group))
    one_of_each = dict(zip(keys, group, strict=True))
    table = {k: score(pos, player, action) for k, action in one_of_each.items()}
    return list(map(table.__getitem__, keys))


def choose_action(pos: Position, player: str, rng: random.Random) -> Action:
    """The heuristic bot's choice (the name the issue and the tests use)."""
    return heuristic_action(pos, player, rng)
