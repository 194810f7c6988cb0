"""A game file exactly as pbem wrote it is read fast, and every other one exactly as before.

``load_game`` first tries ``pbem.files.written_game``: a file that is, token for token, what
pbem's writer makes of its data is read in one plain pass, the schema checks what the hash
chain does not vouch for, and the chain is checked whole. Everything else goes to the strict
reader. So for any bytes, loading must end as the strict path alone ends (the same game, or the
same refusal word for word), and a save after a fast read must write what the writer writes.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pbem.elasund import heuristic_action, legal_actions, waiting_for
from pbem.elasund.actions import Build, Church, Wall
from pbem.files import written_game
from pbem.files.errors import InputError
from pbem.files.game import Game
from pbem.files.game_file import HEADER, game_to_data, load_game, save_game
from pbem.files.order import Order, OrderStep
from pbem.files.yaml_write import dump_yaml
from pbem.history import Seat, create_game
from pbem.process import apply_order
from tests.support.fuzz_corpus import corpus, mutated
from tests.support.trust import example_game_text

NOW = "2026-12-02T15:00:00Z"


def strict_outcome(path: Path, monkeypatch: pytest.MonkeyPatch, whole: bool = False
                   ) -> Game | str:
    """What loading gives with the fast path turned off: the game, or the refusal's text."""
    with monkeypatch.context() as patch:
        patch.setattr(written_game, "load_written", lambda *args, **kwargs: None)
        return outcome(path, whole)


def outcome(path: Path, whole: bool = False) -> Game | str:
    try:
        return load_game(path, whole=whole)
    except InputError as error:
        return str(error)


def long_game(orders: int) -> Game:
    """An open 3-player game of random play (builds, walls and churches rare, so it lasts)."""
    game, _ = create_game("long", [Seat(c) for c in ("red", "blue", "green")], now=NOW,
                          seed="long", open_game=True)
    rng = random.Random("long")
    while len(game.history) <= orders and not game.state.position.is_over:
        pos = game.state.position
        player = waiting_for(pos)[0]
        actions = [a for a in legal_actions(pos, player)
                   if not isinstance(a, Build | Wall | Church)]
        action = rng.choice(actions) if actions and rng.random() > 0.03 else \
            heuristic_action(pos, player, rng)
        game, verdict = apply_order(game, Order(game.id, player, pos.turn, (OrderStep(action),)),
                                    NOW)
        assert verdict.exit_code == 0, verdict.message
    return game


def games() -> Iterator[tuple[str, str]]:
    """Game files pbem wrote: the example game at three points, a longer random game."""
    for point in (0, 20, 121):
        yield f"example-{point}", example_game_text(point)


@pytest.fixture(scope="module")
def long_text(tmp_path_factory: pytest.TempPathFactory) -> str:
    path = tmp_path_factory.mktemp("long") / "game.yaml"
    save_game(path, long_game(150))
    return path.read_text("utf-8")


def test_a_file_pbem_wrote_is_read_fast_as_the_strict_reader_reads_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, long_text: str) -> None:
    for name, text in [*games(), ("long", long_text)]:
        path = tmp_path / f"{name}.yaml"
        path.write_text(text, "utf-8")
        fast = load_game(path)
        assert fast.written, f"{name}: not read by the fast path"
        strict = strict_outcome(path, monkeypatch)
        assert isinstance(strict, Game)
        assert fast == strict
        assert fast.history == strict.history
        assert load_game(path, whole=True) == strict


def test_saving_after_a_fast_read_writes_what_the_writer_writes(tmp_path: Path,
                                                               long_text: str) -> None:
    source = tmp_path / "game.yaml"
    source.write_text(long_text, "utf-8")
    game = load_game(source)
    after, verdict = apply_order(game, next_order(game), NOW)
    assert verdict.entry is not None
    saved = tmp_path / "saved.yaml"
    save_game(saved, after)
    assert saved.read_text("utf-8") == dump_yaml(game_to_data(after), header="\n".join(HEADER))
    again = copy.deepcopy(after)  # other objects, the same entries: written anew, the same
    save_game(saved, again)
    assert saved.read_text("utf-8") == dump_yaml(game_to_data(after), header="\n".join(HEADER))


def next_order(game: Game) -> Order:
    pos = game.state.position
    player = waiting_for(pos)[0]
    action = legal_actions(pos, player)[0]
    return Order(game.id, player, pos.turn, (OrderStep(action),))


# Files pbem did not write in just this way ----------------------------------------------------

def entry_line(text: str, n: int, starts: str) -> int:
    """The index of the first line of history entry ``n`` that starts with ``starts``."""
    lines = text.split("\n")
    first = lines.index(f"  - 'n': {n}")
    return next(i for i in range(first, len(lines)) if lines[i].startswith(starts))


def edited(text: str, n: int, starts: str, new: str | None) -> str:
    """The text with that line replaced (None: removed, a list: several lines)."""
    lines = text.split("\n")
    at = entry_line(text, n, starts)
    lines[at:at + 1] = [] if new is None else new.split("\n")
    return "\n".join(lines)


EDITS = {  # the same data written otherwise, or something the strict reader refuses
    "a quoted key": ("    kind:", "    'kind': order"),
    "a comment": ("    kind:", "    kind: order  # by hand"),
    "a comment line": ("    kind:", "    # a note\n    kind: order"),
    "a key twice": ("    kind:", "    kind: order\n    kind: order"),
    "a yaml 1.1 word": ("    outcome:", "    outcome: yes"),
    "an anchor": ("    outcome:", "    outcome: &a applied"),
    "a tab": ("    kind:", "    kind:\torder"),
    "trailing spaces": ("    kind:", "    kind: order  "),
    "a flow as a block": ("    cubes:", "    cubes:\n      red: 0\n      blue: 0\n      green: 0"),
    "a double-quoted value": ("    kind:", '    kind: "order"'),
    "a wider indent": ("    kind:", "     kind: order"),
    "a CR": ("    kind:", "    kind: order\r"),
    "a value removed": ("    kind:", None),
    "an empty value": ("    kind:", "    kind:"),
    "a null written ~": ("    kind:", "    kind: ~"),
}


@pytest.mark.parametrize("what", sorted(EDITS))
def test_a_file_written_otherwise_ends_as_the_strict_reading_ends(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, what: str) -> None:
    """Each edit of an early entry of the example game: the same game or the same refusal as
    the strict path gives (data written otherwise is read, and then saved as pbem writes)."""
    starts, new = EDITS[what]
    path = tmp_path / "game.yaml"
    path.write_text(edited(example_game_text(20), 3, starts, new), "utf-8")
    got = outcome(path)
    assert got == strict_outcome(path, monkeypatch)
    if isinstance(got, Game):
        assert not got.written  # not taken for pbem's own writing
        saved = tmp_path / "saved.yaml"
        save_game(saved, got)
        assert saved.read_text("utf-8") == example_game_text(20)


def test_every_game_case_of_the_fuzz_corpus_ends_as_the_strict_reading_ends(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.yaml"
    checked = 0
    for case in corpus():
        if case.kind != "game" or len(case.data) > 64 * 1024:
            continue
        path.write_bytes(case.data)
        assert outcome(path) == strict_outcome(path, monkeypatch), case.name
        checked += 1
    assert checked > 30


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(case=mutated("game"), whole=st.booleans())
def test_a_randomly_changed_game_file_ends_as_the_strict_reading_ends(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: object, whole: bool) -> None:
    path = tmp_path / "game.yaml"
    path.write_bytes(case.data)  # type: ignore[attr-defined]
    assert outcome(path, whole) == strict_outcome(path, monkeypatch, whole)


def test_a_forged_entry_against_the_schema_is_refused_where_every_entry_is_checked(
        tmp_path: Path) -> None:
    """An early entry given a key the schema forbids, its hashes made to fit again: its kind
    records no such key, so the chain does not vouch for it (the typed entry's hash differs)
    and every reading, the fast one of status and apply too, names the key the schema refuses."""
    from tests.support.forge import forge

    path = tmp_path / "game.yaml"
    path.write_text(example_game_text(20), "utf-8")
    forge(path, lambda data: data["history"][3].__setitem__("note", "forged"))
    for whole in (False, True):
        refused = outcome(path, whole=whole)
        assert isinstance(refused, str) and "unknown key 'note'" in refused
