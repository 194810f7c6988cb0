"""The report templates ship compiled, and render exactly as the templates themselves do.

``pbem.report.render`` loads the templates from ``pbem/report/compiled_templates`` while the
installed Jinja and the templates are those they were compiled from (their ``FINGERPRINT``),
and compiles ``templates/`` afresh otherwise. Regenerate with ``python -m pbem.report.render``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import jinja2
import pytest

from pbem.report import render
from pbem.report.formats import render_html, render_text
from pbem.report.inputs import report_of
from tests.support.trust import example_game


def compiled_version() -> str:
    return (render.COMPILED / "FINGERPRINT").read_text("utf-8").splitlines()[0]


def test_the_compiled_templates_are_those_of_the_templates_now(tmp_path: Path) -> None:
    """Compiled again with this Jinja, they are the shipped files byte for byte (with another
    Jinja the fingerprint differs and the templates are compiled at run time instead)."""
    if compiled_version() != f"jinja2 {jinja2.__version__}":
        assert (render.COMPILED / "FINGERPRINT").read_text("utf-8") != render.fingerprint(
            render.template_dir())
        return
    assert isinstance(render.environment().loader, jinja2.ModuleLoader)
    render.compile_templates(tmp_path)
    made = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    shipped = {p.name: p.read_bytes() for p in render.COMPILED.iterdir() if p.is_file()}
    assert made == shipped


def test_a_changed_template_is_compiled_at_run_time(tmp_path: Path) -> None:
    folder = tmp_path / "templates"
    shutil.copytree(render.template_dir(), folder)
    text = folder / "report.txt.j2"
    text.write_text(text.read_text("utf-8") + "\n", "utf-8")
    assert render.fingerprint(folder) != render.fingerprint(render.template_dir())


@pytest.mark.parametrize("viewer", ["red", "public"])
def test_compiled_and_fresh_templates_render_the_same(monkeypatch: pytest.MonkeyPatch,
                                                     viewer: str) -> None:
    report = report_of(example_game(30), 30, viewer)
    compiled = render_html(report), render_text(report.model)
    fresh = render._environment(jinja2.FileSystemLoader(render.template_dir()))
    monkeypatch.setattr(render, "environment", lambda: fresh)
    assert (render_html(report), render_text(report.model)) == compiled
