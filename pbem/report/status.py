"""The report's header: whose turn it is and, in one sentence, what the game waits for.

>>> from pbem.elasund import new_game
>>> from pbem.elasund.views import view_for
>>> waiting_sentence(view_for(new_game(["red", "blue"], seed="doc", first="red"), "red"),
...                  Names({}, ["red", "blue"]))
'It is your move: phase 1, the roll.'
"""

from __future__ import annotations

from typing import Any

from pbem.elasund.engine import BUILD_PROJECTS
from pbem.elasund.pieces import CUBES_PER_PLAYER
from pbem.elasund.views import Decision, View
from pbem.messages import say
from pbem.report.sentences import Names, listing, piece_name, plural

PUBLIC = "public"


def nothing_to_build(view: View) -> bool:
    """Whether the reader is the active player in phase 2 and can build nothing: his header
    then speaks of phase 3, the first phase he can play. Only he knows (building over asks
    for cards of one colour), so the others' reports name phase 2 as it stands."""
    return (view.phase == "build" and view.viewer == view.active and not view.pending
            and bool(view.legal) and not any(isinstance(a, BUILD_PROJECTS) for a in view.legal))


def phase_text(view: View) -> str:
    """The phase of the active player's turn, e.g. ``phase 2, build (1 of 2 builds done)``."""
    phase = view.phase
    if phase == "roll":
        return "phase 1, the roll"
    if nothing_to_build(view):
        return say("phase-nothing-to-build")
    if phase == "build":
        return f"phase 2, build ({view.builds} of 2 builds done)"
    if phase == "permit":
        return "phase 3, place a permit or take 2 gold"
    if phase == "bonus":
        return "phase 4, one bonus action or end the turn"
    return "the game is over"


def decision_text(pending: Decision, own: bool) -> str:
    """What a pending decision asks, as a verb phrase: ``give up 2 cards to the pirate``."""
    decision, count = pending.decision, pending.count
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
        return f"re-place {whose} removed {piece_name(pending.piece or 'hut')}"
    if decision == "keep-church":
        options = pending.options
        seen = f": {listing(map(str, options))}" if own and options else ""
        return f"keep one of the two church tiles {'you' if own else 'they'} saw{seen}"
    return f"answer {decision}"


def waiting_sentence(view: View, names: Names) -> str:
    """One sentence: what the game waits for from this reader (or whom, for the others)."""
    viewer, waiting, winner = view.viewer, view.waiting_for, view.winner
    if winner is not None:
        if view.table.supplies[winner].cubes_on_board < CUBES_PER_PLAYER:  # nobody could go on
            return say("over-stuck", winner=names.label(winner))
        return say("over-won", winner=names.label(winner), cubes=CUBES_PER_PLAYER)
    asked = [p for p in view.pending if p.player in waiting]
    mine = [p for p in asked if p.player == viewer]
    if mine:
        return f"It is your move: {decision_text(mine[0], own=True)}."
    if viewer in waiting:
        return f"It is your move: {phase_text(view)}."
    if asked:
        others = "; ".join(f"{names.label(p.player)} must {decision_text(p, own=False)}"
                           for p in asked)
        return f"{'Nothing from you' if viewer != PUBLIC else 'Waiting'}: {others}."
    playing = f"{names.label(view.active)} is playing {phase_text(view)}"
    return f"Nothing from you: {playing}." if viewer != PUBLIC else f"Waiting: {playing}."


def header(view: View, names: Names, deadline: str | None) -> dict[str, Any]:
    """The header block: the turn, whose turn, the waiting sentence and the deadline line
    (``pbem.deadlines.words.deadline_line``)."""
    over = view.winner is not None
    turn = say("turn-last", turn=view.turn) if view.winner is not None else (
        f"Turn {view.turn}: {names.label(view.active)} is the active player.")
    due = deadline if deadline and not over else None  # the sentence, made by its module
    return {
        "turn_line": turn,
        "waiting": waiting_sentence(view, names),
        "waiting_for": list(view.waiting_for),
        "your_move": view.viewer in view.waiting_for,
        "deadline": due,
    }
