"""The stand-in decides only from what its player may see, and never draws from the game's dice
(docs/game-master.md, "Deadlines, missed turns and seats").

The leak harness's idea (tests/support/leak.py): over self-play positions, the stand-in's
choice for each player the game waits for is made twice, from the real position and from one
where everything that player may not know was changed (other hands, the deck, the church
stack, the game's generator); it must not change. And its choosing leaves the game's generator
where it was."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from pbem.deadlines.stand_in import pass_action, stand_in_action, stand_in_seed
from pbem.elasund import Position, heuristic_action
from pbem.elasund.actions import Action
from pbem.elasund.engine import is_legal, waiting_for
from tests.support.leak import disguise, play
from tests.support.quick import quick_sample

GAMES = [(seed, 2 + seed % 3) for seed in range(40)]


Choose = Callable[[Position, str, bytes], Action]


def _changes(choose: Choose, seed: int, players: int) -> int:
    """How often ``choose`` chose otherwise on a disguised position (and asserts it chose
    legal actions)."""
    rng = random.Random(500 + seed)
    changed = 0
    for pos, _, _ in play(seed, players, 90)[::3]:
        for player in waiting_for(pos):
            bot_seed = stand_in_seed("the game's seed", seed, 0)
            chosen = choose(pos, player, bot_seed)
            assert is_legal(pos, player, chosen)
            changed += sum(choose(disguise(pos, player, rng), player, bot_seed) != chosen
                           for _ in range(2))
    return changed


@pytest.mark.parametrize(("seed", "players"), quick_sample(GAMES, 5))
def test_the_stand_in_choice_does_not_change_with_what_its_player_may_not_see(
        seed: int, players: int) -> None:
    assert _changes(stand_in_action, seed, players) == 0


def test_the_check_finds_a_stand_in_that_peeks() -> None:
    """The check above is real: a bot that lets the deck's top card break its ties is caught."""

    def peeking(pos: Position, player: str, seed: bytes) -> Action:
        top = pos.deck[0] if pos.deck else ""
        return heuristic_action(pos, player, random.Random(seed + top.encode()))

    assert sum(_changes(peeking, seed, players) for seed, players in GAMES[:6]) > 0


def test_choosing_never_draws_from_the_game_s_dice() -> None:
    for pos, _, _ in play(3, 3, 60)[::5]:
        for player in waiting_for(pos):
            counter = pos.rng.counter
            stand_in_action(pos, player, stand_in_seed("s", 1, 2))
            pass_action(pos, player)
            assert pos.rng.counter == counter


def test_the_stand_in_seed_is_its_own_for_each_entry_and_action() -> None:
    seeds = {stand_in_seed("game-seed", entry, index) for entry in range(5) for index in range(5)}
    assert len(seeds) == 25
    assert stand_in_seed("game-seed", 1, 1) != stand_in_seed("other-seed", 1, 1)
