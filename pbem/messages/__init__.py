"""The catalogue of messages: a key and its named arguments become a sentence in a language.

Below the report layer nothing writes a sentence: the engine raises ``RuleError(rule, key,
**args)``, verdicts, envelope faults, events and decisions are ``Message(key, **args)``
(``pbem.messages.message``), and the layers that show them call ``render`` here. Each language
is a package of this one holding ``SENTENCES`` (key -> sentence with named placeholders, or a
``Plural`` chosen by a count) and ``TERMS`` (a format of a placeholder -> value -> words);
English (``en``) is the one there is today, and the language every other one falls back to for
a key it lacks.

A placeholder names its argument and may take a format: ``{rows:or}`` gives ``4, 5 or 6``,
``{names:and}`` ``red, blue and green`` (``series`` likewise), ``{supply:list}`` ``1, 2``
(``none`` when empty), ``{notes:clauses}`` each clause after ``; ``, ``{places:semis}`` clauses
joined by ``; ``, ``{player:who}`` a player as the reader knows them (``Anna (red)``),
``{at:date}`` and ``{at:clock}`` a local time (ISO text) as the language writes a day and a
time of day, ``{x:decimal}`` a number with the language's decimal sign (both by Babel), and a
format named in ``TERMS`` words a value (``{decision:decision}``). An argument that is a
message is worded in its place.

Other languages than English come from gettext catalogues (``pbem.messages.languages``):
``render(message, "de")``, or ``speaking("da")`` around everything one reader is shown.

>>> render(Message("permits-missing", building="shop", needed=1, found=0))
'a shop needs 1 permit on its squares; 0 lie there'
>>> render(Message("permit-rows", rows=[4, 5]))
'a permit goes in row 4 or 5; elsewhere it costs 2 influence of one colour (pay)'
>>> render(Message("event.pirate-demand", player="red", count=1), who=str.upper)
'The pirate demands 1 card from RED.'
"""

from __future__ import annotations

import string
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from pbem.messages import en
from pbem.messages.languages import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    NAMES,
    English,
    catalogue,
    current_language,
    language_of,
    speaking,
)
from pbem.messages.message import Entry, Message, Plural

if TYPE_CHECKING:
    from pbem.elasund.errors import ActionSyntaxError, RuleError

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "NAMES", "Message", "Plural", "current_language",
           "entry_of", "language_of", "placeholders", "refusal_data", "refusal_message",
           "refusal_text", "render", "say", "speaking"]

LIST_FORMATS = ("and", "or", "list", "series", "clauses", "semis")
"""The formats of a list placeholder (see the module)."""
LOCAL_FORMATS = ("date", "clock", "decimal")
"""The formats Babel words per language (see the module)."""
DATE_PATTERNS = {"en": "EEE d MMM y", "de": "EEE d. MMM y", "da": "EEE d. MMM y"}
"""A day as each language writes it in a deadline (CLDR patterns): ``Wed 9 Dec 2026``,
``Mi. 9. Dez. 2026``, ``ons. 9. dec. 2026``."""


class _Formatter(string.Formatter):
    """``str.format`` with the list, player and term formats of a language."""

    def __init__(self, language: English, who: Callable[[str], str] | None) -> None:
        self.language = language
        self.who = who

    def format_field(self, value: Any, format_spec: str) -> Any:
        if isinstance(value, Message):
            return self.word(value)
        if format_spec in LIST_FORMATS and isinstance(value, Sequence) \
                and not isinstance(value, str):
            return self._join([self.word(v) if isinstance(v, Message) else str(v)
                               for v in value], format_spec)
        if format_spec == "who":
            return self.who(str(value)) if self.who is not None else str(value)
        if format_spec in LOCAL_FORMATS:
            return _local(value, format_spec, self.language.code)
        if format_spec in en.TERMS:
            return self.language.term(format_spec, str(value))
        return super().format_field(value, format_spec)

    def _join(self, words: list[str], how: str) -> str:
        word = self.language.word
        clause, series = word("CLAUSE"), word("SERIES")
        if how == "list":
            return series.join(words) or word("NONE")
        if how == "clauses":
            return "".join(clause + item for item in words)
        if how == "semis":
            return clause.join(words)
        last = word("OR" if how == "or" else "AND")  # and, or, series: "a, b and c"
        if len(words) > 1:
            return series.join(words[:-1]) + last + words[-1]
        return "".join(words)

    def word(self, message: Message) -> str:
        """One message in this formatter's language."""
        entry = entry_of(message.key)
        count = message.args[entry.count] if isinstance(entry, Plural) else None
        template = self.language.sentence(message.key, entry, count)
        return self.vformat(template, (), dict(message.args))


def _local(value: Any, how: str, language: str) -> str:
    """A date, a time of day or a decimal number as ``language`` writes it (Babel's CLDR data,
    imported only when a sentence has one)."""
    if how == "decimal":
        from babel.numbers import format_decimal

        return str(format_decimal(value, locale=language))
    from datetime import datetime

    from babel.dates import format_date, format_time

    local = datetime.fromisoformat(str(value))
    if how == "clock":
        return str(format_time(local, "HH:mm", locale=language))
    return str(format_date(local, DATE_PATTERNS[language], locale=language))


def entry_of(key: str) -> Entry:
    """The English entry of ``key``, the source every language translates; a ``KeyError`` for
    a key no catalogue holds (the catalogue test keeps every key the code uses in ``en``)."""
    return en.SENTENCES[key]


def render(message: Message, language: str | None = None, *,
           who: Callable[[str], str] | None = None) -> str:
    """The sentence of ``message`` in ``language`` (None: the language being spoken,
    ``speaking``); ``who`` names a player (``{x:who}``)."""
    return _Formatter(catalogue(language or current_language()), who).word(message)


def say(key: str, language: str | None = None, /, **args: Any) -> str:
    """``render(Message(key, **args), language)``: a sentence worded at once, where the layer
    that shows it makes it (the report's explanations, the league's tables and pages)."""
    return render(Message(key, **args), language)


def refusal_message(error: RuleError | ActionSyntaxError) -> Message:
    """An engine refusal (or an action of the wrong form) as a message: key and arguments."""
    return Message(error.key, **error.arguments)


def refusal_text(error: RuleError | ActionSyntaxError, language: str | None = None) -> str:
    """The sentence a player reads for an engine refusal (without its rule ID) or for an
    action of the wrong form."""
    return render(refusal_message(error), language)


def refusal_data(error: RuleError) -> dict[str, Any]:
    """The language-neutral part of a refusal, as the JSON outputs carry it: key and arguments
    (lists as lists, every other value as it is)."""
    return refusal_message(error).to_data()


def placeholders(entry: Entry) -> set[str]:
    """The argument names an entry uses (``{building}``, ``{rows:or}``), in every form."""
    forms = entry.forms() if isinstance(entry, Plural) else (entry,)
    return {name for form in forms for _, name, _, _ in string.Formatter().parse(form) if name}


def formats(entry: Entry) -> set[str]:
    """The formats an entry's placeholders take (``or`` of ``{rows:or}``)."""
    forms = entry.forms() if isinstance(entry, Plural) else (entry,)
    return {spec for form in forms for _, name, spec, _ in string.Formatter().parse(form)
            if name and spec}
