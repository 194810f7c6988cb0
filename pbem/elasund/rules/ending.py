"""The end of the game: all cubes on the board (docs/rules.md E1), or a game that can no longer
end (section 14, "A game that can no longer end is ended"; rules version 2)."""

from __future__ import annotations

from pbem.elasund.board import wall_spaces
from pbem.elasund.events import Event
from pbem.elasund.pieces import CUBES_PER_PLAYER
from pbem.elasund.position import Position
from pbem.elasund.rules.common import Events, free_squares, occupancy


def check_end(pos: Position, events: Events) -> None:
    """End the game when the active player has all his cubes on the board (E1), or when nobody
    can place another cube (version 2). Checked once every decision of an action is taken."""
    if pos.pending or pos.is_over:
        return
    if pos.cubes_on_board(pos.active) >= CUBES_PER_PLAYER:
        _end(pos, pos.active)
        events.append(Event("win", {"player": pos.active}))
    elif pos.rules_version >= 2 and no_cube_can_be_placed(pos):
        ranking = ranked(pos)
        _end(pos, ranking[0])
        events.append(Event("no-more-cubes", {
            "winner": ranking[0],
            "ranking": [{"player": p, "cubes": pos.cubes_on_board(p), "gold": pos.hands[p].gold}
                        for p in ranking]}))


def no_cube_can_be_placed(pos: Position) -> bool:
    """Whether no player can ever place another cube: the church is complete, every wall space
    is built, no permit lies on the board and no free square is left for one (so no building
    can be built again, and nothing on the board can be removed to make room)."""
    if pos.church_stack:  # cheapest first: this is checked after every action
        return False
    if any(p.piece == "permit" for p in pos.board):
        return False
    if sum(p.piece == "wall" for p in pos.board) < len(wall_spaces(len(pos.players))):
        return False
    return not free_squares(pos, occupancy(pos))


def ranked(pos: Position) -> list[str]:
    """The players by cubes on the board, then by gold; players equal in both keep their seating
    order (pbem's choice: the rules rank no further)."""
    return sorted(pos.players, key=lambda p: (-pos.cubes_on_board(p), -pos.hands[p].gold))


def _end(pos: Position, winner: str) -> None:
    pos.winner = winner
    pos.phase = "over"
