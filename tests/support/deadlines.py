"""Games with deadlines for the tests of ``pbem tick``, ``pbem deadline`` and ``pbem seat``: a
position for each thing the game can wait for, made into a game by ``pbem new`` at a fixed
time, and ticks at fixed times (``PBEM_NOW``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from typer.testing import Result

from pbem.files.game_file import load_game
from tests.support.cli import made_secrets, run

START = "2026-03-02T09:00:00Z"  # a Monday; Copenhagen is on CET (UTC+1)
DEADLINES = ("--turn-time", "1d", "--decision-time", "6h", "--grace", "1h",
             "--zone", "Europe/Copenhagen", "--reminders", "12h,2h")
TURN_DUE = "2026-03-03T10:00:00+01:00"  # START + 1 day, in the game's zone
DECISION_DUE = "2026-03-02T16:00:00+01:00"  # START + 6 hours
AFTER_TURN = "2026-03-03T10:30:00Z"  # the turn's deadline and its hour of grace are over
AFTER_DECISION = "2026-03-02T16:30:00Z"  # the decision's are

_HANDS = """hands:
  red: {gold: 9, red: 2, blue: 1, green: 0}
  blue: {gold: 6, red: 0, blue: 2, green: 2}
"""
_TURN = """players: [red, blue]
turn: 5
active: red
phase: build
ship: 5
dice: [[2, 2], [3, 3]]
""" + _HANDS
POSITIONS: dict[str, tuple[str, str]] = {
    # thing waited for: (the position, who the game waits for)
    "turn": (_TURN, "red"),
    "ship": ("players: [red, blue]\nturn: 5\nactive: red\nphase: roll\nship: 5\n"
             "dice: [[2, 3], [3, 3]]\n" + _HANDS, "red"),
    "pirate": ("players: [red, blue]\nturn: 5\nactive: red\nphase: roll\nship: 5\n"
               "dice: [[3, 4], [3, 3]]\n" + _HANDS, "red"),
    "discard": (_TURN.replace("phase: build\n", "phase: build\npirate: true\n") +
                "board:\n  - {piece: well, at: B5, owner: blue}\n"
                "pending:\n  - {player: blue, decision: discard, count: 1}\n", "blue"),
    "hut": (_TURN + "board:\n  - {piece: large-hut, at: B8, owner: blue}\n"
            "  - {piece: small-hut, at: D4, owner: red}\n"
            "  - {piece: large-hut, at: E8, owner: red}\n"
            "pending:\n  - {player: blue, decision: hut, piece: small-hut}\n", "blue"),
    "keep-church": (_TURN + "pending:\n  - {player: red, decision: keep-church, "
                    "options: [3, 7]}\n", "red"),
    "pirate-take": (_TURN.replace("phase: build\n", "phase: build\npirate: true\n") +
                    "rules: {pirate_reward: choose}\nloot: [gold, red]\n"
                    "pending:\n  - {player: red, decision: pirate-take, count: 1}\n", "red"),
}
"""Every kind of thing the game can wait for (docs/game-master.md, "Deadlines")."""


def deadline_game(folder: Path, thing: str = "turn", *extra: str, secrets: bool = False,
                  game_id: str = "dl", deadlines: tuple[str, ...] = DEADLINES) -> Path:
    """A game ``game_id`` made at START from the position of ``thing``, with ``deadlines``
    (none: a game without) and ``extra``; open, or with ``secrets`` (those of
    ``made_secrets``)."""
    folder.mkdir(parents=True, exist_ok=True)
    position = folder / f"{thing}-position.yaml"
    position.write_text(POSITIONS[thing][0], "utf-8")
    game = folder / "game.yaml"
    with made_secrets():
        made = run("new", game, "--position", position, *([] if secrets else ["--open"]),
                   "--seed", "deadline-tests-seed", "--id", game_id, *deadlines, *extra,
                   env={"PBEM_NOW": START})
    assert made.exit_code == 0, made.output
    return game


def tick(game: Path, at: str, *extra: str | Path) -> Result:
    """``pbem tick GAME`` at ``at``."""
    return run("tick", game, *extra, env={"PBEM_NOW": at})


def at(when: str, *args: str | Path) -> Result:
    """``pbem ARGS`` at ``when``."""
    return run(*args, env={"PBEM_NOW": when})


def history(game: Path) -> list[dict[str, Any]]:
    """The game's history entries as the file stores them."""
    return [entry.to_data() for entry in load_game(game, whole=True).history]


def replays(game: Path, when: str = AFTER_TURN) -> None:
    """``pbem replay`` and ``pbem verify`` accept the game."""
    for command in ("replay", "verify"):
        result = at(when, command, game)
        assert result.exit_code == 0, result.output
