"""The building reference of a report: what each building still in play costs, covers and gives,
the wall's prices and rewards, and the church's, all from the engine's own data.

Nothing here is typed a second time: sizes, permits, prices, income and flags are
``pbem.elasund.pieces.BUILDINGS``; the wall's prices ``wall_cost`` and its rewards
``wall_reward``; the church's price ``CHURCH_COST``. What is left of each comes from the view.
"""

from __future__ import annotations

from typing import Any

from pbem.elasund.board import wall_cost
from pbem.elasund.pieces import (
    BUILDINGS,
    CHURCH_COST,
    CHURCH_TILES,
    TOWER_TILES,
    WALL_TILES,
    BuildingType,
    wall_reward,
)
from pbem.elasund.views import View
from pbem.messages import say


def _left(view: View, btype: BuildingType) -> tuple[int, str]:
    """How many are left to build, and who may build them (own buildings: their owners)."""
    if not btype.own:
        left = view.table.neutral.get(btype.name, 0)
        return left, str(left)
    owners = [c for c in view.players if btype.name in view.table.supplies[c].own_buildings]
    if view.viewer in view.players:
        mine = view.viewer in owners
        return int(mine), say("ref-own-yours" if mine else "ref-own-built")
    # the public reads colours, not names: the column stays narrow however long the names
    return len(owners), say("ref-own-of", players=owners) if owners else say("ref-own-built")


def _in_play(view: View, btype: BuildingType) -> bool:
    """A kind is listed while one is left to build: for the reader, his own one."""
    if btype.hut:
        return False
    if not btype.own:
        return view.table.neutral.get(btype.name, 0) > 0
    holders = [view.viewer] if view.viewer in view.players else list(view.players)
    return any(btype.name in view.table.supplies[c].own_buildings for c in holders)


def building_row(view: View, btype: BuildingType) -> dict[str, Any]:
    """One building kind: footprint, squares, permits, price, income, flags, left, affordable."""
    left, left_text = _left(view, btype)
    hand = view.table.hands.get(view.viewer)
    afford = None if hand is None else hand.gold >= btype.cost
    return {
        "kind": btype.name, "name": say("kind-name", kind=btype.name),
        "width": btype.width, "height": btype.height,
        "size": say("ref-size", width=btype.width, height=btype.height),
        "squares": btype.size, "permits": btype.permits, "gold": btype.cost,
        "income": btype.income, "income_text": say("ref-income", income=btype.income or ""),
        "flags": len(btype.flags),
        "left": left, "left_text": left_text, "afford": afford,
        "afford_text": "" if afford is None else say("ref-yes" if afford else "ref-no"),
    }


def wall_text(view: View) -> str:
    """The wall's prices and rewards, and the reader's next tile."""
    rewards = {tile: wall_reward(tile) for tile in WALL_TILES}
    text = say("ref-wall", north=wall_cost("north-C"), east=wall_cost("east-3"),
               one=[str(t) for t, n in rewards.items() if n == 1],
               two=[str(t) for t, n in rewards.items() if n == 2],
               towers=[str(t) for t in sorted(TOWER_TILES)])
    supply = view.table.supplies.get(view.viewer)
    if supply is not None:
        text += " " + (say("ref-wall-next", tile=supply.next_wall) if supply.next_wall
                       else say("ref-wall-done"))
    return text


def church_text(view: View) -> str:
    """The church's price and the tiles left."""
    return say("ref-church", gold=CHURCH_COST, left=view.table.church_stack_size,
               tiles=len(CHURCH_TILES))


def reference(view: View) -> dict[str, Any]:
    """The whole reference: buildings still in play, the wall, the church and the rules of
    building in two sentences."""
    rows = [building_row(view, btype) for btype in BUILDINGS.values()
            if _in_play(view, btype)]
    return {"title": say("ref-title"), "headings": say("ref-headings").split("|"),
            "buildings": rows, "wall": wall_text(view),
            "church": church_text(view), "rules": say("ref-rules")}
