"""The commands that only look: ``status``, ``show``, ``position``, ``options``, ``report``.

The game is ``base-position.yaml``: red to play turn 5 holding 5 gold, 2 red and 1 blue
card; blue holds 6 gold, 2 blue and 2 green.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pbem.files.strict_yaml import load_yaml
from tests.support.cli import (
    BAD,
    BASE,
    NOW,
    WIN_SEED,
    base_game,
    new_game,
    one_line,
    paused_game,
    run,
    won_game,
    write_order,
)

RED_HAND = {"gold": 5, "red": 2, "blue": 1, "green": 0}
BLUE_HAND = {"gold": 6, "red": 0, "blue": 2, "green": 2}


# status ----------------------------------------------------------------------------------------

def test_status_says_whose_turn_and_what_the_game_waits_for(tmp_path: Path) -> None:
    """Text for people: the turn, who plays, the phase, the wait, the last entry."""
    result = run("status", base_game(tmp_path))
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "game corpus: turn 5, red to play, phase build",
        "waiting for red to play their turn",
        f"last processed: history entry 0 (setup, gm) at {NOW}",
        "languages: red English and blue English; the public report and the game master: "
        "English"]


def test_status_json_for_scripts(tmp_path: Path) -> None:
    """``--format json``: the same facts as data, every key present."""
    result = run("status", base_game(tmp_path), "--format", "json")
    assert result.exit_code == 0
    assert json.loads(result.stdout) == {
        "game": "corpus", "turn": 5, "active": "red", "phase": "build",
        "waiting-for": [{"player": "red", "decision": "turn"}], "paused": None,
        "winner": None, "deadline": None, "deadlines": None,
        "last": {"entry": 0, "at": NOW, "player": "gm", "kind": "setup"}}


def test_status_of_a_paused_order_names_who_is_waited_for(tmp_path: Path) -> None:
    """Blue must re-place his hut; red's order of entry 1 waits for it."""
    data = json.loads(run("status", paused_game(tmp_path), "--format", "json").stdout)
    assert data["waiting-for"] == [{"player": "blue", "decision": "hut"}]
    assert data["paused"] == {"player": "red", "entry": 1}
    assert data["last"]["kind"] == "order" and data["last"]["player"] == "red"


def test_status_uses_the_players_names(tmp_path: Path) -> None:
    """Names given to ``new`` appear beside the colours."""
    game = new_game(tmp_path / "game.yaml", "--position", BASE, "--names", "Rita,Bert",
                    "--id", "named")
    assert run("status", game).stdout.splitlines()[:2] == [
        "game named: turn 5, Rita (red) to play, phase build",
        "waiting for Rita (red) to play their turn"]


def test_status_and_options_of_a_finished_game(tmp_path: Path) -> None:
    """Red's tenth cube won (E1): status names the winner and waits for nobody; nobody has
    options."""
    game = won_game(tmp_path)
    text = run("status", game).stdout.splitlines()
    assert text[0].endswith("the game is over after turn 9: red has won")
    assert text[1].startswith("the seed is revealed: ")
    data = json.loads(run("status", game, "--format", "json").stdout)
    assert (data["phase"], data["winner"], data["waiting-for"]) == ("over", "red", [])
    options = run("options", game, "--player", "blue")
    assert options.stdout == "blue has nothing to do now; the game waits for nobody: the game " \
        "is over\n"


def test_the_seed_is_revealed_when_the_game_ends(tmp_path: Path) -> None:
    """Anyone may then check every roll: the public report or the status shows the seed."""
    game = won_game(tmp_path)
    public = (tmp_path / "reports" / "step-0001-turn-09" / "public.txt").read_text("utf-8")
    assert WIN_SEED in public + run("status", game).stdout


@pytest.mark.parametrize("command", ["status", "options"])
def test_an_unknown_format_is_exit_2(tmp_path: Path, command: str) -> None:
    """``--format xml``: exit 2 naming the formats there are."""
    extra = ["--player", "red"] if command == "options" else []
    result = run(command, base_game(tmp_path), *extra, "--format", "xml")
    assert result.exit_code == 2
    assert one_line(result) == "pbem: --format is one of text, json, not 'xml'"


# show and position -----------------------------------------------------------------------------

def test_show_gives_the_board_and_the_table_as_each_reader_sees_them(tmp_path: Path) -> None:
    """The public view shows no hand by colour; blue's shows blue's hand and not red's."""
    game = base_game(tmp_path)
    public, blue = run("show", game), run("show", game, "--player", "blue")
    assert public.exit_code == 0 and blue.exit_code == 0
    for text in (public.stdout, blue.stdout):
        assert " 12 |  t1  | P3.r | Ha.b   Ha.b |" in text  # red's permit 3, blue's hall
        assert "  * red                    0    10     0     5     3  4 " in text
    assert "Your hand" not in public.stdout
    assert "  Your hand: 6 gold; influence cards: 0 red, 2 blue, 2 green." in blue.stdout
    assert "2 red, 1 blue" not in blue.stdout


def test_position_for_the_game_master_holds_everything(tmp_path: Path) -> None:
    """The default view: every hand by colour, the deck and the generator."""
    result = run("position", base_game(tmp_path))
    assert result.exit_code == 0
    data = load_yaml(result.stdout, "position")
    assert isinstance(data, dict)
    assert data["hands"] == {"red": RED_HAND, "blue": BLUE_HAND}
    assert len(data["deck"]) == 39 - 3 - 4 and "generator" in data


def test_position_for_a_player_hides_the_other_hands(tmp_path: Path) -> None:
    """``--player blue``: red's hand is counts only, the deck a size; ``public``: no hand
    by colour at all."""
    game = base_game(tmp_path)
    blue = run("position", game, "--player", "blue")
    assert blue.exit_code == 0
    assert "red: {gold: 5, red: 2" not in blue.stdout
    data = load_yaml(blue.stdout, "blue view")
    assert isinstance(data, dict)
    assert data["hands"] == {"red": {"gold": 5, "influence": 3}, "blue": BLUE_HAND}
    assert "deck" not in data and data["deck-size"] == 32 and "generator" not in data
    public = load_yaml(run("position", game, "--player", "public").stdout, "public view")
    assert isinstance(public, dict)
    assert public["hands"] == {"red": {"gold": 5, "influence": 3},
                               "blue": {"gold": 6, "influence": 4}}


@pytest.mark.parametrize("command", ["show", "position", "log", "report"])
def test_an_unknown_reader_is_exit_2(tmp_path: Path, command: str) -> None:
    """``--player yellow`` in a red-blue game: exit 2 naming the readers there are."""
    result = run(command, base_game(tmp_path), "--player", "yellow")
    assert result.exit_code == 2
    assert one_line(result) == "pbem: --player is one of red, blue, public, gm, not 'yellow'"


# options ---------------------------------------------------------------------------------------

def test_options_lists_the_legal_actions_as_order_lines(tmp_path: Path) -> None:
    """Text and JSON agree; the shop on B2 is there, the church (7 gold) and the tavern over
    the hall are not."""
    game = base_game(tmp_path)
    text = run("options", game, "--player", "red")
    data = json.loads(run("options", game, "--player", "red", "--format", "json").stdout)
    assert text.exit_code == 0
    assert set(data) == {"player", "turn", "actions"}
    assert (data["player"], data["turn"]) == ("red", 5)
    lines = text.stdout.splitlines()
    assert lines[0] == f"# red, turn 5: {len(data['actions'])} legal action(s)"
    assert lines[1:] == [f"  - {action}" for action in data["actions"]]
    assert {"build: {building: shop, at: B2}", "build: {building: workshop, at: B11}",
            "gold", "end-turn"} <= set(data["actions"])
    assert "church" not in data["actions"]
    assert "build: {building: tavern, at: B11}" not in data["actions"]


def test_every_option_is_an_order_that_validates(tmp_path: Path) -> None:
    """Each listed action, sent alone in an order, is valid against the game."""
    game = base_game(tmp_path)
    actions = json.loads(run("options", game, "--player", "red", "--format",
                             "json").stdout)["actions"]
    for i, action in enumerate(actions):
        write_order(tmp_path / "orders" / f"{i:03d}.yaml", "red", 5, [action])
    result = run("validate", tmp_path / "orders", "--game", game)
    assert result.exit_code == 0, result.stdout[-2000:]
    assert result.stdout.splitlines()[-1] == (f"{len(actions)} order file(s) checked: "
                                              f"{len(actions)} valid, 0 invalid")


def test_options_of_a_player_with_nothing_to_do(tmp_path: Path) -> None:
    """Blue is not waited for: the text says for whom the game waits; JSON lists nothing."""
    game = base_game(tmp_path)
    text = run("options", game, "--player", "blue")
    assert text.exit_code == 0
    assert text.stdout == "blue has nothing to do now; the game waits for red\n"
    data = json.loads(run("options", game, "--player", "blue", "--format", "json").stdout)
    assert data == {"player": "blue", "turn": 5, "actions": []}


def test_options_of_a_decision_lists_its_answers(tmp_path: Path) -> None:
    """Blue must re-place his hut: the answers are hut squares, never a trade square."""
    game = base_game(tmp_path, BAD / "base-hut.yaml")
    data = json.loads(run("options", game, "--player", "blue", "--format", "json").stdout)
    assert "hut: B3" in data["actions"] and "hut: E12" in data["actions"]
    assert all(a.startswith("hut: ") and not a.startswith("hut: A") for a in data["actions"])


def test_options_needs_a_player_of_the_game(tmp_path: Path) -> None:
    """Without ``--player`` or with a colour not in the game: exit 2."""
    game = base_game(tmp_path)
    missing = run("options", game)
    assert missing.exit_code == 2 and "Missing option '--player'" in missing.stderr
    other = run("options", game, "--player", "gm")
    assert other.exit_code == 2
    assert one_line(other) == "pbem: --player is one of red, blue, not 'gm'"


# report ----------------------------------------------------------------------------------------

def test_report_renders_again_what_apply_wrote(tmp_path: Path) -> None:
    """``--out DIR`` writes each reader's text, equal to the step's report; without it the
    reports are printed, red's alone with ``--player red``."""
    game = base_game(tmp_path)
    assert run("apply", game, BAD / "base-order.yaml").exit_code == 0
    step = tmp_path / "reports" / "step-0001-turn-06"
    out = tmp_path / "again"
    result = run("report", game, "--out", out)
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [f"wrote {out / name}" for name in
                                          ("red.txt", "blue.txt", "public.txt")]
    for name in ("red.txt", "blue.txt", "public.txt"):
        assert (out / name).read_text("utf-8") == (step / name).read_text("utf-8")
    red = run("report", game, "--player", "red")
    assert red.stdout == (step / "red.txt").read_text("utf-8")
    every = run("report", game).stdout
    assert every == "".join((step / n).read_text("utf-8")
                            for n in ("red.txt", "blue.txt", "public.txt"))


@pytest.mark.parametrize(("args", "said"), [
    (["--player", "gm"], "pbem: reports are for players and the public; use 'pbem show' or "
     "'pbem position' for the game master's view"),
    (["--format", "pdf"], "pbem: --format is one of text, html, json, not 'pdf'"),
    (["--format", "html"], "pbem: --format html prints one report: name its reader with "
     "--player, or write every reader's report with --out DIR"),
])
def test_report_refusals_are_exit_2(tmp_path: Path, args: list[str], said: str) -> None:
    """No report for the game master; only the text format so far."""
    result = run("report", base_game(tmp_path), *args)
    assert result.exit_code == 2
    assert one_line(result) == said


@pytest.mark.parametrize("command", ["status", "show", "position", "log", "replay", "report"])
def test_every_viewer_without_a_game_file_is_exit_2(tmp_path: Path, command: str) -> None:
    """No game file there: exit 2 and how to make one."""
    result = run(command, tmp_path / "none.yaml")
    assert result.exit_code == 2
    assert one_line(result).startswith(f"pbem: {tmp_path / 'none.yaml'}: there is no game "
                                       "file here; create one with 'pbem new")
