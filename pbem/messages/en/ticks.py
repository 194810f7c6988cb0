"""English of the clock at work: what ``pbem tick`` (of a game or of a games folder) tells the
game master, the heading of a step (whom it was played by, when a deadline passed), an
absence asked for in an order and ``pbem status``'s line of it, and the webhook notice of a
missed decision."""

from __future__ import annotations

from pbem.messages.message import Entry

TICKS: dict[str, Entry] = {
    # pbem tick GAME: a line per thing done, the guards
    "tick.played.deadline": "{player}: played by the rules' fixed answers (pass), history entry "
                            "{entry}",
    "tick.played.stand-in": "{player}: played by the stand-in, history entry {entry}",
    "tick.played.absent.deadline": ("{player} (away): played by the rules' fixed answers "
                                    "(pass), history entry {entry}"),
    "tick.played.absent.stand-in": "{player} (away): played by the stand-in, history entry {entry}",
    "tick.played.disorder": ("{player} (civil disorder): played by the stand-in, history entry "
                             "{entry}"),
    "tick.late": "{player} is late: the notice is history entry {entry} (policy wait)",
    "tick.reminder.mailed": "reminder for {player}: mailed; deadline {when} ({relative})",
    "tick.reminder.unmailed": ("reminder for {player}: due (no mail: tell them); deadline {when} "
                               "({relative})"),
    "tick.held": ("{player}: the deadline {when} passed while no tick ran (the machine was "
                  "off?): nothing applied; extend it ('pbem deadline GAME --extend 24h') or "
                  "apply it ('pbem tick GAME --catch-up')"),
    "tick.nothing": "nothing is due",
    "tick.clock-behind": ("the clock says {now}, before the game's last entry or tick ({last}): "
                          "check the machine's clock (or PBEM_NOW)"),
    "tick.clock-ahead": ("the clock says {now}, days after the game's last entry or tick "
                         "({last}): if it is right (the machine was off), run 'pbem tick "
                         "--catch-up' once; else check the clock (or PBEM_NOW)"),
    "tick.git-game": ("{path} is kept in git: its workflow plays the missed turns ('pbem git "
                      "tick', as signed commits), and a turn played here would fork the game; "
                      "for reminders from this clone, run 'pbem tick GAME --reminders-only' "
                      "after 'git pull'"),
    "tick.reminders-only-folder": ("--reminders-only goes with one game (a clone of a game "
                                   "kept in git), not with a folder"),
    # pbem tick DIR and pbem mail fetch --games DIR --tick
    "tick.game": "{game}: {line}",
    "tick.summary": "{ticked} of {games} game(s) below {folder} had a running clock to tick",
    # a step's heading in the reports: who made it (a deadline: the stand-in, or a pass)
    "step.setup": "The game was set up.",
    "step.order": "Order {entry} (turn {turn}) from {player:who}.",
    "step.gm": "Order {entry} (turn {turn}) from the game master.",
    "step.stand-in": "Order {entry} (turn {turn}) played by the stand-in for {player:who}.",
    "step.passed": "Order {entry} (turn {turn}) passed for {player:who} by the deadline.",
    # an absence asked for in an order (standing: {absent: {from:, to:}})
    "envelope.absent.no-deadlines": ("this order was not applied: it asks for an absence, but "
                                     "game {game} has no deadlines, so nothing plays for an "
                                     "absent player; leave 'absent' out"),
    "envelope.absent.limit": ("this order was not applied: it asks for an absence, and you have "
                              "taken {taken}, the most this game allows ({most}); leave "
                              "'absent' out, or ask the game master"),
    "envelope.absent.time": ("this order was not applied: its absence's {field} {text!r} is no "
                             "time: give a date like '2026-07-01' or a time like "
                             "'2026-07-01T08:00' (in the game's time zone)"),
    "envelope.absent.order": ("this order was not applied: its absence does not end ({end}) "
                              "after it begins ({start})"),
    "note.absent": ("your absence from {start} to {end} (the game's time) is recorded: "
                    "meanwhile the game does not wait for you"),
    "status.absence": ("{player:who} is away from {start} to {end} ({taken} of {most} "
                       "absences taken)"),
    # a webhook's notice of a decision a deadline answered
    "notify-missed-decision": ("Elasund {game}, turn {turn}: {player} missed a decision; it was "
                               "taken for them."),
    # pbem status GAME: a passed deadline that no tick applies by itself
    "status.deadline.held": ("held back: it passed while no tick ran ('pbem tick GAME "
                             "--catch-up' applies it)"),
    "status.deadline.late": "late: the game waits (policy wait)",
    # pbem git init: the players' README, when the game has deadlines
    "git.readme.deadlines": ("## Deadlines\n\n{settings} Your report says by when your order is "
                             "due. The game master's CI runs every half hour as well as after "
                             "each push: once a deadline and its grace are over, it plays the "
                             "missed turn or decision by that policy, in a commit like any "
                             "other, and every report of that step says so. Reminders by mail, "
                             "if any, come from the game master."),
    # pbem git tick: the subject of the commit of a step a deadline played (after 'pbem: ')
    "git.tick.subject": "turn {turn}: deadline: {what}",
    "git.tick.stand-in": "{player} played by the stand-in ({actions})",
    "git.tick.pass": "{player} played by pass ({actions})",
    "git.tick.nothing": "nothing",
    "git.tick.late": "late notice",
    "notify-missed-late": ("Elasund {game}, turn {turn}: {player} missed the deadline; the game "
                           "waits for them."),
}
"""What the clock at work says, to the game master and in the reports."""
