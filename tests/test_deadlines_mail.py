"""The deadlines by mail, end to end, against a real SMTP server on 127.0.0.1 (aiosmtpd): a
reminder reaches only the player the game waits for; the notice of a missed turn (in each
player's report) reaches everybody; a replacement player's first mail holds his new secret,
and no other mail holds it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.support.cli import run
from tests.support.deadlines import AFTER_TURN, START, at, deadline_game
from tests.support.smtp_server import smtp_server

pytestmark = pytest.mark.slow  # a real SMTP server
GM = "gm@example.org"
ANNA, BRUNO, DORA = "anna@example.org", "bruno@example.org", "dora@example.org"


def _plain(message: object) -> str:
    body = message.get_body(("plain",))  # type: ignore[attr-defined]
    return " ".join(body.get_content().split())


def test_reminders_notices_and_a_new_player_by_mail(tmp_path: Path) -> None:
    game = deadline_game(tmp_path, "turn", "--policy", "stand-in", "--names", "Anna,Bruno",
                         "--emails", f"{ANNA},{BRUNO}", secrets=True)
    with smtp_server(tmp_path / "mail") as server:
        assert at(START, "mail", "setup", game, "--from", f"Elasund GM <{GM}>",
                  "--smtp-host", server.host, "--smtp-port", str(server.port),
                  "--security", "none").exit_code == 0
        reminded = run("tick", game, env={"PBEM_NOW": "2026-03-02T21:30:00Z"})
        assert reminded.exit_code == 0, reminded.output
        assert [m["X-Pbem-Reminder"] is not None for m in server.messages(ANNA)] == [True]
        assert server.messages(BRUNO) == []  # red's turn: blue has nothing to do
        missed = run("tick", game, env={"PBEM_NOW": AFTER_TURN})
        assert missed.exit_code == 0, missed.output
        for address in (ANNA, BRUNO):
            notice = server.messages(address)[-1]
            assert "the turn was played by the stand-in" in _plain(notice)
        replaced = at(AFTER_TURN, "seat", "replace", game, "--player", "blue", "--name", "Dora",
                      "--email", DORA)
        assert replaced.exit_code == 0, replaced.output
        found = re.search(r"new secret: (\S+)", replaced.stdout)
        assert found is not None
        secret = found.group(1)
        (first,) = server.messages(DORA)
        assert secret in _plain(first)
        assert any(part.get_filename() == "dl-blue-history.txt"
                   for part in first.iter_attachments())
        others = [m for a in (ANNA, BRUNO) for m in server.messages(a)]
        assert all(secret not in m.as_string() for m in others)
        assert "Dora takes over the seat of blue from Bruno" in _plain(server.messages(ANNA)[-1])
