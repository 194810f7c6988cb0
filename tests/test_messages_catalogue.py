"""The catalogue of messages (pbem/messages): every key the code raises has a sentence, every
sentence is used, and every placeholder of a sentence is an argument the code supplies."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from pbem.elasund.errors import RuleError
from pbem.elasund.validate import DECISIONS
from pbem.messages import LANGUAGES, en, placeholders, refusal_data, refusal_text, render

PACKAGE = Path(__file__).resolve().parent.parent / "pbem"


def raised() -> list[tuple[str, str, set[str]]]:
    """Every ``RuleError(rule, "key", ..., name=...)`` written in pbem: where, key, names."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "RuleError":
                where = f"{path.relative_to(PACKAGE.parent)}:{node.lineno}"
                key = node.args[1] if len(node.args) > 1 else None
                assert isinstance(key, ast.Constant) and isinstance(key.value, str), \
                    f"{where}: the key must be written out, so this test can check it"
                found.append((where, key.value, {k.arg for k in node.keywords if k.arg}))
    return found


def test_every_key_raised_has_a_sentence_and_every_sentence_is_raised() -> None:
    """No refusal without words, and no words left over from a refusal that is gone."""
    keys = {key for _, key, _ in raised()}
    assert len(keys) > 80
    assert sorted(keys - set(en.REFUSALS)) == []
    assert sorted(set(en.REFUSALS) - keys) == []


def test_every_placeholder_is_an_argument_the_code_supplies() -> None:
    """Each call gives every argument its sentence names (a missing one would fail only when
    that refusal happens, in front of a player)."""
    missing = [(where, key, sorted(placeholders(en.REFUSALS[key]) - names))
               for where, key, names in raised() if placeholders(en.REFUSALS[key]) - names]
    assert missing == []


def test_every_language_has_the_same_placeholders_as_english() -> None:
    """A translation names the same arguments, and words every term English has."""
    for code, catalogue in LANGUAGES.items():
        for key, sentence in catalogue.REFUSALS.items():
            assert placeholders(sentence) == placeholders(en.REFUSALS[key]), (code, key)
        assert {n: set(t) for n, t in catalogue.TERMS.items()} == \
            {n: set(t) for n, t in en.TERMS.items()}, code


def test_every_decision_has_its_words() -> None:
    """``waiting-for-other`` and ``answer-first`` word any decision a player can be asked."""
    assert set(en.TERMS["decision"]) == set(DECISIONS)


@pytest.mark.parametrize(("key", "args", "text"), [
    ("permits-missing", {"building": "shop", "needed": 1, "found": 0},
     "a shop needs 1 permit(s) on its squares; 0 lie there"),
    ("waiting-for-other", {"player": "blue", "decision": "hut"},
     "the game waits for blue to re-place a removed hut"),
    ("several-fit", {"count": 2, "missing": ["at", "pay"]},
     "2 actions fit; say which by giving at and pay"),
    ("permit-not-in-supply", {"value": 3, "supply": []},
     "you have no permit of value 3 in supply (supply: none)"),
    ("building-unknown", {"building": "castle", "buildings": "shop"},
     "'castle' cannot be built; buildings: shop"),
])
def test_a_key_and_its_arguments_make_the_sentence(key: str, args: dict[str, object],
                                                   text: str) -> None:
    """Terms, lists and quoting as the sentences were written before the catalogue."""
    assert render(key, args) == text


def test_a_refusal_carries_its_key_and_arguments_as_data() -> None:
    """The JSON outputs' part: no language in it, lists as lists."""
    error = RuleError("P2", "permit-rows", ["permit: {value: 1, at: D4}"], rows=(4, 5))
    assert refusal_data(error) == {"key": "permit-rows", "args": {"rows": [4, 5]}}
    assert refusal_text(error).startswith("a permit goes in row 4 or 5;")
    assert str(error) == "P2: permit-rows (rows=(4, 5))"


def said() -> list[tuple[str, str, set[str]]]:
    """Every ``say("key", name=...)`` written in pbem: where, key, names. A key chosen by a
    condition (``say("a" if x else "b")``) counts as both."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "say"):
                continue
            where = f"{path.relative_to(PACKAGE.parent)}:{node.lineno}"
            first = node.args[0]
            keys = [first.body, first.orelse] if isinstance(first, ast.IfExp) else [first]
            for key in keys:
                assert isinstance(key, ast.Constant) and isinstance(key.value, str), \
                    f"{where}: the key must be written out, so this test can check it"
                found.append((where, key.value, {k.arg for k in node.keywords if k.arg}))
    return found


def test_every_guide_key_said_has_a_sentence_and_every_sentence_is_said() -> None:
    """The report's guide (building reference, what a choice does, the template) has words
    for every key the report layer says, and none left over."""
    keys = {key for _, key, _ in said()}
    assert len(keys) > 60
    assert sorted(keys - set(en.GUIDE)) == []
    assert sorted(set(en.GUIDE) - keys) == []
    assert not set(en.GUIDE) & set(en.REFUSALS)  # one sentence per key


def test_every_guide_placeholder_is_an_argument_the_code_supplies() -> None:
    """Each ``say`` gives exactly the arguments its sentence names."""
    wrong = [(where, key, sorted(placeholders(en.GUIDE[key]) ^ names))
             for where, key, names in said() if placeholders(en.GUIDE[key]) != names]
    assert wrong == []


def test_a_count_takes_its_noun_and_a_list_its_commas() -> None:
    """``{count:n|card|cards}`` and three items of ``{x:and}``, as a translation writes them."""
    assert render("owes", {"player": "Bob (blue)", "count": 1}) == "Bob (blue) gives up 1 card"
    assert render("owes-you", {"count": 2}) == "you give up 2 cards"
    assert render("removes", {"pieces": ["a", "b", "c"]}) == "removes a, b and c"
