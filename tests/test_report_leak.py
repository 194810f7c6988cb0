"""Hidden information never reaches a report (docs/rules.md section 15).

Over self-play games, every player's and the public's report is built twice: from the real
position and history, and from one where everything the reader may not know was changed (other
hands' colours swapped with the deck at equal counts, the deck reshuffled, the church stack
permuted, the generator reseeded, others' secret event parts and refusals rewritten). The two
models and their text, HTML and JSON layouts must be identical; and changing what the reader does
know must show. The generator's seed carries a marker (``SEEDMARK``) that no report of a game
still running may contain; ``pbem log`` is checked the same way on the example game.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

import pytest

from pbem.elasund import Event, Position
from pbem.elasund.pieces import INFLUENCE_COLOURS
from pbem.report import Report, ReportInput, Step, report_model
from pbem.report.formats import render_as
from tests.support.leak import SEED_MARKER, Race, disguise, disguise_step, play
from tests.support.quick import quick_sample
from tests.support.tables import piece, table


def report(pos: Position, viewer: str, recent: list[Step], race: Race,
           language: str = "en") -> Report:
    """The report (the reader's view and its model) of a game called ``leak``."""
    names = {"red": "Anna", "blue": "Bob", "green": "Cy", "yellow": "Dee"}
    return report_model(ReportInput("leak", names, pos, viewer, recent, race, False,
                                    language=language))


GAMES = [(seed, 2 + seed % 3, "en") for seed in range(100)] + [
    (seed, 2 + seed % 3, language) for language in ("de", "da") for seed in range(0, 100, 5)]
"""Every game in English, every fifth in German and in Danish: hidden information never
depends on the language a report is worded in."""
STEPS, EVERY, LAYOUTS_EVERY = 120, 15, 45
"""Each game's length, how often its reports are checked, and how often in all three layouts
(the HTML and JSON are laid out from the model alone, so an equal model is most of the proof)."""


@pytest.mark.parametrize(("seed", "players", "language"), quick_sample(GAMES, 5))
def test_S7_reports_do_not_change_when_hidden_things_do(seed: int, players: int,
                                                        language: str) -> None:
    """Every reader's report is the same whatever the hidden parts of the table hold, in
    every language."""
    rng = random.Random(1000 + seed)
    played = play(seed, players, STEPS)
    for index in range(0, len(played), EVERY):
        pos, _, race = played[index]
        recent = [step for _, step, _ in played[max(0, index - 3):index + 1]]
        for viewer in [*pos.players, "public"]:
            real = report(pos, viewer, recent, race, language)
            fake = report(disguise(pos, viewer, rng), viewer,
                          [disguise_step(s, viewer, rng) for s in recent], race, language)
            assert real.view == fake.view, (seed, index, viewer)  # the view holds no secret
            assert real == fake, (seed, index, viewer)
            layouts = ["text"] + (["html", "json"] if index % LAYOUTS_EVERY == 0 else [])
            for layout in layouts:
                shown = render_as(real, layout)
                assert shown == render_as(fake, layout), (seed, index, viewer, layout)
                assert pos.is_over or SEED_MARKER not in shown, (seed, index, viewer)
            assert_no_hidden_keys(real.model, viewer)


def assert_no_hidden_keys(model: dict[str, Any], viewer: str) -> None:
    """Only the reader's own hand is by colour; no deck, church stack or generator anywhere."""
    position = model["position"]
    for player, hand in position["hands"].items():
        assert set(hand) == ({"gold", *INFLUENCE_COLOURS} if player == viewer
                             else {"gold", "influence"})
    for key in ("deck", "church-stack", "generator", "dice"):  # dice: rolls fixed in advance
        assert key not in position
    text = json.dumps(model)
    for key in ('"church-stack"', '"generator"', '"seed"'):
        assert key not in text


def test_S7_the_disguise_is_seen_when_it_touches_what_the_reader_knows() -> None:
    """The check above is real: the same change to the reader's own hand or secrets shows."""
    played = play(1, 3, 60)
    pos, step, race = next((p, s, r) for p, s, r in played[10:]
                           if any(p.hands["red"].count(c) for c in INFLUENCE_COLOURS))
    real = report(pos, "red", [step], race)
    mine = pos.copy()
    held = next(c for c in INFLUENCE_COLOURS if mine.hands["red"].count(c))
    other = next(i for i, c in enumerate(mine.deck) if c != held)
    mine.hands["red"].add(held, -1)
    mine.hands["red"].add(mine.deck[other])
    mine.deck[other] = held
    assert report(mine, "red", [step], race) != real
    drawn = Event("draw", {"player": "red", "count": 1, "reason": "income"},
                  {"red": {"cards": ["green"]}})
    told = replace(step, events=[drawn])
    assert report(pos, "red", [told], race) != report(
        pos, "red", [replace(told, events=[Event("draw", drawn.public,
                                                 {"red": {"cards": ["blue"]}})])], race)
    assert report(pos, "blue", [told], race) == report(
        pos, "blue", [replace(told, events=[Event("draw", drawn.public,
                                                  {"red": {"cards": ["blue"]}})])], race)


def test_S7_the_reference_church_area_and_choice_notes_tell_no_hidden_tile() -> None:
    """The sections made from the engine's previews: what a church tile will remove names every
    square still to come, never the tile on top of the stack; the areas of the two tiles seen
    (C2) are in their keeper's report alone; a wall tile's draw is a count."""
    board = [piece("church", "C8", tile=5), piece("shop", "B6", "blue"),
             piece("well", "E2", "blue", cubes=0)]
    models = []
    for stack in ([4, 1, 2, 3, 6, 7, 8, 9], [9, 8, 7, 6, 4, 3, 2, 1]):
        pos = table(board=board, hands={"red": {"gold": 9}}, church_stack=stack)
        models.append(report(pos, "red", [], []).model)
    assert models[0] == models[1]
    notes = [i["note"] for g in models[0]["choices"]["groups"] for i in g["items"]
             if i["text"] == "church"]
    assert notes == ["costs 7 gold; the tile drawn lands on one of the church squares still to "
                     "come and removes what stands there, which may be the shop of Bob (blue) "
                     "on B6"]
    assert "wall tile 1: you draw 1 influence card" in json.dumps(models[0]["choices"])
    assert models[0]["reference"]["buildings"][0]["kind"] == "shop"
    assert "B6 (1)" in models[0]["board"]["church"]["text"]
    seen = table(board=[], pending=[{"player": "red", "decision": "keep-church",
                                     "options": [1, 9]}])
    keeper = json.dumps(report(seen, "red", [], []).model)
    other = json.dumps(report(seen, "blue", [], []).model)
    assert "the church will cover C8, D8, E8" in keeper
    assert "the church will cover" not in other
