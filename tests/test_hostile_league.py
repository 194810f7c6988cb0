"""Hostile folders, games and clocks through the routes added since the red team's first run:
``pbem site``, ``pbem tick`` and its seat and deadline commands (issue 15's second re-run).

Each case runs the real command and checks the exit code, the one line it prints, what stays
byte-identical, and that nothing outside the games folder (a canary folder beside it) is read
into any output or written.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.cli import NOW, base_game, one_line, run
from tests.support.deadlines import AFTER_TURN, deadline_game

CANARY = "canary-Sup3rS3cretSMTPpassw0rd"


@pytest.fixture
def elsewhere(tmp_path: Path) -> Path:
    """A folder of the game master's machine outside the games folder, with a secret in it."""
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    (folder / "smtp-password").write_text(CANARY + "\n", "utf-8")
    return folder


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_a_site_folder_that_is_a_link_gets_no_page(tmp_path: Path, elsewhere: Path) -> None:
    """A ``public`` committed as a link (the Pages workflow wrote into the checkout's): every
    game's pages went through it before the index was refused, whose line then said that
    nothing was written through it. Now nothing is read or written, and the line is true."""
    game = base_game(tmp_path / "games" / "harbour")
    before, outside = game.read_bytes(), _files(elsewhere)
    out = tmp_path / "public"
    out.symlink_to(elsewhere)
    result = run("site", tmp_path / "games", "--out", out)
    assert result.exit_code == 2
    assert one_line(result) == (f"pbem: {out}: pbem writes reports here, and this is a link; "
                                "nothing was written through it: remove it (pbem makes the "
                                "folder itself)")
    assert _files(elsewhere) == outside and game.read_bytes() == before
    assert CANARY not in result.output


@pytest.mark.parametrize("name", ["index.html", "verify_dice.py"])
def test_a_game_named_like_a_file_of_the_site_is_left_out_alone(tmp_path: Path,
                                                                 name: str) -> None:
    """A game whose id is the name of the site's index (or dice checker) made a folder where
    the index goes, and the site of every game failed with "Is a directory ... a game file
    is always saved whole". Now that game is named and left out, the others are written."""
    games = tmp_path / "games"
    assert run("new", games / "odd" / "game.yaml", "--players", "red,blue", "--open",
               "--id", name).exit_code == 0
    base_game(games / "harbour")
    out = tmp_path / "public"
    result = run("site", games, "--out", out)
    assert result.exit_code == 1  # a game was left out
    odd = games / "odd" / "game.yaml"
    assert one_line(result) == (f"pbem: {odd}: game {name} is also the id of {out / name}; "
                                "its pages were not written")
    assert (out / "index.html").is_file() and (out / "corpus" / "index.html").is_file()
    assert not (out / name).is_dir()


def _limited(limit: int, *args: str | Path) -> subprocess.CompletedProcess[str]:
    """``pbem ARGS`` in a child process that may write no file larger than ``limit`` bytes."""
    def limit_files() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    env = {**os.environ, "PBEM_NOW": AFTER_TURN}
    return subprocess.run([sys.executable, "-m", "pbem", *map(str, args)], env=env,
                          preexec_fn=limit_files, capture_output=True, text=True, check=False,
                          timeout=120)


def test_a_tick_whose_reports_fail_after_the_save_says_so_and_the_next_writes_them(
        tmp_path: Path) -> None:
    """The red team's F8 through ``pbem tick``: a stand-in's turn saved, its reports too big
    for the disk. The line told the game master to "run the same order again (pbem apply GAME
    ORDER)", which a tick has none of, and the next tick never wrote the reports: the players
    had no report of that step for good. Now the line says to tick again, and that does it."""
    game = deadline_game(tmp_path, "turn", "--policy", "stand-in")
    before = game.read_bytes()
    done = _limited(len(before) + 8192, "tick", game)  # the game fits; an HTML report not
    assert done.returncode == 4, done.stderr
    [line] = done.stderr.splitlines()
    step = next((game.parent / "reports").glob("step-0001-*"))
    assert line.startswith(f"pbem: {step}/") and "File too large; the turn was played and " \
        "the game saved, but its reports could not all be written" in line
    assert line.endswith("run 'pbem tick GAME' again to write them")
    assert game.read_bytes() != before and not list(tmp_path.rglob("*.tmp"))
    saved = game.read_bytes()
    again = run("tick", game, env={"PBEM_NOW": AFTER_TURN})
    assert again.exit_code == 0, again.output
    assert {p.suffix for p in step.iterdir()} == {".txt", ".html", ".json"}
    assert len(list(step.iterdir())) == 9  # red, blue and the public: three layouts each
    assert game.read_bytes() == saved  # no second turn played for the missing reports


def test_a_file_that_cannot_be_written_is_named(tmp_path: Path) -> None:
    """A game file over the disk's limit was "a file: File too large": now it is named."""
    game = base_game(tmp_path / "game")
    before = game.read_bytes()
    order = tmp_path / "order.yaml"
    order.write_bytes((Path(__file__).parent / "data" / "bad" / "base-order.yaml").read_bytes())
    done = subprocess.run([sys.executable, "-m", "pbem", "apply", str(game), str(order)],
                          env={**os.environ, "PBEM_NOW": NOW}, capture_output=True, text=True,
                          check=False, timeout=120, preexec_fn=lambda: resource.setrlimit(
                              resource.RLIMIT_FSIZE, (4096, 4096)))
    assert done.returncode == 2
    [line] = done.stderr.splitlines()
    assert line.startswith(f"pbem: {game}: File too large;"), line
    assert game.read_bytes() == before and not list(tmp_path.rglob("*.tmp"))


def test_a_tick_whose_mails_fail_after_the_save_says_the_turn_was_saved(tmp_path: Path) -> None:
    """A tick whose report mails could not be queued (a full disk) after the stand-in's turn
    was saved said "check the path ... (a game file is always saved whole or not at all)",
    exit 2, as if nothing had happened. Now it says the turn was saved (exit 4), and the next
    tick queues the mails without playing the turn again."""
    mailing = ("--policy", "stand-in", "--names", "Anna,Bo", "--emails",
               "anna@example.org,bo@example.org")
    (tmp_path / "measured").mkdir()
    (tmp_path / "game").mkdir()
    measured = deadline_game(tmp_path / "measured", "turn", *mailing)
    game = deadline_game(tmp_path / "game", "turn", *mailing)
    for made in (measured, game):
        assert run("mail", "setup", made, "--from", "gm@example.org").exit_code == 0
    assert run("tick", measured, "--outbox", tmp_path / "out",
               env={"PBEM_NOW": AFTER_TURN}).exit_code == 0
    largest_report = max(p.stat().st_size for p in measured.parent.rglob("reports/*/*"))
    smallest_mail = min(p.stat().st_size for p in (tmp_path / "out").iterdir())
    assert largest_report + 1024 < smallest_mail  # a mail holds its report and more
    done = _limited(largest_report + 1024, "tick", game, "--outbox", tmp_path / "outbox")
    assert done.returncode == 4, done.stderr
    [line] = done.stderr.splitlines()
    assert "File too large; the turn was played and the game saved" in line
    assert line.endswith("run 'pbem tick GAME' again to write them")
    saved = game.read_bytes()
    again = run("tick", game, "--outbox", tmp_path / "outbox", env={"PBEM_NOW": AFTER_TURN})
    assert again.exit_code == 0, again.output
    assert game.read_bytes() == saved and len(list((tmp_path / "outbox").iterdir())) == 2


def test_a_tick_killed_between_its_save_and_its_reports_is_completed_by_the_next(
        tmp_path: Path) -> None:
    """SIGKILL of ``pbem tick`` after the save (the red team's kill class, through tick): the
    step kept 4 or 8 of its reports and a temporary file for good, since a later tick found
    nothing due. The step as such a kill leaves it: the next tick writes the missing reports,
    removes the dead writer's temporary file, and plays nothing twice."""
    game = deadline_game(tmp_path, "turn", "--policy", "stand-in")
    assert run("tick", game, env={"PBEM_NOW": AFTER_TURN}).exit_code == 0
    step = next((game.parent / "reports").glob("step-0001-*"))
    for name in ("blue.txt", "blue.html", "public.json"):
        (step / name).unlink()
    with subprocess.Popen(["true"]) as ended:
        ended.wait()
    orphan = step / f".blue.txt.pbem-{ended.pid}-abc123.tmp"
    orphan.write_text("half a report", "utf-8")
    saved = game.read_bytes()
    again = _limited(resource.RLIM_INFINITY, "tick", game)  # a process of its own, as cron's
    assert again.returncode == 0, again.stderr
    assert sorted(p.name for p in step.iterdir()) == sorted(
        f"{reader}.{suffix}" for reader in ("red", "blue", "public")
        for suffix in ("txt", "html", "json"))
    assert game.read_bytes() == saved
