"""What the clock tells beyond the players: a tick that finds a reminder due or plays a missed
turn queues the webhook notices ``deadline`` and ``missed`` (and ``turn``, whose move it is
now) and the spectators' mails of the new step, through the same journals as the mail route,
each once: a tick run twice, or again after one was cut short, sends nothing twice.

Through the command line with a fixed clock; the webhook is a local HTTP server on 127.0.0.1,
the mails go to an outbox.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pbem.mail.journal import Journal
from tests.support.cli import run
from tests.support.deadlines import AFTER_TURN, START, deadline_game
from tests.support.http_server import HookServer, hook_server
from tests.support.mail import body, outbox_mails

REMINDER_DUE = "2026-03-02T21:30:00Z"  # 12 hours before red's deadline (09:00Z)
SPECTATOR = "eve@example.org"
PEOPLE = ("--names", "Anna,Bruno", "--emails", "anna@example.org,bruno@example.org")


def watched_game(folder: Path) -> Path:
    """A game with deadlines (stand-in), mail, a spectator and a JSON webhook for every event."""
    game = deadline_game(folder, "turn", "--policy", "stand-in", *PEOPLE)
    for args in (("mail", "setup", game, "--from", "GM <gm@example.org>"),
                 ("spectator", "add", game, SPECTATOR),
                 ("notify", "add", game, "--kind", "json", "--url-env", "HOOK",
                  "--events", "turn,deadline,missed,over")):
        result = run(*args, env={"PBEM_NOW": START})
        assert result.exit_code == 0, result.output
    return game


def tick(game: Path, at: str, server: HookServer, outbox: Path) -> int:
    result = run("tick", game, "--outbox", outbox, env={"PBEM_NOW": at, "HOOK": server.url("/h")})
    return result.exit_code


def events(server: HookServer) -> list[tuple[str, str]]:
    return [(b["event"], b["text"]) for b in server.bodies("/h")]


def spectators(outbox: Path) -> list[Any]:
    return [m for m in outbox_mails(outbox) if m["To"] == SPECTATOR]


def test_a_reminder_and_a_missed_turn_are_told_to_the_hooks_and_spectators(
        tmp_path: Path) -> None:
    game = watched_game(tmp_path / "g")
    outbox = tmp_path / "out"
    with hook_server() as server:
        assert tick(game, REMINDER_DUE, server, outbox) == 0
        assert tick(game, REMINDER_DUE, server, outbox) == 0  # again: nothing new
        told = dict(events(server))  # posted in the order of their names
        assert sorted(told) == ["deadline", "turn"]  # red to play: told once, with the reminder
        assert told["deadline"] == ("Elasund dl, turn 5: Anna (red)'s deadline is near: "
                                    "Tue 3 Mar 2026, 10:00 CET.")
        assert spectators(outbox) == []  # a reminder is no step of the game
        assert tick(game, AFTER_TURN, server, outbox) == 0
        assert tick(game, AFTER_TURN, server, outbox) == 0
        later = events(server)[2:]
        assert sorted(later) == [
            ("missed", "Elasund dl: Anna (red) missed turn 5; it was played for them."),
            ("turn", "Elasund dl, turn 6: Bruno (blue) to play.")]
        ids = [b["id"] for b in server.bodies("/h")]
        assert len(set(ids)) == len(ids)
    (mail,) = spectators(outbox)  # the step the stand-in played, once
    assert mail["X-Pbem-Step"] == "1"
    assert "played by the stand-in" in " ".join(body(mail).split())
    assert "YOUR ORDER" not in body(mail) and "Your secret" not in body(mail)


@pytest.mark.parametrize("cut", ["before-queue", "before-finish"])
def test_a_tick_cut_short_tells_each_once_when_run_again(tmp_path: Path, cut: str,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    """The tick fails after the stand-in's turn is saved: before its notices are queued, or
    after, before its journal record is done. The next tick composes what is missing."""
    game = watched_game(tmp_path / "g")
    outbox = tmp_path / "out"
    target = "pbem.deadlines.told._queue" if cut == "before-queue" else \
        "pbem.mail.journal.Journal.finish"
    real_finish = Journal.finish

    def broken(*args: Any, **kwargs: Any) -> None:
        if cut == "before-finish" and args[1].startswith("tick:reminder"):
            real_finish(*args, **kwargs)  # (only the played turn's record is cut short)
            return
        raise OSError(28, "No space left on device")

    with hook_server() as server:
        with monkeypatch.context() as patch:
            patch.setattr(target, broken)
            assert tick(game, AFTER_TURN, server, outbox) != 0
        assert len(Journal.load(game).data["messages"]) >= 1
        assert tick(game, AFTER_TURN, server, outbox) == 0
        assert tick(game, AFTER_TURN, server, outbox) == 0
        told = [e for e, _ in events(server)]
    assert sorted(told) == ["missed", "turn"]  # blue to play, and red missed: once each
    assert len(spectators(outbox)) == 1
    players = [m for m in outbox_mails(outbox) if m["To"] != SPECTATOR]
    assert sorted(str(m["To"]) for m in players) == ["Anna <anna@example.org>",
                                                     "Bruno <bruno@example.org>"]


def test_a_game_without_mail_still_tells_its_hooks(tmp_path: Path) -> None:
    game = deadline_game(tmp_path / "g", "turn", "--policy", "pass")
    assert run("notify", "add", game, "--kind", "json", "--url-env", "HOOK", "--events",
               "missed", env={"PBEM_NOW": START}).exit_code == 0
    with hook_server() as server:
        result = run("tick", game, env={"PBEM_NOW": AFTER_TURN, "HOOK": server.url("/h")})
        assert result.exit_code == 0, result.output
        assert [e for e, _ in events(server)] == ["missed"]


def test_a_late_player_under_wait_is_told_to_the_hooks_once(tmp_path: Path) -> None:
    """Policy ``wait`` plays nothing, but the hooks that want ``missed`` hear that the player
    missed the deadline, once, mentioning them: it is still their move."""
    game = deadline_game(tmp_path / "g", "turn", "--policy", "wait", *PEOPLE)
    assert run("notify", "add", game, "--kind", "json", "--url-env", "HOOK", "--events",
               "missed", env={"PBEM_NOW": START}).exit_code == 0
    with hook_server() as server:
        for _ in range(2):  # the second tick finds the notice given
            result = run("tick", game, env={"PBEM_NOW": AFTER_TURN, "HOOK": server.url("/h")})
            assert result.exit_code == 0, result.output
        (told,) = server.bodies("/h")
    assert told["event"] == "missed" and told["players"] == ["red"]
    assert told["text"] == ("Elasund dl, turn 5: Anna (red) missed the deadline; the game waits "
                            "for them.")


def test_the_game_master_s_changes_reach_the_spectators(tmp_path: Path) -> None:
    """``pbem deadline`` and ``pbem seat`` make steps: each spectator gets its public report."""
    game = watched_game(tmp_path / "g")
    outbox = tmp_path / "out"
    changes = [("deadline", game, "--extend", "12h"),
               ("seat", "resign", game, "--player", "blue")]
    for change in changes:
        result = run(*change, "--outbox", outbox, env={"PBEM_NOW": "2026-03-02T10:00:00Z"})
        assert result.exit_code == 0, result.output
    extended, resigned = sorted(spectators(outbox), key=lambda m: int(m["X-Pbem-Step"]))
    assert "extended the deadline of Anna (red) by 12h" in " ".join(body(extended).split())
    assert "stand-in" in body(resigned) and "Your secret" not in body(resigned)
