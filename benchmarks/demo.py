"""Speed of ``pbem demo`` (the example game played with every reader's report) beside another pbem.

  demo      pbem demo DIR: 120 orders, 121 steps of 4 readers' text, HTML and JSON reports
  target    at most half the time of pbem before issue 14 (``--before``: its ``pbem``)

Method as ``benchmarks/cli.py``: a warm-up round, then ``--repeat`` rounds, each running this
pbem's demo, the other's and the baseline ``python -c "import yaml, jsonschema"`` in turn, so
that all meet the same load; medians of CPU (user + system) and wall time. The ratio is of
CPU time, which the load of a shared machine disturbs least; the wall ratio is printed too.
``--same-as PBEM`` also plays the demo with another pbem (e.g. the commit before a change) and
says whether every file of the two demo folders is the same, byte for byte.

Run: ``.venv/bin/python -m benchmarks.demo [--repeat N] [--before PATH/TO/pbem]
[--same-as PATH/TO/pbem]``.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import tempfile
from pathlib import Path

from benchmarks.cli import BASELINE, child_env, pbem_command, time_runs

TARGET = 0.5  # of the time before issue 14


def differing(one: Path, other: Path) -> list[str]:
    """The files of two demo folders that are not the same, byte for byte (or not in both)."""
    names = {p.relative_to(one) for p in one.rglob("*") if p.is_file()}
    names |= {p.relative_to(other) for p in other.rglob("*") if p.is_file()}
    return sorted(str(name) for name in names
                  if not (one / name).is_file() or not (other / name).is_file()
                  or (one / name).read_bytes() != (other / name).read_bytes())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="timed rounds after the warm-up")
    parser.add_argument("--before", default="", help="the pbem to compare with (its script)")
    parser.add_argument("--same-as", default="", help="a pbem whose demo must be the same")
    args = parser.parse_args(argv)
    installs = {"now": pbem_command()}
    if args.before:
        installs["before"] = [args.before]
    with tempfile.TemporaryDirectory(prefix="pbem-demo-") as name:
        work = Path(name)
        env = child_env(work, as_is=False)
        commands = {"baseline": BASELINE} | {
            label: [*pbem, "demo", str(work / label)] for label, pbem in installs.items()}
        runs = dict(zip(commands, time_runs(list(commands.values()), max(1, args.repeat), env,
                                            work), strict=True))
        same = ""
        if args.same_as:
            subprocess.run([args.same_as, "demo", str(work / "same-as")], env=env, check=True,
                           capture_output=True)
            found = differing(work / "now", work / "same-as")
            same = (f"every file the same as {args.same_as}'s demo" if not found else
                    f"{len(found)} file(s) differ from {args.same_as}'s demo, e.g. {found[0]}")
    cpu = {label: statistics.median(c for _, c in r) for label, r in runs.items()}
    wall = {label: statistics.median(w for w, _ in r) for label, r in runs.items()}
    print(f"{args.repeat} rounds after a warm-up; medians; baseline {cpu['baseline']:.0f} ms cpu")
    for label in installs:
        print(f"demo ({label}): {cpu[label] / 1000:6.2f} s cpu  {wall[label] / 1000:6.2f} s wall"
              f"  {cpu[label] / cpu['baseline']:5.1f}x baseline")
    if "before" in installs:
        ratio = cpu["now"] / cpu["before"]
        verdict = "PASS" if ratio <= TARGET else "MISS"
        print(f"now / before: {ratio:.2f}x cpu ({wall['now'] / wall['before']:.2f}x wall)   "
              f"target <= {TARGET:g}x  {verdict}")
    if same:
        print(same)


if __name__ == "__main__":
    main()
