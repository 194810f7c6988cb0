"""What a report promises comes true: over 50 self-play games, every piece the engine removes
was named in the acting player's report before (in the note of the choice taken), and every
price the building reference and the notes give is what the engine then charged.

The report is the one the acting player would read just before acting (``report_model`` of the
position then); the engine's events after the action are what happened. Removals happen on
builds and church tiles only; a church tile after the first lands on a hidden square, so its
note names every building that could be removed, and the one removed must be among them.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from pbem.elasund import Action, Event, Position, apply, heuristic_action, new_game, waiting_for
from pbem.elasund.actions import Build, Church, Wall
from pbem.elasund.bots import random_action
from pbem.report import ReportInput, report_model
from pbem.report.consequences import piece_phrase
from pbem.report.sentences import Names
from tests.support.quick import quick_sample

NAMES = {"red": "Anna", "blue": "Bob", "green": "Cy", "yellow": "Dee"}
GAMES = [(seed, 2 + seed % 3) for seed in range(50)]
STEPS = 1500  # every game ends well before (the engine ends a stuck game)


def model_before(pos: Position, player: str) -> dict[str, Any]:
    """The acting player's report of the position he acts in."""
    return report_model(ReportInput("check", NAMES, pos, player, [], [], True)).model


def note_of(model: dict[str, Any], action: Action) -> str:
    """The note of the choice that stands for ``action``; it must be listed."""
    for group in model["choices"]["groups"]:
        for item in group["items"]:
            if action.notation() in item["actions"]:
                note: str = item["note"]
                return note
    raise AssertionError(f"{action.notation()} is not among the choices")


def paid_gold(events: list[Event], player: str, reason: str) -> int:
    return sum(e.public["gold"] for e in events if e.kind == "pay"
               and e.public["player"] == player and e.public.get("reason") == reason
               and "gold" in e.public)


def check_step(pos: Position, player: str, action: Action, events: list[Event]) -> int:
    """The report before the step against the events of the step; how many facts checked."""
    removed = [e.public for e in events if e.kind == "removed"]
    built = [e.public for e in events if e.kind == "built"]
    charged = isinstance(action, Build | Wall | Church)
    if not (removed or built or charged):
        return 0
    model = model_before(pos, player)
    note = note_of(model, action)
    names = Names(NAMES, pos.players)
    checked = 0
    for gone in removed:  # every piece removed was named, as the note names pieces
        piece = next(p for p in pos.board if (p.piece, p.at, p.owner) == (
            gone["piece"], gone["at"], gone["owner"]))
        assert piece_phrase(piece, player, names) in note, (action, note)
        checked += 1
    for new in built:  # the reference's price is the engine's
        row = next(r for r in model["reference"]["buildings"] if r["kind"] == new["piece"])
        assert paid_gold(events, player, new["piece"]) == row["gold"], (action, row)
        assert f"costs {row['gold']} gold" in note, (action, note)
        checked += 1
    if isinstance(action, Wall | Church):
        reason = "wall" if isinstance(action, Wall) else "church"
        assert note.startswith(f"costs {paid_gold(events, player, reason)} gold"), note
        checked += 1
    return checked


def play_and_check(seed: int, players: int) -> int:
    """One self-play game, heuristic or random bots, every step checked."""
    pos = new_game(["red", "blue", "green", "yellow"][:players], seed=f"promises-{seed}")
    rng = random.Random(seed)
    bot = random_action if seed % 2 else heuristic_action
    checked = 0
    for _ in range(STEPS):
        if pos.is_over:
            break
        player = waiting_for(pos)[0]
        action = bot(pos, player, rng)
        after, events = apply(pos, player, action)
        checked += check_step(pos, player, action, events)
        pos = after
    return checked


@pytest.mark.parametrize(("seed", "players"), quick_sample(GAMES, 10))
def test_every_removal_was_announced_and_every_price_is_what_the_engine_charged(
        seed: int, players: int) -> None:
    assert play_and_check(seed, players) > 5


def test_the_games_remove_pieces_and_build_every_kind_of_project() -> None:
    """The family above meets what it checks: removals by buildings and by church tiles."""
    seen: set[str] = set()
    for seed, players in GAMES[:6]:
        pos = new_game(["red", "blue", "green", "yellow"][:players], seed=f"promises-{seed}")
        rng = random.Random(seed)
        bot = random_action if seed % 2 else heuristic_action
        for _ in range(STEPS):
            if pos.is_over:
                break
            player = waiting_for(pos)[0]
            action = bot(pos, player, rng)
            pos, events = apply(pos, player, action)
            if any(e.kind == "removed" for e in events):
                seen.add(type(action).__name__)
    assert {"Build", "Church"} <= seen
