"""Orders per player-turn in the example game, before and after issue 17 (tools/second_mails.py):
each turn that took several orders is played again as few orders as it needs, with the other
players' answers as standing answers and the player's own answers joined to their order where
the report says they can be; it counts only when the same game comes out."""

from __future__ import annotations

from pathlib import Path

from pbem.files.game_file import load_game
from tests.support.mails_per_turn import count


def test_the_example_game_needs_fewer_second_mails(demo_folder: Path) -> None:
    turns = count(load_game(demo_folder / "game.yaml", whole=True))
    assert (len(turns), sum(len(t.orders) for t in turns)) == (97, 121)  # before
    assert sum(t.mails for t in turns) == 101  # after
    remaining = {t.turn: t.notes[-1] for t in turns if t.mails > 1}
    # a church tile other than the one spare-mine keeps, and the pirate's loot to choose
    # from, which only the others' payment reveals: these still take a second mail
    assert sorted(remaining) == [16, 71, 74, 76]
    assert "spare-mine keeps another tile" in remaining[16]
    assert all("pirate-take" in remaining[t] for t in (71, 74, 76))
    assert not any("not merged" in note for t in turns for note in t.notes)
