"""Golden reports: the text, HTML and JSON reports of chosen steps of the example game.

The example game (``pbem demo``) is played and the reports of ``STEPS`` for every reader are
kept in ``tests/golden/reports/``; ``tests/test_report_golden.py`` plays it again and compares
every file. Chosen steps: the set-up (secrets, the seed's fingerprint), a church tile that
removes a workshop and costs a trade cube, a roller taking from the pirate's pile, and the end
(the winner and the revealed seed). The same steps are kept for the game played in German and
in Danish (``pbem demo --language de``), below ``de/`` and ``da/``.

Refresh after an intended change with ``.venv/bin/python -m tests.support.golden`` (every
golden file) or ``.venv/bin/python -m tests.support.report_golden`` (these alone), from the
project root, then read the diff before committing it.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

from tests.support import TESTS

GOLDEN = TESTS / "golden" / "reports"
REFRESH = ".venv/bin/python -m tests.support.golden"
STEPS = ("step-0000-turn-01", "step-0075-turn-64", "step-0088-turn-72", "step-0121-turn-97")
READERS = ("red", "blue", "green", "public")
SUFFIXES = (".txt", ".html", ".json")
LANGUAGES = ("en", "de", "da")


def golden_names(language: str = "en") -> list[str]:
    """Every golden file's path of a language below its folder (``GOLDEN`` for English, else
    ``GOLDEN/LANG``), e.g. ``step-0000-turn-01/red.html``."""
    return [f"{step}/{reader}{suffix}" for step in STEPS for reader in READERS
            for suffix in SUFFIXES]


def golden_dir(language: str) -> Path:
    return GOLDEN if language == "en" else GOLDEN / language


def play_demo(folder: Path, language: str = "en") -> None:
    """Play the example game into ``folder`` with ``pbem demo`` (the time fixed)."""
    from tests.support.cli import run

    result = run("demo", folder, "--language", language)
    if result.exit_code != 0:
        raise SystemExit(f"pbem demo failed: {result.output}")


def refresh() -> int:
    """Play the demo in every language and store the chosen reports as the new goldens."""
    shutil.rmtree(GOLDEN, ignore_errors=True)
    for language in LANGUAGES:
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp) / "demo"
            play_demo(folder, language)
            for name in golden_names(language):
                target = golden_dir(language) / name
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(folder / "reports" / name, target)
        print(f"wrote {len(golden_names(language))} golden reports to {golden_dir(language)}")
    return 0


if __name__ == "__main__":
    sys.exit(refresh())
