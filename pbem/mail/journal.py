"""What the game's mail has done, kept durably beside the game: ``game.yaml.mail/``.

``journal.json`` names every message taken in (by ``inbound.message_key``) with what became of
it, and counts each sender's messages per turn (the flood limit). ``outgoing/`` holds the
replies and reports composed for a message until they are sent. A message goes through two
journal writes, each atomic and fsynced:

1. ``begin``: before its order is processed, with the length of the history then, so that a
   run after a crash knows which history entries its order made;
2. ``finish``: after its mails are in ``outgoing/``.

A crash before (2) leaves a begun message, which is taken in again: pbem recognises its order
if it was stored (``pbem.process``: duplicate), and the mails are composed again under the same
numbers. Only mails of finished messages are sent, so a mail is never sent for a message whose
run was cut short; a crash while sending may send one mail twice, never lose one. The journal
is read and written under the game's lock only.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from pathlib import Path
from typing import Any

from pbem.messages import say

FORMAT = "pbem-mail-journal-1"


class MailboxError(ValueError):
    """A mailbox or journal that cannot be read as one (a usage error, exit 2)."""


def mail_folder(game_path: Path) -> Path:
    """The game's mail folder: ``game.yaml.mail`` beside the game file."""
    return game_path.with_name(game_path.name + ".mail")


class Journal:
    """The messages taken in and the senders' counts, loaded from and saved to disk."""

    def __init__(self, path: Path, data: dict[str, Any]) -> None:
        self.path = path
        self.data = data

    @classmethod
    def load(cls, game_path: Path) -> Journal:
        """The game's journal (empty when no mail came yet)."""
        path = mail_folder(game_path) / "journal.json"
        if not path.is_file():
            return cls(path, {"format": FORMAT, "next": 1, "messages": {}, "senders": {}})
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            data = None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise MailboxError(say("cli.not-journal", path=str(path)))
        return cls(path, data)

    def record(self, key: str) -> dict[str, Any] | None:
        """What is known of a message, if it was taken in before."""
        found = self.data["messages"].get(key)
        return found if isinstance(found, dict) else None

    def begin(self, key: str, *, sender: str, message_id: str, turn: int, history: int,
              at: str) -> dict[str, Any]:
        """Record a message as taken in before processing, and count it for its sender
        (``nth``: his how-manieth message of the turn it is)."""
        counts = self.data["senders"].setdefault(str(turn), {})
        counts[sender] = counts.get(sender, 0) + 1
        record = {"seq": self.data["next"], "state": "begun", "from": sender,
                  "message-id": message_id, "turn": turn, "nth": counts[sender],
                  "history": history, "at": at}
        self.data["next"] += 1
        self.data["messages"][key] = record
        self.save()
        return record

    def begin_own(self, key: str, *, at: str, history: int) -> dict[str, Any]:
        """Record mail pbem sends of its own accord (``pbem tick``: a reminder, the reports of
        a missed turn) before composing it, as ``begin`` records a message taken in."""
        record = {"seq": self.data["next"], "state": "begun", "from": "pbem",
                  "history": history, "at": at}
        self.data["next"] += 1
        self.data["messages"][key] = record
        self.save()
        return record

    def finish(self, key: str, status: str, player: str | None) -> None:
        """Record a message as answered: its outcome, and the colour its order named."""
        record = self.data["messages"][key]
        record.update({"state": "done", "status": status})
        if player is not None:
            record["player"] = player
        self.save()

    def finished(self) -> set[int]:
        """The numbers of the messages whose mails may be sent."""
        return {r["seq"] for r in self.data["messages"].values() if r.get("state") == "done"}

    def save(self) -> None:
        """Write the journal whole or not at all."""
        text = json.dumps(self.data, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
        write_bytes_atomic(self.path, text.encode("utf-8"))


class Spool:
    """The mails composed for messages, waiting in ``outgoing/`` to be sent."""

    def __init__(self, game_path: Path) -> None:
        self.folder = mail_folder(game_path) / "outgoing"

    def put(self, seq: int, mails: list[EmailMessage]) -> None:
        """Store a message's mails (again, over the same names, after a crash)."""
        for index, mail in enumerate(mails):
            write_bytes_atomic(self.folder / f"{seq:06d}-{index:03d}.eml", mail.as_bytes())

    def waiting(self, finished: set[int]) -> list[Path]:
        """The stored mails of finished messages, in the order they were composed."""
        if not self.folder.is_dir():
            return []
        return [p for p in sorted(self.folder.glob("*.eml"))
                if p.name[:6].isdigit() and int(p.name[:6]) in finished]

    def flush(self, finished: set[int], transport: Any) -> Flushed:
        """Send the waiting mails one by one, each removed once sent.

        A mail the server refuses for itself alone (``MessageRefused``: an unknown recipient)
        is moved to ``outgoing/refused/`` so that it does not hold up the others; any other
        failure (``MailUnavailable``, ``MailRefused``) stops the flush, and that mail and the
        rest wait for the next run: none is dropped.
        """
        from pbem.mail.transport import MessageRefused

        sent, refused = 0, list[str]()
        for path in self.waiting(finished):
            message = BytesParser(policy=policy.default).parsebytes(path.read_bytes())
            assert isinstance(message, EmailMessage)
            try:
                transport.send(message)
            except MessageRefused as error:
                aside = self.folder / "refused"
                private_folder(aside)
                path.replace(aside / path.name)
                refused.append(f"{aside / path.name}: not delivered: {error}")
                continue
            path.unlink()
            sent += 1
        return Flushed(sent, refused)


@dataclass(frozen=True)
class Flushed:
    """What sending the waiting mails did: how many went, and the ones refused for good."""

    sent: int
    refused: list[str]


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Write a file whole or not at all (``pbem.files.atomic``), private in a private folder,
    as the game file is: mails carry players' reports. Never through a link: the game's own
    folder for them (``game.yaml.mail``, ``game.yaml.hooks``, a games folder's
    ``.pbem-league.mail``) and every folder below it down to the file's must be real folders,
    checked before any is made (a linked one took the journal and the queued mails, every
    player's report, wherever it pointed)."""
    from pbem.files.atomic import write_bytes_atomic as write_whole

    write_whole(path, data, private=True, inside=private_folder(path.parent))


def private_folder(folder: Path) -> Path | None:
    """Make ``folder`` (0700) once no folder from the game's own for mail or notifications
    down to it is a link (``LinkedFolderError``); returns that own folder."""
    from pbem.files.atomic import refuse_linked_folders

    own = next((above for above in (folder, *folder.parents)
                if above.name.endswith((".mail", ".hooks"))), None)
    refuse_linked_folders(folder, own)
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    return own
