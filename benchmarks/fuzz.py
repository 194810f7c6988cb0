"""How long pbem takes to refuse (or take) each hostile input of the fuzz corpus.

The corpus is ``tests/support/fuzz_corpus.py``'s: valid example files mutated (cut short, bytes
changed, hostile snippets put in). Each case is run as ``tests/test_trust_fuzz.py`` runs it, in
this process (an order: ``validate`` and ``apply``; a position: ``validate --position`` and
``new --position``; a game file: ``status`` and ``apply``), ``--repeat`` times after one
warm-up. Printed: for each kind of file the number of cases and the median and the maximum
over the cases of each case's median time, then the slowest cases. ``--big`` adds the large
files of the fuzz test, each run once as a separate process: wall time and peak memory.

The tests assert no time (a machine shared with others would make such asserts flaky); this
is where a slow case shows. Run: ``.venv/bin/python -m benchmarks.fuzz [--repeat N]
[--every K] [--slowest N] [--big]`` (``--every 10`` times every tenth case only).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script: find tests/

from tests.support.fuzz_corpus import Case, corpus
from tests.test_trust_fuzz import (
    HOSTILE_GAMES,
    MB,
    RUNNERS,
    measured,
    write_big,
)


def time_case(case: Case, repeat: int) -> float:
    """The median wall time of running one case ``repeat`` times (after a warm-up), each in
    a fresh folder."""
    times = []
    for i in range(repeat + 1):
        with tempfile.TemporaryDirectory() as folder:
            start = time.perf_counter()
            RUNNERS[case.kind](case, Path(folder))
            if i:
                times.append(time.perf_counter() - start)
    return statistics.median(times)


def report_corpus(cases: list[Case], repeat: int, slowest: int) -> None:
    """Time every case; print the per-kind summary and the slowest cases."""
    medians = {case.name: time_case(case, repeat) for case in cases}
    by_kind: dict[str, list[float]] = defaultdict(list)
    for case in cases:
        by_kind[case.kind].append(medians[case.name])
    for kind, times in sorted(by_kind.items()):
        print(f"{kind:9} {len(times):5} cases   median {statistics.median(times) * 1000:7.1f} ms"
              f"   max {max(times) * 1000:7.1f} ms")
    print(f"the {slowest} slowest cases (median of {repeat}):")
    for name, seconds in sorted(medians.items(), key=lambda kv: -kv[1])[:slowest]:
        print(f"  {seconds * 1000:7.1f} ms  {name}")


def report_big() -> None:
    """The large files, each once in a separate process: wall time and peak memory."""
    from pbem.files.game_file import MAX_GAME_BYTES
    from tests.support.trust import write_example_game

    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        game = write_example_game(folder / "game", 0)
        big = folder / "big.yaml"
        for kind in ("sparse", "spaces", "line"):
            write_big(big, kind, 100 * MB)
            _report_one(f"100 MB {kind}: apply", folder, ["apply", game, big])
            _report_one(f"100 MB {kind}: status", folder, ["status", big])
        for hostile, make in sorted(HOSTILE_GAMES.items()):
            big.write_bytes(make(MAX_GAME_BYTES - 16)[:MAX_GAME_BYTES])
            _report_one(f"16 MiB game, {hostile}: status", folder, ["status", big])


def _report_one(label: str, folder: Path, args: list[str | Path]) -> None:
    start = time.perf_counter()
    result = measured(folder, *args)
    seconds = time.perf_counter() - start
    peak = int(str(result["peak_kb"])) / 1024
    print(f"  {label:34} exit {result['code']}   {seconds * 1000:7.0f} ms   peak {peak:5.0f} MB")


def main(argv: list[str] | None = None) -> None:
    """Parse the options and print the timings."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="timed runs of each case")
    parser.add_argument("--every", type=int, default=1, help="time every K-th case only")
    parser.add_argument("--slowest", type=int, default=10, help="how many slowest to list")
    parser.add_argument("--big", action="store_true", help="also the large files")
    options = parser.parse_args(argv)
    cases = list(corpus())[::options.every]
    print(f"pbem fuzz corpus: {len(cases)} cases, {options.repeat} timed runs each")
    report_corpus(cases, options.repeat, options.slowest)
    if options.big:
        print("large files (one run each, a separate process):")
        report_big()


if __name__ == "__main__":
    main()
