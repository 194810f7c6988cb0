"""English of the report's own words: the headings, labels and captions of the text and HTML
reports (``templates/report.*.j2``), the steps of its history, the table's facts, the board's
marks and the pictures' titles (``pbem/report``).

A heading is written as a sentence starts (``The board``); the text report writes some in
capitals itself.
"""

from __future__ import annotations

from pbem.messages.message import Entry, Plural

_PRIVATE = ("Keep it private: it shows that an order comes from you, and anyone who knows it "
            "can send orders in your name.")

PAGES: dict[str, Entry] = {
    # the head of a report
    "page.title": "Elasund, game {game}: report for {reader}",
    "page.html-title": "Elasund {game}, turn {turn}: report for {reader}",
    "page.everyone": "everyone",
    "page.secret": "Your secret",
    "page.secret-put": _PRIVATE + " Put it into every order you send:",
    "page.secret-sign": _PRIVATE + " Never put it into an order: sign each order with it:",
    "page.dice-checkable": "The dice can be checked",
    "page.seed-revealed": "The game is over, so its seed is revealed:",
    "page.seed-check": ("With it anyone can re-derive and check every roll, shuffle and draw of "
                        "the game."),
    "page.dice-fixed": "The dice are fixed in advance",
    "page.seed-secret": ("Every roll, shuffle and draw of this game comes from a secret seed "
                         "chosen before the first order. Its fingerprint:"),
    "page.seed-later": ("The seed is revealed when the game ends, so that anyone can then check "
                        "every roll."),
    # what happened
    "page.since-public": "What happened since the last report",
    "page.since-yours": "Since your last report",
    "page.newest-first": "(newest first)",
    "page.undo": "the game master took back orders: the game is back at turn {turn}",
    "page.hidden-take": "pirate-take: (the cards taken are hidden)",
    "page.applied": "Applied:",
    "page.refused": "Refused:",
    "page.nothing": "Nothing has happened since.",
    # the board
    "page.board": "The board",
    "page.board-text": "The board as text",
    "page.changed-public": "Outlined in orange: what changed since the last report.",
    "page.changed-yours": "Outlined in orange: what changed since your last report.",
    "page.owners": ("Letters on the pieces name their owners (r red, b blue, g green, y "
                    "yellow); a square in the owner's colour with their letter is a victory "
                    "cube."),
    "page.piece-title": "{piece:piece} of {owner} at {at}",
    "board.north": "north",
    "board.south": "south",
    "board.east": "east",
    "board.gate": "gate",
    "board.no-row-7": "no row 7",
    "board.ship": "ship >",
    "board.pirate": "pirate >",
    "board.svg-ship": "ship",
    "board.svg-pirate": "pirate",
    "board.svg-church": "church",
    # the table
    "page.table": "The table",
    "page.to-play": "(to play)",
    "page.winner": "(winner)",
    "page.you": "(you)",
    "page.out-of-game": "Out of the game: the {pieces:and} of {player}.",
    "page.your-hand": "Your hand",
    "page.hand": "{gold} gold; influence cards: {cards:list}.",
    "page.hand-gold": "{count} gold",
    "page.hand-colour": "{count} {colour:card}",
    "page.bank": "Bank: {gold} gold. Influence deck: {deck}. Discard pile: {discard}.",
    "page.loot": "The pirate's pile: {cards:list}.",
    "page.loot-card": "{colour:card}",
    "page.neutral": "Neutral buildings left: {buildings:list}.",
    "page.neutral-kind": "{kind:piece} {count}",
    "page.trade-track": "Trade track, free flags per space: {spaces:list}.",
    "page.trade-space": "{space}: {free} of {flags}",
    "page.trade-space-open": "{space}: no limit",
    "page.trade-cubes": "Space {space}: {players:and}.",
    "page.church-stack": Plural("Church: {built} tile built, {stack} face down in the stack.",
                                "Church: {built} tiles built, {stack} face down in the stack.",
                                "built"),
    "page.church-done": "Church: complete, all {built} tiles built.",
    "page.church-known": "You know that tile {tile} lies at the bottom of the stack.",
    "cards.count": Plural("{count} card", "{count} cards"),
    # choices, order and race
    "page.choices": "Your choices",
    "page.choices-note": Plural("{count} legal action; under it, what it costs and does",
                                "{count} legal actions; under each, what it costs and does"),
    "page.choices-count": Plural("{count} legal action", "{count} legal actions"),
    "page.order-heading": "Your order",
    "page.race": "The cube race",
    "page.race-note": "victory cubes on the board; {goal} win the game",
    "page.race-turn": "turn",
    "page.race-none": "No turn has been played yet.",
    "page.race-caption": "Victory cubes on the board at the end of each turn; {goal} win the game.",
    "page.race-goal": "{goal} cubes win",
    "page.race-turn-n": "turn {turn}",
    "page.race-desc": "Victory cubes on the board after turn {turn}: {players:list}.",
    "page.race-player": "{player} {cubes}",
    "page.footer": ("Elasund: The First City of Catan, by Klaus Teuber. Report made by pbem for "
                    "game {game}."),
}
"""The report's headings, labels, captions and facts."""

TERMS: dict[str, dict[str, str]] = {
    # a kind of card, as a hand or a pile counts it (``{colour:card}``)
    "card": {"gold": "gold", "red": "red", "blue": "blue", "green": "green"},
}
