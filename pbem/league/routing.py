"""Which game of a folder a message sent to the one address is for, and the answer when none.

A message is for the game its order names (``game:``); failing that, the game its subject
names (``Game harbour, turn 14: your move``, and a reply's ``Re:`` of it), or the game of the
mail it answers (pbem's Message-IDs end ``.pbem-GAME@domain``, and a reply's In-Reply-To and
References name them). It is taken in there only when its sender's address is one of that
game's players'; otherwise, and when it names no game of the folder at all, the sender is told
the games his own address plays in, and nothing about any other: the reply is the same whether
the game he named exists or not, and it goes to his From address only (never a Reply-To, which
anyone may set). A message for a game whose file cannot be read is held, untouched, until the
game master mends it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from email.message import EmailMessage
from pathlib import Path
from typing import TYPE_CHECKING

from pbem.messages import say

if TYPE_CHECKING:
    from pbem.files.game import Game
    from pbem.mail.inbound import Letter

ID = r"[A-Za-z0-9][A-Za-z0-9._-]*"
ORDER_GAME = re.compile(rf"""(?m)^game:[ \t]*["']?({ID})["']?[ \t]*(?:#.*)?$""")
SUBJECT_GAME = re.compile(rf"(?i)\bgame\s+({ID})")
THREAD_GAME = re.compile(rf"\.pbem-({ID})@")


@dataclass(frozen=True)
class FolderGame:
    """What routing needs of one game: where it is, its id, its players' addresses."""

    path: Path
    id: str
    addresses: dict[str, str]  # plain address -> colour
    labels: dict[str, str]  # colour -> "Anna (red)"
    turn: int
    waiting: tuple[str, ...]
    over: bool


def folder_game(path: Path, game: Game) -> FolderGame:
    """A game as routing sees it (its public facts and its players' addresses)."""
    from pbem.mail.outbound import mail_address
    from pbem.report.sentences import Names

    names = Names(game.names, game.state.position.players)
    addresses = {address: seat.colour for seat in game.players
                 if (address := mail_address(seat)) is not None}
    position = game.state.position
    from pbem.elasund.engine import waiting_for

    return FolderGame(path, game.id, addresses, {c: names.label(c) for c in position.players},
                      position.turn, tuple(waiting_for(position)), position.is_over)


@dataclass(frozen=True)
class Route:
    """Where a message goes: ``game`` to take it in there; ``held`` for a game that cannot be
    read (the message waits); neither: it is answered with the sender's own games."""

    game: FolderGame | None = None
    held: Path | None = None
    named: str | None = None  # the id the message named, if any (for the log)


@dataclass
class Folder:
    """The games of a folder by id, the folders of the games that cannot be read (their
    folder's name stands for their id: ``pbem new`` makes it the id unless told otherwise), and
    the games that share an id (a copy of a game beside it): messages for those wait."""

    games: dict[str, FolderGame] = field(default_factory=dict)
    broken: dict[str, Path] = field(default_factory=dict)
    same_id: dict[str, list[Path]] = field(default_factory=dict)  # an id two games have


def route(letter: Letter, folder: Folder) -> Route:
    """The game a message is for (see the module), checked against its sender's address."""
    named = named_game(letter, {*folder.games, *folder.broken, *folder.same_id})
    if named is None:
        return Route()
    if named in folder.same_id:  # which of them the sender meant is the game master's call
        return Route(held=folder.same_id[named][0], named=named)
    if named in folder.broken and named not in folder.games:
        return Route(held=folder.broken[named], named=named)
    game = folder.games.get(named)
    if game is None or letter.sender not in game.addresses:
        return Route(named=named)
    return Route(game=game, named=named)


def named_game(letter: Letter, known: set[str]) -> str | None:
    """The game id the message names: its order's (whatever it is), else the first known id
    in its subject, else in the thread it answers."""
    from pbem.mail.headers import text

    found = letter.found
    if found is not None and found.order is not None:
        body = found.order.text
        if isinstance(body, bytes):
            body = body.decode("utf-8", "replace")
        match = ORDER_GAME.search(body)
        if match:
            return match.group(1)
    subject = [m.rstrip(".") for m in SUBJECT_GAME.findall(text(letter.message, "Subject"))]
    thread = THREAD_GAME.findall(" ".join(text(letter.message, name)
                                          for name in ("In-Reply-To", "References")))
    return next((name for name in [*subject, *reversed(thread)] if name in known), None)


def own_games_reply(letter: Letter, folder: Folder, sender: str) -> EmailMessage:
    """The answer to a message for no game of the sender's: the games his address plays in
    (id, colour, turn, whether it is his move), or that it plays in none here."""
    from pbem.mail.outbound import plain_reply

    address = letter.sender
    own = [(game, game.addresses[address]) for game in folder.games.values()
           if address in game.addresses]
    if own:
        listing = "\n".join([say("route-your-games", address=address),
                             *(f"  {_own_line(game, colour)}" for game, colour in own)])
        paragraphs = [say("route-unknown"), listing, say("route-how", example=own[0][0].id)]
    else:
        paragraphs = [say("route-unknown"), say("route-no-games", address=address)]
    return plain_reply(letter.message, sender, address, say("route-subject"),
                       "\n\n".join(paragraphs) + "\n")


def _own_line(game: FolderGame, colour: str) -> str:
    if game.over:
        state = say("route-game-over")
    elif colour in game.waiting:
        state = say("route-your-move")
    else:
        state = say("route-not-your-move")
    return say("route-game-line", game=game.id, player=game.labels[colour], turn=game.turn,
               state=state)
