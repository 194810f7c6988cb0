"""A state's hash (``GameState.digest``) is the hash of its canonical JSON, however it is made:
``pbem.files.game`` writes the board from text kept for the pieces and boards met before, and
places ``rules-version`` in the position without rebuilding it; every hash must stay the one
``content_digest(state_to_data(state))`` gives, or every game file would break."""

from __future__ import annotations

import random
from dataclasses import replace

from pbem.elasund import apply, choose_action, new_game, waiting_for
from pbem.elasund.board import COLOURS
from pbem.files.game import GameState, state_to_data
from pbem.files.order import content_digest
from pbem.history import states_of
from tests.support.trust import example_game


def plain_digest(state: GameState) -> str:
    return content_digest(state_to_data(state))


def test_every_state_of_the_example_game_hashes_as_its_canonical_json() -> None:
    states = states_of(example_game(121))
    assert len(states) > 100
    for state in states:
        assert state.digest() == plain_digest(state)
    assert states[0].position.rules_version == 1  # the example was played by version 1


def test_self_played_states_of_rules_version_2_hash_as_their_canonical_json() -> None:
    for players in (2, 3, 4):
        pos = new_game(list(COLOURS[:players]), seed=f"digest-{players}")
        rng = random.Random(players)
        for _ in range(150):
            if pos.is_over:
                break
            player = waiting_for(pos)[0]
            pos, _ = apply(pos, player, choose_action(pos, player, rng))
            state = GameState(pos)
            assert pos.rules_version != 1
            assert state.digest() == plain_digest(state)
            moved = replace(pos, board=list(reversed(pos.board)))  # the same pieces, reordered
            assert GameState(moved).digest() == state.digest()
