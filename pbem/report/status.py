"""The report's header: whose turn it is and, in one sentence, what the game waits for.

The sentences are messages of the catalogue (``phase.*``, ``decision.NAME``, ``waiting.*``,
``header.*``); each ``*_message`` chooses the entry, each ``*_text`` words it in English.

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
from pbem.messages import Message, render
from pbem.report.sentences import Names

PUBLIC = "public"


def nothing_to_build(view: View) -> bool:
    """Whether the reader is the active player in phase 2 and can build nothing: their header
    then speaks of phase 3, the first phase they can play. Only they know (building over asks
    for cards of one colour), so the others' reports name phase 2 as it stands."""
    return (view.phase == "build" and view.viewer == view.active and not view.pending
            and bool(view.legal) and not any(isinstance(a, BUILD_PROJECTS) for a in view.legal))


def phase_message(view: View) -> Message:
    """The phase of the active player's turn, e.g. ``phase 2, build (1 of 2 builds done)``."""
    phase = view.phase
    if phase == "roll":
        return Message("phase.roll")
    if nothing_to_build(view):
        return Message("phase-nothing-to-build")
    if phase == "build":
        return Message("phase.build", builds=view.builds)
    if phase == "permit":
        return Message("phase.permit")
    if phase == "bonus":
        return Message("phase.bonus")
    return Message("phase.over")


def phase_text(view: View) -> str:
    """The phase worded (see ``phase_message``)."""
    return render(phase_message(view))


def decision_message(pending: Decision, own: bool) -> Message:
    """What a pending decision asks, as a verb phrase: ``give up 2 cards to the pirate``;
    ``own`` when its reader is the one asked (he is told what only he saw)."""
    decision, count = pending.decision, pending.count
    if decision == "ship":
        return Message("decision.ship", count=count)
    if decision == "pirate":
        return Message("decision.pirate")
    if decision == "discard":
        return Message("decision.discard", count=count)
    if decision == "pirate-take":
        return Message("decision.pirate-take", count=count)
    if decision == "hut":
        piece = pending.piece or "hut"
        return Message("decision.hut.own", piece=piece) if own \
            else Message("decision.hut", piece=piece)
    if decision == "keep-church":
        if own and pending.options:
            return Message("decision.keep-church.seen", tiles=list(pending.options))
        return Message("decision.keep-church.own") if own else Message("decision.keep-church")
    return Message("decision.other", decision=decision)


def decision_text(pending: Decision, own: bool) -> str:
    """The decision worded (see ``decision_message``)."""
    return render(decision_message(pending, own))


def waiting_message(view: View) -> Message:
    """One sentence: what the game waits for from this reader (or whom, for the others)."""
    viewer, waiting, winner = view.viewer, view.waiting_for, view.winner
    public = viewer == PUBLIC
    if winner is not None:
        if view.table.supplies[winner].cubes_on_board < CUBES_PER_PLAYER:  # nobody could go on
            return Message("waiting.won.most", winner=winner)
        return Message("waiting.won", winner=winner, cubes=CUBES_PER_PLAYER)
    asked = [p for p in view.pending if p.player in waiting]
    mine = [p for p in asked if p.player == viewer]
    if mine:
        return Message("waiting.your-move", what=decision_message(mine[0], own=True))
    if viewer in waiting:
        return Message("waiting.your-move", what=phase_message(view))
    if asked:
        musts = [Message("waiting.must", player=p.player,
                         decision=decision_message(p, own=False)) for p in asked]
        return Message("waiting.others.public", asked=musts) if public \
            else Message("waiting.others", asked=musts)
    phase = phase_message(view)
    return Message("waiting.playing.public", player=view.active, phase=phase) if public \
        else Message("waiting.playing", player=view.active, phase=phase)


def waiting_sentence(view: View, names: Names) -> str:
    """The waiting sentence worded, players named as ``names`` name them."""
    return render(waiting_message(view), who=names.label)


def header(view: View, names: Names, deadline: str | None,
           deadline_data: dict[str, Any] | None = None) -> dict[str, Any]:
    """The header block: the turn, whose turn, the waiting sentence and the deadline line
    (``pbem.deadlines.words.deadline_line``), each sentence with the key and arguments it was
    worded from (``messages``: the JSON report's, for a reader in any language)."""
    over = view.winner is not None
    turn = Message("header.turn.over", turn=view.turn) if over \
        else Message("header.turn", turn=view.turn, player=view.active)
    due = deadline if deadline and not over else None  # the sentence, made by its module
    messages = {"turn_line": turn.to_data(), "waiting": waiting_message(view).to_data()}
    if due and deadline_data is not None:
        messages["deadline"] = deadline_data
    return {
        "turn_line": render(turn, who=names.label),
        "waiting": waiting_sentence(view, names),
        "waiting_for": list(view.waiting_for),
        "your_move": view.viewer in view.waiting_for,
        "deadline": due,
        "messages": messages,
    }
