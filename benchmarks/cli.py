"""Speed of the ``pbem`` command line, each figure next to bare Python importing yaml, jsonschema.

Every measurement is a subprocess of the installed ``pbem`` command (the console script beside
``sys.executable``, else ``python -m pbem``), timed from start to exit:

  baseline         python -c "import yaml, jsonschema"   what any pbem command pays at least
  validate-one     pbem validate ORDER                   target: at most 1.0x the baseline
  apply-one        pbem apply GAME ORDER                 no target; includes one scrypt check
  validate-folder  pbem validate FOLDER (10,000 orders)  target: at most 4 s
  replay           pbem replay GAME                      target: under 1 s

Method: one warm-up run, then ``--repeat`` runs (default 5), each beside a run of the baseline
so that both meet the same load; the median and the minimum of the wall time in ms, the median
CPU time (user + system, which the load of a shared machine disturbs less; the header shows
the load average), the ratio of the wall median to the wall median of the baseline runs beside
it, and PASS or MISS against the target. The baseline line pools all its runs.
The game of ``apply-one`` is restored before every run (not timed). ``replay`` replays the
example game as ``pbem demo`` plays it when ``examples/harbour/setup.yaml`` exists, else a
self-played 3-player game (the output says which). Everything is written to a temporary folder.
``--quick`` validates a folder of 1,000 orders and judges an estimate for 10,000 (the start-up
of ``validate-one`` plus the measured time per order, scaled).

The children run with Python's bytecode cache on (``PYTHONPYCACHEPREFIX`` in the temporary
folder, ``PYTHONDONTWRITEBYTECODE`` removed), as an installed pbem runs; otherwise every run
would compile pbem from source. ``--env-as-is`` measures with the caller's environment instead.

Run: ``.venv/bin/python benchmarks/cli.py [--repeat N] [--quick] [--orders N] [--env-as-is]``
(or ``.venv/bin/python -m benchmarks.cli``). The growth of the game commands with the length of
the game is ``benchmarks/long_game.py``; folders of orders against a game with and without
secrets ``benchmarks/batch.py``. Profile: ``python -X importtime -m pbem validate
x.yaml 2>imports.txt``.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

from pbem.elasund import Action, Position, apply, choose_action, waiting_for
from pbem.elasund.actions import EndTurn
from pbem.files.game_file import save_game
from pbem.files.keys import check_secret, hash_secret
from pbem.files.order import Order, OrderStep
from pbem.history import Seat, create_game
from pbem.process import apply_order
from pbem.resources import resource_dir

NOW = "2026-01-01T00:00:00Z"
COLOURS = ("red", "blue", "green")
FULL_FOLDER, QUICK_FOLDER = 10_000, 1_000
FOLDER_TARGET_MS = 4_000.0  # for FULL_FOLDER orders; a smaller folder is scaled up to it
REPLAY_TARGET_MS = 1_000.0
RATIO_TARGET = 1.0  # below the baseline: a form check needs no jsonschema
BASELINE = [sys.executable, "-c", "import yaml, jsonschema"]
TURN_LIMIT = 400  # the self-played game stops here if nobody has won
FOLDER_ACTIONS = ("build: {building: tavern, at: D4}", "wall: {at: north-G}", "church",
                  "permit: {value: 2, at: E5}", "gold", "end-turn")


@dataclass(frozen=True)
class Settings:
    """What to measure and how often."""

    repeat: int = 5
    orders: int = FULL_FOLDER
    env_as_is: bool = False
    replay_turns: int = TURN_LIMIT  # the self-played game's length, when there is no example


@dataclass(frozen=True)
class Result:
    """One measurement: its times in ms, the ratio to the baseline and the verdict."""

    name: str
    command: str
    median_ms: float
    min_ms: float
    cpu_ms: float  # the median CPU time of the runs: what machine load disturbs least
    ratio: float  # median_ms / baseline_ms
    baseline_ms: float  # the wall median of the baseline runs made beside these runs
    target: str = ""
    passed: bool | None = None  # None: no target
    note: str = ""


def pbem_command() -> list[str]:
    """The installed ``pbem`` script beside this Python, else ``python -m pbem``."""
    script = Path(sys.executable).parent / "pbem"
    return [str(script)] if script.is_file() else [sys.executable, "-m", "pbem"]


def child_env(work: Path, as_is: bool) -> dict[str, str]:
    """The children's environment: a fixed clock, and the bytecode cache on unless ``as_is``."""
    env = dict(os.environ, PBEM_NOW=NOW)
    if not as_is:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(work / "pycache")
    return env


def time_runs(commands: list[list[str]], repeat: int, env: dict[str, str], cwd: Path,
              before: Callable[[], None] | None = None,
              allowed: frozenset[int] | set[int] = frozenset({0})
              ) -> list[list[tuple[float, float]]]:
    """Wall and CPU ms of each command over ``repeat`` rounds after a warm-up round.

    Each round runs every command once, in turn, so that all of them meet the same load of
    the machine; ``before`` runs, untimed, at the start of each round. A command ending with
    an exit code outside ``allowed`` stops the measurement.
    """
    times: list[list[tuple[float, float]]] = [[] for _ in commands]
    for round_ in range(repeat + 1):
        if before is not None:
            before()
        for argv, runs in zip(commands, times, strict=True):
            cpu_before = _children_cpu()
            start = time.perf_counter()
            done = subprocess.run(argv, cwd=cwd, env=env, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.PIPE, check=False)
            wall = (time.perf_counter() - start) * 1000
            if done.returncode not in allowed:
                raise RuntimeError(f"{' '.join(argv)} exited {done.returncode}: "
                                   f"{done.stderr.decode(errors='replace').strip()}")
            if round_:  # the first round only warms the caches
                runs.append((wall, _children_cpu() - cpu_before))
    return times


def _children_cpu() -> float:
    """User and system CPU milliseconds of all finished children (less noisy than the wall)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (usage.ru_utime + usage.ru_stime) * 1000


# The files measured ----------------------------------------------------------------------------

def write_order(path: Path, game: str, player: str, turn: int, actions: list[str],
                secret: str | None = None) -> Path:
    """Write an order file (SPEC section 2) with actions given in their notation."""
    lines = [f"game: {game}", f"player: {player}", f"turn: {turn}"]
    if secret is not None:
        lines.append(f"secret: {secret}")
    lines += ["actions:", *(f"  - {action}" for action in actions)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def make_folder(folder: Path, count: int) -> Path:
    """A folder of ``count`` orders valid in form, each a little different."""
    folder.mkdir(parents=True)
    for i in range(count):
        actions = [FOLDER_ACTIONS[(i + k) % len(FOLDER_ACTIONS)] for k in range(1 + i % 4)]
        write_order(folder / f"order-{i:05d}.yaml", "bench", COLOURS[i % len(COLOURS)],
                    1 + i % 150, actions, secret=f"tulip-harbour-{i:04d}")
    return folder


def bot_turn(pos: Position, rng: random.Random) -> tuple[str, list[Action]]:
    """The next player to act and what the heuristic bot does before he has to wait or stop."""
    player = waiting_for(pos)[0]
    actions: list[Action] = []
    while True:
        action = choose_action(pos, player, rng)
        if isinstance(action, EndTurn) and actions:
            break  # an order ends the turn by itself
        actions.append(action)
        pos, _ = apply(pos, player, action)
        if isinstance(action, EndTurn) or pos.is_over or waiting_for(pos)[:1] != [player]:
            break
    return player, actions


def make_apply_game(work: Path) -> tuple[Path, Path]:
    """A new 3-player game with secrets and an order of its first player's first turn."""
    game, keys = create_game("bench-apply", [Seat(c) for c in COLOURS], now=NOW, seed="bench")
    path = work / "apply" / "game.yaml"
    path.parent.mkdir(parents=True)
    save_game(path, game)
    pos = game.state.position
    player, actions = bot_turn(pos, random.Random("bench"))
    order = write_order(work / "apply-order.yaml", game.id, player, pos.turn,
                        [a.notation() for a in actions], secret=keys[player])
    return path, order


def self_played_game(path: Path, turns: int) -> str:
    """Play an open 3-player game by the bot (one order per turn or decision); save it."""
    game, _ = create_game("bench-replay", [Seat(c) for c in COLOURS], now=NOW, seed="bench",
                          open_game=True)
    rng = random.Random("bench-replay")
    while not game.state.position.is_over and game.state.position.turn <= turns:
        pos = game.state.position
        player, actions = bot_turn(pos, rng)
        order = Order(game.id, player, pos.turn, tuple(OrderStep(a) for a in actions))
        game, verdict = apply_order(game, order, NOW)
        if verdict.exit_code != 0:
            raise RuntimeError(f"the self-played order was not accepted: {verdict.message}")
    path.parent.mkdir(parents=True, exist_ok=True)
    save_game(path, game)
    pos = game.state.position
    ending = f"{pos.winner} won" if pos.winner else "stopped"
    return (f"a self-played 3-player game: {len(game.history)} history entries, {ending} on "
            f"turn {pos.turn}")


def make_replay_game(work: Path, env: dict[str, str], turns: int) -> tuple[Path, str]:
    """The game to replay: ``pbem demo``'s example game if it ships, else a self-played one."""
    path = work / "replay" / "game.yaml"
    if not (resource_dir("examples") / "harbour" / "setup.yaml").is_file():
        return path, self_played_game(path, turns) + " (no examples/harbour/setup.yaml)"
    folder = work / "demo"
    done = subprocess.run([*pbem_command(), "demo", str(folder)], env=env, check=False,
                          capture_output=True)
    if done.returncode == 0:  # its first line: "played the example game: 120 orders, ..."
        said = done.stdout.decode(errors="replace").splitlines()[:1] or ["the example game"]
        return folder / "game.yaml", f"'pbem demo' {said[0].removeprefix('played ')}"
    why = done.stderr.decode(errors="replace").strip().splitlines()[-1:] or ["no message"]
    return path, (self_played_game(path, turns) + f" ('pbem demo' failed with exit "
                  f"{done.returncode}: {why[0]})")


def scrypt_ms() -> float:
    """The median time of one secret check in this process (the cost of scrypt by design)."""
    times = []
    for _ in range(3):
        stored = hash_secret("tulip-harbour-kelp-4821")  # a new salt: not the pair checked before
        start = time.perf_counter()
        check_secret("tulip-harbour-kelp-4821", stored)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


# Measuring -------------------------------------------------------------------------------------

def summary(name: str, argv: list[str], runs: list[tuple[float, float]],
            baseline: list[tuple[float, float]]) -> Result:
    """A result without a target from a command's runs and the baseline's runs beside them."""
    walls = [wall for wall, _ in runs]
    median = statistics.median(walls)
    base = statistics.median(wall for wall, _ in baseline)
    return Result(name, " ".join(argv), median, min(walls),
                  statistics.median(cpu for _, cpu in runs), median / base, base)


@dataclass(frozen=True)
class Bench:
    """Where and how the commands run; every baseline run made so far."""

    work: Path
    env: dict[str, str]
    repeat: int
    baseline_runs: list[tuple[float, float]] = field(default_factory=list)

    def result(self, name: str, argv: list[str],
               before: Callable[[], None] | None = None) -> Result:
        """Time a command, each run beside a baseline run; a result without a target yet."""
        base, runs = time_runs([BASELINE, argv], self.repeat, self.env, self.work, before)
        self.baseline_runs.extend(base)
        return summary(name, argv, runs, base)

    def baseline(self) -> Result:
        """The baseline over all its runs."""
        return summary("baseline", BASELINE, self.baseline_runs, self.baseline_runs)


def judged(result: Result, target: str, passed: bool, note: str = "") -> Result:
    """The result with its target and verdict."""
    return replace(result, target=target, passed=passed, note=note)


def validate_one(bench: Bench, pbem: list[str]) -> Result:
    """``pbem validate ORDER`` of one order, against 2x the baseline."""
    order = make_folder(bench.work / "one", 1) / "order-00000.yaml"
    result = bench.result("validate-one", [*pbem, "validate", str(order)])
    return judged(result, f"<= {RATIO_TARGET:.1f}x baseline", result.ratio <= RATIO_TARGET)


def apply_one(bench: Bench, pbem: list[str]) -> Result:
    """``pbem apply GAME ORDER`` of one turn's order, the game restored before every run."""
    game, order = make_apply_game(bench.work)
    pristine = game.read_bytes()

    def restore() -> None:
        game.write_bytes(pristine)
        shutil.rmtree(game.parent / "reports", ignore_errors=True)

    result = bench.result("apply-one", [*pbem, "apply", str(game), str(order)], restore)
    return replace(result, note=f"includes one scrypt secret check, ~{scrypt_ms():.0f} ms by "
                   "design")


def validate_folder(bench: Bench, pbem: list[str], orders: int, one_ms: float) -> Result:
    """``pbem validate FOLDER`` of ``orders`` order files, against 10 s for 10,000.

    A smaller folder is judged by an estimate for 10,000: the one-order run (``one_ms``, the
    start-up) plus the time per further order, scaled.
    """
    folder = make_folder(bench.work / "folder", orders)
    result = bench.result(f"validate-folder ({orders:,} orders)",
                          [*pbem, "validate", str(folder)])
    target = f"<= {FOLDER_TARGET_MS / 1000:g} s"
    if orders == FULL_FOLDER:
        return judged(result, target, result.median_ms <= FOLDER_TARGET_MS)
    per_order = max(0.0, result.median_ms - one_ms) / max(1, orders - 1)
    estimate = one_ms + per_order * (FULL_FOLDER - 1)
    return judged(result, target + " est.", estimate <= FOLDER_TARGET_MS,
                  f"estimated for {FULL_FOLDER:,} orders: {estimate / 1000:.1f} s "
                  f"({per_order:.2f} ms per order after the start-up)")


def replay(bench: Bench, pbem: list[str], turns: int) -> Result:
    """``pbem replay GAME`` of the example game (or a self-played one), against 1 s."""
    game, source = make_replay_game(bench.work, bench.env, turns)
    result = bench.result("replay", [*pbem, "replay", str(game)])
    return judged(result, f"< {REPLAY_TARGET_MS / 1000:g} s",
                  result.median_ms < REPLAY_TARGET_MS, source)


def run(settings: Settings) -> list[Result]:
    """Make the files in a temporary folder and time every command; the baseline comes first."""
    with tempfile.TemporaryDirectory(prefix="pbem-bench-") as name:
        work = Path(name)
        bench = Bench(work, child_env(work, settings.env_as_is), settings.repeat)
        pbem = pbem_command()
        one = validate_one(bench, pbem)
        measured = [one, apply_one(bench, pbem),
                    validate_folder(bench, pbem, settings.orders, one.median_ms),
                    replay(bench, pbem, settings.replay_turns)]
        return [bench.baseline(), *measured]


def format_result(result: Result) -> str:
    """One line (and a note below it): name, wall median and min, CPU, ratio to the wall median
    of the baseline runs beside it, target and verdict."""
    verdict = {None: "", True: "PASS", False: "MISS"}[result.passed]
    line = (f"{result.name:<31} median {result.median_ms:6.0f} ms  min {result.min_ms:6.0f} ms"
            f"  cpu {result.cpu_ms:6.0f} ms  {result.ratio:5.2f}x of {result.baseline_ms:4.0f} ms"
            f"  {result.target:<14} {verdict}").rstrip()
    return line + (f"\n{'':<33}{result.note}" if result.note else "")


def main(argv: list[str] | None = None) -> None:
    """Parse the options, measure and print one line per command."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--repeat", type=int, default=5, help="timed runs after the warm-up")
    parser.add_argument("--quick", action="store_true",
                        help=f"a folder of {QUICK_FOLDER:,} orders instead of {FULL_FOLDER:,}")
    parser.add_argument("--orders", type=int, default=0, help="the folder's size (overrides)")
    parser.add_argument("--env-as-is", action="store_true",
                        help="keep the caller's environment (e.g. no bytecode cache)")
    parser.add_argument("--replay-turns", type=int, default=TURN_LIMIT,
                        help="length of the self-played game when there is no example game")
    args = parser.parse_args(argv)
    orders = args.orders or (QUICK_FOLDER if args.quick else FULL_FOLDER)
    settings = Settings(max(1, args.repeat), orders, args.env_as_is, args.replay_turns)
    print(f"pbem command: {' '.join(pbem_command())}; Python {sys.version.split()[0]}; "
          f"{settings.repeat} runs after a warm-up; bytecode cache "
          f"{'as the environment says' if settings.env_as_is else 'on'}", flush=True)
    load_before = os.getloadavg()[0]
    for result in run(settings):
        print(format_result(result), flush=True)
    cores = os.cpu_count() or 1
    busy = max(load_before, os.getloadavg()[0])
    print(f"load average {load_before:.1f} at the start, {os.getloadavg()[0]:.1f} at the end, on "
          f"{cores} cores" + ("; the machine was busy: wall times are disturbed, the cpu column "
                              "less so" if busy > cores else ""))

if __name__ == "__main__":
    main()
