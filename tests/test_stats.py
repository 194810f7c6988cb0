"""End-of-game statistics (``pbem stats``, the final report's section), from public events only.

Checked three ways: against a count by hand of Anna's (red's) figures in the example game's
public log; against a count of every player's figures made from the public log's sentences
(another reading of the same history); and over self-play games, where each player's cubes
placed less those lost must equal his cubes on the board, and every roll must be counted once.
The figures do not change when everything hidden from the public is changed.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

from pbem.elasund.events import Event
from pbem.files.entries import Entry, OrderEntry, SetupEntry
from pbem.files.game import Game, GameState, PlayerInfo
from pbem.files.game_file import load_game
from pbem.files.schemas import validator
from pbem.stats.figures import chi_square_p, game_figures
from tests.support.cli import run
from tests.support.leak import play

RED_BY_HAND = {
    # counted in 'pbem log pbem-demo/game.yaml' (the public log), lines naming Anna (red)
    "builds": {"workshop": 2, "shop": 1, "well": 1, "market": 1, "tavern": 1, "wall": 7,
               "church": 4},  # "Anna (red) built a ...", "built wall tile", "built church tile"
    "cubes placed": {"buildings": 3, "towers": 2, "church": 4, "trade": 3},  # "with 1 cube on
    # its flag" (well, market, tavern), wall tiles "with a cube on it" (2), church tiles (4),
    # "put a cube on space" (3)
    "cubes lost": {"trade": 2},  # "The cube of Anna (red) on space ... went back" (2)
    "gold earned": {"income": 33, "phase-3": 50, "bonus": 8, "compensation": 3},  # sums of
    # "received N gold as income", "took N gold instead of a permit", "... as the bonus
    # action", "Bruno (blue) paid Anna (red) 3 gold"
    "gold paid": {"building": 18, "church": 28, "permit": 26, "wall": 22, "upgrade-permit": 1,
                  "place-permit": 1, "compensation": 1, "pirate": 5},  # "paid N gold for the
    # shop/market/workshop/tavern/well" (1+5+4+3+5), "for a church tile", "for the permit",
    # "for a wall tile", "to upgrade", "to place", "paid Chiara (green) 1 gold", gold cards
    # "gave the pirate" (1+2+1+1)
    "cards drawn": {"income": 19, "wall": 7},
    "cards paid": {"bonus-gold": 12, "place-permit": 3, "upgrade-permit": 2, "pirate": 4},
    "buildings lost": {"large-hut": 1, "workshop": 2},  # "The ... of Anna (red) ... removed"
    "permits": {"placed": 8, "upgraded": 1},
    "pirate": (9, 8),  # cards given (1+2+1+1+3+1), taken (1+1+1+1+1+2+1)
    "turns": 32,  # "Anna (red) ended turn"
    "orders": 43,  # entries '#N turn T red (...)'
}


def counted(counts: Counter[str]) -> dict[str, int]:
    """The non-zero figures of a counter."""
    return {key: value for key, value in counts.items() if value}


def test_reds_figures_in_the_example_game_are_the_hand_count(demo_folder: Path) -> None:
    red = game_figures(load_game(demo_folder / "game.yaml")).players["red"]
    assert counted(red.builds) == RED_BY_HAND["builds"]
    assert counted(red.cubes_placed) == RED_BY_HAND["cubes placed"]
    assert counted(red.cubes_lost) == RED_BY_HAND["cubes lost"]
    assert red.cubes_now() == 10
    assert counted(red.gold_earned) == RED_BY_HAND["gold earned"]
    assert sum(red.gold_earned.values()) == 94
    assert counted(red.gold_paid) == RED_BY_HAND["gold paid"]
    assert sum(red.gold_paid.values()) == 102
    assert counted(red.cards_drawn) == RED_BY_HAND["cards drawn"]
    assert counted(red.cards_paid) == RED_BY_HAND["cards paid"]
    assert counted(red.lost) == RED_BY_HAND["buildings lost"]
    assert counted(red.permits) == RED_BY_HAND["permits"]
    assert (red.pirate_lost, red.pirate_gained) == RED_BY_HAND["pirate"]
    assert red.turns == RED_BY_HAND["turns"]
    assert len(red.replies) == RED_BY_HAND["orders"]
    assert red.missed is None  # the history records no missed turn


def _log_counts(log: str, label: str) -> dict[str, object]:
    """A player's figures counted from the sentences of the public log."""
    mine = [line.strip() for line in log.splitlines() if line.strip().startswith(label)]
    def total(pattern: str) -> int:
        return sum(int(m) for line in mine for m in re.findall(pattern, line))
    built = [re.match(rf"{re.escape(label)} built a ([a-z ]+) on", line) for line in mine]
    return {
        "builds": sorted(m.group(1).replace(" ", "-") for m in built if m),
        "walls": sum(" built wall tile " in line for line in mine),
        "church": sum(" built church tile " in line for line in mine),
        "income": total(r"received (\d+) gold as income"),
        "phase-3": total(r"took (\d+) gold instead of a permit"),
        "bonus": total(r"took (\d+) gold as the bonus action"),
        "permits": sum(" placed a permit of value " in line for line in mine),
        "taken": total(r"took (\d+) cards? from the pirate's pile"),
        "turns": sum(" ended turn " in line for line in mine),
    }


def test_every_players_figures_match_the_public_log(demo_folder: Path) -> None:
    game = load_game(demo_folder / "game.yaml")
    log = run("log", demo_folder / "game.yaml").stdout
    names = {"red": "Anna (red)", "blue": "Bruno (blue)", "green": "Chiara (green)"}
    for colour, figures in game_figures(game).players.items():
        counted = _log_counts(log, names[colour])
        assert counted["builds"] == sorted(k for k, n in figures.builds.items()
                                           for _ in range(n) if k not in ("wall", "church"))
        assert counted["walls"] == figures.builds["wall"]
        assert counted["church"] == figures.builds["church"]
        for reason in ("income", "phase-3", "bonus"):
            assert counted[reason] == figures.gold_earned[reason], (colour, reason)
        assert counted["permits"] == figures.permits["placed"]
        assert counted["taken"] == figures.pirate_gained
        assert counted["turns"] == figures.turns


def _played_game(seed: int, players: int) -> Game:
    """A self-play game (tests.support.leak.play) as a game whose history holds its events."""
    played = play(seed, players, 150)
    start, first, _ = played[0]
    seats = [PlayerInfo(colour, colour) for colour in start.players]
    history: list[Entry] = [SetupEntry(
        n=0, at="2026-01-01T10:00:00Z", turn=1, player="gm", setup=(), parts=(),
        events=tuple(first.events), state_digest="", cubes={})]
    for n, (_, step, race) in enumerate(played[1:], start=1):
        history.append(OrderEntry(
            n=n, at=f"2026-01-{1 + n // 24:02d}T{n % 24:02d}:00:00Z", turn=step.turn,
            player=step.player, order={}, order_digest="", outcome="applied", parts=(),
            events=tuple(step.events), state_digest="", cubes=race[-1][1]))
    final = played[-1][0]
    return Game("selfplay", seats, False, "", "", start, GameState(final), history)


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 4), (4, 3), (5, 2)])
def test_the_figures_add_up_over_self_play(seed: int, players: int) -> None:
    game = _played_game(seed, players)
    figures = game_figures(game)
    final = game.state.position
    for colour, player in figures.players.items():
        assert player.cubes_now() == final.cubes_on_board(colour), colour
        assert len(player.replies) == sum(1 for e in game.history[1:] if e.player == colour)
    rolls = sum(1 for entry in game.history for e in entry.events if e.kind == "roll")
    assert sum(figures.rolls.values()) + sum(figures.forced.values()) == rolls
    ships = sum(1 for entry in game.history for e in entry.events if e.kind == "ship")
    assert sum(figures.ship_rows.values()) + sum(figures.pirate_rows.values()) == ships


def test_nothing_hidden_changes_a_figure(demo_folder: Path) -> None:
    """Every event's secret part (drawn cards, church tiles seen, the pirate's loot taken)
    rewritten: the figures are the same."""
    game = load_game(demo_folder / "game.yaml")
    rng = random.Random(5)

    def disguised(events: tuple[Event, ...]) -> tuple[Event, ...]:
        return tuple(Event(e.kind, e.public, {p: {k: [rng.choice(["red", "gold", 7])]
                                                  for k in part}
                                              for p, part in e.secret.items()})
                     for e in events)

    other = replace(game, history=[replace(e, events=disguised(e.events))
                                   if isinstance(e, OrderEntry) else e
                                   for e in game.history])
    assert game_figures(other).to_data() == game_figures(game).to_data()


def test_pbem_stats_prints_the_tables_and_json_for_scripts(demo_folder: Path) -> None:
    text = run("stats", demo_folder / "game.yaml")
    assert text.exit_code == 0, text.output
    for heading in ("VICTORY CUBES", "GOLD", "INFLUENCE CARDS", "BUILDS",
                    "PERMITS, THE PIRATE, TURNS", "THE DICE", "THE SHIP'S ROWS"):
        assert f"\n{heading}" in text.stdout
    assert "95 rolls made by the seed" in text.stdout
    result = run("stats", demo_folder / "game.yaml", "--format", "json")
    data = json.loads(result.stdout)
    assert list(validator("output").iter_errors(data)) == []
    assert data["dice"]["rolls"] == 95 and data["dice"]["forced"] == 2
    assert [p["cubes"]["now"] for p in data["players"]] == [10, 8, 6]


def test_the_final_report_has_the_statistics_and_the_others_do_not(demo_folder: Path) -> None:
    reports = sorted((demo_folder / "reports").iterdir())
    final, before = reports[-1], reports[-2]
    for reader in ("red", "public"):
        html = (final / f"{reader}.html").read_text("utf-8")
        assert '<section id="stats" class="stats">' in html
        assert 'class="dice"' in html and 'class="cubes"' in html  # the two charts
        assert "Game harbour in numbers" in (final / f"{reader}.txt").read_text("utf-8")
        assert "stats" in json.loads((final / f"{reader}.json").read_text("utf-8"))
        assert "in numbers" not in (before / f"{reader}.html").read_text("utf-8")
        assert "stats" not in json.loads((before / f"{reader}.json").read_text("utf-8"))


def test_a_running_game_has_its_statistics_so_far(tmp_path: Path) -> None:
    game = tmp_path / "game.yaml"
    assert run("new", game, "--players", "red,blue", "--open", "--seed", "running").exit_code == 0
    result = run("stats", game)
    assert result.exit_code == 0
    assert "The game so far: turn 1, 1 history entries." in result.stdout


def test_the_dice_test_gives_the_chi_square_tail() -> None:
    assert chi_square_p(0.0) == 1.0
    assert chi_square_p(18.307) == pytest.approx(0.05, abs=1e-4)  # the table's 5 % point
    assert chi_square_p(23.209) == pytest.approx(0.01, abs=1e-4)
