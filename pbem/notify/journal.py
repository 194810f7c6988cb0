"""The notifications of a game, kept beside it until sent: ``game.yaml.hooks/``.

As the mail route's journal and spool do for mail (``pbem.mail.journal``), and under the game's
lock: ``queue`` works out what the game calls for (``pbem.notify.events``) and writes each
notification for each hook that wants its event into ``outgoing/`` under its name (the game,
the history entry, the event, the hook), unless a notification of that name was queued before
(``state.json`` keeps every name queued and whom the channel was last told about); ``send``
posts each waiting one and removes it once the hook took it, keeps it for the next run when the
hook is down or its URL unset, and moves it to ``refused/`` when the hook refuses it. So a
notification is queued once and sent once however often ``queue`` and ``send`` run; only a
crash between the hook's answer and the removal can repeat one (a JSON receiver gets the name
as ``Idempotency-Key``, and Matrix drops the repeat itself: the name is its transaction id).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pbem.notify.events import Notice, body, due_notices, waiting_now

if TYPE_CHECKING:
    from pbem.files.game import Game

FORMAT = "pbem-hooks-1"


def hooks_folder(game_path: Path) -> Path:
    """The game's notification folder: ``game.yaml.hooks`` beside the game file."""
    return game_path.with_name(game_path.name + ".hooks")


@dataclass
class Sent:
    """What one ``send`` did: how many went, and the lines the game master must see."""

    sent: int = 0
    waiting: int = 0
    problems: list[str] = field(default_factory=list)
    needs_gm: bool = False  # a URL unset, a notification refused
    transient: bool = False  # a hook down: the next run tries again


class HookState:
    """The names queued so far and whom the channel was last told about, on disk."""

    def __init__(self, game_path: Path) -> None:
        self.path = hooks_folder(game_path) / "state.json"
        data: dict[str, Any] = {"format": FORMAT, "queued": [], "told": None, "over": False}
        if self.path.is_file():
            data = json.loads(self.path.read_text("utf-8"))
        self.data = data

    @property
    def queued(self) -> set[str]:
        """The names of every notification queued (and so sent, or waiting) so far."""
        return set(self.data["queued"])

    def save(self) -> None:
        """Write the state whole or not at all, private (it names the game's channels)."""
        from pbem.mail.journal import write_bytes_atomic

        text = json.dumps(self.data, indent=1, sort_keys=True) + "\n"
        write_bytes_atomic(self.path, text.encode("utf-8"))


def queue(game_path: Path, game: Game, extra: list[Notice] | None = None) -> int:
    """Queue the notifications the game calls for now, and ``extra`` ones (a deadline near, a
    missed turn); returns how many. The caller holds the game's lock. A game without hooks
    queues nothing and writes nothing."""
    if not game.hooks:
        return 0
    state = HookState(game_path)
    notices = [*due_notices(game, state.data["told"], state.data["over"]), *(extra or [])]
    count = 0
    queued = state.queued
    for notice in notices:
        for index, hook in enumerate(game.hooks, start=1):
            name = notice.name(game.id, index)
            if notice.event not in hook.events or name in queued:
                continue
            _write(game_path, name, {"name": name, "hook": index, "kind": hook.kind,
                                     "url-env": hook.url_env, "token-env": hook.token_env,
                                     "body": body(hook, notice, name, game.id), "tries": 0})
            state.data["queued"].append(name)
            count += 1
    state.data["told"] = waiting_now(game)
    state.data["over"] = state.data["over"] or game.state.position.is_over
    state.save()
    return count


def _write(game_path: Path, name: str, data: dict[str, Any]) -> None:
    from pbem.mail.journal import write_bytes_atomic

    text = json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    write_bytes_atomic(hooks_folder(game_path) / "outgoing" / f"{name}.json",
                       text.encode("utf-8"))


def send(game_path: Path, environ: dict[str, str] | None = None) -> Sent:
    """Post every waiting notification (see the module); the caller holds the game's lock."""
    from pbem.messages import say
    from pbem.notify.post import HookDown, HookRefused, post

    env = os.environ if environ is None else environ
    outgoing = hooks_folder(game_path) / "outgoing"
    done = Sent()
    for path in sorted(outgoing.glob("*.json")) if outgoing.is_dir() else []:
        data = json.loads(path.read_text("utf-8"))
        url, token = env.get(data["url-env"], ""), env.get(data["token-env"] or "", "")
        if not url:
            done.waiting += 1
            line = say("notify-unset", name=data["url-env"], game=game_path.parent.name)
            if line not in done.problems:
                done.problems.append(line)
            done.needs_gm = True
            continue
        try:
            post(data["kind"], url, token, data["name"], data["body"])
        except HookDown as error:
            data["tries"] += 1
            _write(game_path, data["name"], data)
            done.waiting += 1
            done.transient = True
            done.problems.append(say("notify-down", name=data["name"], reason=str(error)))
            continue
        except HookRefused as error:
            from pbem.mail.journal import private_folder

            aside = outgoing.parent / "refused"
            private_folder(aside)
            path.replace(aside / path.name)
            done.problems.append(say("notify-refused", name=data["name"], reason=str(error)))
            done.needs_gm = True
            continue
        path.unlink()
        done.sent += 1
    return done


def queue_and_send(game_path: Path, lock_timeout: float | None = None,
                   environ: dict[str, str] | None = None) -> Sent:
    """Under the game's lock: queue what the game calls for, then send what waits."""
    from pbem.files.game_file import load_game
    from pbem.files.game_store import locked

    if not load_game(game_path).hooks and not hooks_folder(game_path).is_dir():
        return Sent()  # nothing was ever set: no lock taken, nothing written
    with locked(game_path, timeout=lock_timeout):
        game = load_game(game_path)
        queue(game_path, game)
        return send(game_path, environ)
