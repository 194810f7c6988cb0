"""Dice and draws nobody can steer, and a game that cannot get stuck (docs/rules.md section 14,
rules version 2): shuffles and random picks work on sorted cards, so the order in which
players' answers arrive changes nothing; a game where nobody can place another cube ends,
the players ranked by cubes on the board, then gold."""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations
from typing import Any

import pytest

from pbem.elasund import Position, position_to_data, view_for
from pbem.elasund.errors import RuleError
from pbem.files.game import Game
from pbem.files.order import Order, step_from_notation
from pbem.history import Seat, create_game
from pbem.messages import refusal_text
from pbem.process import apply_order
from pbem.report.sentences import Names, sentence
from pbem.report.status import waiting_sentence
from tests.support.full_city import full_city, stuck_table, wall
from tests.support.tables import act, kinds, permit, piece, public, refused, table

NOW = "2026-12-03T10:00:00Z"
NAMES = Names({"red": "Anna", "blue": "Bruno"}, ["red", "blue"])




# A game that can no longer end ------------------------------------------------------------------







def test_E1_a_game_in_which_nobody_can_place_another_cube_is_ended() -> None:
    """Section 14: 'when no free square is left, no permit lies on the board, the church is
    complete and every wall space is built, nobody can place another cube; the game then ends
    at once, the players ranked by cubes on the board, ties by gold'. Red's well on E6 takes
    the last permit and covers the last square: the game ends with red first (8 cubes to 6),
    though nobody has all 10."""
    pos = stuck_table()
    assert (pos.cubes_on_board("red"), pos.cubes_on_board("blue")) == (7, 6)
    after, events = act(pos, "red", "build: {building: well, at: E6}")
    assert after.is_over and after.winner == "red"
    assert kinds(events)[-1] == "no-more-cubes" and "win" not in kinds(events)
    assert public(events, "no-more-cubes") == [{"winner": "red", "ranking": [
        {"player": "red", "cubes": 8, "gold": 0}, {"player": "blue", "cubes": 6, "gold": 3}]}]
    assert refused(after, "blue", "gold").rule == "E1"
    # every player is told why: the event is public, and the report words it
    told = sentence(events[-1].for_viewer("blue"), NAMES)
    assert told.startswith("Nobody can place another cube: no free square is left, no permit")
    assert told.endswith("Anna (red) 8 cubes, 0 gold; Bruno (blue) 6 cubes, 3 gold. Anna (red) "
                         "wins the game!")
    assert waiting_sentence(view_for(after, "blue"), NAMES) == (
        "The game is over: nobody could place another cube, and Anna (red) has won with the "
        "most on the board.")


@pytest.mark.parametrize(("blue_cubes", "blue_gold", "winner"), [
    (1, 3, "blue"),  # 8 cubes each: blue has more gold
    (1, 0, "red"),  # 8 cubes and 0 gold each: the seating order (red sits first)
])
def test_E1_a_stuck_game_ranks_equal_cubes_by_gold(blue_cubes: int, blue_gold: int,
                                                   winner: str) -> None:
    """Ties by gold (section 14); equal in both, pbem keeps the seating order."""
    board = full_city(C4=piece("tavern", "C4", "blue", cubes=blue_cubes),
                      C11=piece("merchant", "C11", "blue", cubes=blue_cubes))
    pos = stuck_table(board=board, hands={"red": {"gold": 5}, "blue": {"gold": blue_gold}})
    after, events = act(pos, "red", "build: {building: well, at: E6}")
    assert after.winner == winner
    ranking = public(events, "no-more-cubes")[0]["ranking"]
    assert [r["cubes"] for r in ranking] == [8, 8]


@pytest.mark.parametrize("change", ["a wall space free", "a church tile to come",
                                    "a permit left"])
def test_E1_a_game_with_a_cube_still_to_place_goes_on(change: str) -> None:
    """Any one of the conditions missing, a cube can still be placed: no end."""
    stack: list[int] = []
    board = full_city()
    if change == "a wall space free":
        board = full_city(**{"east-11": {}})
    elif change == "a church tile to come":  # its square may hold a building until then (C7)
        board = full_city(E10=piece("well", "E10", "blue", cubes=0))
        stack = [9]
    else:  # blue's small hut off the board, his permit in its place
        board = full_city(E12=permit(0, "E12", "blue"))
    pos = stuck_table(board=board, **{"church-stack": stack})
    after, events = act(pos, "red", "build: {building: well, at: E6}")
    assert not after.is_over and "no-more-cubes" not in kinds(events)


def test_E1_rules_version_1_lets_a_stuck_game_go_on() -> None:
    """A game made before rules version 2 never ends this way (only E1 ended a game)."""
    after, events = act(stuck_table(rules_version=1), "red", "build: {building: well, at: E6}")
    assert not after.is_over and "no-more-cubes" not in kinds(events)


# Shuffles and random picks on sorted cards ------------------------------------------------------

def reshuffled(discard: list[str], version: int) -> Position:
    """Red builds wall tile 1, drawing a card from an empty deck: the discard is reshuffled."""
    pos = table(hands={"red": {"gold": 2, "red": 10, "blue": 10, "green": 10}}, discard=discard,
                rules_version=version)
    assert pos.deck == []
    after, events = act(pos, "red", "wall: {at: north-D}")
    assert "reshuffle" in kinds(events)
    return after


def test_I2_a_reshuffle_depends_on_which_cards_there_are_not_their_order() -> None:
    """Section 14: 'Shuffles (I3 reshuffle) work on the cards in a fixed order (sorted)'."""
    one, other = ["red", "blue", "green"] * 3, ["green", "blue", "red"] * 3
    first, second = reshuffled(one, 2), reshuffled(other, 2)
    assert first.deck == second.deck and first.hands == second.hands
    assert reshuffled(one, 1).deck != reshuffled(other, 1).deck  # version 1: the pile's order


def reward(loot: list[str], version: int) -> list[str]:
    """Red's watch tower takes one card at random from the pirate's pile once blue has given
    his card (PI3): the cards red drew."""
    board = [wall("north-D", 1, "red"), wall("north-C", 2, "red"),
             {**wall("south-D", 3, "red"), "cubes": 1}]
    pos = table(board=board, pirate=True, loot=loot, hands={"blue": {"gold": 1, "green": 1}},
                pending=[{"player": "blue", "decision": "discard", "count": 1}],
                rules_version=version,
                generator={"seed": "test", "counter": 2})  # picks a card of the three given
    _, events = act(pos, "blue", "discard: [green]")
    return [c for e in events if e.kind == "pirate-reward" for c in e.secret["red"]["cards"]]


def test_PI3_the_random_reward_is_drawn_from_the_sorted_pile() -> None:
    """Section 14: 'random picks (PI3 random reward) work on the cards in a fixed order': the
    pile in any order gives the same card; in version 1 the card depended on that order."""
    orders = [list(p) for p in permutations(["gold", "red", "blue"])]
    assert len({tuple(reward(loot, 2)) for loot in orders}) == 1
    assert len({tuple(reward(loot, 1)) for loot in orders}) > 1


# The same game, the off-turn answers in every order --------------------------------------------

SEATS3 = [Seat("red"), Seat("blue"), Seat("green")]
ANSWERS = {"red": "discard: [red]", "blue": "discard: [green]", "green": "discard: [gold]"}


def pirate_game(version: int) -> Game:
    """Red rolls 7; the pirate's row 9 holds a cube of each player (a well each), so each owes
    a card and has a choice; red's watch tower takes one card at random. The deck is empty, so
    red's wall tile 4 then reshuffles the discard (with the pirate's leftovers) and draws."""
    board = [piece("well", "A9"), piece("well", "B9", "blue"), piece("well", "C9", "green"),
             wall("north-F", 1, "red"), wall("north-E", 2, "red"),
             {**wall("north-D", 3, "red"), "cubes": 1}]
    pos = table(players=["red", "blue", "green"], board=board, phase="roll", dice=[[3, 4]],
                hands={"red": {"gold": 3, "red": 5, "blue": 5},
                       "blue": {"gold": 2, "blue": 5, "green": 5},
                       "green": {"gold": 2, "red": 5, "green": 5}},
                discard=["red", "blue", "green"] * 3, rules_version=version)
    return create_game("test", SEATS3, now=NOW, open_game=True, position=pos)[0]


def order(player: str, action: str) -> Order:
    return Order("test", player, 1, (step_from_notation(action),))


def played(version: int, answer_order: tuple[str, ...]) -> tuple[Game, list[Any]]:
    """The pirate game with the discards sent in ``answer_order``, then red's wall tile; the
    game and the cards drawn (the pirate's reward and the wall tile's card)."""
    game = pirate_game(version)
    orders = [order("red", "pirate: 9"), *[order(p, ANSWERS[p]) for p in answer_order],
              order("red", "wall: {at: north-C}")]
    for one in orders:
        game, verdict = apply_order(game, one, NOW)
        assert verdict.status == "applied", verdict.message
    draws = [(e.kind, e.secret) for entry in game.history for e in entry.events
             if e.kind in ("pirate-reward", "draw") and e.secret]
    return game, draws


def test_PI3_I2_the_answers_processed_in_every_order_give_the_same_draws() -> None:
    """Issue 21: three players give up cards to the pirate, processed in all six orders; the
    reward, the reshuffle and the draw after it are the same, and so is the whole state. In
    version 1 the order the game master processed them in changed the draws."""
    outcomes = [played(2, answers) for answers in permutations(ANSWERS)]
    assert len({str(draws) for _, draws in outcomes}) == 1
    assert len({game.state.digest() for game, _ in outcomes}) == 1
    game, draws = outcomes[0]
    assert [kind for kind, _ in draws] == ["pirate-reward", "draw"]
    assert "reshuffle" in [e.kind for e in game.history[-1].events]
    old = {str(played(1, answers)[1]) for answers in permutations(ANSWERS)}
    assert len(old) > 1


# The rules version in the position and the game file -------------------------------------------

def test_the_rules_version_is_written_after_the_rules_and_only_when_not_1() -> None:
    """docs/positions.md: ``rules-version`` 2 for games made since; left out, it is 1."""
    new = position_to_data(table())
    keys = list(new)
    assert new["rules-version"] == 2 and keys[keys.index("rules") + 1] == "rules-version"
    assert "rules-version" not in position_to_data(table(rules_version=1))
    assert table(rules_version=1) != table()
    for bad in (3, True, "2"):
        with pytest.raises(RuleError) as caught:
            table(rules_version=bad)
        assert refusal_text(caught.value).startswith("rules-version is one of 1, 2")


def test_new_games_use_rules_version_2_and_a_position_keeps_its_own() -> None:
    """``pbem new`` sets up a version 2 game; a start from a position file keeps the file's
    version (1 when it names none, as the example game's does)."""
    made = create_game("v", [Seat("red"), Seat("blue")], now=NOW, seed="new-game-version")[0]
    assert made.start.rules_version == 2 and made.state.position.rules_version == 2
    given = create_game("v", [Seat("red"), Seat("blue")], now=NOW,
                        position=replace(table(phase="roll", ship=None), rules_version=1))[0]
    assert given.state.position.rules_version == 1
