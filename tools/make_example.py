"""Make pbem's example game "harbour": its set-up, start position and orders, by seeded search.

Run it from the repository's top folder:

    .venv/bin/python tools/make_example.py [--seeds N] [--first K]

It rewrites examples/harbour/setup.yaml and examples/harbour/position.yaml and replaces every
file in examples/harbour/orders/. For each seed harbour-K, harbour-K+1, ... it plays a whole
3-player game between heuristic bots (``pbem.elasund.bots``) steered towards the action kinds
and story events the example must show and has not shown yet (``COVERAGE``). A player's
consecutive actions become one order file, commented in plain English; each is read back with
the real order reader and applied with ``pbem.process.apply_order`` before the next is
written, so a game counts only if every order is accepted. The first seed whose game covers
everything and reaches a winner within ``MAX_ORDERS`` orders is written out.

This module holds the command and the search (``Story``: the bots' choices and the order files
of one candidate game). ``tools/example_sim.py`` has the start files and the copy of the table
an order is planned on; ``tools/example_story.py`` has the coverage items and the English.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
from collections import defaultdict, deque
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
# pbem from this checkout without installing it, and the sibling modules however it is started
sys.path[:0] = [str(ROOT), str(TOOLS)]

from example_sim import (  # noqa: E402
    GAME_ID,
    NOW,
    SEATS,
    Draft,
    Sim,
    order_text,
    position_text,
    read_start,
    setup_text,
)
from example_story import (  # noqa: E402
    COVERAGE,
    coverage_table,
    describe,
    header_lines,
    standing_text,
    step_kind,
    story_of,
)

from pbem.elasund import Action, Position, apply, legal_actions, waiting_for  # noqa: E402
from pbem.elasund.actions import (  # noqa: E402
    Build,
    Church,
    EndTurn,
    KeepChurch,
    PirateRow,
    PirateTake,
    PlaceHut,
    ShipMove,
    Wall,
)
from pbem.elasund.bots import score  # noqa: E402
from pbem.elasund.engine import answerable  # noqa: E402
from pbem.elasund.pieces import TOWER_TILES  # noqa: E402
from pbem.elasund.rules.pirate import cubes_in_row  # noqa: E402
from pbem.files.game import Game  # noqa: E402
from pbem.files.order import Standing, read_order_text  # noqa: E402
from pbem.history import create_game  # noqa: E402
from pbem.process import apply_order  # noqa: E402
from pbem.runner import TURN_PHASES  # noqa: E402

EXAMPLE = ROOT / "examples" / "harbour"
MAX_ORDERS = 250
WAIT = "wait"
STANDING = Standing(discard=("gold", "blue", "red", "green"))
STANDING_PLAYER = "blue"  # leaves standing pirate payments in his first order
WAIT_FROM_TURN = 7  # the first turn in which a player may stop with 'wait'


# Playing one candidate game ---------------------------------------------------------------------

class Story:
    """One candidate game: the real game, the order files so far and what they covered."""

    def __init__(self, seed: str) -> None:
        self.seed = seed
        start = read_start(position_text(seed), "position.yaml")
        self.game: Game = create_game(GAME_ID, SEATS, now=NOW, seed=seed, open_game=True,
                                      position=start)[0]
        self.rng = random.Random(seed)
        self.planned: dict[str, deque[Action]] = defaultdict(deque)  # others' answers ahead
        self.covered: set[str] = set()
        self.first: dict[str, str] = {}  # coverage item -> the first order file showing it
        self.texts: list[tuple[str, str]] = []  # (file name, order text)
        self.last_wait: tuple[str, int] | None = None
        self.failure = ""

    def value(self, pos: Position, player: str, action: Action) -> float:
        """The heuristic bot's liking, plus a bonus for what the example has not shown yet."""
        kind = step_kind(action.notation())
        bonus = 12.0 if kind not in self.covered and kind not in ("end-turn", "build") else 0.0
        if isinstance(action, ShipMove):
            after = apply(pos, player, action)[0]
            return after.hands[player].total - pos.hands[player].total + bonus / 6
        if isinstance(action, PirateRow):
            others = sum(cubes_in_row(pos, p, action.row) for p in pos.players if p != player)
            return others - 2.0 * cubes_in_row(pos, player, action.row)
        if isinstance(action, PirateTake):
            return action.cards.count("gold") + 0.1 * len(set(action.cards))
        if isinstance(action, PlaceHut | KeepChurch):
            return 0.0
        if isinstance(action, Wall) and (pos.next_wall_tile(player) or 0) in TOWER_TILES:
            bonus += 4.0 if "tower" in self.covered else 10.0
        if isinstance(action, Build):
            bonus += self.build_bonus(pos, player, action)
        return score(pos, player, action) + bonus

    def build_bonus(self, pos: Position, player: str, action: Build) -> float:
        """Look ahead: builds over same-size buildings, on trade squares, over others' huts."""
        events = apply(pos, player, action)[1]
        kinds = {e.kind for e in events}
        wanted = {"trade-cube": 10.0, "trade-cube-lost": 25.0, "trade": 3.0}
        bonus = sum(v for k, v in wanted.items() if k in kinds and k not in self.covered)
        bonus += 16.0 if action.pay and "build-over" not in self.covered else 0.0
        if "hut-resumed" not in self.covered and any(
                e.kind == "removed" and e.public["owner"] != player
                and e.public["piece"].endswith("hut") for e in events):
            bonus += 14.0
        return bonus

    def decide(self, pos: Position, player: str) -> Action:
        """The best-liked legal action or answer, ties broken by the seeded generator."""
        options = legal_actions(pos, player)
        return max(options, key=lambda a: (self.value(pos, player, a), self.rng.random()))

    # writing one order -------------------------------------------------------------------------

    def compose(self, player: str) -> Draft:
        """The next order of a player the game waits for, looked ahead on a copy of the table."""
        state = self.game.state
        sim = Sim(state.position.copy(), dict(state.standing))
        draft = Draft(player, sim.pos.turn, lines=header_lines(self.game, player))
        if player == STANDING_PLAYER and player not in sim.standing:
            draft.standing = STANDING
            sim.standing[player] = STANDING
            draft.lines.append(standing_text(player, STANDING))
            sim.use_standing()
        while self.next_step(sim, draft):
            pass
        return draft

    def take(self, sim: Sim, draft: Draft, action: Action) -> None:
        """Add an action to the draft and play it on the copy."""
        before = sim.pos
        events = sim.act(draft.player, action)
        draft.steps.append(action.notation())
        draft.answers_only &= action.decision is not None
        draft.lines.append(describe(before, draft.player, action, events))
        self.covered.add(step_kind(action.notation()))

    def next_step(self, sim: Sim, draft: Draft) -> bool:
        """Add the next step to the draft; False when the order is complete."""
        pos, player = sim.pos, draft.player
        if pos.is_over:
            return False
        if any(p.player == player for p in answerable(pos)):
            planned = self.planned[player]
            action = planned.popleft() if planned else self.decide(pos, player)
            self.take(sim, draft, action)
            # the roller sees what the pirate took before he takes his share and builds
            return not (isinstance(action, PirateRow) and sim.pos.pending)
        if player != pos.active or pos.phase not in TURN_PHASES:
            return False
        if pos.pending:  # others decide first: the order pauses here; plan their answers
            other = answerable(pos)[0].player
            answer = self.decide(pos, other)
            self.planned[other].append(answer)
            sim.act(other, answer)
            return True
        return self.turn_step(sim, draft)

    def turn_step(self, sim: Sim, draft: Draft) -> bool:
        """Add one action of the active player's turn; False when the order ends there."""
        player = draft.player
        action = self.decide(sim.pos, player)
        if isinstance(action, EndTurn):
            if draft.answers_only or "end-turn" not in self.covered:
                self.take(sim, draft, action)  # an order of answers alone leaves the turn open
            else:
                sim.act(player, action)  # the end of the order ends the turn
            return False
        self.take(sim, draft, action)
        pos = sim.pos
        if isinstance(action, Church) and any(p.decision == "keep-church" for p in pos.pending):
            return False  # she must see the two tiles before she chooses
        if pos.active != player:  # a bonus action ended the turn
            return False
        if ("wait" not in self.covered and pos.phase == "build" and pos.builds == 1
                and not pos.pending and pos.turn >= WAIT_FROM_TURN):
            draft.steps.append(WAIT)
            draft.lines.append(describe(pos, player, None, []))
            self.covered.add("wait")
            return False
        return True

    # applying it ---------------------------------------------------------------------------

    def play_order(self) -> bool:
        """Write and apply the next order; False when the game is over or went wrong."""
        pos = self.game.state.position
        if pos.is_over or len(self.texts) >= MAX_ORDERS:
            return False
        player = waiting_for(pos)[0]
        draft = self.compose(player)
        name = f"{len(self.texts) + 1:03d}-{player}.yaml"
        text = order_text(draft)
        game, verdict = apply_order(self.game, read_order_text(text, name), NOW)
        refused = [p for p in verdict.parts if p.refused is not None]
        if verdict.status not in ("applied", "paused") or refused:
            self.failure = f"{name}: {verdict.status}: {verdict.message}"
            return False
        self.game = game
        self.texts.append((name, text))
        self.note_coverage(name, draft, verdict.status, len(verdict.parts))
        return True

    def note_coverage(self, name: str, draft: Draft, status: str, parts: int) -> None:
        """Record what the order just applied showed, with the first file to show each item."""
        shown = {step_kind(s) for s in draft.steps} | story_of(self.game.history[-1]["events"])
        if status == "paused":
            shown.add("paused")
        if "discard" in shown:
            shown.add("pirate-discards")  # an answer to the pirate's demand in an order
        if parts > 1 and "hut" in shown:
            shown.add("hut-resumed")  # the hut answer let a paused order go on
        if self.last_wait == (draft.player, draft.turn):
            shown.add("wait-resumed")
        self.last_wait = (draft.player, draft.turn) if draft.steps[-1] == WAIT else None
        for item in shown:
            self.first.setdefault(item, name)
        self.covered |= shown

    def play(self) -> bool:
        """Play the whole game; True when it covers everything and has a winner."""
        while self.play_order():
            pass
        return not self.failure and self.game.state.position.winner is not None and not (
            self.missing())

    def missing(self) -> list[str]:
        """The coverage items the game has not shown (in the order files applied)."""
        return [item for item in COVERAGE if item not in self.first]


# Writing the example ---------------------------------------------------------------------------

def write_example(story: Story) -> None:
    """Replace examples/harbour's set-up, position and orders with the story's."""
    (EXAMPLE / "setup.yaml").write_text(setup_text(story.seed), encoding="utf-8")
    (EXAMPLE / "position.yaml").write_text(position_text(story.seed), encoding="utf-8")
    orders = EXAMPLE / "orders"
    shutil.rmtree(orders, ignore_errors=True)
    orders.mkdir(parents=True)
    for name, text in story.texts:
        (orders / name).write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Search the seeds for a game that covers everything and write the first one found."""
    parser = argparse.ArgumentParser(description="Make the example game of examples/harbour.")
    parser.add_argument("--seeds", type=int, default=200, help="how many seeds to try")
    parser.add_argument("--first", type=int, default=1, help="the number of the first seed")
    args = parser.parse_args(argv)
    for n in range(args.first, args.first + args.seeds):
        story = Story(f"harbour-{n}")
        found = story.play()
        pos = story.game.state.position
        print(f"harbour-{n}: {len(story.texts)} orders, turn {pos.turn}, winner {pos.winner}, "
              f"missing {story.missing() or 'nothing'} {story.failure}".rstrip())
        if found:
            write_example(story)
            print(f"wrote {len(story.texts)} orders to {EXAMPLE / 'orders'}; the table of "
                  "examples/README.md:")
            print(coverage_table(story.first))
            return 0
    print("no seed covered everything; try more with --seeds or --first", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
