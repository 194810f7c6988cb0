"""The refusal of an unreadable or invalid input file, pointing at ``file:line:col``."""

from __future__ import annotations

from pbem.messages.message import Message


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


APPLY_AGAIN = Message("cli.again.apply")
TICK_AGAIN = Message("cli.again.tick")
TICK_WRITES = Message("cli.again.tick-writes")
REPORT_AGAIN = Message("cli.again.report")
"""What writes a step's missing reports: the same order again, (a stand-in's or a passed
turn, a change of the deadlines or seats, which have no order) the next tick, or (an undo)
'pbem report'."""
ORDER_DONE = Message("cli.done.order")
TURN_DONE = Message("cli.done.turn")
CHANGE_DONE = Message("cli.done.change")
"""What was done before the reports failed."""


class ReportsNotWritten(Exception):
    """The game was saved with the order applied, but one of its reports could not be
    written (a full disk, a file-size limit): ``again`` says what writes them."""

    def __init__(self, filename: str, reason: str, again: Message = APPLY_AGAIN,
                 done: Message = ORDER_DONE) -> None:
        super().__init__(filename, reason)
        self.filename = filename
        self.reason = reason
        self.again = again
        self.done = done

    def __str__(self) -> str:
        """Worded when shown, in the language spoken then (the terminal's)."""
        from pbem.messages import say

        return say("cli.reports-not-written", file=self.filename, reason=self.reason,
                   done=self.done, again=self.again)


def not_written(error: OSError | InputError, where: object, again: Message,
                done: Message) -> ReportsNotWritten:
    """A write after the save that failed (a full disk, a linked folder), as the line that
    says so: the file it names, else ``where``."""
    if isinstance(error, InputError):
        return ReportsNotWritten(error.filename, error.message, again, done)
    return ReportsNotWritten(str(error.filename or where), error.strerror or str(error), again,
                             done)


class GameLocked(Exception):
    """Another pbem process holds the game's lock for too long."""


class HistoryError(Exception):
    """A game's history cannot be undone as asked; the message says why."""


class ReplayMismatch(HistoryError):
    """Replaying the history does not give what the game file records: the file is bad."""
