"""Every line of every order template of the example game, uncommented, is accepted.

For each step of the demo (``pbem demo``: the example game with every reader's report of every
step) and each reader whose report holds an order template, every action line is uncommented on
its own, the order read back with pbem's order reader, and run against the game's state at that
step (the state the report was made from, replayed from the history): nothing of it may be
refused. The template never offers an illegal line, whatever phase or decision the step is in.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from pbem.files.game import GameState
from pbem.files.game_file import load_game
from pbem.files.order import read_order_text
from pbem.history import states_of
from pbem.runner import run_order
from tests.support.demo import demo_reports
from tests.support.quick import quick_sample

ACTION_LINE = "#  - "
STEPS = 122  # the demo's steps: the set-up and 121 orders
CHUNK = 13
CHUNKS = [(start,) for start in range(0, STEPS, CHUNK)]


@cache
def demo_states(folder: Path) -> tuple[GameState, ...]:
    """The state after every history entry of the demo, replayed once per process."""
    return tuple(states_of(load_game(folder / "game.yaml", whole=True)))


def uncommented(text: str, index: int) -> str:
    """The template with one line's ``#`` removed and the secret filled in."""
    lines = text.splitlines()
    lines[index] = lines[index][1:]
    return "\n".join(lines).replace("YOUR-SECRET", "any-secret") + "\n"


def check_template(state: GameState, reader: str, text: str) -> int:
    """Run each action line of one template alone; every one is accepted. Returns the count."""
    checked = 0
    for index, line in enumerate(text.splitlines()):
        if not line.startswith(ACTION_LINE):
            continue
        order = read_order_text(uncommented(text, index), f"{reader}.yaml")
        assert (order.player, order.turn) == (reader, state.position.turn)
        run = run_order(state, order)
        own = run.parts[0]
        assert own.refused is None, (line, own.refused)
        assert own.applied == [order.steps[0].notation], line
        checked += 1
    return checked


@pytest.mark.parametrize("start", quick_sample(CHUNKS, 4))
def test_every_template_line_of_the_example_game_is_accepted(demo_folder: Path,
                                                            start: int) -> None:
    states = demo_states(demo_folder)
    checked = 0
    for path in demo_reports(demo_folder, ".json"):
        step = int(path.parent.name.split("-")[1])
        if not start <= step < start + CHUNK:
            continue
        order = json.loads(path.read_text("utf-8"))["order"]
        if order is not None:
            checked += check_template(states[step], path.stem, order["text"])
    assert checked > 20


def test_the_templates_cover_every_step(demo_folder: Path) -> None:
    """Each step of the demo has a template for someone (the game waits for a player), but the
    last, which ends the game."""
    steps = {int(p.parent.name.split("-")[1]) for p in demo_reports(demo_folder, ".json")
             if json.loads(p.read_text("utf-8"))["order"] is not None}
    assert steps == set(range(STEPS - 1)) and len(demo_states(demo_folder)) == STEPS
