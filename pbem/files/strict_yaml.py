"""The strict YAML reader used for every file pbem reads.

It builds plain data (dicts with text keys, lists, text, whole numbers, true/false, null)
straight from the parser's events, and refuses, with ``file:line:col`` and a sentence a player
can act on: files over 256 KiB, bytes that are not UTF-8, control characters, duplicate keys,
anchors and aliases, tags, more than one document, nesting deeper than 50 levels, keys that
are not text, and plain scalars that some YAML reader would read differently (see
``pbem.files.scalars``). Keys written as whole numbers (``3: [blue]``) are read as text
(``"3"``), as in JSON. Besides the data it can give the line and column of every value, by
its path (``("actions", 0, "build", "at")``), so schema errors can point into the file.

>>> load_yaml("turn: 14\\nactions: [church, {wall: {at: north-G}}]\\n", "order.yaml")
{'turn': 14, 'actions': ['church', {'wall': {'at': 'north-G'}}]}
>>> load_yaml("ship: NO\\n", "order.yaml")
Traceback (most recent call last):
...
pbem.files.errors.InputError: order.yaml:1:7: 'NO' would be read as false by some YAML \
readers; write it in quotes ('NO') or as true/false
"""

from __future__ import annotations

import errno
import os
import re
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field

import yaml
from yaml.events import (
    AliasEvent,
    CollectionEndEvent,
    DocumentEndEvent,
    DocumentStartEvent,
    Event,
    MappingStartEvent,
    NodeEvent,
    ScalarEvent,
    SequenceStartEvent,
    StreamEndEvent,
    StreamStartEvent,
)

from pbem.files.errors import InputError
from pbem.files.scalars import key_problem, plain_problem, plain_value
from pbem.messages import say

MAX_BYTES = 256 * 1024
"""The largest file pbem reads: no order, position or game file comes near it."""
MAX_DEPTH = 50
"""The deepest nesting of lists and mappings pbem reads; its files need a handful."""
MAX_VALUES = 150_000
"""The most values (scalars, lists and mappings) a file may hold. Each costs some 350 bytes of
memory and 3 µs while read, so a hostile file at the bound costs under 100 MB and 1 s of CPU
(benchmarks/hostile.py); a whole game's file holds under 20,000 (the example game: 17,700;
a game of 750 orders some 110,000), and an order of 256 KiB cannot reach it."""

JsonPath = tuple[str | int, ...]
"""Where a value sits in the data: mapping keys and list indexes, ``("actions", 0, "build")``."""


class Marks(dict[JsonPath, tuple[int, int]]):
    """The 1-based (line, column) where the value at each path begins.

    ``key_marks`` gives, for a value inside a mapping, where its key is written.
    """

    def __init__(self) -> None:
        super().__init__()
        self.key_marks: dict[JsonPath, tuple[int, int]] = {}

_LOADER = yaml.CSafeLoader if yaml.__with_libyaml__ else yaml.SafeLoader
# The characters YAML does not allow in a stream: the complement of yaml.reader.Reader's
# NON_PRINTABLE set, written as the few ranges left out (compiling the set of all the others
# cost every command 3 ms; tests/test_files_char_classes.py holds the two equal).
_NON_PRINTABLE = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x84\x86-\x9f\ud800-\udfff\ufffe\uffff]"
)


def _too_deep() -> str:
    return say("yaml.too-deep", depth=MAX_DEPTH)


class _Refused(Exception):
    """A refusal found while building, before the file name is attached."""

    def __init__(self, where: tuple[int, int], message: str) -> None:
        super().__init__(message)
        self.where = where
        self.message = message


@dataclass
class _Frame:
    """An open list or mapping; ``key`` is a mapping's key that still awaits its value."""

    path: JsonPath
    value: dict[str, object] | list[object]
    key: str | None = None
    seen: dict[str, tuple[int, int]] = field(default_factory=dict)


def load_yaml(text: str | bytes, filename: str) -> object:
    """Read one YAML document strictly; raises ``InputError`` for anything refused."""
    return load_yaml_with_marks(text, filename)[0]


def load_yaml_with_marks(
    text: str | bytes, filename: str, max_bytes: int = MAX_BYTES
) -> tuple[object, Marks]:
    """Read one YAML document strictly, with the (line, column) of every value by its path."""
    source = _decode(text, filename, max_bytes)
    bad = non_printable(source)
    if bad is not None:
        raise InputError(filename, *_position(source, bad.start()),
                         say("yaml.control-char", code=f"{ord(bad.group()):04X}"))
    try:
        return _build(yaml.parse(source, Loader=_LOADER))
    except _Refused as refused:
        raise InputError(filename, *refused.where, refused.message) from None
    except yaml.MarkedYAMLError as err:
        # where the unfinished thing began (a key without its colon, an open bracket or
        # quote) is where the player must look; the parser notices only later
        mark = (err.context_mark if err.context in _BEGUN else None) or err.problem_mark
        where = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
        slip = _slip(source, err, where[0])
        if slip is not None:
            raise InputError(filename, *slip) from None
        raise InputError(filename, *where, _syntax_message(err)) from None
    except yaml.YAMLError as err:
        raise InputError(filename, 1, 1, say("yaml.invalid", error=str(err))) from None


def non_printable(source: str) -> re.Match[str] | None:
    """The first character of the text that YAML does not allow in a stream, if any."""
    return _NON_PRINTABLE.search(source)


def read_file(path: str | os.PathLike[str]) -> object:
    """Read a YAML file strictly; a file over 256 KiB is refused without reading it all."""
    return read_file_with_marks(path)[0]


def read_file_with_marks(
    path: str | os.PathLike[str], max_bytes: int = MAX_BYTES, what: str = "file"
) -> tuple[object, Marks]:
    """``read_file`` with the (line, column) of every value, as ``load_yaml_with_marks``.

    ``max_bytes`` is larger only for the game file, which pbem alone writes; ``what`` names
    the file in a refusal (a ``file_read`` term: ``order``, ``game``, ``position``).
    """
    return load_yaml_with_marks(read_bytes(path, max_bytes, what), os.fspath(path), max_bytes)


def read_bytes(path: str | os.PathLike[str], max_bytes: int = MAX_BYTES,
               what: str = "file") -> bytes:
    """A file's bytes, refused (``InputError``) when it cannot be read, is over ``max_bytes``
    or is not a plain file, as ``read_file_with_marks`` refuses it.

    A link, pipe or device is refused before a byte is read (``O_NOFOLLOW``, and
    ``O_NONBLOCK`` so that opening a pipe cannot hang): a link could show pbem any file of
    the machine, a pipe would hold the game's lock for ever. ``what`` names the file in the
    refusal, a ``file_read`` term ("order": an order, "game": the game file).
    """
    filename = os.fspath(path)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError as err:
        if err.errno == errno.ELOOP or os.path.islink(path):
            raise not_plain(filename, what, "link") from None
        reason = err.strerror or str(err)
        raise InputError(filename, 0, 0, say("cli.unreadable-file", reason=reason)) from None
    with os.fdopen(fd, "rb") as handle:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):
            raise not_plain(filename, what, _kind_of(status.st_mode))
        if status.st_size > max_bytes:  # refused unread: reading it would cost its size
            raise _too_big(filename, status.st_size, max_bytes)
        try:
            data = handle.read(max_bytes + 1)  # it may grow while read: read to the limit
        except OSError as err:
            raise InputError(filename, 0, 0, say("cli.unreadable-content",
                                                 reason=str(err.strerror))) from None
    if len(data) > max_bytes:
        raise _too_big(filename, len(data), max_bytes)
    return data


def not_plain(filename: str, what: str, kind: str) -> InputError:
    """The refusal of a path that is not a plain file, naming what it is instead (``what`` a
    ``file_read`` term, ``kind`` a ``file_is`` one)."""
    return InputError(filename, 0, 0, say("cli.not-plain-file", what=what, kind=kind))


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "device"


def _too_big(filename: str, size: int, max_bytes: int = MAX_BYTES) -> InputError:
    return InputError(filename, 1, 1, say("yaml.too-big", size=f"{size / 1024:.0f}",
                                            limit=max_bytes // 1024))


def _decode(text: str | bytes, filename: str, max_bytes: int) -> str:
    """The text of the file: at most ``max_bytes`` of UTF-8, without a byte-order mark."""
    if isinstance(text, str):
        if len(text) > max_bytes or len(text.encode("utf-8", "surrogatepass")) > max_bytes:
            raise _too_big(filename, len(text.encode("utf-8", "surrogatepass")), max_bytes)
        source = text
    else:
        if len(text) > max_bytes:
            raise _too_big(filename, len(text), max_bytes)
        try:
            source = text.decode("utf-8")
        except UnicodeDecodeError as err:
            line = text.count(b"\n", 0, err.start) + 1
            start = text.rfind(b"\n", 0, err.start) + 1
            column = len(text[start : err.start].decode("utf-8", "replace")) + 1
            raise InputError(filename, line, column,
                             say("yaml.not-utf8", byte=f"{text[err.start]:02x}")) from None
    return source.removeprefix("\ufeff")


def _position(text: str, index: int) -> tuple[int, int]:
    """1-based line and column of a character index."""
    return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)


# Unfinished things whose beginning is the place to look, rather than where the parser gave up.
_BEGUN = ("while scanning a simple key", "while parsing a flow sequence",
          "while parsing a flow mapping", "while scanning a quoted scalar")


def _slip(source: str, err: yaml.MarkedYAMLError, line: int) -> tuple[int, int, str] | None:
    """A tab in the indentation, or an action's name without its colon, named where it is:
    the parser's own words ("cannot start any token") do not say so."""
    from pbem.files.order_hints import colon_slip, tab_slip

    problem = err.problem_mark.line + 1 if err.problem_mark is not None else line
    return tab_slip(source, max(line, problem)) or colon_slip(source, problem)


def _syntax_message(err: yaml.MarkedYAMLError) -> str:
    what = err.problem or "something unexpected"
    if "maximum nesting depth" in what:  # libyaml's own limit, met while it reads ahead
        return _too_deep()
    while_ = f" {err.context}" if err.context else ""
    return say("yaml.syntax", what=f"{what}{while_}")


def _where(event: Event) -> tuple[int, int]:
    mark = event.start_mark
    return (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)


def _build(events: Iterable[Event]) -> tuple[object, Marks]:
    """Plain data and marks from the parser's events; raises ``_Refused``."""
    marks = Marks()
    stack: list[_Frame] = []
    root: object = None
    documents = 0
    values = 0
    for event in events:
        if isinstance(event, StreamStartEvent | StreamEndEvent | DocumentEndEvent):
            continue
        where = _where(event)
        if isinstance(event, DocumentStartEvent):
            documents += 1
            if documents > 1:
                raise _Refused(where, say("yaml.second-document"))
            continue
        if isinstance(event, CollectionEndEvent):
            stack.pop()
            continue
        assert isinstance(event, NodeEvent)
        _check_node(event, where)
        values += 1
        if values > MAX_VALUES:
            raise _Refused(where, say("yaml.too-many", count=MAX_VALUES, game=20000))
        top = stack[-1] if stack else None
        if top is not None and isinstance(top.value, dict) and top.key is None:
            marks.key_marks[(*top.path, _take_key(top, event, where))] = where
            continue
        value = _node_value(event)
        if top is None:
            path: JsonPath = ()
            root = value
        elif isinstance(top.value, dict):
            assert top.key is not None
            path = (*top.path, top.key)
            top.value[top.key] = value
            top.key = None
        else:
            path = (*top.path, len(top.value))
            top.value.append(value)
        marks[path] = where
        if isinstance(value, dict | list):
            if len(stack) >= MAX_DEPTH:
                raise _Refused(where, _too_deep())
            stack.append(_Frame(path, value))
    return root, marks


def _check_node(event: NodeEvent, where: tuple[int, int]) -> None:
    """Refuse anchors, aliases and tags."""
    if isinstance(event, AliasEvent) or event.anchor is not None:
        raise _Refused(where, say("yaml.anchors"))
    tag = getattr(event, "tag", None)
    if tag is not None:
        shown = tag.replace("tag:yaml.org,2002:", "!!")
        raise _Refused(where, say("yaml.tags", tag=shown))


def _take_key(top: _Frame, event: NodeEvent, where: tuple[int, int]) -> str:
    """Read a mapping key (text only, given once) and return it."""
    if not isinstance(event, ScalarEvent):
        raise _Refused(where, say("yaml.key-not-text"))
    key = event.value
    if not event.style:
        problem = key_problem(key)
        if problem is not None:
            raise _Refused(where, problem)
    if key in top.seen:
        line, column = top.seen[key]
        raise _Refused(where, say("yaml.key-twice", key=key, line=line, column=column))
    top.seen[key] = where
    top.key = key
    return key


def _node_value(event: NodeEvent) -> object:
    """The value a scalar stands for, or the empty container a collection starts."""
    if isinstance(event, SequenceStartEvent):
        return []
    if isinstance(event, MappingStartEvent):
        return {}
    assert isinstance(event, ScalarEvent)
    if event.style:  # quoted or a block scalar: always text
        return event.value
    problem = plain_problem(event.value)
    if problem is not None:
        raise _Refused(_where(event), problem)
    return plain_value(event.value)
