"""English, the language pbem speaks today and the source every translation starts from.

``SENTENCES`` holds every entry by its key: the engine's refusals and an action's faults of
form (``refusals``), verdicts, envelope faults and git mode's refusals (``verdicts``), and the
report's sentences (events, decisions, the waiting sentence, ``pbem status``: ``report``),
times, deadlines, the clock's and seats' events and pbem's own mails (``notices``), and
what a report explains: the building reference, each choice's cost and effect, the order
template, the legends, an order's slips (``guide``), and a games folder with its mail,
spectators, webhooks, statistics and public site (``league``), the clock at work: what
``pbem tick`` tells (``ticks``), and the report's own headings, labels and captions
(``pages``), the replies to mailed orders, the mails' subjects and the lines under a verdict
(``mails``), a file's faults of form (``schemas``),
the game master's own commands when they fail (``commands``);
``TERMS`` words the values a placeholder's format names; ``plural_form`` chooses a
``Plural``'s form for a count.
"""

from __future__ import annotations

from pbem.messages.en.commands import COMMANDS
from pbem.messages.en.commands import TERMS as COMMAND_TERMS
from pbem.messages.en.guide import GUIDE
from pbem.messages.en.guide import TERMS as GUIDE_TERMS
from pbem.messages.en.league import LEAGUE
from pbem.messages.en.mails import MAILS as REPLIES
from pbem.messages.en.notices import DEADLINES, MAILS, TIMES
from pbem.messages.en.notices import TERMS as NOTICE_TERMS
from pbem.messages.en.pages import PAGES
from pbem.messages.en.pages import TERMS as PAGE_TERMS
from pbem.messages.en.refusals import ACTION_FORMS, REFUSALS
from pbem.messages.en.report import EVENTS, STATUS
from pbem.messages.en.schemas import SCHEMAS
from pbem.messages.en.schemas import TERMS as SCHEMA_TERMS
from pbem.messages.en.ticks import TICKS
from pbem.messages.en.verdicts import ENVELOPE, GIT, VERDICTS
from pbem.messages.message import Entry, Plural

LANGUAGE = "en"

AND = " and "
OR = " or "
NONE = "none"
SERIES = ", "  # between the items of a series before its last: "a, b and c"
CLAUSE = "; "  # before each clause a sentence adds ("; your turn is over")

TERMS: dict[str, dict[str, str]] = {
    # the decision a player is asked to take, in a refusal
    "decision": {"ship": "move the ship up or down", "pirate": "choose the pirate's row",
                 "discard": "give up cards to the pirate", "hut": "re-place a removed hut",
                 "keep-church": "keep one of two church tiles",
                 "pirate-take": "take cards from the pirate's pile"},
    # what two influence cards of one colour pay for
    "paid_for": {"permit-any-row": "a permit in any row", "move-permit": "moving a permit",
                 "upgrade-permit": "upgrading a permit"},
    # a piece as a sentence names it
    "piece": {"small-hut": "small hut", "large-hut": "large hut", "shop": "shop",
              "workshop": "workshop", "well": "well", "market": "market", "tavern": "tavern",
              "merchant": "merchant", "hall": "hall", "permit": "permit", "wall": "wall",
              "church": "church", "hut": "hut"},
    # a piece with its article, for languages whose articles go by case and gender (German,
    # Danish): English words none of its sentences with them, a translation may
    "a_piece": {"small-hut": "a small hut", "large-hut": "a large hut", "shop": "a shop",
                "workshop": "a workshop", "well": "a well", "market": "a market",
                "tavern": "a tavern", "merchant": "a merchant", "hall": "a hall",
                "permit": "a permit", "wall": "a wall tile", "church": "a church tile",
                "hut": "a hut"},
    "the_piece": {"small-hut": "the small hut", "large-hut": "the large hut", "shop": "the shop",
                  "workshop": "the workshop", "well": "the well", "market": "the market",
                  "tavern": "the tavern", "merchant": "the merchant", "hall": "the hall",
                  "permit": "the permit", "wall": "the wall tile", "church": "the church tile",
                  "hut": "the hut"},
    "the_piece_obj": {"small-hut": "the small hut", "large-hut": "the large hut",
                      "shop": "the shop", "workshop": "the workshop", "well": "the well",
                      "market": "the market", "tavern": "the tavern", "merchant": "the merchant",
                      "hall": "the hall", "permit": "the permit", "wall": "the wall tile",
                      "church": "the church tile", "hut": "the hut"},
    # why influence cards were drawn, gold taken or paid
    "draw_reason": {"start": "to start", "income": "as income", "wall": "for the wall tile"},
    "gold_reason": {"income": "as income", "phase 3": "instead of a permit",
                    "bonus": "as the bonus action"},
    "pay_reason": {"church": "for a church tile", "wall": "for a wall tile",
                   "permit": "for the permit",
                   "build over": "to build over a building of the same size",
                   "permit in any row": "to place the permit outside the allowed row",
                   "move permit": "to move a permit", "upgrade permit": "to upgrade a permit",
                   "place permit": "to place a permit anywhere",
                   "bonus gold": "for 2 bonus gold"},
    # what became of an order (a verdict's status, as ``pbem apply`` and a reply's verdict
    # line show it; the English words are the status keys scripts read)
    "status": {status: status for status in (
        "applied", "paused", "duplicate", "valid", "partial", "refused", "stale", "not-yet",
        "conflict", "invalid", "unreadable")},
    # where an order was read from, when it was no file of the player's
    "source": {"message body": "message body"},
    # a phase of a turn by its name in the game file (pbem status)
    "phase": {"roll": "roll", "build": "build", "permit": "permit", "bonus": "bonus",
              "over": "over"},
    # a language by its name (pbem status)
    "language": {"en": "English", "de": "German", "da": "Danish"},
    # what git mode found committed in place of a plain file
    "file_kind": {"120000": "a link", "160000": "a submodule", "special": "a special file"},
    **NOTICE_TERMS,
    **GUIDE_TERMS,
    **PAGE_TERMS,
    **SCHEMA_TERMS,
    **COMMAND_TERMS,
}
"""Words a value stands for, by the format that names the table (``{reason:draw_reason}``)."""

SENTENCES: dict[str, Entry] = {**REFUSALS, **ACTION_FORMS, **VERDICTS, **ENVELOPE, **GIT,
                               **EVENTS, **STATUS, **TIMES, **DEADLINES, **MAILS,
                               **GUIDE, **LEAGUE, **PAGES, **REPLIES,
                               **SCHEMAS, **TICKS, **COMMANDS}
"""Every entry of the catalogue by its key."""


def plural_form(entry: Plural, count: int) -> str:
    """English has two forms: one thing, and any other number of things (0 cards, 2 cards)."""
    return entry.one if count == 1 else entry.other
