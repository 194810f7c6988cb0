"""Rule cases: worker huts (docs/rules.md H1, H2, option ``hut_replacement``).

The walls and the church are in ``test_rules_walls_church.py``.
"""

from __future__ import annotations

from typing import Any

import pytest

from pbem.elasund.board import ROWS
from tests.support.tables import act, at, kinds, legal, public, refused, table, waiting_for

HUT_REPLACEMENT = ["must", "may"]  # every value of option hut_replacement (docs/rules.md §14)
STACK = [4, 1, 2, 3, 6, 7, 8, 9]  # church tile 5 lies on C8, so tile 4 goes to B8 (C3)


def piece(kind: str, square: str, owner: str = "red", **extra: Any) -> dict[str, Any]:
    """A board entry; neutral buildings without cubes unless told."""
    cubes = {} if kind in ("small-hut", "large-hut", "permit", "church") else {"cubes": 0}
    return {"piece": kind, "at": square, "owner": owner, **cubes, **extra}


def full_city(hut: str, leave_out: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """A 2-player city with every square of B-E covered and blue's hut on B8 (column A, the
    harbour, stays empty: huts never go there). ``leave_out`` names pieces to omit."""
    board = [piece("church", "C8", tile=5), piece("tavern", "B2"), piece("tavern", "B4"),
             piece("market", "B6"), piece("tavern", "B11"), piece("hall", "D2"),
             piece("hall", "D5"), piece("hall", "D9"), piece("market", "D12"),
             piece(hut, "B8", "blue")]
    if hut == "large-hut":  # B8-B9
        board += [piece("well", "C9"), piece("well", "B10"), piece("well", "C10")]
    else:
        board += [piece("tavern", "B9")]
    return [p for p in board if p["at"] not in leave_out]


@pytest.mark.parametrize("option", HUT_REPLACEMENT)
def test_H1_a_removed_hut_goes_on_any_free_square_off_the_trade_squares(option: str) -> None:
    """H1: 'A hut removed by a building ... is re-placed at once by its owner on free squares
    (P4) that are not trade squares.' Under ``may`` the owner may leave it off."""
    pos = table(board=[piece("small-hut", "C4", "blue"), piece("permit", "D4", value=0),
                       piece("permit", "E5", value=1)],
                hands={"red": {"gold": 1}}, rules={"hut_replacement": option})
    after, events = act(pos, "red", "build: {building: shop, at: C4}")
    assert public(events, "removed") == [{"piece": "small-hut", "at": "C4", "owner": "blue"}]
    assert [(p.player, p.decision, p.piece) for p in after.pending] == [
        ("blue", "hut", "small-hut")]
    free = [f"{col}{row}" for col in "BCDE" for row in ROWS
            if f"{col}{row}" not in ("C4", "D4", "E5", "C8")]  # shop, permit, foundation
    off = ["hut: 'off'"] if option == "may" else []
    assert legal(after, "blue") == [f"hut: {sq}" for sq in free] + off
    for square in ("A6", "A12", "C4", "D4", "E5", "C8", "F5"):  # F5: outside the city
        assert refused(after, "blue", f"hut: {square}").rule == "H1"
    assert refused(after, "red", "hut: E12").rule == "H2"
    assert refused(after, "red", "end-turn").rule == "H2"
    placed, events = act(after, "blue", "hut: E12")
    assert at(placed, "E12") == ["small-hut/blue"] and at(placed, "C4") == ["shop/red"]
    assert public(events, "hut-placed") == [{"player": "blue", "piece": "small-hut",
                                             "at": "E12"}]
    assert (placed.pending, placed.active, placed.phase, placed.builds) == ([], "red", "build", 1)
    if option == "must":
        assert refused(after, "blue", "hut: off").rule == "H1"
    else:
        gone, events = act(after, "blue", "hut: off")
        assert gone.out_of_game == {"blue": ["small-hut"]}
        assert [p.piece for p in gone.board if p.owner == "blue"] == []
        assert public(events, "hut-out") == [{"player": "blue", "piece": "small-hut"}]


@pytest.mark.parametrize("option", HUT_REPLACEMENT)
def test_H1_a_large_hut_needs_two_free_squares_one_above_the_other(option: str) -> None:
    """H1: 'a large hut needs two free squares one above the other' (named by its top square;
    rows 6 and 8 are neighbours); re-placed by its owner while the builder waits."""
    pos = table(board=full_city("large-hut", leave_out=("D5",)), church_stack=STACK,
                hands={"red": {"gold": 7}}, rules={"hut_replacement": option})
    after, events = act(pos, "red", "church")
    assert at(after, "B8") == ["church/red"] and at(after, "B9") == []
    assert public(events, "removed") == [{"piece": "large-hut", "at": "B8", "owner": "blue"}]
    off = ["hut: 'off'"] if option == "may" else []
    assert legal(after, "blue") == ["hut: D5", "hut: D6", "hut: E5", "hut: E6", *off]
    for square in ("B9", "D8", "E8", "A5", "A11"):  # nothing free below / harbour squares
        assert refused(after, "blue", f"hut: {square}").rule == "H1"
    assert refused(after, "red", "church").rule == "H2"
    assert waiting_for(after) == ["blue"]
    placed, _ = act(after, "blue", "hut: D6")
    assert at(placed, "D6") == at(placed, "D8") == ["large-hut/blue"]
    assert (placed.pending, placed.active, placed.phase) == ([], "red", "build")
    if option == "must":
        assert refused(after, "blue", "hut: off").rule == "H1"
    else:
        gone, _ = act(after, "blue", "hut: off")
        assert gone.out_of_game == {"blue": ["large-hut"]} and at(gone, "D6") == []


@pytest.mark.parametrize("option", HUT_REPLACEMENT)
@pytest.mark.parametrize("hut", ["small-hut", "large-hut"])
def test_H1_with_no_place_the_hut_leaves_the_game(option: str, hut: str) -> None:
    """H1: 'If there is no such place the hut leaves the game' (a large hut even when single
    squares are free: here B9, which it leaves behind)."""
    pos = table(board=full_city(hut), church_stack=STACK, hands={"red": {"gold": 7}},
                rules={"hut_replacement": option})
    after, events = act(pos, "red", "church")
    assert at(after, "B8") == ["church/red"]
    assert at(after, "B9") == ([] if hut == "large-hut" else ["tavern/red"])
    assert kinds(events) == ["pay", "removed", "church", "auto", "hut-out"]
    assert public(events, "auto") == [{"player": "blue", "answer": "hut: 'off'"}]
    assert after.out_of_game == {"blue": [hut]} and after.pending == []
    assert [p.piece for p in after.board if p.owner == "blue"] == []
    assert (after.active, after.phase, after.builds) == ("red", "build", 1)
    assert waiting_for(after) == ["red"]


@pytest.mark.parametrize("option", HUT_REPLACEMENT)
def test_H1_gate_trade_squares_are_refused_too(option: str) -> None:
    """H1: not on trade squares: the gate squares F2 and F12 of a 3-player game count, and a
    large hut may not reach down onto F12."""
    board = [piece("large-hut", "E8", "blue"), piece("permit", "F8", value=1),
             piece("permit", "F9", value=2)]
    pos = table(players=["red", "blue", "green"], board=board, hands={"red": {"gold": 3}},
                rules={"hut_replacement": option})
    after, _ = act(pos, "red", "build: {building: tavern, at: E8}")
    assert at(after, "E9") == ["tavern/red"] and after.pending[0].piece == "large-hut"
    for square in ("F2", "F11", "F12", "G12", "A3", "E8"):
        assert refused(after, "blue", f"hut: {square}").rule == "H1"
    placed, _ = act(after, "blue", "hut: F10")
    assert at(placed, "F10") == at(placed, "F11") == ["large-hut/blue"]


def test_H2_several_huts_go_back_active_player_first_then_seating_order() -> None:
    """H2: 'the active player's own first, then the others in seating order from the active
    player. The active player's turn goes on only after all are re-placed.'"""
    board = [piece("permit", "C3", "blue", value=2), piece("permit", "D3", "blue", value=1),
             piece("permit", "C5", "blue", value=0), piece("small-hut", "C4", "blue"),
             piece("small-hut", "D4", "red"), piece("small-hut", "D5", "green")]
    pos = table(players=["red", "blue", "green"], active="blue", board=board,
                hands={"blue": {"gold": 5}})
    after, events = act(pos, "blue", "build: {building: hall, at: C3}")
    assert at(after, "D5") == ["hall/blue"] and after.hands["blue"].gold == 0
    assert [p["owner"] for p in public(events, "removed")] == ["blue", "red", "green"]
    assert [(p.player, p.piece) for p in after.pending] == [
        ("blue", "small-hut"), ("green", "small-hut"), ("red", "small-hut")]
    order = []
    step = after
    for player, square in (("blue", "G11"), ("green", "G10"), ("red", "G9")):
        assert waiting_for(step) == [player]
        for other in ("red", "blue", "green"):
            if other != player:
                assert refused(step, other, "hut: G2").rule == "H2"
                assert legal(step, other) == []
        assert refused(step, "blue", "end-turn").rule == "H2"
        step, _ = act(step, player, f"hut: {square}")
        order.append(at(step, square))
    assert order == [["small-hut/blue"], ["small-hut/green"], ["small-hut/red"]]
    assert (step.pending, step.active, step.phase, step.builds) == ([], "blue", "build", 1)
    assert waiting_for(step) == ["blue"] and "end-turn" in legal(step, "blue")
