"""One envelope check (issue 16 point 3): every way in refuses an envelope fault in the same words.

Each fault (another game, a colour that does not play, a wrong signature, another turn, an
order sent again, a second order while the first is paused, an order after the end) is sent
as one signed order file through ``pbem apply``, ``pbem validate --game``, the git pre-commit
check (``pbem.gitmode.check``, with the game key at hand, as the game master runs it), mail
intake (``pbem mail ingest``) and, where a position can tell it, ``pbem validate --position``.
Each must print the same verdict line after its own "where" (the file, or the mail's body).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path

import pytest

from pbem import envelope
from pbem.files import keys, signature
from pbem.files.audit_log import audit_path
from pbem.files.order import Order, read_order_text
from pbem.files.sealing import KEY_VARIABLE
from pbem.files.signature import sign, signed_text
from pbem.gitmode.check import check_order_file
from pbem.messages import Message, render
from tests.support.cli import (
    CHEAP_SCRYPT_N,
    RED_HUT_ORDER,
    SECRETS,
    base_game,
    order_text,
    paused_game,
    run,
    won_game,
    write_order,
)
from tests.support.mail import GM, body, ingest, outbox_mails

WRONG_CREDENTIALS = render(Message("envelope.credentials"))


@dataclass(frozen=True)
class Fault:
    """An envelope fault: the game it is sent to, the order, and the verdict's words."""

    game: Callable[[Path], Path]
    player: str
    turn: int
    actions: tuple[str, ...]
    said: str  # the verdict line after "where: "
    game_id: str = "corpus"
    secret: str = ""  # what the order is signed with ("": the player's own secret)
    routes: tuple[str, ...] = ("apply", "validate", "git", "mail")


REPEAT = "this order was processed already (history entry 1); nothing changed"
FAULTS = {
    "game": Fault(paused_game, "blue", 3, ("gold",), "refused: this order is for the game "
                  "'harbour', not 'corpus': check the 'game' line", game_id="harbour"),
    # in git, orders/green/ of a game without green is refused as a misplaced file, first
    "player": Fault(paused_game, "green", 3, ("gold",), "refused: green does not play in this "
                    "game; its players are red, blue",
                    routes=("apply", "validate", "mail", "position")),
    "credential": Fault(paused_game, "blue", 3, ("gold",), f"refused: {WRONG_CREDENTIALS}",
                        secret=SECRETS["green"]),
    "turn": Fault(paused_game, "blue", 2, ("gold",), "stale: this order was written for turn 2,"
                  " but turn 3 is in progress: nothing of it was applied; write an order "
                  "for turn 3", routes=("apply", "validate", "git", "mail", "position")),
    "future": Fault(paused_game, "blue", 4, ("gold",), "not-yet: not yet: this order is for "
                    "turn 4, and turn 3 is in progress; nothing of it was applied: send it again "
                    "once turn 4 has begun, or write an order for turn 3",
                    routes=("apply", "validate", "git", "mail", "position")),
    # the git check lets a repeat pass: git process moves it to orders/done/ without a step
    "duplicate": Fault(paused_game, "red", 3, tuple(RED_HUT_ORDER), f"duplicate: {REPEAT}",
                       routes=("apply", "validate", "mail")),
    # refused and said so: "queued" read as if it would run later
    "paused": Fault(paused_game, "red", 3, ("end-turn",), "conflict (paused): this order was "
                    "not applied, and is not kept: your order of history entry 1 is still "
                    "waiting for other players' decisions, and its rest (gold, the end of your "
                    "turn) goes on by itself once they have answered; send this order again "
                    "after that if you still want it"),
    "over": Fault(won_game, "red", 9, ("gold",), "refused: the game is over: red has won; no "
                  "order can change it", routes=("apply", "validate", "git", "mail", "position")),
}


def signed_order(fault: Fault) -> str:
    """The order's text, signed as ``pbem sign`` signs it (with the wrong secret if asked)."""
    text = order_text(fault.player, fault.turn, fault.actions, secret=None).replace(
        "game: corpus", f"game: {fault.game_id}")
    order = read_order_text(text, "order.yaml")
    return signed_text(text, sign(order, fault.secret or SECRETS[fault.player]))


def through_mail(game: Path, text: str, folder: Path) -> str:
    """The reply's text to the order sent in a mail's body."""
    assert run("mail", "setup", game, "--from", GM).exit_code == 0
    message = EmailMessage()
    message["From"], message["To"] = "A player <player@example.org>", GM
    message["Subject"], message["Message-ID"] = "my order", "<envelope@example.org>"
    message.set_content(f"---\n{text}...\n")
    assert ingest(game, message.as_bytes(), folder / "outbox").exit_code == 0
    (reply,) = outbox_mails(folder / "outbox")
    return body(reply)


def through_position(game: Path, order: Path, folder: Path) -> str:
    position = folder / "position.yaml"
    position.write_text(run("position", game).stdout, "utf-8")
    return run("validate", order, "--position", position).stdout


CASES = [(name, route) for name, fault in FAULTS.items() for route in fault.routes]


@pytest.mark.parametrize(("name", "route"), CASES)
def test_every_way_in_refuses_an_envelope_fault_alike(tmp_path: Path, name: str, route: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(signature, "KDF_N", CHEAP_SCRYPT_N)  # as the games' keys were made
    fault = FAULTS[name]
    game = fault.game(tmp_path)
    before = game.read_bytes()
    text = signed_order(fault)
    order = tmp_path / "orders" / fault.player / "order.yaml"  # where git mode takes it from
    order.parent.mkdir(parents=True)
    order.write_text(text, "utf-8")
    if route == "apply":
        said = run("apply", game, order).stdout
    elif route == "validate":
        said = run("validate", order, "--game", game).stdout
    elif route == "git":
        monkeypatch.setenv(KEY_VARIABLE, "the game master's machine")  # the full check too
        said = "\n".join(check_order_file(order, game))
    elif route == "mail":
        said = through_mail(game, text, tmp_path)
    else:
        said = through_position(game, order, tmp_path)
    where = "message body" if route == "mail" else str(order)
    lines = [line for line in said.splitlines() if line.startswith(where)]
    assert lines and lines[0].endswith(f": {fault.said}"), said
    if route != "mail":  # mail setup wrote the game file; nothing else did
        assert game.read_bytes() == before


def test_the_git_check_lets_a_repeat_pass(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A repeat is no fault in git mode: ``pbem git process`` files it under orders/done/."""
    monkeypatch.setattr(signature, "KDF_N", CHEAP_SCRYPT_N)
    fault = FAULTS["duplicate"]
    game = fault.game(tmp_path)
    order = tmp_path / "orders" / "red" / "again.yaml"
    order.parent.mkdir(parents=True)
    order.write_text(signed_order(fault), "utf-8")
    monkeypatch.setenv(KEY_VARIABLE, "the game master's machine")
    assert check_order_file(order, game) == []
    assert f"{order}: duplicate: {REPEAT}\n" in run("validate", order, "--game", game).stdout


# One credential check --------------------------------------------------------------------------

def test_a_credential_is_checked_once_and_its_fault_reaches_the_audit_log_alone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The one envelope check finds what is wrong with a secret (scrypt, the slow part) once
    per order; the audit log gets that reason, the sender's verdict only the one wording."""
    monkeypatch.setattr(keys, "SCRYPT_N", CHEAP_SCRYPT_N)  # as the game's hashes were made
    game = base_game(tmp_path)
    wrong = write_order(tmp_path / "wrong.yaml", "red", 5, ["gold"], secret=SECRETS["blue"])
    checked: list[str] = []

    def counted(seat: object, order: Order) -> str | None:
        checked.append(order.player)
        return real(seat, order)  # type: ignore[arg-type]

    real = signature.credential_problem
    monkeypatch.setattr(signature, "credential_problem", counted)
    monkeypatch.setattr(envelope, "credential_problem", counted)
    result = run("apply", game, wrong, "--format", "json")
    assert result.exit_code == 1 and checked == ["red"]
    audit = [json.loads(line) for line in audit_path(game).read_text("utf-8").splitlines()]
    assert [record["reason"] for record in audit] == ["wrong secret"]
    verdict = json.loads(result.stdout)["orders"][0]
    assert (verdict["message"], verdict["key"], verdict["args"]) == (
        WRONG_CREDENTIALS, "envelope.credentials", {})
    assert "wrong secret" not in result.stdout
