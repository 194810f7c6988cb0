"""Supplies and counts read from a viewer's position data (``view_for``), never the position.

The report works from what the viewer may see only; these helpers derive from that data what
``Position`` derives from the full table (docs/positions.md, "The keys").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pbem.elasund.board import CHURCH_FOUNDATION
from pbem.elasund.pieces import (
    BUILDINGS,
    CUBES_PER_PLAYER,
    GOLD_CARDS,
    NEUTRALS,
    OWN_BUILDINGS,
    PERMIT_VALUES,
    WALL_TILES,
)
from pbem.elasund.position import Piece
from pbem.elasund.serial import full_cubes

View = Mapping[str, Any]


def pieces(view: View) -> list[Piece]:
    """The board entries of the view as pieces, cubes filled in where the data leaves them out."""
    found = []
    for entry in view["board"]:
        piece = Piece(entry["piece"], entry["at"], entry["owner"], entry.get("value"),
                      entry.get("tile"))
        cubes = int(entry.get("cubes", full_cubes(piece)))
        found.append(Piece(piece.piece, piece.at, piece.owner, piece.value, piece.tile, cubes))
    return found


def cubes_on_board(view: View, colour: str) -> int:
    """The player's victory cubes on pieces and on the trade track."""
    on_pieces = sum(p.cubes for p in pieces(view) if p.owner == colour)
    on_track = sum(list(cubes).count(colour) for cubes in view["trade-cubes"].values())
    return on_pieces + on_track


def cubes_in_supply(view: View, colour: str) -> int:
    """The player's victory cubes not on the board."""
    return CUBES_PER_PLAYER - cubes_on_board(view, colour)


def permits_in_supply(view: View, colour: str) -> list[int]:
    """Values of the player's permits not on the board, lowest first."""
    placed = {p.value for p in pieces(view) if p.piece == "permit" and p.owner == colour}
    return [v for v in PERMIT_VALUES if v not in placed]


def next_wall_tile(view: View, colour: str) -> int | None:
    """The top tile of the player's wall stack, None when all are built (W1)."""
    tiles = [p.tile or 0 for p in pieces(view) if p.piece == "wall" and p.owner == colour]
    top = max(tiles, default=0) + 1
    return top if top <= max(WALL_TILES) else None


def own_buildings_in_supply(view: View, colour: str) -> list[str]:
    """The player's shop and workshop while not on the board."""
    placed = {p.piece for p in pieces(view) if p.owner == colour}
    return [b for b in OWN_BUILDINGS if b not in placed]


def neutral_supply(view: View) -> dict[str, int]:
    """Copies of each neutral building left to build."""
    built = [p.piece for p in pieces(view)]
    return {kind: BUILDINGS[kind].count - built.count(kind) for kind in NEUTRALS}


def bank(view: View) -> int:
    """Gold in the bank: 51 less the gold in hands and in the pirate's pile."""
    in_hands = sum(int(hand["gold"]) for hand in view["hands"].values())
    return GOLD_CARDS - in_hands - list(view["loot"]).count("gold")


def church_first(view: View) -> int | None:
    """The church tile on the foundation, which fixes where the others go (C3)."""
    for piece in pieces(view):
        if piece.piece == "church" and piece.at == CHURCH_FOUNDATION:
            return piece.tile
    return None
