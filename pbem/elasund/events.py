"""What happened, each event saying who may see what of it (docs/rules.md section 15)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

GM = "gm"
PUBLIC = "public"


@dataclass(frozen=True)
class Event:
    """One thing that happened.

    ``public`` is what everyone sees; ``secret`` maps a player to what only he sees in addition
    (his drawn card's colour, the church tile he put under the stack). The game master sees all.
    """

    kind: str
    public: dict[str, Any] = field(default_factory=dict)
    secret: dict[str, dict[str, Any]] = field(default_factory=dict)

    def for_viewer(self, viewer: str) -> dict[str, Any]:
        """The event as ``viewer`` (a colour, ``public`` or ``gm``) may see it."""
        seen: dict[str, Any] = {"event": self.kind, **self.public}
        if viewer == GM:
            for extra in self.secret.values():
                seen.update(extra)
        elif viewer in self.secret:
            seen.update(self.secret[viewer])
        return seen
