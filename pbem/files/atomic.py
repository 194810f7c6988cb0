"""The one way pbem writes a file: whole or not at all, never through a link.

Every file goes to a new temporary file beside its target (``mkstemp``: a name nobody can
guess, created with ``O_EXCL``, so a link planted there is never followed), is flushed (and
fsynced when it must survive a power cut) and renamed over the target (``os.replace`` puts the
file where a link stood; it never writes through one). A folder on the way that is a link is
refused before anything is written: ``reports/step-0007`` linked elsewhere would send the
reports out of the game. Temporary names carry the writer's process id, so a later run can
tell a temporary file left by a killed pbem from one being written now, and removes it.
"""

from __future__ import annotations

import os
import re
import stat
import tempfile
from contextlib import suppress
from functools import cache
from pathlib import Path

from pbem.files.errors import InputError

_ORPHAN = re.compile(r"^\..+\.pbem-(\d+)-[A-Za-z0-9_]+\.tmp$")
_cleaned: set[Path] = set()


class LinkedFolderError(InputError):
    """A folder pbem would write into is a link (or not a folder): nothing was written."""


def write_text_atomic(path: Path, text: str, *, durable: bool = True,
                      inside: Path | None = None, private: bool = False) -> None:
    """``write_bytes_atomic`` of ``text`` in UTF-8, its line ends as they are."""
    write_bytes_atomic(path, text.encode("utf-8"), durable=durable, inside=inside,
                       private=private)


def write_bytes_atomic(path: Path, data: bytes, *, durable: bool = True,
                       inside: Path | None = None, private: bool = False) -> None:
    """Write ``data`` to ``path`` whole or not at all.

    ``durable``: fsync the file and its folder (the game file, the mail queue); reports can
    be made again and skip it. ``inside``: a folder of the game (``reports/``) from which every
    folder down to ``path``'s must be a real folder, not a link. The file keeps the
    permissions of the one it replaces; a new one gets 0600 when ``private`` (the game file, a
    mail), else what the user's umask gives.
    """
    folder = path.parent
    refuse_linked_folders(folder, inside)
    remove_orphans(folder)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.pbem-{os.getpid()}-",
                                         suffix=".tmp", dir=folder)
    try:
        os.fchmod(handle, _mode_of(path, private))
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            if durable:
                os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException as error:
        Path(temporary).unlink(missing_ok=True)
        if isinstance(error, OSError) and error.filename is None:
            # a write or fsync names no file (a full disk, a size limit): name the target,
            # so that the game master's line says which file could not be written
            raise OSError(error.errno, error.strerror, str(path)) from error
        raise
    if durable:
        _fsync_folder(folder)


def refuse_linked_folders(folder: Path, inside: Path | None) -> None:
    """Refuse (``LinkedFolderError``) when ``inside`` or a folder below it down to ``folder``
    is a link or not a folder; nothing is checked without ``inside``."""
    if inside is None:
        return
    try:
        below = folder.relative_to(inside).parts
    except ValueError:
        below = ()
    current = inside
    for part in ("", *below):
        current = current / part if part else current
        try:
            mode = os.lstat(current).st_mode
        except FileNotFoundError:
            continue
        if not stat.S_ISDIR(mode):
            from pbem.messages import say

            said = say("cli.linked-folder" if stat.S_ISLNK(mode) else "cli.not-a-folder")
            raise LinkedFolderError(str(current), 0, 0, said)


def remove_orphans(folder: Path) -> None:
    """Remove the temporary files a killed pbem left in ``folder`` (once per folder and run):
    only names of pbem's own pattern whose process is gone."""
    if folder in _cleaned:
        return
    _cleaned.add(folder)
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        found = _ORPHAN.match(name)
        if found is not None and not _alive(int(found.group(1))):
            with suppress(OSError):  # gone already, or not ours to remove: harmless
                os.unlink(folder / name)


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process: alive
    return True


def _mode_of(path: Path, private: bool) -> int:
    """The permissions of the file being replaced, else those of a new file."""
    try:
        status = os.lstat(path)
    except OSError:
        status = None
    if status is not None and stat.S_ISREG(status.st_mode):
        return stat.S_IMODE(status.st_mode)
    return 0o600 if private else 0o666 & ~_umask()


@cache
def _umask() -> int:
    """The process's umask (read by setting it, so read once, before any thread runs)."""
    current = os.umask(0o077)
    os.umask(current)
    return current


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (where the system allows opening a folder)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
