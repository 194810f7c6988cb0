"""English of the game master's own commands when they fail: a wrong option, a missing or
wrong file, a change the game cannot take (``pbem new``, ``pbem seat ...``, ``pbem deadline``,
``pbem report``, ``pbem mail ...``, ``pbem git ...``). They are worded in the terminal's
language (``PBEM_LANG``, else the locale's); options, file names and commands stay English."""

from __future__ import annotations

from pbem.messages.message import Entry

COMMANDS: dict[str, Entry] = {
    # the clock and the game file (every command)
    "cli.bad-now": ("PBEM_NOW {value}: give a time with its offset, such as 2026-12-02T15:00:00Z, "
                    "between the years 1970 and 9000 (or leave it unset for the machine's "
                    "clock)"),
    "cli.folder-of-game": "{path} is a folder; did you mean {game}?",
    "cli.folder-not-game": ("{path} is a folder, not a game file; give the game file (e.g. "
                            "games/harbour/game.yaml)"),
    "cli.no-game-file": ("{path}: there is no game file here; create one with 'pbem new {path} "
                         "--players red,blue,green'"),
    "cli.player-view": ("{path}: this is a player's view ({viewer}), which leaves out hidden "
                        "cards; start a game from the game master's position"),
    # an option's value
    "cli.format-one-of": "--format is one of {allowed}, not {given}",
    "cli.player-one-of": "--player is one of {allowed}, not {given}",
    "cli.policy-one-of": "--policy is one of {allowed}, not {given}",
    "cli.number-range": "{option} is a number from 0 to 1000, not {number}",
    "cli.no-order-files": "no order files found in {folders}",
    "cli.game-or-position": "give --game or --position, not both",
    # pbem new
    "cli.game-exists": "{game} exists already; choose another file name or remove it",
    "cli.position-settings": ("--players and --rules come from the position file when a game "
                              "starts from --position; change them in the position file"),
    "cli.seed-short": ("--seed is {length} characters long; a game that is not --open needs at "
                       "least {least}, or a random seed (leave --seed out); --force-seed takes "
                       "it anyway"),
    "cli.empty-name": "{option}: an empty name in {text}; separate names by single commas",
    "cli.players-missing": "say who plays: --players red,blue,green (or start from --position)",
    "cli.entries-for-players": "{option} gives {given} entries for {players} players",
    "cli.unknown-language": "{option}: {code} is not a language pbem speaks; choose from {known}",
    "cli.name-control": ("--names: {name} holds a line break, a text-direction mark or another "
                         "control character; give each name as plain text on one line"),
    "cli.email-not-plain": ("--emails: {email} is not one plain address; give each as "
                            "local@domain, without a name, spaces or control characters"),
    "cli.email-twice": ("--emails: {email} is given for two seats; both seats' reports would go "
                        "to one mailbox, whose reader would see two hands: give each seat its "
                        "own address"),
    "cli.rules-form": "--rules {option}: write KEY=VALUE, e.g. pirate_reward=choose",
    "cli.bad-id": ("--id {given}: use letters, digits, '.', '_' and '-', starting with a letter "
                   "or digit"),
    # pbem seat ...
    "cli.absences-used": ("{player} has taken {taken} absence(s), the most this game allows "
                          "({most}; pbem deadline --absences N)"),
    "cli.absence-span": "--to {end} is not after --from {start}",
    "cli.stand-in-already": "the stand-in plays {player}'s seat already",
    "cli.email-of-seat": ("--email: {email} is the address of {colour}'s seat; both seats' "
                          "reports would go to one mailbox, whose reader would see two hands: "
                          "give each seat its own address"),
    "cli.seat-no-deadlines": ("game {game} has no deadlines, so nobody plays for an absent "
                              "player: set them first (pbem deadline GAME --turn-time 48h ...)"),
    # pbem deadline
    "cli.one-change": ("give one change at a time: --set, --extend, --pause, --resume, --off, "
                       "or settings (--turn-time, --policy, ...)"),
    "cli.no-deadlines": ("game {game} has no deadlines: set them with 'pbem deadline GAME "
                         "--turn-time 48h --zone Europe/Copenhagen' (or other settings)"),
    "cli.paused-already": "the deadlines are paused already",
    "cli.not-paused": "the deadlines are not paused",
    "cli.paused": "the deadlines are paused: resume them first (--resume)",
    "cli.not-waited-for": "the game does not wait for {player}; it waits for {waited}",
    "cli.not-waited-for-nobody": "the game does not wait for {player}; it waits for nobody",
    "cli.waits-for-nobody": "the game waits for nobody: there is no deadline to change",
    # pbem report, pbem verify, pbem secret, pbem demo
    "cli.format-one-report": ("--format {format} prints one report: name its reader with "
                              "--player, or write every reader's report with --out DIR"),
    "cli.report-not-gm": ("reports are for players and the public; use 'pbem show' or 'pbem "
                          "position' for the game master's view"),
    "cli.rolls-not-over": ("--export-rolls: the game is not over; the dice record holds the "
                           "seed, which stays secret until the game ends"),
    "cli.game-open": "game {game} is open (made with --open): its orders need no secret",
    "cli.demo-order-refused": ("the example order {file} was not accepted ({status}: {text}); "
                               "please report this"),
    "cli.demo-folder-taken": ("{folder} exists and is not a pbem demo folder; give another "
                              "folder, e.g. 'pbem demo my-demo'"),
    "cli.demo-setup-broken": "{path}: the example's set-up is not a mapping; reinstall pbem",
    # pbem mail ..., pbem git ..., pbem site
    "cli.mail-refused": "{error}; the mails wait in the game's outgoing folder",
    "cli.one-mailbox": "name one mailbox: --maildir DIR, --mbox FILE or --imap HOST",
    "cli.mail-address": "--from is a mail address, e.g. gm@example.org, not {given}",
    "cli.smtp-port": "--smtp-port is a port number (1 to 65535), not {port}",
    "cli.security": "--security: {error}",
    "cli.git-no-game": ("{folder}: no game.yaml here; make a game repository with 'pbem git init "
                        "DIR --players ...'"),
    "cli.no-site": "{error}; no site was written",
    # a time, a duration, a zone or days given to pbem deadline, pbem seat away, pbem new
    "cli.bad-duration": "{option} {text}: give a duration such as 90m, 48h or 2d (at most a year)",
    "cli.bad-zone": ("--zone {name}: not an IANA time zone (e.g. Europe/Copenhagen, "
                     "America/New_York, UTC)"),
    "cli.not-iso-time": "{text} is not an ISO time (2026-12-09T18:00:00+01:00)",
    "cli.no-offset": "{text} has no offset: write it as 2026-12-09T18:00:00+01:00",
    "cli.bad-local-time": ("{option} {text}: give a time such as 2026-12-09T18:00 (in the game's "
                           "zone) or with an offset, 2026-12-09T18:00+01:00"),
    "cli.time-far": "{option} {text}: give a time within a year of now ({now})",
    "cli.bad-days": ("--days {text}: give days as mon-fri or mon,wed,sat (mon tue wed thu fri sat "
                     "sun), or all"),
    # the mail settings and mailboxes (pbem mail ..., pbem tick)
    "cli.no-sender": ("{owner}: no sender address for its mail; set it with 'pbem mail setup GAME "
                      "--from gm@example.org' or PBEM_SMTP_FROM"),
    "cli.no-smtp-host": ("{owner}: no SMTP server to send through; set it with 'pbem mail setup "
                         "GAME --smtp-host HOST' or PBEM_SMTP_HOST, or write the mails with "
                         "--outbox DIR"),
    "cli.security-one-of": "the SMTP security is one of {allowed}, not {given}",
    "cli.smtp-port-env": "PBEM_SMTP_PORT is a port number (1 to 65535), not {given}",
    "cli.not-maildir": "{folder}: not a Maildir (it needs the folders new/ and cur/)",
    "cli.mbox-locked": "{path} is locked by another program; try again later",
    "cli.imap-hung-up": "the IMAP server {host} hung up ({error}); try again later",
    "cli.imap-login": ("the IMAP server {host} refused the login of {user} ({error}); check "
                       "--imap-user and PBEM_IMAP_PASSWORD"),
    "cli.imap-unreachable": ("the IMAP server {host}:{port} cannot be reached ({error}); try "
                             "again later"),
    "cli.imap-refused": "the IMAP server {host} refused: {error}",
    "cli.smtp-security": "the SMTP server {host}:{port}: {error}; change --security",
    "cli.smtp-tls": ("the SMTP server {host}:{port}: TLS failed ({error}); check --security and "
                     "the port"),
    "cli.smtp-unreachable": ("the SMTP server {host}:{port} cannot be reached ({error}); the mail "
                             "was not sent, try again later"),
    # a game another pbem is working on (every command that changes a game)
    "cli.game-locked": ("{path}: another pbem is working on this game (the lock {lock} is held); "
                        "try again in a moment"),
    "cli.no-mbox": "{path}: there is no mbox file here",
    "cli.not-journal": "{path}: not a pbem mail journal; move it away to start afresh",
    # git mode (pbem git ..., pbem site --git): the repository is not as pbem left it
    "cli.git-missing": "git is not installed (or not on PATH); install it to use git mode",
    "cli.git-failed": "git {command} failed (exit {code}): {said}",
    "cli.git-tree-changed": ("git commit recorded another tree than the one staged; the "
                             "repository is being changed by something else meanwhile"),
    "cli.git-uncommitted": ("{root} has uncommitted changes ({first}, ...): commit or undo them "
                            "first (pbem commits only what it made)"),
    "cli.git-not-sealed": "{game} is not sealed: git mode takes games made by 'pbem git init'",
    "cli.git-not-sealed-why": ("{game} is not sealed: git mode takes games made by 'pbem git "
                               "init', whose hidden part and players' reports are sealed"),
    "cli.git-game-exists": "{game} exists already: this folder holds a game",
    "cli.git-undo-failed": ("{order}: {error}; the order may be applied and saved in game.yaml "
                            "but is not committed, and putting the work tree back failed "
                            "({failed}): run 'git reset --hard {commit}' and 'git clean -fd -- "
                            "reports orders', then 'pbem git process' again"),
    "cli.git-undone": ("{order}: {error}; nothing of it was kept (the work tree is back at commit "
                       "{commit}): run 'pbem git process' again once this is mended"),
    "cli.git-unsigned": ("no commit of this branch carries pbem's signature for this game and "
                         "game key, so pbem cannot tell that game.yaml is the one it committed; "
                         "if the game master changed them on purpose (pbem undo, pbem secret "
                         "reset), run 'pbem git process DIR --accept-game-file' once"),
    "cli.git-went-back": ("the game went back: pbem signed step {top} in commit {top_commit}, but "
                          "its newest signed commit {last_commit} is at step {last}; restore the "
                          "branch to {top_commit} or later, or (pbem undo, pbem secret reset), "
                          "run 'pbem git process DIR --accept-game-file' once"),
    "cli.git-step-differs": ("game.yaml does not hold the step pbem signed in commit {commit} "
                             "(step {step}); if the game master changed them on purpose (pbem "
                             "undo, pbem secret reset), run 'pbem git process DIR "
                             "--accept-game-file' once"),
    "cli.git-changed-by": ("{path} was changed by commit {commit} ({author}: {subject}) after "
                           "pbem's last commit {last}, and pbem goes on only from the files it "
                           "committed; restore them with 'git restore --source={last} --staged "
                           "--worktree -- {places}' and commit, or if the game master changed "
                           "them on purpose (pbem undo, pbem secret reset), run 'pbem git "
                           "process DIR --accept-game-file' once"),
    "cli.git-not-plain.committed": ("{path} is {kind:path_kind}, where pbem writes: pbem writes "
                                    "only plain files into plain folders of the repository, so "
                                    "it processes nothing here; remove it ('git rm --cached -- "
                                    "{path}', then delete it) and commit"),
    "cli.git-not-plain": ("{path} is {kind:path_kind}, where pbem writes: pbem writes only plain "
                          "files into plain folders of the repository, so it processes nothing "
                          "here; remove it from the work tree"),
    # a step's reports not all written after the game was saved: what was done, what writes them
    "cli.reports-not-written": ("{file}: {reason}; {done}, but its reports could not all be "
                                "written: once the cause is mended, {again}"),
    "cli.done.order": "the order was applied and the game saved",
    "cli.done.turn": "the turn was played and the game saved",
    "cli.done.change": "the change was made and the game saved",
    "cli.again.apply": "run the same order again (pbem apply GAME ORDER) to write them",
    "cli.again.tick": "run 'pbem tick GAME' again to write them",
    "cli.again.tick-writes": "run 'pbem tick GAME' (or let the next tick run) to write them",
    "cli.again.report": ("write them with 'pbem report GAME --out FOLDER', once with each --format "
                         "(text, html, json); do not undo again, which would take back one more "
                         "order"),
    # the SMTP server's answers, quoted
    "cli.smtp-recipient-refused": "the recipient was refused: {answers}",
    "cli.smtp-message-refused": ("the SMTP server {host}:{port} refused the message: {code} "
                                 "{answer}"),
    "cli.smtp-answered": "the SMTP server {host}:{port} answered {code} {answer}",
    "cli.smtp-try-later": "{error}; the mail was not sent, try again later",
    "cli.no-address": "{player} has no address to send the answer to",
    # an order stored whose reply failed; a folder pbem writes into that is none
    "cli.stored-unanswered": ("message from {sender}: {player}'s order was applied and saved "
                              "(history entry {entry}), but then pbem failed ({error}), so its "
                              "reply and reports are not queued yet: take the same message in "
                              "again once this is mended ('pbem mail fetch' again, or the mail "
                              "system's next delivery): pbem recognises the order and writes its "
                              "reports and mails"),
    "cli.linked-folder": ("pbem writes reports here, and this is a link; nothing was written "
                          "through it: remove it (pbem makes the folder itself)"),
    "cli.not-a-folder": ("pbem writes reports here, and this is not a folder; nothing was written "
                         "through it: remove it (pbem makes the folder itself)"),
    # pbem undo, and a history that does not replay
    "cli.replay-ends-elsewhere": ("replaying the history ends in another state than the game "
                                  "file holds: the file was edited by hand; restore it from a "
                                  "backup"),
    "cli.replay-differs": ("history entry {entry}: replaying it does not give {what:replayed} it "
                           "records: the file was edited by hand; restore it from a backup (or "
                           "git)"),
    "cli.undo-over": ("game {game} is over and its seed was shown to every player at the end: "
                      "played on, everyone would know every roll and card to come; nothing was "
                      "taken back (--known-seed takes it back anyway)"),
    "cli.undo-nothing": "there is nothing to undo: no order has been processed",
    "cli.undo-no-turn": "turn {turn} is not in the game's history; its turns are {first} to {last}",
    "cli.undo-at-turn": "the game is at the start of turn {turn} already",
    # a game file that is not as pbem wrote it
    "cli.unsaveable": ("nothing was saved: the game would hold a value pbem cannot read back "
                       "({detail})"),
    "cli.order-not-game": ("this is an order file, not a game file; give the game file first "
                           "(e.g. 'pbem apply game.yaml order.yaml')"),
    "cli.invalid-game": ("the game file does not hold a valid game ({said}); restore it from a "
                         "backup"),
    "cli.sealed-misfit": "the sealed part does not fit the file ({error}); restore it from git",
    "cli.chain-prev": ("history entry {entry} does not follow the entry before it (or the game's "
                       "start): the file was edited by hand; restore it from a backup (or git)"),
    "cli.chain-hash": ("history entry {entry} does not match its hash: the file was edited by "
                       "hand; restore it from a backup (or git)"),
    "cli.state-hash": ("the game's state does not match the hash its last history entry "
                       "recorded: the file was edited by hand; restore it from a backup (or git)"),
    "cli.created-differs": ("created does not match the time of the set-up entry: the file was "
                            "edited by hand; restore it from a backup (or git)"),
    "cli.deadline-line-differs": ("the deadline line does not match the game's deadlines: the "
                                  "file was edited by hand; restore it from a backup (or git), "
                                  "and change deadlines with 'pbem deadline'"),
    "cli.seat-not-committed": ("the seat of {colour} is not the one the history's last seat "
                               "entry commits to: its name, email, secret hash or signing key "
                               "was edited by hand; restore the file from a backup (or git). A "
                               "new secret is given with 'pbem secret reset', a new player with "
                               "'pbem seat replace'"),
    "cli.seats-not-committed": ("the seats are not the ones the history commits to: the file was "
                                "edited by hand; restore it from a backup (or git)"),
    "cli.seat-no-digest": ("the seat of {colour} has no digest: its name, email, secret hash or "
                           "signing key was damaged or edited by hand; restore the file from a "
                           "backup (or git). A new secret is given with 'pbem secret reset'"),
    "cli.seat-digest-differs": ("the seat of {colour} does not match its digest: its name, "
                                "email, secret hash or signing key was damaged or edited by "
                                "hand; restore the file from a backup (or git). A new secret is "
                                "given with 'pbem secret reset'"),
    "cli.git-not-game-file": ("this is not a pbem game file; give the game file of the "
                              "repository (--game game.yaml)"),
    # a file pbem cannot read at all (an order, the game file, a position, a message)
    "cli.unreadable-file": ("cannot read the file ({reason}); check its name and that it is a "
                            "file you may read"),
    "cli.unreadable-content": ("cannot read the file ({reason}); check that it is a file you may "
                               "read"),
    "cli.not-plain-file": ("{what:file_read} must be a plain file, and this is {kind:file_is}; "
                           "give the file itself (pbem reads no links, pipes, devices or "
                           "folders)"),
    "cli.impossible-table": "this table cannot exist ({rule}: {refusal})",
    "cli.unreadable-position": "cannot read this position ({error})",
    "cli.imap-said-no": "the IMAP server {host} said no to {step}: {detail}",
    "cli.imap-step.folder": "the folder {folder}",
    "cli.imap-step.search": "the search for unseen messages",
    "cli.imap-step.fetch": "message {uid}",
    "cli.imap-step.mark": "marking message {uid} {flags}",
    # pbem mail send: a seat that cannot be mailed
    "cli.mail-not-playing": "{player} does not play in game {game}; its players are {players}",
    "cli.mail-no-email": ("{player} has no email in game {game}: there is nowhere to send his "
                          "report"),
    "cli.mail-email-not-plain": ("{player}'s email in game {game} ({email}) is not one plain "
                                 "address: no mail can go to it; the game master corrects it"),
    "cli.no-reply-address": "the message has no address to reply to (no Reply-To or From)",
    "cli.sealed-place-missing": "the sealed part names a place the file does not have ({error})",
    "cli.entry-kind-unknown": "history entry {entry} is of no kind pbem knows",
}

TERMS: dict[str, dict[str, str]] = {
    # what git mode found where it writes, in place of a plain file or folder
    "path_kind": {"link": "a link", "submodule": "a submodule", "other": "not a plain file",
                  "special": "not a plain file (a pipe, device or socket)"},
    # what replaying a history entry is compared with
    "replayed": {"outcome": "the outcome", "events": "the events", "state": "the state"},
    # a file pbem reads, and what it found there instead of a plain file
    "file_read": {"file": "a file pbem reads", "game": "the game file", "order": "an order",
                  "position": "a position file", "message": "a message"},
    "file_is": {"link": "a symbolic link", "folder": "a folder", "pipe": "a named pipe",
                "socket": "a socket", "device": "a device"},
}
