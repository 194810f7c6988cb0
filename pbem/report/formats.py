"""The three layouts of one report model: text for mail, HTML with pictures, JSON for scripts.

All three are made from the same ``report_model`` output, so they can never show different
things; this module only lays the model out.
"""

from __future__ import annotations

import json
from typing import Any

from pbem.report.render import render
from pbem.report.text import render_text

REPORT_FORMAT = "pbem-report-1"
"""The ``format`` field of a JSON report; changes when its schema changes incompatibly."""

SUFFIXES: dict[str, str] = {"text": ".txt", "html": ".html", "json": ".json"}
"""Each report format and the suffix of its files."""


def render_html(model: dict[str, Any]) -> str:
    """The self-contained HTML report: inline CSS, the board and the race as inline SVG."""
    from markupsafe import Markup

    from pbem.report.board_picture import board_svg
    from pbem.report.race_picture import race_svg

    labels = {row["colour"]: row["label"] for row in model["table"]["players"]}
    board = model["board"]
    # the SVG builders escape every text they place, so their output is trusted markup here
    picture = Markup(board_svg(model["position"], board["changed"], labels, board["text"]))
    chart = Markup(race_svg(model["race"]))
    return render("report.html.j2", board_svg=picture, race_svg=chart, **model)


def report_document(model: dict[str, Any]) -> dict[str, Any]:
    """The JSON report: the view model with its format named first."""
    return {"format": REPORT_FORMAT, **model}


def render_json(model: dict[str, Any]) -> str:
    """The JSON report as text, valid against ``schemas/report.schema.json``."""
    return json.dumps(report_document(model), ensure_ascii=False, indent=1) + "\n"


def render_as(model: dict[str, Any], fmt: str) -> str:
    """One report model laid out in ``fmt`` (a key of ``SUFFIXES``)."""
    if fmt == "html":
        return render_html(model)
    if fmt == "json":
        return render_json(model)
    return render_text(model)
