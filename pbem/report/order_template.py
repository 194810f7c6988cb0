"""The pre-filled order file of a report: every legal action of the reader, ready to uncomment.

Every action line is a comment (``#  - build: {building: tavern, at: D4}``); removing its ``#``
leaves a valid order (docs/orders.md) whose action is legal now. The lines come by phase, each
line of choices (pbem/report/options.py) with what it costs and does under it. A line that
stands for many actions (permits on 40 squares) is written once, ready to edit, with the values
it may take listed under it: the player never has to work out the syntax. The standing answers
that spare a second mail (a church tile kept in advance, a shortage's order) are offered in a
commented ``standing:`` block.
"""

from __future__ import annotations

import textwrap
from typing import Any

from pbem.elasund.actions import Church, Roll
from pbem.elasund.board import CHURCH_FOUNDATION, city_squares, trade_squares
from pbem.elasund.views import View
from pbem.messages import say
from pbem.report.options import Item, choices_items, order_line, titles, yaml_scalar
from pbem.report.sentences import Names

WIDTH = 92
"""Characters of a comment line: the template stays readable in a mail."""
FULL_LIST = 6
"""A line of choices standing for more actions than this is written once, to be edited."""
ANSWER_LIST = 12
"""The same for a decision's answers, which are read more often one by one."""
NOTE = "#      "


def _comment(text: str, indent: str = "# ") -> list[str]:
    """A sentence as comment lines of the template, wrapped."""
    return textwrap.wrap(text, WIDTH, initial_indent=indent, subsequent_indent=indent,
                         break_on_hyphens=False, break_long_words=False)


def _item_lines(item: Item, cap: int) -> list[str]:
    """An item's action lines and, under them, what they do and how to edit a shared line."""
    if not item.actions:  # wait: the processing layer's, no action of the engine
        lines = [f"#  - {item.keyword}"]
    elif len(item.actions) <= cap:
        lines = [order_line(action) for action in item.actions]
    else:
        edits = [say("order-edit-arg", name=name, values=value.split("/"))
                 for name, value in item.fixed if "/" in value]
        if item.vary:
            edits.append(say("order-edit-arg", name=item.vary, values=item.values))
        elif item.vary == "":
            edits.append(say("order-edit-arg", name=item.keyword, values=item.values))
        lines = [order_line(item.actions[0]),
                 *_comment(say("order-one-line", count=len(item.actions)), NOTE)]
        for edit in edits:
            lines += _comment(edit, NOTE + "  ")
    if item.note:
        lines += _comment(item.note, NOTE)
    return lines


def action_lines(view: View, names: Names, answer: str, active: bool) -> list[str]:
    """The commented action lines, by group, each with its note."""
    grouped = choices_items(view, names, active)
    heads = titles(view, answer)
    lines: list[str] = []
    for key, items in grouped.items():
        lines.append(f"# {heads[key]}")
        cap = ANSWER_LIST if key == "answer" else FULL_LIST
        for item in items:
            lines += _item_lines(item, cap)
        if key == "answer" and active:  # ship, pirate, a church tile: the turn goes on
            lines += _comment(say("answer-then-turn"))
    return lines


def _example_huts(view: View) -> list[str]:
    """Two squares a removed hut could go to now, for the standing example."""
    taken = {sq for piece in view.board for sq in piece.squares()}
    trade = trade_squares(len(view.players))
    empty_foundation = view.table.church_first is None
    free = [sq for sq in city_squares(len(view.players))
            if sq not in taken and sq not in trade
            and not (empty_foundation and sq == CHURCH_FOUNDATION)]
    return free[-2:][::-1]


def standing_example(view: View) -> list[str]:
    """A commented ``standing:`` block: answers to decisions that come while the reader is
    away, and the church tile to keep when an order of his builds the first one (C2)."""
    lines = [f"#standing:   # {say('standing-head')}",
             f"#  discard: [gold, red, blue, green]   # {say('standing-discard')}"]
    huts = _example_huts(view)
    if huts:
        lines.append(f"#  hut: [{', '.join(huts)}]   # {say('standing-hut')}")
    lines.append(f"#  shortage: [red, blue, green]   # {say('standing-shortage')}")
    first_church = Church() in view.legal and view.table.church_first is None
    if first_church:
        lines.append(f"#  keep-church: spare-mine   # {say('standing-keep-church')}")
    return lines


def order_file(view: View, names: Names, game_id: str, answer: str, open_game: bool,
               signed: bool = False) -> dict[str, Any]:
    """The commented order file for the reader, envelope filled in."""
    viewer = view.viewer
    active = viewer == view.active
    lines = [*_comment(say("order-how", turn=view.turn)),
             *_comment(say("order-ends") if active else say("order-answer-only")),
             f"game: {yaml_scalar(game_id)}", f"player: {viewer}", f"turn: {view.turn}"]
    if signed:  # the order will be read by everyone who reads the repository
        lines.append(f"# {say('order-signed')}")
    elif not open_game:
        lines.append(f"secret: YOUR-SECRET   # {say('order-secret')}")
    body = action_lines(view, names, answer, active)
    total = sum(1 for a in view.legal if not isinstance(a, Roll)) + (1 if active else 0)
    shown = sum(1 for line in body if line.startswith("#  - "))
    if shown < total:
        body += _comment(say("order-options", player=viewer, count=total))
    lines += ["actions:", *body, "#", *standing_example(view)]
    intro = say("order-intro-all", total=total) if shown == total else say(
        "order-intro", shown=shown, total=total)
    return {"text": "\n".join(lines) + "\n", "shown": shown, "total": total, "intro": intro}
