"""Position files (docs/positions.md): writing a viewer's position, reading one back.

``read_position_text(position_text(pos), name).position == pos`` for the game master's view,
which holds everything, the random generator included. A player's view reads back as a whole
position consistent with what that player sees (``position_from_view``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pbem.elasund import Position, view_for
from pbem.elasund.errors import RuleError
from pbem.elasund.events import GM, PUBLIC
from pbem.elasund.pieces import BUILDINGS, footprint
from pbem.elasund.position import RULES_VERSION
from pbem.elasund.serial import insert_after, position_from_data, position_from_view
from pbem.files.errors import InputError
from pbem.files.schemas import validate
from pbem.files.strict_yaml import JsonPath, Marks, load_yaml_with_marks, read_file_with_marks
from pbem.files.yaml_write import dump_yaml
from pbem.messages import refusal_text, say

# Where the fault behind a rule lies when the message names neither a board entry nor a key.
_RULE_KEYS: dict[str, tuple[str, ...]] = {
    **{rule: ("board",) for rule in ("S2", "S3", "S7", "B2", "B7", "P1", "C3", "W2", "W4")},
    "S8": ("hands",), "TP3": ("trade-cubes",), "C2": ("church-stack", "church-stack-size"),
}


@dataclass(frozen=True)
class PositionFile:
    """A position read from a file; ``viewer`` is None for the whole (game master's) position.

    For a view, ``viewer`` is the colour whose hand is shown by colour, or ``public``.
    """

    position: Position
    viewer: str | None
    filename: str


def position_text(pos: Position, viewer: str = GM) -> str:
    """The position file of ``view_for(pos, viewer)``, with a comment saying whose view."""
    if viewer == GM:
        whose = ("the game master's view: everything, hidden cards and the seed included;\n"
                 "never send it to a player (give --player COLOUR for his view)")
    elif viewer == PUBLIC:
        whose = "the public view: hands as counts, deck and church stack as sizes"
    else:
        whose = f"{viewer}'s view: other hands as counts, deck and church stack as sizes"
    header = f"Elasund position (pbem position file, see docs/positions.md)\n{whose}"
    view = view_for(pos, viewer).to_data()
    if "rules-version" not in view:  # a file always says it: read without it means the newest
        view = insert_after(view, "rules", "rules-version", pos.rules_version)
    return dump_yaml(view, header=header)


def read_position(path: str | os.PathLike[str]) -> PositionFile:
    """Read a position file; raises ``InputError`` when unreadable or the table cannot be."""
    data, marks = read_file_with_marks(path, what="position")
    return _read(data, marks, os.fspath(path))


def read_position_text(text: str | bytes, filename: str) -> PositionFile:
    """Read a position file's text; ``filename`` names it in error messages."""
    data, marks = load_yaml_with_marks(text, filename)
    return _read(data, marks, filename)


def is_view(data: Mapping[str, Any]) -> bool:
    """Whether position data is a view: sizes for the deck or church stack, or hand counts."""
    hands = data.get("hands") or {}
    return ("deck-size" in data or "church-stack-size" in data
            or any(isinstance(h, dict) and "influence" in h for h in hands.values()))


def _read(data: object, marks: Marks, filename: str) -> PositionFile:
    validate("position", data, marks, filename)
    assert isinstance(data, dict)  # the schema wants a mapping
    # A position file that names no rules version is played by today's rules; a game file
    # (read elsewhere) without one keeps version 1, the rules it was made with.
    data = {**data, "rules-version": data.get("rules-version", RULES_VERSION)}
    try:
        if is_view(data):
            pos, viewer = position_from_view(data)
            return PositionFile(pos, viewer, filename)
        return PositionFile(position_from_data(data), None, filename)
    except RuleError as err:
        line, column = _rule_mark(err, data, marks)
        raise InputError(filename, line, column, say("cli.impossible-table", rule=err.rule,
                                                     refusal=refusal_text(err))) from None
    except (KeyError, ValueError, TypeError) as err:
        raise InputError(filename, 1, 1, say("cli.unreadable-position", error=repr(err))) from None


def _rule_mark(err: RuleError, data: dict[str, Any], marks: Marks) -> tuple[int, int]:
    """Where the refusal points, from its arguments: the board entry it names (``piece`` and
    ``at``), else the last entry covering the ``square`` two pieces share, else the key it
    names (``field``), else the part of the file its rule is about."""
    index = _named_entry(err.arguments, data.get("board"))
    if index is not None and ("board", index) in marks:
        return marks[("board", index)]
    named = [str(err.arguments["field"])] if "field" in err.arguments else []
    for key in [*named, *_RULE_KEYS.get(err.rule, ())]:
        path: JsonPath = (key,)
        if path in marks:
            return marks[path]
    return (1, 1)


def _named_entry(args: Mapping[str, object], board: object) -> int | None:
    """The board entry an error's arguments name: ``piece`` at ``at``, or for an overlap the
    last entry covering ``square``."""
    if not isinstance(board, list):
        return None
    entries = [(i, e) for i, e in enumerate(board) if isinstance(e, dict)]
    if "at" in args and "piece" in args:
        for i, entry in entries:
            if entry.get("piece") == args["piece"] and entry.get("at") == args["at"]:
                return i
    if "square" in args:
        covering = [i for i, entry in entries if args["square"] in _squares(entry)]
        return covering[-1] if covering else None
    return None


def _squares(entry: dict[str, Any]) -> tuple[str, ...]:
    """The squares a board entry covers (its own square when it is no building)."""
    at, piece = str(entry.get("at")), str(entry.get("piece"))
    covered = footprint(piece, at) if piece in BUILDINGS else None
    return covered or (at,)
