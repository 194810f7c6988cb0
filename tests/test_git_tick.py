"""The git route of the deadlines: ``pbem git tick`` plays a missed turn by the game's policy
in a game repository, one signed commit with the game file and the step's reports, which the
next ``pbem git process`` accepts as pbem's own; the generated workflow runs it on a schedule
(its checks with actionlint are in tests/test_git_workflow.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from tests.support.cli import made_secrets, run
from tests.support.git_repo import GAME_KEY, SEED, git, isolated_git, log_subjects, pbem

__all__ = ["isolated_git"]  # a fixture, used by name
START = "2026-03-02T09:00:00Z"


@pytest.fixture
def ticking(isolated_git: None, tmp_path: Path) -> Path:
    root = tmp_path / "harbour"
    with made_secrets():
        made = run("git", "init", root, "--players", "red,blue", "--seed", SEED, "--force-seed",
                   "--id", "harbour", "--turn-time", "1d", "--policy", "stand-in",
                   env={"PBEM_GAME_KEY": GAME_KEY, "PBEM_NOW": START})
    assert made.exit_code == 0, made.output
    return root


def _tick(root: Path, when: str, *extra: str) -> object:
    return run("git", "tick", root, *extra, env={"PBEM_GAME_KEY": GAME_KEY, "PBEM_NOW": when})


def test_a_missed_turn_is_one_signed_commit_the_next_run_accepts(ticking: Path) -> None:
    quiet = _tick(ticking, "2026-03-02T20:00:00Z")
    assert quiet.exit_code == 0 and "nothing is due" in quiet.stdout  # type: ignore[attr-defined]
    done = _tick(ticking, "2026-03-03T09:10:00Z")
    assert done.exit_code == 0, done.output  # type: ignore[attr-defined]
    subjects = log_subjects(ticking)
    assert re.fullmatch(r"pbem: turn 1: deadline: (red|blue) played by the stand-in \(.+\)",
                        subjects[-1]), subjects[-1]
    assert git(ticking, "status", "--porcelain") == ""
    assert pbem("git", "process", ticking).exit_code == 0  # pbem's own commit: accepted
    public = next(iter(sorted((ticking / "reports").glob("step-0001-*"))))
    assert "played by the stand-in" in " ".join((public / "public.txt").read_text().split())


def test_the_workflow_runs_the_tick_on_a_schedule(ticking: Path) -> None:
    workflow = yaml.safe_load((ticking / ".github" / "workflows" / "pbem.yml").read_text())
    triggers = workflow[True]  # YAML 1.1 reads the key 'on' as true
    assert triggers["schedule"] == [{"cron": "*/30 * * * *"}]
    script = next(s["run"] for s in workflow["jobs"]["process"]["steps"]
                  if s.get("name") == "Process the pending orders")
    assert "pbem git tick ." in script.splitlines()


def test_a_hand_edited_deadline_stops_the_tick(ticking: Path) -> None:
    text = (ticking / "game.yaml").read_text()
    edited = text.replace("turn: 1d", "turn: 9d", 1)
    assert edited != text
    (ticking / "game.yaml").write_text(edited)
    git(ticking, "commit", "-qam", "innocent", author="red")
    refused = _tick(ticking, "2026-03-03T09:10:00Z")
    assert refused.exit_code == 2  # type: ignore[attr-defined]


def test_the_players_readme_tells_the_deadlines(ticking: Path, tmp_path: Path) -> None:
    readme = " ".join((ticking / "README.md").read_text("utf-8").split())
    assert "## Deadlines The deadlines are set: 1d for a turn" in readme
    assert "a missed turn is played by the stand-in" in readme
    assert "it plays the missed turn or decision by that policy" in readme
    with made_secrets():
        plain = run("git", "init", tmp_path / "plain", "--players", "red,blue",
                    env={"PBEM_GAME_KEY": GAME_KEY, "PBEM_NOW": START})
    assert plain.exit_code == 0, plain.output
    assert "Deadlines" not in (tmp_path / "plain" / "README.md").read_text("utf-8")
