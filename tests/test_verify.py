"""``pbem verify`` and ``examples/verify_dice.py``: every roll, shuffle and draw from the seed.

The example game (``pbem demo``) is checked as shipped; altered copies of its game file, with
the hash chain made whole again so that they still load, must be caught at the entry altered.
A game played by bots from ``pbem new`` covers what the example does not: the set-up's
first-player rolls, cards taken at random from the pirate's pile and an undo.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import random
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from pbem.elasund import heuristic_action, position_from_data, position_to_data, waiting_for
from pbem.elasund.actions import EndTurn
from pbem.elasund.engine import BONUS
from pbem.files.chain import linked
from pbem.files.entries import entry_events, event_to_data
from pbem.files.game import Game
from pbem.files.game_file import load_game, save_game
from pbem.files.order import order_from_content
from pbem.history import Seat, create_game, undo
from pbem.process import apply_order
from pbem.verify import verify_game
from tests.support import REPO
from tests.support.cli import NOW, run

SCRIPT = REPO / "examples" / "verify_dice.py"
HARBOUR_SEED = "harbour-4"  # examples/harbour/setup.yaml
SYSTEM_PYTHON = "/usr/bin/python3" if Path("/usr/bin/python3").exists() else sys.executable


def word(seed: str, counter: int) -> int:
    """The generator's word number ``counter``, written out here from its definition."""
    digest = hmac.new(seed.encode(), counter.to_bytes(8, "big"), hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big")


def rechain(game: Game) -> Game:
    """Make the hash chain whole again after an edit, as someone forging a file would."""
    entries, game.history = game.history, []
    for entry in entries:
        game.history.append(linked(entry, game))
    return game


def events_of(game: Game, kind: str) -> list[tuple[int, dict[str, Any]]]:
    """(entry, event) for every recorded event of a kind, the set-up's included."""
    return [(e.n, event_to_data(ev)) for e in game.history for ev in entry_events(e)
            if ev.kind == kind]


@pytest.fixture
def example(demo_folder: Path, tmp_path: Path) -> Path:
    """A copy of the finished example game's file, free to alter."""
    copy = tmp_path / "game.yaml"
    shutil.copy(demo_folder / "game.yaml", copy)
    return copy


def altered(path: Path, change: Any) -> Path:
    """Load the game, let ``change`` edit it, re-chain the hashes and save it (it must load)."""
    game = load_game(path)
    change(game)
    save_game(path, rechain(game))
    load_game(path)  # the forgery passes the hash chain: only the seed can catch it
    return path


def script(*args: str | Path) -> subprocess.CompletedProcess[str]:
    """``verify_dice.py`` under the system Python, isolated: it can import nothing of pbem."""
    return subprocess.run([SYSTEM_PYTHON, "-I", str(SCRIPT), *map(str, args)],
                          capture_output=True, text=True, check=False)


# The example game ---------------------------------------------------------------------------

def test_the_example_game_verifies(example: Path) -> None:
    game = load_game(example)
    rolls = events_of(game, "roll")
    reshuffles = events_of(game, "reshuffle")
    draws = [ev for _, ev in events_of(game, "draw") if ev["public"]["count"]]
    result = run("verify", example)
    assert result.exit_code == 0, result.output
    commitment = "sha256:" + hashlib.sha256(HARBOUR_SEED.encode()).hexdigest()
    lines = result.stdout.splitlines()
    assert lines[0] == f"game harbour: the seed matches its commitment {commitment}"
    # two forced rolls: examples/harbour/position.yaml sets dice: [[4, 4], [3, 5]]
    assert (f"{len(rolls)} rolls (2 forced), {2 + len(reshuffles)} shuffles, {len(draws)} draws"
            in lines[1])
    assert lines[1].endswith(f"all match ({len(game.history)} history entries)")
    assert "the influence deck (39 cards) was shuffled from the seed" in result.stdout


def test_the_recorded_rolls_are_the_seeds_words(demo_folder: Path) -> None:
    """Checked by hand: the start shuffles 39 cards (38 numbers) and 9 church tiles (8), so
    the first roll the seed makes, green's in entry 2, is dice from words 46 and 47."""
    game = load_game(demo_folder / "game.yaml")
    first = next((n, ev["public"]) for n, ev in events_of(game, "roll")
                 if not ev["public"]["forced"])
    assert first[0] == 2 and first[1]["player"] == "green"
    words = [word(HARBOUR_SEED, 46), word(HARBOUR_SEED, 47)]
    assert all(w < 2**64 - 2**64 % 6 for w in words)  # neither is rejected
    assert first[1]["dice"] == [w % 6 + 1 for w in words]


def test_forced_rolls_are_reported_as_forced(example: Path) -> None:
    result = run("verify", example, "--format", "json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["ok"] and data["checked"]["forced"] == 2
    assert any("set in advance by the start position" in note for note in data["notes"])


def test_an_altered_roll_is_caught_at_its_entry(example: Path) -> None:
    def change(game: Game) -> None:  # green's 1+4 in entry 2 becomes 2+3: the same sum
        roll = next(ev for ev in game.history[2].events if ev.kind == "roll")
        assert roll.public["dice"] == [1, 4]
        roll.public["dice"] = [2, 3]

    result = run("verify", altered(example, change))
    assert result.exit_code == 1
    assert ("MISMATCH: history entry 2: green's roll: recorded 2+3, the seed gives 1+4"
            in result.stdout)
    assert run("replay", example).exit_code != 0  # the replay sees it too, in fewer words


def test_an_altered_forced_roll_is_caught(example: Path) -> None:
    def change(game: Game) -> None:
        roll = next(ev for ev in game.history[1].events if ev.kind == "roll")
        roll.public["dice"] = [6, 6]

    result = run("verify", altered(example, change))
    assert result.exit_code == 1
    assert ("history entry 1: blue's roll: recorded 6+6 (set in advance), the start position "
            "sets 3+5 (set in advance)") in result.stdout


def test_an_altered_draw_is_caught(example: Path) -> None:
    def change(game: Game) -> None:  # red's card for her wall in entry 1
        draw = next(ev for ev in game.history[1].events if ev.kind == "draw")
        assert draw.secret["red"]["cards"] == ["green"]
        draw.secret["red"]["cards"] = ["red"]

    result = run("verify", altered(example, change))
    assert result.exit_code == 1
    assert ("history entry 1: red's draw (wall): recorded [red], the deck as the seed "
            "shuffled it gives [green]") in result.stdout


def test_a_seed_not_matching_its_commitment_is_caught(example: Path) -> None:
    result = run("verify", example, "--seed", "harbour-5")
    assert result.exit_code == 1
    other = "sha256:" + hashlib.sha256(b"harbour-5").hexdigest()
    assert "does not match its commitment" in result.stdout and other in result.stdout

    def change(game: Game) -> None:  # a commitment to another seed than the game ran on
        game.seed_digest = other

    assert run("verify", altered(example, change)).exit_code == 1


# The dice record and verify_dice.py ------------------------------------------------------------

def test_verify_dice_agrees_with_pbem_verify(example: Path, demo_folder: Path,
                                             tmp_path: Path) -> None:
    record = tmp_path / "dice.json"
    result = run("verify", example, "--export-rolls", record)
    assert result.exit_code == 0
    checked = script(record, "--reports", demo_folder / "reports")
    assert checked.returncode == 0, checked.stderr
    game = load_game(example)
    rolls = len(events_of(game, "roll"))
    shuffles = 2 + len(events_of(game, "reshuffle"))
    assert f"{rolls} rolls (2 forced), {shuffles} shuffles, 0 picks: all match" in checked.stdout
    assert f"{rolls} rolls (2 forced), {shuffles} shuffles" in result.stdout
    assert f"the reports of {len(game.history)} history entries show the same" in checked.stdout


def test_the_dice_record_names_no_card(example: Path, tmp_path: Path) -> None:
    record = tmp_path / "dice.json"
    run("verify", example, "--export-rolls", record)
    data = json.loads(record.read_text(encoding="utf-8"))
    keys = {k for entry in data["entries"] for use in entry["uses"] for k in use}
    assert keys <= {"use", "player", "dice", "forced", "what", "size", "from"}


def test_verify_dice_fails_on_a_tampered_roll(example: Path, demo_folder: Path,
                                              tmp_path: Path) -> None:
    record = tmp_path / "dice.json"
    run("verify", example, "--export-rolls", record)
    data = json.loads(record.read_text(encoding="utf-8"))
    assert data["entries"][2]["uses"] == [{"use": "roll", "player": "green", "dice": [1, 4]}]
    data["entries"][2]["uses"][0]["dice"] = [2, 3]
    record.write_text(json.dumps(data), encoding="utf-8")
    checked = script(record)
    assert checked.returncode == 1
    assert "history entry 2: green's roll: the record says [2, 3], the seed gives [1, 4]" in (
        checked.stdout)


def test_verify_dice_holds_the_record_against_the_reports(example: Path, demo_folder: Path,
                                                          tmp_path: Path) -> None:
    record = tmp_path / "dice.json"
    run("verify", example, "--export-rolls", record)
    reports = tmp_path / "reports"
    shutil.copytree(demo_folder / "reports" / "step-0002-turn-03", reports / "step-2")
    assert script(record, "--reports", reports).returncode == 0
    report = reports / "step-2" / "public.json"
    data = json.loads(report.read_text(encoding="utf-8"))
    roll = next(e["data"] for e in data["history"][0]["events"] if e["event"] == "roll")
    assert roll["dice"] == [1, 4]
    roll["dice"] = [2, 3]  # a report that told green another roll than the record holds
    report.write_text(json.dumps(data), encoding="utf-8")
    checked = script(record, "--reports", reports)
    assert checked.returncode == 1
    assert f"history entry 2: {report} shows the dice" in checked.stdout


# Games the example does not show -----------------------------------------------------------

@cache
def bot_game(seed: str, undo_after: int = -1) -> Game:
    """A 3-player game from ``pbem new`` with default rules, played by the heuristic bot
    order by order (each order one action, ``wait`` keeping the turn open until a bonus
    action ends it), to its end."""
    game, _ = create_game("bots", [Seat(c) for c in ("red", "blue", "green")], now=NOW,
                          seed=seed, open_game=True)
    rng = random.Random(seed)
    for count in range(600):
        pos = game.state.position
        if pos.is_over:
            return game
        player = waiting_for(pos)[0]
        action = heuristic_action(pos, player, rng)
        actions = [action.notation()]
        if (player == pos.active and action.decision is None
                and not isinstance(action, (EndTurn, *BONUS))):  # a bonus ends the turn (X5)
            actions.append("wait")
        order = order_from_content({"game": "bots", "player": player, "turn": pos.turn,
                                    "actions": actions})
        game, verdict = apply_order(game, order, NOW)
        assert verdict.exit_code == 0, verdict.text
        if count == undo_after:
            game = undo(game, NOW)[0]
    raise AssertionError("the bots did not finish")


def test_a_game_set_up_by_pbem_new_verifies(tmp_path: Path) -> None:
    path = tmp_path / "game.yaml"
    save_game(path, bot_game("verify-1", undo_after=30))
    result = run("verify", path)
    assert result.exit_code == 0, result.output
    assert "3 first-player rolls" in result.stdout  # no tie in this game's first rolls
    assert "cards taken at random from the pirate's pile" in result.stdout
    assert "an undo took back" in result.stdout
    record = tmp_path / "dice.json"
    run("verify", path, "--export-rolls", record)
    checked = script(record)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    tally = verify_game(load_game(path)).tally
    assert tally.picks > 0 and tally.undone_rolls == 1
    assert (f"{tally.rolls} rolls (0 forced), 3 first-player rolls, {tally.shuffles} shuffles, "
            f"{tally.picks} picks: all match") in checked.stdout


def test_an_altered_start_deck_is_caught(tmp_path: Path) -> None:
    game = bot_game("verify-2")
    data = json.loads(json.dumps(position_to_data(game.start)))
    data["deck"] = list(reversed(data["deck"]))
    forged = Game(**{**vars(game), "start": position_from_data(data),
                     "history": list(game.history)})  # rechained: new entries
    path = tmp_path / "game.yaml"
    save_game(path, rechain(forged))
    result = run("verify", path)
    assert result.exit_code == 1
    assert "MISMATCH: the set-up: the start position's deck: recorded" in result.stdout


def test_a_start_deck_given_by_a_position_file_is_said_so(tmp_path: Path) -> None:
    seed = bot_game("verify-2").start.rng.seed
    data = position_to_data(bot_game("verify-2").start)
    data["generator"] = {"seed": seed, "counter": 0}  # the deck and the stack as given
    game, _ = create_game("given", [Seat(c) for c in data["players"]], now=NOW, seed=seed,
                          open_game=True, position=position_from_data(data))
    path = tmp_path / "game.yaml"
    save_game(path, game)
    result = run("verify", path)
    assert result.exit_code == 0
    assert "the position file gave the order of the influence deck" in result.stdout
    assert "gave the order of the church stack" in result.stdout
    assert "0 shuffles" in result.stdout


# Before the end ----------------------------------------------------------------------------

@pytest.fixture
def unfinished(tmp_path: Path) -> Path:
    """The example game after its first four orders."""
    game = tmp_path / "game.yaml"
    harbour = REPO / "examples" / "harbour"
    assert run("new", game, "--position", harbour / "position.yaml", "--open", "--id",
               "harbour", "--seed", HARBOUR_SEED).exit_code == 0
    for order in sorted((harbour / "orders").glob("*.yaml"))[:4]:
        assert run("apply", game, order).exit_code == 0
    return game


def test_mid_game_the_gm_may_verify_with_a_warning(unfinished: Path) -> None:
    result = run("verify", unfinished, "--format", "json")
    assert result.exit_code == 0
    assert "the game is not over, so its seed is still secret" in result.stderr
    data = json.loads(result.stdout)
    assert data["ok"] and not data["over"] and "seed" not in data
    assert HARBOUR_SEED not in result.stdout


def test_mid_game_no_dice_record_is_written(unfinished: Path, tmp_path: Path) -> None:
    record = tmp_path / "dice.json"
    result = run("verify", unfinished, "--export-rolls", record)
    assert result.exit_code == 2 and "the game is not over" in result.stderr
    assert not record.exists()


def test_a_missing_game_file_is_one_line(tmp_path: Path) -> None:
    result = run("verify", tmp_path / "none.yaml")
    assert result.exit_code == 2
    assert len(result.stderr.splitlines()) == 1 and "Traceback" not in result.output
