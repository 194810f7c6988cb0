"""Writing plain data as YAML that pbem's strict reader reads back to the same data.

Mappings and lists are written in block style, one entry a line, so that a file kept in git
diffs cleanly; a small "leaf" (a mapping or list of scalars only that fits on one line of at
most 100 characters) is written in flow style on its key's line. Keys keep their insertion
order. A string is written plain when that is unambiguous to every YAML reader, else quoted:
single quotes when it is one line of printable characters, double quotes with escapes else.

>>> print(dump_yaml({"players": ["red", "blue"], "ship": None, "answer": "NO"}), end="")
players: [red, blue]
ship: null
answer: 'NO'
>>> print(dump_yaml({"board": [{"piece": "tavern", "at": "D4"}], "hands": {}}), end="")
board:
  - {piece: tavern, at: D4}
hands: {}
"""

from __future__ import annotations

import re

from pbem.files.scalars import MAX_DIGITS, key_problem, plain_problem, plain_value
from pbem.files.strict_yaml import MAX_DEPTH

LINE_WIDTH = 100
"""The longest line a leaf mapping or list may take to be written in flow style."""
LONGEST_SIMPLE_KEY = 1000  # YAML limits a key written before ':' to 1024 characters

# Plain only when no YAML reader could take it for anything else: a letter, digit or '_'
# first, then those and a few punctuation marks that are never indicators, inner spaces.
_PLAIN = re.compile(r"\w[\w\-./+()@]*(?: [\w\-./+()@]+)*")
# Printable characters and the space, not tabs, line breaks or a byte-order mark: what
# single quotes can hold on one line. Anything else is escaped inside double quotes. (Written
# as the characters left out: the set of all the others took 2 ms to compile on every command;
# tests/test_files_char_classes.py holds it to that set.)
_SINGLE_QUOTABLE = re.compile(
    "[^\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufeff\ufffe\uffff]*"
)
_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r", "\0": "\\0"}
_SURROGATE = re.compile("[\ud800-\udfff]")


def dump_yaml(data: object, *, header: str = "") -> str:
    """The data (dicts with text keys, lists, text, ints, bools, None) as a YAML document.

    ``header`` becomes comment lines at the top, each prefixed ``# ``. Raises ``TypeError``
    for values of other types and ``ValueError`` for what no file pbem reads can hold
    (text with unpaired surrogates, nesting deeper than the reader allows).
    """
    lines = [_comment(line) for line in header.splitlines()] if header else []
    if isinstance(data, dict) and data:
        lines.extend(_block_mapping(data, 0, 1))
    elif isinstance(data, list) and data:
        lines.extend(_block_list(data, 0, 1))
    else:
        lines.append(_flow(data, 1))
    return "\n".join(lines) + "\n"


def _comment(line: str) -> str:
    if not _SINGLE_QUOTABLE.fullmatch(line):
        raise ValueError(f"a header line holds a character a comment cannot: {line!r}")
    return f"# {line}".rstrip()


def scalar_text(value: object) -> str:
    """One scalar as YAML: null, true/false, a whole number, or text (quoted when needed)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        text = str(value)
        digits = len(text.lstrip("-"))
        if digits > MAX_DIGITS:  # the reader refuses it: never write a file it cannot read
            raise ValueError(f"cannot write the {digits}-digit number {text[:12]}... in a "
                             "pbem file: its numbers are small (turns, counts, values)")
        return text
    if isinstance(value, str):
        if _PLAIN.fullmatch(value) and plain_problem(value) is None and plain_value(value) == value:
            return value
        return _quoted(value)
    raise TypeError(f"cannot write {type(value).__name__} {value!r} in a pbem file")


def key_text(key: object) -> str:
    """A mapping key as YAML: plain when the reader reads it back as this text, else quoted."""
    if not isinstance(key, str):
        raise TypeError(f"a key must be text, not {type(key).__name__} {key!r}")
    if _PLAIN.fullmatch(key) and key_problem(key) is None:
        return key
    return _quoted(key)


def _quoted(text: str) -> str:
    if _SURROGATE.search(text):
        raise ValueError(f"text with an unpaired surrogate cannot be written to a file: {text!r}")
    if _SINGLE_QUOTABLE.fullmatch(text):
        return "'" + text.replace("'", "''") + "'"
    return '"' + "".join(_escaped(ch) for ch in text) + '"'


def _escaped(ch: str) -> str:
    """A character inside double quotes: as is when printable, else an escape."""
    if ch in _ESCAPES:
        return _ESCAPES[ch]
    if _SINGLE_QUOTABLE.fullmatch(ch):
        return ch
    code = ord(ch)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def is_leaf(value: object) -> bool:
    """A mapping or list holding only scalars and empty mappings or lists."""
    items = list(value.values()) if isinstance(value, dict) else value
    return isinstance(items, list) and all(not isinstance(v, dict | list) or not v for v in items)


def flow_text(value: object) -> str:
    """A scalar, or a leaf mapping or list, as the writer puts it on one line."""
    return _flow(value, 1)


def list_item_text(value: object, indent: int, depth: int) -> str:
    """The lines of one item of a block list whose dashes stand at ``indent`` (``depth``: the
    nesting of the list, 1 for the root), as ``dump_yaml`` writes them, each ending in a line
    break. A list's text is its items' texts one after the other."""
    return "\n".join(_block_list([value], indent, depth)) + "\n"


def _check_depth(value: object, depth: int) -> None:
    """Refuse a mapping or list nested deeper than the reader reads (``depth`` 1 = the root)."""
    if isinstance(value, dict | list) and depth > MAX_DEPTH:
        raise ValueError(f"data nested more than {MAX_DEPTH} levels deep cannot be read back")


def _flow(value: object, depth: int) -> str:
    """A scalar, or a leaf mapping or list, on one line."""
    _check_depth(value, depth)
    if isinstance(value, dict):
        inner = ", ".join(f"{key_text(k)}: {_flow(v, depth + 1)}" for k, v in value.items())
        return "{" + inner + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_flow(v, depth + 1) for v in value) + "]"
    return scalar_text(value)


def _after(prefix: str, value: object, indent: int, depth: int) -> list[str]:
    """``prefix`` (a key with its colon, or a list dash) followed by the value."""
    if not isinstance(value, dict | list) or not value:
        return [f"{prefix} {_flow(value, depth)}"]
    if is_leaf(value):
        line = f"{prefix} {_flow(value, depth)}"
        if len(line) <= LINE_WIDTH:
            return [line]
    if isinstance(value, dict):
        return [prefix, *_block_mapping(value, indent + 2, depth)]
    return [prefix, *_block_list(value, indent + 2, depth)]


def _block_mapping(data: dict[object, object], indent: int, depth: int) -> list[str]:
    _check_depth(data, depth)
    pad = " " * indent
    lines: list[str] = []
    for key, value in data.items():
        written = key_text(key)
        if len(written) > LONGEST_SIMPLE_KEY:
            lines.append(f"{pad}? {written}")
            written = ""
        lines.extend(_after(f"{pad}{written}:", value, indent, depth + 1))
    return lines


def _block_list(data: list[object], indent: int, depth: int) -> list[str]:
    _check_depth(data, depth)
    pad = " " * indent
    lines: list[str] = []
    for value in data:
        item = _after(f"{pad}-", value, indent, depth + 1)
        if len(item) > 1:  # a block mapping or list: its first entry goes on the dash's line
            item = [f"{pad}- {item[1].lstrip()}", *item[2:]]
        lines.extend(item)
    return lines
