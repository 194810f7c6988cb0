"""The table of a report (players, cards, supplies, the church) and the victory-cube race."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pbem.elasund.pieces import CUBES_PER_PLAYER, INFLUENCE_COLOURS, TRADE_FLAGS
from pbem.elasund.views import View
from pbem.messages import Message, say
from pbem.report.board_text import INITIALS
from pbem.report.sentences import Names

RACE_COLUMNS = 18
"""Turns shown in the text chart of the race; longer games are sampled evenly."""


def player_row(view: View, colour: str, viewer: str, names: Names) -> dict[str, Any]:
    """One player's line of the table: what everyone may see of him."""
    hand, supply = view.table.hands[colour], view.table.supplies[colour]
    return {
        "colour": colour,
        "name": names.names.get(colour, ""),
        "label": names.label(colour),
        "short": names.short(colour),
        "initial": INITIALS.get(colour, colour[:1]),
        "active": colour == view.active and view.winner is None,
        "winner": colour == view.winner,
        "you": colour == viewer,
        "cubes_on_board": supply.cubes_on_board,
        "cubes_in_supply": supply.cubes_in_supply,
        "trade": view.table.trade.get(colour, 0),
        "gold": hand.gold,
        "influence": hand.influence,
        "permits": list(supply.permits),
        "next_wall": supply.next_wall,
        "own_buildings": list(supply.own_buildings),
        "own_text": [say("kind-name", kind=k) for k in supply.own_buildings],
        "out_of_game": list(view.table.out_of_game.get(colour, ())),
        "out_text": say("page.out-of-game", player=names.label(colour),
                        pieces=[Message("kind-name", kind=k)
                                for k in view.table.out_of_game.get(colour, ())]),
    }


def own_hand(view: View, viewer: str) -> dict[str, Any] | None:
    """The reader's own hand by colour; None for the public report."""
    hand = view.table.hands.get(viewer)
    if hand is None or hand.cards is None:
        return None
    cards = {"red": hand.cards.red, "blue": hand.cards.blue, "green": hand.cards.green}
    colours = [Message("page.hand-colour", count=cards[c], colour=c) for c in INFLUENCE_COLOURS]
    return {"gold": hand.gold, **cards, "text": say("page.hand", gold=hand.gold, cards=colours),
            "gold_text": say("page.hand-gold", count=hand.gold),
            "colour_texts": {c: say("page.hand-colour", count=cards[c], colour=c)
                             for c in INFLUENCE_COLOURS}}


def church(view: View, viewer: str) -> dict[str, Any]:
    """The church stack's size and what the reader knows of it (C2)."""
    stack = view.table.church_stack_size
    built = sum(1 for p in view.board if p.piece == "church")
    known = view.table.church_known.get(viewer)
    text = (say("page.church-stack", built=built, stack=stack) if stack
            else say("page.church-done", built=built))
    if known is not None and stack:
        text += " " + say("page.church-known", tile=known)
    return {"stack": stack, "built": built, "complete": stack == 0, "known": known,
            "text": text}


def discard(view: View) -> dict[str, Any]:
    """The face-up discard pile, by colour (everyone sees it, docs/rules.md, section 15)."""
    pile = list(view.table.discard)
    counts = {c: pile.count(c) for c in INFLUENCE_COLOURS}
    kinds = [Message("page.hand-colour", count=n, colour=c) for c, n in counts.items() if n]
    text = (say("cards.kinds", count=len(pile), kinds=kinds) if kinds
            else say("cards.count", count=len(pile)))
    return {"count": len(pile), **counts, "text": text}


def trade_track(view: View, names: Names) -> list[dict[str, Any]]:
    """The cube spaces of the trade track: flags, free flags and the cubes on them (TP2)."""
    unlimited = view.rules.get("trade_flags") == "unlimited"
    rows = []
    for space, flags in sorted(TRADE_FLAGS.items()):
        cubes = list(view.table.trade_cubes.get(space, ()))
        free = flags if unlimited else max(0, flags - len(cubes))
        text = (say("page.trade-space-open", space=space) if unlimited
                else say("page.trade-space", space=space, free=free, flags=flags))
        rows.append({"space": space, "flags": flags, "free": free, "cubes": cubes,
                     "text": text, "cubes_text": say("page.trade-cubes", space=space,
                                                     players=[names.label(c) for c in cubes])})
    return rows


def table(view: View, names: Names) -> dict[str, Any]:
    """Everything on the table a reader may see, beside the board."""
    viewer = view.viewer
    neutral = dict(view.table.neutral)
    tracks = trade_track(view, names)
    return {
        "players": [player_row(view, c, viewer, names) for c in view.players],
        "hand": own_hand(view, viewer),
        "church": church(view, viewer),
        "bank": view.table.bank,
        "deck": view.table.deck_size,
        "deck_text": say("cards.count", count=view.table.deck_size),
        "discard": discard(view),
        "loot": list(view.table.loot),
        "neutral": neutral,
        "neutral_text": say("page.neutral", buildings=[
            Message("page.neutral-kind", kind=kind, count=left) for kind, left in neutral.items()]),
        "loot_text": say("page.loot", cards=[Message("page.loot-card", colour=c)
                                             for c in view.table.loot]),
        "trade_track": tracks,
        "trade_text": say("page.trade-track", spaces=[s["text"] for s in tracks]),
        "rules": dict(view.rules),
        "marks": say("table-marks"),  # the text table's: the HTML one names them in words
        "legend": say("table-legend"),
        "headings": say("table-headings").split("|"),
    }


def table_text(view: View, names: Mapping[str, str]) -> str:
    """The table alone as text, laid out as in the text report (for ``pbem show``)."""
    from pbem.report.render import render  # Jinja only when something is rendered

    return render("table.txt.j2", table=table(view, names=Names(names, view.players)), say=say)


def _sample(count: int, columns: int = RACE_COLUMNS) -> list[int]:
    """Indexes of evenly spread turns, the first and the last always among them."""
    if count <= columns:
        return list(range(count))
    step = (count - 1) / (columns - 1)
    return sorted({round(i * step) for i in range(columns)})


def race(history: Sequence[tuple[int, dict[str, int]]], players: Sequence[str],
         names: Names) -> dict[str, Any]:
    """Victory cubes on the board per player over the turns, sampled for the text chart."""
    picked = _sample(len(history))
    rows = []
    for colour in players:
        cubes = [int(counts.get(colour, 0)) for _, counts in history]
        rows.append({"colour": colour, "label": names.label(colour),
                     "short": names.short(colour), "cubes": cubes,
                     "sampled": [cubes[i] for i in picked], "now": cubes[-1] if cubes else 0})
    return {"goal": CUBES_PER_PLAYER, "turns": [turn for turn, _ in history],
            "columns": [history[i][0] for i in picked], "rows": rows}
