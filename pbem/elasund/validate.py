"""Refusing a table that cannot exist (docs/positions.md): the rules' invariants as checks."""

from __future__ import annotations

from collections import Counter
from functools import cache

from pbem.elasund.board import CHURCH_FOUNDATION, in_city, is_wall_space
from pbem.elasund.errors import RuleError
from pbem.elasund.pieces import (
    BUILDINGS,
    CARD_KINDS,
    CHURCH_TILES,
    CUBES_PER_PLAYER,
    GOLD_CARDS,
    INFLUENCE_COLOURS,
    INFLUENCE_PER_COLOUR,
    PERMIT_VALUES,
    TOWER_TILES,
    TRADE_FLAGS,
    TRADE_TRACK_MAX,
    footprint,
)
from pbem.elasund.position import Piece, Position

PIECE_KINDS = (*BUILDINGS, "permit", "wall", "church")
DECISIONS = ("ship", "pirate", "discard", "hut", "keep-church", "pirate-take")


def check_position(pos: Position) -> None:
    """Raise ``RuleError`` naming the first thing about the table that cannot be."""
    if pos.active not in pos.players:
        raise RuleError("S1", "active-unknown", player=pos.active, field="active")
    for piece in pos.board:
        _check_piece(pos, piece)
    _check_overlaps(pos)
    _check_counts(pos)
    _check_cards(pos)
    _check_trade(pos)
    for pending in pos.pending:
        if pending.player not in pos.players or pending.decision not in DECISIONS:
            raise RuleError("T1", "pending-unknown", name=pending.decision,
                             field="pending")
    if pos.winner is not None and pos.winner not in pos.players:
        raise RuleError("E1", "winner-unknown", player=pos.winner, field="winner")


def _check_piece(pos: Position, piece: Piece) -> None:
    players = len(pos.players)
    if piece.owner not in pos.players:
        raise RuleError("S1", "piece-owner-unknown", piece=piece.piece, at=piece.at,
                        owner=piece.owner)
    if piece.piece not in PIECE_KINDS:
        raise RuleError("B7", "piece-unknown", piece=piece.piece, at=piece.at,
                        pieces=", ".join(PIECE_KINDS))
    if piece.piece == "wall":
        if not is_wall_space(piece.at, players) or piece.tile not in range(1, 10):
            raise RuleError("S3", "wall-misplaced", piece=piece.piece, at=piece.at)
        if piece.cubes not in ((0, 1) if piece.tile in TOWER_TILES else (0,)):
            raise RuleError("W4", "wall-cube", piece=piece.piece, at=piece.at)
        return
    if not _inside_city(piece.piece, piece.at, players):
        raise RuleError("S2", "piece-outside", piece=piece.piece, at=piece.at)
    if piece.piece == "permit" and piece.value not in PERMIT_VALUES:
        raise RuleError("P1", "permit-value", piece=piece.piece, at=piece.at)
    if piece.piece == "church" and (piece.tile not in CHURCH_TILES or piece.cubes > 1):
        raise RuleError("C3", "church-tile-bad", piece=piece.piece, at=piece.at)
    if piece.is_building:
        flags = len(BUILDINGS[piece.piece].flags)
        if not 0 <= piece.cubes <= flags:
            raise RuleError("B7", "building-cubes", piece=piece.piece, at=piece.at,
                            flags=flags, cubes=piece.cubes)


@cache
def _inside_city(kind: str, at: str, players: int) -> bool:
    """Whether a piece (not a wall tile) of this kind on ``at`` lies wholly in the city (S2)."""
    covered = footprint(kind, at) if kind in BUILDINGS else (at,)
    return covered is not None and all(in_city(sq, players) for sq in covered)


def _check_overlaps(pos: Position) -> None:
    seen: dict[str, Piece] = {}
    has_church = any(p.piece == "church" for p in pos.board)
    for piece in pos.board:
        for sq in piece.squares():
            if sq in seen:
                raise RuleError("B2", "pieces-overlap", piece=piece.piece, other=seen[sq].piece,
                                square=sq)
            if sq == CHURCH_FOUNDATION and not has_church:
                raise RuleError("B2", "piece-on-foundation", piece=piece.piece)
            seen[sq] = piece
    walls = [p.at for p in pos.board if p.piece == "wall"]
    if len(walls) != len(set(walls)):
        raise RuleError("W2", "walls-overlap")


def _check_counts(pos: Position) -> None:
    kinds = Counter(p.piece for p in pos.board)
    for name, btype in BUILDINGS.items():
        if btype.count and kinds[name] > btype.count:
            raise RuleError("S8", "buildings-too-many", count=kinds[name], building=name,
                             there=btype.count, field="board")
    owned = Counter((p.piece, p.owner, p.value if p.piece == "permit" else p.tile)
                    for p in pos.board if p.piece in ("permit", "wall", "small-hut",
                                                      "large-hut", "shop", "workshop"))
    for (kind, owner, _), count in owned.items():
        if count > 1:
            raise RuleError("S7", "piece-twice", player=owner, piece=kind, field="board")
    for player in pos.players:
        if pos.cubes_on_board(player) > CUBES_PER_PLAYER:
            raise RuleError("S7", "cubes-too-many", player=player, cubes=CUBES_PER_PLAYER,
                            field="board")
    church = [p.tile for p in pos.board if p.piece == "church"]
    tiles = church + pos.church_stack + [t for p in pos.pending for t in p.options]
    if len(tiles) != len(set(tiles)) or len(tiles) > len(CHURCH_TILES):
        raise RuleError("C2", "church-tile-twice", field="board")


def _check_cards(pos: Position) -> None:
    for player, hand in pos.hands.items():
        if any(hand.count(k) < 0 for k in CARD_KINDS):
            raise RuleError("S7", "cards-negative", player=player)
    if pos.bank < 0:
        raise RuleError("S8", "gold-too-many", gold=GOLD_CARDS, field="hands")
    for colour in INFLUENCE_COLOURS:
        total = (pos.influence_in_hands(colour) + pos.deck.count(colour)
                 + pos.discard.count(colour) + pos.loot.count(colour))
        if total != INFLUENCE_PER_COLOUR:
            raise RuleError("S8", "influence-count", field="hands", count=total, colour=colour,
                            there=INFLUENCE_PER_COLOUR)


def _check_trade(pos: Position) -> None:
    for player, points in pos.trade.items():
        if not 0 <= points <= TRADE_TRACK_MAX:
            raise RuleError("TP2", "trade-points-range", player=player, most=TRADE_TRACK_MAX,
                            field="trade")
    for space, cubes in pos.trade_cubes.items():
        if space not in TRADE_FLAGS:
            raise RuleError("TP2", "trade-space-unknown", space=space, field="trade")
        limited = pos.rules["trade_flags"] == "limited"
        if limited and len(cubes) > TRADE_FLAGS[space]:
            raise RuleError("TP2", "trade-space-full", space=space, flags=TRADE_FLAGS[space])
        for player in cubes:
            if player not in pos.trade or pos.trade[player] < space:
                raise RuleError("TP3", "trade-cube-unearned", player=player, space=space)
