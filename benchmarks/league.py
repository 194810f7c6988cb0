"""Orders per hour on one core for a league: 100 games of 120 history entries, one order each.

Builds ``--games`` 3-player games with secrets and mail addresses, each played by the heuristic
bot to ``--entries`` history entries (one order per turn or decision, in-process, not timed),
then times, on a fresh copy of the folder each time:

  apply        pbem apply GAME ORDER, one process per game: what a mail system's delivery or a
               cron line per game costs (the interpreter's start included)
  fetch-games  pbem mail fetch --games DIR: one process, one Maildir holding one order mail per
               game, the replies and the players' report mails written to an outbox
  fetch (idle) the same again with nothing new: what each cron run costs between orders (the
               folder's index spares reading the games whose file did not change)
  status       pbem status DIR over every game
  site         pbem site DIR --out public/ from nothing, again after one order per game (only
               each game's new steps are rendered), and once more with nothing changed

Each line gives the run's wall time and CPU time (the children's user and system time), and
the orders per hour one core manages at that CPU time per order. The game master's sizing for
a league of 10,000 games is in docs/game-master.md, "How big a league can grow".

Run: ``.venv/bin/python -m benchmarks.league [--games 100] [--entries 120]`` (``--quick``: 3
games of 20 entries, to see that it works).
"""

from __future__ import annotations

import argparse
import random
import resource
import shutil
import subprocess
import tempfile
import time
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path

from benchmarks.cli import NOW, bot_turn, child_env, pbem_command, write_order
from pbem.files.game_file import save_game
from pbem.files.order import Order, OrderStep
from pbem.history import Seat, create_game
from pbem.process import apply_order

COLOURS = ("red", "blue", "green")
SETTINGS = '[mail]\nfrom = "Elasund GM <gm@example.org>"\n'


@dataclass(frozen=True)
class Timing:
    """One measured run: what it did, its wall and CPU seconds and how many orders it took."""

    name: str
    wall: float
    cpu: float
    orders: int

    def line(self) -> str:
        """The result as one line."""
        rate = (f"{3600 * self.orders / self.cpu:8.0f} orders/hour on one core"
                if self.orders and self.cpu else "")
        per = f"{1000 * self.cpu / self.orders:6.1f} ms cpu/order" if self.orders else ""
        return (f"{self.name:<14} wall {self.wall:7.2f} s  cpu {self.cpu:7.2f} s  {per:>20}  "
                f"{rate}").rstrip()


def build(root: Path, games: int, entries: int) -> dict[str, tuple[str, int, list[str], str]]:
    """The league: ``games`` games of ``entries`` history entries below ``root``; for each, the
    next order (player, turn, actions, secret) the bot would send."""
    root.mkdir(parents=True)
    (root / "pbem.toml").write_text(SETTINGS, "utf-8")
    emails = [f"{c}@example.org" for c in COLOURS]
    nexts: dict[str, tuple[str, int, list[str], str]] = {}
    seed = 0
    while len(nexts) < games:
        game_id = f"g{len(nexts):05d}"
        seed += 1
        game, keys = create_game(game_id, [Seat(c, c.title(), e) for c, e in zip(COLOURS, emails,
                                                                                  strict=True)],
                                 now=NOW, seed=f"league-benchmark-{seed}")
        rng = random.Random(seed)
        while len(game.history) < entries and not game.state.position.is_over:
            pos = game.state.position
            player, actions = bot_turn(pos, rng)
            order = Order(game.id, player, pos.turn, tuple(OrderStep(a) for a in actions),
                          secret=keys[player])
            game, verdict = apply_order(game, order, NOW)
            if verdict.entry is None:
                raise RuntimeError(f"{game_id}: the bot's order was refused: {verdict.message}")
        if game.state.position.is_over:
            continue  # won too soon: every game of the league has a next order
        (root / game_id).mkdir()
        save_game(root / game_id / "game.yaml", game)
        pos = game.state.position
        player, actions = bot_turn(pos, rng)
        nexts[game_id] = (player, pos.turn, [a.notation() for a in actions], keys[player])
    return nexts


def cpu_of_children() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(name: str, commands: list[list[str]], env: dict[str, str], orders: int) -> Timing:
    """Run the commands one after another; their wall and CPU time."""
    cpu, wall = cpu_of_children(), time.perf_counter()
    for command in commands:
        done = subprocess.run(command, env=env, capture_output=True, check=False)
        if done.returncode not in (0, 1):
            raise RuntimeError(f"{' '.join(command)}: exit {done.returncode}: "
                               f"{done.stderr.decode(errors='replace')[-400:]}")
    return Timing(name, time.perf_counter() - wall, cpu_of_children() - cpu, orders)


def orders_folder(work: Path, nexts: dict[str, tuple[str, int, list[str], str]]) -> Path:
    folder = work / "orders"
    folder.mkdir()
    for game_id, (player, turn, actions, secret) in nexts.items():
        write_order(folder / f"{game_id}.yaml", game_id, player, turn, actions, secret)
    return folder


def maildir(work: Path, orders: Path) -> Path:
    box = work / "Maildir"
    for sub in ("new", "cur", "tmp"):
        (box / sub).mkdir(parents=True)
    for index, order in enumerate(sorted(orders.iterdir())):
        player = next(line.split(": ")[1] for line in order.read_text("utf-8").splitlines()
                      if line.startswith("player:"))
        message = EmailMessage()
        message["From"], message["To"] = f"{player}@example.org", "gm@example.org"
        message["Subject"], message["Message-ID"] = "order", f"<{index}@example.org>"
        message.set_content(f"---\n{order.read_text('utf-8')}...\n")
        (box / "new" / f"{index:06d}.bench").write_bytes(message.as_bytes())
    return box


def measure(pristine: Path, work: Path, orders: Path, games: int) -> list[Timing]:
    pbem, env = pbem_command(), child_env(work, as_is=False)
    results = []
    league = fresh(pristine, work / "apply")
    results.append(timed("apply", [[*pbem, "apply", str(league / o.stem / "game.yaml"), str(o)]
                                   for o in sorted(orders.iterdir())], env, games))
    league = fresh(pristine, work / "fetch")
    box = maildir(work / "fetch-box", orders)
    results.append(timed("fetch-games", [[*pbem, "mail", "fetch", "--games", str(league),
                                          "--maildir", str(box), "--outbox",
                                          str(work / "outbox")]], env, games))
    results.append(timed("fetch (idle)", [[*pbem, "mail", "fetch", "--games", str(league),
                                           "--maildir", str(box), "--outbox",
                                           str(work / "outbox")]], env, 0))
    results.append(timed("status", [[*pbem, "status", str(league)]], env, 0))
    site = work / "public"
    results.append(timed("site (all)", [[*pbem, "site", str(pristine), "--out", str(site)]],
                         env, 0))
    results.append(timed("site (again)", [[*pbem, "site", str(league), "--out", str(site)]],
                         env, 0))
    results.append(timed("site (same)", [[*pbem, "site", str(league), "--out", str(site)]],
                         env, 0))
    return results


def fresh(pristine: Path, target: Path) -> Path:
    shutil.copytree(pristine, target)
    return target


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--entries", type=int, default=120)
    parser.add_argument("--quick", action="store_true", help="3 games of 20 entries")
    args = parser.parse_args(argv)
    games, entries = (3, 20) if args.quick else (args.games, args.entries)
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        started = time.perf_counter()
        nexts = build(work / "pristine", games, entries)
        print(f"league: {games} games of {entries} history entries, built in "
              f"{time.perf_counter() - started:.0f} s (not timed)")
        orders = orders_folder(work, nexts)
        for result in measure(work / "pristine", work, orders, games):
            print(result.line())


if __name__ == "__main__":
    main()
