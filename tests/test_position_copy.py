"""``Position.copy``: changing anything inside a copy never changes the original (point 7)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields

import pytest

from pbem.elasund.position import Hand, Pending, Piece, Position
from tests.support.tables import table

Mutation = Callable[[Position], object]

MUTATIONS: dict[str, Mutation] = {
    "players": lambda p: p.players.append("green"),
    "rng": lambda p: p.rng.below(6),  # draws a word: the generator's counter moves
    "dice": lambda p: p.dice.append((6, 6)),
    "rules": lambda p: p.rules.update(trade_flags="unlimited"),
    "hands": lambda p: p.hands["red"].add("gold", 7),
    "trade": lambda p: p.trade.update(red=9),
    "board": lambda p: p.board.append(Piece("permit", "E5", "blue", value=0)),
    "trade_cubes": lambda p: p.trade_cubes[3].append("blue"),
    "church_stack": lambda p: p.church_stack.pop(),
    "church_known": lambda p: p.church_known.update(blue=2),
    "deck": lambda p: p.deck.pop(),
    "discard": lambda p: p.discard.append("green"),
    "out_of_game": lambda p: p.out_of_game["red"].append("blue"),
    "pending": lambda p: p.pending[0].options.append(9),
    "loot": lambda p: p.loot.append("gold"),
    "shortage_preference": lambda p: p.shortage_preference.update(blue=("red",)),
}
"""One change inside each field that holds a mutable object."""

IMMUTABLE = (str, int, bool, type(None), tuple)


def rich_position() -> Position:
    """A position in which every mutable field holds something to change in place."""
    pos = table(hands={"red": {"gold": 3, "blue": 1}, "blue": {"green": 2}},
                trade={"red": 4}, trade_cubes={"3": ["red"]}, church_known={"red": 9},
                church_stack=[1, 2, 3, 5, 6, 8, 9],
                dice=[[2, 3]], discard=["red"],
                out_of_game={"red": ["green"]}, loot=["blue"],
                pending=[{"player": "red", "decision": "keep-church", "options": [4, 7]}])
    pos.shortage_preference = {"red": ("gold",)}
    return pos


def test_every_mutable_field_has_a_mutation() -> None:
    """A field added to ``Position`` that holds a mutable object needs its case here."""
    pos = rich_position()
    mutable = {f.name for f in fields(Position) if not isinstance(getattr(pos, f.name), IMMUTABLE)}
    assert mutable == set(MUTATIONS)


@pytest.mark.parametrize("name", sorted(MUTATIONS))
def test_changing_a_copy_leaves_the_original_unchanged(name: str) -> None:
    """The change shows in the copy (so it is a real change) and not in the original."""
    original = rich_position()
    before = getattr(rich_position(), name)
    copy = original.copy()
    MUTATIONS[name](copy)
    assert getattr(copy, name) != before, "the mutation changed nothing"
    assert getattr(original, name) == before


def test_a_copy_is_equal_and_shares_no_mutable_object() -> None:
    """Equal, yet no list, dict, hand, pending decision or generator is the same object."""
    original = rich_position()
    copy = original.copy()
    assert copy == original and copy is not original
    for name in MUTATIONS:
        assert getattr(copy, name) is not getattr(original, name), name
    assert all(a is not b for a, b in zip(copy.hands.values(), original.hands.values(),
                                          strict=True))
    assert all(a is not b for a, b in zip(copy.pending, original.pending, strict=True))
    assert isinstance(copy.hands["red"], Hand) and isinstance(copy.pending[0], Pending)
