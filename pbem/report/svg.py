"""Small helpers for writing SVG by hand: escaped text and attributes, and the few drawing
pieces the board and the race chart share (player colours, text, cubes)."""

from __future__ import annotations

import html
import unicodedata

from pbem.report.board_text import INITIALS


def esc(text: object) -> str:
    """Text made safe inside SVG/HTML: markup escaped, control characters other than line
    breaks and tabs, and the non-characters U+FFFE/U+FFFF (none allowed in XML) made spaces, so
    user text such as ``<script>`` shows literally."""
    text = str(text)
    if text.isascii() and text.isprintable():  # nothing to replace: most of a board's texts
        return html.escape(text, quote=True)
    plain = "".join(" " if (unicodedata.category(ch) in ("Cc", "Cs") and ch not in "\n\t")
                    or ch in "\ufffe\uffff" else ch for ch in text)
    return html.escape(plain, quote=True)


def attrs(**values: object) -> str:
    """Attributes from keywords (``class_`` for class, ``_`` for ``-``), escaped."""
    parts = []
    for key, value in values.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        parts.append(f'{name}="{esc(value)}"')
    return " ".join(parts)


def tag(name: str, content: str = "", **values: object) -> str:
    """One element; ``content`` is markup already escaped."""
    opening = f"<{name} {attrs(**values)}".rstrip()
    return f"{opening}>{content}</{name}>" if content else f"{opening}/>"


# --- shared drawing: colours that read on parchment, and the owner's initial everywhere -----

FILLS: dict[str, str] = {"red": "#b8382b", "blue": "#2f62a8", "green": "#34803b",
                         "yellow": "#f0c22c"}
DARKS: dict[str, str] = {"red": "#6e1d15", "blue": "#17345e", "green": "#1c4d22",
                         "yellow": "#6b5000"}
INK_DARK = "#2b2118"


def fill(colour: str) -> str:
    """A player's colour, grey for an unknown one."""
    return FILLS.get(colour, "#8a8a8a")


def dark(colour: str) -> str:
    """The dark outline of a player's colour (yellow needs one to show on parchment)."""
    return DARKS.get(colour, "#333333")


def ink(colour: str) -> str:
    """Text colour on a piece of this colour: black on yellow, white elsewhere."""
    return INK_DARK if colour == "yellow" else "#ffffff"


def initial(colour: str) -> str:
    """The owner's letter on every piece (r, b, g, y), for readers who cannot tell colours."""
    return INITIALS.get(colour, colour[:1])


def text(x: float, y: float, content: str, size: float, **extra: object) -> str:
    """Text centred on (x, y) unless ``text_anchor`` says otherwise; ``content`` is escaped."""
    values: dict[str, object] = {"text_anchor": "middle", "dominant_baseline": "central"}
    values.update(extra)
    return tag("text", esc(content), x=num(x), y=num(y), font_size=size, **values)


def cube(x: float, y: float, colour: str, size: float = 11) -> str:
    """A victory cube in the owner's colour with his initial, top-left corner at (x, y)."""
    return (tag("rect", x=num(x), y=num(y), width=size, height=size, rx=1.5, fill=fill(colour),
                stroke="#fffaf0", stroke_width=1.2, paint_order="stroke")
            + tag("rect", x=num(x - 0.6), y=num(y - 0.6), width=num(size + 1.2),
                  height=num(size + 1.2), rx=2, fill="none", stroke=dark(colour),
                  stroke_width=0.8)
            + text(x + size / 2, y + size / 2 + 0.5, initial(colour), size * 0.72,
                   font_weight="bold", fill=ink(colour)))


def num(value: float) -> str:
    """A coordinate written short: ``12`` rather than ``12.0``, one decimal at most."""
    return f"{value:.1f}".rstrip("0").rstrip(".")
