"""The game's audit log beside it: what the history must not hold, one JSON object a line."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any


def audit_path(path: Path) -> Path:
    """The game's audit log, ``game.yaml.log`` beside it: one JSON object a line."""
    return path.with_name(path.name + ".log")


def append_audit(path: Path, record: dict[str, Any]) -> None:
    """Add one line to the game's audit log (created private, 0600, like the game file).

    The history records what was played; this records what it must not hold, as refused
    authentications (which change nothing) and new secrets. One ``write`` of one line in
    append mode, so lines of two pbem processes never mix.
    """
    line = json.dumps(record, ensure_ascii=False, sort_keys=True) + "\n"
    fd = os.open(audit_path(path), os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW, 0o600)
    try:
        os.write(fd, line.encode("utf-8"))
    finally:
        os.close(fd)
