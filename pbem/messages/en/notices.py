"""English of the clock and the seats: times and how far off they are, the deadline line of a
report and of ``pbem status``, the events of deadlines, missed turns and seats, reminder mails
and a new seat holder's first mail (``pbem.deadlines.words``, ``pbem.mail.notices``)."""

from __future__ import annotations

from pbem.messages.message import Entry, Plural

TIMES: dict[str, Entry] = {
    "time.moment": "{at:date}, {at:clock} {zone}",
    "time.in": Plural("in {count} {unit:unit}", "in {count} {unit:units}"),
    "time.ago": Plural("{count} {unit:unit} ago", "{count} {unit:units} ago"),
    "time.now": "now",
    "time.moments": "{times:series}",
}
"""A time in the game's zone (``Wed 9 Dec 2026, 18:00 CET``) and how far off it is."""

DEADLINES: dict[str, Entry] = {
    "player.named": "{player:who}",
    "deadline.yours": "Your orders are due by {when}, {relative}.",
    "deadline.other": "{player:who} must answer by {when}, {relative}.",
    "deadline.paused": "The deadlines are paused.",
    "deadline.stand-in": "The stand-in plays for {player:who}.",
    "event.deadline.settings": ("The deadlines are set: {turn} for a turn, {decision} for a "
                                "decision, {grace} of grace, in {zone}; a missed turn is "
                                "{policy:policy}."),
    "event.deadline.off": "The game master switched the deadlines off.",
    "event.deadline.pause": "The game master paused the deadlines.",
    "event.deadline.resume": "The game master resumed the deadlines.",
    "event.deadline.set": "The game master set the deadline of {players:series} to {when}.",
    "event.deadline.extend": ("The game master extended the deadline of {players:series} by "
                              "{by}, to {when}."),
    "event.deadline.late": ("{player:who} let the deadline of {when} pass; the game waits for "
                            "them."),
    "event.missed.deadline": ("The game did not wait for {player:who} (deadline {when}): the "
                              "{what:waited} took the rules' fixed answer."),
    "event.missed.stand-in": ("The game did not wait for {player:who} (deadline {when}): the "
                              "{what:waited} was played by the stand-in."),
    "event.civil-disorder": Plural(
        ("{player:who} missed {after} turn in a row: the stand-in plays the seat until the "
         "game master gives it to someone."),
        ("{player:who} missed {after} turns in a row: the stand-in plays the seat until the "
         "game master gives it to someone."), count="after"),
    "event.seat.replace": "{name} takes over the seat of {colour} from {old}.",
    "event.seat.resign": ("{player:who} resigned: the stand-in plays the seat until the game "
                          "master gives it to someone."),
    "event.seat.absent": ("{player:who} is away from {start} to {end}: the game does not wait "
                          "for them meanwhile."),
    "event.seat.secret": "The game master gave {player:who} a new secret.",
}
"""The deadline line, and the events of the clock and the seats every player sees."""

MAILS: dict[str, Entry] = {
    "reminder.subject": "Game {game}, turn {turn}: your deadline is {relative}",
    "reminder.body": ("A reminder from game {game}: it waits for you ({player}) to {doing}. "
                      "Your deadline is {when}, {relative}.\n\nSend your order as usual; your "
                      "latest report shows what you may do. When the deadline has passed, "
                      "your turn is {policy:policy}."),
    "reminder.doing-turn": "play your turn {turn}",
    "reminder.doing-decision": "{decision:decision}",
    "seat.first-report": ("You take over the seat of {player} in game {game}. Your secret, "
                          "for every order: {secret}\n\nThe game so far, as {player} may see "
                          "it, is attached; your report follows."),
}
"""Mails pbem sends of its own accord: a reminder, and a new seat holder's first mail."""

TERMS: dict[str, dict[str, str]] = {
    "unit": {"minute": "minute", "hour": "hour", "day": "day"},
    "units": {"minute": "minutes", "hour": "hours", "day": "days"},
    "policy": {"pass": "passed (2 gold, P1; a decision takes its fixed answer)",
               "stand-in": "played by the stand-in", "wait": "waited for (a notice only)"},
    "waited": {"turn": "turn", "decision": "decision"},
    # a history entry's kind, as pbem status names the last one
    "entry_kind": {"setup": "setup", "order": "order", "undo": "undo", "deadline": "deadline",
                   "seat": "seat"},
}
"""The words of a time's units, of a missed turn's policy and of what was waited for."""
