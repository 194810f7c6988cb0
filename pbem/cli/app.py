"""The ``pbem`` Typer application: every command (docs/game-master.md), registered in one place.

A command's module is imported, and its click command built, only when that command runs:
``pbem validate`` does not pay for the mail, git or report modules, nor for Typer turning
eighteen signatures into click commands. ``pbem --help`` lists the commands from ``COMMANDS``
(each one's first paragraph of help, which a test compares with the command's own).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, MutableMapping
from dataclasses import dataclass
from gettext import gettext
from typing import Any

import typer
from typer import _click as click  # the click that Typer carries and builds commands with
from typer._click.utils import make_default_short_help
from typer.core import TyperGroup
from typer.main import get_command_from_info, get_group_from_info
from typer.models import CommandInfo, TyperInfo

HELP = """pbem runs games of Elasund: The First City of Catan by email, git or files.

A game master keeps one game file; players send order files; pbem checks each order against
the rules, applies it, saves the game and writes every player a report of what they may see.
Start with 'pbem demo', then 'pbem new GAME --players red,blue,green'. Exit codes, the same
for every command: 0 done; 1 a player's order is wrong (its form, turn or rules: tell the
player); 2 your command is wrong (usage, a file that cannot be read, a damaged game file); 3
busy, the game is locked: try again; 4 saved but a report not written (apply the same order
again); 75 mail: try again later; 70 a bug.
"""


@dataclass(frozen=True)
class Command:
    """Where a command lives: the module of ``pbem.cli`` and its function or sub-app (a
    ``typer.Typer`` of subcommands), and the first paragraph of its help for ``pbem --help``."""

    module: str
    attribute: str
    summary: str


COMMANDS: dict[str, Command] = {  # in the order ``pbem --help`` lists them
    "demo": Command("demo_cmd", "demo", "Play the shipped 3-player example game into a folder: "
                    "create the game, apply every example order, write every report, and say "
                    "where to look. Needs no set-up."),
    "new": Command("game_cmds", "new", "Create a game: set up the table, roll for the first "
                   "player, make their first roll and write the first reports (each player's "
                   "secret is in their own first report only)."),
    "validate": Command("check_cmds", "validate", "Check order files without applying them: "
                        "their form alone, or also the envelope and the rules against a game "
                        "or a position. Steps that depend on a card not yet drawn are \"checked "
                        "when processed\", so this never reveals hidden cards. Exit 0 all "
                        "valid, 1 a player's order is not (its form, turn or rules), 2 your "
                        "command is wrong (a file that cannot be read)."),
    "apply": Command("game_cmds", "apply", "Process orders: check each against the rules, apply "
                     "it, save the game and write every player's report. Exit 0 all applied, 1 "
                     "a player's order refused (its form, turn or rules), 2 your command is "
                     "wrong (an order file that cannot be read), 3 the game is busy."),
    "status": Command("view_cmds", "status", "Whose turn it is, what the game waits for and "
                      "from whom, and the deadline."),
    "show": Command("view_cmds", "show", "The board and the table as text, as a player (or the "
                    "public) sees them."),
    "position": Command("view_cmds", "position", "Print the position in the position-file "
                        "format (docs/positions.md)."),
    "options": Command("view_cmds", "options", "The legal actions of a player now, written as "
                       "lines of an order file."),
    "report": Command("view_cmds", "report", "Render the reports of the latest step again, "
                      "printed or written to a folder."),
    "log": Command("view_cmds", "log", "The history, entry by entry, as a player (or the "
                   "public) may see it."),
    "replay": Command("game_cmds", "replay", "Replay the whole history from the start and check "
                      "that it gives exactly this game file: every outcome, every event and the "
                      "final state."),
    "undo": Command("game_cmds", "undo_cmd", "Take back the last processed order (or go back to "
                    "the start of a turn). The history keeps a record of what was taken back; "
                    "the players get new reports. A game that is over needs --known-seed."),
    "verify": Command("verify_cmd", "verify", "Check that the seed matches the commitment made "
                      "before the first order, and re-derive every roll, shuffle and draw of "
                      "the history from it. Exit 1 at the first mismatch."),
    "deadline": Command("deadline_cmds", "deadline", "Set, extend, pause or resume the game's "
                        "deadlines, or change their settings; every change is a history entry "
                        "all players see in their next report. Without options, show them."),
    "tick": Command("deadline_cmds", "tick", "Do what the deadlines call for now: send the "
                    "reminders due, and play each missed turn or decision by the game's policy "
                    "(run it from cron every few minutes). Exit 0 done, 1 deadlines held back "
                    "after an outage (see --catch-up), 2 a clock that cannot be right (or a "
                    "game kept in git, whose workflow plays its turns: see --reminders-only)."),
    "stats": Command("stats_cmd", "stats", "The game in numbers: per player cubes by source, "
                     "gold and cards earned and paid, builds, permits, the pirate, turns and "
                     "reply times; the dice against two fair dice and the ship's rows. Counted "
                     "from the public events of the history, so anyone may see them, at any "
                     "time."),
    "site": Command("league_cmds", "site", "Write the public site of the games below DIR: an "
                    "index of the games, and per game its public report of every step, the "
                    "board, the cube race, the public log and, once it is over, the statistics "
                    "and the revealed seed with how to check the dice."),
    "sign": Command("trust_cmds", "sign", "Sign an order with your secret, so that the secret "
                    "itself is not sent: adds a 'signature:' line (and takes out a 'secret:' "
                    "line), keeping the rest of the file. Any change to what the order says "
                    "after signing makes the signature wrong: sign again."),
    "open": Command("git_cmds", "open_report", "Open a report sealed for you (red.txt.sealed "
                    "and the like) with your secret."),
    "seat": Command("seat_cmds", "seat_app", "The seats (game master): 'pbem seat "
                    "absent|replace|resign|language GAME --player COLOUR'."),
    "secret": Command("trust_cmds", "secret_app", "The players' secrets (game master): 'pbem "
                      "secret reset GAME --player COLOUR'."),
    "spectator": Command("spectator_cmds", "spectator_app", "Spectators (game master): 'pbem "
                         "spectator add GAME EMAIL [--delay N]', 'remove', 'list'."),
    "notify": Command("notify_cmds", "notify_app", "Webhooks (game master): 'pbem notify add "
                      "GAME --kind discord --url-env VAR --events turn,over', 'remove', 'list', "
                      "'send'."),
    "mail": Command("mail_cmds", "mail_app", "Run a game by email: take in orders from mail, "
                    "reply, send reports."),
    "git": Command("git_cmds", "git_app", "A game kept in a git repository: 'pbem git init DIR "
                   "--players ...', then 'pbem git process DIR' after orders are committed (see "
                   "docs/git.md)."),
}


def loaded(name: str) -> Any:
    """The function or sub-app of a command, its module imported now."""
    command = COMMANDS[name]
    return getattr(importlib.import_module(f"pbem.cli.{command.module}"), command.attribute)


class _Built(MutableMapping[str, click.Command]):
    """The root's commands by name: each built the first time it is looked up."""

    def __init__(self, build: Any) -> None:
        self._build = build
        self._made: dict[str, click.Command] = {}

    def __getitem__(self, name: str) -> click.Command:
        if name not in self._made:
            if name not in COMMANDS:
                raise KeyError(name)
            self._made[name] = self._build(name)
        return self._made[name]

    def __setitem__(self, name: str, command: click.Command) -> None:
        self._made[name] = command

    def __delitem__(self, name: str) -> None:
        del self._made[name]

    def __iter__(self) -> Iterator[str]:
        return iter([*COMMANDS, *(n for n in self._made if n not in COMMANDS)])

    def __len__(self) -> int:
        return len(COMMANDS) + sum(1 for n in self._made if n not in COMMANDS)


class LazyGroup(TyperGroup):
    """The root command: Typer's group, with each subcommand built when it is looked up."""

    def __init__(self, **attrs: Any) -> None:
        super().__init__(**attrs)
        self.commands = _Built(self._build)

    def _build(self, name: str) -> click.Command:
        """The click command of one of ``COMMANDS``, built as Typer builds it for the root."""
        target = loaded(name)
        settings: dict[str, Any] = {"pretty_exceptions_short": app.pretty_exceptions_short,
                                    "rich_markup_mode": app.rich_markup_mode}
        if isinstance(target, typer.Typer):
            return get_group_from_info(TyperInfo(target, name=name),
                                       suggest_commands=app.suggest_commands, **settings)
        return get_command_from_info(CommandInfo(name=name, callback=target), **settings)

    def invoke(self, ctx: click.Context) -> Any:
        """Run the command in the terminal's language (``terminal_language``)."""
        from pbem.messages import speaking

        with speaking(terminal_language()):
            return super().invoke(ctx)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(self.commands)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The list of commands in ``--help``, from ``COMMANDS`` without building them."""
        limit = formatter.width - 6 - max(len(name) for name in COMMANDS)
        rows = [(name, make_default_short_help(command.summary, limit).strip())
                for name, command in COMMANDS.items()]
        with formatter.section(gettext("Commands")):
            formatter.write_dl(rows)


def terminal_language() -> str | None:
    """The language of the terminal pbem runs in: ``PBEM_LANG``, else the locale's
    (``LC_ALL``, ``LC_MESSAGES``, ``LANG``), when it names one pbem speaks."""
    import os

    from pbem.messages import language_of

    for variable in ("PBEM_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:
            return language_of(value)
    return None


app = typer.Typer(
    cls=LazyGroup,
    help=HELP,
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)


@app.callback()
def _root() -> None:
    # Typer makes a group of an app with a callback; the commands come from LazyGroup.
    pass
