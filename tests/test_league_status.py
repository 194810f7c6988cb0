"""``pbem status DIR``: every game of a folder of 20, each in its state, the broken one named.

The folder (tests/support/league.py) holds new games, running ones, ones waiting for a decision,
finished ones and a broken file. The table and the JSON (valid against the output schema) give
each game its state; the broken one is named with its fault, and the exit code says that a game
needs the game master.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pbem.files.schemas import validator
from tests.support.cli import one_line, run
from tests.support.league import LEAGUE_STATES, league_copy, league_folder

__all__ = ["league_folder"]  # a fixture, used by name


def test_every_game_of_the_folder_is_listed_in_its_state(league_folder: Path) -> None:
    result = run("status", league_folder, "--format", "json")
    assert result.exit_code == 1, result.output  # the broken game needs the game master
    data = json.loads(result.stdout)
    states = {Path(row["path"]).parent.name: row["state"] for row in data["games"]}
    assert states == LEAGUE_STATES
    assert data["needs-gm"] is True
    gm = [Path(row["path"]).parent.name for row in data["games"] if row["needs-gm"]]
    assert gm == ["broken"]
    broken = next(row for row in data["games"] if row["state"] == "broken")
    assert broken["game"] is None
    assert broken["problems"][0]["text"].startswith(str(league_folder / "broken" / "game.yaml"))


def test_the_json_is_valid_against_the_output_schema(league_folder: Path) -> None:
    data = json.loads(run("status", "--all", league_folder, "--format", "json").stdout)
    assert list(validator("output").iter_errors(data)) == []


def test_each_row_tells_whom_the_game_waits_for(league_folder: Path) -> None:
    data = json.loads(run("status", league_folder, "--format", "json").stdout)
    rows = {row["game"]: row for row in data["games"] if row["game"]}
    assert rows["decision-ship"]["waiting-for"] == [
        {"player": "blue", "decision": "ship", "name": "Bruno"}]
    assert rows["harbour"]["winner"] == "red" and rows["harbour"]["waiting-for"] == []
    assert rows["new-duo"]["turn"] == 1 and rows["new-duo"]["last-activity"]
    assert all(row["turn"] >= 1 for row in rows.values())


def test_the_table_names_every_game_and_the_broken_file(league_folder: Path) -> None:
    result = run("status", league_folder)
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[0].split()[:3] == ["game", "state", "turn"]
    assert len(lines) == 1 + len(LEAGUE_STATES) + 1
    assert "decision-hut" in result.stdout and "Anna (red) to re-place a removed hut" \
        in result.stdout
    assert "nobody: Anna (red) won" in result.stdout
    broken = next(line for line in lines if line.startswith("broken/game.yaml"))
    assert "broken" in broken.split()[1] and "game.yaml:2" in broken
    assert lines[-1] == f"20 game(s) below {league_folder}; 1 need(s) the game master"


def test_a_folder_of_healthy_games_exits_0(league_folder: Path, tmp_path: Path) -> None:
    copy = league_copy(league_folder, tmp_path / "league")
    (copy / "broken" / "game.yaml").unlink()
    result = run("status", copy)
    assert result.exit_code == 0, result.output


def test_two_games_of_one_id_need_the_game_master(league_folder: Path, tmp_path: Path) -> None:
    copy = league_copy(league_folder, tmp_path / "league")
    (copy / "again").mkdir()
    (copy / "again" / "game.yaml").write_bytes((copy / "won-a" / "game.yaml").read_bytes())
    data = json.loads(run("status", copy, "--format", "json").stdout)
    shared = [row for row in data["games"] if row["game"] == "won-a"]
    assert len(shared) == 2 and all(row["needs-gm"] for row in shared)
    assert "its id won-a is also the id of won-a/game.yaml" in shared[0]["problems"][0]["text"]


def test_mails_refused_for_good_and_a_passed_deadline_are_problems(league_folder: Path,
                                                                    tmp_path: Path) -> None:
    copy = league_copy(league_folder, tmp_path / "league")
    refused = copy / "running-8" / "game.yaml.mail" / "outgoing" / "refused"
    refused.mkdir(parents=True)
    (refused / "000001-000.eml").write_text("To: x@example.org\n\nx\n", "utf-8")
    (refused.parent / "000002-000.eml").write_text("To: y@example.org\n\ny\n", "utf-8")
    data = json.loads(run("status", copy, "--format", "json").stdout)
    row = next(row for row in data["games"] if row["game"] == "running-8")
    assert [(p["key"], p["needs-gm"]) for p in row["problems"]] == [
        ("mail-refused", True), ("mail-waiting", False)]


def test_a_folder_without_games_says_so(tmp_path: Path) -> None:
    result = run("status", "--all", tmp_path)
    assert result.exit_code == 0
    assert result.stdout.startswith(f"no game below {tmp_path}")


def test_a_missing_folder_is_one_line_and_exit_2(tmp_path: Path) -> None:
    result = run("status", "--all", tmp_path / "nowhere")
    assert result.exit_code == 2
    assert one_line(result) == (f"pbem: {tmp_path / 'nowhere'} is not there: give the folder "
                                "that holds the games (each in a folder of its own, as "
                                "harbour/game.yaml)")


def test_a_game_folder_still_suggests_its_game_file_but_all_lists_it(league_folder: Path
                                                                     ) -> None:
    folder = league_folder / "won-a"
    assert run("status", folder).exit_code == 2
    listed = run("status", "--all", folder, "--format", "json")
    assert [row["game"] for row in json.loads(listed.stdout)["games"]] == ["won-a"]


def _rows(root: Path, at: str) -> tuple[int, dict[str, dict[str, Any]], str]:
    result = run("status", root, "--format", "json", env={"PBEM_NOW": at})
    rows = {row["game"]: row for row in json.loads(result.stdout)["games"]}
    validator("output").validate(json.loads(result.stdout))
    return result.exit_code, rows, run("status", root, env={"PBEM_NOW": at}).stdout


def test_deadlines_in_their_zone_and_only_those_the_gm_must_mend_need_him(tmp_path: Path
                                                                          ) -> None:
    """A deadline the next tick applies is no call for the game master; one held back after
    an outage, or one the game waits on (policy wait), is."""
    from tests.support.deadlines import deadline_game, tick

    root = tmp_path / "league"
    deadline_game(root / "payment", "discard", game_id="payment")  # blue pays, due 15:00Z
    waiting = deadline_game(root / "waiting", "turn", "--policy", "wait", game_id="waiting")
    code, rows, table = _rows(root, "2026-03-02T14:30:00Z")
    assert code == 0 and rows["payment"]["zone"] == "Europe/Copenhagen"
    assert "Mon 2 Mar 2026, 16:00 CET (in 30 minutes)" in table  # blue's, the earliest
    assert "Tue 3 Mar 2026, 10:00 CET (in 18 hours)" in table  # red's turn in 'waiting'

    code, rows, table = _rows(root, "2026-03-02T15:30:00Z")  # passed, in its hour of grace
    assert code == 0
    problems = rows["payment"]["problems"]
    assert [(p["key"], p["needs-gm"]) for p in problems] == [("deadline-due", False)]
    assert "blue's deadline Mon 2 Mar 2026, 16:00 CET has passed: the next tick" in table

    code, rows, table = _rows(root, "2026-03-02T18:30:00Z")  # no tick ran since
    assert code == 1
    assert [p["key"] for p in rows["payment"]["problems"]] == ["deadline-held"]
    assert "passed while no tick ran: extend it or run 'pbem tick GAME --catch-up'" in table

    late = "2026-03-03T10:30:00Z"
    assert tick(waiting, late).exit_code == 0  # the late notice: the game waits for red
    code, rows, table = _rows(root, late)
    assert code == 1
    assert [p["key"] for p in rows["waiting"]["problems"]] == ["deadline-late"]
    assert "red missed the deadline Tue 3 Mar 2026, 10:00 CET and the game waits" in table
