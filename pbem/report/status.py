"""The report's header: whose turn it is and, in one sentence, what the game waits for.

>>> view = {"phase": "build", "builds": 1, "active": "red", "pending": [], "winner": None}
>>> waiting_sentence(view, ["red"], "red", Names({}, ["red", "blue"]))
'It is your move: phase 2, build (1 of 2 builds done).'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pbem.elasund.pieces import CUBES_PER_PLAYER
from pbem.elasund.position import Piece
from pbem.elasund.serial import full_cubes
from pbem.report.sentences import Names, listing, piece_name, plural
from pbem.report.viewdata import View

PUBLIC = "public"


def phase_text(view: View) -> str:
    """The phase of the active player's turn, e.g. ``phase 2, build (1 of 2 builds done)``."""
    phase = view["phase"]
    if phase == "roll":
        return "phase 1, the roll"
    if phase == "build":
        return f"phase 2, build ({view['builds']} of 2 builds done)"
    if phase == "permit":
        return "phase 3, place a permit or take 2 gold"
    if phase == "bonus":
        return "phase 4, one bonus action or end the turn"
    return "the game is over"


def decision_text(pending: Mapping[str, Any], own: bool) -> str:
    """What a pending decision asks, as a verb phrase: ``give up 2 cards to the pirate``."""
    decision = pending["decision"]
    count = int(pending.get("count", 0))
    if decision == "ship":
        return f"move the ship up or down (the roll of {count} is the ship's row)"
    if decision == "pirate":
        return "choose the row the pirate sails to"
    if decision == "discard":
        return f"give up {plural(count, 'card')} to the pirate"
    if decision == "pirate-take":
        return f"take {plural(count, 'card')} from the pirate's pile"
    if decision == "hut":
        whose = "your" if own else "a"
        return f"re-place {whose} removed {piece_name(str(pending.get('piece', 'hut')))}"
    if decision == "keep-church":
        options = pending.get("options") or []
        seen = f": {listing(map(str, options))}" if own and options else ""
        return f"keep one of the two church tiles {'you' if own else 'they'} saw{seen}"
    return f"answer {decision}"


def _cubes_on_board(view: View, player: str) -> int:
    """The player's victory cubes on the board, counted from a view as ``Position`` counts them
    (a board entry gives ``cubes`` only when it carries fewer than its full number)."""
    total = sum(list(cubes).count(player) for cubes in view["trade-cubes"].values())
    for entry in view["board"]:
        if entry["owner"] == player:
            piece = Piece(str(entry["piece"]), str(entry["at"]), player, entry.get("value"),
                          entry.get("tile"))
            total += int(entry.get("cubes", full_cubes(piece)))
    return total


def waiting_sentence(view: View, waiting: Sequence[str], viewer: str, names: Names) -> str:
    """One sentence: what the game waits for from this reader (or whom, for the others)."""
    if view["winner"] is not None:
        if _cubes_on_board(view, view["winner"]) < CUBES_PER_PLAYER:  # nobody could go on
            return (f"The game is over: nobody could place another cube, and "
                    f"{names.label(view['winner'])} has won with the most on the board.")
        return (f"The game is over: {names.label(view['winner'])} has won with all "
                f"{CUBES_PER_PLAYER} cubes on the board.")
    asked = [p for p in view["pending"] if p["player"] in waiting]
    mine = [p for p in asked if p["player"] == viewer]
    if mine:
        return f"It is your move: {decision_text(mine[0], own=True)}."
    if viewer in waiting:
        return f"It is your move: {phase_text(view)}."
    if asked:
        others = "; ".join(f"{names.label(p['player'])} must {decision_text(p, own=False)}"
                           for p in asked)
        return f"{'Nothing from you' if viewer != PUBLIC else 'Waiting'}: {others}."
    playing = f"{names.label(view['active'])} is playing {phase_text(view)}"
    return f"Nothing from you: {playing}." if viewer != PUBLIC else f"Waiting: {playing}."


def header(view: View, waiting: Sequence[str], viewer: str, names: Names,
           deadline: str | None) -> dict[str, Any]:
    """The header block: the turn, whose turn, the waiting sentence and the deadline."""
    over = view["winner"] is not None
    turn = f"Turn {view['turn']}: " + (
        f"the game is over; {names.label(view['winner'])} won." if over
        else f"{names.label(view['active'])} is the active player.")
    due = None
    if deadline and not over:
        due = f"Orders are due by {deadline}."
    return {
        "turn_line": turn,
        "waiting": waiting_sentence(view, waiting, viewer, names),
        "waiting_for": list(waiting),
        "your_move": viewer in waiting,
        "deadline": due,
    }
