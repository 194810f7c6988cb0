"""The victory-cube race as an inline SVG line chart: cubes on the board per player per turn.

Each player's line has his colour and also its own dash pattern and marker shape, so the chart
reads without colours; the legend names the players (escaped user text).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from pbem.messages import Message, current_language, say
from pbem.report.board_picture import FILL
from pbem.report.svg import esc, tag

WIDTH, HEIGHT = 640, 250
LEFT, RIGHT, TOP, BOTTOM = 40, 170, 14, 34
DASHES = ("none", "7 4", "2 3", "10 3 2 3")
MARKERS = ("circle", "square", "triangle", "diamond")


def _marker(kind: str, x: float, y: float, colour: str) -> str:
    if kind == "circle":
        return tag("circle", cx=x, cy=y, r=5, fill=colour, stroke="#000")
    if kind == "square":
        return tag("rect", x=x - 4.5, y=y - 4.5, width=9, height=9, fill=colour, stroke="#000")
    points = ([(x, y - 6), (x + 6, y + 5), (x - 6, y + 5)] if kind == "triangle"
              else [(x, y - 6), (x + 6, y), (x, y + 6), (x - 6, y)])
    return tag("polygon", points=" ".join(f"{a:.1f},{b:.1f}" for a, b in points), fill=colour,
               stroke="#000")


def _axes(turns: Sequence[int], goal: int) -> str:
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    out = [tag("rect", x=LEFT, y=TOP, width=plot_w, height=plot_h, fill="#fffaf0",
               stroke="#b89f74")]
    for cubes in range(0, goal + 1, 2):
        y = TOP + plot_h * (1 - cubes / goal)
        out.append(tag("line", x1=LEFT, y1=y, x2=LEFT + plot_w, y2=y, stroke="#e4d6b8"))
        out.append(tag("text", str(cubes), x=LEFT - 6, y=y + 4, font_size=11,
                       text_anchor="end", fill="#5a4630"))
    out.append(tag("line", x1=LEFT, y1=TOP, x2=LEFT + plot_w, y2=TOP, stroke="#8c3b1f",
                   stroke_width=2, stroke_dasharray="6 3"))
    out.append(tag("text", say("page.race-goal", goal=goal), x=LEFT + plot_w - 4, y=TOP + 14,
                   font_size=11, text_anchor="end", fill="#8c3b1f"))
    if turns:
        for turn, x in ((turns[0], LEFT), (turns[-1], LEFT + plot_w)):
            out.append(tag("text", say("page.race-turn-n", turn=turn), x=x, y=HEIGHT - 12,
                           font_size=11, text_anchor="middle", fill="#5a4630"))
    return "".join(out)


def _line(row: Mapping[str, Any], index: int, count: int, goal: int) -> str:
    colour = FILL.get(str(row["colour"]), "#888")
    cubes = [min(int(c), goal) for c in row["cubes"]]
    out = []
    if len(cubes) > 1:  # (a point a turn: its coordinates' text made once for every line)
        xs, ys = _xs(count, len(cubes)), _ys(goal)
        out.append(tag("polyline", points=" ".join([f"{xs[i]},{ys[c]}" for i, c in
                                                    enumerate(cubes)]),
                       fill="none", stroke=colour, stroke_width=2.5,
                       stroke_dasharray=DASHES[index % len(DASHES)]))
    if cubes:
        out.append(_marker(MARKERS[index % len(MARKERS)], _x(len(cubes) - 1, count),
                           _y(cubes[-1], goal), colour))
    top = TOP + 10 + index * 22
    legend_x = WIDTH - RIGHT + 14
    out.append(_marker(MARKERS[index % len(MARKERS)], legend_x, top, colour))
    out.append(tag("text", esc(f"{row['short']}: {row['now']}"), x=legend_x + 12, y=top + 4,
                   font_size=12, fill="#2b2118"))
    return tag("g", "".join(out), class_="race-line", data_colour=row["colour"])


def _x(i: int, count: int) -> float:
    """Where the ``i``th of ``count`` turns stands on the chart."""
    plot_w = WIDTH - LEFT - RIGHT
    return LEFT + (plot_w * i / (count - 1) if count > 1 else plot_w / 2)


def _y(cubes: int, goal: int) -> float:
    """Where a count of cubes (at most ``goal``) stands on the chart."""
    return TOP + (HEIGHT - TOP - BOTTOM) * (1 - cubes / goal)


@cache
def _xs(count: int, length: int) -> list[str]:
    """The places of the first ``length`` of ``count`` turns as written in a line's points."""
    return [f"{_x(i, count):.1f}" for i in range(length)]


@cache
def _ys(goal: int) -> list[str]:
    """Each count of cubes' place on the chart as written in a line's points."""
    return [f"{_y(c, goal):.1f}" for c in range(goal + 1)]


def race_svg(race: Mapping[str, Any]) -> str:
    """The race chart of ``pbem.report.table.race`` as one ``<svg>`` element."""
    key = (race["goal"], tuple(race["turns"]), tuple(
        (row["colour"], row["label"], row["short"], row["now"], tuple(row["cubes"]))
        for row in race["rows"]), current_language())
    drawn = _DRAWN.get(key)
    if drawn is None:
        if len(_DRAWN) >= 8:  # a step's readers come one after another
            _DRAWN.clear()
        drawn = _DRAWN[key] = _race_svg(race)
    return drawn


_DRAWN: dict[tuple[object, ...], str] = {}
"""The charts drawn last, by all they depend on: every reader of a step sees the same race."""


def _race_svg(race: Mapping[str, Any]) -> str:
    rows = list(race["rows"])
    goal = int(race["goal"])
    turns = list(race["turns"])
    summary = [Message("page.race-player", player=row["label"], cubes=row["now"])
               for row in rows]
    described = (say("page.race-desc", turn=turns[-1], players=summary) if turns
                 else say("page.race-none"))
    body = (tag("title", say("page.race")) + tag("desc", esc(described)) + _axes(turns, goal)
            + "".join(_line(row, i, len(turns), goal) for i, row in enumerate(rows)))
    if not turns:
        body += tag("text", say("page.race-none"), x=LEFT + 20, y=HEIGHT / 2,
                    font_size=13, fill="#5a4630")
    return tag("svg", body, xmlns="http://www.w3.org/2000/svg", class_="race",
               viewBox=f"0 0 {WIDTH} {HEIGHT}", width="100%", role="img",
               style=f"max-width:{WIDTH}px", font_family="Trebuchet MS, Segoe UI, sans-serif")
