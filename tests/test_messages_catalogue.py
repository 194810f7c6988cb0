"""The catalogue of messages (pbem/messages): every key the code uses has an entry, every entry
is used, and every entry's placeholders are the arguments the code gives it.

The code says what it means as ``RuleError(rule, "key", ..., name=...)`` (the engine) and
``Message("key", name=...)`` (everything else); both are read here from the source, so a key
must be written out where it is used. A ``Plural`` entry has one form per count, chosen by the
argument its ``count`` names: the shape gettext's ngettext takes.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from pbem.deadlines import advance
from pbem.elasund.errors import RuleError
from pbem.elasund.pieces import BUILDINGS, HUTS
from pbem.elasund.validate import DECISIONS
from pbem.messages import (
    LIST_FORMATS,
    LOCAL_FORMATS,
    Message,
    Plural,
    en,
    entry_of,
    formats,
    placeholders,
    refusal_data,
    refusal_text,
    render,
)
from pbem.messages.en import (
    commands,
    guide,
    league,
    mails,
    notices,
    pages,
    refusals,
    report,
    schemas,
    ticks,
    verdicts,
)

PACKAGE = Path(__file__).resolve().parent.parent / "pbem"
SECTIONS = (refusals.REFUSALS, refusals.ACTION_FORMS, verdicts.VERDICTS, verdicts.ENVELOPE,
            verdicts.GIT, report.EVENTS, report.STATUS, notices.TIMES, notices.DEADLINES,
            notices.MAILS, guide.GUIDE, league.LEAGUE, pages.PAGES,
            mails.MAILS, schemas.SCHEMAS, ticks.TICKS, commands.COMMANDS)
TEMPLATES = PACKAGE.parent / "templates"
TEMPLATE_SAY = re.compile(r"""say\(\s*["']([a-z0-9.-]+)["']((?:\s*,\s*[a-z_]+\s*=[^,)]+)*)\s*\)""")
"""A template's ``say("key", name=value, ...)``: the key and its arguments."""
TEMPLATE_SAY_EITHER = re.compile(
    r"""say\(\s*["']([a-z0-9.-]+)["']\s+if\s+[^"']+\s+else\s+["']([a-z0-9.-]+)["']\s*\)""")
"""A template's ``say("a" if x else "b")``: two keys, neither with arguments."""
TEMPLATE_TRANS = re.compile(
    r"""\{%\+?\s*trans\s+"([a-z0-9.-]+)"\s*%\}(.*?)\{%\s*endtrans\s*\+?%\}""", re.S)
"""A template's ``{% trans "key" %}English{% endtrans %}`` (Jinja's i18n extension, the key
as the gettext context): the key and the English the template shows for it."""


@dataclass(frozen=True)
class Use:
    """One place the code names a catalogue key: where, the key, the argument names."""

    where: str
    key: str
    names: frozenset[str]
    engine: bool  # a RuleError: it may carry arguments its sentence does not word


def uses() -> list[Use]:
    """Every ``RuleError(rule, "key", ...)``, ``ActionSyntaxError("key", ...)``,
    ``Message("key", ...)`` and ``say("key", ...)`` written in pbem (the
    catalogue's own ``refusal_message`` passes a RuleError's key on, and is left out)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.parent.name == "messages":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            called = getattr(node.func, "id", None)
            if called not in ("RuleError", "Message", "ActionSyntaxError", "say"):
                continue
            where = f"{path.relative_to(PACKAGE.parent)}:{node.lineno}"
            position = 1 if called == "RuleError" else 0
            first = node.args[position] if len(node.args) > position else None
            # a key chosen by a condition (say("a" if x else "b")) counts as both
            keys = [first.body, first.orelse] if isinstance(first, ast.IfExp) else [first]
            if called == "say" and not all(isinstance(k, ast.Constant) for k in keys):
                continue  # a key made from a prefix: dynamic_prefixes() knows its family
            names = [k.arg for k in node.keywords]
            assert None not in names, f"{where}: name each argument, so this test can check it"
            for key in keys:
                assert isinstance(key, ast.Constant) and isinstance(key.value, str), \
                    f"{where}: the key must be written out, so this test can check it"
                found.append(Use(where, key.value, frozenset(n for n in names if n),
                                 called == "RuleError"))
    for template in sorted(TEMPLATES.glob("*.j2")):
        for match in TEMPLATE_SAY.finditer(template.read_text("utf-8")):
            said = frozenset(re.findall(r"([a-z_]+)\s*=", match.group(2)))
            found.append(Use(f"templates/{template.name}", match.group(1), said, False))
        for match in TEMPLATE_SAY_EITHER.finditer(template.read_text("utf-8")):
            found += [Use(f"templates/{template.name}", key, frozenset(), False)
                      for key in match.groups()]
        for match in TEMPLATE_TRANS.finditer(template.read_text("utf-8")):
            found.append(Use(f"templates/{template.name}", match.group(1), frozenset(), False))
    return found


def test_a_templates_trans_block_shows_its_entrys_english() -> None:
    """``{% trans "key" %}`` shows the catalogue's entry of the key: the English written in the
    template is that entry's, and no language's entry holds markup or a ``%`` (Jinja formats a
    translation with ``%`` and would take markup in it as markup)."""
    from pbem.messages.languages import catalogue

    blocks = [match.groups() for template in sorted(TEMPLATES.glob("*.j2"))
              for match in TEMPLATE_TRANS.finditer(template.read_text("utf-8"))]
    assert len(blocks) >= 20
    assert [(key, text) for key, text in blocks if en.SENTENCES.get(key) != text] == []
    for language in ("en", "de", "da"):
        words = catalogue(language)
        for key, text in blocks:
            assert not set(words.sentence(key, text, None)) & set("<>&%"), (language, key)


def dynamic_prefixes() -> set[str]:
    """The families of keys the code makes from a prefix (``f"stats-{prefix}-{key}"``): each
    entry of such a family counts as used."""
    prefixes: set[str] = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        prefixes |= set(re.findall(r'f"((?:stats|site|folder|problem|notify|spectator)-[a-z-]*)\{',
                                   path.read_text("utf-8")))
    return prefixes


def test_every_key_used_has_an_entry_and_every_entry_is_used() -> None:
    """No message without words, and no words left over from a message that is gone."""
    keys = {use.key for use in uses()}
    assert len(keys) > 200
    assert sorted(keys - set(en.SENTENCES)) == []
    prefixes = tuple(dynamic_prefixes())
    assert sorted(k for k in set(en.SENTENCES) - keys if not k.startswith(prefixes)) == []


def test_no_two_sections_hold_the_same_key() -> None:
    """The sections are merged into one table: a key twice would hide one of its sentences."""
    assert sum(len(section) for section in SECTIONS) == len(en.SENTENCES)


def test_every_placeholder_is_an_argument_the_code_gives() -> None:
    """Each use gives every argument its entry words (a missing one would fail only when that
    message is shown, in front of a player), and a message gives no argument its entry leaves
    unsaid (a translator could not know it is there)."""
    wrong = []
    for use in uses():
        entry, names = en.SENTENCES[use.key], set(use.names)
        said = placeholders(entry) | ({entry.count} if isinstance(entry, Plural) else set())
        if said - names or (not use.engine and names - said):
            wrong.append((use.where, use.key, sorted(said - names), sorted(names - said)))
    assert wrong == []


def test_both_forms_of_a_plural_word_the_same_arguments() -> None:
    """The form for one and for many differ in words only; the count is an argument."""
    plurals = {key: e for key, e in en.SENTENCES.items() if isinstance(e, Plural)}
    assert len(plurals) > 20
    for key, entry in plurals.items():
        one, other = (placeholders(form) for form in entry.forms())
        assert one == other, key


def test_every_format_a_placeholder_takes_exists() -> None:
    """``{x:series}``, ``{x:who}``, ``{x:piece}``: a list format, a player, or a table of
    terms; a misspelt one would print the value unworded."""
    known = set(LIST_FORMATS) | set(LOCAL_FORMATS) | {"who"} | set(en.TERMS)
    assert {key: formats(e) - known for key, e in en.SENTENCES.items() if formats(e) - known} \
        == {}


def test_every_decision_and_piece_has_its_words() -> None:
    """``waiting-for-other`` and ``answer-first`` word any decision a player can be asked,
    ``decision.NAME`` asks it in the report; every piece has a name."""
    assert set(en.TERMS["decision"]) == set(DECISIONS)
    assert {d for d in DECISIONS if not any(key.startswith(f"decision.{d}")
                                            for key in en.SENTENCES)} == set()
    assert set(BUILDINGS) | set(HUTS) <= set(en.TERMS["piece"])


def test_every_event_kind_the_engine_emits_has_its_entries() -> None:
    """``event.KIND`` (or its variants) for each ``Event("KIND", ...)`` of the engine and each
    event of the clock and the seats, and no entry for a kind nobody emits."""
    emitted: set[str] = set()
    for path in (PACKAGE / "elasund").rglob("*.py"):
        emitted |= set(re.findall(r'Event\(\s*"([a-z0-9-]+)"', path.read_text("utf-8")))
    assert len(emitted) >= 30
    emitted |= {advance.MISSED, advance.DISORDER, advance.DEADLINE, advance.SEAT}
    entry_kinds = {key.split(".")[1] for key in en.SENTENCES if key.startswith("event.")}
    assert entry_kinds - {"other"} == emitted


@pytest.mark.parametrize(("message", "text"), [
    (Message("permits-missing", building="shop", needed=1, found=0),
     "a shop needs 1 permit on its squares; 0 lie there"),
    (Message("waiting-for-other", player="blue", decision="hut"),
     "the game waits for blue to re-place a removed hut"),
    (Message("several-fit", count=2, missing=["at", "pay"]),
     "2 actions fit; say which by giving at and pay"),
    (Message("permit-not-in-supply", value=3, supply=[]),
     "you have no permit of value 3 in supply (supply: none)"),
    (Message("building-unknown", building="castle", buildings="shop"),
     "'castle' cannot be built; buildings: shop"),
    (Message("event.built.flags", player="red", piece="hall", squares=["B2", "C2", "B3"],
             cubes=1), "red built a hall on B2, C2 and B3, with 1 cube on its flags."),
    (Message("event.pirate-demand", player="red", count=2), "The pirate demands 2 cards from red."),
    (Message("decision.discard", count=1), "give up 1 card to the pirate"),
    (Message("event.draw", player="red", count=1, reason=Message("reason.building",
                                                               piece="small-hut")),
     "red drew 1 influence card for the small hut."),
    (Message("event.draw", player="red", count=2, reason="wall"),
     "red drew 2 influence cards for the wall tile."),
    (Message("applied", count=2, notes=[Message("note.pay-not-needed", action="gold"),
                                        Message("note.turn-over")]),
     "2 action(s) applied; gold: pay not needed: no cards spent; your turn is over"),
    (Message("envelope.conflict", entry=4, rest=["gold", Message("envelope.end-of-turn")]),
     "this order was not applied, and is not kept: your order of history entry 4 is still "
     "waiting for other players' decisions, and its rest (gold, the end of your turn) goes on "
     "by itself once they have answered; send this order again after that if you still want "
     "it"),
])
def test_a_message_becomes_its_sentence(message: Message, text: str) -> None:
    """Terms, lists, counts, clauses and quoting, as the sentences were written before the
    catalogue."""
    assert render(message) == text


def test_a_player_is_named_as_the_reader_knows_him() -> None:
    """``{player:who}`` goes through the reader's naming; without one, the colour stays."""
    message = Message("event.turn-start", turn=3, player="red")
    assert render(message, who=lambda colour: f"Anna ({colour})") == \
        "Turn 3 begins: Anna (red) plays."
    assert render(message) == "Turn 3 begins: red plays."


def test_a_plural_takes_its_form_from_the_argument_it_names() -> None:
    """``event.shortage.cards`` counts the cards due, not the supply."""
    assert entry_of("event.shortage.cards") == en.SENTENCES["event.shortage.cards"]
    one = render(Message("event.shortage.cards", due=1, supply=5))
    many = render(Message("event.shortage.cards", due=6, supply=5))
    assert one.startswith("Shortage: 1 influence card are due") and \
        many.startswith("Shortage: 6 influence cards are due")


def test_a_message_as_data_carries_no_words() -> None:
    """The JSON outputs' part: key and arguments, clauses as messages, lists as lists."""
    message = Message("valid.unchecked", count=1, notes=[], rest=Message("actions", count=2))
    assert message.to_data() == {"key": "valid.unchecked", "args": {
        "count": 1, "notes": [], "rest": {"key": "actions", "args": {"count": 2}}}}
    error = RuleError("P2", "permit-rows", ["permit: {value: 1, at: D4}"], rows=(4, 5))
    assert refusal_data(error) == {"key": "permit-rows", "args": {"rows": [4, 5]}}
    assert refusal_text(error).startswith("a permit goes in row 4 or 5;")
    assert str(error) == "P2: permit-rows (rows=(4, 5))"


def test_a_key_no_catalogue_holds_is_an_error_not_a_silent_blank() -> None:
    with pytest.raises(KeyError):
        render(Message("no-such-key"))


def test_a_count_takes_its_noun_and_a_list_its_commas() -> None:
    """A ``Plural`` by its count, and three items of ``{x:and}``, as a translation writes them."""
    assert render(Message("owes", player="Bob (blue)", count=1)) == "Bob (blue) gives up 1 card"
    assert render(Message("owes-you", count=2)) == "you give up 2 cards"
    assert render(Message("removes", pieces=["a", "b", "c"])) == "removes a, b and c"
