"""The story the example game "harbour" tells: what it must show, and its orders' comments.

The coverage items (``COVERAGE``: action kinds and story events), how an order's steps and
events count towards them, the table of examples/README.md, and the plain English sentences
that comment every order file. Used by ``tools/make_example.py``.
"""

from __future__ import annotations

from typing import Any

from example_sim import SEATS

from pbem.elasund import Action, Event, Position
from pbem.elasund.actions import (
    BonusGold,
    Build,
    Church,
    Discard,
    EndTurn,
    KeepChurch,
    MovePermit,
    PirateRow,
    PirateTake,
    PlaceAnyPermit,
    PlaceHut,
    PlacePermit,
    ShipMove,
    TakeGold,
    UpgradePermit,
    Wall,
)
from pbem.elasund.board import parse_square, row_of, wall_cost
from pbem.elasund.pieces import BUILDINGS, TOWER_TILES, footprint
from pbem.files.game import Game
from pbem.files.order import Standing

# What the example must show ---------------------------------------------------------------------

KINDS = ("build", "wall", "church", "permit", "gold", "move-permit", "upgrade-permit",
         "place-permit", "bonus-gold", "wait", "end-turn", "ship: up", "ship: down", "pirate",
         "discard", "hut", "keep-church", "pirate-take")
"""The action kinds and decision answers the orders must use at least once."""
STORY = ("pirate-discards", "hut-resumed", "church-look", "build-over", "tower", "trade-cube",
         "trade-cube-lost", "standing", "paused", "wait-resumed")
"""What must happen in the game (see ``story_of`` and ``Story.note_coverage``)."""
COVERAGE = KINDS + STORY
ITEM_TEXT = {
    "build": "a building (phase 2)", "wall": "a wall tile (phase 2)",
    "church": "a church tile (phase 2)", "permit": "a permit (phase 3)",
    "gold": "2 gold instead of a permit (phase 3)", "move-permit": "bonus: move a permit",
    "upgrade-permit": "bonus: a higher permit", "place-permit": "bonus: a permit anywhere",
    "bonus-gold": "bonus: 2 gold for three colours", "wait": "keep the turn open",
    "end-turn": "end the turn in so many words", "ship: up": "the ship goes up (D2)",
    "ship: down": "the ship goes down (D2)", "pirate": "the pirate's row (PI1)",
    "discard": "cards given to the pirate (PI2)", "hut": "a removed hut re-placed (H1)",
    "keep-church": "the first church tile kept (C2)",
    "pirate-take": "cards taken from the pirate's loot (PI3)",
    "pirate-discards": "a player gives up cards the pirate demands",
    "hut-resumed": "a hut knocked down is re-placed by its owner; the paused order goes on",
    "church-look": "the first church builder looks at two tiles",
    "build-over": "a building over one of the same size, for 3 cards of one colour",
    "tower": "a wall tile that is a watch tower (a cube on it)",
    "trade-cube": "a cube put on the trade track", "trade-cube-lost":
    "a cube lost from the trade track when a building goes",
    "standing": "a standing answer used without asking its player",
    "paused": "an order that pauses for another player's decision",
    "wait-resumed": "a player goes on with his turn after 'wait'",
}


def step_kind(notation: str) -> str:
    """The coverage name of an order step: its keyword, or ``ship: up``/``ship: down``."""
    return notation if notation.startswith("ship") else notation.split(":")[0]


def story_of(events: list[dict[str, Any]]) -> set[str]:
    """The story items among the events of one history entry (as stored: kind, public)."""
    found: set[str] = set()
    for event in events:
        kind, public = event["kind"], event["public"]
        if kind in ("church-look", "trade-cube", "trade-cube-lost", "standing"):
            found.add(kind)
        elif kind == "pay" and public.get("reason") == "build over":
            found.add("build-over")
        elif kind == "wall" and public["tile"] in TOWER_TILES and public["cubes"]:
            found.add("tower")
    return found


def coverage_table(first: dict[str, str]) -> str:
    """The table of examples/README.md: each item and the first order file that shows it."""
    rows = ["| item | what | first shown in |", "|---|---|---|"]
    for item in COVERAGE:
        name = first[item]
        rows.append(f"| `{item}` | {ITEM_TEXT[item]} | [{name}](harbour/orders/{name}) |")
    return "\n".join(rows)


# Telling what an order does ----------------------------------------------------------------------

NAMES = {s.colour: s.name for s in SEATS}
SHE = {"red": "she", "blue": "he", "green": "she"}
HER = {"red": "her", "blue": "his", "green": "her"}
HIM = {"red": "her", "blue": "him", "green": "her"}


def listing(items: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def plural(count: int, word: str) -> str:
    """``1 card``, ``2 cards``."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def cards_text(cards: tuple[str, ...]) -> str:
    """Cards in words: ``2 gold and 1 red``."""
    kinds = sorted(set(cards), key=["gold", "red", "blue", "green"].index)
    return listing([f"{cards.count(k)} {k}" for k in kinds])


def _public(events: list[Event], kind: str) -> list[dict[str, Any]]:
    return [e.public for e in events if e.kind == kind]


def header_lines(game: Game, player: str) -> list[str]:
    """The comment's first sentence: the turn, the player and how the turn stands."""
    pos, name = game.state.position, NAMES[player]
    first = f"Turn {pos.turn}, {name} ({player})."
    if player != pos.active:
        active = NAMES[pos.active]
        waits = (f"{HER[pos.active]} order waits until {name} has answered" if game.state.queued
                 else f"the game waits for {name}'s answer")
        return [f"{first} It is {active}'s turn, and {waits}."]
    events = game.history[-1]["events"]
    rolls = [e["public"]["dice"] for e in events
             if e["kind"] == "roll" and e["public"]["player"] == player]
    if not rolls:
        return [f"{first} {name} goes on with {HER[player]} turn."]
    rolled = f"{name} rolled {rolls[-1][0]}+{rolls[-1][1]} = {sum(rolls[-1])}"
    if sum(rolls[-1]) == 7:
        return [f"{first} {rolled}: the pirate comes, and nobody gets income this turn."]
    if not any(p.decision == "ship" for p in pos.pending):
        return [f"{first} {rolled}; the ship sails to row {pos.ship} and pays the buildings "
                "there."]
    return [f"{first} {rolled}, the row the ship is on, so {SHE[player]} chooses whether it "
            "moves two rows up or down."]


def standing_text(player: str, standing: Standing) -> str:
    """What a player's standing answers say."""
    return (f"{NAMES[player]} also leaves standing answers: whenever the pirate demands cards "
            f"of {HIM[player]}, {SHE[player]} gives {listing(list(standing.discard))}, in that "
            "order, without being asked.")


def describe(before: Position, player: str, action: Action | None, events: list[Event]) -> str:
    """A sentence on one action: what the player does and, where it is not plain, why."""
    name, her, she = NAMES[player], HER[player], SHE[player]
    if action is None:
        return (f"Then {name} stops with 'wait': {she} wants to think about the rest of {her} "
                f"turn, which stays open, and sends it in a later order.")
    notes = [_automatic(e) for e in events if e.kind in ("standing", "auto")]
    notes += [f"{NAMES[e['owner']]} must re-place {HER[e['owner']]} hut first, so the order "
              "waits here and goes on by itself once that is done"
              for e in _public(events, "removed")
              if e["piece"].endswith("hut") and e["owner"] != player]
    if _public(events, "win"):
        notes.append(f"that is {name}'s tenth cube on the board: {she} wins the game")
    text = _action_text(before, player, action, events)
    return f"{text}{' (' + '; '.join(notes) + ')' if notes else ''}."


def _automatic(event: Event) -> str:
    """A decision answered without its player: by his standing answers or his only choice."""
    name, notation = NAMES[event.public["player"]], event.public["answer"]
    answer = Action.parse(notation)
    if isinstance(answer, PirateTake):
        return f"{name}'s watch tower takes {cards_text(answer.cards)} from the loot at once"
    if event.kind == "standing":
        what = f"the pirate {cards_text(answer.cards)}" if isinstance(answer, Discard) else notation
        return f"{name}'s standing answers give {what}"
    if isinstance(answer, Discard):
        return f"{name} has no choice and gives {cards_text(answer.cards)}"
    return f"{name} has one choice only: {notation}"


def _action_text(before: Position, player: str, action: Action, events: list[Event]) -> str:
    name, her = NAMES[player], HER[player]
    if isinstance(action, Build):
        return _build_text(player, action, events)
    if isinstance(action, Wall):
        wall = _public(events, "wall")[0]
        drawn = sum(e["count"] for e in _public(events, "draw"))
        why = (f"a watch tower, which holds one of {her} cubes" if wall["tile"] in TOWER_TILES
               else f"it draws {plural(drawn, 'influence card')}")
        return (f"{name} builds wall tile {wall['tile']} at {wall['at']} for "
                f"{wall_cost(wall['at'])} gold: {why}")
    if isinstance(action, Church):
        if _public(events, "church-look"):
            return (f"{name} builds the first church tile for 7 gold: as its builder "
                    f"{SHE[player]} first looks at the top two tiles of the church stack")
        church = _public(events, "church")[0]
        return (f"{name} builds church tile {church['tile']} at {church['at']} for 7 gold and "
                f"puts a cube on it{_removals(events)}")
    if isinstance(action, PlacePermit):
        where = (f", paying 2 {action.pay} cards to place it outside the ship's row"
                 if action.pay else f" in row {row_of(action.at)}, where the ship lies")
        return (f"{name} places {her} permit of value {action.value} at {action.at}{where}, "
                f"{_permit_why(before, player, action.at)}")
    return _bonus_text(before, player, action, events)


def _build_text(player: str, action: Build, events: list[Event]) -> str:
    btype, her = BUILDINGS[action.building], HER[player]
    parts = [f"{NAMES[player]} builds a {action.building} at {action.at}"]
    cubes = _public(events, "built")[0]["cubes"]
    if cubes:
        parts.append(f" for the {'cube' if cubes == 1 else f'{cubes} cubes'} on its "
                     f"flag{'' if cubes == 1 else 's'}")
    if btype.income:
        rows = sorted({row_of(sq) for sq in footprint(action.building, action.at) or ()})
        parts.append(f", which earns {HIM[player]} {btype.income} whenever the ship stops in row"
                     f"{'' if len(rows) == 1 else 's'} {listing([str(r) for r in rows])}")
    parts += [f"; {her} permits outweigh the others', and {SHE[player]} pays "
              f"{NAMES[e['to']]} {e['gold']} gold for {HER[e['to']]} permits there"
              for e in _public(events, "compensation")]
    if action.pay:
        parts.append(f"; as it covers a building of its own size, it costs 3 {action.pay} "
                     "cards as well")
    parts += [f"; it stands on trade squares, so {her} trade points go from {e['from']} to "
              f"{e['to']}" for e in _public(events, "trade") if e["player"] == player
              and e["to"] > e["from"]]
    parts += [f", and {SHE[player]} puts a cube on space {e['space']} of the trade track"
              for e in _public(events, "trade-cube")]
    return "".join(parts) + _removals(events)


def _removals(events: list[Event]) -> str:
    parts = [f"; it knocks down {NAMES[e['owner']]}'s {e['piece'].replace('-', ' ')} at "
             f"{e['at']}" for e in _public(events, "removed")]
    parts += [f"; {NAMES[e['player']]} falls back on the trade track and loses the cube on "
              f"space {e['space']}" for e in _public(events, "trade-cube-lost")]
    return "".join(parts)


def _permit_why(before: Position, player: str, at: str) -> str:
    col, row = parse_square(at) or (0, 0)
    for piece in before.board:
        near = parse_square(piece.at)
        if (piece.piece == "permit" and piece.owner == player and near is not None
                and abs(near[0] - col) + abs(near[1] - row) == 1):
            return f"beside {HER[player]} permit at {piece.at}: together they can carry a tavern"
    return "to claim the square for a later building"


def _gold_why(before: Position, player: str) -> str:
    supply, gold = before.permits_in_supply(player), before.hands[player].gold
    if not supply:
        return f": all {HER[player]} permits are on the board"
    if min(supply) > gold:
        return f": {SHE[player]} cannot pay for a permit"
    if gold < 7:
        return f", saving up for {HER[player]} next building"
    return ""


def _bonus_text(before: Position, player: str, action: Action, events: list[Event]) -> str:
    name, her = NAMES[player], HER[player]
    bonus = f"As {her} bonus action (phase 4) {name}"
    if isinstance(action, MovePermit | UpgradePermit | PlaceAnyPermit | BonusGold) and (
            before.phase != "bonus"):
        bonus = f"{name} skips phase 3, which gives {HIM[player]} 2 gold, and as {her} bonus action"
    if isinstance(action, TakeGold):
        return f"{name} places no permit and takes 2 gold instead{_gold_why(before, player)}"
    if isinstance(action, MovePermit):
        return (f"{bonus} moves {her} permit from {action.source} to {action.target}, for 2 "
                f"{action.pay} cards")
    if isinstance(action, UpgradePermit):
        old = _public(events, "permit-upgraded")[0]["from"]
        return (f"{bonus} swaps {her} permit at {action.at} for the one of value "
                f"{action.value}, for 2 {action.pay} cards and {action.value - old} gold")
    if isinstance(action, PlaceAnyPermit):
        return (f"{bonus} places {her} permit of value {action.value} at {action.at}, outside "
                f"the ship's row, for one card of each colour and {action.value} gold")
    if isinstance(action, BonusGold):
        return f"{bonus} trades one influence card of each colour for 2 gold"
    if isinstance(action, EndTurn):
        rest = ("; the unplayed phase 3 still gives 2 gold" if before.phase != "bonus"
                else ": an order ends the turn anyway, but saying so does no harm")
        return f"{name} ends {her} turn with 'end-turn'{rest}"
    return _answer_text(before, player, action, events)


def _answer_text(before: Position, player: str, action: Action, events: list[Event]) -> str:
    name, her, she = NAMES[player], HER[player], SHE[player]
    if isinstance(action, ShipMove):
        row = _public(events, "ship")[0]["to"]
        got = sum(e["count"] for e in _public(events, "gold") + _public(events, "draw")
                  if e["player"] == player and e["reason"] == "income")
        gain = f", where {her} buildings pay {HIM[player]} {plural(got, 'card')}" if got else ""
        return f"{name} moves the ship {action.direction} to row {row}{gain}"
    if isinstance(action, PirateRow):
        owed = [f"{e['count'] if i else plural(e['count'], 'card')} by {NAMES[e['player']]}"
                for i, e in enumerate(_public(events, "pirate-demand"))]
        victims = (f": it demands a card for every cube in that row, so it is owed "
                   f"{listing(owed)}" if owed
                   else ", where nobody has cubes yet, so it takes no cards")
        return f"{name} sends the pirate to row {action.row}{victims}"
    if isinstance(action, PirateTake):
        return (f"{name}'s watch towers let {HIM[player]} take "
                f"{plural(len(action.cards), 'card')} from the pirate's loot: {she} takes "
                f"{cards_text(action.cards)}")
    if isinstance(action, Discard):
        return (f"The pirate demands {plural(len(action.cards), 'card')} of {name}, who gives "
                f"up {cards_text(action.cards)}")
    if isinstance(action, PlaceHut):
        piece = next(str(p.piece) for p in before.pending if p.player == player)
        return (f"{name} puts {her} {piece.replace('-', ' ')} back at {action.at}, after "
                f"{NAMES[before.active]}'s building knocked it down")
    assert isinstance(action, KeepChurch)
    return (f"Of the two tiles {she} saw, {name} keeps church tile {action.tile} for the "
            "foundation C8 and puts the other under the stack; it fixes where the church stands")

