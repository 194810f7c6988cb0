"""The plain-text report: the view model laid out by ``templates/report.txt.j2``."""

from __future__ import annotations

from typing import Any

from pbem.report.render import render

TEMPLATE = "report.txt.j2"


def render_text(model: dict[str, Any]) -> str:
    """The text report of one view model (``report_model``)."""
    return render(TEMPLATE, **model)
