"""Hostile clocks, races and folders found by issue 15's second re-run after the colleague's
fixes (tests/test_hostile_league.py): each case runs the real command and failed before its fix.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.support.cli import WIN_POSITION, made_secrets, one_line, run, won_game
from tests.support.cli import write_order as write_order_file
from tests.support.deadlines import AFTER_TURN, START, at, deadline_game, history
from tests.support.git_repo import (
    SEED,
    commit_order,
    git,
    isolated_git,
    pbem,
    process,
    waiting,
)
from tests.support.league import league_order, three_games
from tests.support.mail import SHOP
from tests.support.trust import PBEM, pbem_env
from tests.test_league_mail import letter

__all__ = ["isolated_git"]  # a fixture, used by name

ABSENT = ("seat", "absent")


@pytest.mark.parametrize(("command", "after", "option", "text"), [
    (("deadline",), (), "--set", "9999-12-31T23:59"),
    (("deadline",), (), "--set", "0001-01-01T00:00"),
    (ABSENT, ("--player", "red", "--to", "2026-03-09"), "--from", "0001-01-01"),
    (ABSENT, ("--player", "red", "--from", "2026-03-09"), "--to", "9999-12-31T23:59"),
])
def test_a_time_at_the_calendar_s_end_is_refused_before_it_is_kept(
        tmp_path: Path, command: tuple[str, ...], after: tuple[str, ...], option: str,
        text: str) -> None:
    """A deadline set to 9999-12-31 was kept, and then every command on the game (status,
    tick, the deadline command that would mend it, a change of zone after saving) ended in an
    internal error: the time could not be shown in a zone east of UTC. An absence from year 1
    was kept with a zone's old local offset of seconds, and the game file pbem had written was
    from then on 'damaged or edited by hand'. Now a typed time is within a year of now."""
    game = deadline_game(tmp_path)
    before = game.read_bytes()
    result = at(START, *command, game, *after, option, text)
    assert result.exit_code == 2, result.output
    assert one_line(result) == (f"pbem: {option} {text!r}: give a time within a year of now "
                                f"({START})")
    assert game.read_bytes() == before
    for then in (("status", game), ("tick", game), ("deadline", game, "--zone",
                                                      "Pacific/Kiritimati")):
        assert at(START, *then).exit_code in (0, 1), then


def test_a_mail_for_an_id_two_games_share_goes_to_neither(tmp_path: Path) -> None:
    """A copy of a game beside it (a backup, ``cp -r harbour 0-harbour``): the mail naming its
    id was taken into whichever sorted first, the stale copy, and the players got its reports
    while the real game never saw the order. Now it waits, and the run names both files."""
    root = three_games(tmp_path / "league")
    shutil.copytree(root / "harbour", root / "0-harbour")
    files = {p: p.read_bytes() for p in root.glob("*/game.yaml")}
    message = letter("Anna", league_order("harbour", "red", [SHOP]))
    result = run("mail", "ingest", "--games", root, "--outbox", tmp_path / "out",
                 stdin=message.as_bytes())
    assert {p: p.read_bytes() for p in root.glob("*/game.yaml")} == files
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())
    assert (f"messages for game harbour wait: {root / '0-harbour' / 'game.yaml'} and "
            f"{root / 'harbour' / 'game.yaml'} have this one id") in result.output
    assert "Traceback" not in result.output


def test_a_game_over_is_not_taken_back_without_saying_its_seed_is_known(tmp_path: Path) -> None:
    """The end of a game shows every player its seed (their final reports, the site, the
    spectators' last mail). 'pbem undo' then took the winning order back, and the game went on
    with every roll, draw and church tile to come known to all. Now an undo of a game that is
    over is refused, unless the game master says the seed is known (--known-seed)."""
    game = won_game(tmp_path)
    before = game.read_bytes()
    result = run("undo", game)
    assert result.exit_code == 1  # as every undo that cannot be
    assert one_line(result) == (
        "pbem: game 'corpus' is over and its seed was shown to every player at the end: played "
        "on, everyone would know every roll and card to come; nothing was taken back "
        "(--known-seed takes it back anyway)")
    assert game.read_bytes() == before
    assert run("undo", game, "--to", "9").exit_code == 1 and game.read_bytes() == before
    assert run("undo", game, "--known-seed").exit_code == 0


@pytest.mark.parametrize("command", [("status",), ("tick",), ("replay",), ("deadline",)])
def test_a_machine_without_a_time_zone_database_runs_a_game_with_deadlines(
        tmp_path: Path, command: tuple[str, ...]) -> None:
    """A slim container or a minimal system without the IANA database (no /usr/share/zoneinfo):
    every command on a game with deadlines, replay included, ended in an internal error (exit
    70) saying "--zone 'UTC': not an IANA time zone". pbem now brings the database with it
    (the tzdata package), which zoneinfo reads when the system has none."""
    game = deadline_game(tmp_path)
    done = subprocess.run([*PBEM, *command, str(game)], capture_output=True, text=True,
                          env={**pbem_env(PYTHONTZPATH=str(tmp_path / "no-zones")),
                               "PBEM_NOW": START},
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert "internal error" not in done.stderr


def _site_repository(root: Path) -> None:
    """A git-mode game with the Pages workflow and one order processed."""
    with made_secrets():
        made = pbem("git", "init", root, "--players", "red,blue", "--names", "Anna,Bruno",
                    "--seed", SEED, "--force-seed", "--id", "harbour", "--pages")
        assert made.exit_code == 0, made.output
        turn, colour, _ = waiting(root)
        commit_order(root, colour, "1.yaml", turn, ["gold"])
        process(root)


def _forged_game(folder: Path) -> bytes:
    """A game of the repository's id that a player made on his own machine and won."""
    folder.mkdir()
    (folder / "position.yaml").write_text(WIN_POSITION, "utf-8")
    with made_secrets():
        made = pbem("new", folder / "game.yaml", "--position", folder / "position.yaml",
                    "--id", "harbour", "--open", "--names", "Mallory,Bruno", "--seed",
                    "the-seed-Mallory-says-it-was", "--force-seed", key=None)
        assert made.exit_code == 0, made.output
    win = folder / "win.yaml"
    win.write_text("game: harbour\nplayer: red\nturn: 9\nactions:\n"
                   "  - build: {building: merchant, at: D8}\n", "utf-8")
    assert pbem("apply", folder / "game.yaml", win, key=None).exit_code == 0
    return (folder / "game.yaml").read_bytes()


@pytest.mark.parametrize("push", ["forged", "older"])
def test_the_pages_workflow_publishes_no_game_file_a_player_pushed(
        isolated_git: None, tmp_path: Path, push: str) -> None:
    """A player who may push commits a game.yaml of his own making (a won game, his name
    the winner's, a "seed" of his choice) or pbem's older one; the push of a game file starts
    the Pages workflow, whose 'pbem site .' published it as the game's site. Now the workflow
    runs 'pbem site . --git', which writes nothing unless game.yaml is the one pbem signed
    last."""
    root = tmp_path / "game"
    _site_repository(root)
    workflow = (root / ".github" / "workflows" / "pbem-pages.yml").read_text("utf-8")
    assert 'pbem site . --git --out "$RUNNER_TEMP/public"' in workflow
    assert "fetch-depth: 0" in workflow
    if push == "forged":
        (root / "game.yaml").write_bytes(_forged_game(tmp_path / "mallory"))
    else:
        git(root, "checkout", "HEAD~1", "--", "game.yaml")
    git(root, "commit", "-qam", "blue: a tidy-up", author="blue")
    out = tmp_path / "public"
    result = pbem("site", root, "--git", "--out", out)
    assert result.exit_code == 1, result.output
    assert one_line(result).endswith("; no site was written")
    assert not out.exists()
    git(root, "reset", "-q", "--hard", "HEAD~1")  # the game master restores pbem's file
    assert pbem("site", root, "--git", "--out", out).exit_code == 0
    assert "Anna" in (out / "harbour" / "index.html").read_text("utf-8")


@pytest.mark.parametrize("clock", ["2026-03-03T10:30:00.5Z", "2026-03-03 10:30:00Z",
                                   "2026-03-03T10:30Z", "20260303T103000Z"])
def test_a_clock_written_otherwise_is_kept_as_the_game_file_keeps_times(
        tmp_path: Path, clock: str) -> None:
    """A PBEM_NOW with a fraction of a second, a space for the T or no seconds was recorded
    as typed: the tick saved a game file that its own reader then called "damaged or edited by
    hand", for every command. Now the time is kept as 2026-03-03T10:30:00Z."""
    game = deadline_game(tmp_path)
    assert at(clock, "tick", game).exit_code == 0
    assert at(AFTER_TURN, "status", game).exit_code == 0
    assert at(AFTER_TURN, "replay", game).exit_code == 0
    assert "2026-03-03T10:30:00Z" in game.read_text("utf-8")


@pytest.mark.parametrize("clock", ["garbage", "2026-03-03T10:30:00", "9999-12-31T23:59:59Z"])
@pytest.mark.parametrize("command", [("tick", "--catch-up"), ("status",), ("apply",)])
def test_a_clock_pbem_cannot_read_is_one_line(tmp_path: Path, clock: str,
                                              command: tuple[str, ...]) -> None:
    """A PBEM_NOW that is no time, has no offset, or lies where no time can be shown in every
    zone ended in an internal error (exit 70; the tick at 9999-12-31 after it had played the
    turn). Now it is a usage error, and nothing is written."""
    game = deadline_game(tmp_path)
    before = game.read_bytes()
    order = write_order_file(tmp_path / "order.yaml", "red", 5, ["gold"])
    args: list[str | Path] = [command[0], game, *command[1:],
                              *([order] if command[0] == "apply" else [])]
    result = at(clock, *args)
    assert result.exit_code == 2, result.output
    assert one_line(result) == (f"pbem: PBEM_NOW {clock!r}: give a time with its offset, "
                                "such as 2026-12-02T15:00:00Z, between the years 1970 and "
                                "9000 (or leave it unset for the machine's clock)")
    assert game.read_bytes() == before


LONG_NAME, LONG_EMAIL = "D" * 5000, "a" * 400 + "@example.org"


@pytest.mark.parametrize(("command", "field"), [
    (("seat", "replace", "GAME", "--player", "red", "--name", LONG_NAME), "players > item 1 > "
     "name"),
    (("seat", "replace", "GAME", "--player", "red", "--name", "Dora", "--email", LONG_EMAIL),
     "players > item 1 > email"),
    (("spectator", "add", "GAME", LONG_EMAIL), "spectators > item 1 > email"),
    (("deadline", "GAME", "--reminders", ",".join(f"{m}m" for m in range(1, 3000))),
     "state > clock > settings > reminders"),
])
def test_a_value_pbem_cannot_read_back_is_not_saved(tmp_path: Path, command: tuple[str, ...],
                                                    field: str) -> None:
    """A new seat holder's name of 5,000 characters (a player's sign-up copied in), an address
    of 412, or 2,999 reminders was saved, and every later command called the game file
    "damaged or edited by hand": the game stopped for good. Now the save checks the game as the
    reader would and saves nothing it could not read back."""
    game = deadline_game(tmp_path)
    before = game.read_bytes()
    with made_secrets():  # a new seat holder's secret, hashed cheaply
        result = at(START, *[str(game) if word == "GAME" else word for word in command])
    assert result.exit_code == 2, result.output
    line = one_line(result)
    assert line.startswith(f"pbem: {game}: nothing was saved: the game would hold a value pbem "
                           f"cannot read back ({field} ")
    assert game.read_bytes() == before
    assert at(START, "status", game).exit_code == 0


def test_a_new_game_pbem_cannot_read_back_writes_nothing(tmp_path: Path) -> None:
    """'pbem new --names' of 5,000 characters wrote the reports (with the secrets) and a game
    file pbem then refused. Now nothing is written."""
    game = tmp_path / "g" / "game.yaml"
    result = run("new", game, "--players", "red,blue", "--names", f"{LONG_NAME},Bruno")
    assert result.exit_code == 2, result.output
    assert "nothing was saved" in one_line(result)
    assert not game.exists() and not (tmp_path / "g" / "reports").exists()


@pytest.mark.parametrize(("command", "then"), [
    (("undo", "GAME"), "write them with 'pbem report GAME --out FOLDER', once with each "
     "--format (text, html, json); do not undo again, which would take back one more order"),
    (("deadline", "GAME", "--extend", "2h"), "run 'pbem tick GAME' (or let the next tick run) "
     "to write them"),
    (("seat", "absent", "GAME", "--player", "blue", "--from", "2026-03-05", "--to",
      "2026-03-06"), "run 'pbem tick GAME' (or let the next tick run) to write them"),
])
def test_a_change_saved_whose_reports_fail_says_so_and_what_writes_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, command: tuple[str, ...],
        then: str) -> None:
    """A full disk after the save. An undo said 'the order was applied ... run the same order
    again (pbem apply GAME ORDER)', which plays the order just taken back, and nothing wrote its
    reports; a change of the deadlines or seats said 'check the path ... (a game file is always
    saved whole or not at all)', exit 2, as if nothing had happened. Now each says the change
    was saved (exit 4) and what writes the reports, which then writes them."""
    import errno

    import pbem.publish

    game = deadline_game(tmp_path)
    order = tmp_path / "o.yaml"
    order.write_text("game: dl\nplayer: red\nturn: 5\nactions:\n  - gold\n", "utf-8")
    assert at(START, "apply", game, order).exit_code == 0
    before = len(history(game))

    def full_disk(path: Path, text: str, reports: Path) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    with monkeypatch.context() as patch:
        patch.setattr(pbem.publish, "_write_whole", full_disk)
        result = at(START, *[str(game) if word == "GAME" else word for word in command])
    assert result.exit_code == 4, result.output
    assert one_line(result).endswith(f": No space left on device; the change was made and the "
                                     f"game saved, but its reports could not all be written: "
                                     f"once the cause is mended, {then}")
    assert len(history(game)) == before + 1
    step = sorted((tmp_path / "reports").iterdir())[-1]
    if command[0] == "undo":
        for fmt in ("text", "html", "json"):
            assert at(START, "report", game, "--out", step, "--format", fmt).exit_code == 0
    else:
        assert at(START, "tick", game).exit_code == 0
    assert {p.name for p in step.iterdir()} >= {"red.txt", "blue.html", "public.json"}


def test_a_seat_is_not_given_the_address_of_another_seat(tmp_path: Path) -> None:
    """A player asks for an abandoned seat beside his own, with his own address: it was
    given, and every report of both colours, two hands, went to his one mailbox. Likewise
    'pbem new --emails' with one address twice (in any case). Now both are refused."""
    game = three_games(tmp_path / "league") / "harbour" / "game.yaml"  # red Anna, blue Bruno
    before = game.read_bytes()
    with made_secrets():
        result = run("seat", "replace", game, "--player", "red", "--name", "Bruno", "--email",
                     "BRUNO@example.org")
    assert result.exit_code == 2, result.output
    assert one_line(result) == (
        "pbem: --email: 'BRUNO@example.org' is the address of blue's seat; both seats' reports "
        "would go to one mailbox, whose reader would see two hands: give each seat its own "
        "address")
    assert game.read_bytes() == before
    made = run("new", tmp_path / "g" / "game.yaml", "--players", "red,blue", "--emails",
               "anna@example.org,Anna@Example.org")
    assert made.exit_code == 2 and "is given for two seats" in one_line(made)
    assert not (tmp_path / "g" / "game.yaml").exists()


def test_a_mailbox_entry_that_is_no_plain_file_is_set_aside_unread(tmp_path: Path) -> None:
    """A named pipe in the Maildir's new/ (a broken delivery, another local user) held 'mail
    fetch' for ever, and every cron run after it; a link was followed and its target read as
    a message. Now each is set aside unread into .pbem-rejected with a line, and the order
    behind them is taken in."""
    root = three_games(tmp_path / "league")
    box = tmp_path / "box"
    for sub in ("new", "cur", "tmp"):
        (box / sub).mkdir(parents=True)
    os.mkfifo(box / "new" / "0001.pipe")
    (tmp_path / "secret.txt").write_text("From: anna@example.org\n\nsecret\n", "utf-8")
    (box / "new" / "0002.link").symlink_to(tmp_path / "secret.txt")
    (box / "new" / "0003.folder").mkdir()
    order = letter("Anna", league_order("bay", "red", [SHOP]))
    (box / "new" / "0004.order").write_bytes(order.as_bytes())
    done = subprocess.run([*PBEM, "mail", "fetch", "--games", str(root), "--maildir", str(box),
                           "--outbox", str(tmp_path / "out")], capture_output=True, text=True,
                          env=pbem_env(), timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    for name, kind in (("0001.pipe", "a named pipe"), ("0002.link", "a symbolic link"),
                       ("0003.folder", "a folder")):
        assert f"{box / 'new' / name}: set aside unread (a message must be a plain file, and " \
               f"this is {kind};" in done.stdout
        assert os.path.lexists(box / ".pbem-rejected" / "cur" / f"{name}:2,S")
    assert not list((box / "new").iterdir())
    assert len(history(root / "bay" / "game.yaml")) == 2


@pytest.mark.parametrize("linked", ["game.yaml.mail", "game.yaml.mail/outgoing",
                                    "game.yaml.hooks"])
def test_the_game_s_mail_and_hook_folders_are_never_written_through_a_link(
        tmp_path: Path, linked: str) -> None:
    """The game's mail folder, its queue of outgoing mails or its notification folder a
    link: the tick wrote the journal and the queued mails, every player's report, hands and
    all, wherever it pointed. Now nothing goes through it, the line names it, and once it is
    removed the next tick queues the mails of the turn it played."""
    game = deadline_game(tmp_path, "turn", "--policy", "stand-in", "--names", "Anna,Bo",
                         "--emails", "anna@example.org,bo@example.org")
    assert run("mail", "setup", game, "--from", "gm@example.org").exit_code == 0
    assert run("notify", "add", game, "--kind", "json", "--url-env", "HOOK").exit_code == 0
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / linked).parent.mkdir(parents=True, exist_ok=True)
    (tmp_path / linked).symlink_to(elsewhere)
    command = ("tick", game, "--outbox", tmp_path / "out")
    hook = {"HOOK": "http://127.0.0.1:9/", "PBEM_NOW": AFTER_TURN}  # a hook that is down
    result = run(*command, env=hook)
    assert result.exit_code in (2, 4, 75), result.output
    assert f"{tmp_path / linked}: pbem writes reports here, and this is a link; nothing was " \
           "written through it" in result.stderr
    assert not list(elsewhere.iterdir())
    (tmp_path / linked).unlink()
    again = run(*command, env=hook)
    assert again.exit_code in (0, 75), again.output  # the mails written; the hook is down
    assert not list(elsewhere.iterdir()) and len(list((tmp_path / "out").iterdir())) == 2


@pytest.mark.parametrize("command", [("tick",), ("deadline", "--extend", "2h")])
def test_a_damaged_mail_journal_is_one_line_for_the_clock_s_commands(
        tmp_path: Path, command: tuple[str, ...]) -> None:
    """A mail journal cut short (a full disk, a crash of the machine): the mail commands said
    so, but 'pbem tick' and the deadline and seat commands, which keep it too, ended in an
    internal error (exit 70). Now they give the same line, exit 2, and change nothing."""
    game = deadline_game(tmp_path)
    (tmp_path / "game.yaml.mail").mkdir()
    (tmp_path / "game.yaml.mail" / "journal.json").write_text('{"messages": {', "utf-8")
    before = game.read_bytes()
    result = at(AFTER_TURN, command[0], game, *command[1:])
    assert result.exit_code == 2, result.output
    assert one_line(result) == (f"pbem: {tmp_path / 'game.yaml.mail' / 'journal.json'}: not a "
                                "pbem mail journal; move it away to start afresh")
    assert game.read_bytes() == before
