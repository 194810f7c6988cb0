"""An absence asked for by the player in an order (``standing: {absent: {from:, to:}}``), as
``pbem seat absent`` records one: the order's envelope checks it (a game with deadlines, the
limit per game, times that are times), its entry records it with a public event, ``pbem
status`` shows it to the game master, the policy plays for the player at once meanwhile, and
``replay`` and ``verify`` make it again from the entry. Through the command line, fixed clock.
"""

from __future__ import annotations

import json
from pathlib import Path

from pbem.files.game_file import load_game
from tests.support.deadlines import AFTER_TURN, START, at, deadline_game, history, replays, tick

AWAY = 'absent: {from: "2026-03-03", to: "2026-03-10T12:00"}'


def order(folder: Path, name: str, standing: list[str], player: str = "blue",
          turn: int = 5) -> Path:
    """An order of ``player`` with no actions and the ``standing:`` lines given."""
    path = folder / name
    lines = ["game: dl", f"player: {player}", f"turn: {turn}", "actions: []", "standing:",
             *(f"  {line}" for line in standing)]
    path.write_text("\n".join(lines) + "\n", "utf-8")
    return path


def test_an_order_takes_an_absence_and_the_policy_plays_meanwhile(tmp_path: Path) -> None:
    game = deadline_game(tmp_path, "turn", "--policy", "stand-in", "--absences", "1")
    answers = order(tmp_path, "answers.yaml", ["discard: [gold, green]"])
    assert at(START, "apply", game, answers).exit_code == 0
    away = order(tmp_path, "away.yaml", [AWAY])
    applied = at(START, "apply", game, away)
    assert applied.exit_code == 0, applied.output
    assert "your absence from 2026-03-03 to 2026-03-10T12:00 (the game's time) is recorded" \
        in " ".join(applied.stdout.split())
    state = load_game(game).state
    assert state.clock is not None
    assert state.clock.absent["blue"] == (("2026-03-03T00:00:00+01:00",
                                           "2026-03-10T12:00:00+01:00"),)
    assert state.standing["blue"].discard == ("gold", "green")  # kept: 'absent' alone
    entry = history(game)[-1]
    assert entry["kind"] == "order" and entry["order"]["standing"] == {
        "absent": {"from": "2026-03-03", "to": "2026-03-10T12:00"}}
    assert [e["kind"] for e in entry["events"]] == ["seat"]  # every player reads it

    shown = at(START, "status", game)
    assert ("blue is away from Tue 3 Mar 2026, 00:00 CET to Tue 10 Mar 2026, 12:00 CET "
            "(1 of 1 absences taken)") in shown.stdout
    data = json.loads(at(START, "status", game, "--format", "json").stdout)
    assert data["deadlines"]["absences"]["blue"]["taken"] == 1

    ticked = tick(game, AFTER_TURN)  # red's deadline passed; blue is away: played at once
    assert ticked.exit_code == 0, ticked.output
    assert "red: played by the stand-in" in ticked.stdout
    assert "blue (away): played by the stand-in" in ticked.stdout
    replays(game)


def test_the_limit_per_game_applies_to_orders_too(tmp_path: Path) -> None:
    game = deadline_game(tmp_path, "turn", "--absences", "1")
    assert at(START, "seat", "absent", game, "--player", "blue", "--from", "2026-04-01",
              "--to", "2026-04-03").exit_code == 0
    before = game.read_bytes()
    away = order(tmp_path, "away.yaml", [AWAY])
    checked = at(START, "validate", away, "--game", game)
    refused = at(START, "apply", game, away)
    assert refused.exit_code == 1 and checked.exit_code == 1
    for result in (checked, refused):
        text = " ".join(result.output.split())
        assert "you have taken 1, the most this game allows (1)" in text
    assert game.read_bytes() == before


def test_an_absence_that_cannot_be_is_refused_whole(tmp_path: Path) -> None:
    timed = deadline_game(tmp_path / "timed", "turn")
    untimed = deadline_game(tmp_path / "untimed", "turn", deadlines=())
    cases = [
        (untimed, [AWAY], "game dl has no deadlines"),
        (timed, ['absent: {from: "2026-03-10", to: "2026-03-03"}'], "does not end"),
        (timed, ['absent: {from: "2026-02-30", to: "2026-03-03"}'], "'2026-02-30' is no time"),
    ]
    for game, standing, reason in cases:
        before = game.read_bytes()
        result = at(START, "apply", game, order(tmp_path, "o.yaml", standing))
        assert result.exit_code == 1 and reason in " ".join(result.output.split()), reason
        assert game.read_bytes() == before
    unquoted = at(START, "apply", timed, order(tmp_path, "u.yaml",
                                               ["absent: {from: 2026-03-10, to: x}"]))
    assert unquoted.exit_code == 1 and "write it in quotes" in unquoted.output  # its form
