"""The shipped example game (examples/harbour): every order is accepted and it shows everything.

The game is created from ``setup.yaml`` and ``position.yaml`` and the orders are applied in
name order, all with the real readers and ``pbem.process.apply_order``, as ``pbem demo`` does.
After a change of the engine or the processing that breaks it, rewrite the example with
``.venv/bin/python tools/make_example.py`` and copy the table it prints into
``examples/README.md``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from pbem.elasund.serial import position_from_data
from pbem.files.entries import Entry
from pbem.files.game import Game
from pbem.files.order import Order, read_order_text
from pbem.files.position_file import read_position
from pbem.files.strict_yaml import load_yaml, read_file
from pbem.history import Seat, create_game, states_of
from pbem.process import apply_order
from pbem.verdict import Verdict

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
HARBOUR = EXAMPLES / "harbour"
NOW = "2025-03-01T18:00:00Z"

KINDS = ("build", "wall", "church", "permit", "gold", "move-permit", "upgrade-permit",
         "place-permit", "bonus-gold", "wait", "end-turn", "ship: up", "ship: down", "pirate",
         "discard", "hut", "keep-church", "pirate-take")
DECISIONS = ("ship: up", "ship: down", "pirate", "discard", "hut", "keep-church", "pirate-take")
STORY = ("pirate-discards", "hut-resumed", "church-look", "build-over", "tower", "trade-cube",
         "trade-cube-lost", "standing", "paused", "wait-resumed")


@dataclass
class Played:
    """The example game after its last order, with every order file, order and verdict."""

    game: Game
    names: list[str] = field(default_factory=list)
    orders: list[Order] = field(default_factory=list)
    verdicts: list[Verdict] = field(default_factory=list)
    applied: dict[str, list[str]] = field(default_factory=dict)  # file -> steps applied

    def entry(self, index: int) -> Entry:
        """The history entry that recorded the order of file number ``index``."""
        number = self.verdicts[index].entry
        assert number is not None, f"{self.names[index]} changed nothing"
        return self.game.history[number]


def setup() -> dict[str, Any]:
    """The example's set-up file, read strictly."""
    data = read_file(HARBOUR / "setup.yaml")
    assert isinstance(data, dict)
    return data


def play() -> Played:
    """Create the game as 'pbem demo' does and apply every order file in name order."""
    given = setup()
    start = read_position(HARBOUR / given["position"])
    assert start.viewer is None, "the start must be the game master's whole position"
    seats = [Seat(p["colour"], p["name"], p["email"]) for p in given["players"]]
    game, secrets = create_game(given["id"], seats, now=NOW, seed=given["seed"], open_game=True,
                                position=start.position)
    assert secrets == {}
    played = Played(game)
    paused_file: dict[str, str] = {}  # player -> the file of his order that waits
    for path in sorted((HARBOUR / "orders").glob("*.yaml")):
        order = read_order_text(path.read_text(encoding="utf-8"), path.name)
        played.game, verdict = apply_order(played.game, order, NOW)
        played.names.append(path.name)
        played.orders.append(order)
        played.verdicts.append(verdict)
        played.applied[path.name] = list(verdict.parts[0].applied) if verdict.parts else []
        for part in verdict.parts[1:]:  # a paused order going on: its steps are its file's
            played.applied[paused_file.pop(part.player, path.name)] += part.applied
        if verdict.status == "paused":
            paused_file[order.player] = path.name
    return played


@pytest.fixture(scope="module")
def played() -> Played:
    """The whole example game, played once for this module."""
    return play()


def kind(notation: str) -> str:
    """The action kind of a step: its keyword, or ``ship: up``/``ship: down``."""
    return notation if notation.startswith("ship") else notation.split(":")[0]


def events(entry: Entry, name: str) -> list[dict[str, Any]]:
    """The public data of an entry's events of one kind."""
    return [e.public for e in entry.events if e.kind == name]


def shown(played: Played) -> dict[str, set[str]]:
    """Each order file's action kinds and story items, checked against the history."""
    found: dict[str, set[str]] = {}
    for index, (name, order) in enumerate(zip(played.names, played.orders, strict=True)):
        entry = played.entry(index)
        items = {kind(step.notation) for step in order.steps}
        items |= {k for k in ("church-look", "trade-cube", "trade-cube-lost", "standing")
                  if events(entry, k)}
        if any(len(p["influence"]) == 3 and len(set(p["influence"])) == 1
               and p["reason"] == "build over" for p in events(entry, "pay") if "influence" in p):
            items.add("build-over")
        if any(w["tile"] in (3, 6, 9) and w["cubes"] == 1 for w in events(entry, "wall")):
            items.add("tower")
        if played.verdicts[index].status == "paused":
            items.add("paused")
        items |= _relations(played, index)
        found[name] = items
    return found


def _relations(played: Played, index: int) -> set[str]:
    """Story items that tie an order to earlier ones of the same turn."""
    order, entry, items = played.orders[index], played.entry(index), set()
    earlier = [i for i in range(index) if played.orders[i].turn == order.turn]
    discards = [d for d in events(entry, "discard") if d["player"] == order.player]
    demanded = any(d["player"] == order.player for i in earlier
                   for d in events(played.entry(i), "pirate-demand"))
    if "discard" in {kind(s.notation) for s in order.steps} and discards and demanded:
        items.add("pirate-discards")
    placed = [h for h in events(entry, "hut-placed") if h["player"] == order.player]
    if placed and len(played.verdicts[index].parts) > 1:
        items.add("hut-resumed")  # the hut answer let the paused order of another go on
    if any(played.orders[i].player == order.player and played.orders[i].steps[-1].action is None
           for i in earlier):
        items.add("wait-resumed")
    return items


def test_every_order_is_accepted_and_applied_in_full(played: Played) -> None:
    """docs/orders.md: each order is applied or paused, never refused, and in the end every
    step of every order file was applied (a paused order's rest when it went on)."""
    assert played.names, "examples/harbour/orders holds no order files"
    for name, order, verdict in zip(played.names, played.orders, played.verdicts, strict=True):
        assert verdict.status in ("applied", "paused"), f"{name}: {verdict.text}"
        assert all(p.refused is None for p in verdict.parts), f"{name}: {verdict.text}"
        assert played.applied[name] == [s.notation for s in order.steps], name
    assert played.game.state.queued is None


def test_files_are_named_in_playing_order(played: Played) -> None:
    """``NNN-colour.yaml``, numbered from 001 without gaps, for the colour whose order it is."""
    for number, (name, order) in enumerate(zip(played.names, played.orders, strict=True), 1):
        assert name == f"{number:03d}-{order.player}.yaml"
        assert order.game == setup()["id"] and order.secret is None  # an open game


def test_a_whole_game_of_at_least_12_turns_to_a_winner(played: Played) -> None:
    """The example plays at least 12 turns and ends when a player has all 10 cubes out (E1)."""
    pos = played.game.state.position
    assert len({order.turn for order in played.orders}) >= 12
    assert pos.is_over and pos.winner is not None
    assert pos.cubes_on_board(pos.winner) == 10
    assert len(played.orders) <= 250


@pytest.mark.parametrize("action", KINDS)
def test_every_action_kind_is_applied(played: Played, action: str) -> None:
    """Each order-file action of docs/orders.md and each decision answer is applied somewhere."""
    applied = {kind(step) for steps in played.applied.values() for step in steps}
    assert action in applied


def test_every_decision_is_answered_by_its_player(played: Played) -> None:
    """Decisions answered in orders are the ones the game waited for: each of the six kinds of
    docs/orders.md is answered by a player's own order, not only by the engine or a standing
    answer."""
    answered = {kind(s.notation) for order in played.orders for s in order.steps
                if s.action is not None and s.action.decision is not None}
    assert set(DECISIONS) <= answered


@pytest.mark.parametrize("item", STORY)
def test_the_story_shows(played: Played, item: str) -> None:
    """The pirate takes cards that players give up, a removed hut is re-placed by its owner and
    the paused order goes on, the first church builder looks at two tiles, a building goes
    over one of its size for 3 cards, a tower is built, trade cubes are won and lost, a
    standing answer is used, an order pauses, and a player goes on after 'wait'."""
    assert any(item in items for items in shown(played).values())


def test_the_first_church_tile_kept_is_one_of_the_two_seen(played: Played) -> None:
    """C2: the tile the first builder keeps lies on C8 and was one of the two he saw."""
    index = next(i for i, o in enumerate(played.orders)
                 if any(kind(s.notation) == "keep-church" for s in o.steps))
    kept = next(s.notation for s in played.orders[index].steps
                if kind(s.notation) == "keep-church")
    tile = int(kept.split(":")[1])
    looks = [e for i in range(index) for e in played.entry(i).events if e.kind == "church-look"]
    assert len(looks) == 1 and tile in looks[0].secret[played.orders[index].player]["tiles"]
    assert {"tile": tile, "at": "C8"}.items() <= events(played.entry(index), "church")[0].items()


def test_the_standing_answer_is_the_players_own(played: Played) -> None:
    """docs/orders.md, processing step 4: a standing answer is used for the player who left it."""
    leaving = {o.player for o in played.orders if o.standing is not None}
    used = {e.public["player"] for entry in played.game.history for e in entry.events
            if e.kind == "standing"}
    assert used and used <= leaving


def test_the_history_replays(played: Played) -> None:
    """``states_of`` replays every entry and ends in the game's own state."""
    states = states_of(played.game)
    assert len(states) == len(played.game.history)
    assert states[-1].digest() == played.game.state.digest()


def test_setup_seed_is_the_positions_seed() -> None:
    """'pbem new --position P --seed S' with setup.yaml's seed starts from the same position
    as the generator written in position.yaml."""
    given = setup()
    data = load_yaml((HARBOUR / given["position"]).read_text(encoding="utf-8"), "position")
    assert isinstance(data, dict)
    assert data.pop("generator") == {"seed": given["seed"], "counter": 0}
    assert position_from_data(data, seed=given["seed"]) == read_position(
        HARBOUR / given["position"]).position


def test_readme_table_points_at_files_that_show_each_item(played: Played) -> None:
    """examples/README.md's table names, for every item, an order file that shows it."""
    text = (EXAMPLES / "README.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `([a-z: -]+)` \|.*?(\d{3}-[a-z]+\.yaml)", text, re.M))
    assert set(rows) == set(KINDS + STORY)
    found = shown(played)
    for item, name in rows.items():
        assert item in found[name], f"README says {name} shows {item}, but it does not"


def test_readme_tells_the_length_and_the_winner(played: Played) -> None:
    """examples/README.md's turns, orders and winner are the game's."""
    text = " ".join((EXAMPLES / "README.md").read_text(encoding="utf-8").split())
    pos = played.game.state.position
    names = {p.colour: p.name for p in played.game.players}
    assert f"runs {pos.turn} turns in {len(played.orders)} orders" in text
    assert f"ends when {names[str(pos.winner)]} has all 10 of" in text
