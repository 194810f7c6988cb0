"""A game file's history as pbem wrote it, read entry by entry at a nearly flat cost.

Every game command checks the whole hash chain, so that an entry edited by hand is named
whatever command meets it; that needs each entry's content, and reading ~40 lines of YAML an
entry, line by line, cost more than all the rest of ``pbem status`` in a game of 750 entries.
But the writer lays out an order's entry always alike (``OrderEntry.to_data`` written by
``pbem.files.yaml_write``): so one regular expression cuts an entry into its values, and the
values that repeat (the time, a player, an outcome, each kind of event, the parts, the order's
actions) are read once per file by the line reader of ``pbem.files.written_yaml``, which checks
every token against the writer as before, and kept with their canonical JSON. An entry's hash
is then its pieces' JSON joined in the order of its sorted keys, which is the text
``pbem.files.chain.entry_digest`` hashes: no per-value work for the common entries. What is
new in each entry (its hashes, number and turn; a turn's start and end events) is cut out by
regular expressions, never read as YAML.

Any other entry (the set-up, an undo, an order with standing answers, anything odd) is read
whole by the line reader and hashed by ``entry_digest``, as ``pbem.files.written_game`` reads
every entry; so is the newest, whose data the schema checks. Whatever does not fit raises
``NotWritten`` and the caller reads the file strictly instead.
"""

from __future__ import annotations

import hashlib
import re
from copy import deepcopy
from dataclasses import dataclass, field
from typing import Any

from pbem.elasund.events import Event
from pbem.files.chain import entry_digest
from pbem.files.entries import Entry, OrderEntry, entry_from_data, event_from_data, event_to_data
from pbem.files.order import canonical
from pbem.files.scalars import MAX_DIGITS
from pbem.files.written_yaml import NotWritten, Reader
from pbem.verdict import Part

_INT = f"(0|[1-9][0-9]{{0,{MAX_DIGITS - 1}}})"  # as the writer writes a number it can read back
_HASH = "'(sha256:[0-9a-f]{64})'"
_BLOCK = "( [^\n]*|(?:\n      [^\n]*)+)"  # a value on the key's line, or lines indented deeper
ORDER_ENTRY = re.compile(
    f"'n': {_INT}\n"
    "    kind: order\n"
    "(    at: [^\n]*)\n"
    f"    turn: {_INT}\n"
    "(    player: [^\n]*)\n"
    "    order:\n"
    "(      game: [^\n]*)\n"
    "(      player: [^\n]*)\n"
    f"      turn: {_INT}\n"
    "(      actions: [^\n]*)\n"
    f"    order-hash: {_HASH}\n"
    "(    outcome: [^\n]*)\n"
    f"    parts:{_BLOCK}\n"
    f"    events:{_BLOCK}\n"
    f"    state: {_HASH}\n"
    "(    cubes: [^\n]*)\n"
    f"    prev: {_HASH}\n"
    f"    hash: {_HASH}")
"""An order's entry (an item at indent 2, without its first line's dash) as the writer lays out
an ``OrderEntry`` whose order has no standing answers and its actions on one line."""
_ORDER_ITEM = re.compile(f"  - {ORDER_ENTRY.pattern}\n")  # with the dash and the line end

_CANONICAL = ('{"at":%s,"cubes":%s,"events":[%s],"kind":"order","n":%s,"order":{"actions":%s,'
              '"game":%s,"player":%s,"turn":%s},"order-hash":"%s","outcome":%s,"parts":%s,'
              '"player":%s,"prev":"%s","state":"%s","turn":%s}')
"""``canonical`` of an order entry's data without its hash: the keys sorted, each value's
JSON as ``canonical`` writes it (hashes and numbers as they stand in the file)."""

_TURN_EVENT = re.compile("kind: (turn-start|turn-end)\n        public: "
                         f"{{player: (red|blue|green|yellow), turn: {_INT}}}")
_TURN_JSON = '{"kind":"%s","public":{"player":"%s","turn":%s}}'
_TURN_VALUES = 9  # the item's mapping, its two keys, kind, public's mapping, two keys, two values
_EVENT_ITEM = "\n      - "
_ENTRY_VALUES = 3 + 2 * 8
"""The values of an order entry besides its pieces': the entry, its order and the order's key,
and 'n', kind, both turns and the four hashes, each with its key."""


@dataclass(frozen=True)
class History:
    """A history read: its entries, where each one's text lies in the file, its count of values
    as the strict reader counts them, and the data of the newest entry (for the schema check)."""

    entries: list[Entry]
    spans: list[tuple[int, int]]  # of each entry's text, in the text read
    values: int
    checked: list[dict[str, Any]]  # the data of the newest entry, or with whole=True of all


def read_history(text: str, start: int, reader: Reader, *, whole: bool = False) -> History:
    """The history items of a game file (``text[start:]``: from the first item to the end of
    the file, each item at indent 2); raises ``NotWritten`` when it is not, token for token,
    what the writer writes, or its entries do not read (the caller then reads the file
    strictly). ``whole``: the data of every entry for the schema check, not only the
    newest's."""
    if text[start:start + 4] != "  - " or text[-1:] != "\n":
        raise NotWritten("history")
    newest = max(start, text.rfind("\n  - ", start - 1) + 1)  # read whole, for its data
    cut = _cut(text, start, newest)
    pieces = _Pieces(reader, whole)
    pieces.learn([groups for groups, _ in cut if groups is not None])
    entries: list[Entry] = []
    checked: list[dict[str, Any]] = []
    values = 0
    prev = ""
    for groups, (begin, end) in [*cut, (None, (newest, len(text)))]:
        read = None if groups is None else pieces.order_entry(groups)
        if read is None:
            entry, count, data = pieces.whole(text[begin + 4:end - 1])
            digest = entry_digest(entry)
        else:
            entry, count, digest, data = read
        if digest != entry.digest or (prev and entry.prev != prev):
            raise NotWritten(f"history entry {len(entries)}: the chain")
        entries.append(entry)
        if whole:
            checked.append(data)
        values += count
        prev = digest
    spans = [span for _, span in cut] + [(newest, len(text))]
    return History(entries, spans, values, checked if whole else [data])


_Cut = list[tuple["tuple[str | Any, ...] | None", tuple[int, int]]]


def _cut(text: str, start: int, end: int) -> _Cut:
    """The items of ``text[start:end]``, each with the groups of ``ORDER_ENTRY`` when it is an
    order's entry laid out alike (else None: it is read whole), and where it lies."""
    found: _Cut = []
    at = start
    for match in _ORDER_ITEM.finditer(text, start, end):
        if match.start() != at:  # the items between, read whole
            found.extend((None, span) for span in _items(text, at, match.start()))
        found.append((match.groups(), match.span()))
        at = match.end()
    found.extend((None, span) for span in _items(text, at, end))
    return found


def _items(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Where each item of ``text[start:end]`` lies (each begins ``"  - "`` and ends a line)."""
    if start == end:
        return []
    if text[start:start + 4] != "  - " or text[end - 1] != "\n":
        raise NotWritten("history")
    starts = [start]
    while (found := text.find("\n  - ", starts[-1], end - 1)) >= 0:
        starts.append(found + 1)
    return list(zip(starts, [*starts[1:], end], strict=True))


@dataclass
class _Pieces:
    """The pieces of entries read so far, each with its value (shared by the entries that hold
    it: entries are never changed), its canonical JSON and its count of values (its key's
    too, but for an event's)."""

    reader: Reader
    with_data: bool  # whether to make each entry's data too, for the schema check
    lines: dict[str, tuple[Any, str, int]] = field(default_factory=dict)
    events: dict[str, tuple[Event, str, int, dict[str, Any]]] = field(default_factory=dict)
    parts: dict[str, tuple[tuple[Part, ...], str, int, list[Any]]] = field(
        default_factory=dict)
    texts_only: set[str] = field(default_factory=set)  # lines of a list of text only

    def learn(self, entries: list[tuple[str | Any, ...]]) -> None:
        """Read every event and every list of parts of ``entries`` (groups of
        ``ORDER_ENTRY``) not met before: a turn's start or end by a regular expression, another
        event of two lines (its kind, and what all see on one line, as most are) from those
        lines, the others all in one document, as the lists of parts: a document read costs
        more than its few lines."""
        items = dict.fromkeys(item for groups in entries if groups[11][:1] == "\n"
                              for item in groups[11].split(_EVENT_ITEM)[1:])
        new = [item for item in items if item not in self.events and not self._turn_event(item)
               and not self._two_line_event(item)]
        if new:
            found = self._values("events", "\n  - events:" + "".join(
                _EVENT_ITEM + item for item in new))[0]
            events = [event_from_data(data) for data in found]
            texts = _each_canonical([event_to_data(event) for event in events])
            for item, event, text, data in zip(new, events, texts, found, strict=True):
                self.events[item] = (event, text, _count(data), data)
        texts = [text for text in dict.fromkeys(groups[10] for groups in entries)
                 if text[:1] == "\n" and text not in self.parts]
        if texts:
            lists = self._values("parts", "".join(f"\n  - parts:{text}" for text in texts))
            for text, data in zip(texts, lists, strict=True):
                made = tuple(Part.from_data(p) for p in data)
                self.parts[text] = (made, canonical([p.to_data() for p in made]).decode(),
                                    1 + _count(data), data)

    def _turn_event(self, item: str) -> bool:
        """Learn a turn's start or end (``kind: turn-end``, ``public: {player: red, turn:
        7}``), the commonest event of a history and each one of its own, by one regular
        expression: every token of it is one the writer writes so; False for any other item."""
        found = _TURN_EVENT.fullmatch(item)
        if found is None:
            return False
        kind, player, turn = found.groups()
        event: Event = object.__new__(Event)  # (frozen: its __init__ sets each field apart)
        event.__dict__.update(kind=kind, public={"player": player, "turn": int(turn)}, secret={})
        self.events[item] = (event, _TURN_JSON % (kind, player, turn), _TURN_VALUES,
                             {"kind": kind, "public": event.public})
        return True

    def _two_line_event(self, item: str) -> bool:
        """Learn an event item ``kind: K`` and ``public: {...}`` (a mapping on its line) from
        its two lines; False for any other item. Such an item is what the writer makes of
        ``{"kind": K, "public": P}`` (a list item holding a mapping that is no leaf, its first
        key on the dash's line), and its event's data is that data, so its JSON is theirs."""
        first, newline, second = item.partition("\n")
        if not newline or "\n" in second or not first.startswith("kind: ") \
                or not second.startswith("        public: "):
            return False
        kind, kind_json, kind_count = self.line("        " + first)  # as wide as "      - "
        public, public_json, public_count = self.line(second)
        if not isinstance(public, dict) or not public:
            return False
        event = Event(kind, dict(public), {})
        self.events[item] = (event, f'{{"kind":{kind_json},"public":{public_json}}}',
                             1 + kind_count + public_count, {"kind": kind, "public": public})
        return True

    def order_entry(self, groups: tuple[str | Any, ...]
                    ) -> tuple[Entry, int, str, dict[str, Any]] | None:
        """An order entry from the groups of ``ORDER_ENTRY``: the entry, its count of values,
        the hash of its content and (``with_data``) its data; None when it must be read whole."""
        (n, at_line, turn, player_line, game_line, sender_line, order_turn, actions_line,
         order_hash, outcome_line, parts_text, events_text, state, cubes_line, prev,
         digest) = groups
        lines, line = self.lines, self.line  # (most lines were met before: looked up here)
        at, at_json, at_count = lines.get(at_line) or line(at_line)
        player, player_json, player_count = lines.get(player_line) or line(player_line)
        game, game_json, game_count = lines.get(game_line) or line(game_line)
        sender, sender_json, sender_count = lines.get(sender_line) or line(sender_line)
        actions, actions_json, actions_count = lines.get(actions_line) or line(actions_line)
        outcome, outcome_json, outcome_count = lines.get(outcome_line) or line(outcome_line)
        cubes, cubes_json, cubes_count = lines.get(cubes_line) or line(cubes_line)
        parts, parts_json, parts_count, parts_data = self.part_list(parts_text)
        events, events_json, events_count, events_data = self.event_list(events_text)
        if not (actions and isinstance(actions, list) and isinstance(cubes, dict)):
            return None  # a leaf order (the writer puts it on one line), or odd: read whole
        content = _CANONICAL % (at_json, cubes_json, events_json, n, actions_json, game_json,
                                sender_json, order_turn, order_hash, outcome_json, parts_json,
                                player_json, prev, state, turn)
        order = {"game": game, "player": sender, "turn": int(order_turn),
                 "actions": actions[:] if actions_line in self.texts_only else deepcopy(actions)}
        entry = OrderEntry(n=int(n), at=at, turn=int(turn), player=player, state_digest=state,
                           cubes=dict(cubes), prev=prev, digest=digest, order=order,
                           order_digest=order_hash, outcome=outcome, parts=parts, events=events)
        count = (_ENTRY_VALUES + at_count + player_count + game_count + sender_count
                 + actions_count + outcome_count + cubes_count + parts_count + events_count)
        data = {} if not self.with_data else {  # as the file holds it (keys in the file's order)
            "n": entry.n, "kind": "order", "at": at, "turn": entry.turn, "player": player,
            "order": order, "order-hash": order_hash, "outcome": outcome, "parts": parts_data,
            "events": events_data, "state": state, "cubes": cubes, "prev": prev, "hash": digest}
        return entry, count, "sha256:" + hashlib.sha256(content.encode()).hexdigest(), data

    def line(self, raw: str) -> tuple[Any, str, int]:
        """A value written on its key's line, with its JSON and count (the key's too)."""
        found = self.lines.get(raw)
        if found is None:
            _, value, count = self.reader.inline(raw)
            found = self.lines[raw] = (value, canonical(value).decode(), count)
            if isinstance(value, list) and all(isinstance(item, str) for item in value):
                self.texts_only.add(raw)  # a shallow copy copies it whole
        return found

    def part_list(self, text: str) -> tuple[tuple[Part, ...], str, int, list[Any]]:
        """An entry's parts, their JSON, count with the key's and data (``learn`` read
        them)."""
        if text[:1] == " ":
            data, _, count = self.line("    parts:" + text)
            if data != []:
                raise NotWritten("parts")  # a list of mappings is never written on one line
            return (), "[]", count, []
        return self.parts[text]

    def event_list(self, text: str) -> tuple[tuple[Event, ...], str, int, list[Any]]:
        """An entry's events, their JSON inside the brackets, their count with the key's and
        (``with_data``) their data (``learn`` read them)."""
        if text[:1] == " ":
            data, _, count = self.line("    events:" + text)
            if data != []:
                raise NotWritten("events")  # a list of mappings is never written on one line
            return (), "", count, []
        items = text.split(_EVENT_ITEM)
        if items[0]:  # a line before the first item's
            raise NotWritten("events")
        events, texts, counts, data = zip(*map(self.events.__getitem__, items[1:]), strict=True)
        return events, ",".join(texts), 2 + sum(counts), list(data) if self.with_data else []

    def whole(self, chunk: str) -> tuple[Entry, int, dict[str, Any]]:
        """Any entry, read whole: the entry, its count of values and its data."""
        entries = self._values(None, f"\n  - {chunk}")
        if len(entries) != 1 or not isinstance(entries[0], dict):
            raise NotWritten("history entry")
        return entry_from_data(entries[0]), _count(entries[0]), entries[0]

    def _values(self, key: str | None, items: str) -> list[Any]:
        """The items of a history (``items``: its lines, each after a line break), read by the
        line reader; with a ``key``, each item's value of that key, its only one."""
        document = self.reader.document(f"history:{items}\n".split("\n"), 0)
        found = document.data.get("history")
        if list(document.data) != ["history"] or not isinstance(found, list):
            raise NotWritten("history")
        if key is None:
            return found
        if not all(isinstance(item, dict) and list(item) == [key] for item in found):
            raise NotWritten(key)
        return [item[key] for item in found]


def _each_canonical(mappings: list[dict[str, Any]]) -> list[str]:
    """``canonical`` of each mapping, made by one call of the encoder where that can be cut
    apart (its every ``},{`` between two mappings; else one call each): a call costs more
    than the few values of an event."""
    whole = canonical(mappings).decode()[2:-2].split("},{")
    if len(whole) != len(mappings):  # "},{" inside a mapping too
        return [canonical(mapping).decode() for mapping in mappings]
    return ["{" + text + "}" for text in whole]


def _count(value: object) -> int:
    """How many values the strict reader counts in a value: each mapping, list, key and
    scalar."""
    if isinstance(value, dict):
        return 1 + sum(1 + _count(v) for v in value.values())
    if isinstance(value, list):
        return 1 + sum(_count(v) for v in value)
    return 1
