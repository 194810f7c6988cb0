"""Sealed game files: the public part in clear, the hidden part encrypted (git mode).

A game kept in a shared repository is read by every player, so its file cannot hold what a
player may not see. A sealed game file is the ordinary game file with every hidden value
replaced by the word ``sealed`` and one more key, ``sealed:``, holding an AES-256-GCM token of
the hidden values by their place in the file. The public part stays readable and diffs
cleanly; ``load_game`` puts the hidden values back when the game master's key is at hand and
checks the whole file (schema, hash chain) as for any game file.

The key is ``PBEM_GAME_KEY`` (32 random bytes in URL-safe base64, made by ``pbem git init``),
kept outside the repository: in the game master's environment or the CI's secrets. Each save
draws a fresh nonce; the game's id is bound in as associated data, so the token of one game
does not open as another's. Hidden (docs/rules.md section 15, as ``view_for`` hides it from the
public): the influence colours in hands, the deck, the church stack and the tiles known from
it, forced dice, the generator's seed, the options of pending decisions, the players' own
parts of events, the reasons of refused actions (they name cards a player holds or lacks),
and every seat's secret hash and signing key (a signing key lets its holder forge the
player's orders and open his sealed reports).
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import secrets
from typing import Any

from pbem.elasund.pieces import INFLUENCE_COLOURS
from pbem.files.entries import hidden_paths as entry_hidden_paths
from pbem.files.errors import InputError
from pbem.messages import say

KEY_VARIABLE = "PBEM_GAME_KEY"
SEALED_KEY = "sealed"  # the game file's key holding the token
PLACEHOLDER = "sealed"  # what stands in the public part where a hidden value was
TOKEN_PREFIX = "aes-256-gcm:"
_NONCE_BYTES = 12
_GAME_CONTEXT = b"pbem-game-sealed-v1\0"

PathKey = tuple[str | int, ...]
"""Where a value sits in the game file's data: keys of mappings and indexes of lists."""


class SealError(InputError):
    """A sealed file that cannot be opened: no key, a malformed key or the wrong key."""


# The key --------------------------------------------------------------------------------------

def new_game_key() -> str:
    """A fresh game key in the form ``PBEM_GAME_KEY`` takes."""
    return base64.urlsafe_b64encode(secrets.token_bytes(32)).decode("ascii")


def game_key_from_environment(filename: str) -> bytes:
    """The game master's key from ``PBEM_GAME_KEY``, or a ``SealError`` saying what to do."""
    text = os.environ.get(KEY_VARIABLE, "").strip()
    if not text:
        raise SealError(filename, 0, 0, f"the hidden part of this game is sealed: set "
                        f"{KEY_VARIABLE} to the game's key (the game master keeps it outside the "
                        "repository, e.g. as a CI secret)")
    return parse_game_key(text, filename)


def parse_game_key(text: str, filename: str) -> bytes:
    """The 32 bytes of a game key written in URL-safe base64, exactly as ``new_game_key`` writes
    it: the decoder alone skips stray characters, and a mistyped key must not pass as another."""
    try:
        key = base64.urlsafe_b64decode(text.encode("ascii"))
    except (binascii.Error, UnicodeEncodeError, ValueError):
        key = b""
    if len(key) != 32 or base64.urlsafe_b64encode(key).decode("ascii") != text:
        raise SealError(filename, 0, 0, f"{KEY_VARIABLE} is not a game key (44 characters of "
                        "URL-safe base64, as 'pbem git init' prints it)")
    return key


# Tokens ---------------------------------------------------------------------------------------

def seal_bytes(key: bytes, plain: bytes, context: bytes) -> str:
    """An AES-256-GCM token of ``plain``, bound to ``context`` (never itself secret)."""
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    nonce = secrets.token_bytes(_NONCE_BYTES)
    sealed = AESGCM(key).encrypt(nonce, plain, context)
    return TOKEN_PREFIX + base64.urlsafe_b64encode(nonce + sealed).decode("ascii")


def open_bytes(key: bytes, token: object, context: bytes) -> bytes | None:
    """What a token holds, or None when it does not open with this key and context."""
    from cryptography.exceptions import InvalidTag
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

    if not isinstance(token, str) or not token.startswith(TOKEN_PREFIX):
        return None
    try:
        raw = base64.urlsafe_b64decode(token[len(TOKEN_PREFIX):].encode("ascii"))
        return AESGCM(key).decrypt(raw[:_NONCE_BYTES], raw[_NONCE_BYTES:], context)
    except (InvalidTag, binascii.Error, UnicodeEncodeError, ValueError):
        return None


# The game file --------------------------------------------------------------------------------

def is_sealed(data: object) -> bool:
    """Whether a game file's data is in the sealed form."""
    return isinstance(data, dict) and SEALED_KEY in data


def seal_game_data(data: dict[str, Any], key: bytes) -> dict[str, Any]:
    """The game file's data with its hidden values sealed (``data`` is left as it was)."""
    public: dict[str, Any] = json.loads(json.dumps(data))  # a deep copy of plain data
    hidden: list[list[Any]] = []
    for path in hidden_paths(public):
        hidden.append([list(path), _get(public, path)])
        _set(public, path, PLACEHOLDER)
    plain = json.dumps(hidden, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    public[SEALED_KEY] = seal_bytes(key, plain, _game_context(public))
    return public


def open_game_data(data: dict[str, Any], key: bytes, filename: str,
                   line: int = 1) -> dict[str, Any]:
    """The whole game file's data from its sealed form; ``SealError`` for a wrong key."""
    public = {k: v for k, v in data.items() if k != SEALED_KEY}
    plain = open_bytes(key, data[SEALED_KEY], _game_context(public))
    if plain is None:
        raise SealError(filename, line, 1, f"the sealed part does not open with this "
                        f"{KEY_VARIABLE}: it is another game's key, or the file was changed; "
                        "restore it from git")
    for path, value in json.loads(plain.decode("utf-8")):
        _set(public, tuple(path), value)
    return public


def _game_context(public: dict[str, Any]) -> bytes:
    return _GAME_CONTEXT + str(public.get("game")).encode("utf-8")


def hidden_paths(data: dict[str, Any]) -> list[PathKey]:
    """Every place in a game file's data that holds what a player may not see."""
    paths: list[PathKey] = []
    for i, seat in enumerate(data.get("players") or []):
        # the seat's digest too: sealed, it vouches for the name and email left in clear
        paths.extend(("players", i, key) for key in ("secret", "signing-key", "digest")
                     if seat.get(key) is not None)
    paths.extend(_position_paths(data.get("start") or {}, ("start",)))
    paths.extend(_position_paths((data.get("state") or {}).get("position") or {},
                                 ("state", "position")))
    for i, entry in enumerate(data.get("history") or []):
        paths.extend(("history", i, *path) for path in entry_hidden_paths(entry))
    return paths


def _position_paths(position: dict[str, Any], at: PathKey) -> list[PathKey]:
    paths: list[PathKey] = [
        (*at, "hands", colour, kind)
        for colour, hand in (position.get("hands") or {}).items()
        for kind in INFLUENCE_COLOURS if kind in hand
    ]
    paths.extend((*at, key) for key in ("deck", "church-stack", "church-known", "dice")
                 if key in position)
    if "seed" in (position.get("generator") or {}):
        paths.append((*at, "generator", "seed"))
    paths.extend((*at, "pending", j, "options")
                 for j, pending in enumerate(position.get("pending") or [])
                 if "options" in pending)
    return paths


def _get(data: Any, path: PathKey) -> Any:
    for step in path:
        data = data[step]
    return data


def _set(data: Any, path: PathKey, value: Any) -> None:
    """Put ``value`` at ``path``; a path the data does not have raises ``ValueError``."""
    try:
        _get(data, path[:-1])[path[-1]] = value
    except (KeyError, IndexError, TypeError) as error:
        raise ValueError(say("cli.sealed-place-missing", error=str(error))) from None
