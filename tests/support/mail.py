"""Shared helpers of the mail tests: the fixtures' game, running ``pbem mail``, reading mails.

The game is the one ``tests/data/mail/make_fixtures.py`` writes its messages for: 'harbour',
red (Anna), blue (Bruno), green (Chiara), made with ``pbem new`` and a fixed seed (blue is to
play turn 1), its mail from ``gm@example.org``; it is made once per process and copied.
"""

from __future__ import annotations

import tempfile
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from functools import cache
from pathlib import Path

from typer.testing import Result

from tests.support import TESTS
from tests.support.cli import BASE, new_game, run
from tests.support.forge import with_seats

MAIL = TESTS / "data" / "mail"
GM = "Elasund GM <gm@example.org>"
ADDRESSES = {"anna": "anna@example.org", "bruno": "bruno@example.org",
             "chiara": "chiara@example.org"}


@cache
def _game_bytes() -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        game = Path(folder) / "game.yaml"
        new_game(game, "--players", "red,blue,green", "--names", "Anna,Bruno,Chiara",
                 "--emails", ",".join(ADDRESSES.values()), "--seed", "mail-fixtures",
                 "--force-seed", "--id", "harbour")
        result = run("mail", "setup", game, "--from", GM)
        assert result.exit_code == 0, result.output
        return game.read_bytes()


def mail_game(folder: Path) -> Path:
    """The fixtures' game as ``folder/game.yaml``."""
    folder.mkdir(parents=True, exist_ok=True)
    game = folder / "game.yaml"
    game.write_bytes(_game_bytes())
    return game


def fixture(name: str) -> bytes:
    """The bytes of ``tests/data/mail/NAME.eml``."""
    return (MAIL / f"{name}.eml").read_bytes()


def pbem_mail(*args: str | Path, stdin: bytes = b"", env: dict[str, str] | None = None
              ) -> Result:
    """``pbem mail ARGS`` in-process with ``stdin`` as standard input, ``PBEM_NOW`` fixed."""
    return run("mail", *args, env=env, stdin=stdin)


def ingest(game: Path, raw: bytes, outbox: Path, *extra: str) -> Result:
    """``pbem mail ingest GAME --outbox OUTBOX`` with the message on standard input."""
    return pbem_mail("ingest", game, "--outbox", outbox, *extra, stdin=raw)


def outbox_mails(outbox: Path) -> list[EmailMessage]:
    """The mails an outbox holds, in the order they were written."""
    if not outbox.is_dir():
        return []
    mails = []
    for path in sorted(outbox.glob("*.eml")):
        message = BytesParser(policy=policy.default).parsebytes(path.read_bytes())
        assert isinstance(message, EmailMessage)
        mails.append(message)
    return mails


def body(message: EmailMessage) -> str:
    """The text of a mail's plain-text body."""
    part = message.get_body(preferencelist=("plain",))
    assert part is not None
    text = part.get_content()
    assert isinstance(text, str)
    return text


def recipient(message: EmailMessage) -> str:
    """The bare address a mail goes to."""
    return str(message["To"].addresses[0].addr_spec)


ANNA, BRUNO = "anna@example.org", "bruno@example.org"
SHOP = "build: {building: shop, at: B2}"
"""Legal for red in the base game: her order of it alone ends her turn."""
TAVERN = "build: {building: tavern, at: B11}"
"""Refused for red in the base game: it would cover blue's larger hall at B8."""


def base_mail_game(folder: Path, *, bruno_mails: bool = True) -> Path:
    """The command-line tests' base game with names and emails, as ``folder/game.yaml`` (its
    first reports too); without ``bruno_mails`` blue has no email."""
    path = new_game(folder / "game.yaml", "--position", BASE, "--seed", "corpus-seed",
                    "--force-seed", "--id",
                    "corpus", "--names", "Anna,Bruno", "--emails", f"{ANNA},{BRUNO}")
    if not bruno_mails:  # as if made so: the chain commits to the seats
        with_seats(path, lambda seats: seats[1].update(email=""))
    return path


def html_attachment(message: EmailMessage) -> tuple[str, str]:
    """The name and text of the one HTML attachment."""
    (attachment,) = list(message.iter_attachments())
    assert attachment.get_content_type() == "text/html"
    assert attachment.get_content_disposition() == "attachment"
    return str(attachment.get_filename()), str(attachment.get_content())
