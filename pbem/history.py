"""A game's life from its history: creating it, replaying it, and taking orders back.

``replay`` runs every recorded order again from the start position with the same code that
processed it (``pbem.runner``) and compares each outcome, event and state hash with the record;
``undo`` appends an entry that returns the game to an earlier state, so the record is kept.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, replace

from pbem.elasund.actions import Roll
from pbem.elasund.engine import apply
from pbem.elasund.events import Event
from pbem.elasund.position import Position
from pbem.elasund.setup import setup
from pbem.files.errors import HistoryError as HistoryError  # raised here
from pbem.files.errors import ReplayMismatch
from pbem.files.game import Entry, Game, GameState, PlayerInfo
from pbem.files.keys import hash_secret, make_secret
from pbem.files.order import order_from_content
from pbem.files.signature import signing_key
from pbem.process import (
    cubes_summary,
    effective_entries,
    event_from_data,
    event_to_data,
    finish_run,
    seal,
)
from pbem.runner import run_order


@dataclass(frozen=True)
class Seat:
    """A player as ``pbem new`` is told about him."""

    colour: str
    name: str = ""
    email: str = ""


def create_game(game_id: str, seats: Sequence[Seat], *, now: str, seed: str | None = None,
                open_game: bool = False, rules: dict[str, str] | None = None,
                position: Position | None = None) -> tuple[Game, dict[str, str]]:
    """A new game and each player's secret (empty in an open game).

    Without ``position`` the table is set up (S1-S9) and the first player found by dice; in
    either case a position in phase ``roll`` gets its roll at once.
    """
    seed = seed or secrets.token_hex(16)
    setup_events: list[Event] = []
    if position is None:
        start, setup_events = setup([s.colour for s in seats], seed, rules or {})
    else:
        start = position
    keys = {} if open_game else {s.colour: make_secret() for s in seats}
    game = Game(
        id=game_id,
        players=[PlayerInfo(s.colour, s.name or s.colour, s.email,
                            hash_secret(keys[s.colour]) if keys else None,
                            signing_key(keys[s.colour], game_id, s.colour) if keys else None)
                 for s in seats],
        open=open_game,
        seed_digest="sha256:" + hashlib.sha256(start.rng.seed.encode("utf-8")).hexdigest(),
        created=now,
        start=start.copy(),
        state=GameState(start),
    )
    state, parts, events = first_roll(game.start)
    entry: Entry = {"n": 0, "kind": "setup", "at": now, "turn": start.turn, "player": "gm",
                    "setup": [event_to_data(e) for e in setup_events], "parts": parts,
                    "events": [event_to_data(e) for e in events], "state": state.digest(),
                    "cubes": cubes_summary(state.position)}
    game.history = [seal(entry, game)]
    game.state = state
    return game, keys


def setup_events(game: Game) -> list[Event]:
    """The set-up's events (the start rolls, the first cards), from the history."""
    return [event_from_data(e) for e in game.history[0].get("setup", [])]


def first_roll(start: Position) -> tuple[GameState, list[dict[str, object]], list[Event]]:
    if start.phase != "roll" or start.is_over or start.pending:  # rolled, awaiting answers
        return GameState(start.copy()), [], []
    pos, events = apply(start, start.active, Roll())
    return GameState(pos), [{"player": start.active, "applied": ["roll"]}], events


def states_of(game: Game) -> list[GameState]:
    """The state after every history entry, replayed; raises ``HistoryError`` at a mismatch."""
    states: list[GameState] = []
    for entry in game.history:
        states.append(_replay_entry(game, entry, states))
    if states and states[-1].digest() != game.state.digest():
        raise ReplayMismatch("replaying the history ends in another state than the game file "
                             "holds: the file was edited by hand; restore it from a backup")
    return states


def _replay_entry(game: Game, entry: Entry, states: list[GameState]) -> GameState:
    n = entry["n"]
    if entry["kind"] == "setup":
        state, parts, events = first_roll(game.start)
        _compare(n, "the outcome", parts, entry["parts"])
    elif entry["kind"] == "undo":
        state = states[entry["to"]].copy()
        events = []
    else:
        order = order_from_content(entry["order"])
        run = run_order(states[-1], order)
        state = finish_run(run, n)
        events = run.events
        _compare(n, "the outcome", [p.to_data() for p in run.parts], entry["parts"])
    _compare(n, "the events", [event_to_data(e) for e in events], entry.get("events", []))
    _compare(n, "the state", state.digest(), entry["state"])
    return state


def _compare(n: int, what: str, replayed: object, recorded: object) -> None:
    if replayed != recorded:
        raise ReplayMismatch(f"history entry {n}: replaying it does not give {what} it records: "
                             "the file was edited by hand; restore it from a backup (or git)")


def undo(game: Game, now: str, to_turn: int | None = None) -> tuple[Game, str]:
    """Take back the last order that stands, or go back to the start of ``to_turn``."""
    standing = effective_entries(game.history)
    states = states_of(game)
    if to_turn is None:
        if len(standing) < 2:
            raise HistoryError("there is nothing to undo: no order has been processed")
        target = standing[-2]
    else:
        matches = [n for n in standing if states[n].position.turn == to_turn]
        if not matches:
            turns = sorted({states[n].position.turn for n in standing})
            raise HistoryError(f"turn {to_turn} is not in the game's history; its turns are "
                               f"{turns[0]} to {turns[-1]}")
        target = matches[0]
        if target == standing[-1]:
            raise HistoryError(f"the game is at the start of turn {to_turn} already")
    state = states[target].copy()
    entry: Entry = {"n": len(game.history), "kind": "undo", "at": now,
                    "turn": state.position.turn, "player": "gm", "to": target,
                    "state": state.digest(), "cubes": cubes_summary(state.position)}
    taken = [n for n in standing if n > target]
    which = f"entry {taken[0]}" if len(taken) == 1 else f"entries {taken[0]} to {taken[-1]}"
    message = (f"took back history {which}; the game is at turn {state.position.turn} again "
               "(the history keeps the record)")
    return replace(game, state=state, history=[*game.history, seal(entry, game)]), message
