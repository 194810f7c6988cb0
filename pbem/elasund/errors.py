"""The refusals of the engine, each carrying the rule ID it enforces."""

from __future__ import annotations


class ActionSyntaxError(ValueError):
    """An action that has the wrong form (unknown keyword, missing key, wrong type)."""


class RuleError(Exception):
    """An action the rules do not allow now.

    ``rule`` is the rule ID of docs/rules.md (``B4``), ``message`` a sentence a player can act on,
    ``legal`` the notation of the legal alternatives where they help (never hidden information).
    """

    def __init__(self, rule: str, message: str, legal: list[str] | None = None) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message
        self.legal = legal or []

    def __str__(self) -> str:
        text = f"{self.rule}: {self.message}"
        if self.legal:
            shown = ", ".join(self.legal[:8]) + (" ..." if len(self.legal) > 8 else "")
            text += f" (legal: {shown})"
        return text
