"""The seats of a game file and their digests: who may act, protected against damage and edits.

Each seat carries its own ``digest``, a SHA-256 of its colour, name, email, secret hash and
signing key, written on every save and checked on every read: a flipped bit in a secret hash,
or a name or email edited by hand, is found and the seat named, instead of locking a player out
with "the secret or signature is wrong" (issue 15, F9).

The hash chain vouches for the seats too: the set-up entry of a game made since seat entries
commits to every seat's digest, and every later change of a seat (a new secret, a new player:
``pbem secret reset``, ``pbem seat``) is a seat entry committing to them again
(``pbem.files.entries.committed_seats``, checked by ``game_file.check_vouched``). So a seat
edited by hand, or removed with its digest line and the file's format turned back to an older
one, breaks the chain, whatever the file says its format is. Files of format ``pbem-game-1``
were written before seats had digests, and games made before seat entries commit to none: their
seats are guarded by the seat digests alone, which ``pbem-game-2`` and later require. Digests
and chain are unkeyed: they find damage and edits by hand, not a forger who recomputes the
whole chain (the game master holds the file; in git mode the HMAC of pbem's commits guards
against the players, docs/git.md).

A seat's ``language`` (``pbem seat language``) is written after its digest and covered by
neither digest nor chain: it changes how the player is told, never what was played or who may
act, and a change of it is no event the other players are told of (as a seat's mail address is
the game master's record, the language is the player's preference). The schema allows only
the languages pbem speaks, so a hand edit can change nothing but the words of that seat's
reports.
"""

from __future__ import annotations

from typing import Any

from pbem.files.errors import InputError
from pbem.files.game import PlayerInfo
from pbem.files.order import content_digest
from pbem.files.strict_yaml import Marks
from pbem.messages import say

FORMAT = "pbem-game-3"
FORMATS_WITHOUT_DIGESTS = frozenset({"pbem-game-1"})


def seat_to_data(seat: PlayerInfo) -> dict[str, Any]:
    """A seat as the game file holds it, its digest last."""
    data = _covered(seat)
    data["digest"] = content_digest(data)
    if seat.language:  # left out, a seat speaking the game's language stays as it was
        data["language"] = seat.language
    return data


def seat_digest(seat: PlayerInfo) -> str:
    """The digest of a seat's colour, name, email, secret hash and signing key."""
    return content_digest(_covered(seat))


def seat_digests(seats: list[PlayerInfo]) -> dict[str, str]:
    """Every seat's digest by colour: what a set-up or seat entry commits to."""
    return {seat.colour: seat_digest(seat) for seat in seats}


def seat_from_data(data: dict[str, Any]) -> PlayerInfo:
    """A seat back from the game file's content (already checked against the schema)."""
    return PlayerInfo(data["colour"], data["name"], data.get("email") or "", data.get("secret"),
                      data.get("signing-key"), data.get("language"))


def check_seats(data: dict[str, Any], marks: Marks, filename: str) -> None:
    """Refuse a game file one of whose seats does not match its digest, or lacks the digest
    its format requires, naming the seat and its line."""
    required = data.get("format") not in FORMATS_WITHOUT_DIGESTS
    for i, seat in enumerate(data["players"]):
        recorded = seat.get("digest")
        if recorded is None and not required:
            continue
        if recorded != content_digest(_covered(seat_from_data(seat))):
            line = marks.get(("players", i), (1, 1))[0]
            raise InputError(filename, line, 1, say(
                "cli.seat-no-digest" if recorded is None else "cli.seat-digest-differs",
                colour=seat["colour"]))


def _covered(seat: PlayerInfo) -> dict[str, Any]:
    """What a seat's digest covers, keys in the file's order."""
    data: dict[str, Any] = {"colour": seat.colour, "name": seat.name, "email": seat.email,
                            "secret": seat.secret_hash}
    if seat.signing_key is not None:  # left out, a game made before signing stays as it was
        data["signing-key"] = seat.signing_key
    return data
