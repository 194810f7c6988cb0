"""Where the church lies, or may come to lie, and what stands in its way (C2, C3, C6).

Before the first tile, the whole church (3 by 3 tiles around the foundation C8) may come to lie
anywhere its first tile puts it: the squares it could cover are named, so nobody builds there
blindly. Once the first tile lies on C8 the area is fixed: its squares, the tiles still to come
and the buildings standing on their squares, which the church will remove when their tiles come.
The next tile's square is never told: the stack is hidden (docs/rules.md, section 15).
"""

from __future__ import annotations

from typing import Any

from pbem.elasund.board import CHURCH_FOUNDATION, COLUMNS, parse_square, row_of
from pbem.elasund.pieces import CHURCH_TILES, church_square
from pbem.elasund.position import Piece
from pbem.elasund.rules.church import church_area as area_of
from pbem.elasund.views import View
from pbem.messages import say
from pbem.report.consequences import piece_phrase
from pbem.report.sentences import Names


def possible_squares(view: View) -> list[str]:
    """Every square some church could cover before its first tile is kept (any tile first)."""
    found = {sq for tile in CHURCH_TILES for sq in area_of(tile)}
    return sorted(found, key=lambda sq: parse_square(sq) or (0, 0))


def threatened(view: View) -> dict[str, Piece]:
    """The buildings standing on squares of church tiles still to come, by square."""
    first = view.table.church_first
    if first is None:
        return {}
    built = {p.tile for p in view.board if p.piece == "church"}
    waiting = {church_square(t, first) for t in CHURCH_TILES if t not in built}
    return {sq: piece for piece in view.board if piece.is_building
            for sq in piece.squares() if sq in waiting}


def _span(squares: list[str]) -> tuple[str, str, int, int]:
    """The columns and rows a set of squares spans: ``A``, ``E``, 5, 10."""
    spots = [parse_square(sq) or (0, 0) for sq in squares]
    rows = sorted(row_of(sq) for sq in squares)
    return (COLUMNS[min(c for c, _ in spots)], COLUMNS[max(c for c, _ in spots)], rows[0],
            rows[-1])


def church_model(view: View, names: Names) -> dict[str, Any]:
    """The church area as the board shows it and a sentence names it."""
    first = view.table.church_first
    if first is None:
        possible = possible_squares(view)
        west, east, north, south = _span(possible)
        return {"first": None, "area": [], "possible": possible, "to_come": [],
                "text": say("church-unbuilt", foundation=CHURCH_FOUNDATION, first_col=west,
                            last_col=east, first_row=north, last_row=south)}
    area = list(area_of(first))
    built = {p.tile for p in view.board if p.piece == "church"}
    danger = threatened(view)
    to_come = []
    for tile in CHURCH_TILES:
        target = church_square(tile, first)
        if tile in built or target is None:
            continue
        piece = danger.get(target)
        to_come.append({"tile": tile, "at": target,
                        "piece": piece_phrase(piece, view.viewer, names) if piece else None})
    if not to_come:
        return {"first": first, "area": area, "possible": [], "to_come": [],
                "text": say("church-complete-area", squares=area)}
    text = say("church-placed", first=first, squares=area,
               waiting=[f"{c['at']} ({c['tile']})" for c in to_come])
    pieces = list(dict.fromkeys(c["piece"] for c in to_come if c["piece"]))
    if pieces:
        text += " " + say("church-threats", pieces=pieces)
    return {"first": first, "area": area, "possible": [], "to_come": to_come, "text": text}
