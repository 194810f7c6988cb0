"""Rule cases: setting up the table and the turn (docs/rules.md S1-S9, T1, T2).

The dice, the ship and income (D1-D3, I1-I3) are in ``test_rules_dice_income.py``.
"""

from __future__ import annotations

from collections import Counter

import pytest

from pbem.elasund import ActionSyntaxError, apply, legal_actions, new_game, parse_action, setup
from pbem.elasund.board import city_squares, trade_squares, wall_spaces
from pbem.elasund.errors import RuleError
from tests.support.tables import act, at, kinds, legal, refused, table

FOUR = ["red", "blue", "green", "yellow"]
START_HUTS = {
    "blue": [("small-hut", "C4"), ("large-hut", "B8")],
    "red": [("small-hut", "D4"), ("large-hut", "E8")],
    "yellow": [("small-hut", "C10"), ("large-hut", "B5")],
    "green": [("small-hut", "D10"), ("large-hut", "E5")],
}


# S1 --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [["red"], [], [*FOUR, "red"], ["red", "purple"],
                                     ["red", "red"]])
def test_S1_two_to_four_different_colours(players: list[str]) -> None:
    """S1: '2 to 4 players, colours from red, blue, green, yellow'."""
    with pytest.raises(RuleError) as caught:
        new_game(players, seed="s1")
    assert caught.value.rule == "S1"


@pytest.mark.parametrize("players", [["yellow", "red"], ["green", "blue", "red"], FOUR])
def test_S1_seating_is_the_order_given_and_the_named_first_player_starts(
    players: list[str]
) -> None:
    """S1: 'Seating order is clockwise; ... unless the game master names one'."""
    pos, events = setup(players, seed="s1", first=players[-1])
    assert pos.players == players
    assert pos.active == players[-1] and pos.turn == 1
    assert "start-roll" not in kinds(events)
    outsider = next((c for c in FOUR if c not in players), "purple")
    with pytest.raises(RuleError) as caught:
        new_game(players, seed="s1", first=outsider)
    assert caught.value.rule == "S1"


def test_S1_first_player_is_the_highest_of_2d6_ties_roll_again() -> None:
    """S1: 'the first player is found by a roll of 2d6 each (highest starts, ties roll again)'."""
    pos, events = setup(["red", "blue", "green"], seed="tie-10")
    rolls = [(e.public["player"], sum(e.public["dice"])) for e in events
             if e.kind == "start-roll"]
    # red 7, blue 7, green 5: the tied red and blue roll again, green does not.
    assert rolls == [("red", 7), ("blue", 7), ("green", 5), ("red", 7), ("blue", 10)]
    assert pos.active == "blue"
    for seed in range(12):
        pos, events = setup(FOUR, seed=f"first-{seed}")
        last = [e.public for e in events if e.kind == "start-roll"][-len(FOUR):]
        sums = {r["player"]: sum(r["dice"]) for r in last}
        assert max(sums, key=lambda p: sums[p]) == pos.active
        assert all(all(1 <= d <= 6 for d in r["dice"]) for r in last)


# S2 --------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("n", "columns", "count"), [(2, "ABCDE", 50), (3, "ABCDEFG", 70),
                                                     (4, "ABCDEFGHI", 90)])
def test_S2_city_is_columns_A_to_the_2n_plus_1th(n: int, columns: str, count: int) -> None:
    """S2: 'The city is columns A to the (2n+1)th letter ... (50 squares) ... (70) ... (90)'."""
    squares = city_squares(n)
    assert len(squares) == len(set(squares)) == count
    assert {sq[0] for sq in squares} == set(columns)
    assert {int(sq[1:]) for sq in squares} == {2, 3, 4, 5, 6, 8, 9, 10, 11, 12}


def test_S2_nothing_is_built_and_no_permit_placed_outside_the_city() -> None:
    """S2: 'Nothing is ever built, and no permit placed, outside the city.'"""
    pos = table(board=[{"piece": "permit", "value": 1, "at": "E5", "owner": "red"}],
                hands={"red": {"gold": 9, "red": 1, "blue": 1, "green": 1}})
    assert refused(pos, "red", "build: {building: shop, at: E5}").rule == "B2"  # E5 F5
    assert refused(pos, "red", "permit: {value: 0, at: F5}").rule == "P4"
    assert refused(pos, "red", "place-permit: {value: 0, at: F6}").rule == "X3"
    assert not [a for a in legal(pos, "red") if "F" in a or "G" in a]
    three = table(players=["red", "blue", "green"], ship=2, hands={"red": {"gold": 1}})
    assert "permit: {value: 1, at: G2}" in legal(three, "red")
    assert refused(three, "red", "permit: {value: 1, at: H2}").rule == "P4"
    with pytest.raises(RuleError) as caught:
        table(board=[{"piece": "permit", "value": 0, "at": "F5", "owner": "red"}])
    assert caught.value.rule == "S2"


# S3, S4, S5 ------------------------------------------------------------------------------------

@pytest.mark.parametrize(("n", "columns", "total"), [(2, "CD", 12), (3, "CDEF", 16),
                                                     (4, "CDEFGH", 20)])
def test_S3_wall_spaces_for_n_players(n: int, columns: str, total: int) -> None:
    """S3: 'North stretch ... columns C to the (2n)th letter ... east ... rows 3-11 (8 spaces)'."""
    spaces = wall_spaces(n)
    assert len(spaces) == len(set(spaces)) == total
    assert set(spaces) == ({f"north-{c}" for c in columns} | {f"south-{c}" for c in columns}
                           | {f"east-{r}" for r in (3, 4, 5, 6, 8, 9, 10, 11)})
    gate = columns[-1]  # the gates stand just outside the last north/south space
    pos = table(players=FOUR[:n], hands={"red": {"gold": 4}})
    assert sorted(a for a in legal(pos, "red") if a.startswith("wall")) == [
        f"wall: {{at: north-{gate}}}", f"wall: {{at: south-{gate}}}"]
    after, _ = act(pos, "red", f"wall: {{at: north-{gate}}}")
    assert [(p.at, p.tile) for p in after.board if p.piece == "wall"] == [(f"north-{gate}", 1)]
    assert after.hands["red"].gold == 2  # north and south stretches cost 2
    beyond = "CDEFGHIJ"[2 * n - 2]  # the column after the last north space: E, G, I
    assert refused(pos, "red", f"wall: {{at: north-{beyond}}}").rule == "W2"
    with pytest.raises(RuleError) as caught:
        table(players=FOUR[:n], board=[{"piece": "wall", "at": f"north-{beyond}",
                                        "owner": "red", "tile": 1}])
    assert caught.value.rule == "S3"


@pytest.mark.parametrize(("n", "gates"), [(2, {}), (3, {"F2": 2, "F12": 2}),
                                          (4, {"F2": 2, "F12": 2, "H2": 2, "H12": 2})])
def test_S4_trade_squares(n: int, gates: dict[str, int]) -> None:
    """S4: 'Harbour: every square of column A ... 1 ... Gate squares, 2 points each'."""
    harbour = {f"A{r}": 1 for r in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12)}
    assert trade_squares(n) == harbour | gates


@pytest.mark.parametrize(("n", "corner", "points"), [(3, "F2", 2), (3, "F12", 2), (4, "G2", 2),
                                                     (4, "G12", 2), (2, "D2", 0), (2, "A2", 1)])
def test_S4_a_shop_on_trade_squares_scores_their_points(n: int, corner: str, points: int) -> None:
    """S4: harbour squares give 1 trade point, F2/F12 (3-4p) and H2/H12 (4p) give 2."""
    pos = table(players=FOUR[:n], board=[{"piece": "permit", "value": 0, "at": corner,
                                          "owner": "red"}], hands={"red": {"gold": 1}})
    after, _ = act(pos, "red", f"build: {{building: shop, at: {corner}}}")
    assert at(after, corner) == ["shop/red"]
    assert after.trade == {p: (points if p == "red" else 0) for p in FOUR[:n]}


def test_S4_a_workshop_on_two_harbour_squares_scores_two() -> None:
    """S4: 'every square of column A (rows 2-12), 1 trade point each'."""
    pos = table(board=[{"piece": "permit", "value": 0, "at": "A3", "owner": "red"}],
                hands={"red": {"gold": 2}})
    after, _ = act(pos, "red", "build: {building: workshop, at: A2}")  # A2 and A3
    assert after.trade == {"red": 2, "blue": 0}


def test_S5_the_church_foundation_is_C8() -> None:
    """S5: 'The church foundation is C8.'"""
    pos = table(board=[{"piece": "permit", "value": 1, "at": "B8", "owner": "red"}], ship=8,
                hands={"red": {"gold": 9}}, church_stack=[4, 2, 1, 3, 5, 6, 7, 8, 9])
    assert refused(pos, "red", "build: {building: shop, at: B8}").rule == "B2"  # B8 C8
    assert refused(pos, "red", "permit: {value: 0, at: C8}").rule == "P4"
    looked, _ = act(pos, "red", "church")
    assert legal(looked, "red") == ["keep-church: 4", "keep-church: 2"]
    after, _ = act(looked, "red", "keep-church: 2")
    assert at(after, "C8") == ["church/red"]
    assert [(p.tile, p.at) for p in after.board if p.piece == "church"] == [(2, "C8")]


# S6 to S9 --------------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [FOUR, ["blue", "yellow"], ["green", "red", "yellow"]])
def test_S6_start_huts_of_the_colours_in_play(players: list[str]) -> None:
    """S6: 'Start huts (set up only for colours in play): blue small C4, large B8-B9 ...'."""
    pos = new_game(players, seed="s6", first=players[0])
    expected = {(kind, sq, p) for p in players for kind, sq in START_HUTS[p]}
    assert {(p.piece, p.at, p.owner) for p in pos.board} == expected
    assert len(pos.board) == 2 * len(players)
    for colour in set(FOUR) - set(players):
        small, large = START_HUTS[colour]
        assert at(pos, small[1]) == [] and at(pos, large[1]) == []
    if "red" in players:
        assert at(pos, "E9") == ["large-hut/red"]  # a large hut covers two rows


@pytest.mark.parametrize("n", [2, 3, 4])
def test_S7_start_of_each_player(n: int) -> None:
    """S7: '10 victory cubes, permits 0-4, shop and workshop, wall tiles 1-9, trade 0, 3 gold
    and 1 influence card drawn from the shuffled influence deck'."""
    pos, events = setup(FOUR[:n], seed=f"s7-{n}", first="red")
    for player in FOUR[:n]:
        hand = pos.hands[player]
        assert (hand.gold, hand.influence) == (3, 1)
        assert pos.cubes_in_supply(player) == 10 and pos.cubes_on_board(player) == 0
        assert pos.permits_in_supply(player) == [0, 1, 2, 3, 4]
        assert pos.own_buildings_in_supply(player) == ["shop", "workshop"]
        assert pos.next_wall_tile(player) == 1
        assert pos.trade[player] == 0
        (draw,) = [e for e in events if e.kind == "draw" and e.public["player"] == player]
        (colour,) = draw.secret[player]["cards"]
        assert hand.count(colour) == 1
        assert all("cards" not in draw.for_viewer(v) for v in ["public", *FOUR[:n]]
                   if v != player)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_S8_supplies(n: int) -> None:
    """S8: '51 gold cards; 39 influence cards, 13 each ...; neutral buildings 4 well, 4 market,
    5 tavern, 5 merchant, 3 hall; 9 church tiles shuffled face down'."""
    pos = new_game(FOUR[:n], seed=f"s8-{n}", first="red")
    assert pos.bank == 51 - 3 * n
    assert len(pos.deck) == 39 - n and pos.discard == []
    total = Counter(pos.deck) + Counter(
        {c: pos.influence_in_hands(c) for c in ("red", "blue", "green")})
    assert total == {"red": 13, "blue": 13, "green": 13}
    assert {k: pos.neutral_supply(k) for k in ("well", "market", "tavern", "merchant", "hall")
            } == {"well": 4, "market": 4, "tavern": 5, "merchant": 5, "hall": 3}
    assert sorted(pos.church_stack) == list(range(1, 10)) and pos.church_known == {}
    decks = {tuple(new_game(FOUR[:n], seed=f"shuffle-{i}", first="red").deck) for i in range(5)}
    stacks = {tuple(new_game(FOUR[:n], seed=f"shuffle-{i}", first="red").church_stack)
              for i in range(5)}
    assert len(decks) > 1 and len(stacks) > 1  # shuffled, differently for each seed


def test_S9_the_ship_starts_off_the_board_and_the_first_roll_places_it() -> None:
    """S9: 'The ship starts off the board; the first roll of the game places it.'"""
    pos = new_game(["red", "blue"], seed="s9", first="blue")
    assert pos.ship is None and pos.phase == "roll" and pos.pirate is False
    assert legal(pos, "blue") == ["roll"]
    assert refused(pos, "blue", "build: {building: shop, at: C5}").rule == "T1"
    assert refused(pos, "blue", "permit: {value: 0, at: C5}").rule == "T1"
    rolled, events = apply(pos, "blue", legal_actions(pos, "blue")[0])
    assert rolled.ship == sum(next(e for e in events if e.kind == "roll").public["dice"])
    first = table(phase="roll", ship=None, dice=[[1, 1]], board=[])
    after, events = act(first, "red", "roll")
    assert after.ship == 2 and after.pending == [] and after.phase == "build"  # no D2 choice
    assert [e.public for e in events if e.kind == "ship"] == [
        {"from": None, "to": 2, "pirate": False}]


# T1, T2 ----------------------------------------------------------------------------------------

def test_T1_the_four_phases_in_order_then_the_next_player() -> None:
    """T1: '1 roll and income; 2 build up to twice; 3 place a permit or take 2 gold; 4 at most
    one bonus action. Then the next player in seating order takes a turn.'"""
    pos = table(players=["red", "blue", "green"], phase="roll", board=[], dice=[[1, 1], [6, 6]],
                deck=["red", "blue"], hands={"red": {"gold": 4}})
    for early in ("build: {building: shop, at: C2}", "wall: {at: north-F}", "gold", "end-turn",
                  "permit: {value: 0, at: B2}"):
        assert refused(pos, "red", early).rule == "T1"
    assert refused(pos, "blue", "roll").rule == "T1"
    pos, _ = act(pos, "red", "roll")
    assert (pos.ship, pos.phase) == (2, "build")
    assert refused(pos, "red", "roll").rule == "T1"
    pos, _ = act(pos, "red", "wall: {at: north-F}")
    pos, _ = act(pos, "red", "wall: {at: south-F}")
    assert (pos.phase, pos.builds, pos.hands["red"].gold) == ("permit", 2, 0)
    assert refused(pos, "red", "wall: {at: north-E}").rule == "B1"  # two projects done
    pos, events = act(pos, "red", "permit: {value: 0, at: B2}")
    assert pos.phase == "bonus" and at(pos, "B2") == ["permit/red"]
    for late in ("wall: {at: north-E}", "permit: {value: 1, at: C2}", "gold"):
        assert refused(pos, "red", late).rule == "T1"
    assert refused(pos, "blue", "end-turn").rule == "T1"
    pos, events = act(pos, "red", "end-turn")
    assert pos.hands["red"].gold == 0  # a permit was placed: no 2 gold
    assert (pos.active, pos.turn, pos.ship, pos.phase, pos.builds) == ("blue", 2, 12, "build", 0)
    assert kinds(events) == ["turn-end", "turn-start", "roll", "ship"]


@pytest.mark.parametrize(("phase", "gold"), [("build", 2), ("permit", 2), ("bonus", 0)])
def test_T1_end_turn_passes_in_seating_order_an_unplayed_phase_3_takes_2_gold(
    phase: str, gold: int
) -> None:
    """T1/P1: the turn passes to the next seat (green -> red); no permit placed = 2 gold."""
    pos = table(players=["red", "blue", "green"], active="green", phase=phase, board=[],
                dice=[[1, 1]], ship=5)
    after, _ = act(pos, "green", "end-turn")
    assert after.hands["green"].gold == gold
    assert (after.active, after.turn, after.ship) == ("red", 2, 2)
    assert after.hands["red"].gold == 0 and after.hands["blue"].gold == 0


def test_T1_a_bonus_action_ends_the_turn() -> None:
    """T1: phase 4 is the last phase: after the bonus the next player takes his turn."""
    pos = table(phase="bonus", board=[], dice=[[1, 1]],
                hands={"red": {"red": 1, "blue": 1, "green": 1}})
    after, _ = act(pos, "red", "bonus-gold")
    assert vars(after.hands["red"]) == {"gold": 2, "red": 0, "blue": 0, "green": 0}
    assert (after.active, after.phase, after.ship) == ("blue", "build", 2)


def test_T2_no_action_gives_cards_to_another_player() -> None:
    """T2: 'Players never trade or give cards to each other.'"""
    for order in ({"give": {"to": "blue", "cards": ["gold"]}}, {"trade": {"with": "blue"}}, "gift"):
        with pytest.raises(ActionSyntaxError):
            parse_action(order)
    pos = table(board=[{"piece": "permit", "value": 0, "at": "C5", "owner": "red"},
                       {"piece": "permit", "value": 1, "at": "D6", "owner": "red"}],
                dice=[[1, 1]], hands={"red": {"gold": 9, "red": 3, "blue": 2, "green": 1},
                                      "blue": {"gold": 1, "green": 1}})
    actions = legal_actions(pos, "red")
    assert len(actions) > 100
    for action in actions:
        after, _ = apply(pos, "red", action)
        assert after.hands["blue"] == pos.hands["blue"], action.notation()
