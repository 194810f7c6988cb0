"""``pbem tick DIR`` and ``pbem mail fetch --games DIR --tick``: the deadlines of every game below
a folder, through the command line with a fixed clock (``PBEM_NOW``).

The folder holds games in different states: one waiting for a turn (stand-in policy, players
with mail addresses, the folder's ``pbem.toml`` giving the sender), one waiting for a pirate
payment (pass), one without deadlines, one broken file, and one whose lock another pbem holds.
Each game is ticked as ``pbem tick GAME`` would tick it; the broken and the locked one are
named and skipped, and the exit code says whether the game master must look (1) or the next
run mends it (75).
"""

from __future__ import annotations

from pathlib import Path

import filelock

from tests.support.cli import NOW, run
from tests.support.deadlines import (
    AFTER_DECISION,
    AFTER_TURN,
    deadline_game,
    history,
)
from tests.support.league import league_copy, league_folder
from tests.support.mail import outbox_mails, recipient

__all__ = ["league_folder"]  # a fixture, used by name

SETTINGS = '[mail]\nfrom = "Elasund GM <gm@example.org>"\n'
PEOPLE = ("--names", "Anna,Bruno", "--emails", "anna@example.org,bruno@example.org")
REMINDER_DUE = "2026-03-02T21:30:00Z"  # 12 hours before the turn's deadline (09:00Z), and after


def league(root: Path) -> Path:
    """The folder of games in different states (see the module)."""
    root.mkdir()
    (root / "pbem.toml").write_text(SETTINGS, "utf-8")
    deadline_game(root / "timed", "turn", "--policy", "stand-in", *PEOPLE, game_id="timed")
    deadline_game(root / "payment", "discard", game_id="payment")
    deadline_game(root / "untimed", "turn", game_id="untimed", deadlines=())
    deadline_game(root / "busy", "turn", "--policy", "stand-in", *PEOPLE, game_id="busy")
    (root / "broken").mkdir()
    (root / "broken" / "game.yaml").write_text("players: [red\n", "utf-8")
    return root


def tick_dir(root: Path, at: str, *extra: str | Path) -> tuple[int, str, str]:
    result = run("tick", root, *extra, env={"PBEM_NOW": at})
    assert "Traceback" not in result.output
    return result.exit_code, result.stdout, result.stderr


def test_tick_dir_ticks_each_game_and_names_the_broken_and_the_busy(tmp_path: Path) -> None:
    root = league(tmp_path / "league")
    out = tmp_path / "out"
    untimed = (root / "untimed" / "game.yaml").read_bytes()
    with filelock.FileLock(str(root / "busy" / "game.yaml.lock")):
        code, stdout, stderr = tick_dir(root, AFTER_DECISION, "--outbox", out,
                                        "--lock-timeout", "0")
    assert code == 1  # the broken file needs the game master
    assert "payment: blue: played by the rules' fixed answers (pass), history entry 1" in stdout
    assert "broken/game.yaml" in stderr and "another pbem" in stderr
    assert [e.get("by") for e in history(root / "payment" / "game.yaml")] == [None, "deadline"]
    assert len(history(root / "busy" / "game.yaml")) == 1  # not touched while locked
    assert (root / "untimed" / "game.yaml").read_bytes() == untimed
    assert not (root / "untimed" / "game.yaml.mail").exists()  # not even ticked
    assert "2 of 5 game(s) below" in stdout  # the busy one could not be ticked

    (root / "broken" / "game.yaml").unlink()  # the game master mends the folder
    with filelock.FileLock(str(root / "busy" / "game.yaml.lock")):
        code, stdout, _ = tick_dir(root, REMINDER_DUE, "--outbox", out, "--lock-timeout", "0")
    assert code == 75  # only a game that must wait: the next run mends it
    reminders = [m for m in outbox_mails(out) if m["X-Pbem-Reminder"]]
    assert [(m["X-Pbem-Game"], recipient(m)) for m in reminders] == \
        [("timed", "anna@example.org")]  # red is waited for; blue has nothing to do

    code, stdout, stderr = tick_dir(root, REMINDER_DUE, "--outbox", out)
    assert code == 0, stderr
    reminders = [m for m in outbox_mails(out) if m["X-Pbem-Reminder"]]
    assert sorted(m["X-Pbem-Game"] for m in reminders) == ["busy", "timed"]  # each once


def test_one_cron_line_plays_every_missed_turn_once(tmp_path: Path) -> None:
    root = league(tmp_path / "league")
    (root / "broken" / "game.yaml").unlink()
    out = tmp_path / "out"
    code, stdout, stderr = tick_dir(root, AFTER_TURN, "--outbox", out, "--catch-up")
    assert code == 0, stderr
    assert "timed: red: played by the stand-in, history entry 1" in stdout
    assert "busy: red: played by the stand-in, history entry 1" in stdout
    mails = outbox_mails(out)
    timed = sorted(recipient(m) for m in mails if m["X-Pbem-Game"] == "timed")
    assert timed == ["anna@example.org", "bruno@example.org"]  # the step's report to each
    again = tick_dir(root, AFTER_TURN, "--outbox", out)
    assert again[0] == 0 and "played" not in again[1]
    assert len(outbox_mails(out)) == len(mails)  # nothing twice
    for game in ("timed", "busy", "payment"):
        assert run("replay", root / game / "game.yaml").exit_code == 0


def test_a_clock_far_ahead_needs_catch_up_game_by_game(tmp_path: Path) -> None:
    root = league(tmp_path / "league")
    (root / "broken" / "game.yaml").unlink()
    week_later = "2026-03-09T10:00:00Z"
    out = tmp_path / "out"
    code, _, stderr = tick_dir(root, week_later, "--outbox", out)
    assert code == 1 and "days after the game's last entry" in stderr
    assert all(len(history(root / g / "game.yaml")) == 1 for g in ("timed", "busy", "payment"))
    code, _, stderr = tick_dir(root, week_later, "--catch-up", "--outbox", out)
    assert code == 0, stderr
    assert all(len(history(root / g / "game.yaml")) == 2 for g in ("timed", "busy", "payment"))


def test_held_deadlines_need_the_game_master(tmp_path: Path) -> None:
    root = league(tmp_path / "league")
    (root / "broken" / "game.yaml").unlink()
    late = "2026-03-02T20:00:00Z"  # the payment's deadline (15:00Z) and grace passed 4 h ago
    code, _, stderr = tick_dir(root, late)
    assert code == 1
    assert "payment: blue: the deadline" in stderr and "passed while no tick ran" in stderr
    assert len(history(root / "payment" / "game.yaml")) == 1


def test_mail_fetch_games_tick_runs_the_league_in_one_line(tmp_path: Path) -> None:
    root = league(tmp_path / "league")
    (root / "broken" / "game.yaml").unlink()
    maildir = tmp_path / "Maildir"
    for sub in ("new", "cur", "tmp"):
        (maildir / sub).mkdir(parents=True)
    out = tmp_path / "out"
    fetched = run("mail", "fetch", "--games", root, "--maildir", maildir, "--outbox", out,
                  "--tick", env={"PBEM_NOW": AFTER_TURN})
    assert fetched.exit_code == 1, fetched.output  # the payment's deadline passed long ago:
    assert "payment: blue: the deadline" in fetched.stderr  # held back for the game master
    assert "timed: red: played by the stand-in, history entry 1" in fetched.stdout
    assert [e.get("by") for e in history(root / "timed" / "game.yaml")] == [None, "stand-in"]
    sent = len(outbox_mails(out))
    assert sent >= 2
    code, stdout, _ = tick_dir(root, AFTER_TURN, "--outbox", out)
    assert code == 1 and "played" not in stdout  # the same journal: nothing twice
    assert len(outbox_mails(out)) == sent


def test_a_missing_folder_and_reports_with_a_folder_are_refused(tmp_path: Path) -> None:
    missing = run("tick", tmp_path / "nowhere", "--all")
    assert missing.exit_code == 2 and "is not there" in missing.stderr
    root = league(tmp_path / "league")
    both = run("tick", root, "--reports", tmp_path / "r")
    assert both.exit_code == 2 and "--reports goes with one game" in both.stderr


TWENTY_TIMED = {"running-8": ("--policy", "pass"), "decision-discard": ("--policy", "stand-in"),
                "new-duo": ("--policy", "wait")}
"""Games of the folder of 20 given deadlines (a turn, a decision, a new game) by the GM."""


def test_the_folder_of_20_games_each_ticked_right_the_broken_named(league_folder: Path,
                                                                   tmp_path: Path) -> None:
    root = league_copy(league_folder, tmp_path / "league")
    for name, policy in TWENTY_TIMED.items():
        made = run("deadline", root / name / "game.yaml", "--turn-time", "1d",
                   "--decision-time", "6h", *policy, env={"PBEM_NOW": NOW})
        assert made.exit_code == 0, made.output
    games = sorted(root.glob("*/game.yaml"))
    before = {g: g.read_bytes() for g in games}
    out = tmp_path / "out"
    code, stdout, stderr = tick_dir(root, "2026-12-02T21:30:00Z", "--outbox", out)
    assert code == 1  # the broken file needs the game master
    assert f"{root / 'broken' / 'game.yaml'}" in stderr
    assert "decision-discard: " in stdout and "played by the stand-in, history entry" in stdout
    assert f"3 of 20 game(s) below {root}" in stdout
    changed = {g.parent.name for g in games if g.read_bytes() != before[g]}
    assert changed == {"decision-discard"}  # the turns' deadlines are not due yet

    code, stdout, stderr = tick_dir(root, "2026-12-03T15:30:00Z", "--outbox", out)
    assert code == 1 and "broken" in stderr
    assert "running-8: " in stdout and "played by the rules' fixed answers (pass)" in stdout
    assert "new-duo: " in stdout and "is late: the notice is history entry" in stdout
    changed = {g.parent.name for g in games if g.read_bytes() != before[g]}
    assert changed == set(TWENTY_TIMED)  # every other game as it was
    for name in TWENTY_TIMED:
        assert run("replay", root / name / "game.yaml").exit_code == 0
