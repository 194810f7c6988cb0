"""A game by email, end to end, against a real SMTP server on 127.0.0.1 (aiosmtpd, a free port)
that files every message into its recipient's Maildir.

The players' order mails go through the server to the game master's address, so they land in
his Maildir; ``pbem mail fetch GAME --maildir GM`` takes them in and sends the replies and the
reports through the same server; then every player's Maildir is parsed back and checked.

The game is the command-line tests' base position (tests/data/bad/base-position.yaml): red
(Anna) to play turn 5, phase 2, the dice set to 2+2 for blue's roll of turn 6. Worked out by hand:

1. Anna: a tavern at B11 -> refused, B8 (it would cover blue's hall at C10-D12, a larger
   building); nothing recorded, so no report. Her reply lists her legal actions: a shop at B2.
2. Anna: a shop at B2 -> accepted; the order's last action ends her turn (docs/orders.md), blue
   rolls for turn 6 at once. Both get their report of history entry 1: Bruno's says it is his
   move, Anna's that it is not.
3. Bruno: an order with a wrong secret -> refused (secret); his reply tells nothing of his hand.
4. Bruno: an order for turn 5 -> stale (turn 6 is in progress): the turn to write for, and no
   legal actions (an old signed order anyone may replay; issue 15, F4).
"""

from __future__ import annotations

import email
import mailbox
import re
import shutil
import smtplib
import subprocess
import sys
from email import policy
from email.message import EmailMessage
from email.utils import make_msgid
from pathlib import Path

import pytest

from pbem.files.game_file import load_game
from pbem.report.inputs import render_report
from tests.support.cli import SECRETS, order_text, run
from tests.support.mail import ANNA, BRUNO, SHOP, TAVERN, base_mail_game, body, html_attachment
from tests.support.smtp_server import SmtpServer, free_port, smtp_server

pytestmark = pytest.mark.slow  # a real SMTP server and pbem processes, end to end

GM_ADDRESS = "gm@example.org"


def send_order(server: SmtpServer, sender: str, text: str) -> str:
    """Mail an order to the game master through the server, as a player would; its Message-ID."""
    message = EmailMessage()
    message["From"], message["To"] = sender, f"Elasund GM <{GM_ADDRESS}>"
    message["Subject"] = "my order"
    message["Message-ID"] = make_msgid("order", domain="example.org")
    message.set_content(f"Here is my order.\n\n---\n{text}...\n\nCheers\n")
    with smtplib.SMTP(server.host, server.port, timeout=10) as connection:
        connection.send_message(message)
    return str(message["Message-ID"])


def fetch(game: Path, server: SmtpServer) -> None:
    result = run("mail", "fetch", game, "--maildir", server.maildir(GM_ADDRESS))
    assert result.exit_code == 0, result.output


def split(messages: list[EmailMessage]) -> tuple[dict[str, EmailMessage], list[EmailMessage]]:
    """A mailbox as the replies (by the Message-ID they answer) and the report mails."""
    replies = {str(m["In-Reply-To"]): m for m in messages if m["Auto-Submitted"] == "auto-replied"}
    reports = [m for m in messages if m["Auto-Submitted"] == "auto-generated"]
    assert len(replies) + len(reports) == len(messages)
    return replies, reports


def test_orders_by_mail_get_replies_and_reports(tmp_path: Path) -> None:
    game = base_mail_game(tmp_path)
    with smtp_server(tmp_path / "mail") as server:
        assert run("mail", "setup", game, "--from", f"Elasund GM <{GM_ADDRESS}>",
                   "--smtp-host", server.host, "--smtp-port", str(server.port),
                   "--security", "none").exit_code == 0
        for colour in ("red", "blue"):  # the first reports, each with its reader's secret
            assert run("mail", "resend", game, "--player", colour).exit_code == 0
        sent = {}
        for name, sender, text in [
            ("tavern", f"Anna <{ANNA}>", order_text("red", 5, [TAVERN])),
            ("shop", f"Anna <{ANNA}>", order_text("red", 5, [SHOP])),
            ("forged", f"Bruno <{BRUNO}>",
             order_text("blue", 6, ["gold"], secret="wrong-wrong-wrong-0000")),
            ("stale", f"Bruno <{BRUNO}>", order_text("blue", 5, ["gold"])),
        ]:
            sent[name] = send_order(server, sender, text)
            fetch(game, server)  # one at a time: the verdicts depend on the order
        fetch(game, server)  # nothing new: taken-in mails are not taken in again
        anna_replies, anna_reports = split(server.messages(ANNA))
        bruno_replies, bruno_reports = split(server.messages(BRUNO))

    final = load_game(game)
    assert len(final.history) == 2  # the set-up and the shop

    assert sorted(anna_replies) == sorted([sent["tavern"], sent["shop"]])
    assert sorted(bruno_replies) == sorted([sent["forged"], sent["stale"]])
    for reply in [*anna_replies.values(), *bruno_replies.values()]:
        assert reply["References"] == reply["In-Reply-To"]
        assert reply["Subject"] == "Re: my order"
        assert reply["From"] == f"Elasund GM <{GM_ADDRESS}>"

    tavern = body(anna_replies[sent["tavern"]])
    assert tavern.startswith("Refused: nothing of this order was applied.")
    assert "rule B8: a tavern cannot build over the larger hall" in tavern
    shops = [line.split() for line in tavern.splitlines() if "build shop, at:" in line]
    assert any("B2" in words for words in shops)
    shop = body(anna_replies[sent["shop"]])
    assert shop.startswith("Accepted.") and f"Applied, in order:\n  - {SHOP}" in shop

    forged = body(bruno_replies[sent["forged"]])
    assert forged.startswith("Refused:") and "secret or signature is missing or wrong" in forged
    assert "legal actions" not in forged
    stale = body(bruno_replies[sent["stale"]])
    assert stale.startswith("Refused (stale):") and "write an order for turn 6" in stale
    assert "legal actions" not in stale

    # the first report (resent), then one after the shop: his own report of history entry 1
    assert [m["Subject"] for m in anna_reports] == ["Game corpus, turn 5: your move",
                                                    "Game corpus, turn 6: not your move"]
    assert [m["Subject"] for m in bruno_reports] == ["Game corpus, turn 5: not your move",
                                                     "Game corpus, turn 6: your move"]
    for (first, report), colour in ((anna_reports, "red"), (bruno_reports, "blue")):
        written = tmp_path / "reports" / "step-0000-turn-05" / f"{colour}.txt"
        assert body(first) == written.read_text(encoding="utf-8")
        assert SECRETS[colour] in body(first)
        assert body(report) == render_report(final, 1, colour)
        assert html_attachment(report)[1] == render_report(final, 1, colour, fmt="html")

    # nobody's mail holds another's secret, or the colour of the card another drew as income
    anna_text, bruno_text = decoded(server.messages(ANNA)), decoded(server.messages(BRUNO))
    assert SECRETS["blue"] not in anna_text and SECRETS["red"] not in bruno_text
    for own, other, label in ((anna_text, bruno_text, r"Anna \(red\)"),
                              (bruno_text, anna_text, r"Bruno \(blue\)")):
        drawn = re.search(label + r" drew 1 influence card as income: \w+\.", own)
        assert drawn is not None  # his own report names the card's colour ...
        assert drawn.group(0) not in other  # ... the other's does not
    # the hands of turn 6: the base position's cards and the one drawn as income (green for
    # Anna, red for Bruno, as their own reports say): each only in its owner's mailbox
    anna_hand, bruno_hand = "cards: 2 red, 1 blue, 1 green.", "cards: 1 red, 2 blue, 2 green."
    assert anna_hand in anna_text and anna_hand not in bruno_text
    assert bruno_hand in bruno_text and bruno_hand not in anna_text
    # the run's time is fixed (PBEM_NOW): every mail is dated with it
    assert {m["Date"] for m in server.messages(ANNA)} == {"Wed, 02 Dec 2026 15:00:00 +0000"}


def decoded(messages: list[EmailMessage]) -> str:
    """Every text part of the messages, decoded (a secret could hide in quoted-printable)."""
    texts = []
    for message in messages:
        for part in message.walk():
            if part.get_content_maintype() == "text":
                assert isinstance(part, EmailMessage)
                texts.append(str(part.get_content()))
    return "\n".join(texts)


def test_a_server_down_exits_75_and_the_mails_go_out_later(tmp_path: Path) -> None:
    """The order is stored at once; its reply and reports wait and are sent, once each, by
    the next run when the server is back (exit 75 tells the mail system to try again)."""
    game = base_mail_game(tmp_path)
    gm = tmp_path / "gm"
    box = mailbox.Maildir(gm, create=True)
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = f"Anna <{ANNA}>", GM_ADDRESS, "order"
    message["Message-ID"] = "<down-1@example.org>"
    message.set_content(f"---\n{order_text('red', 5, [SHOP])}...\n")
    box.add(message.as_bytes())
    assert run("mail", "setup", game, "--from", GM_ADDRESS, "--smtp-host", "127.0.0.1",
               "--smtp-port", str(free_port()), "--security", "none").exit_code == 0
    down = run("mail", "fetch", game, "--maildir", gm)
    assert down.exit_code == 75, down.output
    assert "try again later" in down.stderr and "Traceback" not in down.output
    assert len(load_game(game).history) == 2  # the order is in
    with smtp_server(tmp_path / "mail") as server:
        assert run("mail", "setup", game, "--smtp-port", str(server.port)).exit_code == 0
        again = run("mail", "fetch", game, "--maildir", gm)
        assert again.exit_code == 0, again.output
        assert run("mail", "fetch", game, "--maildir", gm).exit_code == 0  # nothing twice
        replies, reports = split(server.messages(ANNA))
        assert list(replies) == ["<down-1@example.org>"] and len(reports) == 1
        assert [m["Subject"] for m in server.messages(BRUNO)] == [
            "Game corpus, turn 6: your move"]
    assert len(load_game(game).history) == 2


def test_the_outbox_holds_the_mails_in_sending_order(tmp_path: Path) -> None:
    """--outbox: no server at all; the reply, then the reports, as .eml files."""
    game = base_mail_game(tmp_path)
    assert run("mail", "setup", game, "--from", GM_ADDRESS).exit_code == 0
    gm = tmp_path / "gm"
    mailbox.Maildir(gm, create=True).add(order_bytes("<out-1@example.org>"))
    outbox = tmp_path / "outbox"
    result = run("mail", "fetch", game, "--maildir", gm, "--outbox", outbox)
    assert result.exit_code == 0, result.output
    assert f"3 mail(s) written to {outbox}/ (nothing sent)" in result.stdout  # not "sent"
    names = sorted(p.name for p in outbox.iterdir())
    assert names == ["000001-anna-example.org.eml", "000002-anna-example.org.eml",
                     "000003-bruno-example.org.eml"]
    mails = [email.message_from_bytes((outbox / n).read_bytes(), policy=policy.default)
             for n in names]
    assert mails[0]["In-Reply-To"] == "<out-1@example.org>"
    assert [m["Auto-Submitted"] for m in mails] == ["auto-replied", "auto-generated",
                                                    "auto-generated"]


# The mail routes of docs/email.md, as written there ---------------------------------------------

README = Path(__file__).resolve().parent.parent / "docs" / "email.md"
needs_procmail = pytest.mark.skipif(shutil.which("procmail") is None,
                                    reason="procmail is not installed (apt-get install procmail)")


def readme_block(containing: str) -> str:
    """The fenced block of docs/email.md that holds ``containing``."""
    blocks = re.findall(r"```[a-z]*\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    (block,) = [b for b in blocks if containing in b]
    return str(block)


def readme_home(tmp_path: Path, server_port: int) -> tuple[Path, dict[str, str]]:
    """A home folder laid out as the README's: the wrapper in ~/bin, pbem in ~/pbem/.venv,
    the game in ~/games/harbour, the SMTP password in ~/.config/pbem; and the environment the
    mail system would run the wrapper in (no password in it)."""
    home = tmp_path / "home"
    (home / "pbem" / ".venv" / "bin").mkdir(parents=True)
    (home / "pbem" / ".venv" / "bin" / "pbem").symlink_to(Path(sys.executable).parent / "pbem")
    base_mail_game(home / "games" / "harbour")
    game = home / "games" / "harbour" / "game.yaml"
    assert run("mail", "setup", game, "--from", "Elasund GM <harbour@example.org>",
               "--smtp-host", "127.0.0.1", "--smtp-port", str(server_port), "--security",
               "none", "--user", "harbour").exit_code == 0
    (home / ".config" / "pbem").mkdir(parents=True)
    (home / ".config" / "pbem" / "smtp-password").write_text("pw-in-a-file\n")
    wrapper = home / "bin" / "pbem-harbour"
    wrapper.parent.mkdir()
    wrapper.write_text(readme_block("#!/bin/sh"))
    wrapper.chmod(0o700)
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "PBEM_NOW": "2026-12-02T15:00:00Z"}
    return home, env


def order_bytes(message_id: str) -> bytes:
    message = EmailMessage()
    message["From"], message["To"] = f"Anna <{ANNA}>", "Elasund GM <harbour@example.org>"
    message["Subject"], message["Message-ID"] = "my order", message_id
    message.set_content(f"---\n{order_text('red', 5, [SHOP])}...\n")
    return message.as_bytes()


def test_the_readme_forward_line_runs_pbem(tmp_path: Path) -> None:
    with smtp_server(tmp_path / "mail", credentials=("harbour", "pw-in-a-file")) as server:
        home, env = readme_home(tmp_path, server.port)
        line = readme_block('"|exec').strip()
        command = line.strip('"').removeprefix("|").replace("/home/harbour", str(home))
        done = subprocess.run(["/bin/sh", "-c", command], input=order_bytes("<fw-1@example.org>"),
                              env=env, capture_output=True, timeout=120, check=False)
        assert done.returncode == 0, done.stderr
        replies, reports = split(server.messages(ANNA))
        assert list(replies) == ["<fw-1@example.org>"] and len(reports) == 1
        assert server.handler.logins == ["harbour"]  # the password came from the wrapper


@needs_procmail
def test_the_readme_procmail_recipe_passes_75_back(tmp_path: Path) -> None:
    with smtp_server(tmp_path / "mail", credentials=("harbour", "pw-in-a-file")) as server:
        home, env = readme_home(tmp_path, server.port)
        rcfile = home / ".procmailrc"
        rcfile.write_text(readme_block(":0 w"))
        # procmail sets HOME from the password file; the test's home is given as an assignment
        procmail = ["procmail", "-m", f"HOME={home}", str(rcfile)]
        done = subprocess.run(procmail, input=order_bytes("<pm-1@example.org>"), env=env,
                              capture_output=True, timeout=120, check=False)
        assert done.returncode == 0, done.stderr
        replies, _ = split(server.messages(ANNA))
        assert list(replies) == ["<pm-1@example.org>"]
    # the server is gone: the next message is taken in, its reply waits, procmail says 75
    done = subprocess.run(procmail, input=order_bytes("<pm-2@example.org>"), env=env,
                          capture_output=True, timeout=120, check=False)
    assert done.returncode == 75, done.stderr
    assert b"cannot be reached" in done.stderr and b"Traceback" not in done.stderr
