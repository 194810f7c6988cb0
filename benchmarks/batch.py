"""Speed of ``pbem validate`` on folders of orders, each figure next to its target.

  folder-10k     pbem validate FOLDER (10,000 orders, form only)     target: at most 4 s wall
  open-1k        pbem validate FOLDER --game OPEN (1,000 orders)     the reference for:
  secrets-1k     pbem validate FOLDER --game SECRET (1,000 orders)   target: at most 1.2x open-1k

The two games are 4-player games made from the same seed, one open, one with a secret per
player; their folders hold the same 1,000 orders (the players in turn, each the order the
heuristic bot would send now), those of the secret game with the right secret of their player.
pbem checks each distinct credential once per run (``pbem.files.keys.check_secret``), so the
secrets should cost four slow hashes, not a thousand.

Method as ``benchmarks/cli.py``: a warm-up round, then ``--repeat`` rounds, each running every
command once in turn beside the baseline ``python -c "import yaml, jsonschema"``; medians of
wall and CPU time. ``--before PBEM`` also times another installation (e.g. the commit before a
change, in its own virtual environment) on the same files, in the same rounds.

Run: ``.venv/bin/python -m benchmarks.batch [--repeat N] [--before PATH/TO/pbem]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
from pathlib import Path

from benchmarks.cli import (
    BASELINE,
    NOW,
    bot_turn,
    child_env,
    make_folder,
    pbem_command,
    time_runs,
    write_order,
)
from pbem.files.game_file import save_game
from pbem.history import Seat, create_game

FOLDER_ORDERS, GAME_ORDERS = 10_000, 1_000
FOLDER_TARGET_S, SECRETS_TARGET = 4.0, 1.2
COLOURS = ("red", "blue", "green", "yellow")


def make_games(work: Path, orders: int) -> dict[str, tuple[Path, Path]]:
    """The open and the secret game, each with its folder of ``orders`` orders."""
    made: dict[str, tuple[Path, Path]] = {}
    for name, open_game in (("open", True), ("secrets", False)):
        game, keys = create_game(f"batch-{name}", [Seat(c) for c in COLOURS], now=NOW,
                                 seed="batch", open_game=open_game)
        path = work / name / "game.yaml"
        path.parent.mkdir(parents=True)
        save_game(path, game)
        folder = work / name / "orders"
        folder.mkdir()
        pos = game.state.position
        _, actions = bot_turn(pos, random.Random("batch"))
        notation = [a.notation() for a in actions]
        for i in range(orders):
            player = COLOURS[i % len(COLOURS)]
            write_order(folder / f"order-{i:05d}.yaml", game.id, player, pos.turn, notation,
                        secret=keys.get(player))
        made[name] = (path, folder)
    return made


def median_s(runs: list[tuple[float, float]]) -> tuple[float, float]:
    """Median wall and CPU seconds."""
    return (statistics.median(w for w, _ in runs) / 1000,
            statistics.median(c for _, c in runs) / 1000)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="timed rounds after the warm-up")
    parser.add_argument("--before", default="", help="another pbem to time beside this one")
    parser.add_argument("--folder-orders", type=int, default=FOLDER_ORDERS)
    parser.add_argument("--game-orders", type=int, default=GAME_ORDERS)
    args = parser.parse_args(argv)
    installs = {"now": pbem_command()}
    if args.before:
        installs["before"] = [args.before]
    with tempfile.TemporaryDirectory(prefix="pbem-batch-") as name:
        work = Path(name)
        env = child_env(work, as_is=False)
        folder = make_folder(work / "folder", args.folder_orders)
        games = make_games(work, args.game_orders)
        commands: dict[str, list[str]] = {"baseline": BASELINE}
        for label, pbem in installs.items():
            commands[f"folder ({label})"] = [*pbem, "validate", str(folder)]
            for kind, (game, orders) in games.items():
                commands[f"{kind} ({label})"] = [*pbem, "validate", str(orders), "--game",
                                                 str(game)]
        times = dict(zip(commands, time_runs(list(commands.values()), max(1, args.repeat),
                                             env, work, allowed={0, 1}), strict=True))
    base = median_s(times["baseline"])[0]
    print(f"{args.repeat} rounds after a warm-up; medians; baseline {base:.3f} s wall")
    for label in installs:
        wall, cpu = median_s(times[f"folder ({label})"])
        verdict = "PASS" if wall <= FOLDER_TARGET_S else "MISS"
        print(f"folder-10k ({label}): {args.folder_orders:,} orders {wall:6.2f} s wall "
              f"{cpu:6.2f} s cpu   target <= {FOLDER_TARGET_S:g} s  {verdict}")
        open_wall, _ = median_s(times[f"open ({label})"])
        secret_wall, _ = median_s(times[f"secrets ({label})"])
        ratio = secret_wall / open_wall
        verdict = "PASS" if ratio <= SECRETS_TARGET else "MISS"
        print(f"secrets-1k ({label}): open {open_wall:6.2f} s, with secrets {secret_wall:6.2f} s "
              f"= {ratio:.2f}x   target <= {SECRETS_TARGET:g}x  {verdict}")


if __name__ == "__main__":
    main()
