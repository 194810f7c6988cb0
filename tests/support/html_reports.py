"""Reading HTML reports in tests: lxml trees and XPath results with plain types."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from lxml import html


def page_tree(path: Path) -> Any:
    """The parsed HTML page (an lxml element with ``text_content``)."""
    return html.fromstring(path.read_bytes())


def xpath(node: Any, expression: str) -> list[Any]:
    """The XPath query's results as a list (elements, attribute values or text)."""
    found = node.xpath(expression)
    assert isinstance(found, list), expression
    return found
