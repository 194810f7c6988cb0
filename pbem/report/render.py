"""The one Jinja environment of the reports, with templates from ``templates/``.

Jinja is imported only when a report is rendered, so commands that render nothing do not pay
for it.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pbem

if TYPE_CHECKING:
    import jinja2

AUTOESCAPED = ("html", "htm", "xml", "svg", "html.j2", "htm.j2", "xml.j2", "svg.j2")
"""Template names ending so are escaped for markup; text templates are not."""


def template_dir() -> Path:
    """The templates' folder: inside the installed package, else at the top of the checkout."""
    installed = Path(pbem.__file__).parent / "_templates"
    if installed.is_dir():
        return installed
    return Path(__file__).resolve().parents[2] / "templates"


@cache
def environment() -> jinja2.Environment:
    """The Jinja environment: undefined names are errors, markup templates are escaped."""
    import jinja2

    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(template_dir()),
        undefined=jinja2.StrictUndefined,
        autoescape=jinja2.select_autoescape(enabled_extensions=AUTOESCAPED,
                                            default_for_string=False, default=False),
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


def render(name: str, **context: Any) -> str:
    """Render one template of ``templates/`` with the given names."""
    return environment().get_template(name).render(**context)
