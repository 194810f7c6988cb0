"""Which notifications a game calls for, worded from its public status, and each hook's body.

A ``turn`` notice when the game waits for someone new (the players and decisions it waits for
differ from those last told), an ``over`` notice once the game is won; ``deadline`` (a deadline
near) and ``missed`` (a turn played for a player who missed it, or a deadline missed while the
game waits) are made by ``deadline_notice``, ``missed_notice`` and ``late_notice`` for the
deadline code to queue (``pbem.notify.journal.queue``). Every text
comes from ``status_data`` (the public view: whose move, what is asked, who won) and the
players' names: a webhook's channel is public, so it never says more than the public report.
Only the players whose move it is are mentioned.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pbem.messages import say

if TYPE_CHECKING:
    from pbem.files.game import Game, Hook

Waiting = list[list[str]]
"""Whom a game waits for, as ``[[colour, decision], ...]`` (``turn`` for a player's turn)."""


@dataclass(frozen=True)
class Notice:
    """One thing to tell: its event, the history entry it follows, the turn, the players to
    mention (those whose move it is) and its words without the mentions."""

    event: str
    entry: int
    turn: int
    players: tuple[str, ...]
    text: str
    key: str = ""  # what makes two notices of one event and entry different (a player)

    def name(self, game_id: str, hook: int) -> str:
        """The notice's name for one hook: the same however often it is worked out."""
        extra = f"-{self.key}" if self.key else ""
        return f"{game_id}.{self.entry:06d}.{self.event}{extra}.{hook}"


def waiting_now(game: Game) -> Waiting:
    """Whom the game waits for now, as the public status says."""
    from pbem.report.game_status import status_data

    at = game.history[-1].at  # the time of the game as it stands
    return [[w["player"], w["decision"]] for w in status_data(game, at)["waiting-for"]]


def due_notices(game: Game, told: Waiting | None, over_told: bool) -> list[Notice]:
    """The notices the game calls for, given whom it last told the channel about."""
    from pbem.report.game_status import status_data
    from pbem.report.sentences import Names

    data = status_data(game, game.history[-1].at)
    names = Names(game.names, game.state.position.players)
    entry, turn = len(game.history) - 1, data["turn"]
    if data["winner"] is not None:
        if over_told:
            return []
        return [Notice("over", entry, turn, (), say("notify-over", game=game.id, turn=turn,
                                                    player=names.label(data["winner"])))]
    waiting = waiting_now(game)
    if waiting == told or not waiting:
        return []
    phrases = [say("notify-plays", player=names.label(colour)) if decision == "turn"
               else say("folder-waiting-decision", player=names.label(colour),
                        decision=decision) for colour, decision in waiting]
    players = tuple(dict.fromkeys(colour for colour, _ in waiting))
    return [Notice("turn", entry, turn, players,
                   say("notify-turn", game=game.id, turn=turn, waiting=phrases))]


def deadline_notice(game: Game, player: str, deadline: str, before: str = "") -> Notice:
    """A deadline near for the player whose move it is (``pbem tick`` queues one with each
    reminder it finds due; ``before``, the reminder's ``24h`` or ``2h``, tells two reminders
    of one deadline apart, so that each is told once)."""
    from pbem.report.sentences import Names

    label = Names(game.names, game.state.position.players).label(player)
    turn = game.state.position.turn
    return Notice("deadline", len(game.history) - 1, turn, (player,),
                  say("notify-deadline", game=game.id, turn=turn, player=label,
                      deadline=deadline), key=f"{player}-{before}" if before else player)


def missed_notice(game: Game, player: str, turn: int, *, entry: int | None = None,
                  decision: bool = False) -> Notice:
    """A turn (or, ``decision``, a decision) a player missed and that was played for them;
    ``entry`` is the history entry that played it (by default the last), so that the notice
    keeps its name however many entries follow before it is queued. No mention: it is no
    longer their move."""
    from pbem.report.sentences import Names

    label = Names(game.names, game.state.position.players).label(player)
    n = len(game.history) - 1 if entry is None else entry
    text = say("notify-missed-decision" if decision else "notify-missed", game=game.id,
               turn=turn, player=label)
    return Notice("missed", n, turn, (), text, key=player)


def late_notice(game: Game, player: str, turn: int, *, entry: int) -> Notice:
    """A deadline a player missed while the game waits for them (policy ``wait``): a
    ``missed`` notice too, which mentions them, since it is still their move."""
    from pbem.report.sentences import Names

    label = Names(game.names, game.state.position.players).label(player)
    return Notice("missed", entry, turn, (player,),
                  say("notify-missed-late", game=game.id, turn=turn, player=label), key=player)


def body(hook: Hook, notice: Notice, name: str, game_id: str) -> dict[str, Any]:
    """What the hook is sent: Discord's, Matrix's or pbem's own JSON, the mentions (of the
    players whose move it is, as the game master set them) before the words."""
    mentions = dict(hook.mention)
    said = [mentions[p] for p in notice.players if p in mentions]
    text = " ".join([*said, notice.text])
    if hook.kind == "discord":
        users = [m.strip("<@!>") for m in said if m.startswith("<@")]
        return {"content": text, "allowed_mentions": {"parse": [], "users": users}}
    if hook.kind == "matrix":
        return {"msgtype": "m.text", "body": text,
                "m.mentions": {"user_ids": [m for m in said if m.startswith("@")]}}
    return {"id": name, "game": game_id, "event": notice.event, "turn": notice.turn,
            "players": list(notice.players), "text": notice.text}
