"""The history cannot be changed unseen, and any earlier turn can be returned to.

The game is the example game played to its end (121 orders, red wins on turn 97): the file
``pbem demo`` writes, at the fixed time of ``tests/support/trust.py``.

* An edit by hand of an entry (a roll, a gold count, an action of the order) is found when
  the file is read: every command refuses it (exit 2), naming the entry by its number and
  pointing at its line, and changes nothing. With two entries edited, the first is named.
* An edit whose hashes were made to fit again (a forger's) passes the chain, but ``pbem replay``
  replays the entry, gets another outcome or other events, and names it.
* An edit of the state (a hand's gold) is refused as not matching its entry's hash.
* ``pbem undo --to TURN`` returns to the start of each of a sample of turns over the whole game:
  the state is then the one the game had when that turn began (recorded while the example was
  played, one order at a time), and ``pbem replay`` passes.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from pbem.files.entries import OrderEntry, UndoEntry
from pbem.files.game_file import HEADER, game_from_data, load_game
from pbem.files.strict_yaml import read_file
from pbem.files.yaml_write import dump_yaml
from tests.support.cli import one_line, run
from tests.support.forge import Entry, forge
from tests.support.trust import example_game, example_orders, write_example_game

ALL = len(example_orders())


def played(folder: Path) -> Path:
    """The example game played to its end, as ``folder/game.yaml``."""
    return write_example_game(folder, ALL)


def entry_lines(text: str, n: int) -> tuple[int, int]:
    """The 0-based first line of history entry ``n`` and the line after its last."""
    lines = text.split("\n")
    start = lines.index(f"  - 'n': {n}")
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("  - 'n': ")),
               len(lines))
    return start, end


def edit_entry(text: str, n: int, old: str, new: str) -> str:
    """The game file with the first ``old`` inside entry ``n`` made ``new``, as by hand."""
    lines = text.split("\n")
    start, end = entry_lines(text, n)
    for i in range(start, end):
        if old in lines[i]:
            lines[i] = lines[i].replace(old, new, 1)
            return "\n".join(lines)
    raise AssertionError(f"{old!r} is not in entry {n}")


# What is edited: each takes entry data and changes it; the same change as a text edit --------

def _roll(entry: Entry) -> tuple[str, str]:
    roll = next(e for e in entry["events"] if e["kind"] == "roll")["public"]
    a, b = roll["dice"]
    return f"dice: [{a}, {b}]", f"dice: [{a}, {b % 6 + 1}]"


def _gold(entry: Entry) -> tuple[str, str]:
    gold = next(e for e in entry["events"] if e["kind"] == "gold")["public"]
    return (f"{{player: {gold['player']}, count: {gold['count']}",
            f"{{player: {gold['player']}, count: {gold['count'] + 1}")


def _action(entry: Entry) -> tuple[str, str]:
    assert entry["order"]["actions"][-1] == "gold"
    return "gold]", "end-turn]"


EDITS: dict[str, Callable[[Entry], tuple[str, str]]] = {
    "a roll": _roll, "a gold count": _gold, "an action": _action}


def editable() -> list[int]:
    """Order entries with a roll, a gold event, and an order ending in 'gold' (one line)."""
    found = []
    for entry in example_game(ALL).history:
        if not isinstance(entry, OrderEntry) or entry.order["actions"][-1:] != ["gold"]:
            continue
        kinds = {e.kind for e in entry.events}
        if {"roll", "gold"} <= kinds:
            found.append(entry.n)
    return found


SAMPLE = [editable()[i] for i in (0, 10, -1)]
"""An early, a middle and a late entry of the example game that every kind of edit fits."""


@pytest.mark.parametrize("n", SAMPLE)
@pytest.mark.parametrize("what", sorted(EDITS))
def test_an_entry_edited_by_hand_is_refused_naming_it(tmp_path: Path, what: str,
                                                      n: int) -> None:
    """status, replay and apply: exit 2, one line naming entry n at its line, file unchanged."""
    game = played(tmp_path)
    text = game.read_text("utf-8")
    old, new = EDITS[what](example_game(ALL).history[n].to_data())
    edited = edit_entry(text, n, old, new)
    assert edited != text
    game.write_text(edited, "utf-8")
    line = entry_lines(edited, n)[0] + 1
    said = (f"pbem: {game}:{line}:1: history entry {n} does not match its hash: the file was "
            "edited by hand; restore it from a backup (or git)")
    commands: list[list[str | Path]] = [["status", game], ["replay", game],
                                        ["apply", game, example_orders()[-1]]]
    for args in commands:
        result = run(*args)
        assert result.exit_code == 2, result.output
        assert one_line(result) == said
    assert game.read_text("utf-8") == edited


def test_of_two_edited_entries_the_first_is_named(tmp_path: Path) -> None:
    """Entries early and late both edited: the early one is named."""
    game = played(tmp_path)
    early, late = SAMPLE[0], SAMPLE[-1]
    text = game.read_text("utf-8")
    text = edit_entry(text, late, *_gold(example_game(ALL).history[late].to_data()))
    text = edit_entry(text, early, *_roll(example_game(ALL).history[early].to_data()))
    game.write_text(text, "utf-8")
    result = run("replay", game)
    assert result.exit_code == 2
    assert f"history entry {early} does not match its hash" in one_line(result)




def _forge_roll(entry: Entry) -> None:
    roll = next(e for e in entry["events"] if e["kind"] == "roll")["public"]
    roll["dice"] = [roll["dice"][0], roll["dice"][1] % 6 + 1]


def _forge_gold(entry: Entry) -> None:
    next(e for e in entry["events"] if e["kind"] == "gold")["public"]["count"] += 1


def _forge_action(entry: Entry) -> None:
    entry["order"]["actions"][-1] = "end-turn"


FORGERIES = {"a roll": _forge_roll, "a gold count": _forge_gold, "an action": _forge_action}


@pytest.mark.parametrize("n", SAMPLE)
@pytest.mark.parametrize("what", sorted(FORGERIES))
def test_a_forged_entry_passes_the_chain_but_not_the_replay(tmp_path: Path, what: str,
                                                            n: int) -> None:
    """The file loads (the chain holds), but replay: exit 2, naming entry n."""
    game = played(tmp_path)
    forge(game, lambda data: FORGERIES[what](data["history"][n]))
    assert run("status", game).exit_code == 0
    result = run("replay", game)
    assert result.exit_code == 2
    assert one_line(result).startswith(f"pbem: history entry {n}: replaying it does not give ")


def test_of_two_forged_entries_replay_names_the_first(tmp_path: Path) -> None:
    """Forgeries in an early and a late entry: replay stops at the early one."""
    game = played(tmp_path)
    def both(data: dict[str, Any]) -> None:
        _forge_gold(data["history"][SAMPLE[-1]])
        _forge_action(data["history"][SAMPLE[0]])

    forge(game, both)
    result = run("replay", game)
    assert one_line(result).startswith(f"pbem: history entry {SAMPLE[0]}: ")


def one_gold_less(data: dict[str, Any]) -> None:
    """Take a gold card from red's hand in the game file's state (he holds some at the end)."""
    hand = data["state"]["position"]["hands"]["red"]
    assert hand["gold"] > 0
    hand["gold"] -= 1


def test_a_hand_edit_of_the_state_is_refused(tmp_path: Path) -> None:
    """Red's gold in the state one less: exit 2 at the state's line, naming what is wrong."""
    game = played(tmp_path)
    data = read_file(game)
    assert isinstance(data, dict)
    one_gold_less(data)
    game.write_text(dump_yaml(data, header="\n".join(HEADER)), "utf-8")
    line = game.read_text("utf-8").split("\n").index("state:") + 2  # where its value begins
    result = run("replay", game)
    assert result.exit_code == 2
    assert one_line(result).startswith(f"pbem: {game}:{line}:1: the game's state does not "
                                       "match the hash its last history entry recorded")


def test_a_forged_state_is_found_by_replay_at_the_last_entry(tmp_path: Path) -> None:
    """Red's gold one less and the last entry's state hash made to fit: replay names it."""
    game = played(tmp_path)
    last = ALL  # the entry of the 121st order

    def state_fits(data: dict[str, Any]) -> None:
        one_gold_less(data)
        data["history"][last]["state"] = game_from_data(data).state.digest()

    forge(game, state_fits)
    assert run("status", game).exit_code == 0
    result = run("replay", game)
    assert result.exit_code == 2
    assert one_line(result).startswith(f"pbem: history entry {last}: replaying it does not "
                                       "give the state")


# undo --to TURN ------------------------------------------------------------------------------

def turn_starts() -> dict[int, int]:
    """Each turn of the example game -> the number of orders after which it had begun (the
    first point of the play at which the game was at that turn)."""
    starts: dict[int, int] = {}
    for k in range(ALL + 1):
        starts.setdefault(example_game(k).state.position.turn, k)
    return starts


TURNS = sorted(turn_starts())
UNDO_SAMPLE = sorted({*TURNS[::8], TURNS[-1]})
"""Every eighth turn of the game, from the first, and the last (in which red won)."""


def test_the_sample_of_turns_spans_the_game() -> None:
    """At least ten turns, from the first to the last."""
    assert len(UNDO_SAMPLE) >= 10
    assert (UNDO_SAMPLE[0], UNDO_SAMPLE[-1]) == (1, 97)


@pytest.mark.parametrize("turn", UNDO_SAMPLE)
def test_undo_to_a_turn_returns_to_its_start(tmp_path: Path, turn: int) -> None:
    """The state after ``undo --to TURN`` is the one the game had when the turn began, the
    history keeps every entry plus the undo, and replay passes."""
    game = played(tmp_path)
    result = run("undo", game, "--to", str(turn), "--known-seed", "--reports",
                 tmp_path / "reports")
    assert result.exit_code == 0, result.output
    loaded = load_game(game)
    then = example_game(turn_starts()[turn]).state
    assert loaded.state.position == then.position
    assert loaded.state.digest() == then.digest()
    assert [e.kind for e in loaded.history[:-1]] == [e.kind for e in example_game(ALL).history]
    assert isinstance(loaded.history[-1], UndoEntry)
    replayed = run("replay", game)
    assert replayed.exit_code == 0, replayed.output


def test_after_an_undo_the_orders_sent_again_lead_to_the_same_end(tmp_path: Path) -> None:
    """Back to the start of the fourth turn from the end; the orders from there applied again:
    the game ends as it did, and replay passes."""
    game = played(tmp_path)
    turn = TURNS[-4]
    assert run("undo", game, "--to", str(turn), "--known-seed", "--reports",
               tmp_path / "r").exit_code == 0
    again = run("apply", game, *example_orders()[turn_starts()[turn]:], "--reports",
                tmp_path / "r")
    assert again.exit_code == 0, again.output
    assert load_game(game).state.position == example_game(ALL).state.position
    assert run("replay", game).exit_code == 0
