"""Positions as plain data in the layout of docs/positions.md, and back.

``position_from_data(position_to_data(p)) == p`` for every position. Reading fills what is
left out with its value at the start of a game and refuses a table that cannot exist.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from pbem.elasund.dice import Generator
from pbem.elasund.errors import RuleError
from pbem.elasund.events import PUBLIC
from pbem.elasund.pieces import (
    BUILDINGS,
    CHURCH_TILES,
    INFLUENCE_COLOURS,
    INFLUENCE_PER_COLOUR,
    TOWER_TILES,
)
from pbem.elasund.position import (
    PHASES,
    RULES_VERSIONS,
    Hand,
    Pending,
    Piece,
    Position,
    piece_key,
)
from pbem.elasund.setup import START_GOLD, START_INFLUENCE, check_players, check_rules, start_board
from pbem.elasund.validate import check_position

Data = dict[str, Any]


def full_cubes(piece: Piece) -> int:
    """Cubes a piece carries when its owner had enough: flags, a tower's or a church tile's 1."""
    if piece.piece in BUILDINGS:
        return len(BUILDINGS[piece.piece].flags)
    if piece.piece == "church" or (piece.piece == "wall" and piece.tile in TOWER_TILES):
        return 1
    return 0


def piece_to_data(piece: Piece) -> Data:
    """One board entry, ``cubes`` written only when fewer than full."""
    data: Data = {"piece": piece.piece, "at": piece.at, "owner": piece.owner}
    if piece.value is not None:
        data["value"] = piece.value
    if piece.tile is not None:
        data["tile"] = piece.tile
    if piece.cubes != full_cubes(piece):
        data["cubes"] = piece.cubes
    return data


def pending_to_data(pending: Pending) -> Data:
    """A pending decision as data; church tiles seen are included (strip them for views)."""
    data: Data = {"player": pending.player, "decision": pending.decision}
    if pending.count:
        data["count"] = pending.count
    if pending.piece:
        data["piece"] = pending.piece
    if pending.options:
        data["options"] = list(pending.options)
    return data


def position_to_data(pos: Position, *, board: bool = True) -> Data:
    """The whole position (the game master's view), keys in the order of docs/positions.md;
    without ``board``, its board an empty list (``pbem.files.game`` hashes the pieces apart).

    ``rules-version`` is written only when it is not 1, so that a game made before it existed
    keeps the very data (and hashes) it was recorded with."""
    data: Data = {
        "players": list(pos.players),
        "turn": pos.turn,
        "active": pos.active,
        "phase": pos.phase,
        "builds": pos.builds,
        "ship": pos.ship,
        "pirate": pos.pirate,
        "dice": [list(d) for d in pos.dice],
        "rules": dict(pos.rules),
    }
    if pos.rules_version != 1:  # (in place: a replay hashes a position per entry)
        data["rules-version"] = pos.rules_version
    data["hands"] = {p: vars(h).copy() for p, h in pos.hands.items()}
    data["trade"] = dict(pos.trade)
    data["board"] = [piece_to_data(p) for p in sorted(pos.board, key=piece_key)] if board else []
    data["trade-cubes"] = {str(k): list(v) for k, v in sorted(pos.trade_cubes.items())}
    data["church-stack"] = list(pos.church_stack)
    data["church-known"] = dict(pos.church_known)
    data["deck"] = list(pos.deck)
    data["discard"] = list(pos.discard)
    data["out-of-game"] = {k: list(v) for k, v in pos.out_of_game.items()}
    data["pending"] = [pending_to_data(p) for p in pos.pending]
    data["loot"] = list(pos.loot)
    data["winner"] = pos.winner
    data["generator"] = {"seed": pos.rng.seed, "counter": pos.rng.counter}
    return data


def insert_after(data: Data, key: str, new: str, value: Any) -> Data:
    """The mapping with ``new: value`` placed right after ``key`` (the documented key order)."""
    items = list(data.items())
    place = [k for k, _ in items].index(key) + 1
    return dict([*items[:place], (new, value), *items[place:]])


def position_from_data(data: Data, seed: str = "position") -> Position:
    """Read a position, filling in start values; raises ``RuleError`` for an impossible one.

    ``seed`` seeds the generator when the data has none (it shuffles what is not given).
    """
    players = list(data.get("players") or [])
    check_players(players)
    gen = data.get("generator") or {}
    rng = Generator(str(gen.get("seed", seed)), int(gen.get("counter", 0)))
    pos = Position(
        players=players,
        rng=rng,
        turn=int(data.get("turn", 1)),
        active=str(data.get("active") or players[0]),
        phase=str(data.get("phase", "roll")),
        builds=int(data.get("builds", 0)),
        ship=data.get("ship"),
        pirate=bool(data.get("pirate", False)),
        dice=[(int(a), int(b)) for a, b in data.get("dice", [])],
        rules=check_rules(data.get("rules") or {}),
        rules_version=_read_version(data),
        trade={p: int((data.get("trade") or {}).get(p, 0)) for p in players},
        board=_read_board(data, players),
        trade_cubes={int(k): list(v) for k, v in (data.get("trade-cubes") or {}).items()},
        church_known=dict(data.get("church-known") or {}),
        discard=list(data.get("discard") or []),
        out_of_game={k: list(v) for k, v in (data.get("out-of-game") or {}).items()},
        pending=[_read_pending(p) for p in data.get("pending") or []],
        loot=list(data.get("loot") or []),
        winner=data.get("winner"),
    )
    if pos.phase not in PHASES:
        raise RuleError("T1", "phase-unknown", phases=", ".join(PHASES), field="phase")
    pos.board.sort(key=piece_key)
    _read_hands_and_deck(pos, data)
    _read_church_stack(pos, data)
    check_position(pos)
    return pos


def _read_version(data: Data) -> int:
    version = data.get("rules-version", 1)
    if isinstance(version, bool) or version not in RULES_VERSIONS:
        raise RuleError("S1", "rules-version-unknown", versions=", ".join(map(str, RULES_VERSIONS)),
                        version=version, field="rules-version")
    return int(version)


def _read_board(data: Data, players: list[str]) -> list[Piece]:
    if "board" not in data:
        return start_board(players)
    pieces = []
    for entry in data["board"] or []:
        piece = Piece(
            piece=str(entry["piece"]),
            at=str(entry["at"]),
            owner=str(entry["owner"]),
            value=entry.get("value"),
            tile=entry.get("tile"),
        )
        cubes = entry.get("cubes", full_cubes(piece))
        pieces.append(Piece(piece.piece, piece.at, piece.owner, piece.value, piece.tile,
                            int(cubes)))
    return pieces


def _read_pending(entry: Data) -> Pending:
    return Pending(
        player=str(entry["player"]),
        decision=str(entry["decision"]),
        count=int(entry.get("count", 0)),
        piece=entry.get("piece"),
        options=[int(t) for t in entry.get("options", [])],
    )


def _read_hands_and_deck(pos: Position, data: Data) -> None:
    """Hands default to the start hands; the deck is the given top plus the rest shuffled."""
    given_hands = data.get("hands")
    for player in pos.players:
        entry = (given_hands or {}).get(player)
        pos.hands[player] = Hand(**{k: int(v) for k, v in entry.items()}) if entry else Hand()
    held = Counter(
        {c: pos.influence_in_hands(c) + pos.discard.count(c) + pos.loot.count(c)
         for c in INFLUENCE_COLOURS}
    )
    top = list(data.get("deck") or [])
    held.update(top)
    rest = [c for c in INFLUENCE_COLOURS for _ in range(max(0, INFLUENCE_PER_COLOUR - held[c]))]
    pos.rng.shuffle(rest)
    pos.deck = top + rest
    for player in pos.players:
        if given_hands is None or player not in given_hands:
            pos.hands[player].gold = START_GOLD
            pos.hands[player].add(pos.deck.pop(0))


def _read_church_stack(pos: Position, data: Data) -> None:
    if "church-stack" in data:
        pos.church_stack = [int(t) for t in data["church-stack"] or []]
        return
    used = {p.tile for p in pos.board if p.piece == "church"}
    used |= set(pos.church_known.values())
    used |= {t for p in pos.pending for t in p.options}
    stack = [t for t in CHURCH_TILES if t not in used]
    pos.rng.shuffle(stack)
    pos.church_stack = stack + sorted(set(pos.church_known.values()))


def position_from_view(data: Data) -> tuple[Position, str]:
    """A whole position consistent with a player's (or the public) view, and that viewer.

    The viewer is the player whose hand is given by colour (``public`` when none is). What he
    cannot see is filled in a fixed order, not guessed: the unseen influence cards, red first,
    then blue, then green, go to the other hands in seating order and then to the deck; the
    unseen church tiles, lowest first, to church tiles being chosen and then to the stack,
    with the tiles in ``church-known`` at its bottom. Raises ``RuleError`` when the view's
    counts cannot be.
    """
    players = list(data.get("players") or [])
    check_players(players)
    hands = data.get("hands") or {}
    by_kind = [p for p in players if p in hands and "influence" not in hands[p]]
    if len(by_kind) > 1:
        raise RuleError("S7", "view-hands-by-colour", players=by_kind,
                        field="hands")
    for given, size in (("deck", "deck-size"), ("church-stack", "church-stack-size")):
        if given in data:
            raise RuleError("S8", "view-gives-whole", field=size, given=given)
    full = {k: v for k, v in data.items() if k not in ("deck-size", "church-stack-size")}
    full["hands"], full["deck"] = _fill_cards(data, players)
    full["pending"], full["church-stack"] = _fill_church(data)
    return position_from_data(full), by_kind[0] if by_kind else PUBLIC


def _fill_cards(data: Data, players: list[str]) -> tuple[Data, list[str]]:
    """Hands by colour and the deck, the unseen cards dealt out in a fixed order."""
    given = data.get("hands") or {}
    start = {"gold": START_GOLD, "influence": START_INFLUENCE}
    entries = {p: given.get(p, start) for p in players}
    seen = Counter(data.get("discard") or []) + Counter(
        c for c in data.get("loot") or [] if c in INFLUENCE_COLOURS)
    for entry in entries.values():
        if "influence" not in entry:
            seen.update({c: int(entry.get(c, 0)) for c in INFLUENCE_COLOURS})
    for colour in INFLUENCE_COLOURS:
        if seen[colour] > INFLUENCE_PER_COLOUR:
            raise RuleError("S8", "influence-count", field="hands", count=seen[colour],
                            colour=colour, there=INFLUENCE_PER_COLOUR)
    unseen = [c for c in INFLUENCE_COLOURS for _ in range(INFLUENCE_PER_COLOUR - seen[c])]
    hidden = sum(int(e["influence"]) for e in entries.values() if "influence" in e)
    deck_size = int(data.get("deck-size", len(unseen) - hidden))
    if hidden + deck_size != len(unseen):
        raise RuleError("S8", "deck-size-wrong", field="deck-size", size=deck_size,
                        unseen=len(unseen), hidden=hidden)
    hands: Data = {}
    for player, entry in entries.items():
        if "influence" not in entry:
            hands[player] = dict(entry)
            continue
        count = int(entry["influence"])
        dealt, unseen = Counter(unseen[:count]), unseen[count:]
        hands[player] = {"gold": int(entry["gold"]), **{c: dealt[c] for c in INFLUENCE_COLOURS}}
    return hands, unseen


def _fill_church(data: Data) -> tuple[list[Data], list[int]]:
    """Pending decisions with the church tiles being chosen, and the church stack."""
    pending = [dict(p) for p in data.get("pending") or []]
    known = set((data.get("church-known") or {}).values())
    on_board = {p.get("tile") for p in data.get("board") or [] if p.get("piece") == "church"}
    seen = on_board | known | {t for p in pending for t in p.get("options") or []}
    unseen = [t for t in CHURCH_TILES if t not in seen]
    for entry in pending:
        if entry.get("decision") == "keep-church" and not entry.get("options"):
            entry["options"], unseen = unseen[:2], unseen[2:]
    bottom = sorted(known - on_board)
    size = int(data.get("church-stack-size", len(unseen) + len(bottom)))
    if size != len(unseen) + len(bottom):
        raise RuleError("S8", "church-stack-size-wrong", field="church-stack-size", size=size,
                        unseen=len(unseen), known=len(bottom))
    return pending, unseen + bottom
