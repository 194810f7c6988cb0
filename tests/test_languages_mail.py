"""A game in three languages through the mail route, and the commands a player runs himself.

The game: red (Anna) reads Danish, blue (Bruno) German, green (Chiara) English; the game's
own language (the public report's) is German. Blue is to play turn 1. Each player mails
orders to ``pbem mail ingest``; every reply, report mail and subject must be in its reader's
language, and a misspelt keyword from any of them is answered with the English keyword the
order must use (orders are English in every language).
"""

from __future__ import annotations

from email.message import EmailMessage
from pathlib import Path

import pytest

from tests.support.cli import SECRETS, new_game, run
from tests.support.mail import GM, body, html_attachment, ingest, outbox_mails, recipient

EMAILS = {"red": "anna@example.org", "blue": "bruno@example.org", "green": "chiara@example.org"}
NAMES = {"red": "Anna", "blue": "Bruno", "green": "Chiara"}


@pytest.fixture
def game(tmp_path: Path) -> Path:
    path = new_game(tmp_path / "g" / "game.yaml", "--players", "red,blue,green",
                    "--names", "Anna,Bruno,Chiara", "--emails", ",".join(EMAILS.values()),
                    "--seed", "mail-fixtures", "--force-seed", "--id", "harbour",
                    "--language", "de", "--languages", "da,de,en")
    assert run("mail", "setup", path, "--from", GM).exit_code == 0
    return path


def order_mail(colour: str, number: int, actions: list[str], turn: int = 1) -> bytes:
    order = (f"game: harbour\nplayer: {colour}\nturn: {turn}\nsecret: {SECRETS[colour]}\n"
             "actions:\n" + "".join(f"  - {action}\n" for action in actions))
    return (f"From: {NAMES[colour]} <{EMAILS[colour]}>\nTo: {GM}\nSubject: my order\n"
            f"Message-ID: <m{number}@example.org>\nContent-Type: text/plain; charset=utf-8\n\n"
            f"---\n{order}...\n").encode()


def mails_to(outbox: Path, colour: str) -> list[EmailMessage]:
    return [m for m in outbox_mails(outbox) if recipient(m) == EMAILS[colour]]


def reply(outbox: Path, colour: str) -> str:
    """The text of the last reply a player got."""
    replies = [m for m in mails_to(outbox, colour) if m["Auto-Submitted"] == "auto-replied"]
    return body(replies[-1])


def test_each_player_is_answered_in_his_language(game: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert ingest(game, order_mail("red", 1, ["gold"]), out).exit_code == 0
    danish = reply(out, "red")
    assert danish.startswith("Afvist: intet af denne ordre blev udført.")
    assert "mailens tekst:7:5: afvist: gold: T1: det er blue, der har turen, ikke red" in danish
    assert "pbem, spil harbour: dette svar er skrevet automatisk." in danish
    assert "refused" not in danish and "message body" not in danish

    assert ingest(game, order_mail("green", 2, ["gold"]), out).exit_code == 0
    english = reply(out, "green")
    assert english.startswith("Refused: nothing of this order was applied.")
    assert "message body:7:5: refused: gold: T1:" in english

    assert ingest(game, order_mail("blue", 3, ["gold"]), out).exit_code == 0
    german = reply(out, "blue")
    assert german.startswith("Angenommen.")
    assert "Text der Mail: ausgeführt: 1 Aktion ausgeführt; dein Zug ist zu Ende" in german
    assert "pbem, Spiel harbour: diese Antwort wurde automatisch geschrieben." in german

    reports = {colour: next(m for m in mails_to(out, colour)
                            if m["Auto-Submitted"] == "auto-generated")
               for colour in EMAILS}
    assert reports["red"]["Subject"] == "Spil harbour, tur 2: ikke din tur"
    assert reports["blue"]["Subject"] == "Spiel harbour, Zug 2: du bist nicht dran"
    assert reports["green"]["Subject"] == "Game harbour, turn 2: your move"
    assert body(reports["red"]).startswith("Elasund, spil harbour: rapport til Anna (red)")
    assert body(reports["blue"]).startswith("Elasund, Spiel harbour: Bericht für Bruno (blue)")
    assert body(reports["green"]).startswith("Elasund, game harbour: report for Chiara (green)")
    for colour, language in (("red", "da"), ("blue", "de"), ("green", "en")):
        _, page = html_attachment(reports[colour])
        assert f'<html lang="{language}">' in page

    public = next(game.parent.glob("reports/step-0001-*/public.txt")).read_text("utf-8")
    assert public.startswith("Elasund, Spiel harbour: Bericht für alle")


@pytest.mark.parametrize(("colour", "wrong", "said"), [
    ("red", "biuld: {building: shop, at: B2}", "'biuld' er ikke en handling; mente du 'build'?"),
    ("blue", "golt", "'golt' ist keine Aktion; meintest du 'gold'?"),
    ("green", "golt", "'golt' is not an action; did you mean 'gold'?"),
])
def test_a_misspelt_keyword_is_answered_with_the_english_one(game: Path, tmp_path: Path,
                                                             colour: str, wrong: str,
                                                             said: str) -> None:
    out = tmp_path / "out"
    assert ingest(game, order_mail(colour, 9, [wrong]), out).exit_code == 0
    assert said in reply(out, colour)


def test_the_orders_keywords_are_english_in_every_language(game: Path) -> None:
    """The order template of a German report: German comments, English keys."""
    template = next(game.parent.glob("reports/step-0000-*/blue.txt")).read_text("utf-8")
    assert "# Dein Befehl für Zug 1: entferne das '#'" in template
    assert "game: harbour\nplayer: blue\nturn: 1\nsecret: YOUR-SECRET   # dein Geheimwort" \
        in template
    assert "\nactions:\n" in template


@pytest.mark.parametrize(("language", "summary", "hint"), [
    ("de", "1 Befehlsdatei geprüft: 0 gültig, 1 ungültig", "meintest du 'gold'?"),
    ("da", "1 ordrefil kontrolleret: 0 gyldig, 1 ugyldig", "mente du 'gold'?"),
    ("en", "1 order file(s) checked: 0 valid, 1 invalid", "did you mean 'gold'?"),
])
def test_validate_speaks_the_players_language(tmp_path: Path, language: str, summary: str,
                                              hint: str) -> None:
    order = tmp_path / "order.yaml"
    order.write_text("game: harbour\nplayer: blue\nturn: 1\nactions:\n  - golt\n")
    result = run("validate", order, env={"PBEM_LANG": language})
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert hint in lines[0] and "actions > " in lines[0] and lines[-1] == summary


@pytest.mark.parametrize(("language", "signed"), [
    ("de", "signiert (Spieler blue, Zug 1); schick diese Datei"),
    ("da", "signeret (spiller blue, tur 1); send denne fil"),
])
def test_sign_speaks_the_players_language(tmp_path: Path, language: str, signed: str) -> None:
    order = tmp_path / "order.yaml"
    order.write_text(f"game: harbour\nplayer: blue\nturn: 1\nsecret: {SECRETS['blue']}\n"
                     "actions:\n  - gold\n")
    result = run("sign", order, env={"PBEM_LANG": language})
    assert result.exit_code == 0, result.output
    assert signed in result.stdout
    assert "secret" not in result.stdout.replace("secret:", "")
