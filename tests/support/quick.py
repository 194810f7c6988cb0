"""The quick loop's share of a long parametrized family.

``pytest -m "not slow"`` (the quick loop, docs/development.md) leaves out tests marked ``slow``;
the README's command and CI run them all. For a family of hundreds of cheap cases, marking the
whole family would leave the quick loop without it, so ``quick_sample`` keeps every ``every``-th
case unmarked (a spread over the family: the first, and then evenly to the end) and marks the
others slow. Nothing is dropped: the same cases run in every full run.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest
from _pytest.mark import ParameterSet


def quick_sample(rows: Iterable[tuple[Any, ...]], every: int,
                 ids: Callable[..., str] | None = None) -> list[ParameterSet]:
    """Each row (the arguments of one case) as a parameter set, all but every ``every``-th
    marked slow; ``ids`` names a case from its arguments."""
    return [pytest.param(*row, id=ids(*row) if ids else None,
                         marks=() if index % every == 0 else pytest.mark.slow)
            for index, row in enumerate(rows)]
