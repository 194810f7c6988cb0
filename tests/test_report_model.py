"""The report's view model and its text: the header, the table, the history, the race.

Positions are built by hand, so every expected value is counted from the position itself.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from typing import Any

import pytest

from pbem.elasund import (
    Event,
    Position,
    apply,
    heuristic_action,
    new_game,
    view_for,
    waiting_for,
)
from pbem.report import ReportInput, Step, render_text, report_model
from pbem.report.table import table_text
from tests.support.tables import act, permit, piece, table

NAMES = {"red": "Anna", "blue": "Bob", "green": "Cy", "yellow": "Dee"}


def model_of(pos: Position, viewer: str, **extra: Any) -> dict[str, Any]:
    """The report model of game ``g`` for one viewer."""
    fields: dict[str, Any] = {"recent": [], "race": [], "open_game": False, "names": NAMES}
    fields.update(extra)
    return report_model(ReportInput(game_id="g", position=pos, viewer=viewer, **fields)).model


def waiting(pos: Position, viewer: str) -> str:
    """The header's sentence of what the game waits for."""
    text: str = model_of(pos, viewer)["header"]["waiting"]
    return text


# The header ---------------------------------------------------------------------------------

def test_header_during_the_active_players_phases() -> None:
    """The reader the game waits for reads his phase; the others read who is playing."""
    build = table(phase="build", builds=1, hands={"red": {"gold": 2}})  # a wall tile
    assert waiting(build, "red") == "It is your move: phase 2, build (1 of 2 builds done)."
    assert waiting(table(phase="build", builds=1), "red") == (  # nothing to build with 0 gold
        "It is your move: phase 3, place a permit or take 2 gold (nothing can be built now).")
    assert waiting(build, "blue") == (
        "Nothing from you: Anna (red) is playing phase 2, build (1 of 2 builds done).")
    assert waiting(build, "public") == (
        "Waiting: Anna (red) is playing phase 2, build (1 of 2 builds done).")
    assert waiting(table(phase="permit"), "red") == (
        "It is your move: phase 3, place a permit or take 2 gold.")
    assert waiting(table(phase="bonus"), "red") == (
        "It is your move: phase 4, one bonus action or end the turn.")
    line = "Anna (red) must answer by Wed 9 Dec 2026, 18:00 UTC, in 5 hours."
    header = model_of(build, "blue", deadline=line)["header"]
    assert header["turn_line"] == "Turn 1: Anna (red) is the active player."
    assert header["deadline"] == line
    assert (header["your_move"], header["waiting_for"]) == (False, ["red"])


def test_header_for_decisions() -> None:
    """Each kind of decision, as the one asked and as the others read it."""
    discard = table(pending=[{"player": "blue", "decision": "discard", "count": 2}],
                    hands={"blue": {"gold": 1, "red": 2}})
    assert waiting(discard, "blue") == "It is your move: give up 2 cards to the pirate."
    assert waiting(discard, "red") == (
        "Nothing from you: Bob (blue) must give up 2 cards to the pirate.")
    both = table(pending=[{"player": "red", "decision": "discard", "count": 1},
                          {"player": "blue", "decision": "discard", "count": 2}],
                 hands={"red": {"gold": 1, "red": 1}, "blue": {"gold": 1, "red": 2}})
    assert waiting(both, "red") == "It is your move: give up 1 card to the pirate."
    assert waiting(both, "public") == ("Waiting: Anna (red) must give up 1 card to the pirate; "
                                       "Bob (blue) must give up 2 cards to the pirate.")
    ship = table(phase="roll", ship=5, pending=[{"player": "red", "decision": "ship",
                                                  "count": 5}])
    assert waiting(ship, "red") == (
        "It is your move: move the ship up or down (the roll of 5 is the ship's row).")
    pirate = table(phase="roll", pending=[{"player": "red", "decision": "pirate"}])
    assert waiting(pirate, "red") == "It is your move: choose the row the pirate sails to."
    hut = table(pending=[{"player": "blue", "decision": "hut", "piece": "small-hut"}],
                board=[piece("large-hut", "B8", "blue")])
    assert waiting(hut, "blue") == "It is your move: re-place your removed small hut."
    assert waiting(hut, "red") == "Nothing from you: Bob (blue) must re-place a removed small hut."


def test_header_keep_church_shows_the_tiles_to_their_viewer_only() -> None:
    """C2: the two tiles seen are named in the builder's header alone."""
    pos = table(church_stack=[1, 2, 3, 5, 7, 8, 9],
                pending=[{"player": "red", "decision": "keep-church", "options": [4, 6]}])
    assert waiting(pos, "red") == (
        "It is your move: keep one of the two church tiles you saw: 4 and 6.")
    assert waiting(pos, "blue") == (
        "Nothing from you: Anna (red) must keep one of the two church tiles they saw.")


def won() -> Position:
    """Red has just placed his tenth cube (E1)."""
    wells = [piece("well", sq, "red") for sq in ("B3", "B5", "B10", "B12")]
    pos = table(board=[*wells, permit(0, "D2")], trade={"red": 11},
                trade_cubes={3: ["red"], 5: ["red"], 7: ["red"], 9: ["red"], 11: ["red"]},
                hands={"red": {"gold": 5}})
    return act(pos, "red", "build: {building: market, at: D2}")[0]


def test_header_when_the_game_is_over() -> None:
    """Who won, for everyone; no deadline, no choices, no order."""
    model = model_of(won(), "blue", deadline="Your orders are due by Wed 9 Dec 2026.")
    assert model["header"]["waiting"] == (
        "The game is over: Anna (red) has won with all 10 cubes on the board.")
    assert model["header"]["turn_line"] == "Turn 1, the last."
    assert model["header"]["deadline"] is None
    assert model["game"]["over"] and model["game"]["winner"] == "red"
    assert model_of(won(), "red")["order"] is None
    red = model["table"]["players"][0]  # the winner is named once, and not "to play"
    assert (red["colour"], red["active"], red["winner"]) == ("red", False, True)
    assert "(to play)" not in render_text(model) and "W Anna (red)" in render_text(model)
    assert render_text(model).count("The game is over") == 1


# The table ----------------------------------------------------------------------------------

def table_position() -> Position:
    """Two players with a well, a permit, two wall tiles, the church begun and known tile 9."""
    board = [piece("well", "B3", "red"), permit(2, "E5", "blue"),
             {"piece": "wall", "at": "north-D", "owner": "red", "tile": 1},
             {"piece": "wall", "at": "north-C", "owner": "red", "tile": 2},
             {"piece": "church", "tile": 1, "at": "C8", "owner": "blue"}]
    return table(board=board, hands={"red": {"gold": 4, "red": 1, "green": 2},
                                     "blue": {"gold": 2, "blue": 3}},
                 trade={"blue": 1}, discard=["red", "blue"], church_known={"red": 9})


def test_table_rows_count_what_everyone_may_see() -> None:
    """Cubes, trade, cards, permits in supply and the next wall tile of every player."""
    rows = {row["colour"]: row for row in model_of(table_position(), "blue")["table"]["players"]}
    assert {k: rows["red"][k] for k in ("cubes_on_board", "cubes_in_supply", "trade", "gold",
                                        "influence", "permits", "next_wall")} == {
        "cubes_on_board": 1, "cubes_in_supply": 9, "trade": 0, "gold": 4, "influence": 3,
        "permits": [0, 1, 2, 3, 4], "next_wall": 3}
    assert {k: rows["blue"][k] for k in ("cubes_on_board", "trade", "permits", "next_wall",
                                         "own_buildings")} == {
        "cubes_on_board": 1, "trade": 1, "permits": [0, 1, 3, 4], "next_wall": 1,
        "own_buildings": ["shop", "workshop"]}
    assert rows["red"]["active"] and not rows["blue"]["active"] and rows["blue"]["you"]


def test_table_supplies_hand_and_church_knowledge() -> None:
    """The bank, deck and discard; the reader's own hand; the church tile he alone knows."""
    red = model_of(table_position(), "red")["table"]
    assert red["hand"]["text"] == "4 gold; influence cards: 1 red, 0 blue, 2 green."
    assert red["bank"] == 51 - 4 - 2
    assert red["deck"] == 39 - 3 - 3 - 2 and red["deck_text"] == "31 cards"
    assert red["discard"]["text"] == "2 cards (1 red, 1 blue)"
    assert red["church"]["text"] == ("Church: 1 tile built, 8 face down in the stack. You know "
                                     "that tile 9 lies at the bottom of the stack.")
    assert red["neutral_text"] == \
        "Neutral buildings left: well 3, market 4, tavern 5, merchant 5, hall 3."
    blue = model_of(table_position(), "blue")["table"]
    assert blue["church"]["text"] == "Church: 1 tile built, 8 face down in the stack."
    assert blue["hand"]["text"] == "2 gold; influence cards: 0 red, 3 blue, 0 green."
    public = model_of(table_position(), "public")
    assert public["table"]["hand"] is None
    text = render_text(public)
    assert "Your hand" not in text and "YOUR ORDER" not in text and "YOUR CHOICES" not in text
    assert "Church: 1 tile built, 8 face down in the stack." in text


def test_the_table_alone_reads_as_in_the_report() -> None:
    """``pbem show`` prints the same table as the report, for the same reader."""
    pos = table_position()
    alone = table_text(view_for(pos, "red"), NAMES)
    assert alone.startswith("    player ") and "  * Anna (red) " in alone
    assert "Your hand: 4 gold; influence cards: 1 red, 0 blue, 2 green." in alone
    assert alone in render_text(model_of(pos, "red"))


def test_trade_track_free_flags_and_cubes() -> None:
    """TP2: flags per space, the free ones, and whose cubes lie there."""
    pos = table(trade={"red": 5, "blue": 3}, trade_cubes={3: ["red", "blue"], 5: ["red"]},
                board=[piece("hall", "A2", "red", cubes=0), piece("market", "A8", "blue",
                                                                 cubes=0)])
    track = model_of(pos, "red")["table"]["trade_track"]
    assert [row["text"] for row in track] == ["3: 2 of 4", "5: 2 of 3", "7: 2 of 2", "9: 2 of 2",
                                              "11: 1 of 1"]
    assert track[0]["cubes_text"] == "Space 3: Anna (red) and Bob (blue)."
    assert "    Space 3: Anna (red) and Bob (blue)" in render_text(model_of(pos, "red"))


# The race -----------------------------------------------------------------------------------

def test_race_samples_long_games_and_draws_bars() -> None:
    """Turns 1 to 30: 18 columns, the first and last among them; bars show cubes of 10."""
    history = [(turn, {"red": turn // 4, "blue": turn // 6}) for turn in range(1, 31)]
    model = model_of(table(), "red", race=history)
    race = model["race"]
    assert len(race["columns"]) == 18 and race["columns"][0] == 1 and race["columns"][-1] == 30
    assert race["columns"] == sorted(set(race["columns"]))
    rows = {row["colour"]: row for row in race["rows"]}
    assert rows["red"]["now"] == 7 and rows["blue"]["now"] == 5
    assert len(rows["red"]["cubes"]) == 30
    text = render_text(model)
    assert "  Anna (red)         #######... 7" in text
    assert "  Bob (blue)         #####..... 5" in text
    assert "No turn has been played yet." in render_text(model_of(table(), "red"))


# The history --------------------------------------------------------------------------------

def history_steps() -> list[Step]:
    """A set-up, blue's order that stopped at a refusal, and red's pirate pick."""
    draw = Event("draw", {"player": "blue", "count": 1, "reason": "wall"},
                 {"blue": {"cards": ["green"]}})
    return [
        Step(0, 1, "gm", [], None, [Event("first-player", {"player": "red"})]),
        Step(1, 1, "blue", ["wall: {at: north-D}"], "bonus-gold: X4 you hold no green card",
             [draw]),
        Step(2, 2, "red", ["pirate-take: [green]"], None, []),
        Step(3, 2, "gm", ["undo: back to history entry 1"], None, []),
    ]


def test_history_newest_first_with_each_readers_secrets() -> None:
    """A refusal's reason and a pirate pick are their sender's; drawn colours their drawer's."""
    blue = model_of(table(), "blue", recent=history_steps())["history"]
    assert [step["n"] for step in blue] == [3, 2, 1, 0]
    assert blue[0]["heading"] == "Order 3 (turn 2) from the game master."
    assert blue[3]["heading"] == "The game was set up."
    assert blue[2]["heading"] == "Order 1 (turn 1) from Bob (blue)."
    assert blue[2]["refused"] == "bonus-gold: X4 you hold no green card"
    assert blue[2]["events"][0]["text"] == (
        "Bob (blue) drew 1 influence card for the wall tile: green.")
    assert blue[1]["actions"] == ["pirate-take: (the cards taken are hidden)"]
    red = model_of(table(), "red", recent=history_steps())["history"]
    assert red[2]["refused"] is None and red[2]["actions"] == ["wall: {at: north-D}"]
    assert red[2]["events"][0]["text"] == "Bob (blue) drew 1 influence card for the wall tile."
    assert red[1]["actions"] == ["pirate-take: [green]"]
    text = render_text(model_of(table(), "red", recent=history_steps()))
    assert text.index("Order 2 (turn 2)") < text.index("Order 1 (turn 1)") < text.index(
        "The game was set up.")
    assert "X4" not in text and "  - Anna (red) plays first." in text
    assert "Nothing has happened since." in render_text(model_of(table(), "red"))


# Secrets, names and the text as a whole -----------------------------------------------------

def test_secret_only_in_the_first_report_of_its_player() -> None:
    """The secret and how to use it; never in the public report."""
    text = render_text(model_of(table(), "red", secret="tulip-harbour-42"))
    assert "YOUR SECRET: tulip-harbour-42" in text
    assert "Put it into every order you send:\n  secret: tulip-harbour-42" in text
    assert "YOUR SECRET" not in render_text(model_of(table(), "red"))
    assert model_of(table(), "public", secret="tulip-harbour-42")["secret"] is None


def test_names_print_literally_never_as_template_code() -> None:
    """A name is text: ``{{7*7}}`` stays so, ``<script>`` is not escaped in the text report."""
    names = {"red": "{{7*7}}", "blue": "<script>alert(1)</script>"}
    pos = table(phase="build")
    text = render_text(model_of(pos, "blue", names=names, recent=history_steps()))
    assert "Turn 1: {{7*7}} (red) is the active player." in text
    assert "<script>alert(1)</script> (blue)" in text
    assert "49" not in text.split("THE BOARD")[0]


def test_models_are_plain_json_and_texts_fit_100_columns() -> None:
    """A played 4-player game, long names: JSON keeps the model, no line is over 100."""
    long_names = {c: f"{c.title()} Maximiliane-Alexandra von und zu Elasund" for c in NAMES}
    pos = new_game(["red", "blue", "green", "yellow"], seed="model-json")
    rng = random.Random(5)
    recent: list[Step] = []
    for n in range(1, 160):
        if pos.is_over:
            break
        player = waiting_for(pos)[0]
        action = heuristic_action(pos, player, rng)
        turn = pos.turn
        pos, events = apply(pos, player, action)
        recent = [*recent[-2:], Step(n, turn, player, [action.notation()], None, events)]
        if n % 20:
            continue
        for viewer in [*pos.players, "public"]:
            model = model_of(pos, viewer, names=long_names, recent=recent,
                             secret="s" * 30, race=[(1, {"red": 0}), (2, {"red": 1})])
            assert json.loads(json.dumps(model)) == model
            lines = render_text(model).splitlines()
            assert max(len(line) for line in lines) <= 100, viewer


@pytest.mark.parametrize("module", ["pbem.report", "pbem.report.model"])
def test_importing_the_reports_does_not_import_jinja(module: str) -> None:
    """Commands that render nothing do not pay for Jinja."""
    code = f"import sys, {module}; print('jinja2' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == "False"
