"""Every YAML example of the documentation is read by pbem's own readers, and each order said to
be legal (or refused) in a position gets that verdict there, so docs/orders.md and
docs/positions.md cannot drift from what pbem accepts."""

from __future__ import annotations

import re

import pytest

from pbem.elasund.position import Position
from pbem.files.errors import InputError
from pbem.files.order import Order, read_order_text
from pbem.files.position_file import read_position_text
from pbem.process import validate_on_position
from tests.support.doc_blocks import Block, all_blocks, named_files

CHECKED = [block for block in all_blocks() if "check" in block.marker]


def _position(name: str) -> Position:
    """The position of the documentation's block marked ``file: NAME``."""
    block = named_files().get(name)
    assert block is not None, f"no block of the documentation is marked 'file: {name}'"
    assert block.marker.get("check") == "position", f"{block.where} is no position example"
    return read_position_text(block.text, block.where).position


def _order(block: Block) -> Order:
    return read_order_text(block.text, block.where)


def test_the_docs_have_examples_of_both_kinds() -> None:
    """The markers are found: orders, positions and their checks are many, not none."""
    kinds = [block.marker["check"].split(" ")[0] for block in CHECKED]
    assert kinds.count("order") >= 20
    assert kinds.count("position") >= 8


@pytest.mark.parametrize("block", CHECKED, ids=[block.where for block in CHECKED])
def test_example(block: Block) -> None:
    """One example gives what its marker says."""
    check = block.marker["check"]
    if check == "position":
        read_position_text(block.text, block.where)
    elif check.startswith("cannot exist as "):
        with pytest.raises(InputError, match=rf"cannot exist \({check.split()[-1]}:"):
            read_position_text(block.text, block.where)
    elif check == "order form":
        _order(block)
    else:
        _check_order_against_position(block, check)


def _check_order_against_position(block: Block, check: str) -> None:
    match = re.fullmatch(r"order (legal|refused) in (\S+)(?: as (\S+))?", check)
    assert match is not None, check
    outcome, name, rule = match.groups()
    verdict = validate_on_position(_position(name), _order(block))
    if outcome == "legal":
        assert verdict.status == "valid", f"{block.where}: {verdict.message}"
    else:
        assert (verdict.status, verdict.rule) == ("refused", rule), (
            f"{block.where}: {verdict.status}: {verdict.message}")
