"""``pbem stats GAME``: the game in numbers, counted from its history's public events."""

from __future__ import annotations

from pathlib import Path

import typer

from pbem.cli.common import GAME_ARG, check_format, echo_json, handled, read_game

STATS_FORMAT = "pbem-stats-1"
"""The ``format`` of ``pbem stats --format json``."""


def stats(
    game: Path = GAME_ARG,
    output: str = typer.Option("text", "--format", metavar="FORMAT", help="text or json."),
) -> None:
    """The game in numbers: per player cubes by source, gold and cards earned and paid, builds,
    permits, the pirate, turns and reply times; the dice against two fair dice and the ship's
    rows. Counted from the public events of the history, so anyone may see them, at any time."""
    with handled():
        from pbem.report.sentences import Names
        from pbem.stats.figures import game_figures
        from pbem.stats.layout import stats_model, stats_text

        check_format(output, ("text", "json"))
        loaded = read_game(game, whole=True)
        figures = game_figures(loaded)
        if output == "json":
            echo_json({"format": STATS_FORMAT, **figures.to_data()})
            return
        model = stats_model(figures, Names(loaded.names, loaded.state.position.players))
        typer.echo(stats_text(model), nl=False)
