"""The game file's format: a game read strictly and checked, and written (docs/game-master.md).

The lock around a change and the atomic write are ``pbem.files.game_store``; the audit log
beside the file is ``pbem.files.audit_log``.

Layout (keys in this order, so that a game kept in git diffs cleanly): ``format``, ``game``,
``created`` (the set-up entry's time), ``open``, ``deadline`` (the earliest deadline, made
from the state's clock), ``seed-sha256``, ``players`` (each seat with its digest:
``pbem.files.seats``, which the history's last seat commitment must match), ``mail``
(optional: how the game's mail goes out, ``pbem.mail.settings``), ``spectators`` (optional:
who gets the public report by mail, ``pbem.league.spectators``), ``notify`` (optional: webhooks,
``pbem.notify``), ``start`` (the position the
game began from), ``state`` (the position now, a paused order, standing answers) and
``history`` (``pbem.files.entries``). Every history entry carries the hash of the one before
it and its own, and the last one the hash of the state it left (``pbem.files.chain``), so that
a change by hand anywhere is found on reading.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pbem.elasund.errors import ActionSyntaxError, RuleError
from pbem.elasund.serial import position_from_data, position_to_data
from pbem.files.chain import chain_break
from pbem.files.entries import committed_seats, entry_from_data
from pbem.files.errors import InputError
from pbem.files.game import (
    Game,
    GameState,
    Hook,
    MailPart,
    Queued,
    Spectator,
    clock_of,
    state_to_data,
)
from pbem.files.game_store import write_game_text
from pbem.files.order import standing_from_data, step_from_notation
from pbem.files.schemas import validate
from pbem.files.sealing import is_sealed
from pbem.files.seats import FORMAT as FORMAT  # written here; importers may find it here
from pbem.files.seats import check_seats, seat_digest, seat_from_data, seat_to_data
from pbem.files.strict_yaml import Marks, load_yaml_with_marks, read_bytes
from pbem.files.yaml_write import dump_yaml
from pbem.messages import refusal_text, say

MAX_GAME_BYTES = 8 * 1024 * 1024  # pbem alone writes them; a whole game is some 200 KiB, one
# of 750 orders about 1 MiB (a hostile file of one 8 MiB line costs some 60 MB to read; see
# strict_yaml.MAX_VALUES and benchmarks/hostile.py)
HEADER = ("pbem game file: written by pbem only. An edit by hand is detected;",
          "use pbem commands (undo, new) instead.")
SEALED_HEADER = "Hidden values are sealed; pbem opens them with the game key in PBEM_GAME_KEY."


def save_game(path: Path, game: Game, key: bytes | None = None) -> None:
    """Write the game atomically: a temporary file in the same folder, fsync, rename.

    A sealed game is written with its hidden part sealed, with ``key`` or else the game key
    from the environment (``pbem.files.sealing``).
    """
    head = _head_to_data(game)
    check_before_saving(path, game, head)
    if game.sealed:
        from pbem.files.sealing import game_key_from_environment, seal_game_data

        data = seal_game_data(head | {"history": [entry.to_data() for entry in game.history]},
                              key or game_key_from_environment(str(path)))
        write_game_text(path, dump_yaml(data, header="\n".join((*HEADER, SEALED_HEADER))))
        return
    from pbem.files.written_game import written_text

    write_game_text(path, written_text(game, head, "\n".join(HEADER)))


def check_before_saving(path: Path, game: Game, head: dict[str, Any] | None = None) -> None:
    """Refuse to save a game that pbem's reader would refuse, the old file left as it was: a
    value a command took in that the schema does not allow (a name of 5,000 characters, a time
    in a form of its own) made a file that every later command called damaged. Checked as the
    reader checks a file pbem wrote: all but the history, and the newest entry (the hash chain
    vouches for the others)."""
    from pbem.files.schemas import fast_check

    newest = [entry.to_data() for entry in game.history[-1:]]
    data = (head or _head_to_data(game)) | {"history": newest}
    check = fast_check("game")
    if check is not None and check(data):
        return
    try:
        validate("game", data, {}, str(path))
    except InputError as error:
        detail = error.message.removeprefix("the game file is damaged or was edited by hand (")
        detail = detail.removesuffix("); restore it from a backup (or git)")
        raise InputError(str(path), 0, 0, say("cli.unsaveable", detail=detail)) from None


def load_game(path: Path, *, whole: bool = False) -> Game:
    """Read and check a game file; raises ``InputError`` naming the file, line and problem.

    A file exactly as pbem wrote it is read fast and its history vouched for by the hash chain
    (``pbem.files.written_game``); ``whole`` checks every history entry against the schema
    too, as ``pbem replay``, ``verify``, ``log`` and ``undo`` do. Any other file is read
    strictly, and refused with the reason.
    """
    from pbem.files.written_game import load_written

    raw = read_bytes(path, MAX_GAME_BYTES, "game")
    filename = str(path)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = ""
    fast = load_written(text, HEADER, filename, whole=whole) if text else None
    if fast is not None:
        return fast
    data, marks = load_yaml_with_marks(raw, filename, MAX_GAME_BYTES)
    if isinstance(data, dict) and "actions" in data and "format" not in data:
        raise InputError(filename, 1, 1, say("cli.order-not-game"))
    sealed = is_sealed(data)
    if sealed:
        data = _opened(data, marks, filename)
    validate("game", data, marks, filename)
    assert isinstance(data, dict)  # the schema says so
    try:
        game = game_from_data(data)
    except (RuleError, ValueError, KeyError, TypeError) as error:
        said = refusal_text(error) if isinstance(error, ActionSyntaxError) else str(error)
        raise InputError(filename, 1, 1, say("cli.invalid-game", said=said)) from None
    check_seats(data, marks, filename)
    check_chain(game, marks, filename, data)
    game.sealed = sealed
    return game


def _opened(data: Any, marks: Marks, filename: str) -> dict[str, Any]:
    """A sealed game file's data with its hidden values back (the key from the environment)."""
    from pbem.files.sealing import game_key_from_environment, open_game_data

    assert isinstance(data, dict)  # a mapping holds the "sealed" key
    line = marks.get(("sealed",), (1, 1))[0]
    key = game_key_from_environment(filename)
    try:
        return open_game_data(data, key, filename, line)
    except (ValueError, TypeError) as error:
        raise InputError(filename, line, 1, say("cli.sealed-misfit", error=str(error))) from None


def check_chain(game: Game, marks: Marks, filename: str, data: dict[str, Any]) -> None:
    """Refuse a game whose history or state does not match its hashes (an edit by hand), or
    whose seats, creation time or deadline line is not what the history vouches for."""
    broken = chain_break(game)
    if broken is not None:
        i, how = broken
        raise InputError(filename, marks.get(("history", i), (1, 1))[0], 1,
                         say("cli.chain-prev" if how == "prev" else "cli.chain-hash",
                             entry=game.history[i].n))
    if game.history and game.history[-1].state_digest != game.state.digest():
        line = marks.get(("state",), (1, 1))[0]
        raise InputError(filename, line, 1, say("cli.state-hash"))
    check_vouched(game, marks, filename, data)


def check_vouched(game: Game, marks: Marks, filename: str, data: dict[str, Any]) -> None:
    """Refuse what lies outside the entries but must agree with them: the creation time (the
    set-up entry's), the deadline line (the state's clock) and the seats (the digests the
    history last committed to: every seat of a game made since seat entries)."""
    if game.history and game.created != game.history[0].at:
        raise InputError(filename, marks.get(("created",), (1, 1))[0], 1,
                         say("cli.created-differs"))
    if data.get("deadline") != game.deadline:
        raise InputError(filename, marks.get(("deadline",), (1, 1))[0], 1,
                         say("cli.deadline-line-differs"))
    committed = committed_seats(game.history)
    if committed is None:
        return  # a game made before seat entries: each seat's own digest guards it
    for i, seat in enumerate(game.players):
        if committed.get(seat.colour) != seat_digest(seat):
            line = marks.get(("players", i), (1, 1))[0]
            raise InputError(filename, line, 1, say("cli.seat-not-committed", colour=seat.colour))
    if set(committed) != {p.colour for p in game.players}:
        raise InputError(filename, marks.get(("players",), (1, 1))[0], 1,
                         say("cli.seats-not-committed"))


# Data ------------------------------------------------------------------------------------------

def game_to_data(game: Game) -> dict[str, Any]:
    """The game file's content, keys in their stable order."""
    return _head_to_data(game) | {"history": [entry.to_data() for entry in game.history]}


def _head_to_data(game: Game) -> dict[str, Any]:
    """The game file's content before its history."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "game": game.id,
        "created": game.created,
        "open": game.open,
        "deadline": game.deadline,
        "seed-sha256": game.seed_digest,
        "players": [seat_to_data(p) for p in game.players],
    }
    if game.language != "en":  # left out, a game of before languages stays as it was
        data["language"] = game.language
    if game.mail is not None:  # left out, a game without mail stays as it was
        data["mail"] = _mail_to_data(game.mail)
    if game.spectators:  # likewise
        data["spectators"] = [{"email": s.email, "delay": s.delay} for s in game.spectators]
    if game.hooks:  # likewise
        data["notify"] = [hook.to_data() for hook in game.hooks]
    return data | {"start": position_to_data(game.start), "state": state_to_data(game.state)}


def _mail_to_data(mail: MailPart) -> dict[str, Any]:
    data: dict[str, Any] = {"from": mail.sender, "smtp-host": mail.smtp_host,
                            "smtp-port": mail.smtp_port, "security": mail.security}
    if mail.user:
        data["user"] = mail.user
    return data


def _mail_from_data(data: dict[str, Any] | None) -> MailPart | None:
    if data is None:
        return None
    return MailPart(sender=data.get("from") or "", smtp_host=data.get("smtp-host") or "",
                    smtp_port=data.get("smtp-port"), security=data.get("security", "starttls"),
                    user=data.get("user") or "")


def game_from_data(data: dict[str, Any]) -> Game:
    """A game back from the file's content (already checked against the schema)."""
    state = data["state"]
    return Game(
        id=data["game"],
        players=[seat_from_data(p) for p in data["players"]],
        open=bool(data["open"]),
        seed_digest=data["seed-sha256"],
        created=data["created"],
        mail=_mail_from_data(data.get("mail")),
        spectators=[Spectator(s["email"], s.get("delay", 0)) for s in data.get("spectators", [])],
        hooks=[Hook.from_data(h) for h in data.get("notify", [])],
        language=data.get("language", "en"),
        start=position_from_data(data["start"]),
        state=GameState(
            position=position_from_data(state["position"]),
            queued=_queued_from_data(state.get("queued")),
            standing={p: standing_from_data(s) for p, s in (state.get("standing") or {}).items()},
            clock=clock_of(state),
        ),
        history=[entry_from_data(entry) for entry in data["history"]],
    )


def _queued_from_data(data: dict[str, Any] | None) -> Queued | None:
    if data is None:
        return None
    steps = tuple(step_from_notation(t) for t in data["actions"])
    return Queued(data["player"], int(data["entry"]), steps, bool(data["end-turn"]))
