"""Refresh the site's screenshots in docs/ (``python -m tests.support.site_screenshots``).

Builds the example game's site (``pbem demo`` then ``pbem site``) in a temporary folder and has
headless Chromium draw the finished game's page at desktop and phone width, as
docs/site-desktop.png and docs/site-phone.png (docs/game-master.md shows them).
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from tests.support import REPO
from tests.support.chromium import chromium, find_browser
from tests.support.cli import run

SHOTS = {"site-desktop.png": (1100, 1500), "site-phone.png": (400, 1400)}


def main() -> int:
    found = find_browser()
    if found is None:
        print("no chromium on PATH", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as folder:
        league = Path(folder) / "league"
        assert run("demo", league / "harbour").exit_code == 0
        assert run("site", league, "--out", Path(folder) / "public").exit_code == 0
        page = Path(folder) / "public" / "harbour" / "index.html"
        with chromium(found) as browser:
            for name, (width, height) in SHOTS.items():
                browser.render(page, width, height, REPO / "docs" / name)
                print(f"wrote docs/{name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
