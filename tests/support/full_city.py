"""A 2-player city with every square covered: the table where no player can place another cube
(the game ends by rules version 2's no-more-cubes reading)."""

from __future__ import annotations

from typing import Any

from pbem.elasund import Position
from pbem.elasund.pieces import church_square
from tests.support.tables import permit, piece, table


def stuck_table(**extra: Any) -> Position:
    """Red to play phase 2 of the full city (``full_city``), the church stack empty, red with
    5 gold and blue with 3; ``extra`` replaces fields of the table."""
    fields: dict[str, Any] = {"board": full_city(), "church-stack": [],
                              "hands": {"red": {"gold": 5}, "blue": {"gold": 3}}}
    fields.update(extra)
    return table(**fields)


def full_city(**changes: Any) -> list[dict[str, Any]]:
    """A 2-player city with every square covered but E6, where red has a permit: the church
    complete (tiles 1-5 red's, 6-9 blue's, a cube on each), every wall space built (red's
    tiles 1-6 and blue's, towers 3 and 6 with a cube), the neutral buildings without cubes.
    Red has 7 cubes on the board, blue 6. ``changes`` replaces pieces by their square."""
    board: dict[str, dict[str, Any]] = {
        "A2": piece("hall", "A2", cubes=0), "A5": piece("hall", "A5", "blue", cubes=0),
        "A9": piece("hall", "A9", cubes=0), "A12": piece("market", "A12", "blue", cubes=0),
        "C2": piece("tavern", "C2", cubes=0), "C4": piece("tavern", "C4", "blue", cubes=0),
        "C6": piece("market", "C6", cubes=0), "E2": piece("large-hut", "E2"),
        "E4": piece("large-hut", "E4", "blue"), "E6": permit(0, "E6"),
        "C11": piece("merchant", "C11", "blue", cubes=0), "E11": piece("small-hut", "E11"),
        "E12": piece("small-hut", "E12", "blue")}
    for tile in range(1, 10):
        at = church_square(tile, 1)
        assert at is not None
        board[at] = {"piece": "church", "at": at, "tile": tile,
                     "owner": "red" if tile <= 5 else "blue"}
    for index, space in enumerate(WALLS_2P):
        board[space] = wall(space, index // 2 + 1, "red" if index % 2 == 0 else "blue")
    board.update(changes)
    return [p for p in board.values() if p]


def wall(at: str, tile: int, owner: str) -> dict[str, Any]:
    return {"piece": "wall", "at": at, "owner": owner, "tile": tile}


WALLS_2P = ("north-C", "north-D", "south-C", "south-D", "east-3", "east-4", "east-5",
            "east-6", "east-8", "east-9", "east-10", "east-11")
