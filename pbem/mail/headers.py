"""Reading the headers of a stranger's mail without letting them fail or inject a line.

Python's modern mail policy parses a header when it is read, and raises for some that anyone
can write: an encoded CR/LF in a From display name (``=?utf-8?q?Bruno=0D=0ABcc:...?=``) makes
``message["From"]`` itself raise ``ValueError``. So pbem reads the raw values
(``Message.raw_items``) and decodes them here, tolerantly: an encoded word in an unknown
charset or with broken base64 is kept as written, and every control character (CR, LF, tab,
escape...) of a decoded value becomes a space. An address is taken only when it is one plain
``addr-spec`` (``local@domain``, no spaces or control characters), so no header pbem writes
can carry more than the one address it means.
"""

from __future__ import annotations

import re
from email.header import decode_header
from email.headerregistry import Address
from email.message import Message
from email.utils import getaddresses

# controls, line and paragraph separators, and the marks that turn the direction of text (a
# right-to-left override makes "Anna" print as something else in a report or a mail client)
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u061c\u200e\u200f\u202a-\u202e"
                      r"\u2066-\u2069]")
_ENCODED_RUN = re.compile(r"=\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=(?:\s+=\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=)*")
_ADDRESS = re.compile(r"[^\s@<>()\[\],;:\"\\]+@[^\s@<>()\[\],;:\"\\]+")


def raw_values(message: Message, name: str) -> list[str]:
    """Every value of a header as it came (unfolded), never parsed by the mail policy."""
    wanted = name.lower()
    return [str(value).replace("\r", "").replace("\n", "") for key, value in message.raw_items()
            if key.lower() == wanted]


def text(message: Message, name: str) -> str:
    """A header's first value decoded to one line of text ("" when there is none)."""
    values = raw_values(message, name)
    return one_line(decoded(values[0])) if values else ""


def decoded(value: str) -> str:
    """RFC 2047 encoded words decoded; a word that cannot be decoded is kept as written."""
    try:
        parts = decode_header(value)
    except (ValueError, LookupError, UnicodeError):  # a broken encoded word
        return value
    out = []
    for chunk, charset in parts:
        if isinstance(chunk, str):
            out.append(chunk)
            continue
        try:
            out.append(chunk.decode(charset or "ascii", errors="replace"))
        except LookupError:  # an unknown charset: its bytes as UTF-8, never failing
            out.append(chunk.decode("utf-8", errors="replace"))
    return "".join(out)


def has_control(value: str) -> bool:
    """Whether ``value`` holds a control character (a line break, an escape, a tab, a mark
    that turns the direction of text...)."""
    return _CONTROL.search(value) is not None


def one_line(value: str) -> str:
    """A value with every control character a space and the spaces collapsed."""
    return " ".join(_CONTROL.sub(" ", value).split())


def addresses(message: Message, name: str) -> list[tuple[str, str]]:
    """(display name, address) of every address in every value of an address header; the
    name decoded to one line, the address lower-cased, and only plain ``addr-spec`` ones."""
    found = []
    values = [_ENCODED_RUN.sub(_as_quoted, value) for value in raw_values(message, name)]
    for display, address in getaddresses(values):
        plain = plain_address(address)
        if plain is not None:
            found.append((one_line(decoded(display)), plain))
    return found


def _as_quoted(run: re.Match[str]) -> str:
    """Encoded words of a display name as one quoted string of their decoded text, so that
    the ``:``, ``@`` or ``<`` they may hold cannot look like address syntax."""
    name = one_line(decoded(run.group())).replace("\\", "\\\\").replace('"', '\\"')
    return f'"{name}"'


def plain_address(text: str) -> str | None:
    """``text`` as one lower-case ``local@domain`` address, or None when it is anything else
    (empty, two addresses, a name, a control character, a quoted local part)."""
    text = text.strip()
    if not _ADDRESS.fullmatch(text):
        return None
    try:
        spec = Address(addr_spec=text).addr_spec
    except (ValueError, IndexError, TypeError):
        return None
    return spec.lower() if spec == text else None


def header_name(name: str) -> str:
    """A display name as pbem writes it into a header: one line of text."""
    return one_line(name)
