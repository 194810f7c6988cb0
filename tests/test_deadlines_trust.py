"""Ticks that overlap or die: 8 ``pbem tick`` processes at once, and a tick killed at each
point between playing a missed turn and sending its mails, then run again. Each missed turn is
played once and each mail composed once (a mail in flight at a kill may go twice with its own
Message-ID, as the mail route's; none is composed twice)."""

from __future__ import annotations

from collections import Counter
from email.message import EmailMessage
from pathlib import Path

import pytest

from tests.support.deadlines import AFTER_TURN, START, at, deadline_game, history, replays
from tests.support.killing import pbem_killed, pbem_started
from tests.support.mail import outbox_mails

pytestmark = pytest.mark.slow  # child processes, 8 at a time
REMINDER_TIME = "2026-03-02T21:30:00Z"  # the 12-hour reminder of red's turn is due
KILL_POINTS = {
    "before-save": ("pbem.files.game_file", "save_game", "before"),
    "after-save": ("pbem.publish", "save_and_publish", "after"),
    "before-finish": ("pbem.mail.journal.Journal", "finish", "before"),
    "before-send": ("pbem.mail.journal.Spool", "flush", "before"),
}


def _mailed_game(folder: Path) -> Path:
    game = deadline_game(folder, "turn", "--policy", "stand-in", "--names", "Anna,Bruno",
                         "--emails", "anna@example.org,bruno@example.org")
    setup = at(START, "mail", "setup", game, "--from", "gm@example.org",
               "--smtp-host", "localhost")
    assert setup.exit_code == 0, setup.output
    return game


def _composed(mails: list[EmailMessage]) -> Counter[tuple[str, str]]:
    """Each mail by what it is (a reminder, or a step's report) and to whom; by Message-ID
    once, so that a mail sent twice after a kill counts once."""
    seen = {str(m["Message-ID"]): m for m in mails}
    return Counter((str(m.get("X-Pbem-Reminder") or m.get("X-Pbem-Step")), str(m["To"]))
                   for m in seen.values())


def test_eight_ticks_at_once_remind_once_and_play_once(tmp_path: Path) -> None:
    game = _mailed_game(tmp_path)
    outbox = tmp_path / "outbox"
    for when in (REMINDER_TIME, AFTER_TURN):
        children = [pbem_started(when, "tick", game, "--outbox", outbox) for _ in range(8)]
        for child in children:
            _, stderr = child.communicate(timeout=120)
            assert child.returncode == 0, stderr
    assert [e.get("by") for e in history(game)] == [None, "stand-in"]
    composed = _composed(outbox_mails(outbox))
    assert all(count == 1 for count in composed.values()), composed
    assert [to for (what, to) in composed if what.startswith("tick:reminder")] == [
        "Anna <anna@example.org>"]
    assert sorted(to for (what, to) in composed if what == "1") == [
        "Anna <anna@example.org>", "Bruno <bruno@example.org>"]
    replays(game)


@pytest.mark.parametrize("point", sorted(KILL_POINTS))
def test_a_tick_killed_then_run_again_plays_once_and_mails_once(tmp_path: Path,
                                                                point: str) -> None:
    game = _mailed_game(tmp_path)
    outbox = tmp_path / "outbox"
    killed = pbem_killed(KILL_POINTS[point], AFTER_TURN, "tick", game, "--outbox", outbox)
    assert killed.returncode == -9, killed.stderr  # it died where it was meant to
    again = pbem_killed(None, AFTER_TURN, "tick", game, "--outbox", outbox)
    assert again.returncode == 0, again.stderr
    assert [e.get("by") for e in history(game)] == [None, "stand-in"]
    composed = _composed(outbox_mails(outbox))
    assert sorted(to for (what, to) in composed if what == "1") == [
        "Anna <anna@example.org>", "Bruno <bruno@example.org>"]
    assert all(count == 1 for count in composed.values()), composed
    replays(game)
