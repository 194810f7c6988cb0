"""The usual slips of an order written by hand, named so that the player can mend them: a tab
where YAML wants spaces, the colon missing after an action's name, a misspelt action.

The strict reader (``pbem.files.strict_yaml``) and the schema check (``pbem.files.schemas``) ask
here first; when no slip fits, their own message stands. The sentences are the catalogue's
(pbem/messages). Nothing here loads the engine: checking an order's form stays light.
"""

from __future__ import annotations

import difflib
import re

from pbem.messages import say

WORDS: tuple[str, ...] = ("church", "gold", "bonus-gold", "wall", "end-turn", "wait")
"""The actions written as a word alone (docs/orders.md); ``wall`` also takes ``{at: ...}``."""
WITH_ARGUMENTS: tuple[str, ...] = ("build", "wall", "permit", "move-permit", "upgrade-permit",
                                   "place-permit", "ship", "pirate", "discard", "hut",
                                   "keep-church", "pirate-take")
"""The actions written with arguments, ``build: {building: tavern, at: D4}``."""
ACTIONS: tuple[str, ...] = tuple(dict.fromkeys(WORDS + WITH_ARGUMENTS))
"""Every action and answer an order may hold (``roll`` is made by pbem, never written)."""

_TAB = re.compile(r"^[ ]*\t", re.M)
_NO_COLON = re.compile(r"^(\s*-\s+)([A-Za-z][\w-]*)(\s+)([{\[].*?)\s*(#.*)?$")
_KEY_NO_COLON = re.compile(r"^()(game|player|turn|secret|signature|actions|standing)(\s+)"
                           r"([^\s:#].*?)\s*(#.*)?$")
KEYS = ("game", "player", "turn", "secret", "signature", "actions", "standing")
"""The keys of an order, which a missing colon turns into a line the parser cannot read."""


def tab_slip(source: str, last_line: int) -> tuple[int, int, str] | None:
    """A tab in the indentation of a line up to ``last_line`` (1-based): where, and what to do."""
    for match in _TAB.finditer(source):
        line = source.count("\n", 0, match.start()) + 1
        if line > last_line:
            return None
        return line, match.end() - match.start(), say("yaml-tab", line=line)
    return None


def colon_slip(source: str, line: int) -> tuple[int, int, str] | None:
    """``- build {building: shop, at: B5}`` or ``player blue``: an action's name or an order's
    key without its colon, on the line the parser stopped at or the one before it."""
    lines = source.splitlines()
    for number in (line, line - 1):
        if not 1 <= number <= len(lines):
            continue
        text = lines[number - 1]
        match = _NO_COLON.match(text) or _KEY_NO_COLON.match(text)
        if match is not None and match.group(2).lower() in ACTIONS + KEYS:
            word, rest = match.group(2), match.group(4)
            column = len(match.group(1)) + len(word) + 1
            dash = "- " if match.group(1) else ""
            return number, column, say("colon-missing", name=word,
                                       written=f"{dash}{word}: {rest}")
    return None


def action_slip(entry: object) -> str | None:
    """What is wrong with an entry of ``actions:`` that names no action, and what was meant:
    ``'pirat' is not an action; did you mean 'pirate'?``, with every action listed."""
    if isinstance(entry, str):
        word, _, rest = entry.strip().partition(" ")
    elif isinstance(entry, dict) and len(entry) == 1:
        word, rest = str(next(iter(entry))), ""
    else:
        return None
    if word in ACTIONS and not rest:
        return None
    listing = say("actions-listed", words=list(WORDS), mapped=list(WITH_ARGUMENTS))
    if word.lower() in ACTIONS and rest and isinstance(entry, str):  # "pirate 5": no colon
        return say("colon-missing", name=word.lower(), written=f"{word.lower()}: {rest}")
    guess = _closest(entry.strip() if isinstance(entry, str) else word)
    if guess is not None:
        return say("hint.action-unknown-guess", word=word if not rest else entry, guess=guess,
                   actions=listing)
    return say("hint.action-unknown", word=word if not rest else entry, actions=listing)


def _closest(written: str) -> str | None:
    """The action a slip most likely meant: ``pirat``, ``Church`` or ``bonus gold``."""
    plain = written.lower().replace(" ", "-").replace("_", "-")
    if plain in ACTIONS:
        return plain
    found = difflib.get_close_matches(plain, ACTIONS, n=1, cutoff=0.7)
    return found[0] if found else None
