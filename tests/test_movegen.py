"""The move generator against the rules: ``legal_actions`` lists, in the same order, exactly the
actions of a generous enumeration that ``check`` (what ``apply`` runs) accepts; its groups; and
the heuristic bot, which scores by group, picks what scoring every action would pick."""

from __future__ import annotations

import random
from itertools import chain

import pytest

from pbem.elasund import Action, Position, heuristic_action, is_legal, legal_actions
from pbem.elasund.actions import (
    BonusGold,
    Build,
    Church,
    EndTurn,
    MovePermit,
    PlaceAnyPermit,
    PlacePermit,
    TakeGold,
    UpgradePermit,
    Wall,
)
from pbem.elasund.board import city_squares, wall_spaces
from pbem.elasund.bots import score
from pbem.elasund.engine import legal_groups
from pbem.elasund.pieces import BUILDABLE, HUTS, INFLUENCE_COLOURS, PERMIT_VALUES
from tests.support.positions import game

PAYS: tuple[str | None, ...] = (None, *INFLUENCE_COLOURS)
ALL_SQUARES = city_squares(4)  # the whole board; a smaller game's city comes first


def positions(seeds: range, every: int) -> list[Position]:
    """Every ``every``-th position of the seeded games over 2, 3 and 4 players."""
    return [pos for seed in seeds for players in (2, 3, 4) for pos in game(seed, players)[::every]]


def turn_positions(seeds: range, every: int) -> list[Position]:
    """Those positions where the active player acts in phases 2 to 4 (the generated ones)."""
    return [pos for pos in positions(seeds, every)
            if not pos.is_over and not pos.pending and pos.phase != "roll"]


def generous(pos: Position) -> list[Action]:
    """Far more actions than are legal, in the order the generator promises (``movegen``)."""
    players = len(pos.players)
    sources = [p.at for p in pos.board if p.piece == "permit"]  # anybody's permits
    found: list[Action] = []
    found += [Build(kind, at, pay) for kind in (*BUILDABLE, *HUTS) for at in sorted(ALL_SQUARES)
              for pay in PAYS]
    found += [Wall(space) for space in wall_spaces(players)]
    found += [Church()]
    found += [PlacePermit(v, sq, pay) for sq in ALL_SQUARES for v in PERMIT_VALUES for pay in PAYS]
    found += [TakeGold()]
    for source in sources:
        found += [MovePermit(source, to, pay) for to in ALL_SQUARES for pay in PAYS]
        found += [UpgradePermit(source, v, pay) for v in PERMIT_VALUES for pay in PAYS]
    found += [PlaceAnyPermit(v, sq) for v in PERMIT_VALUES for sq in ALL_SQUARES]
    found += [BonusGold(), EndTurn()]
    return found


# The two tests that check the rules on every action are not traced by coverage (the rule
# tests cover the engine): tracing would triple their time.
@pytest.mark.no_cover
@pytest.mark.parametrize("seeds", [range(0, 4), range(4, 8), range(8, 12)],
                         ids=lambda seeds: f"seeds-{seeds.start}-{seeds.stop - 1}")
def test_the_generator_lists_what_the_rules_accept_in_order(seeds: range) -> None:
    """``legal_actions`` == the generous enumeration filtered by ``check``, order included."""
    checked = 0
    kinds: set[type[Action]] = set()
    for pos in turn_positions(seeds, every=20):
        player = pos.active
        expected = [a for a in generous(pos) if is_legal(pos, player, a)]
        assert legal_actions(pos, player) == expected, (pos.turn, pos.phase, player)
        for other in pos.players:
            if other != player:
                assert legal_actions(pos, other) == []
        kinds.update(type(a) for a in expected)
        checked += 1
    assert checked >= 40, checked
    assert kinds == {Build, Wall, Church, PlacePermit, TakeGold, MovePermit, UpgradePermit,
                     PlaceAnyPermit, BonusGold, EndTurn}, kinds  # not vacuous: every kind


@pytest.mark.no_cover
def test_every_listed_action_passes_the_rules() -> None:
    """On many more positions (decisions too): ``check`` accepts every action listed."""
    listed = 0
    for pos in positions(range(12), every=2):
        for player in pos.players:
            for action in legal_actions(pos, player):
                assert is_legal(pos, player, action), (pos.turn, player, action)
                listed += 1
    assert listed >= 100_000, listed


def test_the_groups_are_the_list_cut_into_kinds() -> None:
    """``legal_groups`` joined is ``legal_actions``; each group is one kind and never empty."""
    for pos in positions(range(12), every=3):
        for player in pos.players:
            groups = legal_groups(pos, player)
            assert list(chain.from_iterable(groups)) == legal_actions(pos, player)
            for group in groups:
                assert group and len({type(a) for a in group}) == 1, group


def every_action_scored(pos: Position, player: str, rng: random.Random) -> Action:
    """The heuristic bot as it was first written: every legal action scored, ties drawn."""
    scored = [(score(pos, player, a), rng.random(), a) for a in legal_actions(pos, player)]
    return max(scored, key=lambda item: (item[0], item[1]))[2]


def test_the_heuristic_bot_picks_what_scoring_every_action_picks() -> None:
    """Same action and the same random numbers used, so the same games for the same seeds."""
    for index, pos in enumerate(positions(range(12), every=2)):
        for player in pos.players:
            if not legal_actions(pos, player):
                continue
            ours, theirs = random.Random(index), random.Random(index)
            assert heuristic_action(pos, player, ours) == every_action_scored(pos, player, theirs)
            assert ours.getstate() == theirs.getstate()


class _Constant(random.Random):
    """Every draw the same: only the order of the list can break a tie."""

    def random(self) -> float:
        return 0.5


def test_equal_scores_and_equal_draws_go_to_the_first_listed() -> None:
    """A tie of scores goes to the highest draw; equal draws too go to the first listed."""
    tied = 0
    for pos in turn_positions(range(12), every=3):
        listed = legal_actions(pos, pos.active)
        scores = [score(pos, pos.active, a) for a in listed]
        if scores.count(max(scores)) < 2:
            continue
        assert heuristic_action(pos, pos.active, _Constant()) == listed[scores.index(max(scores))]
        tied += 1
    assert tied >= 10, tied
