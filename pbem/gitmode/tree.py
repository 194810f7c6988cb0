"""What git mode reads and writes in a game repository: plain files and folders, never a link.

Players commit into the repository that pbem works in. A link committed there (mode ``120000``
in ``git ls-files -s``), a submodule (``160000``), or in the work tree anything that is not a
plain file or folder (a FIFO, a device, a link made by hand) would let one player make pbem read
a file of the processing machine and publish it in a verdict, or write reports outside the
repository. So:

* an order is read from git's object of the committed file (never through the work tree), and
  only when its mode is a plain file's; any other entry under ``orders/`` is refused unread;
* before the game file is opened or its lock taken, every place pbem writes (``game.yaml`` and
  its lock and log, ``reports/``, ``orders/``, ``orders/done/``, ``orders/refused/``) must hold
  plain files and folders only, in the index and in the work tree; else nothing is processed.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

from pbem.gitmode.repo import GitError, IndexEntry, Repo, shown
from pbem.messages import say

GAME_FILES = ("game.yaml", "game.yaml.lock", "game.yaml.log")
FOLDERS = ("orders", "reports")
WRITTEN_TREES = ("reports", "orders/done", "orders/refused")
"""Folders pbem writes into, checked to their last file."""
NOT_PLAIN = {"120000": "link", "160000": "submodule"}
"""What a committed entry of these modes is (``path_kind`` words it)."""


def check_where_pbem_writes(root: Path, repo: Repo) -> None:
    """Refuse (``GitError``, one line naming it) a link or special file where pbem writes."""
    for entry in repo.entries(*GAME_FILES, *FOLDERS):
        if not entry.is_plain and _written(entry.path):
            raise GitError(say("cli.git-not-plain.committed", path=shown(entry.path),
                               kind=NOT_PLAIN.get(entry.mode, "other")))
    for path in _work_tree_places(root):
        kind = _not_plain(path)
        if kind is not None:
            raise GitError(say("cli.git-not-plain", path=shown(path.relative_to(root).as_posix()),
                               kind=kind))


def _written(path: str) -> bool:
    """Whether pbem writes at ``path`` (or into it), as opposed to reading orders there."""
    return (path in GAME_FILES or path in (*FOLDERS, *WRITTEN_TREES)
            or any(path.startswith(tree + "/") for tree in WRITTEN_TREES))


def _work_tree_places(root: Path) -> Iterator[Path]:
    """The game's files and pbem's folders, and everything inside the folders it writes."""
    for name in (*GAME_FILES, *FOLDERS, *WRITTEN_TREES):
        yield root / name
    for tree in WRITTEN_TREES:
        yield from _inside(root / tree)


def _inside(folder: Path) -> Iterator[Path]:
    """Everything under a real folder, never following a link."""
    if not folder.is_dir() or folder.is_symlink():
        return
    with os.scandir(folder) as entries:
        for entry in entries:
            path = Path(entry.path)
            yield path
            if entry.is_dir(follow_symlinks=False):
                yield from _inside(path)


def _not_plain(path: Path) -> str | None:
    """What a path is when it is neither missing nor a plain file or folder (a ``path_kind``)."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(mode):
        return "link"
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    return "special"


def pending_entries(repo: Repo) -> list[IndexEntry]:
    """Everything committed under ``orders/`` that is not pbem's (done, refused, .gitkeep):
    orders, and whatever else a player put there, which is reported rather than ignored."""
    return [entry for entry in repo.entries("orders")
            if not any(entry.path.startswith(f"orders/{kept}/") for kept in ("done", "refused"))
            and entry.path not in ("orders/done", "orders/refused")
            and not (entry.is_plain and entry.path.rsplit("/", 1)[-1] == ".gitkeep")]
