"""Running git: every command checked, every failure one line that says which command failed.

pbem never ignores a git failure: a command that exits non-zero raises ``GitError`` with the
command and git's own first line of complaint, and the caller undoes what it had begun.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from pbem.files.errors import shown as shown  # importers find it here
from pbem.messages import say

GIT_TIMEOUT = 120.0  # seconds: a hang guard (a credential prompt, a locked index), never a pace
FALLBACK_IDENTITY = ("pbem", "pbem@localhost")  # when the repository names no committer
PLAIN_MODES = ("100644", "100755")


class GitError(Exception):
    """A git command failed, or git cannot be run at all."""


def _command_words(args: tuple[str, ...]) -> str:
    """The git command and its first argument, without the ``-c NAME=VALUE`` before them."""
    words = list(args)
    while len(words) >= 2 and words[0] == "-c":
        words = words[2:]
    return " ".join(words[:2])


@dataclass(frozen=True)
class IndexEntry:
    """One file of the index: its mode (``100644`` a plain file, ``120000`` a link,
    ``160000`` a submodule), its object and its path from the top."""

    mode: str
    object: str
    path: str

    @property
    def is_plain(self) -> bool:
        """Whether the entry is a plain file (executable or not)."""
        return self.mode in PLAIN_MODES


@dataclass(frozen=True)
class Repo:
    """A git work tree, addressed by its top folder."""

    root: Path

    def run(self, *args: str, check: bool = True) -> str:
        """Run ``git ARGS`` in the work tree and return its output; raises ``GitError``."""
        return self.run_bytes(*args, check=check).decode("utf-8", errors="replace")

    def run_bytes(self, *args: str, check: bool = True) -> bytes:
        """``run``, with the output as git wrote it (a blob's bytes)."""
        git = shutil.which("git")
        if git is None:
            raise GitError(say("cli.git-missing"))
        env = {**os.environ, "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"}
        try:
            done = subprocess.run([git, *args], cwd=self.root, capture_output=True, env=env,
                                  timeout=GIT_TIMEOUT, check=False)
        except (OSError, subprocess.TimeoutExpired) as error:
            raise GitError(f"git {args[0]}: {error}") from None
        if check and done.returncode != 0:
            said = done.stderr.strip() or done.stdout.strip() or b"no message"
            complaint = said.decode("utf-8", errors="replace").splitlines()
            raise GitError(say("cli.git-failed", command=_command_words(args),
                               code=done.returncode, said=shown(complaint[0])))
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
        return [entry.path for entry in self.entries(under)]

    def entries(self, *under: str) -> list[IndexEntry]:
        """The index's entries under folders (or at paths): mode, object and path of each."""
        found = []
        for record in self.run("ls-files", "-s", "-z", "--", *under).split("\0"):
            head, tab, path = record.partition("\t")
            if tab:
                mode, blob, _stage = head.split(" ")
                found.append(IndexEntry(mode, blob, path))
        return found

    def blob(self, object_id: str, limit: int) -> bytes | None:
        """The bytes of a blob, or None when it is larger than ``limit`` (left unread)."""
        if int(self.run("cat-file", "-s", object_id).strip()) > limit:
            return None
        return self.run_bytes("cat-file", "blob", object_id)

    def identity(self) -> list[str]:
        """``-c`` options naming a committer when the repository names none (CI checkouts)."""
        named = self.run("config", "user.email", check=False).strip()
        if named:
            return []
        return ["-c", f"user.name={FALLBACK_IDENTITY[0]}", "-c",
                f"user.email={FALLBACK_IDENTITY[1]}"]

    def commit_all(self, paths: list[str], message: str,
                   sign: Callable[[str, str], str] | None = None) -> str:
        """Stage every change under ``paths`` and commit it as one commit; returns its id.

        ``sign(parent, tree)`` gives the trailers that end the message, made for the very
        parent and tree of the commit (``pbem.gitmode.signed``). The message is kept verbatim
        (no hook, template or clean-up changes it) and may make an empty commit.
        """
        if paths:
            self.run("add", "-A", "--", *paths)
        tree = self.run("write-tree").strip()
        parent = self.run("rev-parse", "-q", "--verify", "HEAD^{commit}", check=False).strip()
        if sign is not None:
            message = message.rstrip("\n") + "\n\n" + sign(parent, tree)
        self.run(*self.identity(), "commit", "-q", "--no-verify", "--allow-empty",
                 "--cleanup=verbatim", "-m", message)
        if self.run("rev-parse", "HEAD^{tree}").strip() != tree:
            raise GitError(say("cli.git-tree-changed"))
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
