"""The ``pbem`` Typer application: every command (docs/game-master.md), registered in one place."""

from __future__ import annotations

import typer

from pbem.cli import check_cmds, demo_cmd, game_cmds, git_cmds, verify_cmd, view_cmds
from pbem.cli.git_cmds import git_app
from pbem.cli.mail_cmds import mail_app
from pbem.cli.trust_cmds import secret_app
from pbem.cli.trust_cmds import sign as sign_cmd

HELP = """pbem runs games of Elasund: The First City of Catan by email, git or files.

A game master keeps one game file; players send order files; pbem checks each order against
the rules, applies it, saves the game and writes every player a report of what he may see.
Start with 'pbem demo', then 'pbem new GAME --players red,blue,green'. Exit codes: 0 done,
1 an order refused, 2 a usage error or unreadable file, 3 stale or locked, 70 a bug.
"""

app = typer.Typer(
    help=HELP,
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)

app.command("demo")(demo_cmd.demo)
app.command("new")(game_cmds.new)
app.command("validate")(check_cmds.validate)
app.command("apply")(game_cmds.apply)
app.command("status")(view_cmds.status)
app.command("show")(view_cmds.show)
app.command("position")(view_cmds.position)
app.command("options")(view_cmds.options)
app.command("report")(view_cmds.report)
app.command("log")(view_cmds.log)
app.command("replay")(game_cmds.replay)
app.command("undo")(game_cmds.undo_cmd)
app.command("verify")(verify_cmd.verify)
app.add_typer(secret_app, name="secret")
app.command("sign")(sign_cmd)
app.add_typer(mail_app, name="mail")
app.add_typer(git_app, name="git")
app.command("open")(git_cmds.open_report)
