"""Writing the public site of a games folder: every game's pages, then the index of them all.

Each game is read and its pages written on its own (``pbem.league.folder``): one that cannot be
read, or whose history does not replay, is named and left out, and the site of the others is
written all the same. A file is written only when its content changed (so a copy to a server,
rsync or a git commit, carries only what is new), whole or not at all; and only what changed is
rendered: nothing of a game whose last history entry is the one its pages were made from, the
new steps of one that has grown since (``STAMP``). Nothing is deleted: a game removed from the
folder keeps its old pages until the game master removes them.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pbem.league.folder import Outcome, find_games, visit_games
from pbem.messages import say
from pbem.site.pages import VERIFIER, GamePages, game_pages

INDEX = "index.html"
STAMP = ".pbem-site.json"
"""Beside a game's pages: what they were made from, and the game's line on the index."""
TOP_FILES = frozenset({INDEX, VERIFIER})
"""The site's own files beside the games' folders: a game of such an id would take its place."""


def build_site(root: Path, out: Path, *, again: bool = False) -> list[Outcome[GamePages]]:
    """Write the site of every game below ``root`` into ``out``; each game's outcome.
    ``again`` renders every game, changed or not."""
    from pbem.files.atomic import refuse_linked_folders

    # before any page is made: a linked ``out`` (a ``public`` committed as a link to a git
    # game) would take every game's pages elsewhere
    refuse_linked_folders(out, out)
    games = [path for path in find_games(root) if not _inside(path, out)]
    made = _made(again)
    outcomes = visit_games(games, lambda path: _read_pages(path, out, made), lock=False)
    written: dict[str, Path] = {}
    for i, outcome in enumerate(outcomes):
        pages = outcome.value
        if pages is None:
            continue
        if pages.game_id in written:  # two games of one id would write over each other
            outcomes[i] = _shared_id(outcome, written[pages.game_id])
            continue
        if pages.game_id in TOP_FILES:  # its folder would stand where the index goes
            outcomes[i] = _shared_id(outcome, out / pages.game_id)
            continue
        written[pages.game_id] = outcome.path
        _write_files(out / pages.game_id, pages.files, out)
    summaries = [o.value.summary for o in outcomes if o.value is not None]
    _write_files(out, _top_files(summaries), out)
    return outcomes


def _read_pages(path: Path, out: Path, made: str) -> GamePages:
    """A game's pages, as few as need making: none but its line on the index when the stamp
    beside its pages names its last history entry (and the same templates and pbem); the new
    steps' pages (and the step before them, which gains a link) when the game has only grown
    since; else all. A league of thousands renders only what changed."""
    from pbem.files.game_file import load_game

    file = file_stamp(path)
    known = _known(out, path, made, file)
    if known is not None:  # the very file the pages were made from: not even read
        return known
    game = load_game(path)  # the hash chain vouches for the history; the replay checks it
    kept = _stamp(out / game.id / STAMP)
    history = game.history
    now = {"made": made, "entries": len(history), "head": history[-1].digest,
           "deadline": game.deadline, "file": file, "path": str(path)}
    grown = kept.get("made") == made and made and \
        0 < kept.get("entries", 0) <= len(history) and \
        history[kept["entries"] - 1].digest == kept.get("head")
    same = ("made", "entries", "head", "deadline")
    if grown and all(kept.get(key) == now[key] for key in same):
        stamped = json.dumps({**now, "summary": kept["summary"]}, sort_keys=True) + "\n"
        return GamePages(game.id, {STAMP: stamped}, kept["summary"])
    pages = game_pages(game, kept["entries"] - 1 if grown else 0)
    stamped = json.dumps({**now, "summary": pages.summary}, sort_keys=True) + "\n"
    return GamePages(pages.game_id, {**pages.files, STAMP: stamped}, pages.summary)


def file_stamp(path: Path) -> list[int]:
    """A game file's size, modification time and inode: pbem saves by renaming a new file
    into place, so any save changes the inode, whatever the clock's grain."""
    found = path.stat()
    return [found.st_size, found.st_mtime_ns, found.st_ino]


def _known(out: Path, path: Path, made: str, file: list[int]) -> GamePages | None:
    """The game's line on the index, when its pages were made from this very file (the id
    the folder's name suggests; ``pbem new`` makes it the id unless told otherwise)."""
    kept = _stamp(out / path.parent.name / STAMP)
    if made and kept.get("made") == made and kept.get("file") == file \
            and kept.get("path") == str(path):
        return GamePages(path.parent.name, {}, kept["summary"])
    return None


def _stamp(path: Path) -> dict[str, Any]:
    try:
        kept = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return kept if isinstance(kept, dict) else {}


def _made(again: bool) -> str:
    """What every page depends on beside its game: the templates and pbem's version (with
    ``again``, nothing a stamp names, so every game is rendered)."""
    if again:
        return ""
    from importlib import metadata

    from pbem.report.render import fingerprint, template_dir

    return f"pbem {metadata.version('pbem')}\n{fingerprint(template_dir())}"


def _inside(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder.resolve())
    except ValueError:
        return False
    return True


def _shared_id(outcome: Outcome[GamePages], first: Path) -> Outcome[GamePages]:
    from pbem.files.errors import shown

    assert outcome.value is not None
    return Outcome(outcome.path, problem=f"{shown(str(outcome.path))}: " + say(
        "site-same-id", game=outcome.value.game_id, other=str(first)))


def _top_files(summaries: list[dict[str, Any]]) -> dict[str, str]:
    """The index of every game, running ones first (the latest activity first), and the
    stand-alone dice checker when a game is over."""
    from pbem.report.render import render

    running = sorted((s for s in summaries if not s["over"]), key=lambda s: s["last"],
                     reverse=True)
    finished = sorted((s for s in summaries if s["over"]), key=lambda s: s["last"], reverse=True)
    files = {INDEX: render("site_index.html.j2", running=running, finished=finished, say=say)}
    if finished:
        from pbem.resources import resource_dir

        files[VERIFIER] = (resource_dir("examples") / VERIFIER).read_text("utf-8")
    return files


def _write_files(folder: Path, files: dict[str, str], out: Path) -> None:
    """Write each file that is new or changed, whole or not at all, never through a link from
    ``out`` down (checked before ``mkdir``, which would take a linked folder as it is)."""
    from pbem.files.atomic import refuse_linked_folders, write_text_atomic

    refuse_linked_folders(folder, out)
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        target = folder / name
        try:
            if target.read_text("utf-8") == text:
                continue
        except (FileNotFoundError, UnicodeDecodeError):
            pass
        write_text_atomic(target, text, durable=False, inside=out)
