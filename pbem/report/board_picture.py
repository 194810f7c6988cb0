"""The board as an SVG picture, drawn from a reader's view (never the position).

The city is a grid of squares with row numbers and column letters; the sea lies to the west
with the ship (black when it is the pirate); walls run along the north, south and east sides.
Every piece is drawn by its type and its owner's colour, and carries its owner's initial as a
letter too, so colour-blind players can read it. What changed since the reader's last report is
outlined. Tests rely on: one ``class="cell"`` element with ``data-square`` per city square, one
``class="piece"`` group per board entry with ``data-piece``/``data-at``/``data-owner``, and a
``class="ship"`` element with ``data-row``.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from pbem.elasund.board import (
    CHURCH_FOUNDATION,
    COLUMNS,
    ROWS,
    city_squares,
    parse_square,
    trade_squares,
    wall_spaces,
)
from pbem.elasund.pieces import CHURCH_TILES, church_square
from pbem.elasund.position import Piece
from pbem.elasund.views import View
from pbem.messages import current_language, say
from pbem.report.board_text import CODES, INITIALS, cube_rows
from pbem.report.church_area import possible_squares, threatened
from pbem.report.svg import dark, esc, fill, initial, ink, num, tag, text

CELL = 54
SEA = 78
LEFT = SEA + 26
TOP = 58
WALL = 26
FILL = {"red": "#c0392b", "blue": "#2e5fa8", "green": "#2f7d3a", "yellow": "#e8c020"}
INK = {"yellow": "#000"}
TOWERS = (3, 6, 9)
HALO = "#ff6f00"


def _x(col: int) -> int:
    return LEFT + col * CELL


def _y(row_index: int) -> int:
    return TOP + row_index * CELL


def _text(x: float, y: float, content: str, size: int = 12, **extra: object) -> str:
    return tag("text", esc(content), x=x, y=y, font_size=size, text_anchor="middle",
               dominant_baseline="central", **extra)


def _cells(players: int, changed: Collection[str], church: set[int | None],
           first: int | None) -> str:
    """Every square of the city, with trade squares, the church foundation and church area."""
    trade = trade_squares(players)
    squares = set(city_squares(players))
    future = {}
    if first is not None:
        for tile in CHURCH_TILES:
            target = church_square(tile, first)
            if tile not in church and target in squares:
                future[target] = tile
    out = []
    for name in city_squares(players):
        parsed = parse_square(name)
        assert parsed is not None
        x, y = _x(parsed[0]), _y(parsed[1])
        fill = "#f3e3b5" if name in trade else "#efe2c4"
        classes = "cell changed" if name in changed else "cell"
        out.append(tag("rect", class_=classes, data_square=name, x=x, y=y, width=CELL,
                       height=CELL, fill=fill, stroke="#b89f74", stroke_width=1))
        if name in trade:
            out.append(tag("circle", cx=x + CELL - 12, cy=y + 12, r=8, fill="#d4a017",
                           stroke="#7a5b00"))
            out.append(_text(x + CELL - 12, y + 12, str(trade[name]), 10, fill="#000"))
        if name == CHURCH_FOUNDATION and first is None:
            out.append(tag("rect", x=x + 4, y=y + 4, width=CELL - 8, height=CELL - 8,
                           fill="none", stroke="#7a5b3a", stroke_dasharray="4 3"))
            out.append(_text(x + CELL / 2, y + CELL / 2, say("board.svg-church"),
                             10, fill="#5a4630"))
        if name in future:
            out.append(tag("rect", x=x + 3, y=y + 3, width=CELL - 6, height=CELL - 6,
                           fill="none", stroke="#9a7b5a", stroke_dasharray="2 3"))
            out.append(_text(x + CELL / 2, y + CELL - 10, f"c{future[name]}", 10,
                             fill="#7a5b3a"))
    return "".join(out)


CHURCH_INK = "#6a2c7a"
"""The church area's outline and warnings: a colour no player has."""


def _outline(squares: Collection[str]) -> tuple[int, int, int, int]:
    """The rectangle around squares of the grid: x, y, width, height in pixels."""
    spots = [parse_square(sq) or (0, 0) for sq in squares]
    cols, rows = [c for c, _ in spots], [r for _, r in spots]
    return (_x(min(cols)), _y(min(rows)), (max(cols) - min(cols) + 1) * CELL,
            (max(rows) - min(rows) + 1) * CELL)


def _church_zone(view: View) -> str:
    """The church area drawn over the board: before its first tile, the squares it could come
    to cover (dotted); then its 3 by 3 squares (dashed), with a warning on every building
    standing where a tile is still to come (C6)."""
    first = view.table.church_first
    squares = possible_squares(view) if first is None else [
        church_square(t, first) for t in CHURCH_TILES]
    x, y, w, h = _outline([sq for sq in squares if sq is not None])
    label = say("svg-church-maybe" if first is None else "svg-church")
    out = [tag("rect", x=x + 1, y=y + 1, width=w - 2, height=h - 2, fill="none",
               stroke=CHURCH_INK, stroke_width=2 if first is None else 3,
               stroke_dasharray="2 4" if first is None else "10 5"),
           tag("rect", x=x + w / 2 - 4 * len(label) - 4, y=y - 5, width=8 * len(label) + 8,
               height=14, rx=3, fill="#fffaf0", stroke=CHURCH_INK, stroke_width=1),
           _text(x + w / 2, y + 2, label, 11, fill=CHURCH_INK, font_weight="bold")]
    for square in threatened(view):
        spot = parse_square(square)
        assert spot is not None
        cx, cy = _x(spot[0]) + CELL - 11, _y(spot[1]) + CELL - 11
        out.append(tag("g", tag("circle", cx=cx, cy=cy, r=9, fill="#fffaf0", stroke=CHURCH_INK,
                                stroke_width=2) + _text(cx, cy, "!", 13, fill=CHURCH_INK,
                                                        font_weight="bold"),
                       class_="church-threat", data_square=square))
    return tag("g", "".join(out), class_="church-area",
               data_first=first if first is not None else "none")


def _box(piece: Piece) -> tuple[int, int, int, int]:
    """The piece's rectangle on the grid: x, y, width, height in pixels."""
    spots = [parse_square(sq) for sq in piece.squares()]
    cols = [s[0] for s in spots if s]
    rows = [s[1] for s in spots if s]
    x, y = _x(min(cols)), _y(min(rows))
    return x, y, (max(cols) - min(cols) + 1) * CELL, (max(rows) - min(rows) + 1) * CELL


CUBE = 16
"""A victory cube's side: big enough to count at phone width."""


def cube_glyph(x: float, y: float, colour: str, size: float = CUBE) -> str:
    """A victory cube drawn as a cube: its front in the owner's colour with their initial, a
    light top and a dark side, on a parchment ground so that it shows on a piece of the same
    colour."""
    depth = size / 3
    top = (f"M {num(x)} {num(y + depth)} L {num(x + depth)} {num(y)} "
           f"L {num(x + size + depth)} {num(y)} L {num(x + size)} {num(y + depth)} Z")
    side = (f"M {num(x + size)} {num(y + depth)} L {num(x + size + depth)} {num(y)} "
            f"L {num(x + size + depth)} {num(y + size)} "
            f"L {num(x + size)} {num(y + size + depth)} Z")
    return (tag("rect", x=num(x - 2.5), y=num(y - 2.5), width=num(size + depth + 5),
                height=num(size + depth + 5), rx=3, fill="#fffaf0", stroke=dark(colour),
                stroke_width=1)
            + tag("path", d=top, fill=fill(colour), stroke=dark(colour), stroke_width=0.8)
            + tag("path", d=top, fill="#ffffff", fill_opacity=0.45)
            + tag("path", d=side, fill=dark(colour), stroke=dark(colour), stroke_width=0.8)
            + tag("rect", x=num(x), y=num(y + depth), width=num(size), height=num(size),
                  fill=fill(colour), stroke=dark(colour), stroke_width=0.8)
            + text(x + size / 2, y + depth + size / 2 + 0.5, initial(colour), size * 0.7,
                   font_weight="bold", fill=ink(colour)))


def _cubes(piece: Piece) -> str:
    """The owner's cubes on a building or church tile, each drawn in the row of its flag (the
    pirate counts them by row, PI2), in the owner's colour with the owner's initial."""
    x, y, _, _ = _box(piece)
    top = parse_square(piece.at)
    assert top is not None
    out = []
    for row in cube_rows(piece):
        offset = (ROWS.index(row) - top[1]) * CELL
        out.append(cube_glyph(x + 6, y + 5 + offset, piece.owner))
    return tag("g", "".join(out), class_="cubes", data_cubes=len(out))


def _label(piece: Piece) -> str:
    owner = INITIALS.get(piece.owner, piece.owner[:1])
    if piece.piece == "permit":
        return f"{piece.value}"
    if piece.piece == "church":
        return f"✝{piece.tile}"
    return f"{CODES.get(piece.piece, piece.piece[:2])} {owner}"


def _building(piece: Piece, changed: bool) -> str:
    x, y, w, h = _box(piece)
    colour = FILL.get(piece.owner, "#888")
    ink = INK.get(piece.owner, "#fff")
    owner = INITIALS.get(piece.owner, piece.owner[:1])
    body = []
    if piece.piece == "permit":
        body.append(tag("rect", x=x + 12, y=y + 8, width=w - 24, height=h - 16, rx=3,
                        fill="#fffaf0", stroke=colour, stroke_width=4))
        body.append(_text(x + w / 2, y + h / 2 - 4, _label(piece), 18, fill="#000",
                          font_weight="bold"))
        body.append(_text(x + w / 2, y + h - 16, owner, 9, fill="#000"))
    else:
        radius = 14 if piece.piece in ("small-hut", "large-hut") else 5
        body.append(tag("rect", x=x + 3, y=y + 3, width=w - 6, height=h - 6, rx=radius,
                        fill=colour, stroke="#2b2118", stroke_width=1.5))
        if piece.piece == "church":
            body.append(tag("rect", x=x + 7, y=y + 7, width=w - 14, height=h - 14,
                            fill="none", stroke="#fff", stroke_width=1, stroke_dasharray="3 2"))
        narrow = piece.cubes and w == CELL  # the cube takes the top: the label goes below it
        body.append(_text(x + w / 2 + (4 if narrow else 0), y + h / 2 + (9 if narrow else 0),
                          _label(piece), 16 if w > CELL else 13, fill=ink, font_weight="bold"))
        if piece.piece == "church" and not piece.cubes:
            body.append(_text(x + w / 2, y + h - 12, owner, 9, fill=ink))
        if piece.cubes:
            body.append(_cubes(piece))
    if changed:
        body.append(tag("rect", x=x + 1, y=y + 1, width=w - 2, height=h - 2, fill="none",
                        stroke=HALO, stroke_width=4, stroke_dasharray="8 3"))
    return _group(piece, changed, "".join(body))


def _group(piece: Piece, changed: bool, body: str) -> str:
    classes = "piece changed" if changed else "piece"
    title = tag("title", esc(say("page.piece-title", piece=piece.piece, owner=piece.owner,
                                 at=piece.at)))
    return tag("g", title + body, class_=classes, data_piece=piece.piece, data_at=piece.at,
               data_owner=piece.owner, data_value=piece.value, data_tile=piece.tile)


def _wall_box(space: str, players: int) -> tuple[int, int, int, int]:
    cols = 2 * players + 1
    side, _, where = space.partition("-")
    if side == "east":
        return _x(cols) + 4, _y(ROWS.index(int(where))) + 2, WALL, CELL - 4
    col = COLUMNS.index(where)
    y = TOP - WALL - 4 if side == "north" else _y(len(ROWS)) + 4
    return _x(col) + 2, y, CELL - 4, WALL


def _walls(view: View, changed: Collection[str]) -> str:
    players = len(view.players)
    built = {p.at: p for p in view.board if p.piece == "wall"}
    out = []
    for space in wall_spaces(players):
        x, y, w, h = _wall_box(space, players)
        piece = built.get(space)
        if piece is None:
            out.append(tag("rect", class_="wall-space", data_space=space, x=x, y=y, width=w,
                           height=h, fill="none", stroke="#9a8a70", stroke_dasharray="3 3"))
            continue
        tower = piece.tile in TOWERS
        body = [tag("rect", x=x, y=y, width=w, height=h, rx=2, fill="#8d8374",
                    stroke=FILL.get(piece.owner, "#444"), stroke_width=4 if tower else 3)]
        owner = INITIALS.get(piece.owner, piece.owner[:1])
        body.append(_text(x + w / 2, y + h / 2, f"{'T' if tower else 'W'}{piece.tile}{owner}",
                          10, fill="#fff", font_weight="bold"))
        if piece.cubes:
            body.append(cube_glyph(x + 3, y + 3, piece.owner, CUBE - 6))
        if space in changed:
            body.append(tag("rect", x=x - 2, y=y - 2, width=w + 4, height=h + 4, fill="none",
                            stroke=HALO, stroke_width=3))
        out.append(_group(piece, space in changed, "".join(body)))
    return "".join(out)


def _sea(view: View, height: int) -> str:
    out = [tag("rect", x=0, y=TOP, width=SEA, height=len(ROWS) * CELL, fill="#5b8fb0"),
           tag("rect", x=SEA - 6, y=TOP, width=6, height=len(ROWS) * CELL, fill="#c9b487")]
    for index, row in enumerate(ROWS):
        out.append(_text(SEA + 13, _y(index) + CELL / 2, str(row), 16, fill="#2b2118",
                         font_weight="bold"))
    if view.ship in ROWS:
        row = view.ship
        y = _y(ROWS.index(row)) + CELL / 2
        pirate = view.pirate
        hull = "#111" if pirate else "#7b4a21"
        shape = (f"M 10 {y} L 62 {y} L 54 {y + 12} L 18 {y + 12} Z "
                 f"M 35 {y} L 35 {y - 22} L 52 {y - 4} Z")
        ship = (tag("path", d=shape, fill=hull, stroke="#fff", stroke_width=1)
                + _text(36, y + 20, say("board.svg-pirate" if pirate else "board.svg-ship"), 10,
                        fill="#fff",
                        font_weight="bold"))
        out.append(tag("g", ship, class_="ship pirate" if pirate else "ship", data_row=row))
    return "".join(out)


def _frame(players: int) -> str:
    cols = 2 * players + 1
    out = [_text(_x(c) + CELL / 2, 12, COLUMNS[c], 16, font_weight="bold", fill="#2b2118")
           for c in range(cols)]
    out.append(_text(_x(cols) + 4 + WALL / 2, 12, say("board.east"), 10, fill="#5a4630"))
    out.append(_text(_x(cols) + 4 + WALL / 2, TOP - WALL / 2 - 4, say("board.gate"), 9,
                     fill="#5a4630"))
    out.append(_text(_x(cols) + 4 + WALL / 2, _y(len(ROWS)) + 4 + WALL / 2, say("board.gate"), 9,
                     fill="#5a4630"))
    out.append(tag("rect", x=LEFT, y=TOP, width=cols * CELL, height=len(ROWS) * CELL,
                   fill="none", stroke="#5a4630", stroke_width=2))
    gap = _y(ROWS.index(8))
    out.append(tag("line", x1=LEFT, y1=gap, x2=_x(cols), y2=gap, stroke="#5a4630",
                   stroke_width=3))
    return "".join(out)


def _legend(labels: Mapping[str, str], players: list[str], y: int) -> str:
    out = []
    for index, colour in enumerate(players):
        top = y + index * 20
        out.append(tag("rect", x=LEFT, y=top, width=16, height=16, fill=FILL.get(colour, "#888"),
                       stroke="#000"))
        out.append(_text(LEFT + 8, top + 8, INITIALS.get(colour, colour[:1]), 10,
                         fill=INK.get(colour, "#fff"), font_weight="bold"))
        out.append(tag("text", esc(labels.get(colour, colour)), x=LEFT + 24, y=top + 13,
                       font_size=12, fill="#2b2118"))
    return "".join(out)


_DRAWN: dict[tuple[object, ...], str] = {}
"""The boards drawn last, by all the picture depends on: a step's readers see the same board
(the pieces are public), and drawing it was a third of ``pbem demo``."""


def board_svg(view: View, changed: Collection[str], labels: Mapping[str, str],
              description: str) -> str:
    """The board of a reader's view as one ``<svg>`` element."""
    key = (view.players, view.board, view.ship, view.pirate,
           view.table.church_first, frozenset(changed), tuple(labels.items()), description,
           current_language())
    drawn = _DRAWN.get(key)
    if drawn is None:
        if len(_DRAWN) >= 8:  # a step's readers come one after another
            _DRAWN.clear()
        drawn = _DRAWN[key] = _board_svg(view, changed, labels, description)
    return drawn


def _board_svg(view: View, changed: Collection[str], labels: Mapping[str, str],
               description: str) -> str:
    players = list(view.players)
    width = _x(2 * len(players) + 1) + WALL + 12
    legend_top = _y(len(ROWS)) + WALL + 16
    height = legend_top + 20 * len(players) + 6
    church = {p.tile for p in view.board if p.piece == "church"}
    drawn = [_building(p, p.at in changed) for p in view.board if p.piece != "wall"]
    body = (tag("title", say("page.board")) + tag("desc", esc(description))
            + tag("rect", x=0, y=0, width=width, height=height, fill="#f6edd9")
            + _sea(view, height) + _frame(len(players))
            + _cells(len(players), changed, church, view.table.church_first)
            + "".join(drawn) + _walls(view, changed) + _church_zone(view)
            + _legend(labels, players, legend_top))
    return tag("svg", body, xmlns="http://www.w3.org/2000/svg", class_="board",
               viewBox=f"0 0 {width} {height}", width="100%", role="img",
               style=f"max-width:{width}px", font_family="Trebuchet MS, Segoe UI, sans-serif")
