"""A new game: seating, the first player, the start of the table (docs/rules.md S1-S9)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pbem.elasund.board import COLOURS
from pbem.elasund.dice import Generator
from pbem.elasund.errors import RuleError
from pbem.elasund.events import Event
from pbem.elasund.pieces import CHURCH_TILES, INFLUENCE_COLOURS, INFLUENCE_PER_COLOUR
from pbem.elasund.position import (
    DEFAULT_RULES,
    RULE_OPTIONS,
    RULES_VERSION,
    Hand,
    Piece,
    Position,
    piece_key,
)

START_HUTS: dict[str, tuple[tuple[str, str], ...]] = {
    "blue": (("small-hut", "C4"), ("large-hut", "B8")),
    "red": (("small-hut", "D4"), ("large-hut", "E8")),
    "yellow": (("small-hut", "C10"), ("large-hut", "B5")),
    "green": (("small-hut", "D10"), ("large-hut", "E5")),
}
START_GOLD = 3
START_INFLUENCE = 1


def check_players(players: Sequence[str]) -> None:
    """Refuse a seating that is not 2 to 4 different colours (S1)."""
    if not 2 <= len(players) <= 4:
        raise RuleError("S1", "players-count", count=len(players), field="players")
    unknown = [p for p in players if p not in COLOURS]
    if unknown:
        raise RuleError("S1", "colour-unknown", colour=unknown[0], colours=", ".join(COLOURS))
    if len(set(players)) != len(players):
        raise RuleError("S1", "colour-twice")


def check_rules(rules: Mapping[str, str]) -> dict[str, str]:
    """The rule options of docs/rules.md section 14, defaults filled in; unknown values refused."""
    for name, value in rules.items():
        if name not in RULE_OPTIONS:
            raise RuleError("S1", "rule-option-unknown", name=name, options=", ".join(RULE_OPTIONS))
        if value not in RULE_OPTIONS[name]:
            raise RuleError("S1", "rule-value-unknown", name=name,
                            values=", ".join(RULE_OPTIONS[name]))
    return {**DEFAULT_RULES, **rules}


def start_board(players: Sequence[str]) -> list[Piece]:
    """The start huts of the colours in play (S6)."""
    pieces = [Piece(kind, at, p) for p in players for kind, at in START_HUTS[p]]
    return sorted(pieces, key=piece_key)


def first_player(players: Sequence[str], rng: Generator, events: list[Event]) -> str:
    """Everyone rolls 2d6; the highest starts, ties among the highest roll again (S1)."""
    rolling = list(players)
    while True:
        sums = {}
        for player in rolling:
            dice = (rng.die(), rng.die())
            sums[player] = sum(dice)
            events.append(Event("start-roll", {"player": player, "dice": list(dice)}))
        best = max(sums.values())
        rolling = [p for p in rolling if sums[p] == best]
        if len(rolling) == 1:
            return rolling[0]


def setup(
    players: Sequence[str],
    seed: str,
    rules: Mapping[str, str] | None = None,
    first: str | None = None,
    rules_version: int = RULES_VERSION,
) -> tuple[Position, list[Event]]:
    """Set up the table (S1-S9) and say what happened; the first roll is still to come.

    ``rules_version`` is the current one for a new game; ``pbem verify`` sets up an older game
    again with the version it was made with."""
    check_players(players)
    chosen = check_rules(rules or {})
    if first is not None and first not in players:
        raise RuleError("S1", "first-player-unknown", player=first)
    rng = Generator(seed)
    events: list[Event] = []
    active = first or first_player(players, rng, events)
    deck = [c for c in INFLUENCE_COLOURS for _ in range(INFLUENCE_PER_COLOUR)]
    rng.shuffle(deck)
    stack = list(CHURCH_TILES)
    rng.shuffle(stack)
    pos = Position(players=list(players), rng=rng, active=active, rules=chosen,
                   board=start_board(players), church_stack=stack, deck=deck,
                   trade={p: 0 for p in players}, rules_version=rules_version)
    for player in players:
        pos.hands[player] = Hand(gold=START_GOLD)
        colour = pos.deck.pop(0)
        pos.hands[player].add(colour)
        events.append(Event("draw", {"player": player, "count": START_INFLUENCE,
                                     "reason": "start"}, {player: {"cards": [colour]}}))
    events.append(Event("first-player", {"player": active}))
    return pos, events


def new_game(
    players: Sequence[str],
    seed: str,
    rules: Mapping[str, str] | None = None,
    first: str | None = None,
) -> Position:
    """A new game ready for the first player's roll (S1-S9)."""
    return setup(players, seed, rules, first)[0]
