"""Signed orders: an HMAC over what the order says, keyed by a slow hash of the secret.

A player who would rather not send his secret in clear signs his order (``pbem sign``). The
signature, ``hmac-sha256:<hex>``, is HMAC-SHA256 over the order's canonical content (game,
player, turn, actions and standing answers: ``Order.content``, the form ``Order.digest``
hashes), so any change to what the order says makes it wrong, while its spelling and comments
may change freely.

The key is scrypt(secret, salt "pbem-sign-v1", game, colour) at fixed costs, so that the player
needs nothing but his secret and his order to sign. Why slow: a signed order travels in clear,
and with a fast key anyone who read one could try every secret (about 34 bits) in minutes;
with scrypt each try costs as much as one try against the stored hash of the secret.

Why the game file keeps the key itself (``PlayerInfo.signing_key``): the game master must check
an HMAC, and the scrypt hash of the secret cannot give it. So whoever holds the game file can
check, and so also make, a player's signatures: the game master is trusted with that, as he is
with the whole game (deck order, seed), and the game file stays private to him. A seat gets its
key from ``pbem new`` or ``pbem secret reset``; games made before signed orders have none, and
their signed orders are refused until the game master gives the player a new secret.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from typing import Literal

from pbem.files.game import PlayerInfo
from pbem.files.keys import check_secret
from pbem.files.order import Order, canonical

KDF_N = 2**14  # fixed for "pbem-sign-v1": the signer derives the key without the game file
KDF_R = 8
KDF_P = 1
KEY_SCHEME = "pbem-sign-v1"
SIGNATURE_PREFIX = "hmac-sha256:"
_MESSAGE_PREFIX = b"pbem-order-v1\n"  # what is signed is an order, never anything else

Problem = Literal["no secret or signature", "signing unavailable", "wrong secret",
                  "wrong signature"]
"""Why an order's credentials were refused: for the game master's audit log, never for the
sender, who is told only that the secret or signature is missing or wrong, or that signatures
cannot be checked (``envelope.credentials``, ``envelope.signing-unavailable`` of
``pbem.messages``)."""

def signing_key(secret: str, game_id: str, colour: str) -> str:
    """The stored form of the key that signs and checks a player's orders."""
    return f"{KEY_SCHEME}${_derive(secret, game_id, colour).hex()}"


def sign(order: Order, secret: str) -> str:
    """The signature of what ``order`` says, made with the key derived from ``secret``."""
    return _signature(order, _derive(secret, order.game, order.player))


def check_signature(order: Order, stored_key: str) -> bool:
    """Whether ``order.signature`` was made with this key over exactly what the order says."""
    scheme, _, key_hex = stored_key.partition("$")
    if scheme != KEY_SCHEME or order.signature is None:
        return False
    try:
        key = bytes.fromhex(key_hex)
    except ValueError:
        return False
    expected = _signature(order, key)
    return hmac.compare_digest(expected.encode("ascii"), order.signature.encode("utf-8"))


def credential_problem(seat: PlayerInfo, order: Order) -> Problem | None:
    """What is wrong with the secret or signature an order carries for ``seat``, or None.

    An order may carry the secret, a signature, or both; each one given must be right, so that
    a stale line left beside a good one is noticed rather than ignored.
    """
    if order.secret is None and order.signature is None:
        return "no secret or signature"
    if order.signature is not None and seat.signing_key is None:
        return "signing unavailable"
    if order.secret is not None and not (
            seat.secret_hash is not None and check_secret(order.secret, seat.secret_hash)):
        return "wrong secret"
    if order.signature is not None and not (
            seat.signing_key is not None and check_signature(order, seat.signing_key)):
        return "wrong signature"
    return None


def _signature(order: Order, key: bytes) -> str:
    mac = hmac.new(key, _MESSAGE_PREFIX + canonical(order.content()), hashlib.sha256)
    return SIGNATURE_PREFIX + mac.hexdigest()


def _derive(secret: str, game_id: str, colour: str) -> bytes:
    """The raw key. The salt names the game and seat, so one secret would give each its own
    key, and a table of keys made for one seat is of no use for another."""
    salt = "\0".join((KEY_SCHEME, game_id, colour)).encode("utf-8")
    return hashlib.scrypt(secret.encode("utf-8"), salt=salt, n=KDF_N, r=KDF_R, p=KDF_P,
                          maxmem=128 * KDF_N * KDF_R * 2, dklen=32)


# The order file, signed -------------------------------------------------------------------------

_CREDENTIAL_LINE = re.compile(r"(?:secret|signature)[ \t]*:")
_TURN_LINE = re.compile(r"turn[ \t]*:")


def signed_text(text: str, signature: str) -> str:
    """The order file's text with ``signature: ...`` in place of its secret (and of an older
    signature), every other line as it was: its comments, spelling and line ends.

    Only top-level ``secret:`` and ``signature:`` lines are taken out; the caller reads the
    result back to make sure it says the same (a value spread over several lines would not).
    """
    newline = "\r\n" if "\r\n" in text else "\n"
    lines = text.splitlines(keepends=True)
    kept: list[str] = []
    at: int | None = None  # where the first credential line was
    for line in lines:
        if _CREDENTIAL_LINE.match(line):
            at = len(kept) if at is None else at
        else:
            kept.append(line)
    if at is None:  # no credential yet: beside the turn, where a reader looks for the envelope
        at = next((i + 1 for i, line in enumerate(kept) if _TURN_LINE.match(line)), len(kept))
    if at == len(kept) and kept and not kept[-1].endswith(("\n", "\r")):
        kept[-1] += newline
    kept.insert(at, f"signature: {signature}{newline}")
    return "".join(kept)
