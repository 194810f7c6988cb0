"""The game of Elasund as a pure library: no files, no YAML, no printing.

>>> pos = new_game(["red", "blue"], seed="doc", first="red")
>>> pos, events = apply(pos, "red", Roll())
>>> pos.phase in ("roll", "build")
True
"""

from pbem.elasund.actions import Action, parse_action
from pbem.elasund.actions import Roll as Roll
from pbem.elasund.bots import choose_action, heuristic_action, random_action
from pbem.elasund.engine import apply, is_legal, legal_actions, waiting_for
from pbem.elasund.errors import ActionSyntaxError, RuleError
from pbem.elasund.events import Event
from pbem.elasund.position import Position
from pbem.elasund.serial import position_from_data, position_to_data
from pbem.elasund.setup import new_game, setup
from pbem.elasund.views import events_for, view_for

__all__ = [
    "Action",
    "ActionSyntaxError",
    "Event",
    "Position",
    "Roll",
    "RuleError",
    "apply",
    "choose_action",
    "events_for",
    "heuristic_action",
    "is_legal",
    "legal_actions",
    "new_game",
    "parse_action",
    "position_from_data",
    "position_to_data",
    "random_action",
    "setup",
    "view_for",
    "waiting_for",
]
