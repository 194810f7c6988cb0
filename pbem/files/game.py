"""The game and its state, as ``process`` works on them (the file layout is in ``game_file``).

A ``GameState`` is what the turn depends on: the position, an order paused while other
players decide, each player's standing answers and, in a game with deadlines, the clock
(``pbem.deadlines.clock``). A ``Game`` adds who plays, the settings and
the history: typed entries (``pbem.files.entries``), chained by hashes (``pbem.files.chain``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from pbem.deadlines.clock import Clock, clock_from_data
from pbem.elasund.position import Piece, Position, piece_key
from pbem.elasund.serial import piece_to_data, position_to_data
from pbem.files.entries import Entry
from pbem.files.order import OrderStep, Standing, canonical, content_digest


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
    clock: Clock | None = None  # frozen: replaced, never changed

    def copy(self) -> GameState:
        """A copy that can be changed without touching this one."""
        return GameState(self.position.copy(), self.queued, dict(self.standing), self.clock)

    def digest(self) -> str:
        """A hash of the whole state: two equal states have equal digests."""
        import hashlib

        return "sha256:" + hashlib.sha256(_state_json(self).encode()).hexdigest()


@dataclass
class PlayerInfo:
    """A seat: its colour, the player's name and email, the hash of his secret and the key that
    checks his signed orders (``pbem.files.signature``; None in games made before signing).

    Neither the hash nor the key is in ``Game.header_digest``: they are the game master's record
    of who holds which credential, not part of what was played, so a new secret (``pbem secret
    reset``) changes them without touching the history chain. The seat's own digest in the file
    guards them instead (``pbem.files.seats``).

    ``language`` is the language the seat is spoken to in (None: the game's); like the mail
    settings it is how the player is told, not part of play, so it is in neither digest.
    """

    colour: str
    name: str
    email: str = ""
    secret_hash: str | None = None
    signing_key: str | None = field(default=None, repr=False)
    language: str | None = None


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
    mail: MailPart | None = None
    spectators: list[Spectator] = field(default_factory=list)
    hooks: list[Hook] = field(default_factory=list)
    # The game's language: the public report's and the game master's, and every seat's that
    # names none (docs/game-master.md, "Languages"); not in the header digest, like the mail.
    language: str = "en"
    # Saved in the sealed form (hidden values encrypted: ``pbem.files.sealing``), as a game kept
    # in a shared git repository is; not in the header digest: how the file is kept, not the game.
    sealed: bool = False
    # The history entries read or written so far with their text, by their hash, so that saving
    # writes only the new ones (``pbem.files.written_game``); shared by the games made from this.
    # An entry never changes once linked to the chain, so its text is written once.
    written: dict[str, tuple[Entry, str]] = field(default_factory=dict, compare=False,
                                                  repr=False)

    @property
    def deadline(self) -> str | None:
        """The earliest deadline of the players the game waits for (none without a clock)."""
        clock = self.state.clock
        return None if clock is None else clock.next_deadline()

    @property
    def names(self) -> dict[str, str]:
        """Colour -> the player's name."""
        return {p.colour: p.name for p in self.players}

    def language_of(self, reader: str) -> str:
        """The language a reader is spoken to in: a seat's own, else the game's (the public
        report, the game master, spectators)."""
        seat = self.player(reader)
        return seat.language if seat is not None and seat.language else self.language

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


def state_to_data(state: GameState, *, board: bool = True) -> dict[str, Any]:
    """The state as plain data, in a stable order (``board``: see ``position_to_data``)."""
    data = {
        "position": position_to_data(state.position, board=board),
        "queued": queued_to_data(state.queued),
        "standing": {p: s.to_data() for p, s in sorted(state.standing.items())},
    }
    if state.clock is not None:  # left out, a game without deadlines hashes as it always did
        data["clock"] = state.clock.to_data()
    return data


def clock_of(data: dict[str, Any]) -> Clock | None:
    """The clock of a state as the game file stores it."""
    return clock_from_data(data.get("clock"))


_NO_BOARD = '"board":[]'


def _state_json(state: GameState) -> str:
    """``canonical(state_to_data(state))``, the board's pieces each written once: a replay
    hashes the state after every entry, and the pieces, most of its data, stay the same."""
    text = canonical(state_to_data(state, board=False)).decode()
    head, board, tail = text.partition(_NO_BOARD)
    if not board or _NO_BOARD in tail:  # (never: only the position has a board)
        return canonical(state_to_data(state)).decode()
    return f'{head}"board":[{_board_json(state.position.board)}]{tail}'


_BOARDS: dict[tuple[int, ...], tuple[tuple[Piece, ...], str]] = {}
"""Boards met before, by the identities of their pieces, with their pieces' JSON: most actions
leave the board as it was, and a position's pieces are shared by the positions after it.
Holding the pieces keeps their identities from being reused while they are keys here."""


def _board_json(board: list[Piece]) -> str:
    """The board's pieces as ``canonical`` writes the position's board, without brackets."""
    key = tuple(map(id, board))
    found = _BOARDS.get(key)
    if found is None:
        if len(_BOARDS) >= 1 << 12:  # a bound for long processes (the tests)
            _BOARDS.clear()
        pieces = sorted(board, key=piece_key)
        found = _BOARDS[key] = (tuple(board), ",".join([_piece_json(p) for p in pieces]))
    return found[1]


@lru_cache(maxsize=1 << 12)
def _piece_json(piece: Piece) -> str:
    """A piece's canonical JSON (pieces are frozen: equal pieces, equal text)."""
    return canonical(piece_to_data(piece)).decode()
