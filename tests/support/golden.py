"""Golden playthroughs: three scripted games and their readable transcripts.

Each game starts from the position ``new_game(players, seed=..., first=...)`` gives (taken with
its setup events from ``setup``), rolls for the first player, then plays a fixed script of
actions. The script lives in ``tests/golden/<name>.script`` (``player<TAB>notation`` a line) and
again in the transcript's step lines; ``tests/test_golden.py`` replays the transcript's step
lines and compares the transcript it gets with the stored one.

Regenerate with ``.venv/bin/python -m tests.support.golden`` (from the project root); without
names it also renews the golden reports of ``tests/support/report_golden.py``. The heuristic bot
writes a script only when the script file is missing or ``--rebot`` is given; otherwise the
stored script is replayed, so a change of bot never silently changes a golden game.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pbem.elasund import (
    Action,
    Event,
    Position,
    Roll,
    RuleError,
    apply,
    choose_action,
    events_for,
    legal_actions,
    setup,
    view_for,
    waiting_for,
)
from tests.support import TESTS

GOLDEN_DIR = TESTS / "golden"
REFRESH = ".venv/bin/python -m tests.support.golden"
LEGAL_SHOWN = 40  # legal actions listed per waiting player
ALL_VIEWS_EVERY = 10  # every viewer's view on these steps; else only the gm and the waited-for
STEP_LINE = re.compile(r"^== step (\d+): (\S+) plays (.+)$")
EVENT_LINE = re.compile(r"^events\[(\S+)\] (.+)$")
VIEW_LINE = re.compile(r"^view\[(\S+)\] (\S+): (.+)$")

Step = tuple[str, str]  # (player, action notation)


@dataclass(frozen=True)
class Game:
    """One golden game: who plays, the dice seed, the first player, the bot's seed and steps."""

    name: str
    players: tuple[str, ...]
    seed: str
    first: str
    bot_seed: int
    steps: int

    @property
    def viewers(self) -> list[str]:
        """Every viewer of the game: the players in seating order, the public, the gm."""
        return [*self.players, "public", "gm"]

    @property
    def script_path(self) -> Path:
        return GOLDEN_DIR / f"{self.name}.script"

    @property
    def transcript_path(self) -> Path:
        return GOLDEN_DIR / f"{self.name}.txt"


# Seeds chosen so that each game shows builds, walls, permits (and permits sent back), a church
# with its secret look, the pirate with discards and his reward, and a removed hut re-placed.
GAMES = (
    Game("2p", ("red", "blue"), "golden-2p-17", "red", 17, 100),
    Game("3p", ("red", "blue", "green"), "golden-3p-45", "red", 45, 100),
    Game("4p", ("red", "blue", "green", "yellow"), "golden-4p-14", "red", 14, 100),
)
GAMES_BY_NAME = {game.name: game for game in GAMES}


class ReplayError(Exception):
    """A scripted action the engine refuses (the engine's legality changed)."""

    def __init__(self, game: Game, step: int, player: str, notation: str, error: Exception):
        super().__init__(
            f"{game.name} step {step}: {player}'s recorded action {notation!r} is refused "
            f"({error}); if the change is intended, rebuild the script: "
            f"{REFRESH} --rebot {game.name}"
        )


# Playing -------------------------------------------------------------------------------------

def start(game: Game) -> tuple[Position, list[Event]]:
    """The new game after the first player's roll, with the setup and roll events."""
    pos, events = setup(list(game.players), seed=game.seed, first=game.first)
    pos, rolled = apply(pos, pos.active, Roll())
    return pos, events + rolled


def bot_script(game: Game) -> list[Step]:
    """The heuristic bot's script of ``game.steps`` steps (fewer if the game ends)."""
    pos, _ = start(game)
    rng = random.Random(game.bot_seed)
    script: list[Step] = []
    while len(script) < game.steps and not pos.is_over:
        player = waiting_for(pos)[0]
        action = choose_action(pos, player, rng)
        script.append((player, action.notation()))
        pos, _ = apply(pos, player, action)
    return script


def replay(game: Game, script: Sequence[Step]) -> Iterator[tuple[Position, list[Event]]]:
    """The position and events after step 0 (setup and roll) and after each scripted step."""
    pos, events = start(game)
    yield pos, events
    for number, (player, notation) in enumerate(script, start=1):
        try:
            pos, events = apply(pos, player, Action.parse(notation))
        except (RuleError, ValueError) as error:
            raise ReplayError(game, number, player, notation, error) from error
        yield pos, events


# The transcript ------------------------------------------------------------------------------

def dump(value: Any) -> str:
    """One value as compact, deterministic one-line JSON (key order as the engine gives it)."""
    return json.dumps(value, sort_keys=False, ensure_ascii=True)


def step_lines(game: Game, number: int, pos: Position, events: list[Event]) -> list[str]:
    """Everything after the step line: events per viewer, views, who is waited for and how."""
    lines: list[str] = []
    for viewer in game.viewers:
        seen = events_for(events, viewer)
        lines.extend(f"events[{viewer}] {dump(event)}" for event in seen)
        if not seen:
            lines.append(f"events[{viewer}] (none)")
    waiting = waiting_for(pos)
    shown = game.viewers if number % ALL_VIEWS_EVERY == 0 else [*waiting, "gm"]
    for viewer in game.viewers:
        if viewer in shown:
            lines.extend(f"view[{viewer}] {key}: {dump(value)}"
                         for key, value in view_for(pos, viewer).to_data().items())
    if not waiting:
        lines.append(f"waiting: nobody (winner {pos.winner})")
    else:
        lines.append("waiting: " + ", ".join(waiting))
    for player in waiting:
        legal = [action.notation() for action in legal_actions(pos, player)]
        more = f" (first {LEGAL_SHOWN})" if len(legal) > LEGAL_SHOWN else ""
        lines.append(f"legal[{player}] {len(legal)}{more}:")
        lines.extend(f"  {notation}" for notation in legal[:LEGAL_SHOWN])
    return lines


def transcript(game: Game, script: Sequence[Step]) -> str:
    """The whole readable transcript of ``game`` played by ``script``."""
    lines = [
        f"# golden game {game.name}: players {', '.join(game.players)}; seed {game.seed}; "
        f"first {game.first}; {len(script)} scripted steps (bot seed {game.bot_seed})",
        f"# regenerate with: {REFRESH}",
    ]
    for number, (pos, events) in enumerate(replay(game, script)):
        lines.append("")
        if number == 0:
            lines.append(f"== step 0: setup, then {game.first} rolls")
        else:
            player, notation = script[number - 1]
            lines.append(f"== step {number}: {player} plays {notation}")
        lines.extend(step_lines(game, number, pos, events))
    return "\n".join(lines) + "\n"


# Reading files back --------------------------------------------------------------------------

def read_script(path: Path) -> list[Step]:
    """A script file: ``player<TAB>notation`` a line."""
    script: list[Step] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            player, notation = line.split("\t", 1)
            script.append((player, notation))
    return script


def script_text(script: Sequence[Step]) -> str:
    return "".join(f"{player}\t{notation}\n" for player, notation in script)


def script_from_transcript(text: str) -> list[Step]:
    """The scripted steps, read from a transcript's step lines (numbered 1, 2, ...)."""
    script: list[Step] = []
    for line in text.splitlines():
        match = STEP_LINE.match(line)
        if match:
            number, player, notation = match.groups()
            if int(number) != len(script) + 1:
                raise ValueError(f"step {number} out of order in transcript")
            script.append((player, notation))
    return script


@dataclass
class StepRecord:
    """What a transcript shows of one step: events and views per viewer."""

    events: dict[str, list[dict[str, Any]]]
    views: dict[str, dict[str, Any]]


def parse_transcript(text: str) -> list[StepRecord]:
    """The events and view lines of each step (index = step number) of a transcript."""
    records: list[StepRecord] = []
    for line in text.splitlines():
        if line.startswith("== step "):
            records.append(StepRecord({}, {}))
            continue
        event = EVENT_LINE.match(line)
        view = VIEW_LINE.match(line)
        if event:
            viewer, body = event.groups()
            seen = records[-1].events.setdefault(viewer, [])
            if body != "(none)":
                seen.append(json.loads(body))
        elif view:
            viewer, key, body = view.groups()
            records[-1].views.setdefault(viewer, {})[key] = json.loads(body)
    return records


# Regeneration --------------------------------------------------------------------------------

def regenerate(game: Game, rebot: bool = False) -> str:
    """Write the game's script (bot only when missing or ``rebot``) and transcript."""
    GOLDEN_DIR.mkdir(exist_ok=True)
    if rebot or not game.script_path.exists():
        script = bot_script(game)
        game.script_path.write_text(script_text(script), encoding="utf-8")
    else:
        script = read_script(game.script_path)
    text = transcript(game, script)
    game.transcript_path.write_text(text, encoding="utf-8")
    return text


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.support.golden", description=__doc__)
    parser.add_argument("names", nargs="*", metavar="NAME",
                        help="games to regenerate: " + ", ".join(GAMES_BY_NAME) + " (all)")
    parser.add_argument("--rebot", action="store_true",
                        help="let the heuristic bot write new scripts")
    args = parser.parse_args(argv)
    unknown = [name for name in args.names if name not in GAMES_BY_NAME]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}; games: " + ", ".join(GAMES_BY_NAME))
    for name in args.names or list(GAMES_BY_NAME):
        game = GAMES_BY_NAME[name]
        try:
            text = regenerate(game, rebot=args.rebot)
        except ReplayError as error:
            print(error, file=sys.stderr)
            return 1
        print(f"{game.transcript_path}: {text.count(chr(10))} lines, {len(text)} bytes")
    if not args.names:  # the one refresh command renews the golden reports as well
        from tests.support.report_golden import refresh

        return refresh()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
