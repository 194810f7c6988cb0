"""One mail address for many games: ``pbem mail fetch --games DIR`` and ``ingest --games DIR``.

Three games of one folder share the game master's address, each player in two of them
(tests/support/league.py, ``THREE``). A message goes to the game its order names, else the game
its subject names, else the game of the mail it answers; only to a game its sender plays in.
Anything else gets the sender's own games, and nothing about others. The end-to-end test runs
against a real SMTP server on 127.0.0.1; the others write the mails into an outbox. Last, the
folder of 20 games in every state: every game processed, the broken one named, exit 1.
"""

from __future__ import annotations

import shutil
import smtplib
from email.message import EmailMessage
from email.utils import make_msgid
from pathlib import Path

import filelock
import pytest

from pbem.files.game_file import load_game
from tests.support.cli import run
from tests.support.league import (
    ADDRESS,
    EXAMPLE,
    SETTINGS,
    example_order,
    league_copy,
    league_folder,
    league_order,
    three_games,
)
from tests.support.mail import SHOP, body, outbox_mails
from tests.support.smtp_server import SmtpServer, smtp_server

__all__ = ["league_folder"]  # a fixture, used by name
GM = "gm@example.org"


def letter(sender: str, text: str = "", subject: str = "my order",
           answers: str | None = None) -> EmailMessage:
    """A player's mail to the game master: ``text`` as an order block when given."""
    message = EmailMessage()
    message["From"], message["To"] = f"{sender.title()} <{ADDRESS[sender]}>", f"GM <{GM}>"
    message["Subject"] = subject
    message["Message-ID"] = make_msgid("player", domain="example.org")
    if answers is not None:
        message["In-Reply-To"] = message["References"] = answers
    order = f"\n---\n{text}...\n" if text else ""
    message.set_content(f"Hello.\n{order}\nCheers\n")
    return message


def maildir(folder: Path, *messages: EmailMessage) -> Path:
    """A Maildir holding these messages, new."""
    for sub in ("new", "cur", "tmp"):
        (folder / sub).mkdir(parents=True, exist_ok=True)
    for index, message in enumerate(messages):
        (folder / "new" / f"{index:04d}.player").write_bytes(message.as_bytes())
    return folder


def fetch(root: Path, box: Path, outbox: Path, code: int = 0) -> str:
    result = run("mail", "fetch", "--games", root, "--maildir", box, "--outbox", outbox)
    assert result.exit_code == code, result.output
    return result.output


def to(mails: list[EmailMessage], address: str) -> list[EmailMessage]:
    return [m for m in mails if str(m["To"]).endswith(f"<{address}>") or str(m["To"]) == address]


def test_an_order_goes_to_the_game_it_names(tmp_path: Path) -> None:
    root = three_games(tmp_path / "league")
    box = maildir(tmp_path / "box", letter("Anna", league_order("bay", "red", [SHOP])))
    fetch(root, box, tmp_path / "out")
    assert len(load_game(root / "bay" / "game.yaml").history) == 2
    assert len(load_game(root / "harbour" / "game.yaml").history) == 1
    mails = outbox_mails(tmp_path / "out")
    reply = to(mails, ADDRESS["Anna"])[0]
    assert reply["X-Pbem-Game"] == "bay" and body(reply).startswith("Accepted.")
    assert [m["X-Pbem-Game"] for m in to(mails, ADDRESS["Chiara"])] == ["bay"]  # her report
    assert not to(mails, ADDRESS["Bruno"])  # he does not play in bay
    assert all(m["From"] == "Elasund GM <gm@example.org>" for m in mails)  # from pbem.toml


def test_mails_are_taken_in_the_order_they_were_delivered(tmp_path: Path) -> None:
    """A Maildir name holds the second and, unpadded, the microsecond of delivery: the order
    delivered at microsecond 51234 comes before the mail of microsecond 123456 of the same
    second, though its name sorts after it; so the later mail's answer sees the turn played."""
    root = three_games(tmp_path / "league")
    box = maildir(tmp_path / "box")
    later = letter("Anna", league_order("nowhere", "red", [SHOP]))
    earlier = letter("Anna", league_order("harbour", "red", [SHOP]))
    (box / "new" / "1733400000.M123456P7Q2.mx").write_bytes(later.as_bytes())
    (box / "new" / "1733400000.M51234P7Q1.mx").write_bytes(earlier.as_bytes())
    fetch(root, box, tmp_path / "out")
    assert len(load_game(root / "harbour" / "game.yaml").history) == 2
    (games,) = [body(m) for m in to(outbox_mails(tmp_path / "out"), ADDRESS["Anna"])
                if m["In-Reply-To"] == later["Message-ID"]]
    assert "harbour: Anna (red), turn 5" not in games and "harbour: Anna (red), turn 6" in games


def test_a_game_the_sender_does_not_play_in_gets_his_own_games(tmp_path: Path) -> None:
    root = three_games(tmp_path / "league")
    box = maildir(tmp_path / "box", letter("Anna", league_order("cove", "red", [SHOP])),
                  letter("Anna", league_order("nowhere", "red", [SHOP])))
    fetch(root, box, tmp_path / "out")
    assert len(load_game(root / "cove" / "game.yaml").history) == 1
    first, second = outbox_mails(tmp_path / "out")
    assert body(first) == body(second)  # a game that exists or not: the same answer
    text = body(first)
    assert "harbour: Anna (red), turn 5, your move" in text
    assert "bay: Anna (red), turn 5, your move" in text
    assert "cove" not in text and "Bruno" not in text and "Chiara" not in text
    assert first["To"] == ADDRESS["Anna"] and first["Auto-Submitted"] == "auto-replied"


def test_a_stranger_hears_of_no_game(tmp_path: Path) -> None:
    root = three_games(tmp_path / "league")
    stranger = letter("Eve", subject="Game harbour, turn 5: can I watch?")
    stranger["Reply-To"] = "spy@example.net"  # never where a list of games goes
    fetch(root, maildir(tmp_path / "box", stranger), tmp_path / "out")
    (reply,) = outbox_mails(tmp_path / "out")
    assert reply["To"] == ADDRESS["Eve"]
    assert "eve@example.org plays in no game here" in body(reply)
    assert not any(game in body(reply) for game in ("harbour", "bay", "cove"))


def test_the_subject_or_the_thread_names_the_game(tmp_path: Path) -> None:
    root = three_games(tmp_path / "league")
    box = maildir(tmp_path / "box",
                  letter("Chiara", subject="Re: Game cove, turn 5: not your move"),
                  letter("Bruno", subject="a question", answers="<1.2.3.pbem-harbour@x.org>"))
    fetch(root, box, tmp_path / "out")
    chiara, bruno = (to(outbox_mails(tmp_path / "out"), ADDRESS[n])[0]
                     for n in ("Chiara", "Bruno"))
    assert chiara["X-Pbem-Game"] == "cove" and "game: cove" in body(chiara)
    assert bruno["X-Pbem-Game"] == "harbour" and "game: harbour" in body(bruno)


def test_a_message_is_answered_once_however_often_it_comes(tmp_path: Path) -> None:
    root = three_games(tmp_path / "league")
    message = letter("Anna", league_order("cove", "red", [SHOP]))
    fetch(root, maildir(tmp_path / "box", message), tmp_path / "out")
    fetch(root, maildir(tmp_path / "box2", message), tmp_path / "out")  # delivered again
    assert len(outbox_mails(tmp_path / "out")) == 1


def test_a_message_for_a_broken_game_waits_and_the_others_go_on(tmp_path: Path) -> None:
    root = three_games(tmp_path / "league")
    (root / "cove" / "game.yaml").write_text("game: [\n", "utf-8")
    box = maildir(tmp_path / "box", letter("Bruno", league_order("cove", "red", [SHOP])),
                  letter("Anna", league_order("harbour", "red", [SHOP])))
    output = fetch(root, box, tmp_path / "out", code=1)
    assert "message for game cove left in the mailbox" in output
    assert f"{root / 'cove' / 'game.yaml'}:2:1: this is not valid YAML" in output
    assert len(load_game(root / "harbour" / "game.yaml").history) == 2
    assert len(list((box / "new").iterdir())) == 1  # it waits for the mended game
    replies = [m for m in to(outbox_mails(tmp_path / "out"), ADDRESS["Anna"])
               if m["Auto-Submitted"] == "auto-replied"]
    assert [m["X-Pbem-Game"] for m in replies] == ["harbour"]


def test_ingest_games_takes_one_message_from_standard_input(tmp_path: Path) -> None:
    root = three_games(tmp_path / "league")
    raw = letter("Chiara", league_order("bay", "blue", ["gold"])).as_bytes()
    result = run("mail", "ingest", "--games", root, "--outbox", tmp_path / "out", stdin=raw)
    assert result.exit_code == 0, result.output
    (reply,) = to(outbox_mails(tmp_path / "out"), ADDRESS["Chiara"])
    assert reply["X-Pbem-Game"] == "bay"  # refused (not her turn), but answered by bay
    with filelock.FileLock(str(root / "harbour" / "game.yaml.lock")):
        raw = letter("Anna", league_order("harbour", "red", [SHOP])).as_bytes()
        busy = run("mail", "ingest", "--games", root, "--outbox", tmp_path / "out",
                   "--lock-timeout", "0", stdin=raw)
    assert busy.exit_code == 75, busy.output  # the mail system keeps it for later


@pytest.mark.parametrize(("settings", "fault"), [
    ("[mail]\nfrom = 5\n", "mail from cannot be 5"),
    ("[mail]\nsecurity = \"tls\"\n", "mail security is one of starttls, ssl, none"),
    ("[post]\n", "unknown key(s) post"),
    ("[mail\n", "not TOML"),
])
def test_a_bad_settings_file_is_one_line_and_changes_nothing(tmp_path: Path, settings: str,
                                                            fault: str) -> None:
    root = three_games(tmp_path / "league", settings)
    box = maildir(tmp_path / "box", letter("Anna", league_order("bay", "red", [SHOP])))
    result = run("mail", "fetch", "--games", root, "--maildir", box, "--outbox", tmp_path / "o")
    assert result.exit_code == 2
    (line,) = result.stderr.splitlines()
    assert line.startswith(f"pbem: {root / 'pbem.toml'}") and fault in line, line
    assert len(list((box / "new").iterdir())) == 1
    assert not (tmp_path / "o").exists()


def test_a_game_and_games_together_are_refused(tmp_path: Path) -> None:
    root = three_games(tmp_path / "league")
    result = run("mail", "fetch", root / "bay" / "game.yaml", "--games", root, "--maildir",
                 maildir(tmp_path / "box"))
    assert result.exit_code == 2
    assert result.stderr == "pbem: give a game file or --games DIR, not both\n"


def test_the_folder_of_20_games_every_game_processed_the_broken_named(league_folder: Path,
                                                                      tmp_path: Path) -> None:
    root = league_copy(league_folder, tmp_path / "league")
    order = example_order(sorted((EXAMPLE / "orders").glob("*.yaml"))[8], "running-8")
    box = maildir(tmp_path / "box",
                  letter("Bruno", order, subject="turn 8"),  # 009-blue.yaml: blue's turn 8
                  letter("Anna", league_order("broken", "red", ["gold"])),
                  letter("Chiara"))
    output = fetch(root, box, tmp_path / "out", code=1)
    assert "game running-8: message from bruno@example.org: blue's order applied" in output
    assert "message for game broken left in the mailbox" in output
    assert f"{root / 'broken' / 'game.yaml'}:2:" in output
    assert len(load_game(root / "running-8" / "game.yaml").history) == 10
    games = body(to(outbox_mails(tmp_path / "out"), ADDRESS["Chiara"])[-1])
    assert "decision-hut: Chiara (green), turn 15, not your move" in games


# End to end -------------------------------------------------------------------------------------

def send(server: SmtpServer, message: EmailMessage) -> str:
    with smtplib.SMTP(server.host, server.port, timeout=10) as connection:
        connection.send_message(message)
    return str(message["Message-ID"])


@pytest.mark.slow
def test_one_address_three_games_end_to_end(tmp_path: Path) -> None:
    """Orders, a stranger, a wrong game, a thread and a repeat through a real SMTP server."""
    with smtp_server(tmp_path / "mail") as server:
        root = three_games(tmp_path / "league", SETTINGS + f'smtp-host = "{server.host}"\n'
                           f"smtp-port = {server.port}\nsecurity = \"none\"\n")
        gm = server.maildir(GM)

        def fetch_all() -> None:
            result = run("mail", "fetch", "--games", root, "--maildir", gm)
            assert result.exit_code == 0, result.output

        harbour = send(server, letter("Anna", league_order("harbour", "red", [SHOP])))
        wrong = send(server, letter("Bruno", league_order("bay", "red", [SHOP])))
        stranger = send(server, letter("Eve", subject="Game harbour, turn 5"))
        fetch_all()
        report = next(m for m in server.messages(ADDRESS["Bruno"])
                      if m["X-Pbem-Game"] == "harbour" and m["Auto-Submitted"] ==
                      "auto-generated")
        thread = send(server, letter("Bruno", subject="what now?",
                                     answers=str(report["Message-ID"])))
        bay = send(server, letter("Chiara", league_order("bay", "blue", ["gold"])))
        fetch_all()
        # the mail system delivers the wrong-game mail once more
        (taken,) = [p for p in (gm / "cur").iterdir() if wrong.encode() in p.read_bytes()]
        shutil.copy(taken, gm / "new" / "again.player")
        fetch_all()
        mail = {name: server.messages(ADDRESS[name]) for name in ADDRESS}

    def reply(name: str, answered: str) -> EmailMessage:
        (found,) = [m for m in mail[name] if m["In-Reply-To"] == answered]
        return found

    assert body(reply("Anna", harbour)).startswith("Accepted.")
    assert reply("Anna", harbour)["X-Pbem-Game"] == "harbour"
    games = body(reply("Bruno", wrong))
    assert "harbour: Bruno (blue), turn 6, your move" in games
    assert "cove: Bruno (red), turn 5, your move" in games and "bay:" not in games
    assert len([m for m in mail["Bruno"] if m["In-Reply-To"] == wrong]) == 1  # once only
    assert "plays in no game here" in body(reply("Eve", stranger))
    assert reply("Bruno", thread)["X-Pbem-Game"] == "harbour"
    assert reply("Chiara", bay)["X-Pbem-Game"] == "bay"
    assert load_game(root / "harbour" / "game.yaml").state.position.turn == 6


def test_a_run_reads_only_the_games_whose_file_changed(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The folder's index (.pbem-league.mail/index.json) spares reading unchanged games."""
    import pbem.files.game_file as game_file

    root = three_games(tmp_path / "league")
    box = maildir(tmp_path / "box")
    read: list[Path] = []
    real = game_file.load_game

    def counted(path: Path, **options: bool) -> object:
        read.append(path)
        return real(path, **options)

    monkeypatch.setattr(game_file, "load_game", counted)
    fetch(root, box, tmp_path / "out")
    assert len(read) == 3
    read.clear()
    fetch(root, box, tmp_path / "out")
    assert read == []
    (tmp_path / "o.yaml").write_text(league_order("bay", "red", [SHOP]), "utf-8")
    assert run("apply", root / "bay" / "game.yaml", tmp_path / "o.yaml").exit_code == 0
    read.clear()
    fetch(root, box, tmp_path / "out")
    assert read == [root / "bay" / "game.yaml"]
    index = root / ".pbem-league.mail" / "index.json"
    index.write_text("{not json", "utf-8")  # a cache: lost, it is made anew
    read.clear()
    fetch(root, box, tmp_path / "out")
    assert len(read) == 3 and index.read_text("utf-8").startswith('{"format"')
