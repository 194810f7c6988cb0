"""The game's outgoing mail: settings, replies to orders, report mails, the outbox and SMTP.

The game is the command-line tests' base position (tests/data/bad/base-position.yaml): red
(Anna) to play turn 5, phase 2; a shop at B2 is legal for her, a tavern at B11 is not (it would
cover blue's larger hall, B8). Her order of the shop alone ends her turn, and blue (Bruno) rolls
for turn 6 at once.
"""

from __future__ import annotations

import email
import shutil
import ssl
from email import policy
from email.message import EmailMessage
from pathlib import Path

import pytest

from pbem.files.game import Game
from pbem.files.game_file import load_game
from pbem.files.order import read_order_text
from pbem.intake import receive_order
from pbem.mail.outbound import latest_report_mail, reply_to, report_mails, report_subject
from pbem.mail.settings import SettingsError, SmtpSettings, sender_address, smtp_settings
from pbem.mail.transport import (
    MailRefused,
    MailUnavailable,
    MessageRefused,
    Outbox,
    SmtpTransport,
    transport_for,
)
from pbem.report.inputs import render_report
from pbem.verdict import Verdict
from tests.support.cli import NOW, SECRETS, order_text, run
from tests.support.mail import ANNA, BRUNO, SHOP, TAVERN, base_mail_game, body, html_attachment
from tests.support.smtp_server import free_port, self_signed, smtp_server

GM = "Elasund GM <gm@example.org>"




def order_mail(text: str, *, sender: str = f"Anna <{ANNA}>", subject: str = "my order",
               extra: str = "") -> EmailMessage:
    """An incoming order mail as a player's mail program writes it."""
    raw = (f"From: {sender}\nTo: {GM}\nSubject: {subject}\nMessage-ID: <order-1@example.org>\n"
           f"{extra}Content-Type: text/plain; charset=utf-8\n\n{text}")
    message = email.message_from_string(raw, policy=policy.default)
    assert isinstance(message, EmailMessage)
    return message


def process(path: Path, player: str, turn: int, actions: list[str],
            secret: str = "") -> tuple[Game, Verdict]:
    """Take in one order as the mail route does; the game after it and the verdict."""
    order = read_order_text(order_text(player, turn, actions, secret=secret), "message")
    received = receive_order(path, load_game(path), order, path.parent / "reports", NOW)
    return received.game, received.verdict






# Settings --------------------------------------------------------------------------------------

def test_setup_writes_the_mail_part_and_the_environment_overrides_it(tmp_path: Path) -> None:
    path = base_mail_game(tmp_path)
    result = run("mail", "setup", path, "--from", GM, "--smtp-host", "smtp.example.org",
                 "--security", "ssl", "--user", "gm")
    assert result.exit_code == 0, result.output
    game = load_game(path)
    assert sender_address(game, {}) == GM
    assert smtp_settings(game, {}) == smtp_settings(game, {"PBEM_SMTP_PASSWORD": ""})
    settings = smtp_settings(game, {"PBEM_SMTP_PASSWORD": "s3cret"})
    assert (settings.host, settings.port, settings.security, settings.user) == (
        "smtp.example.org", 465, "ssl", "gm")  # 465: the SMTPS port, as none was given
    assert settings.password == "s3cret" and "s3cret" not in repr(settings)
    env = {"PBEM_SMTP_HOST": "127.0.0.1", "PBEM_SMTP_PORT": "2525", "PBEM_SMTP_SECURITY": "none",
           "PBEM_SMTP_USER": "other", "PBEM_SMTP_FROM": "x@example.net"}
    settings = smtp_settings(game, env)
    assert (settings.host, settings.port, settings.security, settings.user) == (
        "127.0.0.1", 2525, "none", "other")
    assert sender_address(game, env) == "x@example.net"
    text = path.read_text(encoding="utf-8")
    assert "smtp-host: smtp.example.org" in text and "password" not in text


def test_setup_again_with_the_same_values_leaves_the_file_byte_identical(tmp_path: Path) -> None:
    path = base_mail_game(tmp_path)
    assert run("mail", "setup", path, "--from", GM).exit_code == 0
    before = path.read_bytes()
    assert run("mail", "setup", path, "--from", GM).exit_code == 0
    assert path.read_bytes() == before
    assert run("replay", path).exit_code == 0  # the mail part is no part of the history chain


@pytest.mark.parametrize(("args", "says"), [
    (["--security", "tls"], "starttls, ssl, none"),
    (["--from", "nobody"], "mail address"),
    (["--smtp-port", "70000"], "port number"),
])
def test_setup_refuses_bad_values_and_changes_nothing(tmp_path: Path, args: list[str],
                                                     says: str) -> None:
    path = base_mail_game(tmp_path)
    before = path.read_bytes()
    result = run("mail", "setup", path, *args)
    assert result.exit_code == 2
    assert says in result.stderr and "Traceback" not in result.output
    assert path.read_bytes() == before


def test_setup_of_a_missing_game_leaves_no_trace(tmp_path: Path) -> None:
    result = run("mail", "setup", tmp_path / "nope" / "game.yaml", "--from", GM)
    assert result.exit_code == 2 and "no game file" in result.stderr
    assert list(tmp_path.iterdir()) == []  # no lock file, no folder


def test_a_password_in_the_game_file_is_refused_on_reading(tmp_path: Path) -> None:
    path = base_mail_game(tmp_path)
    assert run("mail", "setup", path, "--from", GM, "--user", "gm").exit_code == 0
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("  user: gm\n", "  user: gm\n  password: hunter2\n"),
                    encoding="utf-8")
    result = run("status", path)
    assert result.exit_code == 2 and "password" in result.stderr


def test_missing_settings_say_how_to_set_them(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    game = load_game(base_mail_game(tmp_path))
    with pytest.raises(SettingsError, match="pbem mail setup"):
        sender_address(game, {})
    with pytest.raises(SettingsError, match="--outbox"):
        smtp_settings(game, {})
    with pytest.raises(SettingsError, match="port number"):
        smtp_settings(game, {"PBEM_SMTP_HOST": "h", "PBEM_SMTP_PORT": "smtp"})
    monkeypatch.delenv("PBEM_SMTP_HOST", raising=False)
    with pytest.raises(SettingsError, match="no SMTP server"):
        transport_for(game, None)
    assert isinstance(transport_for(game, tmp_path / "out"), Outbox)  # --outbox needs none


# Replies ---------------------------------------------------------------------------------------

def test_an_accepted_order_is_echoed_and_threaded(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PBEM_NOW", NOW)
    path = base_mail_game(tmp_path)
    game, verdict = process(path, "red", 5, [SHOP])
    incoming = order_mail("...", extra="References: <earlier@example.org>\n"
                                       "Reply-To: Anna Home <anna@home.example>, "
                                       "all@crowd.example\n")
    reply = reply_to(incoming, game, GM, [verdict])
    assert reply["To"] == "Anna Home <anna@home.example>"  # Reply-To before From; one only
    assert reply["From"] == GM and reply["Subject"] == "Re: my order"
    assert reply["In-Reply-To"] == "<order-1@example.org>"
    assert reply["References"] == "<earlier@example.org> <order-1@example.org>"
    assert reply["Auto-Submitted"] == "auto-replied"
    assert str(reply["Message-ID"]).endswith("@example.org>")
    assert reply["Date"] == "Wed, 02 Dec 2026 15:00:00 +0000"  # PBEM_NOW, as recorded
    text = body(reply)
    assert text.startswith("Accepted.\n")
    assert "message: applied: 1 action(s) applied; your turn is over" in text
    assert f"Applied, in order:\n  - {SHOP}\n" in text
    assert "legal actions" not in text  # nothing to correct


def test_a_refused_order_names_the_rule_and_the_legal_choices(tmp_path: Path) -> None:
    """To the player himself (his registered address): the reason and all that is legal."""
    path = base_mail_game(tmp_path)
    game, verdict = process(path, "red", 5, [TAVERN])
    reply = reply_to(order_mail("...", subject="Re: my order"), game, GM, [verdict],
                     to_player="red")
    assert reply["To"] == f"Anna <{ANNA}>"
    text = body(reply)
    assert text.startswith("Refused: nothing of this order was applied.\n")
    assert f"Refused: {TAVERN}\n  rule B8: a tavern cannot build over the larger hall" in text
    legal = text.split("Your legal actions now (turn 5")[1]
    shops = [line.split() for line in legal.splitlines() if "build shop, at:" in line]
    assert any("B2" in words for words in shops)  # the shop the base position allows
    assert "costs 1 gold" in legal  # and what it costs
    assert "wait\n        stops here and keeps your turn open" in legal  # her turn stays open
    assert load_game(path).history[-1].n == 0  # nothing was recorded


def test_a_refused_order_told_to_anyone_else_names_the_action_only(tmp_path: Path) -> None:
    """The sender's address is not the player's: the action refused, never why (the reason
    can name cards he holds) nor what is legal (issue 15, F4)."""
    path = base_mail_game(tmp_path)
    game, verdict = process(path, "red", 5, [TAVERN])
    text = body(reply_to(order_mail("...", sender="Eve <eve@evil.example>"), game, GM,
                         [verdict]))
    assert text.startswith("Refused: nothing of this order was applied.\n")
    assert f"Refused: {TAVERN}\n" in text and "only at the address the player registered" in text
    assert "B8" not in text and "larger hall" not in text and "Your legal actions" not in text


def test_a_stale_order_gets_the_turn_to_write_for_and_no_legal_actions(tmp_path: Path) -> None:
    """A stale order may be an old one anybody replays: it was never run, so nothing of the
    player's hand is told, even to himself (issue 15, F4)."""
    path = base_mail_game(tmp_path)
    game, verdict = process(path, "red", 4, [SHOP])
    for to_player in (None, "red"):
        text = body(reply_to(order_mail("..."), game, GM, [verdict], to_player=to_player))
        assert text.startswith("Refused (stale): nothing of this order was applied.\n")
        assert "Rule: turn" in text and "write an order for turn 5" in text
        assert "legal actions" not in text


def test_a_wrong_secret_gets_no_word_of_the_hand(tmp_path: Path) -> None:
    """The reply goes to whoever sent it: without the secret, nothing about red's cards."""
    path = base_mail_game(tmp_path)
    game, verdict = process(path, "red", 5, [TAVERN], secret="guess-guess-guess-0000")
    text = body(reply_to(order_mail("...", sender="Mallory <m@evil.example>"), game, GM,
                         [verdict]))
    assert text.startswith("Refused: nothing of this order was applied.\n")
    assert "secret or signature is missing or wrong" in text
    assert "legal actions" not in text and "build" not in text and "pay red" not in text


def test_a_notice_alone_and_a_message_without_address(tmp_path: Path) -> None:
    game = load_game(base_mail_game(tmp_path))
    reply = reply_to(order_mail("", subject=""), game, GM, [],
                     notice="Your message had no plain text: send the order as plain text.")
    assert reply["Subject"] == "Re: your message for game corpus"
    assert body(reply).startswith("Your message had no plain text")
    nameless = email.message_from_string("Subject: x\n\nbody\n", policy=policy.default)
    assert isinstance(nameless, EmailMessage)
    with pytest.raises(ValueError, match="no address"):
        reply_to(nameless, game, GM, [])


# Report mails ----------------------------------------------------------------------------------

def test_after_an_order_each_player_gets_his_own_report(tmp_path: Path) -> None:
    path = base_mail_game(tmp_path)
    game, verdict = process(path, "red", 5, [SHOP])
    assert verdict.entry == 1
    mails = {str(m["To"]): m for m in report_mails(game, 1, GM)}
    assert sorted(mails) == [f"Anna <{ANNA}>", f"Bruno <{BRUNO}>"]
    anna, bruno = mails[f"Anna <{ANNA}>"], mails[f"Bruno <{BRUNO}>"]
    assert anna["Subject"] == "Game corpus, turn 6: not your move"  # blue rolled for turn 6
    assert bruno["Subject"] == "Game corpus, turn 6: your move"
    for mail, colour in ((anna, "red"), (bruno, "blue")):
        assert mail["Auto-Submitted"] == "auto-generated" and mail["From"] == GM
        assert body(mail) == render_report(game, 1, colour)
        name, html = html_attachment(mail)
        assert name == f"corpus-step-0001-{colour}.html"
        assert html == render_report(game, 1, colour, fmt="html")
        assert "<svg" not in body(mail)
    # and the same report as the files pbem wrote for the step
    step = tmp_path / "reports" / "step-0001-turn-06"
    assert body(bruno) == (step / "blue.txt").read_text(encoding="utf-8")


def test_the_subject_of_the_end() -> None:
    model = {"game": {"id": "harbour", "turn": 31, "over": True, "winner_label": "Anna (red)"},
             "header": {"your_move": False}}
    assert report_subject(model) == "Game harbour, turn 31: the game is over, Anna (red) won"


def test_only_players_with_an_email_get_mail(tmp_path: Path) -> None:
    path = base_mail_game(tmp_path, bruno_mails=False)
    game, _ = process(path, "red", 5, [SHOP])
    assert [str(m["To"]) for m in report_mails(game, 1, GM)] == [f"Anna <{ANNA}>"]


def test_standing_answers_alone_are_news_to_their_sender_only(tmp_path: Path) -> None:
    """Blue's order that only sets standing answers changes nothing red can see."""
    path = base_mail_game(tmp_path)
    text = order_text("blue", 5, []) + "standing:\n  discard: [gold, red]\n"
    order = read_order_text(text, "message")
    received = receive_order(path, load_game(path), order, tmp_path / "reports", NOW)
    assert received.verdict.entry == 1
    assert [str(m["To"]) for m in report_mails(received.game, 1, GM)] == [f"Bruno <{BRUNO}>"]


def test_the_first_reports_carry_each_his_own_secret_only(tmp_path: Path) -> None:
    game = load_game(base_mail_game(tmp_path))
    secrets = {"red": SECRETS["red"], "blue": SECRETS["blue"]}
    for mail in report_mails(game, 0, GM, secrets=secrets):
        colour = "red" if ANNA in str(mail["To"]) else "blue"
        other = "blue" if colour == "red" else "red"
        raw = mail.as_string()
        assert SECRETS[colour] in body(mail) and SECRETS[colour] in html_attachment(mail)[1]
        assert SECRETS[other] not in raw


def test_resend_takes_the_written_first_report_with_its_secret(tmp_path: Path) -> None:
    path = base_mail_game(tmp_path)
    game = load_game(path)
    mail = latest_report_mail(game, "blue", GM, tmp_path / "reports")
    assert str(mail["To"]) == f"Bruno <{BRUNO}>"
    assert SECRETS["blue"] in body(mail) and SECRETS["red"] not in mail.as_string()
    assert SECRETS["blue"] not in latest_report_mail(game, "blue", GM).as_string()  # rendered
    with pytest.raises(ValueError, match="does not play"):
        latest_report_mail(game, "green", GM)
    no_mail = load_game(base_mail_game(tmp_path / "other", bruno_mails=False))
    with pytest.raises(ValueError, match="no email"):
        latest_report_mail(no_mail, "blue", GM)


# Transport -------------------------------------------------------------------------------------

def simple(to: str, subject: str) -> EmailMessage:
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = GM, to, subject
    message.set_content("hello\n")
    return message


def test_the_outbox_numbers_files_in_sending_order(tmp_path: Path) -> None:
    outbox = tmp_path / "outbox"
    outbox.mkdir()
    (outbox / "000007-earlier.eml").write_bytes(b"Subject: old\n\n")  # a previous run's
    sender = Outbox(outbox)
    sender.send(simple(f"Bruno <{BRUNO}>", "first"))
    sender.send(simple(ANNA, "second"))
    names = sorted(p.name for p in outbox.iterdir())
    assert names == ["000007-earlier.eml", "000008-bruno-example.org.eml",
                     "000009-anna-example.org.eml"]
    parsed = email.message_from_bytes((outbox / names[2]).read_bytes(), policy=policy.default)
    assert parsed["Subject"] == "second"
    assert (outbox / names[2]).stat().st_mode & 0o777 == 0o600  # a first report holds a secret


def test_smtp_delivers_with_a_login_from_the_environment(tmp_path: Path) -> None:
    with smtp_server(tmp_path / "mail", credentials=("gm", "pw-from-env")) as server:
        game = load_game(base_mail_game(tmp_path))
        settings = smtp_settings(game, {"PBEM_SMTP_HOST": server.host,
                                        "PBEM_SMTP_PORT": str(server.port),
                                        "PBEM_SMTP_SECURITY": "none", "PBEM_SMTP_USER": "gm",
                                        "PBEM_SMTP_PASSWORD": "pw-from-env"})
        transport = SmtpTransport(settings, timeout=10)
        transport.send(simple(ANNA, "one"))
        transport.send(simple(BRUNO, "two"))
        transport.close()
        assert server.handler.logins == ["gm"]  # one connection for both
        assert [m["Subject"] for m in server.messages(ANNA)] == ["one"]
        assert [m["Subject"] for m in server.messages(BRUNO)] == ["two"]
        wrong = SmtpTransport(SmtpSettings(server.host, server.port, "none", "gm", "no"),
                              timeout=10)
        with pytest.raises(MailRefused, match="535"):
            wrong.send(simple(ANNA, "three"))


def test_a_server_down_or_answering_4xx_is_transient(tmp_path: Path) -> None:
    game = load_game(base_mail_game(tmp_path))
    nobody = smtp_settings(game, {"PBEM_SMTP_HOST": "127.0.0.1",
                                  "PBEM_SMTP_PORT": str(free_port()),
                                  "PBEM_SMTP_SECURITY": "none"})
    with pytest.raises(MailUnavailable, match="try again later"):
        SmtpTransport(nobody, timeout=10).send(simple(ANNA, "x"))
    with smtp_server(tmp_path / "mail") as server:
        settings = SmtpSettings(server.host, server.port, "none", "")
        server.handler.refuse_with = "451 4.3.0 disk full, try later"
        with pytest.raises(MailUnavailable, match="451"):
            SmtpTransport(settings, timeout=10).send(simple(ANNA, "x"))
        server.handler.refuse_with = "554 5.7.1 no thanks"
        with pytest.raises(MessageRefused, match="554"):  # this message: the next may pass
            SmtpTransport(settings, timeout=10).send(simple(ANNA, "x"))
        server.handler.refuse_with = None
        server.handler.unknown = {BRUNO}
        transport = SmtpTransport(settings, timeout=10)
        with pytest.raises(MessageRefused, match="550"):
            transport.send(simple(BRUNO, "to a mistyped address"))
        transport.send(simple(ANNA, "the next one"))  # the same connection goes on
        transport.close()
        starttls = SmtpSettings(server.host, server.port, "starttls", "")
        with pytest.raises(MailRefused, match="security"):
            SmtpTransport(starttls, timeout=10).send(simple(ANNA, "x"))
        assert [m["Subject"] for m in server.messages(ANNA)] == ["the next one"]
        assert server.messages(BRUNO) == []


needs_openssl = pytest.mark.skipif(shutil.which("openssl") is None,
                                   reason="the openssl program makes the test's certificate")


@needs_openssl
@pytest.mark.parametrize("security", ["starttls", "ssl"])
def test_tls_is_used_and_its_certificate_checked(tmp_path: Path, security: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The login goes over TLS (the STARTTLS server takes none in the clear); a certificate
    the system does not trust is refused as a permanent failure, and one it trusts works."""
    cert, key = self_signed(tmp_path)
    tls = (security, cert, key)
    with smtp_server(tmp_path / "mail", credentials=("gm", "pw"), tls=tls) as server:
        settings = SmtpSettings(server.host, server.port, security, "gm", "pw")
        with pytest.raises(MailRefused, match="TLS failed"):  # a self-signed certificate
            SmtpTransport(settings, timeout=10).send(simple(ANNA, "untrusted"))
        trusting = ssl.create_default_context(cafile=str(cert))
        monkeypatch.setattr("pbem.mail.transport.ssl.create_default_context",
                            lambda *args, **kwargs: trusting)
        transport = SmtpTransport(settings, timeout=10)
        transport.send(simple(ANNA, "trusted"))
        transport.close()
        assert [m["Subject"] for m in server.messages(ANNA)] == ["trusted"]
        assert server.handler.logins == ["gm"]
