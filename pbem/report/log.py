"""``pbem log``: the history, entry by entry, as one reader may see it.

Like the reports, it shows each entry's events through ``Event.for_viewer`` only, and of the
actions applied only what their reader may know: the cards a roller takes from the pirate's
pile (PI3) and why an order was refused (it can tell what its sender holds) are for the
sender and the game master alone.
"""

from __future__ import annotations

from collections.abc import Iterator

from pbem.elasund.events import GM
from pbem.files.entries import (
    DeadlineEntry,
    Entry,
    SeatEntry,
    SetupEntry,
    UndoEntry,
    entry_events,
    own_part,
    standing_entries,
)
from pbem.files.game import Game
from pbem.report.model import public_action
from pbem.report.sentences import Names, sentence


def log_lines(game: Game, viewer: str) -> Iterator[str]:
    """Every entry's line, then its events told as ``viewer`` may see them."""
    names = Names(game.names, game.state.position.players)
    standing = set(standing_entries(game.history))
    for entry in game.history:
        yield entry_line(entry, entry.n in standing, viewer)
        for event in entry_events(entry):
            yield f"    {sentence(event.for_viewer(viewer), names)}"


def entry_line(entry: Entry, stands: bool, viewer: str) -> str:
    """The heading of one entry: who, when, and what was applied (as the viewer may see it)."""
    taken = "" if stands or isinstance(entry, UndoEntry) else " [taken back]"
    head = f"#{entry.n} turn {entry.turn} {entry.player} ({entry.at}){taken}"
    if isinstance(entry, SetupEntry):
        return f"{head}: the game is set up"
    if isinstance(entry, UndoEntry):
        return f"{head}: undo, back to the state after entry {entry.to}"
    if isinstance(entry, (DeadlineEntry, SeatEntry)):
        return f"{head}: {entry.kind}: {entry.change['what']}"
    own = own_part(entry)
    assert own is not None  # an order's entry holds its sender's part
    sender = viewer in (GM, entry.player)
    applied = [a if sender else public_action(a) for a in own.applied]
    done = ", ".join(applied) or "nothing"
    stop = (f"; refused {own.refused.action} ({own.refused.rule})"
            if own.refused is not None and sender else "")
    by = {"deadline": " (deadline passed: the policy)",
          "stand-in": " (deadline passed: the stand-in)"}.get(entry.by or "", "")
    return f"{head}{by}: {done}{stop}"
