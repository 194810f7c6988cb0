"""The HTML and JSON reports (docs/players.md): well-formed, complete, and the same as the text.

Every HTML report of the demo game is parsed by html5lib in strict mode (a parse error fails),
and its structure is queried with lxml: the board draws one cell per square of the city and
every piece of the reader's position, and the order template is there only for the player who
must act. Every JSON report is valid against ``schemas/report.schema.json`` and is the very
model the text and HTML were laid out from.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import html5lib
import pytest

from pbem.elasund.board import city_squares
from pbem.files.schemas import validator
from tests.support.cli import run
from tests.support.demo import demo_reports
from tests.support.html_reports import page_tree, xpath
from tests.support.quick import quick_sample

CHUNKS = 8


def parse_strict(text: str) -> Any:
    """The document as html5lib parses it in strict mode: any parse error raises."""
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
    return parser.parse(text)


@cache
def report_validator() -> Any:
    return validator("report")


def pairs(folder: Path) -> Iterator[tuple[Path, dict[str, Any], Any]]:
    """Each HTML report with its JSON twin (parsed) and its lxml tree."""
    for page in demo_reports(folder, ".html"):
        data = json.loads(page.with_suffix(".json").read_text("utf-8"))
        yield page, data, page_tree(page)


def test_there_are_four_reports_of_every_step(demo_folder: Path) -> None:
    pages = demo_reports(demo_folder, ".html")
    assert len(pages) == 4 * len(list((demo_folder / "reports").iterdir()))
    assert len(demo_reports(demo_folder, ".json")) == len(pages)


# The two checks of every report are split into CHUNKS tests (report k in chunk k mod CHUNKS)
# so that the workers share them. Not traced by coverage: they run html5lib and jsonschema on
# files, no code of pbem.elasund (which coverage measures), and tracing doubled their time.
# The quick loop (-m "not slow") checks the first chunk only.
@pytest.mark.no_cover
@pytest.mark.parametrize("chunk", quick_sample([(c,) for c in range(CHUNKS)], CHUNKS))
def test_every_html_report_of_the_demo_parses_strictly(demo_folder: Path, chunk: int) -> None:
    for page in demo_reports(demo_folder, ".html")[chunk::CHUNKS]:
        try:
            parse_strict(page.read_text("utf-8"))
        except html5lib.html5parser.ParseError as error:
            pytest.fail(f"{page}: {error}")


@pytest.mark.no_cover
@pytest.mark.parametrize("chunk", quick_sample([(c,) for c in range(CHUNKS)], CHUNKS))
def test_every_json_report_of_the_demo_is_valid(demo_folder: Path, chunk: int) -> None:
    for page in demo_reports(demo_folder, ".json")[chunk::CHUNKS]:
        document = json.loads(page.read_text("utf-8"))
        errors = [e.message for e in report_validator().iter_errors(document)]
        assert errors == [], (page, errors[:3])
        assert document["format"] == "pbem-report-1"


def test_the_board_has_a_cell_per_city_square_and_every_piece(demo_folder: Path) -> None:
    for page, data, tree in pairs(demo_folder):
        board = xpath(tree, "//section[@id='board']//*[local-name()='svg']")
        assert len(board) == 1, page
        cells = xpath(board[0], ".//*[contains(concat(' ', @class, ' '), ' cell ')]/@data-square")
        assert sorted(cells) == sorted(city_squares(len(data["game"]["players"]))), page
        drawn = {(p.get("data-piece"), p.get("data-at"), p.get("data-owner")) for p in
                 xpath(board[0], ".//*[contains(concat(' ', @class, ' '), ' piece ')]")}
        expected = {(p["piece"], p["at"], p["owner"]) for p in data["position"]["board"]}
        assert drawn == expected, page
        ship = xpath(board[0], ".//*[contains(concat(' ', @class, ' '), ' ship ')]")
        assert [s.get("data-row") for s in ship] == [str(data["game"]["ship"])], page
        desc = xpath(board[0], "./*[local-name()='desc']")
        assert desc and desc[0].text_content().strip() == data["board"]["text"].strip(), page


def test_the_order_template_is_only_for_the_player_who_must_act(demo_folder: Path) -> None:
    seen_order = 0
    for page, data, tree in pairs(demo_folder):
        reader = page.stem
        must_act = reader in data["header"]["waiting_for"]
        orders = xpath(tree, "//section[@id='order']//pre")
        choices = xpath(tree, "//section[@id='choices']")
        assert bool(orders) == must_act and bool(choices) == must_act, page
        if must_act:
            seen_order += 1
            assert orders[0].text_content() == data["order"]["text"], page
            assert f"player: {reader}" in orders[0].text_content()
    assert seen_order > 100  # the demo has a reader who must act in nearly every step


def test_html_shows_what_the_text_report_shows(demo_folder: Path) -> None:
    """Header, events and table of the HTML are the JSON model's, which the text also shows."""
    for page, data, tree in list(pairs(demo_folder))[::9]:
        text = page.with_suffix(".txt").read_text("utf-8")
        page_text = " ".join(tree.text_content().split())
        for sentence in [data["header"]["waiting"],
                         *(e["text"] for s in data["history"] for e in s["events"])]:
            assert " ".join(sentence.split()) in page_text, (page, sentence)
            assert sentence.split()[0] in text
        for row in data["table"]["players"]:
            cells = xpath(tree, f"//tr[@data-colour='{row['colour']}']/td")
            values = [c.text_content() for c in cells[1:6]]
            assert values == [str(row[k]) for k in ("cubes_on_board", "cubes_in_supply", "trade",
                                                    "gold", "influence")], page


def test_the_race_chart_is_drawn(demo_folder: Path) -> None:
    last = demo_reports(demo_folder, ".html")[-1]
    tree = page_tree(last)
    race = xpath(tree, "//section[@id='race']//*[local-name()='svg']")
    assert len(race) == 1
    assert "race" in race[0].get("class", "").split()


def test_html_is_self_contained(demo_folder: Path) -> None:
    """No scripts and nothing fetched: no script element, no src/href to anywhere outside."""
    for page in demo_reports(demo_folder, ".html")[::13]:
        tree = page_tree(page)
        assert xpath(tree, "//script") == []
        assert xpath(tree, "//@src") == []
        links = [h for h in xpath(tree, "//@href") if not h.startswith("#")]
        assert links == [], page
        assert "@import" not in page.read_text("utf-8")


def test_report_command_prints_html_and_json(tmp_path: Path, demo_folder: Path) -> None:
    game = demo_folder / "game.yaml"
    page = run("report", game, "--player", "blue", "--format", "html")
    assert page.exit_code == 0, page.output
    parse_strict(page.stdout)
    document = run("report", game, "--player", "public", "--format", "json")
    assert document.exit_code == 0, document.output
    data = json.loads(document.stdout)
    assert list(report_validator().iter_errors(data)) == []
    assert data["viewer"]["public"] is True and data["table"]["hand"] is None
    written = run("report", game, "--format", "json", "--out", tmp_path / "out")
    assert written.exit_code == 0, written.output
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == [
        "blue.json", "green.json", "public.json", "red.json"]


def test_report_refuses_several_pages_on_stdout(demo_folder: Path) -> None:
    result = run("report", demo_folder / "game.yaml", "--format", "html")
    assert result.exit_code == 2
    assert "--player" in result.stderr and "Traceback" not in result.output
