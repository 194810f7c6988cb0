"""One game's pages of the public site, made as the public may see the game.

Every page comes from the public view: the report of each step is ``report_model`` for the
reader ``public`` of the position that step left (the history replayed), its events through
``Event.for_viewer("public")``; the log is ``pbem log`` as the public reads it. The revealed
seed, the dice record and the statistics appear only once the game is over (the statistics
are public all along, but a finished game is where spectators look for them). Nothing here
reads a player's hand, the deck, the church stack or the generator.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pbem.elasund.events import PUBLIC
from pbem.messages import say

if TYPE_CHECKING:
    from pbem.files.entries import Entry
    from pbem.files.game import Game, GameState

STEP_PAGE = "step-{n:04d}.html"
DICE_RECORD = "dice.json"
VERIFIER = "verify_dice.py"
"""The stand-alone dice checker (examples/verify_dice.py), published at the site's top."""


@dataclass(frozen=True)
class GamePages:
    """A game's files for the site (names inside its folder) and its line on the index."""

    game_id: str
    files: dict[str, str]
    summary: dict[str, Any]


def game_pages(game: Game, first: int = 0) -> GamePages:
    """Every page of one game (the steps' from ``first`` on): its history replayed (and so
    checked), the dice record of a finished one re-derived from its revealed seed."""
    from pbem.history import states_of

    dice = dice_record_text(game) if game.state.position.is_over else None
    return site_files(game, states_of(game), dice, first)


def site_files(game: Game, states: list[GameState], dice: str | None,
               first: int = 0) -> GamePages:
    """A page per step from ``first`` on (the public report of the position it left,
    ``states[n]``), the game's own page, the log, and the dice record ``dice`` when the game
    is over."""
    last = len(game.history) - 1
    files: dict[str, str] = {}
    for n in range(first, last + 1):
        files[STEP_PAGE.format(n=n)] = _step_page(_step_model(game, n, states[n]), n, last)
    final = _step_model(game, last, states[last])
    summary = game_summary(game)
    files["index.html"] = _render_html("site_game.html.j2", final, summary=summary,
                                       steps=_step_lines(game), verify=_verify(game))
    files["log.html"] = _log_page(game, summary)
    if dice is not None:
        files[DICE_RECORD] = dice
    return GamePages(game.id, files, summary)


def _step_model(game: Game, n: int, state: GameState) -> dict[str, Any]:
    """The public report of history entry ``n``, the game as that entry left it."""
    from pbem.report.inputs import final_stats, race_until, report_step
    from pbem.report.model import ReportInput, report_model

    last = n == len(game.history) - 1
    over = state.position.is_over
    report = report_model(ReportInput(
        game_id=game.id, names=game.names, position=state.position, viewer=PUBLIC,
        recent=[report_step(game.history[n])], race=race_until(game, n),
        open_game=game.open, commitment=game.seed_digest, signed_orders=game.sealed,
        deadline=game.deadline if last else None,
        seed=state.position.rng.seed if over and last else None,
        stats=final_stats(game) if over and last else None))
    return {"report": report, **report.model}


def _step_lines(game: Game) -> list[dict[str, Any]]:
    """Every step as the game page lists it: number, turn, who, the actions the public reads
    (from the entries alone: no position is needed to say who did what)."""
    from pbem.report.inputs import report_step
    from pbem.report.model import step_model
    from pbem.report.sentences import Names

    names = Names(game.names, game.state.position.players)
    lines = []
    for entry in game.history:
        step = step_model(report_step(entry), PUBLIC, names)
        lines.append({"n": entry.n, "page": STEP_PAGE.format(n=entry.n), "turn": entry.turn,
                      "heading": step["heading"], "actions": step["actions"]})
    return lines


def _step_page(model: dict[str, Any], n: int, last: int) -> str:
    """A step's page: the public report, with links to the steps around it and the game."""
    def link(k: int) -> str | None:
        return STEP_PAGE.format(n=k) if 0 <= k <= last else None

    # nothing here depends on how many steps follow, so a new step rewrites one page before it
    nav = {"previous": link(n - 1), "next": link(n + 1), "first": link(0),
           "where": say("site-step", step=n)}
    return _render_html("site_step.html.j2", model, nav=nav)


def _render_html(template: str, model: dict[str, Any], **extra: Any) -> str:
    """A page laid out with the report's pictures: the board, the race, the statistics."""
    from markupsafe import Markup

    from pbem.report.board_picture import board_svg
    from pbem.report.formats import stats_charts
    from pbem.report.race_picture import race_svg
    from pbem.report.render import render

    report = model["report"]
    labels = {row["colour"]: row["label"] for row in model["table"]["players"]}
    picture = Markup(board_svg(report.view, model["board"]["changed"], labels,
                               model["board"]["text"]))
    context = {k: v for k, v in model.items() if k != "report"}
    return render(template, board_svg=picture, race_svg=Markup(race_svg(model["race"])),
                  say=say, **stats_charts(context), **context, **extra)


def game_summary(game: Game) -> dict[str, Any]:
    """The game's line on the site's index: id, players, turn, whose move or who won."""
    from pbem.report.game_status import status_data
    from pbem.report.sentences import Names

    data = status_data(game, game.history[-1].at)  # the site tells the game as it stands
    names = Names(game.names, game.state.position.players)
    winner = data["winner"]
    waiting = [names.label(w["player"]) for w in data["waiting-for"]]
    state = (say("site-won", player=names.label(winner)) if winner
             else say("site-waiting", players=waiting))
    return {"id": game.id, "over": winner is not None, "turn": data["turn"],
            "players": [names.label(c) for c in game.state.position.players],
            "state": state, "last": data["last"]["at"], "entries": len(game.history)}


def _verify(game: Game) -> dict[str, Any] | None:
    """How to check the dice, once the seed is revealed."""
    if not game.state.position.is_over:
        return None
    return {"seed": game.state.position.rng.seed, "commitment": game.seed_digest,
            "record": DICE_RECORD, "verifier": f"../{VERIFIER}"}


def dice_record_text(game: Game) -> str:
    """The public dice record of a finished game (as ``pbem verify --export-rolls``)."""
    from pbem.dice_record import dice_record, record_text
    from pbem.verify import verify_game

    result = verify_game(game, None)
    if not result.ok:
        raise ValueError(say("site-dice-mismatch", game=game.id,
                             where=result.mismatch.text() if result.mismatch else ""))
    return record_text(dice_record(result))


def _log_page(game: Game, summary: dict[str, Any]) -> str:
    """The history as the public may read it (``pbem log``)."""
    from pbem.files.entries import standing_entries
    from pbem.report.log import entry_line
    from pbem.report.render import render
    from pbem.report.sentences import Names, sentence

    names = Names(game.names, game.state.position.players)
    standing = set(standing_entries(game.history))
    entries = [{"n": entry.n, "page": STEP_PAGE.format(n=entry.n),
                "line": entry_line(entry, entry.n in standing, PUBLIC),
                "events": [sentence(e.for_viewer(PUBLIC), names) for e in _events(entry)]}
               for entry in game.history]
    return render("site_log.html.j2", summary=summary, entries=entries, say=say)


def _events(entry: Entry) -> list[Any]:
    from pbem.files.entries import entry_events

    return entry_events(entry)
