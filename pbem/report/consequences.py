"""What a choice costs and does, in words, from the engine's preview (pbem/elasund/preview.py).

Beside every choice of a report: ``costs 3 gold and 1 gold to Bruno (blue) for the permits
there; removes the small hut of Chiara (green) on C9``. The words are the catalogue's
(pbem/messages), so a report in another language says the same. A note that would differ only
in a permit's value or the colour paid is worded without them (``the permit's value in gold``),
so that such choices share one line of the report.
"""

from __future__ import annotations

from collections.abc import Sequence

from pbem.elasund.actions import (
    Action,
    EndTurn,
    MovePermit,
    PirateRow,
    PlaceAnyPermit,
    PlaceHut,
    PlacePermit,
    UpgradePermit,
)
from pbem.elasund.pieces import HUTS, INFLUENCE_COLOURS, TOWER_TILES
from pbem.elasund.position import Piece
from pbem.elasund.preview import Preview
from pbem.elasund.rules.huts import OFF
from pbem.messages import say
from pbem.report.sentences import Names


def note(action: Action, preview: Preview | None, viewer: str, names: Names) -> str:
    """What one legal action costs and does, as one line of clauses; ``""`` for nothing."""
    if isinstance(action, PlaceHut) and action.at == OFF:
        return say("hut-off")
    if preview is None:
        return ""
    if isinstance(action, PirateRow):
        return pirate_note(preview, viewer, names)
    if isinstance(action, EndTurn):
        return say("end-turn-gold" if preview.phase3 else "end-turn-note")
    clauses = [*_generic_cost(action), *_cost(action, preview, names)]
    clauses += _removals(preview, viewer, names)
    clauses += _gains(preview)
    clauses += _answer(preview, viewer, names)
    return "; ".join(c for c in clauses if c)


def _generic_cost(action: Action) -> list[str]:
    """Permits and bonus actions: their price worded without the value or colour chosen."""
    if isinstance(action, PlacePermit):
        return [say("cost-permit-paid" if action.pay else "cost-permit")]
    if isinstance(action, MovePermit):
        return [say("cost-pair")]
    if isinstance(action, UpgradePermit):
        return [say("cost-upgrade")]
    if isinstance(action, PlaceAnyPermit):
        return [say("cost-place-any")]
    return []


def _cost(action: Action, preview: Preview, names: Names) -> list[str]:
    if isinstance(action, PlacePermit | MovePermit | UpgradePermit | PlaceAnyPermit):
        return ([say("phase3-first")] if preview.phase3 else [])
    items = [say("cost-gold", gold=preview.gold)] if preview.gold else []
    items += [say("cost-compensation", gold=gold, player=names.label(owner))
              for owner, gold in preview.compensation]
    items += _cards(preview.cards) if not preview.ship else []
    clauses = [say("costs", items=items)] if items else []
    return ([say("phase3-first")] if preview.phase3 else []) + clauses


def _cards(cards: Sequence[str]) -> list[str]:
    """``3 red cards``; one card of each colour as ``one card of each colour``."""
    if sorted(cards) == sorted(INFLUENCE_COLOURS):
        return [say("cost-rainbow")]
    return [say("cost-cards", count=cards.count(c), colour=c)
            for c in dict.fromkeys(cards) if c]


def piece_phrase(piece: Piece, viewer: str, names: Names) -> str:
    """``the small hut of Chiara (green) on C9``, or ``your shop on B6``."""
    if piece.owner == viewer:
        return say("piece-yours", kind=piece.piece, at=piece.at)
    return say("piece-of", kind=piece.piece, owner=names.label(piece.owner), at=piece.at)


def _removals(preview: Preview, viewer: str, names: Names) -> list[str]:
    clauses = []
    if preview.removes:
        clauses.append(say("removes", pieces=[piece_phrase(p, viewer, names)
                                             for p in preview.removes]))
        huts = [p.owner for p in preview.removes if p.piece in HUTS]
        owners = [names.label(o) for o in dict.fromkeys(huts) if o != viewer]
        if viewer in huts:  # his own decision: answered in the same order, or it stops there
            clauses.append(say("removes-own-hut"))
        if owners:
            clauses.append(say("removes-hut", players=owners))
    if preview.may_remove and not preview.area:
        clauses.append(say("church-may-remove", pieces=[piece_phrase(p, viewer, names)
                                                       for p in preview.may_remove]))
    return clauses


def _gains(preview: Preview) -> list[str]:
    clauses = []
    if preview.trade:
        clauses.append(say("gains-trade", points=preview.trade))
    if preview.tile in TOWER_TILES:
        clauses.append(say("wall-tower", tile=preview.tile))
    elif preview.tile is not None:
        clauses.append(say("wall-draws", tile=preview.tile, count=preview.draws))
    if preview.takes:
        clauses.append(say("takes-gold", gold=preview.takes))
    if preview.looks:
        clauses.append(say("church-first"))
    return clauses


def _answer(preview: Preview, viewer: str, names: Names) -> list[str]:
    if preview.ship is not None:
        return [say("ship-to", row=preview.ship)]
    if preview.area:
        clauses = [say("church-area", squares=list(preview.area))]
        if preview.may_remove:
            clauses.append(say("church-area-removes", pieces=[
                piece_phrase(p, viewer, names) for p in preview.may_remove]))
        return clauses
    return []


def pirate_note(preview: Preview, viewer: str, names: Names) -> str:
    """What the pirate does in the row of this answer: who gives up how many cards (PI2).
    The row is not named, so that rows where the same players owe the same share a line."""
    if not preview.demands:
        return say("pirate-nobody")
    owed = [say("owes-you", count=count) if player == viewer else
            say("owes", player=names.label(player), count=count)
            for player, count in preview.demands]
    return say("pirate-demands", owed=owed)
