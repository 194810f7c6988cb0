"""English of pbem's mail and of a verdict's lines: the reply to an order (its headline, what
was applied, refused or left waiting, what is legal now), the subjects of replies and reports,
what pbem says to a message it finds no order in (``pbem/mail``), and the lines ``pbem apply``,
a reply and git mode's check print under a verdict (``pbem.verdict.verdict_lines``).

A verdict's status (``applied``, ``refused``) stays a word of its own in every language, as
the exit codes do: scripts match it.
"""

from __future__ import annotations

from pbem.messages.message import Entry, Plural

_NOTHING = "nothing of this order was applied"

MAILS: dict[str, Entry] = {
    # the headline of a reply, by the verdict's status
    "reply.applied": "Accepted.",
    "reply.paused": "Accepted: the rest of the order waits for other players' decisions.",
    "reply.duplicate": "Already processed: nothing changed.",
    "reply.partial": "Partly accepted: the actions before the refused one stand.",
    "reply.refused": "Refused: " + _NOTHING + ".",
    "reply.stale": "Refused (stale): " + _NOTHING + ".",
    "reply.not-yet": "Refused (not yet): " + _NOTHING + ".",
    "reply.conflict": "Refused (conflict): " + _NOTHING + ".",
    "reply.valid": "Valid: nothing was applied.",
    # the rest of a reply
    "reply.applied-list": "Applied, in order:",
    "reply.waiting-list": "Waiting for other players' decisions, then run by themselves:",
    "reply.refused-action": "Refused: {action}",
    "reply.rule-reason": "rule {rule}: {reason}",
    "reply.legal-for-it": "legal for it now:",
    "reply.rule": "Rule: {rule}",
    "reply.public-count": Plural("{file}: {status}: {count} action(s) applied",
                                 "{file}: {status}: {count} action(s) applied"),
    "reply.private-elsewhere": ("Why, and what is legal now, pbem tells only at the address the "
                                "player registered for this game."),
    "reply.new-report": "Your new report comes in a mail of its own.",
    "reply.automatic": "pbem, game {game}: this reply was written automatically.",
    "reply.nothing-to-do": "You have nothing to do now; the game waits for {players:list}.",
    "reply.nothing-to-do.over": ("You have nothing to do now; the game waits for nobody: the "
                                 "game is over."),
    "reply.legal-now": "Your legal actions now (turn {turn}, {count} in all):",
    # the lines under a verdict (pbem apply, a reply, git mode's check); the first: the
    # file (or the message body) and where in it, what became of the order, and why
    "verdict.head": "{file:source}{at}: {status:status}: {text}",
    "file-name": "{file:source}",
    "field-item": "item {number}",  # an item of a list in an order: actions > item 2 > build
    "verdict.head.rule": "{file:source}{at}: {status:status} ({rule}): {text}",
    "verdict.legal-now": "legal now: {choices}",
    "verdict.legal-more": "legal now: {choices} (and {count} more: pbem options)",
    "verdict.went-on": "{player}'s paused order went on: {actions:list}",
    "verdict.went-on.nothing": "{player}'s paused order went on: nothing",
    "verdict.then-stopped": "... then stopped: {action}: {rule}: {reason}",
    # the commands a player runs himself: pbem sign, open, validate, git check
    "cli.signed": "{file}: signed (player {player}, turn {turn}); send this file",
    "cli.signed-secret-out": "the secret line was taken out: a signed order needs none",
    "cli.signed-afresh": "its layout and comments could not be kept: it was written afresh",
    "cli.sign-secret-needed": ("give your secret to sign with: --secret SECRET, the PBEM_SECRET "
                               "variable, or a 'secret:' line in the order"),
    "cli.written": "{file}: written",
    "cli.not-sealed": ("this is not a sealed report ({format}); give a file ending in .sealed "
                       "from the game's reports"),
    "cli.sealed-for-other": ("this report is sealed for {player} and does not open with this "
                             "secret (or the file was changed)"),
    # (English keeps "file(s)" in both forms: scripts read these lines)
    "cli.validated": Plural("{checked} order file(s) checked: {valid} valid, {invalid} invalid",
                            "{checked} order file(s) checked: {valid} valid, {invalid} invalid",
                            "checked"),
    "cli.checked-good": Plural("{count} order file(s) checked: all good",
                               "{count} order file(s) checked: all good"),
    # subjects
    "subject.reply": "Re: your message for game {game}",
    "subject.over": "Game {game}, turn {turn}: the game is over, {winner} won",
    "subject.your-move": "Game {game}, turn {turn}: your move",
    "subject.not-your-move": "Game {game}, turn {turn}: not your move",
    # a message pbem finds no order in, or will not read
    "mail.how-to-send": (
        "pbem found no order in your message: no line '---' opens one. Send it as plain text: "
        "the order between a line '---' and a line '...' (or between the scissors lines copied "
        "from your report), or as a file ending in .yaml attached to the mail."),
    "mail.html-only": (
        "Your message has no plain-text part (it was sent as HTML only), so pbem cannot read an "
        "order in it. Switch your mail program to plain text for this message, or attach the "
        "order as a file ending in .yaml."),
    "mail.quoted-only": (
        "pbem found no order in your message that you wrote yourself: quoted text (lines "
        "beginning with '>', the mail you replied to, or a mail quoted in it) never counts as "
        "your order. Write the order in your own text, between a line '---' and a line '...', "
        "or choose the actions in the order form of the report you reply to, inside the "
        "quote."),
    "mail.form-unchanged": (
        "pbem found no order in your message: your reply quotes the order form of your report, "
        "but no action in it is chosen. Remove the '#' before each action you want (inside the "
        "quote is fine), put your secret in place of YOUR-SECRET, and send it again."),
    "mail.unclosed": ("the order begun on line {line} of your message has no closing '...' "
                      "line"),
    "mail.example": ("An order looks like this (your colour, the turn in progress, your "
                     "secret, and the actions you choose from your report):"),
    "mail.your-colour": "YOUR-COLOUR",
    "mail.over-limit": (
        "You have sent {count} messages during turn {turn}, the most pbem answers in one turn; "
        "further messages from you are ignored until the next turn."),
    "mail.too-big": ("Your message is {size} KiB; pbem reads messages of at most {most} KiB. "
                     "Send the order alone, as text or as a small .yaml attachment."),
    "mail.unreadable": "pbem could not read your order: {error}",
    "mail.interrupted": ("pbem was interrupted after storing your order and before answering; "
                         "this is its answer."),
    "mail.elsewhere": ("The whole answer went to the address {player} registered for this "
                       "game; this one tells only what anybody may know."),
    "mail.more-orders": Plural(
        "Your message held {count} orders; only the first one ({file}) was read, the other "
        "{ignored} ignored. Send each order in a mail of its own.",
        "Your message held {count} orders; only the first one ({file}) was read, the other "
        "{ignored} ignored. Send each order in a mail of its own.", "ignored"),
    # git mode: a refused order's verdict file, and git check (pbem/gitmode)
    "git.verdict-hidden": "{file}: refused: {action} was not applied",
    "git.verdict-unreadable": ("{where}: refused: pbem could not read this order, and its text "
                               "is not repeated here"),
    "git.verdict-sealed": "{said}; why is for {colour} alone: 'pbem open {file} --secret ...'",
    "git.verdict-check": "('pbem git check' of your copy of the file says why as well)",
    "git.verdict-committed": "committed in {commit} by {author} (a record, not a proof)",
    "git.verdict-again": ("The game was left as it was: correct the order and commit it again "
                          "under {folder}."),
    "git.check-refused": "{file}: refused: {problem}",
    "git.not-plain-ahead": ("an order must be a plain file, not {kind:file_kind}: 'pbem git "
                            "process' would remove it unread; commit the order itself as a "
                            "file"),
    "git.misplaced-ahead": ("orders go directly in orders/<colour>/ ({folders:list}) and end in "
                            ".yaml: 'pbem git process' would not read this file; move it there "
                            "(e.g. as orders/<colour>/turn-1.yaml) and commit it"),
    "git.wrong-folder": ("an order of {player} goes into orders/{player}/, the only folder pbem "
                         "takes {player}'s orders from"),
    "git.unsigned": "the order is not signed: sign it with your secret ('pbem sign ORDER')",
    # the README of a game repository, for its players (Markdown)
    "git.readme": """# Elasund game `{game}`, played through this repository

pbem (a turn processor for Elasund) keeps the game in `game.yaml`. Everything a player may not
see (the cards in hands, the deck, the seed, the secrets) is sealed in it with the game
master's key; the rest is in clear.

## Reading your report

After every processed order, `reports/step-NNNN-turn-TT/` holds the public report in clear
(`public.txt`, `.html`, `.json`) and yours sealed for you alone (`red.txt.sealed`, ...). Open
it with the secret the game master gave you:

    pbem open reports/step-0003-turn-02/red.txt.sealed --secret YOUR-SECRET

(or set `PBEM_SECRET` and leave out `--secret`).

## Sending an order

1. Write the order (its form is in your report) and **sign** it: `pbem sign order.yaml
   --secret YOUR-SECRET`. A signed order carries no secret; never commit your secret: an
   order with a `secret:` line is refused, and the secret must then be replaced.
2. Commit it into your own folder ({folders}), directly (not in a sub-folder) and
   named `*.yaml`, and push. Only signed orders of that folder's colour are taken; anything
   else is moved to `orders/refused/` with a verdict saying why. Never commit anything else:
   `game.yaml`, `reports/` and `orders/done/` are pbem's, and a change to them stops the game
   until the game master restores them.
3. `pre-commit install` once makes git check an order before it is committed (the
   `pbem-validate` hook of `.pre-commit-config.yaml`).

The game master's CI (`.github/workflows/pbem.yml`) processes the orders in the order they
were committed: each one gets a commit with the new game file and reports, and moves the
order to `orders/done/`, or to `orders/refused/` with a `.verdict.txt` saying why (the game is
then as it was: correct the order and commit it again). Each turn's first commit is tagged
`turn-N`.
""",
}
"""The replies and subjects of pbem's mail, the lines under a verdict, and git mode's words
to its players."""
