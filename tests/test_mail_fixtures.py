"""Every stored message of tests/data/mail/ against its expected verdict and reply
(expected.yaml, worked out by hand), taken in with ``pbem mail ingest`` into a fresh game."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from pbem.mail.journal import mail_folder
from tests.support.mail import (
    ADDRESSES,
    MAIL,
    body,
    fixture,
    ingest,
    mail_game,
    outbox_mails,
    recipient,
)

EXPECTED: dict[str, dict[str, Any]] = yaml.safe_load((MAIL / "expected.yaml").read_text("utf-8"))


def test_there_are_at_least_25_fixtures_and_each_has_its_expectation() -> None:
    """The issue asks for 25 or more; a fixture without an expectation would test nothing."""
    stored = sorted(p.stem for p in MAIL.glob("*.eml"))
    assert len(stored) >= 25
    assert stored == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_fixture_gets_its_verdict_and_reply(name: str, tmp_path: Path) -> None:
    expected = EXPECTED[name]
    game = mail_game(tmp_path / "harbour")
    for earlier in expected.get("after", []):
        assert ingest(game, fixture(earlier), tmp_path / f"out-{earlier}").exit_code == 0
    before = game.read_bytes()
    outbox = tmp_path / "out"
    result = ingest(game, fixture(name), outbox)
    assert result.exit_code == 0, result.output  # refused or not: the reply tells the player
    assert "Traceback" not in result.output
    mails = outbox_mails(outbox)
    if expected["verdict"] == "ignored":
        assert mails == [] and game.read_bytes() == before
        assert not (mail_folder(game) / "journal.json").exists()  # nothing was taken in
        return
    assert _journal(game)[f"<{name}@mail.example.org>"] == expected["verdict"]
    _check_reply(name, mails[0], expected)
    _check_game(game, before, expected)
    reports = [recipient(m) for m in mails[1:]]
    assert sorted(reports) == sorted(ADDRESSES[who] for who in expected.get("reports", []))


def _journal(game: Path) -> dict[str, str]:
    """Message-ID -> the status the journal recorded."""
    data = json.loads((mail_folder(game) / "journal.json").read_text("utf-8"))
    return {r["message-id"]: r["status"] for r in data["messages"].values()}


def _check_reply(name: str, reply: Any, expected: dict[str, Any]) -> None:
    """Threaded to the message, marked automatic, to its sender, with the expected words."""
    sender = "anna@example.org" if name == "wrong-player" else "bruno@example.org"
    assert recipient(reply) == sender
    assert reply["In-Reply-To"] == f"<{name}@mail.example.org>"
    assert f"<{name}@mail.example.org>" in reply["References"]
    assert reply["Auto-Submitted"] == "auto-replied"
    text = body(reply)
    for phrase in expected["reply"]:
        assert phrase in text, f"{phrase!r} not in the reply:\n{text}"
    if "rule" in expected:
        assert expected["rule"] in text
    assert "cedar-chart-cliff-2222" not in text  # a reply never repeats a secret


def _check_game(game: Path, before: bytes, expected: dict[str, Any]) -> None:
    """An applied order made one history entry with exactly its actions; anything else left
    the game file byte-identical."""
    if expected["verdict"] != "applied":
        assert game.read_bytes() == before
        return
    data = yaml.safe_load(game.read_text("utf-8"))
    last = data["history"][-1]
    assert last["kind"] == "order" and last["player"] == "blue"
    assert last["parts"][0]["applied"] == expected["applied"]
