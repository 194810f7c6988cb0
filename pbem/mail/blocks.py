"""Where a player wrote his order in the text of a mail: his own lines, or his report's order
form edited inside the quote of a reply.

A reply is read line by line. The player's own lines are the ones not quoted (``>``), above his
signature (a ``-- `` line); an unquoted copy of the earlier mail below an ``-----Original
Message-----`` line or an Outlook ``____`` rule counts as quoted, and so does everything a
signature is followed by once a quote begins (a signature between a top-posted reply and the
quote ends at the quote).

The order is the first block of his own lines, between ``---`` and ``...`` or between the
scissors lines of a report's order form (``----8<`` ... ``---->8``). Only when there is none,
the order form quoted from the mail he answers (one level of quote, his own lines mixed in) is
read, with the quote markers taken off: most players answer a report by replying to it and
removing the ``#`` before the actions they choose. A form in which no action is chosen is no
order; a quoted ``---`` block is an earlier mail's order (perhaps another player's), and a form
quoted two levels deep is an older mail's, so neither is ever read.

Quoted lines and signatures become blank lines rather than disappearing, so that a line number
in a verdict is the line of the message text the player sees.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pbem.messages.message import Message

OPENERS = ("---",)  # a line that is exactly one of these opens the order (after rstrip)
CLOSERS = ("...",)
SCISSORS_OPEN, SCISSORS_CLOSE = "----8<", "---->8"
ORIGINAL = re.compile(r"^\s*(?:-{2,}\s*Original Message\s*-{2,}|_{20,})\s*$", re.IGNORECASE)
"""The line above an earlier mail copied unquoted below a reply (Outlook's ways)."""
_QUOTE = re.compile(r"^[ \t]*((?:>[ \t]?)+)")
_ENVELOPE = re.compile(r"^(?:game|player|turn|secret|signature)\s*:")


@dataclass(frozen=True)
class Block:
    """An order's text found in a message (padded with blank lines to its place)."""

    text: str
    quoted: bool  # taken from the order form of a quoted report


@dataclass(frozen=True)
class Lines:
    """A message's text line by line: the player's own lines (others blank), and the lines of
    the mail he quotes one level deep with their markers off, his own lines kept among them."""

    own: list[str]
    quoted: list[str]
    has_quote: bool


def read_lines(text: str) -> Lines:
    """Sort a message's lines into the player's own and the quoted ones (see the module)."""
    own: list[str] = []
    quoted: list[str] = []
    state = "body"  # then "signature" (after '-- '), or "original" (below Outlook's rule)
    seen_quote = False
    for line in text.split("\n"):
        if state != "original" and ORIGINAL.match(line):
            state, seen_quote = "original", True
            own.append("")
            quoted.append("")
            continue
        marks = _QUOTE.match(line)
        depth = marks.group(1).count(">") if marks is not None else 0
        level = depth + 1 if state == "original" else depth
        if level:
            seen_quote = True
            state = "original" if state == "original" else "body"  # a signature ends here
            own.append("")
            quoted.append("" if level > 1 else line[marks.end():] if marks else line)
        elif state == "signature" or line.rstrip() in ("-- ", "--"):  # "--": a client trimmed
            state = "signature"
            own.append("")
            quoted.append("")
        else:
            own.append(line)
            quoted.append(line)
    return Lines(own, quoted, seen_quote)


def own_blocks(lines: list[str]) -> tuple[list[Block], Message | None]:
    """The ``---``/``...`` and scissors blocks of the player's own lines, and a complaint about
    one opened and never closed."""
    blocks: list[Block] = []
    start: int | None = None
    closers: tuple[str, ...] = ()
    for number, line in enumerate(lines):
        mark = line.rstrip()
        if start is None and (mark in OPENERS or mark.startswith(SCISSORS_OPEN)):
            start = number
            closers = CLOSERS if mark in OPENERS else (SCISSORS_CLOSE,)
        elif start is not None and any(mark.startswith(c) for c in closers):
            blocks.append(Block(_padded(lines, start, number), quoted=False))
            start = None
    problem = None if start is None else Message("mail.unclosed", line=start + 1)
    return blocks, problem


def quoted_form(lines: list[str]) -> tuple[Block | None, bool]:
    """The first order form (scissors block) of the quoted mail, and whether one was found at
    all: (None, True) means a form in which no action is chosen."""
    start: int | None = None
    for number, line in enumerate(lines):
        if start is None and line.rstrip().startswith(SCISSORS_OPEN):
            start = number
        elif start is not None and line.rstrip().startswith(SCISSORS_CLOSE):
            if _chooses_nothing(lines[start + 1:number]):
                return None, True
            return Block(_padded(lines, start, number), quoted=True), True
    return None, False


def _padded(lines: list[str], start: int, end: int) -> str:
    return "\n" * (start + 1) + "\n".join(lines[start + 1:end]) + "\n"


def _chooses_nothing(lines: list[str]) -> bool:
    """Whether a form holds nothing but its envelope: every action still behind its '#'."""
    for line in lines:
        bare = line.split("#", 1)[0].strip()
        if bare and bare != "actions:" and not _ENVELOPE.match(bare):
            return False
    return True
