"""Fixtures shared by several test files."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli_helpers import run


@pytest.fixture(scope="session")
def demo_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``pbem demo`` played once per test process: the example game with every report."""
    folder = tmp_path_factory.mktemp("demo") / "pbem-demo"
    result = run("demo", folder)
    assert result.exit_code == 0, result.output
    return folder


def demo_reports(folder: Path, suffix: str) -> list[Path]:
    """Every report file of the demo with this suffix, in the order of the history."""
    return sorted((folder / "reports").glob(f"step-*/*{suffix}"))
