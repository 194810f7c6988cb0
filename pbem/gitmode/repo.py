"""Running git: every command checked, every failure one line that says which command failed.

pbem never ignores a git failure: a command that exits non-zero raises ``GitError`` with the
command and git's own first line of complaint, and the caller undoes what it had begun.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

GIT_TIMEOUT = 120.0  # seconds: a hang guard (a credential prompt, a locked index), never a pace
FALLBACK_IDENTITY = ("pbem", "pbem@localhost")  # when the repository names no committer


class GitError(Exception):
    """A git command failed, or git cannot be run at all."""


def _command_words(args: tuple[str, ...]) -> str:
    """The git command and its first argument, without the ``-c NAME=VALUE`` before them."""
    words = list(args)
    while len(words) >= 2 and words[0] == "-c":
        words = words[2:]
    return " ".join(words[:2])


@dataclass(frozen=True)
class Repo:
    """A git work tree, addressed by its top folder."""

    root: Path

    def run(self, *args: str, check: bool = True) -> str:
        """Run ``git ARGS`` in the work tree and return its output; raises ``GitError``."""
        git = shutil.which("git")
        if git is None:
            raise GitError("git is not installed (or not on PATH); install it to use git mode")
        env = {**os.environ, "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"}
        try:
            done = subprocess.run([git, *args], cwd=self.root, capture_output=True, text=True,
                                  env=env, timeout=GIT_TIMEOUT, check=False)
        except (OSError, subprocess.TimeoutExpired) as error:
            raise GitError(f"git {args[0]}: {error}") from None
        if check and done.returncode != 0:
            complaint = (done.stderr.strip() or done.stdout.strip() or "no message").splitlines()
            raise GitError(f"git {_command_words(args)} failed (exit {done.returncode}): "
                           f"{complaint[0]}")
        return done.stdout

    def is_repository(self) -> bool:
        """Whether ``root`` is the top of a git work tree."""
        if not (self.root / ".git").exists():
            return False
        top = self.run("rev-parse", "--show-toplevel").strip()
        return Path(top).resolve() == self.root.resolve()

    def has_commits(self) -> bool:
        """Whether HEAD names a commit yet."""
        return self.run("rev-parse", "-q", "--verify", "HEAD^{commit}", check=False).strip() != ""

    def head(self) -> str:
        """The commit HEAD names."""
        return self.run("rev-parse", "HEAD").strip()

    def changed_tracked(self) -> list[str]:
        """Tracked files changed in the index or the work tree, as ``git status`` shows them."""
        return [line for line in self.run("status", "--porcelain", "--untracked-files=no")
                .splitlines() if line.strip()]

    def tracked(self, under: str) -> list[str]:
        """The files of the index under a folder, as paths from the top."""
        return [p for p in self.run("ls-files", "-z", "--", under).split("\0") if p]

    def identity(self) -> list[str]:
        """``-c`` options naming a committer when the repository names none (CI checkouts)."""
        named = self.run("config", "user.email", check=False).strip()
        if named:
            return []
        return ["-c", f"user.name={FALLBACK_IDENTITY[0]}", "-c",
                f"user.email={FALLBACK_IDENTITY[1]}"]

    def commit_all(self, paths: list[str], message: str) -> str:
        """Stage every change under ``paths`` and commit it as one commit; returns its id."""
        self.run("add", "-A", "--", *paths)
        self.run(*self.identity(), "commit", "-q", "--no-verify", "-m", message)
        return self.head()

    def tag(self, name: str, message: str) -> bool:
        """Tag HEAD (an annotated tag) unless the tag exists already; whether it was made."""
        if self.run("rev-parse", "-q", "--verify", f"refs/tags/{name}", check=False).strip():
            return False
        self.run(*self.identity(), "tag", "-a", name, "-m", message)
        return True

    def reset_to(self, commit: str, untracked: list[str]) -> None:
        """Put the work tree and index back to ``commit``, removing what this run added."""
        self.run("reset", "-q", "--hard", commit)
        if untracked:
            self.run("clean", "-q", "-f", "-d", "--", *untracked)
