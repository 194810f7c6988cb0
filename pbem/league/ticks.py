"""The clock of every game below a folder: ``pbem tick DIR`` and ``pbem mail fetch --games DIR
--tick``, so that one cron line runs a whole league.

Each game is ticked as ``pbem tick GAME`` ticks it (``pbem.deadlines.tick``: under its own lock,
its own journal), with the folder's mail settings under its own; a game whose file cannot be
read, that is locked by another pbem, whose clock cannot be right, or whose deadlines are held
back after an outage is that game's problem, named, and the others are ticked all the same.
Games the folder's index knows to have no running clock (no deadlines, paused, over) are not
even read. The mails and notices go out with the folder's others (``pbem.league.mailrun``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from pbem.league.folder import visit_one
from pbem.messages import say

REPORTS = "reports"
"""A game's reports in a games folder: beside its game file, as ``pbem tick GAME`` writes them."""

if TYPE_CHECKING:
    from pbem.deadlines.tick import Ticked
    from pbem.league.mailrun import FolderRun


@dataclass(frozen=True)
class TickOptions:
    """How the games are ticked: the GM's word that a clock far ahead is right and held
    deadlines may be applied, and the lock's patience."""

    catch_up: bool = False
    lock_timeout: float | None = None


def tick_all(run: FolderRun, now: str, options: TickOptions) -> int:
    """Tick every game of the folder that has a running clock; returns how many were ticked.
    What each did goes to ``run.lines``, its problems to ``run.problem``."""
    from pbem.league.mailrun import reread

    reread(run)  # the games mail changed in this run, as they are now
    ticked = 0
    for path, known in list(run.index.known.items()):
        if known.game is None or not known.clock:
            continue  # broken (a problem already), or nothing can be due
        outcome = visit_one(path, lambda p: _tick_one(p, run, now, options), lock=False)
        if outcome.value is None:
            run.problem(outcome.problem or "", outcome.transient)
            continue
        ticked += 1
        _tell(run, path, known.game.id, outcome.value)
    return ticked


def _tick_one(path: Path, run: FolderRun, now: str, options: TickOptions) -> Ticked:
    """One game's tick; a clock that cannot be right (``TickRefused``) is raised as this
    game's problem, which the game master must look at."""
    from pbem.deadlines.tick import tick

    done = tick(path, now, path.parent / REPORTS, catch_up=options.catch_up,
                lock_timeout=options.lock_timeout, inherited=run.settings.mail)
    if done.lines:
        run.changed.add(path)  # its file changed: the index reads it again at the end
    return done


def _tell(run: FolderRun, path: Path, game_id: str, done: Ticked) -> None:
    for line in done.lines:
        run.lines.append(say("tick.game", game=game_id, line=line))
    for line in done.held:  # the game master must extend them, or say --catch-up
        run.problem(say("tick.game", game=game_id, line=line))
