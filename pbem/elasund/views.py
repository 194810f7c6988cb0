"""What a player, the public or the game master may see (docs/rules.md section 15).

``view_for`` is the one place hidden information is removed: reports, logs, player positions
and messages all read a view, never the full position.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pbem.elasund.events import GM, PUBLIC, Event
from pbem.elasund.position import Position
from pbem.elasund.serial import position_to_data


def view_for(pos: Position, viewer: str) -> dict[str, Any]:
    """The position as ``viewer`` (a colour, ``public`` or ``gm``) may see it.

    Others' hands become counts, the deck and church stack become sizes, the generator and the
    forced dice are dropped, and of ``church-known`` and the church tiles being chosen only his
    own remain.
    """
    data = position_to_data(pos)
    if viewer == GM:
        return data
    if viewer != PUBLIC and viewer not in pos.players:
        raise ValueError(f"unknown viewer {viewer!r}")
    data["hands"] = {
        player: vars(hand).copy() if player == viewer
        else {"gold": hand.gold, "influence": hand.influence}
        for player, hand in pos.hands.items()
    }
    data.pop("deck")
    data.pop("church-stack")
    data.pop("generator")
    data.pop("dice")  # forced rolls still to come: nobody may know them in advance
    data["deck-size"] = len(pos.deck)
    data["church-stack-size"] = len(pos.church_stack)
    data["church-known"] = {p: t for p, t in pos.church_known.items() if p == viewer}
    for pending in data["pending"]:
        if pending["player"] != viewer:
            pending.pop("options", None)
    return data


def events_for(events: Iterable[Event], viewer: str) -> list[dict[str, Any]]:
    """The events as ``viewer`` may see them."""
    return [event.for_viewer(viewer) for event in events]
