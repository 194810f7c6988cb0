"""Players' secrets: made at random, stored only as a salted slow hash, compared in constant time.

The stored form is ``scrypt$N$r$p$<salt hex>$<hash hex>``, so the cost can be raised later
without breaking old games.

>>> stored = hash_secret("tulip-harbour-42")
>>> check_secret("tulip-harbour-42", stored), check_secret("tulip-harbour-43", stored)
(True, False)
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from functools import cache, lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

SCRYPT_N = 2**14  # about 16 MiB and a few tens of milliseconds per check: slow to guess
SCRYPT_R = 8
SCRYPT_P = 1

# Short, distinct words of the harbour, easy to read aloud and to type.
WORDS = (
    "anchor", "amber", "barrel", "beacon", "berth", "brine", "buoy", "cabin", "canal", "cargo",
    "cedar", "chart", "cliff", "clove", "coral", "crane", "creek", "dock", "drift", "dune",
    "ember", "ferry", "fjord", "flint", "gale", "galley", "garnet", "gull", "harbour", "hazel",
    "heron", "hull", "inlet", "island", "jetty", "keel", "kelp", "lantern", "ledger", "linen",
    "mast", "meadow", "mill", "mint", "moss", "oar", "ochre", "otter", "pearl", "pepper",
    "pier", "pine", "quay", "raft", "reef", "rope", "rudder", "saffron", "sail", "salt",
    "shell", "signal", "spice", "spruce", "stone", "storm", "tide", "timber", "torch", "tulip",
    "velvet", "wharf", "willow", "wool",
)


def make_secret() -> str:
    """A new secret like ``tulip-harbour-kelp-4821`` (about 34 bits, from ``secrets``)."""
    words = [secrets.choice(WORDS) for _ in range(3)]
    return "-".join([*words, f"{secrets.randbelow(10_000):04d}"])


def hash_secret(secret: str) -> str:
    """The salted scrypt hash of a secret, in the stored form."""
    salt = secrets.token_bytes(16)
    digest = _scrypt(secret, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P)
    return f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${salt.hex()}${digest.hex()}"


def check_secret(secret: str, stored: str) -> bool:
    """Whether ``secret`` is the one ``stored`` was made from; a malformed ``stored`` is False.

    Each pair is checked once per run of pbem: a folder of a thousand orders from four players
    costs four slow hashes, not a thousand. A guess is a new pair and costs the full hash.
    """
    ahead = _AHEAD.get((secret, stored))
    return ahead.result() if ahead is not None else _matches(secret, stored)


def check_secret_soon(secret: str, stored: str) -> None:
    """Start checking a pair in the background, for a later ``check_secret`` to find done.

    scrypt lets other threads run, so a command that reads many orders can hash each distinct
    credential on the machine's other cores while it reads on.
    """
    if (secret, stored) not in _AHEAD:
        _AHEAD[(secret, stored)] = _pool().submit(_matches, secret, stored)


@cache
def _pool() -> ThreadPoolExecutor:
    """The threads that check ahead, made on first use: most commands never check ahead."""
    from concurrent.futures import ThreadPoolExecutor

    return ThreadPoolExecutor(max_workers=os.cpu_count() or 2, thread_name_prefix="pbem-secret")


_AHEAD: dict[tuple[str, str], Future[bool]] = {}


@lru_cache(maxsize=1024)
def _matches(secret: str, stored: str) -> bool:
    try:
        scheme, n, r, p, salt, digest = stored.split("$")
        if scheme != "scrypt":
            return False
        given = _scrypt(secret, bytes.fromhex(salt), int(n), int(r), int(p))
        return hmac.compare_digest(given, bytes.fromhex(digest))
    except ValueError:
        return False


def _scrypt(secret: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(secret.encode("utf-8"), salt=salt, n=n, r=r, p=p,
                          maxmem=128 * n * r * 2, dklen=32)
