"""Spectators: ``pbem spectator add/remove/list`` and the public report they get by mail.

The example game is played by mail (``pbem mail ingest`` with an outbox) with two spectators:
one with no delay, who gets the public report of every step that tells the public something,
exactly the public report file of that step; one 2 turns late, who gets one mail as each turn
begins, the game as it stood 2 turns before. Changes the game master cannot make are one line
and leave the game file as it was.
"""

from __future__ import annotations

import re
from email.message import EmailMessage
from pathlib import Path

import pytest

from pbem.files.game_file import load_game
from tests.support.cli import WIN_POSITION, new_game, order_text, run
from tests.support.league import ORDERS, example_game
from tests.support.mail import body, outbox_mails

NOW, LATE = "now@example.org", "late@example.org"
ADDRESS = "anna@example.org"


@pytest.fixture
def game(tmp_path: Path) -> Path:
    path = example_game(tmp_path / "harbour", "harbour", 0)
    assert run("mail", "setup", path, "--from", "GM <gm@example.org>").exit_code == 0
    return path


def mailed(game: Path, outbox: Path, orders: list[Path]) -> None:
    """Each order mailed by its player to the game master, taken in by ``mail ingest``."""
    for order in orders:
        colour = order.stem.split("-")[1]
        sender = {"red": "anna", "blue": "bruno", "green": "chiara"}[colour]
        message = EmailMessage()
        message["From"], message["To"] = f"{sender}@example.org", "gm@example.org"
        message["Subject"], message["Message-ID"] = "order", f"<{order.stem}@example.org>"
        message.set_content(f"---\n{order.read_text('utf-8')}...\n")
        result = run("mail", "ingest", game, "--outbox", outbox, stdin=message.as_bytes())
        assert result.exit_code == 0, result.output


def test_spectators_get_the_public_report_at_once_or_turns_late(game: Path,
                                                                tmp_path: Path) -> None:
    assert run("spectator", "add", game, NOW).exit_code == 0
    assert run("spectator", "add", game, LATE, "--delay", "2").exit_code == 0
    outbox = tmp_path / "out"
    turns = []
    for order in ORDERS[:16]:
        mailed(game, outbox, [order])
        turns.append(load_game(game).state.position.turn)
    mails = outbox_mails(outbox)
    now = [m for m in mails if m["To"] == NOW]
    late = [m for m in mails if m["To"] == LATE]
    reports = game.parent / "reports"
    assert len(now) == 16  # every step here tells the public something
    for mail in now:
        step = int(mail["X-Pbem-Step"])
        (folder,) = reports.glob(f"step-{step:04d}-*")
        assert body(mail) == (folder / "public.txt").read_text("utf-8")
        assert mail["Subject"].endswith(": the public report")
    late_turns = [int(re.findall(r"turn (\d+)", m["Subject"])[0]) for m in late]
    began = sorted(set(turns) - {turns[0]}) if turns[0] == 1 else sorted(set(turns))
    assert late_turns == [t - 2 for t in began if t - 2 >= 1] and len(late_turns) >= 8
    assert all("(2 turn(s) late)" in m["Subject"] for m in late)
    assert all("Your secret" not in body(m) and "YOUR ORDER" not in body(m) for m in late)


def test_at_the_end_every_spectator_gets_the_final_report(tmp_path: Path) -> None:
    """Red wins with the order of tests.support.league.won, by mail: the spectator 3 turns
    late gets the final report at once, the seed and the statistics in it."""
    folder = tmp_path / "won"
    folder.mkdir()
    position = folder / "win.yaml"
    position.write_text(WIN_POSITION, "utf-8")
    game = new_game(folder / "game.yaml", "--position", position, "--seed", "the-seed-of-won",
                    "--force-seed", "--id", "won", "--emails", "anna@example.org,bruno@x.org")
    assert run("mail", "setup", game, "--from", "gm@example.org").exit_code == 0
    assert run("spectator", "add", game, LATE, "--delay", "3").exit_code == 0
    order = order_text("red", 9, ["build: {building: merchant, at: D8}"])
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = ADDRESS, "gm@example.org", "win"
    message.set_content(f"---\n{order.replace('game: corpus', 'game: won')}...\n")
    result = run("mail", "ingest", game, "--outbox", tmp_path / "out", stdin=message.as_bytes())
    assert result.exit_code == 0, result.output
    (final,) = [m for m in outbox_mails(tmp_path / "out") if m["To"] == LATE]
    assert "the game is over" in body(final).lower() and "the-seed-of-won" in body(final)
    assert "in numbers" in body(final)


@pytest.mark.parametrize(("args", "line"), [
    (("add", "GAME", "not an address"), "'not an address' is not one plain mail address"),
    (("add", "GAME", "anna@example.org"), "anna@example.org plays in game harbour"),
    (("add", "GAME", "eve@example.org", "--delay", "51"), "--delay is 0 to 50 turns, not 51"),
    (("remove", "GAME", "eve@example.org"), "eve@example.org does not watch game harbour"),
])
def test_a_change_that_cannot_be_made_is_one_line(game: Path, args: tuple[str, ...],
                                                  line: str) -> None:
    before = game.read_bytes()
    result = run("spectator", *[game if a == "GAME" else a for a in args])
    assert result.exit_code == 2
    assert result.stderr.startswith(f"pbem: {line}") and result.stderr.count("\n") == 1
    assert game.read_bytes() == before


def test_add_list_remove(game: Path) -> None:
    assert run("spectator", "list", game).stdout == "harbour: nobody watches\n"
    assert run("spectator", "add", game, "Eve@Example.org", "--delay", "1").stdout == (
        "harbour: eve@example.org watches, 1 turn(s) late\n")
    assert run("spectator", "add", game, "eve@example.org", "--delay", "2").exit_code == 0
    assert run("spectator", "list", game).stdout == "eve@example.org: 2 turn(s) late\n"
    assert run("replay", game).exit_code == 0  # who watches is no part of the history
    assert run("spectator", "remove", game, "eve@example.org").exit_code == 0
    assert "spectators" not in game.read_text("utf-8")
