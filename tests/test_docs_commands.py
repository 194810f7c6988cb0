"""Every command the documentation shows works as written.

Each page of README.md and docs/ runs in a temporary folder of its own, its ``sh`` and
``python`` blocks in order (so a walkthrough builds on its earlier blocks), with the installed
``pbem`` on PATH, ``examples/`` of the checkout beside it, every ``file:`` block of the
documentation written into it, and, for a page that names ``pbem-demo/``, a copy of the demo
game, played once per test session. A block that cannot run here says why (``not run:``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from filelock import FileLock

from tests.support.doc_blocks import ROOT, Block, blocks_of, documents, named_files

BIN = Path(sys.executable).parent
BLOCK_TIMEOUT = 300  # seconds: a hang guard for a block, never a pace
DEMO = "pbem-demo"
KEPT_OUT = ("PBEM_GAME_KEY", "PBEM_SECRET", "PBEM_NOW", "PBEM_SMTP_PASSWORD", "PBEM_SMTP_HOST",
            "PBEM_SMTP_PORT", "PBEM_SMTP_SECURITY", "PBEM_SMTP_USER", "PBEM_SMTP_FROM",
            "PBEM_IMAP_PASSWORD")


def runnable(block: Block) -> bool:
    """A block this test runs: shell commands not marked ``not run``, and Python."""
    return (block.is_shell and "not run" not in block.marker) or block.language == "python"


RUNNABLE = {doc: [b for b in blocks_of(doc) if runnable(b)] for doc in documents()}
PAGES = [doc for doc, blocks in RUNNABLE.items() if blocks]


@pytest.fixture(scope="session")
def demo_game(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``pbem demo`` played once for the whole session, shared by the pytest-xdist workers."""
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # the run's folder, common to every worker of this run only
    folder = shared / "docs-demo"
    done = folder / "played"
    with FileLock(str(shared / "docs-demo.lock")):
        if not done.is_file():
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir()
            result = subprocess.run([str(BIN / "pbem"), "demo", DEMO], cwd=folder,
                                    capture_output=True, text=True, timeout=BLOCK_TIMEOUT,
                                    check=False)
            assert result.returncode == 0, result.stdout + result.stderr
            done.write_text("pbem demo exited 0\n", encoding="utf-8")
    return folder / DEMO


def environment(home: Path) -> dict[str, str]:
    """The installed pbem first on PATH, a home of its own, no game key or secret set."""
    env = {k: v for k, v in os.environ.items() if k not in KEPT_OUT}
    env["PATH"] = f"{BIN}{os.pathsep}{env.get('PATH', '/usr/bin:/bin')}"
    env["HOME"] = str(home)
    env["GIT_CONFIG_NOSYSTEM"] = "1"
    return env


def run_block(block: Block, folder: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """Run one block in ``folder``: shell blocks stop at their first failing command."""
    if block.language == "python":
        command = [sys.executable, "-c", block.text]
    else:
        command = ["bash", "-e", "-o", "pipefail", "-c", block.text]
    return subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True,
                          timeout=BLOCK_TIMEOUT, check=False)


def prepare(folder: Path, blocks: list[Block], demo: Path | None) -> None:
    """The working folder: examples/, the documentation's files, the demo where it is named."""
    (folder / "home").mkdir()
    (folder / "examples").symlink_to(ROOT / "examples")
    for name, block in named_files().items():
        (folder / name).write_text(block.text, encoding="utf-8")
    if demo is not None:
        shutil.copytree(demo, folder / DEMO)


def needs_demo(blocks: list[Block]) -> bool:
    """Whether a page looks at the demo game without playing it itself."""
    return any(f"{DEMO}/" in b.text for b in blocks) and not any(
        "pbem demo" in b.text for b in blocks)


def test_the_pages_have_commands() -> None:
    """The blocks are found: the README's tour and the walkthroughs of docs/ are run."""
    names = {doc.name for doc in PAGES}
    assert {"README.md", "game-master.md", "players.md", "email.md", "git.md"} <= names
    assert sum(len(blocks) for blocks in RUNNABLE.values()) >= 20


def test_a_failing_command_fails_its_block(tmp_path: Path) -> None:
    """A block stops at its first failing command, so a broken command cannot hide."""
    block = Block(ROOT / "README.md", 1, "sh", "pbem status no-such-game.yaml\necho reached\n")
    result = run_block(block, tmp_path, environment(tmp_path))
    assert result.returncode == 2 and "reached" not in result.stdout


@pytest.mark.parametrize("document", PAGES, ids=[doc.name for doc in PAGES])
def test_every_command_of_the_page_works(document: Path, tmp_path: Path,
                                         request: pytest.FixtureRequest) -> None:
    """Each runnable block of the page exits 0, in order, in the page's own folder."""
    blocks = RUNNABLE[document]
    demo: Path | None = request.getfixturevalue("demo_game") if needs_demo(blocks) else None
    prepare(tmp_path, blocks, demo)
    env = environment(tmp_path / "home")
    for block in blocks:
        result = run_block(block, tmp_path, env)
        assert result.returncode == 0, (
            f"{block.where}: exit {result.returncode}\n{block.text}\n"
            f"--- stdout\n{result.stdout[-3000:]}\n--- stderr\n{result.stderr[-3000:]}")
