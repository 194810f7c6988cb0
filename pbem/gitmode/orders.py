"""The verdict on one pending file of a game repository, and the verdict files beside it.

An order is read from the blob git holds for it (``Repo.blob``), never through the work tree,
and only when git records a plain file there: a link committed as an order could point at any
file of the processing machine. Git mode's own refusals come first (not a plain file, not
directly in a colour's folder or not ``*.yaml``, in another colour's folder, a secret in clear,
unreadable); the rest goes through ``pbem.intake.receive_order`` as ``pbem apply`` takes it.

Everything here is committed in clear, so no verdict quotes a file that pbem could not read:
the reason, which may repeat the file's text, is sealed for the colour whose folder held it,
and the verdict in clear says where the problem lies and how to open the reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from pbem.files.errors import InputError
from pbem.files.game import Game
from pbem.files.order import Order, read_order_text
from pbem.gitmode.repo import Repo, shown
from pbem.messages import say, speaking
from pbem.messages.message import Message
from pbem.verdict import Verdict

if TYPE_CHECKING:
    from pbem.gitmode.process import CommittedFile

SECRET_IN_CLEAR = Message("git.secret-in-clear")


@dataclass(frozen=True)
class Outcome:
    """The verdict on a pending file, the game after it, and the folder to send it again to."""

    game: Game
    verdict: Verdict
    folder: str  # "orders/red/": where the order belongs, for the verdict's advice


def receive(repo: Repo, game_path: Path, game: Game, pending: CommittedFile, now: str) -> Outcome:
    """The verdict on one pending file: git mode's own refusals first, then the intake's."""
    from pbem.files.strict_yaml import MAX_BYTES
    from pbem.intake import receive_order

    colours = game.state.position.players
    folder = f"orders/{pending.colour}/" if pending.colour else "orders/<colour>/"
    if not pending.placed or pending.mode not in ("100644", "100755"):
        return Outcome(game, _refused(pending, _misfiled(pending, colours), "folder"), folder)
    data = repo.blob(pending.object, MAX_BYTES)
    if data is None:
        size = int(repo.run("cat-file", "-s", pending.object)) // 1024
        return Outcome(game, _refused(pending, Message("git.too-big", size=size,
                                                       limit=MAX_BYTES // 1024), "size"), folder)
    try:  # named by its path in the repository: the verdict is committed, the work tree's not
        order = read_order_text(data, pending.shown)
    except InputError as error:
        return Outcome(game, Verdict(pending.shown, pending.colour, "refused",
                                     Message("input-error", problem=error.message), rule="form",
                                     line=error.line, column=error.column), folder)
    if order.player != pending.colour and order.player in colours:
        folder = f"orders/{order.player}/"
    own = _git_refusal(order, pending)
    if own is not None:
        return Outcome(game, own, folder)
    received = receive_order(game_path, game, order, game_path.parent / "reports", now,
                             command="git")
    return Outcome(received.game, received.verdict, folder)


def _misfiled(pending: CommittedFile, colours: list[str]) -> Message:
    if pending.mode not in ("100644", "100755"):
        kind = pending.mode if pending.mode in ("120000", "160000") else "special"
        return Message("git.not-plain", kind=kind)
    return Message("git.misplaced", folders=[f"orders/{c}/" for c in colours])


def _refused(pending: CommittedFile, message: Message, rule: str) -> Verdict:
    return Verdict(pending.shown, pending.colour, "refused", message, rule=rule)


def _git_refusal(order: Order, pending: CommittedFile) -> Verdict | None:
    """An order refused before its verdict: in another colour's folder, or a secret in clear."""
    if order.player != pending.colour:
        return _refused(pending, Message("git.other-colour", folder=pending.colour,
                                         player=shown(order.player), colour=order.player),
                        "player")
    if order.secret is not None:
        return _refused(pending, SECRET_IN_CLEAR, "secret")
    return None


def verdict_files(game: Game, public: str, outcome: Outcome,
                  pending: CommittedFile) -> dict[str, str]:
    """The refusal recorded in ``orders/refused/``: ``NAME.verdict.txt`` in clear and, when
    the reason may tell more than the public may read (a rule's reason can name cards the
    player holds; an unreadable file's reason may repeat its text), the whole verdict in
    ``NAME.verdict.txt.sealed`` for the colour whose folder held it."""
    from pbem.files.sealed_report import seal_report, sealed_name
    from pbem.gitmode.messages import refused_action
    from pbem.verdict import verdict_lines

    verdict = outcome.verdict
    files: dict[str, str] = {}
    seat = game.player(pending.colour)
    with speaking(game.language):  # the verdict in clear: everyone's
        hidden = _hidden_reason(verdict)
        said = verdict_lines(verdict)
    if hidden is not None and seat is not None:
        private = sealed_name(public)
        with speaking(game.language_of(seat.colour)):  # the whole verdict: the player's alone
            whole = _verdict_text(pending, verdict_lines(verdict), outcome.folder)
        files[private] = seal_report(game, pending.colour, Path(public).name, whole)
        said = [say("git.verdict-sealed", game.language, said=hidden, colour=pending.colour,
                    file=private)]
    elif hidden is not None:
        said = [hidden]
    with speaking(game.language):
        if refused_action(verdict) is None and verdict.rule == "form":
            said.append(say("git.verdict-check"))
        files[public] = _verdict_text(pending, said, outcome.folder)
    return files


def _hidden_reason(verdict: Verdict) -> str | None:
    """The verdict's line in clear when its reason must not be committed in clear."""
    from pbem.gitmode.messages import refused_action

    stopped = refused_action(verdict)
    where = verdict.filename + (f":{verdict.line}:{verdict.column}" if verdict.line else "")
    if stopped is not None:
        return say("git.verdict-hidden", file=verdict.filename, action=stopped)
    if verdict.rule == "form":
        return say("git.verdict-unreadable", where=where)
    return None


def _verdict_text(pending: CommittedFile, said: list[str], folder: str) -> str:
    lines = [*said, "",
             say("git.verdict-committed", commit=pending.commit, author=shown(pending.author)),
             say("git.verdict-again", folder=folder)]
    return "\n".join(lines) + "\n"
