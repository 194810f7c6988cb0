"""``pbem site DIR --out public/``: the public site of a games folder of 20 games.

The site of the folder (tests/support/league.py) is written once per test process: the broken
game is named and left out, every other game gets its pages (a page per step, its own page,
the log, and once over the dice record). Every page parses with html5lib in strict mode, holds
no script and fetches nothing, and every link leads to a file of the site (and to an element
of it, for a link with a fragment). The browser's look is tests/test_site_browser.py; hidden
information, tests/test_site_leak.py.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote, urlsplit

import html5lib
import pytest
from lxml import html

from pbem.files.game_file import load_game
from tests.support.cli import run
from tests.support.html_reports import xpath
from tests.support.league import LEAGUE_STATES, league_copy, league_folder, league_site

__all__ = ["league_folder", "league_site"]  # fixtures, used by name


@pytest.fixture(scope="module")
def site(league_site: Path) -> Iterator[Path]:
    """The site of the 20 games, written once per test run (tests/support/league.py)."""
    yield league_site


def pages(site: Path) -> list[Path]:
    return sorted(site.rglob("*.html"))


def test_every_game_but_the_broken_one_has_its_pages(league_folder: Path, site: Path) -> None:
    for name, state in LEAGUE_STATES.items():
        if state == "broken":
            continue
        game = load_game(league_folder / name / "game.yaml")
        folder = site / game.id
        steps = sorted(folder.glob("step-*.html"))
        assert len(steps) == len(game.history), name
        assert (folder / "index.html").is_file() and (folder / "log.html").is_file()
        assert (folder / "dice.json").is_file() == (state == "over"), name
    assert sorted(p.name for p in site.iterdir() if p.is_dir()) == sorted(
        n for n, s in LEAGUE_STATES.items() if s != "broken")


def test_the_broken_game_is_named_and_the_others_written(league_folder: Path,
                                                         site: Path) -> None:
    """(The run's exit code, 1, is checked where the site is made.)"""
    stderr = (site.parent / "stderr").read_text("utf-8")
    assert stderr.splitlines() == [
        f"pbem: {league_folder / 'broken' / 'game.yaml'}:2:7: " + stderr.split(":2:7: ",
                                                                            1)[1].strip()]
    said = (site.parent / "stdout").read_text("utf-8").strip()  # (made under another name)
    assert re.fullmatch(r"wrote the site of 19 game\(s\) into (\S+) \(open \1/index.html\)",
                        said), said


def test_the_index_lists_the_running_games_then_the_finished(site: Path) -> None:
    tree = html.fromstring((site / "index.html").read_bytes())
    sections = xpath(tree, "//main/section")
    assert [s.xpath("string(h2)") for s in sections] == ["Running", "Finished"]
    running = xpath(sections[0], ".//tbody/tr/td[1]/a/text()")
    finished = xpath(sections[1], ".//tbody/tr/td[1]/a/text()")
    assert sorted(finished) == ["harbour", "won-a", "won-b"]
    assert sorted(running) == sorted(n for n, s in LEAGUE_STATES.items()
                                     if s in ("new", "running", "decision"))


CHUNKS = 4


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_page_parses_strictly_and_holds_no_script(site: Path, chunk: int) -> None:
    """Every page, a quarter per case (html5lib is slow: the cases spread over the workers)."""
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
    found = pages(site)
    assert len(found) > 300
    for page in found[chunk::CHUNKS]:
        text = page.read_text("utf-8")
        parser.parse(text)  # raises at the first parse error
        assert "<script" not in text.lower() and "javascript:" not in text.lower(), page
        assert not re.search(r"""(?:src|href)=["'](?:https?:)?//""", text), page
        assert 'name="viewport" content="width=device-width' in text, page


def _links(page: Path) -> list[str]:
    tree = html.fromstring(page.read_bytes())
    return [str(link) for link in xpath(tree, "//@href | //@src")]


def test_every_link_resolves(site: Path) -> None:
    """A walk over every link of every page: each leads to a file of the site, and a link with
    a fragment to an element with that id; every page is reached from the index."""
    ids: dict[Path, set[str]] = {}
    reached = {site / "index.html"}
    todo = [site / "index.html"]
    checked = 0
    while todo:
        page = todo.pop()
        for link in _links(page):
            parts = urlsplit(link)
            assert not parts.scheme and not parts.netloc, (page, link)
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            assert target.is_file() and site.resolve() in target.parents, (page, link)
            if parts.fragment:
                if target not in ids:
                    ids[target] = set(xpath(html.fromstring(target.read_bytes()), "//@id"))
                assert parts.fragment in ids[target], (page, link)
            checked += 1
            if target.suffix == ".html" and target not in reached:
                reached.add(target)
                todo.append(target)
    assert checked > 1000
    assert {p.resolve() for p in pages(site)} == {p.resolve() for p in reached}


def test_a_finished_game_shows_its_statistics_seed_and_how_to_verify(site: Path) -> None:
    page = (site / "harbour" / "index.html").read_text("utf-8")
    assert "Game harbour in numbers" in page and 'class="dice"' in page
    assert "<code>harbour-4</code>" in page and "python3 verify_dice.py dice.json" in page
    checked = subprocess.run([sys.executable, str(site / "verify_dice.py"),
                              str(site / "harbour" / "dice.json")], capture_output=True,
                             text=True, timeout=120, check=False)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_a_running_game_shows_no_seed_and_no_statistics(site: Path) -> None:
    for page in (site / "running-22").glob("*.html"):
        text = page.read_text("utf-8")
        assert "league-seed" not in text and "harbour-4" not in text, page
        assert 'id="stats"' not in text, page


def test_each_step_links_to_the_steps_around_it(site: Path) -> None:
    tree = html.fromstring((site / "running-8" / "step-0003.html").read_bytes())
    nav = xpath(tree, "//nav[@class='site']")[0]
    assert xpath(nav, "a/@href") == ["../index.html", "index.html", "step-0000.html",
                                    "step-0002.html", "step-0004.html"]
    assert nav.xpath("string(span)") == "step 3"
    first = html.fromstring((site / "running-8" / "step-0000.html").read_bytes())
    assert "step-0000.html" not in xpath(first, "//nav[@class='site'][1]/a/@href")


SOME = ("running-8", "won-a", "new-duo")
"""The games the tests of a second run copy: enough to see what changes and what does not."""


def test_a_second_run_writes_only_what_changed(league_folder: Path, tmp_path: Path) -> None:
    copy = league_copy(league_folder, tmp_path / "league", SOME)
    out = tmp_path / "public"
    run("site", copy, "--out", out)
    before = {p: p.stat().st_mtime_ns for p in out.rglob("*") if p.is_file()}
    order = tmp_path / "order.yaml"
    order.write_text("game: running-8\nplayer: blue\nturn: 8\nactions:\n  - gold\n", "utf-8")
    assert run("apply", copy / "running-8" / "game.yaml", order).exit_code == 0
    run("site", copy, "--out", out)
    changed = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()
               and before.get(p) != p.stat().st_mtime_ns}
    assert changed == {"index.html", "running-8/index.html", "running-8/log.html",
                       "running-8/step-0008.html", "running-8/step-0009.html",
                       "running-8/.pbem-site.json"}


def test_an_unchanged_game_is_not_rendered_again_unless_asked(league_folder: Path,
                                                              tmp_path: Path) -> None:
    copy = league_copy(league_folder, tmp_path / "league", SOME)
    out = tmp_path / "public"
    run("site", copy, "--out", out)
    (out / "won-a" / "step-0001.html").unlink()
    run("site", copy, "--out", out)
    assert not (out / "won-a" / "step-0001.html").exists()  # the game had not changed
    assert (out / "index.html").read_text("utf-8").count("won-a/index.html") == 1
    run("site", copy, "--out", out, "--again")
    assert (out / "won-a" / "step-0001.html").is_file()


def test_a_site_made_step_by_step_is_the_site_made_at_once(league_folder: Path,
                                                           tmp_path: Path) -> None:
    """Rendering only the new steps of a grown game gives every file a whole rendering
    gives."""
    copy = league_copy(league_folder, tmp_path / "league", SOME)
    step_by_step, at_once = tmp_path / "a", tmp_path / "b"
    run("site", copy, "--out", step_by_step)
    order = tmp_path / "order.yaml"
    order.write_text("game: running-8\nplayer: blue\nturn: 8\nactions:\n  - gold\n", "utf-8")
    assert run("apply", copy / "running-8" / "game.yaml", order).exit_code == 0
    run("site", copy, "--out", step_by_step)
    run("site", copy, "--out", at_once, "--again")
    files = sorted(p.relative_to(at_once) for p in at_once.rglob("*") if p.is_file())
    assert files == sorted(p.relative_to(step_by_step) for p in step_by_step.rglob("*")
                           if p.is_file())
    different = [f for f in files if (at_once / f).read_bytes() != (step_by_step / f)
                 .read_bytes() and f.name != ".pbem-site.json"]
    assert different == []
