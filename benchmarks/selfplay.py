"""Self-play speed of the engine: heuristic-bot games per CPU second over 2, 3 and 4 players.

Run: ``.venv/bin/python benchmarks/selfplay.py [--games N] [--players N] [--repeat R]
[--baseline DIR]``

The games are seeded (``bench-0``, ``bench-1``, ...; 2, 3, 4 players in turn) and timed by the
CPU time of the process that plays them, which a loaded machine disturbs less than the clock.
The figure is printed beside the target (``TARGET`` games per CPU second). With ``--baseline DIR``
(another checkout of pbem, e.g. ``git worktree add /tmp/engine-before <commit>``) every run is
made twice in a fresh process, this checkout then the baseline, alternately, and the speed-up is
the median of the pairs' ratios; a digest of the actions played shows whether both played the
same games.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from pbem.elasund import Action, apply, choose_action, new_game, waiting_for
from pbem.elasund.board import COLOURS

TURN_LIMIT = 400
TARGET = 15.0  # heuristic self-play games per CPU second (issue 14, target 4)
HERE = Path(__file__).resolve()
CHECKOUT = HERE.parent.parent  # the checkout this benchmark belongs to


def play(players: int, seed: str) -> tuple[list[tuple[str, Action]], bool]:
    """One heuristic-bot game; returns who played what, in order, and whether someone won."""
    pos = new_game(list(COLOURS[:players]), seed=seed)
    rng = random.Random(seed)
    played = []
    while not pos.is_over and pos.turn <= TURN_LIMIT:
        player = waiting_for(pos)[0]
        action = choose_action(pos, player, rng)
        pos, _ = apply(pos, player, action)
        played.append((player, action))
    return played, pos.winner is not None


def measure(games: int, players: int) -> dict[str, object]:
    """Play the games once; CPU seconds, actions, wins and a digest of every action played
    (worked out after the clock stops)."""
    start = time.process_time()
    results = [play(players or 2 + game % 3, f"bench-{game}") for game in range(games)]
    cpu = time.process_time() - start
    digest = hashlib.sha256()
    for played, _ in results:
        digest.update("".join(f"{p} {a.notation()}\n" for p, a in played).encode())
    return {"cpu": cpu, "actions": sum(len(played) for played, _ in results),
            "wins": sum(won for _, won in results), "digest": digest.hexdigest()[:16]}


def measure_in(checkout: Path, games: int, players: int) -> dict[str, object]:
    """``measure`` in a fresh process that imports pbem from ``checkout``."""
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    command = [sys.executable, str(HERE), "--games", str(games), "--players", str(players),
               "--measure"]
    result = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    figures: dict[str, object] = json.loads(result.stdout)
    return figures


def rate(figures: dict[str, object], games: int) -> float:
    """Games per CPU second of one run."""
    cpu = figures["cpu"]
    assert isinstance(cpu, float)
    return games / cpu


def verdict(games_per_second: float) -> str:
    """The target beside the figure."""
    judged = "PASS" if games_per_second >= TARGET else "MISS"
    return f"target >= {TARGET:g}: {judged}"


def main(argv: list[str] | None = None) -> None:
    """Play the games and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=0, help="2-4; 0 cycles through all")
    parser.add_argument("--repeat", type=int, default=3, help="runs (pairs with --baseline)")
    parser.add_argument("--baseline", type=Path, help="another checkout to time alongside")
    parser.add_argument("--measure", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.measure:  # one run in a child process: figures as JSON for the parent
        print(json.dumps(measure(args.games, args.players)))
        return
    ours: list[dict[str, object]] = []
    theirs: list[dict[str, object]] = []
    for _ in range(args.repeat):
        if args.baseline is None:
            ours.append(measure(args.games, args.players))
        else:
            ours.append(measure_in(CHECKOUT, args.games, args.players))
            theirs.append(measure_in(args.baseline, args.games, args.players))
    first = ours[0]
    who = "2-4 players in turn" if not args.players else f"{args.players} players"
    print(f"self-play, heuristic bot: {args.games} games ({who}), {first['actions']} actions, "
          f"{first['wins']} won within {TURN_LIMIT} turns; {args.repeat} run(s)")
    speed = statistics.median(rate(f, args.games) for f in ours)
    actions = statistics.median(int(str(f["actions"])) / float(str(f["cpu"])) for f in ours)
    print(f"this checkout: {speed:.1f} games per CPU second (median), {actions:.0f} actions "
          f"per CPU second   {verdict(speed)}")
    if theirs:
        base = statistics.median(rate(f, args.games) for f in theirs)
        ratios = [rate(a, args.games) / rate(b, args.games) for a, b in zip(ours, theirs,
                                                                            strict=True)]
        same = {str(f["digest"]) for f in ours} == {str(f["digest"]) for f in theirs}
        print(f"baseline {args.baseline}: {base:.1f} games per CPU second (median)")
        print(f"speed-up: {statistics.median(ratios):.2f}x (median of {len(ratios)} pairs, "
              f"run alternately); same games as the baseline: {'yes' if same else 'NO'}")


if __name__ == "__main__":
    main()
