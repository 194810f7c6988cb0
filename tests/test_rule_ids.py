"""docs/rules.md and the code agree: every rule ID is named by a test, every option value is
known to the engine and run by a test, and the building table is the engine's building data."""

from __future__ import annotations

import re

from pbem.elasund.pieces import BUILDINGS, CHURCH_COST, CHURCH_TILES, BuildingType
from pbem.elasund.position import RULE_OPTIONS
from tests.support import TESTS
from tests.support.rules_doc import rule_ids, section

RULE_COUNT = 58  # S1-S9, T1-T2, D1-D3, I1-I3, B1-B9, TP1-TP3, W1-W5, C1-C8, P1-P4, X1-X5,
# PI1-PI4, H1-H2, E1: a change to this number is a change to the rules and wants a look
FLAG_ROWS = {"top": 0, "second": 1}
NONE = "\u2013"  # the en dash the tables write for "none"
TIMES = "\u00d7"  # the multiplication sign of "2\u00d73"








def named_rule_ids() -> set[str]:
    """Every rule ID that a test function's name starts with (``test_B4_...``)."""
    named: set[str] = set()
    for path in TESTS.glob("test_*.py"):
        for name in re.findall(r"def (test_[A-Za-z0-9_]+)", path.read_text(encoding="utf-8")):
            named.update(re.findall(r"(?:^test|_)([A-Z]{1,2}\d+)(?=_)", name))
    return named


def table_rows(text: str) -> list[list[str]]:
    """The body rows of the markdown tables in ``text``, cells stripped, headers left out."""
    rows: list[list[str]] = []
    lines = text.splitlines()
    for index, line in enumerate(lines):
        is_header = index + 1 < len(lines) and re.match(r"^\|(\s*-+\s*\|)+$", lines[index + 1])
        if line.startswith("|") and not is_header and not re.match(r"^\|(\s*-+\s*\|)+$", line):
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows


def test_every_rule_id_is_named_by_a_test() -> None:
    """A rule without a test is a rule nobody checked."""
    ids = rule_ids()
    assert len(ids) == RULE_COUNT, f"docs/rules.md lists {len(ids)} rules, not {RULE_COUNT}"
    assert len(set(ids)) == len(ids), "a rule ID appears twice in docs/rules.md"
    missing = [rule for rule in ids if rule not in named_rule_ids()]
    assert not missing, f"rule IDs named by no test: {', '.join(missing)}"


def test_every_option_of_section_14_is_known_to_the_engine() -> None:
    """The options table of section 14 and the engine's options agree value for value."""
    rows = re.findall(r"^\| `([a-z_]+)` \| `([a-z-]+)` \| `([a-z-]+)`", section(14), flags=re.M)
    assert {name: (default, other) for name, default, other in rows} == RULE_OPTIONS


def test_every_option_value_is_run_by_a_test() -> None:
    """Each value of each option appears in some test's rules settings."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in TESTS.glob("test_rules_*.py"))
    for name, values in RULE_OPTIONS.items():
        for value in values:
            assert re.search(rf"{name}.{{0,80}}{value}|{value}.{{0,80}}{name}", text, re.S), (
                f"no rule test runs {name}: {value}"
            )


def _number(cell: str) -> int:
    """A table cell holding a whole number, or a dash for none."""
    return 0 if cell == NONE else int(cell)


def _documented(cells: list[str]) -> BuildingType:
    """A row of the building table read back into the engine's form."""
    name, kind, size, squares, permits, gold, income, flags, flag_rows, count = cells
    width, height = (int(n) for n in size.split(TIMES))
    offsets = () if flag_rows == NONE else tuple(FLAG_ROWS[r] for r in flag_rows.split(", "))
    assert int(squares) == width * height, f"{name}: {squares} squares for {size}"
    assert _number(flags) == len(offsets), f"{name}: {flags} flags, rows {flag_rows}"
    return BuildingType(
        name=name.strip("`"),
        width=width,
        height=height,
        permits=_number(permits),
        cost=_number(gold),
        income=None if income == NONE else income,
        flags=offsets,
        own=kind == "own building",
        hut=kind == "worker's hut",
        count=0 if count == "1 per colour" else int(count),
    )


def test_the_building_table_is_the_engines_building_data() -> None:
    """Section 2's table says what pieces.py holds: size, permits, gold, income, flags, count."""
    rows = [cells for cells in table_rows(section(2)) if cells[0].startswith("`")]
    documented = {b.name: b for b in map(_documented, rows)}
    assert documented == BUILDINGS
    church = next(cells for cells in table_rows(section(2)) if cells[0] == "church tile")
    assert (church[2], church[4], _number(church[5]), church[7], int(church[9])) == (
        f"1{TIMES}1", NONE, CHURCH_COST, "1", len(CHURCH_TILES))
