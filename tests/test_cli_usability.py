"""What a new user tripped over, each now a clear answer (found by trying the README by hand)."""

from __future__ import annotations

from pathlib import Path

from tests.support.cli import base_game, one_line, order_text, run, write_order


def test_a_folder_given_as_the_game_suggests_its_game_file(tmp_path: Path) -> None:
    base_game(tmp_path / "harbour")
    result = run("status", tmp_path / "harbour")
    assert result.exit_code == 2
    assert one_line(result) == (f"pbem: {tmp_path / 'harbour'} is a folder; did you mean "
                                f"{tmp_path / 'harbour' / 'game.yaml'}?")


def test_an_order_given_as_the_game_is_named_an_order(tmp_path: Path) -> None:
    order = write_order(tmp_path / "red.yaml", "red", 5, ["gold"])
    result = run("status", order)
    assert result.exit_code == 2
    assert "this is an order file, not a game file" in one_line(result)
    assert "damaged" not in one_line(result)


def test_the_game_masters_show_holds_the_deck_and_stack_sizes(tmp_path: Path) -> None:
    result = run("show", base_game(tmp_path), "--player", "gm")
    assert result.exit_code == 0, result.output
    assert "Influence deck:" in result.stdout and "internal error" not in result.output


def test_an_order_of_standing_answers_alone_may_leave_actions_empty(tmp_path: Path) -> None:
    """Uncommenting only the template's ``standing:`` block leaves ``actions:`` empty."""
    game = base_game(tmp_path)
    order = tmp_path / "blue.yaml"
    order.write_text(order_text("blue", 5, []).replace("actions: []", "actions:")
                     + "standing:\n  hut: [G11]\n", encoding="utf-8")
    result = run("apply", game, order)
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"{order}: applied: 0 action(s) applied; standing answers "
                                    "saved")


def test_an_order_that_only_waits_changes_nothing_and_is_not_recorded(tmp_path: Path) -> None:
    game = base_game(tmp_path)
    before = game.read_bytes()
    result = run("apply", game, write_order(tmp_path / "red.yaml", "red", 5, ["wait"]))
    assert result.exit_code == 0
    assert game.read_bytes() == before and not (tmp_path / "reports").exists()


def test_a_dry_run_says_so(tmp_path: Path) -> None:
    game = base_game(tmp_path)
    result = run("apply", game, write_order(tmp_path / "red.yaml", "red", 5, ["gold"]),
                 "--dry-run")
    assert result.stdout.splitlines()[-1].startswith("dry run: nothing was saved and no "
                                                     "report was written")
    assert ": dry run, would apply: " in result.stdout


def test_the_game_masters_position_warns_not_to_send_it(tmp_path: Path) -> None:
    text = run("position", base_game(tmp_path)).stdout
    assert "never send it to a player" in text.splitlines()[2]
    assert "never send" not in run("position", base_game(tmp_path), "--player", "red").stdout
