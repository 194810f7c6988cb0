"""The text of a reply to an order mail: what became of each order, as ``pbem apply`` says it.

The verdict's own lines come from ``pbem.verdict.verdict_lines``, so a mailed order reads as
one applied by hand; around them the reply names the outcome in a word, echoes the actions as
applied, names the rule of a refusal, and lists what is legal now, all of it in full (a player
by mail cannot run ``pbem options``). The legal actions reveal the sender's own hand, so they
are given only to a sender whose secret was checked (or in an open game).
"""

from __future__ import annotations

import textwrap

from pbem.files.game import Game
from pbem.verdict import Verdict, verdict_lines

WIDTH = 92  # as the text report's lines
HEADLINES = {
    "applied": "Accepted",
    "paused": "Accepted: the rest of the order waits for other players' decisions",
    "duplicate": "Already processed: nothing changed",
    "partial": "Partly accepted: the actions before the refused one stand",
    "refused": "Refused: nothing of this order was applied",
    "stale": "Refused (stale): nothing of this order was applied",
    "conflict": "Refused (conflict): nothing of this order was applied",
    "valid": "Valid: nothing was applied",
}
"""Each verdict status in the words a reply opens with."""

AFTER_SECRET_RULES = ("turn", "queued", "E1")
"""Whole-order refusals that ``pbem.process.check_envelope`` gives only after the secret was
accepted (a wrong game, player or secret comes first)."""

NEEDS_ANOTHER = ("partial", "refused", "stale")
"""Outcomes after which the sender may send another order (a conflict waits by itself)."""


def reply_body(game: Game, verdicts: list[Verdict], notice: str | None) -> str:
    """The whole reply text; ``game`` is the game after the orders were processed."""
    blocks: list[list[str]] = []
    if notice:
        blocks.append([notice])
    blocks += [verdict_block(game, verdict) for verdict in verdicts]
    if any(v.entry is not None for v in verdicts):
        blocks.append(["Your new report comes in a mail of its own."])
    blocks.append(["-- ", f"pbem, game {game.id}: this reply was written automatically."])
    return "\n\n".join("\n".join(block) for block in blocks) + "\n"


def verdict_block(game: Game, verdict: Verdict) -> list[str]:
    """One order's outcome: the headline, ``pbem apply``'s lines, and what follows from it."""
    lines = [f"{HEADLINES.get(verdict.status, verdict.status)}.", ""]
    lines += [line for line in verdict_lines(verdict) if not line.startswith("  legal now:")]
    own = verdict.parts[0] if verdict.parts else None
    if own is not None and own.applied:
        lines += ["", "Applied, in order:", *[f"  - {action}" for action in own.applied]]
    if own is not None and own.waiting:
        lines += ["", "Waiting for other players' decisions, then run by themselves:",
                  *[f"  - {action}" for action in own.waiting]]
    if own is not None and own.refused is not None:
        refused = own.refused
        lines += ["", f"Refused: {refused.action}", f"  rule {refused.rule}: {refused.message}"]
        if refused.legal:
            lines += ["  legal for it now:", *[f"  - {choice}" for choice in refused.legal]]
    elif verdict.rule and verdict.status in NEEDS_ANOTHER:
        lines += ["", f"Rule: {verdict.rule}"]
    if verdict.status in NEEDS_ANOTHER and _checked_sender(game, verdict):
        lines += legal_block(game, verdict.player)
    return lines


def legal_block(game: Game, player: str) -> list[str]:
    """The player's legal actions now, grouped as his report's YOUR CHOICES lists them (the
    whole list of ``pbem options``, similar actions on one line), or whom the game waits for."""
    from pbem.elasund import legal_actions, view_for, waiting_for
    from pbem.report.options import choices
    from pbem.report.status import decision_text

    pos = game.state.position
    if player not in waiting_for(pos):
        waiting = ", ".join(waiting_for(pos)) or "nobody: the game is over"
        return ["", f"You have nothing to do now; the game waits for {waiting}."]
    view = view_for(pos, player)
    mine = [p for p in view["pending"] if p["player"] == player]
    answer = decision_text(mine[0], own=True) if mine else ""
    listed = choices(view, legal_actions(pos, player), answer, player == view["active"])
    lines = ["", f"Your legal actions now (turn {pos.turn}, {listed['count']} in all):"]
    for group in listed["groups"]:
        lines.append(f"  {group['title']}")
        for item in group["items"]:
            text = " ".join([item["text"], *item["values"]])
            lines += textwrap.wrap(text, WIDTH, initial_indent="    ",
                                   subsequent_indent="        ", break_on_hyphens=False)
    return lines


def _checked_sender(game: Game, verdict: Verdict) -> bool:
    """Whether the order's secret (or signature) was accepted: only then may the reply tell
    the sender about the hand of the colour he names. Its actions were run (it has parts) or
    it was refused for something checked after the secret; anything else may be anyone's."""
    if game.player(verdict.player) is None:
        return False
    return bool(verdict.parts) or verdict.rule in AFTER_SECRET_RULES
