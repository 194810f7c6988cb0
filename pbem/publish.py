"""Reports after every processed order: one text file per player and a public one, per step.

A step's reports go to ``REPORTS/step-NNNN-turn-TT/<viewer>.txt``, ``.html`` and ``.json``; each
tells its reader what happened in that step as he may see it (``pbem.report`` builds them from
``view_for`` only, one view model laid out three ways).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from pbem.elasund.events import PUBLIC
from pbem.files.atomic import refuse_linked_folders, write_text_atomic
from pbem.files.entries import Entry, UndoEntry, entry_events, own_part, standing_entries
from pbem.files.game import Game

if TYPE_CHECKING:  # the report package (and jinja2) is imported only when a report is made
    from typing import Any

    from pbem.report.model import Step

FORMATS = ("text", "html", "json")
"""The layouts written for every reader after every step."""


def step_folder(entry: Entry) -> str:
    """The folder name of one step's reports, sorting in the order of the history."""
    return f"step-{entry.n:04d}-turn-{entry.turn:02d}"


def race_of(game: Game) -> list[tuple[int, dict[str, int]]]:
    """Victory cubes on the board per colour at the end of each turn so far (standing entries)."""
    by_turn: dict[int, dict[str, int]] = {}
    for n in standing_entries(game.history):
        entry = game.history[n]
        by_turn[entry.turn] = dict(entry.cubes)
    return sorted(by_turn.items())


def viewers(game: Game) -> list[str]:
    """Who gets a report: every player in seating order, then the public."""
    return [*game.state.position.players, PUBLIC]


def check_step_folder(game: Game, n: int, folder: Path) -> None:
    """Refuse, before the game is saved, a reports folder or step folder that is a link:
    so an order is not applied whose reports could only go elsewhere."""
    refuse_linked_folders(folder / step_folder(game.history[n]), folder)


def save_and_publish(path: Path, game: Game, n: int, folder: Path) -> Path:
    """Save ``game`` to ``path``, then write the reports of its entry ``n``; returns the step
    folder. A report that cannot be written after the save is ``ReportsNotWritten``."""
    from pbem.files.errors import ReportsNotWritten
    from pbem.files.game_file import save_game

    check_step_folder(game, n, folder)
    save_game(path, game)
    try:
        return write_step_reports(game, n, folder)
    except OSError as error:
        where = str(error.filename or folder / step_folder(game.history[n]))
        raise ReportsNotWritten(where, error.strerror or str(error)) from error


def write_step_reports(game: Game, n: int, folder: Path,
                       secrets: dict[str, str] | None = None) -> Path:
    """Write every reader's report of history entry ``n``; returns the step's folder."""
    from pbem.report.formats import SUFFIXES, render_as

    out = folder / step_folder(game.history[n])
    refuse_linked_folders(out, folder)  # before mkdir, which would take a linked folder as is
    out.mkdir(parents=True, exist_ok=True)
    race = race_of(game)  # the same for every reader, and longer with every turn
    for viewer in viewers(game):
        model = report_model_of(game, n, viewer, (secrets or {}).get(viewer), race)
        for fmt in FORMATS:
            name, text = f"{viewer}{SUFFIXES[fmt]}", render_as(model, fmt)
            if _sealed_for(game, viewer):  # a shared repository: for his eyes only
                from pbem.files.sealed_report import seal_report, sealed_name

                name, text = sealed_name(name), seal_report(game, viewer, name, text)
            _write_whole(out / name, text, folder)
    return out


def report_names(game: Game) -> set[str]:
    """The file names of one step's reports: every reader's, in every format."""
    from pbem.files.sealed_report import sealed_name
    from pbem.report.formats import SUFFIXES

    names = {f"{viewer}{SUFFIXES[fmt]}" for viewer in viewers(game) for fmt in FORMATS}
    return {sealed_name(name) if _sealed_for(game, name.partition(".")[0]) else name
            for name in names}


def _sealed_for(game: Game, viewer: str) -> bool:
    """Whether ``viewer``'s reports are sealed: a player's, in a sealed game (git mode)."""
    return game.sealed and viewer != PUBLIC


def _write_whole(path: Path, text: str, reports: Path) -> None:
    """Write a report whole or not at all (a report cut short by a crash would be sent as it
    is), never through a link under ``reports``. No fsync (unlike the game file): a report can
    always be made again, and a thousand fsyncs would slow ``pbem demo`` threefold."""
    try:
        write_text_atomic(path, text, durable=False, inside=reports)
    except OSError as error:  # name the report, not its temporary file (already removed)
        raise OSError(error.errno, error.strerror or str(error), str(path)) from error


def report_model_of(game: Game, n: int, viewer: str, secret: str | None = None,
                    race: list[tuple[int, dict[str, int]]] | None = None) -> dict[str, Any]:
    """One reader's report model of history entry ``n`` (the game as it is now); ``race`` is
    ``race_of(game)`` when the caller has it already."""
    from pbem.report import ReportInput, report_model

    over = game.state.position.is_over
    return report_model(ReportInput(
        game_id=game.id, names=game.names, position=game.state.position, viewer=viewer,
        recent=[report_step(game.history[n])],
        race=race_of(game) if race is None else race, open_game=game.open,
        secret=secret, deadline=game.deadline, commitment=game.seed_digest,
        signed_orders=game.sealed,
        seed=game.state.position.rng.seed if over else None))


def render_report(game: Game, n: int, viewer: str, secret: str | None = None,
                  fmt: str = "text") -> str:
    """One reader's report of history entry ``n`` in one format (text, html or json)."""
    from pbem.report.formats import render_as

    return render_as(report_model_of(game, n, viewer, secret), fmt)


def report_step(entry: Entry) -> Step:
    """An entry as the report's ``Step``: who sent it, what was applied or refused, events."""
    from pbem.report.model import Step

    own = own_part(entry)
    refused = own.refused if own is not None else None
    if isinstance(entry, UndoEntry):
        actions = [f"the game master took back orders: the game is back at turn {entry.turn}"]
    else:
        actions = list(own.applied) if own is not None else []
    return Step(
        n=entry.n, turn=entry.turn, player=entry.player, actions=actions,
        refused=(f"{refused.action}: {refused.rule}: {refused.message}"
                 if refused else None),
        events=entry_events(entry),
    )
