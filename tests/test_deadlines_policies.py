"""``pbem tick`` applies the game's missed-turn policy to every kind of thing the game can
wait for (turn, ship up/down, pirate row, pirate payment, hut, church tile, pirate take), with
a fixed clock, through the command line: nothing before the deadline and its grace; then one
history entry saying who acted (``by: deadline`` or ``by: stand-in`` with the bot), which
``replay`` and ``verify`` reproduce; ``wait`` gives one late notice; a second tick does nothing.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pbem.elasund.engine import waiting_for
from pbem.files.game_file import load_game
from tests.support.cli import run
from tests.support.deadlines import (
    AFTER_DECISION,
    AFTER_TURN,
    POSITIONS,
    START,
    deadline_game,
    history,
    replays,
    tick,
)

THINGS = list(POSITIONS)
ON_TURN = {"turn", "ship", "pirate", "keep-church", "pirate-take"}  # the active player's


def _after(thing: str) -> str:
    return AFTER_TURN if thing in ON_TURN else AFTER_DECISION


def _before(thing: str) -> str:
    return "2026-03-03T09:55:00Z" if thing in ON_TURN else "2026-03-02T15:55:00Z"


@pytest.mark.parametrize("thing", THINGS)
@pytest.mark.parametrize("policy", ["pass", "stand-in"])
def test_a_missed_deadline_is_played_once_by_the_policy(tmp_path: Path, thing: str,
                                                         policy: str) -> None:
    game = deadline_game(tmp_path, thing, "--policy", policy)
    player = POSITIONS[thing][1]
    before = game.read_bytes()
    quiet = tick(game, _before(thing))  # within the grace: nothing to play
    assert quiet.exit_code == 0, quiet.output
    assert len(history(game)) == 1
    done = tick(game, _after(thing))
    assert done.exit_code == 0, done.output
    entries = history(game)
    missed = [e for e in entries if e.get("by")]
    assert [e["player"] for e in missed] == [player]
    entry = missed[0]
    assert entry["by"] == ("stand-in" if policy == "stand-in" else "deadline")
    assert entry.get("bot") == ({"name": "heuristic", "version": "1"}
                                if policy == "stand-in" else None)
    assert entry["events"][0]["kind"] == "missed"
    assert entry["events"][0]["public"]["player"] == player
    pos = load_game(game).state.position
    if thing == "turn" or (policy == "pass" and thing in ON_TURN):
        assert pos.turn == 6  # the whole turn was passed
    assert not any(p.player == player and p.decision == thing for p in pos.pending)
    replays(game, _after(thing))
    again = game.read_bytes()
    assert tick(game, _after(thing)).exit_code == 0
    assert game.read_bytes() == again != before  # nothing doubled


@pytest.mark.parametrize("thing", THINGS)
def test_wait_gives_one_late_notice_and_plays_nothing(tmp_path: Path, thing: str) -> None:
    game = deadline_game(tmp_path, thing, "--policy", "wait")
    player = POSITIONS[thing][1]
    pos_before = load_game(game).state.position
    for _ in range(2):
        assert tick(game, _after(thing)).exit_code == 0
    entries = history(game)
    assert [e["kind"] for e in entries] == ["setup", "deadline"]
    assert entries[1]["events"][0]["public"]["what"] == "late"
    assert entries[1]["events"][0]["public"]["players"] == [player]
    after = load_game(game).state.position
    assert player in waiting_for(after)
    assert after == pos_before
    status = run("status", game, env={"PBEM_NOW": _after(thing)}).stdout
    assert f"deadline of {player}: " in status and "late: the game waits (policy wait)" in status
    replays(game, _after(thing))


def test_pass_gives_the_fixed_answers(tmp_path: Path) -> None:
    """pass: the ship goes up, the pirate to the first other row, payment from the kind
    held most (blue: 2 blue, 2 green, 6 gold: gold), the church tile that spares the player's
    buildings, and the turn ends with 2 gold (P1)."""
    answers = {}
    for thing in ("ship", "pirate", "discard", "turn"):
        folder = tmp_path / thing
        folder.mkdir()
        game = deadline_game(folder, thing, "--policy", "pass")
        assert tick(game, _after(thing)).exit_code == 0
        entry = next(e for e in history(game) if e.get("by"))
        answers[thing] = entry["order"]["actions"]
    assert answers["ship"] == ["ship: up", "end-turn"]
    assert answers["pirate"][0] == "pirate: 2"
    assert answers["discard"] == ["discard: [gold]"]
    assert answers["turn"] == ["end-turn"]


def test_a_game_without_deadlines_has_nothing_due(tmp_path: Path) -> None:
    from tests.support.cli import base_game

    game = base_game(tmp_path)
    before = game.read_bytes()
    result = tick(game, AFTER_TURN)
    assert result.exit_code == 0 and "nothing is due" in result.stdout
    assert game.read_bytes() == before


def test_the_created_game_waits_from_its_creation_time(tmp_path: Path) -> None:
    game = deadline_game(tmp_path, "turn")
    clock = load_game(game).state.clock
    assert clock is not None
    assert clock.waits["red"].since == START
    assert clock.deadline("red") == "2026-03-03T10:00:00+01:00"


@pytest.mark.parametrize(("policy", "heading"), [
    ("stand-in", "Order 1 (turn 5) played by the stand-in for red."),
    ("pass", "Order 1 (turn 5) passed for red by the deadline."),
])
def test_the_step_heading_says_who_played(tmp_path: Path, policy: str, heading: str) -> None:
    """A step a deadline played is no order 'from red': its heading names who played it, in
    every reader's report (the event below it says why)."""
    game = deadline_game(tmp_path, "turn", "--policy", policy)
    assert tick(game, AFTER_TURN).exit_code == 0
    (step,) = (tmp_path / "reports").glob("step-0001-*")
    for name in ("public.txt", "red.txt", "blue.txt"):
        text = " ".join((step / name).read_text("utf-8").split())
        assert heading in text and "from red" not in text, name
    assert heading in (step / "blue.html").read_text("utf-8")


def test_a_turn_played_by_the_deadline_is_missed_not_a_reply(tmp_path: Path) -> None:
    """The statistics count it among the player's missed turns, never as an order of theirs
    that took the whole deadline to come."""
    game = deadline_game(tmp_path, "turn", "--policy", "pass")
    assert tick(game, AFTER_TURN).exit_code == 0
    result = run("stats", game, "--format", "json", env={"PBEM_NOW": AFTER_TURN})
    assert result.exit_code == 0, result.output
    red = next(p for p in json.loads(result.stdout)["players"] if p["player"] == "red")
    assert red["missed-turns"] == 1
    assert red["replies"]["orders"] == 0
