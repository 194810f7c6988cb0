"""Position files (docs/positions.md): GM positions round-trip, views read back, bad ones fail."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from pbem.elasund import (
    Position,
    apply,
    choose_action,
    legal_actions,
    new_game,
    random_action,
    view_for,
    waiting_for,
)
from pbem.elasund.board import COLOURS
from pbem.elasund.errors import RuleError
from pbem.elasund.position import RULES_VERSION
from pbem.elasund.serial import position_from_view
from pbem.files import position_file
from pbem.files.errors import InputError
from pbem.files.position_file import (
    is_view,
    position_text,
    read_position,
    read_position_text,
)
from pbem.files.strict_yaml import load_yaml
from tests.support.tables import table


def sampled_positions(games: int, every: int) -> list[Position]:
    """Every ``every``-th position of seeded self-play games over 2, 3 and 4 players."""
    seen: list[Position] = []
    for game in range(games):
        players = list(COLOURS[: 2 + game % 3])
        pos = new_game(players, seed=f"position-file-{game}")
        rng = random.Random(game)
        bot = random_action if game % 2 else choose_action
        pos, _ = apply(pos, pos.active, legal_actions(pos, pos.active)[0])
        step = 0
        while not pos.is_over and pos.turn <= 60:
            player = waiting_for(pos)[0]
            pos, _ = apply(pos, player, bot(pos, player, rng))
            step += 1
            if step % every == 0:
                seen.append(pos)
        seen.append(pos)
    return seen


@cache
def positions() -> list[Position]:
    """The sampled positions of 15 games, made once per test process when first asked for
    (not when the module is imported, which every xdist worker does)."""
    return sampled_positions(15, 10)


CHUNKS = 4
"""The round trips over every sampled position are split into this many tests (position k in
chunk k mod CHUNKS), so that the workers share them."""


def refusal(text: str, filename: str = "bad.yaml") -> InputError:
    """The InputError reading this position text raises; it names the file."""
    with pytest.raises(InputError) as caught:
        read_position_text(text, filename)
    assert caught.value.filename == filename
    assert str(caught.value).startswith(f"{filename}:")
    return caught.value


def test_enough_positions_of_every_player_count_are_sampled() -> None:
    counts = {n: sum(len(p.players) == n for p in positions()) for n in (2, 3, 4)}
    assert sum(counts.values()) >= 200 and min(counts.values()) >= 40, counts


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_the_game_masters_position_round_trips_exactly(chunk: int) -> None:
    """Printing a position and reading it gives the same position, generator included."""
    for pos in positions()[chunk::CHUNKS]:
        read = read_position_text(position_text(pos), "p.yaml")
        assert read.position == pos
        assert read.viewer is None and read.filename == "p.yaml"


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_a_view_reads_back_into_a_position_with_the_same_view(chunk: int) -> None:
    """For every viewer, the position read from his view shows him exactly that view."""
    for pos in positions()[::3][chunk::CHUNKS]:
        for viewer in [*pos.players, "public"]:
            text = position_text(pos, viewer)
            read = read_position_text(text, "view.yaml")
            assert read.viewer == viewer
            assert view_for(read.position, viewer) == view_for(pos, viewer)
            assert position_text(read.position, viewer) == text


def test_the_file_holds_spec_keys_in_order_with_a_header_naming_the_viewer() -> None:
    pos = positions()[5]
    text = position_text(pos, "blue")
    assert text.startswith("# Elasund position (pbem position file, see docs/positions.md)\n"
                           "# blue's view: other hands as counts")
    data = load_yaml(text, "p.yaml")
    assert isinstance(data, dict)
    assert list(data)[:4] == ["players", "turn", "active", "phase"]
    assert "generator" not in data and "deck" not in data and "deck-size" in data
    gm = load_yaml(position_text(pos), "p.yaml")
    assert isinstance(gm, dict)
    assert gm["generator"] == {"seed": pos.rng.seed, "counter": pos.rng.counter}
    assert position_text(pos).splitlines()[1].startswith("# the game master's view")


def test_a_small_position_is_written_as_expected() -> None:
    """The layout checked by hand: leaves in flow style, one board entry a line."""
    pos = table(players=["red", "blue"], board=[{"piece": "tavern", "at": "D4", "owner": "red"}],
                hands={"red": {"gold": 3, "red": 1}, "blue": {}})
    lines = position_text(pos).splitlines()
    assert "players: [red, blue]" in lines
    assert "  red: {gold: 3, red: 1, blue: 0, green: 0}" in lines
    assert lines[lines.index("board:") + 1] == "  - {piece: tavern, at: D4, owner: red}"
    assert "pending: []" in lines and "winner: null" in lines and "ship: 5" in lines


def test_unseen_cards_are_dealt_red_then_blue_then_green() -> None:
    """Red sees 3 red, blue's 3 hidden cards, 1 green discarded: blue gets 3 of the 10 red."""
    pos = table(players=["red", "blue"], hands={"red": {"gold": 2, "red": 3},
                                                "blue": {"gold": 1, "blue": 2, "green": 1}},
                discard=["green"])
    read = read_position_text(position_text(pos, "red"), "red.yaml")
    assert read.viewer == "red"
    hands = read.position.hands
    assert vars(hands["red"]) == {"gold": 2, "red": 3, "blue": 0, "green": 0}
    assert vars(hands["blue"]) == {"gold": 1, "red": 3, "blue": 0, "green": 0}
    assert read.position.deck == ["red"] * 7 + ["blue"] * 13 + ["green"] * 12
    assert read.position.church_stack == list(range(1, 10))


def test_the_known_church_tile_stays_known_and_at_the_bottom() -> None:
    pos = table(board=[{"piece": "church", "tile": 5, "at": "C8", "owner": "red"}],
                church_known={"red": 4}, church_stack=[9, 1, 7, 2, 3, 6, 8, 4])
    red = read_position_text(position_text(pos, "red"), "red.yaml").position
    assert red.church_stack == [1, 2, 3, 6, 7, 8, 9, 4] and red.church_known == {"red": 4}
    blue = read_position_text(position_text(pos, "blue"), "blue.yaml").position
    assert blue.church_stack == [1, 2, 3, 4, 6, 7, 8, 9] and blue.church_known == {}


def test_church_tiles_another_player_is_choosing_are_filled_in() -> None:
    """Blue sees two tiles (C2); red's view hides them, and reading it fills the lowest two."""
    pos = table(pending=[{"player": "blue", "decision": "keep-church", "options": [3, 7]}],
                church_stack=[1, 2, 4, 5, 6, 8, 9])
    read = read_position_text(position_text(pos, "red"), "red.yaml").position
    assert read.pending[0].options == [1, 2]
    assert read.church_stack == [3, 4, 5, 6, 7, 8, 9]
    assert view_for(read, "red") == view_for(pos, "red")
    own = read_position_text(position_text(pos, "blue"), "blue.yaml").position
    assert own.pending[0].options == [3, 7] and own.church_stack == [1, 2, 4, 5, 6, 8, 9]


def test_the_public_view_has_no_viewer_colour() -> None:
    pos = table(hands={"red": {"gold": 2, "red": 1}, "blue": {"green": 2}})
    read = read_position_text(position_text(pos, "public"), "public.yaml")
    assert read.viewer == "public"
    assert [h.influence for h in read.position.hands.values()] == [1, 2]
    assert view_for(read.position, "public") == view_for(pos, "public")


def test_what_makes_a_file_a_view() -> None:
    assert not is_view({"players": ["red", "blue"], "hands": {"red": {"gold": 1}}})
    assert is_view({"players": ["red", "blue"], "deck-size": 3})
    assert is_view({"players": ["red", "blue"], "church-stack-size": 9})
    assert is_view({"players": ["red", "blue"], "hands": {"red": {"gold": 1, "influence": 0}}})


def test_a_short_view_takes_start_values_for_what_it_leaves_out() -> None:
    """Only counts given: the missing hand is a start hand, the deck holds the rest."""
    pos, viewer = position_from_view({"players": ["red", "blue"],
                                      "hands": {"red": {"gold": 4, "influence": 2}}})
    assert viewer == "public"
    assert (pos.hands["red"].gold, pos.hands["red"].influence) == (4, 2)
    assert (pos.hands["blue"].gold, pos.hands["blue"].influence) == (3, 1)
    assert len(pos.deck) == 36 and len(pos.church_stack) == 9


GOOD_VIEW = ("players: [red, blue]\nphase: build\nship: 5\n"
             "hands:\n  red: {gold: 1, red: 2}\n  blue: {gold: 0, influence: 3}\n"
             "deck-size: 34\nchurch-stack-size: 9\n")


def test_a_view_whose_counts_do_not_add_up_is_refused() -> None:
    assert read_position_text(GOOD_VIEW, "v.yaml").viewer == "red"
    error = refusal(GOOD_VIEW.replace("deck-size: 34", "deck-size: 30"))
    assert "S8: deck-size is 30, but 37 influence cards are out of sight" in error.message
    assert error.line == 7
    error = refusal(GOOD_VIEW.replace("church-stack-size: 9", "church-stack-size: 8"))
    assert "S8: church-stack-size is 8, but 9 church tiles are out of sight" in error.message
    assert error.line == 8
    error = refusal(GOOD_VIEW.replace("red: 2}", "red: 14}"))
    assert "14 red influence cards" in error.message and error.line == 5


def test_a_view_with_two_hands_by_colour_or_with_the_deck_is_refused() -> None:
    error = refusal(GOOD_VIEW.replace("{gold: 0, influence: 3}", "{gold: 0, blue: 3}"))
    assert "S7: hands gives red and blue by colour" in error.message and error.line == 5
    error = refusal(GOOD_VIEW + "deck: [red]\n")
    assert "a view gives deck-size, not deck" in error.message and error.line == 7
    with pytest.raises(RuleError, match="S7"):
        position_from_view({"players": ["red", "blue"], "hands": {"red": {}, "blue": {}}})


BOARD_FILE = ("players: [red, blue]\nphase: build\nboard:\n"
              "  - {piece: small-hut, at: C4, owner: blue}\n")


@pytest.mark.parametrize(("entry", "reason"), [
    ("{piece: permit, value: 1, at: D4, owner: red}", "B2: small-hut and permit both on D4"),
    ("{piece: well, at: G4, owner: red}", "S2: well at G4: outside the city"),
    ("{piece: well, at: E4, owner: red, cubes: 2}", "B7: well at E4: it has 1 flag(s), not 2"),
    ("{piece: wall, at: north-D, owner: red, tile: 3, cubes: 2}", "W4: wall at north-D"),
])
def test_an_impossible_board_is_refused_at_its_entry(entry: str, reason: str) -> None:
    """The refusal names the file, the rule and the reason, at the offending entry's line."""
    text = BOARD_FILE.replace("blue}\n", "blue}\n  - {piece: small-hut, at: D4, owner: red}\n"
                              f"  - {entry}\n")
    error = refusal(text)
    assert error.message.startswith("this table cannot exist (" + reason)
    assert (error.line, error.column) == (6, 5)


def test_a_hall_with_three_cubes_is_refused_by_the_schema() -> None:
    error = refusal(BOARD_FILE + "  - {piece: hall, at: E3, owner: red, cubes: 3}\n")
    assert "cubes is 3" in error.message and "0 to 2" in error.message
    assert (error.line, error.column) == (5, 46)


def test_fourteen_red_cards_are_refused_at_the_hands() -> None:
    error = refusal("players: [red, blue]\nhands:\n  red: {red: 10}\n  blue: {red: 4}\n")
    assert "S8: 14 red influence cards; there are 13" in error.message
    assert error.line == 3


def test_other_impossible_tables_name_the_key() -> None:
    error = refusal(BOARD_FILE + "  - {piece: permit, value: 1, at: E4, owner: red}\n"
                    "  - {piece: permit, value: 1, at: E5, owner: red}\n")
    assert "S7: red has two of the same permit on the board" in error.message
    assert (error.line, error.column) == (4, 3)
    error = refusal("players: [red, blue]\nturn: 3\nactive: green\n")
    assert "S1" in error.message and "green" in error.message and error.line == 3
    error = refusal("players: [red, blue]\ntrade-cubes: {3: [red]}\n")
    assert "TP3" in error.message and error.line == 2


def test_read_errors_of_the_engine_become_input_errors(monkeypatch: pytest.MonkeyPatch) -> None:
    """A KeyError, ValueError or TypeError while reading never escapes."""
    for kind in (KeyError, ValueError, TypeError):
        def broken(data: Any, seed: str = "", kind: type[Exception] = kind) -> Position:
            raise kind("broken")
        monkeypatch.setattr(position_file, "position_from_data", broken)
        error = refusal("players: [red, blue]\n")
        assert "cannot read this position" in error.message and error.line == 1


def test_read_position_reads_a_file_and_names_it(tmp_path: Path) -> None:
    pos = positions()[3]
    path = tmp_path / "position.yaml"
    path.write_text(position_text(pos), encoding="utf-8")
    read = read_position(path)
    assert read.position == pos and read.filename == str(path)
    with pytest.raises(InputError) as caught:
        read_position(tmp_path / "missing.yaml")
    assert caught.value.filename.endswith("missing.yaml") and "cannot read" in caught.value.message


@pytest.mark.parametrize("version", [1, 2])
def test_a_position_file_always_says_its_rules_version(version: int) -> None:
    """Written with its version, whatever it is, and read back with the same one."""
    pos = replace(table(players=["red", "blue"]), rules_version=version)
    text = position_text(pos)
    assert f"rules-version: {version}" in text.splitlines()
    assert read_position_text(text, "p.yaml").position.rules_version == version


def test_a_position_file_without_a_rules_version_plays_todays_rules() -> None:
    """A hand-written tutorial or problem names no version: it is set up with the newest."""
    text = "players: [red, blue]\nturn: 1\nphase: roll\n"
    assert read_position_text(text, "p.yaml").position.rules_version == RULES_VERSION == 2


def test_the_shipped_position_example_is_a_table_that_can_exist() -> None:
    """examples/position-example.yaml shows every piece kind: it must pass every S/B/W check,
    not only the schema (a 3-player north stretch ends at F, S3)."""
    example = Path(__file__).resolve().parent.parent / "examples" / "position-example.yaml"
    position = read_position(example).position
    pieces = {(piece.piece, piece.at) for piece in position.board}
    assert ("wall", "north-F") in pieces and ("permit", "E10") in pieces
    assert list(position.players) == ["red", "blue", "green"]
