"""Notation and position round trips, and what each viewer may see (docs/rules.md section 15)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pbem.elasund import (
    Action,
    ActionSyntaxError,
    legal_actions,
    parse_action,
    position_from_data,
    position_to_data,
    view_for,
    waiting_for,
)
from pbem.elasund.actions import Build, Discard, PlaceHut, Wall
from pbem.elasund.errors import RuleError
from pbem.elasund.events import Event
from pbem.elasund.views import Cards, HandView
from pbem.messages import refusal_text
from tests.support.selfplay import played
from tests.support.tables import table


@pytest.mark.parametrize("seed", range(3))
def test_S1_notation_round_trips_for_every_legal_action(seed: int) -> None:
    """``Action.parse(a.notation()) == a``, ``parse_action(a.to_data()) == a`` (docs/orders.md)."""
    for pos, _ in played(seed, 120, players=2 + seed):
        for player in waiting_for(pos):
            for action in legal_actions(pos, player):
                assert Action.parse(action.notation()) == action
                assert parse_action(action.to_data()) == action


def test_S1_notation_examples_read_as_the_spec_writes_them() -> None:
    """The order-file forms of docs/orders.md parse to the typed actions."""
    assert parse_action({"build": {"building": "tavern", "at": "D4"}}) == Build("tavern", "D4")
    assert parse_action("wall") == Wall()
    assert parse_action({"wall": {"at": "north-G"}}) == Wall("north-G")
    assert parse_action({"discard": ["gold", "red"]}) == Discard(("gold", "red"))
    assert parse_action({"hut": "G11"}) == PlaceHut("G11")
    notation = "build: {building: tavern, at: D4, pay: green}"
    assert Build("tavern", "D4", "green").notation() == notation


@pytest.mark.parametrize("bad", ["dance", {"build": {"at": "D4"}}, {"build": "D4"},
                                 {"permit": {"value": "two", "at": "E5"}}, {"ship": "left"},
                                 {"build": {"building": "well", "at": "D4", "colour": "red"}},
                                 ["church"], {"a": 1, "b": 2}])
def test_S1_malformed_actions_are_refused_with_a_sentence(bad: object) -> None:
    """An action of the wrong form raises ActionSyntaxError, never anything else."""
    with pytest.raises(ActionSyntaxError) as caught:
        parse_action(bad)
    assert len(str(caught.value)) > 10


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=10_000), st.integers(min_value=1, max_value=80))
def test_S8_position_round_trips_through_data(seed: int, steps: int) -> None:
    """Position -> data -> position is the identity for positions reached in play."""
    history = played(seed, steps, players=2 + seed % 3)
    pos = history[-1][0]
    assert position_from_data(position_to_data(pos)) == pos


def test_S8_impossible_positions_are_refused() -> None:
    """A table that cannot exist is refused with the reason (docs/positions.md)."""
    well = {"piece": "well", "at": "D4", "owner": "red"}
    cases: list[tuple[str, dict[str, Any]]] = [
        ("outside the city", {"board": [{**well, "at": "G4"}]}),
        ("both on", {"board": [well, {"piece": "permit", "value": 1, "at": "D4",
                                      "owner": "blue"}]}),
        ("14 red", {"hands": {"red": {"red": 14}, "blue": {}}}),
        ("flag", {"board": [{"piece": "hall", "at": "D3", "owner": "red", "cubes": 3}]}),
    ]
    for reason, fields in cases:
        with pytest.raises(RuleError) as caught:
            table(**fields)
        assert reason in refusal_text(caught.value)


def test_S1_view_hides_hands_deck_church_stack_and_generator() -> None:
    """Others' hands are counts; deck, church stack and generator are not in a player's view."""
    pos = table(players=["red", "blue", "green"], hands={"red": {"gold": 2, "blue": 3},
                                                          "blue": {"green": 1}},
                church_known={"red": 4}, church_stack=[1, 2, 3, 5, 6, 7, 8, 9])
    red = view_for(pos, "red")
    assert red.table.hands["red"] == HandView(2, 3, Cards(red=0, blue=3, green=0))
    assert red.table.hands["blue"] == HandView(gold=0, influence=1, cards=None)
    assert red.hidden is None  # no deck, church stack, dice or generator
    data = red.to_data()
    assert data["hands"]["red"] == {"gold": 2, "red": 0, "blue": 3, "green": 0}
    assert data["hands"]["blue"] == {"gold": 0, "influence": 1}
    assert "deck" not in data and "church-stack" not in data and "generator" not in data
    assert red.table.deck_size == len(pos.deck) and red.table.church_stack_size == 8
    assert data["deck-size"] == len(pos.deck) and data["church-stack-size"] == 8
    assert red.table.church_known == {"red": 4}
    assert view_for(pos, "blue").table.church_known == {}
    public = view_for(pos, "public")
    assert all(hand.cards is None for hand in public.table.hands.values())
    gm = view_for(pos, "gm")
    assert gm.hidden is not None and gm.hidden.church_stack == (1, 2, 3, 5, 6, 7, 8, 9)
    assert gm.to_data()["church-stack"] == [1, 2, 3, 5, 6, 7, 8, 9]


def test_S7_event_secrets_reach_only_their_holder() -> None:
    """A drawn card's colour is its drawer's alone; the game master sees all."""
    event = Event("draw", {"player": "blue", "count": 1}, {"blue": {"cards": ["red"]}})
    assert event.for_viewer("blue")["cards"] == ["red"]
    assert event.for_viewer("gm")["cards"] == ["red"]
    assert "cards" not in event.for_viewer("red")
    assert "cards" not in event.for_viewer("public")


@pytest.mark.parametrize("seed", range(4))
def test_S7_no_view_of_a_played_game_holds_another_players_colours(seed: int) -> None:
    """In every step of a game, a player's view never holds another hand by colour."""
    for pos, events in played(seed, 150):
        for viewer in pos.players:
            view = view_for(pos, viewer)
            for player, hand in view.table.hands.items():
                assert (hand.cards is not None) == (player == viewer)
            for player, data in view.to_data()["hands"].items():
                assert (set(data) == {"gold", "red", "blue", "green"}) == (player == viewer)
            for event in events:
                seen = event.for_viewer(viewer)
                if event.kind == "draw" and event.public["player"] != viewer:
                    assert "cards" not in seen
