"""A game file exactly as pbem wrote it: read without the strict reader, saved without writing
its history again.

Every game command used to read the whole file strictly and check every history entry against
the schema, so that ``pbem status`` cost four times as much at the end of a long game as at its
start. The hash chain already proves that the history is the one pbem recorded, entry by
entry; what it does not vouch for is the header, the state and the form of the newest entry.
So a file that is, token for token, what pbem's writer makes of its data
(``pbem.files.written_yaml``) is read here in one plain pass, the schema checks what the chain
does not cover, and the chain is checked whole. Anything else, whatever is odd or wrong about
the file, is read by ``pbem.files.game_file`` as before, which finds and names the fault with
the same words as ever. ``pbem replay``, ``verify``, ``log`` and ``undo`` check every entry
against the schema as before (``load_game(..., whole=True)``).

Saving reuses the text of the entries read or written before: an entry never changes once
sealed, so the text it was read from (or first written as) is written again as it was.
"""

from __future__ import annotations

import gc
from typing import Any

from pbem.files.chain import entry_digest
from pbem.files.entries import Entry, numbered_in_order
from pbem.files.game import Game
from pbem.files.sealing import is_sealed
from pbem.files.strict_yaml import MAX_VALUES, Marks
from pbem.files.written_yaml import NotWritten, read_written
from pbem.files.yaml_write import dump_yaml, list_item_text

HISTORY = "history"


def load_written(text: str, header: tuple[str, ...], filename: str, *,
                 whole: bool = False) -> Game | None:
    """The game in ``text`` when pbem wrote it so and it passes every check; None when it must
    be read strictly (to be refused there with the reason, or read as before). ``whole``
    checks every history entry against the schema, not only the newest."""
    collecting = gc.isenabled()
    gc.disable()  # reading makes some hundred thousand containers, none in a cycle
    try:
        return _load(text, header, filename, whole)
    finally:
        if collecting:
            gc.enable()


def _load(text: str, header: tuple[str, ...], filename: str, whole: bool) -> Game | None:
    from pbem.files.game_file import check_chain, game_from_data
    from pbem.files.schemas import fast_check
    from pbem.files.seats import check_seats

    comments = "".join(f"# {line}".rstrip() + "\n" for line in header)
    if not text.startswith(comments) or text.count("\n") > MAX_VALUES:
        return None  # (each line holds a value: more lines are refused, and cost memory)
    lines = text.split("\n")
    try:  # (no character YAML forbids can pass: each token must be the writer's)
        document = read_written(lines, len(header))
    except NotWritten:
        return None
    data = document.data
    history = data.get(HISTORY)
    if document.values > MAX_VALUES or is_sealed(data) or not isinstance(history, list):
        return None
    check = fast_check("game")
    checked = data if whole else {**data, HISTORY: history[-1:]}
    if check is None or not check(checked):
        return None
    try:
        game = game_from_data(data)
        check_seats(data, Marks(), filename)
        check_chain(game, Marks(), filename, data)
    except Exception:  # whatever is wrong, the strict reading names it
        return None
    if not numbered_in_order(game.history):  # what the schema checked of the newest only
        return None
    game.written = _Read(lines, game.history, document.spans.get(HISTORY, []))
    return game


class _Read(dict[str, tuple[Entry, str]]):
    """``Game.written`` of a game read here: each entry's text cut from the file's lines only
    when a save asks for it (most commands never save)."""

    def __init__(self, lines: list[str], history: list[Entry],
                 spans: list[tuple[int, int]]) -> None:
        super().__init__()
        self._lines = lines
        self._where = {entry.digest: (entry, span)
                       for entry, span in zip(history, spans, strict=True)}

    def __len__(self) -> int:
        return len(self._where.keys() | self.keys())

    def get(self, key: str, default: Any = None) -> Any:
        found = super().get(key)
        if found is None and key in self._where:
            entry, (start, end) = self._where[key]
            found = self[key] = (entry, "\n".join(self._lines[start:end]) + "\n")
        return default if found is None else found


def written_text(game: Game, head: dict[str, Any], header: str) -> str:
    """The game file's text: ``head`` (``game_to_data(game)`` but its history), then the
    history, each entry's text taken from what was read or written before where the entry is
    the same object (entries never change once linked); the texts of new entries are kept for
    the next save."""
    if not game.history:
        return dump_yaml({**head, HISTORY: []}, header=header)
    texts = [_entry_text(game.written, entry) for entry in game.history]
    return "".join([dump_yaml(head, header=header), f"{HISTORY}:\n", *texts])


def _entry_text(written: dict[str, tuple[Entry, str]], entry: Entry) -> str:
    """An entry's text as the writer writes it in the history (items at indent 2, depth 2):
    the text it was read from or written as before, else written anew and kept, when its
    content has the hash it carries."""
    found = written.get(entry.digest)
    if found is not None and found[0] is entry:
        return found[1]
    text = list_item_text(entry.to_data(), 2, 2)
    if entry_digest(entry) == entry.digest:
        written[entry.digest] = (entry, text)
    return text
