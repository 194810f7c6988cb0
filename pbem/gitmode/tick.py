"""``pbem git tick``: the deadlines of a game kept in git, run by the workflow on a schedule.

The same missed-turn policy as ``pbem tick`` (``pbem.deadlines.play``), each missed turn or
late notice one signed commit (the game file and the step's reports), tagged like a processed
order's when a turn begins; nothing is processed unless the game file and pbem's other files
are the ones it committed last (``pbem.gitmode.signed``). Reminders are not sent from here:
the workflow keeps no mail journal between runs (docs/git.md). Deadlines that passed while no
scheduled run came (a disabled schedule) are held back until ``--catch-up``: the run fails,
which tells the game master.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pbem.deadlines.due import overdue
from pbem.deadlines.play import played
from pbem.deadlines.times import moment
from pbem.gitmode.process import GAME_FILE, REPORTS, _loaded, _tag_turn
from pbem.gitmode.repo import GitError, Repo, shown
from pbem.gitmode.tree import check_where_pbem_writes
from pbem.messages import say

MAX_COMMITS = 200  # as pbem.deadlines.tick.MAX_ENTRIES: the next run goes on


@dataclass
class GitTicked:
    """The commits one run made (their subjects) and the deadlines held back."""

    commits: list[str] = field(default_factory=list)
    held: list[str] = field(default_factory=list)


def tick_repository(root: Path, now: str, *, catch_up: bool = False) -> GitTicked:
    """Play what the deadlines call for in the repository at ``root``; a commit each."""
    from pbem.files.game_store import locked
    from pbem.files.sealing import game_key_from_environment
    from pbem.gitmode.signed import check_pbems_files

    repo = Repo(root)
    game_path = root / GAME_FILE
    dirty = repo.changed_tracked()
    if dirty:
        raise GitError(say("cli.git-uncommitted", root=str(root), first=shown(dirty[0].strip())))
    check_where_pbem_writes(root, repo)
    done = GitTicked()
    with locked(game_path):
        game = _loaded(repo, game_path)
        if not game.sealed:
            raise GitError(say("cli.git-not-sealed", game=str(game_path)))
        key = game_key_from_environment(str(game_path))
        check_pbems_files(repo, key, game)
        for _ in range(MAX_COMMITS):
            items = overdue(game.state.clock, moment(now), catch_up)
            done.held = [i.player for i in items if i.what == "held"]
            item = next((i for i in items if i.what != "held"), None)
            after = played(game, item, now) if item is not None else None
            if after is None:
                break
            done.commits.append(_commit(repo, game_path, game, after, key))
            game = after
    return done


def _commit(repo: Repo, game_path: Path, game: object, after: object, key: bytes) -> str:
    """Save, write the step's reports and commit them signed; on failure, put everything
    back as it was."""
    from pbem.files.game import Game
    from pbem.files.game_file import save_game
    from pbem.gitmode.signed import signer
    from pbem.publish import write_step_reports

    assert isinstance(game, Game) and isinstance(after, Game)
    before = repo.head()
    entry = after.history[-1]
    subject = say("git.tick.subject", turn=entry.turn, what=_what(after))
    try:
        save_game(game_path, after, key)
        write_step_reports(after, entry.n, repo.root / REPORTS)
        repo.commit_all([GAME_FILE, REPORTS], f"pbem: {subject}\n", signer(key, after))
        _tag_turn(repo, game, after)
    except BaseException:
        repo.reset_to(before, [REPORTS])
        raise
    return subject


def _what(game: object) -> str:
    """The commit's subject after ``turn N: deadline:``, from the catalogue (``git.tick.*``):
    everyone with the repository reads it."""
    from pbem.files.entries import OrderEntry
    from pbem.files.game import Game
    from pbem.messages import say

    assert isinstance(game, Game)
    entry = game.history[-1]
    if isinstance(entry, OrderEntry):
        actions = ", ".join(entry.parts[0].applied) if entry.parts else say("git.tick.nothing")
        if entry.by == "stand-in":
            return say("git.tick.stand-in", player=entry.player, actions=actions)
        return say("git.tick.pass", player=entry.player, actions=actions)
    return say("git.tick.late")
