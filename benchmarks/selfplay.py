"""Self-play speed of the engine: complete games and actions per second, heuristic bot, one core.

Run: ``.venv/bin/python benchmarks/selfplay.py [--games N] [--players N]``
"""

from __future__ import annotations

import argparse
import random
import time

from pbem.elasund import apply, choose_action, new_game, waiting_for
from pbem.elasund.board import COLOURS

TURN_LIMIT = 400


def play(players: int, seed: str) -> tuple[int, bool]:
    """One heuristic-bot game; returns the number of actions and whether someone won."""
    pos = new_game(list(COLOURS[:players]), seed=seed)
    rng = random.Random(seed)
    actions = 0
    while not pos.is_over and pos.turn <= TURN_LIMIT:
        player = waiting_for(pos)[0]
        pos, _ = apply(pos, player, choose_action(pos, player, rng))
        actions += 1
    return actions, pos.winner is not None


def main() -> None:
    """Play the games and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=0, help="2-4; 0 cycles through all")
    args = parser.parse_args()
    start = time.perf_counter()
    total_actions = wins = 0
    for game in range(args.games):
        players = args.players or 2 + game % 3
        actions, won = play(players, f"bench-{game}")
        total_actions += actions
        wins += won
    seconds = time.perf_counter() - start
    print(f"{args.games} games, {total_actions} actions in {seconds:.2f} s")
    print(f"{args.games / seconds:.2f} games/s, {total_actions / seconds:.0f} actions/s, "
          f"{wins}/{args.games} games won within {TURN_LIMIT} turns")


if __name__ == "__main__":
    main()
