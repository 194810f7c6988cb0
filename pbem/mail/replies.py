"""The text of a reply to an order mail: what became of each order, as ``pbem apply`` says it.

The verdict's own lines come from ``pbem.verdict.verdict_lines``, so a mailed order reads as
one applied by hand; around them the reply names the outcome in a word, echoes the actions as
applied, names the rule of a refusal, and lists what is legal now, all of it in full (a player
by mail cannot run ``pbem options``).

The reasons of refused actions and the legal actions reveal the player's own hand ("you do not
hold 2 blue cards"), so they are told only in a ``private`` reply, which pbem sends to the
player's registered address alone and only for an order of the turn in progress whose secret
or signature was checked (its actions were run: it has parts). Anyone else, a stranger who
replays an old signed order among them, hears the outcome and no more.
"""

from __future__ import annotations

import textwrap

from pbem.files.game import Game
from pbem.messages import say
from pbem.verdict import Verdict, verdict_lines, went_on

WIDTH = 92  # as the text report's lines

NEEDS_ANOTHER = ("partial", "refused", "stale", "not-yet")
"""Outcomes after which the sender may send another order (a conflict waits by itself)."""


def reply_body(game: Game, verdicts: list[Verdict], notice: str | None, *,
               private: bool = False) -> str:
    """The whole reply text; ``game`` is the game after the orders were processed."""
    blocks: list[list[str]] = []
    if notice:
        blocks.append([notice])
    blocks += [verdict_block(game, verdict, private=private) for verdict in verdicts]
    if any(v.entry is not None for v in verdicts):
        blocks.append([say("reply.new-report")])
    blocks.append(["-- ", say("reply.automatic", game=game.id)])
    return "\n\n".join("\n".join(block) for block in blocks) + "\n"


def verdict_block(game: Game, verdict: Verdict, *, private: bool = False) -> list[str]:
    """One order's outcome: the headline, ``pbem apply``'s lines, and what follows from it;
    the reasons and legal actions only when ``private`` (see the module)."""
    if not private and any(part.refused is not None for part in verdict.parts):
        return _public_block(verdict)
    lines = [headline(verdict.status), ""]
    own = verdict.parts[0] if verdict.parts else None
    listed = own is not None and own.refused is not None and bool(own.refused.legal)
    # the legal choices are listed in full below, not cut short as in the verdict's lines
    said = verdict_lines(verdict)
    lines += said[:1] + said[1 + listed:]
    if own is not None and own.applied:
        lines += ["", say("reply.applied-list"), *[f"  - {action}" for action in own.applied]]
    if own is not None and own.waiting:
        lines += ["", say("reply.waiting-list"), *[f"  - {action}" for action in own.waiting]]
    if own is not None and own.refused is not None:
        refused = own.refused
        lines += ["", say("reply.refused-action", action=refused.action),
                  "  " + say("reply.rule-reason", rule=refused.rule, reason=refused.text)]
        if refused.legal:
            lines += ["  " + say("reply.legal-for-it"),
                      *[f"  - {choice}" for choice in refused.legal]]
    elif verdict.rule and verdict.status in NEEDS_ANOTHER:
        lines += ["", say("reply.rule", rule=verdict.rule)]
    if private and verdict.status in NEEDS_ANOTHER and verdict.parts:
        lines += legal_block(game, verdict.player)
    return lines


def _public_block(verdict: Verdict) -> list[str]:
    """An order's outcome as anyone may read it: what was applied, the action refused, and
    where the rest went."""
    own = verdict.parts[0]
    lines = [headline(verdict.status), "",
             say("reply.public-count", file=verdict.filename, status=verdict.status,
                 count=len(own.applied))]
    if own.applied:
        lines += ["", say("reply.applied-list"), *[f"  - {action}" for action in own.applied]]
    if own.refused is not None:
        lines += ["", say("reply.refused-action", action=own.refused.action),
                  "  " + say("reply.private-elsewhere")]
    lines += ["  " + went_on(part) for part in verdict.parts[1:]]
    return lines


def headline(status: str) -> str:
    """The words a reply opens with for each verdict status."""
    headlines = {"applied": say("reply.applied"), "paused": say("reply.paused"),
                 "duplicate": say("reply.duplicate"), "partial": say("reply.partial"),
                 "refused": say("reply.refused"), "stale": say("reply.stale"),
                 "not-yet": say("reply.not-yet"), "conflict": say("reply.conflict"),
                 "valid": say("reply.valid")}
    return headlines.get(status, f"{status}.")


def legal_block(game: Game, player: str) -> list[str]:
    """The player's legal actions now, grouped as his report's YOUR CHOICES lists them (the
    whole list of ``pbem options``, similar actions on one line), or whom the game waits for."""
    from pbem.elasund.views import view_for
    from pbem.report.options import choices
    from pbem.report.sentences import Names
    from pbem.report.status import decision_text

    view = view_for(game.state.position, player)
    if player not in view.waiting_for:
        if not view.waiting_for:
            return ["", say("reply.nothing-to-do.over")]
        return ["", say("reply.nothing-to-do", players=list(view.waiting_for))]
    asked = view.question
    answer = decision_text(asked, own=True) if asked else ""
    names = Names(game.names, view.players)
    listed = choices(view, names, answer, player == view.active)
    lines = ["", say("reply.legal-now", turn=view.turn, count=listed["count"])]
    for group in listed["groups"]:
        lines.append(f"  {group['title']}")
        for item in group["items"]:
            text = " ".join([item["text"], *item["values"]])
            lines += textwrap.wrap(text, WIDTH, initial_indent="    ",
                                   subsequent_indent="        ", break_on_hyphens=False)
            if item["note"]:
                lines += textwrap.wrap(item["note"], WIDTH, initial_indent="        ",
                                       subsequent_indent="        ", break_on_hyphens=False)
    return lines
