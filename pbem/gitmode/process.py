"""``pbem git process``: every pending committed order, in commit order, one commit each.

A pending order is a file under ``orders/<colour>/`` of the commit checked out. Each goes
through ``pbem.intake.receive_order``, as ``pbem apply`` would take it, under the game's lock;
then everything it changed (the game file, the step's reports, the order moved to
``orders/done/``, or to ``orders/refused/`` with its verdict beside it) is staged and committed
as one commit. A failure at any point puts the work tree back at the commit before, so the
history never holds half of an order's processing. Processed orders leave ``orders/<colour>/``,
which is what makes a second run do nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from pbem.files.errors import InputError
from pbem.files.game import Game
from pbem.files.order import Order, order_from_data
from pbem.gitmode.repo import GitError, Repo
from pbem.verdict import Verdict

GAME_FILE = "game.yaml"
ORDERS, DONE, REFUSED, REPORTS = "orders", "orders/done", "orders/refused", "reports"
ORDER_SUFFIXES = (".yaml", ".yml")
SECRET_IN_CLEAR = ("this order carries its secret in clear, in a repository others read: "
                   "the secret is no longer safe. Ask the game master for a new one ('pbem "
                   "secret reset') and sign your orders with it ('pbem sign ORDER') instead")


@dataclass(frozen=True)
class Pending:
    """An order file waiting under ``orders/<colour>/`` and the commit that added it."""

    path: str  # from the repository's top, e.g. orders/blue/turn-14.yaml
    colour: str  # the folder it was committed to
    commit: str
    author: str  # "Name <email>" of that commit: a record, never proof of who sent it


@dataclass(frozen=True)
class Processed:
    """What became of one pending order: its verdict line and the commit that records it."""

    pending: Pending
    outcome: str  # applied, partial, refused, ...
    summary: str
    commit: str


def pending_orders(repo: Repo, colours: list[str]) -> list[Pending]:
    """The order files under ``orders/<colour>/``, oldest commit first (then by name)."""
    present = {p for p in repo.tracked(ORDERS) if _order_folder(p, colours) is not None}
    added: dict[str, tuple[int, str, str]] = {}
    log = repo.run("log", "--reverse", "--no-renames", "--diff-filter=A", "--format=%x00%H%x00%an"
                   " <%ae>", "--name-only", "-z", "--", ORDERS)
    for index, (commit, author, paths) in enumerate(_log_records(log)):
        for path in paths:
            if path in present:  # the last commit that added it: a file sent again counts anew
                added[path] = (index, commit, author)
    ordered = sorted(added.items(), key=lambda item: (item[1][0], item[0]))
    return [Pending(path, _order_folder(path, colours) or "", commit, author)
            for path, (_, commit, author) in ordered]


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


def _order_folder(path: str, colours: list[str]) -> str | None:
    """The colour whose folder holds an order file ``orders/<colour>/<name>``, if any."""
    parts = path.split("/")
    if len(parts) == 3 and parts[1] in colours and parts[2].endswith(ORDER_SUFFIXES):
        return parts[1]
    return None


def process_repository(root: Path, now: str) -> list[Processed]:
    """Process every pending order of the repository at ``root``; one commit each."""
    from pbem.files.game_file import load_game, locked

    repo = Repo(root)
    game_path = root / GAME_FILE
    dirty = repo.changed_tracked()
    if dirty:
        raise GitError(f"{root} has uncommitted changes ({dirty[0].strip()}, ...): commit or "
                       "undo them first (pbem commits only what it made)")
    done: list[Processed] = []
    with locked(game_path):
        game = load_game(game_path)
        if not game.sealed:  # its players' reports would be committed in clear
            raise GitError(f"{game_path} is not sealed: git mode takes games made by 'pbem git "
                           "init', whose hidden part and players' reports are sealed")
        for pending in pending_orders(repo, game.state.position.players):
            game, processed = _process_one(repo, game_path, game, pending, now)
            done.append(processed)
    return done


def _process_one(repo: Repo, game_path: Path, game: Game, pending: Pending,
                 now: str) -> tuple[Game, Processed]:
    """Take in one order and commit all it changed, or put everything back as it was."""
    before = repo.head()
    made: list[str] = [REPORTS]  # untracked files this step may leave behind on failure
    staged = [GAME_FILE, REPORTS]  # and the order's move, which 'git mv' stages itself; never
    # all of orders/, where an order not yet committed would be swept into pbem's commit
    try:
        after, verdict = _receive(game_path, game, pending, now)
        target = _destination(pending, verdict, len(game.history))
        made.append(target)
        (repo.root / target).parent.mkdir(parents=True, exist_ok=True)
        repo.run("mv", pending.path, target)
        if target.startswith(REFUSED):
            for name, text in _verdict_files(after, target, pending, verdict).items():
                made.append(name)
                staged.append(name)
                (repo.root / name).write_text(text, encoding="utf-8")
        from pbem.gitmode.messages import commit_message

        message = commit_message(game, after, pending, verdict)
        commit = repo.commit_all(staged, message)
        _tag_turn(repo, game, after)
    except BaseException:
        repo.reset_to(before, [m for m in made if (repo.root / m).exists()])
        raise
    return after, Processed(pending, verdict.status, message.splitlines()[0], commit)


def _receive(game_path: Path, game: Game, pending: Pending, now: str) -> tuple[Game, Verdict]:
    """The verdict on one order file: git mode's own refusals first, then ``receive_order``."""
    from pbem.files.strict_yaml import read_file_with_marks
    from pbem.intake import receive_order

    try:  # named by its path in the repository: the verdict is committed, the work tree's not
        data, marks = read_file_with_marks(game_path.parent / pending.path)
        order = order_from_data(data, marks, pending.path)
    except InputError as error:
        return game, Verdict(pending.path, pending.colour, "refused", str(error), rule="form")
    own = _git_refusal(order, pending)
    if own is not None:
        return game, own
    received = receive_order(game_path, game, order, game_path.parent / REPORTS, now,
                             command="git")
    return received.game, received.verdict


def _git_refusal(order: Order, pending: Pending) -> Verdict | None:
    """An order refused before its verdict: in another colour's folder, or a secret in clear."""
    if order.player != pending.colour:
        return Verdict(pending.path, pending.colour, "refused",
                       f"orders/{pending.colour}/ takes {pending.colour}'s orders only; this "
                       f"one says player {order.player}", rule="player")
    if order.secret is not None:
        return Verdict(pending.path, pending.colour, "refused", SECRET_IN_CLEAR, rule="secret")
    return None


def _destination(pending: Pending, verdict: Verdict, step: int) -> str:
    """Where the order file goes: ``orders/done/`` once it changed the game or was a repeat,
    else ``orders/refused/``. Named by step and colour; one that made no step of its own (a
    repeat, a refusal) also by the commit that added it, so that names never collide even when
    a player sends every order as the same file."""
    name = Path(pending.path).name
    if verdict.entry is not None:
        return f"{DONE}/step-{step:04d}-{pending.colour}-{name}"
    unique = f"step-{step:04d}-{pending.colour}-{pending.commit[:10]}-{name}"
    return f"{DONE}/{unique}" if verdict.status == "duplicate" else f"{REFUSED}/{unique}"


def _verdict_files(game: Game, target: str, pending: Pending,
                   verdict: Verdict) -> dict[str, str]:
    """The refusal recorded beside a refused order: ``NAME.verdict.txt`` in clear and, when the
    rules refused an action (the reason and the legal choices may name cards the player holds),
    the whole verdict in ``NAME.verdict.txt.sealed`` for him alone."""
    from pbem.files.sealed_report import seal_report, sealed_name
    from pbem.gitmode.messages import refused_action
    from pbem.verdict import verdict_lines

    public = target + ".verdict.txt"
    said = verdict_lines(verdict)
    files: dict[str, str] = {}
    stopped = refused_action(verdict)
    if stopped is not None:
        private = sealed_name(public)
        files[private] = seal_report(game, pending.colour, Path(public).name,
                                     _verdict_text(pending, said))
        said = [f"{pending.path}: refused: {stopped} was not applied; why is for "
                f"{pending.colour} alone: 'pbem open {private} --secret ...'"]
    files[public] = _verdict_text(pending, said)
    return files


def _verdict_text(pending: Pending, said: list[str]) -> str:
    lines = [*said, "",
             f"committed in {pending.commit} by {pending.author} (a record, not a proof)",
             "The game was left as it was: correct the order and commit it again under "
             f"orders/{pending.colour}/."]
    return "\n".join(lines) + "\n"


def _tag_turn(repo: Repo, before: Game, after: Game) -> None:
    """Tag the commit where a new turn begins (``turn-14``), and the one that ends the game."""
    old, new = before.state.position, after.state.position
    if new.turn != old.turn:
        repo.tag(f"turn-{new.turn}", f"game {after.id}: turn {new.turn} begins, {new.active} "
                 "to play")
    if new.is_over and not old.is_over:
        repo.tag("game-over", f"game {after.id}: over, {new.winner} wins")
