"""Shared pieces of the rules: occupancy, free squares, cards moving between hands and supplies."""

from __future__ import annotations

from operator import is_

from pbem.elasund.board import CHURCH_FOUNDATION, city_squares, in_city
from pbem.elasund.events import Event
from pbem.elasund.pieces import INFLUENCE_COLOURS
from pbem.elasund.position import Piece, Position, covered_squares

Occupancy = dict[str, Piece]
Events = list[Event]


def occupancy(pos: Position) -> Occupancy:
    """Which piece covers each covered square (buildings, permits, church tiles)."""
    global _last
    board = pos.board
    last_board, last_occupancy = _last
    if len(board) == len(last_board) and all(map(is_, board, last_board)):
        return dict(last_occupancy)
    # covered_squares is the cached form of Piece.squares; only a wall (no squares) or a
    # building off the board (None: squares() refuses it) falls back to the method
    occ = {sq: piece for piece in board
           for sq in covered_squares(piece.piece, piece.at) or piece.squares()}
    _last = (tuple(board), occ)
    return dict(occ)


# The last board asked about and its occupancy. Pieces are immutable, so the same piece objects
# in the same order cover the same squares: the answer is given again (as a new dict) while a
# board holds exactly those objects, as the positions of one decision and its copy in ``apply``
# do. Holding the pieces keeps their ids from being reused by others.
_last: tuple[tuple[Piece, ...], Occupancy] = ((), {})


def church_started(pos: Position) -> bool:
    """Whether a church tile lies on the foundation (C2)."""
    return any(p.piece == "church" for p in pos.board)


def is_free(pos: Position, occ: Occupancy, sq: str) -> bool:
    """A free square: in the city, nothing on it, not the empty church foundation (P4)."""
    if not in_city(sq, len(pos.players)) or sq in occ:
        return False
    return sq != CHURCH_FOUNDATION or church_started(pos)


def free_squares(pos: Position, occ: Occupancy) -> list[str]:
    """Every free square of the city (P4), column by column: those ``is_free`` accepts."""
    foundation_open = church_started(pos)
    return [sq for sq in city_squares(len(pos.players))
            if sq not in occ and (foundation_open or sq != CHURCH_FOUNDATION)]


# Cards ---------------------------------------------------------------------------------------

def take_gold(pos: Position, player: str, amount: int, events: Events, reason: str) -> int:
    """Give a player gold from the bank, as far as the bank allows (I3); returns what he got."""
    got = max(0, min(amount, pos.bank))
    if got:
        pos.hands[player].gold += got
    events.append(Event("gold", {"player": player, "count": got, "reason": reason}))
    return got


def pay_gold(pos: Position, player: str, amount: int, events: Events, reason: str) -> None:
    """A player pays gold to the bank."""
    if amount:
        pos.hands[player].gold -= amount
        events.append(Event("pay", {"player": player, "gold": amount, "reason": reason}))


def pay_influence(
    pos: Position, player: str, colours: list[str], events: Events, reason: str
) -> None:
    """A player spends influence cards; they go face up to the discard pile (I2)."""
    for colour in colours:
        pos.hands[player].add(colour, -1)
        pos.discard.append(colour)
    events.append(Event("pay", {"player": player, "influence": list(colours), "reason": reason}))


def reshuffle(pos: Position, events: Events) -> None:
    """Shuffle the discard pile (and what is left of the deck) into a new deck (I2)."""
    pos.deck.extend(pos.discard)
    pos.discard.clear()
    pos.rng.shuffle(pos.deck)
    events.append(Event("reshuffle", {"deck": len(pos.deck)}))


def draw_influence(pos: Position, player: str, amount: int, events: Events, reason: str) -> int:
    """A player draws influence cards from the deck, reshuffling when it runs out (I2, I3)."""
    drawn: list[str] = []
    for _ in range(amount):
        if not pos.deck and pos.discard:
            reshuffle(pos, events)
        if not pos.deck:
            break
        colour = pos.deck.pop(0)
        pos.hands[player].add(colour)
        drawn.append(colour)
    events.append(
        Event(
            "draw",
            {"player": player, "count": len(drawn), "reason": reason},
            {player: {"cards": drawn}},
        )
    )
    return len(drawn)


def influence_available(pos: Position) -> int:
    """Influence cards that can still be drawn: the deck and the discard pile."""
    return len(pos.deck) + len(pos.discard)


def colours_with(pos: Position, player: str, count: int) -> list[str]:
    """Influence colours the player holds at least ``count`` cards of."""
    hand = pos.hands[player]
    return [c for c in INFLUENCE_COLOURS if hand.count(c) >= count]


def has_all_colours(pos: Position, player: str) -> bool:
    """Whether the player holds one influence card of each colour (X3, X4)."""
    return len(colours_with(pos, player, 1)) == len(INFLUENCE_COLOURS)
