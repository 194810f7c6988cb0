"""The game and its state, as ``process`` works on them (the file layout is in ``game_file``).

A ``GameState`` is what the turn depends on: the position, an order paused while other
players decide, and each player's standing answers. A ``Game`` adds who plays, the settings and
the history: typed entries (``pbem.files.entries``), chained by hashes (``pbem.files.chain``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pbem.elasund.position import Position
from pbem.elasund.serial import position_to_data
from pbem.files.entries import Entry
from pbem.files.order import OrderStep, Standing, content_digest


@dataclass(frozen=True)
class Queued:
    """The rest of an order paused while other players decide (docs/orders.md, "Pauses")."""

    player: str
    entry: int  # the history entry whose order it is
    steps: tuple[OrderStep, ...]
    end_turn: bool  # whether the turn ends once the steps are done


@dataclass
class GameState:
    """Everything the next order's outcome depends on."""

    position: Position
    queued: Queued | None = None
    standing: dict[str, Standing] = field(default_factory=dict)

    def copy(self) -> GameState:
        """A copy that can be changed without touching this one."""
        return GameState(self.position.copy(), self.queued, dict(self.standing))

    def digest(self) -> str:
        """A hash of the whole state: two equal states have equal digests."""
        return content_digest(state_to_data(self))


@dataclass
class PlayerInfo:
    """A seat: its colour, the player's name and email, the hash of his secret and the key that
    checks his signed orders (``pbem.files.signature``; None in games made before signing).

    Neither the hash nor the key is in ``Game.header_digest``: they are the game master's record
    of who holds which credential, not part of what was played, so a new secret (``pbem secret
    reset``) changes them without touching the history chain. The seat's own digest in the file
    guards them instead (``pbem.files.seats``).
    """

    colour: str
    name: str
    email: str = ""
    secret_hash: str | None = None
    signing_key: str | None = field(default=None, repr=False)


@dataclass(frozen=True)
class MailPart:
    """The game file's optional ``mail:`` part: where the game's mail comes from and the SMTP
    server that sends it (``pbem.mail.settings``). Never a password: that comes from the
    environment only. Not in ``Game.header_digest``: how mail goes out is not part of play."""

    sender: str = ""
    smtp_host: str = ""
    smtp_port: int | None = None
    security: str = "starttls"
    user: str = ""


@dataclass(frozen=True)
class Spectator:
    """Someone who gets the public report by mail (``pbem spectator add``), ``delay`` turns
    late so that watching never helps a player. Not in ``Game.header_digest``: who watches is
    not part of play."""

    email: str
    delay: int = 0


@dataclass(frozen=True)
class Hook:
    """A webhook the game master set for the game (``pbem notify add``): its kind (``discord``,
    ``matrix``, ``json``), the environment variable holding its URL (a credential: never in a
    file), for Matrix the one holding its access token, the events it is for, and how to
    mention each player in it (a Discord ``<@id>``, a Matrix ``@user:server``). Not in
    ``Game.header_digest``: how news is told is not part of play."""

    kind: str
    url_env: str
    events: tuple[str, ...]
    token_env: str = ""
    mention: tuple[tuple[str, str], ...] = ()

    def to_data(self) -> dict[str, Any]:
        """As the game file's ``notify:`` item."""
        data: dict[str, Any] = {"kind": self.kind, "url-env": self.url_env,
                                "events": list(self.events)}
        if self.token_env:
            data["token-env"] = self.token_env
        if self.mention:
            data["mention"] = dict(self.mention)
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Hook:
        """Back from the game file (checked by its schema)."""
        return cls(data["kind"], data["url-env"], tuple(data["events"]),
                   data.get("token-env", ""), tuple(sorted(data.get("mention", {}).items())))


@dataclass
class Game:
    """A game as the game master keeps it."""

    id: str
    players: list[PlayerInfo]
    open: bool
    seed_digest: str
    created: str
    start: Position
    state: GameState
    history: list[Entry] = field(default_factory=list)
    deadline: str | None = None
    mail: MailPart | None = None
    spectators: list[Spectator] = field(default_factory=list)
    hooks: list[Hook] = field(default_factory=list)
    # Saved in the sealed form (hidden values encrypted: ``pbem.files.sealing``), as a game kept
    # in a shared git repository is; not in the header digest: how the file is kept, not the game.
    sealed: bool = False
    # The history entries read or written so far with their text, by their hash, so that saving
    # writes only the new ones (``pbem.files.written_game``); shared by the games made from this.
    # An entry never changes once linked to the chain, so its text is written once.
    written: dict[str, tuple[Entry, str]] = field(default_factory=dict, compare=False,
                                                  repr=False)

    @property
    def names(self) -> dict[str, str]:
        """Colour -> the player's name."""
        return {p.colour: p.name for p in self.players}

    def player(self, colour: str) -> PlayerInfo | None:
        """The seat of a colour, if it plays."""
        return next((p for p in self.players if p.colour == colour), None)

    def header_digest(self) -> str:
        """The hash the history chain starts from: the game's id, seats and start position."""
        return content_digest({
            "game": self.id,
            "open": self.open,  # opening a game by hand would let anyone act for anyone
            "players": [p.colour for p in self.players],
            "seed-sha256": self.seed_digest,
            "start": position_to_data(self.start),
        })


def queued_to_data(queued: Queued | None) -> dict[str, Any] | None:
    """A paused order as stored in the game file."""
    if queued is None:
        return None
    return {"player": queued.player, "entry": queued.entry,
            "actions": [s.notation for s in queued.steps], "end-turn": queued.end_turn}


def state_to_data(state: GameState) -> dict[str, Any]:
    """The state as plain data, in a stable order."""
    return {
        "position": position_to_data(state.position),
        "queued": queued_to_data(state.queued),
        "standing": {p: s.to_data() for p, s in sorted(state.standing.items())},
    }
