"""The public site in a real browser (headless Chromium) at desktop and phone width.

Each kind of page of the site of the 20-game folder (tests/support/league.py) is loaded at both
widths: the index, a finished game's page (statistics, seed, charts), a running game's page,
a step waiting for a decision, the last step of the finished game (its statistics) and a log.
The screenshot must not be blank, and at phone width the page must not be wider than the
screen (wide tables scroll inside their own box). One Chromium per test process
(tests/support/chromium.py), shared with the report tests.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.chromium import Chromium, assert_not_blank, browser
from tests.support.league import league_folder, league_site

__all__ = ["browser", "league_folder", "league_site"]  # fixtures, used by name
WIDTHS = {"desktop": 1100, "phone": 400}
PAGES = {  # each page and the window's height: a blank half would fail (assert_not_blank)
    "index.html": 800,  # the index of the games
    "harbour/index.html": 2400,  # a finished game: statistics, the seed, how to verify
    "running-22/index.html": 2400,  # a running game's page
    "decision-discard/step-0034.html": 2400,  # a step waiting for a player to discard
    "harbour/step-0121.html": 2400,  # the last step: the final report with statistics
    "harbour/log.html": 2400,  # the longest log
}


@pytest.fixture(scope="module")
def site(league_site: Path) -> Iterator[Path]:
    yield league_site


@pytest.mark.slow
@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("page", PAGES)
def test_the_site_renders_at_desktop_and_phone_width(site: Path, browser: Chromium, page: str,
                                                    width: str, tmp_path: Path) -> None:
    shot = tmp_path / "page.png"
    dom = browser.render(site / page, WIDTHS[width], PAGES[page], shot)
    assert_not_blank(shot)
    assert "<main>" in dom
    wide = browser.evaluate("document.documentElement.scrollWidth")
    assert wide <= WIDTHS[width], f"{page} is {wide} px wide at {width} width"
