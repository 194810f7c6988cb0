"""docs/rules.md as the tests read it: its text, its numbered sections, its rule IDs."""

from __future__ import annotations

import re

from tests.support import REPO, TESTS

RULES = REPO / "docs" / "rules.md"
__all__ = ["RULES", "TESTS", "rule_ids", "rules_text", "section"]


def rules_text() -> str:
    """docs/rules.md, the rules as pbem plays them (part of the repository)."""
    return RULES.read_text(encoding="utf-8")


def section(number: int) -> str:
    """The text of one numbered section of docs/rules.md (``## 2. ...`` up to the next)."""
    match = re.search(rf"^## {number}\. .*?(?=^## \d+\. |\Z)", rules_text(), re.M | re.S)
    assert match is not None, f"docs/rules.md has no section {number}"
    return match.group(0)


def rule_ids() -> list[str]:
    """The IDs in the first column of the rule tables: ``| **B4** |``."""
    return re.findall(r"^\|\s*\*\*([A-Z]{1,2}\d+)\*\*\s*\|", rules_text(), flags=re.M)
