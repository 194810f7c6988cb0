"""Typed actions and decision answers, with the order-file notation of docs/orders.md.

``to_data()`` gives the plain value an order file holds (``{"build": {...}}`` or ``"church"``),
``notation()`` its one-line flow form, and ``parse_action`` / ``Action.parse`` read them back:
``Action.parse(a.notation()) == a`` for every action.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

from pbem.elasund import notation
from pbem.elasund.errors import ActionSyntaxError
from pbem.elasund.pieces import CARD_KINDS

Data = str | dict[str, Any]


@dataclass(frozen=True)
class Action:
    """Base of every action; ``keyword`` is the order-file name."""

    keyword: ClassVar[str] = ""
    decision: ClassVar[str | None] = None  # the pending decision this action answers

    def to_data(self) -> Data:
        """The value an order file's action list holds for this action."""
        return self.keyword

    def notation(self) -> str:
        """One-line order-file form, e.g. ``build: {building: tavern, at: D4}``."""
        return notation.write(self.to_data())

    def __repr__(self) -> str:
        return f"<{self.notation()}>"

    @staticmethod
    def parse(text: str) -> Action:
        """Read the one-line notation back into an action."""
        return parse_action(notation.read(text))


@dataclass(frozen=True, repr=False)
class _Mapped(Action):
    """An action whose arguments are a mapping ``{key: value}``; None fields are left out."""

    keys: ClassVar[dict[str, str]] = {}  # order-file key -> field name

    def to_data(self) -> Data:
        args = {k: getattr(self, f) for k, f in self.keys.items() if getattr(self, f) is not None}
        return {self.keyword: args} if args else self.keyword


@dataclass(frozen=True, repr=False)
class Roll(Action):
    """Phase 1: roll the dice (done by the engine for the active player)."""

    keyword: ClassVar[str] = "roll"


@dataclass(frozen=True, repr=False)
class Build(_Mapped):
    """Phase 2: a building with its north-west corner on ``at`` (B1-B9)."""

    keyword: ClassVar[str] = "build"
    keys: ClassVar[dict[str, str]] = {"building": "building", "at": "at", "pay": "pay"}
    building: str
    at: str
    pay: str | None = None


@dataclass(frozen=True, repr=False)
class Wall(_Mapped):
    """Phase 2: the next wall tile, on ``at`` (W1-W4)."""

    keyword: ClassVar[str] = "wall"
    keys: ClassVar[dict[str, str]] = {"at": "at"}
    at: str | None = None


@dataclass(frozen=True, repr=False)
class Church(Action):
    """Phase 2: a church tile (C1-C6)."""

    keyword: ClassVar[str] = "church"


@dataclass(frozen=True, repr=False)
class PlacePermit(_Mapped):
    """Phase 3: a permit in the ship's row, or anywhere for 2 cards of ``pay`` (P1-P3)."""

    keyword: ClassVar[str] = "permit"
    keys: ClassVar[dict[str, str]] = {"value": "value", "at": "at", "pay": "pay"}
    value: int
    at: str
    pay: str | None = None


@dataclass(frozen=True, repr=False)
class TakeGold(Action):
    """Phase 3: take 2 gold instead of a permit (P1)."""

    keyword: ClassVar[str] = "gold"


@dataclass(frozen=True, repr=False)
class MovePermit(_Mapped):
    """Bonus X1: move a permit of yours to any free square."""

    keyword: ClassVar[str] = "move-permit"
    keys: ClassVar[dict[str, str]] = {"from": "source", "to": "target", "pay": "pay"}
    source: str
    target: str
    pay: str | None = None


@dataclass(frozen=True, repr=False)
class UpgradePermit(_Mapped):
    """Bonus X2: replace a permit of yours with a higher one."""

    keyword: ClassVar[str] = "upgrade-permit"
    keys: ClassVar[dict[str, str]] = {"at": "at", "value": "value", "pay": "pay"}
    at: str
    value: int
    pay: str | None = None


@dataclass(frozen=True, repr=False)
class PlaceAnyPermit(_Mapped):
    """Bonus X3: a permit from your supply on any free square."""

    keyword: ClassVar[str] = "place-permit"
    keys: ClassVar[dict[str, str]] = {"value": "value", "at": "at"}
    value: int
    at: str


@dataclass(frozen=True, repr=False)
class BonusGold(Action):
    """Bonus X4: take 2 gold for three influence cards of different colours."""

    keyword: ClassVar[str] = "bonus-gold"


@dataclass(frozen=True, repr=False)
class EndTurn(Action):
    """End the turn: an unplayed phase 3 takes 2 gold; the next player rolls (T1)."""

    keyword: ClassVar[str] = "end-turn"


@dataclass(frozen=True, repr=False)
class ShipMove(Action):
    """Answer to D2: move the ship ``up`` or ``down``."""

    keyword: ClassVar[str] = "ship"
    decision: ClassVar[str | None] = "ship"
    direction: str

    def to_data(self) -> Data:
        return {self.keyword: self.direction}


@dataclass(frozen=True, repr=False)
class PirateRow(Action):
    """Answer to PI1: the row the pirate goes to."""

    keyword: ClassVar[str] = "pirate"
    decision: ClassVar[str | None] = "pirate"
    row: int

    def to_data(self) -> Data:
        return {self.keyword: self.row}


@dataclass(frozen=True, repr=False)
class Discard(Action):
    """Answer to PI2: the cards given up to the pirate, e.g. ``[gold, red]``."""

    keyword: ClassVar[str] = "discard"
    decision: ClassVar[str | None] = "discard"
    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        # the cards are a set with repeats: [red, gold] and [gold, red] are one answer, kept in
        # the catalogue order legal_actions lists them in (an unknown card last, to be refused)
        object.__setattr__(self, "cards", tuple(sorted(self.cards, key=_card_rank)))

    def to_data(self) -> Data:
        return {self.keyword: list(self.cards)}


def _card_rank(card: str) -> int:
    return CARD_KINDS.index(card) if card in CARD_KINDS else len(CARD_KINDS)


@dataclass(frozen=True, repr=False)
class PirateTake(Discard):
    """Answer to PI3 under ``pirate_reward: choose``: the cards the roller takes."""

    keyword: ClassVar[str] = "pirate-take"
    decision: ClassVar[str | None] = "pirate-take"


@dataclass(frozen=True, repr=False)
class PlaceHut(Action):
    """Answer to H1: where the removed hut goes (a large hut: its top square), or ``off``."""

    keyword: ClassVar[str] = "hut"
    decision: ClassVar[str | None] = "hut"
    at: str

    def to_data(self) -> Data:
        return {self.keyword: self.at}


@dataclass(frozen=True, repr=False)
class KeepChurch(Action):
    """Answer to C2: the church tile kept for the foundation."""

    keyword: ClassVar[str] = "keep-church"
    decision: ClassVar[str | None] = "keep-church"
    tile: int

    def to_data(self) -> Data:
        return {self.keyword: self.tile}


_SIMPLE: dict[str, type[Action]] = {
    cls.keyword: cls for cls in (Roll, Church, TakeGold, BonusGold, EndTurn)
}
_MAPPED: dict[str, type[_Mapped]] = {
    cls.keyword: cls
    for cls in (Build, Wall, PlacePermit, MovePermit, UpgradePermit, PlaceAnyPermit)
}
_INT_FIELDS = {"value", "row", "tile"}
KEYWORDS: tuple[str, ...] = (
    *_SIMPLE,
    *_MAPPED,
    "ship",
    "pirate",
    "discard",
    "pirate-take",
    "hut",
    "keep-church",
)


def parse_action(data: object) -> Action:
    """Turn one entry of an order file's action list into a typed action.

    Raises ``ActionSyntaxError`` with a sentence a player can act on when it has the wrong form.
    """
    if isinstance(data, str):
        if data in _SIMPLE:
            return _SIMPLE[data]()
        if data == "wall":
            return Wall()
        raise ActionSyntaxError(f"unknown action {data!r}; known actions: {', '.join(KEYWORDS)}")
    if not isinstance(data, dict) or len(data) != 1:
        raise ActionSyntaxError("an action is a word or a mapping with one key, like 'church'")
    ((keyword, args),) = data.items()
    if keyword in _MAPPED:
        return _parse_mapped(_MAPPED[keyword], args)
    return _parse_answer(str(keyword), args)


def _parse_mapped(cls: type[_Mapped], args: object) -> Action:
    if args is None:
        args = {}
    if not isinstance(args, dict):
        raise ActionSyntaxError(f"{cls.keyword}: expected a mapping such as {{at: D4}}")
    unknown = set(args) - set(cls.keys)
    if unknown:
        raise ActionSyntaxError(
            f"{cls.keyword}: unknown key {sorted(map(str, unknown))[0]!r}; "
            f"allowed: {', '.join(cls.keys)}"
        )
    values = {cls.keys[k]: _typed(cls.keyword, k, v) for k, v in args.items()}
    required = [f.name for f in fields(cls) if f.default is not None and f.name not in values]
    missing = [k for k, f in cls.keys.items() if f in required]
    if missing:
        raise ActionSyntaxError(f"{cls.keyword}: missing {', '.join(missing)}")
    return cls(**values)


def _typed(keyword: str, key: str, value: object) -> object:
    if key in _INT_FIELDS:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ActionSyntaxError(f"{keyword}: {key} must be a whole number, not {value!r}")
        return value
    if not isinstance(value, str):
        raise ActionSyntaxError(f"{keyword}: {key} must be a word such as D4, not {value!r}")
    return value


def _parse_answer(keyword: str, args: object) -> Action:
    if keyword == "ship" and args in ("up", "down"):
        return ShipMove(str(args))
    if keyword in ("pirate", "keep-church"):
        number = _typed(keyword, "row" if keyword == "pirate" else "tile", args)
        assert isinstance(number, int)
        return PirateRow(number) if keyword == "pirate" else KeepChurch(number)
    if keyword in ("discard", "pirate-take"):
        if not isinstance(args, list) or not all(isinstance(c, str) for c in args):
            raise ActionSyntaxError(f"{keyword}: expected a list of cards such as [gold, red]")
        cls = Discard if keyword == "discard" else PirateTake
        return cls(tuple(args))
    if keyword == "hut" and isinstance(args, str):
        return PlaceHut(args)
    if keyword == "ship":
        raise ActionSyntaxError("ship: answer 'up' or 'down'")
    if keyword == "hut":
        raise ActionSyntaxError("hut: give a square such as G11 (a large hut: its top square)")
    raise ActionSyntaxError(f"unknown action {keyword!r}; known actions: {', '.join(KEYWORDS)}")
