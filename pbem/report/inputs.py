"""A game's reports made from the game: each history entry as a report ``Step``, the race of
cubes, the readers, and one reader's ``Report`` of one entry (no files: ``pbem.publish`` writes
them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pbem.elasund.events import PUBLIC
from pbem.files.entries import (
    Entry,
    OrderEntry,
    UndoEntry,
    entry_events,
    own_part,
    standing_entries,
)
from pbem.messages import say, speaking

if TYPE_CHECKING:  # the report model (and jinja2) is imported only when a report is made
    from pbem.files.game import Game
    from pbem.report.model import Report, Step

Race = list[tuple[int, dict[str, int]]]
"""Victory cubes on the board per colour at the end of each turn: ``(turn, counts)``."""


def race_of(game: Game) -> Race:
    """Victory cubes on the board per colour at the end of each turn so far (standing entries)."""
    by_turn: dict[int, dict[str, int]] = {}
    for n in standing_entries(game.history):
        entry = game.history[n]
        by_turn[entry.turn] = dict(entry.cubes)
    return sorted(by_turn.items())


def race_until(game: Game, n: int) -> Race:
    """The race as it stood after history entry ``n`` (the public site's steps, a late
    spectator's report): ``race_of`` of the history up to ``n``."""
    by_turn: dict[int, dict[str, int]] = {}
    for k in standing_entries(game.history[:n + 1]):
        entry = game.history[k]
        by_turn[entry.turn] = dict(entry.cubes)
    return sorted(by_turn.items())


def readers(game: Game) -> list[str]:
    """Who gets a report: every player in seating order, then the public."""
    return [*game.state.position.players, PUBLIC]


def report_step(entry: Entry) -> Step:
    """An entry as the report's ``Step``: who sent it, what was applied or refused, events."""
    from pbem.report.model import Step

    own = own_part(entry)
    refused = own.refused if own is not None else None
    if isinstance(entry, UndoEntry):
        actions = [say("page.undo", turn=entry.turn)]
    else:
        actions = list(own.applied) if own is not None else []
    return Step(
        n=entry.n, turn=entry.turn, player=entry.player, actions=actions,
        refused=(f"{refused.action}: {refused.rule}: {refused.text}"
                 if refused else None),
        events=entry_events(entry),
        by=entry.by if isinstance(entry, OrderEntry) else None,
    )


def report_of(game: Game, n: int, reader: str, secret: str | None = None,
              race: Race | None = None) -> Report:
    """One reader's report of history entry ``n`` (the game as it is now); ``race`` is
    ``race_of(game)`` when the caller has it already."""
    from pbem.report.model import ReportInput, report_model

    over = game.state.position.is_over
    language = game.language_of(reader)
    with speaking(language):  # the step's words, the deadline and statistics: the reader's
        deadline = _deadline(game, reader, game.history[n].at)
        return report_model(ReportInput(
            game_id=game.id, names=game.names, position=game.state.position, viewer=reader,
            recent=[report_step(game.history[n])],
            race=race_of(game) if race is None else race, open_game=game.open,
            secret=secret, deadline=deadline[0] if deadline else None,
            commitment=game.seed_digest,
            signed_orders=game.sealed,
            seed=game.state.position.rng.seed if over else None,
            stats=final_stats(game) if over and n == len(game.history) - 1 else None,
            language=language, deadline_data=deadline[1] if deadline else None))


def final_stats(game: Game) -> dict[str, Any]:
    """The statistics section of a finished game's last reports (``pbem.stats``)."""
    from pbem.report.sentences import Names
    from pbem.stats.figures import game_figures
    from pbem.stats.layout import stats_model

    return stats_model(game_figures(game), Names(game.names, game.state.position.players))


def _deadline(game: Game, reader: str, at: str) -> tuple[str, dict[str, Any]] | None:
    """The reader's deadline line, its distance told from the step's time (never the clock's),
    and its key and arguments."""
    from pbem.deadlines.words import deadline_message
    from pbem.messages import render
    from pbem.report.sentences import Names

    message = deadline_message(game, reader, at)
    if message is None:
        return None
    label = Names(game.names, game.state.position.players).label
    return render(message, who=label), message.to_data()


def render_report(game: Game, n: int, reader: str, secret: str | None = None,
                  fmt: str = "text") -> str:
    """One reader's report of history entry ``n`` in one format (text, html or json)."""
    from pbem.report.formats import render_as

    return render_as(report_of(game, n, reader, secret), fmt)
