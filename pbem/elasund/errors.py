"""The refusals of the engine, each carrying the rule ID it enforces."""

from __future__ import annotations


class ActionSyntaxError(ValueError):
    """An action that has the wrong form (unknown keyword, missing key, wrong type).

    Like ``RuleError`` it holds no language: ``key`` names the sentence of the catalogue
    (``pbem.messages``) and ``arguments`` fill it in.
    """

    def __init__(self, key: str, /, **args: object) -> None:
        super().__init__(key, args)
        self.key = key
        self.arguments: dict[str, object] = args

    def __str__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in self.arguments.items())
        return self.key + (f" ({shown})" if shown else "")


class RuleError(Exception):
    """An action the rules do not allow now.

    ``rule`` is the rule ID of docs/rules.md (``B4``), ``key`` names the sentence a player can
    act on and ``arguments`` fill it in; the catalogue of ``pbem.messages`` words it, the engine
    holds no language. ``legal`` is the notation of the legal alternatives where they help
    (never hidden information). An argument ``piece`` with ``at``, ``square`` or ``field``
    says where in a position file the fault lies (``pbem.files.position_file``).
    """

    def __init__(self, rule: str, key: str, legal: list[str] | None = None,
                 **args: object) -> None:
        super().__init__(rule, key, args)
        self.rule = rule
        self.key = key
        self.arguments: dict[str, object] = args
        self.legal = legal or []

    def __str__(self) -> str:
        shown = ", ".join(f"{name}={value!r}" for name, value in self.arguments.items())
        return f"{self.rule}: {self.key}" + (f" ({shown})" if shown else "")
