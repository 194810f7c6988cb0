"""Commands are loaded when they run, and ``pbem --help`` still tells every one of them.

``pbem.cli.app`` imports a command's module only when that command is invoked and lists the
commands from a table of their first help paragraphs. These tests hold the table to the
commands themselves, the help to what an app built the eager way prints, and checking an
order's form to the modules it needs (no engine, no jsonschema, no mail).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from pbem.cli.app import COMMANDS, HELP, app, loaded


def eager_app() -> typer.Typer:
    """The app as it was built before commands were loaded lazily: every module imported."""
    built = typer.Typer(help=HELP, no_args_is_help=True, add_completion=False,
                        pretty_exceptions_enable=False, rich_markup_mode=None)
    for name in COMMANDS:
        target = loaded(name)
        if isinstance(target, typer.Typer):
            built.add_typer(target, name=name)
        else:
            built.command(name)(target)
    return built


def first_paragraph(text: str) -> str:
    end = text.find("\n\n")
    return " ".join((text if end < 0 else text[:end]).split())


@pytest.mark.parametrize("name", list(COMMANDS))
def test_the_table_says_what_each_command_says_of_itself(name: str) -> None:
    command = typer.main.get_command(eager_app())
    assert isinstance(command, typer.core.TyperGroup)
    help_text = command.commands[name].help
    assert help_text is not None
    assert COMMANDS[name].summary == first_paragraph(help_text)


@pytest.mark.parametrize("args", [[], ["--help"], ["valdate"], ["mail"], ["git", "--help"],
                                  ["validate", "--help"], ["secret", "reset", "--help"]])
@pytest.mark.parametrize("columns", ["60", "100", "150"])
def test_help_and_usage_errors_read_as_with_every_command_loaded(args: list[str],
                                                                columns: str) -> None:
    runner = CliRunner()
    lazy = runner.invoke(app, args, prog_name="pbem", env={"COLUMNS": columns})
    eager = runner.invoke(eager_app(), args, prog_name="pbem", env={"COLUMNS": columns})
    assert (lazy.exit_code, lazy.output) == (eager.exit_code, eager.output)


LOADED = """
import json, sys
from pbem.cli import main
sys.argv = ["pbem", *sys.argv[1:]]
try:
    main()
except SystemExit:
    pass
print(json.dumps(sorted(sys.modules)))
"""


def modules_loaded(*args: str) -> set[str]:
    """The modules a ``pbem`` process has loaded when the command ends."""
    done = subprocess.run([sys.executable, "-c", LOADED, *args], capture_output=True,
                          text=True, check=True)
    names: list[str] = json.loads(done.stdout.splitlines()[-1])
    return set(names)


def test_checking_an_orders_form_loads_neither_engine_nor_jsonschema(tmp_path: Path) -> None:
    order = tmp_path / "order.yaml"
    order.write_text("game: g\nplayer: red\nturn: 1\nactions: [church, gold]\n", "utf-8")
    loaded_modules = modules_loaded("validate", str(order))
    assert "pbem.cli.check_cmds" in loaded_modules
    for absent in ("pbem.elasund", "jsonschema", "pbem.cli.mail_cmds", "pbem.cli.game_cmds",
                   "email", "jinja2"):
        assert absent not in loaded_modules


def test_a_refused_form_is_explained_by_jsonschema(tmp_path: Path) -> None:
    order = tmp_path / "order.yaml"
    order.write_text("game: g\nplayer: purple\nturn: 1\nactions: [church]\n", "utf-8")
    assert "jsonschema" in modules_loaded("validate", str(order))


def test_help_loads_no_command() -> None:
    loaded_modules = modules_loaded("--help")
    assert not {f"pbem.cli.{c.module}" for c in COMMANDS.values()} & loaded_modules
