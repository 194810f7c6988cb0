"""``pbem apply``: orders processed, saved and reported; exit codes 0 to 3 (the lock, internal
errors and unwritable outputs are in ``test_cli_failures.py``).

The game is ``tests/data/bad/base-position.yaml``: red to play turn 5 with 5 gold, red 2,
blue 1; red's permit 2 on B2 lets him build his shop there (cost 1 gold); blue's roll of
turn 6 is forced to 4 and red's of turn 7 to 6.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pbem.files.game_file import load_game
from tests.support.cli import (
    BAD,
    HUT_POSITION,
    RED_HUT_ORDER,
    base_game,
    every_layout,
    one_line,
    paused_game,
    report_files,
    run,
    step_folders,
    won_game,
    write_order,
)

RED_ORDER = ["build: {building: shop, at: B2}", "gold"]


def test_apply_saves_the_game_and_writes_every_readers_report(tmp_path: Path) -> None:
    """Exit 0; red's shop stands, his turn ended with 2 gold; a report per reader."""
    game = base_game(tmp_path)
    order = write_order(tmp_path / "red.yaml", "red", 5, RED_ORDER)
    result = run("apply", game, order)
    assert result.exit_code == 0, result.output
    step = tmp_path / "reports" / "step-0001-turn-06"
    assert result.stdout.splitlines() == [
        f"{order}: applied: 2 action(s) applied; your turn is over", f"  reports: {step}/"]
    loaded = load_game(game)
    pos = loaded.state.position
    assert (pos.turn, pos.active, pos.ship) == (6, "blue", 4)  # blue's forced 2+2
    assert [(p.piece, p.owner) for p in pos.board if p.at == "B2"] == [("shop", "red")]
    assert pos.hands["red"].gold == 5 - 1 + 2  # the shop costs 1, phase 3 pays 2
    assert loaded.history[1].at == "2026-12-02T15:00:00Z"  # PBEM_NOW
    assert report_files(step) == every_layout("blue", "public", "red")


def test_apply_several_orders_in_the_order_given(tmp_path: Path) -> None:
    """Red's order, then blue's for the turn it opened: two steps, two report folders."""
    game = base_game(tmp_path)
    red = write_order(tmp_path / "red.yaml", "red", 5, RED_ORDER)
    blue = write_order(tmp_path / "blue.yaml", "blue", 6, ["gold"])
    result = run("apply", game, red, blue)
    assert result.exit_code == 0, result.output
    assert [line.split(": ")[1] for line in result.stdout.splitlines()
            if not line.startswith(" ")] == ["applied", "applied"]
    pos = load_game(game).state.position
    assert (pos.turn, pos.active, pos.ship) == (7, "red", 6)
    assert step_folders(tmp_path / "reports") == ["step-0001-turn-06", "step-0002-turn-07"]


def test_apply_a_folder_takes_its_order_files_by_name(tmp_path: Path) -> None:
    """Folders are searched for *.yaml and *.yml in name order; other files are ignored;
    ``--reports`` puts the reports elsewhere."""
    game = base_game(tmp_path)
    inbox = tmp_path / "inbox"
    write_order(inbox / "2-blue.yml", "blue", 6, ["gold"])
    write_order(inbox / "1-red.yaml", "red", 5, RED_ORDER)
    (inbox / "notes.txt").write_text("not an order", "utf-8")
    result = run("apply", game, inbox, "--reports", tmp_path / "out")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"{inbox / '1-red.yaml'}: applied")
    assert f"{inbox / '2-blue.yml'}: applied" in result.stdout
    assert load_game(game).state.position.turn == 7
    assert step_folders(tmp_path / "out") == ["step-0001-turn-06", "step-0002-turn-07"]


DRY_RUN_DONE = ("dry run: nothing was saved and no report was written; no card or church tile "
                "was drawn, and what follows one is checked when the order is processed\n")


def test_apply_dry_run_shows_the_verdict_and_saves_nothing(tmp_path: Path) -> None:
    """``--dry-run``: what apply would do, said so, but the game file and the reports stay as
    they were."""
    game = base_game(tmp_path)
    before = game.read_bytes()
    order = write_order(tmp_path / "red.yaml", "red", 5, RED_ORDER)
    result = run("apply", game, order, "--dry-run")
    assert result.exit_code == 0
    assert result.stdout == (f"{order}: dry run, would apply: 2 action(s), all legal now\n"
                             + DRY_RUN_DONE)
    assert game.read_bytes() == before
    assert not (tmp_path / "reports").exists()
    refused = run("apply", game, write_order(tmp_path / "bad.yaml", "red", 5, ["church"]),
                  "--dry-run")
    assert refused.exit_code == 1 and ": dry run, would refuse: church: C1: a church tile " \
        "costs 7 gold" in refused.stdout


def test_a_dry_run_never_shows_a_church_tile_not_yet_drawn(tmp_path: Path) -> None:
    """The first church tile shows its builder two tiles from the hidden stack: a dry run stops
    before it, so that its output, which a game master may pass on, names none (apply would
    list them as the legal keep-church answers after a refused 'gold')."""
    position = tmp_path / "rich.yaml"
    position.write_text((BAD / "base-position.yaml").read_text("utf-8").replace(
        "red: {gold: 5,", "red: {gold: 7,"), "utf-8")
    game = base_game(tmp_path, position)
    order = write_order(tmp_path / "church.yaml", "red", 5, ["church", "gold"])
    result = run("apply", game, order, "--dry-run")
    assert result.exit_code == 0, result.output
    assert result.stdout == (f"{order}: dry run, would apply: 1 action(s) legal; the rest (1 "
                             "action(s)) follows a card not yet drawn and is checked when the "
                             "order is processed\n" + DRY_RUN_DONE)
    assert "keep-church" not in run("apply", game, order, "--dry-run", "--format",
                                    "json").stdout


def test_apply_the_same_order_again_changes_nothing(tmp_path: Path) -> None:
    """An order sent twice (its turn kept open by wait): exit 0, 'nothing changed'."""
    game = base_game(tmp_path)
    order = write_order(tmp_path / "red.yaml", "red", 5, [RED_ORDER[0], "wait"])
    assert run("apply", game, order).exit_code == 0
    saved = game.read_bytes()
    again = run("apply", game, order)
    assert again.exit_code == 0
    assert again.stdout == (f"{order}: duplicate: this order was processed already (history "
                            "entry 1); nothing changed\n")
    assert game.read_bytes() == saved
    assert step_folders(tmp_path / "reports") == ["step-0001-turn-05"]


def test_apply_an_order_again_after_its_turn_ended_is_a_duplicate(tmp_path: Path) -> None:
    """docs/orders.md: the same order sent again changes nothing and says so (exit 0), although the
    turn it was written for is over: it is no stale order."""
    game = base_game(tmp_path)
    order = write_order(tmp_path / "red.yaml", "red", 5, RED_ORDER)
    assert run("apply", game, order).exit_code == 0
    saved = game.read_bytes()
    again = run("apply", game, order)
    assert again.exit_code == 0
    assert again.stdout == (f"{order}: duplicate: this order was processed already (history "
                            "entry 1); nothing changed\n")
    assert game.read_bytes() == saved


def test_apply_a_stale_order_is_refused_whole_with_exit_1(tmp_path: Path) -> None:
    """An order for turn 4 in turn 5: nothing applied, the line of 'turn', JSON for scripts;
    exit 1, the player's order being wrong (docs/orders.md, "Exit codes")."""
    game = base_game(tmp_path)
    before = game.read_bytes()
    order = write_order(tmp_path / "old.yaml", "red", 4, ["gold"])
    result = run("apply", game, order, "--format", "json")
    assert result.exit_code == 1
    message = ("this order was written for turn 4, but turn 5 is in progress: nothing of it "
               "was applied; write an order for turn 5")
    assert json.loads(result.stdout) == {"game": str(game), "dry-run": False, "orders": [
        {"file": str(order), "player": "red", "status": "stale", "message": message,
         "key": "envelope.stale", "args": {"turn": 4, "current": 5},
         "rule": "turn", "line": 3, "column": 7, "parts": []}]}
    assert game.read_bytes() == before


def test_apply_a_partial_order_keeps_what_went_before_the_refusal(tmp_path: Path) -> None:
    """Exit 1: the shop stands, the wall on north-C is refused (W2) with the legal walls, the
    turn stays open and a later order of red for the same turn finishes it."""
    game = base_game(tmp_path)
    order = write_order(tmp_path / "red.yaml", "red", 5, [RED_ORDER[0], "wall: {at: north-C}"])
    result = run("apply", game, order)
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        f"{order}:7:5: partial: 1 action(s) applied, then wall: {{at: north-C}}: W2: north-C is "
        "not next to a gate or a built wall tile; open: north-D, south-D; your turn stays open",
        "  legal now: wall: {at: north-D}; wall: {at: south-D}",
        f"  reports: {tmp_path / 'reports' / 'step-0001-turn-05'}/"]
    pos = load_game(game).state.position
    assert (pos.turn, pos.active, pos.phase, pos.builds) == (5, "red", "build", 1)
    assert [p.piece for p in pos.board if p.at == "B2"] == ["shop"]
    rest = write_order(tmp_path / "red-2.yaml", "red", 5, ["gold"])
    finish = run("apply", game, rest)
    assert finish.exit_code == 0, finish.output
    assert load_game(game).state.position.turn == 6


def test_apply_json_gives_every_players_part(tmp_path: Path) -> None:
    """``--format json``: the file, status, message, entry and what each part applied."""
    game = base_game(tmp_path)
    order = write_order(tmp_path / "red.yaml", "red", 5, RED_ORDER)
    result = run("apply", game, order, "--format", "json")
    assert result.exit_code == 0
    assert json.loads(result.stdout) == {"game": str(game), "dry-run": False, "orders": [
        {"file": str(order), "player": "red", "status": "applied",
         "message": "2 action(s) applied; your turn is over", "entry": 1,
         "key": "applied", "args": {"count": 2, "notes": [{"key": "note.turn-over", "args": {}}]},
         "parts": [{"player": "red", "applied": RED_ORDER, "ended-turn": True}]}]}


def test_apply_a_refused_order_says_where_and_what_is_legal(tmp_path: Path) -> None:
    """Exit 1 for a refusal of the first action; the file stays byte for byte as it was."""
    game = base_game(tmp_path)
    before = game.read_bytes()
    order = write_order(tmp_path / "red.yaml", "red", 5, ["wall"])
    result = run("apply", game, order)
    assert result.exit_code == 1
    assert result.stdout.splitlines() == [
        f"{order}:6:5: refused: wall: W2: 2 actions fit; say which by giving at; your turn stays "
        "open", "  legal now: wall: {at: north-D}; wall: {at: south-D}"]
    assert game.read_bytes() == before
    assert not (tmp_path / "reports").exists()


def test_apply_an_unreadable_order_is_exit_2_and_the_others_still_count(tmp_path: Path
                                                                         ) -> None:
    """A file that cannot be read is reported with its line and skipped; exit 2 wins."""
    game = base_game(tmp_path)
    bad = tmp_path / "bad.yaml"
    bad.write_text("game: corpus\nturn: NO\n", "utf-8")
    good = write_order(tmp_path / "good.yaml", "red", 5, RED_ORDER)
    result = run("apply", game, bad, good, tmp_path / "missing.yaml")
    assert result.exit_code == 2
    lines = result.stdout.splitlines()
    assert lines[0].startswith(f"{bad}:2:7: 'NO' would be read as false")
    assert lines[1] == f"{good}: applied: 2 action(s) applied; your turn is over"
    assert lines[3].startswith(f"{tmp_path / 'missing.yaml'}: cannot read the file")
    assert load_game(game).state.position.turn == 6


@pytest.mark.parametrize(("args", "said"), [
    (["EMPTY"], "pbem: no order files found in EMPTY"),
    (["ORDER", "--format", "xml"], "pbem: --format is one of text, json, not 'xml'"),
])
def test_apply_usage_errors_are_exit_2(tmp_path: Path, args: list[str], said: str) -> None:
    """An empty folder of orders, an unknown format: exit 2, the game untouched."""
    game = base_game(tmp_path)
    before = game.read_bytes()
    (tmp_path / "empty").mkdir()
    words = {"EMPTY": str(tmp_path / "empty"),
             "ORDER": str(write_order(tmp_path / "o.yaml", "red", 5, ["gold"]))}
    result = run("apply", game, *[words.get(a, a) for a in args])
    assert result.exit_code == 2
    assert one_line(result) == said.replace("EMPTY", words["EMPTY"])
    assert game.read_bytes() == before


def test_apply_without_a_game_file_says_how_to_make_one(tmp_path: Path) -> None:
    """Exit 2 and the 'pbem new' command to run."""
    order = write_order(tmp_path / "o.yaml", "red", 5, ["gold"])
    result = run("apply", tmp_path / "nowhere.yaml", order)
    assert result.exit_code == 2
    assert one_line(result) == (f"pbem: {tmp_path / 'nowhere.yaml'}: there is no game file "
                                f"here; create one with 'pbem new {tmp_path / 'nowhere.yaml'} "
                                "--players red,blue,green'")


# A paused order (docs/orders.md, processing step 4) ---------------------------------------

def test_a_paused_order_goes_on_when_the_other_player_answers(tmp_path: Path) -> None:
    """Red's shop removes blue's hut: red's order pauses (exit 0); a second order of red is a
    conflict (exit 3); blue's answer re-places the hut and red's gold and end of turn follow."""
    game = paused_game(tmp_path)
    status = run("status", game).stdout.splitlines()
    assert status[1:3] == ["waiting for blue to re-place a removed hut",
                           "red's order (history entry 1) goes on by itself once they have "
                           "answered"]
    saved = game.read_bytes()
    second = write_order(tmp_path / "red-again.yaml", "red", 3, ["end-turn"])
    conflict = run("apply", game, second)
    assert conflict.exit_code == 1
    assert conflict.stdout.startswith(
        f"{second}: conflict (paused): this order was not applied, and is not kept: your order "
        "of history entry 1 is still waiting for other players' decisions")
    assert game.read_bytes() == saved
    blue = write_order(tmp_path / "blue.yaml", "blue", 3, ["hut: E12"])
    answer = run("apply", game, blue)
    assert answer.exit_code == 0, answer.output
    assert answer.stdout.splitlines()[:2] == [f"{blue}: applied: 1 action(s) applied",
                                              "  red's paused order went on: gold"]
    pos = load_game(game).state.position
    assert (pos.turn, pos.active) == (4, "blue")
    assert pos.hands["red"].gold == 1 - 1 + 2  # the shop, then phase 3's 2 gold
    assert [(p.piece, p.owner) for p in pos.board if p.at == "E12"] == [("small-hut", "blue")]


def test_a_paused_order_in_json(tmp_path: Path) -> None:
    """The pause's verdict for scripts: status paused, exit 0, and the steps still waiting,
    the end of the turn included."""
    position = tmp_path / "hut-position.yaml"
    position.write_text(HUT_POSITION, "utf-8")
    game = base_game(tmp_path, position)
    order = write_order(tmp_path / "red.yaml", "red", 3, RED_HUT_ORDER)
    result = run("apply", game, order, "--format", "json")
    assert result.exit_code == 0
    verdict = json.loads(result.stdout)["orders"][0]
    assert (verdict["status"], verdict["entry"]) == ("paused", 1)
    assert verdict["message"] == ("1 action(s) applied; the rest (gold, end-turn) runs by "
                                  "itself once other players have decided")
    assert verdict["parts"] == [{"player": "red", "applied": [RED_HUT_ORDER[0]],
                                 "waiting": ["gold", "end-turn"]}]
    assert load_game(game).history[1].to_data()["outcome"] == "paused"


def test_apply_after_the_game_ended_is_refused(tmp_path: Path) -> None:
    """Red has won (E1): a further order is refused with exit 1 and the file untouched."""
    game = won_game(tmp_path)
    before = game.read_bytes()
    order = write_order(tmp_path / "more.yaml", "red", 9, ["gold"])
    result = run("apply", game, order)
    assert result.exit_code == 1
    assert result.stdout.startswith(f"{order}:3:7: refused: the game is over: red has won; no "
                                    "order can change it")
    assert game.read_bytes() == before
