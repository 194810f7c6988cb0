"""How many orders (mails) each player-turn of a game takes, and how many it would take with the
standing answers and the reports' notes of issue 17.

A turn takes more than one order when another player answers a decision during it (a hut to put
back, cards for the pirate), or when its player answers a decision of their own in an order of
its own (a church tile to keep, the pirate's loot), or stops with ``wait``. Each such turn is
played again from the state before it, as one order of its player:

* the other players' answers become standing answers (``discard``, ``hut``) they could have
  given in any earlier order of theirs: no mail of their own;
* the player's own answers join their order where the report now says they can: their own hut
  right after the build that removed it, their share of the pirate's cards right after the row,
  the first church tile's ``keep-church: spare-mine`` (when it keeps the tile they kept);
* an answer that needs what only the turn reveals cannot be written in advance and stays a
  second mail: the cards to take from the pirate's loot (``pirate-take``, known only once the
  others have paid), a church tile other than the one ``spare-mine`` keeps.

A turn counts as merged only when the merged orders lead to exactly the position the game
reached: nothing is counted that would not have played the same game.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from itertools import permutations

from pbem.elasund.pieces import CARD_KINDS
from pbem.elasund.position import Hand
from pbem.files.entries import OrderEntry
from pbem.files.game import Game, GameState
from pbem.files.order import SPARE_MINE, Order, OrderStep, Standing, step_from_notation
from pbem.history import states_of
from pbem.runner import run_order

REVEALED = ("pirate-take",)
"""Answers whose choices only the turn reveals: they cannot be written in advance."""


@dataclass
class Turn:
    """One player-turn: its orders, and what merging them came to."""

    turn: int
    player: str
    orders: list[OrderEntry]
    mails: int = 0  # after merging
    notes: list[str] = field(default_factory=list)


def turns_of(game: Game, states: list[GameState]) -> list[Turn]:
    """The game's orders by turn, with the turn's player (``states``: after each entry)."""
    found: dict[int, Turn] = {}
    for entry in game.history:
        if isinstance(entry, OrderEntry):
            active = states[entry.n - 1].position.active
            found.setdefault(entry.turn, Turn(entry.turn, active, [])).orders.append(entry)
    return list(found.values())


def _answer_standing(standing: Standing | None, action: str, hand: Hand) -> Standing:
    """Another player's answer as the standing answer that gives it: for the pirate, the
    kinds in an order that pays exactly those cards from that hand (a standing ``discard``
    gives as many of each kind as held, in the order listed)."""
    base = standing or Standing()
    keyword, _, value = action.partition(": ")
    if keyword == "hut":
        return replace(base, hut=(value,))
    if keyword != "discard":
        raise ValueError(f"not an answer another player can give in advance: {action}")
    cards = sorted(v.strip() for v in value.strip("[]").split(","))
    for kinds in permutations(CARD_KINDS):
        paid: list[str] = []
        for kind in kinds:
            paid += [kind] * min(hand.count(kind), len(cards) - len(paid))
        if sorted(paid) == cards:
            return replace(base, discard=kinds)
    raise ValueError(f"no standing answer pays {action}")


def _own_steps(turn: Turn, state: GameState) -> tuple[list[list[str]], Standing | None, list[str]]:
    """The turn player's actions as the orders they need (split where an answer needs what
    the turn reveals), their standing answers, and notes."""
    orders: list[list[str]] = [[]]
    notes: list[str] = []
    standing = state.standing.get(turn.player)
    own = [entry for entry in turn.orders if entry.player == turn.player]
    for entry in own:
        if entry is not own[0]:
            notes.append(f"{turn.player}'s order {entry.n} ({', '.join(entry.order['actions'])}) "
                         "joins their first")
        for action in entry.order["actions"]:
            keyword = action.partition(":")[0]
            if action == "wait":
                notes.append("'wait' kept the turn open on purpose: one order does it all")
                continue
            if keyword == "keep-church":
                standing = replace(standing or Standing(), keep_church=SPARE_MINE)
                continue
            if keyword in REVEALED and orders[-1]:
                notes.append(f"'{action}' needs the cards given up, known only once the "
                             "others have paid: a second mail")
                orders.append([])
            orders[-1].append(action)
    return orders, standing, notes


def merge(turn: Turn, before: GameState, after: GameState) -> None:
    """Play the turn again as few orders as it needs; set ``turn.mails`` and its notes. Left
    at its original count when the merged orders would not give the same game."""
    turn.mails = len(turn.orders)
    if len(turn.orders) == 1:
        return
    state = before.copy()
    notes = []
    for entry in turn.orders:
        if entry.player == turn.player:
            continue
        for action in entry.order["actions"]:
            # the pirate's demand comes from the row, before the turn changed any hand
            state.standing[entry.player] = _answer_standing(
                state.standing.get(entry.player), action, before.position.hands[entry.player])
            notes.append(f"{entry.player}'s '{action}' as a standing answer in an earlier order")
    orders, standing, own_notes = _own_steps(turn, state)
    for actions in orders:
        steps = tuple(OrderStep(step_from_notation(a).action) for a in actions)
        order = Order(turn.orders[0].order["game"], turn.player, turn.turn, steps,
                      standing=standing)
        run = run_order(state, order)
        if run.parts[0].refused is not None:
            turn.notes = [f"not merged: {run.parts[0].refused.action} was refused"]
            return
        state = run.state
    if state.position != after.position:
        kept = standing is not None and standing.keep_church == SPARE_MINE
        turn.notes = ["keep-church: spare-mine keeps another tile than the one kept: that "
                      "choice stays a second mail" if kept else
                      "not merged: the merged orders play another game"]
        return
    turn.mails = len(orders)
    kept = standing is not None and standing.keep_church == SPARE_MINE
    turn.notes = notes + own_notes + (
        ["keep-church: spare-mine kept the tile the player kept"] if kept else [])


def count(game: Game) -> list[Turn]:
    """Every player-turn of the game with its orders before and its mails after."""
    states = states_of(game)
    turns = turns_of(game, states)
    for turn in turns:
        first, last = turn.orders[0].n, turn.orders[-1].n
        merge(turn, states[first - 1], states[last])
    return turns

