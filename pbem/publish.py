"""Writing a step's report files: one per reader and format, whole or not at all.

A step's reports go to ``REPORTS/step-NNNN-turn-TT/<reader>.txt``, ``.html`` and ``.json``
(NNNN the history entry, TT the turn the reports show)
(``pbem.report.inputs`` makes each reader's report from the game; this module only names,
seals and writes the files).
"""

from __future__ import annotations

from pathlib import Path

from pbem.elasund.events import PUBLIC
from pbem.files.atomic import refuse_linked_folders, write_text_atomic
from pbem.files.entries import Entry, entry_events
from pbem.files.game import Game
from pbem.messages.message import Message

FORMATS = ("text", "html", "json")
"""The layouts written for every reader after every step."""


def report_turn(entry: Entry) -> int:
    """The turn a step's reports show: the one in progress once the entry was processed (an
    order that ended a turn leaves the next one in progress; its reports say so)."""
    started = [e.public["turn"] for e in entry_events(entry) if e.kind == "turn-start"]
    return int(started[-1]) if started else entry.turn


def step_folder(entry: Entry) -> str:
    """The folder name of one step's reports, sorting in the order of the history, with the
    turn its reports show: a player finds the report of the turn they play by that turn."""
    return f"step-{entry.n:04d}-turn-{report_turn(entry):02d}"


def check_step_folder(game: Game, n: int, folder: Path) -> None:
    """Refuse, before the game is saved, a reports folder or step folder that is a link:
    so an order is not applied whose reports could only go elsewhere."""
    refuse_linked_folders(folder / step_folder(game.history[n]), folder)


def save_and_publish(path: Path, game: Game, n: int, folder: Path,
                     again: Message | None = None, done: Message | None = None) -> Path:
    """Save ``game`` to ``path``, then write the reports of its entry ``n``; returns the step
    folder. A report that cannot be written after the save is ``ReportsNotWritten``, whose
    line says ``done`` (by default: the order was applied) and ``again`` (what writes them: by
    default the same order again)."""
    from pbem.files.errors import APPLY_AGAIN, ORDER_DONE, ReportsNotWritten
    from pbem.files.game_file import save_game

    check_step_folder(game, n, folder)
    save_game(path, game)
    try:
        return write_step_reports(game, n, folder)
    except OSError as error:
        where = str(error.filename or folder / step_folder(game.history[n]))
        raise ReportsNotWritten(where, error.strerror or str(error),
                                again or APPLY_AGAIN, done or ORDER_DONE) from error


def write_step_reports(game: Game, n: int, folder: Path,
                       secrets: dict[str, str] | None = None) -> Path:
    """Write every reader's report of history entry ``n``; returns the step's folder."""
    from pbem.report.formats import SUFFIXES, render_as
    from pbem.report.inputs import race_of, readers, report_of

    out = folder / step_folder(game.history[n])
    refuse_linked_folders(out, folder)  # before mkdir, which would take a linked folder as is
    out.mkdir(parents=True, exist_ok=True)
    race = race_of(game)  # the same for every reader, and longer with every turn
    for reader in readers(game):
        report = report_of(game, n, reader, (secrets or {}).get(reader), race)
        for fmt in FORMATS:
            name, text = report_file(game, reader, f"{reader}{SUFFIXES[fmt]}",
                                     render_as(report, fmt))
            _write_whole(out / name, text, folder)
    return out


def report_file(game: Game, reader: str, name: str, text: str) -> tuple[str, str]:
    """The name and content of a reader's report file: sealed for his eyes only when the game
    is sealed (git mode, a shared repository), else as given."""
    if not _sealed_for(game, reader):
        return name, text
    from pbem.files.sealed_report import seal_report, sealed_name

    return sealed_name(name), seal_report(game, reader, name, text)


def complete_step_reports(game: Game, folder: Path) -> Path | None:
    """Write the last step's reports when some are missing (a pbem stopped after it saved
    the game: killed, a full disk); returns the step's folder when it wrote them. Only the
    last step's: a report tells the game as it is now."""
    n = len(game.history) - 1
    out = folder / step_folder(game.history[n])
    if out.is_dir() and report_names(game) <= {p.name for p in out.iterdir()}:
        return None
    return write_step_reports(game, n, folder)


def report_names(game: Game) -> set[str]:
    """The file names of one step's reports: every reader's, in every format."""
    from pbem.files.sealed_report import sealed_name
    from pbem.report.formats import SUFFIXES
    from pbem.report.inputs import readers

    names = {f"{reader}{SUFFIXES[fmt]}" for reader in readers(game) for fmt in FORMATS}
    return {sealed_name(name) if _sealed_for(game, name.partition(".")[0]) else name
            for name in names}


def _sealed_for(game: Game, reader: str) -> bool:
    """Whether ``reader``'s reports are sealed: a player's, in a sealed game (git mode)."""
    return game.sealed and reader != PUBLIC


def _write_whole(path: Path, text: str, reports: Path) -> None:
    """Write a report whole or not at all (a report cut short by a crash would be sent as it
    is), never through a link under ``reports``. No fsync (unlike the game file): a report can
    always be made again, and a thousand fsyncs would slow ``pbem demo`` threefold."""
    try:
        write_text_atomic(path, text, durable=False, inside=reports)
    except OSError as error:  # name the report, not its temporary file (already removed)
        raise OSError(error.errno, error.strerror or str(error), str(path)) from error
