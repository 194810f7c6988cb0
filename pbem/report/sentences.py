"""What happened: one message for every kind of event the engine emits, worded by the
catalogue (``pbem.messages``, entries ``event.KIND`` and their variants).

Each message is made from an event as one viewer may see it (``Event.for_viewer``), so a
drawn card's colour appears only in its drawer's report. This module chooses the entry and its
arguments (the squares a building covers, the cards by kind); the words are the catalogue's.

>>> names = Names({"red": "Anna"}, ["red", "blue"])
>>> sentence({"event": "roll", "player": "red", "dice": [3, 4], "sum": 7}, names)
'Anna (red) rolled 3+4: 7, the pirate.'
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from pbem.elasund.pieces import BUILDINGS, CARD_KINDS, CUBES_PER_PLAYER, TOWER_TILES, footprint
from pbem.messages import Message, en, render

Seen = Mapping[str, Any]


class Names:
    """Players as a report names them: ``Anna (red)``, or just ``red`` when nameless."""

    def __init__(self, names: Mapping[str, str], players: Sequence[str]) -> None:
        # a player with no name of his own is named by his colour: "red", not "red (red)"
        self.names = {c: "" if names.get(c, "") == c else clean(names.get(c, ""))
                      for c in players}

    def label(self, colour: str) -> str:
        """The player's name and colour, e.g. ``Anna (red)``."""
        name = self.names.get(colour, "")
        return f"{name} ({colour})" if name else colour

    def short(self, colour: str, width: int = 18) -> str:
        """The label cut to fit a table column, the colour always kept."""
        name = self.names.get(colour, "")
        room = width - len(colour) - 3
        if not name:
            return colour
        if len(name) > room:
            name = name[: max(1, room - 1)] + "~"
        return f"{name} ({colour})"


def clean(text: str) -> str:
    """User text with control characters (newlines, escapes) made spaces: it stays on its line.

    Everything else is kept literally, ``{{7*7}}`` and ``<script>`` included.
    """
    return "".join(" " if unicodedata.category(ch) == "Cc" else ch for ch in text).strip()


def listing(words: Iterable[str]) -> str:
    """Words joined for a sentence: ``a``, ``a and b``, ``a, b and c``."""
    items = list(words)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def plural(count: int, noun: str) -> str:
    """``1 card``, ``2 cards``."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def cards_message(cards: Sequence[str]) -> Message:
    """Cards by kind: ``1 gold card``, ``3 red cards``, ``3 cards (1 gold, 2 red)``.

    >>> render(cards_message(["red", "gold", "red"]))
    '3 cards (1 gold, 2 red)'
    """
    counts = [(kind, cards.count(kind)) for kind in CARD_KINDS if kind in cards]
    if not counts:
        return Message("cards.none")
    if len(counts) == 1:
        kind, count = counts[0]
        return Message("cards.kind", count=count, kind=kind)
    return Message("cards.kinds", count=len(cards),
                   kinds=[Message("cards.of-kind", count=n, kind=kind) for kind, n in counts])


def covered(kind: str, at: str) -> list[str]:
    """The squares a building covers, for a sentence: ``[D4, E4, D5, E5]``, else ``[at]``."""
    squares = footprint(kind, at) if kind in BUILDINGS else None
    return list(squares) if squares else [at]


def _reason(reason: object, table: str) -> str | Message:
    """Why something was drawn, taken or paid: a building's name, a value of the catalogue's
    ``table`` of reasons, or the reason itself in brackets."""
    text = str(reason)
    if text in BUILDINGS:
        return Message("reason.building", piece=text)
    return text if text in en.TERMS[table] else Message("reason.other", reason=text)


Writer = Callable[[Seen], Message]


def _roll(e: Seen) -> Message:
    first, second = e["dice"]
    if e["sum"] == 7 and e.get("forced"):
        return Message("event.roll.pirate.forced", player=e["player"], first=first,
                       second=second, sum=e["sum"])
    if e["sum"] == 7:
        return Message("event.roll.pirate", player=e["player"], first=first, second=second,
                       sum=e["sum"])
    if e.get("forced"):
        return Message("event.roll.forced", player=e["player"], first=first, second=second,
                       sum=e["sum"])
    return Message("event.roll", player=e["player"], first=first, second=second, sum=e["sum"])


def _start_roll(e: Seen) -> Message:
    first, second = e["dice"]
    return Message("event.start-roll", player=e["player"], first=first, second=second,
                   sum=first + second)


def _ship(e: Seen) -> Message:
    start = e.get("from")
    if e.get("pirate"):
        return Message("event.ship.pirate.enters", row=e["to"]) if start is None \
            else Message("event.ship.pirate", start=start, row=e["to"])
    if start is None:
        return Message("event.ship.enters", row=e["to"])
    return Message("event.ship", start=start, row=e["to"])


def _draw(e: Seen) -> Message:
    reason = _reason(e.get("reason"), "draw_reason")
    if not e["count"]:
        return Message("event.draw.none", player=e["player"], reason=reason)
    if "cards" in e:
        return Message("event.draw.seen", player=e["player"], count=e["count"], reason=reason,
                       colours=list(e["cards"]))
    return Message("event.draw", player=e["player"], count=e["count"], reason=reason)


def _gold(e: Seen) -> Message:
    reason = _reason(e.get("reason"), "gold_reason")
    if not e["count"]:
        return Message("event.gold.none", player=e["player"], reason=reason)
    if e.get("reason") == "income":
        return Message("event.gold.income", player=e["player"], count=e["count"], reason=reason)
    return Message("event.gold", player=e["player"], count=e["count"], reason=reason)


def _pay(e: Seen) -> Message:
    reason = _reason(e.get("reason"), "pay_reason")
    if "gold" in e:
        return Message("event.pay", player=e["player"], gold=e["gold"], reason=reason)
    return Message("event.pay.cards", player=e["player"],
                   cards=cards_message(e.get("influence", [])), reason=reason)


def _return(e: Seen) -> Message:
    if "gold" in e:
        return Message("event.return", player=e["player"], gold=e["gold"])
    return Message("event.return.cards", player=e["player"], cards=cards_message(e["influence"]))


def _shortage(e: Seen) -> Message:
    if e["kind"] == "gold":
        return Message("event.shortage", due=e["due"], supply=e["supply"])
    return Message("event.shortage.cards", due=e["due"], supply=e["supply"])


def _built(e: Seen) -> Message:
    kind = e["piece"]
    squares = covered(kind, e["at"])
    flags = len(BUILDINGS[kind].flags) if kind in BUILDINGS else 0
    if flags > 1:
        return Message("event.built.flags", player=e["player"], piece=kind, squares=squares,
                       cubes=e["cubes"])
    if flags:
        return Message("event.built.flag", player=e["player"], piece=kind, squares=squares,
                       cubes=e["cubes"])
    return Message("event.built", player=e["player"], piece=kind, squares=squares)


def _wall(e: Seen) -> Message:
    if e["tile"] not in TOWER_TILES:
        return Message("event.wall", player=e["player"], tile=e["tile"], at=e["at"])
    if e["cubes"]:
        return Message("event.wall.tower", player=e["player"], tile=e["tile"], at=e["at"])
    return Message("event.wall.tower.no-cube", player=e["player"], tile=e["tile"], at=e["at"])


def _church(e: Seen) -> Message:
    if e["cubes"]:
        return Message("event.church", player=e["player"], tile=e["tile"], at=e["at"])
    return Message("event.church.no-cube", player=e["player"], tile=e["tile"], at=e["at"])


def _church_look(e: Seen) -> Message:
    if "tiles" in e:
        return Message("event.church-look.seen", player=e["player"], tiles=list(e["tiles"]))
    return Message("event.church-look", player=e["player"])


def _trade(e: Seen) -> Message:
    if e["to"] > e["from"]:
        return Message("event.trade", player=e["player"], was=e["from"], points=e["to"])
    return Message("event.trade.back", player=e["player"], was=e["from"], points=e["to"])


def _pirate_reward(e: Seen) -> Message:
    if "cards" in e:
        return Message("event.pirate-reward.seen", player=e["player"], count=e["count"],
                       cards=cards_message(e["cards"]))
    return Message("event.pirate-reward", player=e["player"], count=e["count"])


def _no_more_cubes(e: Seen) -> Message:
    ranking = [Message("event.no-more-cubes.place", player=r["player"], cubes=r["cubes"],
                       gold=r["gold"]) for r in e["ranking"]]
    return Message("event.no-more-cubes", ranking=ranking, winner=e["winner"])


EVENTS: dict[str, Writer] = {
    "start-roll": _start_roll,
    "first-player": lambda e: Message("event.first-player", player=e["player"]),
    "roll": _roll,
    "ship": _ship,
    "pirate-demand": lambda e: Message("event.pirate-demand", player=e["player"],
                                       count=e["count"]),
    "discard": lambda e: Message("event.discard", player=e["player"],
                                 cards=cards_message(e["cards"])),
    "pirate-reward": _pirate_reward,
    "draw": _draw,
    "gold": _gold,
    "pay": _pay,
    "return": _return,
    "shortage": _shortage,
    "reshuffle": lambda e: Message("event.reshuffle", deck=e["deck"]),
    "built": _built,
    "compensation": lambda e: Message("event.compensation", payer=e["from"], payee=e["to"],
                                      gold=e["gold"]),
    "removed": lambda e: Message("event.removed", piece=e["piece"], owner=e["owner"],
                                 at=e["at"]),
    "hut-out": lambda e: Message("event.hut-out", piece=e["piece"], player=e["player"]),
    "hut-placed": lambda e: Message("event.hut-placed", player=e["player"], piece=e["piece"],
                                    squares=covered(e["piece"], e["at"])),
    "permit": lambda e: Message("event.permit", player=e["player"], value=e["value"],
                                at=e["at"]),
    "permit-back": lambda e: Message("event.permit-back", value=e["value"], owner=e["owner"]),
    "permit-moved": lambda e: Message("event.permit-moved", player=e["player"], start=e["from"],
                                      at=e["to"]),
    "permit-upgraded": lambda e: Message("event.permit-upgraded", player=e["player"],
                                         at=e["at"], was=e["from"], value=e["to"]),
    "trade": _trade,
    "trade-cube": lambda e: Message("event.trade-cube", player=e["player"], space=e["space"]),
    "trade-cube-lost": lambda e: Message("event.trade-cube-lost", player=e["player"],
                                         space=e["space"]),
    "wall": _wall,
    "church-look": _church_look,
    "church": _church,
    "church-complete": lambda e: Message("event.church-complete"),
    "turn-end": lambda e: Message("event.turn-end", player=e["player"], turn=e["turn"]),
    "turn-start": lambda e: Message("event.turn-start", turn=e["turn"], player=e["player"]),
    "auto": lambda e: Message("event.auto", player=e["player"], answer=e["answer"]),
    "pay-ignored": lambda e: Message("event.pay-ignored", player=e["player"],
                                     action=e["action"], pay=e["pay"]),
    "no-more-cubes": _no_more_cubes,
    "win": lambda e: Message("event.win", player=e["player"], cubes=CUBES_PER_PLAYER),
}
"""The message of every event kind the engine emits (``Event("kind", ...)``), by its kind."""


def event_message(seen: Seen) -> Message:
    """One event, as one viewer sees it, as a message: its kind's entry and the arguments."""
    writer = EVENTS.get(str(seen["event"]))
    if writer is not None:
        return writer(seen)
    from pbem.deadlines.words import event_message as clock_message  # its events, its module

    told = clock_message(seen)
    if told is not None:
        return told
    # a kind newer than this module: still say what is known
    details = [f"{k} {v}" for k, v in seen.items() if k != "event"]
    if details:
        return Message("event.other", kind=seen["event"], details=details)
    return Message("event.other.bare", kind=seen["event"])


def sentence(seen: Seen, names: Names) -> str:
    """One event, as one viewer sees it, told in a sentence."""
    return render(event_message(seen), who=names.label)
