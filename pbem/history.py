"""A game's life from its history: creating it, recording orders, replaying it, taking orders back.

Every entry is made here (``pbem.files.entries`` holds their types, ``pbem.files.chain`` links
them). ``replay_entry`` runs one entry again with the same code that processed it (``pbem.runner``):
``states_of`` compares each outcome, event and state hash with the record, and ``pbem verify``
does the same from the seed; ``undo`` appends an entry that returns the game to an earlier
state, so the record is kept.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from pbem.deadlines import advance
from pbem.elasund.actions import Roll
from pbem.elasund.engine import apply
from pbem.elasund.events import Event
from pbem.elasund.position import Position
from pbem.elasund.setup import setup
from pbem.files.chain import linked
from pbem.files.entries import (
    DeadlineEntry,
    Entry,
    OrderEntry,
    SeatEntry,
    SetupEntry,
    UndoEntry,
    plain_event,
    standing_entries,
)
from pbem.files.errors import HistoryError as HistoryError  # raised here
from pbem.files.errors import ReplayMismatch
from pbem.files.game import Game, GameState, PlayerInfo
from pbem.files.keys import hash_secret, make_secret
from pbem.files.order import Order, order_from_content
from pbem.files.seats import seat_digests
from pbem.files.signature import signing_key
from pbem.messages import say
from pbem.runner import Run, run_order
from pbem.verdict import Part


@dataclass(frozen=True)
class Seat:
    """A player as ``pbem new`` is told about him."""

    colour: str
    name: str = ""
    email: str = ""
    language: str | None = None  # None: the game's


def create_game(game_id: str, seats: Sequence[Seat], *, now: str, seed: str | None = None,
                open_game: bool = False, rules: dict[str, str] | None = None,
                position: Position | None = None, deadlines: dict[str, Any] | None = None,
                language: str = "en") -> tuple[Game, dict[str, str]]:
    """A new game and each player's secret (empty in an open game).

    Without ``position`` the table is set up (S1-S9) and the first player found by dice; in
    either case a position in phase ``roll`` gets its roll at once. ``deadlines`` (the clock's
    settings as the game file keeps them) starts the game's clock; the set-up entry records
    them, and commits to every seat's digest.
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
                            signing_key(keys[s.colour], game_id, s.colour) if keys else None,
                            s.language if s.language != language else None)
                 for s in seats],
        open=open_game,
        language=language,
        seed_digest="sha256:" + hashlib.sha256(start.rng.seed.encode("utf-8")).hexdigest(),
        created=now,
        start=start.copy(),
        state=GameState(start),
    )
    state, parts, events = first_roll(game.start)
    state.clock = advance.started(deadlines, state.position, now)
    entry = SetupEntry(n=0, at=now, turn=start.turn, player="gm",
                       setup=tuple(plain_event(e) for e in setup_events), parts=tuple(parts),
                       events=tuple(plain_event(e) for e in events),
                       seats=seat_digests(game.players), deadlines=deadlines,
                       state_digest=state.digest(), cubes=cubes_summary(state.position))
    game.history = [linked(entry, game)]
    game.state = state
    return game, keys


def first_roll(start: Position) -> tuple[GameState, list[Part], list[Event]]:
    """The state a game starts in: a start position in phase ``roll`` gets its roll at once."""
    if start.phase != "roll" or start.is_over or start.pending:  # rolled, awaiting answers
        return GameState(start.copy()), [], []
    pos, events = apply(start, start.active, Roll())
    return GameState(pos), [Part(start.active, ["roll"])], events


def record_order(game: Game, order: Order, run: Run, outcome: str, now: str, *,
                 by: str | None = None, bot: dict[str, str] | None = None) -> Game:
    """The game after an order that changed it: its new state and the entry recording it;
    ``by`` marks a turn or decision a deadline passed on (``deadline`` or ``stand-in``, with
    the ``bot``'s name and version), played for the player by ``pbem tick``."""
    n = len(game.history)
    state, events = finish_run(run, n, game.state, now, order.player, by, order.absence)
    entry = OrderEntry(n=n, at=now, turn=order.turn, player=order.player,
                       order=order.content(), order_digest=order.digest, outcome=outcome,
                       parts=tuple(Part.from_data(p.to_data()) for p in run.parts),  # as stored
                       events=events, by=by, bot=bot,
                       state_digest=state.digest(), cubes=cubes_summary(state.position))
    return replace(game, state=state, history=[*game.history, linked(entry, game)])


def finish_run(run: Run, n: int, before: GameState, at: str, player: str,
               by: str | None, absence: tuple[str, str] | None = None
               ) -> tuple[GameState, tuple[Event, ...]]:
    """The state a run leaves, with a paused order marked as entry ``n``'s and the clock moved
    on (``pbem.deadlines.advance``; ``absence``, one the order asks for), and the entry's
    events: a deadline's notice first when ``by`` says one passed, then the order's, then
    what the clock adds."""
    state = run.state
    if state.queued is not None and state.queued.entry < 0:
        state.queued = replace(state.queued, entry=n)
    state.clock, added = advance.after_order(before.clock, state.position, at, player, by,
                                             absence)
    notice = [advance.missed_event(before.clock, player, by)] if by is not None else []
    return state, tuple(plain_event(e) for e in [*notice, *run.events, *added])


def record_change(game: Game, change: dict[str, Any], now: str) -> Game:
    """The game after the game master changed its deadlines (or a late notice was given):
    the clock changed and a ``DeadlineEntry`` recording how."""
    state = game.state.copy()
    state.clock, events = advance.after_change(state.clock, change, state.position, now)
    entry = DeadlineEntry(n=len(game.history), at=now, turn=state.position.turn, player="gm",
                          change=change, events=tuple(plain_event(e) for e in events),
                          state_digest=state.digest(), cubes=cubes_summary(state.position))
    return replace(game, state=state, history=[*game.history, linked(entry, game)])


def record_seat(game: Game, players: list[PlayerInfo], change: dict[str, Any], now: str
                ) -> Game:
    """The game with new seats (a new person, a new secret) or a seat's change (an absence,
    a resignation), and the ``SeatEntry`` committing to every seat's digest."""
    state = game.state.copy()
    state.clock, events = advance.after_seat(state.clock, change)
    changed = replace(game, players=players)
    entry = SeatEntry(n=len(game.history), at=now, turn=state.position.turn, player="gm",
                      change=change, seats=seat_digests(players),
                      events=tuple(plain_event(e) for e in events),
                      state_digest=state.digest(), cubes=cubes_summary(state.position))
    return replace(changed, state=state, history=[*game.history, linked(entry, changed)])


def cubes_summary(pos: Position) -> dict[str, int]:
    """Victory cubes on the board per colour: public, kept in each entry for the race chart."""
    return {p: pos.cubes_on_board(p) for p in pos.players}


# Replay ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Replayed:
    """What one entry gives when it is run again."""

    state: GameState
    parts: tuple[Part, ...]
    events: tuple[Event, ...]  # as the history stores them (``plain_event``)


def replay_entry(entry: Entry, start: Position, states: list[GameState]) -> Replayed:
    """Run an entry again: the set-up's first roll from ``start``, an order from the state
    before it (``states[-1]``), an undo back to the state entry ``to`` left."""
    if isinstance(entry, SetupEntry):
        state, parts, events = first_roll(start)
        state.clock = advance.started(entry.deadlines, state.position, entry.at)
        return Replayed(state, tuple(parts), tuple(plain_event(e) for e in events))
    if isinstance(entry, UndoEntry):
        state = states[entry.to].copy()
        state.clock = advance.after_undo(states[-1].clock, state.position, entry.at)
        return Replayed(state, (), ())
    if isinstance(entry, (DeadlineEntry, SeatEntry)):
        state = states[-1].copy()
        if isinstance(entry, DeadlineEntry):
            state.clock, events = advance.after_change(state.clock, entry.change,
                                                       state.position, entry.at)
        else:
            state.clock, events = advance.after_seat(state.clock, entry.change)
        return Replayed(state, (), tuple(plain_event(e) for e in events))
    order = order_from_content(entry.order)
    run = run_order(states[-1], order)
    state, told = finish_run(run, entry.n, states[-1], entry.at, entry.player, entry.by,
                             order.absence)
    return Replayed(state, tuple(run.parts), told)


def states_of(game: Game) -> list[GameState]:
    """The state after every history entry, replayed; raises ``HistoryError`` at a mismatch."""
    states: list[GameState] = []
    for entry in game.history:
        replayed = replay_entry(entry, game.start, states)
        _check_replay(entry, replayed)
        states.append(replayed.state)
    if states and states[-1].digest() != game.state.digest():
        raise ReplayMismatch(say("cli.replay-ends-elsewhere"))
    return states


def _check_replay(entry: Entry, replayed: Replayed) -> None:
    _compare(entry.n, "outcome", [p.to_data() for p in replayed.parts],
             [p.to_data() for p in entry.parts])
    _compare(entry.n, "events", replayed.events, entry.events)
    _compare(entry.n, "state", replayed.state.digest(), entry.state_digest)


def _compare(n: int, what: str, replayed: object, recorded: object) -> None:
    if replayed != recorded:
        raise ReplayMismatch(say("cli.replay-differs", entry=n, what=what))


# Undo ------------------------------------------------------------------------------------------

def undo(game: Game, now: str, to_turn: int | None = None, known_seed: bool = False
         ) -> tuple[Game, str]:
    """Take back the last order that stands, or go back to the start of ``to_turn``. Not in
    a game that is over unless ``known_seed``: its end showed every player the seed, which
    tells every roll, draw and church tile still to come in a game played on."""
    if game.state.position.is_over and not known_seed:
        raise HistoryError(say("cli.undo-over", game=repr(game.id)))
    standing = [n for n in standing_entries(game.history)  # orders, not changes of the clock
                if isinstance(game.history[n], (SetupEntry, OrderEntry))]
    states = states_of(game)
    if to_turn is None:
        if len(standing) < 2:
            raise HistoryError(say("cli.undo-nothing"))
        target = standing[-2]
    else:
        matches = [n for n in standing if states[n].position.turn == to_turn]
        if not matches:
            turns = sorted({states[n].position.turn for n in standing})
            raise HistoryError(say("cli.undo-no-turn", turn=to_turn, first=turns[0],
                                   last=turns[-1]))
        target = matches[0]
        if target == standing[-1]:
            raise HistoryError(say("cli.undo-at-turn", turn=to_turn))
    state = states[target].copy()
    state.clock = advance.after_undo(game.state.clock, state.position, now)
    entry = UndoEntry(n=len(game.history), at=now, turn=state.position.turn, player="gm",
                      to=target, state_digest=state.digest(), cubes=cubes_summary(state.position))
    taken = [n for n in standing if n > target]
    which = f"entry {taken[0]}" if len(taken) == 1 else f"entries {taken[0]} to {taken[-1]}"
    message = (f"took back history {which}; the game is at turn {state.position.turn} again "
               "(the history keeps the record)")
    return replace(game, state=state, history=[*game.history, linked(entry, game)]), message
