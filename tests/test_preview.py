"""What a legal action will do, told before it is done (pbem/elasund/preview.py): each preview
against what ``apply`` then does, and never a hidden card or tile."""

from __future__ import annotations

from pbem.elasund import Action, Position, apply
from pbem.elasund.position import Piece
from pbem.elasund.preview import Preview
from pbem.elasund.views import view_for
from tests.support.tables import permit, piece, public, table


def told(pos: Position, player: str, notation: str) -> Preview:
    """The preview the player's view gives of one of his legal actions."""
    return view_for(pos, player).previews[Action.parse(notation)]


def test_a_build_tells_its_price_the_compensation_and_every_piece_it_removes() -> None:
    """B5, B6, B8: a tavern on C4 over blue's small hut and blue's permit of value 1."""
    pos = table(board=[piece("small-hut", "C4", "blue"), permit(2, "D4"),
                       permit(1, "D5", "blue"), piece("well", "C5", "blue", cubes=0)],
                hands={"red": {"gold": 4}})
    preview = told(pos, "red", "build: {building: tavern, at: C4}")
    assert preview.gold == 3 and preview.compensation == (("blue", 1),)
    assert [(p.piece, p.at, p.owner) for p in preview.removes] == [
        ("small-hut", "C4", "blue"), ("well", "C5", "blue")]
    assert {p.at for p in preview.returns} == {"D4", "D5"}
    _, events = apply(pos, "red", Action.parse("build: {building: tavern, at: C4}"))
    assert [(e["piece"], e["at"], e["owner"]) for e in public(events, "removed")] == [
        (p.piece, p.at, p.owner) for p in preview.removes]
    assert public(events, "compensation") == [{"from": "red", "to": "blue", "gold": 1}]


def test_a_later_church_tile_names_what_stands_on_the_squares_still_to_come() -> None:
    """C4, C6: the next tile is hidden, so every building on a square still to come is named,
    and nothing tells which tile comes (the stack is not read)."""
    board = [piece("church", "C8", tile=5), piece("shop", "B6", "blue"),
             piece("well", "E2", "blue", cubes=0)]
    first = table(board=board, hands={"red": {"gold": 7}}, church_stack=[4, 1, 2, 3, 6, 7, 8, 9])
    other = table(board=board, hands={"red": {"gold": 7}}, church_stack=[9, 1, 2, 3, 6, 7, 8, 4])
    preview = told(first, "red", "church")
    assert preview.gold == 7 and not preview.looks
    assert preview.may_remove == (Piece("shop", "B6", "blue"),)
    assert preview == told(other, "red", "church")


def test_the_first_church_tile_says_two_tiles_are_seen() -> None:
    pos = table(board=[], hands={"red": {"gold": 7}})
    assert told(pos, "red", "church") == Preview(gold=7, looks=True)


def test_the_pirate_row_tells_who_owes_how_many_cards() -> None:
    """PI1, PI2: blue's well on B3 carries its cube in row 3; blue holds 1 card."""
    pos = table(phase="roll", ship=5, dice=[[3, 4]], hands={"blue": {"gold": 1}},
                board=[piece("well", "B3", "blue", cubes=1), piece("tavern", "D2", "red",
                                                                   cubes=1)])
    rolled, _ = apply(pos, "red", Action.parse("roll"))
    assert told(rolled, "red", "pirate: 3").demands == (("blue", 1),)
    assert told(rolled, "red", "pirate: 2").demands == ()  # red holds no card
    assert told(rolled, "red", "pirate: 3").ship == 3


def test_ship_up_and_down_name_their_rows() -> None:
    """D2: a roll of 8 with the ship in row 8: up to 5, down to 10."""
    pos = table(phase="roll", ship=8, dice=[[4, 4]])
    rolled, _ = apply(pos, "red", Action.parse("roll"))
    assert told(rolled, "red", "ship: up").ship == 5
    assert told(rolled, "red", "ship: down").ship == 10


def test_a_wall_tile_and_a_paid_permit_tell_their_price() -> None:
    """W3, W4 and P3: tile 1 on the north stretch for 2 gold, drawing a card; a permit outside
    the ship's row for its value and 2 cards of the colour paid."""
    pos = table(board=[], hands={"red": {"gold": 4, "green": 2}})
    wall = told(pos, "red", "wall: {at: north-D}")
    assert (wall.gold, wall.tile, wall.draws) == (2, 1, 1)
    paid = told(pos, "red", "permit: {value: 3, at: B2, pay: green}")
    assert (paid.gold, paid.cards) == (3, ("green", "green"))
