"""The gettext catalogues of pbem/locale, made from the English catalogue: extraction to
``pbem.pot``, the merge of each language's ``.po`` with it, and their compilation to ``.mo``.

Run ``python -m pbem.messages.catalogues`` after changing an English entry: it writes the
``.pot`` anew, adds each new entry to every ``.po`` untranslated (a changed one is marked fuzzy
with its old translation, gettext's way), and compiles each ``.po`` to the ``.mo`` pbem reads.
The tests fail while the ``.pot`` lacks an entry (``tests/test_messages_locale.py``), while a
``.po`` has an empty or fuzzy one, or while a ``.mo`` is older than its ``.po``. Babel does
the reading, writing and compiling: the files are the ordinary ones every gettext tool and
translation service takes.

>>> sources()[0].context
'active-unknown'
"""

from __future__ import annotations

import io
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from pbem.messages import en
from pbem.messages.languages import DOMAIN, LANGUAGES, LIST_WORDS, LOCALE
from pbem.messages.message import Plural

POT = LOCALE / f"{DOMAIN}.pot"
CREATED = datetime(2026, 12, 5, tzinfo=UTC)
"""A fixed date for the files' headers, so that making them again changes nothing."""
FLAG = "python-brace-format"


@dataclass(frozen=True)
class Source:
    """One string of the English catalogue as gettext holds it."""

    context: str  # the key: ``event.built``, ``term.piece.shop``, ``list.and``
    msgid: str
    plural: str | None = None  # a Plural's other form
    note: str = ""  # for the translator: which argument chooses the form, what a term is

    @property
    def ident(self) -> str | tuple[str, str]:
        return self.msgid if self.plural is None else (self.msgid, self.plural)


def sources() -> list[Source]:
    """Every string the English catalogue holds: its entries by key, the words of each
    format's terms, and the words that join lists."""
    found = []
    for key, entry in en.SENTENCES.items():
        if isinstance(entry, Plural):
            found.append(Source(key, entry.one, entry.other,
                                f"the form is chosen by {{{entry.count}}}"))
        else:
            found.append(Source(key, entry))
    for table, terms in en.TERMS.items():
        for value, words in terms.items():
            found.append(Source(f"term.{table}.{value}", words,
                                note=f"a term of {{x:{table}}}, for the value {value!r}"))
    for name in LIST_WORDS:
        found.append(Source(f"list.{name.lower()}", str(getattr(en, name)),
                            note="joins the items of a list; keep the spaces"))
    return found


def template() -> object:
    """The ``.pot``: every source string, untranslated (a Babel ``Catalog``)."""
    from babel.messages.catalog import Catalog

    catalog = Catalog(domain=DOMAIN, project="pbem", version="1", creation_date=CREATED,
                      revision_date=CREATED, charset="utf-8", fuzzy=False)
    for source in sources():
        catalog.add(source.ident, "" if source.plural is None else ("", ""),
                    auto_comments=[source.note] if source.note else [],
                    flags=[FLAG], context=source.context)
    return catalog


def write(catalog: object, path: Path) -> None:
    """A catalog as a ``.po``/``.pot`` file, entries in the English catalogue's order."""
    from babel.messages.pofile import write_po

    buffer = io.BytesIO()
    write_po(buffer, catalog, width=96, sort_output=False, ignore_obsolete=True)  # type: ignore[arg-type]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buffer.getvalue())


def read(path: Path, locale: str | None = None) -> object:
    """A ``.po`` or ``.pot`` file as a Babel catalog."""
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        return read_po(handle, locale=locale, charset="utf-8")


def po_path(language: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def compiled(language: str) -> bytes:
    """The ``.mo`` of a language's ``.po``, as pbem reads it."""
    from babel.messages.mofile import write_mo

    buffer = io.BytesIO()
    write_mo(buffer, read(po_path(language), language), use_fuzzy=False)  # type: ignore[arg-type]
    return buffer.getvalue()


def update(language: str, pot: object) -> None:
    """Merge a language's ``.po`` with the template: new strings empty, changed ones fuzzy."""
    from babel.messages.catalog import Catalog

    path = po_path(language)
    if path.is_file():
        catalog = read(path, language)
    else:
        catalog = Catalog(locale=language, domain=DOMAIN, project="pbem", version="1",
                          creation_date=CREATED, revision_date=CREATED, fuzzy=False)
    catalog.update(pot, update_header_comment=False)  # type: ignore[attr-defined]
    catalog.revision_date = CREATED  # type: ignore[attr-defined]
    catalog.language_team = f"pbem <{language}>"  # type: ignore[attr-defined]
    write(catalog, path)


def make_all() -> None:
    """Extract, merge and compile every language (the command of the module's docstring)."""
    pot = template()
    write(pot, POT)
    for language in LANGUAGES[1:]:
        update(language, pot)
        mo = po_path(language).with_suffix(".mo")
        mo.write_bytes(compiled(language))
        print(f"wrote {po_path(language)} and {mo.name}", file=sys.stderr)


def drafted(path: Path) -> dict[str, str | tuple[str, str]]:
    """The translations of a draft file: a Python file assigning ``T = {key: text}`` (a pair
    ``(one, other)`` for a plural entry), read as a literal, never run."""
    import ast

    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
                isinstance(target, ast.Name) and target.id == "T" for target in node.targets):
            found: dict[str, str | tuple[str, str]] = ast.literal_eval(node.value)
            return found
    raise SystemExit(f"{path}: no T = {{...}}")


def fill(language: str, drafts: list[Path]) -> list[str]:
    """Fill a language's ``.po`` with the translations of ``drafts`` (a later draft wins), each
    checked first: a known key, a plural where the source has one, the source's placeholder
    names (a format may change: ``{building:a_piece}``). The faults found, one line each; a
    faulty translation is left out."""
    translations: dict[str, str | tuple[str, str]] = {}
    for path in drafts:
        translations.update(drafted(path))
    accepted, faults = checked(translations)
    by_key = {source.context: source for source in sources()}
    catalog = read(po_path(language), language)
    for key, forms in accepted.items():
        message = catalog.get(by_key[key].ident, context=key)  # type: ignore[attr-defined]
        message.string = forms[0] if len(forms) == 1 else forms
        message.flags.discard("fuzzy")
    write(catalog, po_path(language))
    po_path(language).with_suffix(".mo").write_bytes(compiled(language))
    return faults


def checked(translations: dict[str, str | tuple[str, str]]
            ) -> tuple[dict[str, tuple[str, ...]], list[str]]:
    """The translations that fit their source (a known key, a plural where the English has one,
    the English placeholder names), each as its forms, and a line for each that does not.

    >>> checked({"church-complete": "die Kirche ist fertig", "game-over": "vorbei"})[1]
    ["game-over: placeholders [], not ['player']"]
    """
    import string

    by_key = {source.context: source for source in sources()}
    accepted: dict[str, tuple[str, ...]] = {}
    faults = []
    for key, text in translations.items():
        source = by_key.get(key)
        forms = (text,) if isinstance(text, str) else tuple(text)
        if source is None:
            faults.append(f"{key}: no such key")
            continue
        if (source.plural is None) != (len(forms) == 1):
            faults.append(f"{key}: {'a plural' if source.plural else 'one form'} expected")
            continue
        english = (source.msgid,) if source.plural is None else (source.msgid, source.plural)
        names = [{name for _, name, _, _ in string.Formatter().parse(form) if name}
                 for form in (*english, *forms)]
        if any(found != names[0] for found in names[1:]):
            faults.append(f"{key}: placeholders {sorted(names[-1])}, not {sorted(names[0])}")
            continue
        accepted[key] = forms
    return accepted, faults


if __name__ == "__main__":
    if sys.argv[1:2] == ["--fill"]:  # --fill LANG DRAFT.py...: translations from drafts
        print("\n".join(fill(sys.argv[2], [Path(name) for name in sys.argv[3:]])))
    else:
        make_all()
