"""Reminders for a game kept in git: its workflow plays the missed turns (``pbem git tick``,
signed commits) but keeps no journal between runs, so it sends no reminder. ``pbem tick GAME``
on a clone would play a turn outside the signed history and fork the game: it is refused.
``pbem tick GAME --reminders-only`` on the game master's clone sends the reminders due (the
mail settings from the environment, since the sealed game file is the workflow's to write),
each once, plays nothing and changes no file git tracks."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.cli import made_secrets, run
from tests.support.git_repo import GAME_KEY, SEED, git, isolated_git
from tests.support.mail import outbox_mails, recipient

__all__ = ["isolated_git"]  # a fixture, used by name
START = "2026-03-02T09:00:00Z"
REMINDER_DUE = "2026-03-03T07:30:00Z"  # 2 h before red's deadline, 2026-03-03T09:00Z
AFTER = "2026-03-03T09:30:00Z"  # the deadline has passed
MAIL = {"PBEM_SMTP_FROM": "GM <gm@example.org>"}


@pytest.fixture
def clone(isolated_git: None, tmp_path: Path) -> Path:
    """A git game of red and blue with deadlines and mail addresses (as made, a clone)."""
    root = tmp_path / "harbour"
    with made_secrets():
        made = run("git", "init", root, "--players", "red,blue", "--emails",
                   "anna@example.org,bruno@example.org", "--seed", SEED, "--force-seed",
                   "--id", "harbour", "--turn-time", "1d",
                   "--policy", "stand-in", env={"PBEM_GAME_KEY": GAME_KEY, "PBEM_NOW": START})
    assert made.exit_code == 0, made.output
    return root


def tick(root: Path, when: str, *extra: str | Path) -> object:
    return run("tick", root / "game.yaml", *extra,
               env={"PBEM_GAME_KEY": GAME_KEY, "PBEM_NOW": when, **MAIL})


def test_a_clone_is_not_ticked_but_reminded(clone: Path, tmp_path: Path) -> None:
    game = clone / "game.yaml"
    before = game.read_bytes()
    refused = tick(clone, AFTER)
    assert refused.exit_code == 2  # type: ignore[attr-defined]
    assert "its workflow plays the missed turns" in refused.stderr  # type: ignore[attr-defined]
    assert game.read_bytes() == before and not (clone / "reports" / "step-0001-turn-02").exists()

    out = tmp_path / "out"
    for _ in range(2):  # twice: the clone's journal sends it once
        reminded = tick(clone, REMINDER_DUE, "--reminders-only", "--outbox", out)
        assert reminded.exit_code == 0, reminded.output  # type: ignore[attr-defined]
    (mail,) = outbox_mails(out)
    assert recipient(mail) == "anna@example.org" and mail["X-Pbem-Reminder"]
    late = tick(clone, AFTER, "--reminders-only", "--outbox", out)
    assert late.exit_code == 0 and "played" not in late.stdout  # type: ignore[attr-defined]
    assert game.read_bytes() == before
    assert git(clone, "status", "--porcelain") == ""  # its journal is ignored, nothing changed


def test_reminders_only_is_for_one_game(tmp_path: Path) -> None:
    result = run("tick", tmp_path, "--all", "--reminders-only")
    assert result.exit_code == 2 and "goes with one game" in result.stderr


def test_a_folder_tick_names_a_git_clone_and_plays_nothing(clone: Path, tmp_path: Path) -> None:
    before = (clone / "game.yaml").read_bytes()
    result = run("tick", tmp_path, env={"PBEM_GAME_KEY": GAME_KEY, "PBEM_NOW": AFTER, **MAIL})
    assert result.exit_code == 1  # the game master must look: the clone is no league game
    assert "harbour/game.yaml" in result.stderr and "is kept in git" in result.stderr
    assert (clone / "game.yaml").read_bytes() == before
