"""What became of an order: each player's part and the verdict, as plain dataclasses.

Kept apart from the processing so that reading an order and reporting on its form (``pbem
validate`` without a game) does not load the engine. A verdict's message and a refusal's
reason are ``Message``s (a catalogue key and arguments); they are worded where they are shown
(``verdict_lines``, ``to_data``, mail replies, git verdicts) and, in English, where the history
records a refusal's reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pbem.elasund.events import Event

from pbem.files.errors import shown
from pbem.messages import Message, render

LEGAL_SHOWN = 12  # legal choices printed after a refusal; `pbem options` lists them all
EXIT_CODES = {"applied": 0, "paused": 0, "duplicate": 0, "valid": 0,
              "partial": 1, "refused": 1, "stale": 1, "not-yet": 1, "conflict": 1,
              "invalid": 1, "unreadable": 2}
"""One scheme for every way in (docs/orders.md, "Exit codes"): 0 done; 1 the player's order is
wrong (its form, its envelope, its turn, the rules): tell the player; 2 the game master's
command is wrong (an order file named that cannot be read at all). A GM's script tells the
two apart by the code alone."""


@dataclass(frozen=True)
class Refusal:
    """The action that stopped an order, and why."""

    index: int  # its place in the order's action list, from 0
    line: int
    column: int
    action: str
    rule: str
    reason: Message
    legal: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        """The reason in the language spoken (``pbem.messages.speaking``), as a reply or
        ``pbem apply`` tells it."""
        return render(self.reason)

    def to_data(self) -> dict[str, Any]:
        """As stored in the history and printed in JSON: the reason in English always, since
        the history records its words and its hash chain covers them."""
        data: dict[str, Any] = {"index": self.index, "action": self.action,
                                "rule": self.rule, "message": render(self.reason, "en")}
        if self.legal:
            data["legal"] = list(self.legal)
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Refusal:
        """Back from the history, which keeps no line or column (they point into the order)
        and the reason's words, not its key: they come back as recorded."""
        return cls(data["index"], 0, 0, data["action"], data["rule"],
                   Message("recorded.reason", text=data["message"]),
                   tuple(data.get("legal", ())))


@dataclass
class Part:
    """What one player's actions did in a run: the order's own, or a paused order resumed."""

    player: str
    applied: list[str] = field(default_factory=list)
    refused: Refusal | None = None
    waiting: list[str] = field(default_factory=list)  # paused: the steps still to come
    unchecked: list[str] = field(default_factory=list)  # validation: depend on hidden cards
    ended_turn: bool = False

    def to_data(self) -> dict[str, Any]:
        """As stored in the history: what a replay must reproduce."""
        data: dict[str, Any] = {"player": self.player, "applied": list(self.applied)}
        if self.refused is not None:
            data["refused"] = self.refused.to_data()
        if self.waiting:
            data["waiting"] = list(self.waiting)
        if self.ended_turn:
            data["ended-turn"] = True
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Part:
        """Back from the history."""
        refused = data.get("refused")
        return cls(data["player"], list(data["applied"]),
                   None if refused is None else Refusal.from_data(refused),
                   list(data.get("waiting", ())), ended_turn=bool(data.get("ended-turn")))


@dataclass
class Verdict:
    """What became of one order: a status, a one-line message and each player's part."""

    filename: str
    player: str
    status: str  # a key of EXIT_CODES
    message: Message
    parts: list[Part] = field(default_factory=list)
    rule: str | None = None  # for a refusal of the whole order
    line: int = 0  # where in the order file the problem lies
    column: int = 0
    entry: int | None = None  # the history entry that recorded it
    # why a secret or signature was refused, for the audit log beside the game alone: never
    # worded for the sender, to whom one wording says nothing a guesser could use
    credential_fault: str | None = field(default=None, repr=False, compare=False)

    @property
    def exit_code(self) -> int:
        """The command's exit code for this verdict (docs/orders.md, "Exit codes")."""
        return EXIT_CODES[self.status]

    @property
    def text(self) -> str:
        """The message in the language spoken, as ``pbem apply`` prints it."""
        return render(self.message)

    def to_data(self) -> dict[str, Any]:
        """The verdict as JSON-able data (``--format json``): the message worded, and its key
        and arguments for a client in another language."""
        data: dict[str, Any] = {"file": self.filename, "player": self.player,
                                "status": self.status, "message": self.text,
                                **self.message.to_data()}
        if self.rule:
            data["rule"] = self.rule
        if self.line:
            data["line"] = self.line
            data["column"] = self.column
        if self.entry is not None:
            data["entry"] = self.entry
        data["parts"] = [_part_data(p) for p in self.parts]
        return data


def pay_notes(events: list[Event], player: str) -> list[Message]:
    """A note (``permit: {value: 3, at: D8}: pay not needed: no cards spent``) for each of the
    player's actions whose payment bought nothing (the engine's ``pay-ignored`` events,
    docs/rules.md section 14), to add to a verdict's message."""
    return [Message("note.pay-not-needed", action=e.public["action"]) for e in events
            if e.kind == "pay-ignored" and e.public.get("player") == player]


def _part_data(part: Part) -> dict[str, Any]:
    data = part.to_data()
    if part.refused is not None:
        data["refused"]["line"] = part.refused.line
        # the reason in the language spoken, and its key and arguments for clients in any
        data["refused"]["message"] = part.refused.text
        data["refused"].update(part.refused.reason.to_data())
    if part.unchecked:
        data["unchecked"] = list(part.unchecked)
    return data


def verdict_lines(verdict: Verdict) -> list[str]:
    """A verdict as a player reads it: where, what, and what would be legal."""
    at = f":{verdict.line}:{verdict.column}" if verdict.line else ""
    text = verdict.text
    ruled = verdict.rule is not None and verdict.rule != "" and verdict.rule not in text \
        and verdict.status != "refused"
    file = shown(verdict.filename)
    lines = [render(Message("verdict.head.rule", file=file, at=at, status=verdict.status,
                            rule=verdict.rule, text=text)) if ruled
             else render(Message("verdict.head", file=file, at=at, status=verdict.status,
                                 text=text))]
    own = verdict.parts[0] if verdict.parts else None
    if own is not None and own.refused is not None and own.refused.legal:
        legal = list(own.refused.legal)
        listed = "; ".join(legal[:LEGAL_SHOWN])
        lines.append("  " + (render(Message("verdict.legal-more", choices=listed,
                                            count=len(legal) - LEGAL_SHOWN))
                             if len(legal) > LEGAL_SHOWN
                             else render(Message("verdict.legal-now", choices=listed))))
    for part in verdict.parts[1:]:
        lines.append("  " + went_on(part))
        if part.refused is not None:
            lines.append("  " + render(Message(
                "verdict.then-stopped", action=part.refused.action, rule=part.refused.rule,
                reason=part.refused.reason)))
    return lines


def went_on(part: Part) -> str:
    """A paused order that went on in this run, and what it did."""
    if not part.applied:
        return render(Message("verdict.went-on.nothing", player=part.player))
    return render(Message("verdict.went-on", player=part.player, actions=list(part.applied)))
