"""Removing buildings (B9, C6) and re-placing worker huts (docs/rules.md H1, H2)."""

from __future__ import annotations

from pbem.elasund.actions import PlaceHut
from pbem.elasund.board import ROWS, parse_square, square, trade_squares
from pbem.elasund.errors import RuleError
from pbem.elasund.events import Event
from pbem.elasund.pieces import footprint
from pbem.elasund.position import Pending, Piece, Position
from pbem.elasund.rules.common import Events, free_squares, is_free, occupancy
from pbem.elasund.rules.trade import lose_trade, trade_value

OFF = "off"


def remove_building(pos: Position, piece: Piece, events: Events) -> None:
    """Take a building off the board: supply, cubes and trade points go back (B9)."""
    pos.board.remove(piece)
    events.append(
        Event("removed", {"piece": piece.piece, "at": piece.at, "owner": piece.owner})
    )
    lose_trade(pos, piece.owner, trade_value(pos, piece), events)
    if piece.piece in ("small-hut", "large-hut"):
        pos.pending.append(Pending(piece.owner, "hut", piece=piece.piece))


def order_hut_pendings(pos: Position) -> None:
    """Huts removed together are re-placed in seating order from the active player (H2).

    A player who lost both huts re-places the large one first: it needs the rarer room.
    """
    huts = [p for p in pos.pending if p.decision == "hut"]
    others = [p for p in pos.pending if p.decision != "hut"]
    seats = pos.seating_from(pos.active)
    huts.sort(key=lambda p: (seats.index(p.player), p.piece != "large-hut"))
    pos.pending = others + huts


def hut_places(pos: Position, kind: str) -> list[str]:
    """Where a removed hut may go: free squares off the trade squares (H1).

    A large hut needs two such squares one above the other; it is named by its top square.
    """
    occ = occupancy(pos)
    trade = trade_squares(len(pos.players))
    places = []
    for sq in free_squares(pos, occ):
        if sq in trade:
            continue
        if kind == "small-hut":
            places.append(sq)
            continue
        col, row = parse_square(sq) or (0, 0)
        if row + 1 < len(ROWS):
            below = square(col, row + 1)
            if below not in trade and is_free(pos, occ, below):
                places.append(sq)
    return places


def hut_answers(pos: Position, pending: Pending) -> list[PlaceHut]:
    """Legal answers to a hut decision; ``off`` only under ``hut_replacement: may``."""
    assert pending.piece is not None
    answers = [PlaceHut(sq) for sq in hut_places(pos, pending.piece)]
    if pos.rules["hut_replacement"] == "may" or not answers:
        answers.append(PlaceHut(OFF))
    return answers


def check_hut(pos: Position, pending: Pending, action: PlaceHut) -> None:
    """Refuse a square the hut may not go to (H1)."""
    answers = hut_answers(pos, pending)
    if action in answers:
        return
    legal = [a.notation() for a in answers]
    if action.at == OFF:
        raise RuleError("H1", "hut-must-return", legal)
    if pending.piece == "large-hut":
        raise RuleError("H1", "large-hut-no-room", legal, square=action.at)
    raise RuleError("H1", "hut-no-room", legal, square=action.at)


def place_hut(pos: Position, pending: Pending, action: PlaceHut, events: Events) -> None:
    """Put the hut back on the board, or out of the game (H1)."""
    pos.pending.remove(pending)
    assert pending.piece is not None
    if action.at == OFF:
        pos.out_of_game.setdefault(pending.player, []).append(pending.piece)
        events.append(Event("hut-out", {"player": pending.player, "piece": pending.piece}))
        return
    assert footprint(pending.piece, action.at) is not None
    pos.board.append(Piece(pending.piece, action.at, pending.player))
    events.append(
        Event("hut-placed", {"player": pending.player, "piece": pending.piece, "at": action.at})
    )
