"""The ``pbem-validate`` pre-commit hook (issue 7): it refuses a bad order, accepts a good one.

The hook runs ``pbem git check`` from the repository's top with the files being committed,
as pre-commit runs an entry; a player's machine has no game key, so the check covers what the
public part can tell, and the rules too where the key is set. The game repository's own
``.pre-commit-config.yaml`` is run by pre-commit itself, through a real ``git commit``.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pbem.files.strict_yaml import read_file
from tests.support import REPO
from tests.support.cli import SECRETS
from tests.support.git_repo import GAME_KEY, git, isolated_git, repo, write_order

pytestmark = pytest.mark.slow  # git, pre-commit and pbem as child processes

__all__ = ["isolated_git", "repo"]  # fixtures, used by name
HOOK_TIMEOUT = 600  # seconds: pre-commit may build an environment; a hang guard only


def _hook() -> dict[str, str]:
    hooks = read_file(REPO / ".pre-commit-hooks.yaml")
    assert isinstance(hooks, list)
    (hook,) = [h for h in hooks if h["id"] == "pbem-validate"]
    assert isinstance(hook, dict)
    return hook


def test_the_project_declares_the_hook_for_every_file_under_orders() -> None:
    """Misplaced orders (a sub-folder, another extension) go to the check, which reports them
    (F14): a pattern of proper order names only would let them pass without a word."""
    hook = _hook()
    assert hook["entry"] == "pbem git check"
    files, exclude = re.compile(hook["files"]), re.compile(hook["exclude"])

    def checked(path: str) -> bool:
        return bool(files.search(path)) and not exclude.search(path)

    assert checked("orders/red/turn-14.yaml") and checked("orders/blue/answer.yml")
    assert checked("orders/red/later/turn-15.yaml") and checked("orders/red/turn-15.txt")
    assert not checked("orders/red/.gitkeep")
    assert not checked("orders/done/step-0001-red-turn-1.yaml")
    assert not checked("orders/refused/step-0001-red-x.yaml")
    assert not checked("game.yaml") and not checked("reports/step-0001-turn-02/public.json")


def _entry(repo: Path, *files: str, key: str | None = None) -> subprocess.CompletedProcess[str]:
    """The hook's entry run as pre-commit runs it: from the top, the files as arguments."""
    env = {k: v for k, v in os.environ.items() if k != "PBEM_GAME_KEY"}
    if key is not None:
        env["PBEM_GAME_KEY"] = key
    command = [sys.executable, "-m", "pbem", *_hook()["entry"].split()[1:], *files]
    return subprocess.run(command, cwd=repo, env=env, capture_output=True, text=True,
                          timeout=HOOK_TIMEOUT, check=False)


def test_the_hook_accepts_a_good_order_and_refuses_bad_ones(repo: Path) -> None:
    write_order(repo, "red", "good.yaml", 1, ["gold"])
    good = _entry(repo, "orders/red/good.yaml")
    assert good.returncode == 0, good.stdout + good.stderr
    write_order(repo, "red", "late.yaml", 2, ["gold"])
    write_order(repo, "blue", "reds.yaml", 1, ["gold"], player="red")
    (repo / "orders" / "red" / "clear.yaml").write_text(
        f"game: harbour\nplayer: red\nturn: 1\nsecret: {SECRETS['red']}\nactions:\n  - gold\n",
        encoding="utf-8")
    (repo / "orders" / "red" / "unsigned.yaml").write_text(
        "game: harbour\nplayer: red\nturn: 1\nactions:\n  - gold\n", encoding="utf-8")
    (repo / "orders" / "red" / "broken.yaml").write_text("game: [harbour\n", encoding="utf-8")
    expected = {"late.yaml": "not yet: this order is for turn 2, and turn 1",
                "clear.yaml": "secret in clear",
                "unsigned.yaml": "not signed", "broken.yaml": "broken.yaml:1",
                "reds.yaml": "goes into orders/red/"}
    for name, said in expected.items():
        folder = "blue" if name == "reds.yaml" else "red"
        bad = _entry(repo, f"orders/{folder}/{name}")
        assert bad.returncode == 1, name
        assert said in bad.stdout, (name, bad.stdout)
        assert "Traceback" not in bad.stderr
    both = _entry(repo, "orders/red/good.yaml", "orders/red/late.yaml")
    assert both.returncode == 1
    (repo / "orders" / "red" / "later").mkdir()
    (repo / "orders" / "red" / "later" / "next.yaml").write_text("turn: 2\n", encoding="utf-8")
    (repo / "orders" / "red" / "next.txt").write_text("turn: 2\n", encoding="utf-8")
    for misplaced in ("orders/red/later/next.yaml", "orders/red/next.txt"):
        reported = _entry(repo, misplaced)
        assert reported.returncode == 1 and "orders go directly in orders/<colour>/" in (
            reported.stdout), (misplaced, reported.stdout)
        assert "'pbem git process' would not read this file" in reported.stdout
    (repo / "orders" / "red" / "link.yaml").symlink_to(repo / "orders" / "red" / "good.yaml")
    linked = _entry(repo, "orders/red/link.yaml")  # the check says what process would do,
    assert linked.returncode == 1 and "'pbem git process' would remove it unread" in (
        linked.stdout), linked.stdout  # and leaves the link: it is the player's own file
    assert (repo / "orders" / "red" / "link.yaml").is_symlink()


def test_with_the_game_key_the_hook_checks_the_rules_too(repo: Path) -> None:
    """W2: east wall spaces may be used only when every north and south space is built, so
    a wall at east-3 on the first turn breaks the rules; only a machine with the key knows."""
    write_order(repo, "red", "wall.yaml", 1, ["wall: {at: east-3}"])
    assert _entry(repo, "orders/red/wall.yaml").returncode == 0  # only the public checks
    checked = _entry(repo, "orders/red/wall.yaml", key=GAME_KEY)
    assert checked.returncode == 1
    assert "W2" in checked.stdout


@pytest.mark.skipif(shutil.which("pre-commit") is None and not
                    (Path(sys.executable).parent / "pre-commit").exists(),
                    reason="pre-commit is not installed (it is in the test extra)")
def test_a_commit_runs_the_hook_of_the_game_repository(repo: Path, tmp_path: Path) -> None:
    """``pre-commit install`` in the game repository, then real commits: a bad order is not
    committed, a good one is."""
    bin_folder = Path(sys.executable).parent
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"),
           "PATH": f"{bin_folder}{os.pathsep}{os.environ.get('PATH', '')}"}
    env.pop("PBEM_GAME_KEY", None)

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(list(args), cwd=repo, env=env, capture_output=True, text=True,
                              timeout=HOOK_TIMEOUT, check=False)

    installed = run(str(bin_folder / "pre-commit"), "install")
    assert installed.returncode == 0, installed.stderr
    write_order(repo, "red", "late.yaml", 2, ["gold"])
    git(repo, "add", "orders/red/late.yaml")
    refused = run("git", "-c", "user.name=Anna", "-c", "user.email=anna@example.org", "commit",
                  "-q", "-m", "red: late order")
    assert refused.returncode != 0
    assert "this order is for turn 2" in refused.stdout + refused.stderr
    git(repo, "rm", "-q", "--cached", "orders/red/late.yaml")
    (repo / "orders" / "red" / "late.yaml").unlink()
    write_order(repo, "red", "good.yaml", 1, ["gold"])
    git(repo, "add", "orders/red/good.yaml")
    accepted = run("git", "-c", "user.name=Anna", "-c", "user.email=anna@example.org",
                   "commit", "-q", "-m", "red: order")
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert git(repo, "log", "-1", "--format=%s").strip() == "red: order"
    assert int(git(repo, "rev-list", "--count", "HEAD").strip()) == 2


def _project_copy(target: Path) -> Path:
    """This checkout's files (tracked and new, not ignored) as a repository of one commit, so
    that pre-commit can fetch the hook from it as from pbem's published repository."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others",
                             "--exclude-standard"], cwd=REPO, capture_output=True, text=True,
                            timeout=HOOK_TIMEOUT, check=True).stdout.split("\0")
    for name in filter(None, listed):
        source = REPO / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    git(target, "init", "-q")
    git(target, "add", "-A")
    git(target, "-c", "user.name=pbem", "-c", "user.email=pbem@localhost", "commit", "-q",
        "-m", "pbem as published")
    return target


@pytest.mark.skipif(not (Path(sys.executable).parent / "pre-commit").exists(),
                    reason="pre-commit is not installed (it is in the test extra)")
def test_pre_commit_try_repo_runs_the_published_hook(repo: Path, tmp_path: Path) -> None:
    """``pre-commit try-repo PBEM pbem-validate``: pre-commit builds the hook's environment
    from pbem's own .pre-commit-hooks.yaml (language python) and runs it on the files."""
    project = _project_copy(tmp_path / "pbem-project")
    env = {k: v for k, v in os.environ.items() if k != "PBEM_GAME_KEY"}
    env["PRE_COMMIT_HOME"] = str(tmp_path / "pre-commit-home")
    tool = str(Path(sys.executable).parent / "pre-commit")

    def try_repo(name: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([tool, "try-repo", str(project), "pbem-validate", "--files",
                               f"orders/red/{name}"], cwd=repo, env=env, capture_output=True,
                              text=True, timeout=HOOK_TIMEOUT, check=False)

    write_order(repo, "red", "good.yaml", 1, ["gold"])
    good = try_repo("good.yaml")
    assert good.returncode == 0, good.stdout + good.stderr
    assert "Passed" in good.stdout
    write_order(repo, "red", "late.yaml", 3, ["gold"])
    bad = try_repo("late.yaml")
    assert bad.returncode == 1
    assert "Failed" in bad.stdout and "for turn 3, and turn 1 is in" in bad.stdout
