"""The YAML writer: what the strict reader reads back, and the layout (docs/positions.md)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pbem.files.scalars import MAX_DIGITS
from pbem.files.strict_yaml import MAX_DEPTH, load_yaml
from pbem.files.yaml_write import dump_yaml, key_text, scalar_text

# Strings some YAML reader takes for something other than text, or that need quotes.
NASTY = ["y", "Y", "n", "N", "yes", "No", "NO", "on", "On", "OFF", "off", "true", "True",
         "false", "null", "Null", "NULL", "~", "", " ", "1e3", "0755", "0o17", "0x1F", "+12",
         "-0", "1_000", "1:30", "-1:30", "1.5", ".5", ".inf", "-.inf", ".nan", "2024-01-05",
         "2001-12-14t21:59:43.10-05:00", "14", "-3", "007", "<<", "=", "a: b", "a #b", "#c",
         "- x", "-", "?", "? x", ":", "x:", "[a]", "{a: 1}", "a, b", "&a", "*a", "!tag", "|",
         ">", "'", '"', "%x", "@x", "`x", " lead", "trail ", "tab\there", "two\nlines",
         "\r\n", "\x85", "\u2028", "\u2029", "\ufeff", "\x00", "\x1b", "\x7f", "\xa0",
         "é", "Ærø", "日本語", "emoji 🏰", "\U0010ffff", "---", "...", "x" * 1100, "D4",
         "north-G"]

SMALL = st.integers(-(10**MAX_DIGITS - 1), 10**MAX_DIGITS - 1)
"""Whole numbers of up to MAX_DIGITS digits: the reader refuses longer ones, and so does the
writer (``test_a_number_too_long_to_read_back_is_never_written``)."""
scalars = st.one_of(
    st.none(), st.booleans(), SMALL, st.text(), st.sampled_from(NASTY)
)
keys = st.one_of(st.text(), st.sampled_from(NASTY), st.integers().map(str))
json_like = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=5),
                            st.dictionaries(keys, inner, max_size=5)),
    max_leaves=30,
)


@pytest.mark.parametrize("number", [10**MAX_DIGITS, -(10**MAX_DIGITS)])
def test_a_number_too_long_to_read_back_is_never_written(number: int) -> None:
    with pytest.raises(ValueError, match="31-digit"):
        dump_yaml({"turn": number})
    assert load_yaml(dump_yaml({"turn": 10**MAX_DIGITS - 1}), "t.yaml") == {
        "turn": 10**MAX_DIGITS - 1}


@settings(max_examples=400, deadline=None)
@given(json_like)
def test_what_is_written_reads_back_the_same(data: object) -> None:
    """``load_yaml(dump_yaml(x)) == x`` for any JSON-like data with text keys."""
    assert load_yaml(dump_yaml(data), "t.yaml") == data


@pytest.mark.parametrize("text", NASTY)
def test_every_nasty_string_reads_back_as_text_as_value_and_as_key(text: str) -> None:
    """Each string comes back as the same text, whether a value, a list item or a key."""
    data = {"v": text, "l": [text], text: 1, "m": {text: [text]}}
    assert load_yaml(dump_yaml(data), "t.yaml") == data


@pytest.mark.parametrize(("text", "written"), [
    ("D4", "D4"), ("north-G", "north-G"), ("small-hut", "small-hut"), ("a b", "a b"),
    ("y", "'y'"), ("NO", "'NO'"), ("off", "'off'"), ("~", "'~'"), ("1e3", "'1e3'"),
    ("0755", "'0755'"), ("1:30", "'1:30'"), ("2024-01-05", "'2024-01-05'"), ("14", "'14'"),
    ("null", "'null'"), ("", "''"), (" x", "' x'"), ("a: b", "'a: b'"), ("a #b", "'a #b'"),
    ("it's", "'it''s'"), ("é", "é"), ("a\nb", '"a\\nb"'), ("\t", '"\\t"'),
    ("\x1b", '"\\x1b"'), ("\u2028", '"\\u2028"'), ("q\"\\", "'q\"\\'"),
])
def test_strings_are_plain_when_unambiguous_else_quoted(text: str, written: str) -> None:
    """Plain for names and squares; single quotes for one printable line; else escapes."""
    assert scalar_text(text) == written


def test_scalars_other_than_text() -> None:
    assert [scalar_text(v) for v in (None, True, False, 0, -3, 10**29)] == [
        "null", "true", "false", "0", "-3", "1" + "0" * 29]


def test_keys_that_look_like_numbers_stay_plain_and_come_back_as_text() -> None:
    """``3:`` is read as the text "3", so number-like keys need no quotes; others do."""
    assert key_text("3") == "3" and key_text("11") == "11"
    assert key_text("null") == "'null'" and key_text("yes") == "'yes'" and key_text("") == "''"
    assert load_yaml(dump_yaml({"3": ["blue"], "11": []}), "t.yaml") == {"3": ["blue"], "11": []}


def test_layout_block_with_small_leaves_in_flow() -> None:
    """Leaves on one line, everything else one entry a line, keys in insertion order."""
    data = {
        "players": ["red", "blue", "green"],
        "turn": 14,
        "ship": None,
        "hands": {"red": {"gold": 3, "red": 1, "blue": 0, "green": 0}, "blue": {}},
        "dice": [[3, 4]],
        "board": [{"piece": "tavern", "at": "D4", "owner": "red"}],
        "trade-cubes": {"3": ["blue"]},
        "pending": [],
        "answer": "NO",
    }
    assert dump_yaml(data) == (
        "players: [red, blue, green]\n"
        "turn: 14\n"
        "ship: null\n"
        "hands:\n"
        "  red: {gold: 3, red: 1, blue: 0, green: 0}\n"
        "  blue: {}\n"
        "dice:\n"
        "  - [3, 4]\n"
        "board:\n"
        "  - {piece: tavern, at: D4, owner: red}\n"
        "trade-cubes:\n"
        "  3: [blue]\n"
        "pending: []\n"
        "answer: 'NO'\n"
    )


def test_keys_are_never_sorted() -> None:
    assert dump_yaml({"z": 1, "a": 2, "m": 3}) == "z: 1\na: 2\nm: 3\n"


def test_a_leaf_too_long_for_one_line_is_written_in_block_style() -> None:
    """A line of 100 characters is the most a flow leaf may take."""
    fits = {"k": ["x" * 93]}          # "k: [" + 93 + "]" = 98 characters
    assert dump_yaml(fits) == f"k: [{'x' * 93}]\n"
    longer = {"k": ["x" * 45, "y" * 50]}   # 4 + 45 + 2 + 50 + 1 = 102 characters
    assert dump_yaml(longer) == f"k:\n  - {'x' * 45}\n  - {'y' * 50}\n"


def test_mappings_in_lists_and_lists_in_lists_start_on_the_dash_line() -> None:
    data = [{"a": 1, "b": [{"c": "x" * 100}]}, [["p"], {"q": [1, [2]]}]]
    text = dump_yaml(data)
    assert text == (
        "- a: 1\n"
        "  b:\n"
        f"    - c: {'x' * 100}\n"
        "- - [p]\n"
        "  - q:\n"
        "      - 1\n"
        "      - [2]\n"
    )
    assert load_yaml(text, "t.yaml") == data


def test_unicode_is_written_as_is() -> None:
    assert dump_yaml({"name": "Søren Ærø", "city": "日本"}) == "name: Søren Ærø\ncity: 日本\n"


def test_a_header_becomes_comment_lines_first() -> None:
    text = dump_yaml({"turn": 1}, header="Elasund position\n\nturn 1")
    assert text == "# Elasund position\n#\n# turn 1\nturn: 1\n"
    assert load_yaml(text, "t.yaml") == {"turn": 1}


def test_empty_and_scalar_documents() -> None:
    values: list[object] = [{}, [], None, "NO", 5]
    assert [dump_yaml(v) for v in values] == ["{}\n", "[]\n", "null\n", "'NO'\n", "5\n"]
    for value in values:
        assert load_yaml(dump_yaml(value), "t.yaml") == value


def test_a_very_long_key_is_written_as_an_explicit_key() -> None:
    """YAML allows at most 1024 characters before ':' in a simple key."""
    key = "k" * 1500
    text = dump_yaml({key: {"a": [1, 2]}, "b": 2})
    assert text == f"? {key}\n:\n  a: [1, 2]\nb: 2\n"
    assert load_yaml(text, "t.yaml") == {key: {"a": [1, 2]}, "b": 2}


def test_what_no_file_can_hold_is_refused() -> None:
    """Unpaired surrogates, nesting deeper than the reader reads, floats, non-text keys."""
    with pytest.raises(ValueError, match="surrogate"):
        dump_yaml({"a": "x\ud800"})
    with pytest.raises(ValueError, match="surrogate"):
        dump_yaml({"x\udfff": 1})
    deep: object = ["x"]
    for _ in range(MAX_DEPTH):
        deep = [deep, 1]
    with pytest.raises(ValueError, match="nested"):
        dump_yaml(deep)
    with pytest.raises(TypeError, match="float"):
        dump_yaml({"a": 1.5})
    with pytest.raises(TypeError, match="key must be text"):
        dump_yaml({3: "a"})
    with pytest.raises(ValueError, match="header"):
        dump_yaml({}, header="bad \x00 line")


def test_the_deepest_nesting_the_reader_reads_is_written() -> None:
    """50 levels of lists and mappings are read; an empty list inside them is one more."""
    deep: object = ["x"]
    for _ in range(MAX_DEPTH - 1):
        deep = [deep, 1]
    assert load_yaml(dump_yaml(deep), "t.yaml") == deep
    empty: object = []
    for level in range(MAX_DEPTH - 1):
        empty = {"k": empty} if level % 2 else [empty]
    assert load_yaml(dump_yaml(empty), "t.yaml") == empty
    with pytest.raises(ValueError, match="nested"):
        dump_yaml([empty])
