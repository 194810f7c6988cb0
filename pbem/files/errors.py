"""The refusal of an unreadable or invalid input file, pointing at ``file:line:col``."""

from __future__ import annotations


def shown(text: str) -> str:
    """A file's name (or a line of a repository) as a message may carry it: as it is when it
    is one printable line, else quoted with its control characters escaped, so that a name
    with a newline cannot add a line to a message or a commit, nor an escape reach a terminal.

    >>> shown("orders/red/turn-1.yaml"), shown("nl\\napplied: x.yaml")
    ('orders/red/turn-1.yaml', "'nl\\\\napplied: x.yaml'")
    """
    return text if text.isprintable() and text == text.strip() and text else ascii(text)


class InputError(Exception):
    """A file pbem cannot read: not YAML, too big, ambiguous, or not what its schema expects.

    ``line`` and ``column`` are 1-based; both are 0 when the fault lies with the whole file
    (it cannot be opened), and ``str()`` then leaves them out.

    >>> str(InputError("order.yaml", 3, 7, "write it in quotes ('NO') or as true/false"))
    "order.yaml:3:7: write it in quotes ('NO') or as true/false"
    """

    def __init__(self, filename: str, line: int, column: int, message: str) -> None:
        super().__init__(filename, line, column, message)
        self.filename = filename
        self.line = line
        self.column = column
        self.message = message

    def __str__(self) -> str:
        from pbem.messages import Message, render  # "message body" in the reader's language

        name = render(Message("file-name", file=shown(self.filename)))
        if self.line <= 0:
            return f"{name}: {self.message}"
        return f"{name}:{self.line}:{self.column}: {self.message}"


class ReportsNotWritten(Exception):
    """The game was saved with the order applied, but one of its reports could not be
    written (a full disk, a file-size limit): sending the same order again writes them."""

    def __init__(self, filename: str, reason: str) -> None:
        super().__init__(filename, reason)
        self.filename = filename
        self.reason = reason

    def __str__(self) -> str:
        return (f"{self.filename}: {self.reason}; the order was applied and the game saved, "
                "but its reports could not all be written: once the cause is mended, run the "
                "same order again (pbem apply GAME ORDER) to write them")


class GameLocked(Exception):
    """Another pbem process holds the game's lock for too long."""


class HistoryError(Exception):
    """A game's history cannot be undone as asked; the message says why."""


class ReplayMismatch(HistoryError):
    """Replaying the history does not give what the game file records: the file is bad."""
