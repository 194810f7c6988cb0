"""The fenced blocks of README.md and docs/*.md, and the markers that say how each is checked.

A marker is an HTML comment on the line before a block (invisible on GitHub), made of parts
separated by ``;``:

* ``file: NAME``: the block is a file of that name; the commands test writes it into the
  working folder before it runs any shell block, and other examples name it (a position);
* ``check: position`` / ``check: cannot exist as RULE``: a position file, read by pbem's
  position reader (``tests/test_docs_examples.py``);
* ``check: order form`` / ``check: order legal in FILE`` / ``check: order refused in FILE as
  RULE``: an order, read by pbem's order reader and, where a position is named, validated
  against it;
* ``not run: REASON`` (alone in its comment): a shell block the commands test leaves out,
  and why.

Every YAML block carries a check, and every shell block is run unless it says why not
(``tests/test_docs_commands.py``), so no example of the documentation goes unchecked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from tests.support import REPO

ROOT = REPO  # the checkout: README.md and docs/ hold the blocks
SHELL = ("sh", "bash", "shell")
MARKER_KEYS = ("file", "check", "not run")
CHECKS = re.compile(
    r"^(position|cannot exist as [A-Z]{1,2}\d+|order form"
    r"|order legal in \S+\.yaml|order refused in \S+\.yaml as [A-Z]{1,2}\d+)$"
)
_FENCE = re.compile(r"^```(\S*)\s*$")
_MARKER = re.compile(r"^<!--(.*)-->\s*$")


@dataclass(frozen=True)
class Block:
    """One fenced block: where it is, its language, its text and its marker's parts."""

    document: Path
    line: int  # of the opening fence, from 1
    language: str
    text: str
    marker: dict[str, str] = field(default_factory=dict)

    @property
    def where(self) -> str:
        """``docs/orders.md:120``, for messages."""
        return f"{self.document.relative_to(ROOT)}:{self.line}"

    @property
    def is_shell(self) -> bool:
        """Whether the block holds commands for a shell."""
        return self.language in SHELL


def documents() -> list[Path]:
    """README.md and every page of docs/."""
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def parse_marker(comment: str) -> dict[str, str]:
    """``file: a.yaml; check: position`` -> ``{"file": "a.yaml", "check": "position"}``.

    ``not run: REASON`` stands alone: all the rest of the comment is the reason.
    """
    head, _, reason = comment.strip().partition(":")
    if head == "not run":
        return {"not run": reason.strip()}
    parts: dict[str, str] = {}
    for part in comment.split(";"):
        key, _, value = part.partition(":")
        parts[key.strip()] = value.strip()
    return parts


def blocks_of(document: Path) -> list[Block]:
    """Every fenced block of a markdown file, with the marker on the line before it."""
    lines = document.read_text(encoding="utf-8").splitlines()
    found: list[Block] = []
    index = 0
    while index < len(lines):
        opening = _FENCE.match(lines[index])
        if opening is None:
            index += 1
            continue
        end = next(i for i in range(index + 1, len(lines)) if lines[i].startswith("```"))
        before = lines[index - 1] if index else ""
        comment = _MARKER.match(before)
        marker = parse_marker(comment.group(1)) if comment else {}
        text = "\n".join(lines[index + 1:end]) + "\n"
        found.append(Block(document, index + 1, opening.group(1), text, marker))
        index = end + 1
    return found


def all_blocks() -> list[Block]:
    """The blocks of every document."""
    return [block for document in documents() for block in blocks_of(document)]


def named_files() -> dict[str, Block]:
    """The blocks marked ``file: NAME``, by name."""
    return {block.marker["file"]: block for block in all_blocks() if "file" in block.marker}










