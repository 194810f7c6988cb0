"""Where the data files shipped with pbem live: the schemas, templates and the example game.

An installed wheel carries them inside the package (``pbem/_schemas`` ...); a checkout has them
at the top of the repository. Looking in that order makes both work without configuration.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).parent


def resource_dir(name: str) -> Path:
    """The folder ``name`` (``schemas``, ``templates``, ``examples``) of this installation."""
    packaged = PACKAGE_DIR / f"_{name}"
    if packaged.is_dir():
        return packaged
    return PACKAGE_DIR.parent / name
