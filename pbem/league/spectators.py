"""Spectators: people who get a game's public report by mail, as many turns late as they asked.

A spectator of delay 0 gets the public report of every step that tells the public something
(as a player gets his). A spectator of delay N gets one mail when turn T begins: the public
report of the game as it stood when turn T-N began, telling every step of turn T-N-1; so what
he reads is at least N turns old and can never help a player now. When the game ends, every
spectator gets the final public report (the winner, the statistics and the revealed seed), since
then nothing is left to help with. The mails go with the step's other mails (the mail route's
spool and journal: once per step, never twice); ``pbem spectator add/remove`` changes the list.
"""

from __future__ import annotations

from dataclasses import replace
from email.message import EmailMessage
from typing import TYPE_CHECKING

from pbem.elasund.events import PUBLIC
from pbem.files.game import Spectator
from pbem.messages import say

if TYPE_CHECKING:
    from pbem.files.game import Game, GameState
    from pbem.report.model import Report

MAX_DELAY = 50


class SpectatorError(ValueError):
    """A change of the spectators that cannot be made (a usage error: nothing changed)."""


def spectator_mails(game: Game, entries: list[int], sender: str) -> list[EmailMessage]:
    """The spectators' mails after the history entries ``entries`` (those a message made)."""
    mails: list[EmailMessage] = []
    if not game.spectators:
        return mails
    for n in entries:
        for spectator in game.spectators:
            report = _report_for(game, n, spectator)
            if report is not None:
                mails.append(_mail(game, n, spectator, sender, report))
    return mails


def _report_for(game: Game, n: int, spectator: Spectator) -> Report | None:
    """What a spectator gets after entry ``n``: nothing, or the public report to send."""
    from pbem.files.entries import UndoEntry
    from pbem.mail.outbound import has_news
    from pbem.report.inputs import report_of

    entry = game.history[n]
    last = n == len(game.history) - 1
    if isinstance(entry, UndoEntry):
        return None  # the game went back: the next turn's mail tells it again
    if spectator.delay == 0 or (last and game.state.position.is_over):
        report = report_of(game, n, PUBLIC)
        return report if has_news(entry, report.model, PUBLIC) else None
    return _delayed(game, n, spectator.delay)


def _delayed(game: Game, n: int, delay: int) -> Report | None:
    """When entry ``n`` begins turn T: the public report as turn T-delay began."""
    from pbem.files.entries import standing_entries
    from pbem.history import states_of

    after = _turn_after(game, n)
    if n == 0 or after <= game.history[n].turn:
        return None  # not the start of a turn
    shown = after - delay
    standing = standing_entries(game.history[:n + 1])
    starts = [k for k in standing if _turn_after(game, k) == shown and
              (k == 0 or game.history[k].turn < shown)]
    if shown < 1 or not starts:
        return None
    start = starts[0]
    steps = [k for k in standing if k <= start and game.history[k].turn == shown - 1]
    return _public_report(game, states_of(game)[start], steps or [start], start)


def _turn_after(game: Game, n: int) -> int:
    """The turn in progress once entry ``n`` was made."""
    if n + 1 < len(game.history):
        return game.history[n + 1].turn
    return game.state.position.turn


def _public_report(game: Game, state: GameState, steps: list[int], last: int) -> Report:
    """The public report of the game as entry ``last`` left it, telling ``steps``."""
    from pbem.messages import speaking
    from pbem.report.inputs import race_until, report_step
    from pbem.report.model import ReportInput, report_model

    with speaking(game.language):  # the public report's language: the game's
        return report_model(ReportInput(
            game_id=game.id, names=game.names, position=state.position, viewer=PUBLIC,
            recent=[report_step(game.history[k]) for k in steps], race=race_until(game, last),
            open_game=game.open, commitment=game.seed_digest, signed_orders=game.sealed,
            language=game.language))


def _mail(game: Game, n: int, spectator: Spectator, sender: str,
          report: Report) -> EmailMessage:
    from pbem.mail.outbound import new_message
    from pbem.report.formats import render_as

    model = report.model
    subject = say("spectator-subject", game=game.id, turn=model["game"]["turn"])
    if spectator.delay and not model["game"]["over"]:
        subject = say("spectator-subject-late", game=game.id, turn=model["game"]["turn"],
                      delay=spectator.delay)
    message = new_message(sender, spectator.email, subject, game.id)
    message["Auto-Submitted"] = "auto-generated"
    message["X-Pbem-Game"] = game.id
    message["X-Pbem-Step"] = str(game.history[n].n)
    message.set_content(render_as(report, "text"))
    message.add_attachment(render_as(report, "html"), subtype="html",
                           filename=f"{game.id}-turn-{model['game']['turn']:03d}-public.html")
    return message


# The game master's list ------------------------------------------------------------------------

def added(game: Game, email: str, delay: int) -> Game:
    """The game with one more spectator (or a spectator's delay changed)."""
    from pbem.mail.headers import plain_address

    address = plain_address(email.strip())
    if not address or address != email.strip().lower():
        raise SpectatorError(say("spectator-address", email=email))
    if not 0 <= delay <= MAX_DELAY:
        raise SpectatorError(say("spectator-delay", delay=delay, most=MAX_DELAY))
    if any(seat.email.strip().lower() == address for seat in game.players):
        raise SpectatorError(say("spectator-player", email=address, game=game.id))
    others = [s for s in game.spectators if s.email != address]
    return replace(game, spectators=[*others, Spectator(address, delay)])


def removed(game: Game, email: str) -> Game:
    """The game without a spectator."""
    address = email.strip().lower()
    if not any(s.email == address for s in game.spectators):
        raise SpectatorError(say("spectator-unknown", email=email, game=game.id))
    return replace(game, spectators=[s for s in game.spectators if s.email != address])
