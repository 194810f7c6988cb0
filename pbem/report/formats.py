"""The three layouts of one report: text for mail, HTML with pictures, JSON for scripts.

All three are made from the same ``report_model`` output (one view, one model), so they can
never show different things; this module only lays the report out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pbem.messages import say, speaking
from pbem.report.render import render

if TYPE_CHECKING:
    from pbem.report.model import Report

REPORT_FORMAT = "pbem-report-1"
"""The ``format`` field of a JSON report; changes when its schema changes incompatibly."""

SUFFIXES: dict[str, str] = {"text": ".txt", "html": ".html", "json": ".json"}
"""Each report format and the suffix of its files."""


def render_text(model: dict[str, Any]) -> str:
    """The plain-text report of one model, laid out by ``templates/report.txt.j2`` in the
    reader's language (the template's own words: ``say``)."""
    with speaking(model.get("language")):
        return render("report.txt.j2", say=say, **model)


def render_html(report: Report) -> str:
    """The self-contained HTML report: inline CSS, the board and the race as inline SVG."""
    from markupsafe import Markup

    from pbem.report.board_picture import board_svg
    from pbem.report.race_picture import race_svg

    model = report.model
    labels = {row["colour"]: row["label"] for row in model["table"]["players"]}
    board = model["board"]
    with speaking(model.get("language")):
        # the SVG builders escape every text they place, so their output is trusted markup
        picture = Markup(board_svg(report.view, board["changed"], labels, board["text"]))
        chart = Markup(race_svg(model["race"]))
        return render("report.html.j2", board_svg=picture, race_svg=chart, say=say,
                      **stats_charts(model), **model)


def stats_charts(model: dict[str, Any]) -> dict[str, Any]:
    """The statistics' charts of a final report (trusted markup), or nothing."""
    if "stats" not in model:
        return {}
    from markupsafe import Markup

    from pbem.stats.charts import stats_charts as charts

    return {name: Markup(svg) for name, svg in charts(model["stats"]).items()}


def report_document(model: dict[str, Any]) -> dict[str, Any]:
    """The JSON report: the model with its format named first."""
    return {"format": REPORT_FORMAT, **model}


def render_json(model: dict[str, Any]) -> str:
    """The JSON report as text, valid against ``schemas/report.schema.json``."""
    from pbem.report.json_text import dumps_indented

    return dumps_indented(report_document(model)) + "\n"


def render_as(report: Report, fmt: str) -> str:
    """One report laid out in ``fmt`` (a key of ``SUFFIXES``)."""
    if fmt == "html":
        return render_html(report)
    if fmt == "json":
        return render_json(report.model)
    return render_text(report.model)
