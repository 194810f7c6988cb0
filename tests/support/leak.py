"""Self-play games for the leak tests, and their disguise: the same position and steps with
everything a reader may not know changed (hands' colours, the deck, the church stack, the
generator, others' secret event parts and refusals)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from pbem.elasund import Event, Position, apply, heuristic_action, random_action, setup
from pbem.elasund.dice import Generator
from pbem.elasund.engine import waiting_for
from pbem.elasund.pieces import CARD_KINDS, CHURCH_TILES, INFLUENCE_COLOURS
from pbem.report import Step

Race = list[tuple[int, dict[str, int]]]


SEED_MARKER = "SEEDMARK"


def play(seed: int, players: int, steps: int) -> list[tuple[Position, Step, Race]]:
    """A self-play game: after each step the position, the step and the race so far."""
    colours = ["red", "blue", "green", "yellow"][:players]
    pos, events = setup(colours, seed=f"{SEED_MARKER}-{seed}-leak")
    race: Race = [(1, dict.fromkeys(colours, 0))]
    played = [(pos, Step(0, 1, "gm", [], None, events), list(race))]
    rng = random.Random(seed)
    for n in range(1, steps + 1):
        if pos.is_over:
            break
        player = waiting_for(pos)[0]
        bot = random_action if seed % 2 else heuristic_action
        action = bot(pos, player, rng)
        turn = pos.turn
        # a refusal's reason may tell what a hand holds: here it quotes the sender's hand
        refused = f"church: C1 you hold {pos.hands[player]}" if n % 7 == 0 else None
        pos, events = apply(pos, player, action)
        if pos.turn != race[-1][0]:
            race.append((pos.turn, {c: pos.cubes_on_board(c) for c in colours}))
        played.append((pos, Step(n, turn, player, [action.notation()], refused, events),
                       list(race)))
    return played


def hidden_from(viewer: str, pos: Position) -> list[str]:
    """The players whose hands by colour the viewer may not see."""
    return [p for p in pos.players if p != viewer]


def swap_hidden_cards(pos: Position, viewer: str, rng: random.Random) -> None:
    """Swap influence cards between hidden hands and the deck: each hand keeps its count."""
    others = hidden_from(viewer, pos)
    for _ in range(12):
        hand = pos.hands[rng.choice(others)]
        held = [c for c in INFLUENCE_COLOURS if hand.count(c)]
        if not held or not pos.deck:
            continue
        card, index = rng.choice(held), rng.randrange(len(pos.deck))
        hand.add(card, -1)
        hand.add(pos.deck[index])
        pos.deck[index] = card


def disguise(pos: Position, viewer: str, rng: random.Random) -> Position:
    """The position with everything the viewer may not know changed."""
    fake = pos.copy()
    swap_hidden_cards(fake, viewer, rng)
    rng.shuffle(fake.deck)
    known = fake.church_known.get(viewer)
    body = fake.church_stack[:-1] if known is not None else fake.church_stack
    rng.shuffle(body)  # the reader's own tile stays at the bottom, where he knows it is
    fake.church_stack = body + ([known] if known is not None else [])
    for player in hidden_from(viewer, fake):
        if player in fake.church_known:
            fake.church_known[player] = rng.choice(CHURCH_TILES)
    fake.pending = [replace(p, options=rng.sample(CHURCH_TILES, len(p.options)))
                    if p.player != viewer else p for p in fake.pending]
    fake.rng = Generator(f"other-{rng.random()}", fake.rng.counter + 7)
    return fake


def _fake_secret(part: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    fake = dict(part)
    if "cards" in fake:
        kinds = CARD_KINDS if any(c == "gold" for c in fake["cards"]) else INFLUENCE_COLOURS
        fake["cards"] = [rng.choice(kinds) for _ in fake["cards"]]
    if "tiles" in fake:
        fake["tiles"] = rng.sample(CHURCH_TILES, len(fake["tiles"]))
    return fake


def disguise_step(step: Step, viewer: str, rng: random.Random) -> Step:
    """The step with others' secret event parts, refusals and pirate picks rewritten."""
    events = [Event(e.kind, e.public, {p: part if p == viewer else _fake_secret(part, rng)
                                       for p, part in e.secret.items()}) for e in step.events]
    if step.player == viewer:
        return replace(step, events=events)
    actions = ["pirate-take: [red, blue]" if a.startswith("pirate-take") else a
               for a in step.actions]
    refused = None if step.refused is None else f"bonus-gold: X4 {rng.random()}"
    return replace(step, actions=actions, refused=refused, events=events)
