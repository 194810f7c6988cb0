"""City walls (docs/rules.md W1-W5)."""

from __future__ import annotations

from pbem.elasund.actions import Wall
from pbem.elasund.board import wall_cost, wall_stretches
from pbem.elasund.errors import RuleError
from pbem.elasund.events import Event
from pbem.elasund.pieces import TOWER_TILES, wall_reward
from pbem.elasund.position import Piece, Position
from pbem.elasund.rules.common import Events, draw_influence, pay_gold


def open_wall_spaces(pos: Position) -> list[str]:
    """Spaces a wall tile may go on now: the next of each run from its gate (W2)."""
    built = {p.at for p in pos.board if p.piece == "wall"}
    stretches = wall_stretches(len(pos.players))
    runs = ["north", "south"]
    if all(s in built for run in runs for s in stretches[run]):
        runs = ["east-top", "east-bottom"]
    spaces: list[str] = []
    for run in runs:
        nxt = next((s for s in stretches[run] if s not in built), None)
        if nxt is not None and nxt not in spaces:
            spaces.append(nxt)
    return spaces


def check_wall(pos: Position, player: str, action: Wall) -> None:
    """Refuse a wall tile the rules do not allow now (W1-W3)."""
    if pos.next_wall_tile(player) is None:
        raise RuleError("W1", "walls-all-built")
    spaces = open_wall_spaces(pos)
    if not spaces:
        raise RuleError("W2", "wall-spaces-full")
    affordable = [s for s in spaces if wall_cost(s) <= pos.hands[player].gold]
    legal = [Wall(s).notation() for s in affordable]
    if action.at is None:
        raise RuleError("W2", "wall-where", legal, open=", ".join(spaces))
    if action.at not in spaces:
        raise RuleError("W2", "wall-not-next", legal, square=action.at, open=", ".join(spaces))
    if action.at not in affordable:
        raise RuleError("W3", "wall-cost", square=action.at, gold=wall_cost(action.at))


def perform_wall(pos: Position, player: str, action: Wall, events: Events) -> None:
    """Build the top tile of the player's stack and take its reward (W1, W3, W4)."""
    assert action.at is not None
    tile = pos.next_wall_tile(player)
    assert tile is not None
    pay_gold(pos, player, wall_cost(action.at), events, "wall")
    cubes = 1 if tile in TOWER_TILES and pos.cubes_in_supply(player) else 0
    pos.board.append(Piece("wall", action.at, player, tile=tile, cubes=cubes))
    events.append(Event("wall", {"player": player, "tile": tile, "at": action.at,
                                 "cubes": cubes}))
    if wall_reward(tile):
        draw_influence(pos, player, wall_reward(tile), events, "wall")
