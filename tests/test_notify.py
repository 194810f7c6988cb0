"""Webhooks (``pbem notify``): a local HTTP server on 127.0.0.1 gets exactly the configured events,
each once, after retries; no payload holds anything hidden from the public.

The example game is played order by order with ``pbem apply`` and ``pbem notify send`` after
each; the server fails the first requests (503), so some notifications wait for a later run.
Independently, ``pbem status --format json`` after each order says whom the game waits for: a
``turn`` notice is due each time that changes, and one ``over`` at the end. The payloads of
self-play games are made twice, from the real positions and from ones with everything hidden
changed (tests/support/leak.py): they must be the same.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from pbem.elasund import Position
from pbem.files.entries import Entry, OrderEntry, SetupEntry
from pbem.files.game import Game, GameState, Hook, PlayerInfo
from pbem.notify.events import body, deadline_notice, due_notices, missed_notice
from pbem.notify.journal import hooks_folder
from tests.support.cli import one_line, run
from tests.support.http_server import hook_server
from tests.support.league import ORDERS, example_game, three_games, won
from tests.support.leak import disguise, play

ENV = {"HOOK_JSON": "", "HOOK_DISCORD": "", "HOOK_MATRIX": "", "MATRIX_TOKEN": "t0ken"}


def hooked(game: Path) -> None:
    """The three kinds of hook, each for its own events."""
    for args in (["--kind", "json", "--url-env", "HOOK_JSON", "--events", "turn,over"],
                 ["--kind", "discord", "--url-env", "HOOK_DISCORD", "--events", "turn",
                  "--mention", "red=<@111>", "--mention", "blue=<@222>"],
                 ["--kind", "matrix", "--url-env", "HOOK_MATRIX", "--token-env",
                  "MATRIX_TOKEN", "--events", "over"]):
        result = run("notify", "add", game, *args)
        assert result.exit_code == 0, result.output


def send(game: Path, env: dict[str, str]) -> int:
    return run("notify", "send", game, env=env).exit_code


def test_each_configured_event_arrives_once_after_retries(tmp_path: Path) -> None:
    game = example_game(tmp_path / "harbour", "harbour", 0)
    hooked(game)
    waiting_seen: list[object] = []
    with hook_server(fail_first=3) as server:
        env = {**ENV, "HOOK_JSON": server.url("/json"), "HOOK_DISCORD": server.url("/discord"),
               "HOOK_MATRIX": server.url("/matrix/send/m.room.message")}
        codes = [send(game, env)]
        waiting_seen.append(json.loads(run("status", game, "--format",
                                           "json").stdout)["waiting-for"])
        for order in ORDERS[:12]:
            assert run("apply", game, order).exit_code == 0
            waiting_seen.append(json.loads(run("status", game, "--format",
                                               "json").stdout)["waiting-for"])
            codes.append(send(game, env))
        codes += [send(game, env) for _ in range(3)]  # nothing new: nothing sent again
        json_bodies, discord = server.bodies("/json"), server.bodies("/discord")
        attempts = server.attempts
    changes = sum(1 for i, w in enumerate(waiting_seen) if i == 0 or w != waiting_seen[i - 1])
    assert codes[0] == 75 and codes[-1] == 0  # the first failed: they waited, then went
    assert [b["event"] for b in json_bodies] == ["turn"] * changes
    names = [b["id"] for b in json_bodies]
    assert len(set(names)) == len(names)  # each once
    assert len(discord) == changes and not server.bodies("/matrix")  # matrix: "over" only
    assert attempts == 2 * changes + 3
    assert not list((hooks_folder(game) / "outgoing").iterdir())
    for notice in discord:  # only the players whose move it is are mentioned
        assert notice["allowed_mentions"]["parse"] == []
        for user in notice["allowed_mentions"]["users"]:
            assert f"<@{user}>" in notice["content"]


def test_the_end_of_a_game_is_told_once_to_the_hooks_that_want_it(tmp_path: Path) -> None:
    game = won(tmp_path / "won", "won")
    hooked(game)
    with hook_server() as server:
        env = {**ENV, "HOOK_JSON": server.url("/json"), "HOOK_DISCORD": server.url("/discord"),
               "HOOK_MATRIX": server.url("/matrix/room/send/m.room.message")}
        assert send(game, env) == 0
        assert send(game, env) == 0
        (over,) = server.bodies("/json")
        (matrix,) = [r for r in server.received if r.path.startswith("/matrix")]
    assert over["event"] == "over" and over["text"] == (
        "Elasund won: the game is over after turn 9; Anna (red) has won.")
    assert matrix.method == "PUT" and matrix.path.endswith("/won.000001.over.3")
    assert matrix.headers["Authorization"] == "Bearer t0ken"
    assert matrix.body["body"] == over["text"]
    assert not server.bodies("/discord")  # it asked for turns only


def test_a_refused_notification_is_set_aside_and_an_unset_url_waits(tmp_path: Path) -> None:
    game = example_game(tmp_path / "harbour", "harbour", 0)
    hooked(game)
    with hook_server() as server:
        server.refuse.add("/discord")
        env = {**ENV, "HOOK_JSON": server.url("/json"), "HOOK_DISCORD": server.url("/discord")}
        result = run("notify", "send", game, env=env)
        assert result.exit_code == 1
        assert "refused by the hook (400 Bad Request)" in result.stderr
        assert len(list((hooks_folder(game) / "refused").iterdir())) == 1
        status = json.loads(run("status", "--all", tmp_path, "--format", "json").stdout)
        keys = [p["key"] for p in status["games"][0]["problems"]]
        assert keys == ["hooks-refused"]
    unset = run("notify", "send", game, env={"HOOK_JSON": None})
    assert unset.exit_code == 0  # nothing was waiting for it any more


def test_two_senders_at_once_send_each_notification_once(tmp_path: Path) -> None:
    game = example_game(tmp_path / "harbour", "harbour", 6)
    hooked(game)
    with hook_server() as server:
        env = {"PATH": str(Path(sys.executable).parent), "HOOK_JSON": server.url("/json"),
               "HOOK_DISCORD": server.url("/discord"), "HOOK_MATRIX": server.url("/m"),
               "MATRIX_TOKEN": "x"}
        senders = [subprocess.Popen([sys.executable, "-m", "pbem", "notify", "send", str(game)],
                                    env=env, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.DEVNULL) for _ in range(4)]
        assert [p.wait(timeout=120) for p in senders] == [0, 0, 0, 0]
        assert len(server.bodies("/json")) == len(server.bodies("/discord")) == 1


@pytest.mark.parametrize(("args", "line"), [
    (["--kind", "slack", "--url-env", "X"], "--kind is one of discord, matrix, json"),
    (["--kind", "json", "--url-env", "https://x"], "is not the name of an environment variable"),
    (["--kind", "matrix", "--url-env", "X"], "a matrix hook needs --token-env VAR"),
    (["--kind", "json", "--url-env", "X", "--events", "turn,lunch"], "not lunch"),
    (["--kind", "json", "--url-env", "X", "--mention", "pink=<@1>"], "'pink' is not a colour"),
    (["--kind", "json", "--url-env", "X", "--mention", "red=a b"], "is not a mention"),
])
def test_a_hook_that_cannot_work_is_one_line_and_nothing_saved(tmp_path: Path, args: list[str],
                                                               line: str) -> None:
    game = example_game(tmp_path / "harbour", "harbour", 0)
    before = game.read_bytes()
    result = run("notify", "add", game, *args)
    assert result.exit_code == 2 and line in one_line(result)
    assert game.read_bytes() == before


def test_add_list_remove(tmp_path: Path) -> None:
    game = example_game(tmp_path / "harbour", "harbour", 0)
    hooked(game)
    listed = run("notify", "list", game).stdout.splitlines()
    assert listed[0] == "1: json, the URL in HOOK_JSON, for turn, over"
    assert run("notify", "remove", game, "2").exit_code == 0
    assert len(run("notify", "list", game).stdout.splitlines()) == 2
    assert run("notify", "remove", game, "7").exit_code == 2
    assert run("replay", game).exit_code == 0  # the hooks are no part of the history


# No hidden information -------------------------------------------------------------------------

HOOKS = [Hook("json", "J", ("turn", "over")),
         Hook("discord", "D", ("turn",), mention=(("blue", "<@2>"), ("red", "<@1>"))),
         Hook("matrix", "M", ("over",), "T", (("green", "@c:x.org"),))]


def _game(start: Position, positions: list[Position]) -> Game:
    seats = [PlayerInfo(c, ["Anna", "Bob", "Cy", "Dee"][i]) for i, c in enumerate(start.players)]
    history: list[Entry] = [SetupEntry(n=0, at="t", turn=1, player="gm", setup=(), parts=(),
                                       events=(), state_digest="", cubes={})]
    history += [OrderEntry(n=n, at="t", turn=p.turn, player="red", order={}, order_digest="",
                           outcome="applied", parts=(), events=(), state_digest="", cubes={})
                for n, p in enumerate(positions[1:], start=1)]
    return Game("leak", seats, False, "", "", start, GameState(positions[-1]), history,
                hooks=HOOKS)


@pytest.mark.parametrize("seed", range(8))
def test_S7_no_payload_changes_when_hidden_things_do(seed: int) -> None:
    rng = random.Random(seed)
    played = [pos for pos, _, _ in play(seed, 2 + seed % 3, 80)]
    fakes = [disguise(pos, "public", rng) for pos in played]
    for i in range(1, len(played), 3):
        real, fake = _game(played[0], played[:i + 1]), _game(fakes[0], fakes[:i + 1])
        notices = [*due_notices(real, None, False), deadline_notice(real, "blue", "soon"),
                   missed_notice(real, "red", 3)]
        disguised = [*due_notices(fake, None, False), deadline_notice(fake, "blue", "soon"),
                     missed_notice(fake, "red", 3)]
        assert notices == disguised  # and so every body, made from the notice alone
        for hook in HOOKS:
            for notice in notices:
                assert "SEEDMARK" not in json.dumps(body(hook, notice, "n", "leak"))


def test_mail_fetch_over_a_folder_sends_each_games_notifications(tmp_path: Path) -> None:
    root = three_games(tmp_path / "league")
    assert run("notify", "add", root / "bay" / "game.yaml", "--kind", "json", "--url-env",
               "HOOK_JSON").exit_code == 0
    box = tmp_path / "box"
    for sub in ("new", "cur", "tmp"):
        (box / sub).mkdir(parents=True)
    with hook_server() as server:
        result = run("mail", "fetch", "--games", root, "--maildir", box, "--outbox",
                     tmp_path / "out", env={"HOOK_JSON": server.url("/json")})
        assert result.exit_code == 0, result.output
        (notice,) = server.bodies("/json")
    assert notice["game"] == "bay" and notice["text"] == "Elasund bay, turn 5: Anna (red) to play."
