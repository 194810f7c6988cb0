"""Shared helpers of the command-line tests: running ``pbem``, making games, writing orders.

Games are made with ``pbem new`` itself, with known secrets (``pbem.history.make_secret`` is
replaced for the call) and a cheap scrypt cost (``pbem.files.keys.SCRYPT_N``; the stored hash
names its cost, so checking stays correct), and cached per process as the bytes of the game
file: a test writes them into its own ``tmp_path`` instead of making the game again.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from functools import cache
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from pbem.cli.app import app
from pbem.files import keys
from tests.support import TESTS

BAD = TESTS / "data" / "bad"
BASE = BAD / "base-position.yaml"
NOW = "2026-12-02T15:00:00Z"
GAME_ID = "corpus"
SECRETS = {"red": "amber-anchor-barrel-1111", "blue": "cedar-chart-cliff-2222",
           "green": "dock-drift-dune-3333", "yellow": "ember-ferry-fjord-4444"}
"""The secret each colour gets from ``made_secrets`` (seats are given secrets in this order)."""
CHEAP_SCRYPT_N = 2**8


def run(*args: str | Path, env: Mapping[str, str | None] | None = None,
        stdin: bytes | str | None = None) -> Result:
    """Invoke ``pbem ARGS`` in-process, with ``PBEM_NOW`` fixed and ``env`` on top (a value of
    None unsets that variable), ``stdin`` as standard input: the one in-process runner of the
    suite (``tests.support.trust.run_pbem`` runs pbem as a process of its own)."""
    return CliRunner().invoke(app, [str(a) for a in args], env={"PBEM_NOW": NOW, **(env or {})},
                              input=stdin, prog_name="pbem")


def one_line(result: Result) -> str:
    """The single line a failing command wrote on stderr (asserting there is exactly one)."""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got {result.stderr!r}"
    assert "Traceback" not in result.output
    return lines[0]


@contextmanager
def made_secrets() -> Iterator[None]:
    """Within the block, new games give the seats SECRETS in colour order and hash cheaply."""
    queue = list(SECRETS.values())
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("pbem.history.make_secret", lambda: queue.pop(0))
        patch.setattr(keys, "SCRYPT_N", CHEAP_SCRYPT_N)
        patch.setattr("pbem.files.signature.KDF_N", CHEAP_SCRYPT_N)  # signing keys too
        yield


def new_game(game: Path, *args: str | Path) -> Path:
    """``pbem new GAME ARGS`` with known secrets; asserts it worked; returns the game file."""
    with made_secrets():
        result = run("new", game, *args)
    assert result.exit_code == 0, result.output
    return game


@cache
def _cached(position: str, orders: tuple[str, ...]) -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        game = Path(folder) / "game.yaml"
        new_game(game, "--position", position, "--seed", "corpus-seed", "--force-seed",
                 "--id", GAME_ID)
        for order in orders:
            result = run("apply", game, order)
            assert result.exit_code == 0, result.output
        return game.read_bytes()


def base_game(folder: Path, position: Path = BASE, *, orders: Sequence[Path] = ()) -> Path:
    """A game made from a position file (then ``orders`` applied), as ``folder/game.yaml``:
    id ``corpus``, seed ``corpus-seed``, the secrets of SECRETS.

    The game is made once per process and copied, so its reports are not there.
    """
    game = folder / "game.yaml"
    folder.mkdir(parents=True, exist_ok=True)
    game.write_bytes(_cached(str(position), tuple(map(str, orders))))
    return game


def order_text(player: str, turn: int, actions: Sequence[str], *,
               secret: str | None = "") -> str:
    """The text of an order file for the game ``corpus``; ``secret=""`` means the player's
    secret from SECRETS, ``None`` no secret line."""
    lines = [f"game: {GAME_ID}", f"player: {player}", f"turn: {turn}"]
    if secret is not None:
        lines.append(f"secret: {secret or SECRETS[player]}")
    lines.append("actions:" if actions else "actions: []")
    lines += [f"  - {action}" for action in actions]
    return "\n".join(lines) + "\n"


def write_order(path: Path, player: str, turn: int, actions: Sequence[str], *,
                secret: str | None = "") -> Path:
    """Write an order file (see ``order_text``) and return its path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(order_text(player, turn, actions, secret=secret), encoding="utf-8")
    return path


def report_secret(report: Path) -> str:
    """The secret a first report gives its reader (its line 'YOUR SECRET: ...')."""
    text = report.read_text(encoding="utf-8")
    found: set[str] = set(re.findall(r"secret: ([a-z]+-[a-z]+-[a-z]+-[0-9]{4})\b", text, re.I))
    assert len(found) == 1, f"no single secret in {report}: {found}"
    return found.pop()


def step_folders(reports: Path) -> list[str]:
    """The names of the step folders of a reports folder, in order."""
    return sorted(p.name for p in reports.iterdir() if p.is_dir())


def report_files(step: Path) -> list[str]:
    """The file names in one step's report folder, sorted."""
    return sorted(p.name for p in step.iterdir())


def every_layout(*readers: str) -> list[str]:
    """The sorted file names of the text, HTML and JSON reports of these readers."""
    suffixes = (".txt", ".html", ".json")
    return sorted(f"{reader}{suffix}" for reader in readers for suffix in suffixes)


HUT_POSITION = """\
# red's shop at C4 will remove blue's small hut (docs/rules.md H1), which blue must re-place
players: [red, blue]
turn: 3
active: red
phase: build
ship: 5
dice: [[1, 2]]
hands:
  red: {gold: 1}
  blue: {gold: 2}
board:
  - {piece: small-hut, at: C4, owner: blue}
  - {piece: permit, value: 0, at: D4, owner: red}
  - {piece: permit, value: 1, at: E5, owner: red}
"""
RED_HUT_ORDER = ["build: {building: shop, at: C4}", "gold"]


def paused_game(folder: Path) -> Path:
    """A game whose red order (RED_HUT_ORDER, turn 3) waits for blue to re-place his hut."""
    position = folder / "hut-position.yaml"
    position.write_text(HUT_POSITION, "utf-8")
    game = base_game(folder, position)
    result = run("apply", game, write_order(folder / "red-3.yaml", "red", 3, RED_HUT_ORDER))
    assert result.exit_code == 0 and ": paused: " in result.stdout, result.output
    return game


WIN_POSITION = """\
# red has 9 cubes on the board (4 wells, 4 markets, a tavern); a merchant on D8 is his 10th
players: [red, blue]
turn: 9
active: red
phase: build
ship: 5
hands:
  red: {gold: 9}
  blue: {gold: 3}
board:
  - {piece: well, at: B2, owner: red}
  - {piece: well, at: C2, owner: red}
  - {piece: well, at: D2, owner: red}
  - {piece: well, at: E2, owner: red}
  - {piece: market, at: B3, owner: red}
  - {piece: market, at: D3, owner: red}
  - {piece: market, at: B4, owner: red}
  - {piece: market, at: D4, owner: red}
  - {piece: tavern, at: B5, owner: red}
  - {piece: permit, value: 2, at: D8, owner: red}
  - {piece: permit, value: 1, at: E8, owner: red}
"""
WIN_SEED = "the-seed-of-the-win"


def won_game(folder: Path) -> Path:
    """A game (seed WIN_SEED) that red has just won with his tenth cube (docs/rules.md E1)."""
    position = folder / "win-position.yaml"
    position.write_text(WIN_POSITION, "utf-8")
    game = new_game(folder / "game.yaml", "--position", position, "--seed", WIN_SEED,
                    "--force-seed", "--id", GAME_ID)
    order = write_order(folder / "win.yaml", "red", 9, ["build: {building: merchant, at: D8}"])
    result = run("apply", game, order)
    assert result.exit_code == 0, result.output
    return game
