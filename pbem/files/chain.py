"""The history's hash chain: each entry carries the hash of the one before it and its own.

The first entry follows the game's header (``Game.header_digest``: its id, seats and start),
and every entry records the hash of the state it left, so that a change by hand anywhere in
the file is found on reading (``pbem.files.game_file.check_chain``). An entry never changes
once linked: a new entry is added instead.
"""

from __future__ import annotations

from dataclasses import replace

from pbem.files.entries import Entry
from pbem.files.game import Game
from pbem.files.order import content_digest


def chain_head(game: Game) -> str:
    """The hash the game's next entry follows: its last entry's, or the header's."""
    return game.history[-1].digest if game.history else game.header_digest()


def linked(entry: Entry, game: Game) -> Entry:
    """The entry, to be added to ``game``'s history, chained to its last entry and hashed."""
    following = replace(entry, prev=chain_head(game))
    return replace(following, digest=entry_digest(following))


def entry_digest(entry: Entry) -> str:
    """The hash of everything an entry records but that hash itself."""
    data = entry.to_data()
    del data["hash"]
    return content_digest(data)


def chain_break(game: Game) -> tuple[int, str] | None:
    """The first entry out of the chain and how: ``"prev"`` when it does not follow the one
    before it (or the header), ``"hash"`` when its content does not match its hash."""
    return history_break(game.history, game.header_digest())


def history_break(history: list[Entry], prev: str) -> tuple[int, str] | None:
    """``chain_break`` of entries whose first follows the hash ``prev``."""
    for i, entry in enumerate(history):
        if entry.prev != prev:
            return i, "prev"
        if entry_digest(entry) != entry.digest:
            return i, "hash"
        prev = entry.digest
    return None
