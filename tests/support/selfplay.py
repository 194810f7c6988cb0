"""Heuristic self-play games, step by step, for tests that need many real positions."""

from __future__ import annotations

import random

from pbem.elasund import (
    Position,
    apply,
    heuristic_action,
    new_game,
    waiting_for,
)
from pbem.elasund.events import Event


def played(seed: int, steps: int, players: int = 3) -> list[tuple[Position, list[Event]]]:
    """A list of (position, events) after each step of a heuristic self-play game."""
    pos = new_game(["red", "blue", "green", "yellow"][:players], seed=f"views-{seed}")
    rng = random.Random(seed)
    seen: list[tuple[Position, list[Event]]] = []
    for _ in range(steps):
        if pos.is_over:
            break
        player = waiting_for(pos)[0]
        pos, events = apply(pos, player, heuristic_action(pos, player, rng))
        seen.append((pos, events))
    return seen
