"""The reader's legal actions, grouped compactly, and the pre-filled order file to answer with.

Every action line of the order file is a comment (``#  - build: {building: tavern, at: D4}``);
removing its ``#`` leaves a valid order (docs/orders.md) that ``pbem.files`` reads.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pbem.elasund import notation
from pbem.elasund.actions import Action, Roll
from pbem.elasund.board import CHURCH_FOUNDATION, city_squares, trade_squares
from pbem.elasund.views import View

GROUP_CAP = 12
"""Action lines of one group written into the order file; the list of choices has them all."""
ANSWER_CAP = 40
"""Answer lines written out: a decision has one answer, so more of them are shown."""

_GROUP_OF = {"build": "build", "wall": "build", "church": "build", "permit": "permit",
             "gold": "permit", "move-permit": "bonus", "upgrade-permit": "bonus",
             "place-permit": "bonus", "bonus-gold": "bonus", "end-turn": "end"}
_VARYING = {"build": "at", "wall": "at", "permit": "at", "move-permit": "to",
            "upgrade-permit": "value", "place-permit": "at"}
_FINAL = {"end-turn": "end-turn: end the turn now (an unplayed phase 3 takes 2 gold)",
          "wait": "wait: stop here and keep the turn open for a later order"}


def _titles(view: View, answer: str) -> dict[str, str]:
    return {"answer": f"Your answer: {answer}",
            "build": f"Phase 2, build ({view.builds} of 2 build projects done)",
            "permit": "Phase 3, place a permit or take 2 gold",
            "bonus": "Phase 4, at most one bonus action (it ends the turn)",
            "end": "End the turn, or wait"}


Fixed = tuple[tuple[str, str], ...]


def _parts(action: Action) -> tuple[str, Fixed, str | None, str | None]:
    """An action split into its keyword, the arguments similar actions share, the name of the
    argument that varies and its value: ``build``, ``(building tavern)``, ``at``, ``D4``.

    A decision's answer varies as a whole (``pirate: 9``): its varying name is ``""``."""
    data = action.to_data()
    if isinstance(data, str):
        return data, (), None, None
    ((keyword, args),) = data.items()
    if not isinstance(args, dict):
        return keyword, (), "", action.notation().split(": ", 1)[1]
    vary = _VARYING.get(keyword)
    fixed = tuple((k, str(v)) for k, v in args.items() if k != vary)
    return keyword, fixed, vary, None if vary is None else str(args[vary])


def _head(keyword: str, fixed: Fixed, vary: str | None) -> str:
    """The shared part of similar actions as one reads it: ``build tavern, pay red, at:``."""
    if vary == "":
        return f"{keyword}:"
    words = [v if k == "building" else f"{k} {v}" for k, v in fixed]
    if vary is not None:
        words.append(f"{vary}:")
    return (f"{keyword} " + ", ".join(words)).strip()


def group_key(action: Action) -> str:
    """The group an action is listed in: ``answer``, ``build``, ``permit``, ``bonus``, ``end``."""
    return "answer" if action.decision is not None else _GROUP_OF.get(action.keyword, "end")


Similar = dict[tuple[str, Fixed, str | None], list[str]]


def _merge_values(similar: Similar) -> list[dict[str, Any]]:
    """Permits of several values that fit the same squares share one line: ``value 0/1/2``.

    Lines that need a payment come after those that do not."""
    merged: dict[tuple[str, Fixed, str | None, tuple[str, ...]], list[str]] = {}
    for (keyword, fixed, vary), values in similar.items():
        value = dict(fixed).get("value") if vary == "at" else None
        rest = tuple((k, v) for k, v in fixed if value is None or k != "value")
        merged.setdefault((keyword, rest, vary, tuple(values)), []).append(value or "")
    items = []
    for (keyword, rest, vary, shared), permit_values in merged.items():
        if any(permit_values):
            rest = (("value", "/".join(permit_values)), *rest)
        head = _head(keyword, rest, vary)
        items.append({"text": _FINAL.get(head, head), "values": list(shared),
                      "paid": "pay" in dict(rest)})
    return sorted(items, key=lambda item: 2 if not item["values"] else int(bool(item["paid"])))


def choices(view: View, actions: Sequence[Action], answer: str, active: bool) -> dict[str, Any]:
    """The legal actions grouped by phase, similar ones on one line with the varying values."""
    titles = _titles(view, answer)
    groups: dict[str, Similar] = {}
    for action in actions:
        if isinstance(action, Roll):  # the roll is made for the player as soon as it is due
            continue
        keyword, fixed, vary, value = _parts(action)
        values = groups.setdefault(group_key(action), {}).setdefault((keyword, fixed, vary), [])
        if value is not None:
            values.append(value)
    if active:
        groups.setdefault("end", {})[("wait", (), None)] = []
    listed = []
    for key in [k for k in titles if k in groups]:
        listed.append({"key": key, "title": titles[key], "items": _merge_values(groups[key])})
    count = sum(max(1, len(values)) for similar in groups.values() for values in similar.values())
    return {"count": count, "groups": listed}


def yaml_scalar(value: object) -> str:
    """A value as a YAML scalar the strict reader takes as meant: ``off`` becomes ``'off'``."""
    return notation.scalar(value)


def order_line(action: Action) -> str:
    """One commented action line of the order file."""
    return f"#  - {action.notation()}"


def _spread(lines: list[list[str]], cap: int) -> list[str]:
    """Up to ``cap`` lines taken in turn from each list, so every kind of action shows."""
    picked: list[str] = []
    depth = 0
    while len(picked) < cap and any(depth < len(item) for item in lines):
        picked += [item[depth] for item in lines if depth < len(item)][: cap - len(picked)]
        depth += 1
    return picked


def _action_lines(actions: Sequence[Action], answer: str, view: View,
                  active: bool) -> list[str]:
    titles = _titles(view, answer)
    grouped: dict[str, dict[tuple[str, Fixed, str | None], list[str]]] = {}
    for action in actions:
        if not isinstance(action, Roll):
            keyword, fixed, vary, _ = _parts(action)
            per_head = grouped.setdefault(group_key(action), {})
            per_head.setdefault((keyword, fixed, vary), []).append(order_line(action))
    if active:
        grouped.setdefault("end", {})[("wait", (), None)] = ["#  - wait"]
    lines = []
    for key in [k for k in titles if k in grouped]:
        heads = sorted(grouped[key], key=lambda head: "pay" in dict(head[1]))
        everything = [grouped[key][head] for head in heads]
        cap = {"answer": ANSWER_CAP, "end": len(_FINAL)}.get(key, GROUP_CAP)
        shown = _spread(everything, cap)
        lines += [f"# {titles[key]}", *shown]
        rest = sum(len(item) for item in everything) - len(shown)
        if rest:
            lines.append(f"#  ({rest} more here: see the list of your choices above)")
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


def order_file(view: View, game_id: str, viewer: str, actions: Sequence[Action],
               answer: str, open_game: bool, signed: bool = False) -> dict[str, Any]:
    """The commented order file for the reader, envelope filled in."""
    active = viewer == view.active
    lines = [
        f"# Your order for turn {view.turn}: remove the '#' before each action you want (keep",
        "# the two spaces before the '-'); the actions are applied in the order written.",
        "# Your turn ends after the last one unless it is 'wait' or you only answer a decision."
        if active else "# It is not your turn: send just your answer.",
        f"game: {yaml_scalar(game_id)}",
        f"player: {viewer}",
        f"turn: {view.turn}",
    ]
    if signed:  # the order will be read by everyone who reads the repository
        lines.append("# no secret here: sign this file, 'pbem sign ORDER --secret YOUR-SECRET'")
    elif not open_game:
        lines.append("secret: YOUR-SECRET   # your secret from your first report; keep it private")
    body = _action_lines(actions, answer, view, active)
    lines += ["actions:", *body, "#", *standing_example(view)]
    shown = sum(1 for line in body if line.startswith("#  - "))
    return {"text": "\n".join(lines) + "\n", "shown": shown,
            "total": sum(1 for a in actions if not isinstance(a, Roll)) + (1 if active else 0)}


def standing_example(view: View) -> list[str]:
    """A commented ``standing:`` block with answers for decisions that come on others' turns."""
    lines = ["#standing:   # answers used later, when a decision is yours on another turn",
             "#  discard: [gold, red, blue, green]   # pirate payments: these kinds first"]
    huts = _example_huts(view)
    if huts:
        lines.append(f"#  hut: [{', '.join(huts)}]   # where a removed hut of yours goes")
    return lines
