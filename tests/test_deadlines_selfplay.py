"""Self-play with missed turns: 50 games (2 to 4 players) where every player lets a deadline
pass now and then, played by the game's policy (pass or the stand-in) as ``pbem tick`` plays
it, and otherwise plays his turn by an order. Every game ends; ``replay`` and ``verify``
confirm every game; and each missed turn, played again as an ordinary order of the same
actions, leaves the very same position, generator included: the stand-in's choosing drew
nothing from the game's dice, so the rolls after it are those a human playing it would meet."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

from pbem.deadlines.due import Overdue
from pbem.deadlines.play import played
from pbem.deadlines.times import iso, moment
from pbem.elasund import choose_action, waiting_for
from pbem.elasund.serial import position_to_data
from pbem.files.entries import OrderEntry
from pbem.files.game import Game
from pbem.files.order import Order, OrderStep, order_from_content
from pbem.history import Seat, create_game, states_of
from pbem.process import apply_order
from pbem.runner import run_order
from pbem.verify import verify_game

pytestmark = pytest.mark.slow  # 50 whole games
START = "2026-03-02T09:00:00Z"
SETTINGS = {"turn": "1d", "decision": "6h", "grace": "0h", "zone": "Europe/Copenhagen",
            "days": [], "reminders": [], "policy": "pass", "civil-disorder-after": 0,
            "absences": 0}
MAX_STEPS = 1500


def _game(seed: int) -> Game:
    players = ["red", "blue", "green", "yellow"][:2 + seed % 3]
    policy = "stand-in" if seed % 2 else "pass"
    game, _ = create_game(f"sp-{seed}", [Seat(c) for c in players], now=START,
                          seed=f"deadline-selfplay-{seed}", open_game=True,
                          deadlines={**SETTINGS, "policy": policy})
    return game


def _play(seed: int) -> Game:
    game, rng = _game(seed), random.Random(seed)
    now = moment(START)
    by = "stand-in" if seed % 2 else "deadline"
    for _ in range(MAX_STEPS):
        pos = game.state.position
        if pos.is_over:
            return game
        now += timedelta(hours=1)
        player = waiting_for(pos)[0]
        if rng.random() < 0.25:  # he lets the deadline pass
            after = played(game, Overdue(player, "missed", by, "deadline"), iso(now, "UTC"))
            assert after is not None
            game = after
            continue
        order = Order(game.id, player, pos.turn, (OrderStep(choose_action(pos, player, rng)),))
        game, verdict = apply_order(game, order, iso(now, "UTC"))
        assert verdict.status in ("applied", "paused"), verdict.message
    raise AssertionError(f"game {seed} did not end in {MAX_STEPS} steps")


@pytest.mark.parametrize("seed", range(50))
def test_games_with_missed_turns_end_replay_verify_and_keep_the_dice(seed: int) -> None:
    game = _play(seed)
    states = states_of(game)  # replay: raises at the first entry that does not match
    assert verify_game(game, game.state.position.rng.seed).ok
    missed = [e for e in game.history if isinstance(e, OrderEntry) and e.by is not None]
    assert missed, "every game has missed turns"
    for entry in missed:
        by_hand = run_order(states[entry.n - 1], order_from_content(entry.order))
        assert position_to_data(by_hand.state.position) == position_to_data(
            states[entry.n].position), entry.n
