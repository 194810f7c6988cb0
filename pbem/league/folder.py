"""Finding the games below a folder and visiting each one alone, under its own lock.

A games folder is any folder holding game files named ``game.yaml``, at any depth
(``league/harbour/game.yaml``, ``league/2026/bay/game.yaml``; the folder itself may be one
game's folder, as a git-mode repository is). ``visit_games`` is the one walk every command
over a folder uses (``status DIR``, ``mail fetch --games DIR``, ``site DIR``, and ``tick DIR``
once ``tick GAME`` exists): it calls one function per game, holding that game's lock when asked,
and turns whatever goes wrong with one game into that game's ``Outcome``, so that one broken or
busy game is named and the others are processed all the same.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

GAME_FILE = "game.yaml"
"""The name a game file has in a games folder."""
NOT_SEARCHED = ("reports", "public", "node_modules")
"""Folders that never hold a game: a game's reports, a site written into the folder."""

T = TypeVar("T")


class FolderError(ValueError):
    """The folder given is no games folder (it is missing, or a file): a usage error."""


@dataclass(frozen=True)
class Outcome(Generic[T]):
    """What became of one game: the visit's value, or the one line saying why it was skipped.

    ``transient`` marks a skip that the next run mends by itself (the game was locked by
    another pbem, a mail server was down); any other problem needs the game master."""

    path: Path
    value: T | None = None
    problem: str | None = None
    transient: bool = False

    @property
    def needs_gm(self) -> bool:
        """Whether the game master must look at this game before it can go on."""
        return self.problem is not None and not self.transient


def find_games(root: Path) -> list[Path]:
    """Every ``game.yaml`` below ``root`` (its own included), sorted by path. Hidden folders
    (``.git``), reports and mail folders are not searched, nor the folders below a game's
    own (a game's folder holds its reports, not other games), so the walk stays quick beside
    thousands of report folders."""
    if not root.is_dir():
        from pbem.files.errors import shown
        from pbem.messages import say

        folder, example = shown(str(root)), f"harbour/{GAME_FILE}"
        raise FolderError(say("folder-is-file", folder=folder, example=example) if root.exists()
                          else say("folder-not-there", folder=folder, example=example))
    return sorted(_walk(root))


def _walk(root: Path) -> Iterator[Path]:
    for folder, subfolders, files in os.walk(root, followlinks=False):
        if GAME_FILE in files:
            subfolders.clear()
            yield Path(folder) / GAME_FILE
            continue
        subfolders[:] = [name for name in subfolders if _searched(name)]


def _searched(name: str) -> bool:
    return not name.startswith(".") and name not in NOT_SEARCHED and not name.endswith(".mail")


def visit_games(games: list[Path], visit: Callable[[Path], T], *, lock: bool = True,
                timeout: float | None = None) -> list[Outcome[T]]:
    """Call ``visit`` on every game in turn and collect each one's ``Outcome``.

    With ``lock`` the walk holds the game's lock around the visit (the visitor must then not
    take it again: a second lock in the same process waits for the first); without it the
    visitor locks what it changes itself, as ``pbem mail``'s functions do. Reading a game needs
    no lock at all: a game file is only ever replaced whole."""
    return [visit_one(path, visit, lock=lock, timeout=timeout) for path in games]


def visit_one(path: Path, visit: Callable[[Path], T], *, lock: bool = True,
              timeout: float | None = None) -> Outcome[T]:
    """One game's visit, its failure turned into the game's ``Outcome``."""
    from pbem.files.errors import GameLocked
    from pbem.files.game_store import locked

    try:
        with locked(path, timeout) if lock else nullcontext():
            return Outcome(path, visit(path))
    except GameLocked as error:
        return Outcome(path, problem=str(error), transient=True)
    except Exception as error:  # whatever one game does, the others go on
        return Outcome(path, problem=problem_line(path, error),
                       transient=is_transient(error))


def is_transient(error: Exception) -> bool:
    """Whether a failure mends itself by the next run: a busy game, a mail server down."""
    from pbem.files.errors import GameLocked

    transient: tuple[type[Exception], ...] = (GameLocked,)
    transport = sys.modules.get("pbem.mail.transport")
    if transport is not None:  # only a run that loaded the mail can meet its failures
        transient = (*transient, transport.MailUnavailable)
    return isinstance(error, transient)


def problem_line(path: Path, error: Exception) -> str:
    """One line naming the game and what is wrong with it."""
    from pbem.files.errors import InputError, shown

    text = " ".join(str(error).split())
    if isinstance(error, InputError):
        return text  # it names the file, the line and the fault
    if isinstance(error, OSError):
        return f"{shown(str(error.filename or path))}: {error.strerror or text}"
    if type(error).__module__.startswith("pbem.") and text:
        return f"{shown(str(path))}: {text}"
    from pbem.messages import say

    return say("folder-internal-error", game=shown(str(path)), kind=type(error).__name__,
               text=text)
