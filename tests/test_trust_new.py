"""``pbem new`` under the trust issue: a guessable seed is warned about, two ``new`` at once
make one game, and a crash before the save leaves no game whose secrets nobody was told."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from pbem.files.game_file import load_game
from pbem.files.keys import check_secret
from tests.support.cli import made_secrets, report_secret, run
from tests.support.trust import PBEM, pbem_env

PLAYERS = ("--players", "red,blue")


@pytest.mark.parametrize(("extra", "warned"), [
    (("--seed", "harbour-4", "--force-seed"), True),
    (("--seed", "a-seed-of-16-chars"), True),
    (("--seed", "harbour-4", "--open"), False),
    ((), False)])
def test_a_seed_given_by_hand_is_warned_about_unless_the_game_is_open(
        tmp_path: Path, extra: tuple[str, ...], warned: bool) -> None:
    with made_secrets():
        result = run("new", tmp_path / "game.yaml", *PLAYERS, *extra)
    assert result.exit_code == 0, result.output
    assert ("may be guessed" in result.stderr) is warned
    assert "may be guessed" not in result.stdout  # a warning, not part of the output


def test_a_short_seed_is_refused_in_a_game_with_secrets_unless_forced(tmp_path: Path) -> None:
    """Fewer than 16 characters are few enough to guess: refused (exit 2), nothing made."""
    game = tmp_path / "game.yaml"
    with made_secrets():
        result = run("new", game, *PLAYERS, "--seed", "fifteen-chars-x")
    assert result.exit_code == 2
    assert "at least 16" in result.stderr and "--force-seed" in result.stderr
    assert not game.exists() and not (tmp_path / "reports").exists()


def test_two_new_at_once_make_one_game_and_the_other_is_told(tmp_path: Path) -> None:
    game = tmp_path / "game.yaml"
    command = [*PBEM, "new", str(game), *PLAYERS]
    children = [subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 text=True, env=pbem_env()) for _ in range(4)]
    outcomes = [(child.wait(timeout=120), child.communicate()[1]) for child in children]
    assert sorted(code for code, _ in outcomes) == [0, 2, 2, 2]
    for code, stderr in outcomes:
        assert "Traceback" not in stderr
        if code == 2:
            assert "exists already" in stderr
    made = load_game(game)  # whole, and its secrets are those of the reports written
    red = report_secret(tmp_path / "reports" / "step-0000-turn-01" / "red.txt")
    seat = made.player("red")
    assert seat is not None and seat.secret_hash is not None
    assert check_secret(red, seat.secret_hash)


@pytest.mark.parametrize("failing", ["pbem.files.game_file.save_game",
                                     "pbem.publish.write_step_reports"])
def test_a_crash_before_the_save_leaves_no_game_and_new_runs_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str) -> None:
    """Whether the save or the reports fail, no game is left whose secrets were never shown."""
    game = tmp_path / "game.yaml"

    def power_cut(*args: object) -> None:
        raise OSError("disk gone")

    monkeypatch.setattr(failing, power_cut)
    with made_secrets():
        first = run("new", game, *PLAYERS)
    assert first.exit_code != 0 and not game.exists()
    monkeypatch.undo()
    with made_secrets():
        second = run("new", game, *PLAYERS)
    assert second.exit_code == 0, second.output
    red = report_secret(tmp_path / "reports" / "step-0000-turn-01" / "red.txt")
    seat = load_game(game).player("red")
    assert seat is not None and seat.secret_hash is not None
    assert check_secret(red, seat.secret_hash)  # the report now tells the secret of the game
