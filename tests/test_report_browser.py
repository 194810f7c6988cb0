"""Every HTML report of the demo game, rendered by a real browser (headless Chromium).

For each report, one Chromium run takes a screenshot and dumps the DOM it built. The screenshot
must not be blank (many colours, ink over much of the page) and the DOM must hold the board's
SVG with one cell per city square. Skipped, with the reason, only when no Chromium is installed
and ``CI`` is not set; ``.ci/run`` installs Debian's chromium.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from lxml import html
from PIL import Image, ImageChops

from pbem.elasund.board import city_squares
from tests.conftest import demo_reports
from tests.html_helpers import xpath

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--no-first-run", "--disable-component-update", "--disable-sync", "--disable-quic",
         "--hide-scrollbars")
WIDTHS = {"desktop": "1100,2600", "phone": "400,2600"}
STEPS = 122  # the demo's steps: set-up and 121 orders


def browser() -> str:
    """The Chromium to use; skips (outside CI) or fails (in CI) when there is none."""
    found = next((path for name in BROWSERS if (path := shutil.which(name))), None)
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("no chromium found, and CI is set: .ci/run must install it")
        pytest.skip("no chromium, chromium-browser or google-chrome on PATH "
                    "(install Debian's chromium to run the browser tests)")
    return found


def render(page: Path, width: str, shot: Path) -> str:
    """Load the page in headless Chromium: write its screenshot, return the DOM it built."""
    with tempfile.TemporaryDirectory() as profile:
        done = subprocess.run(
            [browser(), *FLAGS, f"--user-data-dir={profile}", f"--window-size={width}",
             f"--screenshot={shot}", "--dump-dom", page.resolve().as_uri()],
            capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def assert_not_blank(shot: Path) -> None:
    """Ink covers much of the screenshot, in many colours (a blank page is one colour)."""
    with Image.open(shot) as image:
        rgb = image.convert("RGB")
        colours = rgb.getcolors(maxcolors=1 << 16)
        assert colours is None or len(colours) > 50, f"{shot}: only {len(colours or [])} colours"
        background = Image.new("RGB", rgb.size, rgb.getpixel((0, 0)))
        box = ImageChops.difference(rgb, background).getbbox()
        assert box is not None, f"{shot} is blank"
        assert (box[2] - box[0]) > rgb.width / 2 and (box[3] - box[1]) > rgb.height / 2, shot


def assert_board_in_dom(dom: str, players: int, page: Path) -> None:
    tree = html.fromstring(dom)
    boards = xpath(tree, "//section[@id='board']//*[local-name()='svg']")
    assert len(boards) == 1, page
    cells = xpath(boards[0], ".//*[contains(concat(' ', @class, ' '), ' cell ')]/@data-square")
    assert sorted(cells) == sorted(city_squares(players)), page


@pytest.mark.parametrize("step", range(STEPS))
def test_every_demo_report_renders_in_chromium(demo_folder: Path, step: int,
                                               tmp_path: Path) -> None:
    browser()
    pages = [p for p in demo_reports(demo_folder, ".html")
             if p.parent.name.startswith(f"step-{step:04d}-")]
    assert len(pages) == 4, pages  # red, blue, green and the public
    for index, page in enumerate(pages):
        width = WIDTHS["phone"] if (step + index) % 4 == 0 else WIDTHS["desktop"]
        shot = tmp_path / f"{page.stem}.png"
        dom = render(page, width, shot)
        assert_not_blank(shot)
        assert_board_in_dom(dom, 3, page)


def test_the_demo_has_as_many_steps_as_checked(demo_folder: Path) -> None:
    assert len(list((demo_folder / "reports").iterdir())) == STEPS
