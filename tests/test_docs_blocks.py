"""The fenced blocks of README.md and docs/*.md carry the markers that say how each is checked
(the markers are explained in ``tests/support/doc_blocks.py``)."""

from __future__ import annotations

from tests.support.doc_blocks import CHECKS, MARKER_KEYS, ROOT, all_blocks, blocks_of


def test_every_block_says_its_language() -> None:
    """A bare fence could hide commands from the commands test: each names its language."""
    bare = [block.where for block in all_blocks() if not block.language]
    assert not bare, f"fenced blocks without a language: {', '.join(bare)}"


def test_every_marker_is_understood() -> None:
    """A misspelt marker would silently leave a block unchecked."""
    for block in all_blocks():
        unknown = set(block.marker) - set(MARKER_KEYS)
        assert not unknown, f"{block.where}: unknown marker part {sorted(unknown)}"
        if "check" in block.marker:
            assert CHECKS.match(block.marker["check"]), f"{block.where}: {block.marker}"
        if "not run" in block.marker:
            assert block.is_shell and block.marker["not run"], (
                f"{block.where}: 'not run' is for shell blocks and needs a reason")


def test_every_yaml_example_is_checked() -> None:
    """Each YAML block is an order or a position that a test reads."""
    unchecked = [b.where for b in all_blocks() if b.language == "yaml" and "check" not in b.marker]
    assert not unchecked, f"YAML blocks with no check marker: {', '.join(unchecked)}"


def test_file_names_are_unique() -> None:
    """Files written from the documentation share one namespace: one block per name."""
    names = [block.marker["file"] for block in all_blocks() if "file" in block.marker]
    assert len(names) == len(set(names)), f"a file name is used twice: {sorted(names)}"


def test_the_parser_finds_markers_and_blocks() -> None:
    """The parser itself, on a page of docs/ that holds both kinds of marker."""
    orders = blocks_of(ROOT / "docs" / "orders.md")
    first = next(block for block in orders if block.language == "yaml")
    assert first.marker == {"file": "order.yaml", "check": "order legal in harbour-14.yaml"}
    assert first.text.startswith("game: harbour ")
    assert any(block.is_shell and not block.marker for block in orders)
