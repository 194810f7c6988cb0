"""A ``View`` written as position data (docs/positions.md), keys in the documented order.

The game master's view gives exactly ``position_to_data`` of the position; every other view
gives hands as counts (his own by colour), the deck and church stack as sizes, and no dice or
generator. The data is for files and the JSON report; nothing reads a view back from it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pbem.elasund.serial import insert_after, piece_to_data

if TYPE_CHECKING:
    from pbem.elasund.views import Decision, HandView, View


def hand_data(hand: HandView) -> dict[str, int]:
    """A hand as data: by colour when the reader may see them, else gold and influence."""
    if hand.cards is None:
        return {"gold": hand.gold, "influence": hand.influence}
    return {"gold": hand.gold, "red": hand.cards.red, "blue": hand.cards.blue,
            "green": hand.cards.green}


def decision_data(decision: Decision) -> dict[str, Any]:
    """A pending decision as data; what is not set (or not seen) is left out."""
    data: dict[str, Any] = {"player": decision.player, "decision": decision.decision}
    if decision.count:
        data["count"] = decision.count
    if decision.piece:
        data["piece"] = decision.piece
    if decision.options:
        data["options"] = list(decision.options)
    return data


def view_to_data(view: View) -> dict[str, Any]:
    """The view as position data: the whole position for the game master, else a view."""
    table, hidden = view.table, view.hidden
    data: dict[str, Any] = {
        "players": list(view.players), "turn": view.turn, "active": view.active,
        "phase": view.phase, "builds": view.builds, "ship": view.ship, "pirate": view.pirate,
    }
    if hidden is not None:
        data["dice"] = [list(d) for d in hidden.dice]
    data |= {
        "rules": dict(view.rules),
        "hands": {p: hand_data(h) for p, h in table.hands.items()},
        "trade": dict(table.trade),
        "board": [piece_to_data(p) for p in view.board],
        "trade-cubes": {str(k): list(v) for k, v in table.trade_cubes.items()},
    }
    if hidden is not None:
        data["church-stack"] = list(hidden.church_stack)
    data["church-known"] = dict(table.church_known)
    if hidden is not None:
        data["deck"] = list(hidden.deck)
    data |= {
        "discard": list(table.discard),
        "out-of-game": {k: list(v) for k, v in table.out_of_game.items()},
        "pending": [decision_data(d) for d in view.pending],
        "loot": list(table.loot),
        "winner": view.winner,
    }
    if hidden is not None:
        data["generator"] = {"seed": hidden.seed, "counter": hidden.counter}
    else:
        data |= {"deck-size": table.deck_size, "church-stack-size": table.church_stack_size}
    if view.rules_version != 1:  # as position_to_data: older games keep their data as it was
        data = insert_after(data, "rules", "rules-version", view.rules_version)
    return data
