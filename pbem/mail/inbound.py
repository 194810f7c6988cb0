"""Reading an incoming mail: is it for us at all, who sent it, and where is the order in it.

The order is the first ``.yaml``/``.yml`` attachment; else the YAML document in the text/plain
part between a ``---`` line and a ``...`` line (or between the scissors lines of a pbem report's
order, ``----8<----`` and ``---->8----``, which a player copies from his report). Quoted lines
(``>``), the signature (after a ``-- `` line) and an earlier mail copied below an
``-----Original Message-----`` line never count, so a reply that quotes an earlier report or
order carries only what the player wrote himself. Only the first order of a message
is read; the caller tells the player when there were more (``Found.ignored``).

Loops and floods are stopped here before anything is locked or read: automatic messages
(``Auto-Submitted`` other than ``no``, vacation programs' headers), bounces and delivery
reports, ``Precedence: bulk/list/junk`` and mailing-list traffic are ignored without a reply.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from email import policy
from email.message import EmailMessage, Message
from email.parser import BytesHeaderParser, BytesParser
from email.utils import getaddresses

MAX_MESSAGE_BYTES = 256 * 1024
"""A message over this size is refused unread (an order is a few hundred bytes)."""

BODY_NAME = "message body"
"""The file name a verdict gives an order written in the text of the message."""

ORDER_SUFFIXES = (".yaml", ".yml")
BULK_PRECEDENCE = {"bulk", "list", "junk", "auto_reply"}
AUTO_REPLY_HEADERS = ("X-Autoreply", "X-Autorespond", "X-Auto-Reply")
DAEMON_SENDERS = {"mailer-daemon", "postmaster", "noreply", "no-reply"}
OPENERS = ("---",)  # a line that is exactly one of these opens the order (after rstrip)
CLOSERS = ("...",)
SCISSORS_OPEN, SCISSORS_CLOSE = "----8<", "---->8"
_SAFE_NAME = re.compile(r"[^A-Za-z0-9._+-]")
ORIGINAL = re.compile(r"^\s*-{2,}\s*Original Message\s*-{2,}\s*$", re.IGNORECASE)
"""The line above an earlier mail copied unquoted below a reply (Outlook's way)."""


@dataclass(frozen=True)
class Candidate:
    """One order found in a message: a name for verdicts, and its text (or bytes)."""

    filename: str
    text: str | bytes


@dataclass(frozen=True)
class Found:
    """What a message holds: the order to read (if any), how many more were left unread, and
    whether it had no text/plain part at all (an HTML-only mail)."""

    order: Candidate | None
    ignored: int = 0
    html_only: bool = False
    problem: str | None = None  # an order begun in the text but never closed


def parse_message(raw: bytes) -> EmailMessage:
    """The message as an ``EmailMessage`` (modern policy: decoded headers, ``get_content``).

    A message over ``MAX_MESSAGE_BYTES`` is read for its headers only: it is refused anyway,
    and its reply needs no more than Subject, From and Message-ID.
    """
    parser = BytesHeaderParser if len(raw) > MAX_MESSAGE_BYTES else BytesParser
    message = parser(policy=policy.default).parsebytes(raw)
    assert isinstance(message, EmailMessage)  # policy.default makes EmailMessage objects
    return message


def is_oversized(raw: bytes) -> bool:
    """Whether a message is too big to be read."""
    return len(raw) > MAX_MESSAGE_BYTES


def message_key(message: Message, raw: bytes) -> str:
    """A name for this very message that stays the same when it is delivered again.

    Transport headers (Received, Delivered-To) differ between deliveries, so the key is made of
    the headers the sender wrote (Message-ID, Date, From) and the body; two different messages
    that happen to share a Message-ID still get different keys.
    """
    split = raw.find(b"\r\n\r\n")
    split = raw.find(b"\n\n") if split < 0 else split
    body = raw[split:] if split >= 0 else b""
    digest = hashlib.sha256()
    for name in ("Message-ID", "Date", "From"):
        digest.update(str(message.get(name, "")).strip().encode("utf-8", "replace") + b"\0")
    digest.update(body)
    return digest.hexdigest()


def sender_address(message: Message) -> str:
    """The From: address (lower case), or "" when there is none usable.

    Recorded and answered, never trusted: only the order's secret says who sent it.
    """
    return bare_address(str(message.get("From", "")))


def bare_address(header: str) -> str:
    """The one address of a header such as ``Anna <anna@example.org>``, lower case, or ""."""
    addresses = [addr for _name, addr in getaddresses([header]) if addr]
    return addresses[0].strip().lower() if len(addresses) == 1 and "@" in addresses[0] else ""


def ignore_reason(message: Message) -> str | None:
    """Why a message gets no reply and no processing (a loop or a flood), or None."""
    auto = str(message.get("Auto-Submitted", "")).strip().lower()
    if auto and not auto.startswith("no"):
        return f"an automatic message (Auto-Submitted: {auto})"
    for header in AUTO_REPLY_HEADERS:
        if header in message:
            return f"an automatic reply ({header})"
    precedence = str(message.get("Precedence", "")).strip().lower()
    if precedence in BULK_PRECEDENCE:
        return f"bulk mail (Precedence: {precedence})"
    if "List-Id" in message or "List-Post" in message:
        return "mailing-list traffic (List-Id)"
    return _bounce_reason(message) or (None if sender_address(message) else
                                       "no single From: address to answer")


def _bounce_reason(message: Message) -> str | None:
    if message.get_content_type() == "multipart/report":
        return "a delivery or read report (multipart/report)"
    if str(message.get("Return-Path", "")).strip() == "<>":
        return "a bounce (empty Return-Path)"
    local = sender_address(message).partition("@")[0]
    if local in DAEMON_SENDERS:
        return f"a message from {local}"
    return None


def find_order(message: EmailMessage) -> Found:
    """The order a message carries: the first YAML attachment, else the body's block."""
    attachments = [_attachment(part) for part in message.walk() if _is_order_file(part)]
    text = plain_text(message)
    blocks, problem = order_blocks(text) if text is not None else ([], None)
    found = attachments + blocks
    if not found:
        return Found(None, html_only=text is None and _has_html(message), problem=problem)
    return Found(found[0], ignored=len(found) - 1)


def _is_order_file(part: Message) -> bool:
    name = part.get_filename()
    return (not part.is_multipart() and name is not None
            and name.strip().lower().endswith(ORDER_SUFFIXES))


def _attachment(part: Message) -> Candidate:
    assert isinstance(part, EmailMessage)
    name = _SAFE_NAME.sub("_", (part.get_filename() or "order.yaml").strip().rsplit("/", 1)[-1])
    payload = part.get_payload(decode=True)
    data = payload if isinstance(payload, bytes) else b""
    charset = part.get_content_charset()
    if charset is None:  # no charset said: pbem's own rule, UTF-8 (strict_yaml explains)
        return Candidate(name[-80:], data)
    return Candidate(name[-80:], _decode(data, charset).replace("\r\n", "\n"))


def plain_text(message: EmailMessage) -> str | None:
    """The text/plain body, decoded (transfer encoding, charset, BOM, CRLF, format=flowed),
    or None when the message has none (attachments aside)."""
    body = message.get_body(preferencelist=("plain",))
    if body is None or body.get_content_type() != "text/plain":
        return None
    payload = body.get_payload(decode=True)
    text = _decode(payload if isinstance(payload, bytes) else b"", body.get_content_charset())
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    if str(body.get_param("format", "")).lower() == "flowed":
        text = unflow(text, delsp=str(body.get_param("delsp", "")).lower() == "yes")
    return text


def _decode(data: bytes, charset: str | None) -> str:
    """Bytes in the charset the message names (an unknown one read as UTF-8, never failing)."""
    try:
        text = data.decode(charset or "us-ascii", errors="replace")
    except LookupError:
        text = data.decode("utf-8", errors="replace")
    return text.removeprefix("\ufeff")


def _has_html(message: EmailMessage) -> bool:
    return any(part.get_content_type() == "text/html" for part in message.walk())


def unflow(text: str, *, delsp: bool) -> str:
    """Undo RFC 3676 format=flowed: join soft-broken lines, remove space-stuffing.

    A line ending in a space continues on the next line of the same quote depth; the
    signature separator ``-- `` never does. Quote markers are kept, so quoted text stays
    recognisable as quoted.
    """
    out: list[str] = []
    pending: tuple[int, str] | None = None
    for line in text.split("\n"):
        depth = len(line) - len(line.lstrip(">"))
        content = line[depth:]
        content = content[1:] if content.startswith(" ") else content  # space-stuffing
        if pending is not None and pending[0] == depth:
            content = pending[1] + content
        elif pending is not None:
            out.append(_quoted(*pending))
        pending = None
        if content.endswith(" ") and content != "-- ":
            pending = (depth, content[:-1] if delsp else content)
            continue
        out.append(_quoted(depth, content))
    if pending is not None:
        out.append(_quoted(*pending))
    return "\n".join(out)


def _quoted(depth: int, content: str) -> str:
    return ">" * depth + (" " + content if depth and content else content)


def order_blocks(text: str) -> tuple[list[Candidate], str | None]:
    """The YAML blocks a player wrote in the text, and a complaint about an unclosed one.

    Quoted lines and the signature become blank lines rather than disappearing, so that a
    line number in a verdict is the line of the message text the player sees.
    """
    lines = _own_lines(text)
    blocks: list[Candidate] = []
    start: int | None = None
    closers: tuple[str, ...] = ()
    for number, line in enumerate(lines):
        mark = line.rstrip()
        if start is None and (mark in OPENERS or mark.startswith(SCISSORS_OPEN)):
            start = number
            closers = CLOSERS if mark in OPENERS else (SCISSORS_CLOSE,)
        elif start is not None and any(mark.startswith(c) for c in closers):
            body = "\n" * (start + 1) + "\n".join(lines[start + 1:number]) + "\n"
            blocks.append(Candidate(BODY_NAME, body))
            start = None
    problem = None if start is None else (
        f"the order begun on line {start + 1} of your message has no closing '...' line")
    return blocks, problem


def _own_lines(text: str) -> list[str]:
    """The lines of the text, with quoted lines and everything from the signature (or from
    an unquoted copy of the earlier mail, as Outlook appends it) on blank."""
    lines = text.split("\n")
    own: list[str] = []
    for index, line in enumerate(lines):
        if line.rstrip() == "--" or ORIGINAL.match(line):  # "--": a client trimmed "-- "
            return own + [""] * (len(lines) - index)
        own.append("" if line.lstrip(" ").startswith(">") else line)
    return own
