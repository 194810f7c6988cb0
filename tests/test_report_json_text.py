"""``dumps_indented`` writes what ``json.dumps(value, ensure_ascii=False, indent=1)`` writes, for
any value: the JSON reports keep every byte (``tests/test_report_golden.py`` holds them too)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pbem.report.json_text import dumps_indented

SCALARS = st.none() | st.booleans() | st.integers() | st.text() | st.floats()
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                      | st.tuples(inner, inner)
                      | st.dictionaries(st.text(max_size=6), inner, max_size=4), max_leaves=30)


def standard(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=1)


@settings(max_examples=300, deadline=None)
@given(VALUES)
def test_any_value_is_written_as_json_dumps_writes_it(value: Any) -> None:
    assert dumps_indented(value) == standard(value)


@pytest.mark.parametrize("value", [
    {}, [], {"a": {}, "b": [], "c": [[]]}, "é\u2028\x00\"\\\n\t", {2: "a", True: "b", None: "c"},
    [1.5, float("nan"), float("inf")], {"turns": list(range(50))}, (1, (2, 3)),
])
def test_odd_values_are_written_as_json_dumps_writes_them(value: Any) -> None:
    assert dumps_indented(value) == standard(value)


def test_what_json_cannot_hold_is_refused_as_json_dumps_refuses_it() -> None:
    cycle: list[Any] = []
    cycle.append(cycle)
    for value in (cycle, {"a": object()}):
        with pytest.raises((TypeError, ValueError)) as ours:
            dumps_indented(value)
        with pytest.raises((TypeError, ValueError)) as theirs:
            standard(value)
        assert str(ours.value) == str(theirs.value)
