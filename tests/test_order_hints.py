"""The usual slips of an order written by hand are named where they are, with what was meant
(pbem/files/order_hints.py): a tab, a missing colon, a misspelt action, with every action
listed."""

from __future__ import annotations

import pytest

from pbem.elasund.actions import KEYWORDS
from pbem.files.errors import InputError
from pbem.files.order import read_order_text
from pbem.files.order_hints import ACTIONS, WITH_ARGUMENTS, WORDS

HEAD = "game: g\nplayer: red\nturn: 1\nactions:\n"


def refusal(text: str) -> str:
    """The message reading an order gives, with its line and column."""
    with pytest.raises(InputError) as caught:
        read_order_text(text, "order.yaml")
    return str(caught.value)


def test_every_action_an_order_may_hold_is_listed() -> None:
    """The list a misspelling gets is complete: the engine's actions but the roll (made by
    pbem), and wait (the processing's)."""
    assert set(ACTIONS) == (set(KEYWORDS) - {"roll"}) | {"wait"}
    assert {"church", "gold", "bonus-gold", "end-turn", "wait"} <= set(WORDS)
    assert "wall" in WORDS and "wall" in WITH_ARGUMENTS


@pytest.mark.parametrize("text", [HEAD + "\t- gold\n", HEAD + "  - gold\n\t- wall\n",
                                  HEAD.replace("actions:\n", "actions:\n\t\n  - gold\n")])
def test_a_tab_is_named_as_a_tab_with_its_line(text: str) -> None:
    line = next(n for n, row in enumerate(text.splitlines(), 1) if row.startswith("\t"))
    assert refusal(text) == (f"order.yaml:{line}:1: line {line} is indented with a tab, and "
                             "YAML indents with spaces only: replace the tab with spaces")


@pytest.mark.parametrize(("line", "where", "meant"), [
    ("  - build {building: shop, at: B5}", "5:10", "'- build: {building: shop, at: B5}'"),
    ("  - permit {value: 1, at: B5}   # cheap", "5:11", "'- permit: {value: 1, at: B5}'"),
    ("  - discard [gold, red]", "5:5", "'discard: [gold, red]'"),
    ("  - pirate 5", "5:5", "'pirate: 5'"),
])
def test_a_missing_colon_after_an_action_points_at_that_action(line: str, where: str,
                                                               meant: str) -> None:
    action = line.split()[1]
    message = refusal(HEAD + line + "\n")
    assert message.startswith(f"order.yaml:{where}: ")
    assert f"a colon is missing after '{action}': write {meant}" in message


def test_a_missing_colon_after_a_key_of_the_order_says_so() -> None:
    assert refusal("game: g\nplayer blue\nturn: 1\nactions: [gold]\n") == (
        "order.yaml:2:7: a colon is missing after 'player': write 'player: blue'")


@pytest.mark.parametrize(("written", "meant"), [
    ("- pirat: 5", "pirate"), ("- golds", "gold"), ("- Church", "church"),
    ("- bonus gold", "bonus-gold"), ("- end turn", "end-turn"), ("- wiat", "wait"),
    ("- buid: {building: shop, at: B5}", "build"), ("- keepchurch: 4", "keep-church")])
def test_a_misspelt_action_gets_did_you_mean_and_the_whole_list(written: str,
                                                                meant: str) -> None:
    message = refusal(HEAD + "  " + written + "\n")
    assert message.startswith("order.yaml:5:5: actions > item 1: ")
    assert f"is not an action; did you mean '{meant}'? The actions are church, gold, " \
        "bonus-gold, wall, end-turn and wait (a word alone) and build, wall, permit, " in message
    assert "keep-church and pirate-take (with arguments" in message


def test_an_action_nothing_like_any_gets_the_list_without_a_guess() -> None:
    message = refusal(HEAD + "  - fly\n")
    assert "'fly' is not an action. The actions are church, gold" in message
    assert "did you mean" not in message


def test_a_known_action_with_wrong_arguments_keeps_the_schemas_words() -> None:
    """No slip to name: the schema's own message says what the arguments lack."""
    message = refusal(HEAD + "  - build: {bulding: shop, at: B5}\n")
    assert "unknown key 'bulding' in actions > item 1 > build" in message
