"""The demo game that the session plays once (``conftest.demo_folder``): its report files."""

from __future__ import annotations

from pathlib import Path


def demo_reports(folder: Path, suffix: str) -> list[Path]:
    """Every report file of the demo with this suffix, in the order of the history."""
    return sorted((folder / "reports").glob(f"step-*/*{suffix}"))
