"""English of what a report explains (pbem/report): the building reference, what each choice
costs and does, the order template, the church area, the table's and the board's legends, and
the usual slips of an order written by hand, each a sentence with named placeholders."""

from __future__ import annotations

from pbem.messages.message import Entry, Plural

GUIDE: dict[str, Entry] = {
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
    "piece-of": "the {kind:kind} of {owner} on {at}",
    "piece-yours": "your {kind:kind} on {at}",
    "removes": "removes {pieces:and}",
    "removes-hut": ("the rest of your order then waits for {players:and} to put the hut back, "
        "unless they gave a standing hut answer"),
    "removes-own-hut": ("you then put your hut back: write 'hut: SQUARE' after this action, or "
        "give a standing hut answer, and your order goes on"),
    "church-may-remove": ("the tile drawn lands on one of the church squares still to come and "
        "removes what stands there, which may be {pieces:or}"),
    "gains-trade": Plural("gives you {points} trade point",
        "gives you {points} trade points", count="points"),
    "wall-draws": Plural("wall tile {tile}: you draw {count} influence card",
        "wall tile {tile}: you draw {count} influence cards"),
    "wall-tower": "wall tile {tile}, a watch tower: no card, one of your cubes on it",
    "takes-gold": "you take {gold} gold",
    "church-first": ("you see the top two church tiles and keep one for the foundation C8; your "
        "order stops there until you answer, unless it gives the standing answer keep-church: "
        "spare-mine (or a list of tiles)"),
    "ship-to": "the ship sails to row {row}",
    "church-area": "the church will cover {squares:list}",
    "church-area-removes": "there stand {pieces:and}, to be removed as their tiles come",
    "pirate-nobody": "nobody has cubes in that row: nobody gives up a card",
    "pirate-demands": "for their cubes in that row {owed:and}",
    "pirate-rule": ("The pirate takes from every player one card for each of their cubes in its "
        "row (PI2), and you then draw one of the cards given up for each watch tower of yours "
        "(PI3); nobody gets income this turn."),
    "answer-then-turn": ("After your answer the same order may go on with your turn: write its "
        "actions below the answer (what is legal then depends on the answer, so it is not "
        "listed here)."),
    "owes": Plural("{player} gives up {count} card",
        "{player} gives up {count} cards"),
    "owes-you": Plural("you give up {count} card",
        "you give up {count} cards"),
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
    "order-how": ("Your order for turn {turn}: remove the '#' before each action you want (keep "
        "the two spaces before the '-'); the actions are applied in the order written."),
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
    "kind-name": "{kind:kind}",
    "ref-title": "Buildings, wall and church: what each costs and gives",
    "ref-headings": "building|size|squares|permits|gold|income|flags|left|you can pay",
    "ref-size": "{width}x{height}",
    "ref-income": "{income:income}",
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
    "phase-nothing-to-build": "phase 3, place a permit or take 2 gold (nothing can be built now)",
    # the table (pbem/report/table.py)
    "table-headings": "player|cubes|left|trade|gold|infl|permits|wall|to build",
    "table-marks": "* the active player, W the winner",
    "table-legend": ("cubes: victory cubes on the board; left: victory cubes still in supply; "
        "trade: trade points on the trade track; gold: gold cards; infl: influence cards (your "
        "own by colour under the table); permits: the values of the permits in supply; wall: "
        "the next wall tile; to build: the player's own buildings (shop, workshop) still to "
        "build."),
    # pbem apply --dry-run (pbem/cli/game_cmds.py)
    "dry-run-would-apply": "dry run, would apply",
    "dry-run-would-refuse": "dry run, would refuse",
    "dry-run-done": ("dry run: nothing was saved and no report was written; no card or church "
        "tile was drawn, and what follows one is checked when the order is processed"),
    # the usual slips of an order written by hand (pbem/files/order_hints.py)
    "yaml-tab": ("line {line} is indented with a tab, and YAML indents with spaces only: "
        "replace the tab with spaces"),
    "colon-missing": "a colon is missing after '{name}': write '{written}'",
    "hint.action-unknown": "{word!r} is not an action. {actions}",
    "hint.action-unknown-guess": "{word!r} is not an action; did you mean {guess!r}? {actions}",
    "actions-listed": ("The actions are {words:and} (a word alone) and {mapped:and} (with "
        "arguments, like 'build: {{building: tavern, at: D4}}')."),
    # the board (pbem/report/board_text.py, board_picture.py)
    "ship-not-yet": "The ship has not sailed onto the board yet.",
    "svg-church-maybe": "the church comes in here",
    "svg-church": "church",
    "ship-in-row": "The ship is in row {row}.",
    "pirate-in-row": "The pirate is in row {row}.",
    "board-legend": ("Pieces: hut small hut, HUT large hut, Sh shop, Wk workshop, We well, Mk "
        "market, Tv tavern, Mc merchant, Ha hall; P2 a permit of value 2, C5 church tile 5, W4 "
        "wall tile 4 (tiles 3, 6 and 9 are watch towers). Owners: .r red, .b blue, .g green, .y "
        "yellow. * a victory cube in that row (on a flag, a tower or a church tile); ! a "
        "building on a church square still to come, which the church will remove. Empty "
        "squares: t1 and t2 trade squares worth 1 or 2 trade points, CF the empty church "
        "foundation, c4 where church tile 4 will go; .. a free wall space. 'ship >' marks the "
        "ship's row, 'pirate >' when the ship is the pirate. There is no row 7: rows 6 and 8 "
        "are neighbours."),
}
"""What a report explains, and an order's slips named where they are."""

TERMS: dict[str, dict[str, str]] = {
    # a piece as the building reference names it (``{kind:kind}``)
    "kind": {"small-hut": "small hut", "large-hut": "large hut", "shop": "shop",
             "workshop": "workshop", "well": "well", "market": "market", "tavern": "tavern",
             "merchant": "merchant", "hall": "hall", "permit": "permit", "wall": "wall tile",
             "church": "church tile"},
    # the kinds of card a building gives as income (``{income:income}``)
    "income": {"gold": "gold", "influence": "influence", "": "-"},
}
