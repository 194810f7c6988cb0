"""Order files (docs/orders.md): strict YAML, the schema, then the engine's typed actions.

An ``Order`` keeps, for every action, the line it was written on, so a refusal can point into
the file. Its ``digest`` is a hash of what the order says (not of its spelling, comments,
secret or signature): the same order sent twice has the same digest, which makes processing
idempotent; a signature (``pbem.files.signature``) is made over the same canonical content.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pbem.files.errors import InputError
from pbem.files.schemas import validate
from pbem.files.strict_yaml import Marks, load_yaml_with_marks, read_file_with_marks

if TYPE_CHECKING:  # the engine's actions are loaded when an order's steps are made, so that
    # checking an order's form alone (``read_order_form``) does not load the engine
    from pbem.elasund.actions import Action

WAIT = "wait"
"""The order-only action that stops the order and keeps the turn open."""


@dataclass(frozen=True)
class OrderStep:
    """One entry of an order's action list: a typed action, or ``None`` for ``wait``."""

    action: Action | None
    line: int = 0
    column: int = 0

    @property
    def notation(self) -> str:
        """The action as an order file writes it on one line."""
        return WAIT if self.action is None else self.action.notation()


SPARE_MINE = "spare-mine"
"""The ``keep-church`` standing answer that picks the tile sparing the player's buildings."""


@dataclass(frozen=True)
class Standing:
    """Standing answers: pirate payments by kind in order of preference, hut squares to try,
    influence colours to give back first in a shortage, and the church tile to keep (C2): the
    word ``spare-mine`` or tiles in order of preference (docs/orders.md, "Standing answers")."""

    discard: tuple[str, ...] = ()
    hut: tuple[str, ...] = ()
    shortage: tuple[str, ...] = ()
    keep_church: str | tuple[int, ...] = ()

    def to_data(self) -> dict[str, Any]:
        """The ``standing:`` mapping of an order file (empty answers left out)."""
        data: dict[str, Any] = {}
        if self.discard:
            data["discard"] = list(self.discard)
        if self.hut:
            data["hut"] = list(self.hut)
        if self.shortage:
            data["shortage"] = list(self.shortage)
        if self.keep_church:
            keep = self.keep_church
            data["keep-church"] = keep if isinstance(keep, str) else list(keep)
        return data


def standing_from_data(data: dict[str, Any]) -> Standing:
    """Standing answers from an order's ``standing:`` mapping (checked by the schema)."""
    keep = data.get("keep-church", ())
    return Standing(
        discard=tuple(data.get("discard", ())),
        hut=tuple(data.get("hut", ())),
        shortage=tuple(data.get("shortage", ())),
        keep_church=keep if isinstance(keep, str) else tuple(int(t) for t in keep),
    )


@dataclass(frozen=True)
class Order:
    """A player's order: the envelope, the steps in order and optional standing answers."""

    game: str
    player: str
    turn: int
    steps: tuple[OrderStep, ...]
    secret: str | None = field(default=None, repr=False)
    standing: Standing | None = None
    filename: str = "<order>"
    absence: tuple[str, str] | None = None
    """``standing: {absent: {from:, to:}}``: a time the player will be away, as written (the
    game's zone turns it into times: ``pbem.deadlines.absence``). Kept apart from the standing
    answers, which the game's state keeps: an order with only an absence keeps them."""
    signature: str | None = field(default=None, repr=False)
    """``hmac-sha256:<hex>`` over ``canonical(content())``, made by ``pbem sign``."""
    lines: dict[str, tuple[int, int]] = field(default_factory=dict, compare=False, repr=False)
    """Where each envelope field is written: (line, column) of ``game``, ``player`` ..."""

    def content(self) -> dict[str, Any]:
        """What the order says, without its secret or signature: stored in the history, hashed
        and signed."""
        data: dict[str, Any] = {
            "game": self.game,
            "player": self.player,
            "turn": self.turn,
            "actions": [step.notation for step in self.steps],
        }
        if self.standing is not None or self.absence is not None:
            data["standing"] = self.standing.to_data() if self.standing is not None else {}
        if self.absence is not None:
            data["standing"]["absent"] = {"from": self.absence[0], "to": self.absence[1]}
        return data

    @property
    def digest(self) -> str:
        """``sha256:`` of the canonical JSON of ``content()``."""
        return content_digest(self.content())


_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                              check_circular=False)  # pbem's data are trees, never cyclic
"""``json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)``, made once:
every game command hashes each history entry, and building the encoder each time cost a fifth
of that."""


def canonical(data: object) -> bytes:
    """Data as canonical JSON (sorted keys, no spaces, UTF-8): what is hashed and signed."""
    return _CANONICAL.encode(data).encode("utf-8")


def content_digest(data: object) -> str:
    """The hash of data in canonical JSON (``canonical``), as ``sha256:<hex>``."""
    import hashlib  # here: a form check never hashes, and OpenSSL takes a while to load

    return "sha256:" + hashlib.sha256(canonical(data)).hexdigest()


def read_order(path: str | os.PathLike[str]) -> Order:
    """Read and check one order file; raises ``InputError`` pointing at ``file:line:col``."""
    data, marks = read_file_with_marks(path, what="order")
    return order_from_data(data, marks, str(path))


@dataclass(frozen=True)
class OrderForm:
    """What checking an order file's form finds: whose order it is and how many actions it
    has. The schema admits only actions that ``parse_action`` reads, so a file of the right
    form always makes an ``Order`` (``read_order``)."""

    filename: str
    player: str
    actions: int


def read_order_form(path: str | os.PathLike[str]) -> OrderForm:
    """Read one order file and check it against the schema only, without the engine; raises
    ``InputError`` as ``read_order`` does."""
    data, marks = read_file_with_marks(path, what="order")
    validate("order", data, marks, str(path))
    assert isinstance(data, dict)  # the schema says so
    return OrderForm(str(path), str(data["player"]), len(data["actions"] or []))


def read_order_text(text: str | bytes, filename: str) -> Order:
    """Read an order from text (an email body, a test); same checks as ``read_order``."""
    data, marks = load_yaml_with_marks(text, filename)
    return order_from_data(data, marks, filename)


def order_from_data(data: object, marks: Marks, filename: str) -> Order:
    """Check data read from an order file against the schema and parse its actions."""
    validate("order", data, marks, filename)
    assert isinstance(data, dict)  # the schema says so
    steps = tuple(_step(entry, marks.get(("actions", i), (0, 0)), filename)
                  for i, entry in enumerate(data["actions"] or []))
    standing, absence = _standing_parts(data.get("standing"))
    return Order(
        game=str(data["game"]),
        player=str(data["player"]),
        turn=int(data["turn"]),
        steps=steps,
        secret=data.get("secret"),
        signature=data.get("signature"),
        standing=standing,
        filename=filename,
        lines={key: marks.get((key,), (0, 0)) for key in data if key != "actions"},
        absence=absence,
    )


def _standing_parts(data: dict[str, Any] | None) -> tuple[Standing | None, tuple[str, str] | None]:
    """An order's ``standing:`` as its answers and its absence; answers are None when it holds
    none but an absence, so that the player's answers stay as they were."""
    if data is None:
        return None, None
    absent = data.get("absent")
    answers = {key: value for key, value in data.items() if key != "absent"}
    absence = None if absent is None else (str(absent["from"]), str(absent["to"]))
    if absence is not None and not answers:
        return None, absence
    return standing_from_data(answers), absence


def order_from_content(content: dict[str, Any], filename: str = "<history>") -> Order:
    """An order back from the ``content()`` stored in a game's history."""
    steps = tuple(step_from_notation(text) for text in content["actions"])
    standing, absence = _standing_parts(content.get("standing"))
    return Order(
        game=content["game"], player=content["player"], turn=int(content["turn"]),
        steps=steps, filename=filename, standing=standing, absence=absence,
    )


@lru_cache(maxsize=4096)
def step_from_notation(text: str) -> OrderStep:
    """A step back from its one-line notation (``wait`` or an action); steps and actions are
    frozen, so a notation met before (a replay meets "gold" hundreds of times) is read once."""
    from pbem.elasund.actions import Action

    return OrderStep(None if text == WAIT else Action.parse(text))


def _step(entry: object, where: tuple[int, int], filename: str) -> OrderStep:
    from pbem.elasund.actions import parse_action
    from pbem.elasund.errors import ActionSyntaxError
    from pbem.messages import refusal_text

    if entry == WAIT:
        return OrderStep(None, *where)
    try:
        return OrderStep(parse_action(entry), *where)
    except ActionSyntaxError as error:
        raise InputError(filename, where[0], where[1], refusal_text(error)) from None


def order_files(paths: list[Path]) -> list[Path]:
    """The order files named: files as given, folders searched for ``*.yaml``/``*.yml``."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*")
                                if p.suffix in (".yaml", ".yml") and p.is_file()))
        else:
            found.append(path)
    return found
