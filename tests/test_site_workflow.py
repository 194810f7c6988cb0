"""Git mode publishes the public site: ``pbem git init --pages`` writes a second workflow that
runs ``pbem site . --git`` (into a folder outside the checkout) with the game key and deploys it
to GitHub Pages.

The workflow passes actionlint and check-jsonschema's copy of GitHub's workflow schema (as every
generated workflow must, tests/test_git_workflow.py), installs pbem as the processing workflow
does, and runs after it. Its build step, run here on a game repository with orders processed,
writes a site that holds nothing sealed: no seed, no hidden card, no secret.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import yaml

from tests.support.cli import SECRETS, made_secrets
from tests.support.git_repo import (
    GAME_KEY,
    SEED,
    commit_order,
    isolated_git,
    pbem,
    process,
    waiting,
)

__all__ = ["isolated_git"]  # a fixture, used by name
BIN = Path(sys.executable).parent
TOOL_TIMEOUT = 300  # seconds: a hang guard only


def _tool(*command: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(c) for c in command], capture_output=True, text=True,
                          timeout=TOOL_TIMEOUT, check=False)


def _repository(root: Path, *extra: str) -> Path:
    with made_secrets():
        result = pbem("git", "init", root, "--players", "red,blue", "--names", "Anna,Bruno",
                      "--seed", SEED, "--force-seed", "--id", "harbour", *extra)
    assert result.exit_code == 0, result.output
    return root / ".github" / "workflows" / "pbem-pages.yml"


def test_the_pages_workflow_passes_actionlint_and_the_schema(isolated_git: None,
                                                             tmp_path: Path) -> None:
    for extra in ((), ("--package", "pbem==0.1.0")):
        workflow = _repository(tmp_path / f"game{len(extra)}", "--pages", *extra)
        linted = _tool(BIN / "actionlint", "-no-color", workflow)
        assert linted.returncode == 0, linted.stdout + linted.stderr
        schema = _tool(BIN / "check-jsonschema", "--builtin-schema", "vendor.github-workflows",
                       workflow)
        assert schema.returncode == 0, schema.stdout + schema.stderr


def test_it_runs_after_processing_with_the_same_pbem(isolated_git: None, tmp_path: Path) -> None:
    workflow = _repository(tmp_path / "game", "--pages")
    data = yaml.safe_load(workflow.read_text("utf-8"))
    assert data[True]["workflow_run"] == {"workflows": ["pbem"], "types": ["completed"]}
    steps = data["jobs"]["build"]["steps"]
    processing = yaml.safe_load((workflow.parent / "pbem.yml").read_text("utf-8"))
    install = [s for s in processing["jobs"]["process"]["steps"] if s.get("name") ==
               "Install pbem"]
    assert [s for s in steps if s.get("name") == "Install pbem"] == install
    (build,) = [s for s in steps if s.get("name") == "Write the public site"]
    assert build["run"] == 'pbem site . --git --out "$RUNNER_TEMP/public"'
    (upload,) = [s for s in steps if s.get("uses", "").startswith("actions/upload-pages")]
    assert upload["with"] == {"path": "${{ runner.temp }}/public"}  # nothing a player commits
    assert build["env"] == {"PBEM_GAME_KEY": "${{ secrets.PBEM_GAME_KEY }}"}
    assert data["permissions"] == {"contents": "read", "pages": "write", "id-token": "write"}


def test_without_pages_there_is_no_such_workflow(isolated_git: None, tmp_path: Path) -> None:
    assert not _repository(tmp_path / "game").exists()


def test_its_build_step_writes_a_site_without_anything_sealed(isolated_git: None,
                                                              tmp_path: Path) -> None:
    root = tmp_path / "game"
    _repository(root, "--pages")
    with made_secrets():  # orders signed as the cheap keys of the game were made
        for name in ("1.yaml", "2.yaml"):
            turn, colour, _ = waiting(root)
            commit_order(root, colour, name, turn, ["gold"])
            process(root)
    public = root / "public"
    result = pbem("site", root, "--out", public)
    assert result.exit_code == 0, result.output
    pages = sorted(public.rglob("*.html"))
    assert [p.name for p in pages if p.parent.name == "harbour"] == [
        "index.html", "log.html", "step-0000.html", "step-0001.html", "step-0002.html"]
    for page in pages:
        text = page.read_text("utf-8")
        assert SEED not in text and GAME_KEY not in text, page
        assert not any(secret in text for secret in SECRETS.values()), page
    assert pbem("site", root, "--out", tmp_path / "p", key=None).exit_code == 1  # sealed
