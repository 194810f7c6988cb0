"""The worst hostile inputs we could build, each refused by ``pbem`` within 1 s of CPU and
100 MB of memory (issue 15, point 4: bounded work per input).

Orders go through ``pbem validate ORDER``; game files through ``pbem status GAME`` and, in a
games folder, through ``pbem site DIR`` (which names the game and leaves it out); mails through
``pbem mail ingest GAME`` and, to the one address of a games folder, ``pbem mail ingest --games
DIR`` (standard input, replies written to an outbox). Each case
runs in a child process of its own; its CPU time (user + system) and peak resident memory come
from ``os.wait4``, so they are that child's alone. Every order and game file must be refused (a
non-zero exit); every mail must be handled (exit 0: answered or ignored, the log says which),
never left for the mail system to deliver again (75) and never a crash (70).

Run: ``.venv/bin/python -m benchmarks.hostile [--repeat N]`` (medians of N runs, default 3).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple

from benchmarks.cli import NOW, pbem_command

CPU_LIMIT_S, MEMORY_LIMIT_MB = 1.0, 100.0
HEAD = "game: g\nplayer: red\nturn: 1\nsecret: s\n"


def _slow_order() -> str:
    """The red team's F5 order: 120,000 one-character actions (43 s and 885 MB before)."""
    return HEAD + "actions: [" + ",".join(["1"] * 120_000) + "]\n"


def _deep_order() -> str:
    return HEAD + "actions: " + "[" * 10_000 + "]" * 10_000 + "\n"


def _long_string_order() -> str:
    return HEAD + "actions: [\"" + "x" * 240_000 + "\"]\n"


def _many_keys_order() -> str:
    return HEAD + "actions: [{" + ",".join(f"k{i}: 1" for i in range(25_000)) + "}]\n"


def _huge_number_order() -> str:
    return HEAD + "turn2: " + "9" * 250_000 + "\nactions: []\n"


def _alias_bomb_order() -> str:
    lines = [HEAD.rstrip("\n"), 'a0: &a0 ["x", "x", "x", "x", "x", "x", "x", "x", "x"]']
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, 10)]
    return "\n".join(lines) + "\nactions: *a9\n"


def _many_values_game(game: str) -> str:
    return game + "junk: [" + ",".join(["0"] * 149_000) + "]\n"


def _one_line_game(game: str) -> str:
    return game + "junk: \"" + "x" * (8 * 1024 * 1024 - len(game) - 100) + "\"\n"


MAIL_HEAD = "From: red@example.org\nTo: gm@example.org\nMessage-ID: <{name}@example.org>\n"


def _mail(name: str, headers: str, body: str) -> bytes:
    return (MAIL_HEAD.format(name=name) + headers + "\n" + body).encode("utf-8")


def _order_in_mail(name: str) -> bytes:
    """F5 by mail: the slow order of 120,000 actions as the body (just under 256 KiB)."""
    order = "game: g\nplayer: red\nturn: 1\nactions: [" + ",".join(["1"] * 120_000) + "]\n"
    return _mail(name, "Subject: order\n", f"---\n{order}...\n")


def _big_mail(name: str) -> bytes:
    """20 MB of attachment: drained unread, refused by its size."""
    part = "Content-Type: application/octet-stream\nContent-Transfer-Encoding: base64\n\n"
    return _mail(name, "Subject: big\nMIME-Version: 1.0\nContent-Type: multipart/mixed; "
                 "boundary=b\n", "--b\n" + part + ("QUFB" * 19 + "\n") * 260_000 + "--b--\n")


def _deep_multipart_mail(name: str) -> bytes:
    body = "".join(f"--b{i}\nContent-Type: multipart/mixed; boundary=b{i + 1}\n\n"
                   for i in range(200))
    return _mail(name, "Subject: deep\nMIME-Version: 1.0\nContent-Type: multipart/mixed; "
                 "boundary=b0\n", body + "--b200--\n")


def _many_attachments_mail(name: str) -> bytes:
    parts = "".join(f"--b\nContent-Type: text/plain\nContent-Disposition: attachment; "
                    f"filename=o{i}.yaml\n\ngame: g\n" for i in range(500))
    return _mail(name, "Subject: many\nMIME-Version: 1.0\nContent-Type: multipart/mixed; "
                 "boundary=b\n", parts + "--b--\n")


def _header_flood_mail(name: str) -> bytes:
    refs = " ".join(f"<r{i}@example.org>" for i in range(5_000))
    return _mail(name, f"Subject: {'x' * 100_000}\nReferences: {refs}\n", "hello\n")


def _encoded_crlf_mail(name: str) -> bytes:
    """F2: an encoded CR/LF in the sender's name and a doubled From."""
    return _mail(name, "From: =?utf-8?b?RXZlDQpCY2M6IGV2ZUBldmlsLmV4YW1wbGU=?= <eve@evil.ex>\n"
                 "Subject: =?utf-8?q?a=0D=0Ab?=\n", "hello\n")


def _random_bytes_mail(name: str) -> bytes:
    return os.urandom(200_000)


MAIL_CASES: dict[str, Callable[[str], bytes]] = {
    "mail-240k-actions": _order_in_mail, "mail-20mb": _big_mail,
    "mail-200-deep": _deep_multipart_mail, "mail-500-parts": _many_attachments_mail,
    "mail-header-flood": _header_flood_mail, "mail-encoded-crlf": _encoded_crlf_mail,
    "mail-random-bytes": _random_bytes_mail,
}
ORDER_CASES: dict[str, Callable[[], str]] = {
    "order-240k-actions": _slow_order, "order-nested-10k": _deep_order,
    "order-long-string": _long_string_order, "order-25k-keys": _many_keys_order,
    "order-250k-digits": _huge_number_order, "order-alias-bomb": _alias_bomb_order,
}
GAME_CASES: dict[str, Callable[[str], str]] = {
    "game-149k-values": _many_values_game, "game-8mib-one-line": _one_line_game,
}
LEAGUE_MAIL_CASES = ("mail-240k-actions", "mail-header-flood", "mail-random-bytes")
"""The worst mails again, to the folder's one address: routing reads the order's game line,
the subject and the thread before the game takes the message in."""


class Case(NamedTuple):
    """A command to run on a hostile input, what it reads on standard input, and whether it
    must refuse (orders, game files) or handle (mail)."""

    argv: list[str]
    stdin: Path | None = None
    handled: bool = False
    fresh: str = ""  # a game folder copied anew from "<it>.pristine" before each run


def measure(case: Case, env: dict[str, str]) -> tuple[int, float, float]:
    """Exit code, CPU seconds and peak memory (MB) of one child running ``case``."""
    if case.fresh:  # each run the first delivery (a mail seen before is only logged)
        shutil.rmtree(case.fresh, ignore_errors=True)
        shutil.copytree(case.fresh + ".pristine", case.fresh)
    with open(case.stdin or os.devnull, "rb") as given:
        child = subprocess.Popen(case.argv, env=env, stdin=given, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    return child.returncode, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def make_cases(work: Path, env: dict[str, str]) -> dict[str, Case]:
    """Every hostile file written into ``work``, with the command that reads it."""
    pbem = pbem_command()
    game = work / "real" / "game.yaml"
    subprocess.run([*pbem, "new", str(game), "--players", "red,blue", "--open", "--id", "g",
                    "--emails", "red@example.org,blue@example.org"], env=env, check=True,
                   capture_output=True)
    text = game.read_text("utf-8")
    cases: dict[str, Case] = {}
    for name, make_order in ORDER_CASES.items():
        path = work / f"{name}.yaml"
        path.write_text(make_order(), "utf-8")
        cases[name] = Case([*pbem, "validate", str(path)])
    for name, make_game in GAME_CASES.items():
        path = work / name / "game.yaml"
        path.parent.mkdir()
        path.write_text(make_game(text), "utf-8")
        cases[name] = Case([*pbem, "status", str(path)])
        site = work / f"site-{name}"
        shutil.copytree(path.parent, site / "hostile")
        cases[f"site-{name[5:]}"] = Case([*pbem, "site", str(site), "--out", str(site) + ".out"])
    for name, command in (("order-100mb-sparse", "validate"), ("game-100mb-sparse", "status")):
        path = work / name / "game.yaml"
        path.parent.mkdir()
        with path.open("wb") as sparse:  # refused by its size, never read
            sparse.truncate(100 * 1024 * 1024)
        cases[name] = Case([*pbem, command, str(path)])
    cases.update(_mail_cases(work, game, env))
    return cases


def _mail_cases(work: Path, game: Path, env: dict[str, str]) -> dict[str, Case]:
    """The mails, each taken in by the real game (its replies written to an outbox)."""
    pbem = pbem_command()
    subprocess.run([*pbem, "mail", "setup", str(game), "--from", "gm@example.org",
                    "--smtp-host", "localhost"], env=env, check=True, capture_output=True)
    shutil.copytree(game.parent, work / "mail.pristine")
    cases = {}
    for name, make_mail in MAIL_CASES.items():
        path = work / f"{name}.eml"
        path.write_bytes(make_mail(name))
        cases[name] = Case([*pbem, "mail", "ingest", str(work / "mail" / game.name),
                            "--outbox", str(work / "outbox")], path, handled=True,
                           fresh=str(work / "mail"))
    league = work / "league.pristine"
    shutil.copytree(work / "mail.pristine", league / "g")
    (league / "pbem.toml").write_text('[mail]\nfrom = "gm@example.org"\n', "utf-8")
    for name in LEAGUE_MAIL_CASES:
        cases[f"league-{name}"] = Case([*pbem, "mail", "ingest", "--games", str(work / "league"),
                                        "--outbox", str(work / "outbox")], work / f"{name}.eml",
                                       handled=True, fresh=str(work / "league"))
    return cases


def made_apart(work: Path, env: dict[str, str]) -> dict[str, Case]:
    """``make_cases`` run in a forked child: building the inputs takes some 100 MB, and a child
    forked from a process that size starts with its peak memory already there."""
    listing = work / "cases.json"
    pid = os.fork()
    if pid == 0:  # the child: write the files and the list of cases, then leave at once
        made = make_cases(work, env)
        listing.write_text(json.dumps({name: [case.argv, str(case.stdin or ""), case.handled,
                                              case.fresh] for name, case in made.items()}),
                           "utf-8")
        os._exit(0)
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit("could not build the hostile inputs")
    return {name: Case(argv, Path(stdin) if stdin else None, handled, fresh)
            for name, (argv, stdin, handled, fresh)
            in json.loads(listing.read_text("utf-8")).items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=3)
    repeat = parser.parse_args().repeat
    failed = 0
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "PBEM_NOW": NOW}
        cases = made_apart(Path(folder), env)
        print(f"{'case':<26} {'exit':>4} {'cpu s':>6} {'peak MB':>8}  within "
              f"{CPU_LIMIT_S:g} s and {MEMORY_LIMIT_MB:g} MB")
        for name, case in cases.items():
            runs = [measure(case, env) for _ in range(repeat)]
            code = runs[-1][0]
            cpu = statistics.median(run[1] for run in runs)
            peak = statistics.median(run[2] for run in runs)
            answered = code == 0 if case.handled else code != 0
            ok = answered and cpu <= CPU_LIMIT_S and peak <= MEMORY_LIMIT_MB
            failed += not ok
            print(f"{name:<26} {code:>4} {cpu:>6.2f} {peak:>8.1f}  {'yes' if ok else 'NO'}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
