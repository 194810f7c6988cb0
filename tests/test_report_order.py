"""The pre-filled order file: each action line, once uncommented, is a valid, legal order, and
together with the lines to edit it offers every legal action.

Over many positions of self-play games, every commented action line of the reader's order file
is uncommented alone; the file must pass the strict YAML reader and the order schema, and its
action must parse to one of the reader's legal actions (``wait`` is the processing layer's).
The list of choices names every legal action once, each line with the actions it stands for.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from pbem.elasund import (
    Action,
    Position,
    apply,
    heuristic_action,
    legal_actions,
    new_game,
    parse_action,
    random_action,
    waiting_for,
)
from pbem.files.schemas import validate
from pbem.files.strict_yaml import load_yaml_with_marks
from pbem.report import ReportInput, report_model
from pbem.report.options import parts, yaml_scalar
from pbem.report.order_template import FULL_LIST
from tests.support.tables import piece, table

ACTION_LINE = "#  - "


def order_of(pos: Position, viewer: str, game_id: str = "harbour-league",
             open_game: bool = False) -> dict[str, Any]:
    """The order part of the reader's report model."""
    model = report_model(ReportInput(game_id, {}, pos, viewer, [], [], open_game)).model
    order: dict[str, Any] = model["order"]
    return order


def uncomment(text: str, index: int) -> str:
    """The order file with the ``#`` of one line removed and the secret filled in."""
    lines = text.splitlines()
    lines[index] = lines[index][1:]
    return "\n".join(lines).replace("YOUR-SECRET", "tulip-harbour-42") + "\n"


def read_order(text: str) -> dict[str, Any]:
    """An order file read as pbem reads one: strict YAML, then the schema."""
    data, marks = load_yaml_with_marks(text, "order.yaml")
    validate("order", data, marks, "order.yaml")
    assert isinstance(data, dict)
    return data


def check_every_line(pos: Position, viewer: str, open_game: bool = False) -> int:
    """Uncomment each action line alone and check the order; returns how many were checked."""
    order = order_of(pos, viewer, open_game=open_game)
    legal = legal_actions(pos, viewer)
    lines = order["text"].splitlines()
    checked = 0
    for index, line in enumerate(lines):
        if not line.startswith(ACTION_LINE):
            continue
        data = read_order(uncomment(order["text"], index))
        assert (data["game"], data["player"], data["turn"]) == ("harbour-league", viewer,
                                                                pos.turn)
        assert ("secret" in data) == (not open_game)
        (entry,) = data["actions"]
        if entry == "wait":
            assert viewer == pos.active
        else:
            assert parse_action(entry) in legal, line
        checked += 1
    assert checked == order["shown"]
    assert checked == order["total"] or "one line for" in order["text"]
    return checked


def listed(item: dict[str, Any]) -> set[Action]:
    """The actions one line of the choices stands for: its ``actions``, each of which its words
    say (``permit value 0/2, pay red, at: A2 B2`` stands for four permits)."""
    actions = {Action.parse(text) for text in item["actions"]}
    for action in actions:
        keyword, fixed, _, value = parts(action)
        assert item["text"].startswith(keyword), (action, item)
        assert value is None or value in item["values"], (action, item)
        for _, shown in fixed:
            assert shown in item["text"], (action, item)
    return actions


def check_choices(pos: Position, viewer: str) -> None:
    """The list of choices names every legal action once and nothing else."""
    model = report_model(ReportInput("g", {}, pos, viewer, [], [], False)).model
    choices = model["choices"]
    shown: list[Action] = []
    for group in choices["groups"]:
        for item in group["items"]:
            shown += listed(item)
    legal = legal_actions(pos, viewer)
    assert sorted(map(repr, shown)) == sorted(map(repr, legal))
    assert choices["count"] == len(legal) + (viewer == pos.active)
    assert all(len(item["actions"]) == len(set(item["actions"])) for group in choices["groups"]
               for item in group["items"])


def positions(seed: int, players: int, steps: int) -> list[Position]:
    """The positions of a self-play game, random bots for odd seeds."""
    pos = new_game(["red", "blue", "green", "yellow"][:players], seed=f"order-{seed}")
    rng = random.Random(seed)
    seen = []
    for _ in range(steps):
        if pos.is_over:
            break
        player = waiting_for(pos)[0]
        bot = random_action if seed % 2 else heuristic_action
        pos, _ = apply(pos, player, bot(pos, player, rng))
        seen.append(pos)
    return seen


@pytest.mark.parametrize("seed", range(8))
def test_every_action_line_uncommented_is_a_valid_legal_order(seed: int) -> None:
    """All positions of the game, every reader the game waits for, every line of his file."""
    checked = 0
    for index, pos in enumerate(positions(seed, 2 + seed % 3, 140)):
        if index % 3:
            continue
        for viewer in waiting_for(pos):
            checked += check_every_line(pos, viewer, open_game=index % 2 == 1)
            check_choices(pos, viewer)
    assert checked > 100


def test_open_game_order_has_no_secret_and_others_get_no_order() -> None:
    """No secret line in an open game; a reader the game does not wait for gets no order."""
    pos = table(phase="build")
    text = order_of(pos, "red", open_game=True)["text"]
    assert "secret" not in text.split("actions:")[0]
    assert "secret: YOUR-SECRET" in order_of(pos, "red")["text"]
    for viewer in ("blue", "public"):
        model = report_model(ReportInput("g", {}, pos, viewer, [], [], False)).model
        assert model["order"] is None and model["choices"] is None


def test_hut_off_is_quoted_so_the_strict_reader_takes_it_as_text() -> None:
    """``hut: off`` would be read as false by YAML 1.1 readers: the line quotes it (H1)."""
    pos = table(board=[piece("large-hut", "B8", "blue")], rules={"hut_replacement": "may"},
                pending=[{"player": "blue", "decision": "hut", "piece": "small-hut"}])
    text = order_of(pos, "blue")["text"]
    assert "#  - hut: 'off'" in text
    index = text.splitlines().index("#  - hut: 'off'")
    assert read_order(uncomment(text, index))["actions"] == [{"hut": "off"}]
    assert check_every_line(pos, "blue") > 1


def test_a_game_id_that_looks_like_a_date_is_quoted() -> None:
    """The envelope is read back as written, whatever the game's id looks like."""
    pos = table(phase="build")
    text = order_of(pos, "red", game_id="2026-12-09")["text"]
    assert "game: '2026-12-09'" in text
    line = next(i for i, x in enumerate(text.splitlines()) if x.startswith(ACTION_LINE))
    assert read_order(uncomment(text, line))["game"] == "2026-12-09"
    assert yaml_scalar("north-G") == "north-G" and yaml_scalar(4) == "4"
    assert yaml_scalar("no") == "'no'" and yaml_scalar("12") == "'12'"


def test_the_standing_example_is_valid_once_uncommented() -> None:
    """Uncommenting the ``standing:`` block with an action gives a valid order."""
    pos = table(phase="build")
    lines = order_of(pos, "red")["text"].splitlines()
    first = next(i for i, x in enumerate(lines) if x.startswith(ACTION_LINE))
    start = lines.index(next(x for x in lines if x.startswith("#standing:")))
    for index in [first, *range(start, len(lines))]:
        lines[index] = lines[index][1:]
    data = read_order("\n".join(lines).replace("YOUR-SECRET", "s") + "\n")
    assert data["standing"]["discard"] == ["gold", "red", "blue", "green"]
    assert len(data["standing"]["hut"]) == 2
    assert data["standing"]["shortage"] == ["red", "blue", "green"]
    assert "keep-church" not in data["standing"]  # red cannot build a church tile here


def test_many_permits_are_one_line_to_edit_with_every_value_listed_under_it() -> None:
    """Many permit squares: one ready line per group in the file, the values it may take
    listed under it, and every one of them among the choices; nothing left to "see above"."""
    pos = table(board=[], phase="permit", ship=5, hands={"red": {"gold": 9, "red": 2}})
    legal = [a.notation() for a in legal_actions(pos, "red")]
    model = report_model(ReportInput("g", {}, pos, "red", [], [], False)).model
    order, choices = model["order"], model["choices"]
    lines = order["text"].splitlines()
    permits = [i for i, line in enumerate(lines) if line.startswith(ACTION_LINE + "permit")]
    assert len(permits) == 2 < len([a for a in legal if a.startswith("permit")])
    free, paid = permits
    assert lines[free] == "#  - permit: {value: 0, at: A5}"
    assert lines[free + 1].startswith("#      one line for 25 choices")
    assert lines[free + 2:free + 4] == ["#        value 0, 1, 2, 3 or 4",
                                        "#        at A5, B5, C5, D5 or E5"]
    assert lines[paid] == "#  - permit: {value: 0, at: A2, pay: red}"
    assert "more here" not in order["text"] and "pbem options GAME --player red" in order[
        "text"]
    assert choices["count"] == len(legal) + 1  # and wait
    # all five values fit the same free squares of row 5: one line lists them
    row5 = [i for g in choices["groups"] for i in g["items"]
            if i["text"] == "permit value 0/1/2/3/4, at:"]
    assert row5 and row5[0]["values"] == ["A5", "B5", "C5", "D5", "E5"]
    assert row5[0]["note"] == "costs the permit's value in gold"
    assert FULL_LIST < 25
    check_choices(pos, "red")
