"""Hostile files through ``pbem apply`` (the red team's file findings F5, F6, F7, F8, F10, F11).

Each case runs the real command and checks the exit code, the one line it prints (a refused
order's verdict on stdout, a failure on stderr), that the game
file is byte-identical where nothing may change, and that a canary file outside the game, whose
text must never be shown, is neither read into any output nor written.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.cli import BAD, NOW, base_game, one_line, run

ORDER = BAD / "base-order.yaml"
STEP = "step-0001-turn-06"  # the step red's base order makes of the base game
CANARY = "canary-Sup3rS3cretSMTPpassw0rd"
PLAIN = "an order must be a plain file, and this is"


@pytest.fixture
def canary(tmp_path: Path) -> Path:
    """A secret file of the game master's machine, outside the game's folder."""
    secret = tmp_path / "outside" / "smtp-password"
    secret.parent.mkdir()
    secret.write_text(CANARY + "\n", "utf-8")
    return secret


def _game(tmp_path: Path) -> tuple[Path, bytes]:
    game = base_game(tmp_path / "game")
    return game, game.read_bytes()


@pytest.mark.parametrize(("make", "kind"), [
    (lambda order, secret: order.symlink_to(secret), "a symbolic link"),
    (lambda order, secret: os.mkfifo(order), "a named pipe"),  # used to block, holding the lock
    (lambda order, secret: order.symlink_to("/dev/zero"), "a symbolic link"),
])
def test_an_order_that_is_no_plain_file_is_refused_unread(tmp_path: Path, canary: Path,
                                                          make: object, kind: str) -> None:
    """F1/F11: links, pipes and devices are refused by what they are, before being opened."""
    game, before = _game(tmp_path)
    order = tmp_path / "order.yaml"
    make(order, canary)  # type: ignore[operator]
    result = run("apply", game, order)
    assert result.exit_code == 2
    assert result.stdout == (f"{order}: {PLAIN} {kind}; give the file itself (pbem reads no "
                             "links, pipes, devices or folders)\n")
    assert CANARY not in result.output and game.read_bytes() == before


def test_a_device_is_named_a_device(tmp_path: Path) -> None:
    """F11: /dev/zero given as the order was called a 0 KiB file; it is a device."""
    game, before = _game(tmp_path)
    result = run("apply", game, "/dev/zero")
    assert result.exit_code == 2 and result.stdout.startswith(f"/dev/zero: {PLAIN} a device;")
    assert game.read_bytes() == before


@pytest.mark.parametrize("kind", ["link", "pipe"])
def test_a_game_file_that_is_no_plain_file_is_refused(tmp_path: Path, canary: Path,
                                                      kind: str) -> None:
    """F11: a game file that is a link or a pipe is refused as such, not taken for a missing
    game (which invited 'pbem new' over it); the link's target is left as it was."""
    real, before = _game(tmp_path)
    game = tmp_path / "game" / "linked.yaml"
    game.symlink_to(real) if kind == "link" else os.mkfifo(game)
    result = run("apply", game, ORDER)
    assert result.exit_code == 2
    assert "the game file must be a plain file, and this is a" in one_line(result)
    assert real.read_bytes() == before and CANARY not in result.output


@pytest.mark.parametrize("linked", ["reports", f"reports/{STEP}"])
def test_a_linked_reports_folder_is_refused_before_the_save(tmp_path: Path, linked: str) -> None:
    """F6: a reports or step folder that is a link would send the reports elsewhere: refused
    before the game is saved, so the order is not applied and nothing is written there."""
    game, before = _game(tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    link = game.parent / linked
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(elsewhere)
    result = run("apply", game, ORDER)
    assert result.exit_code == 2
    assert one_line(result).startswith(f"pbem: {link}: pbem writes reports here, and this is "
                                       "a link; nothing was written through it")
    assert game.read_bytes() == before and not any(elsewhere.iterdir())


def test_a_link_at_an_old_temporary_name_is_not_written_through(tmp_path: Path,
                                                                canary: Path) -> None:
    """F7: reports were written to '.NAME.PID.tmp', following a link planted there; now every
    temporary name is made by mkstemp, and the report is a plain file."""
    game, _ = _game(tmp_path)
    step = game.parent / "reports" / STEP
    step.mkdir(parents=True)
    for name in ("public.txt", "red.txt", "red.html"):
        (step / f".{name}.{os.getpid()}.tmp").symlink_to(canary)
    assert run("apply", game, ORDER).exit_code == 0
    assert canary.read_text("utf-8") == CANARY + "\n"
    assert not (step / "public.txt").is_symlink() and (step / "public.txt").is_file()


def test_a_dead_writers_temporary_files_are_removed(tmp_path: Path) -> None:
    """F10: a killed pbem's temporary files go with the next run; a living writer's stay."""
    game, _ = _game(tmp_path)
    orphan = game.parent / f".game.yaml.pbem-{_finished_pid()}-abc123.tmp"
    orphan.write_text("half a game", "utf-8")
    with subprocess.Popen(["sleep", "30"]) as alive:
        kept = game.parent / f".game.yaml.pbem-{alive.pid}-def456.tmp"
        kept.write_text("being written", "utf-8")
        try:
            assert run("apply", game, ORDER).exit_code == 0
            assert not orphan.exists() and kept.exists()
        finally:
            alive.kill()


def _finished_pid() -> int:
    """The process id of a process that has ended."""
    with subprocess.Popen(["true"]) as ended:
        ended.wait()
        return ended.pid


def test_an_order_of_over_100_actions_is_refused_by_its_count(tmp_path: Path) -> None:
    """F5: an order's length is checked before its items (schema maxItems)."""
    game, before = _game(tmp_path)
    order = tmp_path / "long.yaml"
    order.write_text(ORDER.read_text("utf-8").replace("  - gold\n", "  - gold\n" * 20000),
                     "utf-8")
    result = run("apply", game, order)
    assert result.exit_code == 1  # the player's order: its form is wrong
    assert f"{order}:8:3: actions has 20001 items but needs at most 100;" in result.stdout
    assert game.read_bytes() == before


def _limited_apply(game: Path, limit: int) -> subprocess.CompletedProcess[str]:
    """``pbem apply`` in a child process that may write no file larger than ``limit`` bytes."""
    def limit_files() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    env = {**os.environ, "PBEM_NOW": NOW}
    return subprocess.run([sys.executable, "-m", "pbem", "apply", str(game), str(ORDER)],
                          env=env, preexec_fn=limit_files, capture_output=True, text=True,
                          check=False, timeout=120)


def test_a_failure_after_the_save_says_the_order_was_applied(tmp_path: Path) -> None:
    """F8: with reports too big for the disk, pbem says the game was saved, names the report,
    exits 4 and leaves no temporary file; the same order again writes the missing reports."""
    game, before = _game(tmp_path)
    limit = len(before) + 4096  # the game fits; an HTML report does not
    done = _limited_apply(game, limit)
    assert done.returncode == 4, done.stderr
    step = game.parent / "reports" / STEP
    [line] = done.stderr.splitlines()
    assert line.startswith(f"pbem: {step}/") and "File too large; the order was applied and " \
        "the game saved, but its reports could not all be written" in line
    assert "run the same order again (pbem apply GAME ORDER)" in line
    assert game.read_bytes() != before
    assert not [p for p in game.parent.rglob("*.tmp")]
    again = run("apply", game, ORDER)
    assert again.exit_code == 0 and "reports completed" in again.stdout
    assert {p.suffix for p in step.iterdir()} == {".txt", ".html", ".json"}


def test_a_file_name_with_a_newline_cannot_add_a_line(tmp_path: Path) -> None:
    """The red team's F13, outside git: an order named "nl<newline>applied: forged.yaml" made
    'pbem apply' print a second line that looked like another order's verdict."""
    game, _ = _game(tmp_path)
    order = tmp_path / "nl\napplied: forged.yaml"
    order.write_bytes(ORDER.read_bytes())
    result = run("apply", game, order)
    assert result.exit_code == 0, result.output
    assert not any(line.startswith("applied: forged.yaml") for line in
                   result.output.splitlines())
    assert result.stdout.startswith(f"{str(order)!a}: applied: ")
    broken = tmp_path / "bad\nrefused: x.yaml"
    broken.write_text("actions: [\n", "utf-8")
    refused = run("validate", broken)
    assert refused.exit_code == 1  # validate: a file refused
    assert refused.output.startswith(ascii(str(broken)) + ":"), refused.output


def test_a_game_file_that_is_a_folder_is_called_a_folder(tmp_path: Path) -> None:
    """F11's leftover: a folder given as the game file was "no game file here; create one
    with 'pbem new'", which then refused, the folder being there."""
    folder = tmp_path / "game.yaml"
    folder.mkdir()
    result = run("status", folder)
    assert result.exit_code == 2
    assert one_line(result) == (f"pbem: {folder} is a folder, not a game file; give the game "
                                "file (e.g. games/harbour/game.yaml)")
