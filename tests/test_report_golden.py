"""The example game's reports at chosen steps come out exactly as stored
(tests/support/report_golden.py).

A difference fails with the first differing line and the refresh command; after an intended
change refresh the goldens and read their diff (the text files are the easiest to review).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.report_golden import GOLDEN, LANGUAGES, REFRESH, golden_dir, golden_names


def first_difference(name: str, stored: str, made: str) -> str:
    old, new = stored.splitlines(), made.splitlines()
    number = next((n for n, (a, b) in enumerate(zip(old, new, strict=False), start=1) if a != b),
                  min(len(old), len(new)) + 1)
    was = old[number - 1] if number <= len(old) else "(end of file)"
    now = new[number - 1] if number <= len(new) else "(end of file)"
    return (f"{name} differs at line {number}\n  stored: {was[:200]}\n  now:    {now[:200]}\n"
            f"refresh with: {REFRESH}")


def compare(folder: Path, language: str, name: str) -> None:
    golden = golden_dir(language) / name
    if not golden.exists():
        pytest.fail(f"{golden} is missing; refresh with: {REFRESH}")
    stored = golden.read_text("utf-8")
    made = (folder / "reports" / name).read_text("utf-8")
    assert made == stored, first_difference(f"{language}: {name}", stored, made)


@pytest.mark.parametrize("name", golden_names())
def test_report_is_unchanged(demo_folder: Path, name: str) -> None:
    compare(demo_folder, "en", name)


@pytest.mark.slow  # the game played again in German: the full run's, the quick loop has en
@pytest.mark.parametrize("name", golden_names("de"))
def test_german_report_is_unchanged(demo_de: Path, name: str) -> None:
    compare(demo_de, "de", name)


@pytest.mark.slow
@pytest.mark.parametrize("name", golden_names("da"))
def test_danish_report_is_unchanged(demo_da: Path, name: str) -> None:
    compare(demo_da, "da", name)


def test_goldens_hold_no_stray_files() -> None:
    stored = sorted(str(p.relative_to(GOLDEN)) for p in GOLDEN.rglob("*") if p.is_file())
    assert stored == sorted(str(golden_dir(language).relative_to(GOLDEN) / name)
                            for language in LANGUAGES for name in golden_names(language))
