"""The ``pbem`` command line: each command parses its arguments, calls one function, prints."""

from __future__ import annotations

from pbem.cli.app import app


def main() -> None:
    """Entry point of the ``pbem`` script: one command, and the process ends."""
    from pbem.cli import common

    common.ONE_COMMAND = True
    app()


__all__ = ["app", "main"]
