"""The checks generated from the schemas (``pbem.files.schema_checks``) agree with jsonschema.

pbem answers "is this file valid?" with code generated from ``schemas/*.schema.json`` and asks
jsonschema only why a file is not. So the two must agree on every value: on the bad-input
corpus, on the fuzz corpus, on valid files changed one value at a time, and on values drawn
from the schemas themselves. And the generated module must be the one the schemas make now.
"""

from __future__ import annotations

import json
import shutil
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pbem.files import schema_checks
from pbem.files.errors import InputError
from pbem.files.schema_codegen import TARGET, generate
from pbem.files.schemas import fast_check, load_schema, schema_dir, schemas_fingerprint, validator
from pbem.files.strict_yaml import load_yaml
from pbem.report.inputs import render_report
from tests.support.cli import BAD
from tests.support.fuzz_corpus import corpus, seeds
from tests.support.trust import example_game

KINDS = ("order", "position", "game", "report", "output")
SETTINGS = settings(max_examples=150, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def agree(kind: str, data: object) -> bool:
    """Whether the generated check and jsonschema give the same answer for this value."""
    check = fast_check(kind)
    assert check is not None, "stale generated checks: run python -m pbem.files.schema_codegen"
    return check(data) is bool(validator(kind).is_valid(data))


def readable(data: bytes) -> object:
    """What the strict reader makes of a file, or a marker when it refuses it."""
    try:
        return load_yaml(data, "case.yaml")
    except InputError:
        return InputError


# The generated module -------------------------------------------------------------------------

def test_the_shipped_checks_are_generated_from_the_schemas_as_they_are() -> None:
    """Regenerating gives the committed module byte for byte (else a schema changed unseen)."""
    assert TARGET.read_text("utf-8") == generate(schema_dir())
    assert schemas_fingerprint(schema_dir()) == schema_checks.SCHEMAS_FINGERPRINT


def test_a_changed_schema_is_noticed(tmp_path: Path) -> None:
    """One character of one schema changed: the fingerprint no longer matches, so pbem falls
    back to jsonschema for everything rather than check by stale code."""
    folder = tmp_path / "schemas"
    shutil.copytree(schema_dir(), folder)
    order = folder / "order.schema.json"
    order.write_text(order.read_text("utf-8").replace('"minLength": 1', '"minLength": 2'), "utf-8")
    assert schemas_fingerprint(folder) != schema_checks.SCHEMAS_FINGERPRINT


def test_an_unknown_keyword_stops_the_generation(tmp_path: Path) -> None:
    """A schema keyword the generator cannot check is an error, never silently ignored."""
    folder = tmp_path / "schemas"
    folder.mkdir()
    (folder / "x.schema.json").write_text(json.dumps({"type": "object",
                                                       "dependentRequired": {"a": ["b"]}}))
    with pytest.raises(ValueError, match="dependentRequired"):
        generate(folder)


# The corpora ----------------------------------------------------------------------------------

def bad_files() -> list[Path]:
    """The bad-input corpus's files that hold data (the edit recipes are not inputs)."""
    return sorted(p for p in BAD.glob("*.yaml")
                  if not p.name.endswith(".edit.yaml") and p.name != "cases.yaml")


@pytest.mark.parametrize("path", bad_files(), ids=lambda p: p.name)
def test_they_agree_on_every_file_of_the_bad_input_corpus(path: Path) -> None:
    data = readable(path.read_bytes())
    if data is InputError:
        return  # refused before any schema sees it
    assert all(agree(kind, data) for kind in KINDS), path.name


def test_they_agree_on_every_case_of_the_fuzz_corpus() -> None:
    checked = 0
    for case in corpus():
        data = readable(case.data)
        if data is not InputError:
            assert agree(case.kind, data), case.name
            checked += 1
    assert checked > 50  # the corpus holds many readable cases (a duplicate line, ...)


# Valid files changed one value at a time ------------------------------------------------------

@cache
def seed_values() -> tuple[tuple[str, str], ...]:
    """Valid data of every kind, as JSON text (parsed afresh for each change)."""
    found = [(seed.kind, json.dumps(load_yaml(seed.data, seed.name))) for seed in seeds()
             if seed.point <= 20]
    game = example_game(20)
    for viewer in ("red", "public"):
        found.append(("report", render_report(game, 20, viewer, fmt="json")))
    return tuple(found)


TRICKY = st.deferred(lambda: st.one_of(
    st.sampled_from([None, True, False, 0, 1, -1, 2, 4, 5, 7, 12, 2.0, 1.5, "", "D4", "A7",
                     "north-G", "east-7", "gold", "red", "wait", "church", "tavern", "off",
                     "sha256:" + "0" * 64, "x" * 101, [], {}, ["gold"], ["gold", "gold"],
                     [1, True], {"at": "D4"}, {"build": None}]),
    st.integers(-3, 20), st.text(max_size=6),
    st.lists(st.sampled_from(["gold", "red", 1, True, None]), max_size=3),
).map(lambda value: json.loads(json.dumps(value))))  # a fresh copy: the data is changed later


def _containers(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The path of every mapping and list inside ``data``."""
    found = [path] if isinstance(data, dict | list) else []
    items = data.items() if isinstance(data, dict) else enumerate(data) \
        if isinstance(data, list) else []
    for key, value in items:
        found.extend(_containers(value, (*path, key)))
    return found


def _at(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


@st.composite
def changed(draw: st.DrawFn) -> tuple[str, object]:
    """A valid value of some kind with one to three changes: a value replaced, a key taken out
    or added, an item doubled or taken out."""
    kind, text = draw(st.sampled_from(seed_values()))
    data = json.loads(text)
    for _ in range(draw(st.integers(1, 3))):
        container = _at(data, draw(st.sampled_from(_containers(data))))
        how = draw(st.sampled_from(["replace", "remove", "add", "double"]))
        if isinstance(container, dict):
            keys = list(container)
            if how == "add" or not keys:
                known = ["at", "value", "pay", "turn", "player", "gold", "kind", "n", "x"]
                container[draw(st.sampled_from(known))] = draw(TRICKY)
            elif how == "remove":
                del container[draw(st.sampled_from(keys))]
            else:
                container[draw(st.sampled_from(keys))] = draw(TRICKY)
        elif container:
            index = draw(st.integers(0, len(container) - 1))
            if how == "remove":
                del container[index]
            elif how == "double":
                container.append(container[index])
            else:
                container[index] = draw(TRICKY)
        else:
            container.append(draw(TRICKY))
    return kind, data


def test_every_seed_is_valid_to_both() -> None:
    """The valid files the changes start from: both say valid."""
    for kind, text in seed_values():
        data = json.loads(text)
        check = fast_check(kind)
        assert check is not None
        assert check(data) and validator(kind).is_valid(data), kind


@settings(SETTINGS, max_examples=300)
@given(changed())
def test_they_agree_on_valid_files_changed_here_and_there(case: tuple[str, object]) -> None:
    kind, data = case
    assert agree(kind, data)


# Values drawn from the schemas ----------------------------------------------------------------

def _resolve(file: str, ref: str) -> tuple[str, dict[str, Any]]:
    name, _, pointer = ref.partition("#")
    file = name or file
    schema: Any = load_schema(file.removesuffix(".schema.json"))
    for token in pointer.split("/")[1:]:
        schema = schema[token]
    return file, schema


def from_schema(file: str, schema: Any, depth: int = 0) -> st.SearchStrategy[Any]:
    """Values meant to fit a schema (the combinations make some of them miss on purpose)."""
    if not isinstance(schema, dict) or depth > 12:
        return st.none()
    if "$ref" in schema:
        return st.deferred(lambda: from_schema(*_resolve(file, schema["$ref"]), depth + 1))
    if "const" in schema:
        return st.just(schema["const"])
    if "enum" in schema:
        return st.sampled_from(schema["enum"])
    for keyword in ("oneOf", "anyOf", "allOf"):
        if keyword in schema:
            return st.one_of([from_schema(file, s, depth + 1) for s in schema[keyword]])
    if "if" in schema:
        return st.one_of([from_schema(file, schema[k], depth + 1) for k in ("then", "else")
                          if k in schema])
    types = schema.get("type", "object" if "properties" in schema else "string")
    listed = [types] if isinstance(types, str) else types
    return st.one_of([_typed(file, schema, kind, depth) for kind in listed])


def _typed(file: str, schema: dict[str, Any], kind: str, depth: int) -> st.SearchStrategy[Any]:
    if kind == "object":
        properties = schema.get("properties", {})
        required = {k: from_schema(file, properties.get(k, {}), depth + 1)
                    for k in schema.get("required", [])}
        optional = {k: from_schema(file, v, depth + 1) for k, v in properties.items()
                    if k not in required}
        fixed = st.fixed_dictionaries(required, optional=optional)
        extra = schema.get("additionalProperties")
        if isinstance(extra, dict):
            names = schema.get("propertyNames", {}).get("enum")
            keys = st.sampled_from(names) if names else st.sampled_from(["red", "blue", "3"])
            more = st.dictionaries(keys, from_schema(file, extra, depth + 1), max_size=3)
            return st.tuples(fixed, more).map(lambda pair: {**pair[1], **pair[0]})
        return fixed
    if kind == "array":
        low = schema.get("minItems", 0)
        items = from_schema(file, schema.get("items", {}), depth + 1)
        return st.lists(items, min_size=low, max_size=min(schema.get("maxItems", low + 3),
                                                            low + 3))
    if kind == "string":
        if "pattern" in schema:
            return st.from_regex(schema["pattern"])
        return st.text(min_size=schema.get("minLength", 0), max_size=12)
    if kind == "integer":
        low = schema.get("minimum", -5)
        return st.integers(low, schema.get("maximum", low + 40))
    return {"boolean": st.booleans(), "null": st.none(), "number": st.integers()}[kind]


@pytest.mark.parametrize("kind", KINDS)
def test_they_agree_on_values_drawn_from_the_schemas(kind: str) -> None:
    file = f"{kind}.schema.json"
    values = from_schema(file, load_schema(kind))

    @SETTINGS
    @given(values)
    def check(value: object) -> None:
        assert agree(kind, value)

    check()
