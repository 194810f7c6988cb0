"""The command line: ``pbem --help``, ``pbem new`` and ``pbem demo`` (docs/game-master.md)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pbem.files.game_file import load_game
from pbem.files.keys import check_secret
from pbem.files.strict_yaml import read_file
from tests.support import REPO
from tests.support.cli import (
    BAD,
    BASE,
    SECRETS,
    every_layout,
    new_game,
    one_line,
    report_files,
    report_secret,
    run,
    step_folders,
    write_order,
)

COMMANDS = {"demo": "folder", "new": "--players", "validate": "--game", "apply": "--dry-run",
            "status": "--format", "show": "--player", "position": "--player",
            "options": "--player", "report": "--out", "log": "--player", "replay": "game",
            "undo": "--to", "verify": "--seed", "deadline": "--extend", "tick": "--catch-up",
            "stats": "--format", "site": "--out", "sign": "--secret", "open": "--secret",
            "seat": "absent", "secret": "reset", "spectator": "add", "notify": "send",
            "mail": "ingest", "git": "process"}  # commands, then groups
"""Every command, and an argument or option its help must mention."""
HARBOUR = REPO / "examples" / "harbour"
needs_example = pytest.mark.skipif(not (HARBOUR / "setup.yaml").is_file(),
                                   reason="examples/harbour/setup.yaml is not written yet")


# Help ------------------------------------------------------------------------------------------

def test_help_lists_every_command_and_the_exit_codes() -> None:
    """``pbem --help`` names every command and says what the exit codes mean."""
    result = run("--help")
    assert result.exit_code == 0
    listed = [line.split()[0] for line in result.stdout.split("Commands:")[1].splitlines()
              if line.strip()]
    assert listed == list(COMMANDS)
    said = " ".join(result.stdout.split())  # however the help is wrapped
    assert "70 a bug" in said and "3 busy, the game is locked" in said
    assert "1 a player's order is wrong" in said and "2 your command is wrong" in said


@pytest.mark.parametrize(("command", "mentioned"), COMMANDS.items())
def test_every_command_has_its_own_help(command: str, mentioned: str) -> None:
    """``pbem COMMAND --help`` works without a game and describes the command's arguments."""
    result = run(command, "--help")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"Usage: pbem {command} ")
    assert mentioned in result.stdout


def test_python_dash_m_pbem_runs_the_same_app() -> None:
    """``python -m pbem --help`` (a fresh interpreter) prints the usage and exits 0."""
    done = subprocess.run([sys.executable, "-m", "pbem", "--help"], cwd=REPO,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Usage: ") and "replay" in done.stdout


def test_no_command_or_an_unknown_one_is_a_usage_error() -> None:
    """Exit 2 and the usage, never a traceback."""
    bare, unknown = run(), run("frobnicate")
    assert bare.exit_code == 2 and "Commands:" in bare.output
    assert unknown.exit_code == 2 and "No such command 'frobnicate'" in unknown.stderr


# new -------------------------------------------------------------------------------------------

def test_new_with_players_names_emails_rules_seed_and_id(tmp_path: Path) -> None:
    """Everything given is kept; each player's first report holds his secret, and only his."""
    game = new_game(tmp_path / "g" / "game.yaml", "--players", "red,blue,green", "--names",
                    "Anna,Bo,Cy", "--emails", "a@x.org,b@x.org,c@x.org", "--seed", "s1",
                    "--force-seed",
                    "--id", "league-1", "--rules", "pirate_reward=choose", "--rules",
                    "full_row=adjacent-only")
    loaded = load_game(game)
    pos = loaded.state.position
    assert loaded.id == "league-1" and not loaded.open
    assert [(p.colour, p.name, p.email) for p in loaded.players] == [
        ("red", "Anna", "a@x.org"), ("blue", "Bo", "b@x.org"), ("green", "Cy", "c@x.org")]
    assert pos.rules["pirate_reward"] == "choose" and pos.rules["full_row"] == "adjacent-only"
    assert pos.rules["trade_flags"] == "limited"  # the default of what was not given
    assert pos.phase != "roll" and pos.ship is not None  # the first roll is made
    step = game.parent / "reports" / "step-0000-turn-01"
    assert report_files(step) == every_layout("blue", "green", "public", "red")
    for seat in loaded.players:
        secret = report_secret(step / f"{seat.colour}.txt")
        assert secret == SECRETS[seat.colour]
        assert seat.secret_hash is not None and check_secret(secret, seat.secret_hash)
        others = [p for p in step.iterdir() if p.stem != seat.colour]
        assert all(secret in (step / f"{seat.colour}{s}").read_text("utf-8")
                   for s in (".html", ".json"))
        assert all(secret not in p.read_text("utf-8") for p in others)
    assert SECRETS["red"] not in game.read_text("utf-8")  # only the hash is stored


def test_new_says_what_it_made(tmp_path: Path) -> None:
    """The summary names the file, the id, the players, the turn and who plays first."""
    game = tmp_path / "harbour-league" / "game.yaml"
    result = run("new", game, "--players", "red,blue", "--seed", "s2", "--force-seed")
    assert result.exit_code == 0, result.output
    active = load_game(game).state.position.active
    lines = result.stdout.splitlines()
    assert lines[0] == (f"created {game}: game 'harbour-league', 2 players, turn 1, {active} "
                        "to play")
    assert lines[1].startswith(f"first reports in {game.parent / 'reports'}/step-0000-turn-01/")


def test_new_game_id_defaults_to_the_file_or_folder_name(tmp_path: Path) -> None:
    """``game.yaml`` takes its folder's name; any other file its own stem."""
    assert run("new", tmp_path / "friday.yaml", "--players", "red,blue").exit_code == 0
    assert load_game(tmp_path / "friday.yaml").id == "friday"


def test_new_with_the_same_seed_makes_the_same_table(tmp_path: Path) -> None:
    """The seed fixes the first player, the rolls and the deck; another seed changes them."""
    texts = []
    for name, seed in (("a", "same"), ("b", "same"), ("c", "other")):
        game = tmp_path / name / "game.yaml"
        assert run("new", game, "--players", "red,blue,green", "--seed", seed,
                   "--force-seed").exit_code == 0
        texts.append(run("position", game).stdout)
    assert texts[0] == texts[1] and texts[0] != texts[2]


def test_new_open_game_needs_no_secret(tmp_path: Path) -> None:
    """``--open``: no secrets are made or shown, and an order without one is accepted."""
    game = new_game(tmp_path / "game.yaml", "--position", BASE, "--open", "--id", "corpus")
    loaded = load_game(game)
    assert loaded.open and all(p.secret_hash is None for p in loaded.players)
    report = (tmp_path / "reports" / "step-0000-turn-05" / "red.txt").read_text("utf-8")
    assert "YOUR SECRET" not in report
    order = write_order(tmp_path / "o.yaml", "red", 5, ["gold"], secret=None)
    result = run("apply", game, order)
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"{order}: applied: 1 action(s) applied; your turn is over")


def test_new_from_a_position_starts_there(tmp_path: Path) -> None:
    """``--position``: the table of the file (turn 5, red to play, phase build), no roll."""
    game = new_game(tmp_path / "game.yaml", "--position", BASE, "--id", "corpus", "--names",
                    "Rita,Bert")
    loaded = load_game(game)
    pos = loaded.state.position
    assert (pos.turn, pos.active, pos.phase, pos.ship) == (5, "red", "build", 5)
    red = pos.hands["red"]
    assert (red.gold, red.red, red.blue, red.green) == (5, 2, 1, 0)
    assert [(p.piece, p.owner) for p in pos.board if p.at == "C10"] == [("hall", "blue")]
    assert loaded.names == {"red": "Rita", "blue": "Bert"}
    assert loaded.history[0].parts == ()  # nothing was rolled
    assert report_files(tmp_path / "reports" / "step-0000-turn-05") == every_layout(
        "blue", "public", "red")


def test_new_from_a_position_in_phase_roll_rolls_at_once(tmp_path: Path) -> None:
    """A position in phase roll gets its roll made: the forced 3+4 calls the pirate (D3)."""
    game = new_game(tmp_path / "game.yaml", "--position", BAD / "base-pirate.yaml")
    result = run("status", game)
    assert result.stdout.splitlines()[1] == "waiting for red to choose the pirate's row"
    roll = [e for e in load_game(game).history[0].events if e.kind == "roll"]
    assert [e.public["dice"] for e in roll] == [[3, 4]]


def test_a_printed_position_starts_the_same_position(tmp_path: Path) -> None:
    """docs/positions.md: printing a position and starting a new game from it gives it again."""
    first = new_game(tmp_path / "a" / "game.yaml", "--players", "red,blue,yellow", "--seed",
                     "print-me", "--force-seed")
    printed = tmp_path / "printed.yaml"
    printed.write_text(run("position", first).stdout, "utf-8")
    second = new_game(tmp_path / "b" / "game.yaml", "--position", printed)
    assert run("position", second).stdout == printed.read_text("utf-8")


def test_new_refuses_an_existing_file(tmp_path: Path) -> None:
    """Exit 2, and the existing game is left as it was."""
    game = new_game(tmp_path / "game.yaml", "--players", "red,blue")
    before = game.read_bytes()
    result = run("new", game, "--players", "green,yellow")
    assert result.exit_code == 2
    assert one_line(result) == (f"pbem: {game} exists already; choose another file name or "
                                "remove it")
    assert game.read_bytes() == before


@pytest.mark.parametrize(("args", "said"), [
    (["--rules", "foo=bar"], "S1: unknown rule option 'foo'; options: bank_shortage, "
     "full_row, pirate_reward, trade_flags, hut_replacement"),
    (["--rules", "pirate_reward=maybe"], "S1: pirate_reward is one of random, choose"),
    (["--rules", "pirate_reward"], "--rules 'pirate_reward': write KEY=VALUE"),
    (["--names", "Anna"], "--names gives 1 entries for 2 players"),
    (["--emails", "a@x.org,b@x.org,c@x.org"], "--emails gives 3 entries for 2 players"),
    (["--id", "bad id"], "--id 'bad id': use letters, digits"),
    # F12 of the red team: a header line smuggled into an email, a line break into a name
    (["--emails", "anna@example.org\r\nBcc: eve@evil.example,b@x.org"],
     "--emails: 'anna@example.org\\r\\nBcc: eve@evil.example' is not one plain address"),
    (["--emails", "Anna <a@x.org>,b@x.org"], "--emails: 'Anna <a@x.org>' is not one plain"),
    (["--emails", "a@x.org b@x.org,c@x.org"], "--emails: 'a@x.org b@x.org' is not one plain"),
    (["--names", "Anna\nBcc: x,Bo"], "--names: 'Anna\\nBcc: x' holds a line break"),
    (["--names", "An\x1bna,Bo"], "--names: 'An\\x1bna' holds a line break, a text-direction"),
    # N5 of the red team's second look: a right-to-left override printed raw in every report
    (["--names", "An\u202ena,Bo"], "--names: 'An\\u202ena' holds a line break, a text-"),
    (["--names", "Anna\u2066,Bo"], "--names: 'Anna\\u2066' holds a line break, a text-"),
])
def test_new_refuses_bad_options(tmp_path: Path, args: list[str], said: str) -> None:
    """Exit 2 with a sentence naming the option; no game file, no reports."""
    result = run("new", tmp_path / "g" / "game.yaml", "--players", "red,blue", *args)
    assert result.exit_code == 2
    assert one_line(result).startswith(f"pbem: {said}")
    assert not (tmp_path / "g").exists()


@pytest.mark.parametrize(("players", "said"), [
    ("", "say who plays: --players red,blue,green (or start from --position)"),
    ("red", "S1: Elasund is for 2 to 4 players, not 1"),
    ("red,red", "S1: each colour may be played by one player only"),
    ("red,purple", "S1: 'purple' is no colour; choose from red, blue, green, yellow"),
    ("red,,blue", "--players: an empty name in 'red,,blue'"),
])
def test_new_refuses_bad_players(tmp_path: Path, players: str, said: str) -> None:
    """Exit 2 with what is wrong with ``--players``; nothing is written."""
    result = run("new", tmp_path / "g" / "game.yaml", "--players", players)
    assert result.exit_code == 2
    assert one_line(result).startswith(f"pbem: {said}")
    assert not (tmp_path / "g").exists()


def test_new_puts_the_reports_where_told(tmp_path: Path) -> None:
    """``--reports DIR`` instead of ``reports/`` beside the game file."""
    new_game(tmp_path / "game.yaml", "--players", "red,blue", "--reports", tmp_path / "out")
    assert step_folders(tmp_path / "out") == ["step-0000-turn-01"]
    assert not (tmp_path / "reports").exists()


def test_new_from_a_position_refuses_rules_it_would_ignore(tmp_path: Path) -> None:
    """``--rules`` cannot apply to a position (which holds its rules): say so, exit 2."""
    result = run("new", tmp_path / "game.yaml", "--position", BASE, "--rules",
                 "pirate_reward=choose")
    assert result.exit_code == 2
    assert not (tmp_path / "game.yaml").exists()


def test_new_from_a_position_refuses_other_players(tmp_path: Path) -> None:
    """``--players green,yellow`` with a red/blue position is a contradiction: exit 2."""
    result = run("new", tmp_path / "game.yaml", "--position", BASE, "--players",
                 "green,yellow")
    assert result.exit_code == 2
    assert not (tmp_path / "game.yaml").exists()


# demo ------------------------------------------------------------------------------------------

@pytest.mark.slow
@needs_example
def test_demo_plays_the_example_again_into_its_own_folder(tmp_path: Path, demo_folder: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    """``pbem demo`` (default ./pbem-demo) applies every example order and writes every
    report; run in a folder it made before, it replaces that folder with the same game.

    The first play is the shared demo's (tests/conftest.py: ``pbem demo FOLDER`` into a new
    folder); a copy of it is played again here, under the default name."""
    shutil.copytree(demo_folder, tmp_path / "pbem-demo")
    monkeypatch.chdir(tmp_path)
    again = run("demo")
    assert again.exit_code == 0, again.output
    folder = Path("pbem-demo")
    game = folder / "game.yaml"
    orders = sorted((HARBOUR / "orders").glob("*.yaml"))
    assert again.stdout.startswith(f"played the example game: {len(orders)} orders, ")
    assert f"  game file: {game}" in again.stdout.splitlines()
    assert f"  pbem status {game}" in again.stdout.splitlines()
    setup = read_file(HARBOUR / "setup.yaml")
    assert isinstance(setup, dict)
    readers = every_layout(*[p["colour"] for p in setup["players"]], "public")
    steps = step_folders(folder / "reports")
    assert steps and steps[0].startswith("step-0000-")
    for step in steps:
        assert report_files(folder / "reports" / step) == readers
    assert run("replay", game).exit_code == 0
    assert game.read_bytes() == (demo_folder / "game.yaml").read_bytes()
    assert steps == step_folders(demo_folder / "reports")


def test_demo_refuses_a_folder_it_did_not_make(tmp_path: Path) -> None:
    """A non-empty folder without the demo's marker is never touched: exit 2."""
    (tmp_path / "thesis.txt").write_text("precious", "utf-8")
    result = run("demo", tmp_path)
    assert result.exit_code == 2
    assert one_line(result) == (f"pbem: {tmp_path} exists and is not a pbem demo folder; give "
                                "another folder, e.g. 'pbem demo my-demo'")
    assert [p.name for p in tmp_path.iterdir()] == ["thesis.txt"]
    assert (tmp_path / "thesis.txt").read_text("utf-8") == "precious"
