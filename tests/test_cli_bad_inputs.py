"""The bad-input corpus: every case of ``tests/data/bad/cases.yaml`` fed to its command.

Each case asserts the exit code, the substrings of the message (the first line on stderr,
else the first on stdout), the rule ID where a rule refuses, that no output holds a
traceback, and that the game file is byte for byte what it was before the command.
"""

from __future__ import annotations

import shutil
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from typer.testing import Result

from tests.support.cli import BAD, base_game, run
from tests.support.rules_doc import rule_ids

GAME_KINDS = ("edited game file", "not a game file")
PLAYED = (BAD / "base-order.yaml", BAD / "base-order-blue.yaml")
FIELDS = {"file", "kind", "base", "command", "exit", "expect", "rule", "line-of", "xfail"}


def load_cases() -> list[dict[str, Any]]:
    """The cases of the index, each checked for its fields."""
    cases: list[dict[str, Any]] = yaml.safe_load((BAD / "cases.yaml").read_text("utf-8"))
    for case in cases:
        assert set(case) <= FIELDS, f"{case['file']}: unknown fields {set(case) - FIELDS}"
        assert {"file", "kind", "command", "exit", "expect"} <= set(case), case
    return cases


CASES = load_cases()


def case_params() -> list[Any]:
    """One pytest param per case, named by its file; xfail where the index says so."""
    params = []
    for case in CASES:
        marks = [pytest.mark.xfail(strict=True, reason=case["xfail"])] if "xfail" in case else []
        params.append(pytest.param(case, id=case["file"], marks=marks))
    return params


@cache
def known_rules() -> frozenset[str]:
    """The rule IDs of docs/rules.md."""
    return frozenset(rule_ids())


def edited_game(game: Path, recipe: Path) -> None:
    """Edit a game file as a recipe (``*.edit.yaml``) says, the way a person would by hand."""
    edit: dict[str, str] = yaml.safe_load(recipe.read_text("utf-8"))
    text = game.read_text("utf-8")
    if "find" in edit:
        assert text.count(edit["find"]) == 1, f"{recipe.name}: 'find' is not in the game once"
        text = text.replace(edit["find"], edit["replace"])
    elif "delete-from" in edit:
        lines = text.split("\n")
        start, end = lines.index(edit["delete-from"]), lines.index(edit["delete-to"])
        text = "\n".join(lines[:start] + lines[end:])
    else:
        cut = text.rindex(edit["cut-before"])
        text = text[:cut]
    game.write_text(text, "utf-8")


def prepare(case: dict[str, Any], tmp_path: Path) -> tuple[list[str], Path]:
    """The command line of a case and the game file it must leave untouched."""
    source = BAD / case["file"]
    if case["kind"] in GAME_KINDS:
        game = base_game(tmp_path, orders=PLAYED)
        if source.name.endswith(".edit.yaml"):
            edited_game(game, source)
        else:
            shutil.copyfile(source, game)
        file = game
    else:
        game = base_game(tmp_path, BAD / case.get("base", "base-position.yaml"))
        file = source
    order = tmp_path / "order.yaml"
    shutil.copyfile(BAD / "base-order.yaml", order)
    words = {"GAME": str(game), "FILE": str(file), "ORDER": str(order),
             "NEW": str(tmp_path / "new" / "game.yaml")}
    return [words.get(word, word) for word in case["command"].split()], game


def message(result: Result) -> str:
    """What a player reads first: the first line on stderr, else the first on stdout."""
    lines = result.stderr.splitlines() or result.stdout.splitlines()
    return lines[0] if lines else ""


def line_of(game: Path, text: str) -> int:
    """The 1-based number of the first line of the game file that reads ``text``."""
    return game.read_text("utf-8").split("\n").index(text) + 1


@pytest.mark.parametrize("case", case_params())
def test_bad_input(case: dict[str, Any], tmp_path: Path) -> None:
    """The case's command refuses the input as the index says and changes no game file."""
    args, game = prepare(case, tmp_path)
    before = game.read_bytes()
    result = run(*args)
    said = message(result)
    assert "Traceback" not in result.stdout + result.stderr
    assert result.exit_code == case["exit"], result.output
    for part in case["expect"]:
        assert part in said, f"{part!r} not in {said!r}"
    if "rule" in case:
        assert case["rule"] in known_rules()
        assert f"{case['rule']}:" in said
    if "line-of" in case:
        assert f"game.yaml:{line_of(game, case['line-of'])}:" in said
    assert game.read_bytes() == before, "the game file was changed"
    assert not (tmp_path / "new").exists(), "new made a game from a bad position"
    assert len(said) < 400, f"a message of {len(said)} characters"


def test_the_corpus_is_large_and_every_file_is_indexed() -> None:
    """At least 70 cases, every input file of the folder is in the index and vice versa."""
    indexed = {case["file"] for case in CASES}
    bases = {p.name for p in BAD.glob("base-*.yaml")}
    present = {p.name for p in BAD.iterdir()} - bases - {"cases.yaml"}
    assert len(CASES) >= 70
    assert len(indexed) == len(CASES), "a file is indexed twice"
    assert indexed == present


def test_the_corpus_covers_every_kind_several_times() -> None:
    """Each kind of bad input has at least two cases (the accepted oddities included)."""
    kinds: dict[str, int] = {}
    for case in CASES:
        kinds[case["kind"]] = kinds.get(case["kind"], 0) + 1
    assert min(kinds.values()) >= 2, kinds
