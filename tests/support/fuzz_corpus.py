"""Hostile inputs made from pbem's valid files: the corpus of ``tests/test_trust_fuzz.py`` and
``benchmarks/fuzz.py``, and the mutations its Hypothesis tests draw.

The seeds are valid files: example orders, the example start position, the game master's and a
player's position of the example game after 20 orders, and the example game's file after 0, 20
and all 121 orders (the last is the file ``pbem demo`` writes, but for its times). Each named
case is a seed mutated one way: cut short, a byte changed, a hostile snippet put in (Unicode
direction overrides, zero-width and NUL characters, lone surrogates in escapes, byte-order
marks, numbers of thousands of digits, deep nesting, anchors multiplying a value a billion
times, ...). A case is (name, kind of file, bytes, the seed's point in the example game).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache

from hypothesis import strategies as st

from pbem.files.position_file import position_text
from tests.support.trust import example_game, example_game_text, example_orders

POINT = 20  # the example game's point of the position seeds and of the middle game seed

SNIPPETS = [
    "\u202e", "\u202d", "\u2066", "\u200b", "\u200d", "\ufeff", "\ufeff\ufeff", "\x00",
    '"\\0"', '"\\ud800"', '"\\udfff"', '"\\ud83d\\ude00"', '"\\U00110000"', '"\\x85"', "\x85",
    "\u2028", "\u2029", "\r", "\r\n", "\t", "\x1b[2J", "\x7f", "\xa0", "e\u0301", "\U0001f3f0",
    "9" * 40, "-" + "9" * 5000, "1" + ":1" * 3000, "0" + "7" * 5000, "1e999", "0x" + "f" * 99,
    ".nan", "-.inf", "[" * 60, "[" * 100_000, "{a: " * 60, "- " * 60, "&a x", "*a",
    "<<: {}", "!!python/object/apply:os.system ['true']", "!binary AAAA", "%YAML 1.1\n---\n",
    "\n---\n", "\n...\n", "? [a]\n: b\n", "x" * 300_000, ": :", "'", '"', "#", "|\n  x\n",
    "{", "}", "[", "]", ",", "&", "~", "yes", "NO", "2026-01-01", "=",
]
"""What a hostile or careless file may hold, put into valid files at random places."""

BILLION_LAUGHS = "".join(
    f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 9)}]\n" if i else "l0: &l0 [lol, lol]\n"
    for i in range(10))


@dataclass(frozen=True)
class Seed:
    """A valid file: its name, kind ("order", "position" or "game"), bytes, and the number of
    example orders played before it (for an order: the game it is for)."""

    name: str
    kind: str
    data: bytes
    point: int


@cache
def seeds() -> tuple[Seed, ...]:
    """Every seed file."""
    orders = example_orders()
    picked = [0, 1, 9, POINT]  # a wall, a ship and standing answers, the pirate, ...
    found = [Seed(orders[i].name, "order", orders[i].read_bytes(), i) for i in picked]
    start = (orders[0].parent.parent / "position.yaml").read_bytes()
    found.append(Seed("position.yaml", "position", start, 0))
    middle = example_game(POINT).state.position
    for viewer in ("gm", "blue"):
        text = position_text(middle, viewer)
        found.append(Seed(f"position-{viewer}.yaml", "position", text.encode(), POINT))
    for point in (0, POINT, len(orders)):
        found.append(Seed(f"game-{point}.yaml", "game", example_game_text(point).encode(),
                          point))
    return tuple(found)


def seed_named(name: str) -> Seed:
    """The seed of this name."""
    return next(s for s in seeds() if s.name == name)


# Mutations ------------------------------------------------------------------------------------

def truncate(data: bytes, at: int) -> bytes:
    """The file cut short at byte ``at``."""
    return data[:at]


def flip(data: bytes, at: int, mask: int) -> bytes:
    """One byte changed (xor ``mask``, 1 to 255)."""
    at = min(at, len(data) - 1)
    return data[:at] + bytes([data[at] ^ mask]) + data[at + 1:]


def insert(data: bytes, at: int, snippet: str) -> bytes:
    """A snippet put in at byte ``at`` (UTF-8; lone surrogates kept as they are)."""
    return data[:at] + snippet.encode("utf-8", "surrogatepass") + data[at:]


def delete(data: bytes, at: int, length: int) -> bytes:
    """``length`` bytes taken out at ``at``."""
    return data[:at] + data[at + length:]


def duplicate_line(data: bytes, at: int) -> bytes:
    """The line holding byte ``at`` written twice (a duplicate key, an extra list item)."""
    start = data.rfind(b"\n", 0, at) + 1
    end = data.find(b"\n", at)
    end = len(data) if end < 0 else end + 1
    return data[:end] + data[start:end] + data[end:]


_VALUE = re.compile(rb": ([^\n#]+)")


def replace_value(data: bytes, index: int, value: str) -> bytes:
    """The ``index``-th (modulo their number) ``key: value`` of the file given another value."""
    found = list(_VALUE.finditer(data))
    if not found:
        return data
    match = found[index % len(found)]
    return data[:match.start(1)] + value.encode("utf-8", "surrogatepass") + data[match.end(1):]


def body(data: bytes) -> int:
    """Where the file's data begins, after its leading comment lines (a mutation there would
    change nothing)."""
    at = 0
    while data.startswith(b"#", at) and b"\n" in data[at:]:
        at = data.index(b"\n", at) + 1
    return at


def _at(seed: Seed, fraction: float) -> int:
    start = body(seed.data)
    return start + int((len(seed.data) - start) * fraction)


def named_mutations(seed: Seed) -> Iterator[tuple[str, bytes]]:
    """The corpus's mutations of one seed, each with a name saying what it did. A large seed
    (over 64 KiB: the whole game's file, slow to read) gets every fourth snippet only."""
    every = 4 if len(seed.data) > 64 * 1024 else 1
    for fraction in (0.0, 0.1, 0.33, 0.5, 0.9, 0.999):
        yield f"cut-{fraction}", truncate(seed.data, _at(seed, fraction))
    for fraction, mask in ((0.0, 0x80), (0.2, 0x01), (0.5, 0x20), (0.7, 0xFF), (0.95, 0x40)):
        yield f"flip-{fraction}-{mask:02x}", flip(seed.data, _at(seed, fraction), mask)
    for i, snippet in list(enumerate(SNIPPETS))[::every]:
        yield f"insert-{i}", insert(seed.data, _at(seed, (i * 0.37) % 1), snippet)
        if i % 2 == 0:  # half the snippets as values too: a value is where most are read
            yield f"value-{i}", replace_value(seed.data, i * 7, snippet)
    yield "bom", b"\xef\xbb\xbf" + seed.data
    yield "billion-laughs", BILLION_LAUGHS.encode() + seed.data
    yield "laughs-alone", BILLION_LAUGHS.encode()
    yield "crlf", seed.data.replace(b"\n", b"\r\n")
    yield "cr", seed.data.replace(b"\n", b"\r")
    yield "utf16", seed.data.decode("utf-8").encode("utf-16")
    yield "duplicate-line", duplicate_line(seed.data, _at(seed, 0.6))
    yield "delete-middle", delete(seed.data, _at(seed, 0.4), 40)
    yield "doubled", seed.data + seed.data


@dataclass(frozen=True)
class Case:
    """One hostile input: its name, the kind of file, its bytes, its seed's point."""

    name: str
    kind: str
    data: bytes
    point: int


@cache
def corpus() -> tuple[Case, ...]:
    """Every named case of every seed."""
    return tuple(Case(f"{seed.name}:{name}", seed.kind, data, seed.point)
                 for seed in seeds() for name, data in named_mutations(seed))


# Hypothesis ----------------------------------------------------------------------------------

Mutation = Callable[[bytes], bytes]


@st.composite
def mutation(draw: st.DrawFn) -> Mutation:
    """One random mutation (the position drawn as a fraction of the file's length)."""
    kind = draw(st.sampled_from(["truncate", "flip", "insert", "delete", "duplicate", "value"]))
    where = draw(st.floats(0, 1, allow_nan=False))
    snippet = draw(st.one_of(st.sampled_from(SNIPPETS), st.text(max_size=8)))
    number = draw(st.integers(1, 255))

    def apply(data: bytes) -> bytes:
        at = body(data) + int((len(data) - body(data)) * where)
        if kind == "truncate":
            return truncate(data, at)
        if kind == "flip" and data:
            return flip(data, at, number)
        if kind == "delete":
            return delete(data, at, number)
        if kind == "duplicate":
            return duplicate_line(data, at)
        if kind == "value":
            return replace_value(data, number, snippet)
        return insert(data, at, snippet)

    return apply


@st.composite
def mutated(draw: st.DrawFn, kind: str) -> Case:
    """A seed of this kind with one to three random mutations."""
    seed = draw(st.sampled_from([s for s in seeds() if s.kind == kind and s.point <= POINT]))
    data = seed.data
    for change in draw(st.lists(mutation(), min_size=1, max_size=3)):
        data = change(data)
    return Case(f"{seed.name}:random", kind, data, seed.point)
