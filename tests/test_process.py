"""The one verdict (docs/orders.md): envelope, idempotency, the prefix rule, paused orders,
standing answers, the end of the turn, and validation that never draws a hidden card."""

from __future__ import annotations

from typing import Any

import pytest

from pbem.elasund import Position
from pbem.elasund.events import Event
from pbem.files.game import Game
from pbem.files.order import Order, Standing, step_from_notation
from pbem.history import Seat, create_game
from pbem.process import apply_order, validate_on_position, validate_order
from tests.support.tables import permit, piece, table

NOW = "2026-12-02T15:00:00Z"
SEATS = [Seat("red", "Anna"), Seat("blue", "Bruno")]


def hut_table(**extra: Any) -> Position:
    """Red to build in turn 1; a shop on C4 (red's permits 0 and 1 beside it) removes blue's
    hut, which blue must re-place (H1). Blue's roll next is 1+2."""
    fields: dict[str, Any] = {
        "board": [piece("small-hut", "C4", "blue"), permit(0, "D4"), permit(1, "E5")],
        "hands": {"red": {"gold": 1}}, "dice": [[1, 2]]}
    fields.update(extra)
    return table(**fields)


def open_game(pos: Position | None = None) -> Game:
    return create_game("test", SEATS, now=NOW, open_game=True, position=pos or hut_table())[0]


def order(player: str, *actions: str, turn: int = 1, game: str = "test",
          secret: str | None = None, standing: Standing | None = None) -> Order:
    steps = tuple(step_from_notation(a) for a in actions)
    return Order(game, player, turn, steps, secret=secret, standing=standing,
                 filename=f"{player}.yaml",
                 lines={"game": (1, 7), "player": (2, 9), "turn": (3, 7), "secret": (4, 9)})


def test_an_applied_order_ends_the_turn_and_the_next_roll_is_made() -> None:
    game, verdict = apply_order(open_game(), order("red", "gold"), NOW)
    pos = game.state.position
    assert (verdict.status, verdict.exit_code, verdict.entry) == ("applied", 0, 1)
    assert verdict.parts[0].ended_turn and "your turn is over" in verdict.text
    assert (pos.turn, pos.active, pos.phase) == (2, "blue", "build")  # 1+2 rolled at once
    assert pos.hands["red"].gold == 3  # 1 + the 2 gold of phase 3
    assert [e.kind for e in game.history[1].events].count("roll") == 1


def test_wait_keeps_the_turn_open_for_a_later_order() -> None:
    game, verdict = apply_order(open_game(), order("red", "gold", "wait"), NOW)
    assert verdict.status == "applied" and not verdict.parts[0].ended_turn
    assert (game.state.position.active, game.state.position.phase) == ("red", "bonus")
    game, verdict = apply_order(game, order("red", "end-turn"), NOW)
    assert verdict.status == "applied" and game.state.position.active == "blue"
    assert verdict.parts[0].ended_turn and "your turn is over" in verdict.text


def test_nothing_may_follow_wait() -> None:
    _, verdict = apply_order(open_game(), order("red", "wait", "gold"), NOW)
    assert verdict.status == "refused" and verdict.rule == "T1"
    assert "nothing may follow 'wait'" in verdict.text


def test_an_order_of_answers_only_leaves_the_turn_open() -> None:
    """D2 on red's own roll: 'ship: down' alone leaves the turn open for the builds."""
    game = open_game(table(phase="roll", ship=5, dice=[[2, 3], [1, 2]],
                           hands={"red": {"gold": 1}}))
    assert [p.decision for p in game.state.position.pending] == ["ship"]
    game, verdict = apply_order(game, order("red", "ship: down"), NOW)
    pos = game.state.position
    assert verdict.status == "applied" and (pos.active, pos.phase, pos.ship) == (
        "red", "build", 8)  # D2: 5 -> 3 or 8
    game, verdict = apply_order(game, order("red", "gold"), NOW)
    assert verdict.parts[0].ended_turn and game.state.position.active == "blue"


def test_the_first_illegal_action_stops_the_order_and_the_prefix_stands() -> None:
    game, verdict = apply_order(open_game(), order(
        "red", "gold", "build: {building: shop, at: C4}", "end-turn"), NOW)
    assert (verdict.status, verdict.exit_code, verdict.rule) == ("partial", 1, "T1")
    assert verdict.parts[0].applied == ["gold"]
    refusal = verdict.parts[0].refused
    assert refusal is not None and (refusal.index, refusal.action) == (
        1, "build: {building: shop, at: C4}")
    pos = game.state.position
    assert (pos.active, pos.phase, pos.hands["red"].gold) == ("red", "bonus", 3)
    assert game.history[-1].to_data()["outcome"] == "partial"


def test_an_order_refused_whole_changes_nothing_and_is_not_recorded() -> None:
    before = open_game()
    after, verdict = apply_order(before, order("red", "permit: {value: 3, at: A5}"), NOW)
    assert verdict.status == "refused" and verdict.exit_code == 1 and verdict.entry is None
    assert after is before and len(after.history) == 1


@pytest.mark.parametrize(("changed", "status", "rule", "code"), [
    ({"game": "other"}, "refused", "game", 1),
    ({"player": "green"}, "refused", "player", 1),
    ({"turn": 2}, "not-yet", "turn", 1),  # a later turn has not begun: not stale
])
def test_the_envelope_is_checked_before_any_action(changed: dict[str, Any], status: str,
                                                   rule: str, code: int) -> None:
    game = open_game()
    fields: dict[str, Any] = {"player": "red", "turn": 1, "game": "test"}
    fields.update(changed)
    player = fields.pop("player")
    after, verdict = apply_order(game, order(player, "gold", **fields), NOW)
    assert (verdict.status, verdict.rule, verdict.exit_code) == (status, rule, code)
    assert after is game and verdict.parts == []
    assert (verdict.line, verdict.column) == {"game": (1, 7), "player": (2, 9),
                                              "turn": (3, 7)}[rule]


def test_a_game_with_secrets_refuses_a_wrong_or_missing_secret_without_naming_it() -> None:
    game, keys = create_game("test", SEATS, now=NOW, position=hut_table())
    assert set(keys) == {"red", "blue"} and keys["red"] != keys["blue"]
    assert all(keys[p.colour] not in str(p.secret_hash) for p in game.players)
    for secret in (None, keys["blue"], "guess"):
        _, verdict = apply_order(game, order("red", "gold", secret=secret), NOW)
        assert (verdict.status, verdict.rule) == ("refused", "secret")
        assert keys["blue"] not in verdict.text and "blue" not in verdict.text
    _, verdict = apply_order(game, order("red", "gold", secret=keys["red"]), NOW)
    assert verdict.status == "applied"


def test_the_same_order_again_changes_nothing_and_says_so() -> None:
    game, _ = apply_order(open_game(), order("red", "gold", "wait"), NOW)
    again, verdict = apply_order(game, order("red", "gold", "wait"), NOW)
    assert (verdict.status, verdict.exit_code) == ("duplicate", 0)
    assert "processed already (history entry 1)" in verdict.text
    assert again is game


def test_an_old_order_sent_again_is_a_duplicate_not_stale() -> None:
    """Running ``apply`` over a folder of orders again must change nothing and say so."""
    game, _ = apply_order(open_game(), order("red", "gold"), NOW)
    assert game.state.position.turn == 2
    again, verdict = apply_order(game, order("red", "gold"), NOW)
    assert (verdict.status, verdict.exit_code) == ("duplicate", 0) and again is game
    _, verdict = apply_order(game, order("red", "end-turn"), NOW)
    assert (verdict.status, verdict.exit_code) == ("stale", 1)


def test_an_order_refused_before_may_be_sent_again_and_is_judged_anew() -> None:
    """Only an order that changed the game is a duplicate: a refused one is judged again."""
    game = open_game()
    early = order("blue", "hut: E12")
    _, verdict = apply_order(game, early, NOW)
    assert (verdict.status, verdict.rule) == ("refused", "T1")
    game, verdict = apply_order(game, order("red", "build: {building: shop, at: C4}",
                                            "wait"), NOW)
    game, verdict = apply_order(game, early, NOW)
    assert verdict.status == "applied"


def test_a_paused_order_goes_on_by_itself_when_the_other_player_answers() -> None:
    game, verdict = apply_order(open_game(), order(
        "red", "build: {building: shop, at: C4}", "gold"), NOW)
    assert (verdict.status, verdict.exit_code) == ("paused", 0)
    assert verdict.parts[0].waiting == ["gold", "end-turn"]
    queued = game.state.queued
    assert queued is not None and (queued.player, queued.entry) == ("red", 1)
    _, conflict = apply_order(game, order("red", "end-turn"), NOW)
    assert (conflict.status, conflict.exit_code) == ("conflict", 1)
    game, verdict = apply_order(game, order("blue", "hut: E12"), NOW)
    assert verdict.status == "applied" and [p.player for p in verdict.parts] == ["blue", "red"]
    assert verdict.parts[1].applied == ["gold"] and verdict.parts[1].ended_turn
    pos = game.state.position
    assert game.state.queued is None and (pos.turn, pos.active) == (2, "blue")
    assert pos.hands["red"].gold == 2  # 1 - 1 for the shop + 2 for phase 3


def test_standing_answers_are_used_at_once_when_one_fits() -> None:
    game, verdict = apply_order(open_game(), order(
        "blue", standing=Standing(hut=("A5", "C4", "E12"))), NOW)
    assert verdict.status == "applied" and game.state.standing["blue"].hut == (
        "A5", "C4", "E12")
    game, verdict = apply_order(game, order("red", "build: {building: shop, at: C4}",
                                            "gold"), NOW)
    assert verdict.status == "applied" and verdict.parts[0].ended_turn
    assert Event("standing", {"player": "blue", "answer": "hut: E12"}) in \
        game.history[-1].events  # A5 is a trade square, C4 now the shop: E12 wins
    assert any(p.piece == "small-hut" and p.at == "E12" for p in game.state.position.board)


def test_validation_stops_at_the_first_draw_and_changes_nothing() -> None:
    """A wall tile draws an influence card (W3): what follows depends on it."""
    game = open_game(hut_table(hands={"red": {"gold": 4}}))
    before = game.state.digest()
    verdict = validate_order(game, order("red", "wall: {at: north-D}",
                                         "permit: {value: 4, at: A5}"))
    assert verdict.status == "valid" and verdict.exit_code == 0
    assert verdict.parts[0].applied == ["wall: {at: north-D}"]
    assert verdict.parts[0].unchecked == ["permit: {value: 4, at: A5}"]
    assert "checked when the order is processed" in verdict.text
    assert game.state.digest() == before and len(game.history) == 1


def test_validation_refuses_what_apply_refuses() -> None:
    game = open_game()
    bad = order("red", "gold", "gold")
    assert validate_order(game, bad).rule == apply_order(game, bad, NOW)[1].rule == "T1"


def test_validation_against_a_position_checks_player_and_turn() -> None:
    pos = hut_table()
    assert validate_on_position(pos, order("red", "gold")).status == "valid"
    assert validate_on_position(pos, order("red", "gold", turn=4)).status == "not-yet"
    assert validate_on_position(pos, order("red", "gold", turn=0)).status == "stale"
    assert validate_on_position(pos, order("green", "gold")).rule == "player"
