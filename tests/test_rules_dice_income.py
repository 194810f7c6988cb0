"""Rule cases: the dice, the ship and income (docs/rules.md D1-D3, I1-I3, option ``bank_shortage``).

Setting up and the turn (S1-S9, T1, T2) are in ``test_rules_setup_turn.py``.
"""

from __future__ import annotations

from typing import Any

import pytest

from pbem.elasund.position import Position
from tests.support.tables import act, kinds, legal, refused, table

DICE = {2: [1, 1], 3: [1, 2], 4: [2, 2], 5: [2, 3], 6: [3, 3], 8: [4, 4], 9: [4, 5],
        10: [5, 5], 11: [5, 6], 12: [6, 6]}
SHORTAGE = [{"bank_shortage": "halve-then-pay"}, {"bank_shortage": "no-income"}]


def hands(pos: Position) -> dict[str, dict[str, int]]:
    """Every hand as a plain dict."""
    return {p: vars(h).copy() for p, h in pos.hands.items()}


def events_of(events: list[Any], kind: str) -> list[dict[str, Any]]:
    """The public part of the events of one kind."""
    return [e.public for e in events if e.kind == kind]


# D1 to D3 --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("ship", "dice", "row"), [(8, [2, 3], 5), (None, [6, 6], 12),
                                                   (2, [4, 6], 10), (12, [1, 1], 2)])
def test_D1_the_ship_moves_to_the_sum(ship: int | None, dice: list[int], row: int) -> None:
    """D1: 'The active player rolls 2d6; the ship moves to the row equal to the sum.'"""
    pos = table(phase="roll", ship=ship, dice=[dice], board=[])
    after, events = act(pos, "red", "roll")
    assert (after.ship, after.phase, after.pending, after.dice) == (row, "build", [], [])
    assert events_of(events, "roll") == [{"player": "red", "dice": dice, "sum": row,
                                          "forced": True}]
    assert events_of(events, "ship") == [{"from": ship, "to": row, "pirate": False}]


@pytest.mark.parametrize(("row", "up", "down"), [(4, 2, 6), (5, 3, 8), (6, 4, 9), (8, 5, 10),
                                                 (9, 6, 11), (10, 8, 12)])
def test_D2_equal_sum_moves_two_up_or_down_the_roller_chooses(row: int, up: int,
                                                              down: int) -> None:
    """D2: 'it moves 2 spaces up or down ... 4->2/6; 5->3/8; 6->4/9; 8->5/10; 9->6/11;
    10->8/12 (the track has no 7)'."""
    pos = table(phase="roll", ship=row, dice=[DICE[row]], board=[])
    rolled, _ = act(pos, "red", "roll")
    assert rolled.ship == row and rolled.phase == "roll"
    assert [(p.player, p.decision) for p in rolled.pending] == [("red", "ship")]
    assert legal(rolled, "red") == ["ship: up", "ship: down"]
    assert refused(rolled, "red", "build: {building: shop, at: C5}").rule == "D2"
    assert refused(rolled, "blue", "ship: up").rule == "D2"
    for answer, target in (("up", up), ("down", down)):
        after, events = act(rolled, "red", f"ship: {answer}")
        assert (after.ship, after.phase, after.pending) == (target, "build", [])
        assert events_of(events, "ship") == [{"from": row, "to": target, "pirate": False}]
        assert refused(after, "red", f"ship: {answer}").rule == "T1"


@pytest.mark.parametrize(("row", "target"), [(2, 4), (3, 5), (11, 9), (12, 10)])
def test_D2_at_the_ends_of_the_track_the_move_is_forced(row: int, target: int) -> None:
    """D2: 'the roller choosing where both exist: 2->4; 3->5; ... 11->9; 12->10'."""
    pos = table(phase="roll", ship=row, dice=[DICE[row]], board=[])
    after, events = act(pos, "red", "roll")
    assert (after.ship, after.phase, after.pending) == (target, "build", [])
    assert events_of(events, "ship") == [{"from": row, "to": target, "pirate": False}]
    assert refused(after, "red", "ship: up").rule == "T1"


def test_D2_income_is_for_the_row_the_ship_ends_on() -> None:
    """D2: the ship must move; income follows the chosen row (5 -> down -> 8), not the sum."""
    pos = table(phase="roll", ship=5, dice=[[1, 4]])  # start huts: large huts B8-B9, E8-E9
    rolled, events = act(pos, "red", "roll")
    assert hands(rolled) == hands(pos) and "gold" not in kinds(events)
    after, events = act(rolled, "red", "ship: down")
    assert after.ship == 8
    assert (after.hands["red"].gold, after.hands["blue"].gold) == (1, 1)
    assert after.bank == 49


def test_D3_a_seven_calls_the_pirate() -> None:
    """D3: 'A roll of 7 calls the pirate (section 11).'"""
    pos = table(phase="roll", ship=8, dice=[[3, 4]])
    rolled, events = act(pos, "red", "roll")
    assert [(p.player, p.decision) for p in rolled.pending] == [("red", "pirate")]
    assert rolled.ship == 8 and rolled.pirate is False
    assert kinds(events) == ["roll"] and hands(rolled) == hands(pos)
    assert legal(rolled, "red") == [f"pirate: {r}" for r in (2, 3, 4, 5, 6, 9, 10, 11, 12)]
    assert refused(rolled, "red", "ship: up").rule == "PI1"
    assert refused(rolled, "red", "pirate: 7").rule == "PI1"
    after, _ = act(rolled, "red", "pirate: 4")  # small huts C4, D4: no income under the pirate
    assert (after.ship, after.pirate, after.phase) == (4, True, "build")
    assert hands(after) == hands(pos)


# I1 --------------------------------------------------------------------------------------------

def test_I1_the_danish_example() -> None:
    """I1: ship on 3, red rolls 3 and moves to 5: red gets 1 gold and 1 influence, blue 1
    influence, green and yellow 1 gold each (the Danish rulebook's example)."""
    pos = table(players=["red", "blue", "green", "yellow"], phase="roll", ship=3,
                dice=[[1, 2]], deck=["blue", "blue", "red"],
                board=[{"piece": "large-hut", "at": "B5", "owner": "yellow"},
                       {"piece": "shop", "at": "C5", "owner": "red"},       # C5 D5
                       {"piece": "large-hut", "at": "E5", "owner": "green"},
                       {"piece": "workshop", "at": "F4", "owner": "red"},   # F4 F5
                       {"piece": "shop", "at": "G5", "owner": "blue"},      # G5 H5
                       {"piece": "small-hut", "at": "D4", "owner": "red"},  # row 4: nothing
                       {"piece": "large-hut", "at": "B8", "owner": "blue"}])
    after, _ = act(pos, "red", "roll")
    assert after.ship == 5
    assert hands(after) == {"red": {"gold": 1, "red": 0, "blue": 1, "green": 0},
                            "blue": {"gold": 0, "red": 0, "blue": 1, "green": 0},
                            "green": {"gold": 1, "red": 0, "blue": 0, "green": 0},
                            "yellow": {"gold": 1, "red": 0, "blue": 0, "green": 0}}
    assert after.bank == 48 and after.deck[0] == "red" and len(after.deck) == 37


@pytest.mark.parametrize(("ship", "dice", "red", "blue"), [
    (2, [2, 3], (0, 1), 0),  # row 5: the tavern's A5 B5
    (5, [2, 4], (1, 0), 1),  # row 6: the workshop's B6, the merchant's D6 E6
    (5, [4, 4], (1, 0), 1),  # row 8: the workshop's B8, the merchant's D8 E8
])
def test_I1_one_card_per_building_however_many_squares_lie_in_the_row(
    ship: int, dice: list[int], red: tuple[int, int], blue: int
) -> None:
    """I1: 'One card per building, however many of its squares lie in the row.'"""
    pos = table(phase="roll", ship=ship, dice=[dice], deck=["green", "green"],
                board=[{"piece": "tavern", "at": "A4", "owner": "red"},     # A4 B4 A5 B5
                       {"piece": "workshop", "at": "B6", "owner": "red"},   # B6 B8
                       {"piece": "merchant", "at": "D6", "owner": "blue"}])  # D6 E6 D8 E8
    after, _ = act(pos, "red", "roll")
    assert after.ship == sum(dice)
    assert hands(after)["red"] == {"gold": red[0], "red": 0, "blue": 0, "green": red[1]}
    assert hands(after)["blue"] == {"gold": blue, "red": 0, "blue": 0, "green": 0}
    assert after.bank == 51 - red[0] - blue


def test_I1_rows_6_and_8_both_pay_a_building_across_the_missing_7() -> None:
    """I1: a merchant at D6 covers D6 E6 D8 E8 and pays its owner on row 6 and on row 8."""
    board = [{"piece": "merchant", "at": "D6", "owner": "blue"}]
    for ship, dice in ((5, [2, 4]), (6, [4, 4]), (12, [1, 2])):
        after, _ = act(table(phase="roll", ship=ship, dice=[dice], board=board), "red", "roll")
        assert after.hands["blue"].gold == (0 if after.ship == 3 else 1), after.ship


def test_I1_walls_wells_markets_halls_and_church_tiles_give_nothing() -> None:
    """I1: 'Wells, markets, halls, church tiles and walls give nothing.'"""
    pos = table(players=["red", "blue", "green", "yellow"], phase="roll", ship=5,
                dice=[[4, 4]], deck=["blue"],
                board=[{"piece": "small-hut", "at": "A8", "owner": "blue"},
                       {"piece": "church", "tile": 1, "at": "C8", "owner": "red"},
                       {"piece": "well", "at": "D8", "owner": "red"},
                       {"piece": "market", "at": "E8", "owner": "red"},  # E8 F8
                       {"piece": "hall", "at": "G6", "owner": "red"},    # G-H, rows 6 8 9
                       {"piece": "wall", "at": "east-8", "owner": "red", "tile": 3}])
    after, events = act(pos, "red", "roll")
    assert after.ship == 8
    assert hands(after)["red"] == {"gold": 0, "red": 0, "blue": 0, "green": 0}
    assert hands(after)["blue"] == {"gold": 0, "red": 0, "blue": 1, "green": 0}
    assert [e["player"] for e in events_of(events, "draw") + events_of(events, "gold")] == [
        "blue"]


# I2 --------------------------------------------------------------------------------------------

def test_I2_spent_influence_goes_face_up_to_the_discard() -> None:
    """I2: 'Spent influence cards go face up to the discard pile.'"""
    pos = table(hands={"red": {"red": 2, "blue": 1}}, discard=["green"])
    after, _ = act(pos, "red", "permit: {value: 0, at: B2, pay: red}")
    assert after.discard == ["green", "red", "red"]
    assert hands(after)["red"] == {"gold": 0, "red": 0, "blue": 1, "green": 0}


def test_I2_an_empty_deck_is_refilled_from_the_discard_pile() -> None:
    """I2: 'When the deck is empty and a card must be drawn, the discard pile is shuffled into
    a new deck.'"""
    pos = table(phase="roll", ship=5, dice=[[1, 3]], discard=["green", "green", "green"],
                hands={"red": {"red": 13, "blue": 5}, "blue": {"blue": 8, "green": 10}},
                board=[{"piece": "small-hut", "at": "D4", "owner": "red"}])
    assert pos.deck == []
    after, events = act(pos, "red", "roll")
    assert kinds(events) == ["roll", "ship", "reshuffle", "draw"]
    assert "shortage" not in kinds(events)
    assert hands(after)["red"] == {"gold": 0, "red": 13, "blue": 5, "green": 1}
    assert after.deck == ["green", "green"] and after.discard == []


# I3 --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("rules", SHORTAGE)
def test_I3_gold_shortage_everybody_halves_then_the_income_is_paid(rules: dict[str, str]) -> None:
    """I3: 'nobody receives that kind at first; every player returns half of his cards of that
    kind, rounded down; then everybody receives the income due' (bank_shortage)."""
    pos = table(players=["red", "blue", "green"], phase="roll", ship=5, dice=[[4, 4]],
                rules=rules, deck=["blue"],
                hands={"red": {"gold": 25, "green": 3}, "blue": {"gold": 15},
                       "green": {"gold": 10, "red": 2}},
                board=[{"piece": "large-hut", "at": "B8", "owner": "blue"},
                       {"piece": "large-hut", "at": "E8", "owner": "red"},
                       {"piece": "small-hut", "at": "D8", "owner": "red"}])
    assert pos.bank == 1  # 2 gold due
    after, events = act(pos, "red", "roll")
    assert events_of(events, "shortage") == [{"kind": "gold", "due": 2, "supply": 1}]
    assert events_of(events, "return") == [{"player": "red", "gold": 12},
                                           {"player": "blue", "gold": 7},
                                           {"player": "green", "gold": 5}]
    paid = 1 if rules["bank_shortage"] == "halve-then-pay" else 0
    assert {p: h["gold"] for p, h in hands(after).items()} == {
        "red": 13 + paid, "blue": 8 + paid, "green": 5}
    # influence is not short: it is paid and nobody halves it
    assert hands(after)["red"] == {"gold": 13 + paid, "red": 0, "blue": 1, "green": 3}
    assert hands(after)["green"]["red"] == 2


@pytest.mark.parametrize("rules", SHORTAGE)
def test_I3_influence_shortage_returned_cards_and_discard_become_the_deck(
    rules: dict[str, str]
) -> None:
    """I3: 'influence: returned cards and discard are shuffled into a new deck' (bank_shortage;
    docs/rules.md, section 14: a player returns from the colour he holds most of first, ties
    red, blue, green)."""
    pos = table(phase="roll", ship=5, dice=[[2, 2]], rules=rules,
                discard=["green"],
                hands={"red": {"red": 13, "blue": 6}, "blue": {"blue": 7, "green": 12}})
    assert pos.deck == []  # 1 card left to draw, 2 due (small huts C4, D4)
    after, events = act(pos, "red", "roll")
    assert events_of(events, "shortage") == [{"kind": "influence", "due": 2, "supply": 1}]
    returns = {e["player"]: sorted(e["influence"]) for e in events_of(events, "return")}
    assert returns == {"red": ["blue"] + ["red"] * 8, "blue": ["blue"] * 2 + ["green"] * 7}
    assert after.discard == []
    paid = 1 if rules["bank_shortage"] == "halve-then-pay" else 0
    assert (after.hands["red"].influence, after.hands["blue"].influence) == (10 + paid,
                                                                              10 + paid)
    assert len(after.deck) == 19 - 2 * paid


def test_I3_a_supply_that_just_covers_the_income_is_no_shortage() -> None:
    """I3: only a supply that 'cannot pay a roll's whole income' starts the procedure."""
    pos = table(phase="roll", ship=5, dice=[[4, 4]], hands={"red": {"gold": 30},
                                                           "blue": {"gold": 19}})
    assert pos.bank == 2
    after, events = act(pos, "red", "roll")
    assert "shortage" not in kinds(events) and "return" not in kinds(events)
    assert (after.hands["red"].gold, after.hands["blue"].gold, after.bank) == (31, 20, 0)


@pytest.mark.parametrize("rules", SHORTAGE)
def test_I3_still_short_pays_in_seating_order_from_the_active_player(rules: dict[str, str]) -> None:
    """I3: 'If it still cannot all be paid, payment goes player by player in seating order
    from the active player until the supply is empty.'"""
    # 47 gold lie in the pirate's pile (the only gold outside hands and bank), so halving
    # hands of 1 gold (0 returned) leaves the bank at 1 for 3 gold due.
    pos = table(players=["red", "blue", "green"], active="blue", phase="roll", ship=5,
                dice=[[4, 4]], rules=rules, loot=["gold"] * 47,
                hands={p: {"gold": 1} for p in ("red", "blue", "green")},
                board=[{"piece": "large-hut", "at": "B8", "owner": "blue"},
                       {"piece": "large-hut", "at": "D8", "owner": "green"},
                       {"piece": "large-hut", "at": "E8", "owner": "red"}])
    assert pos.bank == 1
    after, events = act(pos, "blue", "roll")
    assert events_of(events, "return") == [{"player": p, "gold": 0}
                                           for p in ("blue", "green", "red")]
    blue = 2 if rules["bank_shortage"] == "halve-then-pay" else 1
    assert {p: h["gold"] for p, h in hands(after).items()} == {"red": 1, "blue": blue,
                                                               "green": 1}


@pytest.mark.parametrize("rules", SHORTAGE)
def test_I3_other_draws_are_paid_as_far_as_the_supply_allows(rules: dict[str, str]) -> None:
    """I3: 'Any other draw the supply cannot cover (wall reward, 2 gold) is paid as far as the
    supply allows.'"""
    pos = table(rules=rules, hands={"red": {"gold": 40}, "blue": {"gold": 10}})
    after, events = act(pos, "red", "gold")
    assert (after.hands["red"].gold, after.hands["blue"].gold, after.bank) == (41, 10, 0)
    assert "return" not in kinds(events)
    broke = table(rules=rules,
                  hands={"red": {"gold": 2, "red": 13, "blue": 13}, "blue": {"green": 13}})
    assert broke.deck == []
    walled, events = act(broke, "red", "wall: {at: north-D}")
    assert [(p.at, p.tile) for p in walled.board if p.piece == "wall"] == [("north-D", 1)]
    assert walled.hands["red"].influence == 26 and "return" not in kinds(events)
    assert events_of(events, "draw") == [{"player": "red", "count": 0, "reason": "wall"}]
