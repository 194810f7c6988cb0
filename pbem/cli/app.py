"""Typer commands."""

from __future__ import annotations

import random

import typer

from pbem.elasund import apply, choose_action, new_game, waiting_for

app = typer.Typer(help="Play Elasund by email, git or files.", no_args_is_help=True)


@app.callback()
def _root() -> None:
    """pbem: a turn processor for Elasund: The First City of Catan."""


@app.command()
def demo(
    players: str = typer.Option("red,blue,green", help="Colours in seating order."),
    seed: str = typer.Option("demo", help="Seed of the game's dice and shuffles."),
    max_turns: int = typer.Option(400, help="Stop after this many turns."),
) -> None:
    """Play a whole game between heuristic bots and print how it went, turn by turn."""
    colours = players.split(",")
    pos = new_game(colours, seed=seed)
    rng = random.Random(seed)
    typer.echo(f"Elasund, {len(colours)} players: {', '.join(colours)}; {pos.active} starts.")
    while not pos.is_over and pos.turn <= max_turns:
        player = waiting_for(pos)[0]
        action = choose_action(pos, player, rng)
        turn = pos.turn
        pos, _ = apply(pos, player, action)
        if pos.turn != turn or pos.is_over:
            cubes = ", ".join(f"{p} {pos.cubes_on_board(p)}" for p in colours)
            typer.echo(f"turn {turn:3}: cubes on the board: {cubes}")
    if pos.winner:
        typer.echo(f"{pos.winner} has all 10 cubes on the board and wins on turn {pos.turn}.")
    else:
        typer.echo(f"No winner after {max_turns} turns.")
