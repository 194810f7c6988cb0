"""``json.dumps(value, ensure_ascii=False, indent=1)``, the same text, made faster.

The JSON report of every reader after every step is laid out with an indent, and the standard
library lays out indented JSON in pure Python, a generator per level: it was the largest part
of ``pbem demo`` (1,464 reports). This writes the same text by one recursive function that
adds its pieces to a list, the standard library's own C function quoting the strings. Values
it does not know (none in a report) go to ``json.dumps`` itself, so every error is its own.
"""

from __future__ import annotations

import json
from json.encoder import encode_basestring  # the C version, as ensure_ascii=False uses
from typing import Any


def dumps_indented(value: Any) -> str:
    """``json.dumps(value, ensure_ascii=False, indent=1)``."""
    parts: list[str] = []
    try:
        _write(value, "\n", parts)
    except (_Unknown, RecursionError):  # (a cycle: json.dumps says so in its words)
        return json.dumps(value, ensure_ascii=False, indent=1)
    return "".join(parts)


class _Unknown(Exception):
    """A value the standard library encodes otherwise (a float, a key not text, a cycle...)."""


def _write(value: Any, newline: str, parts: list[str]) -> None:
    """Add ``value`` to ``parts``; ``newline`` is the line break and indent of its level.
    The order of the tests is ``json.encoder``'s, so that a subclass of ``str`` or ``int``
    is written as it writes it."""
    if isinstance(value, str):
        parts.append(encode_basestring(value))
    elif value is None:
        parts.append("null")
    elif value is True:
        parts.append("true")
    elif value is False:
        parts.append("false")
    elif isinstance(value, int):
        parts.append(int.__repr__(value))
    elif isinstance(value, list | tuple):
        _write_list(value, newline, parts)
    elif isinstance(value, dict):
        _write_dict(value, newline, parts)
    else:  # a float (NaN and the infinities are written apart), or what JSON cannot hold
        raise _Unknown


def _write_list(items: list[Any] | tuple[Any, ...], newline: str, parts: list[str]) -> None:
    if not items:
        parts.append("[]")
        return
    inner = newline + " "
    separator = "," + inner
    if all(type(item) is int for item in items):  # the race's cubes and turns: hundreds
        parts.append("[" + inner + separator.join(map(int.__repr__, items)) + newline + "]")
        return
    parts.append("[" + inner)
    first = True
    for item in items:
        if not first:
            parts.append(separator)
        first = False
        _write(item, inner, parts)
    parts.append(newline + "]")


def _write_dict(mapping: dict[Any, Any], newline: str, parts: list[str]) -> None:
    if not mapping:
        parts.append("{}")
        return
    inner = newline + " "
    separator = "," + inner
    parts.append("{" + inner)
    first = True
    for key, item in mapping.items():
        if not isinstance(key, str):  # numbers, true, false and null as keys are rare here
            raise _Unknown
        if not first:
            parts.append(separator)
        first = False
        parts.append(encode_basestring(key) + ": ")
        _write(item, inner, parts)
    parts.append(newline + "}")
