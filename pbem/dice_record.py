"""The public dice record of a finished game: the seed and every use of the dice, no card.

``pbem verify --export-rolls`` writes it and the public site publishes it beside a finished
game; ``examples/verify_dice.py`` checks it with Python alone.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pbem.verify import Verification

RECORD_FORMAT = "pbem-dice-1"


def dice_record(result: Verification) -> dict[str, Any]:
    """The public dice record of a finished game, which ``examples/verify_dice.py`` checks."""
    return {"format": RECORD_FORMAT, "game": result.game, "seed-sha256": result.commitment,
            "seed": result.seed, "start-counter": result.start_counter,
            "notes": list(result.notes), "entries": result.record}


def record_text(record: dict[str, Any]) -> str:
    """The dice record as JSON text: the header indented, then one line per history entry, so
    that a reader (or ``diff``) finds an entry by its number."""
    header = json.dumps({k: v for k, v in record.items() if k != "entries"}, indent=1,
                        ensure_ascii=False).splitlines()[1:-1]  # without its braces
    entries = ",\n".join("  " + json.dumps(e, ensure_ascii=False) for e in record["entries"])
    return "\n".join(["{", *header[:-1], header[-1] + ",", ' "entries": [', entries, " ]",
                      "}"]) + "\n"
