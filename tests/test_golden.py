"""Golden playthroughs: the stored transcripts of three scripted games still come out the same.

The games and the transcript format are in ``tests/support/golden.py``; the actions replayed are
read from the stored transcript's step lines (never from the bot), so only an engine change can make
these tests fail. Refresh the files after an intended change with the command in ``REFRESH``.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.support.golden import (
    GAMES,
    REFRESH,
    Game,
    ReplayError,
    parse_transcript,
    read_script,
    replay,
    script_from_transcript,
    transcript,
)

HIDDEN_KEYS = {"deck", "church-stack", "generator"}


def stored(game: Game) -> str:
    """The stored transcript of ``game``; fails with the refresh command when it is missing."""
    if not game.transcript_path.exists():
        pytest.fail(f"{game.transcript_path} is missing; refresh with: {REFRESH}")
    return game.transcript_path.read_text(encoding="utf-8")


def first_difference(name: str, old: str, new: str) -> str:
    """Where two transcripts part: the line number and both versions of that line."""
    old_lines, new_lines = old.splitlines(), new.splitlines()
    pairs = enumerate(zip(old_lines, new_lines, strict=False), start=1)
    number = next((n for n, (was, now) in pairs if was != now),
                  min(len(old_lines), len(new_lines)) + 1)
    was = old_lines[number - 1] if number <= len(old_lines) else "(end of file)"
    now = new_lines[number - 1] if number <= len(new_lines) else "(end of file)"
    return (f"golden game {name}: transcript differs at line {number}\n"
            f"  stored: {was}\n  now:    {now}\n"
            f"refresh with: {REFRESH}")


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_golden_transcript_is_unchanged(game: Game) -> None:
    """Replaying the transcript's recorded actions gives the stored transcript, line for line."""
    text = stored(game)
    script = script_from_transcript(text)
    assert len(script) == game.steps, f"{game.name}: the transcript has {len(script)} steps"
    assert script == read_script(game.script_path), (
        f"{game.name}: {game.script_path.name} and the transcript's steps disagree; "
        f"refresh with: {REFRESH}")
    try:
        regenerated = transcript(game, script)
    except ReplayError as error:
        pytest.fail(str(error))
    if regenerated != text:
        pytest.fail(first_difference(game.name, text, regenerated))


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_golden_secrets_stay_with_their_holder(game: Game) -> None:
    """A player's drawn colours and church tiles show only in his and the gm's lines (sec. 15)."""
    text = stored(game)
    records = parse_transcript(text)
    steps = list(replay(game, script_from_transcript(text)))
    assert len(records) == len(steps)
    secrets: Counter[str] = Counter()
    for number, ((pos, events), record) in enumerate(zip(steps, records, strict=True)):
        where = f"{game.name} step {number}"
        assert list(record.events) == game.viewers, where
        for viewer in game.viewers:
            assert [seen["event"] for seen in record.events[viewer]] == [e.kind for e in events]
        for index, event in enumerate(events):
            for holder, secret in event.secret.items():
                secrets[event.kind] += 1
                for viewer in game.viewers:
                    seen = record.events[viewer][index]
                    if viewer in (holder, "gm"):
                        assert {k: seen.get(k) for k in secret} == secret, (where, viewer)
                    else:
                        leaked = [k for k in secret if k in seen and k not in event.public]
                        assert not leaked, f"{where}: {holder}'s {leaked} shown to {viewer}"
        assert "gm" in record.views, where
        for viewer, view in record.views.items():
            if viewer == "gm":
                assert set(view) >= HIDDEN_KEYS, where
                continue
            assert not HIDDEN_KEYS & set(view), (where, viewer)
            assert set(view["church-known"]) <= {viewer}, (where, viewer)
            for player, hand in view["hands"].items():
                if player == viewer:
                    assert hand == vars(pos.hands[player]), (where, viewer)
                else:
                    assert set(hand) == {"gold", "influence"}, (where, viewer, player)
            for pending in view["pending"]:
                assert pending["player"] == viewer or "options" not in pending, (where, viewer)
    # the check is not vacuous: every game has secret draws, a church look and a pirate reward
    assert secrets["draw"] >= len(game.players) and secrets["church-look"] >= 1, secrets
    assert secrets["pirate-reward"] >= 1, secrets
