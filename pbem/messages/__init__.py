"""The catalogue of messages: a key and its named arguments become a sentence in a language.

Below the report layer nothing writes a sentence: the engine raises ``RuleError(rule, key,
**args)``; the layers that show it to a player call ``refusal_text`` here. Each language is a
module of this package holding ``REFUSALS`` (key -> sentence with named placeholders), the
report's ``GUIDE`` (the same, for what a report explains: the building reference, what a
choice costs and does, the order template) and ``TERMS`` (argument -> value -> words);
English (``en``) is the one there is today, and the language every other one falls back to
for a key it lacks.

>>> render("permits-missing", {"building": "shop", "needed": 1, "found": 0})
'a shop needs 1 permit(s) on its squares; 0 lie there'
>>> render("permit-rows", {"rows": [4, 5]})
'a permit goes in row 4 or 5; elsewhere it costs 2 influence of one colour (pay)'
>>> say("removes", pieces=["your shop on B6", "the well of red on C6", "a hut"])
'removes your shop on B6, the well of red on C6 and a hut'
>>> say("wall-draws", tile=4, count=1)
'wall tile 4: you draw 1 influence card'
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any

from pbem.messages import en

if TYPE_CHECKING:  # the engine is not loaded to word a sentence (pbem validate of a form)
    from pbem.elasund.errors import RuleError

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
            last = self.language.AND if format_spec == "and" else self.language.OR
            return last.join([", ".join(words[:-1]), words[-1]] if len(words) > 2 else words)
        if format_spec.startswith("n|") and isinstance(value, int):
            # a count with its noun: {count:n|card|cards} gives "1 card", "2 cards"
            one, _, many = format_spec[2:].partition("|")
            return f"{value} {one if value == 1 else many}"
        return super().format_field(value, format_spec)


def render(key: str, args: Mapping[str, object], language: str = DEFAULT_LANGUAGE) -> str:
    """The sentence of ``key`` with its arguments, in ``language``; a ``KeyError`` for a key
    no catalogue holds (the catalogue test keeps every key the code uses in ``en``)."""
    catalogue = LANGUAGES.get(language, en)
    template = _sentence(catalogue, key)
    terms: dict[str, dict[str, str]] = catalogue.TERMS
    shown = {name: terms[name].get(str(value), value) if name in terms else value
             for name, value in args.items()}
    return _Formatter(catalogue).vformat(template, (), shown)


def _sentence(catalogue: ModuleType, key: str) -> str:
    """A key's sentence: the engine's refusals, then the report's guide (``GUIDE``: the
    building reference, what a choice costs and does, the order template); English when the
    language lacks it."""
    for language in (catalogue, en):
        for table in ("REFUSALS", "GUIDE"):
            found: str | None = getattr(language, table, {}).get(key)
            if found is not None:
                return found
    raise KeyError(key)


def say(key: str, /, **args: object) -> str:
    """``render`` with the arguments as keywords: ``say("cost-gold", gold=3)``."""
    return render(key, args)


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


def notice(key: str, args: Mapping[str, object], language: str = DEFAULT_LANGUAGE) -> str:
    """A sentence of the notices (deadlines, reminders, seats: ``NOTICES``), as ``render``
    makes a refusal's."""
    catalogue = LANGUAGES.get(language, en)
    template = getattr(catalogue, "NOTICES", {}).get(key) or en.NOTICES[key]
    terms: dict[str, dict[str, str]] = catalogue.TERMS
    shown = {name: terms[name].get(str(value), value) if name in terms else value
             for name, value in args.items()}
    return _Formatter(catalogue).vformat(template, (), shown)
