"""Reading an incoming mail: is it for us at all, who sent it, and where is the order in it.

The order is the first ``.yaml``/``.yml`` attachment; else the YAML document the player wrote in
the text/plain part between a ``---`` line and a ``...`` line (or between the scissors lines of
a pbem report's order, ``----8<----`` and ``---->8----``, which a player copies from his
report); else his report's order form edited inside the quote of his reply
(``pbem.mail.blocks`` says which lines count). Only the first order of a message is read; the
caller tells the player when there were more (``Found.ignored``), and when there is none, why
(``Found.why``).

Headers are read through ``pbem.mail.headers``, never parsed by the mail policy on access (which
raises for an encoded CR/LF in a display name); ``read_letter`` does all the reading of a
message before anything is locked, and turns any failure of the mail package on a stranger's
bytes into ``Unreadable``, so that such a message is ignored with a line in the log instead of
stopping a mailbox.

Loops and floods are stopped here before anything is locked or read: automatic messages
(``Auto-Submitted`` other than ``no``, vacation programs' headers), bounces and delivery
reports, ``Precedence: bulk/list/junk`` and mailing-list traffic are ignored without a reply.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from email import policy
from email.errors import MessageError
from email.message import EmailMessage, Message
from email.parser import BytesHeaderParser, BytesParser

from pbem.mail import blocks
from pbem.mail import headers as h
from pbem.messages.message import Message as Said

MAX_MESSAGE_BYTES = 256 * 1024
"""A message over this size is refused unread (an order is a few hundred bytes)."""

BODY_NAME = "message body"
"""The file name a verdict gives an order written in the text of the message."""

ORDER_SUFFIXES = (".yaml", ".yml")
BULK_PRECEDENCE = {"bulk", "list", "junk", "auto_reply"}
AUTO_REPLY_HEADERS = ("X-Autoreply", "X-Autorespond", "X-Auto-Reply")
DAEMON_SENDERS = {"mailer-daemon", "postmaster", "noreply", "no-reply"}
_SAFE_NAME = re.compile(r"[^A-Za-z0-9._+-]")
PARSER_FAILURES = (MessageError, ValueError, LookupError, IndexError, TypeError,
                   AttributeError, AssertionError)
"""What the mail package raises on bytes it cannot make sense of (some of it, bugs of its own
that anyone can trigger): such a message is unreadable, never a crash."""


class Unreadable(Exception):
    """A message pbem cannot read at all; the text says what failed."""


@dataclass(frozen=True)
class Candidate:
    """One order found in a message: a name for verdicts, and its text (or bytes)."""

    filename: str
    text: str | bytes


@dataclass(frozen=True)
class Found:
    """What a message holds: the order to read (if any), how many more were left unread, and
    when there is none, why: ``html-only`` (no text/plain part), ``unclosed`` (``problem``
    says where), ``form-unchanged`` (a quoted order form with no action chosen),
    ``quoted-only`` (an order block in quoted text only) or ``none``."""

    order: Candidate | None
    ignored: int = 0
    why: str = ""
    problem: Said | None = None  # an order begun in the text but never closed
    quoted: bool = False  # the order was read from the quoted report's form

    @property
    def html_only(self) -> bool:
        """Whether the message had no text/plain part at all (an HTML-only mail)."""
        return self.why == "html-only"


@dataclass(frozen=True)
class Letter:
    """Everything pbem reads of a message, read before anything is locked."""

    message: EmailMessage
    sender: str  # the From: address, or "" when there is not exactly one
    ignore: str | None  # why it gets no reply at all (a loop, a flood, nobody to answer)
    key: str  # the same for every delivery of this message (``message_key``)
    message_id: str
    found: Found | None  # None for a message too big to be read


def read_letter(raw: bytes) -> Letter:
    """Read a message whole; raises ``Unreadable`` when the mail package fails on it."""
    try:
        message = parse_message(raw)
        reason = ignore_reason(message)
        found = None if is_oversized(raw) or reason is not None else find_order(message)
        return Letter(message, sender_address(message), reason, message_key(message, raw),
                      h.text(message, "Message-ID"), found)
    except PARSER_FAILURES as error:
        raise Unreadable(f"its {_part_of(error)} cannot be read ({type(error).__name__}: "
                         f"{h.one_line(str(error))[:120]})") from None


def _part_of(error: Exception) -> str:
    return "headers" if "header" in str(error).lower() else "structure or headers"


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
        value = "\n".join(h.raw_values(message, name)).strip()
        digest.update(value.encode("utf-8", "surrogateescape") + b"\0")
    digest.update(body)
    return digest.hexdigest()


def sender_address(message: Message) -> str:
    """The From: address (lower case), or "" when there is not exactly one plain address in
    exactly one From: header.

    Recorded and answered, never trusted: only the order's secret says who sent it.
    """
    if len(h.raw_values(message, "From")) != 1:
        return ""
    found = h.addresses(message, "From")
    return found[0][1] if len(found) == 1 else ""


def bare_address(header: str) -> str:
    """The one address of a header such as ``Anna <anna@example.org>``, lower case, or ""."""
    from email.utils import getaddresses

    found = [h.plain_address(address) for _name, address in getaddresses([header])]
    return found[0] or "" if len(found) == 1 else ""


def ignore_reason(message: Message) -> str | None:
    """Why a message gets no reply and no processing (a loop or a flood), or None."""
    auto = h.text(message, "Auto-Submitted").lower()
    if auto and not auto.startswith("no"):
        return f"an automatic message (Auto-Submitted: {auto[:40]})"
    for header in AUTO_REPLY_HEADERS:
        if h.raw_values(message, header):
            return f"an automatic reply ({header})"
    precedence = h.text(message, "Precedence").lower()
    if precedence in BULK_PRECEDENCE:
        return f"bulk mail (Precedence: {precedence})"
    if h.raw_values(message, "List-Id") or h.raw_values(message, "List-Post"):
        return "mailing-list traffic (List-Id)"
    if len(h.raw_values(message, "From")) > 1:
        return "more than one From: header (who sent it?)"
    return _bounce_reason(message) or (None if sender_address(message) else
                                       "no single From: address to answer")


def _bounce_reason(message: Message) -> str | None:
    if message.get_content_type() == "multipart/report":
        return "a delivery or read report (multipart/report)"
    if h.text(message, "Return-Path") == "<>":
        return "a bounce (empty Return-Path)"
    local = sender_address(message).partition("@")[0]
    if local in DAEMON_SENDERS:
        return f"a message from {local}"
    return None


def find_order(message: EmailMessage) -> Found:
    """The order a message carries: the first YAML attachment, else the player's own block in
    the text, else his report's form edited in the quote (see ``pbem.mail.blocks``)."""
    attachments = [_attachment(part) for part in message.walk() if _is_order_file(part)]
    text = plain_text(message)
    if text is None:
        if attachments:
            return Found(attachments[0], ignored=len(attachments) - 1)
        return Found(None, why="html-only" if _has_html(message) else "none")
    lines = blocks.read_lines(text)
    own, problem = blocks.own_blocks(lines.own)
    found = attachments + [Candidate(BODY_NAME, block.text) for block in own]
    if found:
        return Found(found[0], ignored=len(found) - 1)
    if problem is not None:
        return Found(None, why="unclosed", problem=problem)
    form, seen = blocks.quoted_form(lines.quoted)
    if form is not None:
        return Found(Candidate(BODY_NAME, form.text), quoted=True)
    if seen:
        return Found(None, why="form-unchanged")
    return Found(None, why="quoted-only" if lines.has_quote else "none")


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


def order_blocks(text: str) -> tuple[list[Candidate], Said | None]:
    """The YAML blocks a player wrote himself in the text (quoted lines and the signature
    left out, line numbers kept), and a complaint about an unclosed one."""
    found, problem = blocks.own_blocks(blocks.read_lines(text).own)
    return [Candidate(BODY_NAME, block.text) for block in found], problem
