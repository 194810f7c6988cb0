"""Orders per player-turn in the example game, before and after the standing answers and report
notes of issue 17, and the second mails that remain, with why.

Run it from the repository's top folder:

    .venv/bin/python tools/second_mails.py

It plays ``pbem demo`` into a temporary folder and plays each turn that took several orders
again as few orders as it needs (``tests/support/mails_per_turn.py`` says how, and counts a turn
as merged only when the merged orders play exactly the same game).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pbem.files.game_file import load_game  # noqa: E402
from tests.support.mails_per_turn import Turn, count  # noqa: E402


def summary(turns: list[Turn]) -> list[str]:
    """The figures and, turn by turn, what merged and what stays a second mail."""
    before = sum(len(t.orders) for t in turns)
    after = sum(t.mails for t in turns)
    lines = [f"{len(turns)} player-turns: {before} orders before ({before / len(turns):.2f} a "
             f"turn), {after} after ({after / len(turns):.2f} a turn)"]
    for turn in turns:
        if len(turn.orders) > 1:
            lines.append(f"turn {turn.turn} ({turn.player}): {len(turn.orders)} orders -> "
                         f"{turn.mails}")
            lines += [f"  {note}" for note in turn.notes]
    return lines


def main() -> int:
    with tempfile.TemporaryDirectory() as scratch:
        demo = Path(scratch) / "pbem-demo"
        subprocess.run([sys.executable, "-m", "pbem", "demo", str(demo)], check=True,
                       stdout=subprocess.DEVNULL)
        turns = count(load_game(demo / "game.yaml", whole=True))
    print("\n".join(summary(turns)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
