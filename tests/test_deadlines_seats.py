"""``pbem seat``: an absence lets the policy play for the player at once and without
reminders, within a limit per game; a new person takes over a seat with a new secret (in his
first report only), a public event and the game so far as his colour may see it; a resigned
seat is the stand-in's. Each is a seat entry that replay reproduces; a bad request is refused
in one line and changes nothing."""

from __future__ import annotations

import re
from pathlib import Path

from pbem.files.game_file import load_game
from tests.support.cli import made_secrets, one_line
from tests.support.deadlines import START, at, deadline_game, history, replays, tick

SOON = "2026-03-02T10:00:00Z"


def test_an_absent_player_is_played_for_at_once_without_reminders(tmp_path: Path) -> None:
    game = deadline_game(tmp_path, "turn", "--policy", "stand-in")
    done = at(START, "seat", "absent", game, "--player", "red", "--from", "2026-03-02",
              "--to", "2026-03-09")
    assert done.exit_code == 0, done.output
    ticked = tick(game, SOON)
    assert ticked.exit_code == 0 and "red (away): played by the stand-in" in ticked.stdout
    assert "reminder" not in ticked.stdout
    entries = history(game)
    assert entries[1]["kind"] == "seat" and entries[2]["by"] == "stand-in"
    assert load_game(game).state.position.active == "blue"
    replays(game, SOON)


def test_absences_are_limited_per_game(tmp_path: Path) -> None:
    game = deadline_game(tmp_path, "turn", "--absences", "1")
    args = ("seat", "absent", game, "--player", "blue", "--from", "2026-04-01",
            "--to", "2026-04-03")
    assert at(START, *args).exit_code == 0
    before = game.read_bytes()
    refused = at(START, *args)
    assert refused.exit_code == 2 and "the most this game allows (1" in one_line(refused)
    assert game.read_bytes() == before


def test_a_new_player_takes_over_a_seat_with_a_new_secret(tmp_path: Path) -> None:
    """(A game with secrets: an open game's seats have none.)"""
    secret_game = tmp_path / "s" / "game.yaml"
    with made_secrets():
        made = at(START, "new", secret_game, "--players", "red,blue", "--names", "Anna,Bruno",
                  "--seed", "a-seed-for-seats-1234", "--turn-time", "1d")
    assert made.exit_code == 0, made.output
    done = at(SOON, "seat", "replace", secret_game, "--player", "blue", "--name", "Dora",
              "--email", "dora@example.org")
    assert done.exit_code == 0, done.output
    secret = re.search(r"new secret: (\S+)", done.stdout)
    assert secret is not None
    step = sorted((secret_game.parent / "reports").glob("step-0001-*"))[0]
    assert secret.group(1) in (step / "blue.txt").read_text("utf-8")
    for other in ("red.txt", "public.txt"):
        assert secret.group(1) not in (step / other).read_text("utf-8")
    assert "Dora takes over the seat of" in (step / "public.txt").read_text("utf-8")
    assert "the game is set up" in (step / "blue-history.txt").read_text("utf-8")
    seat = load_game(secret_game).player("blue")
    assert seat is not None and (seat.name, seat.email) == ("Dora", "dora@example.org")
    assert "Bruno" in history(secret_game)[1]["change"]["old"]  # the old holder's record
    replays(secret_game, SOON)


def test_a_resigned_seat_is_played_by_the_stand_in(tmp_path: Path) -> None:
    game = deadline_game(tmp_path, "turn", "--policy", "wait")
    assert at(START, "seat", "resign", game, "--player", "red").exit_code == 0
    ticked = tick(game, SOON)
    assert "red (civil disorder): played by the stand-in" in ticked.stdout
    assert history(game)[2]["by"] == "stand-in"
    assert at(SOON, "seat", "replace", game, "--player", "red", "--name", "Eva").exit_code == 0
    assert "red" not in load_game(game).state.clock.disorder  # type: ignore[union-attr]
    replays(game, SOON)


def test_civil_disorder_after_missed_turns_in_a_row(tmp_path: Path) -> None:
    game = deadline_game(tmp_path, "turn", "--policy", "pass", "--civil-disorder-after", "1")
    ticked = tick(game, "2026-03-03T10:30:00Z")
    assert ticked.exit_code == 0, ticked.output
    clock = load_game(game).state.clock
    assert clock is not None and clock.disorder == ("red",)
    kinds = [e["kind"] for e in history(game)[1]["events"]]
    assert "civil-disorder" in kinds


def test_a_bad_seat_request_is_refused_in_one_line(tmp_path: Path) -> None:
    game = deadline_game(tmp_path, "turn")
    before = game.read_bytes()
    for args, words in [(("absent", game, "--player", "pink", "--from", "2026-04-01", "--to",
                          "2026-04-02"), "--player is one of"),
                        (("absent", game, "--player", "red", "--from", "2026-04-03", "--to",
                          "2026-04-02"), "is not after"),
                        (("replace", game, "--player", "red", "--name", "X",
                          "--email", "not an address"), "not one plain address")]:
        result = at(START, "seat", *args)
        assert result.exit_code == 2, result.output
        assert words in one_line(result)
    assert game.read_bytes() == before
