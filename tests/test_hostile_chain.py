"""The hash chain vouches for the seats, the creation time and the deadlines (issue 15,
point 7: the red team's N3 and N4).

N3: a game file turned back to format pbem-game-1 with its seat digest lines deleted was read
as an older file, so a seat edited along with it (a name, an address, a secret hash that lets
another person act for a player) passed. The set-up entry of a newer game commits to every
seat's digest, and every later change of a seat is a seat entry committing again, so such an
edit breaks the chain whatever format the file claims. N4: ``created`` and ``deadline`` were
outside every check; ``created`` must be the set-up entry's time, and ``deadline`` is made
from the clock of the state, which every entry's state hash covers. Older files (format
pbem-game-1 and -2, the version-1 game) are still read and replay.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from tests.support import TESTS
from tests.support.cli import SECRETS, base_game, made_secrets, one_line, run
from tests.support.deadlines import START, at, deadline_game
from tests.support.forge import as_older_pbem

OTHER_HASH = "scrypt$256$8$1$00112233445566778899aabbccddeeff$" + "ab" * 32


def _turned_back(game: Path, find: str, replace: str) -> bytes:
    """The file as an attacker leaves it: format pbem-game-1, no digest lines, one seat
    value edited."""
    text = re.sub(r"    digest: '[^']*'\n", "", game.read_text("utf-8"))
    text = text.replace("format: pbem-game-3\n", "format: pbem-game-1\n")
    assert text.count(find) >= 1
    edited = text.replace(find, replace, 1)
    game.write_text(edited, "utf-8")
    return edited.encode("utf-8")


@pytest.mark.parametrize(("find", "replace"), [
    ("name: blue", "name: Mallory"),
    ("email: ''", "email: eve@evil.example"),
])
def test_N3_a_seat_edited_in_a_file_turned_back_to_format_1_breaks_the_chain(
        tmp_path: Path, find: str, replace: str) -> None:
    game = base_game(tmp_path)
    edited = _turned_back(game, find, replace)
    for command in ("status", "replay"):
        result = run(command, game)
        assert result.exit_code == 2, result.output
        assert "is not the one the history's last seat entry commits to" in one_line(result)
    assert game.read_bytes() == edited


def test_N3_a_secret_hash_swapped_in_a_turned_back_file_cannot_act_for_the_player(
        tmp_path: Path) -> None:
    game = base_game(tmp_path)
    blue_hash = re.search(r"secret: '(scrypt\$[^']*)'", game.read_text("utf-8").split(
        "colour: blue")[1])
    assert blue_hash is not None
    _turned_back(game, blue_hash.group(1), OTHER_HASH)
    result = run("apply", game, TESTS / "data" / "bad" / "base-order.yaml")
    assert result.exit_code == 2
    assert "the seat of blue is not the one" in one_line(result)


def test_N3_a_turned_back_file_with_its_seats_intact_is_still_read(tmp_path: Path) -> None:
    game = base_game(tmp_path)
    _turned_back(game, "format: pbem-game-1", "format: pbem-game-1")
    assert run("status", game).exit_code == 0
    assert run("replay", game).exit_code == 0


def test_N3_a_new_secret_is_a_seat_entry_and_the_chain_follows_it(tmp_path: Path) -> None:
    game = base_game(tmp_path)
    with made_secrets():
        assert run("secret", "reset", game, "--player", "blue").exit_code == 0
    text = game.read_text("utf-8")
    assert "kind: seat" in text and SECRETS["blue"] not in text
    assert run("replay", game).exit_code == 0
    log = run("log", game).stdout
    assert "The game master gave blue a new secret." in log


def test_N3_older_files_are_read_and_replay(tmp_path: Path) -> None:
    game = base_game(tmp_path / "older")
    as_older_pbem(game)
    assert run("status", game).exit_code == 0 and run("replay", game).exit_code == 0
    v1 = tmp_path / "v1"
    shutil.copytree(TESTS / "data" / "v1-game", v1)
    for command in ("status", "replay", "verify"):
        assert run(command, v1 / "game.yaml").exit_code == 0


def test_N4_an_edited_creation_time_is_refused(tmp_path: Path) -> None:
    game = base_game(tmp_path)
    text = game.read_text("utf-8")
    edited = re.sub(r"\ncreated: '[^']*'\n", "\ncreated: '2020-01-01T00:00:00Z'\n", text)
    assert edited != text
    game.write_text(edited, "utf-8")
    result = run("status", game)
    assert result.exit_code == 2
    assert "created does not match the time of the set-up entry" in one_line(result)


def test_N4_an_edited_deadline_line_is_refused(tmp_path: Path) -> None:
    game = deadline_game(tmp_path, "turn")
    text = game.read_text("utf-8")
    edited = text.replace("\ndeadline: '2026-03-03T10:00:00+01:00'\n",
                          "\ndeadline: '2026-03-09T10:00:00+01:00'\n")
    assert edited != text
    game.write_text(edited, "utf-8")
    result = at(START, "status", game)
    assert result.exit_code == 2
    assert "the deadline line does not match the game's deadlines" in one_line(result)


def test_N4_an_edited_deadline_of_the_clock_breaks_the_chain(tmp_path: Path) -> None:
    game = deadline_game(tmp_path, "turn")
    text = game.read_text("utf-8")
    edited = text.replace("due: '2026-03-03T10:00:00+01:00'", "due: '2026-03-09T10:00:00+01:00'")
    edited = edited.replace("\ndeadline: '2026-03-03T10:00:00+01:00'\n",
                            "\ndeadline: '2026-03-09T10:00:00+01:00'\n")
    assert edited.count("2026-03-09") >= 2
    game.write_text(edited, "utf-8")
    result = at(START, "tick", game)
    assert result.exit_code == 2
    assert "edited by hand" in one_line(result)


def test_N4_a_legacy_free_text_deadline_is_refused(tmp_path: Path) -> None:
    game = base_game(tmp_path)
    as_older_pbem(game)
    text = game.read_text("utf-8").replace("\ndeadline: null\n", "\ndeadline: friday noon\n")
    game.write_text(text, "utf-8")
    result = run("status", game)
    assert result.exit_code == 2 and "the deadline line does not match" in one_line(result)
