"""The game master's commands that change a game: new, apply, undo; and replay, which checks it."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from pbem.cli.common import (
    GAME_ARG,
    LANGUAGE_OPT,
    LANGUAGES_OPT,
    OK,
    Failure,
    check_format,
    echo_json,
    handled,
    now,
    read_game,
    require_game,
    start_position,
    unread_status,
    verdict_lines,
)
from pbem.cli.deadline_opts import (
    ABSENCES_OPT,
    DAYS_OPT,
    DECISION_OPT,
    DISORDER_OPT,
    GRACE_OPT,
    POLICY_OPT,
    REMINDERS_OPT,
    TURN_OPT,
    ZONE_OPT,
    deadline_settings,
)
from pbem.files.errors import InputError
from pbem.files.order import order_files, read_order
from pbem.messages import say
from pbem.verdict import EXIT_CODES, Verdict

if TYPE_CHECKING:
    from pbem.history import Seat

# The engine, the game file and the reports are imported inside the commands that use them,
# so that a command starts quickly and `pbem validate` does not pay for them.

GAME_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
MIN_SEED_LENGTH = 16  # a --seed of a game with secrets; shorter ones only with --force-seed

REPORTS_OPT = typer.Option(
    None,
    "--reports",
    metavar="DIR",
    help="Folder for the reports (default: 'reports' beside the game file).",
)


def reports_folder(game_path: Path, reports: Path | None) -> Path:
    """Where a game's reports go unless told otherwise: ``reports/`` beside the game file."""
    return reports if reports is not None else game_path.parent / "reports"


def new(
    game: Path = typer.Argument(
        ..., metavar="GAME", help="The game file to create, e.g. harbour/game.yaml."
    ),
    players: str = typer.Option(
        "",
        metavar="COLOURS",
        help="Colours in seating order, e.g. red,blue,green (2 to 4 of red, blue, green, yellow).",
    ),
    names: str = typer.Option(
        "", metavar="NAMES", help="The players' names, in the same order, e.g. Anna,Bo."
    ),
    emails: str = typer.Option(
        "", metavar="EMAILS", help="The players' email addresses, in the same order."
    ),
    position: Path | None = typer.Option(
        None,
        metavar="POSITION",
        help="Start from this position file (docs/positions.md) instead of a new table.",
    ),
    seed: str = typer.Option(
        "",
        metavar="SEED",
        help="Seed of the dice and shuffles (default: random). Keep it secret until the game ends.",
    ),
    game_id: str = typer.Option(
        "",
        "--id",
        metavar="ID",
        help="The game's id, which every order names (default: from the file or folder name).",
    ),
    open_game: bool = typer.Option(
        False, "--open", help="Orders need no secret (for friends at one table, tutorials, tests)."
    ),
    rules: list[str] = typer.Option(
        [],
        "--rules",
        metavar="KEY=VALUE",
        help="A rule option as KEY=VALUE, e.g. pirate_reward=choose; repeat for more.",
    ),
    reports: Path | None = REPORTS_OPT,
    language: str = LANGUAGE_OPT,
    languages: str = LANGUAGES_OPT,
    force_seed: bool = typer.Option(
        False, "--force-seed",
        help=f"Accept a --seed shorter than {MIN_SEED_LENGTH} characters in a game that is not "
             "--open (a guessable seed gives away every roll).",
    ),
    turn_time: str = TURN_OPT, decision_time: str = DECISION_OPT, grace: str = GRACE_OPT,
    zone: str = ZONE_OPT, policy: str = POLICY_OPT, reminders: str = REMINDERS_OPT,
    days: str = DAYS_OPT, civil_disorder_after: int | None = DISORDER_OPT,
    absences: int | None = ABSENCES_OPT,
) -> None:
    """Create a game: set up the table, roll for the first player, make their first roll and
    write the first reports (each player's secret is in their own first report only)."""
    with handled():
        _check_seed(seed, open_game, force_seed)
        from pbem.files.game_file import check_before_saving, save_game
        from pbem.files.game_store import locked
        from pbem.history import create_game
        from pbem.publish import write_step_reports

        if game.exists():
            raise Failure(say("cli.game-exists", game=str(game)))
        if position is not None and (players or rules):
            raise Failure(say("cli.position-settings"))
        clock = deadline_settings(None, turn=turn_time, decision=decision_time, grace=grace,
                                  zone=zone, policy=policy, reminders=reminders, days=days,
                                  disorder=civil_disorder_after, absences=absences)
        start = start_position(position, seed) if position is not None else None
        colours = start.players if start is not None else _split(players, "--players")
        seats = _seats(colours, _split(names, "--names"), _split(emails, "--emails"))
        game_language = _language(language, "--language")
        seats = _with_languages(seats, _split(languages, "--languages"), game_language)
        created, keys = create_game(
            _game_id(game, game_id),
            seats,
            now=now(),
            seed=seed or None,
            open_game=open_game,
            rules=_rules(rules) if start is None else None,
            position=start,
            deadlines=clock,
            language=game_language,
        )
        game.parent.mkdir(parents=True, exist_ok=True)
        with locked(game):  # two `pbem new` at once: one makes the game, the other is told
            if game.exists():
                raise Failure(say("cli.game-exists", game=str(game)))
            # The reports first: they alone hold the secrets, so a crash before the save
            # leaves no game whose players cannot be told their secrets (running again
            # writes them afresh).
            check_before_saving(game, created)  # before the reports, as the save would
            out = write_step_reports(created, 0, reports_folder(game, reports), keys)
            save_game(game, created)
        pos = created.state.position
        typer.echo(
            f"created {game}: game {created.id!r}, {len(seats)} players, turn "
            f"{pos.turn}, {pos.active} to play"
        )
        typer.echo(
            f"first reports in {out}/ (each player's secret is in their own report; "
            "send each player their file)"
            if keys
            else f"first reports in {out}/"
        )


def _check_seed(seed: str, open_game: bool, force_seed: bool) -> None:
    """Warn about a seed given by hand in a game with secrets, and refuse a short one unless
    forced: anyone may try guesses against the published commitment (docs/fairness.md)."""
    if not seed or open_game:
        return
    typer.echo(GUESSABLE_SEED, err=True)
    if len(seed) < MIN_SEED_LENGTH and not force_seed:
        raise Failure(say("cli.seed-short", length=len(seed), least=MIN_SEED_LENGTH))


GUESSABLE_SEED = (
    "warning: a seed given with --seed may be guessed: anyone can try guesses against the "
    "published commitment and, on a hit, knows every roll and card to come; leave --seed out "
    "(a random seed) unless the game is a tutorial or a test"
)


def _split(text: str, option: str) -> list[str]:
    items = [item.strip() for item in text.split(",")] if text.strip() else []
    if any(not item for item in items):
        raise Failure(say("cli.empty-name", option=option, text=repr(text)))
    return items


def _seats(colours: list[str], names: list[str], emails: list[str]) -> list[Seat]:
    from pbem.history import Seat

    if not colours:
        raise Failure(say("cli.players-missing"))
    for option, given in (("--names", names), ("--emails", emails)):
        if given and len(given) != len(colours):
            raise Failure(say("cli.entries-for-players", option=option, given=len(given),
                                  players=len(colours)))
    _check_people(names, emails)
    return [
        Seat(c, names[i] if names else c, emails[i] if emails else "")
        for i, c in enumerate(colours)
    ]


def _language(code: str, option: str) -> str:
    """A language pbem speaks, or a failure naming them."""
    from pbem.messages import LANGUAGES

    if code not in LANGUAGES:
        raise Failure(say("cli.unknown-language", option=option, code=repr(code),
                          known=", ".join(LANGUAGES)))
    return code


def _with_languages(seats: list[Seat], languages: list[str], default: str) -> list[Seat]:
    """The seats with their languages (``--languages``, in seating order)."""
    if languages and len(languages) != len(seats):
        raise Failure(say("cli.entries-for-players", option="--languages",
                          given=len(languages), players=len(seats)))
    chosen = [_language(code, "--languages") for code in languages] or [default] * len(seats)
    return [replace(seat, language=code) for seat, code in zip(seats, chosen, strict=True)]


def _check_people(names: list[str], emails: list[str]) -> None:
    """Refuse a name with a control character (it would break a report's line or a mail
    header) and an email that is not one plain address (no mail could go to it)."""
    from pbem.mail.headers import has_control, plain_address

    for name in names:
        if has_control(name):
            raise Failure(say("cli.name-control", name=ascii(name)))
    for email in emails:
        if plain_address(email) is None:
            raise Failure(say("cli.email-not-plain", email=ascii(email)))
    taken = [str(plain_address(email)) for email in emails]
    for email in emails:
        if taken.count(str(plain_address(email))) > 1:
            raise Failure(say("cli.email-twice", email=ascii(email)))



def _rules(options: list[str]) -> dict[str, str]:
    chosen: dict[str, str] = {}
    for option in options:
        key, sep, value = option.partition("=")
        if not sep or not key or not value:
            raise Failure(say("cli.rules-form", option=repr(option)))
        chosen[key.strip()] = value.strip()
    return chosen


def _game_id(path: Path, given: str) -> str:
    if given:
        if not GAME_ID.match(given):
            raise Failure(say("cli.bad-id", given=repr(given)))
        return given
    stem = path.stem if path.stem not in ("game", "") else path.resolve().parent.name
    cleaned = re.sub(r"[^A-Za-z0-9._-]", "-", stem).lstrip("._-")
    return cleaned or "game"


def apply(
    game: Path = GAME_ARG,
    orders: list[Path] = typer.Argument(
        ...,
        metavar="ORDER",
        help="Order files or folders of them, processed "
        "in the order given (folders: by file name).",
    ),
    reports: Path | None = REPORTS_OPT,
    dry_run: bool = typer.Option(False, "--dry-run", help="Show the verdicts; save nothing."),
    output: str = typer.Option("text", "--format", metavar="FORMAT", help="text or json."),
) -> None:
    """Process orders: check each against the rules, apply it, save the game and write every
    player's report. Exit 0 all applied, 1 a player's order refused (its form, turn or rules),
    2 your command is wrong (an order file that cannot be read), 3 the game is busy."""
    with handled():
        check_format(output, ("text", "json"))
        files = order_files(orders)
        if not files:
            raise Failure(say("cli.no-order-files", folders=", ".join(map(str, orders))))
        from pbem.files.game_store import locked

        require_game(game)
        with locked(game):
            results = _apply_all(game, files, reports_folder(game, reports), dry_run)
        if output == "json":
            echo_json({"game": str(game), "dry-run": dry_run, "orders": results[1]})
        else:
            for line in results[2]:
                typer.echo(line)
            if dry_run:
                typer.echo(say("dry-run-done"))
        raise typer.Exit(results[0])


def _apply_all(
    path: Path, files: list[Path], reports: Path, dry_run: bool
) -> tuple[int, list[dict[str, Any]], list[str]]:
    from pbem.intake import receive_order

    current = read_game(path)
    code, records, lines = OK, list[dict[str, Any]](), list[str]()
    for file in files:
        try:
            order = read_order(file)
        except InputError as error:
            status = unread_status(error)
            code = max(code, EXIT_CODES[status])
            records.append({"file": str(file), "status": status, "message": str(error)})
            lines.append(str(error))
            continue
        received = receive_order(path, current, order, reports, now(), dry_run=dry_run)
        current, verdict = received.game, received.verdict
        code = max(code, verdict.exit_code)
        records.append(verdict.to_data())
        lines.extend(verdict_lines(dry_run_verdict(verdict) if dry_run else verdict))
        if received.reports is not None:
            lines.append(f"  reports: {received.reports}/")
        if received.completed is not None:
            lines.append(f"  reports completed: {received.completed}/")
    return code, records, lines


def dry_run_verdict(verdict: Verdict) -> Verdict:
    """The verdict as a dry run words it: what ``apply`` would do, not what it did."""
    if verdict.status == "valid":
        return replace(verdict, status=say("dry-run-would-apply"))
    if verdict.status == "refused":
        return replace(verdict, status=say("dry-run-would-refuse"))
    return verdict  # stale, a repeat...: nothing would be applied either way


def undo_cmd(
    game: Path = GAME_ARG,
    to: int | None = typer.Option(
        None,
        "--to",
        metavar="TURN",
        help="Go back to the start of this turn instead of taking back only the last order.",
    ),
    reports: Path | None = REPORTS_OPT,
    known_seed: bool = typer.Option(
        False, "--known-seed",
        help="Take back an order of a game that is over, whose end showed every player the "
             "seed (and so every roll and card to come)."),
) -> None:
    """Take back the last processed order (or go back to the start of a turn). The history
    keeps a record of what was taken back; the players get new reports. A game that is over
    needs --known-seed."""
    with handled():
        from pbem.files.errors import CHANGE_DONE, REPORT_AGAIN
        from pbem.files.game_store import locked
        from pbem.history import undo
        from pbem.publish import save_and_publish

        require_game(game)
        with locked(game):
            before = read_game(game, whole=True)
            after, message = undo(before, now(), to, known_seed)
            out = save_and_publish(game, after, len(after.history) - 1,
                                   reports_folder(game, reports), REPORT_AGAIN, CHANGE_DONE)
        typer.echo(f"{game}: {message}")
        typer.echo(f"  reports: {out}/")


def replay(game: Path = GAME_ARG) -> None:
    """Replay the whole history from the start and check that it gives exactly this game
    file: every outcome, every event and the final state."""
    with handled():
        from pbem.history import states_of

        loaded = read_game(game, whole=True)
        states = states_of(loaded)
        typer.echo(
            f"{game}: replayed {len(states)} history entries; the game file matches "
            f"(turn {loaded.state.position.turn})"
        )
