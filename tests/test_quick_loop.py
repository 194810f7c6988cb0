"""The quick loop (``pytest -m "not slow"``) still names every rule ID.

A test function runs in the quick loop unless it, its module or every case of one of its
parametrizations is marked ``slow`` (tests/support/quick.py leaves a sample of a long family
unmarked).
The marks are read from the test modules themselves, which every test process has imported
when it collected them.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from typing import Any

from tests.support.rules_doc import TESTS, rule_ids


def marks_of(thing: Any) -> list[Any]:
    marks = getattr(thing, "pytestmark", [])
    return marks if isinstance(marks, list) else [marks]


def is_slow(marks: list[Any]) -> bool:
    return any(mark.name == "slow" for mark in marks)


def runs_in_quick_loop(function: Any, module: Any) -> bool:
    """No slow mark on the module or the function, and some case of each parametrization
    without one."""
    if is_slow(marks_of(module)) or is_slow(marks_of(function)):
        return False
    for mark in marks_of(function):
        if mark.name == "parametrize":
            cases = list(mark.args[1])
            if cases and all(is_slow(list(getattr(case, "marks", ()))) for case in cases):
                return False
    return True


def quick_test_names() -> Iterator[str]:
    for path in sorted(TESTS.glob("test_*.py")):
        module = importlib.import_module(f"tests.{path.stem}")
        for name, function in vars(module).items():
            if name.startswith("test_") and callable(function) and \
                    runs_in_quick_loop(function, module):
                yield name


def test_the_quick_loop_names_every_rule_id() -> None:
    named = {rule for name in quick_test_names()
             for rule in re.findall(r"(?:^test|_)([A-Z]{1,2}\d+)(?=_)", name)}
    missing = [rule for rule in rule_ids() if rule not in named]
    assert not missing, f"rule IDs named only by slow tests: {', '.join(missing)}"


def test_the_slow_tests_are_seen_as_slow() -> None:
    """The reading of marks above: self-play is slow, a sampled family is not."""
    selfplay = importlib.import_module("tests.test_selfplay")
    leak = importlib.import_module("tests.test_report_leak")
    assert not runs_in_quick_loop(selfplay.test_E1_selfplay_invariants_hold_after_every_step,
                                  selfplay)
    assert runs_in_quick_loop(leak.test_S7_reports_do_not_change_when_hidden_things_do, leak)
