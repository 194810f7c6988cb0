"""One source of legality: apply accepts exactly what legal_actions lists, and a refusal
changes nothing (T1 and every rule it checks)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from pbem.elasund import Action, RuleError, apply, is_legal, legal_actions, waiting_for
from pbem.elasund.actions import (
    BonusGold,
    Build,
    Church,
    Discard,
    EndTurn,
    KeepChurch,
    MovePermit,
    PirateRow,
    PlaceAnyPermit,
    PlaceHut,
    PlacePermit,
    Roll,
    ShipMove,
    TakeGold,
    UpgradePermit,
    Wall,
)
from pbem.elasund.board import ROWS, city_squares, wall_spaces
from pbem.elasund.engine import resolve
from pbem.elasund.pieces import BUILDINGS, CARD_KINDS
from pbem.messages import refusal_text
from tests.support.positions import MAX_STEPS, game
from tests.support.selfplay import played

SQUARES = [*city_squares(4), "J5", "Z9"]
COLOURS = st.sampled_from([None, "red", "blue", "green", "yellow"])
SQUARE = st.sampled_from(SQUARES)
VALUE = st.integers(min_value=-1, max_value=5)

ACTIONS = st.one_of(
    st.builds(Build, st.sampled_from([*BUILDINGS, "castle"]), SQUARE, COLOURS),
    st.builds(Wall, st.sampled_from([None, *wall_spaces(4)])),
    st.builds(PlacePermit, VALUE, SQUARE, COLOURS),
    st.builds(MovePermit, SQUARE, SQUARE, COLOURS),
    st.builds(UpgradePermit, SQUARE, VALUE, COLOURS),
    st.builds(PlaceAnyPermit, VALUE, SQUARE),
    st.builds(ShipMove, st.sampled_from(["up", "down"])),
    st.builds(PirateRow, st.sampled_from([*ROWS, 7])),
    st.builds(Discard, st.lists(st.sampled_from(CARD_KINDS), max_size=4).map(tuple)),
    st.builds(PlaceHut, st.sampled_from([*SQUARES, "off"])),
    st.builds(KeepChurch, st.integers(min_value=0, max_value=10)),
    st.sampled_from([Roll(), Church(), TakeGold(), BonusGold(), EndTurn()]),
)


# Each seeded game is played once per process (tests/support/positions.py), so the examples
# cost little: heuristic and random bots, 2 to 4 players, every rule option, up to 150 steps.
@settings(max_examples=1000, deadline=None)
@given(st.integers(min_value=0, max_value=59), st.sampled_from([2, 3, 4]),
       st.integers(min_value=0, max_value=MAX_STEPS), ACTIONS,
       st.sampled_from(["red", "blue", "green", "yellow"]))
def test_T1_apply_accepts_exactly_the_listed_actions(
    seed: int, players: int, step: int, action: Action, player: str
) -> None:
    """An arbitrary action is accepted iff its meant form (``resolve``) is listed as legal, and
    ``is_legal`` is membership of the list."""
    history = game(seed, players)
    pos = history[min(step, len(history) - 1)]
    listed = legal_actions(pos, player)
    assert is_legal(pos, player, action) == (action in listed)
    before = pos.copy()
    try:
        after, _ = apply(pos, player, action)
    except RuleError as error:
        assert pos == before
        assert action not in listed
        assert error.rule and refusal_text(error)
        return
    assert pos == before, "apply changed the position it was given"
    assert after != before
    # what apply carried out is listed: the action itself, or its form with an omitted field
    # filled in or a pay that bought nothing left out (docs/rules.md section 14)
    assert resolve(pos, player, action) in listed


def test_T1_every_listed_action_applies() -> None:
    """Each legal action of the waiting players applies without a refusal."""
    rng = random.Random(7)
    for pos, _ in played(11, 80)[::8]:
        for player in waiting_for(pos):
            for action in rng.sample(legal_actions(pos, player),
                                     min(40, len(legal_actions(pos, player)))):
                apply(pos, player, action)
