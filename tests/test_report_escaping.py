"""User text in reports shows literally: names like ``<script>`` or ``{{7*7}}`` are never run.

Player names come from the game master (``pbem new --names``) and could come from players, so
every layout must show them as typed: the text report verbatim, the HTML escaped (no element is
made from a name, and Jinja never evaluates one), the JSON as plain strings.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.support.cli import made_secrets, run
from tests.support.html_reports import page_tree, xpath

HOSTILE = ["<script>alert(1)</script>", "{{7*7}}", "Bo & \"Ed\" <b>'s"]


def hostile_game(tmp_path: Path) -> Path:
    """A new 3-player game whose players have hostile names; returns its first report folder."""
    game = tmp_path / "game.yaml"
    with made_secrets():
        result = run("new", game, "--players", "red,blue,green", "--names", ",".join(HOSTILE),
                     "--seed", "escape-1", "--force-seed")
    assert result.exit_code == 0, result.output
    return next((tmp_path / "reports").iterdir())


def test_names_show_literally_in_the_text_report(tmp_path: Path) -> None:
    text = (hostile_game(tmp_path) / "public.txt").read_text("utf-8")
    for name in HOSTILE:
        assert f"{name} (" in text


def test_names_are_escaped_in_html_and_never_become_markup(tmp_path: Path) -> None:
    folder = hostile_game(tmp_path)
    for reader in ("red", "blue", "green", "public"):
        raw = (folder / f"{reader}.html").read_text("utf-8")
        tree = page_tree(folder / f"{reader}.html")
        assert xpath(tree, "//script") == [], reader
        assert xpath(tree, "//body//b") == [], reader  # the <b> in a name made no element
        assert "<script>alert(1)</script>" not in raw
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in raw
        shown = tree.text_content()
        for name in HOSTILE:
            assert f"{name} (" in shown, (reader, name)
        svg_text = " ".join(xpath(tree, "//*[local-name()='svg']//text()"))
        assert "<script>" in svg_text or "{{7*7}}" in svg_text, reader  # labels drawn, as text


def test_names_are_plain_strings_in_json(tmp_path: Path) -> None:
    data = json.loads((hostile_game(tmp_path) / "blue.json").read_text("utf-8"))
    labels = [row["label"] for row in data["table"]["players"]]
    assert labels == [f"{name} ({colour})" for name, colour in
                      zip(HOSTILE, ("red", "blue", "green"), strict=True)]
    assert [row["name"] for row in data["table"]["players"]] == HOSTILE
