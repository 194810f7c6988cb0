"""English: the report's sentences: every event by its kind (``event.KIND`` and its variants),
what a decision asks (``decision.NAME``), the phase of a turn and what the game waits for.

``{player:who}`` names a player as the reader knows them; ``{piece:piece}`` and the reason
formats word a value through ``TERMS`` (``pbem.messages.en``).
"""

from __future__ import annotations

from pbem.messages.message import Entry, Plural

_CUBES = "on the board, then gold"
_LOOK = "to keep one for the foundation and put the other under the stack."
_SHORT_CARDS = ("are due as income but only {supply} are left in the deck and the discard pile; "
                "everybody returns half of their influence cards.")

EVENTS: dict[str, Entry] = {
    "event.start-roll": "{player:who} rolled {first}+{second}: {sum}, to see who starts.",
    "event.first-player": "{player:who} plays first.",
    "event.roll": "{player:who} rolled {first}+{second}: {sum}.",
    "event.roll.pirate": "{player:who} rolled {first}+{second}: {sum}, the pirate.",
    "event.roll.forced": "{player:who} rolled {first}+{second}: {sum} (dice set in advance).",
    "event.roll.pirate.forced": ("{player:who} rolled {first}+{second}: {sum}, the pirate "
                                 "(dice set in advance)."),
    "event.ship": "The ship sails from row {start} to row {row}.",
    "event.ship.enters": "The ship sails onto the board at row {row}.",
    "event.ship.pirate": "The ship turns pirate and sails from row {start} to row {row}.",
    "event.ship.pirate.enters": "The ship turns pirate and sails to row {row}.",
    "event.pirate-demand": Plural("The pirate demands {count} card from {player:who}.",
                                  "The pirate demands {count} cards from {player:who}."),
    "event.discard": "{player:who} gave the pirate {cards}.",
    "event.pirate-reward": Plural("{player:who} took {count} card from the pirate's pile.",
                                  "{player:who} took {count} cards from the pirate's pile."),
    "event.pirate-reward.seen": Plural(
        "{player:who} took {count} card from the pirate's pile: {cards}.",
        "{player:who} took {count} cards from the pirate's pile: {cards}."),
    "event.draw": Plural("{player:who} drew {count} influence card {reason:draw_reason}.",
                         "{player:who} drew {count} influence cards {reason:draw_reason}."),
    "event.draw.seen": Plural(
        "{player:who} drew {count} influence card {reason:draw_reason}: {colours:series}.",
        "{player:who} drew {count} influence cards {reason:draw_reason}: {colours:series}."),
    "event.draw.none": ("{player:who} could draw no influence card {reason:draw_reason}: the "
                        "deck and the discard pile are empty."),
    "event.gold": "{player:who} took {count} gold {reason:gold_reason}.",
    "event.gold.income": "{player:who} received {count} gold {reason:gold_reason}.",
    "event.gold.none": "{player:who} received no gold {reason:gold_reason}: the bank is empty.",
    "event.pay": "{player:who} paid {gold} gold {reason:pay_reason}.",
    "event.pay.cards": "{player:who} paid {cards} {reason:pay_reason}.",
    "event.return": "{player:who} returned {gold} gold to the bank.",
    "event.return.cards": "{player:who} returned {cards} to the discard pile.",
    "event.shortage": ("Shortage: {due} gold are due as income but the bank holds only "
                       "{supply}; everybody returns half of their gold."),
    "event.shortage.cards": Plural("Shortage: {due} influence card " + _SHORT_CARDS,
                                   "Shortage: {due} influence cards " + _SHORT_CARDS, "due"),
    "event.reshuffle": "The influence cards were shuffled into a new deck of {deck} cards.",
    "event.built": "{player:who} built a {piece:piece} on {squares:series}.",
    "event.built.flag": Plural(
        "{player:who} built a {piece:piece} on {squares:series}, with {cubes} cube on its flag.",
        "{player:who} built a {piece:piece} on {squares:series}, with {cubes} cubes on its flag.",
        "cubes"),
    "event.built.flags": Plural(
        "{player:who} built a {piece:piece} on {squares:series}, with {cubes} cube on its flags.",
        "{player:who} built a {piece:piece} on {squares:series}, with {cubes} cubes on its "
        "flags.", "cubes"),
    "event.compensation": "{payer:who} paid {payee:who} {gold} gold for the permits there.",
    "event.removed": "The {piece:piece} of {owner:who} on {at} was removed.",
    "event.hut-out": "The {piece:piece} of {player:who} left the game.",
    "event.hut-placed": "{player:who} re-placed the {piece:piece} on {squares:series}.",
    "event.permit": "{player:who} placed a permit of value {value} on {at}.",
    "event.permit-back": "A permit of value {value} went back to the supply of {owner:who}.",
    "event.permit-moved": "{player:who} moved the permit on {start} to {at}.",
    "event.permit-upgraded": ("{player:who} upgraded the permit on {at} from value {was} to "
                              "{value}."),
    "event.trade": "{player:who} moved up on the trade track from {was} to {points} points.",
    "event.trade.back": "{player:who} went back on the trade track from {was} to {points} points.",
    "event.trade-cube": "{player:who} put a cube on space {space} of the trade track.",
    "event.trade-cube-lost": ("The cube of {player:who} on space {space} of the trade track "
                              "went back to the supply."),
    "event.wall": "{player:who} built wall tile {tile} on {at}.",
    "event.wall.tower": "{player:who} built wall tile {tile} on {at}, a watch tower, with a cube "
                        "on it.",
    "event.wall.tower.no-cube": ("{player:who} built wall tile {tile} on {at}, a watch tower "
                                 "(no cube left)."),
    "event.church-look": "{player:who} looked at the top two church tiles, " + _LOOK,
    "event.church-look.seen": ("{player:who} looked at the top two church tiles "
                               "({tiles:series}), " + _LOOK),
    "event.church": "{player:who} built church tile {tile} on {at} with a cube on it.",
    "event.church.no-cube": ("{player:who} built church tile {tile} on {at}, with no cube left "
                             "to put on it."),
    "event.church-complete": "The church is complete: all 9 tiles are built.",
    "event.turn-end": "{player:who} ended turn {turn}.",
    "event.turn-start": "Turn {turn} begins: {player:who} plays.",
    "event.auto": "{player:who} had only one choice, taken at once: {answer}.",
    "event.pay-ignored": ("Pay not needed: {player:who}'s {action} costs no influence cards, so "
                          "no {pay} cards were spent."),
    "event.no-more-cubes": (
        "Nobody can place another cube: no free square is left, no permit lies on the board, "
        "the church is complete and every wall space is built. The game ends, the players "
        "ranked by cubes " + _CUBES + ": {ranking:semis}. {winner:who} wins the game!"),
    "event.no-more-cubes.place": Plural("{player:who} {cubes} cube, {gold} gold",
                                        "{player:who} {cubes} cubes, {gold} gold", "cubes"),
    "event.win": "{player:who} has all {cubes} cubes on the board and wins the game!",
    # an event kind newer than the catalogue: what is known of it
    "event.other": "{kind}: {details:list}.",
    "event.other.bare": "{kind}.",
    # parts of the sentences above
    "cards.none": "no cards",
    "cards.kind": Plural("{count} {kind} card", "{count} {kind} cards"),
    "cards.kinds": Plural("{count} card ({kinds:list})", "{count} cards ({kinds:list})"),
    "cards.of-kind": "{count} {kind}",
    "reason.building": "for the {piece:piece}",
    "reason.other": "({reason})",
}
"""A sentence for every event kind the engine emits, by ``event.KIND`` and its variants."""

STATUS: dict[str, Entry] = {
    "phase.roll": "phase 1, the roll",
    "phase.build": "phase 2, build ({builds} of 2 builds done)",
    "phase.permit": "phase 3, place a permit or take 2 gold",
    "phase.bonus": "phase 4, one bonus action or end the turn",
    "phase.over": "the game is over",
    "decision.ship": "move the ship up or down (the roll of {count} is the ship's row)",
    "decision.pirate": "choose the row the pirate sails to",
    "decision.discard": Plural("give up {count} card to the pirate",
                               "give up {count} cards to the pirate"),
    "decision.pirate-take": Plural("take {count} card from the pirate's pile",
                                   "take {count} cards from the pirate's pile"),
    "decision.hut": "re-place a removed {piece:piece}",
    "decision.hut.own": "re-place your removed {piece:piece}",
    "decision.keep-church": "keep one of the two church tiles they saw",
    "decision.keep-church.own": "keep one of the two church tiles you saw",
    "decision.keep-church.seen": "keep one of the two church tiles you saw: {tiles:series}",
    "decision.other": "answer {decision}",
    "waiting.won": ("The game is over: {winner:who} has won with all {cubes} cubes on the "
                    "board."),
    "waiting.won.most": ("The game is over: nobody could place another cube, and {winner:who} "
                         "has won with the most on the board."),
    "waiting.your-move": "It is your move: {what}.",
    "waiting.others": "Nothing from you: {asked:semis}.",
    "waiting.others.public": "Waiting: {asked:semis}.",
    "waiting.must": "{player:who} must {decision}",
    "waiting.playing": "Nothing from you: {player:who} is playing {phase}.",
    "waiting.playing.public": "Waiting: {player:who} is playing {phase}.",
    "header.turn": "Turn {turn}: {player:who} is the active player.",
    "header.turn.over": "Turn {turn}, the last.",
    # pbem status, line by line
    "status.turn": "game {game}: turn {turn}, {player:who} to play, phase {phase:phase}",
    "status.over": "game {game}: the game is over after turn {turn}: {winner:who} has won",
    "status.seed": "the seed is revealed: {seed} (it gives every roll and shuffle of the game)",
    "status.waiting": "waiting for {player:who} to {decision:decision}",
    "status.waiting.turn": "waiting for {player:who} to play their turn",
    "status.paused": ("{player:who}'s order (history entry {entry}) goes on by itself once they "
                      "have answered"),
    "status.deadlines.paused": "deadlines: paused since {when}",
    "status.deadline.due": "deadline of {player:who}: {when} ({relative}){notes:clauses}",
    "status.deadline.none": "deadline of {player:who}: none{notes:clauses}",
    "status.deadline.stand-in": "played by the stand-in",
    "status.deadline.away": "away",
    "status.deadline.policy": "a missed turn is: {policy}",
    "status.last": "last processed: history entry {entry} ({kind:entry_kind}, {player}) at {at}",
    "status.languages": ("languages: {seats:series}; the public report and the game master: "
                         "{language:language}"),
    "status.language.seat": "{player} {language:language}",
}
"""The report's header (the phase, what a decision asks, whom the game waits for) and the
lines of ``pbem status``."""
