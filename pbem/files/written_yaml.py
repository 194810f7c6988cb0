"""Reading back, fast, a block of YAML exactly as ``pbem.files.yaml_write`` writes it.

The strict reader (``pbem.files.strict_yaml``) takes every file as a stranger's: it keeps the
line and column of every value and judges every plain scalar, which costs some 0.4 ms per
history entry of a game file. A game file pbem wrote holds nothing to judge: each line has one
of a few shapes, each key and scalar is the one text the writer gives its value, and most
tokens repeat. So a block that is, line for line and token for token, what the writer makes of
some data is read here in one pass over its lines, each distinct token checked once against
the writer (``key_text``, ``scalar_text``); anything else (a comment, a tab, a key quoted where
the writer would not quote it, a list the writer would put on one line) raises ``NotWritten``,
and the caller reads the file strictly instead. What this reads is therefore what the strict
reader reads (the writer's output reads back to its data), and the text is exactly what the
writer makes of that data, so it may be written again as it is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, cast

from pbem.files.yaml_write import (
    LINE_WIDTH,
    LONGEST_SIMPLE_KEY,
    flow_text,
    key_text,
    scalar_text,
)

MAX_DEPTH = 40
"""The deepest nesting read here (a game's history nests a few levels); deeper is refused."""

_QUOTED = re.compile(r"'(?:[^']|'')*'")
_FLOW_TOKEN = re.compile(r"'(?:[^']|'')*'|[^\s'\[\]{},:][^\[\]{},:]*|\[\]|\{\}|[\[\]{}]|, |: ")


class NotWritten(Exception):
    """The text is not what pbem's writer makes of any data."""


@dataclass(frozen=True)
class Document:
    """A document read back: its data (a mapping), and how many values (keys, scalars, lists
    and mappings) it holds as the strict reader counts them."""

    data: dict[str, object]
    values: int


def read_written(lines: list[str], start: int) -> Document:
    """The block mapping that fills ``lines[start:]``, as the writer writes a file after its
    header comments (``lines`` as ``text.split("\\n")`` gives them: the last one empty);
    raises ``NotWritten``."""
    return Reader().document(lines, start)


# What a line says, once its text has been checked: (indent, shape, key, value, values), the
# shape one of these (``Reader.read`` names them again, as local names are read faster).
_KEY_SCALAR, _KEY_FLOW, _KEY_OPEN, _ITEM_SCALAR, _ITEM_FLOW, _ITEM_MAP = range(6)
_Line = tuple[int, int, str, object, int]


_Open = tuple[int, Any, bool, bool, str]
"""A block left open around the innermost one (see ``Reader.read``)."""


@dataclass
class Reader:
    """One pass over the lines. Each distinct line is understood once (``_line``): a game's
    history repeats most of its lines, and a line met before costs a dictionary look-up. One
    reader may read several documents (``pbem.files.written_history`` reads a history in
    pieces), each line still understood once."""

    known: dict[str, _Line] = field(default_factory=dict)
    keys: dict[str, str] = field(default_factory=dict)  # tokens met before, checked once
    heads: dict[str, tuple[int, bool, str] | None] = field(default_factory=dict)
    scalars: dict[str, object] = field(default_factory=dict)
    flows: dict[str, tuple[dict[str, object] | list[object], int, bool]] = field(
        default_factory=dict)
    pairs: dict[str, tuple[str, object, bool]] = field(default_factory=dict)  # "key: value"

    def document(self, lines: list[str], start: int) -> Document:
        """``read_written`` with this reader's lines met before."""
        if not lines or lines[-1] != "" or start >= len(lines) - 1:
            raise NotWritten("not a whole file")
        try:
            return self.read(lines, start, len(lines) - 1)
        except (IndexError, ValueError) as error:
            raise NotWritten(str(error)) from None

    def inline(self, raw: str) -> tuple[str, object, int]:
        """The key, the value and the count of values (the key's too) of one line
        ``key: value`` whose value stands on it, a scalar or a leaf as the writer writes it;
        ``NotWritten`` for any other line."""
        info = self.known.get(raw)
        if info is None:
            try:
                info = self._line(raw)
            except (IndexError, ValueError) as error:
                raise NotWritten(str(error)) from None
        _, shape, key, value, count = info
        if shape == _KEY_FLOW:
            template, flat = cast(tuple[dict[str, object] | list[object], bool], value)
            return key, (template.copy() if flat else _fresh(template)), count
        if shape != _KEY_SCALAR:
            raise NotWritten(raw)
        return key, value, count

    def read(self, lines: list[str], start: int, end: int) -> Document:
        """The root mapping of ``lines[start:end]``. The innermost open block is kept in local
        names (its indent, value, whether a mapping, whether still a leaf, the line that
        opened it), the blocks around it on ``stack`` as tuples of the same: most lines only
        add a value to it."""
        key_scalar, key_flow, item_scalar, item_flow = (_KEY_SCALAR, _KEY_FLOW, _ITEM_SCALAR,
                                                        _ITEM_FLOW)
        value: Any  # what the line's shape says it is
        root: dict[str, object] = {}
        stack: list[_Open] = []
        container: Any = root
        top_indent, in_map, leaf, prefix = 0, True, False, ""
        known = self.known
        values = 1  # the root mapping
        for i in range(start, end):
            raw = lines[i]
            info = known.get(raw)
            if info is None:
                info = self._line(raw)
            indent, shape, key, value, count = info
            values += count
            if indent != top_indent:
                while indent < top_indent:
                    self._close(container, leaf, prefix)
                    top_indent, container, in_map, leaf, prefix = stack.pop()
                if indent != top_indent:
                    raise NotWritten(f"line {i + 1}")
            if shape == key_scalar:
                if not in_map or key in container:
                    raise NotWritten(f"line {i + 1}")
                container[key] = value
                continue
            if shape >= item_scalar:
                if in_map:
                    raise NotWritten(f"line {i + 1}")
                if shape == item_scalar:
                    container.append(value)
                    continue
                if shape == item_flow:
                    template, flat = value
                    container.append(template.copy() if flat else _fresh(template))
                    leaf = leaf and not template
                    continue
                child: dict[str, object] = {}  # a mapping that begins on the dash's line
                container.append(child)
                stack.append((top_indent, container, False, False, prefix))
                container, top_indent, in_map = child, indent + 2, True
                leaf, prefix = True, " " * indent + "-"
                values += 1
                indent, shape, key, value, count = value
                values += count
                if shape == key_scalar:
                    child[key] = value
                    continue
            elif not in_map or key in container:
                raise NotWritten(f"line {i + 1}")
            if shape == key_flow:
                template, flat = value
                container[key] = template.copy() if flat else _fresh(template)
                leaf = leaf and not template
                continue
            following = lines[i + 1] if i + 1 < end else ""
            below = known.get(following) or self._line(following)
            opened: dict[str, object] | list[object] = [] if below[1] >= item_scalar else {}
            container[key] = opened
            stack.append((top_indent, container, in_map, False, prefix))
            if len(stack) > MAX_DEPTH:
                raise NotWritten("nested too deep")
            container, top_indent, in_map = opened, indent + 2, not isinstance(opened, list)
            leaf, prefix = True, value
            values += 1
        while stack:
            self._close(container, leaf, prefix)
            top_indent, container, in_map, leaf, prefix = stack.pop()
        return Document(root, values)

    @staticmethod
    def _close(value: dict[str, object] | list[object], leaf: bool, prefix: str) -> None:
        """End an open block (``prefix``: the line that opened it)."""
        if not value:
            raise NotWritten(f"{prefix} holds nothing (null)")
        if leaf and len(f"{prefix} {flow_text(value)}") <= LINE_WIDTH:
            raise NotWritten(prefix)  # the writer puts a short leaf on the key's line

    def _line(self, raw: str) -> _Line:
        """What a line says, each token checked against the writer; kept for the next time.

        Most new lines are an old key with a new value (``prev: 'sha256:...'``): the part
        before ``": "`` is looked up among those met before."""
        head, colon, token = raw.partition(": ")
        if colon:
            if head in self.heads:
                found = self.heads[head]
            else:
                found = self.heads[head] = self._head(head)
            if found is not None:
                indent, dash, key = found
                info = self._inline(indent + 2 * dash, _KEY_SCALAR, key, token, len(raw))
                info = (*info[:4], info[4] + 1)  # the key counts too
                if dash:
                    info = (indent, _ITEM_MAP, "", info, 0)
                self.known[raw] = info
                return info
        return self._other_line(raw)

    def _head(self, head: str) -> tuple[int, bool, str] | None:
        """A line's part before ``": "`` as (indent, whether after a list's dash, key), or
        None when it is not a key (a quoted or flow list item holding ``": "``)."""
        rest = head.lstrip(" ")
        indent = len(head) - len(rest)
        dash = rest.startswith("- ")
        if dash:
            rest = rest[2:]
        if rest[:1] in ("[", "{") or (rest.startswith("'") and not _QUOTED.fullmatch(rest)):
            return None
        return indent, dash, self._key(rest)

    def _other_line(self, raw: str) -> _Line:
        """A line that is not ``key: value``: a key opening a block, a list item."""
        rest = raw.lstrip(" ")
        indent = len(raw) - len(rest)
        if rest.startswith("- "):
            content = rest[2:]
            if _opens_mapping(content):
                first = self._line(" " * (indent + 2) + content)
                if first[1] > _KEY_OPEN:
                    raise NotWritten(raw)
                info: _Line = (indent, _ITEM_MAP, "", first, 0)
            else:
                info = self._inline(indent, _ITEM_SCALAR, "", content, len(raw))
        else:
            token, colon, content = rest.partition(": ")
            if not colon:
                if not rest.endswith(":"):
                    raise NotWritten(raw)
                info = (indent, _KEY_OPEN, self._key(rest[:-1]), raw, 1)  # its prefix
            else:
                info = self._inline(indent, _KEY_SCALAR, self._key(token), content, len(raw))
                info = (*info[:4], info[4] + 1)  # the key counts too
        self.known[raw] = info
        return info

    def _inline(self, indent: int, shape: int, key: str, token: str, width: int) -> _Line:
        """A value on its key's (or dash's) line: a scalar, or a leaf mapping or list."""
        if token[:1] in ("[", "{"):
            found = self.flows.get(token)
            if found is None:
                found = self.flows[token] = self._flow(token)
            value, count, flat = found
            if value and width > LINE_WIDTH:  # too long: the writer would use a block
                raise NotWritten(token)
            return indent, shape + 1, key, (value, flat), count
        scalar = self.scalars.get(token, _MISSING)
        if scalar is _MISSING:
            scalar = self.scalars[token] = _scalar_value(token)
        return indent, shape, key, scalar, 1

    def _key(self, token: str) -> str:
        """A mapping key, when the writer writes it as this token."""
        found = self.keys.get(token)
        if found is None:
            found = _unquoted(token) if token.startswith("'") else token
            if key_text(found) != token or len(token) > LONGEST_SIMPLE_KEY:
                raise NotWritten(token)
            self.keys[token] = found
        return found


    def _scalar(self, token: str) -> object:
        """A scalar, or an empty mapping or list, inside a flow collection."""
        if token in ("[]", "{}"):
            return [] if token == "[]" else {}
        scalar = self.scalars.get(token, _MISSING)
        if scalar is _MISSING:
            scalar = self.scalars[token] = _scalar_value(token)
        return scalar

    def _flow(self, text: str) -> tuple[dict[str, object] | list[object], int, bool]:
        """A leaf mapping or list on one line, the values in it and whether it holds no empty
        collection (a shallow copy will do), when the writer writes it so: ``[a, b]`` or
        ``{k: v, l: w}``, each key and item checked as a token."""
        if text in ("[]", "{}"):
            return ([] if text == "[]" else {}), 1, True
        if "'" not in text and '"' not in text:
            return self._unquoted_flow(text)
        tokens = _FLOW_TOKEN.findall(text)
        if "".join(tokens) != text:
            raise NotWritten(text)
        opening, inner, closing = tokens[0], tokens[1:-1], tokens[-1]
        flat = "[]" not in inner and "{}" not in inner
        if opening == "[" and closing == "]" and len(inner) % 2 == 1 \
                and inner[1::2] == [", "] * (len(inner) // 2):
            return [self._scalar(t) for t in inner[::2]], 1 + len(inner[::2]), flat
        pairs = (len(inner) + 1) // 4
        if opening == "{" and closing == "}" and len(inner) % 4 == 3 \
                and inner[1::4] == [": "] * pairs and inner[3::4] == [", "] * (pairs - 1):
            keys = [self._key(t) for t in inner[::4]]
            mapping = dict(zip(keys, [self._scalar(t) for t in inner[2::4]], strict=True))
            if len(mapping) == len(keys):  # no key twice
                return mapping, 1 + 2 * len(keys), flat
        raise NotWritten(text)

    def _unquoted_flow(self, text: str) -> tuple[dict[str, object] | list[object], int, bool]:
        """``_flow`` of a text without quotes, most of a game's: no plain token holds ``", "``
        or ``": "``, so these alone part the tokens, each then checked as ``_flow`` checks it;
        the pairs of a mapping met before are looked up whole."""
        tokens = text[1:-1].split(", ")
        if text[0] == "[" and text[-1] == "]":
            return ([self._scalar(t) for t in tokens], 1 + len(tokens),
                    "[]" not in tokens and "{}" not in tokens)
        if text[0] != "{" or text[-1] != "}":
            raise NotWritten(text)
        pairs = self.pairs
        mapping: dict[str, object] = {}
        flat = True
        for token in tokens:
            pair = pairs.get(token)
            if pair is None:
                key, colon, value = token.partition(": ")
                if not colon:
                    raise NotWritten(text)
                pair = pairs[token] = (self._key(key), self._scalar(value), value in ("[]", "{}"))
            mapping[pair[0]] = pair[1]
            flat = flat and not pair[2]
        if len(mapping) != len(tokens):  # a key twice
            raise NotWritten(text)
        return mapping, 1 + 2 * len(tokens), flat


_MISSING = object()


def _opens_mapping(content: str) -> bool:
    """Whether a list item's text begins a mapping (``key: ...`` or ``key:``)."""
    if content[:1] in ("[", "{"):
        return False
    if content.startswith("'"):
        end = _QUOTED.match(content)
        rest = content[end.end():] if end else ""
        return rest.startswith(": ") or rest == ":"
    return ": " in content or content.endswith(":")


def _unquoted(token: str) -> str:
    if not _QUOTED.fullmatch(token):
        raise NotWritten(token)
    return token[1:-1].replace("''", "'")


def _scalar_value(token: str) -> object:
    """The value of a scalar token, when the writer writes that value as this token."""
    value: object
    if token.startswith("'"):
        inner = token[1:-1]
        if (token.endswith("'") and len(token) > 2 and "'" not in inner and ":" in inner
                and inner.isascii() and inner.isprintable()):
            return inner  # a colon: never plain; printable ASCII: always in single quotes
        value = _unquoted(token)
    elif token in ("null", "true", "false"):
        value = None if token == "null" else token == "true"
    elif token.isascii() and token.lstrip("-").isdigit():
        value = int(token)
    else:
        value = token
    try:
        written = scalar_text(value)
    except (TypeError, ValueError):
        raise NotWritten(token) from None
    if written != token:
        raise NotWritten(token)
    return value


def _fresh(value: object) -> object:
    """A copy of a leaf, which the caller may change without changing the table's."""
    if isinstance(value, dict):
        return {k: v if not isinstance(v, dict | list) else type(v)() for k, v in value.items()}
    if isinstance(value, list):
        return [v if not isinstance(v, dict | list) else type(v)() for v in value]
    return value
