"""The files the growth and batch benchmarks measure are what they say they are (never their
timing: speed is measured in benchmarks/, not asserted)."""

from __future__ import annotations

from pathlib import Path

from benchmarks.batch import make_games
from benchmarks.long_game import long_game, write_files
from pbem.files.game_file import load_game
from pbem.files.order import read_order
from pbem.files.signature import credential_problem
from pbem.process import apply_order

NOW = "2026-01-01T00:00:00Z"


def test_the_long_game_is_kept_at_each_size_with_an_order_it_accepts(tmp_path: Path) -> None:
    kept, seed = long_game(120)
    assert sorted(kept) == [2, 120] and seed.startswith("long-")
    files = write_files(tmp_path, kept)
    for size, f in files.items():
        game = load_game(f.game)
        assert len(game.history) == size
        after, verdict = apply_order(game, read_order(f.order), NOW)
        assert verdict.exit_code == 0, verdict.text
        assert len(after.history) == size + 1


def test_the_batch_folders_hold_the_same_orders_with_and_without_secrets(tmp_path: Path) -> None:
    games = make_games(tmp_path, 8)
    open_path, open_orders = games["open"]
    secret_path, secret_orders = games["secrets"]
    assert load_game(open_path).open and not load_game(secret_path).open
    secret_game = load_game(secret_path)
    for plain, signed in zip(sorted(open_orders.iterdir()), sorted(secret_orders.iterdir()),
                             strict=True):
        order, with_secret = read_order(plain), read_order(signed)
        assert order.secret is None and with_secret.secret is not None
        said, said_with_secret = order.content(), with_secret.content()
        assert said.pop("game") == "batch-open" and said_with_secret.pop("game") == "batch-secrets"
        assert said == said_with_secret  # the same player, turn and actions
        seat = secret_game.player(with_secret.player)
        assert seat is not None and credential_problem(seat, with_secret) is None


def test_the_demo_benchmark_names_every_file_that_differs(tmp_path: Path) -> None:
    from benchmarks.demo import differing

    one, other = tmp_path / "one", tmp_path / "other"
    for folder in (one, other):
        (folder / "reports").mkdir(parents=True)
        (folder / "game.yaml").write_text("same", "utf-8")
    (one / "reports" / "red.txt").write_text("a", "utf-8")
    (other / "reports" / "red.txt").write_text("b", "utf-8")
    (other / "reports" / "blue.txt").write_text("only here", "utf-8")
    assert differing(one, other) == ["reports/blue.txt", "reports/red.txt"]
    assert differing(one, one) == []
