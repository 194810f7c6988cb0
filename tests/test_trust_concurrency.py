"""Nothing lost, nothing doubled: many ``pbem apply`` processes on one game at the same moment.

Each scenario starts 8 operating-system processes, each running ``pbem apply GAME ORDER``
with its own order. They load pbem first, then wait behind a barrier (a file the test creates
once all are ready), so they reach the game's lock together. What "applied exactly once"
means depends on the position, so there are three games:

* ``answers``: four players; red is to play, and the pirate has just made blue, green and
  yellow each owe 2 cards (PI2). Those three decisions are independent: they may be answered
  in any order. Each of the three sends two *different* legal answers (6 processes); whichever
  of his two comes first is applied, and the other finds the decision answered and is refused
  (exit 1, nothing recorded). Red sends two different standing-answer orders (2 processes);
  both apply, and the one applied later stands. So of the 8 distinct orders exactly 5 are
  recorded, each once, and every player lost exactly the cards of his recorded answer.
  Meanwhile two reader processes load the game file in a loop (parsing it and checking its
  hash chain), which would fail on a half-written file.
* ``race``: red's turn 5, and 8 different orders of red that each end his turn. Only one can
  be applied; the other 7 are then written for a turn that is over and are refused as stale
  (exit 3). The game file afterwards is byte for byte the game after the winner alone.
* ``same``: 8 processes send the same order (8 files differing only in a comment). One is
  applied; the other 7 are recognised as duplicates (exit 0, nothing changed).

The children wait up to 120 s for the lock (``LOCK_TIMEOUT``, 10 s in use), so that a slow
shared machine cannot turn a queue into "locked" refusals: what is tested is the exclusion,
not the timeout (``test_cli_failures.py`` tests that).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pbem.files.entries import OrderEntry
from pbem.files.game_file import load_game
from tests.support.cli import BAD, base_game, order_text, run
from tests.support.concurrency import run_together
from tests.support.trust import run_pbem

pytestmark = pytest.mark.slow  # many pbem processes at once on one game

CHILDREN = 8

ANSWERS_POSITION = """\
# the pirate has just moved: blue, green and yellow each owe 2 cards (PI2), each with a choice
players: [red, blue, green, yellow]
turn: 5
active: red
phase: build
ship: 3
pirate: true
hands:
  red: {gold: 4, red: 1, blue: 0, green: 0}
  blue: {gold: 3, red: 1, blue: 0, green: 1}
  green: {gold: 3, red: 0, blue: 1, green: 1}
  yellow: {gold: 3, red: 1, blue: 1, green: 0}
board:
  - {piece: large-hut, at: B8, owner: blue}
  - {piece: small-hut, at: C4, owner: blue}
  - {piece: small-hut, at: D4, owner: red}
  - {piece: large-hut, at: E8, owner: red}
pending:
  - {player: blue, decision: discard, count: 2}
  - {player: green, decision: discard, count: 2}
  - {player: yellow, decision: discard, count: 2}
"""
ANSWERS = {"blue": (["gold", "gold"], ["gold", "red"]),
           "green": (["gold", "gold"], ["gold", "blue"]),
           "yellow": (["gold", "gold"], ["gold", "red"])}
RED_STANDING = (["gold", "red"], ["red", "gold"])

RACE = ["build: {building: shop, at: B2}", "build: {building: shop, at: C2}",
        "build: {building: well, at: B11}", "build: {building: market, at: A2}",
        "wall: {at: north-D}", "wall: {at: south-D}", "permit: {value: 4, at: A5}", "gold"]
"""Eight different legal one-action orders of red for turn 5 of base-position.yaml."""


# The children ----------------------------------------------------------------------------------













def recorded(game: Path) -> list[str]:
    """The order hashes of the game's history entries, in order (the set-up has none)."""
    return [e.order_digest for e in load_game(game).history if isinstance(e, OrderEntry)]


def digest_of(order: Path) -> str:
    """The content hash pbem gives an order file."""
    from pbem.files.order import read_order

    return read_order(order).digest


def assert_replays(game: Path) -> None:
    """``pbem replay`` (a separate process) finds the history gives this very file."""
    result = run_pbem("replay", game)
    assert result.returncode == 0 and "the game file matches" in result.stdout, result.stderr


# The scenarios ---------------------------------------------------------------------------------

def discard_order(folder: Path, player: str, cards: list[str], n: int) -> Path:
    """An order of ``player`` for turn 5 answering his discard with ``cards``."""
    path = folder / f"{player}-{n}.yaml"
    path.write_text(order_text(player, 5, [f"discard: [{', '.join(cards)}]"]), "utf-8")
    return path


def standing_order(folder: Path, kinds: list[str], n: int) -> Path:
    """An order of red with no actions that sets his standing discard answer."""
    path = folder / f"red-standing-{n}.yaml"
    text = order_text("red", 5, []) + f"standing:\n  discard: [{', '.join(kinds)}]\n"
    path.write_text(text, "utf-8")
    return path


def test_eight_different_answers_at_once_each_count_once(tmp_path: Path) -> None:
    """The ``answers`` scenario (module docstring): 5 orders recorded once each, 3 refused,
    each player's hand less exactly his recorded answer, readers never see a torn file."""
    position = tmp_path / "answers.yaml"
    position.write_text(ANSWERS_POSITION, "utf-8")
    game = base_game(tmp_path / "game", position)
    hands = load_game(game).state.position.hands
    before = {p: {k: hands[p].count(k) for k in ("gold", "red", "blue", "green")}
              for p in ANSWERS}
    orders = [discard_order(tmp_path, p, cards, i) for p, pair in ANSWERS.items()
              for i, cards in enumerate(pair)]
    orders += [standing_order(tmp_path, kinds, i) for i, kinds in enumerate(RED_STANDING)]
    outcomes, reads = run_together(tmp_path, game, orders, readers=2)

    assert all(r > 0 for r in reads)
    history = recorded(game)
    assert len(history) == len(set(history)) == 5  # nothing doubled
    for player, pair in ANSWERS.items():
        mine = [o for o in outcomes if o.order.name.startswith(f"{player}-")]
        applied = [o for o in mine if (o.code, o.status) == (0, "applied")]
        refused = [o for o in mine if (o.code, o.status) == (1, "refused")]
        assert len(applied) == len(refused) == 1, mine
        assert digest_of(applied[0].order) in history
        assert digest_of(refused[0].order) not in history
        cards = pair[mine.index(applied[0])]
        hand = load_game(game).state.position.hands[player]
        for kind in ("gold", "red", "blue", "green"):
            assert hand.count(kind) == before[player][kind] - cards.count(kind), player
    reds = [o for o in outcomes if o.order.name.startswith("red-")]
    assert [(o.code, o.status) for o in reds] == [(0, "applied")] * 2
    red_hashes = [digest_of(o.order) for o in reds]
    assert len(set(red_hashes)) == 2 and set(red_hashes) <= set(history)
    last = max(red_hashes, key=history.index)
    kinds = RED_STANDING[red_hashes.index(last)]
    assert load_game(game).state.standing["red"].discard == tuple(kinds)
    assert not load_game(game).state.position.pending
    assert_replays(game)


def test_eight_different_orders_for_one_turn_one_wins_seven_are_stale(tmp_path: Path) -> None:
    """The ``race`` scenario: one applied, seven stale (exit 3), the file as after the winner
    alone, the history holding the winner once."""
    game = base_game(tmp_path / "game")
    orders = []
    for i, action in enumerate(RACE):
        path = tmp_path / f"red-{i}.yaml"
        path.write_text(order_text("red", 5, [action]), "utf-8")
        orders.append(path)
    outcomes, _ = run_together(tmp_path, game, orders)

    winners = [o for o in outcomes if (o.code, o.status) == (0, "applied")]
    assert len(winners) == 1, outcomes
    assert sorted((o.code, o.status) for o in outcomes if o not in winners) == [(1, "stale")] * 7
    assert recorded(game) == [digest_of(winners[0].order)]
    alone = base_game(tmp_path / "alone")
    assert run("apply", alone, winners[0].order).exit_code == 0
    assert game.read_bytes() == alone.read_bytes()
    assert_replays(game)


def test_the_same_order_eight_times_at_once_is_applied_once(tmp_path: Path) -> None:
    """The ``same`` scenario: one applied, seven duplicates, the history holding it once."""
    game = base_game(tmp_path / "game")
    text = order_text("red", 5, [RACE[0], "gold"])
    orders = []
    for i in range(CHILDREN):
        path = tmp_path / f"red-copy-{i}.yaml"
        path.write_text(f"# copy {i} of red's order, sent again\n{text}", "utf-8")
        orders.append(path)
    outcomes, _ = run_together(tmp_path, game, orders)

    assert sorted(o.status for o in outcomes) == ["applied"] + ["duplicate"] * 7
    assert {o.code for o in outcomes} == {0}
    assert recorded(game) == [digest_of(orders[0])]
    alone = base_game(tmp_path / "alone")
    assert run("apply", alone, orders[0]).exit_code == 0
    assert game.read_bytes() == alone.read_bytes()
    assert_replays(game)


# An order is never reported kept and then lost ------------------------------------------------

def test_an_order_paused_before_its_first_action_is_kept(tmp_path: Path) -> None:
    """Red is to play while blue owes the pirate 2 cards (base-discard.yaml). Red's order
    waits for blue: it is recorded as paused (exit 0), and runs once blue has paid.

    Found by these tests: such an order was reported "paused ... runs by itself" and exit 0,
    but the game file was left as it was, so it never ran.
    """
    game = base_game(tmp_path, BAD / "base-discard.yaml")
    red = tmp_path / "red.yaml"
    red.write_text(order_text("red", 5, ["gold"]), "utf-8")
    paused = run("apply", game, red)
    assert paused.exit_code == 0 and ": paused: " in paused.stdout, paused.output
    queued = load_game(game).state.queued
    assert queued is not None and queued.player == "red"
    blue = tmp_path / "blue.yaml"
    blue.write_text(order_text("blue", 5, ["discard: [gold, gold]"]), "utf-8")
    answered = run("apply", game, blue)
    assert answered.exit_code == 0, answered.output
    assert "red's paused order went on: gold" in answered.stdout
    pos = load_game(game).state.position
    assert (pos.turn, pos.active) == (6, "blue")
