"""English: every refusal of the engine (``RuleError.key``) and every fault of an action's form
(``ActionSyntaxError.key``), each a sentence a player can act on.

``{x!r}`` quotes a text as the player wrote it; the formats of a placeholder (``{rows:or}``,
``{decision:decision}``) are those of ``pbem.messages``.
"""

from __future__ import annotations

from pbem.messages.message import Entry, Plural

REFUSALS: dict[str, Entry] = {
    "active-unknown": "the active player {player!r} is not in the game",
    "answer-first": "first {decision:decision}",
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
    "pair-colour": ("{paid_for:paid_for} costs 2 influence cards of one colour, and you do not "
        "hold 2 {colour} cards"),
    "pair-colour-other": ("{paid_for:paid_for} costs 2 influence cards of one colour, and you do "
        "not hold 2 {colour} cards; you could pay {colours}"),
    "pair-none": ("{paid_for:paid_for} costs 2 influence cards of one colour: say which with pay "
        "(you hold no 2 cards of one colour)"),
    "pair-which": ("{paid_for:paid_for} costs 2 influence cards of one colour: say which with pay "
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
    "permits-missing": Plural("a {building} needs {needed} permit on its squares; {found} lie "
                              "there",
                              "a {building} needs {needed} permits on its squares; {found} lie "
                              "there", "needed"),
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
    "waiting-for-other": "the game waits for {player} to {decision:decision}",
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

ACTION_FORMS: dict[str, str] = {
    "action-unknown": "unknown action {action!r}; known actions: {known:list}",
    "action-shape": "an action is a word or a mapping with one key, like 'church'",
    "action-mapping": "{keyword}: expected a mapping such as {{at: D4}}",
    "action-key-unknown": "{keyword}: unknown key {key!r}; allowed: {allowed:list}",
    "action-missing": "{keyword}: missing {missing:list}",
    "action-number": "{keyword}: {key} must be a whole number, not {value!r}",
    "action-word": "{keyword}: {key} must be a word such as D4, not {value!r}",
    "action-cards": "{keyword}: expected a list of cards such as [gold, red]",
    "action-ship": "ship: answer 'up' or 'down'",
    "action-hut": "hut: give a square such as G11 (a large hut: its top square)",
    "notation-unreadable": "cannot read action {text!r}",
    "notation-short": "action ends too early",
    "notation-colon": "expected ':' in a mapping",
}
"""An action of the wrong form (``ActionSyntaxError.key``): what the order reader says."""
