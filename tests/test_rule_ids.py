"""Every rule ID of RULES.md is named by at least one test, and every option value is run."""

from __future__ import annotations

import re
from pathlib import Path

from pbem.elasund.position import RULE_OPTIONS

RULES = Path(__file__).resolve().parents[2] / "shared" / "elasund" / "RULES.md"
TESTS = Path(__file__).resolve().parent


def rules_text() -> str:
    """RULES.md, beside the repository (``../shared``) as the project lays it out."""
    assert RULES.is_file(), f"RULES.md not found at {RULES}: check out beside ../shared/"
    return RULES.read_text(encoding="utf-8")


def rule_ids() -> list[str]:
    """The IDs in the first column of the rule tables: ``| **B4** |``."""
    return re.findall(r"^\|\s*\*\*([A-Z]{1,2}\d+)\*\*\s*\|", rules_text(), flags=re.M)


def named_rule_ids() -> set[str]:
    """Every rule ID that a test function's name starts with (``test_B4_...``)."""
    named: set[str] = set()
    for path in TESTS.glob("test_*.py"):
        for name in re.findall(r"def (test_[A-Za-z0-9_]+)", path.read_text(encoding="utf-8")):
            named.update(re.findall(r"(?:^test|_)([A-Z]{1,2}\d+)(?=_)", name))
    return named


def test_every_rule_id_is_named_by_a_test() -> None:
    """A rule without a test is a rule nobody checked."""
    ids = rule_ids()
    assert len(ids) >= 50, "RULES.md was not read correctly"
    missing = [rule for rule in ids if rule not in named_rule_ids()]
    assert not missing, f"rule IDs named by no test: {', '.join(missing)}"


def test_every_option_of_section_14_is_known_to_the_engine() -> None:
    """The options table of RULES section 14 and the engine's options agree value for value."""
    rows = re.findall(r"^\| `([a-z_]+)` \| `([a-z-]+)` \| `([a-z-]+)`", rules_text(), flags=re.M)
    assert {name: (default, other) for name, default, other in rows} == RULE_OPTIONS


def test_every_option_value_is_run_by_a_test() -> None:
    """Each value of each option appears in some test's rules settings."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in TESTS.glob("test_rules_*.py"))
    for name, values in RULE_OPTIONS.items():
        for value in values:
            assert re.search(rf"{name}.{{0,80}}{value}|{value}.{{0,80}}{name}", text, re.S), (
                f"no rule test runs {name}: {value}"
            )
