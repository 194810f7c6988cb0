"""The JSON Schemas of pbem's files, and checking data read by ``strict_yaml`` against them.

The schemas live in ``schemas/`` (``pbem/_schemas`` in an installed wheel) and refer to each
other by relative ``$ref`` (``common.schema.json#/$defs/square``). A refusal is one
``InputError`` for the most relevant error, at the line and column of the offending value,
naming the field and what is expected there.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from functools import cache
from itertools import islice
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pbem.files.errors import InputError
from pbem.files.strict_yaml import JsonPath, Marks

if TYPE_CHECKING:  # jsonschema is imported only to explain a refusal (or by tests)
    from referencing import Registry

MAX_EXPLAINED_ERRORS = 200  # jsonschema's errors weighed for the best one: a bound, so that a
# file with a hundred thousand bad values costs no more than one with two hundred

def schema_dir() -> Path:
    """The folder holding the schemas: inside the installed package, else in the checkout."""
    here = Path(__file__).resolve()
    for folder in (here.parents[1] / "_schemas", here.parents[2] / "schemas"):
        if (folder / "common.schema.json").is_file():
            return folder
    raise FileNotFoundError("pbem's schemas are missing: neither pbem/_schemas nor schemas/")


@cache
def fast_check(kind: str) -> Callable[[object], bool] | None:
    """The check generated from the schema of one kind of file (``pbem.files.schema_codegen``),
    or None when the generated checks were made from other schemas than the ones on disk."""
    from pbem.files import schema_checks

    if schemas_fingerprint(schema_dir()) != schema_checks.SCHEMAS_FINGERPRINT:
        return None
    return schema_checks.CHECKS.get(kind)


def schemas_fingerprint(folder: Path) -> str:
    """Which schemas a folder holds, by name, size and CRC-32 of the content: enough to notice
    that the generated checks are stale (a changed schema), and cheap to take on every start."""
    import zlib

    parts = []
    for path in sorted(folder.glob("*.schema.json")):
        content = path.read_bytes()
        parts.append(f"{path.name}:{len(content)}:{zlib.crc32(content):08x}")
    return " ".join(parts)


@cache
def _registry() -> Registry[Any]:
    """Every schema of the folder, by file name, so that relative references resolve."""
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT202012

    resources = []
    for path in sorted(schema_dir().glob("*.schema.json")):
        contents = json.loads(path.read_text(encoding="utf-8"))
        resources.append((path.name, Resource.from_contents(contents, DRAFT202012)))
    return Registry().with_resources(resources)


def load_schema(kind: str) -> dict[str, Any]:
    """The schema of one kind of file (``order``, ``position``, ...) as plain data."""
    try:
        contents: dict[str, Any] = _registry().contents(f"{kind}.schema.json")
    except LookupError:
        raise ValueError(f"no schema {kind}.schema.json in {schema_dir()}") from None
    return contents


@cache
def validator(kind: str) -> Any:
    """The Draft 2020-12 validator for one kind of file, built once."""
    from jsonschema import Draft202012Validator  # type: ignore[import-untyped]

    return Draft202012Validator(load_schema(kind), registry=_registry())


def validate(
    kind: str, data: object, marks: Mapping[JsonPath, tuple[int, int]], filename: str
) -> None:
    """Check data read from ``filename`` against its schema; raise ``InputError`` if it fails.

    ``marks`` are the positions ``load_yaml_with_marks`` gave, used to point into the file.
    The generated check answers first; only data it refuses goes to jsonschema, which says why
    (and has the last word).
    """
    check = fast_check(kind)
    if check is not None and check(data):
        return
    from jsonschema.exceptions import best_match  # type: ignore[import-untyped]

    errors = list(islice(validator(kind).iter_errors(data), MAX_EXPLAINED_ERRORS))
    if not errors:
        return
    error = _too_many_first(errors) or _unknown_key_first(errors) or best_match(errors)
    line, column = _location(error, marks)
    message = _action_slip(kind, data, error) or schema_message(error, kind)
    if kind == "game":  # pbem wrote it: a schema error means damage or an edit by hand
        message = (f"the game file is damaged or was edited by hand ({message}); restore it "
                   "from a backup (or git)")
    raise InputError(filename, line, column, message)


def _action_slip(kind: str, data: object, error: Any) -> str | None:
    """An entry of an order's actions that names no action: what was meant, and every action
    (``pbem.files.order_hints``)."""
    path: JsonPath = tuple(error.absolute_path)
    if kind != "order" or len(path) != 2 or path[0] != "actions" or not isinstance(data, dict):
        return None
    from pbem.files.order_hints import action_slip

    actions = data.get("actions")
    index = path[1]
    if not isinstance(actions, list) or not isinstance(index, int) or index >= len(actions):
        return None
    slip = action_slip(actions[index])
    return None if slip is None else f"{field_name(path, 'the order')}: {slip}"


def _too_many_first(errors: list[Any]) -> Any | None:
    """A list longer than its schema allows: said before anything about its items, which a
    hostile file may hold by the hundred thousand."""
    return next((found for e in errors if (found := _too_many_in(e)) is not None), None)


def _too_many_in(error: Any) -> Any | None:
    """``error`` if it is a list's length, else such an error among the alternatives it
    weighed (``oneOf``: ``keep-church`` is ``spare-mine`` or a list; a list of 5,000 tiles was
    told it "is a list; expected ... or a list")."""
    if error.validator == "maxItems":
        return error
    return next((found for sub in error.context or () if (found := _too_many_in(sub))), None)


def _unknown_key_first(errors: list[Any]) -> Any | None:
    """An unknown key, when there is one: a misspelt key ('bulding') also makes the right one
    missing, and naming the misspelling is what lets the player fix it."""
    unknown = [e for e in errors if e.validator == "additionalProperties"]
    return min(unknown, key=lambda e: len(e.absolute_path)) if unknown else None


def _location(error: Any, marks: Mapping[JsonPath, tuple[int, int]]) -> tuple[int, int]:
    """Where the error is: the offending key or value, else its nearest enclosing value."""
    path: JsonPath = tuple(error.absolute_path)
    key = _offending_key(error)
    if key is not None:
        key_marks = marks.key_marks if isinstance(marks, Marks) else {}
        found = key_marks.get((*path, key)) or marks.get((*path, key))
        if found is not None:
            return found
    for end in range(len(path), -1, -1):
        if path[:end] in marks:
            return marks[path[:end]]
    return (1, 1)


def _offending_key(error: Any) -> str | None:
    """The key at fault, for an unknown key or a key that is not a legal name."""
    if "propertyNames" in error.relative_schema_path and isinstance(error.instance, str):
        return error.instance
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        extras = _unknown_keys(error)
        return extras[0] if extras else None
    return None


def _unknown_keys(error: Any) -> list[str]:
    known = error.schema.get("properties", {})
    return [str(k) for k in error.instance if k not in known]


def schema_message(error: Any, kind: str) -> str:
    """A sentence naming the field, what it holds and what is expected there, in the language
    being spoken (``pbem.messages``: the ``schema.*`` entries and ``hint`` terms)."""
    from pbem.messages import say

    path: JsonPath = tuple(error.absolute_path)
    where = field_name(path, say("schema.root", kind=kind))
    value = error.instance
    schema = error.schema if isinstance(error.schema, dict) else {}
    expected = _phrase(schema.get("description", ""))
    keyword = error.validator
    if "propertyNames" in error.relative_schema_path:
        if expected:
            return say("schema.not-a-key", value=value, where=where, expected=expected)
        return say("schema.not-a-key.any", value=value, where=where)
    if keyword == "required":
        return _required_message(error, where, schema)
    if keyword == "additionalProperties":
        return say("schema.unknown-key", key=_unknown_keys(error)[0], where=where,
                   allowed=", ".join(schema.get("properties", {})))
    if keyword == "type" and not path:
        first = (schema.get("required") or ["players"])[0]
        return say("schema.not-mapping", value=_show(value), first=first)
    if keyword in ("minItems", "maxItems"):
        tail = say("schema.expected-tail", expected=expected) if expected else ""
        if keyword == "minItems":
            return say("schema.too-few", where=where, count=len(value),
                       bound=error.validator_value, tail=tail)
        return say("schema.too-many", where=where, count=len(value),
                   bound=error.validator_value, tail=tail)
    if keyword == "uniqueItems":
        twice = next((v for i, v in enumerate(value) if v in value[:i]), None)
        return say("schema.twice", where=where, value=_show(twice))
    if keyword in ("minProperties", "maxProperties"):
        return say("schema.keys", where=where, count=len(value),
                   expected=expected or error.message)
    quote = ""
    if keyword == "type":
        types = error.validator_value
        quote = say("schema.quote") if (
            "string" in types and not isinstance(value, str | dict | list)) else ""
        return say("schema.is", where=where, value=_show(value),
                   expected=expected or _types(types), quote=quote)
    return say("schema.is", where=where, value=_show(value),
               expected=expected or _fallback(error), quote=quote)


def _required_message(error: Any, where: str, schema: dict[str, Any]) -> str:
    from pbem.messages import say

    missing = next(k for k in error.validator_value if k not in error.instance)
    hint = schema.get("properties", {}).get(missing, {}).get("description", "")
    if hint:
        return say("schema.lacks.about", where=where, missing=missing,
                   about=_phrase(hint.split(";")[0]))
    return say("schema.lacks", where=where, missing=missing)


def field_name(path: JsonPath, root: str) -> str:
    """A path as a player reads it: ``actions > item 2 > build > at``."""
    if not path:
        return root
    from pbem.messages import Message, render

    return " > ".join(render(Message("field-item", number=part + 1)) if isinstance(part, int)
                      else part for part in path)


def _phrase(text: str) -> str:
    """A description as part of a sentence: no final full stop, a lower-case first word."""
    text = text.strip().rstrip(".")
    if len(text) > 1 and text[0].isupper() and text[1].islower():
        text = text[0].lower() + text[1:]
    return text


SHOWN_CHARS = 60  # a value quoted in a message is cut here, so the message stays one line


def _show(value: object) -> str:
    from pbem.messages import say

    if value is None:
        return say("schema.null")
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return say("schema.a-mapping")
    if isinstance(value, list):
        return say("schema.a-list")
    if isinstance(value, str):
        return repr(value) if len(value) <= SHOWN_CHARS else repr(value[:SHOWN_CHARS]) + \
            f" ... ({len(value)} characters)"
    text = str(value)
    return text if len(text) <= SHOWN_CHARS else text[:SHOWN_CHARS] + " ..."


def _types(types: str | list[str]) -> str:
    from pbem.messages import Message, render

    listed = [types] if isinstance(types, str) else types
    return render(Message("schema.types", types=[Message("schema.json-type", type=t)
                                                   for t in listed]))


def _fallback(error: Any) -> str:
    from pbem.messages import say

    keyword, bound = error.validator, error.validator_value
    if keyword == "enum":
        return say("schema.one-of", values=", ".join(str(v) for v in bound))
    if keyword == "const":
        return repr(bound)
    if keyword == "minimum":
        return say("schema.at-least", bound=bound)
    if keyword == "maximum":
        return say("schema.at-most", bound=bound)
    message: str = error.message
    return message
