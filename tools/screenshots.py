"""Make the screenshots of docs/ from the example game, as headless Chromium draws its reports.

Run it from the repository's top folder, with Debian's chromium installed:

    .venv/bin/python tools/screenshots.py

It plays ``pbem demo`` into a temporary folder and writes, from its reports:

* ``docs/report-desktop.png``: red's report of step 75 at 1100 px (the README's picture);
* ``docs/report-phone.png``: the same report at phone width, 400 px;
* ``docs/report-church.png``: the board of step 19, the church area just fixed by the tile Anna
  kept, with the buildings it will remove marked;
* ``docs/report-removal.png``: Chiara's choices of step 15, where building the workshop on E9
  says it removes Anna's large hut and that the order then waits for her.

The browser is the one the tests drive (``tests/support/chromium.py``); the screenshots are
made to be looked at, and nothing checks their pixels.
"""

from __future__ import annotations

import base64
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.support.chromium import Chromium, chromium, find_browser  # noqa: E402

DOCS = ROOT / "docs"
PAGES = (  # file in docs/, step, reader, width, height, the element shown (None: the window)
    ("report-desktop.png", 75, "red", 1100, 2400, None),
    ("report-phone.png", 75, "red", 400, 1800, None),
    ("report-church.png", 19, "red", 1100, 2600, "#board"),
    ("report-removal.png", 15, "green", 1100, 2600, "#choices"),
)


def element_shot(browser: Chromium, selector: str, out: Path) -> None:
    """A screenshot of one element of the page loaded last, whole even below the window."""
    box = browser.evaluate(f"(() => {{ const r = document.querySelector('{selector}')"
                           ".getBoundingClientRect(); return [r.x, r.y + window.scrollY, "
                           "r.width, r.height]; })()")
    x, y, width, height = (float(v) for v in box)
    picture = browser.command("Page.captureScreenshot", session=browser._session, format="png",
                              captureBeyondViewport=True,
                              clip={"x": x, "y": y, "width": width, "height": height,
                                    "scale": 1})
    out.write_bytes(base64.b64decode(picture["data"]))


def main() -> int:
    found = find_browser()
    if found is None:
        print("no chromium on PATH: install Debian's chromium", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as scratch:
        demo = Path(scratch) / "pbem-demo"
        subprocess.run([sys.executable, "-m", "pbem", "demo", str(demo)], check=True,
                       stdout=subprocess.DEVNULL)
        with chromium(found) as browser:
            for name, step, reader, width, height, selector in PAGES:
                (folder,) = (demo / "reports").glob(f"step-{step:04d}-*")
                out = DOCS / name
                browser.render(folder / f"{reader}.html", width, height, out)
                if selector is not None:
                    element_shot(browser, selector, out)
                print(f"wrote {out.relative_to(ROOT)} from {folder.name}/{reader}.html")
    return 0


if __name__ == "__main__":
    sys.exit(main())
