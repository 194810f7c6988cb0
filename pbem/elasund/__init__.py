"""The game of Elasund as a pure library: no files, no YAML, no printing.

>>> pos = new_game(["red", "blue"], seed="doc", first="red")
>>> pos, events = apply(pos, "red", Roll())
>>> pos.phase in ("roll", "build")
True

The names below are loaded when first used, so that a command which only reads an order file
(``pbem validate``) does not pay for importing the whole engine and its bots.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pbem.elasund.actions import Action as Action
    from pbem.elasund.actions import Roll as Roll
    from pbem.elasund.actions import parse_action as parse_action
    from pbem.elasund.bots import choose_action as choose_action
    from pbem.elasund.bots import heuristic_action as heuristic_action
    from pbem.elasund.bots import random_action as random_action
    from pbem.elasund.engine import apply as apply
    from pbem.elasund.engine import is_legal as is_legal
    from pbem.elasund.engine import legal_actions as legal_actions
    from pbem.elasund.engine import waiting_for as waiting_for
    from pbem.elasund.errors import ActionSyntaxError as ActionSyntaxError
    from pbem.elasund.errors import RuleError as RuleError
    from pbem.elasund.events import Event as Event
    from pbem.elasund.position import Position as Position
    from pbem.elasund.serial import position_from_data as position_from_data
    from pbem.elasund.serial import position_to_data as position_to_data
    from pbem.elasund.views import events_for as events_for
    from pbem.elasund.views import view_for as view_for

# ``setup`` is both a module and a function of it: the function is bound at once, since a later
# ``import pbem.elasund.setup`` anywhere would otherwise leave the module under that name.
from pbem.elasund.setup import new_game as new_game
from pbem.elasund.setup import setup as setup

_HOMES = {
    "actions": ("Action", "Roll", "parse_action"),
    "bots": ("choose_action", "heuristic_action", "random_action"),
    "engine": ("apply", "is_legal", "legal_actions", "waiting_for"),
    "errors": ("ActionSyntaxError", "RuleError"),
    "events": ("Event",),
    "position": ("Position",),
    "serial": ("position_from_data", "position_to_data"),
    "views": ("events_for", "view_for"),
}
_MODULE_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = sorted([*_MODULE_OF, "new_game", "setup"])


def __getattr__(name: str) -> Any:
    """Load a public name from the module that defines it, on first use (PEP 562)."""
    if name not in _MODULE_OF:
        raise AttributeError(f"module 'pbem.elasund' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"pbem.elasund.{_MODULE_OF[name]}"), name)
    globals()[name] = value
    return value
