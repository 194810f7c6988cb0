"""The one-line order-file form of an action's data: the one writer, and its reader.

``write`` gives the YAML flow form pbem prints wherever an order line is shown (``pbem
options``, the order template, "legal now", the log) and that the strict order reader
(``pbem.files.order``) accepts as written; ``read`` turns that form back into data.

A text is written plain only when every YAML reader takes it as that text: a word of letters,
digits, ``_`` and ``-`` that starts with a letter and is not one of YAML 1.1's words for true,
false or null. Anything else is single-quoted, so ``off`` is written ``'off'``
(docs/orders.md, "Order files"). The engine imports nothing of ours, so this rule is kept
here; ``tests/test_notation_round_trip.py`` holds it to the strict reader's.

>>> write({"hut": "off"}), write({"build": {"building": "tavern", "at": "D4"}})
("hut: 'off'", 'build: {building: tavern, at: D4}')
>>> read("hut: 'off'"), read("discard: [gold, red]")
({'hut': 'off'}, {'discard': ['gold', 'red']})
"""

from __future__ import annotations

import re
from typing import Any

from pbem.elasund.errors import ActionSyntaxError

_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_-]*")
_SPECIAL_WORDS = {"y", "n", "yes", "no", "on", "off", "true", "false", "null"}
"""Words YAML 1.1 reads as true, false or null (in any case): never written plain."""
_TOKEN = re.compile(r"\s*('(?:[^']|'')*'|[\[\]{},:]|[A-Za-z0-9_-]+)")


def scalar(value: object) -> str:
    """One value as a YAML scalar every reader takes as meant: ``4``, ``D4``, ``'off'``."""
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    text = str(value)
    if _WORD.fullmatch(text) and text.lower() not in _SPECIAL_WORDS:
        return text
    return "'" + text.replace("'", "''") + "'"


def write(data: object, top: bool = True) -> str:
    """Data in flow style; the top mapping of one action keeps no braces (``hut: G11``)."""
    if isinstance(data, dict):
        inner = ", ".join(f"{scalar(k)}: {write(v, top=False)}" for k, v in data.items())
        return inner if top and len(data) == 1 else "{" + inner + "}"
    if isinstance(data, list | tuple):
        return "[" + ", ".join(write(v, top=False) for v in data) + "]"
    return scalar(data)


def read(text: str) -> object:
    """Data back from ``write``'s form; the plain ``off`` of older game files reads too."""
    value, rest = _value(_tokens(text))
    if rest and rest[0] == ":":
        inner, rest = _value(rest[1:])
        value = {value: inner}
    if rest:
        raise ActionSyntaxError("notation-unreadable", text=text)
    return value


def _tokens(text: str) -> list[str]:
    """The words, quoted texts and punctuation of the text; anything else is refused."""
    tokens, at, end = [], 0, len(text.rstrip())
    while at < end:
        match = _TOKEN.match(text, at)
        if match is None:
            raise ActionSyntaxError("notation-unreadable", text=text)
        tokens.append(match.group(1))
        at = match.end()
    return tokens


def _value(tokens: list[str]) -> tuple[Any, list[str]]:
    if not tokens:
        raise ActionSyntaxError("notation-short")
    head, rest = tokens[0], tokens[1:]
    if head == "[":
        items: list[Any] = []
        while rest and rest[0] != "]":
            item, rest = _value(rest)
            items.append(item)
            rest = rest[1:] if rest and rest[0] == "," else rest
        return items, rest[1:]
    if head == "{":
        mapping: dict[str, Any] = {}
        while rest and rest[0] != "}":
            key, rest = _value(rest)
            if not rest or rest[0] != ":":
                raise ActionSyntaxError("notation-colon")
            mapping[str(key)], rest = _value(rest[1:])
            rest = rest[1:] if rest and rest[0] == "," else rest
        return mapping, rest[1:]
    if head.startswith("'"):
        return head[1:-1].replace("''", "'"), rest
    return (int(head) if head.isdigit() else head), rest
