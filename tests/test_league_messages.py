"""The catalogue's sentences of the games folder, site, statistics and notifications (``LEAGUE``
of pbem/messages/en.py): each key said in the code or the templates has a sentence, each call
gives exactly the arguments its sentence names, and no sentence is left over."""

from __future__ import annotations

import ast
import re

from pbem.messages import LANGUAGES, en, placeholders
from tests.support import REPO

CALL = re.compile(r"""say\(\s*["']([a-z0-9-]+)["']((?:\s*,\s*[a-z_]+\s*=[^,)]+)*)\s*\)""")


def python_calls() -> list[tuple[str, str, set[str] | None]]:
    """Every ``say("key", name=...)`` in pbem: where, the key, its argument names (None for a
    call passing ``**args``); and each ``say(f"prefix-{...}")`` as its prefix with a ``*``."""
    found: list[tuple[str, str, set[str] | None]] = []
    for path in sorted((REPO / "pbem").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "say"):
                continue
            where = f"{path.relative_to(REPO)}:{node.lineno}"
            key = node.args[0]
            names = {k.arg for k in node.keywords if k.arg} if all(
                k.arg for k in node.keywords) else None
            if isinstance(key, ast.Constant) and isinstance(key.value, str):
                found.append((where, key.value, names))
            elif isinstance(key, ast.JoinedStr) and isinstance(key.values[0], ast.Constant):
                found.append((where, f"{key.values[0].value!s}*", names))
            else:
                found.append((where, "*", names))
    return found


def template_calls() -> list[tuple[str, str, set[str]]]:
    found = []
    for path in sorted((REPO / "templates").glob("*.j2")):
        for match in CALL.finditer(path.read_text("utf-8")):
            names = set(re.findall(r"([a-z_]+)\s*=", match.group(2)))
            found.append((path.name, match.group(1), names))
    return found


def dynamic_prefixes() -> set[str]:
    """Keys made in the code from a prefix: ``f"stats-{prefix}-{key}"`` and the like."""
    prefixes = {key[:-1] for _, key, _ in python_calls() if key.endswith("*") and key != "*"}
    for path in sorted((REPO / "pbem").rglob("*.py")):
        prefixes |= set(re.findall(r'f"((?:stats|site|folder|problem|notify|spectator)-)\{',
                                   path.read_text("utf-8")))
    return prefixes


def test_every_key_said_has_a_sentence() -> None:
    said = [(w, k) for w, k, _ in python_calls() if not k.endswith("*")]
    said += [(w, k) for w, k, _ in template_calls()]
    assert len(said) > 60
    assert [(w, k) for w, k in said if k not in en.LEAGUE] == []


def test_every_call_gives_the_arguments_its_sentence_names() -> None:
    calls = [*python_calls(), *template_calls()]
    wrong = [(w, k, sorted(names), sorted(placeholders(en.LEAGUE[k])))
             for w, k, names in calls if names is not None and not k.endswith("*")
             and names != placeholders(en.LEAGUE[k])]
    assert wrong == []


def test_every_sentence_is_said() -> None:
    said = {k for _, k, _ in [*python_calls(), *template_calls()]}
    prefixes = dynamic_prefixes()
    unused = [k for k in en.LEAGUE if k not in said and not any(k.startswith(p)
                                                                 for p in prefixes)]
    assert unused == []


def test_every_language_says_the_same_arguments() -> None:
    for code, catalogue in LANGUAGES.items():
        for key, sentence in getattr(catalogue, "LEAGUE", {}).items():
            assert placeholders(sentence) == placeholders(en.LEAGUE[key]), (code, key)


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
