"""No page of the public site tells anything hidden from the public (docs/rules.md section 15).

The leak harness of the reports (tests/support/leak.py) over the site: 20 self-play games, each
made into a game whose history holds every step's events, actions and refusals, and its site
written twice: from the real positions and steps, and from ones where everything the public may
not know was changed (hands by colour, the deck, the church stack, the generator, every secret
part of an event, the cards taken from the pirate, every refusal). Every page must be the same,
and no page of a game still running may hold its seed.
"""

from __future__ import annotations

import random

import pytest

from pbem.elasund import Position
from pbem.files.entries import Entry, OrderEntry, SetupEntry
from pbem.files.game import Game, GameState, PlayerInfo
from pbem.messages import Message
from pbem.report import Step
from pbem.site.pages import site_files
from pbem.verdict import Part, Refusal
from tests.support.leak import SEED_MARKER, disguise, disguise_step, play
from tests.support.quick import quick_sample

GAMES = [(seed, 2 + seed % 3) for seed in range(20)]
STEPS = 90
NAMES = ("Anna", "Bob", "Cy", "Dee")


def _entry(step: Step, cubes: dict[str, int]) -> SetupEntry | OrderEntry:
    at = f"2026-03-{1 + step.n // 24:02d}T{step.n % 24:02d}:00:00Z"
    if step.n == 0:
        return SetupEntry(n=0, at=at, turn=step.turn, player="gm", setup=(), parts=(),
                          events=tuple(step.events), state_digest="", cubes=cubes)
    refused = None if step.refused is None else Refusal(
        len(step.actions), 5, 5, "church", "C1", Message("recorded.reason", text=step.refused))
    return OrderEntry(n=step.n, at=at, turn=step.turn, player=step.player, order={},
                      order_digest="", outcome="partial" if refused else "applied",
                      parts=(Part(step.player, list(step.actions), refused),),
                      events=tuple(step.events), state_digest="", cubes=cubes)


def _game(played: list[tuple[Position, Step, dict[str, int]]]) -> tuple[Game, list[GameState]]:
    """A game of these positions and steps, and the state after each step."""
    start = played[0][0]
    seats = [PlayerInfo(c, NAMES[i]) for i, c in enumerate(start.players)]
    history: list[Entry] = [_entry(step, cubes) for _, step, cubes in played]
    states = [GameState(pos) for pos, _, _ in played]
    game = Game("leak", seats, False, "sha256:" + "0" * 64, "2026-03-01T00:00:00Z",
                start, GameState(played[-1][0]), history)
    return game, states


@pytest.mark.parametrize(("seed", "players"), quick_sample(GAMES, 5))
def test_S7_the_site_does_not_change_when_hidden_things_do(seed: int, players: int) -> None:
    rng = random.Random(2000 + seed)
    played = play(seed, players, STEPS)
    real = [(pos, step, race[-1][1]) for pos, step, race in played]
    fake = [(disguise(pos, "public", rng), disguise_step(step, "public", rng), cubes)
            for pos, step, cubes in real]
    if real[-1][0].is_over:  # the seed is revealed at the end: the same in both
        fake[-1][0].rng = real[-1][0].rng
    real_game, real_states = _game(real)
    fake_game, fake_states = _game(fake)
    shown = site_files(real_game, real_states, None).files
    assert shown == site_files(fake_game, fake_states, None).files
    if not real[-1][0].is_over:
        for name, text in shown.items():
            assert SEED_MARKER not in text, name


def test_S7_the_check_is_real_a_public_change_shows() -> None:
    """What the public does see (a roll, a name) changes the pages; the disguise changes the
    hidden parts (the hands by colour)."""
    rng = random.Random(7)
    played = [(pos, step, race[-1][1]) for pos, step, race in play(3, 3, 30)]
    game, states = _game(played)
    shown = site_files(game, states, None).files
    disguised = [disguise(pos, "public", rng) for pos, _, _ in played]
    assert any(d.hands != p.hands for d, (p, _, _) in zip(disguised, played, strict=True))
    game.players[0].name = "Zoe"
    assert site_files(game, states, None).files != shown
