"""The deterministic random generator: HMAC-SHA256 of a seed and a counter.

Its whole state is a seed (text) and a counter (int), plain data kept in the position, so the
same seed and the same actions give the same game on every machine and Python version. Numbers
below a bound come from rejection sampling, so every outcome is exactly equally likely, and
shuffles are Fisher-Yates built on them.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")
_WORD = 2**64


@dataclass
class Generator:
    """Seeded generator state; ``counter`` counts the 64-bit words drawn so far."""

    seed: str
    counter: int = 0

    def _word(self) -> int:
        message = self.counter.to_bytes(8, "big")
        self.counter += 1
        digest = hmac.digest(self.seed.encode("utf-8"), message, "sha256")  # one-shot, in C
        return int.from_bytes(digest[:8], "big")

    def below(self, bound: int) -> int:
        """A uniform integer in ``0 .. bound-1``.

        >>> Generator("doc").below(6) == Generator("doc").below(6)
        True
        """
        if bound <= 0:
            raise ValueError("bound must be positive")
        limit = _WORD - _WORD % bound
        while True:
            word = self._word()
            if word < limit:
                return word % bound

    def die(self) -> int:
        """One six-sided die."""
        return self.below(6) + 1

    def shuffle(self, items: list[T]) -> None:
        """Shuffle a list in place (Fisher-Yates, from the end)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
