"""The frame of every HTML page (``templates/base.html.j2``, issue 16 point 8): the report
extends it, and a new page gets the document, head and look by filling its blocks."""

from __future__ import annotations

from pbem.report import render
from pbem.report.formats import render_html
from pbem.report.inputs import report_of
from tests.support.trust import example_game


def test_the_report_extends_the_frame_and_fills_its_blocks() -> None:
    source = (render.template_dir() / "report.html.j2").read_text("utf-8")
    assert '{% extends "base.html.j2" %}' in source
    assert "<!DOCTYPE" not in source and "<style>" not in source  # the frame's, not copied
    game = example_game(30)
    html = render_html(report_of(game, 30, "red"))
    assert html.startswith("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n")
    assert f"<title>Elasund {game.id}, turn {game.state.position.turn}: report for " in html
    assert "</header>\n<main>\n" in html and "</section>\n</main>\n<footer>" in html
    assert html.endswith("</footer>\n</body>\n</html>\n")


def test_another_page_gets_the_frame_by_filling_blocks() -> None:
    page = render.environment().from_string(
        '{% extends "base.html.j2" %}{% block title %}Games{% endblock %}'
        "{% block content %}\n<p>{{ text }}</p>\n{% endblock %}")
    html = page.render(text="Three games are running.")
    assert "<title>Games</title>" in html and "<style>\n" in html
    assert "<body>\n<main>\n<p>Three games are running.</p>\n</main>\n</body>\n" in html
