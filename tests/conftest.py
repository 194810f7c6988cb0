"""Fixtures shared by several test files."""

from __future__ import annotations

import compileall
import hashlib
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import filelock
import pytest

from tests.support import REPO

# The suite's outputs are English whatever the machine's locale says (pbem speaks the
# terminal's language: PBEM_LANG, LC_ALL, LANG); a test of another language says so itself.
os.environ["PBEM_LANG"] = "en"
from tests.support.cli import run

PACKAGE = REPO / "pbem"


def pytest_sessionstart(session: pytest.Session) -> None:
    """Compile pbem's modules once, before any worker starts: many tests run ``pbem`` as a
    child process, and where the environment says PYTHONDONTWRITEBYTECODE (as some do) each
    child would compile pbem's sources again, a sixth of its start-up."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        compileall.compile_dir(PACKAGE, quiet=1)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Run the slow tests first, so that no long test starts near the end while the other
    worker has nothing left, and within each kind the users of the shared demo first, so that
    the first worker builds it at once while the other (which starts from the middle of the
    list under ``--dist worksteal``) has other tests to run; otherwise in their order. When
    coverage is off (``--no-cov``), drop the ``no_cover`` marks, which pytest-cov would
    otherwise fail on (pytest-cov issue 590)."""
    demos = {"demo_folder", "demo_de", "demo_da"}
    items.sort(key=lambda item: (item.get_closest_marker("slow") is None,
                                 not demos & set(getattr(item, "fixturenames", ()))))
    if config.getoption("no_cov", default=False):
        for item in items:
            item.own_markers = [m for m in item.own_markers if m.name != "no_cover"]


def shared_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder every process of this test run sees: the xdist workers' common parent (each
    worker's base temp is ``pytest-N/popen-gwK``), or the base temp without xdist."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def folder_digest(folder: Path) -> str:
    """One digest of every file's path and bytes below ``folder``."""
    digest = hashlib.sha256()
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            digest.update(str(path.relative_to(folder)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()


def shared_demo(tmp_path_factory: pytest.TempPathFactory, language: str = "en") -> Iterator[Path]:
    """``pbem demo`` (in ``language``) played once per test run, whatever the number of xdist
    workers: the example game with every report, shared by all tests and all workers, so
    read-only (a test that alters it copies it first). The first worker to come plays it, under
    a file lock, into a folder renamed into place only when complete; the others wait and read
    it. At the end of the session each worker checks that no test changed it."""
    root = shared_root(tmp_path_factory)
    name = "demo" if language == "en" else f"demo-{language}"
    done = root / name
    with filelock.FileLock(str(root / f"{name}.lock")):
        if not done.exists():
            building = root / f"{name}-building"
            shutil.rmtree(building, ignore_errors=True)
            more = () if language == "en" else ("--language", language)
            result = run("demo", building / "pbem-demo", *more)
            assert result.exit_code == 0, result.output
            building.rename(done)
    folder = done / "pbem-demo"
    before = folder_digest(folder)
    yield folder
    assert folder_digest(folder) == before, f"a test changed the shared demo in {folder}"


@pytest.fixture(scope="session")
def demo_folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The example game played in English (``shared_demo``)."""
    yield from shared_demo(tmp_path_factory)


@pytest.fixture(scope="session")
def demo_de(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The example game played in German, every report German (``shared_demo``)."""
    yield from shared_demo(tmp_path_factory, "de")


@pytest.fixture(scope="session")
def demo_da(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The example game played in Danish, every report Danish (``shared_demo``)."""
    yield from shared_demo(tmp_path_factory, "da")


