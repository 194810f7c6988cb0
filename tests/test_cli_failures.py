"""How commands fail: the lock (exit 3), internal errors (70), interrupts (130), outputs
that cannot be written, and refusal messages a player must be able to act on.

The game is ``tests/data/bad/base-position.yaml`` (red to play turn 5).
"""

from __future__ import annotations

import functools
import threading
from pathlib import Path

import filelock
import pytest

from pbem.files import game_store
from tests.support.cli import BAD, base_game, one_line, run, write_order

RED_ORDER = ["build: {building: shop, at: B2}", "gold"]


# The lock and internal errors -----------------------------------------------------------------

def test_apply_gives_up_with_exit_3_while_another_pbem_holds_the_lock(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``game.yaml.lock`` held by someone else: exit 3, one line, nothing written."""
    monkeypatch.setattr("pbem.files.game_store.locked",
                        functools.partial(game_store.locked, timeout=0.1))
    game = base_game(tmp_path)
    before = game.read_bytes()
    order = write_order(tmp_path / "red.yaml", "red", 5, RED_ORDER)
    with filelock.FileLock(str(game) + ".lock"):
        result = run("apply", game, order)
        undone = run("undo", game)
    assert result.exit_code == 3 and undone.exit_code == 3
    assert one_line(result) == (f"pbem: {game}: another pbem is working on this game (the lock "
                                f"{game}.lock is held); try again in a moment")
    assert game.read_bytes() == before
    assert not (tmp_path / "reports").exists()


def test_the_lock_timeout_follows_LOCK_TIMEOUT(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``LOCK_TIMEOUT`` 0.1 s, apply gives up (exit 3) long before a 1.5 s hold ends."""
    monkeypatch.setattr(game_store, "LOCK_TIMEOUT", 0.1)
    game = base_game(tmp_path)
    order = write_order(tmp_path / "red.yaml", "red", 5, RED_ORDER)
    held, done = threading.Event(), threading.Event()

    def hold() -> None:
        with filelock.FileLock(str(game) + ".lock"):
            held.set()
            done.wait(1.5)

    holder = threading.Thread(target=hold)
    holder.start()
    held.wait(5)
    try:
        result = run("apply", game, order)
    finally:
        done.set()
        holder.join()
    assert result.exit_code == 3


@pytest.mark.parametrize(("target", "args"), [
    ("pbem.process.apply_order", ["apply", "GAME", "ORDER"]),
    ("pbem.process.validate_order", ["validate", "ORDER", "--game", "GAME"]),
    ("pbem.report.game_status.status_data", ["status", "GAME"]),
    ("pbem.history.undo", ["undo", "GAME"]),
])
def test_an_internal_error_is_one_line_with_exit_70(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch,
                                                    target: str, args: list[str]) -> None:
    """A bug inside a command: exit 70, one line saying so, no traceback, nothing written."""
    def broken(*_: object, **__: object) -> None:
        raise RuntimeError("the flux capacitor broke")

    monkeypatch.setattr(target, broken)
    game = base_game(tmp_path)
    before = game.read_bytes()
    order = write_order(tmp_path / "red.yaml", "red", 5, RED_ORDER)
    result = run(*[{"GAME": str(game), "ORDER": str(order)}.get(a, a) for a in args])
    assert result.exit_code == 70
    assert one_line(result) == ("pbem: internal error (RuntimeError: the flux capacitor "
                                "broke); nothing was half-written. Please report this with the "
                                "command you ran.")
    assert game.read_bytes() == before


def test_an_interrupt_is_exit_130_and_one_line(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C while processing: exit 130, one line, the game file untouched."""
    def interrupted(*_: object, **__: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("pbem.process.apply_order", interrupted)
    game = base_game(tmp_path)
    before = game.read_bytes()
    result = run("apply", game, write_order(tmp_path / "red.yaml", "red", 5, RED_ORDER))
    assert result.exit_code == 130
    assert one_line(result) == "pbem: interrupted; nothing was half-written"
    assert game.read_bytes() == before


@pytest.mark.parametrize("command", ["new", "apply", "report"])
def test_an_unwritable_output_folder_is_a_usage_error(tmp_path: Path, command: str) -> None:
    """``--reports``/``--out``/the game's folder is a file: exit 2 with a sentence, not 70."""
    blocker = tmp_path / "afile"
    blocker.write_text("in the way", "utf-8")
    game = base_game(tmp_path)
    commands: dict[str, list[str | Path]] = {
        "new": ["new", blocker / "game.yaml", "--players", "red,blue"],
        "apply": ["apply", game, BAD / "base-order.yaml", "--reports", blocker],
        "report": ["report", game, "--out", blocker]}
    result = run(*commands[command])
    assert result.exit_code == 2
    assert "nothing was half-written" not in result.stderr


# Messages a player acts on ---------------------------------------------------------------------

def test_a_refusal_lists_every_legal_pirate_row_or_says_there_are_more(tmp_path: Path
                                                                        ) -> None:
    """Red must move the pirate from row 5: nine rows are legal, and all nine are named."""
    game = base_game(tmp_path, BAD / "base-pirate.yaml")
    order = write_order(tmp_path / "red.yaml", "red", 5, [RED_ORDER[0]])
    result = run("apply", game, order)
    assert result.exit_code == 1
    legal = result.stdout.splitlines()[1]
    assert "pirate: 12" in legal or "more" in legal


def test_a_refusal_out_of_turn_does_not_speak_of_your_turn(tmp_path: Path) -> None:
    """Blue, who is not to play, is not told that 'his turn' stays open."""
    game = base_game(tmp_path)
    order = write_order(tmp_path / "blue.yaml", "blue", 5, ["gold"])
    result = run("apply", game, order)
    assert result.exit_code == 1
    assert "it is red's turn, not blue's" in result.stdout
    assert "your turn stays open" not in result.stdout
