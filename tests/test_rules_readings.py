"""The readings of docs/rules.md section 14 that save a player a second mail: a payment that
buys nothing is left aside (P3, B8), an action after a bonus action is refused (X5), and the
standing answers for a shortage (I3) and for the first church tile (C2).

The engine's side is tested with ``apply``; what an order leads to, with the real processing
(``pbem.process.apply_order``) on a game made from a small position.
"""

from __future__ import annotations

from typing import Any

import pytest

from pbem.elasund import Position, apply
from pbem.elasund.actions import Roll
from pbem.elasund.rules.church import church_area
from pbem.files.game import Game
from pbem.files.order import Order, Standing, read_order_text, step_from_notation
from pbem.history import Seat, create_game
from pbem.process import apply_order
from pbem.report.sentences import Names, sentence
from pbem.verdict import Verdict
from tests.support.tables import (
    act,
    kinds,
    legal,
    permit,
    piece,
    public,
    refused,
    table,
    waiting_for,
)

NOW = "2026-12-03T10:00:00Z"
SEATS = [Seat("red", "Anna"), Seat("blue", "Bruno")]
FULL_ROW = ["nearest-free", "adjacent-only"]  # the values of option full_row
SHORTAGE = ["halve-then-pay", "no-income"]  # the values of option bank_shortage
# Rows 4, 5 and 6 full: with the ship in row 5 the nearest free rows are 3 and 8
BAND = [piece("hall", "A4"), piece("hall", "C4"), piece("workshop", "E4"), piece("well", "E6")]
RAINBOW = {"red": 1, "blue": 1, "green": 1}


def game_of(pos: Position) -> Game:
    """An open game starting from ``pos``."""
    return create_game("test", SEATS, now=NOW, open_game=True, position=pos)[0]


def order(player: str, *actions: str, turn: int = 1, standing: Standing | None = None) -> Order:
    return Order("test", player, turn, tuple(step_from_notation(a) for a in actions),
                 standing=standing, filename=f"{player}.yaml")


def play(game: Game, *orders: Order) -> tuple[Game, list[Verdict]]:
    """Apply the orders one after another; the game and every verdict."""
    verdicts = []
    for one in orders:
        game, verdict = apply_order(game, one, NOW)
        verdicts.append(verdict)
    return game, verdicts


# A payment that buys nothing (P3, B8) -----------------------------------------------------------

@pytest.mark.parametrize("option", FULL_ROW)
def test_P3_a_pay_where_the_permit_is_free_is_left_aside_and_no_card_is_spent(option: str
                                                                              ) -> None:
    """Section 14: 'a pay on a permit placed where it would be free (P3) is ignored, the action
    is applied and no card is spent' (option full_row decides where it is free)."""
    pos = table(board=BAND, ship=5, phase="permit", rules={"full_row": option},
                hands={"red": {"gold": 0, "red": 2}})
    after, events = act(pos, "red", "permit: {value: 0, at: B8, pay: red}")
    assert [(p.at, p.owner) for p in after.board if p.piece == "permit"] == [("B8", "red")]
    if option == "nearest-free":  # row 8 is one of the nearest free rows: free to place
        assert after.hands["red"].red == 2 and after.discard == []
        assert public(events, "pay-ignored") == [
            {"player": "red", "pay": "red", "action": "permit: {value: 0, at: B8}"}]
        unpaid, unpaid_events = act(pos, "red", "permit: {value: 0, at: B8}")
        assert after == unpaid and [e for e in events if e.kind != "pay-ignored"] == unpaid_events
        green, _ = act(pos, "red", "permit: {value: 0, at: B8, pay: green}")  # holds none
        assert green == unpaid
    else:  # only rows 4 and 6 count, both full: here the permit needs its 2 cards
        assert after.hands["red"].red == 0 and after.discard == ["red", "red"]
        assert "pay-ignored" not in kinds(events)
    # a pay left aside does not make the rest legal: a permit he cannot afford stays refused
    assert refused(pos, "red", "permit: {value: 3, at: B8, pay: red}").rule == "P1"


def test_B8_a_pay_with_nothing_of_the_same_size_underneath_is_left_aside() -> None:
    """Section 14: 'a pay on a build with nothing of the same size underneath (B8) is ignored':
    a shop on an empty square and over blue's smaller well keeps red's 3 green cards."""
    board = [permit(0, "B2"), piece("well", "C2", "blue")]
    pos = table(board=board, hands={"red": {"gold": 1, "green": 3}})
    after, events = act(pos, "red", "build: {building: shop, at: B2, pay: green}")
    assert [p.piece for p in after.board] == ["shop"]  # the well went, as a smaller building
    assert after.hands["red"].green == 3 and after.discard == []
    assert public(events, "pay-ignored") == [
        {"player": "red", "pay": "green", "action": "build: {building: shop, at: B2}"}]
    unpaid, _ = act(pos, "red", "build: {building: shop, at: B2}")
    assert after == unpaid
    # over a building of the same size the pay is needed, and a colour he lacks is refused
    same = table(board=[permit(0, "B2"), piece("market", "C2", "blue")],
                 hands={"red": {"gold": 1, "green": 3}})
    assert refused(same, "red", "build: {building: shop, at: B2, pay: red}").rule == "B8"


def test_B8_P3_rules_version_1_still_refuses_a_needless_pay() -> None:
    """A game made before rules version 2 keeps its reading: 'leave out pay'."""
    permit_pos = table(board=BAND, ship=5, phase="permit", hands={"red": {"gold": 0, "red": 2}},
                       rules_version=1)
    assert refused(permit_pos, "red", "permit: {value: 0, at: B8, pay: red}").rule == "P3"
    build_pos = table(board=[permit(0, "B2")], hands={"red": {"gold": 1, "green": 3}},
                      rules_version=1)
    assert refused(build_pos, "red", "build: {building: shop, at: B2, pay: green}").rule == "B8"


def test_P3_the_verdict_and_the_report_say_pay_not_needed() -> None:
    """'the verdict says "pay not needed: no cards spent"', and the report tells it too."""
    pos = table(board=BAND, ship=5, phase="permit", hands={"red": {"gold": 0, "red": 2}},
                dice=[[1, 2]])
    game, (verdict,) = play(game_of(pos), order("red", "permit: {value: 0, at: B8, pay: red}"))
    assert verdict.status == "applied" and verdict.exit_code == 0
    assert verdict.text == ("1 action(s) applied; permit: {value: 0, at: B8}: pay not "
                               "needed: no cards spent; your turn is over")
    assert game.state.position.hands["red"].red == 2
    event = next(e for e in game.history[-1].events if e.kind == "pay-ignored")
    assert sentence({"event": "pay-ignored", **event.public},
                    Names({"red": "Anna"}, ["red", "blue"])) == (
        "Pay not needed: Anna (red)'s permit: {value: 0, at: B8} costs no influence cards, so "
        "no red cards were spent.")


# A bonus action ends the turn (X5) --------------------------------------------------------------

def bonus_table(**extra: Any) -> Position:
    """Red in phase 2 holding one card of each colour; blue's roll next is 1+2."""
    fields: dict[str, Any] = {"board": [], "hands": {"red": {"gold": 1, **RAINBOW}},
                              "dice": [[1, 2]]}
    fields.update(extra)
    return table(**fields)


@pytest.mark.parametrize("after", ["gold", "end-turn", "wait", "permit: {value: 0, at: B3}"])
def test_X5_an_action_after_a_bonus_action_is_refused_and_nothing_after_it_is_applied(
        after: str) -> None:
    """Section 14: 'Any action written after it in the same order is refused with X5 ("the
    bonus action ended your turn"), and nothing after it is applied.'"""
    game = game_of(bonus_table())
    bonus_only, _ = play(game, order("red", "bonus-gold"))
    game, (verdict,) = play(game, order("red", "bonus-gold", after, "gold"))
    refusal = verdict.parts[0].refused
    assert refusal is not None and (refusal.index, refusal.rule, refusal.action) == (1, "X5",
                                                                                     after)
    assert refusal.text.startswith("the bonus action ended your turn")
    assert (verdict.status, verdict.exit_code) == ("partial", 1)
    assert verdict.parts[0].applied == ["bonus-gold"] and verdict.parts[0].ended_turn
    assert "your turn stays open" not in verdict.text
    assert game.state.digest() == bonus_only.state.digest()  # blue's turn, as after bonus-gold
    assert game.state.position.active == "blue"


def test_X5_a_paused_order_that_goes_on_stops_after_its_bonus_action() -> None:
    """The same when the bonus action comes in the rest of an order that waited for a hut."""
    pos = bonus_table(board=[piece("small-hut", "C4", "blue"), permit(0, "D4")],
                      hands={"red": {"gold": 1, **RAINBOW}})
    game, (paused, answered) = play(
        game_of(pos), order("red", "build: {building: shop, at: C4}", "bonus-gold", "gold"),
        order("blue", "hut: B11"))
    assert paused.status == "paused"
    resumed = answered.parts[1]
    assert resumed.applied == ["bonus-gold"] and resumed.refused is not None
    assert (resumed.refused.rule, resumed.refused.action) == ("X5", "gold")
    assert game.state.queued is None and game.state.position.active == "blue"


def test_X5_rules_version_1_refuses_what_follows_as_the_next_players_turn() -> None:
    """Before rules version 2 the action after the bonus met the next player's turn (T1)."""
    _, (verdict,) = play(game_of(bonus_table(rules_version=1)),
                         order("red", "bonus-gold", "gold"))
    assert verdict.parts[0].refused is not None and verdict.parts[0].refused.rule == "T1"


# The shortage preference (I3) -------------------------------------------------------------------

def shortage_table(option: str, **extra: Any) -> Position:
    """Red rolls 2+2: the small huts on C4 and D4 are due 2 influence cards, 1 is left."""
    fields: dict[str, Any] = {
        "phase": "roll", "ship": 5, "dice": [[2, 2]], "rules": {"bank_shortage": option},
        "discard": ["green"], "hands": {"red": {"red": 13, "blue": 6},
                                        "blue": {"blue": 7, "green": 12}}}
    fields.update(extra)
    return table(**fields)


def returned(events: list[Any]) -> dict[str, list[str]]:
    return {e["player"]: e["influence"] for e in public(events, "return")}


@pytest.mark.parametrize("option", SHORTAGE)
def test_I3_the_standing_shortage_answer_says_which_colours_go_back(option: str) -> None:
    """Section 14: 'the influence cards given back are the player's choice, taken from his
    standing answer shortage: [colours...]; otherwise from his most-held colour first (ties:
    red, blue, green). Nobody waits for it.' (option bank_shortage)"""
    pos = shortage_table(option)
    _, plain = apply(pos, "red", Roll())
    assert returned(plain) == {"red": ["red"] * 8 + ["blue"],  # the colour held most, card by card
                               "blue": ["green"] * 5 + ["blue", "green"] * 2}
    after, events = apply(pos, "red", Roll(), {"red": ("blue", "green"), "blue": ("blue",)})
    # red: all 6 blue, then (no green held) the colour held most; blue: 7 blue, then green
    assert returned(events) == {"red": ["blue"] * 6 + ["red"] * 3,
                                "blue": ["blue"] * 7 + ["green"] * 2}
    assert not after.pending and after.phase == "build"  # nobody was asked
    paid = 1 if option == "halve-then-pay" else 0
    assert (after.hands["red"].influence, after.hands["blue"].influence) == (10 + paid,
                                                                            10 + paid)


@pytest.mark.parametrize("option", SHORTAGE)
def test_I3_a_shortage_answer_in_an_order_is_used_on_a_later_roll(option: str) -> None:
    """Given in an order of its own (no actions), blue's answer holds on red's roll."""
    game = game_of(shortage_table(option, phase="build", active="blue"))  # red rolls next
    game, (saved, ended) = play(game, order("red", standing=Standing(shortage=("blue",))),
                                order("blue", "gold"))
    assert "standing answers saved" in saved.text and ended.status == "applied"
    events = [e for e in game.history[-1].events if e.kind == "return"]
    assert {e.public["player"]: e.public["influence"] for e in events}["red"] == [
        "blue"] * 6 + ["red"] * 3
    assert game.state.position.active == "red" and not game.state.position.pending


# The first church tile in advance (C2) ----------------------------------------------------------

def church_table(stack: list[int], **extra: Any) -> Position:
    """Red to build the first church tile; the start huts (red's large hut on E8-E9)."""
    fields: dict[str, Any] = {"hands": {"red": {"gold": 7}}, "church-stack": stack,
                              "dice": [[1, 2]]}
    fields.update(extra)
    return table(**fields)


def test_C2_church_areas_are_those_of_C3() -> None:
    """The areas ``spare-mine`` weighs: tile 1 first covers C-E rows 8-10, tile 9 first A-C
    rows 5, 6 and 8 (docs/rules.md C3)."""
    assert church_area(1) == ("C8", "D8", "E8", "C9", "D9", "E9", "C10", "D10", "E10")
    assert church_area(9) == ("A5", "B5", "C5", "A6", "B6", "C6", "A8", "B8", "C8")


@pytest.mark.parametrize(("player", "kept"), [("red", 9), ("blue", 1)])
def test_C2_keep_church_spare_mine_applies_church_and_gold_in_one_order(player: str,
                                                                        kept: int) -> None:
    """docs/orders.md: '[church, gold] with keep-church standing is applied whole': with tiles 1
    and 9 seen, red keeps 9 (tile 1's area holds his large hut on E8-E9), blue keeps 1 (tile
    9's area holds his large hut's B8)."""
    other = {"red": "blue", "blue": "red"}[player]
    pos = church_table([1, 9, 2, 3, 4, 5, 6, 7, 8], active=player,
                       hands={player: {"gold": 7}, other: {}})
    game, (verdict,) = play(game_of(pos), order(player, "church", "gold",
                                                standing=Standing(keep_church="spare-mine")))
    assert verdict.status == "applied" and verdict.parts[0].applied == ["church", "gold"]
    assert verdict.parts[0].ended_turn
    after = game.state.position
    assert [(p.tile, p.at) for p in after.board if p.piece == "church"] == [(kept, "C8")]
    assert after.church_known == {player: 10 - kept} and after.church_stack[-1] == 10 - kept
    assert after.hands[player].gold == 2 and after.active == other


def test_C2_keep_church_spare_mine_takes_the_lower_tile_on_a_tie() -> None:
    """Tiles 3 and 4 both leave red's pieces alone (areas C-E rows 8-10 shifted): ties go to
    the lower tile."""
    pos = church_table([4, 3, 1, 2, 5, 6, 7, 8, 9], board=[])
    game, (verdict,) = play(game_of(pos), order("red", "church", "gold",
                                                standing=Standing(keep_church="spare-mine")))
    assert verdict.status == "applied"
    assert [p.tile for p in game.state.position.board if p.piece == "church"] == [3]


def test_C2_keep_church_list_the_first_tile_shown_wins_else_the_game_asks() -> None:
    """A list of tiles: the first one among the two seen is kept; none of them seen, the
    player is asked as without a standing answer (the rest of his order refused, C2)."""
    pos = church_table([1, 9, 2, 3, 4, 5, 6, 7, 8])
    game, (verdict,) = play(game_of(pos), order("red", "church", "gold",
                                                standing=Standing(keep_church=(5, 1, 9))))
    assert verdict.status == "applied"
    assert [p.tile for p in game.state.position.board if p.piece == "church"] == [1]
    game, (verdict,) = play(game_of(pos), order("red", "church", "gold",
                                                standing=Standing(keep_church=(5, 6))))
    assert verdict.status == "partial" and verdict.rule == "C2"
    assert game.state.position.pending[0].decision == "keep-church"


def test_C2_the_new_standing_answers_are_read_from_an_order_file() -> None:
    """docs/orders.md: ``shortage`` and ``keep-church`` under ``standing:`` are read."""
    text = ("game: test\nplayer: red\nturn: 1\nactions: [church, gold]\nstanding:\n"
            "  shortage: [green, red]\n  keep-church: spare-mine\n")
    read = read_order_text(text, "order.yaml")
    assert read.standing == Standing(shortage=("green", "red"), keep_church="spare-mine")
    assert read.content()["standing"] == {"shortage": ["green", "red"],
                                          "keep-church": "spare-mine"}
    listed = read_order_text(text.replace("spare-mine", "[5, 4]"), "order.yaml")
    assert listed.standing is not None and listed.standing.keep_church == (5, 4)


# Trade points lost after the cap (TP3) ----------------------------------------------------------

def test_TP3_a_lost_building_takes_its_squares_points_even_past_the_cap() -> None:
    """Section 14: 'A lost building takes away the points its trade squares are worth, even if
    the track had stopped the gain at 11 ... a player who went from 10 to 11 with a 2-point
    building goes back to 9 when he loses it.' Red's tavern on A2 (A2, A3: 2 points) takes
    him from 10 to 11; blue's hall on A3 removes it, and red goes back to 9, not 10."""
    pos = table(trade={"red": 10}, trade_cubes={3: ["red"], 5: ["red"], 7: ["red"], 9: ["red"]},
                board=[permit(0, "A2"), permit(1, "B2"), permit(0, "A4", "blue"),
                       permit(1, "B4", "blue"), permit(2, "A5", "blue")],
                hands={"red": {"gold": 3}, "blue": {"gold": 5}}, dice=[[1, 2]])
    built, events = act(pos, "red", "build: {building: tavern, at: A2}")
    assert public(events, "trade") == [{"player": "red", "from": 10, "to": 11}]
    assert built.trade_cubes[11] == ["red"]
    blues_turn, _ = act(built, "red", "end-turn")
    assert (blues_turn.active, blues_turn.phase) == ("blue", "build")
    after, events = act(blues_turn, "blue", "build: {building: hall, at: A3}")
    assert public(events, "removed") == [{"piece": "tavern", "at": "A2", "owner": "red"}]
    assert {"player": "red", "from": 11, "to": 9} in public(events, "trade")
    assert after.trade["red"] == 9 and 11 not in after.trade_cubes
    assert public(events, "trade-cube-lost") == [{"player": "red", "space": 11}]


def test_TP3_the_track_never_goes_below_0() -> None:
    """'the marker never goes below 0': a 2-point shop lost at 1 point leaves red at 0."""
    pos = table(trade={"red": 1}, board=[piece("shop", "A2"), permit(0, "A3", "blue"),
                                         permit(1, "B3", "blue"), permit(2, "A4", "blue")],
                hands={"blue": {"gold": 5}}, active="blue")
    after, events = act(pos, "blue", "build: {building: hall, at: A2}")
    assert {"player": "red", "from": 1, "to": 0} in public(events, "trade")
    assert after.trade["red"] == 0


# Huts never on permits (H1) ---------------------------------------------------------------------

def test_H1_a_hut_never_goes_back_on_a_permit_not_even_its_owners() -> None:
    """Section 14: 'A hut is never re-placed on any permit, its owner's own included.' Blue's
    small hut is knocked down; the squares with blue's and red's permits are refused."""
    pos = table(board=[piece("small-hut", "C4", "blue"), permit(0, "D4"),
                       permit(2, "E11", "blue"), permit(1, "E12")],
                hands={"red": {"gold": 1}})
    after, _ = act(pos, "red", "build: {building: shop, at: C4}")
    assert [(p.player, p.decision) for p in after.pending] == [("blue", "hut")]
    for square in ("E11", "E12"):  # blue's own permit, and red's
        assert refused(after, "blue", f"hut: {square}").rule == "H1"
        assert f"hut: {square}" not in legal(after, "blue")
    assert "hut: E10" in legal(after, "blue")


# The wall reward is always drawn (W4) -----------------------------------------------------------

@pytest.mark.parametrize(("tile", "cards"), [(1, 1), (5, 2)])
def test_W4_the_wall_reward_is_drawn_without_asking(tile: int, cards: int) -> None:
    """Section 14: 'The wall reward of W4 is always drawn': nobody is asked whether to take it,
    the cards are in the builder's hand at once and the turn goes on."""
    spaces = ["north-D", "north-C", "south-D", "south-C", "east-3"]
    built = [{"piece": "wall", "at": spaces[k], "owner": "red", "tile": k + 1,
              "cubes": 1 if k + 1 == 3 else 0} for k in range(tile - 1)]
    pos = table(board=built, hands={"red": {"gold": 4}}, deck=["green", "blue", "red"])
    after, events = act(pos, "red", f"wall: {{at: {spaces[tile - 1]}}}")
    assert after.pending == [] and waiting_for(after) == ["red"]
    assert after.hands["red"].influence == cards
    assert public(events, "draw") == [{"player": "red", "count": cards, "reason": "wall"}]
    assert "end-turn" in legal(after, "red")
