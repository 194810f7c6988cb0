"""The statistics as a report lays them out: tables of labelled rows, one column per player.

``stats_model`` turns a game's figures into plain data (the rows' labels from the catalogue,
``pbem.messages.say``), which ``templates/stats.txt.j2`` and ``stats.html.j2`` lay out, the
final report includes, and the public site shows; ``data`` keeps the figures themselves for
scripts. ``stats_text`` is ``pbem stats`` as text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from pbem.messages import say
from pbem.stats.figures import GameFigures, PlayerFigures

if TYPE_CHECKING:
    from pbem.report.sentences import Names

Row = dict[str, Any]
CUBE_SOURCES = ("buildings", "towers", "church", "trade")
GOLD_IN = ("income", "phase-3", "bonus", "compensation")
GOLD_OUT = ("building", "wall", "church", "permit", "upgrade-permit", "place-permit",
            "compensation", "shortage", "pirate")
CARDS_IN = ("start", "income", "wall")
CARDS_OUT = ("build-over", "permit-in-any-row", "move-permit", "upgrade-permit",
             "place-permit", "bonus-gold", "shortage", "pirate")
PERMITS = ("placed", "moved", "upgraded")


def stats_model(figures: GameFigures, names: Names) -> dict[str, Any]:
    """The statistics as tables (each row a label and one value per player) and the dice."""
    players = list(figures.players.values())
    return {
        "title": say("stats-title", game=figures.game),
        "note": say("stats-note-over" if figures.over else "stats-note-running",
                    turns=figures.turns, entries=figures.entries),
        "players": [{"colour": p.colour, "label": names.label(p.colour),
                     "short": names.short(p.colour, 14)} for p in players],
        "tables": [_cubes(players), _gold(players), _cards(players), _builds(players),
                   _others(players)],
        "dice": _dice(figures),
        "ship": _ship(figures),
        "data": figures.to_data(),
    }


def _table(key: str, rows: list[Row]) -> dict[str, Any]:
    return {"id": key, "title": say(f"stats-table-{key}"), "rows": rows}


def _row(label: str, values: Iterable[object], total: bool = False) -> Row:
    return {"label": label, "values": [str(v) for v in values], "total": total}


def _by(players: list[PlayerFigures], keys: Iterable[str], pick: Callable[[PlayerFigures],
        Any], prefix: str, *, others: bool = True) -> list[Row]:
    """A row for each key any player has a figure for, the known keys in their order first
    (then, with ``others``, any key the catalogue does not know yet)."""
    found = [k for p in players for k in pick(p)] if others else []
    present = [k for k in dict.fromkeys([*keys, *found]) if any(pick(p)[k] for p in players)]
    return [_row(_label(prefix, key), [pick(p)[key] for p in players]) for key in present]


def _label(prefix: str, key: str) -> str:
    """A row's words from the catalogue; a key newer than the catalogue shows as itself."""
    from pbem.messages import en

    name = f"stats-{prefix}-{key}"
    return say(name) if name in en.SENTENCES else key.replace("-", " ")


def _cubes(players: list[PlayerFigures]) -> dict[str, Any]:
    rows = [_row(say("stats-cubes-at-start"), [p.cubes_at_start for p in players])]
    rows += _by(players, CUBE_SOURCES, lambda p: p.cubes_placed, "placed")
    rows += _by(players, ("buildings", "trade"), lambda p: p.cubes_lost, "lost")
    rows.append(_row(say("stats-cubes-now"), [p.cubes_now() for p in players], total=True))
    return _table("cubes", rows)


def _gold(players: list[PlayerFigures]) -> dict[str, Any]:
    return _table("gold", [
        *_totalled(players, GOLD_IN, lambda p: p.gold_earned, "earned", "stats-gold-earned"),
        *_totalled(players, GOLD_OUT, lambda p: p.gold_paid, "paid", "stats-gold-paid")])


def _cards(players: list[PlayerFigures]) -> dict[str, Any]:
    return _table("cards", [
        *_totalled(players, CARDS_IN, lambda p: p.cards_drawn, "drawn", "stats-cards-drawn"),
        *_totalled(players, CARDS_OUT, lambda p: p.cards_paid, "paid", "stats-cards-paid")])


def _totalled(players: list[PlayerFigures], keys: Iterable[str],
              pick: Callable[[PlayerFigures], dict[str, int]], prefix: str,
              total: str) -> list[Row]:
    """The rows of ``_by`` and, under them, each player's sum of them (the catalogue's
    ``total`` labels it)."""
    rows = _by(players, keys, pick, prefix)
    rows.append(_row(say(total), [sum(pick(p).values()) for p in players], total=True))
    return rows


def _builds(players: list[PlayerFigures]) -> dict[str, Any]:
    kinds = sorted({k for p in players for k in p.builds if k not in ("wall", "church")})
    rows = [_row(say("stats-built-kind", piece=k), [p.builds[k] for p in players]) for k in kinds]
    rows += _by(players, ("wall", "church"), lambda p: p.builds, "built", others=False)
    rows += [_row(say("stats-lost", piece=k), [p.lost[k] for p in players])
             for k in sorted({k for p in players for k in p.lost})]
    return _table("builds", rows)


def _others(players: list[PlayerFigures]) -> dict[str, Any]:
    from pbem.stats.figures import reply_summary

    rows = _by(players, PERMITS, lambda p: p.permits, "permits")
    rows.append(_row(say("stats-pirate-lost"), [p.pirate_lost for p in players]))
    rows.append(_row(say("stats-pirate-gained"), [p.pirate_gained for p in players]))
    rows.append(_row(say("stats-turns"), [p.turns for p in players]))
    replies = [reply_summary(p.replies) for p in players]
    rows.append(_row(say("stats-orders"), [r["orders"] for r in replies]))
    rows.append(_row(say("stats-reply-median"), [duration(r["median-seconds"]) for r in replies]))
    rows.append(_row(say("stats-reply-longest"),
                     [duration(r["longest-seconds"]) for r in replies]))
    missed = [p.missed for p in players]
    rows.append(_row(say("stats-missed"), ["-" if m is None else m for m in missed]))
    return _table("turns", rows)


def duration(seconds: int | None) -> str:
    """``-``, ``45 s``, ``12 min``, ``3 h 20 min``, ``2 d 4 h``: as long as it matters.

    >>> [duration(s) for s in (None, 45, 720, 12000, 187200)]
    ['-', '45 s', '12 min', '3 h 20 min', '2 d 4 h']
    """
    if seconds is None:
        return "-"
    if seconds < 60:
        return f"{seconds} s"
    minutes, hours, days = seconds // 60, seconds // 3600, seconds // 86400
    if hours == 0:
        return f"{minutes} min"
    if days == 0:
        return f"{hours} h {minutes % 60} min" if minutes % 60 else f"{hours} h"
    return f"{days} d {hours % 24} h" if hours % 24 else f"{days} d"


def _dice(figures: GameFigures) -> dict[str, Any]:
    from pbem.stats.figures import dice_data

    data = dice_data(figures.rolls, figures.forced)
    summary = (say("stats-dice-none") if not data["rolls"] else
               say("stats-dice-summary", rolls=data["rolls"], chi=data["chi-square"],
                   percent=round(100 * data["p"])))
    forced = say("stats-dice-forced", forced=data["forced"]) if data["forced"] else None
    return {"title": say("stats-table-dice"), "summary": summary, "forced": forced,
            "columns": [say("stats-dice-sum"), say("stats-dice-seen"),
                        say("stats-dice-expected"), say("stats-dice-set")],
            "rows": data["by-sum"]}


def _ship(figures: GameFigures) -> dict[str, Any]:
    rows = sorted(set(figures.ship_rows) | set(figures.pirate_rows))
    return {"title": say("stats-table-ship"),
            "columns": [say("stats-ship-row"), say("stats-ship-ship"), say("stats-ship-pirate")],
            "rows": [{"row": r, "ship": figures.ship_rows[r], "pirate": figures.pirate_rows[r]}
                     for r in rows]}


def stats_text(model: dict[str, Any]) -> str:
    """``pbem stats GAME`` as text: the statistics section of the text report."""
    from pbem.report.render import render

    return render("stats.txt.j2", stats=model)
