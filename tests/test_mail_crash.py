"""A ``pbem mail fetch`` killed (SIGKILL, no clean-up) at each point between taking a message's
order in and marking the message done loses nothing and applies nothing twice when run again:
the game has the order's history entry once, the message ends up seen, and the sender gets
his reply once and every player his report once."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.support import REPO
from tests.support.cli import NOW
from tests.support.mail import body, fixture, mail_game, outbox_mails, recipient

pytestmark = pytest.mark.slow  # pbem mail fetch killed at each point, in child processes

KILL_POINTS = {
    # the order is stored (game saved, reports written), nothing of the mail side yet
    "after-store": ("pbem.intake", "receive_order", "after"),
    # the replies are composed, the journal does not yet say the message is done
    "before-finish": ("pbem.mail.journal.Journal", "finish", "before"),
    # the message is marked; no mail has been sent
    "before-send": ("pbem.mail.journal.Spool", "flush", "before"),
    # the journal says done; the message is not yet moved out of new/
    "before-mark": ("pbem.mail.mailboxes", "_fsync", "before"),
}

RUNNER = """
import importlib, os, signal, sys
from pbem.cli import main
module_name, attribute, when = sys.argv[1:4]  # "-" "-" "-": run without a kill
def killing(*args, **kwargs):
    if when == "before":
        os.kill(os.getpid(), signal.SIGKILL)
    result = original(*args, **kwargs)
    os.kill(os.getpid(), signal.SIGKILL)
    return result
if module_name != "-":
    path = module_name.split(".")
    try:
        owner = importlib.import_module(module_name)
    except ModuleNotFoundError:
        owner = getattr(importlib.import_module(".".join(path[:-1])), path[-1])
    original = getattr(owner, attribute)
    setattr(owner, attribute, killing)
sys.argv = ["pbem", *sys.argv[4:]]
main()
"""


def _fetch(game: Path, maildir: Path, outbox: Path, *kill: str) -> subprocess.CompletedProcess[str]:
    args = ["-c", RUNNER, *(kill or ("-", "-", "-"))]
    env = {**os.environ, "PBEM_NOW": NOW}
    return subprocess.run([sys.executable, *args, "mail", "fetch", str(game), "--maildir",
                           str(maildir), "--outbox", str(outbox)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=120)


def _maildir(folder: Path, *names: str) -> Path:
    for sub in ("new", "cur", "tmp"):
        (folder / sub).mkdir(parents=True)
    for number, name in enumerate(names, start=1):
        (folder / "new" / f"17649{number:05d}.M1P1.mx").write_bytes(fixture(name))
    return folder


@pytest.mark.parametrize("point", sorted(KILL_POINTS))
def test_a_fetch_killed_then_run_again_applies_once_and_answers_once(point: str,
                                                                     tmp_path: Path) -> None:
    game = mail_game(tmp_path / "harbour")
    maildir = _maildir(tmp_path / "Maildir", "plain")
    outbox = tmp_path / "out"
    killed = _fetch(game, maildir, outbox, *KILL_POINTS[point])
    assert killed.returncode == -9, killed.stderr  # it did die where it was meant to
    assert outbox_mails(outbox) == []  # mails go out last, after the message is marked
    again = _fetch(game, maildir, outbox)
    assert again.returncode == 0, again.stderr
    history = yaml.safe_load(game.read_text("utf-8"))["history"]
    assert [entry["kind"] for entry in history] == ["setup", "order"]  # applied exactly once
    assert history[1]["parts"][0]["applied"] == ["gold"]
    assert list((maildir / "new").iterdir()) == []
    assert [p.name.endswith(":2,S") for p in (maildir / "cur").iterdir()] == [True]
    mails = outbox_mails(outbox)
    replies = [m for m in mails if m["In-Reply-To"] == "<plain@mail.example.org>"]
    assert len(replies) == 1 and "Accepted" in body(replies[0])
    interrupted = point in ("after-store", "before-finish")  # the order stored, not answered
    assert ("pbem was interrupted after storing your order" in body(replies[0])) == interrupted
    reports = sorted(recipient(m) for m in mails if m not in replies)
    assert reports == ["anna@example.org", "bruno@example.org", "chiara@example.org"]
    third = _fetch(game, maildir, outbox)  # nothing new: nothing more happens
    assert third.returncode == 0 and len(outbox_mails(outbox)) == 4


def test_a_fetch_killed_while_sending_sends_only_the_mail_in_flight_twice(tmp_path: Path
                                                                            ) -> None:
    """Killed right after handing on the first mail (before taking it off the queue), the next
    run sends it again and then the rest: a mail may come twice, none is lost."""
    game = mail_game(tmp_path / "harbour")
    maildir = _maildir(tmp_path / "Maildir", "plain")
    outbox = tmp_path / "out"
    killed = _fetch(game, maildir, outbox, "pbem.mail.transport.Outbox", "send", "after")
    assert killed.returncode == -9 and len(outbox_mails(outbox)) == 1
    assert _fetch(game, maildir, outbox).returncode == 0
    sent = [(recipient(m), m["In-Reply-To"]) for m in outbox_mails(outbox)]
    first = ("bruno@example.org", "<plain@mail.example.org>")
    assert sent[0] == sent[1] == first  # the reply, in flight at the kill, came twice
    assert sorted(who for who, _ in sent[2:]) == ["anna@example.org", "bruno@example.org",
                                                  "chiara@example.org"]


def test_an_ingest_killed_after_storing_is_answered_by_the_mail_systems_retry(tmp_path: Path
                                                                              ) -> None:
    """procmail or Postfix delivers again after the kill (a non-zero end): the order stays
    applied once and the retry answers it."""
    game = mail_game(tmp_path / "harbour")
    outbox = tmp_path / "out"
    command = [sys.executable, "-c", RUNNER, *KILL_POINTS["after-store"], "mail", "ingest",
               str(game), "--outbox", str(outbox)]
    env = {**os.environ, "PBEM_NOW": NOW}
    killed = subprocess.run(command, input=fixture("plain"), cwd=REPO, env=env,
                            capture_output=True, timeout=120)
    assert killed.returncode == -9 and outbox_mails(outbox) == []
    command[3:6] = ["-", "-", "-"]
    retry = subprocess.run(command, input=fixture("plain"), cwd=REPO, env=env,
                           capture_output=True, timeout=120)
    assert retry.returncode == 0, retry.stderr
    history = yaml.safe_load(game.read_text("utf-8"))["history"]
    assert [entry["kind"] for entry in history] == ["setup", "order"]
    assert len(outbox_mails(outbox)) == 4
