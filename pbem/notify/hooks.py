"""The webhooks of a game as the game master sets them (``pbem notify add/remove``), checked.

The URL is a credential (anyone holding it may post in the channel), so the game file names
only the environment variable that holds it; a Matrix hook names a second one for its access
token. A hook that cannot work (an unknown kind or event, a variable name that is no such name,
a mention for a colour not in the game) is refused with one line and nothing is saved.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from pbem.files.game import Hook
from pbem.messages import say

if TYPE_CHECKING:
    from pbem.files.game import Game

KINDS = ("discord", "matrix", "json")
EVENTS = ("turn", "deadline", "missed", "over")
"""Whose move it is now; a deadline near; a missed turn; the game over."""
ENV_NAME = re.compile(r"^[A-Z_][A-Z0-9_]{0,63}$")
MENTION = re.compile(r"^[^\s<>]{1,100}$|^<@!?[0-9]{1,25}>$")
MAX_HOOKS = 10


class HookError(ValueError):
    """A webhook that cannot be set as asked: one line, nothing changed."""


def new_hook(game: Game, kind: str, url_env: str, events: list[str], token_env: str = "",
             mentions: list[str] | None = None) -> Hook:
    """A hook checked against the game: ``mentions`` as ``colour=text``."""
    if kind not in KINDS:
        raise HookError(say("notify-kind", kind=kind, kinds=list(KINDS)))
    for name in (url_env, *([token_env] if token_env else [])):
        if not ENV_NAME.fullmatch(name):
            raise HookError(say("notify-env", name=name))
    if kind == "matrix" and not token_env:
        raise HookError(say("notify-token"))
    unknown = [e for e in events if e not in EVENTS]
    if not events or unknown:
        raise HookError(say("notify-events", events=unknown or [""], known=list(EVENTS)))
    mention = [_mention(game, item) for item in mentions or []]
    return Hook(kind, url_env, tuple(dict.fromkeys(events)), token_env, tuple(sorted(mention)))


def _mention(game: Game, item: str) -> tuple[str, str]:
    colour, _, text = item.partition("=")
    if colour not in game.state.position.players:
        raise HookError(say("notify-mention-colour", colour=colour,
                            players=list(game.state.position.players)))
    if not MENTION.fullmatch(text):
        raise HookError(say("notify-mention", text=text))
    return colour, text


def with_hook(game: Game, hook: Hook) -> Game:
    """The game with one more hook."""
    if len(game.hooks) >= MAX_HOOKS:
        raise HookError(say("notify-too-many", most=MAX_HOOKS))
    return replace(game, hooks=[*game.hooks, hook])


def without_hook(game: Game, number: int) -> Game:
    """The game without its ``number``-th hook (from 1, as ``pbem notify list`` numbers)."""
    if not 1 <= number <= len(game.hooks):
        raise HookError(say("notify-no-hook", number=number, count=len(game.hooks)))
    return replace(game, hooks=[h for i, h in enumerate(game.hooks, start=1) if i != number])
