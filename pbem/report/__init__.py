"""Reports: the view model of what one reader may see, and its text layout (docs/players.md).

``report_model`` builds plain, JSON-able data from a position and the recent history, hiding
what the reader may not see; ``render_text`` lays it out for a mail reader.
"""

from __future__ import annotations

from pbem.report.board_text import board_text
from pbem.report.model import ReportInput, Step, report_model
from pbem.report.text import render_text

__all__ = ["ReportInput", "Step", "board_text", "render_text", "report_model"]
