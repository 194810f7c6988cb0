"""Small helpers to build positions for rule cases and to apply actions by notation."""

from __future__ import annotations

from typing import Any

from pbem.elasund import Action, Event, Position, apply, legal_actions, position_from_data
from pbem.elasund.engine import waiting_for
from pbem.elasund.errors import RuleError
from pbem.elasund.position import RULES_VERSION


def table(**fields: Any) -> Position:
    """A position from docs/positions.md fields; anything left out takes its start value.

    Hands default to empty so that a test states every card that matters; the rules version is
    the one new games get (``rules_version=1`` gives the readings of games made before it).
    """
    data: dict[str, Any] = {"players": ["red", "blue"], "phase": "build", "ship": 5,
                            "rules-version": RULES_VERSION}
    data.update({k.replace("_", "-"): v for k, v in fields.items()})
    players = data["players"]
    data.setdefault("hands", {p: {} for p in players})
    for player in players:
        data["hands"].setdefault(player, {})
    return position_from_data(data, seed="test")


def act(pos: Position, player: str, notation: str) -> tuple[Position, list[Event]]:
    """Apply one action written in order-file notation."""
    return apply(pos, player, Action.parse(notation))


def refused(pos: Position, player: str, notation: str) -> RuleError:
    """Apply an action that must be refused; check the position is untouched; the error."""
    before = pos.copy()
    try:
        act(pos, player, notation)
    except RuleError as error:
        assert pos == before, "a refused action changed the position"
        assert Action.parse(notation) not in legal_actions(pos, player)
        return error
    raise AssertionError(f"{notation} was accepted")


def legal(pos: Position, player: str) -> list[str]:
    """Notation of every legal action of a player."""
    return [a.notation() for a in legal_actions(pos, player)]


def at(pos: Position, square: str) -> list[str]:
    """What lies on a square, as ``piece/owner`` strings."""
    return [f"{p.piece}/{p.owner}" for p in pos.board if square in p.squares() or p.at == square]


def piece(kind: str, square: str, owner: str = "red", **extra: Any) -> dict[str, Any]:
    """A board entry; a neutral building carries its full cubes unless told."""
    return {"piece": kind, "at": square, "owner": owner, **extra}


def permit(value: int, square: str, owner: str = "red") -> dict[str, Any]:
    """A permit on the board."""
    return piece("permit", square, owner, value=value)


def public(events: list[Event], kind: str) -> list[dict[str, Any]]:
    """The public part of the events of one kind."""
    return [e.public for e in events if e.kind == kind]


def kinds(events: list[Event]) -> list[str]:
    """The kinds of the events, in order."""
    return [e.kind for e in events]


__all__ = ["act", "at", "kinds", "legal", "permit", "piece", "public", "refused", "table",
           "waiting_for"]




