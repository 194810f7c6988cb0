"""The seats of a game file and their digests: who may act, protected against damage and edits.

The history's hash chain starts from the seats' colours only (``Game.header_digest``): a new
secret (``pbem secret reset``) changes a seat's secret hash and signing key without changing
what was played. So each seat carries its own ``digest``, a SHA-256 of its colour, name, email,
secret hash and signing key, written on every save and checked on every read: a flipped bit in
a secret hash, or a name or email edited by hand, is found and the seat named, instead of
locking a player out with "the secret or signature is wrong" (issue 15, F9).

Files of format ``pbem-game-1`` were written before seats had digests: they are read without
it (a digest present is checked) and gain it on their next save, as ``pbem-game-2``, whose
every seat must carry one, so that deleting the digests of a newer file is itself detected.
The digest is unkeyed: it finds damage and edits by hand, not a forger who recomputes it (the
game master holds the file; in git mode the commit MAC guards against the players,
docs/git.md).
"""

from __future__ import annotations

from typing import Any

from pbem.files.errors import InputError
from pbem.files.game import PlayerInfo
from pbem.files.order import content_digest
from pbem.files.strict_yaml import Marks

FORMAT = "pbem-game-2"
FORMATS_WITHOUT_DIGESTS = frozenset({"pbem-game-1"})


def seat_to_data(seat: PlayerInfo) -> dict[str, Any]:
    """A seat as the game file holds it, its digest last."""
    data = _covered(seat)
    data["digest"] = content_digest(data)
    return data


def seat_from_data(data: dict[str, Any]) -> PlayerInfo:
    """A seat back from the game file's content (already checked against the schema)."""
    return PlayerInfo(data["colour"], data["name"], data.get("email") or "", data.get("secret"),
                      data.get("signing-key"))


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
            what = "has no digest" if recorded is None else "does not match its digest"
            raise InputError(filename, line, 1, f"the seat of {seat['colour']} {what}: its "
                             "name, email, secret hash or signing key was damaged or edited by "
                             "hand; restore the file from a backup (or git). A new secret is "
                             "given with 'pbem secret reset'")


def _covered(seat: PlayerInfo) -> dict[str, Any]:
    """What a seat's digest covers, keys in the file's order."""
    data: dict[str, Any] = {"colour": seat.colour, "name": seat.name, "email": seat.email,
                            "secret": seat.secret_hash}
    if seat.signing_key is not None:  # left out, a game made before signing stays as it was
        data["signing-key"] = seat.signing_key
    return data
