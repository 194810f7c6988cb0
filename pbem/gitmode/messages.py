"""Commit messages of ``pbem git process``: who did what, as the public may read it.

The subject says the turn, the colour and the actions applied ("turn 14, blue: build tavern
D4, permit 2 E5"); the body tells the step's events in the public's words (the sentences of
the public report) and records the order file, the commit that added it and its author. A
commit message is read by everyone with the repository, so it says nothing a public report
would not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pbem.elasund.events import PUBLIC
from pbem.files.entries import entry_events, own_part
from pbem.gitmode.repo import shown

if TYPE_CHECKING:
    from pbem.files.game import Game
    from pbem.gitmode.process import CommittedFile
    from pbem.verdict import Verdict


def commit_message(before: Game, after: Game, pending: CommittedFile, verdict: Verdict) -> str:
    """The message of the commit that records one order's processing."""
    turn = before.state.position.turn
    lines = [f"turn {turn}, {pending.colour}: {_subject(after, verdict)}", ""]
    if verdict.entry is not None:
        lines.extend(_public_sentences(after, verdict.entry))
        lines.append("")
    lines.append(f"order: {pending.shown} ({verdict.status})")
    lines.append(f"committed in {pending.commit[:12]} by {shown(pending.author)} (a record, not "
                 "a proof: the order's signature is)")
    return "\n".join(lines) + "\n"


def _subject(game: Game, verdict: Verdict) -> str:
    stopped = refused_action(verdict)
    if verdict.entry is None:
        if verdict.status == "duplicate":
            return "the same order again, already applied; nothing changed"
        if stopped is not None:  # why is for the player alone: it may name cards he holds
            return f"order refused at {_action(stopped)}, the game unchanged"
        if verdict.rule == "form":  # the reason may repeat the file's text: never in clear
            where = f" at line {verdict.line}" if verdict.line else ""
            return f"order refused, unreadable{where}, the game unchanged"
        return f"order {verdict.status}, the game unchanged: {_first_line(verdict.text)}"
    own = own_part(game.history[verdict.entry])
    applied = list(own.applied) if own is not None else []
    said = ", ".join(map(_action, applied)) if applied else "standing answers set"
    if stopped is not None:
        said += f"; then stopped at {_action(stopped)}"
    return said


def refused_action(verdict: Verdict) -> str | None:
    """The action of the player's own order that the rules refused, if one was."""
    own = verdict.parts[0] if verdict.parts else None
    return own.refused.action if own is not None and own.refused is not None else None


def _public_sentences(game: Game, n: int) -> list[str]:
    """The entry's events told as the public report tells them."""
    from pbem.report.sentences import Names, sentence

    names = Names(game.names, game.state.position.players)
    return [sentence(event.for_viewer(PUBLIC), names)
            for event in entry_events(game.history[n])]


def _action(notation: str) -> str:
    """An action as a subject line says it: ``permit (value 2, at C3)`` for the order's
    ``permit: {value: 2, at: C3}``."""
    name, _, arguments = notation.partition(":")
    inner = arguments.strip().removeprefix("{").removesuffix("}").replace(": ", " ")
    return f"{name} ({inner})" if inner else name


def _first_line(text: str) -> str:
    line = text.splitlines()[0] if text else ""
    return line if len(line) <= 120 else line[:117] + "..."
