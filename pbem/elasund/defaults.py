"""The engine's fixed answer to each decision, for a player who let its deadline pass.

Fixed, so that nobody need guess it and a game master can tell players in advance
(docs/game-master.md, "Deadlines"): the ship moves up when it may (D2); the pirate goes to the
first row of the sea track other than its own (PI1); the pirate is paid from the kind of card
held most, one card at a time (ties: gold, red, blue, green; PI2), as a shortage takes
influence (I3); a hut goes back on the first legal square (column, then row; H1); of two church
tiles the one sparing the player's own buildings is kept (C2, ``spare-mine``); the pirate's
reward is the first choice listed (PI3). Each is a legal answer, checked like any other.
"""

from __future__ import annotations

from pbem.elasund.actions import Action, Discard
from pbem.elasund.engine import answers, is_legal
from pbem.elasund.pieces import CARD_KINDS
from pbem.elasund.position import Pending, Position
from pbem.elasund.rules.church import spare_mine


def default_answer(pos: Position, pending: Pending) -> Action:
    """The fixed answer to a pending decision (see the module's note)."""
    if pending.decision == "keep-church":
        return spare_mine(pos, pending)
    if pending.decision == "discard":
        paid = _most_held_first(pos, pending)
        if is_legal(pos, pending.player, paid):
            return paid
    return answers(pos, pending)[0]


def _most_held_first(pos: Position, pending: Pending) -> Discard:
    """``count`` cards, each from the kind held most at that moment (ties in card order)."""
    held = {kind: pos.hands[pending.player].count(kind) for kind in CARD_KINDS}
    cards: list[str] = []
    for _ in range(pending.count):
        kind = max(CARD_KINDS, key=lambda k: (held[k], -CARD_KINDS.index(k)))
        if held[kind] == 0:
            break
        held[kind] -= 1
        cards.append(kind)
    return Discard(tuple(cards))
