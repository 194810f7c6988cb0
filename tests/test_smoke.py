"""A first end-to-end check: a seeded game between bots runs to its end and replays."""

from __future__ import annotations

import random

from pbem.elasund import apply, choose_action, new_game, waiting_for


def test_E1_seeded_bot_game_ends_with_a_winner_and_replays() -> None:
    """The same seed and the same choices give the same game (dice) and someone wins (E1)."""

    def play(seed: str) -> list[str]:
        pos = new_game(["red", "blue", "green"], seed=seed)
        rng = random.Random(seed)
        seen = []
        while not pos.is_over and pos.turn < 400:
            player = waiting_for(pos)[0]
            action = choose_action(pos, player, rng)
            seen.append(action.notation())
            pos, _ = apply(pos, player, action)
        assert pos.winner is not None
        assert pos.cubes_on_board(pos.winner) == 10
        return seen

    assert play("smoke") == play("smoke")
