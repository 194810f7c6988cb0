"""Small positions played with the real engine, each returning every event that came of it:
together they make every kind of event the engine emits (``SCENARIOS``), for the tests of the
report's sentences (tests/test_report_sentences.py)."""

from __future__ import annotations

from pbem.elasund import Event, setup
from tests.support.full_city import stuck_table
from tests.support.tables import act, permit, piece, table


def wall(at: str, tile: int, owner: str = "red", **extra: int) -> dict[str, object]:
    """A wall tile on the board."""
    return {"piece": "wall", "at": at, "owner": owner, "tile": tile, **extra}


def setup_events() -> list[Event]:
    """The set-up of a two-player game: start rolls, start cards, the first player."""
    return setup(["red", "blue"], seed="report-sentences")[1]


def roll_events() -> list[Event]:
    """A first roll onto the board, a roll equal to the ship's row, and income of both kinds."""
    first, events = act(table(phase="roll", ship=None, dice=[[2, 3]]), "red", "roll")
    assert first.ship == 5
    asked, more = act(table(phase="roll", ship=5, dice=[[1, 4]]), "red", "roll")
    _, down = act(asked, "red", "ship: down")  # 5 -> 8: both large huts pay gold
    _, huts = act(table(phase="roll", ship=8, dice=[[1, 3]], deck=["blue", "green"]), "red",
                  "roll")  # row 4: both small huts draw influence
    return events + more + down + huts


def pirate_events() -> list[Event]:
    """A 7: red chooses a gift, blue has one kind only, red's tower takes his pick (choose)."""
    board = [piece("well", "B9", "red"), piece("well", "C9", "blue"), wall("north-D", 1),
             wall("north-C", 2), wall("south-D", 3, cubes=1)]
    pos = table(board=board, phase="roll", ship=5, dice=[[3, 4]],
                rules={"pirate_reward": "choose"},
                hands={"red": {"gold": 1, "red": 1}, "blue": {"gold": 2}})
    rolled, events = act(pos, "red", "roll")
    asked, sailed = act(rolled, "red", "pirate: 9")
    given, gift = act(asked, "red", "discard: [red]")
    _, taken = act(given, "red", "pirate-take: [gold]")
    return events + sailed + gift + taken


def hall_events() -> list[Event]:
    """A hall on the harbour over three permits, one of them blue's."""
    pos = table(board=[permit(3, "A2"), permit(2, "A3"), permit(1, "B2", "blue")],
                hands={"red": {"gold": 6}})
    return act(pos, "red", "build: {building: hall, at: A2}")[1]


def removal_events() -> list[Event]:
    """A hall over blue's market on the harbour: blue loses a trade point and his cube."""
    board = [piece("market", "A2", "blue"), permit(0, "A3"), permit(1, "B3"), permit(2, "A4")]
    pos = table(board=board, trade={"blue": 3}, trade_cubes={3: ["blue"]},
                hands={"red": {"gold": 5}})
    return act(pos, "red", "build: {building: hall, at: A2}")[1]


def hut_events() -> list[Event]:
    """Blue's large hut re-placed, his small hut left off the board (hut_replacement: may)."""
    board = [piece("large-hut", "C4", "blue"), permit(0, "D4"), permit(1, "D5")]
    pos = table(board=board, hands={"red": {"gold": 3}})
    asked, events = act(pos, "red", "build: {building: tavern, at: C4}")
    _, placed = act(asked, "blue", "hut: B11")
    small = table(board=[piece("small-hut", "C4", "blue"), permit(0, "D4")],
                  rules={"hut_replacement": "may"}, hands={"red": {"gold": 5}})
    asked, more = act(small, "red", "build: {building: market, at: C4}")
    _, off = act(asked, "blue", "hut: off")
    return events + placed + more + off


def build_over_events() -> list[Event]:
    """A tavern over a merchant of the same size, paid with 3 green cards (B8)."""
    board = [piece("merchant", "B3", "blue"), permit(0, "D3"), permit(1, "D4")]
    pos = table(board=board, hands={"red": {"gold": 3, "green": 3}})
    return act(pos, "red", "build: {building: tavern, at: C3, pay: green}")[1]


def wall_events() -> list[Event]:
    """Wall tile 1 (a card drawn), and tile 3, a watch tower with a cube."""
    pos = table(hands={"red": {"gold": 4}}, deck=["green", "red"])
    _, first = act(pos, "red", "wall: {at: north-D}")
    towered = table(board=[wall("north-D", 1), wall("north-C", 2)], hands={"red": {"gold": 2}})
    _, tower = act(towered, "red", "wall: {at: south-D}")
    return first + tower


def church_events() -> list[Event]:
    """The first church build (two tiles seen, one kept) and the ninth, which completes it."""
    pos = table(board=[], hands={"red": {"gold": 7}}, church_stack=[4, 6, 1, 2, 3, 5, 7, 8, 9])
    asked, events = act(pos, "red", "church")
    _, kept = act(asked, "red", "keep-church: 4")
    # first tile 1 on C8: the picture covers C-E and rows 8-10, tile 9 on E10
    squares = {1: "C8", 2: "D8", 3: "E8", 4: "C9", 5: "D9", 6: "E9", 7: "C10", 8: "D10"}
    board = [{"piece": "church", "tile": t, "at": sq, "owner": "blue"} for t, sq in squares.items()]
    last = table(board=[*board, permit(2, "E10", "blue")], hands={"red": {"gold": 7}},
                 church_stack=[9])
    _, complete = act(last, "red", "church")
    return events + kept + complete


def permit_events() -> list[Event]:
    """Phase 3 permits (in the row, and paid outside it), 2 gold, and all four bonus actions."""
    hand = {"gold": 5, "red": 3, "blue": 3, "green": 2}
    pos = table(board=[], ship=5, phase="permit", hands={"red": hand})
    placed, events = act(pos, "red", "permit: {value: 2, at: B5}")
    _, upgraded = act(placed, "red", "upgrade-permit: {at: B5, value: 4, pay: red}")
    _, outside = act(pos, "red", "permit: {value: 0, at: B9, pay: green}")
    _, gold = act(pos, "red", "gold")
    bonus = table(board=[permit(2, "B5")], phase="bonus", hands={"red": hand})
    _, moved = act(bonus, "red", "move-permit: {from: B5, to: C6, pay: blue}")
    _, anywhere = act(bonus, "red", "place-permit: {value: 3, at: E2}")
    _, extra = act(bonus, "red", "bonus-gold")
    return events + upgraded + outside + gold + moved + anywhere + extra


def shortage_events() -> list[Event]:
    """An empty bank, then an empty deck and discard pile, when income is due (I3)."""
    poor = table(phase="roll", ship=5, dice=[[4, 4]], hands={"red": {"gold": 50},
                                                           "blue": {"gold": 1}})
    _, gold = act(poor, "red", "roll")
    cards = {"red": {"red": 13, "blue": 13}, "blue": {"green": 13}}
    empty = table(phase="roll", ship=5, dice=[[1, 3]], hands=cards)
    _, influence = act(empty, "red", "roll")
    nothing = table(hands={"red": {"gold": 2, "red": 13, "blue": 13}, "blue": {"green": 13}})
    _, none = act(nothing, "red", "wall: {at: north-D}")
    broke = table(phase="permit", hands={"red": {"gold": 51}})
    _, no_gold = act(broke, "red", "gold")
    return gold + influence + none + no_gold


def reshuffle_events() -> list[Event]:
    """A draw from an empty deck shuffles the discard pile into a new deck (I2)."""
    pos = table(hands={"red": {"gold": 2, "red": 13, "blue": 13}}, discard=["green"] * 13)
    return act(pos, "red", "wall: {at: north-D}")[1]


def win_events() -> list[Event]:
    """Red's tenth cube, on a market's flag, wins the game (E1)."""
    wells = [piece("well", sq, "red") for sq in ("B3", "B5", "B10", "B12")]
    pos = table(board=[*wells, permit(0, "D2")], trade={"red": 11},
                trade_cubes={3: ["red"], 5: ["red"], 7: ["red"], 9: ["red"], 11: ["red"]},
                hands={"red": {"gold": 5}})
    return act(pos, "red", "build: {building: market, at: D2}")[1]


def pay_ignored_events() -> list[Event]:
    """A shop paid for with 3 green cards, with nothing of its size under it (section 14)."""
    pos = table(board=[permit(0, "B2")], hands={"red": {"gold": 1, "green": 3}})
    return act(pos, "red", "build: {building: shop, at: B2, pay: green}")[1]


def stuck_events() -> list[Event]:
    """Red's well on the last free square: nobody can place another cube (section 14)."""
    return act(stuck_table(), "red", "build: {building: well, at: E6}")[1]


SCENARIOS = [setup_events, roll_events, pirate_events, hall_events, removal_events, hut_events,
             build_over_events, wall_events, church_events, permit_events, shortage_events,
             reshuffle_events, win_events, pay_ignored_events, stuck_events]
