"""Random self-play: hundreds of seeded games with invariants checked after every step.

Heuristic and random bots are mixed over 2, 3 and 4 players; games are capped at a turn limit.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pbem.elasund import (
    Position,
    apply,
    heuristic_action,
    legal_actions,
    new_game,
    position_from_data,
    position_to_data,
    random_action,
    waiting_for,
)
from pbem.elasund.board import COLOURS
from pbem.elasund.pieces import (
    CUBES_PER_PLAYER,
    GOLD_CARDS,
    INFLUENCE_COLOURS,
    INFLUENCE_PER_COLOUR,
    PERMIT_VALUES,
)
from pbem.elasund.validate import check_position

GAMES = 300
BLOCKS = 60  # 5 games a test: no test runs for minutes, and the workers end together
TURN_LIMIT = 120


def check_invariants(pos: Position) -> None:
    """Everything that must hold after every step of every game."""
    gold = sum(h.gold for h in pos.hands.values()) + pos.loot.count("gold")
    assert pos.bank >= 0 and pos.bank + gold == GOLD_CARDS
    for colour in INFLUENCE_COLOURS:
        places = (pos.influence_in_hands(colour), pos.deck.count(colour),
                  pos.discard.count(colour), pos.loot.count(colour))
        assert sum(places) == INFLUENCE_PER_COLOUR, (colour, places)
    for player in pos.players:
        assert 0 <= pos.cubes_in_supply(player) <= CUBES_PER_PLAYER
        placed = [p.value or 0 for p in pos.board if p.piece == "permit" and p.owner == player]
        assert sorted(placed + pos.permits_in_supply(player)) == list(PERMIT_VALUES)
        assert all(pos.hands[player].count(k) >= 0 for k in ("gold", *INFLUENCE_COLOURS))
    squares = Counter(sq for piece in pos.board for sq in piece.squares())
    assert max(squares.values(), default=1) == 1
    check_position(pos)  # pieces inside the city, trade cubes consistent with trade points
    for player in waiting_for(pos):
        assert legal_actions(pos, player), f"{player} is waited for but has no legal action"
    assert pos.copy() == pos and pos.copy() is not pos


def play(game: int) -> Position:
    """One seeded game; bots by game number: all heuristic, mixed, or all random."""
    players = list(COLOURS[: 2 + game % 3])
    pos = new_game(players, seed=f"selfplay-{game}")
    rng = random.Random(game)
    randoms = {p for i, p in enumerate(players) if (game // 3) % 3 == 2 or i < (game // 3) % 3}
    pos, _ = apply(pos, pos.active, legal_actions(pos, pos.active)[0])
    step = 0
    while not pos.is_over and pos.turn <= TURN_LIMIT:
        player = waiting_for(pos)[0]
        bot = random_action if player in randoms else heuristic_action
        before = pos.copy()
        pos, _ = apply(pos, player, bot(pos, player, rng))
        assert before != pos
        check_invariants(pos)
        step += 1
        if step % 25 == 0:
            assert position_from_data(position_to_data(pos)) == pos
    return pos


# Not traced by coverage: the rule tests cover the engine, and tracing every step of 300 games
# tripled their time (27 s a block untraced, 90 s traced).
@pytest.mark.no_cover
@pytest.mark.slow
@pytest.mark.parametrize("block", range(BLOCKS))
def test_E1_selfplay_invariants_hold_after_every_step(block: int) -> None:
    """300 games in 60 blocks: cards, cubes, permits and pieces always add up (S7, S8, E1).

    Block b plays games 5b to 5b + 4, so each block mixes 2, 3 and 4 players."""
    size = GAMES // BLOCKS
    for game in range(block * size, (block + 1) * size):
        pos = play(game)
        if pos.is_over:
            assert pos.winner is not None and pos.cubes_on_board(pos.winner) == CUBES_PER_PLAYER
