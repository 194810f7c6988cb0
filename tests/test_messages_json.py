"""The JSON outputs carry each message as data: ``key`` and ``args`` word it again, to the
letter, through the catalogue (``Message.from_data``), so a client in another language loses
nothing that the English message says."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pbem.messages import Message, render
from tests.support.cli import BAD, base_game, paused_game, run, write_order


def worded(record: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """(the message, the message worded again from key and args) of a verdict and of each
    refused action in it."""
    for said in (record, *(part["refused"] for part in record["parts"] if "refused" in part)):
        yield said["message"], render(Message.from_data(said))


def orders_of_the_corpus() -> list[Path]:
    """Every order file of the bad-input corpus that is readable enough to get a verdict."""
    return sorted(p for p in BAD.glob("*.yaml")
                  if not p.name.startswith(("base-position", "pos-", "game-", "too-big")))


def test_every_verdict_of_the_corpus_is_worded_again_from_its_key_and_args(tmp_path: Path
                                                                           ) -> None:
    """Validate and apply (dry run) of the whole bad-input corpus, an order refused with its
    turn still open, and a paused order's conflict and resumption: every verdict and refusal,
    readable or not, says the same."""
    base = base_game(tmp_path / "base")
    paused = paused_game(tmp_path)
    conflict = write_order(tmp_path / "again.yaml", "red", 3, ["end-turn"])
    resume = write_order(tmp_path / "blue.yaml", "blue", 3, ["hut: E12"])
    # red's turn 5 of the base game: a tavern at B11 would cover blue's larger hall
    covered = write_order(tmp_path / "tavern.yaml", "red", 5,
                          ["build: {building: tavern, at: B11}"])
    corpus = orders_of_the_corpus()
    records: list[dict[str, Any]] = []
    commands: list[list[str | Path]] = [
        ["validate", *corpus, "--game", base], ["apply", base, *corpus, "--dry-run"],
        ["validate", conflict, resume, "--game", paused],
        ["apply", base, covered], ["apply", paused, conflict, resume]]
    for command in commands:
        records += json.loads(run(*command, "--format", "json").stdout)["orders"]
    verdicts = [r for r in records if r["status"] not in ("unreadable", "invalid")]
    pairs = [pair for record in verdicts for pair in worded(record)]
    assert len(pairs) > 150
    assert [(said, again) for said, again in pairs if said != again] == []
    keys = {record["key"] for record in verdicts}
    assert {"applied", "refused", "refused.turn-open", "valid", "envelope.conflict",
            "envelope.stale", "envelope.credentials", "envelope.player"} <= keys, keys
