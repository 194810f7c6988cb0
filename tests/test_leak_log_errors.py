"""No log line and no error message tells a player what he may not see (docs/rules.md section 15).

Like the report test (tests/test_report_leak.py), each check is a comparison: the same question
asked of the real game and of one where everything hidden from the reader was changed must get
the same answer, and the GM, who sees everything, must notice the change (so the disguise is real).
"""

from __future__ import annotations

import copy
import random
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from pbem.elasund import Action, Position, RuleError, apply, legal_actions, waiting_for
from pbem.elasund.pieces import CARD_KINDS, CHURCH_TILES, INFLUENCE_COLOURS
from pbem.files.entries import entry_events
from pbem.files.game import Game
from pbem.files.game_file import load_game
from pbem.report.log import log_lines
from pbem.verdict import Refusal
from tests.support.leak import disguise, play


def _fake_part(part: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    fake = copy.deepcopy(part)
    if "cards" in fake:
        kinds = CARD_KINDS if "gold" in fake["cards"] else INFLUENCE_COLOURS
        fake["cards"] = [rng.choice(kinds) for _ in fake["cards"]]
    if "tiles" in fake:
        fake["tiles"] = rng.sample(CHURCH_TILES, len(fake["tiles"]))
    if "tile" in fake:
        fake["tile"] = rng.choice(CHURCH_TILES)
    return fake


def disguised_history(game: Game, viewer: str, rng: random.Random) -> Game:
    """The game with others' secret event parts, refusals and pirate picks rewritten."""
    history = copy.deepcopy(game.history)
    for entry in history:
        for event in entry_events(entry):
            for holder in event.secret:
                if holder != viewer:
                    event.secret[holder] = _fake_part(event.secret[holder], rng)
        if entry.player == viewer:
            continue
        for part in entry.parts:
            part.applied = ["pirate-take: [green, green]" if a.startswith("pirate-take") else a
                            for a in part.applied]
            if part.refused is not None:
                part.refused = Refusal(0, 0, 0, "bonus-gold", "X9", "made up")
    return replace(game, history=history)


@pytest.fixture(scope="module")
def example_game(demo_folder: Path) -> Game:
    return load_game(demo_folder / "game.yaml")


@pytest.mark.parametrize("viewer", ["red", "blue", "green", "public"])
def test_S7_the_log_is_the_same_whatever_others_hide(example_game: Game, viewer: str) -> None:
    fake = disguised_history(example_game, viewer, random.Random(7))
    assert list(log_lines(fake, viewer)) == list(log_lines(example_game, viewer))


def test_S7_the_log_disguise_is_real(example_game: Game) -> None:
    fake = disguised_history(example_game, "public", random.Random(7))
    assert list(log_lines(fake, "gm")) != list(log_lines(example_game, "gm"))
    red_fake = disguised_history(example_game, "blue", random.Random(7))
    assert list(log_lines(red_fake, "red")) != list(log_lines(example_game, "red"))


def answers(pos: Position, player: str, tried: list[Action]) -> list[str]:
    """What the engine says to each action: ``ok`` or its refusal, with the legal hints."""
    said = []
    for action in tried:
        try:
            apply(pos, player, action)
            said.append("ok")
        except RuleError as error:
            said.append(f"{error} | {error.legal}")
    return said


@pytest.mark.parametrize("seed", range(12))
def test_S7_refusals_do_not_depend_on_what_others_hide(seed: int) -> None:
    """Actions legal somewhere in the game, tried where they mostly are not: same answers."""
    played = play(seed, 2 + seed % 3, 100)
    rng = random.Random(seed)
    pool = [a for pos, _, _ in played[::5] for p in waiting_for(pos)
            for a in legal_actions(pos, p)[:25]]
    for pos, _, _ in played[::9]:
        for player in waiting_for(pos):
            tried = rng.sample(pool, min(60, len(pool)))
            real = answers(pos, player, tried)
            assert answers(disguise(pos, player, rng), player, tried) == real, (seed, player)


def test_S7_the_refusal_check_sees_the_players_own_hand() -> None:
    """The comparison above would notice a message that depends on what the player holds."""
    played = play(3, 3, 100)
    pos, player, paid = next(
        (p, who, [a for a in legal_actions(p, who) if getattr(a, "pay", None)])
        for p, _, _ in played[20:] for who in waiting_for(p)
        if any(getattr(a, "pay", None) for a in legal_actions(p, who)))
    poor = pos.copy()
    poor.hands[player].add("gold", -poor.hands[player].count("gold"))
    for colour in INFLUENCE_COLOURS:
        poor.hands[player].add(colour, -poor.hands[player].count(colour))
    assert answers(poor, player, paid) != answers(pos, player, paid)
