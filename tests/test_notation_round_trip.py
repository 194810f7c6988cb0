"""One notation: every action line pbem prints is read back by the strict order reader as
that same action (docs/orders.md, "Order files"), across a few hundred self-play positions."""

from __future__ import annotations

import pytest

from pbem.elasund import Action, Position, legal_actions, waiting_for
from pbem.elasund.actions import PlaceHut, Roll
from pbem.elasund.notation import scalar
from pbem.files.order import read_order_text
from pbem.report.options import order_line
from tests.support.positions import game

SEEDS = range(12)  # a dozen seeds play every rule option, hut_replacement: may among them
EVERY = 6  # every 6th position of each game: about 300 positions, in a few seconds


def positions() -> list[Position]:
    """A spread of self-play positions over 2, 3 and 4 players and every rule option."""
    return [pos for seed in SEEDS for pos in game(seed, 2 + seed % 3)[::EVERY]]


def read_back(lines: list[str]) -> list[Action | None]:
    """The lines as the strict order reader reads them, in order files of up to 100 actions
    (the most one order holds)."""
    read: list[Action | None] = []
    for start in range(0, len(lines), 100):
        body = "".join(f"  - {line}\n" for line in lines[start:start + 100])
        text = f"game: g\nplayer: red\nturn: 1\nactions:\n{body}"
        read += [step.action for step in read_order_text(text, "printed.yaml").steps]
    return read


def test_every_printed_action_reads_back_as_itself() -> None:
    """``notation()`` (options, "legal now", the log) and the order template's lines are what
    the strict reader accepts, and they mean the same action; so does ``Action.parse``."""
    checked = 0
    for pos in positions():
        for player in waiting_for(pos):
            # the roll is made for the player, never written in an order (docs/orders.md)
            actions = [a for a in legal_actions(pos, player) if not isinstance(a, Roll)]
            assert read_back([a.notation() for a in actions]) == actions
            assert read_back([order_line(a).removeprefix("#  - ") for a in actions]) == actions
            assert [Action.parse(a.notation()) for a in actions] == actions
            checked += len(actions)
    assert checked > 3000


def test_hut_off_is_printed_quoted_and_the_old_plain_form_still_reads() -> None:
    """``hut: 'off'`` as docs/orders.md writes it (H1); histories written before say ``hut:
    off`` and must replay, so the history reader takes both."""
    assert PlaceHut("off").notation() == "hut: 'off'"
    assert read_back(["hut: 'off'"]) == [PlaceHut("off")]
    assert Action.parse("hut: off") == Action.parse("hut: 'off'") == PlaceHut("off")


@pytest.mark.parametrize("text", ["off", "No", "TRUE", "null", "y", "12", "2026-12-09",
                                  "north G", "it's"])
def test_a_word_any_yaml_reader_could_misread_is_quoted(text: str) -> None:
    """What is not a plain word is quoted, and the strict reader gives back the text."""
    written = scalar(text)
    assert written.startswith("'")
    order = read_order_text(f"game: g\nplayer: red\nturn: 1\nsecret: {written}\nactions: []\n",
                            "g.yaml")
    assert order.secret == text
