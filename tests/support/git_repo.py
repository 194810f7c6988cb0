"""Helpers of the git-mode tests: real repositories in temporary folders, players as authors.

``pbem`` runs in-process (its git commands are real subprocesses); git runs without the
machine's global and system configuration, so a test sees only what it sets up, and pbem's
own commits use its fallback committer. Games get known secrets and cheap key derivation
(``tests.support.cli.made_secrets``).
"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import Result

from pbem.files.sealing import new_game_key
from tests.support.cli import SECRETS, made_secrets, run

GAME_KEY = new_game_key()
# A seed no report, blob or message may show before the end; with it, six orders of 'gold' in
# a row meet no pirate and no decision (checked: the tests' expected turns would fail else).
SEED = "marker-seed-10"
AUTHORS = {"red": ("Anna", "anna@example.org"), "blue": ("Bruno", "bruno@example.org"),
           "green": ("Chiara", "chiara@example.org")}
GAME_MASTER = ("Gemma", "gm@example.org")
GIT_TIMEOUT = 60  # a hang guard only


def pbem(*args: str | Path, key: str | None = GAME_KEY) -> Result:
    """``pbem ARGS`` in-process, with the time fixed and ``PBEM_GAME_KEY`` as given."""
    return run(*args, env={"PBEM_GAME_KEY": key, "PBEM_SECRET": None})


def git(repo: Path, *args: str, author: str | None = None) -> str:
    """Run git in ``repo`` (as the player ``author`` when given); fails the test on an error."""
    env = dict(os.environ)
    # Without global configuration git guesses an identity from the host name, and refuses to
    # commit on a machine whose name has no domain: the game master gets a name of his own.
    name, email = AUTHORS[author] if author is not None else GAME_MASTER
    if author is not None or "GIT_AUTHOR_NAME" not in env:
        env.update(GIT_AUTHOR_NAME=name, GIT_AUTHOR_EMAIL=email, GIT_COMMITTER_NAME=name,
                   GIT_COMMITTER_EMAIL=email)
    done = subprocess.run(["git", *args], cwd=repo, env=env, capture_output=True, text=True,
                          timeout=GIT_TIMEOUT, check=False)
    assert done.returncode == 0, f"git {' '.join(args)}: {done.stderr}"
    return done.stdout


@pytest.fixture
def isolated_git(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Git without the machine's configuration, and games with known cheap secrets."""
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(tmp_path / "no-global-gitconfig"))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    for name in ("GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_NAME",
                 "GIT_COMMITTER_EMAIL", "PBEM_GAME_KEY", "PBEM_SECRET"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def repo(isolated_git: None, tmp_path: Path) -> Iterator[Path]:
    """A new game repository of red (Anna), blue (Bruno) and green (Chiara)."""
    root = tmp_path / "harbour"
    with made_secrets():
        result = pbem("git", "init", root, "--players", "red,blue,green", "--names",
                      "Anna,Bruno,Chiara", "--seed", SEED, "--force-seed", "--id", "harbour")
        assert result.exit_code == 0, result.output
        yield root


def write_order(root: Path, colour: str, name: str, turn: int, actions: list[str], *,
                player: str | None = None, sign_as: str | None = None,
                secret: str | None = None) -> Path:
    """An order file under ``orders/<colour>/``, signed with ``secret``, else ``sign_as``'s
    (default: the player's own); ``player`` is the colour the order claims (default: the
    folder's)."""
    claimed = player or colour
    path = root / "orders" / colour / name
    lines = ["game: harbour", f"player: {claimed}", f"turn: {turn}", "actions:",
             *(f"  - {a}" for a in actions)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = pbem("sign", path, "--secret", secret or SECRETS[sign_as or claimed])
    assert result.exit_code == 0, result.output
    return path


def commit_order(root: Path, colour: str, name: str, turn: int, actions: list[str],
                 **options: str) -> str:
    """Write, sign and commit one order as the folder's player; returns the commit id."""
    path = write_order(root, colour, name, turn, actions, **options)
    git(root, "add", str(path.relative_to(root)))
    git(root, "commit", "-q", "-m", f"{colour}: order {name}", author=colour)
    return git(root, "rev-parse", "HEAD").strip()


def process(root: Path) -> Result:
    """``pbem git process`` of the repository, asserting it succeeded."""
    result = pbem("git", "process", root)
    assert result.exit_code == 0, result.output
    return result


def waiting(root: Path) -> tuple[int, str, list[str]]:
    """The game's turn, the colour it waits for first and his legal actions (the test is the
    game master here: it holds the key)."""
    status = pbem("status", root / "game.yaml", "--format", "json")
    assert status.exit_code == 0, status.output
    data = json.loads(status.stdout)
    player = data["waiting-for"][0]["player"]
    options = pbem("options", root / "game.yaml", "--player", player, "--format", "json")
    assert options.exit_code == 0, options.output
    return int(data["turn"]), player, list(json.loads(options.stdout)["actions"])


def log_subjects(root: Path, since: str = "") -> list[str]:
    """The subjects of the commits after ``since`` (default: all), oldest first."""
    span = [f"{since}..HEAD"] if since else []
    return git(root, "log", "--reverse", "--format=%s", *span).splitlines()


class Canary:
    """A folder outside the game repository with a file whose text must never appear in any
    output, commit, object or file of the repository, and which must stay as it was."""

    def __init__(self, tmp_path: Path) -> None:
        self.folder = tmp_path / "elsewhere"
        self.folder.mkdir(exist_ok=True)
        self.text = f"CANARY-{os.urandom(8).hex()}-Sup3rS3cretSMTPpassw0rd"
        self.file = self.folder / "canary.txt"
        self.file.write_text(self.text + "\n", encoding="utf-8")
        self.before = self._state()

    def settle(self) -> None:
        """Take the folder as it is now as the state that must stay (after adding to it)."""
        self.before = self._state()

    def _state(self) -> dict[str, bytes]:
        return {str(p.relative_to(self.folder)): p.read_bytes() if p.is_file() else b"<dir>"
                for p in sorted(self.folder.rglob("*"))}

    def assert_untouched(self, root: Path, *outputs: str, repository: bool = True) -> None:
        """Nothing outside was written, and the canary's text is nowhere to be seen: not in
        the outputs, the files under ``root`` or (a ``repository``) any of its objects."""
        assert self._state() == self.before, "pbem wrote outside the game's folder"
        needle = self.text.encode("utf-8")
        for output in outputs:
            assert self.text not in output
        if repository:
            objects = subprocess.run(["git", "cat-file", "--batch-all-objects", "--batch"],
                                     cwd=root, capture_output=True, timeout=GIT_TIMEOUT,
                                     check=True)
            assert needle not in objects.stdout, "the canary reached the repository's history"
        for path in root.rglob("*"):
            if path.is_file() and not path.is_symlink() and ".git" not in path.parts:
                assert needle not in path.read_bytes(), f"the canary is in {path}"


def commit_link(root: Path, path: str, target: str | Path, author: str = "red") -> str:
    """Commit a symbolic link at ``path`` (from the top) pointing at ``target``."""
    link = root / path
    if link.is_dir() and not link.is_symlink():
        git(root, "rm", "-q", "-r", "--", path)
    link.parent.mkdir(parents=True, exist_ok=True)
    if link.is_symlink() or link.exists():
        link.unlink()
    os.symlink(str(target), link)
    git(root, "add", "-f", "--", path)
    git(root, "commit", "-q", "-m", f"{author}: {path}", author=author)
    return git(root, "rev-parse", "HEAD").strip()
