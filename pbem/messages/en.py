"""English, the language pbem speaks today: every refusal of the engine by its key.

Each sentence names its arguments (``{building}``); ``{x!r}`` quotes a text as the player
wrote it, and a list argument takes a format: ``{rows:or}`` gives ``4 or 5``, ``{names:and}``
gives ``red and blue``, ``{supply:list}`` gives ``1, 2`` (``none`` when empty).
"""

from __future__ import annotations

LANGUAGE = "en"

AND = " and "
OR = " or "
NONE = "none"

TERMS: dict[str, dict[str, str]] = {
    # the decision a player is asked to take (``decision`` arguments)
    "decision": {"ship": "move the ship up or down", "pirate": "choose the pirate's row",
                 "discard": "give up cards to the pirate", "hut": "re-place a removed hut",
                 "keep-church": "keep one of two church tiles",
                 "pirate-take": "take cards from the pirate's pile"},
    # what two influence cards of one colour pay for (``paid_for`` arguments)
    "paid_for": {"permit-any-row": "a permit in any row", "move-permit": "moving a permit",
                 "upgrade-permit": "upgrading a permit"},
}
"""Words an argument stands for: its value is a key here, the sentence gets the words."""

REFUSALS: dict[str, str] = {
    "active-unknown": "the active player {player!r} is not in the game",
    "answer-first": "first {decision}",
    "answer-unasked": "nobody is asked to answer {answer!r} now",
    "bonus-gold-colours": "2 bonus gold cost red, blue and green influence",
    "build-cost": ("this {building} costs {gold} gold plus {compensation} compensation; "
        "you hold {held}"),
    "build-over-cards": "building over the {piece} needs 3 influence cards of one colour",
    "build-over-colour": "building over the {piece} needs 3 {colour} cards",
    "build-over-larger": "a {building} cannot build over the larger {larger}",
    "build-over-nothing": "nothing of the same size lies there: leave out pay",
    "build-over-which": ("building over the {piece}: say which colour pays (pay: red, blue or "
        "green)"),
    "build-phase-over": "build projects belong to phase 2, which is over",
    "building-cubes": "{piece} at {at}: it has {flags} flag(s), not {cubes} cubes",
    "building-on-church": "a {building} at {at} would cover the church tile on {square}",
    "building-on-foundation": "a {building} at {at} would cover the empty church foundation C8",
    "building-outside": "a {building} at {at} would reach outside the city",
    "building-supply-empty": "no {building} is left in the supply",
    "building-unknown": "{building!r} cannot be built; buildings: {buildings}",
    "buildings-too-many": "{count} {building} on the board; there are {there}",
    "builds-done": "you have carried out two build projects this turn",
    "cards-exactly": "give exactly {count} card(s) of the kinds you hold",
    "cards-negative": "{player} holds a negative number of cards",
    "church-complete": "the church is complete",
    "church-cost": "a church tile costs {gold} gold",
    "church-stack-size-wrong": ("church-stack-size is {size}, but {unseen} church tiles are out of "
        "sight and {known} lie known under the stack"),
    "church-tile-bad": "{piece} at {at}: a church tile is numbered 1-9 and carries one cube",
    "church-tile-twice": "a church tile is both on the board and in the stack",
    "colour-twice": "each colour may be played by one player only",
    "colour-unknown": "{colour!r} is no colour; choose from {colours}",
    "cubes-too-many": "{player} has more than {cubes} cubes on the board",
    "deck-size-wrong": ("deck-size is {size}, but {unseen} influence cards are out of sight and "
        "{hidden} of them are held by other players"),
    "first-player-unknown": "the first player {player!r} is not in the game",
    "game-over": "the game is over: {player} has won",
    "gold-too-many": "more than {gold} gold cards in the hands",
    "hut-must-return": "the hut must be re-placed while there is room for it",
    "hut-no-room": "{square} is not a free square off the trade squares",
    "influence-count": "{count} {colour} influence cards; there are {there}",
    "keep-seen-tile": "keep one of the two tiles you see: {first} or {second}",
    "large-hut-no-room": ("{square} is not a free square off the trade squares with a free square "
        "below it"),
    "no-own-permit": "you have no permit on {square}",
    "not-your-turn": "it is {active}'s turn, not {player}'s",
    "own-building-built": "your {building} is already on the board",
    "own-permit-missing": "you need at least one permit of your own on the squares",
    "pair-colour": ("{paid_for} costs 2 influence cards of one colour, and you do not hold "
        "2 {colour} cards"),
    "pair-colour-other": ("{paid_for} costs 2 influence cards of one colour, and you do not hold "
        "2 {colour} cards; you could pay {colours}"),
    "pair-none": ("{paid_for} costs 2 influence cards of one colour: say which with pay "
        "(you hold no 2 cards of one colour)"),
    "pair-which": ("{paid_for} costs 2 influence cards of one colour: say which with pay "
        "({colours})"),
    "pending-unknown": "unknown pending decision {name!r}",
    "permit-cost": "a permit of value {value} costs {value} gold; you hold {held}",
    "permit-no-row": ("a permit goes in no row without paying; elsewhere it costs 2 influence "
        "of one colour (pay)"),
    "permit-not-in-supply": ("you have no permit of value {value} in supply "
        "(supply: {supply:list})"),
    "permit-phase-over": "phase 3 of this turn is over",
    "permit-rows": ("a permit goes in row {rows:or}; elsewhere it costs 2 influence of one "
        "colour (pay)"),
    "permit-value": "{piece} at {at}: a permit has a value 0 to 4",
    "permits-missing": "a {building} needs {needed} permit(s) on its squares; {found} lie there",
    "permits-outnumbered": "your permits there total {total}, another player's {other}",
    "permits-tie": "your permits there total {total}, a tie: nobody builds",
    "phase-unknown": "phase is one of {phases}",
    "piece-on-foundation": "{piece} on the empty church foundation C8",
    "piece-outside": "{piece} at {at}: outside the city",
    "piece-owner-unknown": "{piece} at {at}: owner {owner!r} is not in the game",
    "piece-twice": "{player} has two of the same {piece} on the board",
    "piece-unknown": "{piece} at {at}: unknown piece; pieces: {pieces}",
    "pieces-overlap": "{piece} and {other} both on {square}",
    "pirate-other-row": "the pirate must move to another row than {row}",
    "place-colours": "placing a permit anywhere costs red, blue and green influence",
    "place-cost": "the permit costs {gold} gold; you will hold {held}",
    "place-not-in-supply": "you have no permit of value {value} in supply",
    "players-count": "Elasund is for 2 to 4 players, not {count}",
    "roll-first": "the turn begins with the roll",
    "rolled-already": "the dice were rolled for this turn already",
    "row-needs-no-pay": "row {row} needs no payment: leave out pay",
    "rule-option-unknown": "unknown rule option {name!r}; options: {options}",
    "rule-value-unknown": "{name} is one of {values}",
    "rules-version-unknown": "rules-version is one of {versions}, not {version!r}",
    "several-fit": "{count} actions fit; say which by giving {missing:and}",
    "ship-cannot-move": "the ship cannot move that way",
    "square-not-free": "{square} is not a free square of the city",
    "trade-cube-unearned": "{player} has a cube on space {space} but fewer points",
    "trade-points-range": "{player}'s trade points run 0 to {most}",
    "trade-space-full": "space {space} has {flags} flag(s)",
    "trade-space-unknown": "space {space} of the trade track has no flags",
    "upgrade-cost": "the upgrade costs {gold} gold",
    "upgrade-higher": "upgrade to a higher permit in your supply than {value}",
    "view-gives-whole": ("a view gives {field}, not {given} (the game master's position gives "
        "{given} and every hand by colour)"),
    "view-hands-by-colour": ("hands gives {players:and} by colour, but a view shows its viewer's "
        "hand alone by colour"),
    "waiting-for-other": "the game waits for {player} to {decision}",
    "wall-cost": "a wall tile on {square} costs {gold} gold",
    "wall-cube": "{piece} at {at}: only a tower (3, 6, 9) carries a cube",
    "wall-misplaced": "{piece} at {at}: not a wall space of this game, or no tile 1-9",
    "wall-not-next": "{square} is not next to a gate or a built wall tile; open: {open}",
    "wall-spaces-full": "every wall space is built",
    "wall-where": "say where the wall tile goes; open: {open}",
    "walls-all-built": "all 9 of your wall tiles are built",
    "walls-overlap": "two wall tiles on one wall space",
    "winner-unknown": "the winner {player!r} is not in the game",
}
"""The engine's refusals (``RuleError.key``), each a sentence a player can act on."""

LEAGUE: dict[str, str] = {
    # pbem status DIR: the table's columns, a game's state, its problems
    "folder-column-game": "game",
    "folder-column-state": "state",
    "folder-column-turn": "turn",
    "folder-column-waiting": "waiting for",
    "folder-column-deadline": "deadline",
    "folder-column-last": "last activity",
    "folder-column-problems": "problems",
    "folder-state-new": "new",
    "folder-state-running": "running",
    "folder-state-decision": "decision",
    "folder-state-over": "over",
    "folder-state-broken": "broken",
    "folder-won": "nobody: {player} won",
    "folder-waiting-decision": "{player} to {decision}",
    "folder-empty": ("no game below {folder}: a games folder holds each game as a file "
        "game.yaml in a folder of its own"),
    "folder-not-there": ("{folder} is not there: give the folder that holds the games (each "
        "in a folder of its own, as {example})"),
    "folder-is-file": ("{folder} is a file, not a folder: give the folder that holds the games "
        "(each in a folder of its own, as {example})"),
    "folder-internal-error": ("{game}: internal error ({kind}: {text}); the other games went "
        "on. Please report this with the command you ran."),
    "folder-summary": "{games} game(s) below {folder}; {needing} need(s) the game master",
    "problem-mail-refused": "{count} mail(s) refused for good by the mail server: see {folder}",
    "problem-mail-waiting": "{count} mail(s) not sent yet (the next run sends them)",
    "problem-deadline-passed": "the deadline {deadline} has passed",
    "problem-same-id": "its id {game} is also the id of {other:and}: rename one",
    # a games folder's settings file (pbem.toml or pbem.yaml)
    "settings-two": "{first} and {second} both hold the folder's settings: keep one",
    "settings-unknown": "{path}: unknown key(s) {keys:and}; the keys are {known:and}",
    "settings-unreadable": "{path}: not TOML ({error})",
    "settings-not-a-table": "{path}: give keys and values (a table)",
    "settings-type": "{path}: mail {key} cannot be {value}",
    "settings-security": "{path}: mail security is one of {securities:list}, not {value!r}",
    # one mail address for many games (pbem mail fetch/ingest --games DIR)
    "cli-game-and-games": "give a game file or --games DIR, not both",
    "cli-no-game": "give the game file, or --games DIR for every game below a folder",
    "cli-games-reports": "--reports goes with one game; with --games each game's reports go "
        "beside it",
    "route-owner": "the games folder {folder}",
    "route-subject": "Your message to the game master",
    "route-unknown": ("pbem could not tell which of your games this message is for: it names "
        "no game that your address plays in."),
    "route-your-games": "The games {address} plays in here:",
    "route-game-line": "{game}: {player}, turn {turn}, {state}",
    "route-your-move": "your move",
    "route-not-your-move": "not your move",
    "route-game-over": "the game is over",
    "route-how": ("Name the game in your order (the line 'game: {example}'), or answer a mail "
        "of that game, and send it again."),
    "route-no-games": ("{address} plays in no game here. If you play from another address, "
        "send your order from that one."),
    "route-unreadable": "message ignored: {reason}",
    "route-ignored": "message from {sender} ignored: {reason}",
    "route-held": ("messages for game {game} wait: its file {path} cannot be read; mend it "
        "and run again"),
    "route-waits": "message for game {game} left in the mailbox for the next run",
    "route-game": "game {game}",
    "route-seen": "message from {sender} was answered before; nothing to do",
    "route-answered": "message from {sender} names no game of theirs; {count} answer(s) with "
        "their own games",
    "route-sent": "{game}: {count} mail(s) sent",
    "route-count": "{count} new message(s) in the mailbox",
    "route-written": "{count} mail(s) written to {outbox}/ (nothing sent)",
    "route-total": "{count} mail(s) sent",
    # spectators (pbem spectator add/remove/list, their mails)
    "spectator-added": "{game}: {email} watches, {delay} turn(s) late",
    "spectator-removed": "{game}: {email} no longer watches",
    "spectator-none": "{game}: nobody watches",
    "spectator-line": "{email}: {delay} turn(s) late",
    "spectator-address": "{email!r} is not one plain mail address (name@example.org)",
    "spectator-delay": "--delay is 0 to {most} turns, not {delay}",
    "spectator-player": "{email} plays in game {game}: a player gets his own reports",
    "spectator-unknown": "{email} does not watch game {game}",
    "spectator-subject": "Game {game}, turn {turn}: the public report",
    "spectator-subject-late": "Game {game}, turn {turn}: the public report ({delay} turn(s) late)",
    # webhooks (pbem notify): the game master's settings, then what a channel is told
    "notify-kind": "--kind is one of {kinds:list}, not {kind!r}",
    "notify-env": ("{name!r} is not the name of an environment variable (capitals, digits "
        "and _, e.g. PBEM_HOOK_HARBOUR)"),
    "notify-token": "a matrix hook needs --token-env VAR: the variable holding its access token",
    "notify-events": "--events are some of {known:list}, not {events:list}",
    "notify-mention-colour": "--mention: {colour!r} is not a colour of the game ({players:list})",
    "notify-mention": ("--mention: {text!r} is not a mention (a Discord <@id>, or a name "
        "without spaces)"),
    "notify-too-many": "a game has at most {most} webhooks",
    "notify-no-hook": "there is no webhook {number}: the game has {count}",
    "notify-none": "{game}: no webhook",
    "notify-line": "{number}: {kind}, the URL in {name}, for {events:list}",
    "notify-sent": "{game}: {sent} notification(s) sent, {waiting} waiting",
    "notify-unset": ("{game}: notifications wait: {name} is not set (it holds the hook's URL; "
        "set it in the environment of the pbem that sends)"),
    "notify-down": "notification {name} waits: the hook did not take it ({reason})",
    "notify-refused": ("notification {name} refused by the hook ({reason}); it is in the "
        "hooks' refused/ folder"),
    "notify-scheme": "its URL is neither http nor https",
    "notify-turn": "Elasund {game}, turn {turn}: {waiting:and}.",
    "notify-plays": "{player} to play",
    "notify-over": "Elasund {game}: the game is over after turn {turn}; {player} has won.",
    "notify-deadline": "Elasund {game}, turn {turn}: {player}'s deadline is near: {deadline}.",
    "notify-missed": "Elasund {game}: {player} missed turn {turn}; it was played for them.",
    "problem-hooks-refused": "{count} notification(s) refused for good by a hook: see {folder}",
    "problem-hooks-waiting": "{count} notification(s) not sent yet (the next run sends them)",
    # statistics (pbem stats, the final report, the site): titles, notes, rows
    "stats-title": "Game {game} in numbers",
    "stats-note-over": ("The game is over after turn {turns} ({entries} history entries). Every "
        "figure is counted from the history as the public report tells it."),
    "stats-note-running": ("The game so far: turn {turns}, {entries} history entries. Every "
        "figure is counted from the history as the public report tells it."),
    "stats-table-cubes": "Victory cubes",
    "stats-table-gold": "Gold",
    "stats-table-cards": "Influence cards",
    "stats-table-builds": "Builds",
    "stats-table-turns": "Permits, the pirate, turns",
    "stats-table-dice": "The dice: rolls by sum against two fair dice",
    "stats-table-ship": "The ship's rows",
    "stats-cubes-at-start": "on the board at the start",
    "stats-cubes-now": "on the board now",
    "stats-placed-buildings": "placed on buildings",
    "stats-placed-towers": "placed on watch towers",
    "stats-placed-church": "placed on the church",
    "stats-placed-trade": "placed on the trade track",
    "stats-lost-buildings": "lost with buildings",
    "stats-lost-trade": "lost from the trade track",
    "stats-earned-income": "income",
    "stats-earned-phase-3": "instead of a permit",
    "stats-earned-bonus": "bonus action",
    "stats-earned-compensation": "compensation received",
    "stats-gold-earned": "gold earned",
    "stats-paid-building": "paid for buildings",
    "stats-paid-wall": "paid for walls",
    "stats-paid-church": "paid for the church",
    "stats-paid-permit": "paid for permits",
    "stats-paid-upgrade-permit": "paid to upgrade permits",
    "stats-paid-place-permit": "paid to place permits anywhere",
    "stats-paid-compensation": "compensation paid",
    "stats-paid-shortage": "returned in a shortage",
    "stats-paid-pirate": "given to the pirate",
    "stats-paid-build-over": "paid to build over",
    "stats-paid-permit-in-any-row": "paid for a permit outside its rows",
    "stats-paid-move-permit": "paid to move permits",
    "stats-paid-bonus-gold": "paid for bonus gold",
    "stats-gold-paid": "gold paid",
    "stats-drawn-start": "drawn at the start",
    "stats-drawn-income": "drawn as income",
    "stats-drawn-wall": "drawn for walls",
    "stats-cards-drawn": "cards drawn",
    "stats-cards-paid": "cards paid",
    "stats-built-wall": "wall tiles",
    "stats-built-church": "church tiles",
    "stats-lost": "{piece} lost",
    "stats-permits-placed": "permits placed",
    "stats-permits-moved": "permits moved",
    "stats-permits-upgraded": "permits upgraded",
    "stats-pirate-lost": "cards given to the pirate",
    "stats-pirate-gained": "cards taken from the pirate",
    "stats-turns": "turns played",
    "stats-orders": "orders sent",
    "stats-reply-median": "reply time, median",
    "stats-reply-longest": "reply time, longest",
    "stats-missed": "missed turns",
    "stats-dice-sum": "sum",
    "stats-dice-seen": "rolled",
    "stats-dice-expected": "expected",
    "stats-dice-set": "set ahead",
    "stats-dice-none": "No roll was made by the seed yet.",
    "stats-dice-summary": ("{rolls} rolls made by the seed. Their difference from two fair dice "
        "has a chi-square of {chi} (10 degrees of freedom): fair dice differ this much or more "
        "in {percent} % of games. 'pbem verify' checks every roll against the revealed seed."),
    "stats-dice-forced": ("{forced} roll(s) were set in advance by the start position; they are "
        "not the seed's and are left out of the comparison."),
    "stats-ship-row": "row",
    "stats-ship-ship": "ship",
    "stats-ship-pirate": "pirate",
    "stats-chart-expected": "- - expected",
    "stats-chart-cubes": "Victory cubes placed, by where they went",
    "stats-source-buildings": "buildings",
    "stats-source-towers": "watch towers",
    "stats-source-church": "church",
    "stats-source-trade": "trade track",
    # the public site (pbem site DIR)
    "site-step": "step {step}",
    "site-nav-label": "pages of this site",
    "site-all-games": "All games",
    "site-game": "Game {game}",
    "site-first": "first step",
    "site-previous": "previous step",
    "site-next": "next step",
    "site-log": "The log",
    "site-latest": "The latest report",
    "site-kicker": "Elasund, played by {players:list}",
    "site-game-title": "Elasund, game {game}",
    "site-log-title": "Elasund, game {game}: the log",
    "site-index-title": "Elasund games",
    "site-index-about": ("{running} game(s) running and {finished} finished. Every page shows "
        "what the public report shows, never a player's cards."),
    "site-index-footer": ("Elasund: The First City of Catan, by Klaus Teuber. Pages made by "
        "pbem from the public reports."),
    "site-footer": ("Elasund: The First City of Catan, by Klaus Teuber. Pages made by pbem "
        "from the public reports of game {game}."),
    "site-no-games": "No game here yet.",
    "site-running": "Running",
    "site-finished": "Finished",
    "site-column-game": "Game",
    "site-column-players": "Players",
    "site-column-turn": "Turn",
    "site-column-state": "Now",
    "site-column-last": "Last move",
    "site-column-step": "Step",
    "site-column-what": "What happened",
    "site-won": "over: {player} won",
    "site-waiting": "waiting for {players:and}",
    "site-board": "The board",
    "site-board-caption": "The board after step {step}.",
    "site-race": "The cube race",
    "site-steps": "Every step",
    "site-verify-title": "The dice can be checked",
    "site-verify-seed": "The game is over, so its seed is revealed:",
    "site-verify-commitment": ("Its fingerprint, published in the first report before any "
        "order, is"),
    "site-verify-download": "Download the dice record and the checker:",
    "site-verify-run": ("Run the checker with Python 3 alone; it re-derives every roll from the "
        "seed:"),
    "site-verify-pbem": "Or, with pbem and the game file:",
    "site-same-id": "game {game} is also the id of {other}; its pages were not written",
    "site-dice-mismatch": "game {game}: the seed does not give the recorded dice ({where})",
    "site-written": "wrote the site of {games} game(s) into {out} (open {index})",
}
"""The games folder, the public site, the statistics, spectators' mail and notifications:
every sentence by its key (``pbem.messages.say``)."""
