"""The rules of Elasund, one module per part of the rulebook (docs/rules.md), used by the engine."""
