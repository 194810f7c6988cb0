"""The gettext catalogues of pbem/locale, read as files: the ``.pot`` holds every string of the
English catalogue, each language's ``.po`` translates every one of them (none empty, none
fuzzy, a plural with every form its language has), with the same placeholder names as the
English (a format may change: ``{building:a_piece}`` for German's and Danish articles) and only
formats the formatter knows, and each ``.mo`` is the compilation of its ``.po`` as it is now.

Made again with ``python -m pbem.messages.catalogues`` (see its module).
"""

from __future__ import annotations

import string
from pathlib import Path
from typing import Any

import pytest

from pbem.messages import LANGUAGES, LIST_FORMATS, LOCAL_FORMATS, Message, en, render
from pbem.messages.catalogues import POT, compiled, po_path, read, sources

TRANSLATED = LANGUAGES[1:]
KNOWN_FORMATS = {*LIST_FORMATS, *LOCAL_FORMATS, "who", *en.TERMS, ""}


def _fields(text: str) -> list[tuple[str, str, str]]:
    """Each placeholder of ``text``: its name, format and conversion."""
    return [(name, spec or "", conversion or "")
            for _, name, spec, conversion in string.Formatter().parse(text) if name]


def _forms(value: Any) -> list[str]:
    return [value] if isinstance(value, str) else list(value)


def _catalog(language: str) -> Any:
    return read(po_path(language), language)


def test_the_template_holds_every_string_of_the_english_catalogue() -> None:
    pot: Any = read(POT)
    held = {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in pot if m.id}
    wanted = {(s.context, s.ident) for s in sources()}
    assert wanted - held == set(), "run python -m pbem.messages.catalogues"
    assert held - wanted == set(), "run python -m pbem.messages.catalogues"


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_string_is_translated_none_fuzzy(language: str) -> None:
    catalog = _catalog(language)
    by_key = {m.context: m for m in catalog if m.id}
    missing = [s.context for s in sources() if s.context not in by_key]
    assert missing == []
    empty = [m.context for m in by_key.values()
             if not all(form.strip() or m.context.startswith("list.")
                        for form in _forms(m.string))]
    fuzzy = [m.context for m in by_key.values() if m.fuzzy]
    assert empty == [] and fuzzy == []
    plurals = [m.context for m in by_key.values() if m.pluralizable
               and len(_forms(m.string)) != catalog.num_plurals]
    assert plurals == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_translation_has_the_placeholder_names_of_the_english(language: str) -> None:
    wrong = []
    unknown = []
    for message in _catalog(language):
        if not message.id:
            continue
        english = {name for form in _forms(message.id) for name, _, _ in _fields(form)}
        if message.context.startswith("term."):  # a term is a value, never formatted: a
            continue  # hint's '{at: SQUARE}' is an order's notation, not a placeholder
        for form in _forms(message.string):
            fields = _fields(form)
            if {name for name, _, _ in fields} != english:
                wrong.append((message.context, form))
            unknown += [(message.context, spec) for _, spec, _ in fields
                        if spec not in KNOWN_FORMATS]
    assert wrong == []
    assert unknown == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_mo_is_its_po_compiled(language: str) -> None:
    mo = po_path(language).with_suffix(".mo")
    assert mo.read_bytes() == compiled(language), "run python -m pbem.messages.catalogues"


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_words_that_join_a_list_keep_their_spaces(language: str) -> None:
    catalog = _catalog(language)
    for name in ("and", "or", "series", "clause"):
        message = catalog.get(str(getattr(en, name.upper())), context=f"list.{name}")
        assert message.string[-1] == " ", name


def test_plurals_take_the_forms_of_each_language() -> None:
    two = Message("event.pirate-demand", player="red", count=2)
    one = Message("event.pirate-demand", player="red", count=1)
    assert "2 Karten" in render(two, "de") and "1 Karte " in render(one, "de")
    assert "2 kort" in render(two, "da") and "1 kort" in render(one, "da")
    assert render(two, "en") != render(two, "de") != render(two, "da")


@pytest.mark.parametrize(("language", "day", "number"), [
    ("en", "Wed 9 Dec 2026", "2.5"), ("de", "Mi. 9. Dez. 2026", "2,5"),
    ("da", "ons. 9. dec. 2026", "2,5")])
def test_days_and_numbers_are_written_as_each_language_writes_them(language: str, day: str,
                                                                  number: str) -> None:
    from pbem.messages import _local

    assert _local("2026-12-09T17:40:00", "date", language) == day
    assert _local("2026-12-09T17:40:00", "clock", language) == "17:40"
    assert _local(2.5, "decimal", language) == number


def test_a_phase_and_a_status_are_worded_in_the_language() -> None:
    status = Message("verdict.head", file="message body", at=":7:5", status="refused",
                     text="gold")
    assert render(status, "en") == "message body:7:5: refused: gold"
    assert render(status, "de") == "Text der Mail:7:5: abgelehnt: gold"
    assert render(status, "da") == "mailens tekst:7:5: afvist: gold"
    turn = Message("status.turn", game="g", turn=1, player="red", phase="build")
    assert render(turn, "de").endswith("Phase Bauen") and render(turn, "da").endswith("byggeri")


def test_every_description_of_the_order_schemas_has_its_words() -> None:
    """A fault of an order's form says what the field takes in the reader's language: every
    description of the order's schema and of the common one (and its first clause, as a
    missing key's hint gives it) is a ``hint`` term of the catalogue."""
    import json

    from pbem.files.schemas import _phrase, schema_dir
    from pbem.messages.en.schemas import HINTS

    found: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            if isinstance(node.get("description"), str):
                text = node["description"]
                found.extend((_phrase(text), _phrase(text.split(";")[0])))
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(json.loads((schema_dir() / "order.schema.json").read_text("utf-8")))
    walk(json.loads((schema_dir() / "common.schema.json").read_text("utf-8"))["$defs"])
    assert set(found) == set(HINTS)


@pytest.mark.parametrize(("language", "said"), [
    ("en", "turn is 'one'; expected the number of a turn: a whole number, 1 or more"),
    ("de", "turn ist 'one'; erwartet: die Nummer eines Zugs: eine ganze Zahl, 1 oder mehr"),
    ("da", "turn er 'one'; forventet: nummeret på en tur: et helt tal, 1 eller mere")])
def test_a_fault_of_an_orders_form_is_said_in_the_language(language: str, said: str) -> None:
    from pbem.files.errors import InputError
    from pbem.files.order import read_order_text
    from pbem.messages import speaking

    with speaking(language), pytest.raises(InputError) as fault:
        read_order_text("game: g\nplayer: red\nturn: one\nactions: [gold]\n", "o.yaml")
    assert str(fault.value) == f"o.yaml:3:7: {said}"


def test_the_importer_takes_only_what_fits_its_source(tmp_path: Path) -> None:
    """``--fill``'s checks: a draft is read as a literal, never run; a translation with an
    unknown key, the wrong number of forms or other placeholder names is left out, named; a
    format may change (``{building:a_piece}``) where the name stays."""
    from pbem.messages.catalogues import checked, drafted

    draft = tmp_path / "draft.py"
    draft.write_text('T = {"church-complete": "die Kirche ist fertig"}\n', "utf-8")
    assert drafted(draft) == {"church-complete": "die Kirche ist fertig"}
    draft.write_text('import os\nT = {"x": os.getcwd()}\n', "utf-8")
    with pytest.raises(ValueError):
        drafted(draft)
    accepted, faults = checked({
        "church-complete": "die Kirche ist fertig",
        "permits-missing": ("{building:a_piece} braucht {needed} Baubrief; {found}",
                            "{building:a_piece} braucht {needed} Baubriefe; {found}"),
        "no-such-key": "x",
        "game-over": "vorbei",
        "event.pirate-demand": "nur eine Form {count} {player:who}"})
    assert set(accepted) == {"church-complete", "permits-missing"}
    assert faults == ["no-such-key: no such key", "game-over: placeholders [], not ['player']",
                      "event.pirate-demand: a plural expected"]
