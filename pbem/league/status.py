"""``pbem status DIR``: one row per game below a folder, as data and as a table.

Each row is the game's public status (``pbem.report.game_status``: what anyone may know) and the
problems the game master should see: mails refused or waiting, notifications waiting, a
deadline passed, an id two games share, a file that cannot be read. Nothing is locked or
changed: a game file is only ever replaced whole, so reading one is safe at any moment.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pbem.league.folder import Outcome, find_games, visit_games
from pbem.messages import say

if TYPE_CHECKING:
    from pbem.files.game import Game

FORMAT = "pbem-games-1"
"""The ``format`` of ``pbem status DIR --format json``."""
STATES = ("new", "running", "decision", "over", "broken")
"""A game's state: set up with no order yet, running, waiting for a decision (or a paused
order), finished, or unreadable."""


def folder_status(root: Path, now: str) -> dict[str, Any]:
    """Every game below ``root`` with its state and problems, and whether any needs the GM."""
    games = find_games(root)
    outcomes = visit_games(games, lambda path: game_row(path, now), lock=False)
    rows = [_row_of(outcome, root) for outcome in outcomes]
    _mark_shared_ids(rows)
    return {"format": FORMAT, "folder": str(root), "games": rows,
            "needs-gm": any(row["needs-gm"] for row in rows)}


def _row_of(outcome: Outcome[dict[str, Any]], root: Path) -> dict[str, Any]:
    path = _relative(outcome.path, root)
    if outcome.value is None:
        problem = {"key": "unreadable" if not outcome.transient else "busy",
                   "text": outcome.problem or "", "needs-gm": outcome.needs_gm}
        return {"path": path, "game": None, "state": "broken", "turn": None,
                "waiting-for": [], "deadline": None, "zone": None, "last-activity": None,
                "winner": None,
                "players": [], "problems": [problem], "needs-gm": outcome.needs_gm}
    return {"path": path, **outcome.value}


def _relative(path: Path, root: Path) -> str:
    try:
        return str(path.relative_to(root))
    except ValueError:
        return str(path)


def game_row(path: Path, now: str) -> dict[str, Any]:
    """One game's row (without its path): public status and the game master's problems."""
    from pbem.files.game_file import load_game
    from pbem.report.game_status import status_data

    game = load_game(path)
    data = status_data(game, now)
    problems = [*mail_problems(path), *hook_problems(path), *deadline_problems(game, now)]
    return {
        "game": game.id,
        "state": game_state(game, data),
        "turn": data["turn"],
        "waiting-for": [{**wait, "name": game.names.get(wait["player"], wait["player"])}
                        for wait in data["waiting-for"]],
        "deadline": data["deadline"],
        "zone": None if game.state.clock is None else game.state.clock.settings.zone,
        "last-activity": data["last"]["at"],
        "winner": data["winner"],
        "players": [{"colour": p.colour, "name": p.name} for p in game.players],
        "problems": problems,
        "needs-gm": any(problem["needs-gm"] for problem in problems),
    }


def game_state(game: Game, data: dict[str, Any]) -> str:
    """One of ``STATES`` for a game that could be read."""
    if data["winner"] is not None:
        return "over"
    if data["paused"] is not None or any(w["decision"] != "turn" for w in data["waiting-for"]):
        return "decision"
    return "new" if len(game.history) == 1 else "running"


def _problem(key: str, needs_gm: bool, **args: object) -> dict[str, Any]:
    return {"key": key, "text": say(f"problem-{key}", **args), "needs-gm": needs_gm}


def mail_problems(path: Path) -> list[dict[str, Any]]:
    """Mails refused for good (the GM must look) and mails still waiting to be sent."""
    from pbem.mail.journal import mail_folder

    outgoing = mail_folder(path) / "outgoing"
    problems = []
    refused = _count(outgoing / "refused", "*.eml")
    if refused:
        problems.append(_problem("mail-refused", True, count=refused,
                                 folder=str(outgoing / "refused")))
    waiting = _count(outgoing, "*.eml")
    if waiting:
        problems.append(_problem("mail-waiting", False, count=waiting))
    return problems


def hook_problems(path: Path) -> list[dict[str, Any]]:
    """Notifications refused for good (the GM must look), and those waiting to be sent."""
    from pbem.notify.journal import hooks_folder

    folder = hooks_folder(path)
    problems = []
    refused = _count(folder / "refused", "*.json")
    if refused:
        problems.append(_problem("hooks-refused", True, count=refused,
                                 folder=str(folder / "refused")))
    waiting = _count(folder / "outgoing", "*.json")
    if waiting:
        problems.append(_problem("hooks-waiting", False, count=waiting))
    return problems


def _count(folder: Path, pattern: str) -> int:
    return sum(1 for _ in folder.glob(pattern)) if folder.is_dir() else 0


def deadline_problems(game: Game, now: str) -> list[dict[str, Any]]:
    """Deadlines passed while the game still runs: one the next tick plays (nothing for the
    game master to do), one held back after an outage (``pbem tick --catch-up`` or an
    extension), one the game waits on (policy ``wait``: the game master may extend it or give
    the seat to someone)."""
    from pbem.deadlines.due import overdue
    from pbem.deadlines.times import moment
    from pbem.deadlines.words import moment_message
    from pbem.report.sentences import Names

    clock = game.state.clock
    if clock is None or clock.paused is not None or game.state.position.is_over:
        return []
    label = Names(game.names, game.state.position.players).label
    at = moment(now)
    held = {item.player for item in overdue(clock, at, False) if item.what == "held"}
    problems = []
    for player, wait in sorted(clock.waits.items()):
        if wait.due is None or moment(wait.due) >= at:
            continue
        args = {"player": label(player), "deadline": moment_message(wait.due, clock.settings.zone)}
        if player in held:
            problems.append(_problem("deadline-held", True, **args))
        elif clock.settings.policy == "wait" and wait.late:
            problems.append(_problem("deadline-late", True, **args))
        else:
            problems.append(_problem("deadline-due", False, **args))
    return problems


def _mark_shared_ids(rows: list[dict[str, Any]]) -> None:
    """Two games with one id cannot be told apart by a mail or a site: the GM must rename."""
    counts = Counter(row["game"] for row in rows if row["game"] is not None)
    for row in rows:
        if counts.get(row["game"], 0) > 1:
            others = [r["path"] for r in rows if r["game"] == row["game"] and r is not row]
            row["problems"].append(_problem("same-id", True, game=row["game"], other=others))
            row["needs-gm"] = True


# The table -------------------------------------------------------------------------------------

COLUMNS = ("game", "state", "turn", "waiting", "deadline", "last", "problems")


def table_lines(status: dict[str, Any], now: str) -> list[str]:
    """The folder's games as an aligned table, then one line saying what needs the GM; the
    deadlines in each game's zone and how far off they are at ``now``."""
    rows = status["games"]
    if not rows:
        return [say("folder-empty", folder=status["folder"])]
    cells = [[say(f"folder-column-{column}") for column in COLUMNS],
             *[_cells(row, now) for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(COLUMNS) - 1)]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=False))
             + "  " + row[-1] for row in cells]
    needing = [row for row in rows if row["needs-gm"]]
    lines.append(say("folder-summary", games=len(rows), folder=status["folder"],
                     needing=len(needing)))
    return [line.rstrip() for line in lines]


def _cells(row: dict[str, Any], now: str) -> list[str]:
    waiting = [_waiting(wait) for wait in row["waiting-for"]]
    if row["state"] == "over":
        names = {p["colour"]: p["name"] for p in row["players"]}
        winner = _label(row["winner"], names.get(row["winner"], ""))
        waiting = [say("folder-won", player=winner)]
    problems = "; ".join(problem["text"] for problem in row["problems"])
    return [row["game"] or row["path"], say(f"folder-state-{row['state']}"),
            "" if row["turn"] is None else str(row["turn"]), ", ".join(waiting) or "-",
            _deadline(row, now), row["last-activity"] or "-", problems or "-"]


def _deadline(row: dict[str, Any], now: str) -> str:
    """``Thu 3 Dec 2026, 21:30 CET (in 5 hours)``, or ``-`` without a deadline running."""
    from pbem.deadlines.words import moment_message, relative_message
    from pbem.messages import Message, render

    if not row["deadline"]:
        return "-"
    return render(Message("folder-deadline", when=moment_message(row["deadline"], row["zone"]),
                          relative=relative_message(row["deadline"], now)))


def _label(colour: str, name: str) -> str:
    """``Anna (red)`` as the reports name a player, or ``red`` for a nameless one."""
    from pbem.report.sentences import Names

    return Names({colour: name}, [colour]).label(colour)


def _waiting(wait: dict[str, Any]) -> str:
    label = _label(wait["player"], wait["name"])
    if wait["decision"] == "turn":
        return label
    return say("folder-waiting-decision", player=label, decision=wait["decision"])
