"""``pbem validate``: order files checked without applying them (docs/game-master.md).

The game is ``base-position.yaml`` (red to play turn 5); validating never changes it.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.cli import BAD, base_game, one_line, run, write_order

SHOP = "build: {building: shop, at: B2}"
OUTBID = "build: {building: shop, at: D2}"  # blue's permit 1 on E2 beats red's 0 on D2 (B4)


def test_validate_alone_checks_the_form(tmp_path: Path) -> None:
    """Without a game: the schema only, and the summary line; exit 0."""
    order = write_order(tmp_path / "o.yaml", "red", 5, [OUTBID, "gold"])
    result = run("validate", order)
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        f"{order}: valid: the form is right (2 action(s)); give --game to check the rules too",
        "1 order file(s) checked: 1 valid, 0 invalid"]


def test_validate_against_a_game_checks_the_rules(tmp_path: Path) -> None:
    """The verdict apply would give: a build after phase 3's gold is refused (T1) at its
    line, and nothing is saved."""
    game = base_game(tmp_path)
    before = game.read_bytes()
    good = write_order(tmp_path / "good.yaml", "red", 5, [SHOP, "gold"])
    bad = write_order(tmp_path / "bad.yaml", "red", 5, ["gold", OUTBID])
    ok = run("validate", good, "--game", game)
    assert ok.exit_code == 0
    assert ok.stdout.splitlines() == [f"{good}: valid: 2 action(s), all legal now",
                                      "1 order file(s) checked: 1 valid, 0 invalid"]
    refused = run("validate", bad, "--game", game)
    assert refused.exit_code == 1
    assert refused.stdout.splitlines() == [
        f"{bad}:7:5: refused: {OUTBID}: T1: build projects belong to phase 2, which is over "
        "(the 1 action(s) before it would be applied and stand)",
        "1 order file(s) checked: 0 valid, 1 invalid"]
    assert game.read_bytes() == before
    assert not (tmp_path / "reports").exists()


def test_validate_a_rule_refusal_names_the_rule_and_what_is_legal(tmp_path: Path) -> None:
    """The first action refused: its rule ID, and the legal walls as a hint."""
    game = base_game(tmp_path)
    order = write_order(tmp_path / "o.yaml", "red", 5, ["wall: {at: north-C}"])
    result = run("validate", order, "--game", game)
    assert result.exit_code == 1
    assert result.stdout.splitlines()[:2] == [
        f"{order}:6:5: refused: wall: {{at: north-C}}: W2: north-C is not next to a gate or a "
        "built wall tile; open: north-D, south-D",
        "  legal now: wall: {at: north-D}; wall: {at: south-D}"]


def test_validate_a_folder_reports_each_file_and_counts_them(tmp_path: Path) -> None:
    """Files in name order (*.yaml and *.yml, other files ignored); any invalid one is exit 1,
    an unreadable one included."""
    game = base_game(tmp_path)
    inbox = tmp_path / "inbox"
    write_order(inbox / "a.yaml", "red", 5, [SHOP])
    write_order(inbox / "b.yml", "red", 5, [OUTBID])
    (inbox / "c.yaml").write_text("game: corpus\nturn: 1:30\n", "utf-8")
    (inbox / "readme.txt").write_text("orders go here", "utf-8")
    result = run("validate", inbox, "--game", game)
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[0] == f"{inbox / 'a.yaml'}: valid: 1 action(s), all legal now"
    assert lines[1].startswith(f"{inbox / 'b.yml'}:6:5: refused: {OUTBID}: B4: ")
    assert lines[2].startswith(f"{inbox / 'c.yaml'}:2:7: '1:30' would be read as the number 90")
    assert lines[-1] == "3 order file(s) checked: 1 valid, 2 invalid"


def test_validate_json_for_scripts(tmp_path: Path) -> None:
    """``--format json``: the counts and one record per file, the unreadable one too."""
    game = base_game(tmp_path)
    good = write_order(tmp_path / "a.yaml", "red", 5, [SHOP, "gold"])
    bad = tmp_path / "b.yaml"
    bad.write_text("game: corpus\nplayer: red\nplayer: blue\n", "utf-8")
    result = run("validate", good, bad, "--game", game, "--format", "json")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert {k: data[k] for k in ("checked", "valid", "invalid")} == {
        "checked": 2, "valid": 1, "invalid": 1}
    assert data["orders"][0] == {
        "file": str(good), "player": "red", "status": "valid",
        "message": "2 action(s), all legal now", "key": "valid", "args": {"count": 2, "notes": []},
        "parts": [{"player": "red", "applied": [SHOP, "gold"], "ended-turn": True}]}
    assert data["orders"][1] == {
        "file": str(bad), "status": "invalid",
        "message": f"{bad}:3:1: the key 'player' is given twice (first at line 2, column 1); "
                   "give each key once"}


def test_validate_stops_before_a_card_not_yet_drawn(tmp_path: Path) -> None:
    """Wall tile 1 draws a card: what follows is 'checked when processed', still valid."""
    game = base_game(tmp_path)
    order = write_order(tmp_path / "o.yaml", "red", 5, ["wall: {at: north-D}", OUTBID])
    result = run("validate", order, "--game", game, "--format", "json")
    assert result.exit_code == 0
    record = json.loads(result.stdout)["orders"][0]
    assert record["status"] == "valid"
    assert record["message"] == ("1 action(s) legal; the rest (1 action(s)) follows a card not "
                                 "yet drawn and is checked when the order is processed")
    assert record["parts"] == [{"player": "red", "applied": ["wall: {at: north-D}"],
                                "unchecked": [OUTBID]}]


def test_validate_against_a_players_view_from_pbem_position(tmp_path: Path) -> None:
    """What ``pbem position --player red`` prints serves as ``--position``: the same rules."""
    game = base_game(tmp_path)
    view = tmp_path / "red-view.yaml"
    view.write_text(run("position", game, "--player", "red").stdout, "utf-8")
    good = write_order(tmp_path / "good.yaml", "red", 5, [SHOP, "gold"], secret=None)
    bad = write_order(tmp_path / "bad.yaml", "red", 5, [OUTBID], secret=None)
    ok = run("validate", good, "--position", view)
    assert ok.exit_code == 0
    assert ok.stdout.splitlines()[0] == f"{good}: valid: 2 action(s), all legal now"
    refused = run("validate", bad, "--position", view)
    assert refused.exit_code == 1
    assert refused.stdout.startswith(f"{bad}:5:5: refused: {OUTBID}: B4: ")


def test_validate_against_a_position_checks_the_player_and_the_turn(tmp_path: Path) -> None:
    """Another turn is stale, a colour not in the position refused: both count invalid."""
    stale = write_order(tmp_path / "stale.yaml", "red", 4, ["gold"])
    green = write_order(tmp_path / "green.yaml", "green", 5, ["gold"], secret=None)
    result = run("validate", stale, green, "--position", BAD / "base-position.yaml",
                 "--format", "json")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert (data["checked"], data["valid"], data["invalid"]) == (2, 0, 2)
    assert [(r["status"], r["rule"], r["line"]) for r in data["orders"]] == [
        ("stale", "turn", 3), ("refused", "player", 2)]
    assert data["orders"][0]["message"] == ("this order was written for turn 4, but turn 5 is "
                                            "in progress: nothing of it was applied; write an "
                                            "order for turn 5")
    assert data["orders"][1]["message"] == ("green does not play in this game; its players "
                                            "are red, blue")


def test_validate_against_a_position_points_at_the_turn_and_player(tmp_path: Path) -> None:
    """The stale turn at 3:7 and the unknown colour at 2:9, as apply points at them."""
    stale = write_order(tmp_path / "stale.yaml", "red", 4, ["gold"])
    green = write_order(tmp_path / "green.yaml", "green", 5, ["gold"], secret=None)
    result = run("validate", stale, green, "--position", BAD / "base-position.yaml")
    assert result.stdout.splitlines()[:2] == [
        f"{stale}:3:7: stale: this order was written for turn 4, but turn 5 is in progress: "
        "nothing of it was applied; write an order for turn 5",
        f"{green}:2:9: refused: green does not play in this game; its players are red, blue"]


def test_validate_a_processed_order_is_a_duplicate_and_valid(tmp_path: Path) -> None:
    """An order applied already (its turn kept open) validates as 'processed already'."""
    game = base_game(tmp_path)
    order = write_order(tmp_path / "o.yaml", "red", 5, [SHOP, "wait"])
    assert run("apply", game, order).exit_code == 0
    result = run("validate", order, "--game", game)
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        f"{order}: duplicate: this order was processed already (history entry 1); nothing "
        "changed", "1 order file(s) checked: 1 valid, 0 invalid"]


def test_validate_a_missing_file_is_the_commands_fault(tmp_path: Path) -> None:
    """A file that is not there counts as invalid, with a sentence to act on; exit 2: the
    command names a file that is not there, which no player can mend."""
    missing = tmp_path / "missing.yaml"
    result = run("validate", missing)
    assert result.exit_code == 2
    assert result.stdout.splitlines() == [
        f"{missing}: cannot read the file (No such file or directory); check its name and that "
        "it is a file you may read", "1 order file(s) checked: 0 valid, 1 invalid"]


def test_validate_usage_errors_are_exit_2(tmp_path: Path) -> None:
    """Both --game and --position, an empty folder, an unknown format: exit 2, one line."""
    game = base_game(tmp_path)
    order = write_order(tmp_path / "o.yaml", "red", 5, ["gold"])
    (tmp_path / "empty").mkdir()
    both = run("validate", order, "--game", game, "--position", BAD / "base-position.yaml")
    empty = run("validate", tmp_path / "empty")
    xml = run("validate", order, "--format", "xml")
    assert (both.exit_code, empty.exit_code, xml.exit_code) == (2, 2, 2)
    assert one_line(both) == "pbem: give --game or --position, not both"
    assert one_line(empty) == f"pbem: no order files found in {tmp_path / 'empty'}"
    assert one_line(xml) == "pbem: --format is one of text, json, not 'xml'"
