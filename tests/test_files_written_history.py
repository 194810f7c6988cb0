"""A history pbem wrote is read in pieces (``pbem.files.written_history``) to exactly what the
line reader reads: the same entries, the same count of values, each entry's text as written.

The order entries the writer always lays out alike are cut by one regular expression and their
hashes made from their pieces' JSON; every other entry (the set-up, an undo, an order with
standing answers, the newest) is read whole. Both ways must give what ``entry_from_data`` of the
line reader's data gives, and each hash what ``entry_digest`` gives; the loading tests of
``tests/test_files_written_game.py`` hold the result against the strict reader.
"""

from __future__ import annotations

from typing import Any

import pytest

from pbem.files.chain import entry_digest
from pbem.files.entries import UndoEntry, entry_from_data, event_from_data, event_to_data
from pbem.files.game_file import HEADER, game_to_data
from pbem.files.order import canonical
from pbem.files.written_history import ORDER_ENTRY, _each_canonical, read_history
from pbem.files.written_yaml import NotWritten, Reader, read_written
from pbem.files.yaml_write import dump_yaml
from pbem.history import undo
from tests.support.trust import NOW, example_game, example_game_text

HISTORY = "\nhistory:\n"


def check_read_in_pieces(text: str) -> int:
    """Read ``text``'s history in pieces and hold it against the line reader's reading;
    returns how many entries the regular expression took."""
    where = text.index(HISTORY)
    reader = Reader()
    head = reader.document(text[:where + 1].split("\n"), len(HEADER))
    read = read_history(text, where + len(HISTORY), reader)
    assert read_history(text, where + len(HISTORY), Reader(), whole=True).checked == \
        read_written(text.split("\n"), len(HEADER)).data["history"]
    document = read_written(text.split("\n"), len(HEADER))
    data = document.data["history"]
    assert isinstance(data, list)
    assert read.entries == [entry_from_data(entry) for entry in data]
    assert [entry.digest for entry in read.entries] == \
        [entry_digest(entry) for entry in read.entries]
    assert read.checked == [data[-1]]
    assert head.values + 2 + read.values == document.values
    assert "".join(text[a:b] for a, b in read.spans) == text[where + len(HISTORY):]
    chunks = text[where + len(HISTORY) + 4:-1].split("\n  - ")
    return sum(ORDER_ENTRY.fullmatch(chunk) is not None for chunk in chunks)


@pytest.mark.parametrize("orders", [0, 1, 20, 121])
def test_the_example_game_reads_in_pieces_as_the_line_reader_reads_it(orders: int) -> None:
    taken = check_read_in_pieces(example_game_text(orders))
    if orders == 121:  # most orders have no standing answers; those that do are read whole
        assert 90 < taken < orders


def test_an_undo_entry_is_read_whole_and_the_orders_after_it_in_pieces() -> None:
    game, _ = undo(example_game(30), NOW)
    game, _ = undo(game, NOW)
    assert isinstance(game.history[-1], UndoEntry)
    text = dump_yaml(game_to_data(game), header="\n".join(HEADER))
    assert check_read_in_pieces(text) > 20


def test_an_entry_edited_by_hand_does_not_read_in_pieces() -> None:
    text = example_game_text(20)
    where = text.index(HISTORY)
    edited = text.replace("    outcome: applied", "    outcome: partial", 1)
    with pytest.raises(NotWritten, match="history entry"):
        read_history(edited, where + len(HISTORY), Reader())


def test_the_json_of_many_mappings_at_once_is_the_json_of_each() -> None:
    mappings: list[dict[str, Any]] = [{"kind": "a", "public": {"b": [1, 2]}}, {}, {"x": "},{"},
                {"kind": "gold", "public": {"player": "red", "count": 1}}]
    assert _each_canonical(mappings) == [canonical(m).decode() for m in mappings]
    assert _each_canonical(mappings[:2]) == [canonical(m).decode() for m in mappings[:2]]


@pytest.mark.parametrize(("old", "new"), [
    ("    events:\n      - kind:", "    events:\n      x: 1\n      - kind:"),  # not an item
    ("    parts:\n      - player:", "    parts:\n      x: 1\n      - player:"),
    ("    cubes: {", "    cubes: {x: 1, "),  # a key the entry's kind does not record
])
def test_a_piece_the_writer_would_not_write_does_not_read_in_pieces(old: str, new: str) -> None:
    text = example_game_text(20)
    where = text.index(HISTORY)
    start = text.index("  - 'n': 5\n")  # an order entry the regular expression takes
    edited = text[:start] + text[start:].replace(old, new, 1)
    assert edited != text
    with pytest.raises(NotWritten):
        read_history(edited, where + len(HISTORY), Reader())


def test_a_turns_events_read_by_their_expression_are_what_the_line_reader_reads() -> None:
    from pbem.files.written_history import _Pieces

    pieces = _Pieces(Reader(), False)
    for colour in ("red", "blue", "green", "yellow"):
        for kind in ("turn-start", "turn-end"):
            item = f"kind: {kind}\n        public: {{player: {colour}, turn: 12}}"
            assert pieces._turn_event(item)
            event, text, count, data = pieces.events[item]
            document = read_written(f"history:\n  - events:\n      - {item}\n".split("\n"), 0)
            read = document.data["history"][0]["events"][0]  # type: ignore[index]
            assert data == read and event == event_from_data(read)
            assert text == canonical(event_to_data(event)).decode()
            assert count == document.values - 6
    assert not pieces._turn_event("kind: turn-end\n        public: {player: red, turn: 012}")
    assert not pieces._turn_event("kind: turn-end\n        public: {player: 'red', turn: 1}")
