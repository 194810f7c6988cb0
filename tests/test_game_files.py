"""The game file (docs/game-master.md): round trip, hash chain, lock, atomic save.

A position printed and started again is the same position; the commands' JSON matches
schemas/output.schema.json."""

from __future__ import annotations

import functools
import json
import random
from pathlib import Path
from typing import Any

import filelock
import pytest

from pbem.elasund import Position, choose_action, new_game, waiting_for
from pbem.elasund.engine import apply
from pbem.files import game_file, game_store
from pbem.files.errors import GameLocked, InputError
from pbem.files.game import Game
from pbem.files.order import Order, OrderStep
from pbem.files.position_file import position_text, read_position_text
from pbem.files.schemas import validator
from pbem.files.yaml_write import dump_yaml
from pbem.history import Seat, create_game, states_of, undo
from pbem.process import apply_order
from tests.support.cli import run
from tests.support.quick import quick_sample

NOW = "2026-12-02T15:00:00Z"
SEATS = [Seat("red", "Anna", "anna@example.org"), Seat("blue", "Bruno"), Seat("green", "C")]


@functools.cache  # one game: its secrets (and so its seats' digests, which the chain
# commits to) are new in every game made
def played(orders: int, seed: str = "files") -> tuple[Game, dict[str, str]]:
    """A game with secrets after ``orders`` one-action orders of the heuristic bot."""
    game, keys = create_game("files", SEATS, now=NOW, seed=seed)
    rng = random.Random(seed)
    for _ in range(orders):
        pos = game.state.position
        player = waiting_for(pos)[0]
        action = choose_action(pos, player, rng)
        game, verdict = apply_order(game, Order("files", player, pos.turn, (OrderStep(action),),
                                                secret=keys[player]), NOW)
        assert verdict.status in ("applied", "paused")
    return game, keys


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("game") / "game.yaml"
    game_file.save_game(path, played(40)[0])
    return path


def test_a_saved_game_loads_back_the_same_and_holds_no_secret_in_clear(saved: Path) -> None:
    game, keys = played(40)
    loaded = game_file.load_game(saved)
    assert loaded.state.digest() == game.state.digest()
    assert loaded.history == game.history and loaded.names == game.names
    assert [p.email for p in loaded.players] == ["anna@example.org", "", ""]
    text = saved.read_text(encoding="utf-8")
    assert all(secret not in text for secret in keys.values())
    assert text.count("scrypt$16384$8$1$") == 3
    assert dump_yaml(game_file.game_to_data(loaded), header="\n".join(
        game_file.HEADER)) == text  # stable: saving again changes no byte


@pytest.mark.parametrize(("old", "new", "found"), [
    ("kind: roll", "kind: rolled", "history entry"),  # an event of the history changed
    ("gold: 3,", "gold: 9,", "edited by hand"),  # a hand (state or history) changed
])
def test_an_edit_by_hand_is_detected_on_loading(saved: Path, tmp_path: Path, old: str,
                                                new: str, found: str) -> None:
    text = saved.read_text(encoding="utf-8")
    assert old in text
    edited = tmp_path / "game.yaml"
    edited.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(InputError, match=found):
        game_file.load_game(edited)


def test_a_removed_history_entry_is_detected(saved: Path, tmp_path: Path) -> None:
    game = game_file.load_game(saved)
    del game.history[5]
    path = tmp_path / "game.yaml"
    game_file.save_game(path, game)
    with pytest.raises(InputError, match="history entry 6 does not follow"):
        game_file.load_game(path)


def test_saving_is_atomic_and_leaves_no_temporary_file(saved: Path, tmp_path: Path) -> None:
    path = tmp_path / "game.yaml"
    game = game_file.load_game(saved)
    game_file.save_game(path, game)
    path.chmod(0o640)
    game_file.save_game(path, game)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.yaml"]
    assert path.stat().st_mode & 0o777 == 0o640  # saving keeps the file's permissions


def test_a_held_lock_makes_another_process_give_up(saved: Path) -> None:
    held = filelock.FileLock(str(saved) + ".lock")
    with held, pytest.raises(GameLocked, match="another pbem"), \
            game_store.locked(saved, timeout=0.05):
        raise AssertionError("the lock was taken twice")


def test_replay_and_undo_of_a_played_game(saved: Path) -> None:
    game = game_file.load_game(saved)
    assert len(states_of(game)) == len(game.history) == 41
    back, message = undo(game, NOW, to_turn=3)
    assert back.state.position.turn == 3 and "the history keeps the record" in message
    assert back.history[:-1] == game.history and back.history[-1].kind == "undo"
    assert states_of(back)[-1].digest() == back.state.digest()


def self_play_positions(games: range) -> list[Position]:
    """Positions taken along heuristic games of 2, 3 and 4 players (never in phase roll), one
    for each game number."""
    positions = []
    for i in games:
        players = ["red", "blue", "green", "yellow"][: 2 + i % 3]
        pos = new_game(players, seed=f"roundtrip-{i}")
        pos, _ = apply(pos, pos.active, choose_action(pos, pos.active, random.Random(i)))
        rng = random.Random(i)
        for _ in range(rng.randrange(0, 150)):
            if pos.is_over:
                break
            player = waiting_for(pos)[0]
            pos, _ = apply(pos, player, choose_action(pos, player, rng))
        positions.append(pos)
    return positions


POSITION_GAMES, CHUNKS = 60, 6
"""The round trip below runs over the positions of 60 games, in 6 tests (game k in chunk
k mod 6), so that the workers share them; the quick loop runs the first chunk."""


@pytest.mark.parametrize("chunk", quick_sample([(c,) for c in range(CHUNKS)], CHUNKS))
def test_a_printed_position_starts_a_game_at_that_very_position(chunk: int) -> None:
    """docs/positions.md: 'Printing a game's position and starting a new game from it gives the
    same position again', generator and all, for positions of many self-played games."""
    for pos in self_play_positions(range(chunk, POSITION_GAMES, CHUNKS)):
        read = read_position_text(position_text(pos), "p.yaml")
        assert read.viewer is None
        game, _ = create_game("again", [Seat(p) for p in pos.players], now=NOW,
                              open_game=True, position=read.position)
        assert game.state.position == pos


def run_json(args: list[str]) -> Any:
    result = run(*args, "--format", "json")
    assert result.exit_code in (0, 1), result.output
    return json.loads(result.stdout)


def test_the_json_of_the_commands_matches_the_output_schema(saved: Path, tmp_path: Path) -> None:
    game = game_file.load_game(saved)
    pos = game.state.position
    order = tmp_path / "order.yaml"
    order.write_text(f"game: files\nplayer: {pos.active}\nturn: {pos.turn}\nsecret: guess\n"
                     "actions: [gold]\n", encoding="utf-8")
    broken = tmp_path / "broken.yaml"
    broken.write_text("game: [\n", encoding="utf-8")
    outputs = [
        run_json(["validate", str(order), str(broken), "--game", str(saved)]),
        run_json(["validate", str(order)]),
        run_json(["apply", str(saved), str(order), "--dry-run"]),
        run_json(["status", str(saved)]),
        run_json(["options", str(saved), "--player", pos.active]),
    ]
    schema = validator("output")
    for output in outputs:
        assert not list(schema.iter_errors(output)), output
    assert outputs[0]["invalid"] == 2 and outputs[0]["orders"][1]["status"] == "invalid"
    assert outputs[0]["orders"][0]["rule"] == "secret"
