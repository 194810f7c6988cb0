"""English: what became of an order (its verdict), why its envelope was refused, and the
refusals of the order runner and of git mode.

``action(s)`` is one spelling for every count in a verdict, which scripts may match: the
English forms of these ``Plural`` entries are equal, a translation words each count its way.
"""

from __future__ import annotations

from pbem.messages.message import Entry, Plural

_STILL_OPEN = "; your turn stays open"

VERDICTS: dict[str, Entry] = {
    # pbem apply: the outcome of an order that was run
    "applied": Plural("{count} action(s) applied{notes:clauses}",
                      "{count} action(s) applied{notes:clauses}"),
    "paused": Plural(
        "{count} action(s) applied{notes:clauses}; the rest ({waiting:list}) runs by itself "
        "once other players have decided",
        "{count} action(s) applied{notes:clauses}; the rest ({waiting:list}) runs by itself "
        "once other players have decided"),
    "partial": Plural("{count} action(s) applied{notes:clauses}, then {action}: {rule}: {reason}",
                      "{count} action(s) applied{notes:clauses}, then {action}: {rule}: {reason}"),
    "partial.turn-open": Plural(
        "{count} action(s) applied{notes:clauses}, then {action}: {rule}: {reason}" + _STILL_OPEN,
        "{count} action(s) applied{notes:clauses}, then {action}: {rule}: {reason}" + _STILL_OPEN),
    "refused": "{action}: {rule}: {reason}",
    "refused.turn-open": "{action}: {rule}: {reason}" + _STILL_OPEN,
    # pbem validate: what applying would do
    "refused.after": Plural(
        "{action}: {rule}: {reason} (the {count} action(s) before it would be applied and stand)",
        "{action}: {rule}: {reason} (the {count} action(s) before it would be applied and stand)"),
    "valid": Plural("{count} action(s), all legal now{notes:clauses}",
                    "{count} action(s), all legal now{notes:clauses}"),
    "valid.unchecked": Plural(
        "{count} action(s) legal{notes:clauses}; the rest ({rest}) follows a card not yet drawn "
        "and is checked when the order is processed",
        "{count} action(s) legal{notes:clauses}; the rest ({rest}) follows a card not yet drawn "
        "and is checked when the order is processed"),
    "valid.waiting": Plural(
        "{count} action(s) legal; the rest waits for other players' decisions and is checked "
        "when they have answered ({waiting:list})",
        "{count} action(s) legal; the rest waits for other players' decisions and is checked "
        "when they have answered ({waiting:list})"),
    "valid.form": Plural(
        "the form is right ({count} action(s)); give --game to check the rules too",
        "the form is right ({count} action(s)); give --game to check the rules too"),
    "actions": Plural("{count} action(s)", "{count} action(s)"),
    # mail: a verdict told again from its history entry, after a crash
    "recorded": Plural("{count} action(s) applied (history entry {entry})",
                       "{count} action(s) applied (history entry {entry})"),
    # what a verdict adds, each after "; "
    "note.pay-not-needed": "{action}: pay not needed: no cards spent",
    "note.standing-saved": "standing answers saved",
    "note.turn-over": "your turn is over",
    # the order runner's own refusals, beside the engine's
    "after-wait": ("nothing may follow 'wait', which keeps the turn open: send the later "
                   "actions in a later order"),
    "after-bonus": "the bonus action ended your turn: nothing written after it is carried out",
    # a refusal's reason read back from the history, which records its words, not its key
    "recorded.reason": "{text}",
    # a file pbem could not read: the reader's words (pbem.files), not yet in the catalogue
    "input-error": "{problem}",
}
"""Verdicts: the one-line message of each outcome."""

ENVELOPE: dict[str, Entry] = {
    "envelope.game": "this order is for the game {game!r}, not {expected!r}: check the 'game' line",
    "envelope.player": "{player} does not play in this game; its players are {players:list}",
    # one refusal for a bad credential: it names no player, secret or game fact
    "envelope.credentials": ("the secret or signature is missing or wrong: copy the secret from "
                             "your first report, or sign the order with it ('pbem sign ORDER')"),
    "envelope.signing-unavailable": (
        "this order is signed, but signatures cannot be checked here (the game was made before "
        "pbem took signed orders): send the secret instead, or ask the game master for a new "
        "one ('pbem secret reset')"),
    "envelope.duplicate": ("this order was processed already (history entry {entry}); nothing "
                           "changed"),
    "envelope.over": "the game is over: {winner} has won; no order can change it",
    "envelope.stale": ("this order was written for turn {turn}, but turn {current} is in "
                       "progress: nothing of it was applied; write an order for turn {current}"),
    "envelope.not-yet": ("not yet: this order is for turn {turn}, and turn {current} is in "
                         "progress; nothing of it was applied: send it again once turn {turn} "
                         "has begun, or write an order for turn {current}"),
    # refused, not kept: said so, since a player reading "queued" waited for it to run
    "envelope.conflict": (
        "this order was not applied, and is not kept: your order of history entry {entry} is "
        "still waiting for other players' decisions, and its rest ({rest:list}) goes on by "
        "itself once they have answered; send this order again after that if you still want "
        "it"),
    "envelope.conflict.nothing-left": (
        "this order was not applied, and is not kept: your order of history entry {entry} is "
        "still waiting for other players' decisions, and its rest (nothing more) goes on by "
        "itself once they have answered; send this order again after that if you still want "
        "it"),
    "envelope.end-of-turn": "the end of your turn",
}
"""Why an order's envelope (game, player, credential, repeat, turn, pause) was refused."""

GIT: dict[str, Entry] = {
    "git.secret-in-clear": (
        "this order carries its secret in clear, in a repository others read: the secret is no "
        "longer safe. Ask the game master for a new one ('pbem secret reset') and sign your "
        "orders with it ('pbem sign ORDER') instead"),
    "git.not-plain": ("an order must be a plain file, not {kind:file_kind}: it was removed "
                      "unread; commit the order itself as a file"),
    "git.misplaced": (
        "orders go directly in orders/<colour>/ ({folders:list}) and end in .yaml: this file "
        "was not read; move it there (e.g. as orders/<colour>/turn-1.yaml) and commit it"),
    "git.too-big": ("the file is {size} KiB, and pbem reads orders of at most {limit} KiB: it "
                    "was not read; an order is a few lines long"),
    "git.other-colour": ("orders/{folder}/ takes {folder}'s orders only; this one says player "
                         "{player}: an order of {player} goes into orders/{colour}/"),
}
"""Git mode's own refusals of a committed file, before it is read as an order."""
