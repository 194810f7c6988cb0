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
    # the pieces of the game as a report names them (``kind`` arguments)
    "kind": {"small-hut": "small hut", "large-hut": "large hut", "shop": "shop",
             "workshop": "workshop", "well": "well", "market": "market", "tavern": "tavern",
             "merchant": "merchant", "hall": "hall", "permit": "permit", "wall": "wall tile",
             "church": "church tile"},
    # the kinds of card a building gives as income (``income`` arguments)
    "income": {"gold": "gold", "influence": "influence", "": "-"},
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

GUIDE: dict[str, str] = {
    # what a choice costs and does (pbem/report/consequences.py)
    "costs": "costs {items:and}",
    "cost-gold": "{gold} gold",
    "cost-compensation": "{gold} gold to {player} for their permits there",
    "cost-cards": "{count} {colour} cards",
    "cost-rainbow": "one card of each colour",
    "cost-permit": "costs the permit's value in gold",
    "cost-permit-paid": "costs the permit's value in gold and 2 cards of the colour named by pay",
    "cost-pair": "costs 2 cards of the colour named by pay",
    "cost-upgrade": ("costs 2 cards of the colour named by pay and the difference of the two "
        "values in gold"),
    "cost-place-any": "costs one card of each colour and the permit's value in gold",
    "phase3-first": "an unplayed phase 3 first gives you its 2 gold",
    "piece-of": "the {kind} of {owner} on {at}",
    "piece-yours": "your {kind} on {at}",
    "removes": "removes {pieces:and}",
    "removes-hut": ("the rest of your order then waits for {players:and} to put the hut back, "
        "unless they gave a standing hut answer"),
    "removes-own-hut": ("you then put your hut back: write 'hut: SQUARE' after this action, or "
        "give a standing hut answer, and your order goes on"),
    "church-may-remove": ("the tile drawn lands on one of the church squares still to come and "
        "removes what stands there, which may be {pieces:or}"),
    "gains-trade": "gives you {points:n|trade point|trade points}",
    "wall-draws": "wall tile {tile}: you draw {count:n|influence card|influence cards}",
    "wall-tower": "wall tile {tile}, a watch tower: no card, one of your cubes on it",
    "takes-gold": "you take {gold} gold",
    "church-first": ("you see the top two church tiles and keep one for the foundation C8; "
        "your order stops there until you answer, unless it gives the standing answer "
        "keep-church: spare-mine (or a list of tiles)"),
    "ship-to": "the ship sails to row {row}",
    "church-area": "the church will cover {squares:list}",
    "church-area-removes": "there stand {pieces:and}, to be removed as their tiles come",
    "pirate-nobody": "nobody has cubes in that row: nobody gives up a card",
    "pirate-demands": "for their cubes in that row {owed:and}",
    "pirate-rule": ("The pirate takes from every player one card for each of their cubes in "
        "its row (PI2), and you then draw one of the cards given up for each watch tower of "
        "yours (PI3); nobody gets income this turn."),
    "answer-then-turn": ("After your answer the same order may go on with your turn: write its "
        "actions below the answer (what is legal then depends on the answer, so it is not "
        "listed here)."),
    "owes": "{player} gives up {count:n|card|cards}",
    "owes-you": "you give up {count:n|card|cards}",
    "hut-off": "the hut leaves the game (hut_replacement: may)",
    "end-turn-note": "ends your turn now",
    "end-turn-gold": "ends your turn now; an unplayed phase 3 takes its 2 gold",
    "wait-note": "stops here and keeps your turn open for a later order",
    # the groups of choices (pbem/report/options.py)
    "group-answer": "Your answer: {answer}",
    "group-answer-rule": "Your answer: {answer}. {rule}",
    "group-build": "Phase 2, build ({builds} of 2 build projects done)",
    "group-permit": "Phase 3, place a permit (it costs its value in gold) or take 2 gold",
    "group-bonus": "Phase 4, at most one bonus action (it ends the turn)",
    "group-end": "End the turn, or wait",
    # the order template (pbem/report/order_template.py)
    "order-how": ("Your order for turn {turn}: remove the '#' before each action you want "
        "(keep the two spaces before the '-'); the actions are applied in the order written."),
    "order-ends": ("Your turn ends after the last one unless it is 'wait' or you only answer a "
        "decision."),
    "order-answer-only": "It is not your turn: send just your answer.",
    "order-signed": "no secret here: sign this file, 'pbem sign ORDER --secret YOUR-SECRET'",
    "order-secret": "your secret from your first report; keep it private",
    "order-one-line": "one line for {count} choices: edit it into any of them,",
    "order-edit-arg": "{name} {values:or}",
    "order-options": ("Every choice on a line of its own: pbem options GAME --player {player} "
        "({count} lines)."),
    "order-intro-all": ("Copy the lines between the scissors into a file (or a mail), remove "
        "the '#' before the actions you choose and send it back. All {total} of your possible "
        "actions are written out, each with what it costs and does under it."),
    "order-intro": ("Copy the lines between the scissors into a file (or a mail), remove the "
        "'#' before the actions you choose and send it back. All {total} of your possible "
        "actions are here: {shown} written out, the others on lines to edit as the comment "
        "under each says."),
    "standing-head": "answers used later, when a decision is yours and you are not asked",
    "standing-discard": "pirate payments: these kinds first",
    "standing-hut": "where a removed hut of yours goes: the first free square",
    "standing-shortage": "a shortage (I3) takes your influence cards in this order",
    "standing-keep-church": ("the first church tile: keep the one whose church spares your "
        "buildings, and the order goes on"),
    # the building reference (pbem/report/reference.py)
    "kind-name": "{kind}",
    "ref-title": "Buildings, wall and church: what each costs and gives",
    "ref-headings": "building|size|squares|permits|gold|income|flags|left|you can pay",
    "ref-size": "{width}x{height}",
    "ref-income": "{income}",
    "ref-own-yours": "yours",
    "ref-own-built": "built",
    "ref-own-of": "{players:and}",
    "ref-yes": "yes",
    "ref-no": "no",
    "ref-wall": ("Wall tile: {north} gold on the north and south stretches, {east} gold on the "
        "east stretch (open once every north and south space is built); tiles {one:and} draw 1 "
        "influence card, tiles {two:and} draw 2, tiles {towers:and} are watch towers: no card, "
        "one of your cubes on it. A wall tile goes next to a gate or a built tile and is never "
        "removed."),
    "ref-wall-next": "Your next wall tile is {tile}.",
    "ref-wall-done": "All your wall tiles are built.",
    "ref-church": ("Church tile: {gold} gold, no permit, one of your cubes on it; {left} of "
        "{tiles} tiles left. It removes the building on its square, however big."),
    "ref-rules": ("A building needs as many permits on its squares as the table says, and the "
        "values of yours there must beat every other player's (B3, B4). You pay the owner of "
        "every other permit there its value in gold (B5), and the permits go back to their "
        "owners. It removes every smaller building it covers, and one of the same size for 3 "
        "influence cards of one colour (B8); a removed hut is put back by its owner. Income: "
        "one card of its kind when the ship stops in one of its rows (I1). Flags: one of your "
        "cubes on each (B7)."),
    # the church area (pbem/report/church_area.py)
    "church-unbuilt": ("The church: its first tile goes on the foundation {foundation}, and the "
        "tile kept decides where the rest of the church (3 by 3 tiles) will lie: somewhere in "
        "columns {first_col} to {last_col}, rows {first_row} to {last_row}. A church tile "
        "removes the building on its square."),
    "church-placed": ("The church area (tile {first} on C8): {squares:list}. Tiles still to "
        "come, with their squares: {waiting:list}."),
    "church-threats": "The church will remove {pieces:and} when their tiles come.",
    "church-complete-area": "The church is complete: {squares:list}.",
    # the header (pbem/report/status.py)
    "phase-nothing-to-build": ("phase 3, place a permit or take 2 gold (nothing can be built "
        "now)"),
    "turn-last": "Turn {turn}, the last.",
    "over-won": "The game is over: {winner} has won with all {cubes} cubes on the board.",
    "over-stuck": ("The game is over: nobody could place another cube, and {winner} has won "
        "with the most on the board."),
    # the table (pbem/report/table.py)
    "table-headings": "player|cubes|left|trade|gold|infl|permits|wall|to build",
    "table-marks": "* the active player, W the winner",
    "table-legend": ("cubes: victory cubes on the board; left: victory cubes still in supply; "
        "trade: trade points on the trade track; gold: gold cards; infl: influence cards (your "
        "own by colour under the table); permits: the values of the permits in supply; wall: "
        "the next wall tile; to build: the player's own buildings (shop, workshop) still to "
        "build."),
    # the envelope of an order (pbem/envelope.py)
    "envelope-not-yet": ("not yet: this order is for turn {turn}, and turn {now} is in "
        "progress; nothing of it was applied: send it again once turn {turn} has begun, or "
        "write an order for turn {now}"),
    "envelope-paused": ("this order was not applied, and is not kept: your order of history "
        "entry {entry} is still waiting for other players' decisions, and its rest ({rest:list}) "
        "goes on by itself once they have answered; send this order again after that if you "
        "still want it"),
    "nothing-more": "nothing more",
    # pbem apply --dry-run (pbem/cli/game_cmds.py)
    "dry-run-would-apply": "dry run, would apply",
    "dry-run-would-refuse": "dry run, would refuse",
    "dry-run-done": ("dry run: nothing was saved and no report was written; no card or church "
        "tile was drawn, and what follows one is checked when the order is processed"),
    # the usual slips of an order written by hand (pbem/files/order_hints.py)
    "yaml-tab": ("line {line} is indented with a tab, and YAML indents with spaces only: "
        "replace the tab with spaces"),
    "colon-missing": "a colon is missing after '{name}': write '{written}'",
    "action-unknown": "{word!r} is not an action. {actions}",
    "action-unknown-guess": "{word!r} is not an action; did you mean {guess!r}? {actions}",
    "actions-listed": ("The actions are {words:and} (a word alone) and {mapped:and} (with "
        "arguments, like 'build: {{building: tavern, at: D4}}')."),
    # the board (pbem/report/board_text.py, board_picture.py)
    "ship-not-yet": "The ship has not sailed onto the board yet.",
    "svg-church-maybe": "the church comes in here",
    "svg-church": "church",
    "ship-in-row": "The ship is in row {row}.",
    "pirate-in-row": "The pirate is in row {row}.",
    "board-legend": ("Pieces: hut small hut, HUT large hut, Sh shop, Wk workshop, We well, "
        "Mk market, Tv tavern, Mc merchant, Ha hall; P2 a permit of value 2, C5 church tile 5, "
        "W4 wall tile 4 (tiles 3, 6 and 9 are watch towers). Owners: .r red, .b blue, .g green, "
        ".y yellow. * a victory cube in that row (on a flag, a tower or a church tile); ! a "
        "building on a church square still to come, which the church will remove. Empty "
        "squares: t1 and t2 trade squares worth 1 or 2 trade points, CF the empty church "
        "foundation, c4 where church tile 4 will go; .. a free wall space. 'ship >' marks the "
        "ship's row, 'pirate >' when the ship is the pirate. There is no row 7: rows 6 and 8 "
        "are neighbours."),
}
"""What a report explains (pbem/report): the building reference, what each choice costs and
does, the order template and the legends, each a sentence with named placeholders."""

TERMS.update({
    # the parts of a time as reports show it (``pbem.deadlines.words``)
    "weekday": dict(zip("0123456", ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"),
                        strict=True)),
    "month": dict(zip([str(m) for m in range(1, 13)],
                      ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
                       "Nov", "Dec"), strict=True)),
    # what a missed turn becomes (``policy`` arguments)
    "policy": {"pass": "passed (2 gold, P1; a decision takes its fixed answer)",
               "stand-in": "played by the stand-in", "wait": "waited for (a notice only)"},
})

NOTICES: dict[str, str] = {
    # times
    "moment": "{weekday} {day} {month} {year}, {time} {zone}",
    "in-minute": "in 1 minute", "in-minutes": "in {count} minutes",
    "in-hour": "in 1 hour", "in-hours": "in {count} hours",
    "in-day": "in 1 day", "in-days": "in {count} days",
    "ago-minute": "1 minute ago", "ago-minutes": "{count} minutes ago",
    "ago-hour": "1 hour ago", "ago-hours": "{count} hours ago",
    "ago-day": "1 day ago", "ago-days": "{count} days ago",
    "now": "now",
    # the deadline line of a report and of pbem status
    "deadline-yours": "Your orders are due by {when}, {relative}.",
    "deadline-other": "{player} must answer by {when}, {relative}.",
    "deadline-paused": "The deadlines are paused.",
    "deadline-stand-in": "The stand-in plays for {player}.",
    # events every player sees
    "event-deadline-settings": ("The deadlines are set: {turn} for a turn, {decision} for a "
                                "decision, {grace} of grace, in {zone}; a missed turn is "
                                "{policy}."),
    "event-deadline-off": "The game master switched the deadlines off.",
    "event-deadline-pause": "The game master paused the deadlines.",
    "event-deadline-resume": "The game master resumed the deadlines.",
    "event-deadline-set": "The game master set the deadline of {players:and} to {when}.",
    "event-deadline-extend": ("The game master extended the deadline of {players:and} by {by}, "
                              "to {when}."),
    "event-deadline-late": ("{player} let the deadline of {when} pass; the game waits for "
                            "them."),
    "event-missed-deadline": ("The game did not wait for {player} (deadline {when}): the "
                              "{what} took the rules' fixed answer."),
    "event-missed-stand-in": ("The game did not wait for {player} (deadline {when}): the "
                              "{what} was played by the stand-in."),
    "event-civil-disorder": ("{player} missed {after} turn(s) in a row: the stand-in plays the "
                             "seat until the game master gives it to someone."),
    "event-seat-replace": "{name} takes over the seat of {colour} from {old}.",
    "event-seat-resign": ("{player} resigned: the stand-in plays the seat until the game master "
                          "gives it to someone."),
    "event-seat-absent": ("{player} is away from {start} to {end}: the game does not wait for "
                          "them meanwhile."),
    "event-seat-secret": "The game master gave {player} a new secret.",
    # reminders by mail
    "reminder-subject": "Game {game}, turn {turn}: your deadline is {relative}",
    "reminder-body": ("A reminder from game {game}: it waits for you ({player}) to {doing}. "
                      "Your deadline is {when}, {relative}.\n\nSend your order as usual; your "
                      "latest report shows what you may do. When the deadline has passed, "
                      "your turn is {policy}."),
    "doing-turn": "play your turn {turn}",
    "seat-first-report": ("You take over the seat of {player} in game {game}. Your secret, "
                          "for every order: {secret}\n\nThe game so far, as {player} may see "
                          "it, is attached; your report follows."),
}
"""What pbem tells of deadlines, missed turns and seats (``pbem.messages.notice``)."""
