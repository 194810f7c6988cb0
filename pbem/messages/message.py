"""What a message is before it has words: a key of the catalogue and its named arguments.

Every layer below the report says what it means with a ``Message`` (``Message("stale",
turn=3, current=4)``) and leaves the words to the layer that shows it (``pbem.messages.render``).
An argument may be a number, a text, a list, or another message (a clause inside a sentence);
``to_data`` gives the language-neutral form the JSON outputs carry. A catalogue entry whose
words depend on a count is a ``Plural``. This module imports nothing of pbem, so that a
verdict can hold a message without loading a catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, init=False, eq=True)
class Message:
    """A sentence not yet worded: its catalogue key and named arguments."""

    key: str
    args: Mapping[str, Any]

    __hash__ = None  # type: ignore[assignment]  # its arguments are a dict

    def __init__(self, key: str, /, **args: Any) -> None:
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "args", args)

    def to_data(self) -> dict[str, Any]:
        """``{"key": ..., "args": {...}}``, clauses inside as the same, lists as lists."""
        return {"key": self.key, "args": {name: _data(value) for name, value in self.args.items()}}

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Message:
        """Back from ``to_data`` (a client of the JSON outputs words it in its language)."""
        return cls(data["key"], **{name: _value(v) for name, v in data["args"].items()})


def _data(value: Any) -> Any:
    if isinstance(value, Message):
        return value.to_data()
    if isinstance(value, list | tuple):
        return [_data(item) for item in value]
    return value


def _value(data: Any) -> Any:
    """An argument back from data: a ``{key, args}`` mapping is a clause (no other argument
    is a mapping)."""
    if isinstance(data, Mapping) and set(data) == {"key", "args"}:
        return Message.from_data(data)
    if isinstance(data, list):
        return [_value(item) for item in data]
    return data


@dataclass(frozen=True)
class Plural:
    """A catalogue entry with a form per count, chosen by the argument ``count`` names: in
    English ``one`` for 1 and ``other`` for any other number. For gettext (issue 18) an entry
    is ``msgctxt`` its key, ``msgid`` ``one`` and ``msgid_plural`` ``other``, and a language
    with more forms chooses among them through ngettext; the key as context keeps apart two
    entries whose English is the same."""

    one: str
    other: str
    count: str = "count"

    def forms(self) -> tuple[str, str]:
        """Both forms, for checks that must see every word of an entry."""
        return self.one, self.other


Entry = str | Plural
"""A catalogue entry: one sentence with named placeholders, or one per count."""
