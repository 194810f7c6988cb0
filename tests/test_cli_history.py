"""``pbem undo``, ``pbem replay`` and ``pbem log``: the history of a game.

The played game is ``base-position.yaml`` with red's order of turn 5 (his shop on B2, then
gold) and blue's of turn 6 (gold): history entries 0, 1 and 2, red to play turn 7.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from pbem.files.game_file import HEADER, load_game
from pbem.files.order import content_digest
from pbem.files.strict_yaml import read_file
from pbem.files.yaml_write import dump_yaml
from tests.support.cli import BAD, base_game, one_line, run, step_folders

PLAYED = (BAD / "base-order.yaml", BAD / "base-order-blue.yaml")


def played(folder: Path) -> Path:
    """The played game (entries 0-2), as ``folder/game.yaml``."""
    return base_game(folder, orders=PLAYED)


# undo ------------------------------------------------------------------------------------------

def test_undo_takes_back_the_last_order_and_keeps_the_record(tmp_path: Path) -> None:
    """Back to turn 6 as blue found it; entry 3 records the undo; the players get reports."""
    game = played(tmp_path)
    before_blue = base_game(tmp_path / "one", orders=PLAYED[:1])
    result = run("undo", game)
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == (f"{game}: took back history entry 2; the game is "
                                             "at turn 6 again (the history keeps the record)")
    loaded = load_game(game)
    assert [e.kind for e in loaded.history] == ["setup", "order", "order", "undo"]
    assert loaded.state.position == load_game(before_blue).state.position
    assert [name[:10] for name in step_folders(tmp_path / "reports")] == ["step-0003-"]
    assert run("replay", game).exit_code == 0


def test_an_undone_order_may_be_sent_again(tmp_path: Path) -> None:
    """The taken-back order no longer counts as processed: sent again, it is applied."""
    game = played(tmp_path)
    assert run("undo", game).exit_code == 0
    again = run("apply", game, PLAYED[1])
    assert again.exit_code == 0, again.output
    assert ": applied: " in again.stdout
    assert load_game(game).state.position.turn == 7


@pytest.mark.parametrize(("turn", "taken", "now"), [
    (5, "entries 1 to 2", 5),
    (6, "entry 2", 6),
])
def test_undo_to_a_turn_goes_back_to_its_start(tmp_path: Path, turn: int, taken: str,
                                               now: int) -> None:
    """``--to TURN``: the state at the start of that turn, every later entry taken back."""
    game = played(tmp_path)
    result = run("undo", game, "--to", str(turn))
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == (f"{game}: took back history {taken}; the game is "
                                             f"at turn {now} again (the history keeps the "
                                             "record)")
    assert load_game(game).state.position.turn == now


@pytest.mark.parametrize(("args", "said"), [
    ([], "pbem: there is nothing to undo: no order has been processed"),
    (["--to", "5"], "pbem: the game is at the start of turn 5 already"),
])
def test_undo_with_nothing_to_take_back_is_exit_1(tmp_path: Path, args: list[str],
                                                  said: str) -> None:
    """A fresh game: exit 1, one line, the file untouched and no reports."""
    game = base_game(tmp_path)
    before = game.read_bytes()
    result = run("undo", game, *args)
    assert result.exit_code == 1
    assert one_line(result) == said
    assert game.read_bytes() == before
    assert not (tmp_path / "reports").exists()


def test_undo_to_a_turn_the_game_never_had_is_exit_1(tmp_path: Path) -> None:
    """``--to 9`` in a game of turns 5 to 7: exit 1 naming the turns there are."""
    game = played(tmp_path)
    before = game.read_bytes()
    result = run("undo", game, "--to", "9")
    assert result.exit_code == 1
    assert one_line(result) == ("pbem: turn 9 is not in the game's history; its turns are 5 "
                                "to 7")
    assert game.read_bytes() == before


# replay ----------------------------------------------------------------------------------------

def test_replay_of_a_good_game(tmp_path: Path) -> None:
    """Every entry replayed gives the recorded outcome: exit 0, and the file is untouched."""
    game = played(tmp_path)
    before = game.read_bytes()
    result = run("replay", game)
    assert result.exit_code == 0
    assert result.stdout == (f"{game}: replayed 3 history entries; the game file matches "
                             "(turn 7)\n")
    assert game.read_bytes() == before


def test_replay_of_a_game_edited_by_hand_names_the_entry(tmp_path: Path) -> None:
    """Red's 2 gold of entry 1 made 3: exit 2 at the line of entry 1."""
    game = played(tmp_path)
    text = game.read_text("utf-8")
    game.write_text(text.replace("{player: red, count: 2, reason: phase 3}",
                                 "{player: red, count: 3, reason: phase 3}"), "utf-8")
    line = game.read_text("utf-8").split("\n").index("  - 'n': 1") + 1
    result = run("replay", game)
    assert result.exit_code == 2
    assert one_line(result) == (f"pbem: {game}:{line}:1: history entry 1 does not match its "
                                "hash: the file was edited by hand; restore it from a backup "
                                "(or git)")


def resealed(game: Path) -> None:
    """Change red's 2 gold of entry 1 to 3 and make every hash fit again, as a forger would."""
    data = read_file(game)
    assert isinstance(data, dict)
    history = data["history"]
    gold = next(e for e in history[1]["events"] if e["kind"] == "gold")
    gold["public"]["count"] = 3
    for before, entry in itertools.pairwise(history):
        entry["prev"] = before["hash"]
        entry["hash"] = content_digest({k: v for k, v in entry.items() if k != "hash"})
    game.write_text(dump_yaml(data, header="\n".join(HEADER)), "utf-8")


def test_replay_finds_an_edit_whose_hashes_were_made_to_fit(tmp_path: Path) -> None:
    """The hash chain holds, but replaying entry 1 gives other events: exit 2, entry 1."""
    game = played(tmp_path)
    resealed(game)
    assert run("status", game).exit_code == 0  # the chain itself is whole
    result = run("replay", game)
    assert result.exit_code == 2
    assert "history entry 1" in one_line(result)


def test_replay_refuses_an_edit_whose_hashes_were_made_to_fit(tmp_path: Path) -> None:
    """Whatever its exit code, replay refuses the forged entry 1 in one line."""
    game = played(tmp_path)
    resealed(game)
    result = run("replay", game)
    assert result.exit_code != 0
    assert one_line(result).startswith(
        "pbem: history entry 1: replaying it does not give the events")


# log -------------------------------------------------------------------------------------------

def test_log_tells_each_reader_only_his_own_cards(tmp_path: Path) -> None:
    """Blue's log names the card blue drew as income, not red's; the public log names none."""
    game = played(tmp_path)
    logs = {who: run("log", game, *(["--player", who] if who else [])).stdout
            for who in ("", "public", "red", "blue", "gm")}
    assert logs[""] == logs["public"]  # the public view is the default
    heads = [line for line in logs["public"].splitlines() if line.startswith("#")]
    assert heads == ["#0 turn 5 gm (2026-12-02T15:00:00Z): the game is set up",
                     "#1 turn 5 red (2026-12-02T15:00:00Z): build: {building: shop, at: B2}, "
                     "gold",
                     "#2 turn 6 blue (2026-12-02T15:00:00Z): gold"]
    blue_drew = "blue drew 1 influence card as income: red."
    red_drew = "red drew 1 influence card as income: green."
    assert blue_drew in logs["blue"] and red_drew not in logs["blue"]
    assert red_drew in logs["red"] and blue_drew not in logs["red"]
    assert blue_drew not in logs["public"] and red_drew not in logs["public"]
    assert blue_drew in logs["gm"] and red_drew in logs["gm"]


def test_log_refuses_an_unknown_reader(tmp_path: Path) -> None:
    """Exit 2 naming who may read."""
    result = run("log", played(tmp_path), "--player", "purple")
    assert result.exit_code == 2
    assert one_line(result) == "pbem: --player is one of red, blue, public, gm, not 'purple'"


def test_log_marks_what_an_undo_took_back(tmp_path: Path) -> None:
    """After undo, entry 2 is marked taken back and entry 1 still stands."""
    game = played(tmp_path)
    assert run("undo", game).exit_code == 0
    heads = [line for line in run("log", game).stdout.splitlines() if line.startswith("#")]
    assert heads[1].endswith(": build: {building: shop, at: B2}, gold")
    assert heads[2] == "#2 turn 6 blue (2026-12-02T15:00:00Z) [taken back]: gold"


def test_log_does_not_mark_the_undo_itself_as_taken_back(tmp_path: Path) -> None:
    """The undo entry stands: it is the one that took entry 2 back."""
    game = played(tmp_path)
    assert run("undo", game).exit_code == 0
    heads = [line for line in run("log", game).stdout.splitlines() if line.startswith("#")]
    assert heads[3] == ("#3 turn 6 gm (2026-12-02T15:00:00Z): undo, back to the state after "
                        "entry 1")
