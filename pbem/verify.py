"""Dice anyone can verify: every roll, shuffle and draw of a game re-derived from its seed.

The game file commits to its seed (``seed-sha256``) before the first order, and every random
outcome is a function of the seed and the generator's counter (``pbem.elasund.dice``). So a
game is checked in three steps: the seed hashes to the commitment; the start position is what
the seed deals (for a start given by a position file: which of its parts the seed dealt); and
replaying every order from that start gives each roll, reshuffle, draw and pick from the
pirate's pile exactly as the history records them. Beside the replay, an independent account
(a second generator drawing the words each use needs: two dice, a shuffle of so many cards, a
pick from so many) must stand at the engine's counter after every entry. That shows no word is
drawn unseen, and it is the account the stand-alone ``examples/verify_dice.py`` repeats from
the dice record ``pbem verify --export-rolls`` writes (``pbem.cli.verify_cmd``), which holds
nothing a player may not see once the game is over.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from pbem.elasund.dice import Generator
from pbem.elasund.errors import RuleError
from pbem.elasund.events import Event
from pbem.elasund.pieces import CHURCH_TILES, INFLUENCE_COLOURS, INFLUENCE_PER_COLOUR
from pbem.elasund.position import Position
from pbem.elasund.serial import position_from_data, position_to_data
from pbem.elasund.setup import setup
from pbem.files.entries import Entry, SetupEntry, UndoEntry, event_to_data, standing_entries
from pbem.files.game import Game, GameState
from pbem.history import Replayed, replay_entry

Use = dict[str, Any]
"""One use of the generator as the dice record keeps it: ``roll``/``start-roll`` (player,
dice, forced), ``shuffle`` (what, size) or ``pick`` (from: the size of the pirate's pile)."""


@dataclass(frozen=True)
class Mismatch:
    """The first thing the seed does not give as the game file records it."""

    where: str  # "the seed", "the set-up", "the start position" or "history entry N"
    entry: int | None
    message: str  # what was recorded and what the seed gives

    def text(self) -> str:
        """One line for people."""
        return f"{self.where}: {self.message}"


@dataclass
class Tally:
    """What was re-derived (rolls taken back by an undo are counted too, and apart)."""

    rolls: int = 0
    forced: int = 0
    start_rolls: int = 0
    shuffles: int = 0
    draws: int = 0
    cards: int = 0
    picks: int = 0
    undone_rolls: int = 0


@dataclass
class Verification:
    """The outcome of checking one game against its seed."""

    game: str
    seed: str
    commitment: str
    over: bool
    start_counter: int = 0
    tally: Tally = field(default_factory=Tally)
    notes: list[str] = field(default_factory=list)
    record: list[dict[str, Any]] = field(default_factory=list)  # per history entry
    mismatch: Mismatch | None = None

    @property
    def ok(self) -> bool:
        """Whether everything matched."""
        return self.mismatch is None


def seed_digest(seed: str) -> str:
    """The commitment ``pbem new`` stores: ``sha256:`` and the hex SHA-256 of the UTF-8 seed."""
    return "sha256:" + hashlib.sha256(seed.encode("utf-8")).hexdigest()


def verify_game(game: Game, seed: str | None = None) -> Verification:
    """Check a game against ``seed`` (default: the seed its own generator runs on)."""
    seed = game.state.position.rng.seed if seed is None else seed
    result = Verification(game.id, seed, game.seed_digest, game.state.position.is_over)
    if seed_digest(seed) != game.seed_digest:
        result.mismatch = Mismatch("the seed", None, (
            f"it does not match its commitment: the game file committed to "
            f"{game.seed_digest}, and SHA-256 of this seed is {seed_digest(seed)}"))
        return result
    account = Account(seed, 0)
    first = game.history[0]
    set_up = isinstance(first, SetupEntry) and first.setup
    start = _setup_start(game, account, result) if set_up else _given_start(game, account, result)
    if start is not None and result.ok:
        _replay(game, start, account, result)
    if result.tally.forced:
        result.notes.append(f"{result.tally.forced} roll(s) were set in advance by the start "
                            "position (its dice:), as the reports said: the seed does not "
                            "give them")
    return result


# The generator's account ------------------------------------------------------------------------

class Account:
    """A second generator that draws exactly the words each recorded use of the dice needs."""

    def __init__(self, seed: str, counter: int) -> None:
        self.rng = Generator(seed, counter)
        self.uses: list[Use] = []

    def roll(self, kind: str, player: str, dice: list[int], forced: bool) -> None:
        """Two dice, which must be what the replay rolled (forced dice draw no word)."""
        use: Use = {"use": kind, "player": player, "dice": list(dice)}
        if forced:
            use["forced"] = True
        elif [self.rng.die(), self.rng.die()] != list(dice):
            raise RuntimeError(f"pbem verify's own generator does not give {player}'s roll "
                               f"{dice} of the replay (a bug; please report it)")
        self.uses.append(use)

    def shuffle(self, what: str, size: int) -> None:
        """A Fisher-Yates shuffle of ``size`` cards or tiles."""
        self.rng.shuffle(list(range(size)))
        self.uses.append({"use": "shuffle", "what": what, "size": size})

    def pick(self, size: int) -> None:
        """A card taken at random from the pirate's pile of ``size`` cards."""
        self.rng.below(size)
        self.uses.append({"use": "pick", "from": size})

    def take(self) -> list[Use]:
        """The uses since the last call."""
        uses, self.uses = self.uses, []
        return uses


def _check_counter(where: str, account: Account, engine: int) -> None:
    if account.rng.counter != engine:
        raise RuntimeError(f"{where}: pbem verify's account of the generator stands at word "
                           f"{account.rng.counter}, the engine's at {engine}: a use of the dice "
                           "verify does not know (a bug; please report it)")


# The start -------------------------------------------------------------------------------------

def _setup_start(game: Game, account: Account, result: Verification) -> Position | None:
    """A start set up by ``pbem new`` (S1-S9): set it up again from the seed and compare."""
    start, events = setup(game.start.players, account.rng.seed, game.start.rules,
                          rules_version=game.start.rules_version)
    first = game.history[0]
    assert isinstance(first, SetupEntry)  # a start set up by pbem new
    mismatch = _first_event_difference("the set-up", 0, [event_to_data(e) for e in first.setup],
                                       [event_to_data(e) for e in events])
    mismatch = mismatch or _position_difference("the set-up", game.start, start)
    if mismatch is not None:
        result.mismatch = mismatch
        return None
    for event in events:
        if event.kind == "start-roll":
            account.roll("start-roll", event.public["player"], event.public["dice"], False)
    account.shuffle("deck", len(INFLUENCE_COLOURS) * INFLUENCE_PER_COLOUR)
    account.shuffle("church-stack", len(CHURCH_TILES))
    _check_counter("the set-up", account, start.rng.counter)
    _tally(result.tally, [], events, standing=True)  # its uses count with entry 0's
    result.notes.append("the start: pbem new set up the table from the seed (first-player "
                        "rolls, the influence deck and the church stack shuffled)")
    return start


_DECK_WAYS = ("dealt", "shuffled", "given")  # hands and deck from the seed; the deck; neither
_STACK_WAYS = ("shuffled", "given")


def _given_start(game: Game, account: Account, result: Verification) -> Position | None:
    """A start given by a position file: find which of its parts the seed shuffled."""
    start = game.start
    if start.rng.seed != account.rng.seed:
        result.mismatch = Mismatch("the start position", 0, "its generator runs on another "
                                   "seed than the one committed to")
        return None
    for deck in _DECK_WAYS:
        for stack in _STACK_WAYS:
            if _deals(start, deck, stack) == position_to_data(start):
                _account_start(start, deck, stack, account)
                _check_counter("the start position", account, start.rng.counter)
                result.notes.append(_start_note(start, deck, stack))
                return start
    account.rng.counter = result.start_counter = start.rng.counter
    result.notes.append(f"the start: the position file set the deck, the hands and the church "
                        f"stack, and the generator at word {start.rng.counter}; the seed gave "
                        "none of them")
    return start


def _deals(start: Position, deck: str, stack: str) -> dict[str, Any] | None:
    """The start as ``pbem new --position`` reads it when the file leaves these parts out."""
    data = position_to_data(start)
    data["generator"] = {"seed": start.rng.seed, "counter": 0}
    if deck != "given":
        del data["deck"]
    if deck == "dealt":
        del data["hands"]
    if stack != "given":
        del data["church-stack"]
    try:
        return position_to_data(position_from_data(data))
    except RuleError:
        return None


def _account_start(start: Position, deck: str, stack: str, account: Account) -> None:
    if deck != "given":
        account.shuffle("deck", len(start.deck) + (len(start.players) if deck == "dealt" else 0))
    if stack != "given":
        known = set(start.church_known.values())
        account.shuffle("church-stack", len(start.church_stack) - len(known))


def _start_note(start: Position, deck: str, stack: str) -> str:
    parts = {
        "dealt": f"the influence deck ({len(start.deck) + len(start.players)} cards) was "
                 "shuffled from the seed and each player's first card dealt from it",
        "shuffled": f"the influence deck ({len(start.deck)} cards) was shuffled from the "
                    "seed; the position file gave the hands",
        "given": "the position file gave the order of the influence deck: the seed did not "
                 "shuffle it (the game master chose it)",
    }
    church = ("the church stack was shuffled from the seed" if stack == "shuffled" else
              "the position file gave the order of the church stack (the seed did not "
              "shuffle it)")
    return f"the start: {parts[deck]}; {church}"


# The history -----------------------------------------------------------------------------------

def _replay(game: Game, start: Position, account: Account, result: Verification) -> None:
    """Replay every entry from the seed's start; stop at the first difference."""
    states: list[GameState] = []
    counters: list[int] = []
    standing = set(standing_entries(game.history))
    for entry in game.history:
        n = entry.n
        before = states[-1] if states else GameState(start.copy())
        replayed = replay_entry(entry, start, states)
        state, events = replayed.state, list(replayed.events)
        mismatch = _entry_difference(entry, replayed)
        if mismatch is not None:
            result.mismatch = mismatch
            return
        record: dict[str, Any] = {"n": n, "kind": entry.kind}
        if isinstance(entry, UndoEntry):
            account.rng.counter = counters[entry.to]
            record["to"] = entry.to
        else:
            _account_events(account, events, len(before.position.loot),
                            state.position.rules["pirate_reward"] == "random")
        _check_counter(f"history entry {n}", account, state.position.rng.counter)
        uses = account.take()
        _tally(result.tally, uses, events, n in standing)
        result.record.append({**record, "uses": uses, "counter": account.rng.counter})
        states.append(state)
        counters.append(account.rng.counter)
    if states[-1].digest() != game.state.digest():
        result.mismatch = Mismatch("the game's state", None, "replaying the history from the "
                                   "seed ends in another state than the game file holds")


def _account_events(account: Account, events: list[Event], loot: int, random_reward: bool
                    ) -> None:
    """Draw the words of every use of the dice the events show, in their order."""
    for event in events:
        data = event.public
        if event.kind == "roll":
            loot = 0  # the pirate's pile is always empty when a roll is made
            account.roll("roll", data["player"], data["dice"], bool(data["forced"]))
        elif event.kind == "reshuffle":
            account.shuffle("discard", data["deck"])
        elif event.kind == "discard":
            loot += len(data["cards"])
        elif event.kind == "pirate-reward" and random_reward:
            for _ in range(data["count"]):
                account.pick(loot)
                loot -= 1


def _tally(tally: Tally, uses: list[Use], events: list[Event], standing: bool) -> None:
    for use in uses:
        if use["use"] == "roll":
            tally.rolls += 1
            tally.forced += bool(use.get("forced"))
            tally.undone_rolls += not standing
        tally.start_rolls += use["use"] == "start-roll"
        tally.shuffles += use["use"] == "shuffle"
        tally.picks += use["use"] == "pick"
    for event in events:
        if event.kind == "draw" and event.public["count"]:
            tally.draws += 1
            tally.cards += event.public["count"]


# Differences -----------------------------------------------------------------------------------

def _entry_difference(entry: Entry, replayed: Replayed) -> Mismatch | None:
    n = entry.n
    where = f"history entry {n}"
    mismatch = _first_event_difference(where, n, [event_to_data(e) for e in entry.events],
                                       [event_to_data(e) for e in replayed.events])
    if mismatch is None and ([p.to_data() for p in replayed.parts]
                             != [p.to_data() for p in entry.parts]):
        mismatch = Mismatch(where, n, "replaying its order from the seed's game gives another "
                            "outcome than it records")
    if mismatch is None and replayed.state.digest() != entry.state_digest:
        mismatch = Mismatch(where, n, "replaying it from the seed's game leaves another state "
                            "than it records")
    return mismatch


def _first_event_difference(where: str, n: int, recorded: list[dict[str, Any]],
                            derived: list[dict[str, Any]]) -> Mismatch | None:
    for index in range(max(len(recorded), len(derived))):
        rec = recorded[index] if index < len(recorded) else None
        der = derived[index] if index < len(derived) else None
        if rec != der:
            return Mismatch(where, n, _describe(index, rec, der))
    return None


def _describe(index: int, rec: dict[str, Any] | None, der: dict[str, Any] | None) -> str:
    """What differs, in the words of the game, for the events the dice decide."""
    if rec is None or der is None:
        one = rec or der
        assert one is not None
        whose = "the history records" if der is None else "the seed's game gives"
        other = "the seed's game does not" if der is None else "the history does not record it"
        return f"event {index + 1}: {whose} {_short(one)}, {other}"
    kind, pub, dpub = rec["kind"], rec["public"], der["public"]
    if kind == der["kind"] and kind in ("roll", "start-roll"):
        what = "roll" if kind == "roll" else "first-player roll"
        gives = ("the start position sets " + _dice(dpub) if dpub.get("forced") else
                 "the seed gives " + _dice(dpub))
        return f"{pub.get('player')}'s {what}: recorded {_dice(pub)}, {gives}"
    if kind == der["kind"] == "draw":
        return (f"{pub.get('player')}'s draw ({pub.get('reason')}): recorded "
                f"{_cards(rec)}, the deck as the seed shuffled it gives {_cards(der)}")
    if kind == der["kind"] == "reshuffle":
        return (f"a reshuffle: recorded a new deck of {pub.get('deck')} cards, the seed's "
                f"game gives {dpub.get('deck')}")
    if kind == der["kind"] == "pirate-reward":
        return (f"{pub.get('player')}'s cards from the pirate's pile: recorded {_cards(rec)}, "
                f"the seed gives {_cards(der)}")
    return f"event {index + 1}: recorded {_short(rec)}, the seed's game gives {_short(der)}"


def _dice(public: dict[str, Any]) -> str:
    dice = public.get("dice") or []
    forced = " (set in advance)" if public.get("forced") else ""
    return "+".join(str(d) for d in dice) + forced


def _cards(event: dict[str, Any]) -> str:
    cards = [c for extra in (event.get("secret") or {}).values() for c in extra.get("cards", [])]
    return "[" + ", ".join(cards) + "]"


def _short(event: dict[str, Any]) -> str:
    fields = ", ".join(f"{k}: {v}" for k, v in event["public"].items())
    return f"{event['kind']} ({fields})"


def _position_difference(where: str, recorded: Position, derived: Position) -> Mismatch | None:
    rec, der = position_to_data(recorded), position_to_data(derived)
    for key in rec:
        if rec[key] != der.get(key):
            if key == "generator":
                return Mismatch(where, 0, "the start position's generator is not the seed's "
                                "after the set-up (another seed or counter)")
            return Mismatch(where, 0, f"the start position's {key}: recorded "
                            f"{_clip(rec[key])}, the seed deals {_clip(der.get(key))}")
    return None


def _clip(value: object) -> str:
    text = str(value)
    return text if len(text) <= 60 else text[:57] + "..."
