"""``pbem git check``: the pre-commit hook's check of committed order files (``pbem-validate``).

A player's machine has the repository but not the game key, so the hook checks what the
public part of the game file can tell: the order's form, that it sits in its own colour's
folder, that it is signed and carries no secret in clear, and its game and turn. Where the key
is at hand (the game master, the CI) it also checks the signature and the rules, as ``pbem
validate --game`` does. Either way the verdict is the one ``pbem git process`` will reach for
everything the check covers.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pbem.envelope import Facts, envelope_problem
from pbem.files.errors import InputError
from pbem.files.order import Order, read_order
from pbem.files.sealing import KEY_VARIABLE
from pbem.gitmode.orders import SECRET_IN_CLEAR
from pbem.gitmode.process import ORDER_SUFFIXES, ORDERS
from pbem.gitmode.repo import shown
from pbem.messages import render, say
from pbem.verdict import verdict_lines


def read_public(path: Path) -> Facts:
    """What anyone may read of a game file, sealed or not, for the envelope check: its id,
    players, turn and whether it is over; read without opening its sealed part."""
    from pbem.files.game_file import MAX_GAME_BYTES
    from pbem.files.strict_yaml import read_file_with_marks

    data, _ = read_file_with_marks(path, max_bytes=MAX_GAME_BYTES, what="the game file")
    try:
        assert isinstance(data, dict)
        position: dict[str, Any] = data["state"]["position"]
        return Facts(tuple(str(p) for p in position["players"]), int(position["turn"]),
                     str(data["game"]), position.get("phase") == "over",
                     None if position.get("winner") is None else str(position["winner"]))
    except (AssertionError, KeyError, TypeError, ValueError):
        raise InputError(str(path), 1, 1, say("cli.git-not-game-file")) from None


def check_order_file(file: Path, game_path: Path) -> list[str]:
    """What is wrong with one order file committed to a game repository (empty: nothing)."""
    misfiled = _file_problem(file, game_path)
    if misfiled is not None:
        return [say("git.check-refused", file=shown(str(file)), problem=misfiled)]
    try:
        order = read_order(file)
    except InputError as error:
        return [str(error)]
    misplaced = _placement_problem(file, order)
    if misplaced is not None:
        return [say("git.check-refused", file=shown(str(file)), problem=misplaced)]
    problem = envelope_problem(order, read_public(game_path))
    if problem is not None and problem.status != "duplicate":  # git process moves it to done/
        return verdict_lines(problem.verdict(order))
    if os.environ.get(KEY_VARIABLE):
        return _full_check(order, game_path)
    return []


def _file_problem(file: Path, game_path: Path) -> str | None:
    """What ``pbem git process`` refuses before reading a file: a link or special file, or a
    file under ``orders/`` not directly in a colour's folder or not named ``*.yaml``."""
    if file.is_symlink() or (file.exists() and not file.is_file()):
        return say("git.not-plain-ahead", kind="120000" if file.is_symlink() else "special")
    parts = file.as_posix().split("/")
    if ORDERS not in parts[:-1]:
        return None  # not in a repository's orders/: the order's own checks say where it goes
    below = parts[len(parts) - parts[::-1].index(ORDERS):]
    players = read_public(game_path).players
    if len(below) == 2 and below[0] in players and below[1].endswith(ORDER_SUFFIXES):
        return None
    if below[0] in ("done", "refused"):
        return None
    return say("git.misplaced-ahead", folders=[f"{ORDERS}/{c}/" for c in players])


def _placement_problem(file: Path, order: Order) -> str | None:
    parts = file.as_posix().split("/")
    folder = parts[-2] if len(parts) >= 2 else ""
    if len(parts) < 3 or parts[-3] != ORDERS or folder != order.player:
        return say("git.wrong-folder", player=order.player)
    if order.secret is not None:
        return render(SECRET_IN_CLEAR)
    if order.signature is None:
        return say("git.unsigned")
    return None


def _full_check(order: Order, game_path: Path) -> list[str]:
    """The verdict ``pbem validate --game`` gives, for a machine that holds the game key."""
    from pbem.files.game_file import load_game
    from pbem.process import validate_order

    verdict = validate_order(load_game(game_path), order)
    if verdict.status in ("valid", "duplicate"):
        return []
    return verdict_lines(verdict)
