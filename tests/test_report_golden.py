"""The example game's reports at chosen steps come out exactly as stored
(tests/support/report_golden.py).

A difference fails with the first differing line and the refresh command; after an intended
change refresh the goldens and read their diff (the text files are the easiest to review).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.report_golden import GOLDEN, REFRESH, golden_names


def first_difference(name: str, stored: str, made: str) -> str:
    old, new = stored.splitlines(), made.splitlines()
    number = next((n for n, (a, b) in enumerate(zip(old, new, strict=False), start=1) if a != b),
                  min(len(old), len(new)) + 1)
    was = old[number - 1] if number <= len(old) else "(end of file)"
    now = new[number - 1] if number <= len(new) else "(end of file)"
    return (f"{name} differs at line {number}\n  stored: {was[:200]}\n  now:    {now[:200]}\n"
            f"refresh with: {REFRESH}")


@pytest.mark.parametrize("name", golden_names())
def test_report_is_unchanged(demo_folder: Path, name: str) -> None:
    golden = GOLDEN / name
    if not golden.exists():
        pytest.fail(f"{golden} is missing; refresh with: {REFRESH}")
    stored = golden.read_text("utf-8")
    made = (demo_folder / "reports" / name).read_text("utf-8")
    assert made == stored, first_difference(name, stored, made)


def test_goldens_hold_no_stray_files() -> None:
    stored = sorted(str(p.relative_to(GOLDEN)) for p in GOLDEN.rglob("*") if p.is_file())
    assert stored == sorted(golden_names())
