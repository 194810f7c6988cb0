"""Rule cases: city walls (W1-W5) and the church (C1-C8).

Worker huts (H1, H2, option ``hut_replacement``) are in ``test_rules_huts.py``.
"""

from __future__ import annotations

from typing import Any

import pytest

from pbem.elasund import Position
from pbem.elasund.pieces import church_square
from pbem.elasund.rules.pirate import cubes_in_row
from pbem.elasund.views import Decision, view_for
from tests.support.tables import act, at, kinds, legal, public, refused, table

THREE = ["red", "blue", "yellow"]
NORTH_SOUTH_3P = ["north-F", "north-E", "north-D", "north-C",
                  "south-F", "south-E", "south-D", "south-C"]
FULL_STACK = [5, 1, 6, 2, 3, 4, 7, 8, 9]


def wall(space: str, owner: str, tile: int, **extra: Any) -> dict[str, Any]:
    """A board entry for a wall tile."""
    return {"piece": "wall", "at": space, "owner": owner, "tile": tile, **extra}


def church(tile: int, square: str, owner: str = "red") -> dict[str, Any]:
    """A board entry for a church tile (with its cube)."""
    return {"piece": "church", "tile": tile, "at": square, "owner": owner}


def walls_of(pos: Position) -> dict[str, tuple[str, int | None, int]]:
    """Every wall tile on the board: space -> (owner, tile, cubes)."""
    return {p.at: (p.owner, p.tile, p.cubes) for p in pos.board if p.piece == "wall"}


def wall_options(pos: Position, player: str) -> list[str]:
    """The legal wall projects of a player."""
    return [a for a in legal(pos, player) if a.startswith("wall")]


# W1 to W5 -----------------------------------------------------------------------------------

def test_W1_each_build_takes_the_top_tile_of_the_own_stack() -> None:
    """W1: 'A player always builds the top tile of his own wall stack (1, then 2, ... 9).'"""
    others = [wall("south-F", "blue", 1), wall("south-E", "blue", 2), wall("south-D", "blue", 3)]
    spaces = ["north-F", "north-E", "north-D", "north-C", "south-C", "east-3", "east-11",
              "east-4", "east-10"]
    for tile in range(1, 10):
        mine = [wall(spaces[k], "red", k + 1, cubes=int(k + 1 in (3, 6, 9)))
                for k in range(tile - 1)]
        pos = table(players=THREE, board=others + mine, hands={"red": {"gold": 4}},
                    deck=["red", "red"])
        after, events = act(pos, "red", f"wall: {{at: {spaces[tile - 1]}}}")
        assert walls_of(after)[spaces[tile - 1]][:2] == ("red", tile)
        assert public(events, "wall")[0]["tile"] == tile
    full = [wall(spaces[k], "red", k + 1) for k in range(9)]
    done = table(players=THREE, board=others + full, hands={"red": {"gold": 4},
                                                               "blue": {"gold": 4}})
    assert refused(done, "red", "wall: {at: east-5}").rule == "W1"
    assert wall_options(done, "red") == []
    blue = table(players=THREE, board=others + full, active="blue",
                 hands={"blue": {"gold": 4}}, deck=["green"])
    after, _ = act(blue, "blue", "wall: {at: east-5}")
    assert walls_of(after)["east-5"] == ("blue", 4, 0)  # blue's own stack: his 4th tile


@pytest.mark.parametrize(("players", "north", "south"), [
    (["red", "blue"], ["north-D", "north-C"], ["south-D", "south-C"]),
    (THREE, ["north-F", "north-E", "north-D", "north-C"], ["south-F", "south-E", "south-D",
                                                          "south-C"]),
    (["red", "blue", "yellow", "green"], ["north-H", "north-G", "north-F", "north-E", "north-D",
                                          "north-C"],
     ["south-H", "south-G", "south-F", "south-E", "south-D", "south-C"]),
])
def test_W2_north_and_south_fill_from_the_gate_towards_the_sea(
    players: list[str], north: list[str], south: list[str]
) -> None:
    """W2: 'The north and south stretches fill from the gates towards the sea.'"""
    pos = table(players=players, board=[], hands={"red": {"gold": 20}}, deck=["red"] * 9)
    assert wall_options(pos, "red") == [f"wall: {{at: {north[0]}}}", f"wall: {{at: {south[0]}}}"]
    assert refused(pos, "red", f"wall: {{at: {north[1]}}}").rule == "W2"
    assert refused(pos, "red", "wall: {at: east-3}").rule == "W2"
    # another player's tile opens the next space too ('by anyone')
    built = table(players=players, board=[wall(north[0], "blue", 1)],
                  hands={"red": {"gold": 20}}, deck=["red"] * 9)
    assert wall_options(built, "red") == [f"wall: {{at: {north[1]}}}",
                                          f"wall: {{at: {south[0]}}}"]
    assert refused(built, "red", f"wall: {{at: {north[0]}}}").rule == "W2"
    assert refused(built, "red", f"wall: {{at: {south[1]}}}").rule == "W2"
    after, _ = act(built, "red", f"wall: {{at: {north[1]}}}")
    assert walls_of(after) == {north[0]: ("blue", 1, 0), north[1]: ("red", 1, 0)}


def test_W2_the_east_stretch_opens_only_when_north_and_south_are_built() -> None:
    """W2: 'East spaces may be used only when every north and south space is built.'"""
    almost = [wall(s, "blue", k + 1) for k, s in enumerate(NORTH_SOUTH_3P[:7])]
    pos = table(players=THREE, board=almost, hands={"red": {"gold": 10}}, deck=["red", "red"])
    assert wall_options(pos, "red") == ["wall: {at: south-C}"]
    assert refused(pos, "red", "wall: {at: east-3}").rule == "W2"
    assert refused(pos, "red", "wall: {at: east-11}").rule == "W2"
    closed, _ = act(pos, "red", "wall: {at: south-C}")
    assert closed.hands["red"].gold == 8
    assert wall_options(closed, "red") == ["wall: {at: east-3}", "wall: {at: east-11}"]


def test_W2_the_east_stretch_fills_from_rows_3_and_11_towards_the_middle() -> None:
    """W2: 'the east stretch fills from rows 3 and 11 towards the middle.'"""
    north_south = [wall(s, "blue", k + 1) for k, s in enumerate(NORTH_SOUTH_3P)]
    east = [wall("east-3", "yellow", 1), wall("east-4", "yellow", 2)]
    pos = table(players=THREE, board=north_south + east, hands={"red": {"gold": 10}},
                deck=["red", "red"])
    assert wall_options(pos, "red") == ["wall: {at: east-5}", "wall: {at: east-11}"]
    for space in ("east-6", "east-10", "east-9", "east-3"):
        assert refused(pos, "red", f"wall: {{at: {space}}}").rule == "W2"
    middle = [*east, wall("east-5", "yellow", 3, cubes=1), wall("east-11", "red", 1),
              wall("east-10", "red", 2), wall("east-9", "red", 3, cubes=1),
              wall("east-8", "blue", 9, cubes=1)]
    last = table(players=THREE, board=[*north_south[:7], wall("south-C", "yellow", 4), *middle],
                 hands={"red": {"gold": 10}}, deck=["red", "red"])
    assert wall_options(last, "red") == ["wall: {at: east-6}"]
    full, _ = act(last, "red", "wall")  # the one open space may be left out
    assert walls_of(full)["east-6"] == ("red", 4, 0)
    assert wall_options(full, "red") == []
    assert refused(full, "red", "wall: {at: east-6}").rule == "W2"


def test_W3_north_and_south_cost_2_east_costs_4() -> None:
    """W3: 'Cost: 2 gold on the north or south stretch, 4 gold on the east stretch.'"""
    short = table(board=[], hands={"red": {"gold": 1}})
    assert refused(short, "red", "wall: {at: north-D}").rule == "W3"
    assert refused(short, "red", "wall: {at: south-D}").rule == "W3"
    pos = table(board=[], hands={"red": {"gold": 2}}, deck=["blue"])
    after, events = act(pos, "red", "wall: {at: south-D}")
    assert (after.hands["red"].gold, after.bank) == (0, 51)
    assert public(events, "pay") == [{"player": "red", "gold": 2, "reason": "wall"}]
    ring = [wall(s, "blue", k + 1) for k, s in enumerate(["north-D", "north-C", "south-D",
                                                           "south-C"])]
    east = table(board=ring, hands={"red": {"gold": 3}})
    assert refused(east, "red", "wall: {at: east-3}").rule == "W3"
    assert wall_options(east, "red") == []
    rich = table(board=ring, hands={"red": {"gold": 5}}, deck=["blue"])
    after, events = act(rich, "red", "wall: {at: east-11}")
    assert after.hands["red"].gold == 1 and after.bank == 50
    assert public(events, "pay") == [{"player": "red", "gold": 4, "reason": "wall"}]


@pytest.mark.parametrize(("tile", "cards", "cubes"), [
    (1, 1, 0), (2, 1, 0), (3, 0, 1), (4, 1, 0), (5, 2, 0), (6, 0, 1), (7, 2, 0), (8, 2, 0),
    (9, 0, 1)])
def test_W4_reward_by_tile(tile: int, cards: int, cubes: int) -> None:
    """W4: 'tiles 1, 2 and 4 draw 1 influence card; tiles 5, 7 and 8 draw 2; tiles 3, 6 and 9
    are watch towers: no card, the builder puts a cube on the tower.'"""
    spaces = ["north-D", "north-C", "south-D", "south-C", "east-3", "east-11", "east-4",
              "east-10", "east-5"]
    mine = [wall(spaces[k], "red", k + 1, cubes=1 if k + 1 in (3, 6, 9) else 0)
            for k in range(tile - 1)]
    pos = table(board=mine, hands={"red": {"gold": 4}}, deck=["green", "blue", "red"])
    before = pos.cubes_in_supply("red")
    after, events = act(pos, "red", f"wall: {{at: {spaces[tile - 1]}}}")
    assert walls_of(after)[spaces[tile - 1]] == ("red", tile, cubes)
    assert after.hands["red"].influence == cards
    assert [after.hands["red"].green, after.hands["red"].blue] == [min(cards, 1), cards // 2]
    assert after.deck[: 3 - cards] == ["green", "blue", "red"][cards:]
    assert after.cubes_in_supply("red") == before - cubes
    assert public(events, "wall")[0]["cubes"] == cubes
    assert ("draw" in kinds(events)) == bool(cards)


def test_W3_W4_danish_example_yellow_pays_2_then_4_for_a_tower() -> None:
    """W3/W4 (Danish example): yellow pays 2 gold for wall tile 1 and draws an influence card;
    on the east stretch he pays 4 gold and puts a cube on the tower."""
    pos = table(players=THREE, active="yellow", board=[], hands={"yellow": {"gold": 6}},
                deck=["blue"])
    after, events = act(pos, "yellow", "wall: {at: north-F}")
    assert walls_of(after) == {"north-F": ("yellow", 1, 0)}
    assert vars(after.hands["yellow"]) == {"gold": 4, "red": 0, "blue": 1, "green": 0}
    assert kinds(events) == ["pay", "wall", "draw"]
    assert events[2].for_viewer("yellow")["cards"] == ["blue"]
    assert "cards" not in events[2].for_viewer("red")
    ring = [wall(s, "red", k + 1) for k, s in enumerate(NORTH_SOUTH_3P[:6])]
    ring += [wall("south-D", "yellow", 1), wall("south-C", "yellow", 2)]
    later = table(players=THREE, active="yellow", board=ring, hands={"yellow": {"gold": 4}})
    after, events = act(later, "yellow", "wall: {at: east-3}")
    assert walls_of(after)["east-3"] == ("yellow", 3, 1)
    assert vars(after.hands["yellow"]) == {"gold": 0, "red": 0, "blue": 0, "green": 0}
    assert (after.cubes_in_supply("yellow"), after.cubes_on_board("yellow")) == (9, 1)
    assert "draw" not in kinds(events)


def test_W5_only_east_towers_lie_in_a_row_for_the_pirate() -> None:
    """W5: 'Walls are never removed. Only east-stretch towers lie in a numbered row (for the
    pirate).'"""
    ring = [wall("north-D", "red", 3, cubes=1), wall("north-C", "red", 1),
            wall("south-D", "red", 2), wall("south-C", "blue", 1),
            wall("east-3", "blue", 2), wall("east-4", "blue", 3, cubes=1)]
    pos = table(board=ring, phase="roll", ship=2, dice=[[3, 4]],
                hands={"red": {"gold": 2}, "blue": {"gold": 1}})
    assert [cubes_in_row(pos, "red", row) for row in (2, 3, 4, 5, 12)] == [0, 0, 0, 0, 0]
    assert [cubes_in_row(pos, "blue", row) for row in (2, 3, 4, 5, 12)] == [0, 0, 1, 0, 0]
    rolled, _ = act(pos, "red", "roll")
    after, events = act(rolled, "red", "pirate: 4")
    # blue's east-4 tower owes 1 card (his only gold, taken at once); red's north tower none,
    # but it earns red one card from the pirate's pile (PI3)
    assert public(events, "discard") == [{"player": "blue", "cards": ["gold"]}]
    assert (after.hands["red"].gold, after.hands["blue"].gold) == (3, 0)
    assert walls_of(after) == walls_of(pos)
    assert refused(after, "red", "build: {building: well, at: east-4}").rule == "B2"


# C1 to C8 -----------------------------------------------------------------------------------

def test_C1_a_church_tile_costs_7_gold_and_no_permit() -> None:
    """C1: 'A church tile costs 7 gold and needs no permit.'"""
    started = [church(5, "C8")]
    short = table(board=started, hands={"red": {"gold": 6}}, church_stack=[1, 2])
    assert refused(short, "red", "church").rule == "C1"
    assert "church" not in legal(short, "red")
    pos = table(board=started, hands={"red": {"gold": 7}}, church_stack=[1, 2])
    assert "church" in legal(pos, "red")
    after, events = act(pos, "red", "church")
    assert (after.hands["red"].gold, after.bank) == (0, 51)
    assert public(events, "pay") == [{"player": "red", "gold": 7, "reason": "church"}]
    assert at(after, "B6") == ["church/red"] and after.builds == 1


def test_C2_the_first_builder_sees_two_tiles_and_keeps_one() -> None:
    """C2: 'the builder looks at the top two tiles of the stack, keeps one and puts the other
    face down at the bottom of the stack (he alone knows it). The kept tile goes on C8.'"""
    pos = table(board=[], hands={"red": {"gold": 7}}, church_stack=[4, 7, 1, 2, 3, 5, 6, 8, 9])
    looking, events = act(pos, "red", "church")
    assert [(p.player, p.decision, p.options) for p in looking.pending] == [
        ("red", "keep-church", [4, 7])]
    assert looking.church_stack == [1, 2, 3, 5, 6, 8, 9] and at(looking, "C8") == []
    assert looking.hands["red"].gold == 0
    assert events[-1].for_viewer("red") == {"event": "church-look", "player": "red",
                                            "tiles": [4, 7]}
    assert events[-1].for_viewer("blue") == {"event": "church-look", "player": "red"}
    assert view_for(looking, "blue").pending == (Decision("red", "keep-church", 0, None, ()),)
    assert view_for(looking, "red").pending[0].options == (4, 7)
    assert legal(looking, "red") == ["keep-church: 4", "keep-church: 7"]
    assert refused(looking, "red", "keep-church: 1").rule == "C2"
    assert refused(looking, "red", "end-turn").rule == "C2"
    assert refused(looking, "blue", "keep-church: 4").rule == "C2"
    kept, events = act(looking, "red", "keep-church: 7")
    assert at(kept, "C8") == ["church/red"] and kept.church_first() == 7
    assert kept.church_stack == [1, 2, 3, 5, 6, 8, 9, 4] and kept.pending == []
    assert kept.church_known == {"red": 4}
    assert view_for(kept, "red").table.church_known == {"red": 4}
    assert view_for(kept, "blue").table.church_known == {}
    assert view_for(kept, "public").table.church_known == {}
    assert "church-stack" not in view_for(kept, "blue").to_data()
    assert view_for(kept, "blue").table.church_stack_size == 8
    assert all("4" not in str(e.for_viewer("blue")) for e in events)


@pytest.mark.parametrize(("first", "squares"), [
    (1, ["C8", "D8", "E8", "C9", "D9", "E9", "C10", "D10", "E10"]),
    (9, ["A5", "B5", "C5", "A6", "B6", "C6", "A8", "B8", "C8"]),
    (5, ["B6", "C6", "D6", "B8", "C8", "D8", "B9", "C9", "D9"]),
    (3, ["A8", "B8", "C8", "A9", "B9", "C9", "A10", "B10", "C10"]),
    (7, ["C5", "D5", "E5", "C6", "D6", "E6", "C8", "D8", "E8"]),
])
def test_C3_the_first_tile_fixes_where_the_picture_lies(first: int, squares: list[str]) -> None:
    """C3: 'Example: first tile 1 -> church on C-E, rows 8, 9, 10; first tile 9 -> A-C, rows 5,
    6, 8.' (6 and 8 are neighbours)."""
    assert [church_square(tile, first) for tile in range(1, 10)] == squares
    board = [church(first, "C8", "blue")]
    stack = [t for t in range(1, 10) if t != first]
    while stack:
        pos = table(board=board, hands={"red": {"gold": 7}}, church_stack=stack)
        after, events = act(pos, "red", "church")
        tile = stack.pop(0)
        assert public(events, "church") == [{"player": "red", "tile": tile,
                                             "at": squares[tile - 1], "cubes": 1}]
        assert at(after, squares[tile - 1]) == ["church/red"]
        board.append(church(tile, squares[tile - 1]))
    assert sorted((p.tile, p.at) for p in after.board) == [(t, squares[t - 1])
                                                           for t in range(1, 10)]


def test_C4_later_tiles_come_from_the_top_onto_their_own_square() -> None:
    """C4: 'Every later church build takes the top tile of the stack and places it on its own
    square.'"""
    pos = table(board=[church(1, "C8", "blue")], hands={"red": {"gold": 14}},
                church_stack=[9, 2, 3], church_known={"blue": 3})
    once, events = act(pos, "red", "church")
    assert public(events, "church") == [{"player": "red", "tile": 9, "at": "E10", "cubes": 1}]
    assert once.church_stack == [2, 3] and once.pending == []
    twice, events = act(once, "red", "church")
    assert public(events, "church") == [{"player": "red", "tile": 2, "at": "D8", "cubes": 1}]
    assert twice.church_stack == [3] and twice.phase == "permit"
    assert [(p.tile, p.at, p.owner, p.cubes) for p in twice.board] == [
        (1, "C8", "blue", 1), (2, "D8", "red", 1), (9, "E10", "red", 1)]
    assert (twice.cubes_on_board("red"), twice.cubes_in_supply("red")) == (2, 8)


def test_C5_every_church_tile_carries_its_builders_cube() -> None:
    """C5: 'The builder puts a cube on each church tile he builds.' (the first one too)"""
    pos = table(board=[], hands={"blue": {"gold": 14}}, active="blue", church_stack=FULL_STACK)
    looking, _ = act(pos, "blue", "church")
    assert looking.cubes_in_supply("blue") == 10
    first, _ = act(looking, "blue", "keep-church: 1")
    second, _ = act(first, "blue", "church")  # tile 6: first 1 puts it on E9
    assert [(p.tile, p.at, p.owner, p.cubes) for p in second.board] == [
        (1, "C8", "blue", 1), (6, "E9", "blue", 1)]
    assert (second.cubes_on_board("blue"), second.cubes_in_supply("blue")) == (2, 8)
    assert [cubes_in_row(second, "blue", row) for row in (8, 9, 10)] == [1, 1, 0]
    assert second.cubes_on_board("red") == 0


def test_C6_danish_example_the_church_removes_blues_pub() -> None:
    """C6 (Danish example): yellow lays the first tile with a cube; red's tile lands on blue's
    pub, which goes back with blue's cube."""
    pos = table(players=["yellow", "red", "blue"], board=[
        {"piece": "tavern", "at": "D8", "owner": "blue"}], church_stack=FULL_STACK,
        hands={"yellow": {"gold": 7}, "red": {"gold": 7}}, dice=[[1, 2]])
    assert pos.cubes_in_supply("blue") == 9 and pos.neutral_supply("tavern") == 4
    looking, _ = act(pos, "yellow", "church")
    first, _ = act(looking, "yellow", "keep-church: 5")
    assert at(first, "C8") == ["church/yellow"] and first.cubes_in_supply("yellow") == 9
    reds, _ = act(first, "yellow", "end-turn")
    assert (reds.active, reds.phase, reds.ship) == ("red", "build", 3)
    after, events = act(reds, "red", "church")
    assert at(after, "D8") == ["church/red"]
    assert at(after, "E8") == at(after, "D9") == at(after, "E9") == []
    assert public(events, "removed") == [{"piece": "tavern", "at": "D8", "owner": "blue"}]
    assert after.cubes_in_supply("blue") == 10 and after.neutral_supply("tavern") == 5
    assert after.hands["red"].gold == 0 and after.hands["blue"].gold == 0
    assert after.church_stack == [2, 3, 4, 7, 8, 9, 1]


def test_C6_any_size_goes_and_a_permit_goes_back_without_compensation() -> None:
    """C6: 'A church tile removes any building that covers its square, whatever its size (B9
    applies), and sends a permit on its square back to its owner without compensation.'"""
    pos = table(board=[church(5, "C8"), {"piece": "hall", "at": "D5", "owner": "blue"},
                       {"piece": "permit", "value": 3, "at": "D9", "owner": "blue"}],
                hands={"red": {"gold": 14}, "blue": {"gold": 1}}, church_stack=[6, 9, 1])
    assert pos.cubes_in_supply("blue") == 8
    hall, events = act(pos, "red", "church")
    assert public(events, "removed") == [{"piece": "hall", "at": "D5", "owner": "blue"}]
    assert at(hall, "D8") == ["church/red"] and at(hall, "E5") == at(hall, "D6") == []
    assert hall.cubes_in_supply("blue") == 10 and hall.neutral_supply("hall") == 3
    permit, events = act(hall, "red", "church")
    assert at(permit, "D9") == ["church/red"]
    assert public(events, "permit-back") == [{"owner": "blue", "value": 3}]
    assert "compensation" not in kinds(events)
    assert permit.permits_in_supply("blue") == [0, 1, 2, 3, 4]
    assert (permit.hands["red"].gold, permit.hands["blue"].gold) == (0, 1)


def test_C7_no_trade_points_and_the_loser_of_a_trade_building_goes_back() -> None:
    """C7: 'Church tiles give no trade points' (first tile 9 puts tile 1 on harbour square A5);
    the tavern removed there costs blue its points (C6, B9)."""
    pos = table(board=[church(9, "C8"), {"piece": "tavern", "at": "A4", "owner": "blue"}],
                trade={"blue": 2}, hands={"red": {"gold": 7}}, church_stack=[1, 2])
    after, events = act(pos, "red", "church")
    assert at(after, "A5") == ["church/red"] and at(after, "A4") == []
    assert after.trade == {"red": 0, "blue": 0}
    assert public(events, "trade") == [{"player": "blue", "from": 2, "to": 0}]


def test_C7_church_tiles_are_never_built_over_and_give_no_income() -> None:
    """C7: 'Church tiles ... produce nothing, and are never built over or removed.'"""
    board = [church(5, "C8"), church(6, "D8", "blue"),
             {"piece": "permit", "value": 2, "at": "C6", "owner": "red"},
             {"piece": "permit", "value": 1, "at": "D6", "owner": "red"},
             {"piece": "permit", "value": 0, "at": "E6", "owner": "red"}]
    pos = table(board=board, hands={"red": {"gold": 20, "blue": 3}}, church_stack=[1])
    assert refused(pos, "red", "build: {building: tavern, at: C6}").rule == "C7"
    assert refused(pos, "red", "build: {building: tavern, at: C6, pay: blue}").rule == "C7"
    assert refused(pos, "red", "build: {building: hall, at: D5}").rule == "C7"
    rolling = table(board=[church(5, "C8"), church(6, "D8", "blue")], phase="roll", ship=5,
                    dice=[[4, 4]])
    after, events = act(rolling, "red", "roll")
    assert after.ship == 8 and "gold" not in kinds(events) and "draw" not in kinds(events)
    assert [vars(h) for h in after.hands.values()] == [vars(h) for h in rolling.hands.values()]


def test_C7_squares_still_waiting_for_their_tile_may_be_used_meanwhile() -> None:
    """C7: 'Squares of the church area still waiting for their tile may be used for permits and
    buildings meanwhile.'"""
    pos = table(board=[church(5, "C8")], ship=9, hands={"red": {"gold": 5}})
    placed, _ = act(pos, "red", "permit: {value: 0, at: D9}")  # tile 9's square
    assert at(placed, "D9") == ["permit/red"]
    ready = table(board=[church(5, "C8"), {"piece": "permit", "value": 0, "at": "D9",
                                           "owner": "red"}], hands={"red": {"gold": 5}})
    built, _ = act(ready, "red", "build: {building: well, at: D9}")
    assert at(built, "D9") == ["well/red"] and built.hands["red"].gold == 0


def test_C8_the_church_is_complete_after_the_ninth_tile() -> None:
    """C8: 'When all 9 tiles are built the church is complete.'"""
    squares = [church_square(t, 5) for t in range(1, 10)]
    board = [church(t, sq or "", "red" if t < 5 else "blue") for t, sq in
             zip(range(1, 10), squares, strict=True) if t != 8]
    pos = table(board=board, hands={"red": {"gold": 14}}, church_stack=[8])
    last, events = act(pos, "red", "church")
    assert at(last, "C9") == ["church/red"] and last.church_stack == []
    assert kinds(events)[-1] == "church-complete"
    assert len([p for p in last.board if p.piece == "church"]) == 9
    assert refused(last, "red", "church").rule == "C8"
    assert "church" not in legal(last, "red") and last.hands["red"].gold == 7
