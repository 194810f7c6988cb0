"""The one Jinja environment of the reports, with templates from ``templates/``.

Jinja is imported only when a report is rendered, so commands that render nothing do not pay
for it. Compiling the templates costs every process some 30 ms, so they ship compiled too
(``compiled_templates/``, made by ``python -m pbem.report.render``), used while the installed
Jinja and the templates are those they were compiled from (its ``FINGERPRINT``); otherwise the
templates are compiled as before.
"""

from __future__ import annotations

import sys
import zlib
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pbem

if TYPE_CHECKING:
    import jinja2

AUTOESCAPED = ("html", "htm", "xml", "svg", "html.j2", "htm.j2", "xml.j2", "svg.j2")
"""Template names ending so are escaped for markup; text templates are not."""
COMPILED = Path(__file__).with_name("compiled_templates")
"""The templates compiled to Python modules, and the ``FINGERPRINT`` they were made from."""


def template_dir() -> Path:
    """The templates' folder: inside the installed package, else at the top of the checkout."""
    installed = Path(pbem.__file__).parent / "_templates"
    if installed.is_dir():
        return installed
    return Path(__file__).resolve().parents[2] / "templates"


def fingerprint(folder: Path) -> str:
    """The Jinja version and each template's name, size and CRC-32: what compiled templates
    depend on."""
    import jinja2

    parts = [f"jinja2 {jinja2.__version__}"]
    for path in sorted(p for p in folder.iterdir() if p.is_file()):
        content = path.read_bytes()
        parts.append(f"{path.name} {len(content)} {zlib.crc32(content):08x}")
    return "\n".join(parts) + "\n"


def _environment(loader: jinja2.BaseLoader) -> jinja2.Environment:
    """The environment's settings: undefined names are errors, markup templates escaped."""
    import jinja2

    environment = jinja2.Environment(
        loader=loader,
        undefined=jinja2.StrictUndefined,
        autoescape=jinja2.select_autoescape(enabled_extensions=AUTOESCAPED,
                                            default_for_string=False, default=False),
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        extensions=["jinja2.ext.i18n"],
    )
    environment.install_gettext_callables(  # type: ignore[attr-defined]
        gettext=_keyless, ngettext=_keyless, newstyle=True, pgettext=_pgettext(jinja2),
        npgettext=_keyless)
    return environment


def _pgettext(jinja2: Any) -> Any:
    """``{% trans "page.board" %}The board{% endtrans %}``: the catalogue's entry of the key
    (its ``msgctxt``) in the language being spoken, escaped in a markup template as any other
    text (Jinja would take a translation as markup); the English in the template is the
    entry's (``tests/test_messages_catalogue.py`` keeps the two the same)."""
    from markupsafe import escape

    from pbem.messages import say

    @jinja2.pass_eval_context  # type: ignore[untyped-decorator]
    def pgettext(context: Any, key: str, english: str) -> str:
        text = say(key)
        return str(escape(text)) if context.autoescape else text

    return pgettext


def _keyless(*_: Any) -> str:
    raise ValueError("a template's {% trans %} names its catalogue key and has no plural: "
                     "{% trans \"key\" %}English{% endtrans %}")


@cache
def environment() -> jinja2.Environment:
    """The Jinja environment, with the compiled templates when they fit."""
    import jinja2

    stamp = COMPILED / "FINGERPRINT"
    if stamp.is_file() and stamp.read_text("utf-8") == fingerprint(template_dir()):
        return _environment(jinja2.ModuleLoader(COMPILED))
    return _environment(jinja2.FileSystemLoader(template_dir()))


def compile_templates(target: Path) -> None:
    """Compile every template into ``target`` (emptied first), with its ``FINGERPRINT``."""
    import jinja2

    target.mkdir(exist_ok=True)
    for old in target.glob("tmpl_*.py"):
        old.unlink()
    source = _environment(jinja2.FileSystemLoader(template_dir()))
    source.compile_templates(str(target), zip=None, ignore_errors=False,
                             log_function=lambda line: None)
    (target / "FINGERPRINT").write_text(fingerprint(template_dir()), "utf-8")


def render(name: str, **context: Any) -> str:
    """Render one template of ``templates/`` with the given names."""
    return environment().get_template(name).render(**context)


if __name__ == "__main__":
    compile_templates(COMPILED)
    print(f"compiled the templates of {template_dir()} into {COMPILED}", file=sys.stderr)
