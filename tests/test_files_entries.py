"""The history's entries (``pbem.files.entries``): each kind read and written back byte for byte.

Every entry of the example game (``pbem demo``) and of the game made before rules version 2
(``tests/data/v1-game``) is read from the file's data with ``entry_from_data`` and written
with its kind's ``to_data``: the data is equal, and its text is the very text the file holds,
so that saving a game never rewrites an entry (and its hash chain stays whole).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pbem.elasund.events import Event
from pbem.files.chain import entry_digest
from pbem.files.entries import (
    KINDS,
    entry_from_data,
    event_from_data,
    event_to_data,
    plain_event,
)
from pbem.files.strict_yaml import read_file
from pbem.files.yaml_write import list_item_text

V1_GAME = Path(__file__).resolve().parent / "data" / "v1-game" / "game.yaml"


def entry_texts(text: str) -> list[str]:
    """The text of each history entry of a game file (items at indent 2 under ``history:``)."""
    lines = text.split("\n")
    start = lines.index("history:") + 1
    heads = [i for i in range(start, len(lines)) if lines[i].startswith("  - ")]
    ends = [*heads[1:], len(lines) - 1]  # the file ends in a line break
    return ["\n".join(lines[a:b]) + "\n" for a, b in zip(heads, ends, strict=True)]


def round_trips(path: Path) -> list[str]:
    """The kinds of the file's entries, asserting each reads and writes back unchanged."""
    data = read_file(path)
    assert isinstance(data, dict)
    texts = entry_texts(path.read_text("utf-8"))
    assert len(texts) == len(data["history"])
    kinds = []
    for stored, text in zip(data["history"], texts, strict=True):
        entry = entry_from_data(stored)
        assert type(entry) is KINDS[stored["kind"]]
        assert entry.to_data() == stored
        assert list_item_text(entry.to_data(), 2, 2) == text
        assert entry_digest(entry) == stored["hash"]
        kinds.append(entry.kind)
    return kinds


def test_every_entry_of_the_example_game_round_trips(demo_folder: Path) -> None:
    kinds = round_trips(demo_folder / "game.yaml")
    assert kinds[0] == "setup" and set(kinds[1:]) == {"order"}


def test_every_entry_of_the_version_1_game_round_trips() -> None:
    kinds = round_trips(V1_GAME)
    assert kinds[0] == "setup" and set(kinds[1:]) == {"order"}


def test_an_undo_round_trips(demo_folder: Path, tmp_path: Path) -> None:
    """The example game taken back to turn 40: its undo entry too."""
    from tests.support.cli import run

    game = tmp_path / "game.yaml"
    game.write_bytes((demo_folder / "game.yaml").read_bytes())
    assert run("undo", game, "--to", "40", "--known-seed", "--reports",
               tmp_path / "reports").exit_code == 0
    assert round_trips(game)[-1] == "undo"


def test_an_unknown_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="history entry 3 is of no kind pbem knows"):
        entry_from_data({"n": 3, "kind": "bribe"})


def json_round_trip(event: Event) -> Event:
    """What ``plain_event`` stands for: the event written as JSON and read back."""
    return event_from_data(json.loads(json.dumps(event_to_data(event))))


@pytest.mark.parametrize("event", [
    Event("roll", {"player": "red", "dice": (2, 5), "sum": 7, "forced": False}),
    Event("draw", {"player": "red", "count": 1}, {"red": {"cards": ("green", "blue")}}),
    Event("odd", {1: "one", "nested": [(1, 2), {"a": None}]}),  # type: ignore[dict-item]
    Event("odd", {"value": 1.5}),
    Event("odd", {}, {}),
    Event(("kind",), {"x": True}),  # type: ignore[arg-type]
])
def test_an_event_is_made_plain_as_a_json_round_trip_makes_it(event: Event) -> None:
    plain = plain_event(event)
    expected = json_round_trip(event)
    assert plain == expected
    assert json.dumps(event_to_data(plain)) == json.dumps(event_to_data(expected))


def test_every_event_of_the_example_game_is_made_plain_as_a_json_round_trip_makes_it() -> None:
    from tests.support.trust import example_game

    events = [e for entry in example_game(121).history for e in (*entry.events,)]
    assert len(events) > 500
    assert [plain_event(e) for e in events] == [json_round_trip(e) for e in events]
