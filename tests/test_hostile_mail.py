"""A stranger's mail, and a game master's slip, against the mail route (issue 15: mail).

Every case is a reproduction of the red team's report (F2, F4, F12 and the email class of its
summary: odd headers and charsets, doubled or missing From, floods of parts, broken bytes), run
through ``pbem mail ingest`` or ``pbem mail fetch``. Each asserts the exit code, the line said,
that the game file is byte-identical when the mail must not change it, and that nothing outside
the game's folder was read or written (``tests.support.git_repo.Canary``).
"""

from __future__ import annotations

import base64
import imaplib
import json
import mailbox
from pathlib import Path
from typing import Any

import pytest

from pbem.files.audit_log import audit_path
from pbem.files.game_file import load_game
from tests.support.cli import SECRETS, one_line
from tests.support.forge import with_seats
from tests.support.git_repo import Canary
from tests.support.mail import (
    body,
    fixture,
    ingest,
    mail_game,
    outbox_mails,
    pbem_mail,
    recipient,
)

BLUE = SECRETS["blue"]
PARSER_BUG = "Content-Disposition: charset;bq*0*"
"""A header on which Python's mail package itself fails (IndexError): anybody can send it."""


def order(actions: list[str], *, turn: int = 1, secret: str = BLUE) -> str:
    lines = ["game: harbour", "player: blue", f"turn: {turn}", f"secret: {secret}", "actions:",
             *[f"  - {action}" for action in actions]]
    return "---\n" + "\n".join(lines) + "\n...\n"


def mail(*headers: str, text: str = "hello\n", sender: str = "Bruno <bruno@example.org>",
         message_id: str = "<m@example.org>") -> bytes:
    """A message: the headers given after From (unless one is given), Subject, Message-ID."""
    given = [h for h in headers if h]
    head = [] if any(h.lower().startswith("from:") for h in given) else [f"From: {sender}"]
    head += ["To: Elasund GM <gm@example.org>", f"Message-ID: {message_id}", *given]
    if not any(h.lower().startswith("subject:") for h in given):
        head.append("Subject: my move")
    return ("\r\n".join(head) + "\r\n\r\n" + text.replace("\n", "\r\n")).encode("utf-8",
                                                                               "surrogateescape")


def _take(tmp_path: Path, raw: bytes) -> tuple[Any, Path, bytes, Canary]:
    """Ingest ``raw`` into a fresh game; the result, the game, its bytes before, the canary."""
    canary = Canary(tmp_path)
    game = mail_game(tmp_path / "harbour")
    before = game.read_bytes()
    return ingest(game, raw, tmp_path / "harbour" / "out"), game, before, canary


def _all_mail(game: Path) -> str:
    return "".join(p.read_bytes().decode("utf-8", "replace")
                   for p in sorted((game.parent / "out").glob("*.eml")))


# F2: an encoded CR/LF in a header ------------------------------------------------------------

def test_an_encoded_crlf_in_the_from_name_is_answered_on_one_line(tmp_path: Path) -> None:
    raw = mail("From: =?utf-8?q?Bruno=0D=0ABcc:_eve@evil.example?= <bruno@example.org>")
    result, game, before, canary = _take(tmp_path, raw)
    assert result.exit_code == 0, result.output
    assert "message from bruno@example.org: no order found" in result.stdout
    (reply,) = outbox_mails(game.parent / "out")
    assert recipient(reply) == "bruno@example.org" and len(reply["To"].addresses) == 1
    assert reply["Bcc"] is None and "\nBcc:" not in _all_mail(game)
    assert game.read_bytes() == before
    canary.assert_untouched(game.parent, result.output, repository=False)


def test_an_encoded_crlf_in_the_subject_stays_on_one_line(tmp_path: Path) -> None:
    raw = mail("Subject: =?utf-8?q?my_move=0D=0ABcc:_eve@evil.example?=", text=order(["gold"]))
    result, game, _, _ = _take(tmp_path, raw)
    assert result.exit_code == 0 and "blue's order applied" in result.stdout
    reply = outbox_mails(game.parent / "out")[0]
    assert reply["Subject"] == "Re: my move Bcc: eve@evil.example" and reply["Bcc"] is None


ODD = {  # name: (message, the word of the log line)
    "two From headers": (mail("From: Bruno <bruno@example.org>", "From: eve@evil.example",
                              text=order(["gold"])), "more than one From: header"),
    "two addresses": (mail("From: bruno@example.org, eve@evil.example", text=order(["gold"])),
                      "no single From: address"),
    "no From": (mail("From:", text=order(["gold"])), "no single From: address"),
    "null From": (mail("From: <>", text=order(["gold"])), "no single From: address"),
    "From not an address": (mail("From: Bruno <bruno@@example.org>", text=order(["gold"])),
                            "no single From: address"),
    "unknown charset in a header": (mail("Subject: =?x-unknown?q?caf=E9?="), "no order found"),
    "broken encoded word": (mail("Subject: =?utf-8?b?!!!?="), "no order found"),
    "UTF-7 body": (mail("Content-Type: text/plain; charset=utf-7",
                        text="+AGgAaQ-\n"), "no order found"),
    "unknown body charset": (mail("Content-Type: text/plain; charset=x-nothing",
                                  text="h\xe9\n"), "no order found"),
    "100 KB subject": (mail("Subject: " + "x" * 100_000), "no order found"),
    "5000 references": (mail("References: " + " ".join(f"<{n}@x>" for n in range(5000))),
                        "no order found"),
    "NUL bytes": (mail(text="\0\0---\0\n"), "no order found"),
    "random bytes": (bytes(range(256)) * 40, "ignored"),
    "empty": (b"", "ignored"),
    "parser bug": (mail("Content-Type: multipart/mixed; boundary=B",
                        text=f"--B\n{PARSER_BUG}\n\nx\n--B--\n"), "message ignored: its"),
    "200-deep multipart": (mail("Content-Type: multipart/mixed; boundary=B0", text="".join(
        f"--B{n}\nContent-Type: multipart/mixed; boundary=B{n + 1}\n\n" for n in range(200))
        + "hi\n"), "no order found"),
    "broken base64 attachment": (mail("Content-Type: multipart/mixed; boundary=B", text=(
        "--B\nContent-Type: text/yaml\nContent-Disposition: attachment; filename=o.yaml\n"
        "Content-Transfer-Encoding: base64\n\n!!!not base64!!!\n--B--\n")), "unreadable"),
}


@pytest.mark.parametrize("name", list(ODD))
def test_an_odd_message_is_answered_or_ignored_with_one_line(tmp_path: Path, name: str) -> None:
    raw, word = ODD[name]
    result, game, before, canary = _take(tmp_path, raw)
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    (line,) = [text for text in result.stdout.splitlines() if "mail(s) written" not in text]
    assert word in line
    assert game.read_bytes() == before
    for reply in outbox_mails(game.parent / "out"):
        assert len(str(reply["Subject"])) <= 210 and "\n" not in str(reply["Subject"])
        assert len(str(reply["References"] or "").split()) <= 10
    canary.assert_untouched(game.parent, result.output, repository=False)


def test_a_message_pbem_cannot_read_is_recorded_in_the_audit_log(tmp_path: Path) -> None:
    raw, _ = ODD["parser bug"]
    result, game, _, _ = _take(tmp_path, raw)
    assert result.exit_code == 0
    records = [json.loads(line) for line in audit_path(game).read_text().splitlines()]
    assert records[-1]["event"] == "mail ignored" and "IndexError" in records[-1]["reason"]


def test_an_attachment_name_is_a_name_never_a_path(tmp_path: Path) -> None:
    canary = Canary(tmp_path)
    data = base64.b64encode(order(["gold"]).replace("---\n", "").replace("...\n", "")
                            .encode()).decode()
    raw = mail("Content-Type: multipart/mixed; boundary=B", text=(
        "--B\nContent-Type: text/yaml\nContent-Disposition: attachment; "
        "filename=\"../../elsewhere/canary.txt.yaml\"\nContent-Transfer-Encoding: base64\n\n"
        f"{data}\n--B--\n"))
    game = mail_game(tmp_path / "harbour")
    result = ingest(game, raw, tmp_path / "harbour" / "out")
    assert result.exit_code == 0 and "applied" in result.stdout
    assert "canary.txt.yaml: applied" in body(outbox_mails(game.parent / "out")[0])
    canary.assert_untouched(game.parent, result.output, repository=False)


# fetch never stops at one bad message ---------------------------------------------------------

def _maildir(folder: Path, *raws: bytes) -> Path:
    for sub in ("new", "cur", "tmp"):
        (folder / sub).mkdir(parents=True)
    for n, raw in enumerate(raws, start=1):
        (folder / "new" / f"100{n}.M1.mx").write_bytes(raw)
    return folder


def test_fetch_sets_a_bad_message_aside_and_goes_on(tmp_path: Path) -> None:
    game = mail_game(tmp_path / "g")
    evil = mail("From: =?utf-8?q?Bruno=0D=0ABcc:_eve@evil.example?= <bruno@example.org>",
                message_id="<evil@x>")
    bug = mail("Content-Type: multipart/mixed; boundary=B", message_id="<bug@x>",
               text=f"--B\n{PARSER_BUG}\n\nx\n--B--\n")
    box = _maildir(tmp_path / "Maildir", evil, bug, fixture("plain"))
    result = pbem_mail("fetch", game, "--maildir", box, "--outbox", tmp_path / "out")
    assert result.exit_code == 0, result.output
    assert "3 new message(s)" in result.stdout
    assert "1002.M1.mx: message ignored: its structure or headers cannot be read" in \
        result.stdout
    assert sorted(p.name for p in (box / "cur").iterdir()) == ["1001.M1.mx:2,S",
                                                               "1003.M1.mx:2,S"]
    assert [p.name for p in (box / ".pbem-rejected" / "cur").iterdir()] == ["1002.M1.mx:2,S"]
    assert load_game(game).state.position.turn == 2  # the good order behind them went in
    again = pbem_mail("fetch", game, "--maildir", box, "--outbox", tmp_path / "out")
    assert again.exit_code == 0 and "0 new message(s)" in again.stdout


def test_fetch_from_an_mbox_puts_a_bad_message_on_its_done_list(tmp_path: Path) -> None:
    game = mail_game(tmp_path / "g")
    path = tmp_path / "inbox.mbox"
    box = mailbox.mbox(str(path))
    box.add(mail("Content-Type: multipart/mixed; boundary=B",
                 text=f"--B\n{PARSER_BUG}\n\nx\n--B--\n"))
    box.add(fixture("plain"))
    box.close()
    result = pbem_mail("fetch", game, "--mbox", path, "--outbox", tmp_path / "out")
    assert result.exit_code == 0 and "message 1: message ignored" in result.stdout
    assert load_game(game).state.position.turn == 2
    again = pbem_mail("fetch", game, "--mbox", path, "--outbox", tmp_path / "out")
    assert again.exit_code == 0 and "0 new message(s)" in again.stdout


class FlaggingImap:
    """An IMAP server of two messages that records the flags a client sets."""

    def __init__(self, messages: dict[str, bytes]) -> None:
        self.messages = messages
        self.flags: dict[str, str] = {}

    def __call__(self, host: str, port: int, timeout: float) -> FlaggingImap:
        return self

    def login(self, user: str, password: str) -> tuple[str, list[bytes]]:
        return "OK", [b"logged in"]

    def select(self, folder: str) -> tuple[str, list[bytes]]:
        return "OK", [b"2"]

    def uid(self, command: str, *args: Any) -> tuple[str, list[Any]]:
        if command == "SEARCH":
            return "OK", [" ".join(u for u in self.messages if u not in self.flags).encode()]
        if command == "FETCH":
            return "OK", [(b"1 (BODY[] {1}", self.messages[args[0]]), b")"]
        self.flags[args[0]] = args[2]
        return "OK", []

    def logout(self) -> tuple[str, list[bytes]]:
        return "BYE", []


def test_fetch_from_imap_flags_a_bad_message_and_goes_on(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    bug = mail("Content-Type: multipart/mixed; boundary=B", text=f"--B\n{PARSER_BUG}\n\nx\n--B--\n")
    server = FlaggingImap({"4": bug, "5": fixture("plain")})
    monkeypatch.setattr(imaplib, "IMAP4_SSL", server)
    game = mail_game(tmp_path / "g")
    result = pbem_mail("fetch", game, "--imap", "imap.example.org", "--outbox", tmp_path / "out",
                       env={"PBEM_IMAP_PASSWORD": "pw"})
    assert result.exit_code == 0, result.output
    assert server.flags == {"4": "(\\Seen \\Flagged)", "5": "(\\Seen)"}


# F4: a player's legal actions go to his registered address only -------------------------------

def test_a_stale_order_replayed_by_a_stranger_tells_him_nothing_of_the_hand(tmp_path: Path
                                                                            ) -> None:
    raw = mail(text=order(["gold"], turn=4), sender="Eve <eve@evil.example>")
    result, game, before, _ = _take(tmp_path, raw)
    assert result.exit_code == 0 and "blue's order not-yet" in result.stdout
    (reply,) = outbox_mails(game.parent / "out")
    assert recipient(reply) == "eve@evil.example"
    text = body(reply)
    assert text.startswith("Refused (not yet)") and "legal actions" not in text
    assert "permit" not in text and "wall" not in text
    assert game.read_bytes() == before


def test_a_refused_order_from_elsewhere_is_answered_in_full_to_the_player_only(
        tmp_path: Path) -> None:
    """Blue's own secret, the turn in progress, a permit in the wrong row (P2), sent from
    Eve's address: the reason and the legal squares go to bruno@example.org; Eve hears that
    the permit was refused, no more."""
    raw = mail(text=order(["permit: {value: 0, at: A2}"]), sender="Eve <eve@evil.example>")
    result, game, before, _ = _take(tmp_path, raw)
    assert result.exit_code == 0 and "blue's order refused" in result.stdout
    private, public = outbox_mails(game.parent / "out")
    assert recipient(private) == "bruno@example.org" and recipient(public) == "eve@evil.example"
    assert "P2" in body(private) and "Your legal actions now (turn 1" in body(private)
    said = body(public)
    assert "Refused: permit: {value: 0, at: A2}" in said and "went to the address" in said
    assert "P2" not in said and "legal actions" not in said and "A4" not in said
    assert private["In-Reply-To"] == public["In-Reply-To"] == "<m@example.org>"
    assert game.read_bytes() == before


def test_a_reply_to_address_elsewhere_gets_the_outcome_alone(tmp_path: Path) -> None:
    raw = mail("Reply-To: Eve <eve@evil.example>", text=order(["permit: {value: 0, at: A2}"]))
    result, game, _, _ = _take(tmp_path, raw)
    assert result.exit_code == 0
    private, public = outbox_mails(game.parent / "out")
    assert (recipient(private), recipient(public)) == ("bruno@example.org", "eve@evil.example")
    assert "Your legal actions" not in body(public)


# F12: an address or name with CR/LF never reaches a header -----------------------------------

def _bad_seat(game: Path, email: str = "", name: str = "") -> None:
    """The game master's slip, as 'pbem new' of today let it through: red's email or name."""
    changes = {k: v for k, v in (("email", email), ("name", name)) if v}
    with_seats(game, lambda seats: seats[0].update(changes))


def test_a_registered_address_with_crlf_gets_no_mail_and_blocks_nobody(tmp_path: Path) -> None:
    game = mail_game(tmp_path / "harbour")
    _bad_seat(game, email="anna@example.org\r\nBcc: eve@evil.example")
    result = ingest(game, fixture("plain"), tmp_path / "out")
    assert result.exit_code == 0 and "blue's order applied" in result.stdout
    mails = outbox_mails(tmp_path / "out")
    assert sorted(recipient(m) for m in mails[1:]) == ["bruno@example.org",
                                                       "chiara@example.org"]
    assert all(m["Bcc"] is None for m in mails)
    resent = pbem_mail("resend", game, "--player", "red", "--outbox", tmp_path / "out2")
    assert resent.exit_code == 2
    (line,) = resent.stderr.splitlines()
    assert "red's email in game harbour" in line and "is not one plain address" in line


def test_a_name_with_crlf_is_written_on_one_line(tmp_path: Path) -> None:
    game = mail_game(tmp_path / "harbour")
    _bad_seat(game, name="Anna\r\nBcc: eve@evil.example")
    result = ingest(game, fixture("plain"), tmp_path / "out")
    assert result.exit_code == 0
    to_anna = [m for m in outbox_mails(tmp_path / "out") if recipient(m) == "anna@example.org"]
    assert len(to_anna) == 1 and to_anna[0]["Bcc"] is None
    assert str(to_anna[0]["To"]) == '"Anna Bcc: eve@evil.example" <anna@example.org>'


# Point 6: a failure after the order was saved ------------------------------------------------

def test_a_failure_after_the_save_says_the_order_was_applied_and_how_to_finish(
        tmp_path: Path) -> None:
    """A report cannot be written (a folder stands at its name): the order was saved, so the
    answer is 75 (the mail system delivers again) and the line says so; once mended, the same
    message completes the reports and the replies."""
    game = mail_game(tmp_path / "harbour")
    blocked = tmp_path / "harbour" / "reports" / "step-0001-turn-02" / "blue.txt"
    blocked.mkdir(parents=True)
    first = ingest(game, fixture("plain"), tmp_path / "out")
    assert first.exit_code == 75
    (line,) = first.stderr.splitlines()
    assert "blue's order was applied and saved (history entry 1)" in line
    assert "take the same message in again" in line
    assert outbox_mails(tmp_path / "out") == []
    blocked.rmdir()
    again = ingest(game, fixture("plain"), tmp_path / "out")
    assert again.exit_code == 0, again.output
    mails = outbox_mails(tmp_path / "out")
    assert "interrupted after storing your order" in body(mails[0])
    assert blocked.is_file()
    assert len(load_game(game).history) == 2  # applied once


def test_a_broken_reports_folder_stops_the_order_before_the_save(tmp_path: Path) -> None:
    """A reports folder that is a file (or a link) is found before the order is applied:
    nothing changes, the answer is 75 so the mail system keeps the message, and once mended
    the same message is applied as if it came then."""
    game = mail_game(tmp_path / "harbour")
    before = game.read_bytes()
    blocked = tmp_path / "harbour" / "reports"
    blocked.write_text("not a folder\n")
    first = ingest(game, fixture("plain"), tmp_path / "out")
    assert first.exit_code == 75
    assert one_line(first) == (f"pbem: {blocked}: pbem writes reports here, and this is not a "
                               "folder; nothing was written through it: remove it (pbem makes "
                               "the folder itself)")
    assert game.read_bytes() == before and outbox_mails(tmp_path / "out") == []
    blocked.unlink()
    again = ingest(game, fixture("plain"), tmp_path / "out")
    assert again.exit_code == 0, again.output
    assert (blocked / "step-0001-turn-02" / "blue.txt").is_file()
    assert len(load_game(game).history) == 2

