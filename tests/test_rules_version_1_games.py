"""A game made before rules version 2 (tests/data/v1-game, made with that pbem) replays and
verifies exactly as it did then: its position names no rules version, so it keeps version 1's
readings (shuffles in play order, a needless pay refused, T1 after a bonus action)."""

from __future__ import annotations

import json
from pathlib import Path

from pbem.files.game_file import load_game
from pbem.history import states_of
from tests.support.cli import run

V1 = Path(__file__).resolve().parent / "data" / "v1-game"


def test_the_stored_game_holds_what_version_2_would_play_otherwise() -> None:
    """The fixture is worth its place: reshuffles, random picks and the three refusals."""
    game = load_game(V1 / "game.yaml")
    assert game.start.rules_version == 1 and game.state.position.rules_version == 1
    kinds = [e.kind for entry in game.history for e in entry.events]
    assert kinds.count("reshuffle") >= 2 and kinds.count("pirate-reward") >= 2
    refused = {part.refused.rule for entry in game.history
               for part in entry.parts if part.refused is not None}
    assert refused == {"P3", "B8", "T1"}


def test_a_version_1_game_replays_and_verifies_as_before(tmp_path: Path) -> None:
    """``pbem replay`` and ``pbem verify`` give what they gave before rules version 2."""
    game = load_game(V1 / "game.yaml")
    assert states_of(game)[-1].digest() == game.state.digest()
    replayed = run("replay", V1 / "game.yaml")
    assert replayed.exit_code == 0 and "the game file matches" in replayed.stdout
    verified = run("verify", V1 / "game.yaml", "--format", "json")
    assert verified.exit_code == 0
    assert json.loads(verified.stdout) == json.loads((V1 / "verify.json").read_text("utf-8"))
    record = tmp_path / "dice.json"
    assert run("verify", V1 / "game.yaml", "--export-rolls", record).exit_code == 0
    assert json.loads(record.read_text("utf-8")) == json.loads(
        (V1 / "dice.json").read_text("utf-8"))
