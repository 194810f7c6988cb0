"""The game's clock through the command line, at fixed times: reminders due, not due and
already sent, only to the players the game waits for; deadlines across the changes of summer
time in the game's zone; the guards (a clock far ahead or behind is refused, deadlines that
passed while no tick ran are held back until --catch-up); pbem deadline's changes, each an
event every player sees; and a bad option refused in one line, changing nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from pbem.deadlines.times import due
from pbem.files.game_file import load_game
from tests.support.cli import one_line
from tests.support.deadlines import (
    AFTER_TURN,
    START,
    at,
    deadline_game,
    history,
    replays,
    tick,
)
from tests.support.mail import outbox_mails


def _mail_game(folder: Path, thing: str = "turn", *extra: str) -> Path:
    game = deadline_game(folder, thing, *extra)
    setup = at(START, "mail", "setup", game, "--from", "gm@example.org",
               "--smtp-host", "localhost")
    assert setup.exit_code == 0, setup.output
    return game


def _emails(game: Path) -> None:
    """Give the seats mail addresses (a seat replaced with the same name and an email)."""
    for colour, name in (("red", "Anna"), ("blue", "Bruno")):
        result = at(START, "seat", "replace", game, "--player", colour, "--name", name,
                    "--email", f"{name.lower()}@example.org", "--outbox", game.parent / "x")
        assert result.exit_code == 0, result.output


def test_reminders_are_due_not_due_and_sent_once(tmp_path: Path) -> None:
    game = _mail_game(tmp_path)
    _emails(game)
    outbox = tmp_path / "outbox"
    # the turn's deadline is 2026-03-03T09:00Z; reminders 12h and 2h before
    early = tick(game, "2026-03-02T20:00:00Z", "--outbox", outbox)
    assert early.exit_code == 0 and "nothing is due" in early.stdout
    assert outbox_mails(outbox) == []
    for _ in range(2):  # the 12-hour reminder, once
        assert tick(game, "2026-03-02T21:30:00Z", "--outbox", outbox).exit_code == 0
    first = outbox_mails(outbox)
    assert [m["To"] for m in first] == ["Anna <anna@example.org>"]  # red alone is waited for
    assert "your deadline is in 11 hours" in first[0]["Subject"]
    assert "Tue 3 Mar 2026, 10:00 CET" in first[0].get_content()
    assert tick(game, "2026-03-03T07:10:00Z", "--outbox", outbox).exit_code == 0
    second = outbox_mails(outbox)[1:]
    assert len(second) == 1 and "in 1 hour" in second[0]["Subject"]
    assert tick(game, "2026-03-03T07:20:00Z", "--outbox", outbox).exit_code == 0
    assert len(outbox_mails(outbox)) == 2  # already sent


def test_reminders_go_only_to_the_player_asked_for_a_decision(tmp_path: Path) -> None:
    game = _mail_game(tmp_path, "discard")
    _emails(game)
    outbox = tmp_path / "outbox"
    assert tick(game, "2026-03-02T13:30:00Z", "--outbox", outbox).exit_code == 0
    mails = outbox_mails(outbox)
    assert [m["To"] for m in mails] == ["Bruno <bruno@example.org>"]  # not red, whose turn it is
    assert "give up cards to the pirate" in mails[0].get_content()


def test_a_missed_turn_mails_every_player_the_notice(tmp_path: Path) -> None:
    game = _mail_game(tmp_path, "turn", "--policy", "stand-in")
    _emails(game)
    outbox = tmp_path / "outbox"
    assert tick(game, AFTER_TURN, "--outbox", outbox).exit_code == 0
    mails = [m for m in outbox_mails(outbox) if "X-Pbem-Step" in m]
    assert sorted(m["To"] for m in mails) == ["Anna <anna@example.org>",
                                              "Bruno <bruno@example.org>"]
    for mail in mails:
        text = " ".join(mail.get_body(("plain",)).get_content().split())  # type: ignore[union-attr]
        assert "the turn was played by the stand-in" in text


@pytest.mark.parametrize(("start", "duration", "expected"), [
    ("2026-03-28T17:00:00Z", "1d", "2026-03-29T18:00:00+02:00"),  # summer time begins
    ("2026-03-28T17:00:00Z", "24h", "2026-03-29T19:00:00+02:00"),
    ("2026-10-24T16:00:00Z", "1d", "2026-10-25T18:00:00+01:00"),  # summer time ends
    ("2026-10-24T16:00:00Z", "24h", "2026-10-25T17:00:00+01:00"),
    ("2026-03-29T00:30:00Z", "1h", "2026-03-29T03:30:00+02:00"),  # across the hour skipped
])
def test_deadlines_across_summer_time(start: str, duration: str, expected: str) -> None:
    assert due(start, duration, "Europe/Copenhagen") == expected


def test_a_deadline_on_a_day_not_allowed_moves_to_the_next_allowed_day() -> None:
    # Friday 10:00 plus 1 day is Saturday: with mon-fri, Monday 10:00 (summer time since Sunday)
    assert due("2026-03-27T09:00:00Z", "1d", "Europe/Copenhagen",
               ("mon", "tue", "wed", "thu", "fri")) == "2026-03-30T10:00:00+02:00"


def test_status_shows_the_deadline_in_the_zone_across_summer_time(tmp_path: Path) -> None:
    game = deadline_game(tmp_path, "turn")
    assert at(START, "deadline", game, "--set", "2026-03-29T12:00").exit_code == 0
    shown = at("2026-03-28T12:00:00Z", "status", game)
    assert "deadline of red: Sun 29 Mar 2026, 12:00 CEST (in 22 hours)" in shown.stdout
    assert load_game(game).state.clock.deadline("red") == "2026-03-29T12:00:00+02:00"  # type: ignore[union-attr]


def test_deadlines_passed_while_no_tick_ran_are_held_until_catch_up(tmp_path: Path) -> None:
    game = deadline_game(tmp_path, "turn")
    before = game.read_bytes()
    late = "2026-03-03T14:00:00Z"  # the deadline and its grace ended 4 hours ago
    held = tick(game, late)
    assert held.exit_code == 1
    assert "passed while no tick ran" in one_line(held)
    assert game.read_bytes() == before
    status = at(late, "status", game).stdout
    assert "deadline of red: Tue 3 Mar 2026, 10:00 CET (5 hours ago); held back" in status
    caught = tick(game, late, "--catch-up")
    assert caught.exit_code == 0, caught.output
    assert [e.get("by") for e in history(game)] == [None, "deadline"]


@pytest.mark.parametrize(("when", "word"), [("2026-03-20T09:00:00Z", "days after"),
                                            ("2026-03-01T09:00:00Z", "before")])
def test_a_clock_far_ahead_or_behind_is_refused(tmp_path: Path, when: str, word: str) -> None:
    game = deadline_game(tmp_path, "turn")
    before = game.read_bytes()
    refused = tick(game, when)
    assert refused.exit_code == 2
    assert word in one_line(refused)
    assert game.read_bytes() == before


def test_deadline_changes_are_events_every_player_sees(tmp_path: Path) -> None:
    game = deadline_game(tmp_path, "turn")
    steps = [("--extend", "12h"), ("--pause",), ("--resume",),
             ("--set", "2026-03-05T18:00"), ("--policy", "stand-in")]
    moments = ["2026-03-02T10:00:00Z", "2026-03-02T11:00:00Z", "2026-03-02T13:00:00Z",
               "2026-03-02T14:00:00Z", "2026-03-02T15:00:00Z"]
    for step, when in zip(steps, moments, strict=True):
        result = at(when, "deadline", game, *step)
        assert result.exit_code == 0, result.output
    clock = load_game(game).state.clock
    assert clock is not None and clock.settings.policy == "stand-in"
    assert clock.deadline("red") == "2026-03-05T18:00:00+01:00"
    kinds = [e["events"][0]["public"]["what"] for e in history(game)[1:]]
    assert kinds == ["extend", "pause", "resume", "set", "settings"]
    public = (tmp_path / "reports").glob("step-0002-*/public.txt")
    assert "The game master paused the deadlines." in next(public).read_text("utf-8")
    log = at(moments[-1], "log", game, "--player", "blue").stdout
    assert "extended the deadline of red by 12h, to Tue 3 Mar 2026, 22:00 CET" in log
    replays(game, moments[-1])


def test_pause_stops_the_clock_and_resume_moves_deadlines_by_the_pause(tmp_path: Path) -> None:
    game = deadline_game(tmp_path, "turn")
    assert at("2026-03-02T10:00:00Z", "deadline", game, "--pause").exit_code == 0
    assert tick(game, AFTER_TURN).exit_code == 0  # paused: nothing is due
    assert len(history(game)) == 2
    assert at("2026-03-03T10:00:00Z", "deadline", game, "--resume").exit_code == 0
    assert load_game(game).state.clock.deadline("red") == "2026-03-04T10:00:00+01:00"  # type: ignore[union-attr]


@pytest.mark.parametrize(("args", "words"), [
    (("--extend", "soon"), "give a duration"),
    (("--set", "tomorrow"), "give a time"),
    (("--resume",), "not paused"),
    (("--zone", "Mars/Olympus"), "not an IANA time zone"),
    (("--policy", "coin"), "--policy is one of"),
    (("--extend", "1h", "--player", "blue"), "does not wait for 'blue'"),
    (("--pause", "--resume"), "one change at a time"),
])
def test_a_bad_deadline_change_is_refused_in_one_line(tmp_path: Path, args: tuple[str, ...],
                                                      words: str) -> None:
    game = deadline_game(tmp_path, "turn")
    before = game.read_bytes()
    result = at(START, "deadline", game, *args)
    assert result.exit_code == 2
    assert words in one_line(result)
    assert game.read_bytes() == before


def test_new_refuses_a_bad_deadline_option_in_one_line(tmp_path: Path) -> None:
    result = at(START, "new", tmp_path / "g" / "game.yaml", "--players", "red,blue",
                "--turn-time", "forever")
    assert result.exit_code == 2 and "--turn-time 'forever'" in one_line(result)
    assert not (tmp_path / "g").exists()


@pytest.mark.parametrize("command", [
    ("tick", "{game}"), ("tick", "{folder}"), ("deadline", "{game}", "--extend", "1h"),
    ("deadline", "{game}"), ("seat", "resign", "{game}", "--player", "red"),
    ("status", "{game}"), ("status", "{folder}"),
    ("mail", "fetch", "{game}", "--maildir", "{folder}/box", "--tick"),
    ("mail", "fetch", "--games", "{folder}", "--maildir", "{folder}/box", "--tick"),
])
def test_a_clock_that_is_no_time_is_refused_before_anything(tmp_path: Path,
                                                            command: tuple[str, ...]) -> None:
    """A PBEM_NOW set by mistake ('yesterday') is a usage error in one line, never an internal
    error half-way, and changes nothing."""
    game = deadline_game(tmp_path / "league" / "dl", "turn")
    for sub in ("new", "cur", "tmp"):
        (tmp_path / "league" / "box" / sub).mkdir(parents=True)
    before = game.read_bytes()
    args = [a.format(game=game, folder=tmp_path / "league") for a in command]
    result = at("yesterday", *args)
    assert result.exit_code == 2, result.output
    assert "PBEM_NOW 'yesterday': give a time with its offset" in one_line(result)
    assert game.read_bytes() == before
