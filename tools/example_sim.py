"""The table of the example game "harbour": its players, its start files and its orders.

The fixed inputs (set-up and position texts, the seats), a copy of the table that an order is
planned on with the standing answers the runner would use (``Sim``), an order being written
(``Draft``) and its text as an order file. Used by ``tools/make_example.py``.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, field

from pbem.elasund import Action, Event, Position, apply
from pbem.elasund.engine import answerable
from pbem.elasund.serial import position_from_data
from pbem.files.order import Standing
from pbem.files.schemas import validate
from pbem.files.strict_yaml import load_yaml_with_marks
from pbem.history import Seat
from pbem.runner import standing_answer

GAME_ID = "harbour"
NOW = "2025-03-01T18:00:00Z"
SEATS = (Seat("red", "Anna", "anna@example.org"), Seat("blue", "Bruno", "bruno@example.org"),
         Seat("green", "Chiara", "chiara@example.org"))


# The inputs -------------------------------------------------------------------------------------

POSITION_TEXT = """\
# The start of the example game "harbour": a position file (SPEC section 3).
# What is not given takes its value at the start of a game: the start huts, 3 gold and one
# influence card each, the deck and the church stack shuffled by the generator.
players: [red, blue, green]     # seating order: Anna, Bruno, Chiara
turn: 1
active: red                     # Anna begins
phase: roll                     # so the game's first roll is made as soon as it is created
rules: {{pirate_reward: choose}}  # a roller with watch towers picks his share of the loot
dice: {dice}        # forced rolls: Anna's 8, then Bruno's 8 on 8 (he moves the ship)
generator: {{seed: {seed}, counter: 0}}  # the seed of setup.yaml (an open demo: no secret)
"""

SETUP_TEXT = """\
# How the example game "harbour" is started; 'pbem demo' reads this (see ../README.md).
id: {game}
players:
{players}
seed: {seed}
position: position.yaml
"""

FORCED_DICE = "[[4, 4], [3, 5]]"


def position_text(seed: str) -> str:
    """The example's start position for a seed."""
    return POSITION_TEXT.format(seed=seed, dice=FORCED_DICE)


def setup_text(seed: str) -> str:
    """The example's set-up file for a seed."""
    players = "\n".join(f"  - {{colour: {s.colour}, name: {s.name}, email: {s.email}}}"
                        for s in SEATS)
    return SETUP_TEXT.format(game=GAME_ID, players=players, seed=seed)


def read_start(text: str, filename: str) -> Position:
    """The start position from a position file's text, read strictly and checked."""
    data, marks = load_yaml_with_marks(text, filename)
    validate("position", data, marks, filename)
    assert isinstance(data, dict)  # the schema wants a mapping
    return position_from_data(data)


# Looking ahead on a copy of the table ---------------------------------------------------------

@dataclass
class Sim:
    """A copy of the table with the standing answers the runner would use on it."""

    pos: Position
    standing: dict[str, Standing]

    def act(self, player: str, action: Action) -> list[Event]:
        """Apply an action, then every standing answer that fits (as ``pbem.runner`` does)."""
        self.pos, events = apply(self.pos, player, action)
        return events + self.use_standing()

    def use_standing(self) -> list[Event]:
        """Answer pending decisions from standing answers while one fits."""
        events: list[Event] = []
        while (found := self._standing_answer()) is not None:
            player, answer = found
            events.append(Event("standing", {"player": player, "answer": answer.notation()}))
            self.pos, more = apply(self.pos, player, answer)
            events += more
        return events

    def _standing_answer(self) -> tuple[str, Action] | None:
        for pending in answerable(self.pos):
            standing = self.standing.get(pending.player)
            answer = standing_answer(self.pos, pending, standing) if standing else None
            if answer is not None:
                return pending.player, answer
        return None


@dataclass
class Draft:
    """An order being written: its steps in notation and the sentences of its comment."""

    player: str
    turn: int
    steps: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    standing: Standing | None = None
    answers_only: bool = True


def order_text(draft: Draft) -> str:
    """The order file: a comment saying what the player does, then the order (SPEC section 2)."""
    lines = [f"# {line}" for sentence in draft.lines for line in textwrap.wrap(sentence, 96)]
    lines += [f"game: {GAME_ID}", f"player: {draft.player}", f"turn: {draft.turn}", "actions:"]
    lines += [f"  - {step}" for step in draft.steps]
    if draft.standing is not None:
        lines.append("standing:")
        lines += [f"  {key}: [{', '.join(values)}]"
                  for key, values in draft.standing.to_data().items()]
    return "\n".join(lines) + "\n"
