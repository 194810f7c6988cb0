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


def with_seats(game: Path, change: Callable[[list[dict[str, Any]]], None]) -> None:
    """The game file with its seats changed as if the game had been made so: every seat's
    digest and the set-up entry's commitment to them made to fit (a seat edited by hand, as
    the tests need one, is otherwise refused)."""
    from pbem.files.seats import seat_digest, seat_from_data

    def changed(data: dict[str, Any]) -> None:
        change(data["players"])
        for seat in data["players"]:
            seat["digest"] = seat_digest(seat_from_data(seat))
        first: Entry = data["history"][0]
        first["seats"] = {s["colour"]: s["digest"] for s in data["players"]}
        first["hash"] = content_digest({k: v for k, v in first.items() if k != "hash"})

    forge(game, changed)
