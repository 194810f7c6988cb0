"""Report sentences: one for every kind of event the engine emits, each read as a viewer sees it.

The events come from small positions played with the real engine, so a sentence breaks when
an event's fields change. Every expected sentence is written out by hand.
"""

from __future__ import annotations

import re
from pathlib import Path

from pbem.elasund import Event, setup
from pbem.report.sentences import SENTENCES, Names, cards_text, listing, sentence
from tests.support.full_city import stuck_table
from tests.support.tables import act, permit, piece, table

NAMES = Names({"red": "Anna", "blue": "Bob"}, ["red", "blue"])
ENGINE = Path(__file__).resolve().parents[1] / "pbem" / "elasund"


def told(events: list[Event], kind: str, viewer: str = "public") -> list[str]:
    """The sentences of the events of one kind, as ``viewer`` reads them."""
    return [sentence(e.for_viewer(viewer), NAMES) for e in events if e.kind == kind]


def wall(at: str, tile: int, owner: str = "red", **extra: int) -> dict[str, object]:
    """A wall tile on the board."""
    return {"piece": "wall", "at": at, "owner": owner, "tile": tile, **extra}


# Scenarios: each plays a few actions and returns every event that came of them ---------------

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


# Every kind ----------------------------------------------------------------------------------

def engine_kinds() -> set[str]:
    """Every event kind the engine's source creates with ``Event("kind", ...)``."""
    found: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        found |= set(re.findall(r'Event\(\s*"([a-z0-9-]+)"', path.read_text(encoding="utf-8")))
    return found


def test_every_engine_event_kind_has_its_own_sentence() -> None:
    """No kind falls back to the generic wording; no writer is for a kind that does not exist."""
    kinds = engine_kinds()
    assert len(kinds) >= 30  # the source was read
    assert kinds == set(SENTENCES)


def test_the_scenarios_below_play_every_engine_event_kind() -> None:
    """Each kind is told in a test from a real event of the engine, not a hand-made one."""
    played = {event.kind for scenario in SCENARIOS for event in scenario()}
    assert played == engine_kinds()


# Sentences, kind by kind ---------------------------------------------------------------------

def test_setup_start_rolls_first_player_and_start_cards() -> None:
    """The start rolls name their dice; a start card's colour is shown only to its drawer."""
    events = setup_events()
    for event in (e for e in events if e.kind == "start-roll"):
        first, second = event.public["dice"]
        who = NAMES.label(event.public["player"])
        assert told([event], "start-roll") == [
            f"{who} rolled {first}+{second}: {first + second}, to see who starts."]
    active = next(e.public["player"] for e in events if e.kind == "first-player")
    assert told(events, "first-player") == [f"{NAMES.label(active)} plays first."]
    red_card = next(e.secret["red"]["cards"][0] for e in events if e.kind == "draw"
                    and e.public["player"] == "red")
    assert told(events, "draw", "red") == [
        f"Anna (red) drew 1 influence card to start: {red_card}.",
        "Bob (blue) drew 1 influence card to start."]
    assert told(events, "draw", "public") == ["Anna (red) drew 1 influence card to start.",
                                              "Bob (blue) drew 1 influence card to start."]


def test_roll_ship_and_income() -> None:
    """Rolls, the ship's moves and income of gold and of influence cards."""
    events = roll_events()
    assert told(events, "roll") == ["Anna (red) rolled 2+3: 5 (dice set in advance).",
                                    "Anna (red) rolled 1+4: 5 (dice set in advance).",
                                    "Anna (red) rolled 1+3: 4 (dice set in advance)."]
    assert told(events, "ship") == ["The ship sails onto the board at row 5.",
                                    "The ship sails from row 5 to row 8.",
                                    "The ship sails from row 8 to row 4."]
    assert told(events, "gold") == ["Anna (red) received 1 gold as income.",
                                    "Bob (blue) received 1 gold as income."]
    assert told(events, "draw", "red") == ["Anna (red) drew 1 influence card as income: blue.",
                                           "Bob (blue) drew 1 influence card as income."]
    assert told(events, "draw", "blue") == ["Anna (red) drew 1 influence card as income.",
                                            "Bob (blue) drew 1 influence card as income: green."]


def test_pirate_roll_demand_discard_auto_and_reward() -> None:
    """The pirate's roll, his row, what he demands, the gifts and the roller's hidden reward."""
    events = pirate_events()
    assert told(events, "roll") == ["Anna (red) rolled 3+4: 7, the pirate (dice set in advance)."]
    assert told(events, "ship") == ["The ship turns pirate and sails from row 5 to row 9."]
    assert told(events, "pirate-demand") == ["The pirate demands 1 card from Anna (red).",
                                             "The pirate demands 1 card from Bob (blue)."]
    assert told(events, "auto") == ["Bob (blue) had only one choice, taken at once: "
                                    "discard: [gold]."]
    assert told(events, "discard") == ["Bob (blue) gave the pirate 1 gold card.",
                                       "Anna (red) gave the pirate 1 red card."]
    assert told(events, "pirate-reward", "red") == [
        "Anna (red) took 1 card from the pirate's pile: 1 gold card."]
    assert told(events, "pirate-reward", "blue") == [
        "Anna (red) took 1 card from the pirate's pile."]


def test_build_compensation_permits_back_trade_points_and_cube() -> None:
    """A hall on the harbour: what was paid, whose permits went back, what it scored."""
    events = hall_events()
    assert told(events, "compensation") == [
        "Anna (red) paid Bob (blue) 1 gold for the permits there."]
    assert told(events, "pay") == ["Anna (red) paid 5 gold for the hall."]
    assert told(events, "permit-back") == [
        "A permit of value 3 went back to the supply of Anna (red).",
        "A permit of value 2 went back to the supply of Anna (red).",
        "A permit of value 1 went back to the supply of Bob (blue)."]
    assert told(events, "built") == [
        "Anna (red) built a hall on A2, B2, A3, B3, A4 and B4, with 2 cubes on its flags."]
    assert told(events, "trade") == ["Anna (red) moved up on the trade track from 0 to 3 points."]
    assert told(events, "trade-cube") == ["Anna (red) put a cube on space 3 of the trade track."]


def test_removal_loses_trade_points_and_the_cube_above() -> None:
    """A removed building, its owner's trade points and his cube on space 3 (B9, TP3)."""
    events = removal_events()
    assert told(events, "removed") == ["The market of Bob (blue) on A2 was removed."]
    assert told(events, "trade") == [
        "Bob (blue) went back on the trade track from 3 to 2 points.",
        "Anna (red) moved up on the trade track from 0 to 3 points."]
    assert told(events, "trade-cube-lost") == [
        "The cube of Bob (blue) on space 3 of the trade track went back to the supply."]


def test_huts_re_placed_or_left_out() -> None:
    """A large hut names both its squares; a hut left off the board leaves the game (H1)."""
    events = hut_events()
    assert told(events, "removed") == ["The large hut of Bob (blue) on C4 was removed.",
                                       "The small hut of Bob (blue) on C4 was removed."]
    assert told(events, "hut-placed") == ["Bob (blue) re-placed the large hut on B11 and B12."]
    assert told(events, "hut-out") == ["The small hut of Bob (blue) left the game."]
    assert told(events, "built")[0] == (
        "Anna (red) built a tavern on C4, D4, C5 and D5, with 1 cube on its flag.")


def test_building_over_the_same_size_pays_influence() -> None:
    """The 3 cards of one colour for building over a building of the same size (B8)."""
    events = build_over_events()
    assert told(events, "pay") == [
        "Anna (red) paid 3 gold for the tavern.",
        "Anna (red) paid 3 green cards to build over a building of the same size."]
    assert told(events, "removed") == ["The merchant of Bob (blue) on B3 was removed."]


def test_walls_and_watch_towers() -> None:
    """A wall tile with its card (seen by its drawer only) and a watch tower with its cube."""
    events = wall_events()
    assert told(events, "pay") == ["Anna (red) paid 2 gold for a wall tile.",
                                   "Anna (red) paid 2 gold for a wall tile."]
    assert told(events, "wall") == [
        "Anna (red) built wall tile 1 on north-D.",
        "Anna (red) built wall tile 3 on south-D, a watch tower, with a cube on it."]
    assert told(events, "draw", "red") == [
        "Anna (red) drew 1 influence card for the wall tile: green."]
    assert told(events, "draw", "blue") == ["Anna (red) drew 1 influence card for the wall tile."]


def test_church_look_keep_complete_and_permit_back() -> None:
    """The two tiles seen are the builder's secret; the ninth tile completes the church."""
    events = church_events()
    assert told(events, "pay") == ["Anna (red) paid 7 gold for a church tile.",
                                   "Anna (red) paid 7 gold for a church tile."]
    assert told(events, "church-look", "red") == [
        "Anna (red) looked at the top two church tiles (4 and 6), to keep one for the "
        "foundation and put the other under the stack."]
    assert told(events, "church-look", "blue") == [
        "Anna (red) looked at the top two church tiles, to keep one for the foundation and "
        "put the other under the stack."]
    assert told(events, "church") == ["Anna (red) built church tile 4 on C8 with a cube on it.",
                                      "Anna (red) built church tile 9 on E10 with a cube on it."]
    assert told(events, "permit-back") == [
        "A permit of value 2 went back to the supply of Bob (blue)."]
    assert told(events, "church-complete") == ["The church is complete: all 9 tiles are built."]


def test_permits_gold_bonus_actions_and_the_end_of_the_turn() -> None:
    """Phase 3 and 4: permits placed, moved, upgraded; gold taken; the turn passed on."""
    events = permit_events()
    assert told(events, "permit") == ["Anna (red) placed a permit of value 2 on B5.",
                                      "Anna (red) placed a permit of value 0 on B9.",
                                      "Anna (red) placed a permit of value 3 on E2."]
    assert told(events, "permit-upgraded") == [
        "Anna (red) upgraded the permit on B5 from value 2 to 4."]
    assert told(events, "permit-moved") == ["Anna (red) moved the permit on B5 to C6."]
    assert told(events, "pay") == [
        "Anna (red) paid 2 gold for the permit.",
        "Anna (red) paid 2 red cards to upgrade a permit.",
        "Anna (red) paid 2 gold to upgrade a permit.",
        "Anna (red) paid 2 green cards to place the permit outside the allowed row.",
        "Anna (red) paid 2 blue cards to move a permit.",
        "Anna (red) paid 3 cards (1 red, 1 blue, 1 green) to place a permit anywhere.",
        "Anna (red) paid 3 gold to place a permit anywhere.",
        "Anna (red) paid 3 cards (1 red, 1 blue, 1 green) for 2 bonus gold."]
    gold = told(events, "gold")
    assert "Anna (red) took 2 gold instead of a permit." in gold
    assert "Anna (red) took 2 gold as the bonus action." in gold
    assert set(told(events, "turn-end")) == {"Anna (red) ended turn 1."}
    assert set(told(events, "turn-start")) == {"Turn 2 begins: Bob (blue) plays."}


def test_shortages_returns_and_empty_supplies() -> None:
    """I3: the shortage, the halves returned, and draws and gold the supply cannot pay."""
    events = shortage_events()
    assert told(events, "shortage") == [
        "Shortage: 2 gold are due as income but the bank holds only 0; everybody returns half "
        "of their gold.",
        "Shortage: 2 influence cards are due as income but only 0 are left in the deck and the "
        "discard pile; everybody returns half of their influence cards."]
    # red returns from the colour he holds most, ties red first: red, blue, red, ... 7 and 6
    assert told(events, "return") == ["Anna (red) returned 25 gold to the bank.",
                                      "Bob (blue) returned 0 gold to the bank.",
                                      "Anna (red) returned 13 cards (7 red, 6 blue) to the "
                                      "discard pile.",
                                      "Bob (blue) returned 6 green cards to the discard pile."]
    assert told(events, "reshuffle") == [
        "The influence cards were shuffled into a new deck of 19 cards."]
    assert "Anna (red) could draw no influence card for the wall tile: the deck and the discard " \
        "pile are empty." in told(events, "draw")
    assert told(events, "gold")[-1] == (
        "Anna (red) received no gold instead of a permit: the bank is empty.")


def test_reshuffle_then_draw() -> None:
    """The discard pile becomes the deck when a card must be drawn (I2)."""
    events = reshuffle_events()
    assert told(events, "reshuffle") == [
        "The influence cards were shuffled into a new deck of 13 cards."]
    assert told(events, "draw", "red") == [
        "Anna (red) drew 1 influence card for the wall tile: green."]


def test_win() -> None:
    """The tenth cube ends the game (E1)."""
    events = win_events()
    assert told(events, "win") == ["Anna (red) has all 10 cubes on the board and wins the game!"]
    assert told(events, "built") == ["Anna (red) built a market on D2 and E2, with 1 cube on "
                                     "its flag."]


def test_branches_the_scenarios_do_not_reach() -> None:
    """A tower or church tile without a cube left, and a kind newer than the sentences."""
    tower = {"event": "wall", "player": "red", "tile": 6, "at": "east-5", "cubes": 0}
    assert sentence(tower, NAMES) == (
        "Anna (red) built wall tile 6 on east-5, a watch tower (no cube left).")
    church = {"event": "church", "player": "blue", "tile": 2, "at": "D8", "cubes": 0}
    assert sentence(church, NAMES) == (
        "Bob (blue) built church tile 2 on D8, with no cube left to put on it.")
    assert sentence({"event": "comet", "size": 3}, NAMES) == "comet: size 3."


def test_names_cards_and_lists_read_naturally() -> None:
    """A nameless player is his colour; user text keeps its characters but not its newlines."""
    names = Names({"red": "{{7*7}} <b>\nAnna", "green": ""}, ["red", "green"])
    assert names.label("red") == "{{7*7}} <b> Anna (red)"
    assert names.label("green") == "green"
    assert names.short("red", 18) == "{{7*7}} <b>~ (red)"
    assert listing(["a"]) == "a" and listing(["a", "b", "c"]) == "a, b and c"
    assert cards_text(["gold"]) == "1 gold card"
    assert cards_text(["green", "red", "green"]) == "3 cards (1 red, 2 green)"
    assert cards_text([]) == "no cards"


def test_a_pay_left_aside_and_a_game_nobody_can_go_on_with() -> None:
    """The readings of section 14: the pay that bought nothing, and the end of a stuck game."""
    assert told(pay_ignored_events(), "pay-ignored") == [
        "Pay not needed: Anna (red)'s build: {building: shop, at: B2} costs no influence "
        "cards, so no green cards were spent."]
    assert told(stuck_events(), "no-more-cubes") == [
        "Nobody can place another cube: no free square is left, no permit lies on the board, "
        "the church is complete and every wall space is built. The game ends, the players "
        "ranked by cubes on the board, then gold: Anna (red) 8 cubes, 0 gold; Bob (blue) 6 "
        "cubes, 3 gold. Anna (red) wins the game!"]
