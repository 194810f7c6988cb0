"""Rule cases: the pirate (PI1-PI4, option ``pirate_reward``) and the end of the game (E1).

Permits and bonus actions (P1-P4, X1-X5) are in ``test_rules_permits_bonus_actions.py``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from pbem.elasund import Action, Event, Position, is_legal, legal_actions
from pbem.elasund.actions import PlacePermit
from pbem.elasund.position import Pending
from tests.support.tables import act, at, kinds, legal, public, refused, table, waiting_for

PIRATE_REWARD = ["random", "choose"]  # the values of option pirate_reward
THREE = ["red", "blue", "green"]


def piece(kind: str, square: str, owner: str = "blue", **extra: Any) -> dict[str, Any]:
    """A board entry."""
    return {"piece": kind, "at": square, "owner": owner, **extra}


def cards(pos: Position, player: str) -> tuple[int, int, int, int]:
    """A hand as (gold, red, blue, green)."""
    hand = pos.hands[player]
    return hand.gold, hand.red, hand.blue, hand.green


def pirate(pos: Position, row: int) -> tuple[Position, list[Event]]:
    """The active player rolls a forced 7 and sends the pirate to ``row``."""
    rolled, _ = act(pos, pos.active, "roll")
    assert [(p.player, p.decision) for p in rolled.pending] == [(pos.active, "pirate")]
    return act(rolled, pos.active, f"pirate: {row}")


# PI1 to PI4 ----------------------------------------------------------------------------------

def test_PI1_the_roller_moves_the_ship_to_another_row_and_nobody_gets_income() -> None:
    """PI1: 'On a 7 the roller moves the ship to any row other than the one it is on. Nobody
    receives income this turn.'"""
    pos = table(phase="roll", ship=5, dice=[[3, 4]], hands={"red": {"gold": 1}})  # start huts
    rolled, _ = act(pos, "red", "roll")
    assert legal(rolled, "red") == [f"pirate: {r}" for r in (2, 3, 4, 6, 8, 9, 10, 11, 12)]
    assert refused(rolled, "red", "pirate: 5").rule == "PI1"
    assert refused(rolled, "red", "pirate: 7").rule == "PI1"
    assert refused(rolled, "blue", "pirate: 4").rule == "PI1"
    assert refused(rolled, "red", "build: {building: shop, at: A2}").rule == "PI1"
    after, events = act(rolled, "red", "pirate: 4")  # the small huts C4 and D4 lie in row 4
    assert (after.ship, after.pirate, after.phase, after.active) == (4, True, "build", "red")
    assert public(events, "ship") == [{"from": 5, "to": 4, "pirate": True}]
    assert cards(after, "red") == (1, 0, 0, 0) and cards(after, "blue") == (0, 0, 0, 0)
    assert "draw" not in kinds(events) and after.deck == pos.deck


def danish_example() -> Position:
    """Green is to roll a 7. Red's cubes in row 5: the middle flag of his hall A4, his church
    tile C5, his tower on east-5 (his tavern D4 reaches row 5, its flag lies in row 4). Blue's:
    his market F5 (his hall F8 has its flags in rows 8 and 9). Green owns a north tower."""
    board = [piece("hall", "A4", "red"), piece("tavern", "D4", "red"),
             piece("church", "C8", "green", tile=9), piece("church", "C5", "red", tile=3),
             piece("wall", "east-5", "red", tile=3), piece("market", "F5"),
             piece("hall", "F8"), piece("wall", "north-D", "green", tile=3)]
    return table(players=THREE, active="green", phase="roll", ship=8, dice=[[3, 4]],
                 board=board, hands={"red": {"gold": 2, "red": 1, "blue": 1},
                                     "blue": {"gold": 3}, "green": {"gold": 1}})


def test_PI2_the_rulebook_example_pirate_on_row_5() -> None:
    """PI2: 'Every player, the roller too, gives up one card ... for each of his cubes lying in
    that row' (rulebook: green sends the pirate to row 5; red gives 3 cards, blue 1)."""
    pos = danish_example()
    after, events = pirate(pos, 5)
    assert public(events, "pirate-demand") == [{"player": "red", "count": 3},
                                               {"player": "blue", "count": 1}]
    # blue holds only gold: his card is given without asking
    assert public(events, "auto") == [{"player": "blue", "answer": "discard: [gold]"}]
    assert public(events, "discard") == [{"player": "blue", "cards": ["gold"]}]
    assert cards(after, "blue") == (2, 0, 0, 0) and after.loot == ["gold"]
    # red holds a mix: the game waits for his choice
    assert after.pending == [Pending("red", "discard", count=3)] and waiting_for(after) == ["red"]
    assert sorted(legal(after, "red")) == sorted(["discard: [gold, gold, red]",
                                                  "discard: [gold, gold, blue]",
                                                  "discard: [gold, red, blue]"])
    for notation in ("discard: [gold, gold]", "discard: [gold, gold, green]",
                     "discard: [red, red, gold]", "discard: [gold, gold, red, blue]"):
        assert refused(after, "red", notation).rule == "PI2"
    assert refused(after, "green", "end-turn").rule == "PI2"
    assert refused(after, "blue", "discard: [gold]").rule == "PI2"
    done, events = act(after, "red", "discard: [gold, red, blue]")
    assert cards(done, "red") == (1, 0, 0, 0)
    # green's one tower draws one of the 4 cards given up; the other 3 go back
    (reward,) = [e for e in events if e.kind == "pirate-reward"]
    assert reward.public == {"player": "green", "count": 1}
    (taken,) = reward.secret["green"]["cards"]
    assert taken in ("gold", "red", "blue")
    assert Counter(vars(done.hands["green"])) == Counter({"gold": 1, taken: 1})
    assert Counter(done.discard) == Counter(["red", "blue"]) - Counter([taken])
    assert done.loot == [] and done.bank == 51 - 1 - 2 - done.hands["green"].gold
    # no income under the pirate: red's tavern in row 5 draws nothing
    assert (done.phase, done.ship, done.pirate, done.active) == ("build", 5, True, "green")
    assert "draw" not in kinds(events)


def test_PI2_the_cards_given_are_one_answer_in_any_order() -> None:
    """PI2: the player chooses which cards, not in which order: ``[red, gold, blue]`` is the
    listed ``[gold, red, blue]``, legal as listed and carried out alike."""
    after, _ = pirate(danish_example(), 5)
    written = Action.parse("discard: [red, gold, blue]")
    assert written in legal_actions(after, "red") and is_legal(after, "red", written)
    assert written.notation() == "discard: [gold, red, blue]"
    assert act(after, "red", "discard: [blue, red, gold]")[0] == act(
        after, "red", "discard: [gold, red, blue]")[0]


# Blue's pieces: hall C2 (flags rows 2, 3), market D5 (5), hall A6 (flags 6 and 8: no row 7),
# church tile C8 (8), tavern C9 (9), tower east-10 (10), tower north-C (no row).
ROWS_BOARD = [piece("hall", "C2"), piece("market", "D5"), piece("hall", "A6"),
              piece("church", "C8", tile=1), piece("tavern", "C9"),
              piece("wall", "east-10", tile=3), piece("wall", "north-C", tile=6)]
OWED = {2: 1, 3: 1, 4: 0, 5: 1, 6: 1, 8: 2, 9: 1, 10: 1, 12: 0}


@pytest.mark.parametrize(("row", "owed"), sorted(OWED.items()))
def test_PI2_cubes_count_by_the_flags_row_church_tiles_and_east_towers(row: int,
                                                                       owed: int) -> None:
    """PI2: 'cubes on neutral-building flags in that row (the flag's row, section 2), on church
    tiles in that row, and on east-stretch towers in that row.'"""
    pos = table(board=ROWS_BOARD, phase="roll", ship=11, dice=[[3, 4]],
                hands={"blue": {"gold": 5}})
    after, events = pirate(pos, row)
    assert public(events, "pirate-demand") == ([{"player": "blue", "count": owed}] if owed
                                               else [])
    assert public(events, "discard") == ([{"player": "blue", "cards": ["gold"] * owed}]
                                         if owed else [])
    assert cards(after, "blue") == (5 - owed, 0, 0, 0) and after.bank == 46 + owed
    assert after.pending == [] and after.phase == "build" and after.loot == []


@pytest.mark.parametrize(("hand", "given", "choices"), [
    ({"green": 1}, ["green"], None),  # too few cards: all he has
    ({"gold": 1, "blue": 1}, ["gold", "blue"], None),  # exactly his hand: no choice
    ({"red": 3}, ["red", "red"], None),  # one kind: no choice
    ({}, [], None),  # no cards: nothing happens
    ({"gold": 2, "red": 1}, ["gold", "red"], ["discard: [gold, gold]", "discard: [gold, red]"]),
])
def test_PI2_too_few_cards_give_all_and_a_choice_only_when_mixed(
    hand: dict[str, int], given: list[str], choices: list[str] | None,
) -> None:
    """PI2: 'gives up one card (gold or influence, his choice) ... A player with too few cards
    gives all he has.' (blue owes 2 for row 8)"""
    pos = table(board=ROWS_BOARD, phase="roll", ship=11, dice=[[3, 4]],
                hands={"blue": hand})
    after, events = pirate(pos, 8)
    if choices is not None:
        assert after.pending == [Pending("blue", "discard", count=2)]
        assert sorted(legal(after, "blue")) == choices
        after, events = act(after, "blue", f"discard: [{', '.join(given)}]")
    owed = [{"player": "blue", "count": len(given)}] if given else []
    assert public(events, "pirate-demand") == ([] if choices else owed)
    assert public(events, "discard") == ([{"player": "blue", "cards": given}] if given else [])
    left = Counter(hand) - Counter(given)
    assert cards(after, "blue") == tuple(left[k] for k in ("gold", "red", "blue", "green"))
    assert after.discard == [c for c in given if c != "gold"]
    assert after.pending == [] and after.phase == "build"


def test_PI2_the_roller_gives_up_cards_too() -> None:
    """PI2: 'Every player, the roller too, gives up one card ... for each of his cubes'."""
    pos = table(board=[piece("well", "B4", "red")], phase="roll", ship=11, dice=[[3, 4]],
                hands={"red": {"gold": 1, "blue": 1}})
    after, events = pirate(pos, 4)
    assert public(events, "pirate-demand") == [{"player": "red", "count": 1}]
    assert sorted(legal(after, "red")) == ["discard: [blue]", "discard: [gold]"]
    done, _ = act(after, "red", "discard: [blue]")
    assert cards(done, "red") == (1, 0, 0, 0) and done.discard == ["blue"]


def reward_table(option: str, towers: int, blue: dict[str, int]) -> Position:
    """Red (the roller) owns ``towers`` north towers; blue has 3 cubes in row 4 (well B4,
    market C4, tower east-4)."""
    walls = [piece("wall", "north-D", "red", tile=3), piece("wall", "north-C", "red", tile=6)]
    board = [piece("well", "B4"), piece("market", "C4"), piece("wall", "east-4", tile=3),
             *walls[:towers]]
    return table(board=board, phase="roll", ship=11, dice=[[3, 4]],
                 rules={"pirate_reward": option}, hands={"blue": blue})


@pytest.mark.parametrize("option", PIRATE_REWARD)
def test_PI3_the_roller_draws_one_card_per_tower_from_the_cards_given_up(option: str) -> None:
    """PI3: 'The roller then draws, at random from the cards given up, one card for each watch
    tower he owns (anywhere). The other cards go back to the bank or the discard pile.'
    (option pirate_reward: random, or choose)"""
    pos = reward_table(option, 2, {"gold": 1, "red": 1, "green": 1})
    after, events = pirate(pos, 4)
    assert public(events, "discard") == [{"player": "blue", "cards": ["gold", "red", "green"]}]
    if option == "choose":
        assert after.pending == [Pending("red", "pirate-take", count=2)]
        assert after.loot == ["gold", "red", "green"] and after.phase == "roll"
        assert sorted(legal(after, "red")) == ["pirate-take: [gold, green]",
                                               "pirate-take: [gold, red]",
                                               "pirate-take: [red, green]"]
        for notation in ("pirate-take: [gold, gold]", "pirate-take: [gold]",
                         "pirate-take: [blue, red]", "pirate-take: [gold, red, green]"):
            assert refused(after, "red", notation).rule == "PI3"
        assert refused(after, "red", "end-turn").rule == "PI3"
        assert refused(after, "blue", "pirate-take: [gold, red]").rule == "PI3"
        after, events = act(after, "red", "pirate-take: [gold, green]")
        assert cards(after, "red") == (1, 0, 0, 1) and after.discard == ["red"]
    (reward,) = [e for e in events if e.kind == "pirate-reward"]
    taken = reward.secret["red"]["cards"]
    assert reward.public == {"player": "red", "count": 2} and len(taken) == 2
    assert cards(after, "red") == tuple(taken.count(k) for k in ("gold", "red", "blue", "green"))
    assert Counter(after.discard) == Counter(["red", "green"]) - Counter(taken)
    assert after.bank == 51 - after.hands["red"].gold and after.loot == []
    assert cards(after, "blue") == (0, 0, 0, 0) and after.phase == "build"


@pytest.mark.parametrize("option", PIRATE_REWARD)
@pytest.mark.parametrize(("towers", "blue", "got"), [
    (0, {"gold": 1, "red": 1, "green": 1}, (0, 0, 0, 0)),  # no tower: everything goes back
    (2, {"red": 1}, (0, 1, 0, 0)),  # more towers than cards: he takes them all
])
def test_PI3_no_tower_no_reward_and_never_more_than_was_given(
    option: str, towers: int, blue: dict[str, int], got: tuple[int, int, int, int],
) -> None:
    """PI3: 'one card for each watch tower he owns' (and only from the cards given up)."""
    pos = reward_table(option, towers, blue)
    after, events = pirate(pos, 4)
    assert cards(after, "red") == got and after.pending == [] and after.loot == []
    assert after.discard == ([] if towers else ["red", "green"]) and after.bank == 51
    assert public(events, "pirate-reward") == ([{"player": "red", "count": 1}] if towers
                                               else [])


def test_PI4_the_phase_3_permit_goes_in_the_pirates_row() -> None:
    """PI4: 'The turn goes on; a phase-3 permit goes in the pirate's row (P2).'"""
    pos = table(board=[], phase="roll", ship=8, dice=[[3, 4]], hands={"red": {"gold": 0}})
    after, _ = pirate(pos, 3)
    assert (after.phase, after.active, after.ship) == ("build", "red", 3)
    placeable = {a.at for a in legal_actions(after, "red") if isinstance(a, PlacePermit)}
    assert placeable == {f"{c}3" for c in "ABCDE"}
    placed, _ = act(after, "red", "permit: {value: 0, at: B3}")
    assert at(placed, "B3") == ["permit/red"]
    assert refused(after, "red", "permit: {value: 0, at: B8}").rule == "P2"


# E1 ------------------------------------------------------------------------------------------

# Red has 9 cubes on the board: hall C2 (2), tavern D5, merchant D9, well B9, market C11 and
# the towers north-D, north-C and south-D (1 each).
NINE = [piece("hall", "C2", "red"), piece("tavern", "D5", "red"),
        piece("merchant", "D9", "red"), piece("well", "B9", "red"),
        piece("market", "C11", "red"), piece("wall", "north-D", "red", tile=3),
        piece("wall", "north-C", "red", tile=6), piece("wall", "south-D", "red", tile=9)]


def permit(value: int, square: str) -> dict[str, Any]:
    """A red permit."""
    return piece("permit", square, "red", value=value)


def test_E1_the_tenth_cube_wins_at_once_and_the_game_is_over() -> None:
    """E1: 'The active player wins as soon as all 10 of his cubes are on the board ... The game
    ends at once.'"""
    pos = table(board=[*NINE, permit(0, "B5")], hands={"red": {"gold": 5}})
    assert pos.cubes_on_board("red") == 9
    after, events = act(pos, "red", "build: {building: well, at: B5}")
    assert after.cubes_on_board("red") == 10 and at(after, "B5") == ["well/red"]
    assert kinds(events)[-1] == "win" and public(events, "win") == [{"player": "red"}]
    assert (after.winner, after.phase, after.active) == ("red", "over", "red")
    assert legal(after, "red") == [] and legal(after, "blue") == [] and waiting_for(after) == []
    for player, notation in (("red", "gold"), ("red", "end-turn"), ("blue", "roll"),
                             ("red", "build: {building: shop, at: A2}")):
        assert refused(after, player, notation).rule == "E1"


def test_E1_counted_after_removals_and_trade_cubes() -> None:
    """E1: 'checked after each action has fully resolved (removals, re-placements and trade
    cubes included).'"""
    board = [*NINE, permit(0, "A8"), permit(1, "B8"), permit(2, "B5")]
    pos = table(board=board, hands={"red": {"gold": 8}})
    # the tavern's cube is the 10th, but it removes red's own well B9 and its cube
    over, events = act(pos, "red", "build: {building: tavern, at: A8}")
    assert public(events, "removed") == [{"piece": "well", "at": "B9", "owner": "red"}]
    assert over.cubes_on_board("red") == 9 and over.winner is None and over.trade["red"] == 2
    assert (over.phase, over.builds) == ("build", 1) and "win" not in kinds(events)
    won, events = act(over, "red", "build: {building: well, at: B5}")
    assert won.winner == "red" and won.phase == "over"
    # a shop has no flag: here the 10th cube is the trade cube of space 3
    trade = table(board=[*NINE, piece("workshop", "A11", "red"), permit(0, "A2")],
                  trade={"red": 2}, hands={"red": {"gold": 1}})
    won, events = act(trade, "red", "build: {building: shop, at: A2}")
    assert won.trade == {"red": 3, "blue": 0} and won.trade_cubes == {3: ["red"]}
    assert kinds(events)[-2:] == ["trade-cube", "win"] and won.winner == "red"


def test_E1_a_win_waits_for_a_hut_re_placement() -> None:
    """E1: 'checked after each action has fully resolved (... re-placements ...)'."""
    pos = table(board=[*NINE, piece("small-hut", "B5"), permit(0, "A5")],
                hands={"red": {"gold": 5}})
    built, events = act(pos, "red", "build: {building: market, at: A5}")
    assert built.cubes_on_board("red") == 10 and "win" not in kinds(events)
    assert built.winner is None and built.phase == "build"
    assert built.pending == [Pending("blue", "hut", piece="small-hut")]
    assert waiting_for(built) == ["blue"]
    assert refused(built, "red", "gold").rule == "H2"
    done, events = act(built, "blue", "hut: B12")
    assert at(done, "B12") == ["small-hut/blue"]
    assert kinds(events)[-2:] == ["hut-placed", "win"]
    assert (done.winner, done.phase) == ("red", "over")
    assert refused(done, "blue", "roll").rule == "E1"
