"""The games folder, site, statistics and notification modules write no sentence of their own:
every one is an entry of the catalogue (``pbem/messages/en/league.py``; its keys and their
arguments are checked with every other entry's in tests/test_messages_catalogue.py)."""

from __future__ import annotations

import ast
import re

from tests.support import REPO


def test_no_english_sentence_is_written_in_the_new_modules() -> None:
    """The games folder, site, statistics and notification modules put no sentence of their
    own before a reader: a string literal of three words or more is a docstring, a comment's
    kin, a key or a format, never text shown (the catalogue holds those)."""
    offenders = []
    for folder in ("league", "site", "stats", "notify"):
        for path in sorted((REPO / "pbem" / folder).glob("*.py")):
            if path.name == "workflow.py":  # a workflow file's text, for GitHub to read
                continue
            tree = ast.parse(path.read_text("utf-8"))
            docstrings = {id(node.value) for node in ast.walk(tree)  # and attribute notes
                          if isinstance(node, ast.Expr)}
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                        and id(node) not in docstrings and len(node.value.split()) >= 3 \
                        and re.search(r"[a-z]{3,} [a-z]{3,} [a-z]{3,}", node.value):
                    offenders.append(f"{path.relative_to(REPO)}:{node.lineno}: {node.value!r}")
    assert offenders == []
