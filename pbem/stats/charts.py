"""Two statistics as inline SVG: the dice against the 2d6 distribution, and cubes by source.

Bars carry their numbers as text and the expected counts are drawn as a marked line, so the
charts read without colour; each ``<svg>`` has a title and a description holding the same
figures in words for a screen reader. Every text placed is escaped (``pbem.report.svg``).
"""

from __future__ import annotations

from typing import Any

from pbem.messages import say
from pbem.report.svg import esc, fill, num, tag, text

WIDTH = 640
INK, MUTED, FRAME, PAPER = "#2b2118", "#5a4630", "#b89f74", "#fffaf0"
SOURCES = {"buildings": "#8c6d3f", "towers": "#5b6f80", "church": "#a8553a", "trade": "#6b8f3a"}


def _svg(body: str, height: int, css_class: str, title: str, description: str) -> str:
    return tag("svg", tag("title", esc(title)) + tag("desc", esc(description)) + body,
               xmlns="http://www.w3.org/2000/svg", class_=css_class, role="img",
               viewBox=f"0 0 {WIDTH} {height}", width="100%", style=f"max-width:{WIDTH}px",
               font_family="Trebuchet MS, Segoe UI, sans-serif")


def dice_svg(dice: dict[str, Any]) -> str:
    """Bars of the rolls per sum (rolls set in advance stacked on top, hatched) beside the
    expected counts of two fair dice, a marked line."""
    rows = dice["rows"]
    height, left, top, bottom = 260, 40, 16, 40
    plot_w, plot_h = WIDTH - left - 20, height - top - bottom
    most = max([1.0, *(r["seen"] + r["forced"] for r in rows), *(r["expected"] for r in rows)])
    band = plot_w / len(rows)

    def y(count: float) -> float:
        return float(top + plot_h * (1 - count / most))

    parts = [tag("rect", x=left, y=top, width=plot_w, height=plot_h, fill=PAPER, stroke=FRAME)]
    expected = []
    for i, row in enumerate(rows):
        x = left + band * i + band * 0.18
        width = band * 0.64
        parts.append(tag("rect", x=num(x), y=num(y(row["seen"])), width=num(width),
                         height=num(plot_h * row["seen"] / most), fill="#2f6f8f",
                         class_="seen", data_sum=row["sum"]))
        if row["forced"]:
            parts.append(tag("rect", x=num(x), y=num(y(row["seen"] + row["forced"])),
                             width=num(width), height=num(plot_h * row["forced"] / most),
                             fill="#c9b48a", stroke=MUTED, stroke_dasharray="3 2",
                             class_="forced"))
        parts.append(text(x + width / 2, y(row["seen"] + row["forced"]) - 8,
                          str(row["seen"] + row["forced"]), 11, fill=INK))
        parts.append(text(x + width / 2, height - bottom + 14, str(row["sum"]), 12, fill=MUTED))
        expected.append((x + width / 2, y(row["expected"])))
    parts.append(tag("polyline", points=" ".join(f"{num(a)},{num(b)}" for a, b in expected),
                     fill="none", stroke="#8c3b1f", stroke_width=2, stroke_dasharray="6 3"))
    parts += [tag("circle", cx=num(a), cy=num(b), r=3.5, fill="#8c3b1f") for a, b in expected]
    parts.append(text(left + plot_w - 6, top + 12, say("stats-chart-expected"), 11,
                      text_anchor="end", fill="#8c3b1f"))
    parts.append(text(left + plot_w / 2, height - 8, say("stats-dice-sum"), 12, fill=MUTED))
    described = "; ".join(f"{r['sum']}: {r['seen']} ({r['expected']})" for r in rows)
    return _svg("".join(parts), height, "dice", dice["title"],
                f"{dice['summary']} {described}.")


def cubes_svg(model: dict[str, Any]) -> str:
    """One bar per player: the cubes he placed, by source, each part labelled."""
    players, data = model["players"], model["data"]["players"]
    left, bar, gap, top = 150, 26, 14, 34
    height = top + len(players) * (bar + gap) + 10
    most = max([10, *(sum(p["cubes"]["placed"].values()) for p in data)])
    scale = (WIDTH - left - 30) / most
    parts = _legend()
    for i, (player, figures) in enumerate(zip(players, data, strict=True)):
        y = top + i * (bar + gap)
        parts.append(text(left - 8, y + bar / 2, player["short"], 12, text_anchor="end",
                          fill=INK))
        parts.append(tag("rect", x=left - 6, y=y + 2, width=4, height=bar - 4,
                         fill=fill(player["colour"])))
        x = float(left)
        for source, colour in SOURCES.items():
            count = figures["cubes"]["placed"].get(source, 0)
            if not count:
                continue
            parts.append(tag("rect", x=num(x), y=y, width=num(count * scale), height=bar,
                             fill=colour, stroke=PAPER, class_=f"part {source}"))
            parts.append(text(x + count * scale / 2, y + bar / 2, str(count), 12,
                              fill="#ffffff", font_weight="bold"))
            x += count * scale
    described = "; ".join(
        f"{p['label']}: " + ", ".join(f"{say('stats-placed-' + s)} {n}"
                                      for s, n in f["cubes"]["placed"].items())
        for p, f in zip(players, data, strict=True))
    return _svg("".join(parts), height, "cubes", say("stats-chart-cubes"), described + ".")


def _legend() -> list[str]:
    parts, x = [], 150.0
    for source, colour in SOURCES.items():
        label = say(f"stats-source-{source}")
        parts.append(tag("rect", x=num(x), y=6, width=12, height=12, fill=colour))
        parts.append(text(x + 16, 12, label, 11, text_anchor="start", fill=MUTED))
        x += 30 + 6.2 * len(label)
    return parts


def stats_charts(model: dict[str, Any]) -> dict[str, str]:
    """Both charts, by the names the HTML templates place them under."""
    return {"dice_svg": dice_svg(model["dice"]), "cubes_svg": cubes_svg(model)}
