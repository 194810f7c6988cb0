"""The worst hostile inputs we could build, each refused by ``pbem`` within 1 s of CPU and
100 MB of memory (issue 15, point 4: bounded work per input).

Orders go through ``pbem validate ORDER``; game files through ``pbem status GAME``. Each case
runs in a child process of its own; its CPU time (user + system) and peak resident memory come
from ``os.wait4``, so they are that child's alone. Every case must be refused (a non-zero exit).

Run: ``.venv/bin/python -m benchmarks.hostile [--repeat N]`` (medians of N runs, default 3).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

from benchmarks.cli import NOW, pbem_command

CPU_LIMIT_S, MEMORY_LIMIT_MB = 1.0, 100.0
HEAD = "game: g\nplayer: red\nturn: 1\nsecret: s\n"


def _slow_order() -> str:
    """The red team's F5 order: 120,000 one-character actions (43 s and 885 MB before)."""
    return HEAD + "actions: [" + ",".join(["1"] * 120_000) + "]\n"


def _deep_order() -> str:
    return HEAD + "actions: " + "[" * 10_000 + "]" * 10_000 + "\n"


def _long_string_order() -> str:
    return HEAD + "actions: [\"" + "x" * 240_000 + "\"]\n"


def _many_keys_order() -> str:
    return HEAD + "actions: [{" + ",".join(f"k{i}: 1" for i in range(25_000)) + "}]\n"


def _huge_number_order() -> str:
    return HEAD + "turn2: " + "9" * 250_000 + "\nactions: []\n"


def _alias_bomb_order() -> str:
    lines = [HEAD.rstrip("\n"), 'a0: &a0 ["x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, 10)]
    return "\n".join(lines) + "\nactions: *a9\n"


def _many_values_game(game: str) -> str:
    return game + "junk: [" + ",".join(["0"] * 149_000) + "]\n"


def _one_line_game(game: str) -> str:
    return game + "junk: \"" + "x" * (8 * 1024 * 1024 - len(game) - 100) + "\"\n"


ORDER_CASES: dict[str, Callable[[], str]] = {
    "order-240k-actions": _slow_order, "order-nested-10k": _deep_order,
    "order-long-string": _long_string_order, "order-25k-keys": _many_keys_order,
    "order-250k-digits": _huge_number_order, "order-alias-bomb": _alias_bomb_order,
}
GAME_CASES: dict[str, Callable[[str], str]] = {
    "game-149k-values": _many_values_game, "game-8mib-one-line": _one_line_game,
}


def measure(argv: list[str], env: dict[str, str]) -> tuple[int, float, float]:
    """Exit code, CPU seconds and peak memory (MB) of one child running ``argv``."""
    child = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    return child.returncode, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def make_cases(work: Path, env: dict[str, str]) -> dict[str, list[str]]:
    """Every hostile file written into ``work``, with the command that reads it."""
    pbem = pbem_command()
    game = work / "real" / "game.yaml"
    subprocess.run([*pbem, "new", str(game), "--players", "red,blue", "--open"], env=env,
                   check=True, capture_output=True)
    text = game.read_text("utf-8")
    cases: dict[str, list[str]] = {}
    for name, make_order in ORDER_CASES.items():
        path = work / f"{name}.yaml"
        path.write_text(make_order(), "utf-8")
        cases[name] = [*pbem, "validate", str(path)]
    for name, make_game in GAME_CASES.items():
        path = work / name / "game.yaml"
        path.parent.mkdir()
        path.write_text(make_game(text), "utf-8")
        cases[name] = [*pbem, "status", str(path)]
    for name, command in (("order-100mb-sparse", "validate"), ("game-100mb-sparse", "status")):
        path = work / name / "game.yaml"
        path.parent.mkdir()
        with path.open("wb") as sparse:  # refused by its size, never read
            sparse.truncate(100 * 1024 * 1024)
        cases[name] = [*pbem, command, str(path)]
    return cases


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    repeat = parser.parse_args().repeat
    failed = 0
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "PBEM_NOW": NOW}
        cases = make_cases(Path(folder), env)
        print(f"{'case':<22} {'exit':>4} {'cpu s':>6} {'peak MB':>8}  within "
              f"{CPU_LIMIT_S:g} s and {MEMORY_LIMIT_MB:g} MB")
        for name, argv in cases.items():
            runs = [measure(argv, env) for _ in range(repeat)]
            code = runs[-1][0]
            cpu = statistics.median(run[1] for run in runs)
            peak = statistics.median(run[2] for run in runs)
            ok = code != 0 and cpu <= CPU_LIMIT_S and peak <= MEMORY_LIMIT_MB
            failed += not ok
            print(f"{name:<22} {code:>4} {cpu:>6.2f} {peak:>8.1f}  {'yes' if ok else 'NO'}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
