"""Rule cases: trade points and the cubes of the trade track (docs/rules.md TP1-TP3, option
``trade_flags``), with the worked example of the Danish rulebook.

Building itself (B1-B9) is in ``test_rules_building.py``.
"""

from __future__ import annotations

import pytest

from tests.support.tables import act, at, kinds, permit, piece, public, table

TRADE_FLAGS = ["limited", "unlimited"]  # every value of option trade_flags (docs/rules.md §14)
THREE = ["red", "blue", "green"]
FOUR = ["red", "blue", "green", "yellow"]


# TP1 ------------------------------------------------------------------------------------------

def test_TP1_a_building_on_harbour_squares_gives_a_point_for_each() -> None:
    """TP1: 'gives its builder the trade points of every trade square it covers' (column A: 1)."""
    pos = table(board=[permit(0, "A2"), permit(1, "B3"), permit(2, "C11")],
                hands={"red": {"gold": 8}})
    harbour, events = act(pos, "red", "build: {building: tavern, at: A2}")  # A2 A3 are harbour
    assert harbour.trade == {"red": 2, "blue": 0} and harbour.trade_cubes == {}
    assert public(events, "trade") == [{"player": "red", "from": 0, "to": 2}]
    inland, events = act(harbour, "red", "build: {building: well, at: C11}")
    assert inland.trade == {"red": 2, "blue": 0} and "trade" not in kinds(events)


@pytest.mark.parametrize(("players", "square"),
                         [(THREE, "F2"), (THREE, "F12"), (FOUR, "H2"), (FOUR, "H12")])
def test_TP1_a_gate_square_gives_2_points(players: list[str], square: str) -> None:
    """TP1 with S4: gate squares F2, F12 (3 and 4 players) and H2, H12 (4 players) give 2."""
    pos = table(players=players, board=[permit(0, square)], hands={"red": {"gold": 5}})
    after, events = act(pos, "red", f"build: {{building: well, at: {square}}}")
    assert after.trade["red"] == 2 and at(after, square) == ["well/red"]
    assert public(events, "trade") == [{"player": "red", "from": 0, "to": 2}]


def test_TP1_church_tiles_give_no_trade_points() -> None:
    """TP1: 'Church tiles give none' (tile 7 lands on the harbour square A8 when 9 is first)."""
    pos = table(board=[piece("church", "C8", "blue", tile=9)],
                church_stack=[7, 1, 2, 3, 4, 5, 6, 8], hands={"red": {"gold": 7}})
    after, events = act(pos, "red", "church")
    assert at(after, "A8") == ["church/red"] and after.hands["red"].gold == 0
    assert after.trade == {"red": 0, "blue": 0} and "trade" not in kinds(events)


# TP2 ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("option", TRADE_FLAGS)
def test_TP2_a_cube_on_every_flag_space_reached_or_passed(option: str) -> None:
    """TP2: 'reaches or passes space 3, 5, 7 ... puts one cube on a free flag of that space.
    ... space 7 has 2 ... with no free flag, no cube.' Under ``unlimited`` a cube may always go."""
    pos = table(players=THREE, rules={"trade_flags": option},
                trade={"red": 4, "blue": 7, "green": 7},
                trade_cubes={3: ["red", "blue", "green"], 5: ["blue", "green"],
                             7: ["blue", "green"]},
                board=[permit(1, "A2"), permit(2, "B2"), permit(3, "A3")],
                hands={"red": {"gold": 5}})
    after, events = act(pos, "red", "build: {building: hall, at: A2}")  # A2 A3 A4: 4 -> 7
    assert after.trade["red"] == 7
    assert after.trade_cubes[5] == ["blue", "green", "red"]  # the third flag of 5 was free
    seven = ["blue", "green"] + (["red"] if option == "unlimited" else [])
    assert after.trade_cubes[7] == seven  # both flags of 7 were taken
    spaces = [5] + ([7] if option == "unlimited" else [])
    assert public(events, "trade-cube") == [{"player": "red", "space": s} for s in spaces]
    assert after.cubes_in_supply("red") == 10 - 2 - 1 - len(spaces)  # hall, space 3, new


@pytest.mark.parametrize("option", TRADE_FLAGS)
def test_TP2_the_trade_track_ends_at_11(option: str) -> None:
    """TP2: 'The trade track runs 0 to 11 (points beyond 11 are not recorded).'"""
    pos = table(rules={"trade_flags": option}, trade={"red": 10},
                trade_cubes={s: ["red"] for s in (3, 5, 7, 9)},
                board=[permit(0, "A2"), permit(1, "B2")], hands={"red": {"gold": 3}})
    after, events = act(pos, "red", "build: {building: tavern, at: A2}")  # 2 points
    assert after.trade["red"] == 11
    assert public(events, "trade") == [{"player": "red", "from": 10, "to": 11}]
    assert after.trade_cubes[11] == ["red"]
    assert public(events, "trade-cube") == [{"player": "red", "space": 11}]


# TP3 ------------------------------------------------------------------------------------------

def test_TP3_red_loses_a_trade_cube_danish_example() -> None:
    """TP3 (Danish example): red at 5 with 2 cubes loses his building on a trade square to
    blue: red goes back 1 point and takes his cube off 5; blue gains 2 and places a cube."""
    pos = table(active="blue", trade={"red": 5, "blue": 1}, trade_cubes={3: ["red"], 5: ["red"]},
                board=[piece("shop", "A3", "red"), permit(1, "A2", "blue"),
                       permit(2, "B2", "blue")], hands={"blue": {"gold": 3}})
    after, events = act(pos, "blue", "build: {building: tavern, at: A2}")  # A2 B2 A3 B3
    assert after.trade == {"red": 4, "blue": 3}
    assert after.trade_cubes == {3: ["red", "blue"]}
    assert after.cubes_in_supply("red") == 9 and after.cubes_in_supply("blue") == 8
    assert after.own_buildings_in_supply("red") == ["shop", "workshop"]
    assert [(e.kind, e.public) for e in events if e.kind.startswith("trade")] == [
        ("trade", {"player": "red", "from": 5, "to": 4}),
        ("trade-cube-lost", {"player": "red", "space": 5}),
        ("trade", {"player": "blue", "from": 1, "to": 3}),
        ("trade-cube", {"player": "blue", "space": 3})]


def test_TP3_every_cube_above_the_new_total_goes_back() -> None:
    """TP3: 'For every space above his new total on which he has a cube, the cube goes back.'"""
    pos = table(active="blue", trade={"red": 9}, trade_cubes={s: ["red"] for s in (3, 5, 7, 9)},
                board=[piece("hall", "A2", "red"), permit(1, "A5", "blue"),
                       permit(2, "B5", "blue"), permit(3, "A6", "blue")],
                hands={"blue": {"gold": 5, "red": 3}})
    assert pos.cubes_in_supply("red") == 4  # 2 on the hall, 4 on the track
    after, events = act(pos, "blue", "build: {building: hall, at: A4, pay: red}")  # A4-B6
    assert after.trade == {"red": 6, "blue": 3}  # red loses A2 A3 A4; blue gains A4 A5 A6
    assert public(events, "trade-cube-lost") == [{"player": "red", "space": 7},
                                                 {"player": "red", "space": 9}]
    assert after.trade_cubes == {3: ["red", "blue"], 5: ["red"]}
    assert after.cubes_in_supply("red") == 8  # the hall's 2 and the track's 7 and 9


def test_TP3_reaching_a_space_again_scores_it_again() -> None:
    """TP3: 'Reaching a space again scores it again' (red builds over his own shop)."""
    pos = table(trade={"red": 5}, trade_cubes={3: ["red"], 5: ["red"]},
                board=[piece("shop", "A3"), permit(0, "A2"), permit(1, "B2")],
                hands={"red": {"gold": 3}})
    after, events = act(pos, "red", "build: {building: tavern, at: A2}")
    assert after.trade["red"] == 6 and after.trade_cubes == {3: ["red"], 5: ["red"]}
    assert [(e.kind, e.public) for e in events if e.kind.startswith("trade")] == [
        ("trade", {"player": "red", "from": 5, "to": 4}),
        ("trade-cube-lost", {"player": "red", "space": 5}),
        ("trade", {"player": "red", "from": 4, "to": 6}),
        ("trade-cube", {"player": "red", "space": 5})]


@pytest.mark.parametrize("option", TRADE_FLAGS)
def test_TP3_a_flag_given_back_is_free_again(option: str) -> None:
    """TP3 with TP2: blue's cube leaves the single flag of 11 as blue drops to 10 (from 11,
    docs/rules.md, 'Trade points lost after the cap'), so red reaching 11 in the same build
    places a cube there."""
    pos = table(rules={"trade_flags": option}, trade={"red": 9, "blue": 11},
                trade_cubes={s: ["red", "blue"] if s < 11 else ["blue"] for s in (3, 5, 7, 9, 11)},
                board=[piece("market", "A5", "blue"), permit(1, "A6"), permit(2, "B6")],
                hands={"red": {"gold": 3}})
    after, events = act(pos, "red", "build: {building: tavern, at: A5}")  # A5 B5 A6 B6
    assert after.trade == {"red": 11, "blue": 10}
    assert after.trade_cubes[11] == ["red"] and after.trade_cubes[9] == ["red", "blue"]
    assert public(events, "trade-cube-lost") == [{"player": "blue", "space": 11}]
    assert public(events, "trade-cube") == [{"player": "red", "space": 11}]
