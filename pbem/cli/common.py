"""What every command shares: turning failures into one line and an exit code, output, time.

Exit codes (docs/orders.md, "Exit codes"): 0 success; 1 the player's order is wrong (its form,
its envelope, its turn or the rules: the message is for the player); 2 the game master's command
is wrong (a usage error, a file named that cannot be read, a game or position file that is not
valid); 3 busy: the game is locked by another pbem at work, try again; 4 the game saved but a
report not written (the same order again writes it); 75 the mail commands only, try again later;
70 an internal error (a bug), always with a one-line message and never a traceback.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import typer

from pbem.files.errors import (
    GameLocked,
    HistoryError,
    InputError,
    ReplayMismatch,
    ReportsNotWritten,
    shown,
)
from pbem.messages import say
from pbem.verdict import verdict_lines as verdict_lines

if TYPE_CHECKING:  # the engine, the game file and the process load only where used
    from pbem.elasund.errors import RuleError
    from pbem.elasund.position import Position
    from pbem.files.game import Game

OK, REFUSED, USAGE, BUSY, UNREPORTED, INTERNAL = 0, 1, 2, 3, 4, 70
GAME_ARG = typer.Argument(..., metavar="GAME", help="The game file, e.g. games/harbour/game.yaml.")


class Failure(Exception):
    """A command cannot do what was asked: the message and the exit code to end with."""

    def __init__(self, message: str, code: int = USAGE) -> None:
        super().__init__(message)
        self.message = message
        self.code = code


LANGUAGE_OPT = typer.Option(
    "en", "--language", metavar="LANG",
    help="The game's language (en, de or da): the public report's, and every player's that "
         "--languages leaves out.",
)
LANGUAGES_OPT = typer.Option(
    "", "--languages", metavar="LANGS",
    help="Each player's language in seating order, e.g. da,de,en (default: --language).",
)


@contextmanager
def handled() -> Iterator[None]:
    """Run a command's body: every failure becomes one line on stderr and its exit code."""
    try:
        yield
    except typer.Exit:
        raise
    except Failure as failure:
        _fail(failure.message, failure.code)
    except InputError as error:
        _fail(str(error), USAGE)
    except GameLocked as error:
        _fail(str(error), BUSY)
    except ReplayMismatch as error:
        _fail(str(error), USAGE)
    except HistoryError as error:
        _fail(str(error), REFUSED)
    except ReportsNotWritten as error:
        _fail(str(error), UNREPORTED)
    except BrokenPipeError:  # the reader went away (``pbem options ... | head``): stop quietly
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        raise typer.Exit(OK) from None
    except OSError as error:  # a file or folder that cannot be read or written
        where = error.filename or "a file"
        _fail(
            f"{where}: {error.strerror or error}; check the path and that you may read and "
            "write there (a game file is always saved whole or not at all)",
            USAGE,
        )
    except KeyboardInterrupt:
        _fail("interrupted; nothing was half-written", 130)
    except Exception as error:
        rule_error = _rule_error(error)
        if rule_error is not None:
            from pbem.messages import refusal_text  # the engine's refusals only: loaded then

            _fail(f"{rule_error.rule}: {refusal_text(rule_error)}", USAGE)
        if _mail_setup_error(error):  # a damaged mail journal, mail settings: the GM's to mend
            _fail(str(error), USAGE)
        # anything else is a bug: say so in one line, never a traceback
        _fail(
            f"internal error ({type(error).__name__}: {error}); nothing was half-written. "
            "Please report this with the command you ran.",
            INTERNAL,
        )


def _rule_error(error: Exception) -> RuleError | None:
    """The engine's refusal, if ``error`` is one. Looked up where the engine put it rather than
    imported: a command that never loaded the engine (``pbem validate`` of an order's form)
    cannot meet one, and should not load the engine to find that out."""
    errors = sys.modules.get("pbem.elasund.errors")
    if errors is not None and isinstance(error, errors.RuleError):
        return cast("RuleError", error)
    return None


def _mail_setup_error(error: Exception) -> bool:
    """Whether ``error`` is a mail journal or mail settings that cannot be read (exit 2, as
    the mail commands say it): ``pbem tick`` and the deadline and seat commands keep the game's
    mail journal too. Looked up as ``_rule_error`` does."""
    for module, name in (("pbem.mail.journal", "MailboxError"),
                         ("pbem.mail.settings", "SettingsError")):
        found = sys.modules.get(module)
        if found is not None and isinstance(error, getattr(found, name)):
            return True
    return False


def unread_status(error: InputError) -> str:
    """``invalid`` for an order file whose content is wrong (not YAML, not an order's form: the
    player's), ``unreadable`` for one that cannot be read at all (missing, a folder, a link:
    the command's); an ``InputError`` without a line is of the whole file."""
    return "invalid" if error.line > 0 else "unreadable"


def _fail(message: str, code: int) -> None:
    typer.echo(f"pbem: {message}", err=True)
    raise typer.Exit(code)


def now() -> str:
    """The time recorded in the history: ``PBEM_NOW`` when set (reproducible runs), else UTC;
    either way as the game file keeps times (``2026-12-02T15:00:00Z``). A ``PBEM_NOW`` pbem
    cannot read is a usage error: kept as typed (``2026-03-02 09:00Z``), it made a game file
    that its own reader called damaged."""
    fixed = os.environ.get("PBEM_NOW")
    if not fixed:
        return _utc_text(datetime.now(UTC))
    try:
        moment = datetime.fromisoformat(fixed.strip().replace("Z", "+00:00"))
        if moment.tzinfo is None or not 1970 <= moment.year <= 9000:
            raise ValueError(fixed)
        return _utc_text(moment)
    except (ValueError, OverflowError):
        raise Failure(say("cli.bad-now", value=repr(fixed))) from None


def _utc_text(moment: datetime) -> str:
    return moment.astimezone(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def command_group(help_text: str) -> typer.Typer:
    """A group of sub-commands (``pbem seat ...``, ``pbem git ...``) made as the main app is:
    its help when called bare, no shell completion, no rich tracebacks or markup."""
    return typer.Typer(help=help_text, no_args_is_help=True, add_completion=False,
                       pretty_exceptions_enable=False, rich_markup_mode=None)


def require_game(path: Path) -> None:
    """Fail with a sentence saying what to do when there is no game file at ``path``."""
    if path.is_dir() and (path / "game.yaml").is_file():
        raise Failure(say("cli.folder-of-game", path=str(path), game=str(path / "game.yaml")))
    if os.path.lexists(path) and not path.is_dir():
        return  # a link, pipe or device: the reader refuses it, saying what it is
    if path.is_dir():  # not "there is none, create one": 'pbem new' would refuse it too
        raise Failure(say("cli.folder-not-game", path=shown(str(path))))
    if not path.is_file():
        raise Failure(say("cli.no-game-file", path=str(path)))


def games_folder(path: Path) -> bool:
    """Whether a command that takes a game or a folder (``status``, ``tick``) was given a
    folder of games: a folder, but not one game's own folder nor a folder named as a game file
    is (those are mistakes, answered as for a game: ``--all`` takes them as folders)."""
    return path.is_dir() and not (path / "game.yaml").is_file() \
        and path.suffix not in (".yaml", ".yml")


ONE_COMMAND = False
"""Whether this process runs one command and ends: the ``pbem`` script (``pbem.cli.main``),
not the tests, which run many commands in one process."""


def read_game(path: Path, *, whole: bool = False) -> Game:
    """Load a game file, or fail with a sentence saying what to do; ``whole`` checks every
    history entry against the schema too (for the commands that read every entry)."""
    from pbem.files.game_file import load_game

    require_game(path)
    game = load_game(path, whole=whole)
    if ONE_COMMAND:  # the game's objects (some 100,000 at 750 entries, none in a cycle) live
        import gc  # to the end: the collector need not walk them again and again

        gc.freeze()
    return game


def check_format(value: str, allowed: tuple[str, ...]) -> str:
    """Refuse an unknown ``--format``."""
    if value not in allowed:
        raise Failure(say("cli.format-one-of", allowed=", ".join(allowed), given=repr(value)))
    return value


def echo_json(data: Any) -> None:
    """Print data as JSON for scripts (one document, UTF-8, stable key order)."""
    typer.echo(json.dumps(data, indent=2, ensure_ascii=False))


def start_position(path: Path, seed: str) -> Position:
    """The position a game starts from. A given seed (or, when the file has no generator, a
    fresh random one) seeds it, so that no game ever runs on a seed anyone could guess."""
    import secrets

    from pbem.elasund.serial import position_from_data
    from pbem.files.position_file import read_position
    from pbem.files.strict_yaml import read_file

    read = read_position(path)
    if read.viewer is not None:
        raise Failure(say("cli.player-view", path=str(path), viewer=read.viewer))
    data = read_file(path)
    if seed or not (isinstance(data, dict) and "generator" in data):
        assert isinstance(data, dict)
        data.pop("generator", None)
        return position_from_data(data, seed=seed or secrets.token_hex(16))
    return read.position
