"""How the game commands grow with the length of the game, each figure next to its target.

A long 3-player open game is played with the project's own functions (``create_game``,
``apply_order``, ``save_game``) by a bot that takes the heuristic bot's choice 3 % of the time
and otherwise a random legal action other than build, wall or church, so that nobody wins soon;
one order per turn or decision. The game is saved when its history holds 2, 120, 400 and 750
entries, each with the order the bot would send next. Then, for each size:

  status          pbem status GAME
  validate-game   pbem validate ORDER --game GAME
  apply           pbem apply GAME ORDER (the game restored before every round)

and ``pbem replay`` of the 750-entry game. Targets: each command at 750 entries costs at most
1.3x what it costs at 2; the replay at most 3x the baseline ``python -c "import yaml,
jsonschema"``. Figures are medians of CPU time (user + system: what a shared machine's load
disturbs least), each command run in turn with the baseline in every round (the method of
``benchmarks/cli.py``). ``--before PBEM`` times another installation on the same files in the
same rounds, for a comparison made in one run.

Run: ``.venv/bin/python -m benchmarks.long_game [--repeat N] [--before PATH/TO/pbem]``.
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import tempfile
from dataclasses import dataclass
from pathlib import Path

from benchmarks.cli import BASELINE, NOW, child_env, pbem_command, time_runs, write_order
from pbem.elasund import Action, Position, apply, heuristic_action, legal_actions, waiting_for
from pbem.elasund.actions import Build, Church, EndTurn, Wall
from pbem.files.game import Game
from pbem.files.game_file import save_game
from pbem.files.order import Order, OrderStep
from pbem.history import Seat, create_game
from pbem.process import apply_order

SIZES = (2, 120, 400, 750)
GROWTH_TARGET, REPLAY_TARGET = 1.3, 3.0
HEURISTIC_SHARE = 0.03
COLOURS = ("red", "blue", "green")


def pick(pos: Position, player: str, rng: random.Random) -> Action:
    """The heuristic bot's choice now and then, else any legal action but a building, a wall
    or a church (which end a game soonest)."""
    if rng.random() < HEURISTIC_SHARE:
        return heuristic_action(pos, player, rng)
    slow = [a for a in legal_actions(pos, player) if not isinstance(a, Build | Wall | Church)]
    return rng.choice(slow) if slow else heuristic_action(pos, player, rng)


def next_order(game: Game, rng: random.Random) -> Order:
    """The bot's order now: what the player to act does before he must wait or stop."""
    pos = game.state.position
    player = waiting_for(pos)[0]
    actions: list[Action] = []
    while True:
        action = pick(pos, player, rng)
        if isinstance(action, EndTurn) and actions:
            break  # an order ends the turn by itself
        actions.append(action)
        pos, _ = apply(pos, player, action)
        if isinstance(action, EndTurn) or pos.is_over or waiting_for(pos)[:1] != [player]:
            break
    return Order(game.id, player, game.state.position.turn, tuple(OrderStep(a) for a in actions))


def long_game(longest: int) -> tuple[dict[int, tuple[Game, Order]], str]:
    """The game at each size of ``SIZES`` up to ``longest``, with the bot's next order; seeds
    are tried in turn until a game lasts long enough."""
    for attempt in range(50):
        seed = f"long-{attempt}"
        game, _ = create_game("long", [Seat(c) for c in COLOURS], now=NOW, seed=seed,
                              open_game=True)
        rng = random.Random(seed)
        kept: dict[int, tuple[Game, Order]] = {}
        while not game.state.position.is_over and len(game.history) <= longest:
            order = next_order(game, rng)
            if len(game.history) in SIZES:
                kept[len(game.history)] = (game, order)
            game, verdict = apply_order(game, order, NOW)
            if verdict.exit_code != 0:
                raise RuntimeError(f"the bot's order was not accepted: {verdict.message}")
        if all(size in kept for size in SIZES if size <= longest):
            return kept, seed
    raise RuntimeError(f"no game of 50 seeds lasted {longest} history entries")


@dataclass(frozen=True)
class Files:
    """One size's game file, its pristine bytes and the order of the next move."""

    game: Path
    pristine: bytes
    order: Path


def write_files(work: Path, kept: dict[int, tuple[Game, Order]]) -> dict[int, Files]:
    """Each size's game and order, in folders of their own under ``work``."""
    files: dict[int, Files] = {}
    for size, (game, order) in kept.items():
        folder = work / f"game-{size}"
        folder.mkdir(parents=True)
        path = folder / "game.yaml"
        save_game(path, game)
        order_path = write_order(folder / "order.yaml", game.id, order.player, order.turn,
                                 [s.notation for s in order.steps])
        files[size] = Files(path, path.read_bytes(), order_path)
    return files


def commands_of(pbem: list[str], files: dict[int, Files]) -> dict[str, list[str]]:
    made: dict[str, list[str]] = {}
    for size, f in files.items():
        made[f"status {size}"] = [*pbem, "status", str(f.game)]
        made[f"validate-game {size}"] = [*pbem, "validate", str(f.order), "--game", str(f.game)]
        made[f"apply {size}"] = [*pbem, "apply", str(f.game), str(f.order)]
    made[f"replay {max(files)}"] = [*pbem, "replay", str(files[max(files)].game)]
    return made


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--repeat", type=int, default=5, help="timed rounds after the warm-up")
    parser.add_argument("--before", default="", help="another pbem to time beside this one")
    parser.add_argument("--longest", type=int, default=SIZES[-1],
                        help="the longest game measured (fewer sizes below it for a quick run)")
    args = parser.parse_args(argv)
    installs = {"now": pbem_command()}
    if args.before:
        installs["before"] = [args.before]
    kept, seed = long_game(args.longest)
    with tempfile.TemporaryDirectory(prefix="pbem-long-") as name:
        work = Path(name)
        files = {label: write_files(work / label, kept) for label in installs}  # apply changes

        def restore() -> None:
            for each in files.values():
                for f in each.values():
                    f.game.write_bytes(f.pristine)
                    shutil.rmtree(f.game.parent / "reports", ignore_errors=True)

        commands: dict[str, list[str]] = {"baseline": BASELINE}
        for label, pbem in installs.items():
            commands |= {f"{key} ({label})": argv
                         for key, argv in commands_of(pbem, files[label]).items()}
        runs = time_runs(list(commands.values()), max(1, args.repeat), child_env(work, False),
                         work, restore, allowed={0, 1, 3})
    cpu = {key: statistics.median(c for _, c in r) for key, r in zip(commands, runs, strict=True)}
    print(f"game: seed {seed!r}, sizes {sorted(kept)} history entries; {args.repeat} rounds "
          f"after a warm-up; median CPU ms; baseline {cpu['baseline']:.0f} ms")
    for label in installs:
        report(label, cpu, sorted(kept))


def report(label: str, cpu: dict[str, float], sizes: list[int]) -> None:
    """One installation's curve: CPU ms at each size, as a multiple of the baseline, and the
    longest game against the shortest."""
    base = cpu["baseline"]
    print(f"-- {label}")
    for command in ("status", "validate-game", "apply"):
        figures = [cpu[f"{command} {size} ({label})"] for size in sizes]
        growth = figures[-1] / figures[0]
        verdict = "PASS" if growth <= GROWTH_TARGET else "MISS"
        curve = "  ".join(f"{size}: {ms:5.0f} ms {ms / base:4.2f}x B"
                          for size, ms in zip(sizes, figures, strict=True))
        print(f"{command:<14} {curve}  | {sizes[-1]}/{sizes[0]}: {growth:4.2f}x  "
              f"target <= {GROWTH_TARGET:g}x {verdict}")
    replay = cpu[f"replay {sizes[-1]} ({label})"] / base
    verdict = "PASS" if replay <= REPLAY_TARGET else "MISS"
    print(f"{'replay':<14} {sizes[-1]}: {cpu[f'replay {sizes[-1]} ({label})']:5.0f} ms "
          f"{replay:4.2f}x B  target <= {REPLAY_TARGET:g}x B {verdict}")


if __name__ == "__main__":
    main()
