"""``pbem git process``: every pending committed order, in commit order, one commit each.

A pending order is a file under ``orders/<colour>/`` of the commit checked out; anything else a
player committed under ``orders/`` (a sub-folder, another extension, a link) is pending too and
refused with a verdict, so that he hears of it. Before anything is opened, the places pbem
writes must hold plain files only (``pbem.gitmode.tree``), and the game file and pbem's other
files must be the ones its last signed commit holds (``pbem.gitmode.signed``). Each order goes
through ``pbem.intake.receive_order``, as ``pbem apply`` would take it, under the game's lock
(``pbem.gitmode.orders``); then everything it changed (the game file, the step's reports, the
order moved to ``orders/done/``, or to ``orders/refused/`` with its verdict beside it) is
staged and committed as one signed commit. A failure at any point puts the work tree back at
the commit before, so the history never holds half of an order's processing. Processed orders
leave ``orders/``, which is what makes a second run do nothing.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from pbem.files.atomic import write_text_atomic
from pbem.files.game import Game
from pbem.gitmode.repo import PLAIN_MODES, GitError, IndexEntry, Repo, shown
from pbem.gitmode.tree import check_where_pbem_writes, pending_entries
from pbem.messages import say
from pbem.verdict import Verdict

GAME_FILE = "game.yaml"
ORDERS, DONE, REFUSED, REPORTS = "orders", "orders/done", "orders/refused", "reports"
ORDER_SUFFIXES = (".yaml", ".yml")
_SAFE_NAME = re.compile(r"[^A-Za-z0-9._+-]")


@dataclass(frozen=True)
class CommittedFile:
    """Something committed under ``orders/`` (not done or refused) and the commit that added
    it: an order of ``orders/<colour>/NAME.yaml``, or whatever else a player put there."""

    path: str  # from the repository's top, e.g. orders/blue/turn-14.yaml
    colour: str  # the colour whose folder holds it ("" when in no colour's folder)
    commit: str
    author: str  # "Name <email>" of that commit: a record, never proof of who sent it
    mode: str = "100644"  # as git ls-files -s gives it
    object: str = ""  # the blob committed, read in place of the work tree's file
    placed: bool = True  # directly in its colour's folder and named *.yaml / *.yml

    @property
    def shown(self) -> str:
        """The path as messages and verdicts give it (quoted when it is not plain text)."""
        return shown(self.path)


@dataclass(frozen=True)
class Processed:
    """What became of one pending order: its verdict line and the commit that records it."""

    pending: CommittedFile
    outcome: str  # applied, partial, refused, ...
    summary: str
    commit: str


def pending_orders(repo: Repo, colours: list[str]) -> list[CommittedFile]:
    """What waits under ``orders/`` (see ``pbem.gitmode.tree.pending_entries``), oldest
    commit first (then by name)."""
    present = {entry.path: entry for entry in pending_entries(repo)}
    added: dict[str, tuple[int, str, str]] = {}
    log = repo.run("log", "--reverse", "--no-renames", "--diff-filter=A", "--format=%x00%H%x00%an"
                   " <%ae>", "--name-only", "-z", "--", ORDERS)
    for index, (commit, author, paths) in enumerate(_log_records(log)):
        for path in paths:
            if path in present:  # the last commit that added it: a file sent again counts anew
                added[path] = (index, commit, author)
    ordered = sorted(added.items(), key=lambda item: (item[1][0], item[0]))
    return [_pending(present[path], colours, commit, author)
            for path, (_, commit, author) in ordered]


def _pending(entry: IndexEntry, colours: list[str], commit: str, author: str) -> CommittedFile:
    parts = entry.path.split("/")
    colour = parts[1] if len(parts) >= 3 and parts[1] in colours else ""
    placed = bool(colour) and len(parts) == 3 and parts[2].endswith(ORDER_SUFFIXES)
    return CommittedFile(entry.path, colour, commit, author, entry.mode, entry.object, placed)


def _log_records(log: str) -> Iterator[tuple[str, str, list[str]]]:
    """(commit, author, added paths) from ``git log -z --name-only`` with the format above:
    ``NUL commit NUL author NUL`` then the paths, the first after a newline, each ended by a
    NUL, and one more NUL before the next commit."""
    fields = log.split("\0")
    i = 1  # the output starts with the format's first NUL
    while i + 1 < len(fields):
        commit, author_and_first = fields[i], fields[i + 1]
        author, _, first = author_and_first.partition("\n")
        paths = [first.lstrip("\n")] if first.strip() else []
        i += 2
        while i < len(fields) and fields[i] != "":
            paths.append(fields[i].lstrip("\n"))
            i += 1
        i += 1
        yield commit, author, [p for p in paths if p]


def process_repository(root: Path, now: str, *, accept_game_file: bool = False
                       ) -> list[Processed]:
    """Process every pending order of the repository at ``root``; one commit each.

    Nothing is opened before the places pbem writes are known to hold plain files only
    (``pbem.gitmode.tree``), and nothing is processed unless the game file and pbem's other
    files are the ones it committed last (``pbem.gitmode.signed``); ``accept_game_file`` is the
    game master's word that the files as committed are the game (one signed commit records it).
    """
    from pbem.files.game_store import locked
    from pbem.files.sealing import game_key_from_environment
    from pbem.gitmode.signed import ACCEPT, check_pbems_files, signer

    repo = Repo(root)
    game_path = root / GAME_FILE
    dirty = repo.changed_tracked()
    if dirty:
        raise GitError(say("cli.git-uncommitted", root=str(root), first=shown(dirty[0].strip())))
    check_where_pbem_writes(root, repo)  # before the lock file or the game file is opened
    done: list[Processed] = []
    with locked(game_path):
        game = _loaded(repo, game_path)
        if not game.sealed:  # its players' reports would be committed in clear
            raise GitError(say("cli.git-not-sealed-why", game=str(game_path)))
        key = game_key_from_environment(str(game_path))
        if accept_game_file:
            repo.commit_all([], f"pbem: the game master accepted the game as committed (step "
                            f"{len(game.history)})\n", signer(key, game, ACCEPT))
        check_pbems_files(repo, key, game)
        for pending in pending_orders(repo, game.state.position.players):
            game, processed = _process_one(repo, game_path, game, pending, now, key)
            done.append(processed)
    return done


def _loaded(repo: Repo, game_path: Path) -> Game:
    """The game, or, when it does not load, the commit that changed it since pbem's last."""
    from pbem.files.errors import InputError
    from pbem.files.game_file import MAX_GAME_BYTES, load_game
    from pbem.files.sealing import game_key_from_environment
    from pbem.gitmode.signed import check_unreadable_game

    try:
        return load_game(game_path)
    except InputError as refused:
        try:
            key = game_key_from_environment(str(game_path))
        except InputError:
            raise refused from None  # no key: the reader's message says what to do
        with game_path.open("rb") as file:  # a plain file: checked before the lock
            text = file.read(MAX_GAME_BYTES).decode("utf-8", errors="replace")
        check_unreadable_game(repo, key, text)
        raise


def _process_one(repo: Repo, game_path: Path, game: Game, pending: CommittedFile, now: str,
                 key: bytes) -> tuple[Game, Processed]:
    """Take in one order and commit all it changed, or put everything back as it was."""
    from pbem.gitmode.messages import commit_message
    from pbem.gitmode.orders import receive, verdict_files
    from pbem.gitmode.signed import signer

    before = repo.head()
    made: list[str] = [REPORTS]  # untracked files this step may leave behind on failure
    staged = [GAME_FILE, REPORTS]  # and the order's move, which 'git mv' stages itself; never
    # all of orders/, where an order not yet committed would be swept into pbem's commit
    try:
        outcome = receive(repo, game_path, game, pending, now)
        after, verdict = outcome.game, outcome.verdict
        target = _destination(pending, verdict, len(game.history))
        made.append(target)
        (repo.root / target).parent.mkdir(parents=True, exist_ok=True)
        if pending.mode in PLAIN_MODES:
            repo.run("mv", "--", pending.path, target)
        else:  # a link is never moved next to the verdicts, where pbem writes: it goes
            repo.run("rm", "-q", "--cached", "--", pending.path)
            _remove_unread(repo.root / pending.path)
        if target.startswith(REFUSED):
            public = target + ".verdict.txt" if pending.mode in PLAIN_MODES else target
            for name, text in verdict_files(after, public, outcome, pending).items():
                made.append(name)
                staged.append(name)
                write_text_atomic(repo.root / name, text, inside=repo.root)
        message = commit_message(game, after, pending, verdict)
        commit = repo.commit_all(staged, message, signer(key, after))
        _tag_turn(repo, game, after)
    except BaseException as error:
        _undo(repo, before, [m for m in made if (repo.root / m).exists()], pending, error)
        raise
    return after, Processed(pending, verdict.status, message.splitlines()[0], commit)


def _remove_unread(path: Path) -> None:
    """A link itself (not its target), or the empty folder a submodule's checkout leaves; a
    submodule checked out with files is left in the work tree, where git no longer tracks it."""
    if path.is_symlink() or not path.is_dir():
        path.unlink(missing_ok=True)
        return
    with contextlib.suppress(OSError):  # not empty: the submodule's files, nothing of pbem's
        path.rmdir()


def _undo(repo: Repo, before: str, made: list[str], pending: CommittedFile,
          error: BaseException) -> None:
    """Put the work tree back at ``before``; say what became of the order when it failed."""
    try:
        repo.reset_to(before, made)
    except GitError as failed:
        raise GitError(say("cli.git-undo-failed", order=pending.shown, error=str(error),
                           failed=str(failed), commit=before[:12])) from None
    if isinstance(error, (GitError, OSError)):
        raise GitError(say("cli.git-undone", order=pending.shown, error=str(error),
                           commit=before[:12])) from None


def _destination(pending: CommittedFile, verdict: Verdict, step: int) -> str:
    """Where the order file goes: ``orders/done/`` once it changed the game or was a repeat,
    else ``orders/refused/`` (a link: only its verdict). Named by step and colour; one that
    made no step of its own (a repeat, a refusal) also by the commit that added it, so that
    names never collide even when a player sends every order as the same file. Names keep
    letters, digits and ``._+-`` only: a file name is the player's text."""
    below = pending.path.split("/", 2)[-1] if pending.colour else pending.path.split("/", 1)[-1]
    name = _SAFE_NAME.sub("_", below.replace("/", "-")).lstrip("-.")[-80:] or "order"
    colour = pending.colour or "nobody"
    if verdict.entry is not None:
        return f"{DONE}/step-{step:04d}-{colour}-{name}"
    unique = f"step-{step:04d}-{colour}-{pending.commit[:10]}-{name}"
    if pending.mode not in PLAIN_MODES:
        return f"{REFUSED}/{unique}.verdict.txt"
    return f"{DONE}/{unique}" if verdict.status == "duplicate" else f"{REFUSED}/{unique}"


def _tag_turn(repo: Repo, before: Game, after: Game) -> None:
    """Tag the commit where a new turn begins (``turn-14``), and the one that ends the game."""
    old, new = before.state.position, after.state.position
    if new.turn != old.turn:
        repo.tag(f"turn-{new.turn}", f"game {after.id}: turn {new.turn} begins, {new.active} "
                 "to play")
    if new.is_over and not old.is_over:
        repo.tag("game-over", f"game {after.id}: over, {new.winner} wins")
