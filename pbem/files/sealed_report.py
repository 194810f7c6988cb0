"""Reports sealed for one player: ``red.txt`` becomes ``red.txt.sealed`` (git mode).

A sealed report is a small YAML file that says in clear whose it is and holds the report as an
AES-256-GCM token. Its key comes from the player's secret and nothing else he lacks: HKDF over
his signing key (``pbem.files.signature``: scrypt of the secret with the game and colour as
salt), so that ``pbem open FILE --secret S`` needs only the file and the secret, while the
game keeps nothing new: the signing key, made at ``pbem new`` or ``pbem secret reset``, is
already in the sealed part of the game file. The game, colour and report name are bound in as
associated data, so a file renamed to pass for another player's or another step's does not open.
"""

from __future__ import annotations

from pathlib import Path

from pbem.files.errors import InputError
from pbem.files.game import Game
from pbem.files.sealing import SealError, open_bytes, seal_bytes
from pbem.messages import say

FORMAT = "pbem-sealed-report-1"
SUFFIX = ".sealed"
_CONTEXT = "pbem-report-v1"
HEADER = ("pbem report sealed for one player: open it with their secret,",
          "'pbem open FILE --secret SECRET' (or with PBEM_SECRET set).")


def report_key(stored_signing_key: str) -> bytes:
    """The key that seals a player's reports, from the stored form of his signing key."""
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF

    raw = bytes.fromhex(stored_signing_key.partition("$")[2])
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None,
                info=_CONTEXT.encode("ascii")).derive(raw)


def sealed_name(name: str) -> str:
    """The file name of a report once sealed."""
    return name + SUFFIX


def seal_report(game: Game, viewer: str, name: str, text: str) -> str:
    """The sealed file's text of ``viewer``'s report ``name`` (e.g. ``red.txt``)."""
    from pbem.files.yaml_write import dump_yaml

    seat = game.player(viewer)
    if seat is None or seat.signing_key is None:
        raise SealError(name, 0, 0, f"{viewer}'s reports cannot be sealed: their seat has no "
                        "signing key (give them a new secret: 'pbem secret reset')")
    token = seal_bytes(report_key(seat.signing_key), text.encode("utf-8"),
                       _context(game.id, viewer, name))
    data = {"format": FORMAT, "game": game.id, "player": viewer, "report": name,
            "sealed": token}
    return dump_yaml(data, header="\n".join(HEADER))


def open_report(path: Path, secret: str) -> str:
    """The report a sealed file holds, opened with the player's secret."""
    from pbem.files.signature import signing_key
    from pbem.files.strict_yaml import read_file

    data = read_file(path)
    filename = str(path)
    fields = ("game", "player", "report", "sealed")
    if not isinstance(data, dict) or data.get("format") != FORMAT or not all(
            isinstance(data.get(k), str) for k in fields):
        raise InputError(filename, 1, 1, say("cli.not-sealed", format=FORMAT))
    game_id, player, name = data["game"], data["player"], data["report"]
    key = report_key(signing_key(secret, game_id, player))
    plain = open_bytes(key, data["sealed"], _context(game_id, player, name))
    if plain is None:
        raise SealError(filename, 0, 0, say("cli.sealed-for-other", player=player))
    return plain.decode("utf-8")


def _context(game_id: str, viewer: str, name: str) -> bytes:
    return "\0".join((_CONTEXT, game_id, viewer, name)).encode("utf-8")
