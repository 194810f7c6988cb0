"""``pbem verify``: check every roll, shuffle and draw of a game against its committed seed."""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from pbem.cli.common import (
    GAME_ARG,
    OK,
    REFUSED,
    Failure,
    check_format,
    echo_json,
    handled,
    read_game,
)
from pbem.dice_record import dice_record, record_text
from pbem.messages import say

if TYPE_CHECKING:
    from pbem.verify import Verification

SECRET_NOTE = ("note: the game is not over, so its seed is still secret: this check used it "
               "from the game master's file; players can check the game once the final "
               "report reveals the seed")


def verify(
    game: Path = GAME_ARG,
    seed: str = typer.Option(
        "",
        metavar="SEED",
        help="Check against this seed (e.g. the one the final report revealed) instead of "
        "the one the game file's generator runs on.",
    ),
    export_rolls: Path | None = typer.Option(
        None,
        "--export-rolls",
        metavar="FILE",
        help="Also write the dice record of a finished game (JSON, public: the seed, every "
        "roll, the size of every shuffle) for examples/verify_dice.py.",
    ),
    output: str = typer.Option("text", "--format", metavar="FORMAT", help="text or json."),
) -> None:
    """Check that the seed matches the commitment made before the first order, and re-derive
    every roll, shuffle and draw of the history from it. Exit 1 at the first mismatch."""
    with handled():
        from pbem.verify import verify_game

        check_format(output, ("text", "json"))
        loaded = read_game(game, whole=True)
        over = loaded.state.position.is_over
        if export_rolls is not None and not over:
            raise Failure(say("cli.rolls-not-over"))
        result = verify_game(loaded, seed or None)
        if not over:
            typer.echo(f"pbem: {SECRET_NOTE}", err=True)
        if export_rolls is not None and result.ok:
            from pbem.files.atomic import write_text_atomic

            write_text_atomic(export_rolls, record_text(dice_record(result)))
        if output == "json":
            echo_json(verification_data(result))
        else:
            for line in summary_lines(result):
                typer.echo(line)
            if export_rolls is not None and result.ok:
                typer.echo(f"wrote the dice record {export_rolls} (check it with "
                           "examples/verify_dice.py)")
        raise typer.Exit(OK if result.ok else REFUSED)


def summary_lines(result: Verification) -> list[str]:
    """What ``verify`` prints: the commitment, the counts, the notes or the first mismatch."""
    mismatch = result.mismatch
    if mismatch is not None and mismatch.where == "the seed":
        return [f"MISMATCH: {mismatch.text()}"]
    lines = [f"game {result.game}: the seed matches its commitment {result.commitment}"]
    if mismatch is not None:
        lines.append(f"MISMATCH: {mismatch.text()}")
        lines.append(f"  (before it, everything matched: {counts(result)})")
        return lines
    lines.append(f"re-derived from the seed: {counts(result)}: all match "
                 f"({len(result.record)} history entries)")
    lines.extend(f"  {note}" for note in result.notes)
    if result.tally.undone_rolls:
        lines.append(f"  {result.tally.undone_rolls} of the rolls were in orders an undo took "
                     "back (the history keeps them; an order made again gives the same roll "
                     "only if it uses the dice the same way)")
    return lines


def counts(result: Verification) -> str:
    """``97 rolls (2 forced), 4 shuffles, 59 draws``: what was checked."""
    tally = result.tally
    items = [f"{tally.rolls} rolls ({tally.forced} forced)"]
    if tally.start_rolls:
        items.append(f"{tally.start_rolls} first-player rolls")
    items.append(f"{tally.shuffles} shuffles")
    items.append(f"{tally.draws} draws of influence cards ({tally.cards} cards)")
    if tally.picks:
        items.append(f"{tally.picks} cards taken at random from the pirate's pile")
    return ", ".join(items)


# JSON ------------------------------------------------------------------------------------------

def verification_data(result: Verification) -> dict[str, Any]:
    """The outcome as JSON-able data (``--format json``); the seed only once it is revealed."""
    data: dict[str, Any] = {"game": result.game, "ok": result.ok, "over": result.over,
                            "seed-sha256": result.commitment}
    if result.over:
        data["seed"] = result.seed
    data["checked"] = {k.replace("_", "-"): v for k, v in asdict(result.tally).items()}
    data["entries"] = len(result.record)
    data["notes"] = list(result.notes)
    data["mismatch"] = None if result.mismatch is None else {
        "where": result.mismatch.where, "entry": result.mismatch.entry,
        "message": result.mismatch.message}
    return data
