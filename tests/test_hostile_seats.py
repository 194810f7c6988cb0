"""The seats that decide who may act are protected (the red team's F9, issue 15 point 7).

A flipped bit in a secret hash or signing key, or a name or email edited by hand, used to be
accepted: the player was then locked out with "the secret or signature is wrong", or reports
went to another address. Each seat now carries a digest (``pbem.files.seats``): every game
command refuses a damaged seat, naming it and its line, and changes nothing.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from tests.support.cli import BAD, SECRETS, base_game, made_secrets, one_line, run

ORDER = BAD / "base-order.yaml"


def _seat_span(text: str, colour: str) -> tuple[int, int]:
    """Where ``colour``'s seat is in the game file's text (the writer's block layout)."""
    start = text.index(f"\n  - colour: {colour}\n") + 1
    ends = [i for i in (text.find("\n  - colour: ", start), text.find("\nstart:", start))
            if i >= 0]
    return start, min(ends) + 1


def _edited(game: Path, colour: str, find: str, replace: str) -> bytes:
    """The game file with one value of ``colour``'s seat edited as a person would by hand."""
    text = game.read_text("utf-8")
    start, end = _seat_span(text, colour)
    seat = text[start:end]
    assert seat.count(find) == 1, f"{find!r} is not in {colour}'s seat once"
    edited = text[:start] + seat.replace(find, replace) + text[end:]
    game.write_text(edited, "utf-8")
    return edited.encode("utf-8")


def _line_of_seat(text: str, colour: str) -> int:
    return text[:_seat_span(text, colour)[0]].count("\n") + 1


def _seat(game: Path, colour: str) -> dict[str, str]:
    data = yaml.safe_load(game.read_text("utf-8"))
    seat: dict[str, str] = next(p for p in data["players"] if p["colour"] == colour)
    return seat


def _flip_hex(value: str) -> tuple[str, str]:
    """A hex digit near the end of ``value`` and the same text with that digit changed."""
    tail = value[-6:]
    flipped = tail[:-1] + ("0" if tail[-1] != "0" else "1")
    return tail, flipped


@pytest.fixture
def game(tmp_path: Path) -> Path:
    return base_game(tmp_path / "game")


def test_every_seat_carries_a_digest_and_the_file_its_format(game: Path) -> None:
    text = game.read_text("utf-8")
    assert "\nformat: pbem-game-3\n" in text
    seats = yaml.safe_load(text)["players"]
    assert [s["colour"] for s in seats] == ["red", "blue"]
    assert all(re.fullmatch(r"sha256:[0-9a-f]{64}", s["digest"]) for s in seats)
    assert len({s["digest"] for s in seats}) == 2


@pytest.mark.parametrize("field", ["secret", "signing-key"])
@pytest.mark.parametrize("command", ["status", "replay", "apply"])
def test_a_damaged_credential_is_found_and_named(game: Path, field: str, command: str) -> None:
    """The red team's two bit flips: in the hex of a secret hash and of a signing key."""
    find, replace = _flip_hex(_seat(game, "blue")[field])
    edited = _edited(game, "blue", find, replace)
    args = (command, game, ORDER) if command == "apply" else (command, game)
    result = run(*args)
    assert result.exit_code == 2, result.output
    line = one_line(result)
    seat_line = _line_of_seat(edited.decode("utf-8"), "blue")
    assert line.startswith(f"pbem: {game}:{seat_line}:1: the seat of blue does not match its "
                           "digest: its name, email, secret hash or signing key was damaged")
    assert game.read_bytes() == edited  # nothing changed, not even by apply


@pytest.mark.parametrize(("find", "replace"), [
    ("name: blue", "name: Mallory"),
    ("email: ''", "email: eve@evil.example"),
])
def test_a_name_or_email_edited_by_hand_is_found(game: Path, find: str, replace: str) -> None:
    _edited(game, "blue", find, replace)
    result = run("status", game)
    assert result.exit_code == 2
    assert "the seat of blue does not match its digest" in one_line(result)


def test_a_removed_digest_is_found_in_a_file_that_must_have_it(game: Path) -> None:
    digest = _seat(game, "red")["digest"]
    _edited(game, "red", f"    digest: '{digest}'\n", "")
    result = run("status", game)
    assert result.exit_code == 2
    assert "the seat of red has no digest" in one_line(result)


def _as_version_1(game: Path) -> None:
    """The game file as a pbem before seat digests wrote it."""
    text = re.sub(r"    digest: '[^']*'\n", "", game.read_text("utf-8"))
    game.write_text(text.replace("format: pbem-game-3\n", "format: pbem-game-1\n"), "utf-8")


def test_an_older_file_without_digests_is_read_and_gains_them_on_save(game: Path) -> None:
    _as_version_1(game)
    assert run("status", game).exit_code == 0
    with made_secrets():
        result = run("secret", "reset", game, "--player", "red")
    assert result.exit_code == 0, result.output
    text = game.read_text("utf-8")
    assert "\nformat: pbem-game-3\n" in text and text.count("    digest: 'sha256:") == 2
    assert run("replay", game).exit_code == 0


def test_an_older_file_with_a_damaged_seat_is_still_caught_where_a_digest_is(game: Path) -> None:
    """A version-1 file holds no digest to check: a present one is checked all the same."""
    text = game.read_text("utf-8").replace("format: pbem-game-3\n", "format: pbem-game-1\n")
    game.write_text(text, "utf-8")
    find, replace = _flip_hex(_seat(game, "red")["secret"])
    _edited(game, "red", find, replace)
    assert "the seat of red does not match its digest" in one_line(run("status", game))


def test_a_new_secret_gets_a_new_digest(game: Path) -> None:
    before = _seat(game, "blue")["digest"]
    with made_secrets():
        assert run("secret", "reset", game, "--player", "blue").exit_code == 0
    assert _seat(game, "blue")["digest"] != before
    assert run("status", game).exit_code == 0


def test_the_order_of_a_player_whose_seat_is_intact_still_applies(game: Path) -> None:
    """The digests change nothing for a good file: red's order (his secret) is applied."""
    assert SECRETS["red"] in ORDER.read_text("utf-8")
    result = run("apply", game, ORDER)
    assert result.exit_code == 0, result.output
    assert yaml.safe_load(game.read_text("utf-8"))["history"][-1]["kind"] == "order"
