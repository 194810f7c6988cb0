"""The one envelope check: whether an order may be run against a game at all, and if not, why.

An order's envelope is what it says around its actions: the game, the player, his secret or
signature, the turn. Every way in asks this one check, so that a fault gets the same words
wherever the order came: ``pbem apply`` and mail and git intake (``pbem.process``), ``pbem
validate`` against a game or a position, and the git pre-commit check, which knows only the
game file's public part (``pbem.gitmode.check``). ``Facts`` holds what the caller knows of
the game; a check whose fact it lacks is left to the one who has it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pbem.elasund.position import Position
from pbem.files.entries import applied_entry
from pbem.files.game import Game, Queued
from pbem.files.order import Order
from pbem.files.signature import credential_problem
from pbem.messages.message import Message
from pbem.verdict import Verdict


@dataclass(frozen=True)
class Facts:
    """What an envelope is checked against; None where the caller cannot know it."""

    players: tuple[str, ...]
    turn: int
    game_id: str | None = None  # a position file belongs to no game
    over: bool = False
    winner: str | None = None
    credential: Callable[[Order], str | None] | None = None  # what is wrong with its secret
    applied: Callable[[Order], int | None] | None = None  # the entry that applied it already
    queued: Queued | None = None  # a paused order, still waiting for others' decisions
    absence: Callable[[Order], Message | None] | None = None  # why its absence cannot be


def game_facts(game: Game, *, authenticate: bool = True) -> Facts:
    """Everything the game file tells (an open game asks no secret)."""
    pos = game.state.position

    def credential(order: Order) -> str | None:
        seat = game.player(order.player)
        return None if seat is None else credential_problem(seat, order)

    def absence(order: Order) -> Message | None:
        from pbem.deadlines.absence import absence_problem

        if order.absence is None:
            return None
        return absence_problem(game.state.clock, game.id, order.player, order.absence)

    return Facts(tuple(pos.players), pos.turn, game.id, pos.is_over, pos.winner,
                 credential if authenticate and not game.open else None,
                 lambda order: applied_entry(game.history, order.digest), game.state.queued,
                 absence)


def position_facts(pos: Position) -> Facts:
    """What a position tells (a player's view, or a position file): no game, no history."""
    return Facts(tuple(pos.players), pos.turn, over=pos.is_over, winner=pos.winner)


@dataclass(frozen=True, eq=False)
class Problem:
    """Why an envelope is refused: a verdict's status and rule, the order-file field at fault
    (for the line the verdict points at), the message, and for a refused credential what was
    wrong with it (for the audit log alone: the message says the same whatever it was)."""

    status: str  # refused, duplicate, stale, not-yet or conflict
    rule: str | None
    field: str | None
    message: Message
    credential_fault: str | None = None

    def verdict(self, order: Order) -> Verdict:
        """The verdict on the whole order."""
        line, column = order.lines.get(self.field, (0, 0)) if self.field else (0, 0)
        return Verdict(order.filename, order.player, self.status, self.message, rule=self.rule,
                       line=line, column=column, credential_fault=self.credential_fault)


def envelope_problem(order: Order, facts: Facts) -> Problem | None:
    """What refuses the whole order for its envelope, or None when it may be run; the
    checks in their order: game, player, credential, a repeat, the game's end, turn, pause,
    an absence it asks for."""
    if facts.game_id is not None and order.game != facts.game_id:
        return Problem("refused", "game", "game",
                       Message("envelope.game", game=order.game, expected=facts.game_id))
    if order.player not in facts.players:
        return Problem("refused", "player", "player",
                       Message("envelope.player", player=order.player, players=facts.players))
    fault = facts.credential(order) if facts.credential is not None else None
    if fault is not None:  # one message whatever is wrong, which helps no guesser
        message = Message("envelope.signing-unavailable") if fault == "signing unavailable" \
            else Message("envelope.credentials")
        return Problem("refused", "secret",
                       "signature" if order.signature is not None else "secret", message, fault)
    done = facts.applied(order) if facts.applied is not None else None
    if done is not None:  # before the turn: an old order sent again is no news
        return Problem("duplicate", None, None, Message("envelope.duplicate", entry=done))
    turn = _turn_problem(order, facts)
    if turn is not None:
        return turn
    refused = facts.absence(order) if facts.absence is not None else None
    return None if refused is None else Problem("refused", "absent", "standing", refused)


def _turn_problem(order: Order, facts: Facts) -> Problem | None:
    if facts.over:
        return Problem("refused", "E1", "turn", Message("envelope.over", winner=facts.winner))
    if order.turn > facts.turn:  # not stale: its turn has not come yet
        return Problem("not-yet", "turn", "turn",
                       Message("envelope.not-yet", turn=order.turn, current=facts.turn))
    if order.turn != facts.turn:
        return Problem("stale", "turn", "turn",
                       Message("envelope.stale", turn=order.turn, current=facts.turn))
    queued = facts.queued
    if queued is not None and queued.player == order.player:
        rest: list[str | Message] = [s.notation for s in queued.steps]
        if queued.end_turn:
            rest.append(Message("envelope.end-of-turn"))
        message = Message("envelope.conflict", entry=queued.entry, rest=rest) if rest \
            else Message("envelope.conflict.nothing-left", entry=queued.entry)
        return Problem("conflict", "paused", "actions", message)
    return None
