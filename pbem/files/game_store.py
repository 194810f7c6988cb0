"""Keeping a game file on disk: one pbem at a time works on it, and each save is whole or nothing.

A command that changes a game holds its sidecar lock ``game.yaml.lock`` while it reads,
processes and saves (``locked``); the file is written through a temporary file in the same
folder, fsync and rename (``pbem.files.atomic``), private to its owner.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from pbem.files.atomic import write_text_atomic
from pbem.files.errors import GameLocked

LOCK_TIMEOUT = 10.0  # seconds to wait for another pbem working on the same game


@contextmanager
def locked(path: Path, timeout: float | None = None) -> Iterator[None]:
    """Hold the game's sidecar lock ``game.yaml.lock`` while reading, processing and saving.

    ``timeout`` defaults to ``LOCK_TIMEOUT`` as it is when the lock is taken.
    """
    import filelock  # only the commands that change a game need it

    wait = LOCK_TIMEOUT if timeout is None else timeout
    lock = filelock.FileLock(str(path) + ".lock", timeout=wait)
    try:
        with lock:
            yield
    except filelock.Timeout:
        from pbem.messages import say

        raise GameLocked(say("cli.game-locked", path=str(path), lock=f"{path}.lock")) from None


def write_game_text(path: Path, text: str) -> None:
    """Write a file whole or not at all, its line ends as they are in ``text``; a new one is
    private (0600), as game files are."""
    write_text_atomic(path, text, private=True)
