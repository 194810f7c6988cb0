"""The catalogue of messages: a key and its named arguments become a sentence in a language.

Below the report layer nothing writes a sentence: the engine raises ``RuleError(rule, key,
**args)``; the layers that show it to a player call ``refusal_text`` here. Each language is a
module of this package holding ``REFUSALS`` (key -> sentence with named placeholders) and
``TERMS`` (argument -> value -> words); English (``en``) is the one there is today, and the
language every other one falls back to for a key it lacks.

>>> render("permits-missing", {"building": "shop", "needed": 1, "found": 0})
'a shop needs 1 permit(s) on its squares; 0 lie there'
>>> render("permit-rows", {"rows": [4, 5]})
'a permit goes in row 4 or 5; elsewhere it costs 2 influence of one colour (pay)'
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any

from pbem.elasund.errors import RuleError
from pbem.messages import en

LANGUAGES: dict[str, ModuleType] = {"en": en}
"""The catalogues by language code; ``en`` is the source every other one translates."""
DEFAULT_LANGUAGE = "en"


class _Formatter(string.Formatter):
    """``str.format`` with the list formats ``and``, ``or`` and ``list`` of a language."""

    def __init__(self, language: ModuleType) -> None:
        self.language = language

    def format_field(self, value: Any, format_spec: str) -> Any:
        if format_spec in ("and", "or", "list") and isinstance(value, Sequence) \
                and not isinstance(value, str):
            words = [str(item) for item in value]
            if format_spec == "list":
                return ", ".join(words) or self.language.NONE
            return (self.language.AND if format_spec == "and" else self.language.OR).join(words)
        return super().format_field(value, format_spec)


def render(key: str, args: Mapping[str, object], language: str = DEFAULT_LANGUAGE) -> str:
    """The sentence of ``key`` with its arguments, in ``language``; a ``KeyError`` for a key
    no catalogue holds (the catalogue test keeps every key the code uses in ``en``)."""
    catalogue = LANGUAGES.get(language, en)
    template = catalogue.REFUSALS.get(key) or en.REFUSALS[key]
    terms: dict[str, dict[str, str]] = catalogue.TERMS
    shown = {name: terms[name].get(str(value), value) if name in terms else value
             for name, value in args.items()}
    return _Formatter(catalogue).vformat(template, (), shown)


def refusal_text(error: RuleError, language: str = DEFAULT_LANGUAGE) -> str:
    """The sentence a player reads for an engine refusal (without its rule ID)."""
    return render(error.key, error.arguments, language)


def refusal_data(error: RuleError) -> dict[str, Any]:
    """The language-neutral part of a refusal, as the JSON outputs carry it: key and arguments
    (lists as lists, every other value as it is)."""
    return {"key": error.key,
            "args": {name: list(value) if isinstance(value, tuple) else value
                     for name, value in error.arguments.items()}}


def placeholders(template: str) -> set[str]:
    """The argument names a sentence uses (``{building}``, ``{rows:or}``)."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def say(key: str, language: str = DEFAULT_LANGUAGE, /, **args: object) -> str:
    """A sentence of the games folder, the public site, the statistics, spectators' mail and
    notifications (``LEAGUE`` of a language), with its named arguments.

    >>> say("folder-waiting-decision", player="Bruno (blue)", decision="hut")
    'Bruno (blue) to re-place a removed hut'
    """
    catalogue = LANGUAGES.get(language, en)
    template = catalogue.LEAGUE.get(key) or en.LEAGUE[key]
    terms: dict[str, dict[str, str]] = catalogue.TERMS
    shown = {name: terms[name].get(str(value), value) if name in terms else value
             for name, value in args.items()}
    return _Formatter(catalogue).vformat(template, (), shown)
