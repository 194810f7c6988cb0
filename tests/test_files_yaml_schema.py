"""The strict YAML reader and the order and position schemas (docs/orders.md, docs/positions.md)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from jsonschema import Draft202012Validator  # type: ignore[import-untyped]

from pbem.elasund import Roll, legal_actions, new_game, view_for, waiting_for
from pbem.files.errors import InputError
from pbem.files.schemas import load_schema, schema_dir, validate, validator
from pbem.files.strict_yaml import (
    MAX_BYTES,
    Marks,
    load_yaml,
    load_yaml_with_marks,
    read_file,
    read_file_with_marks,
)
from tests.support.selfplay import played

ROOT = Path(__file__).parents[1]
ORDER = "game: g\nplayer: blue\nturn: 14\nactions:\n"
DUMPER = yaml.CSafeDumper if yaml.__with_libyaml__ else yaml.SafeDumper


def refusal(text: str | bytes) -> InputError:
    """The InputError reading this text raises."""
    with pytest.raises(InputError) as caught:
        load_yaml(text, "f.yaml")
    assert caught.value.filename == "f.yaml"
    assert str(caught.value).startswith(f"f.yaml:{caught.value.line}:{caught.value.column}: ")
    return caught.value


def schema_refusal(kind: str, text: str) -> InputError:
    """The InputError validating this (readable) text against a schema raises."""
    data, marks = load_yaml_with_marks(text, "f.yaml")
    with pytest.raises(InputError) as caught:
        validate(kind, data, marks, "f.yaml")
    return caught.value


# Reading: what is accepted ------------------------------------------------------------------

def test_plain_scalars_are_text_whole_numbers_null_or_true_false() -> None:
    text = ("a: [D4, north-G, tulip-harbour-42, 14, -3, 0, null, true, false, 1.2.3, x:y]\n"
            "b:\nc: 'NO'\nd: \"1:30\"\ne: |\n  yes\n3: [blue]\n")
    assert load_yaml(text, "f.yaml") == {
        "a": ["D4", "north-G", "tulip-harbour-42", 14, -3, 0, None, True, False, "1.2.3", "x:y"],
        "b": None, "c": "NO", "d": "1:30", "e": "yes\n", "3": ["blue"],
    }


def test_empty_file_is_null_and_a_byte_order_mark_is_skipped() -> None:
    assert load_yaml("", "f.yaml") is None
    assert load_yaml("# only a comment\n", "f.yaml") is None
    assert load_yaml("\ufeffa: 1\n".encode(), "f.yaml") == {"a": 1}


def test_marks_give_line_and_column_of_every_value() -> None:
    text = (ROOT / "examples" / "order-example.yaml").read_text()
    _, marks = load_yaml_with_marks(text, "order.yaml")
    assert marks[()] == (1, 1)
    assert marks[("turn",)] == (3, 7)
    assert marks[("actions",)] == (6, 3)
    assert marks[("actions", 1, "wall", "at")] == (7, 16)
    assert marks[("standing", "hut", 1)] == (12, 14)
    assert marks.key_marks[("standing", "hut")] == (12, 3)


# Reading: what is refused -------------------------------------------------------------------

def test_a_file_over_256_kib_is_refused_before_parsing() -> None:
    error = refusal("a: b\n" + "#" * MAX_BYTES)
    assert (error.line, error.column) == (1, 1)
    assert "at most 256 KiB" in error.message and "right file" in error.message
    assert refusal(b"[" * (MAX_BYTES + 1)).message.startswith("the file is 256 KiB")
    assert refusal("é" * (MAX_BYTES // 2 + 1)).line == 1  # counted in UTF-8 bytes


def test_a_100_mb_file_is_refused_without_reading_it(tmp_path: Path) -> None:
    big = tmp_path / "huge.yaml"
    with big.open("wb") as handle:
        handle.truncate(100 * 1024 * 1024)
    with pytest.raises(InputError) as caught:
        read_file(big)
    assert (caught.value.line, caught.value.column) == (1, 1)
    assert "102400 KiB" in caught.value.message and "at most 256 KiB" in caught.value.message


def test_read_file_reads_a_small_file_and_refuses_a_missing_one(tmp_path: Path) -> None:
    good = tmp_path / "order.yaml"
    good.write_text("turn: 3\n", encoding="utf-8")
    assert read_file(good) == {"turn": 3}
    assert read_file_with_marks(good)[1][("turn",)] == (1, 7)
    with pytest.raises(InputError) as caught:
        read_file(tmp_path / "missing.yaml")
    assert (caught.value.line, caught.value.column) == (0, 0)
    assert str(caught.value).startswith(f"{tmp_path / 'missing.yaml'}: cannot read the file")


def test_bytes_that_are_not_utf8_are_refused_where_they_are() -> None:
    error = refusal(b"a: 1\nb: \xc3\xa9\xff\n")
    assert (error.line, error.column) == (2, 5)
    assert "not UTF-8" in error.message and "save it as UTF-8" in error.message
    utf16 = refusal("a: 1\n".encode("utf-16"))
    assert (utf16.line, utf16.column) == (1, 1) and "UTF-8" in utf16.message


def test_control_characters_are_refused() -> None:
    error = refusal("a: 1\nb: x\x07\n")
    assert (error.line, error.column) == (2, 5)
    assert "U+0007" in error.message and "remove it" in error.message


def test_duplicate_keys_are_refused_at_the_second_key() -> None:
    error = refusal("game: g\nactions:\n  - build: {building: tavern, at: D4, at: E5}\n")
    assert (error.line, error.column) == (3, 39)
    assert "'at' is given twice (first at line 3, column 31)" in error.message
    assert "give each key once" in error.message
    top = refusal("turn: 1\nplayer: red\nturn: 2\n")
    assert (top.line, top.column) == (3, 1)
    assert (refusal("3: [red]\n'3': [blue]\n").line) == 2  # keys are text, as in JSON


@pytest.mark.parametrize(("text", "where"), [
    ("a: &x 1\nb: 2\n", (1, 4)),
    ("a: 1\nb: *x\n", (2, 4)),
    ("a: &m {c: 1}\nb: *m\n", (1, 4)),
])
def test_anchors_and_aliases_are_refused(text: str, where: tuple[int, int]) -> None:
    error = refusal(text)
    assert (error.line, error.column) == where
    assert "anchors (&name) and aliases (*name) are not allowed" in error.message
    assert "write the value out" in error.message


@pytest.mark.parametrize(("text", "shown", "where"), [
    ("a: !!str 3\n", "'!!str'", (1, 4)),
    ("a:\n  - !colour red\n", "'!colour'", (2, 5)),
    ("a: !!map {b: 1}\n", "'!!map'", (1, 4)),
])
def test_tags_are_refused(text: str, shown: str, where: tuple[int, int]) -> None:
    error = refusal(text)
    assert (error.line, error.column) == where
    assert f"tags such as {shown} are not allowed" in error.message
    assert "put it in quotes" in error.message


def test_a_second_document_is_refused() -> None:
    error = refusal("---\na: 1\n---\nb: 2\n")
    assert (error.line, error.column) == (3, 1)
    assert "one YAML document" in error.message and "remove this '---'" in error.message
    assert load_yaml("---\na: 1\n...\n", "f.yaml") == {"a": 1}


@pytest.mark.parametrize(("plain", "reading"), [
    *[(word, "true") for word in ("yes", "Yes", "YES", "on", "On", "y", "Y", "TRUE", "True")],
    *[(word, "false") for word in ("no", "No", "NO", "off", "OFF", "n", "N", "FALSE", "False")],
])
def test_yaml_1_1_booleans_are_refused(plain: str, reading: str) -> None:
    error = refusal(f"ship: {plain}\n")
    assert (error.line, error.column) == (1, 7)
    assert error.message == (f"'{plain}' would be read as {reading} by some YAML readers; "
                             f"write it in quotes ('{plain}') or as true/false")


@pytest.mark.parametrize(("plain", "reading"), [
    ("1:30", "the number 90 (base 60)"),
    ("-1:30:00", "the number -5400 (base 60)"),
    ("0755", "an octal number"),
    ("007", "an octal number"),
    ("2024-01-05", "a date"),
    ("2024-1-5 10:00:00", "a date"),
    ("1e3", "a fractional number"),
    (".5", "a fractional number"),
    ("1.5", "a fractional number"),
    ("-2.", "a fractional number"),
    (".inf", "a fractional number"),
    ("-.Inf", "a fractional number"),
    (".NaN", "a fractional number"),
    ("+5", "a number"),
    ("1_000", "a number"),
    ("0x1F", "a number"),
    ("0o17", "a number"),
    ("0b101", "a number"),
    ("~", "null"),
    ("Null", "null"),
    ("NULL", "null"),
])
def test_yaml_1_1_numbers_dates_and_nulls_are_refused(plain: str, reading: str) -> None:
    error = refusal(f"turn: 3\nat: {plain}\n")
    assert (error.line, error.column) == (2, 5)
    assert error.message.startswith(f"'{plain}' would be read as {reading} by some YAML")
    assert f"in quotes ('{plain}')" in error.message
    assert load_yaml(f"at: '{plain}'\n", "f.yaml") == {"at": plain}


def test_surprises_inside_flow_lists_and_as_keys_are_refused_where_they_are() -> None:
    error = refusal("discard: [gold, NO, red]\n")
    assert (error.line, error.column) == (1, 17)
    key = refusal("rules:\n  on: push\n")
    assert (key.line, key.column) == (2, 3) and "'on' would be read as true" in key.message


@pytest.mark.parametrize(("text", "where", "says"), [
    ("? [a, b]\n: 1\n", (1, 3), "a key must be text, not a list or a mapping"),
    ("{{a: 1}: 2}\n", (1, 2), "a key must be text, not a list or a mapping"),
    ("true: 1\n", (1, 1), "put it in quotes ('true')"),
    ("a: 1\nnull: 2\n", (2, 1), "put it in quotes ('null')"),
    ("a: 1\n? \n: 2\n", (2, 2), "a key is missing before ':'"),
    ("1.5: x\n", (1, 1), "in quotes ('1.5')"),
    ("<<: {a: 1}\n", (1, 1), "merge key"),
])
def test_keys_that_are_not_text_are_refused(text: str, where: tuple[int, int], says: str) -> None:
    error = refusal(text)
    assert (error.line, error.column) == where
    assert says in error.message


def test_nesting_deeper_than_50_is_refused_quickly() -> None:
    assert load_yaml("[" * 50 + "]" * 50, "f.yaml") is not None
    error = refusal("[" * 51 + "]" * 51)
    assert (error.line, error.column) == (1, 51)
    assert "nested more than 50 levels" in error.message
    block = "".join(" " * (2 * i) + f"k{i}:\n" for i in range(60))
    assert refusal(block).line == 51
    deep = refusal("[" * (MAX_BYTES - 10))  # how fast: benchmarks, not tests
    assert deep.line == 1 and "nested more than 50 levels" in deep.message


@pytest.mark.parametrize(("text", "where"), [
    ("a: 1\n  b: 2\n", (2, 4)),
    ("a: 'open\n", (1, 4)),  # where the unclosed quote begins
])
def test_syntax_errors_point_at_the_problem(text: str, where: tuple[int, int]) -> None:
    error = refusal(text)
    assert (error.line, error.column) == where
    assert error.message.startswith("this is not valid YAML (")
    assert "check the indentation" in error.message


def test_a_tab_that_breaks_the_file_is_named() -> None:
    """The parser's words ("cannot start any token") would not say it: the tab is named."""
    error = refusal("\ta: 1\n")
    assert (error.line, error.column) == (1, 1)
    assert error.message.startswith("line 1 is indented with a tab")


def test_input_error_text() -> None:
    error = InputError("o.yaml", 3, 7, "write it in quotes")
    assert str(error) == "o.yaml:3:7: write it in quotes"
    assert (error.filename, error.line, error.column, error.message) == (
        "o.yaml", 3, 7, "write it in quotes")
    assert str(InputError("o.yaml", 0, 0, "cannot read the file")) == (
        "o.yaml: cannot read the file")


# Schemas ------------------------------------------------------------------------------------

SCHEMAS = ["common", "order", "position", "game", "output", "report"]


def test_every_schema_file_is_checked_here() -> None:
    assert sorted(p.name.removesuffix(".schema.json")
                  for p in schema_dir().glob("*.schema.json")) == sorted(SCHEMAS)


@pytest.mark.parametrize("name", SCHEMAS)
def test_schemas_are_draft_2020_12_with_relative_references(name: str) -> None:
    path = schema_dir() / f"{name}.schema.json"
    schema = json.loads(path.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert "$id" not in schema and schema["title"] and schema["description"]
    refs = re.findall(r'"\$ref": "([^"#][^"]*)"', path.read_text(encoding="utf-8"))
    others = [f"{n}.schema.json" for n in SCHEMAS if n != name]
    assert all(r.split("#")[0] in others for r in refs)  # relative, to a schema of ours
    assert refs or name == "common"


def test_the_schemas_are_found_in_the_checkout_and_validators_are_built_once() -> None:
    assert schema_dir() == ROOT / "schemas"
    assert validator("order") is validator("order")
    with pytest.raises(ValueError, match="no schema"):
        load_schema("nothing")


@pytest.mark.parametrize("kind", ["order", "position"])
def test_every_example_in_a_schema_is_valid(kind: str) -> None:
    schema = load_schema(kind)
    places = [("", schema)]
    places += [(f"/properties/{k}", v) for k, v in schema["properties"].items()]
    places += [(f"/$defs/{k}", v) for k, v in schema.get("$defs", {}).items()]
    checked = 0
    for pointer, sub in places:
        check = Draft202012Validator({"$ref": f"{kind}.schema.json#{pointer}"},
                                     registry=validator(kind)._registry)
        for example in sub.get("examples", []):
            assert not list(check.iter_errors(example)), (pointer, example)
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize(("name", "kind"), [("order-example.yaml", "order"),
                                            ("position-example.yaml", "position")])
def test_the_shipped_examples_load_and_validate(name: str, kind: str) -> None:
    path = ROOT / "examples" / name
    data, marks = read_file_with_marks(path)
    validate(kind, data, marks, str(path))


@pytest.mark.parametrize(("players", "seed"), [(2, 0), (3, 1), (4, 2)])
def test_engine_positions_and_every_view_validate(players: int, seed: int) -> None:
    positions = [new_game(["red", "blue", "green", "yellow"][:players], seed=f"schema-{seed}")]
    positions += [pos for pos, _ in played(seed, 150, players=players)][::5]
    for pos in positions:
        for viewer in ("gm", "public", *pos.players):
            text = yaml.dump(view_for(pos, viewer).to_data(), Dumper=DUMPER, sort_keys=False)
            data, marks = load_yaml_with_marks(text, "position.yaml")
            validate("position", data, marks, "position.yaml")


MAX_ACTIONS = 100  # the order schema's maxItems for actions (docs/orders.md)


def test_every_legal_action_validates_as_an_order() -> None:
    """What the engine offers, written as order-file data, is what the order schema accepts."""
    seen: set[str] = set()
    for seed, players in ((0, 2), (1, 3), (2, 4)):
        for pos, _ in played(seed, 150, players=players):
            for player in waiting_for(pos):
                seen.update(json.dumps(a.to_data()) for a in legal_actions(pos, player)
                            if a != Roll())
    actions = [json.loads(a) for a in sorted(seen)]
    keywords = {a if isinstance(a, str) else next(iter(a)) for a in actions}
    assert {"build", "permit", "gold", "discard", "ship", "pirate", "hut"} <= keywords
    for start in range(0, len(actions), MAX_ACTIONS):  # an order holds at most 100 (F5)
        order = {"game": "g", "player": "red", "turn": 1,
                 "actions": actions[start:start + MAX_ACTIONS]}
        assert not [e.message for e in validator("order").iter_errors(order)]


def test_an_order_of_more_than_100_actions_is_refused_before_its_items_are_read() -> None:
    """F5: a list of a hundred thousand bad items is refused for its length, in one message,
    without weighing every item; 100 good actions are an order."""
    assert load_schema("order")["properties"]["actions"]["maxItems"] == MAX_ACTIONS
    good = {"game": "g", "player": "red", "turn": 1, "actions": ["gold"] * MAX_ACTIONS}
    validate("order", good, Marks(), "order.yaml")
    hostile = {**good, "actions": [1] * 120_000}
    with pytest.raises(InputError) as refused:
        validate("order", hostile, Marks(), "order.yaml")
    assert "actions has 120000 items but needs at most 100" in str(refused.value)


def test_orders_with_hut_off_end_turn_wait_and_a_bare_wall_validate() -> None:
    text = ORDER + "  - hut: 'off'\n  - wall\n  - wall:\n  - end-turn\n  - wait\n"
    data, marks = load_yaml_with_marks(text, "f.yaml")
    validate("order", data, marks, "f.yaml")


@pytest.mark.parametrize(("text", "where", "message"), [
    ("game: g\nplayer: blue\nactions: []\n", (1, 1), "the order lacks 'turn' (the number of "
     "the turn in progress when the order was written); add 'turn: ...'"),
    (ORDER + "  - church\nsecrt: x\n", (6, 1), "unknown key 'secrt' in the order; the keys "
     "allowed here are: game, player, turn, secret, signature, actions, standing"),
    ("game: g\nplayer: purple\nturn: 1\nactions: []\n", (2, 9), "player is 'purple'; "
     "expected a player's colour: red, blue, green or yellow"),
    ("game: g\nplayer: blue\nturn: 0\nactions: []\n", (3, 7), "turn is 0; expected the "
     "number of a turn: a whole number, 1 or more"),
    ("game: g\nplayer: red\nturn: 2\nsecret: 1234\nactions: []\n", (4, 9), "secret is 1234; "
     "expected the player's secret, from their first report; not needed in an open game "
     "(put it in quotes to make it text)"),
    (ORDER + "  - dance\n", (5, 5), "actions > item 1: 'dance' is not an action. The actions "
     "are church, gold"),
    (ORDER + "  - bild: {at: D4}\n", (5, 5), "actions > item 1: 'bild' is not an action; did "
     "you mean 'build'? The actions are church"),
    (ORDER + "  - church\n  - build: {building: tavern, at: Z9}\n", (6, 35), "actions > item "
     "2 > build > at is 'Z9'; expected a square of the board: a column A to I and a row"),
    (ORDER + "  - build: {building: tavern}\n", (5, 12), "actions > item 1 > build lacks 'at' "
     "(the building's north-west square, like D4); add 'at: ...'"),
    (ORDER + "  - build: {building: tavern, at: D4, colour: red}\n", (5, 39), "unknown key "
     "'colour' in actions > item 1 > build; the keys allowed here are: building, at, pay"),
    (ORDER + "  - {build: {building: well, at: D4}, wall: null}\n", (5, 5), "actions > item 1 "
     "has 2 key(s); expected a mapping with exactly one key, the action"),
    (ORDER + "  - permit: {value: 7, at: E5}\n", (5, 21), "actions > item 1 > permit > value "
     "is 7; expected the value of a building permit: a whole number 0 to 4"),
    (ORDER + "  - discard: []\n", (5, 14), "actions > item 1 > discard has 0 items but needs "
     "at least 1; expected a list of cards"),
    (ORDER + "  - hut: Q1\n", (5, 10), "actions > item 1 > hut is 'Q1'; expected a square for "
     "a removed hut"),
    (ORDER + "  - [church]\n", (5, 5), "actions > item 1 is a list; expected an action: a word"),
    (ORDER.replace("actions:\n", "actions: []\nstanding: {discard: [gold, gold]}\n"), (5, 21),
     "standing > discard gives 'gold' twice; give each one once"),
    ("- church\n", (1, 1), "the file holds a list, but it must be a mapping of keys to values, "
     "like 'game: ...'"),
])
def test_order_schema_refusals_point_at_the_field(
    text: str, where: tuple[int, int], message: str
) -> None:
    error = schema_refusal("order", text)
    assert (error.line, error.column) == where
    assert error.message.startswith(message), error.message


@pytest.mark.parametrize(("text", "where", "message"), [
    ("turn: 1\n", (1, 1), "the position lacks 'players'"),
    ("players: [red]\n", (1, 10), "players has 1 item but needs at least 2"),
    ("players: [red, blue]\nhands: {red: {gold: 3, pink: 2}}\n", (2, 24),
     "unknown key 'pink' in hands > red; the keys allowed here are: gold, red, blue, green"),
    ("players: [red, blue]\nhands: {purple: {gold: 3}}\n", (2, 9),
     "'purple' in hands is not a player's colour"),
    ("players: [red, blue]\nhands: {red: {gold: 3, influence: -1}}\n", (2, 35),
     "hands > red > influence is -1; expected a whole number, 0 or more"),
    ("players: [red, blue]\nboard:\n  - {piece: wall, at: D4, owner: red, tile: 1}\n", (3, 23),
     "board > item 1 > at is 'D4'; expected a wall space"),
    ("players: [red, blue]\nboard:\n  - {piece: permit, at: D4, owner: red}\n", (3, 5),
     "board > item 1 lacks 'value'"),
    ("players: [red, blue]\ntrade-cubes: {4: [red]}\n", (2, 15),
     "'4' in trade-cubes is not a trade-track space with flags: 3, 5, 7, 9 or 11"),
    ("players: [red, blue]\ndice: [[3]]\n", (2, 8), "dice > item 1 has 1 item but needs at "
     "least 2; expected a roll of two dice"),
    ("players: [red, blue]\nship: 7\n", (2, 7), "ship is 7; expected the ship's row"),
    ("players: [red, blue]\ngenerator: {counter: 3}\n", (2, 12), "generator lacks 'seed'"),
    ("players: [red, blue]\nrules: {pirate_reward: steal}\n", (2, 24),
     "rules > pirate_reward is 'steal'; expected random or choose"),
])
def test_position_schema_refusals_point_at_the_field(
    text: str, where: tuple[int, int], message: str
) -> None:
    error = schema_refusal("position", text)
    assert (error.line, error.column) == where
    assert error.message.startswith(message), error.message


def test_player_view_hands_validate_as_counts() -> None:
    text = ("players: [red, blue]\nhands: {red: {gold: 3, red: 1}, blue: {gold: 2, influence: 4}}"
            "\ndeck-size: 30\nchurch-stack-size: 9\nloot: [gold]\n"
            "generator: {seed: s, counter: 4}\n")
    data, marks = load_yaml_with_marks(text, "f.yaml")
    validate("position", data, marks, "f.yaml")
