"""Rule cases: permits in phase 3 (P1-P4, option ``full_row``) and the bonus actions (X1-X5).

The pirate (PI1-PI4, option ``pirate_reward``) and the end of the game (E1) are in
``test_rules_pirate_end.py``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from pbem.elasund import Position, legal_actions
from pbem.elasund.actions import PlacePermit
from tests.support.tables import act, kinds, legal, public, refused, table

FULL_ROW = ["nearest-free", "adjacent-only"]  # the values of option full_row
COLUMNS = "ABCDE"  # the 2-player city


def piece(kind: str, square: str, owner: str = "blue", **extra: Any) -> dict[str, Any]:
    """A board entry."""
    return {"piece": kind, "at": square, "owner": owner, **extra}


def permit(value: int, square: str, owner: str = "blue") -> dict[str, Any]:
    """A board entry for a permit."""
    return piece("permit", square, owner, value=value)


def permits_on(pos: Position) -> dict[str, tuple[str, int | None]]:
    """Every permit on the board: square -> (owner, value)."""
    return {p.at: (p.owner, p.value) for p in pos.board if p.piece == "permit"}


def free_permit_squares(pos: Position, player: str) -> set[str]:
    """Squares a value-0 permit may go to in phase 3 without paying influence."""
    return {a.at for a in legal_actions(pos, player)
            if isinstance(a, PlacePermit) and a.value == 0 and a.pay is None}


def squares_of(*rows: int) -> set[str]:
    """The city squares of some rows, less the empty church foundation C8 (P4)."""
    return {f"{c}{r}" for r in rows for c in COLUMNS} - {"C8"}


def free_in(pos: Position, row: int) -> list[str]:
    """The squares of a row that nothing covers, west to east, less the empty C8 (P4)."""
    covered = {sq for p in pos.board for sq in p.squares()}
    return [f"{c}{row}" for c in COLUMNS if f"{c}{row}" not in covered | {"C8"}]


# Row 5 full: two markets and a well.
ROW5 = [piece("market", "A5"), piece("market", "C5"), piece("well", "E5")]
# Rows 4, 5 and 6 full: two halls, a workshop and a well.
BAND = [piece("hall", "A4"), piece("hall", "C4"), piece("workshop", "E4"), piece("well", "E6")]


# P1 to P4 ------------------------------------------------------------------------------------

def test_P1_a_permit_costs_its_value_in_gold() -> None:
    """P1: 'the active player ... places one permit from his supply, paying its value in
    gold'."""
    pos = table(board=[permit(1, "A2", "red")], phase="permit", hands={"red": {"gold": 3}})
    after, events = act(pos, "red", "permit: {value: 3, at: B5}")
    assert permits_on(after) == {"A2": ("red", 1), "B5": ("red", 3)}
    assert (after.hands["red"].gold, after.bank) == (0, 51)
    assert after.permits_in_supply("red") == [0, 2, 4]
    assert after.phase == "bonus" and after.active == "red"
    assert kinds(events) == ["pay", "permit"]
    assert public(events, "pay") == [{"player": "red", "gold": 3, "reason": "permit"}]
    assert public(events, "permit") == [{"player": "red", "value": 3, "at": "B5"}]
    assert refused(pos, "red", "permit: {value: 4, at: B5}").rule == "P1"  # 4 gold, holds 3
    assert refused(pos, "red", "permit: {value: 1, at: B5}").rule == "P1"  # 1 is on A2
    free, events = act(pos, "red", "permit: {value: 0, at: C5}")
    assert permits_on(free)["C5"] == ("red", 0) and free.hands["red"].gold == 3
    assert kinds(events) == ["permit"]
    # phase 3 is over once a permit lies: no second permit, no 2 gold
    assert refused(after, "red", "permit: {value: 0, at: C5}").rule == "T1"
    assert refused(after, "red", "gold").rule == "T1"


def test_P1_or_takes_two_gold() -> None:
    """P1: '... or takes 2 gold.'"""
    pos = table(board=[], hands={"red": {"gold": 1}})
    after, events = act(pos, "red", "gold")
    assert (after.hands["red"].gold, after.bank) == (3, 48)
    assert permits_on(after) == {} and after.phase == "bonus"
    assert public(events, "gold") == [{"player": "red", "count": 2, "reason": "phase 3"}]
    assert refused(after, "red", "gold").rule == "T1"
    assert refused(after, "red", "permit: {value: 0, at: B5}").rule == "T1"


def test_P1_a_player_who_places_no_permit_takes_two_gold() -> None:
    """P1: 'A player who places no permit takes 2 gold.' (also when the turn just ends)"""
    pos = table(board=[], hands={"red": {"gold": 1}}, dice=[[1, 1]])
    after, events = act(pos, "red", "end-turn")
    assert after.hands["red"].gold == 3 and after.active == "blue"
    assert public(events, "gold")[0] == {"player": "red", "count": 2, "reason": "phase 3"}
    placed, _ = act(pos, "red", "permit: {value: 0, at: B5}")
    ended, events = act(placed, "red", "end-turn")
    assert ended.hands["red"].gold == 1 and "gold" not in kinds(events)


SCENARIOS = [  # board, ship, rows allowed under nearest-free, under adjacent-only
    (ROW5[:2], 5, [5], [5]),  # the ship's row has a free square (E5): only there
    (ROW5, 5, [4, 6], [4, 6]),  # ship's row full: both neighbours, the player chooses
    (BAND, 4, [3], [3]),  # row 5 is full too: only row 3
    (BAND, 5, [3, 8], []),  # rows 3 and 8 are the nearest (6 and 8 are neighbours)
    (BAND, 6, [8], [8]),  # no row 7: row 8 is next to row 6
]


@pytest.mark.parametrize("option", FULL_ROW)
@pytest.mark.parametrize(("board", "ship", "nearest", "adjacent"), SCENARIOS)
def test_P2_the_permit_goes_in_the_ships_row_else_the_nearest_free_row(
    option: str, board: list[dict[str, Any]], ship: int, nearest: list[int],
    adjacent: list[int],
) -> None:
    """P2: 'a free square in the ship's row. If that row has none, it goes in the nearest row
    (up or down) that has one; at equal distance the player chooses.' (option full_row)"""
    pos = table(board=board, ship=ship, phase="permit", rules={"full_row": option},
                hands={"red": {"gold": 2}})
    rows = nearest if option == "nearest-free" else adjacent
    free = {row: free_in(pos, row) for row in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)}
    assert free_permit_squares(pos, "red") == {sq for r in rows for sq in free[r]}
    for row in rows:
        square = free[row][0]
        after, events = act(pos, "red", f"permit: {{value: 2, at: {square}}}")
        assert permits_on(after) == {square: ("red", 2)} and after.hands["red"].gold == 0
        assert public(events, "permit") == [{"player": "red", "value": 2, "at": square}]
    for row, squares in free.items():
        if row not in rows and squares:
            assert refused(pos, "red", f"permit: {{value: 2, at: {squares[0]}}}").rule == "P2"


@pytest.mark.parametrize("option", FULL_ROW)
def test_P2_adjacent_only_needs_influence_when_both_neighbours_are_full(option: str) -> None:
    """P2 / section 14: under adjacent-only, with both neighbouring rows full 'the permit needs
    the 2-influence payment'; under nearest-free it goes to the nearest free row for nothing."""
    pos = table(board=BAND, ship=5, phase="permit", rules={"full_row": option},
                hands={"red": {"gold": 0, "red": 2}})
    square = "B8" if option == "adjacent-only" else "B2"  # B2 needs pay under both
    paid, events = act(pos, "red", f"permit: {{value: 0, at: {square}, pay: red}}")
    assert permits_on(paid) == {square: ("red", 0)}
    assert paid.hands["red"].red == 0 and paid.discard == ["red", "red"]
    assert public(events, "pay") == [
        {"player": "red", "influence": ["red", "red"], "reason": "permit in any row"}]
    poor = table(board=BAND, ship=5, phase="permit", rules={"full_row": option},
                 hands={"red": {"gold": 0}})
    if option == "adjacent-only":
        assert refused(poor, "red", "permit: {value: 0, at: B8}").rule == "P2"
        assert refused(poor, "red", "permit: {value: 0, at: B3}").rule == "P2"
    else:
        assert refused(poor, "red", "permit: {value: 0, at: B2}").rule == "P2"
        free, _ = act(pos, "red", "permit: {value: 0, at: B8}")
        assert permits_on(free) == {"B8": ("red", 0)} and free.hands["red"].red == 2
        # a pay there buys nothing: left aside (tests/test_rules_readings.py); version 1
        # refused it
        old = replace(pos, rules_version=1)
        assert refused(old, "red", "permit: {value: 0, at: B8, pay: red}").rule == "P3"


def test_P3_two_cards_of_one_colour_place_the_permit_in_any_row() -> None:
    """P3: 'For 2 influence cards of one colour the permit may go on a free square in any
    row.'"""
    pos = table(board=[], ship=5, phase="permit",
                hands={"red": {"gold": 1, "red": 2, "blue": 1, "green": 3}})
    after, events = act(pos, "red", "permit: {value: 1, at: D11, pay: red}")
    assert permits_on(after) == {"D11": ("red", 1)}
    hand = after.hands["red"]
    assert (hand.gold, hand.red, hand.blue, hand.green) == (0, 0, 1, 3)
    assert after.discard == ["red", "red"] and after.phase == "bonus"
    assert kinds(events) == ["pay", "pay", "permit"]
    green, _ = act(pos, "red", "permit: {value: 1, at: D11, pay: green}")
    assert permits_on(green) == {"D11": ("red", 1)} and green.hands["red"].green == 1
    assert {a for a in legal(pos, "red") if a.startswith("permit:") and "D11" in a} == {
        "permit: {value: 0, at: D11, pay: red}", "permit: {value: 1, at: D11, pay: red}",
        "permit: {value: 0, at: D11, pay: green}", "permit: {value: 1, at: D11, pay: green}"}
    # without pay (two colours could pay, so it is not filled in) the row of P2 applies
    assert refused(pos, "red", "permit: {value: 1, at: D11}").rule == "P2"
    assert refused(pos, "red", "permit: {value: 1, at: D11, pay: blue}").rule == "P3"  # 1 blue
    # in the allowed row no payment is needed, and none is taken (left aside since rules
    # version 2, tests/test_rules_readings.py; refused before)
    assert refused(replace(pos, rules_version=1), "red",
                   "permit: {value: 1, at: D5, pay: red}").rule == "P3"
    # holding a single pair, an outside permit without pay is still refused: paying is
    # a choice the player must write, never one the engine guesses
    one_pair = table(board=[], ship=5, phase="permit", hands={"red": {"gold": 1, "red": 2}})
    assert refused(one_pair, "red", "permit: {value: 1, at: D11}").rule == "P2"


def test_P4_free_squares_trade_squares_may_hold_permits_the_empty_foundation_not() -> None:
    """P4: 'A free square is a square of the city with no building, no permit and no church
    tile, other than the church foundation while it is empty. Trade squares may hold
    permits.'"""
    board = [piece("well", "B8"), permit(0, "D8")]
    pos = table(board=board, ship=8, phase="permit", hands={"red": {"gold": 0, "red": 2}})
    assert free_permit_squares(pos, "red") == {"A8", "E8"}
    after, _ = act(pos, "red", "permit: {value: 0, at: A8}")  # a harbour trade square
    assert permits_on(after)["A8"] == ("red", 0)
    for square in ("B8", "C8", "D8", "F8"):  # building, empty foundation, permit, outside
        assert refused(pos, "red", f"permit: {{value: 0, at: {square}}}").rule == "P4"
        assert refused(pos, "red", f"permit: {{value: 0, at: {square}, pay: red}}").rule == "P4"
    # row 8 with only the empty foundation left counts as full (P2 goes to rows 6 and 9)
    full = table(board=[*board, permit(1, "A8"), permit(2, "E8")], ship=8, phase="permit",
                 hands={"red": {"gold": 0}})
    assert free_permit_squares(full, "red") == squares_of(6, 9)
    # once a church tile lies on C8 that square holds a tile; the church's other squares
    # stay free until their tile comes (C7)
    church = table(board=[*board, piece("church", "C8", "blue", tile=1)], ship=8,
                   phase="permit", hands={"red": {"gold": 0}})
    assert free_permit_squares(church, "red") == {"A8", "E8"}
    assert refused(church, "red", "permit: {value: 0, at: C8}").rule == "P4"
    on_church_area, _ = act(church, "red", "permit: {value: 0, at: E8}")
    assert permits_on(on_church_area)["E8"] == ("red", 0)


# X1 to X5 ------------------------------------------------------------------------------------

def bonus_table(hand: dict[str, int], **fields: Any) -> Position:
    """Red in phase 4 with his 1 permit on B5 and blue's 0 on D5; blue's roll will be a 2."""
    fields.setdefault("board", [permit(1, "B5", "red"), permit(0, "D5")])
    fields.setdefault("phase", "bonus")
    return table(hands={"red": hand}, dice=[[1, 1]], **fields)


def test_X1_move_a_permit_to_any_free_square_for_two_of_one_colour() -> None:
    """X1: 'move one of your permits on the board to any free square. Cost: 2 influence of one
    colour.'"""
    pos = bonus_table({"blue": 2, "red": 1})
    after, events = act(pos, "red", "move-permit: {from: B5, to: A12, pay: blue}")
    assert permits_on(after) == {"A12": ("red", 1), "D5": ("blue", 0)}
    hand = after.hands["red"]
    assert (hand.gold, hand.red, hand.blue, hand.green) == (0, 1, 0, 0)
    assert after.discard == ["blue", "blue"]
    assert public(events, "permit-moved") == [{"player": "red", "from": "B5", "to": "A12"}]
    assert after.active == "blue" and "turn-end" in kinds(events)  # the bonus ends the turn
    for notation in ("move-permit: {from: B5, to: A12, pay: red}",  # one red card only
                     "move-permit: {from: D5, to: A12, pay: blue}",  # blue's permit
                     "move-permit: {from: C5, to: A12, pay: blue}",  # no permit there
                     "move-permit: {from: B5, to: D5, pay: blue}",  # not free
                     "move-permit: {from: B5, to: C8, pay: blue}",  # empty foundation
                     "move-permit: {from: B5, to: F5, pay: blue}"):  # outside the city
        assert refused(pos, "red", notation).rule == "X1"


def test_X2_upgrade_a_permit_for_two_of_one_colour_and_the_difference_in_gold() -> None:
    """X2: 'replace one of your permits on the board with a higher one from your supply (the
    old one returns to supply). Cost: 2 influence of one colour, plus gold equal to the
    difference in value.'"""
    board = [permit(1, "B5", "red"), permit(2, "A2", "red")]
    pos = bonus_table({"gold": 2, "green": 2}, board=board)
    after, events = act(pos, "red", "upgrade-permit: {at: B5, value: 3, pay: green}")
    assert permits_on(after) == {"A2": ("red", 2), "B5": ("red", 3)}
    assert after.permits_in_supply("red") == [0, 1, 4]
    assert (after.hands["red"].gold, after.hands["red"].green) == (0, 0)
    assert after.discard == ["green", "green"] and after.bank == 51
    assert public(events, "permit-upgraded") == [
        {"player": "red", "at": "B5", "from": 1, "to": 3}]
    for notation in ("upgrade-permit: {at: B5, value: 0, pay: green}",  # lower
                     "upgrade-permit: {at: B5, value: 2, pay: green}",  # 2 is on A2
                     "upgrade-permit: {at: D5, value: 3, pay: green}",  # no permit of his
                     "upgrade-permit: {at: B5, value: 3, pay: red}"):  # no red pair
        assert refused(pos, "red", notation).rule == "X2"
    # 1 -> 4 costs 3 gold; he holds 2
    assert refused(pos, "red", "upgrade-permit: {at: B5, value: 4, pay: green}").rule == "X5"


def test_X3_place_a_permit_anywhere_for_three_colours_and_its_value() -> None:
    """X3: 'place a permit from your supply on any free square. Cost: 3 influence of three
    different colours, plus gold equal to its value.'"""
    pos = bonus_table({"gold": 2, "red": 1, "blue": 1, "green": 1})
    after, events = act(pos, "red", "place-permit: {value: 2, at: A12}")
    assert permits_on(after) == {"A12": ("red", 2), "B5": ("red", 1), "D5": ("blue", 0)}
    assert after.hands["red"].total == 0 and after.discard == ["red", "blue", "green"]
    assert public(events, "permit") == [{"player": "red", "value": 2, "at": "A12"}]
    assert public(events, "pay") == [
        {"player": "red", "influence": ["red", "blue", "green"], "reason": "place permit"},
        {"player": "red", "gold": 2, "reason": "place permit"}]
    for square in ("B5", "D5", "C8", "F5"):
        assert refused(pos, "red", f"place-permit: {{value: 2, at: {square}}}").rule == "X3"
    assert refused(pos, "red", "place-permit: {value: 1, at: A12}").rule == "X3"  # on B5
    assert refused(pos, "red", "place-permit: {value: 3, at: A12}").rule == "X5"  # 3 gold
    two_red = bonus_table({"gold": 2, "red": 2, "blue": 1})
    assert refused(two_red, "red", "place-permit: {value: 0, at: A12}").rule == "X3"


def test_X4_two_gold_for_three_colours() -> None:
    """X4: 'take 2 gold. Cost: 3 influence of three different colours.'"""
    pos = bonus_table({"gold": 1, "red": 1, "blue": 1, "green": 1})
    after, events = act(pos, "red", "bonus-gold")
    hand = after.hands["red"]
    assert (hand.gold, hand.influence) == (3, 0) and after.discard == ["red", "blue", "green"]
    assert public(events, "gold") == [{"player": "red", "count": 2, "reason": "bonus"}]
    assert after.active == "blue"
    assert refused(bonus_table({"red": 2, "blue": 1}), "red", "bonus-gold").rule == "X4"
    assert refused(bonus_table({"red": 1, "green": 2}), "red", "bonus-gold").rule == "X4"


def test_X5_at_most_one_bonus_action_a_turn() -> None:
    """X5: 'At most one bonus action a turn' (the bonus ends the turn by itself)."""
    pos = bonus_table({"red": 2, "blue": 2, "green": 2})
    after, events = act(pos, "red", "bonus-gold")
    assert kinds(events)[-3:] == ["turn-start", "roll", "ship"]
    assert (after.active, after.turn, after.phase, after.ship) == ("blue", 2, "build", 2)
    assert after.hands["red"].influence == 3  # he could pay a second one
    assert legal(after, "red") == []
    assert refused(after, "red", "bonus-gold").rule == "T1"
    assert refused(after, "red", "move-permit: {from: B5, to: A12, pay: red}").rule == "T1"


def test_X5_only_when_the_whole_cost_can_be_paid() -> None:
    """X5: '... and only when its whole cost can be paid.' (an unplayed phase 3's 2 gold count,
    docs/rules.md, 'Skipping to the bonus')."""
    board = [permit(0, "B5", "red")]
    late = bonus_table({"gold": 1, "red": 2}, board=board)
    assert refused(late, "red", "upgrade-permit: {at: B5, value: 2, pay: red}").rule == "X5"
    assert "upgrade-permit: {at: B5, value: 1, pay: red}" in legal(late, "red")
    early = bonus_table({"gold": 0, "red": 2}, board=board, phase="build")
    after, events = act(early, "red", "upgrade-permit: {at: B5, value: 2, pay: red}")
    assert permits_on(after) == {"B5": ("red", 2)} and after.hands["red"].gold == 0
    assert public(events, "gold")[0] == {"player": "red", "count": 2, "reason": "phase 3"}
    assert refused(early, "red", "upgrade-permit: {at: B5, value: 3, pay: red}").rule == "X5"
    assert refused(early, "red", "place-permit: {value: 1, at: A12}").rule == "X3"
