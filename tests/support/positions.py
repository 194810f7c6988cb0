"""Seeded self-play positions for the engine's legality tests, each game played once a process.

Even seeds play the heuristic bot, odd seeds the random one (which reaches crowded boards, the
pirate and re-placed huts); the seed also draws the rule options, so that a dozen seeds play
every option of docs/rules.md section 14.
"""

from __future__ import annotations

import random
from functools import cache

from pbem.elasund import Position, apply, heuristic_action, new_game, random_action, waiting_for
from pbem.elasund.board import COLOURS
from pbem.elasund.position import RULE_OPTIONS

MAX_STEPS = 150


def rules_of(seed: int) -> dict[str, str]:
    """One option of each rule, drawn with the seed."""
    draw = random.Random(f"rules-{seed}")
    return {name: draw.choice(values) for name, values in RULE_OPTIONS.items()}


@cache
def game(seed: int, players: int) -> tuple[Position, ...]:
    """The position after each step of one seeded game, up to ``MAX_STEPS`` (do not change
    them: they are shared by every test that asks for the same game)."""
    pos = new_game(list(COLOURS[:players]), seed=f"engine-{seed}", rules=rules_of(seed))
    bot = random_action if seed % 2 else heuristic_action
    rng = random.Random(seed)
    seen = [pos]
    while not pos.is_over and len(seen) <= MAX_STEPS:
        player = waiting_for(pos)[0]
        pos, _ = apply(pos, player, bot(pos, player, rng))
        seen.append(pos)
    return tuple(seen)
