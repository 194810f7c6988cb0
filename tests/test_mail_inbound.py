"""Reading mail (pbem.mail.inbound) and taking it in (``pbem mail ingest``, ``fetch``,
``resend``): decoding, the loop and flood filters, redelivery, the per-sender limit, the exit
codes a mail system acts on, and the mailboxes (Maildir, mbox, a fake IMAP server)."""

from __future__ import annotations

import imaplib
import json
import mailbox
import socket
from pathlib import Path
from typing import Any

import filelock
import pytest

from pbem.mail import inbound
from pbem.mail.journal import mail_folder
from pbem.mail.transport import MailUnavailable
from tests.support.cli import new_game
from tests.support.mail import body, fixture, ingest, mail_game, outbox_mails, pbem_mail, recipient

# Decoding --------------------------------------------------------------------------------------

def test_unflow_joins_soft_breaks_and_removes_space_stuffing() -> None:
    """RFC 3676: a trailing space continues the line; one leading space is stuffing; the
    signature separator '-- ' stays a line of its own; quoted text stays quoted."""
    text = "# a long \ncomment\n   - gold\n> quoted \n> on\n-- \nBruno"
    assert inbound.unflow(text, delsp=False) == \
        "# a long comment\n  - gold\n> quoted on\n-- \nBruno"
    assert inbound.unflow("{val \nue: 1}", delsp=True) == "{value: 1}"


def test_blocks_keep_line_numbers_and_skip_quotes_and_the_signature() -> None:
    text = "hi\n> ---\n> game: old\n> ...\n---\ngame: new\n...\n-- \n---\ngame: sig\n...\n"
    blocks, problem = inbound.order_blocks(text)
    assert problem is None and len(blocks) == 1
    assert isinstance(blocks[0].text, str)
    assert blocks[0].text.split("\n")[5] == "game: new"  # line 6 of the message is line 6
    assert "old" not in blocks[0].text and "sig" not in blocks[0].text


def test_scissors_from_a_report_delimit_an_order() -> None:
    blocks, _ = inbound.order_blocks("----8<------\ngame: harbour\n---->8------\n")
    assert [b.text.strip() for b in blocks] == ["game: harbour"]


def test_latin1_quoted_printable_is_decoded_to_text() -> None:
    text = inbound.plain_text(inbound.parse_message(fixture("latin1")))
    assert text is not None and "# Grüße aus Köln, Bruno Müller" in text


def test_utf8_bom_and_crlf_are_gone_from_the_text() -> None:
    for name in ("utf8-bom", "crlf"):
        text = inbound.plain_text(inbound.parse_message(fixture(name)))
        assert text is not None and "\ufeff" not in text and "\r" not in text


def test_an_unknown_charset_is_read_as_utf8_without_failing() -> None:
    raw = (b"From: b@example.org\nContent-Type: text/plain; charset=x-nonsense\n\n"
           b"---\nab\xc3\xa7\n...\n")
    text = inbound.plain_text(inbound.parse_message(raw))
    assert text is not None and "abç" in text


def test_an_attachment_name_cannot_carry_a_path_or_control_characters() -> None:
    raw = (b"From: b@example.org\nContent-Type: multipart/mixed; boundary=B\n\n--B\n"
           b"Content-Type: text/yaml\nContent-Disposition: attachment; "
           b"filename=\"../../etc/x\x1b[31m.yaml\"\n\ngame: g\n--B--\n")
    found = inbound.find_order(inbound.parse_message(raw))
    assert found.order is not None and found.order.filename == "x__31m.yaml"  # ESC and [ replaced


def test_a_redelivered_message_has_the_same_key_and_another_message_not() -> None:
    raw = fixture("plain")
    again = b"Received: from relay.example.org; Thu, 3 Dec 2026\n" + raw
    key = inbound.message_key(inbound.parse_message(raw), raw)
    assert inbound.message_key(inbound.parse_message(again), again) == key
    other = raw.replace(b"- gold", b"- end-turn")
    assert inbound.message_key(inbound.parse_message(other), other) != key


@pytest.mark.parametrize(("header", "ignored"), [
    ("Auto-Submitted: auto-generated", True), ("Auto-Submitted: no", False),
    ("Precedence: junk", True), ("Precedence: first-class", False),
    ("X-Autorespond: yes", True), ("List-Id: <l.example.org>", True)])
def test_loop_headers(header: str, ignored: bool) -> None:
    raw = f"From: b@example.org\n{header}\n\nhi\n".encode()
    assert (inbound.ignore_reason(inbound.parse_message(raw)) is not None) == ignored


def test_a_message_without_one_from_address_is_not_answered() -> None:
    raw = b"From: a@example.org, b@example.org\n\nhi\n"
    assert inbound.ignore_reason(inbound.parse_message(raw)) == "no single From: address to answer"


# Taking in -------------------------------------------------------------------------------------

def _journal(game: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((mail_folder(game) / "journal.json").read_text("utf-8"))
    return data


def test_the_same_message_delivered_twice_is_answered_once(tmp_path: Path) -> None:
    game = mail_game(tmp_path / "g")
    assert ingest(game, fixture("plain"), tmp_path / "out").exit_code == 0
    after = game.read_bytes()
    again = ingest(game, b"Received: from relay\n" + fixture("plain"), tmp_path / "out")
    assert again.exit_code == 0 and "taken in before" in again.stdout
    assert game.read_bytes() == after and len(outbox_mails(tmp_path / "out")) == 4


def test_the_from_address_is_recorded_and_a_forger_is_refused_and_audited(tmp_path: Path
                                                                          ) -> None:
    game = mail_game(tmp_path / "g")
    assert ingest(game, fixture("forged-from"), tmp_path / "out").exit_code == 0
    record = next(iter(_journal(game)["messages"].values()))
    assert record["from"] == "bruno@example.org" and record["status"] == "refused"
    audit = [json.loads(line) for line in game.with_name("game.yaml.log").read_text().splitlines()]
    assert audit[-1]["event"] == "authentication refused" and audit[-1]["command"] == "mail"
    assert "amber-anchor-barrel-1111" not in game.with_name("game.yaml.log").read_text()


def _no_order(n: int) -> bytes:
    return (f"From: Bruno <bruno@example.org>\nMessage-ID: <chat-{n}@example.org>\n"
            f"Subject: chat {n}\n\nhello {n}\n").encode()


def test_a_sender_gets_at_most_the_limit_of_answers_per_turn(tmp_path: Path) -> None:
    """--per-sender 2: two answers, then one notice that he has reached the limit, then
    silence; the count is kept in the journal, across runs."""
    game = mail_game(tmp_path / "g")
    outbox = tmp_path / "out"
    for n in range(1, 6):
        assert ingest(game, _no_order(n), outbox, "--per-sender", "2").exit_code == 0
    mails = outbox_mails(outbox)
    assert [m["In-Reply-To"] for m in mails] == [f"<chat-{n}@example.org>" for n in (1, 2, 3)]
    assert "the most pbem answers in one turn" in body(mails[2])
    assert _journal(game)["senders"] == {"1": {"bruno@example.org": 5}}


def test_a_held_lock_exits_75_and_changes_nothing(tmp_path: Path) -> None:
    game = mail_game(tmp_path / "g")
    before = game.read_bytes()
    with filelock.FileLock(str(game) + ".lock"):
        result = ingest(game, fixture("plain"), tmp_path / "out", "--lock-timeout", "0")
    assert result.exit_code == 75 and "another pbem" in result.stderr
    assert game.read_bytes() == before and outbox_mails(tmp_path / "out") == []
    assert ingest(game, fixture("plain"), tmp_path / "out").exit_code == 0  # the retry works


def test_a_game_without_a_sender_address_refuses_before_taking_anything_in(tmp_path: Path
                                                                             ) -> None:
    game = new_game(tmp_path / "g" / "game.yaml", "--players", "red,blue", "--seed", "s",
                    "--force-seed")
    before = game.read_bytes()
    result = ingest(game, fixture("plain"), tmp_path / "out")
    assert result.exit_code == 2 and "pbem mail setup" in result.stderr
    assert game.read_bytes() == before and not mail_folder(game).exists()


def test_no_smtp_server_and_no_outbox_is_a_usage_error_before_anything(tmp_path: Path) -> None:
    game = mail_game(tmp_path / "g")
    before = game.read_bytes()
    result = pbem_mail("ingest", game, stdin=fixture("plain"))
    assert result.exit_code == 2 and "--outbox" in result.stderr
    assert game.read_bytes() == before


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


def test_a_mail_server_that_is_down_exits_75_and_the_retry_sends_everything(tmp_path: Path
                                                                            ) -> None:
    """The order is stored at the first delivery; its mails wait; the mail system's retry is
    recognised and sends them, and the order is applied once."""
    game = mail_game(tmp_path / "g")
    env = {"PBEM_SMTP_HOST": "127.0.0.1", "PBEM_SMTP_PORT": str(_closed_port()),
           "PBEM_SMTP_SECURITY": "none"}
    down = pbem_mail("ingest", game, stdin=fixture("plain"), env=env)
    assert down.exit_code == 75 and "try again later" in down.stderr
    applied = game.read_bytes()
    retry = ingest(game, fixture("plain"), tmp_path / "out")
    assert retry.exit_code == 0 and game.read_bytes() == applied
    mails = outbox_mails(tmp_path / "out")
    assert recipient(mails[0]) == "bruno@example.org" and len(mails) == 4


# Mailboxes -------------------------------------------------------------------------------------

def _maildir(folder: Path, *raws: bytes) -> Path:
    for sub in ("new", "cur", "tmp"):
        (folder / sub).mkdir(parents=True)
    for n, raw in enumerate(raws, start=1):
        (folder / "new" / f"100{n}.M1.mx").write_bytes(raw)
    return folder


def test_fetch_from_a_maildir_takes_in_and_marks_each_new_message(tmp_path: Path) -> None:
    game = mail_game(tmp_path / "g")
    box = _maildir(tmp_path / "Maildir", fixture("plain"), fixture("auto-reply"))
    (box / "cur" / "0999.M1.mx:2,S").write_bytes(fixture("stale-turn"))  # seen: left alone
    result = pbem_mail("fetch", game, "--maildir", box, "--outbox", tmp_path / "out")
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in (box / "cur").iterdir()) == \
        ["0999.M1.mx:2,S", "1001.M1.mx:2,S", "1002.M1.mx:2,S"]
    assert len(outbox_mails(tmp_path / "out")) == 4  # the reply and 3 reports; none to the
    again = pbem_mail("fetch", game, "--maildir", box, "--outbox", tmp_path / "out")  # away
    assert again.exit_code == 0 and "0 new message(s)" in again.stdout


def test_fetch_from_an_mbox_keeps_a_done_list_and_leaves_the_file_alone(tmp_path: Path) -> None:
    game = mail_game(tmp_path / "g")
    path = tmp_path / "inbox.mbox"
    box = mailbox.mbox(str(path))
    for name in ("plain", "no-order"):
        box.add(fixture(name))
    box.close()
    before = path.read_bytes()
    result = pbem_mail("fetch", game, "--mbox", path, "--outbox", tmp_path / "out")
    assert result.exit_code == 0 and "2 new message(s)" in result.stdout, result.output
    assert path.read_bytes() == before and len(outbox_mails(tmp_path / "out")) == 5
    again = pbem_mail("fetch", game, "--mbox", path, "--outbox", tmp_path / "out")
    assert again.exit_code == 0 and "0 new message(s)" in again.stdout


@pytest.mark.parametrize("args", [[], ["--maildir", "m", "--mbox", "f"]])
def test_fetch_needs_exactly_one_mailbox(args: list[str], tmp_path: Path) -> None:
    result = pbem_mail("fetch", mail_game(tmp_path / "g"), *args, "--outbox", tmp_path / "o")
    assert result.exit_code == 2 and "name one mailbox" in result.stderr


class FakeImap:
    """An IMAP server holding messages by UID, recording what a client asked of it."""

    def __init__(self, messages: dict[str, bytes], password: str = "pw") -> None:
        self.messages = messages
        self.password = password
        self.seen: list[str] = []

    def __call__(self, host: str, port: int, timeout: float) -> FakeImap:
        return self

    def login(self, user: str, password: str) -> tuple[str, list[bytes]]:
        if password != self.password:
            raise imaplib.IMAP4.error("AUTHENTICATIONFAILED")
        return "OK", [b"logged in"]

    def select(self, folder: str) -> tuple[str, list[bytes]]:
        return "OK", [str(len(self.messages)).encode()]

    def uid(self, command: str, *args: Any) -> tuple[str, list[Any]]:
        if command == "SEARCH":
            return "OK", [" ".join(u for u in self.messages if u not in self.seen).encode()]
        if command == "FETCH":
            assert args[1] == "(BODY.PEEK[])"  # fetching must not mark it seen
            return "OK", [(b"1 (BODY[] {1}", self.messages[args[0]]), b")"]
        assert (command, args[1:]) == ("STORE", ("+FLAGS", "(\\Seen)"))
        self.seen.append(args[0])
        return "OK", []

    def logout(self) -> tuple[str, list[bytes]]:
        return "BYE", []


def test_fetch_from_imap_marks_a_message_seen_only_after_taking_it_in(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    server = FakeImap({"7": fixture("plain"), "9": fixture("no-order")})
    monkeypatch.setattr(imaplib, "IMAP4_SSL", server)
    game = mail_game(tmp_path / "g")
    args = ("fetch", game, "--imap", "imap.example.org", "--imap-user", "gm", "--outbox",
            tmp_path / "out")
    result = pbem_mail(*args, env={"PBEM_IMAP_PASSWORD": "pw"})
    assert result.exit_code == 0, result.output
    assert server.seen == ["7", "9"] and len(outbox_mails(tmp_path / "out")) == 5
    wrong = pbem_mail(*args, env={"PBEM_IMAP_PASSWORD": "nope"})
    assert wrong.exit_code == 2 and "refused the login" in wrong.stderr


def test_an_imap_server_that_cannot_be_reached_exits_75(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(host: str, port: int, timeout: float) -> None:
        raise ConnectionRefusedError(111, "Connection refused")
    monkeypatch.setattr(imaplib, "IMAP4_SSL", refuse)
    result = pbem_mail("fetch", mail_game(tmp_path / "g"), "--imap", "imap.example.org",
                       "--outbox", tmp_path / "out")
    assert result.exit_code == 75 and "cannot be reached" in result.stderr


# Resend ----------------------------------------------------------------------------------------

def test_resend_sends_a_player_his_latest_report(tmp_path: Path) -> None:
    game = mail_game(tmp_path / "g")
    result = pbem_mail("resend", game, "--player", "green", "--outbox", tmp_path / "out")
    assert result.exit_code == 0, result.output
    [mail] = outbox_mails(tmp_path / "out")
    assert recipient(mail) == "chiara@example.org"
    assert "report for Chiara (green)" in body(mail)
    assert "(nothing sent)" in result.stdout and not result.stdout.startswith("sent")


def test_resend_to_a_colour_that_does_not_play_is_one_line_exit_2(tmp_path: Path) -> None:
    result = pbem_mail("resend", mail_game(tmp_path / "g"), "--player", "yellow", "--outbox",
                       tmp_path / "out")
    assert result.exit_code == 2 and "yellow does not play" in result.stderr
    assert len(result.stderr.splitlines()) == 1


def test_mail_from_the_games_own_address_is_ignored_even_without_loop_headers(tmp_path: Path
                                                                              ) -> None:
    """A reply of ours that came back stripped of Auto-Submitted must not be answered."""
    game = mail_game(tmp_path / "g")
    raw = fixture("plain").replace(b"From: Bruno <bruno@example.org>",
                                   b"From: Elasund GM <GM@example.org>")
    result = ingest(game, raw, tmp_path / "out")
    assert result.exit_code == 0 and "the game's own" in result.stdout
    assert outbox_mails(tmp_path / "out") == []


class PickyTransport:
    """Refuses mail to one address for good (550), or is down for everything."""

    def __init__(self, refuse: str = "", down: bool = False) -> None:
        self.refuse, self.down = refuse, down
        self.sent: list[str] = []

    def send(self, message: Any) -> None:
        from pbem.mail.transport import MailUnavailable, MessageRefused

        if self.down:
            raise MailUnavailable("the SMTP server cannot be reached")
        if recipient(message) == self.refuse:
            raise MessageRefused(f"550 no such user {self.refuse}")
        self.sent.append(recipient(message))


def test_one_refused_address_is_set_aside_and_the_other_mails_go_out(tmp_path: Path) -> None:
    from pbem.mail.ingest import Options, send_waiting, take_in

    game = mail_game(tmp_path / "g")
    take_in(game, fixture("plain"), Options(tmp_path / "reports"), "2026-12-02T15:00:00Z")
    with pytest.raises(MailUnavailable, match="cannot be reached"):
        send_waiting(game, PickyTransport(down=True))
    picky = PickyTransport(refuse="anna@example.org")
    flushed = send_waiting(game, picky)
    assert picky.sent == ["bruno@example.org", "bruno@example.org", "chiara@example.org"]
    assert flushed.sent == 3 and len(flushed.refused) == 1 and "550" in flushed.refused[0]
    aside = mail_folder(game) / "outgoing" / "refused"
    assert len(list(aside.iterdir())) == 1
    assert send_waiting(game, PickyTransport()).sent == 0  # nothing is sent twice


def test_an_attachment_in_a_named_charset_is_decoded_by_it() -> None:
    data = "# Grüße\ngame: harbour\n".encode("latin-1")
    raw = (b"From: b@example.org\nContent-Type: multipart/mixed; boundary=B\n\n--B\n"
           b"Content-Type: text/yaml; charset=iso-8859-1\nContent-Disposition: attachment; "
           b"filename=blue.yaml\nContent-Transfer-Encoding: 8bit\n\n" + data + b"\n--B--\n")
    found = inbound.find_order(inbound.parse_message(raw))
    assert found.order is not None and found.order.text == "# Grüße\ngame: harbour\n"


def test_an_order_over_the_limit_is_not_applied_even_after_a_crash(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """--per-sender 1: the second message holds a good order but is over the limit; a run cut
    short before its journal record was finished must not apply it when run again."""
    from pbem.mail.journal import Journal

    game = mail_game(tmp_path / "g")
    outbox = tmp_path / "out"
    assert ingest(game, _no_order(1), outbox, "--per-sender", "1").exit_code == 0
    before = game.read_bytes()
    with monkeypatch.context() as patch:
        def cut(*args: Any) -> None:
            raise KeyboardInterrupt
        patch.setattr(Journal, "finish", cut)
        assert ingest(game, fixture("plain"), outbox, "--per-sender", "1").exit_code == 130
    again = ingest(game, fixture("plain"), outbox, "--per-sender", "1")
    assert again.exit_code == 0 and "over the limit" in again.stdout
    assert game.read_bytes() == before
    assert _journal(game)["senders"] == {"1": {"bruno@example.org": 2}}  # counted once


def test_an_earlier_mail_copied_below_original_message_does_not_count() -> None:
    """Outlook copies the report unquoted below the reply: its order block is not his."""
    text = ("---\ngame: mine\n...\n\n-----Original Message-----\nFrom: GM\n"
            "----8<----\ngame: report\n---->8----\n")
    blocks, _ = inbound.order_blocks(text)
    assert len(blocks) == 1 and "mine" in str(blocks[0].text)
