"""What happened, in plain English: one sentence for every kind of event the engine emits.

Each sentence is built from an event as one viewer may see it (``Event.for_viewer``), so a
drawn card's colour appears only in its drawer's report.

>>> names = Names({"red": "Anna"}, ["red", "blue"])
>>> sentence({"event": "roll", "player": "red", "dice": [3, 4], "sum": 7}, names)
'Anna (red) rolled 3+4: 7, the pirate.'
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from pbem.elasund.pieces import BUILDINGS, CARD_KINDS, CUBES_PER_PLAYER, TOWER_TILES, footprint

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


def cards_text(cards: Sequence[str]) -> str:
    """Cards by kind: ``1 gold card``, ``3 red cards``, ``3 cards (1 gold, 2 red)``.

    >>> cards_text(["red", "gold", "red"])
    '3 cards (1 gold, 2 red)'
    """
    counts = [(kind, cards.count(kind)) for kind in CARD_KINDS if kind in cards]
    if not counts:
        return "no cards"
    if len(counts) == 1:
        kind, count = counts[0]
        return plural(count, f"{kind} card")
    return f"{len(cards)} cards (" + ", ".join(f"{n} {kind}" for kind, n in counts) + ")"


def piece_name(kind: str) -> str:
    """A piece as a sentence names it: ``small hut``, ``tavern``."""
    return kind.replace("-", " ")


def covered(kind: str, at: str) -> str:
    """The squares a building covers, for a sentence: ``D4, E4, D5 and E5``."""
    squares = footprint(kind, at) if kind in BUILDINGS else None
    return listing(squares) if squares else at


_DRAW_REASON = {"start": "to start", "income": "as income", "wall": "for the wall tile"}
_GOLD_REASON = {"income": "as income", "phase 3": "instead of a permit",
                "bonus": "as the bonus action"}
_PAY_REASON = {
    "church": "for a church tile",
    "wall": "for a wall tile",
    "permit": "for the permit",
    "build over": "to build over a building of the same size",
    "permit in any row": "to place the permit outside the allowed row",
    "move permit": "to move a permit",
    "upgrade permit": "to upgrade a permit",
    "place permit": "to place a permit anywhere",
    "bonus gold": "for 2 bonus gold",
}


def _reason(table: Mapping[str, str], reason: object) -> str:
    text = str(reason)
    if text in BUILDINGS:
        return f"for the {piece_name(text)}"
    return table.get(text, f"({text})")


Writer = Callable[[Seen, Callable[[str], str]], str]


def _roll(e: Seen, who: Callable[[str], str]) -> str:
    first, second = e["dice"]
    pirate = ", the pirate" if e["sum"] == 7 else ""
    forced = " (dice set in advance)" if e.get("forced") else ""
    return f"{who(e['player'])} rolled {first}+{second}: {e['sum']}{pirate}{forced}."


def _start_roll(e: Seen, who: Callable[[str], str]) -> str:
    first, second = e["dice"]
    return f"{who(e['player'])} rolled {first}+{second}: {first + second}, to see who starts."


def _ship(e: Seen, who: Callable[[str], str]) -> str:
    source = f" from row {e['from']}" if e.get("from") is not None else ""
    if e.get("pirate"):
        return f"The ship turns pirate and sails{source} to row {e['to']}."
    if not source:
        return f"The ship sails onto the board at row {e['to']}."
    return f"The ship sails{source} to row {e['to']}."


def _draw(e: Seen, who: Callable[[str], str]) -> str:
    reason = _reason(_DRAW_REASON, e.get("reason"))
    if not e["count"]:
        return (f"{who(e['player'])} could draw no influence card {reason}: the deck and the "
                "discard pile are empty.")
    colours = f": {listing(e['cards'])}" if "cards" in e else ""
    return f"{who(e['player'])} drew {plural(e['count'], 'influence card')} {reason}{colours}."


def _gold(e: Seen, who: Callable[[str], str]) -> str:
    reason = _reason(_GOLD_REASON, e.get("reason"))
    if not e["count"]:
        return f"{who(e['player'])} received no gold {reason}: the bank is empty."
    verb = "received" if e.get("reason") == "income" else "took"
    return f"{who(e['player'])} {verb} {e['count']} gold {reason}."


def _pay(e: Seen, who: Callable[[str], str]) -> str:
    what = f"{e['gold']} gold" if "gold" in e else cards_text(e.get("influence", []))
    return f"{who(e['player'])} paid {what} {_reason(_PAY_REASON, e.get('reason'))}."


def _return(e: Seen, who: Callable[[str], str]) -> str:
    if "gold" in e:
        return f"{who(e['player'])} returned {e['gold']} gold to the bank."
    return f"{who(e['player'])} returned {cards_text(e['influence'])} to the discard pile."


def _shortage(e: Seen, who: Callable[[str], str]) -> str:
    if e["kind"] == "gold":
        due, left = f"{e['due']} gold", f"the bank holds only {e['supply']}"
    else:
        due = plural(e["due"], "influence card")
        left = f"only {e['supply']} are left in the deck and the discard pile"
    return (f"Shortage: {due} are due as income but {left}; everybody returns half of their "
            f"{'gold' if e['kind'] == 'gold' else 'influence cards'}.")


def _built(e: Seen, who: Callable[[str], str]) -> str:
    kind = e["piece"]
    where = f" on {covered(kind, e['at'])}"
    flags = len(BUILDINGS[kind].flags) if kind in BUILDINGS else 0
    cubes = ""
    if flags:
        cubes = f", with {plural(e['cubes'], 'cube')} on its {'flags' if flags > 1 else 'flag'}"
    return f"{who(e['player'])} built a {piece_name(kind)}{where}{cubes}."


def _wall(e: Seen, who: Callable[[str], str]) -> str:
    tower = ""
    if e["tile"] in TOWER_TILES:
        tower = ", a watch tower" + (", with a cube on it" if e["cubes"] else " (no cube left)")
    return f"{who(e['player'])} built wall tile {e['tile']} on {e['at']}{tower}."


def _church(e: Seen, who: Callable[[str], str]) -> str:
    cube = " with a cube on it" if e["cubes"] else ", with no cube left to put on it"
    return f"{who(e['player'])} built church tile {e['tile']} on {e['at']}{cube}."


def _church_look(e: Seen, who: Callable[[str], str]) -> str:
    tiles = f" ({listing(map(str, e['tiles']))})" if "tiles" in e else ""
    return (f"{who(e['player'])} looked at the top two church tiles{tiles}, to keep one for "
            "the foundation and put the other under the stack.")


def _trade(e: Seen, who: Callable[[str], str]) -> str:
    way = "moved up" if e["to"] > e["from"] else "went back"
    return f"{who(e['player'])} {way} on the trade track from {e['from']} to {e['to']} points."


def _pirate_reward(e: Seen, who: Callable[[str], str]) -> str:
    cards = f": {cards_text(e['cards'])}" if "cards" in e else ""
    return f"{who(e['player'])} took {plural(e['count'], 'card')} from the pirate's pile{cards}."


def _hut_placed(e: Seen, who: Callable[[str], str]) -> str:
    hut = piece_name(e["piece"])
    return f"{who(e['player'])} re-placed the {hut} on {covered(e['piece'], e['at'])}."


def _pay_ignored(e: Seen, who: Callable[[str], str]) -> str:
    return (f"Pay not needed: {who(e['player'])}'s {e['action']} costs no influence cards, "
            f"so no {e['pay']} cards were spent.")


def _no_more_cubes(e: Seen, who: Callable[[str], str]) -> str:
    places = [f"{who(r['player'])} {plural(r['cubes'], 'cube')}, {r['gold']} gold"
              for r in e["ranking"]]
    return ("Nobody can place another cube: no free square is left, no permit lies on the "
            "board, the church is complete and every wall space is built. The game ends, the "
            f"players ranked by cubes on the board, then gold: {'; '.join(places)}. "
            f"{who(e['winner'])} wins the game!")


SENTENCES: dict[str, Writer] = {
    "start-roll": _start_roll,
    "first-player": lambda e, who: f"{who(e['player'])} plays first.",
    "roll": _roll,
    "ship": _ship,
    "pirate-demand": lambda e, who: (
        f"The pirate demands {plural(e['count'], 'card')} from {who(e['player'])}."),
    "discard": lambda e, who: f"{who(e['player'])} gave the pirate {cards_text(e['cards'])}.",
    "pirate-reward": _pirate_reward,
    "draw": _draw,
    "gold": _gold,
    "pay": _pay,
    "return": _return,
    "shortage": _shortage,
    "reshuffle": lambda e, who: (
        f"The influence cards were shuffled into a new deck of {e['deck']} cards."),
    "built": _built,
    "compensation": lambda e, who: (
        f"{who(e['from'])} paid {who(e['to'])} {e['gold']} gold for the permits there."),
    "removed": lambda e, who: (
        f"The {piece_name(e['piece'])} of {who(e['owner'])} on {e['at']} was removed."),
    "hut-out": lambda e, who: (
        f"The {piece_name(e['piece'])} of {who(e['player'])} left the game."),
    "hut-placed": _hut_placed,
    "permit": lambda e, who: (
        f"{who(e['player'])} placed a permit of value {e['value']} on {e['at']}."),
    "permit-back": lambda e, who: (
        f"A permit of value {e['value']} went back to the supply of {who(e['owner'])}."),
    "permit-moved": lambda e, who: (
        f"{who(e['player'])} moved the permit on {e['from']} to {e['to']}."),
    "permit-upgraded": lambda e, who: (
        f"{who(e['player'])} upgraded the permit on {e['at']} from value {e['from']} to "
        f"{e['to']}."),
    "trade": _trade,
    "trade-cube": lambda e, who: (
        f"{who(e['player'])} put a cube on space {e['space']} of the trade track."),
    "trade-cube-lost": lambda e, who: (
        f"The cube of {who(e['player'])} on space {e['space']} of the trade track went back "
        "to the supply."),
    "wall": _wall,
    "church-look": _church_look,
    "church": _church,
    "church-complete": lambda e, who: "The church is complete: all 9 tiles are built.",
    "turn-end": lambda e, who: f"{who(e['player'])} ended turn {e['turn']}.",
    "turn-start": lambda e, who: f"Turn {e['turn']} begins: {who(e['player'])} plays.",
    "auto": lambda e, who: (
        f"{who(e['player'])} had only one choice, taken at once: {e['answer']}."),
    "pay-ignored": _pay_ignored,
    "no-more-cubes": _no_more_cubes,
    "win": lambda e, who: (
        f"{who(e['player'])} has all {CUBES_PER_PLAYER} cubes on the board and wins the game!"),
}
"""A sentence writer for every event kind the engine emits (``Event("kind", ...)``)."""


def sentence(seen: Seen, names: Names) -> str:
    """One event, as one viewer sees it, told in a sentence."""
    writer = SENTENCES.get(str(seen["event"]))
    if writer is None:  # the clock's and the seats' events are told by their own module
        from pbem.deadlines.words import event_sentence

        told = event_sentence(seen, names.label)
        if told is not None:
            return told
    if writer is None:  # a kind newer than this module: still say what is known
        details = ", ".join(f"{k} {v}" for k, v in seen.items() if k != "event")
        return f"{seen['event']}: {details}." if details else f"{seen['event']}."
    return writer(seen, names.label)
