"""What a mail run over a games folder knows of each game without reading it again.

Routing a message needs of every game only its id, its players' addresses and its public
state, sending needs to know which games have webhooks, and ticking which have a running
clock; reading every game file for that costs some 16 ms a game, minutes a run for a league
of 10,000. So the run keeps, beside the folder (``DIR/.pbem-league.mail/index.json``), each
game's facts with the size, modification time and inode of the file they were read from
(pbem saves by renaming a new file into place, so every save changes the inode), and reads
again only the games whose file changed, and those a message was taken in by. A game that
could not be read is kept as its fault, read again next run all the same. The index is a
cache: lost or damaged, it is made anew.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from pbem.files.game import MailPart
from pbem.league.folder import Outcome, visit_one
from pbem.league.routing import FolderGame, folder_game

FORMAT = "pbem-league-index-1"


@dataclass(frozen=True)
class Known:
    """One game as the last run read it: routing's facts, its mail settings, whether it has
    webhooks and a running clock (a tick may find something due), or the fault that kept it
    from being read."""

    file: tuple[int, int, int]
    game: FolderGame | None = None
    mail: MailPart | None = None
    hooks: bool = False
    problem: str | None = None
    transient: bool = False
    clock: bool = False


@dataclass
class Index:
    """The folder's games by path, read where their file changed."""

    path: Path
    known: dict[Path, Known] = field(default_factory=dict)

    def refresh(self, games: list[Path], force: set[Path] | None = None) -> None:
        """Know every game of ``games`` as its file is now (``force``: read these anyway);
        forget the games no longer there."""
        self.known = {path: self._current(path, path in (force or set())) for path in games}

    def _current(self, path: Path, force: bool) -> Known:
        from pbem.files.game_file import load_game

        try:
            found = path.stat()
            file = (found.st_size, found.st_mtime_ns, found.st_ino)
        except OSError:
            file = (0, 0, 0)
        kept = self.known.get(path)
        if kept is not None and kept.file == file and kept.problem is None and not force:
            return kept
        outcome: Outcome[Any] = visit_one(path, load_game, lock=False)
        game = outcome.value
        if game is None:
            return Known(file, problem=outcome.problem or "", transient=outcome.transient)
        clock = game.state.clock
        running = clock is not None and clock.paused is None and bool(clock.waits)
        return Known(file, folder_game(path, game), game.mail, bool(game.hooks), clock=running)

    def save(self) -> None:
        """Keep the index for the next run (whole or not at all)."""
        from pbem.mail.journal import write_bytes_atomic

        data = {"format": FORMAT,
                "games": {str(path): _to_data(known) for path, known in self.known.items()
                          if known.problem is None}}
        write_bytes_atomic(self.path, (json.dumps(data, sort_keys=True) + "\n").encode())


def load_index(path: Path) -> Index:
    """The index kept at ``path``, or an empty one (none yet, or not one pbem can read)."""
    try:
        data = json.loads(path.read_text("utf-8"))
        known = {Path(name): _from_data(item) for name, item in data["games"].items()} \
            if data.get("format") == FORMAT else {}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        known = {}
    return Index(path, known)


def _to_data(known: Known) -> dict[str, Any]:
    assert known.game is not None
    game = asdict(known.game)
    game["path"] = str(known.game.path)
    return {"file": list(known.file), "game": game, "hooks": known.hooks,
            "clock": known.clock, "mail": None if known.mail is None else asdict(known.mail)}


def _from_data(data: dict[str, Any]) -> Known:
    game = dict(data["game"])
    game["path"] = Path(game["path"])
    game["waiting"] = tuple(game["waiting"])
    mail = data.get("mail")
    return Known(tuple(data["file"]), FolderGame(**game),
                 None if mail is None else MailPart(**mail), bool(data["hooks"]),
                 clock=bool(data.get("clock", True)))  # an index of before: tick to know
