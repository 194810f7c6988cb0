"""Reports: the model of what one reader may see, made from his view, and its layouts.

``report_model`` builds a ``Report`` (the reader's ``View`` and plain, JSON-able data made from
it) from a position and the recent history; ``render_text`` lays it out for a mail reader.
"""

from __future__ import annotations

from pbem.report.board_text import board_text
from pbem.report.formats import render_text
from pbem.report.model import Report, ReportInput, Step, report_model

__all__ = ["Report", "ReportInput", "Step", "board_text", "render_text", "report_model"]
