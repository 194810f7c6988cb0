"""A games folder of 20 games in every state, made once per test run and copied by each test.

The games: new ones (2 to 4 players, some with secrets), running ones and ones waiting for a
decision (the example game's orders up to a point, each game with its own id), finished ones
(the whole example game, and two games won from a position), and one broken file. Every player
has a mail address, and the folder's ``pbem.toml`` gives the mail's sender, so the mail commands
can run over it. ``LEAGUE_STATES`` says what ``pbem status DIR`` must find for each.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import filelock
import pytest

from tests.support import REPO
from tests.support.cli import NOW, WIN_POSITION, new_game, run, write_order

EXAMPLE = REPO / "examples" / "harbour"
ORDERS = sorted((EXAMPLE / "orders").glob("*.yaml"))
NAMES = "Anna,Bruno,Chiara,Dora"
EMAILS = ("anna@example.org", "bruno@example.org", "chiara@example.org", "dora@example.org")
SETTINGS = '[mail]\nfrom = "Elasund GM <gm@example.org>"\n'
"""The folder's ``pbem.toml``: every game's mail comes from the game master's one address."""

NEW = {"new-duo": "red,blue", "new-trio": "red,blue,green", "new-quartet": "red,blue,green,yellow",
       "new-open": "blue,green", "new-late": "green,yellow,red"}
RUNNING = {"running-2": 2, "running-3": 3, "running-4": 4, "running-8": 8, "running-12": 12,
           "running-22": 22, "running-31": 31}
"""Games of the example's orders up to a step where nobody but the active player is asked."""
DECISIONS = {"decision-ship": 1, "decision-pirate": 6, "decision-hut": 16,
             "decision-discard": 34}
"""Example games stopped where a decision is awaited (tests/test_report_browser.py's steps)."""
WON = ("won-a", "won-b")
LEAGUE_STATES: dict[str, str] = {
    **dict.fromkeys(NEW, "new"), **dict.fromkeys(RUNNING, "running"),
    **dict.fromkeys(DECISIONS, "decision"), **dict.fromkeys(WON, "over"), "harbour": "over",
    "broken": "broken"}
"""Each game's folder and the state ``pbem status DIR`` must give it."""


def example_order(order: Path, game_id: str) -> str:
    """An order of the example game, for a copy of the game with another id."""
    return re.sub(r"(?m)^game: harbour$", f"game: {game_id}", order.read_text("utf-8"))


def example_game(folder: Path, game_id: str, orders: int) -> Path:
    """The example game under its own id, with its first ``orders`` orders applied (as
    ``pbem apply`` applies them, without writing their reports: quicker, and no test of the
    folder reads them)."""
    from pbem.files.game_file import load_game, save_game
    from pbem.files.order import read_order_text
    from pbem.process import apply_order

    path = new_game(folder / "game.yaml", "--position", EXAMPLE / "position.yaml", "--open",
                    "--id", game_id, "--names", "Anna,Bruno,Chiara",
                    "--emails", ",".join(EMAILS[:3]))
    game = load_game(path)
    for order in ORDERS[:orders]:
        read = read_order_text(example_order(order, game_id), order.name)
        game, verdict = apply_order(game, read, NOW)
        assert verdict.exit_code == 0, verdict.message
    save_game(path, game)
    return path


def build_league(root: Path, demo_game: Path) -> Path:
    """Make the 20 games of ``LEAGUE_STATES`` below ``root``; ``demo_game`` is the finished
    example game (id ``harbour``)."""
    root.mkdir(parents=True)
    (root / "pbem.toml").write_text(SETTINGS, "utf-8")
    for index, (name, colours) in enumerate(NEW.items()):
        count = colours.count(",") + 1
        kind = ("--open",) if name == "new-open" else ()
        new_game(root / name / "game.yaml", "--players", colours, "--id", name,
                 "--names", ",".join(NAMES.split(",")[:count]),
                 "--emails", ",".join(EMAILS[:count]), "--seed", f"league-seed-of-{name}",
                 *kind, *(("--force-seed",) if index % 2 else ()))
    for name, orders in {**RUNNING, **DECISIONS}.items():
        example_game(root / name, name, orders)
    for name in WON:
        won(root / name, name)
    (root / "harbour").mkdir()
    shutil.copyfile(demo_game, root / "harbour" / "game.yaml")
    (root / "broken").mkdir()
    (root / "broken" / "game.yaml").write_text("format: pbem-game-2\ngame: [broken\n", "utf-8")
    for reports in root.glob("*/reports"):  # the tests need the games alone
        shutil.rmtree(reports)
    return root


def won(folder: Path, game_id: str) -> Path:
    """A game red has just won with his tenth cube (tests.support.cli.WIN_POSITION)."""
    position = folder / "win-position.yaml"
    folder.mkdir(parents=True)
    position.write_text(WIN_POSITION, "utf-8")
    game = new_game(folder / "game.yaml", "--position", position, "--seed",
                    f"the-seed-of-{game_id}", "--force-seed", "--id", game_id,
                    "--names", "Anna,Bruno", "--emails", ",".join(EMAILS[:2]))
    order = write_order(folder / "win.yaml", "red", 9, ["build: {building: merchant, at: D8}"])
    text = order.read_text("utf-8").replace("game: corpus", f"game: {game_id}")
    order.write_text(text, "utf-8")
    result = run("apply", game, order)
    assert result.exit_code == 0, result.output
    order.unlink()
    position.unlink()
    return game


@pytest.fixture(scope="session")
def league_folder(tmp_path_factory: pytest.TempPathFactory, demo_folder: Path
                  ) -> Iterator[Path]:
    """The 20 games, made once per test run for every worker (under a file lock, renamed into
    place when complete); read-only: a test copies it with ``league_copy``."""
    base = tmp_path_factory.getbasetemp()
    root = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    done = root / "league"
    with filelock.FileLock(str(root / "league.lock")):
        if not done.exists():
            building = root / "league-building"
            shutil.rmtree(building, ignore_errors=True)
            build_league(building, demo_folder / "game.yaml")
            building.rename(done)
    yield done


@pytest.fixture(scope="session")
def league_site(league_folder: Path, tmp_path_factory: pytest.TempPathFactory
                ) -> Iterator[Path]:
    """``pbem site`` of the 20 games, written once per test run for every worker (the broken
    game named: exit 1); read-only."""
    base = tmp_path_factory.getbasetemp()
    root = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    done = root / "league-site"
    with filelock.FileLock(str(root / "league-site.lock")):
        if not done.exists():
            building = root / "league-site-building"
            shutil.rmtree(building, ignore_errors=True)
            result = run("site", league_folder, "--out", building / "public")
            assert result.exit_code == 1, result.output
            (building / "stdout").write_text(result.stdout, "utf-8")  # for the tests to read
            (building / "stderr").write_text(result.stderr, "utf-8")
            building.rename(done)
    yield done / "public"


def league_copy(league: Path, target: Path, games: tuple[str, ...] = ()) -> Path:
    """A copy of the games folder that a test may change (of these games alone, if named)."""
    if games:
        target.mkdir(parents=True)
        for name in games:
            shutil.copytree(league / name, target / name)
        return target
    shutil.copytree(league, target)
    return target


THREE = {"harbour": ("Anna", "Bruno"), "bay": ("Anna", "Chiara"), "cove": ("Bruno", "Chiara")}
"""Three games of the base position (red to play turn 5), each player in two of them: red and
blue by name."""
ADDRESS = {"Anna": "anna@example.org", "Bruno": "bruno@example.org",
           "Chiara": "chiara@example.org", "Eve": "eve@example.org"}


def three_games(root: Path, settings: str = SETTINGS) -> Path:
    """A games folder of ``THREE``, its ``pbem.toml`` saying ``settings``."""
    from tests.support.cli import BASE

    root.mkdir(parents=True, exist_ok=True)
    (root / "pbem.toml").write_text(settings, "utf-8")
    for game_id, names in THREE.items():
        new_game(root / game_id / "game.yaml", "--position", BASE, "--seed",
                 f"three-games-{game_id}", "--force-seed", "--id", game_id,
                 "--names", ",".join(names), "--emails", ",".join(ADDRESS[n] for n in names))
    return root


def league_order(game_id: str, player: str, actions: list[str]) -> str:
    """An order of turn 5 for one of ``THREE`` (the secrets of tests.support.cli)."""
    from tests.support.cli import order_text

    return order_text(player, 5, actions).replace("game: corpus", f"game: {game_id}")
