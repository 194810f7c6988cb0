"""Rule cases: building (docs/rules.md B1-B9), with the worked examples of the Danish rulebook.

Trade points (TP1-TP3) are in ``test_rules_trade_points.py``.
"""

from __future__ import annotations

from tests.support.tables import (
    act,
    at,
    kinds,
    legal,
    permit,
    piece,
    public,
    refused,
    table,
    waiting_for,
)

# B1 -------------------------------------------------------------------------------------------

def test_B1_two_build_projects_of_the_same_kind_in_one_turn() -> None:
    """B1: 'carries out 0, 1 or 2 build projects ... The same kind twice is allowed.'"""
    pos = table(board=[permit(0, "B3"), permit(1, "D11"), permit(2, "E2")],
                hands={"red": {"gold": 15}})
    one, _ = act(pos, "red", "build: {building: well, at: B3}")
    assert (one.builds, one.phase, one.hands["red"].gold) == (1, "build", 10)
    two, _ = act(one, "red", "build: {building: well, at: D11}")
    assert (two.builds, two.phase, two.hands["red"].gold) == (2, "permit", 5)
    assert at(two, "B3") == ["well/red"] and at(two, "D11") == ["well/red"]
    assert two.neutral_supply("well") == 2
    refused(two, "red", "build: {building: well, at: E2}")  # affordable, but a third project
    assert not [a for a in legal(two, "red") if a.startswith(("build", "wall", "church"))]


def test_B1_projects_of_different_kinds_and_none_at_all() -> None:
    """B1: 'Each is one of: his own building, a neutral building, a wall tile, a church tile.'"""
    pos = table(board=[permit(1, "B3")], hands={"red": {"gold": 3}}, deck=["green"])
    shop, _ = act(pos, "red", "build: {building: shop, at: B3}")
    wall, _ = act(shop, "red", "wall: {at: north-D}")
    assert at(wall, "B3") == at(wall, "C3") == ["shop/red"]
    assert [(p.piece, p.at, p.tile) for p in wall.board if p.piece == "wall"] == [
        ("wall", "north-D", 1)]
    assert (wall.builds, wall.phase, wall.hands["red"].gold, wall.hands["red"].green) == (
        2, "permit", 0, 1)
    none, _ = act(pos, "red", "gold")  # zero build projects: straight to phase 3
    assert (none.builds, none.phase, none.hands["red"].gold) == (0, "bonus", 5)


def test_B1_a_third_build_project_is_refused() -> None:
    """B1: 'the active player carries out 0, 1 or 2 build projects' - not a third."""
    pos = table(builds=2, board=[permit(0, "B3")], hands={"red": {"gold": 20}},
                church_stack=[1, 2, 3, 4, 5, 6, 7, 8, 9])
    assert refused(pos, "red", "build: {building: well, at: B3}").rule == "B1"
    assert refused(pos, "red", "wall: {at: north-D}").rule == "B1"
    assert refused(pos, "red", "church").rule == "B1"


def test_B1_the_third_project_after_two_builds_is_refused_as_B1() -> None:
    """B1: 'carries out 0, 1 or 2 build projects': the refusal of a third names B1."""
    pos = table(board=[permit(0, "B3"), permit(1, "D11"), permit(2, "E2")],
                hands={"red": {"gold": 15}})
    one, _ = act(pos, "red", "build: {building: well, at: B3}")
    two, _ = act(one, "red", "build: {building: well, at: D11}")
    assert refused(two, "red", "build: {building: well, at: E2}").rule == "B1"


# B2 -------------------------------------------------------------------------------------------

def test_B2_a_building_lies_wholly_inside_the_city() -> None:
    """B2: 'A building lies wholly inside the city, never on a wall space' (2 players: A-E)."""
    pos = table(board=[permit(2, "E4"), permit(1, "E11")], hands={"red": {"gold": 10}})
    assert refused(pos, "red", "build: {building: shop, at: E4}").rule == "B2"  # E4 F4
    assert refused(pos, "red", "build: {building: tavern, at: E11}").rule == "B2"  # F11 F12
    assert refused(pos, "red", "build: {building: well, at: north-D}").rule == "B2"
    after, _ = act(pos, "red", "build: {building: workshop, at: E4}")  # E4 E5: inside
    assert at(after, "E4") == at(after, "E5") == ["workshop/red"]
    assert after.hands["red"].gold == 8
    three = table(players=["red", "blue", "green"], board=[permit(2, "E4")],
                  hands={"red": {"gold": 1}})
    wider, _ = act(three, "red", "build: {building: shop, at: E4}")  # 3 players: A-G
    assert at(wider, "F4") == ["shop/red"] and wider.hands["red"].gold == 0


def test_B2_never_on_the_empty_church_foundation() -> None:
    """B2: 'never on the church foundation while it is empty'."""
    pos = table(board=[permit(1, "B6"), permit(0, "C6"), permit(2, "B8")],
                hands={"red": {"gold": 10}})
    assert refused(pos, "red", "build: {building: tavern, at: B6}").rule == "B2"  # B8 C8
    assert refused(pos, "red", "build: {building: market, at: B8}").rule == "B2"  # B8 C8
    assert refused(pos, "red", "build: {building: hall, at: B5}").rule == "B2"
    after, _ = act(pos, "red", "build: {building: workshop, at: B6}")  # B6 B8
    assert at(after, "B8") == ["workshop/red"] and at(after, "C8") == []


def test_B2_never_on_a_church_tile() -> None:
    """B2: 'never on a church tile' (also C7); the square beside it may be built on."""
    pos = table(board=[piece("church", "C8", "blue", tile=5), permit(2, "B8"),
                       permit(1, "B6")], hands={"red": {"gold": 10, "red": 3}})
    # docs/rules.md states this twice (B2 and C7); the engine and the church cases name C7
    assert refused(pos, "red", "build: {building: market, at: B8}").rule == "C7"
    assert refused(pos, "red", "build: {building: tavern, at: B6, pay: red}").rule == "C7"
    after, _ = act(pos, "red", "build: {building: well, at: B8}")
    assert at(after, "B8") == ["well/red"] and at(after, "C8") == ["church/blue"]


def test_B2_the_ships_row_does_not_matter() -> None:
    """B2: 'The ship's row does not matter.' (ship on 5, building in rows 11 and 12)."""
    pos = table(ship=5, board=[permit(1, "D11"), permit(0, "E12")],
                hands={"red": {"gold": 3}})
    after, events = act(pos, "red", "build: {building: tavern, at: D11}")
    assert at(after, "E12") == ["tavern/red"] and after.hands["red"].gold == 0
    assert public(events, "built") == [{"player": "red", "piece": "tavern", "at": "D11",
                                        "cubes": 1}]


# B3 / B4 --------------------------------------------------------------------------------------

def test_B3_the_squares_must_hold_as_many_permits_as_the_building_needs() -> None:
    """B3: 'at least as many permits (any owners) as the building needs'."""
    pos = table(board=[permit(4, "B2"), permit(3, "D2"), permit(0, "E2", "blue")],
                hands={"red": {"gold": 20}})
    assert refused(pos, "red", "build: {building: tavern, at: B2}").rule == "B3"  # 1 of 2
    assert refused(pos, "red", "build: {building: hall, at: D2}").rule == "B3"  # 2 of 3
    after, _ = act(pos, "red", "build: {building: merchant, at: D2}")  # red 3 + blue 0
    assert at(after, "E3") == ["merchant/red"] and after.hands["red"].gold == 17
    assert after.permits_in_supply("blue") == [0, 1, 2, 3, 4]


def test_B4_a_tie_for_the_highest_sum_means_nobody_builds() -> None:
    """B4: 'A tie for the highest sum means nobody may build there.'"""
    two = [permit(2, "B2"), permit(0, "C3"), permit(2, "C2", "blue")]  # red 0+2, blue 2
    for player in ("red", "blue"):
        pos = table(active=player, board=two, hands={player: {"gold": 9}})
        assert refused(pos, player, "build: {building: tavern, at: B2}").rule == "B4"
    three = [permit(1, "B2"), permit(2, "C2"), permit(3, "B3", "blue"), permit(1, "C3", "green")]
    for player in ("red", "blue", "green"):  # red 3, blue 3, green 1
        pos = table(players=["red", "blue", "green"], active=player, board=three,
                    hands={player: {"gold": 9}})
        assert refused(pos, player, "build: {building: hall, at: B2}").rule == "B4"


def test_B4_a_lone_0_permit_beats_no_permit() -> None:
    """B4: 'The builder must have at least one permit there ... A lone 0 permit beats none.'"""
    board = [permit(0, "C5")]
    blue = table(active="blue", board=board, hands={"blue": {"gold": 5}})
    assert refused(blue, "blue", "build: {building: well, at: C5}").rule == "B4"
    pos = table(board=board, hands={"red": {"gold": 5}})
    after, events = act(pos, "red", "build: {building: well, at: C5}")
    assert at(after, "C5") == ["well/red"] and after.hands["red"].gold == 0
    assert after.permits_in_supply("red") == [0, 1, 2, 3, 4]
    assert kinds(events) == ["pay", "permit-back", "built"]


def test_B4_green_0_plus_1_loses_to_red_2() -> None:
    """B4 (Danish example): 'green 0+1 loses to red 2'; red builds and pays green 1."""
    board = [permit(0, "D4", "green"), permit(1, "E4", "green"), permit(2, "D5")]
    players = ["red", "blue", "green"]
    green = table(players=players, active="green", board=board, hands={"green": {"gold": 9}})
    assert refused(green, "green", "build: {building: tavern, at: D4}").rule == "B4"
    pos = table(players=players, board=board, hands={"red": {"gold": 4}})
    after, events = act(pos, "red", "build: {building: tavern, at: D4}")
    assert (after.hands["red"].gold, after.hands["green"].gold) == (0, 1)
    assert at(after, "E5") == ["tavern/red"]
    assert after.permits_in_supply("green") == [0, 1, 2, 3, 4]
    assert public(events, "compensation") == [{"from": "red", "to": "green", "gold": 1}]
    assert public(events, "pay") == [{"player": "red", "gold": 3, "reason": "tavern"}]


def test_B4_a_permit_4_beats_0_1_2() -> None:
    """B4/B5 (Danish example): 'a permit 4 beats 0, 1 and 2'; all three are compensated."""
    board = [permit(4, "B2"), permit(0, "C2", "blue"), permit(1, "B3", "blue"),
             permit(2, "C3", "blue")]
    blue = table(active="blue", board=board, hands={"blue": {"gold": 20}})
    assert refused(blue, "blue", "build: {building: hall, at: B2}").rule == "B4"
    pos = table(board=board, hands={"red": {"gold": 8}})
    after, _ = act(pos, "red", "build: {building: hall, at: B2}")  # 3 needed, 4 there
    assert (after.hands["red"].gold, after.hands["blue"].gold) == (0, 3)  # 0+1+2, then 5
    assert after.permits_in_supply("blue") == after.permits_in_supply("red") == [0, 1, 2, 3, 4]


# B5 / B6 --------------------------------------------------------------------------------------

def test_B5_the_builder_must_pay_compensation_and_the_cost() -> None:
    """B5: 'pays every other player ... gold equal to the value of each such permit (needed or
    not), then pays the building's cost to the bank. He must be able to pay all of it.'"""
    board = [permit(3, "B2"), permit(2, "C2", "blue")]  # a shop needs one: blue's is unneeded
    poor = table(board=board, hands={"red": {"gold": 2}})
    assert refused(poor, "red", "build: {building: shop, at: B2}").rule == "B5"
    pos = table(board=board, hands={"red": {"gold": 3}})
    after, events = act(pos, "red", "build: {building: shop, at: B2}")
    assert (after.hands["red"].gold, after.hands["blue"].gold) == (0, 2)
    assert after.bank == pos.bank + 1
    assert kinds(events)[:2] == ["compensation", "pay"]
    assert public(events, "compensation") == [{"from": "red", "to": "blue", "gold": 2}]
    assert public(events, "pay") == [{"player": "red", "gold": 1, "reason": "shop"}]


def test_B5_the_trade_office_danish_example() -> None:
    """B5 (Danish example): red builds a trade office (hall), pays yellow and blue 2 gold each
    and 5 to the bank; every permit goes back; yellow's building is removed."""
    pos = table(players=["red", "blue", "yellow"],
                board=[permit(3, "C2"), permit(2, "D2", "yellow"), permit(2, "C3", "blue"),
                       piece("shop", "C4", "yellow")],
                hands={"red": {"gold": 9}})
    after, events = act(pos, "red", "build: {building: hall, at: C2}")
    gold = {p: h.gold for p, h in after.hands.items()}
    assert gold == {"red": 0, "blue": 2, "yellow": 2} and after.bank == pos.bank + 5
    assert public(events, "compensation") == [{"from": "red", "to": "blue", "gold": 2},
                                              {"from": "red", "to": "yellow", "gold": 2}]
    assert [p.piece for p in after.board] == ["hall"]
    assert after.board[0].cubes == 2 and after.neutral_supply("hall") == 2
    for player in ("red", "blue", "yellow"):
        assert after.permits_in_supply(player) == [0, 1, 2, 3, 4]
    assert after.own_buildings_in_supply("yellow") == ["shop", "workshop"]
    assert public(events, "removed") == [{"piece": "shop", "at": "C4", "owner": "yellow"}]
    assert after.pending == []


def test_B6_every_permit_on_the_covered_squares_goes_back_to_its_owner() -> None:
    """B6: 'Every permit on the covered squares goes back to its owner's supply.'"""
    pos = table(board=[permit(4, "B2"), permit(0, "C2"), permit(1, "B3", "blue"),
                       permit(2, "C3", "blue"), permit(3, "E5")], hands={"red": {"gold": 6}})
    after, events = act(pos, "red", "build: {building: tavern, at: B2}")  # red 4 > blue 3
    assert after.permits_in_supply("red") == [0, 1, 2, 4]  # the 3 on E5 stays
    assert after.permits_in_supply("blue") == [0, 1, 2, 3, 4]
    assert at(after, "E5") == ["permit/red"] and after.hands["red"].gold == 0
    assert sorted((e["owner"], e["value"]) for e in public(events, "permit-back")) == [
        ("blue", 1), ("blue", 2), ("red", 0), ("red", 4)]


# B7 -------------------------------------------------------------------------------------------

def test_B7_an_own_building_is_built_only_by_its_colour_from_his_supply() -> None:
    """B7: 'An own building (shop, workshop) is built only by its colour, from his supply.'"""
    board = [permit(1, "B2"), permit(2, "B4"), permit(1, "D2", "blue")]
    pos = table(board=board, hands={"red": {"gold": 5}})
    after, _ = act(pos, "red", "build: {building: shop, at: B2}")
    assert at(after, "C2") == ["shop/red"] and after.cubes_in_supply("red") == 10
    assert after.own_buildings_in_supply("red") == ["workshop"]
    assert after.own_buildings_in_supply("blue") == ["shop", "workshop"]
    assert refused(after, "red", "build: {building: shop, at: B4}").rule == "B7"
    assert refused(after, "red", "build: {building: small-hut, at: B4}").rule == "B7"
    blue = table(active="blue", board=board, hands={"blue": {"gold": 1}})
    done, _ = act(blue, "blue", "build: {building: shop, at: D2}")
    assert at(done, "E2") == ["shop/blue"] and done.hands["blue"].gold == 0


def test_B7_a_neutral_building_comes_from_the_neutral_supply_while_one_is_left() -> None:
    """B7: 'A neutral building is built from the neutral supply while one is left'."""
    wells = [piece("well", sq, "blue") for sq in ("E2", "E3", "E4", "E5")]
    pos = table(board=[*wells, permit(0, "B2")], hands={"red": {"gold": 10}})
    assert pos.neutral_supply("well") == 0
    assert refused(pos, "red", "build: {building: well, at: B2}").rule == "B7"
    after, _ = act(pos, "red", "build: {building: market, at: B2}")
    assert at(after, "C2") == ["market/red"] and after.neutral_supply("market") == 3


def test_B7_the_builder_puts_a_cube_on_each_flag() -> None:
    """B7: 'the builder puts one of his cubes on each of its flags'; a hall has two."""
    pos = table(board=[permit(1, "B2"), permit(2, "C2"), permit(3, "B3")],
                hands={"red": {"gold": 5}})
    after, events = act(pos, "red", "build: {building: hall, at: B2}")
    assert [(p.piece, p.cubes) for p in after.board] == [("hall", 2)]
    assert after.cubes_in_supply("red") == 8
    assert public(events, "built") == [{"player": "red", "piece": "hall", "at": "B2",
                                        "cubes": 2}]


def test_B7_only_as_many_cubes_as_he_has_left() -> None:
    """B7: '... on each of its flags (as many as he has left)': the last cube wins (E1)."""
    pos = table(trade={"red": 11}, trade_cubes={s: ["red"] for s in (3, 5, 7, 9, 11)},
                board=[piece("merchant", "D2"), piece("merchant", "D5"), piece("hall", "D8"),
                       permit(1, "B2"), permit(2, "C2"), permit(3, "B3")],
                hands={"red": {"gold": 5}})
    assert pos.cubes_in_supply("red") == 1
    after, events = act(pos, "red", "build: {building: hall, at: B2}")
    assert [p.cubes for p in after.board if p.at == "B2"] == [1]
    assert after.cubes_in_supply("red") == 0
    assert public(events, "built")[0]["cubes"] == 1
    assert (after.winner, after.phase) == ("red", "over")


# B8 -------------------------------------------------------------------------------------------

def test_B8_every_smaller_building_covered_wholly_or_partly_is_removed() -> None:
    """B8: 'Every smaller building that the new one covers, wholly or partly, is removed.'"""
    pos = table(board=[piece("well", "B2", "blue"), piece("shop", "C3", "blue"),
                       permit(0, "C2"), permit(1, "B3")], hands={"red": {"gold": 3}})
    after, events = act(pos, "red", "build: {building: tavern, at: B2}")  # no influence
    assert at(after, "C3") == ["tavern/red"] and at(after, "D3") == []
    assert public(events, "removed") == [{"piece": "well", "at": "B2", "owner": "blue"},
                                         {"piece": "shop", "at": "C3", "owner": "blue"}]
    assert after.own_buildings_in_supply("blue") == ["shop", "workshop"]
    assert after.neutral_supply("well") == 4 and after.cubes_in_supply("blue") == 10
    assert after.hands["red"].gold == 0 and after.discard == []


def test_B8_a_building_of_the_same_size_needs_3_influence_of_one_colour() -> None:
    """B8: 'A building of the same size may be built over only by paying 3 influence cards of
    one colour'."""
    board = [piece("shop", "C2", "blue"), permit(1, "B2")]
    poor = table(board=board, hands={"red": {"gold": 5, "red": 2, "blue": 2}})
    for pay in ("", ", pay: red", ", pay: green"):
        assert refused(poor, "red", f"build: {{building: market, at: B2{pay}}}").rule == "B8"
    pos = table(board=board, hands={"red": {"gold": 5, "red": 2, "blue": 3}})
    after, events = act(pos, "red", "build: {building: market, at: B2, pay: blue}")
    hand = after.hands["red"]
    assert (hand.gold, hand.red, hand.blue) == (0, 2, 0)
    assert after.discard == ["blue", "blue", "blue"]
    assert at(after, "C2") == ["market/red"] and at(after, "D2") == []
    assert after.own_buildings_in_supply("blue") == ["shop", "workshop"]
    assert {"player": "red", "influence": ["blue"] * 3, "reason": "build over"} in public(
        events, "pay")


def test_B8_the_pub_over_red_and_blue_buildings_danish_example() -> None:
    """B8 (Danish example): yellow builds a pub over red's and blue's buildings of its size,
    one payment of 3 influence for both, after compensating red 1 gold."""
    pos = table(players=["red", "blue", "yellow"], active="yellow",
                board=[piece("merchant", "C4", "red"), piece("tavern", "E4", "blue"),
                       permit(2, "D6", "yellow"), permit(1, "E6", "red")],
                hands={"yellow": {"gold": 4, "green": 3, "red": 3}})
    assert refused(pos, "yellow", "build: {building: tavern, at: D5}").rule == "B8"  # which?
    after, events = act(pos, "yellow", "build: {building: tavern, at: D5, pay: green}")
    hand = after.hands["yellow"]
    assert (hand.gold, hand.green, hand.red) == (0, 0, 3)
    assert after.hands["red"].gold == 1 and after.discard == ["green"] * 3
    assert [(p.piece, p.at, p.owner, p.cubes) for p in after.board] == [
        ("tavern", "D5", "yellow", 1)]
    assert public(events, "removed") == [{"piece": "merchant", "at": "C4", "owner": "red"},
                                         {"piece": "tavern", "at": "E4", "owner": "blue"}]
    assert after.cubes_in_supply("red") == after.cubes_in_supply("blue") == 10
    assert (after.neutral_supply("merchant"), after.neutral_supply("tavern")) == (5, 4)
    assert after.permits_in_supply("red") == [0, 1, 2, 3, 4]


def test_B8_larger_buildings_are_never_built_over() -> None:
    """B8: 'Larger buildings and church tiles can never be built over.'"""
    pos = table(board=[piece("tavern", "B2", "blue"), piece("hall", "C4", "blue"),
                       permit(2, "D2"), permit(1, "B5"), permit(0, "B6")],
                hands={"red": {"gold": 10, "red": 3}})
    for notation in ("build: {building: market, at: C2}", "build: {building: market, at: C2, "
                     "pay: red}", "build: {building: tavern, at: B5, pay: red}"):
        assert refused(pos, "red", notation).rule == "B8"


def test_B8_a_player_may_build_over_his_own_buildings() -> None:
    """B8: 'A player may build over his own buildings' (a same-size one still costs 3 cards)."""
    pos = table(board=[piece("small-hut", "D4"), permit(1, "E4"), permit(2, "D5"),
                       permit(3, "D6"), permit(4, "E6")],
                hands={"red": {"gold": 6, "red": 3}})
    tavern, _ = act(pos, "red", "build: {building: tavern, at: D4}")
    assert at(tavern, "D4") == ["tavern/red"]
    assert [(p.player, p.decision, p.piece) for p in tavern.pending] == [
        ("red", "hut", "small-hut")]
    placed, _ = act(tavern, "red", "hut: B11")
    after, events = act(placed, "red", "build: {building: merchant, at: D5, pay: red}")
    assert at(after, "D4") == [] and at(after, "E5") == ["merchant/red"]
    assert public(events, "removed") == [{"piece": "tavern", "at": "D4", "owner": "red"}]
    assert (after.neutral_supply("tavern"), after.neutral_supply("merchant")) == (5, 4)
    assert after.cubes_in_supply("red") == 9 and after.hands["red"].total == 0


# B9 -------------------------------------------------------------------------------------------

def test_B9_a_removed_building_takes_its_cubes_and_trade_points_back() -> None:
    """B9: 'A removed building goes back to its supply ...; its cubes go back to their owner;
    its owner loses the trade points it gave (TP3); a removed hut is re-placed (H1).'"""
    pos = table(trade={"blue": 3}, trade_cubes={3: ["blue"]},
                board=[piece("merchant", "A6", "blue"), piece("small-hut", "B5", "blue"),
                       permit(1, "A4"), permit(2, "B4"), permit(3, "A5")],
                hands={"red": {"gold": 5}})
    assert pos.neutral_supply("merchant") == 4 and pos.cubes_in_supply("blue") == 8
    after, events = act(pos, "red", "build: {building: hall, at: A4}")  # A4-B6
    assert public(events, "removed") == [{"piece": "merchant", "at": "A6", "owner": "blue"},
                                         {"piece": "small-hut", "at": "B5", "owner": "blue"}]
    assert after.neutral_supply("merchant") == 5 and at(after, "B8") == []
    assert after.cubes_in_supply("blue") == 10 and after.trade["blue"] == 1  # 3 - A6, A8
    assert public(events, "trade-cube-lost") == [{"player": "blue", "space": 3}]
    assert after.trade["red"] == 3 and after.trade_cubes == {3: ["red"]}  # A4 A5 A6
    assert [(p.player, p.decision, p.piece) for p in after.pending] == [
        ("blue", "hut", "small-hut")]
    assert waiting_for(after) == ["blue"]
