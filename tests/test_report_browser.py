"""HTML reports of the demo game, rendered by a real browser (headless Chromium).

One Chromium per test process (tests/support/chromium.py) loads each chosen report at a desktop
and a phone width, takes a screenshot and reads the DOM it built. The screenshot must not be blank
(many colours, ink over much of the page), the DOM must hold the board's SVG with one cell
per city square, and the page must be no wider than the window at either width (nothing to
scroll sideways, on a phone of 400 px either). Skipped, with the reason, only when no Chromium
is installed and ``CI`` is not set; ``.ci/run`` installs Debian's chromium.

Every report is one template filled in; what changes the page a browser lays out is which
sections it has (the seed at the set-up and the end, the choices and the order template for the
reader who must act), which choices those are (one kind per decision the game waits for), the
reader (a player, with his hand, or the public) and the length. So the steps rendered are the
first of each kind of decision the demo waits for, the golden steps, and the step with the
longest page, each for every reader: every combination of sections and every kind of choices
the demo produces, at both widths. ``test_the_chosen_steps_cover_every_kind_of_page`` fails,
naming the step to add, if a change of the demo brings a kind not chosen. That every report
parses, draws every cell and piece, and offers the order only to the reader who must act is
checked for every report of the demo by tests/test_report_html.py.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lxml import html

from pbem.elasund.board import city_squares
from tests.support.chromium import Chromium, assert_not_blank, browser
from tests.support.demo import demo_reports
from tests.support.html_reports import xpath
from tests.support.report_golden import STEPS as GOLDEN_STEPS

__all__ = ["browser"]  # a fixture, used by name

WIDTHS = {"desktop": 1100, "phone": 400}
HEIGHT = 2600
STEPS = 122  # the demo's steps: set-up and 121 orders
CHOSEN = {
    0: "the set-up: seed and secret, the first order template, every reader",
    1: "the ship's row to choose",
    6: "the pirate's row to choose",
    15: "a build that would remove another player's hut (a removal warning)",
    16: "a hut to place",
    18: "a church tile to keep",
    34: "cards to discard",
    65: "two players to discard",
    75: "a church tile removes a workshop (golden)",
    87: "the pirate's pile to take from",
    88: "the roller took from the pirate's pile (golden)",
    120: "the longest page (red's)",
    121: "the end: winner, revealed seed, no order",
}
"""The steps whose reports are rendered, and why each is there."""


def step_pages(folder: Path, step: int) -> list[Path]:
    return [p for p in demo_reports(folder, ".html")
            if p.parent.name.startswith(f"step-{step:04d}-")]


def page_kind(page: Path) -> tuple[object, ...]:
    """What makes the browser lay the page out differently: its sections, the decisions the
    game waits for (so the kind of choices shown) and whether the reader is the public."""
    tree = html.fromstring(page.read_bytes())
    data = json.loads(page.with_suffix(".json").read_text("utf-8"))
    sections = tuple(s.get("id") for s in xpath(tree, "//section"))
    waited = tuple(p["decision"] for p in data["position"]["pending"])
    return sections, data["position"]["phase"], waited, page.stem == "public"


def assert_board_in_dom(dom: str, players: int, page: Path) -> None:
    tree = html.fromstring(dom)
    boards = xpath(tree, "//section[@id='board']//*[local-name()='svg']")
    assert len(boards) == 1, page
    cells = xpath(boards[0], ".//*[contains(concat(' ', @class, ' '), ' cell ')]/@data-square")
    assert sorted(cells) == sorted(city_squares(players)), page


@pytest.mark.slow
@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("step", CHOSEN)
def test_the_chosen_reports_render_in_chromium(demo_folder: Path, browser: Chromium, step: int,
                                               width: str, tmp_path: Path) -> None:
    pages = step_pages(demo_folder, step)
    assert len(pages) == 4, pages  # red, blue, green and the public
    for page in pages:
        shot = tmp_path / f"{page.stem}.png"
        dom = browser.render(page, WIDTHS[width], HEIGHT, shot)
        assert_not_blank(shot)
        assert_board_in_dom(dom, 3, page)
        # nothing to scroll sideways: tables stack per player, the order template wraps
        assert browser.page_width() <= WIDTHS[width], (page, width, browser.page_width())


LANGUAGE_STEPS = (0, 15, 34, 75, 120, 121)
"""The steps rendered in German and in Danish, whose words are longer: the set-up, a removal
warning, a discard, the church area, the longest page and the end with its statistics."""


@pytest.mark.slow
@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("language", ["de", "da"])
def test_german_and_danish_reports_fit_the_window(request: pytest.FixtureRequest,
                                                  browser: Chromium, language: str,
                                                  width: str, tmp_path: Path) -> None:
    """Long German and Danish words still leave nothing to scroll sideways, at either width."""
    folder = request.getfixturevalue(f"demo_{language}")
    for step in LANGUAGE_STEPS:
        for page in step_pages(folder, step):
            shot = tmp_path / f"{page.stem}.png"
            dom = browser.render(page, WIDTHS[width], HEIGHT, shot)
            assert f'lang="{language}"' in dom
            assert_not_blank(shot)
            assert_board_in_dom(dom, 3, page)
            assert browser.page_width() <= WIDTHS[width], (page, width, browser.page_width())


def test_the_chosen_steps_cover_every_kind_of_page(demo_folder: Path) -> None:
    """Every kind of page of the demo is among the chosen steps' pages; the golden steps and
    the step of the longest page are chosen."""
    pages = demo_reports(demo_folder, ".html")
    chosen = {page_kind(p) for step in CHOSEN for p in step_pages(demo_folder, step)}
    missing: dict[tuple[object, ...], str] = {}
    for page in pages:
        missing.setdefault(page_kind(page), page.parent.name)
    assert {k: v for k, v in missing.items() if k not in chosen} == {}
    assert {int(name.split("-")[1]) for name in GOLDEN_STEPS} <= set(CHOSEN)
    longest = max(pages, key=lambda p: p.stat().st_size)
    assert int(longest.parent.name.split("-")[1]) in CHOSEN, longest


def test_the_demo_has_as_many_steps_as_checked(demo_folder: Path) -> None:
    assert len(list((demo_folder / "reports").iterdir())) == STEPS
