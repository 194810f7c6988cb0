"""The languages pbem speaks and where each one's words come from: English from ``en/``, every
other language from its gettext catalogue (``pbem/locale/LANG/LC_MESSAGES/pbem.mo``, compiled
from the ``.po`` beside it by ``python -m pbem.messages.catalogues``).

A catalogue entry is looked up by its key as ``msgctxt`` and its English as ``msgid`` (a
``Plural`` by ``npgettext``, so each language chooses among its own plural forms); a term of a
format table by ``term.TABLE.VALUE``, the words that join a list by ``list.NAME``. A
language's catalogue falls back to English for a string it lacks, as gettext does; the tests
keep every catalogue complete.

Which language a sentence is worded in is said where it is worded (``render(message, "de")``)
or, for everything one reader is shown at once (a report, a mail), by ``speaking(language)``
around it: a context variable, so that the layers in between need not pass it along.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path

from pbem.messages import en
from pbem.messages.message import Entry, Plural

LANGUAGES: tuple[str, ...] = ("en", "de", "da")
"""The languages a game, a seat or a reader may choose, English first (the source)."""
NAMES: dict[str, str] = {"en": "English", "de": "Deutsch", "da": "dansk"}
"""Each language by its own name (``pbem status``, the README of a game repository)."""
DEFAULT_LANGUAGE = "en"
LOCALE = Path(__file__).resolve().parent.parent / "locale"
"""The gettext catalogues: ``LANG/LC_MESSAGES/pbem.po`` and the ``.mo`` made from it."""
DOMAIN = "pbem"
LIST_WORDS = ("AND", "OR", "NONE", "SERIES", "CLAUSE")
"""The words a list placeholder joins its items with, by their names in ``en``."""

_SPEAKING: ContextVar[str] = ContextVar("pbem_language", default=DEFAULT_LANGUAGE)


def language_of(text: str | None) -> str | None:
    """The language a setting names (``de``, ``de_DE.UTF-8``, ``da-DK``, ``C``), or None when
    it names none pbem speaks."""
    if not text:
        return None
    code = text.replace("-", "_").split(".")[0].split("_")[0].split("@")[0].lower()
    return code if code in LANGUAGES else None


@contextmanager
def speaking(language: str | None) -> Iterator[str]:
    """Word everything inside in ``language`` (None or unknown: keep the current one)."""
    chosen = language if language in LANGUAGES else _SPEAKING.get()
    token = _SPEAKING.set(str(chosen))
    try:
        yield str(chosen)
    finally:
        _SPEAKING.reset(token)


def current_language() -> str:
    """The language being spoken: the innermost ``speaking``, else English."""
    return _SPEAKING.get()


class English:
    """The source catalogue: ``en``'s own tables."""

    code = "en"

    def sentence(self, key: str, entry: Entry, count: int | None) -> str:
        if isinstance(entry, Plural):
            return en.plural_form(entry, int(count or 0))
        return entry

    def term(self, table: str, value: str) -> str:
        terms: dict[str, str] = en.TERMS[table]
        return terms.get(value, value)

    def word(self, name: str) -> str:
        return str(getattr(en, name))


class Translated(English):
    """A language read from its compiled gettext catalogue."""

    def __init__(self, code: str, translations: gettext.NullTranslations) -> None:
        self.code = code
        self.translations = translations

    def sentence(self, key: str, entry: Entry, count: int | None) -> str:
        if isinstance(entry, Plural):
            return self.translations.npgettext(key, entry.one, entry.other, int(count or 0))
        return self.translations.pgettext(key, entry)

    def term(self, table: str, value: str) -> str:
        terms: dict[str, str] = en.TERMS[table]
        if value not in terms:
            return value
        return self.translations.pgettext(f"term.{table}.{value}", terms[value])

    def word(self, name: str) -> str:
        return self.translations.pgettext(f"list.{name.lower()}", str(getattr(en, name)))


@cache
def catalogue(code: str) -> English:
    """The catalogue of ``code`` (English for one pbem does not speak), read once."""
    if code not in LANGUAGES or code == DEFAULT_LANGUAGE:
        return English()
    path = LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    with path.open("rb") as handle:
        return Translated(code, gettext.GNUTranslations(handle))
