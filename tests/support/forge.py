"""A forger who knows how pbem hashes: change a game file's data, then make every hash fit."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pbem.files.game_file import HEADER
from pbem.files.order import content_digest
from pbem.files.strict_yaml import read_file
from pbem.files.yaml_write import dump_yaml

Entry = dict[str, Any]


def forge(game: Path, change: Callable[[dict[str, Any]], None]) -> None:
    """Change the game file's data, then make every hash fit again, as a forger would who
    knows how pbem hashes."""
    data = read_file(game)
    assert isinstance(data, dict)
    change(data)
    history: list[Entry] = data["history"]
    for before, entry in itertools.pairwise(history):
        entry["prev"] = before["hash"]
        entry["hash"] = content_digest({k: v for k, v in entry.items() if k != "hash"})
    game.write_text(dump_yaml(data, header="\n".join(HEADER)), "utf-8")


def as_older_pbem(game: Path, *, signing_keys: bool = True) -> None:
    """The game file as a pbem before seat entries and seat digests wrote it (format
    ``pbem-game-1``, its set-up entry committing to no seat), with or without signing keys
    (a pbem before signed orders): its hashes made again as that pbem made them."""

    def older(data: dict[str, Any]) -> None:
        data["format"] = "pbem-game-1"
        for seat in data["players"]:
            seat.pop("digest", None)
            if not signing_keys:
                seat.pop("signing-key", None)
        first: Entry = data["history"][0]
        first.pop("seats", None)
        first["hash"] = content_digest({k: v for k, v in first.items() if k != "hash"})

    forge(game, older)
