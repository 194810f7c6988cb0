"""The reader's legal actions grouped by phase, each line with what it costs and does.

Similar actions share one line, the values that differ listed after it: ``permit value
0/1/2/3/4, pay blue/green, at: A2 A3 ...``. Actions share a line only when what they cost and
do is worded alike (pbem/report/consequences.py), so a build that removes a hut always has a
line of its own. Every item keeps the notation of each action it stands for, so the JSON report
lists every legal action, and the order template (pbem/report/order_template.py) writes them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pbem.elasund import notation
from pbem.elasund.actions import Action, Roll
from pbem.elasund.views import View
from pbem.messages import say
from pbem.report.consequences import note
from pbem.report.sentences import Names

GROUPS = ("answer", "build", "permit", "bonus", "end")
"""The groups of choices, in the order of a turn."""
_GROUP_OF = {"build": "build", "wall": "build", "church": "build", "permit": "permit",
             "gold": "permit", "move-permit": "bonus", "upgrade-permit": "bonus",
             "place-permit": "bonus", "bonus-gold": "bonus", "end-turn": "end"}
_VARYING = {"build": "at", "wall": "at", "permit": "at", "move-permit": "to",
            "upgrade-permit": "value", "place-permit": "at"}
_MERGED = ("value", "pay")
"""Fixed arguments whose values merge into one line when everything else is alike."""

Fixed = tuple[tuple[str, str], ...]


@dataclass
class Item:
    """One line of choices: the shared head, the values that vary, what each one does, and
    every action it stands for (in the engine's order)."""

    keyword: str
    fixed: Fixed
    vary: str | None
    note: str
    values: list[str] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)

    @property
    def paid(self) -> bool:
        """Whether the line's actions name a payment in cards (they come after the others)."""
        return "pay" in dict(self.fixed)

    def head(self) -> str:
        """The shared part as one reads it: ``build tavern, pay red, at:``."""
        if self.vary == "":
            return f"{self.keyword}:"
        words = [v if k == "building" else f"{k} {v}" for k, v in self.fixed]
        if self.vary is not None:
            words.append(f"{self.vary}:")
        return (f"{self.keyword} " + ", ".join(words)).strip()

    def to_data(self) -> dict[str, Any]:
        """As the report model holds it."""
        return {"text": self.head(), "values": list(self.values), "paid": self.paid,
                "note": self.note, "actions": [a.notation() for a in self.actions]}


def group_key(action: Action) -> str:
    """The group an action is listed in: ``answer``, ``build``, ``permit``, ``bonus``, ``end``."""
    return "answer" if action.decision is not None else _GROUP_OF.get(action.keyword, "end")


def parts(action: Action) -> tuple[str, Fixed, str | None, str | None]:
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


def grouped_items(view: View, names: Names) -> dict[str, list[Item]]:
    """The reader's legal actions (the roll left out: it is made for him) as lines, by group."""
    similar: dict[str, dict[tuple[str, Fixed, str | None, str], Item]] = {}
    for action in view.legal:
        if isinstance(action, Roll):
            continue
        keyword, fixed, vary, value = parts(action)
        said = note(action, view.previews.get(action), view.viewer, names)
        lines = similar.setdefault(group_key(action), {})
        item = lines.setdefault((keyword, fixed, vary, said), Item(keyword, fixed, vary, said))
        if value is not None:
            item.values.append(value)
        item.actions.append(action)
    found = {key: _ordered(_merge(list(lines.values()))) for key, lines in similar.items()}
    return {key: found[key] for key in GROUPS if key in found}


def _merge(items: list[Item]) -> list[Item]:
    """Lines alike but for a permit's value or the colour paid become one: ``value 0/1/2``."""
    for name in _MERGED:
        merged: dict[tuple[object, ...], Item] = {}
        for item in items:
            rest = tuple((k, v) for k, v in item.fixed if k != name)
            key = (item.keyword, rest, item.vary, item.note, tuple(item.values),
                   name in dict(item.fixed))
            kept = merged.get(key)
            if kept is None:
                merged[key] = Item(item.keyword, item.fixed, item.vary, item.note,
                                   list(item.values), list(item.actions))
                continue
            both = f"{dict(kept.fixed)[name]}/{dict(item.fixed)[name]}" if name in dict(
                item.fixed) else ""
            kept.fixed = tuple((k, both if k == name else v) for k, v in kept.fixed)
            kept.actions += item.actions
        items = list(merged.values())
    return items


def _ordered(items: list[Item]) -> list[Item]:
    """Lines that pay nothing in cards first, then paid ones, then the single words (gold)."""
    return sorted(items, key=lambda item: 2 if item.vary is None else int(item.paid))


def titles(view: View, answer: str) -> dict[str, str]:
    """The heading of each group; the pirate's row comes with what the pirate does."""
    asked = view.question
    pirate = asked is not None and asked.decision == "pirate"
    return {"answer": say("group-answer-rule", answer=answer, rule=say("pirate-rule"))
            if pirate else say("group-answer", answer=answer),
            "build": say("group-build", builds=view.builds),
            "permit": say("group-permit"),
            "bonus": say("group-bonus"),
            "end": say("group-end")}


def choices_items(view: View, names: Names, active: bool) -> dict[str, list[Item]]:
    """``grouped_items``, and for the active player ``wait``, which only an order knows."""
    grouped = grouped_items(view, names)
    if active:
        grouped.setdefault("end", []).append(Item("wait", (), None, say("wait-note")))
    return grouped


def choices(view: View, names: Names, answer: str, active: bool) -> dict[str, Any]:
    """The legal actions grouped by phase, similar ones on one line, each with its note."""
    grouped = choices_items(view, names, active)
    heads = titles(view, answer)
    listed = [{"key": key, "title": heads[key], "items": [i.to_data() for i in items]}
              for key, items in grouped.items()]
    count = sum(1 for a in view.legal if not isinstance(a, Roll)) + (1 if active else 0)
    return {"count": count, "groups": listed}


def yaml_scalar(value: object) -> str:
    """A value as a YAML scalar the strict reader takes as meant: ``off`` becomes ``'off'``."""
    return notation.scalar(value)


def order_line(action: Action) -> str:
    """One commented action line of the order file."""
    return f"#  - {action.notation()}"
