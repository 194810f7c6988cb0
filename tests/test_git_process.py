"""``pbem git init`` and ``pbem git process`` in real repositories (issue 7).

Players commit signed orders as different authors; each processed order becomes one commit
with the new game file, its reports and the order moved, in the order the orders were
committed; a new turn's first commit is tagged; a second run does nothing; a refused order is
recorded by a commit that leaves the game as it was; a git failure is reported and undone.
Expected turns follow from docs/orders.md: an order's turn ends after its last action, and the
next seat plays (seats red, blue, green).
"""

from __future__ import annotations

import os
from pathlib import Path

import yaml

from pbem.files.sealing import hidden_paths
from pbem.files.strict_yaml import load_yaml
from tests.support.cli import SECRETS, made_secrets, one_line
from tests.support.git_repo import (
    commit_order,
    git,
    isolated_git,
    log_subjects,
    pbem,
    process,
    repo,
    waiting,
    write_order,
)

__all__ = ["isolated_git", "repo"]  # fixtures, used by name


def test_init_makes_the_repository_and_its_first_commit(repo: Path) -> None:
    files = set(git(repo, "ls-files").splitlines())
    for expected in ("game.yaml", "README.md", ".pre-commit-config.yaml", ".gitignore",
                     ".github/workflows/pbem.yml", "orders/red/.gitkeep", "orders/blue/.gitkeep",
                     "orders/green/.gitkeep", "orders/done/.gitkeep", "orders/refused/.gitkeep",
                     "reports/step-0000-turn-01/public.txt",
                     "reports/step-0000-turn-01/red.txt.sealed"):
        assert expected in files
    assert "reports/step-0000-turn-01/red.txt" not in files  # sealed only
    assert git(repo, "status", "--porcelain") == ""
    assert git(repo, "tag").split() == ["turn-1"]
    assert log_subjects(repo) == ["pbem: new game harbour (red, blue, green)"]
    data = load_yaml((repo / "game.yaml").read_text(encoding="utf-8"), "game.yaml")
    assert isinstance(data, dict) and "sealed" in data
    assert data["players"][0]["name"] == "Anna"  # the public part is in clear
    assert data["state"]["position"]["turn"] == 1


def test_orders_are_processed_in_commit_order_one_commit_each(repo: Path) -> None:
    """Three pushes, then one run: it catches up on all of them, in the order committed
    (not by file name: blue's file sorts first but was committed second)."""
    first = commit_order(repo, "red", "zz-red.yaml", 1, ["gold"])
    commit_order(repo, "blue", "aa-blue.yaml", 2, ["gold"])
    os.utime(repo / "orders" / "blue" / "aa-blue.yaml", (0, 0))  # dates must not matter either
    commit_order(repo, "green", "mm-green.yaml", 3, ["gold"])
    before = git(repo, "rev-parse", "HEAD").strip()
    result = process(repo)
    assert "3 order(s) processed" in result.stdout
    assert log_subjects(repo, before) == ["turn 1, red: gold", "turn 2, blue: gold",
                                          "turn 3, green: gold"]
    body = git(repo, "log", "-1", "--format=%B", "HEAD~2")
    assert f"committed in {first[:12]} by Anna <anna@example.org>" in body
    assert "Anna (red)" in body  # the public sentences of the step
    # each commit holds the game file, the step's reports and the order's move, nothing else
    changed = git(repo, "show", "--name-status", "--format=", "--no-renames", "HEAD~2")
    rows = {tuple(line.split("\t")) for line in changed.splitlines()}
    assert ("D", "orders/red/zz-red.yaml") in rows
    assert ("A", "orders/done/step-0001-red-zz-red.yaml") in rows
    assert ("M", "game.yaml") in rows
    assert ("A", "reports/step-0001-turn-02/public.txt") in rows
    assert ("A", "reports/step-0001-turn-02/red.json.sealed") in rows
    suffixes = (".txt", ".html", ".json")
    assert {path for _, path in rows if path.startswith("reports/")} == {
        f"reports/step-0001-turn-02/{viewer}{suffix}{'' if viewer == 'public' else '.sealed'}"
        for viewer in ("red", "blue", "green", "public") for suffix in suffixes
    }
    assert len(rows) == 3 + 12  # the game file, the order's move (two paths), 12 reports
    # turn 2 begins with the commit of red's order, turn 3 with blue's, turn 4 with green's
    for tag, commit in (("turn-2", "HEAD~2"), ("turn-3", "HEAD~1"), ("turn-4", "HEAD")):
        assert git(repo, "rev-list", "-n", "1", tag).strip() == \
            git(repo, "rev-parse", commit).strip()
    assert waiting(repo)[:2] == (4, "red")
    assert git(repo, "status", "--porcelain") == ""


def test_a_second_run_changes_nothing(repo: Path) -> None:
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    process(repo)
    head, tags = git(repo, "rev-parse", "HEAD"), git(repo, "tag")
    game = (repo / "game.yaml").read_bytes()
    again = process(repo)
    assert "no pending orders" in again.stdout
    assert git(repo, "rev-parse", "HEAD") == head and git(repo, "tag") == tags
    assert (repo / "game.yaml").read_bytes() == game


def test_a_refused_order_is_recorded_and_leaves_the_game_as_it_was(repo: Path) -> None:
    """Blue's order at turn 1, red's turn: refused (stale would need another turn; here it is
    signed with red's secret, so its credentials are wrong): the commit moves it to
    orders/refused/ with its verdict, and the game file is untouched."""
    commit_order(repo, "blue", "forged.yaml", 1, ["gold"], sign_as="red")
    game = (repo / "game.yaml").read_bytes()
    process(repo)
    assert log_subjects(repo)[-1].startswith("turn 1, blue: order refused, the game unchanged")
    changed = git(repo, "show", "--name-only", "--format=", "--no-renames", "HEAD").split()
    assert "game.yaml" not in changed and not any(p.startswith("reports/") for p in changed)
    refused = sorted((repo / "orders" / "refused").glob("*forged.yaml*"))
    assert [p.name.endswith(".verdict.txt") for p in refused] == [False, True]
    verdict = refused[1].read_text(encoding="utf-8")
    assert verdict.startswith("orders/blue/forged.yaml:")  # its place in the repository
    assert "refused" in verdict and "secret or signature" in verdict
    assert (repo / "game.yaml").read_bytes() == game
    assert git(repo, "tag").split() == ["turn-1"]
    assert waiting(repo)[:2] == (1, "red")


def test_orders_of_another_colour_or_with_a_secret_in_clear_are_refused(repo: Path) -> None:
    """A player commits only for his own colour: red's order in blue's folder is refused even
    with red's valid signature; an order with its secret in clear is refused (the secret is
    public now). Neither changes the game."""
    commit_order(repo, "blue", "red-in-blue.yaml", 1, ["gold"], player="red")
    secret_order = repo / "orders" / "red" / "clear.yaml"
    secret_order.write_text("game: harbour\nplayer: red\nturn: 1\nsecret: "
                            "amber-anchor-barrel-1111\nactions:\n  - gold\n", encoding="utf-8")
    git(repo, "add", "orders/red/clear.yaml")
    git(repo, "commit", "-q", "-m", "red: order", author="red")
    game = (repo / "game.yaml").read_bytes()
    process(repo)
    subjects = log_subjects(repo)[-2:]
    assert all("order refused, the game unchanged" in s for s in subjects)
    verdicts = {p.name: p.read_text(encoding="utf-8")
                for p in (repo / "orders" / "refused").glob("*.verdict.txt")}
    assert any("orders/blue/ takes blue's orders only" in v for v in verdicts.values())
    assert any("secret in clear" in v for v in verdicts.values())
    assert (repo / "game.yaml").read_bytes() == game


def test_a_git_failure_is_reported_and_nothing_half_done_stays(repo: Path) -> None:
    """The commit fails (signing demanded, with a signer that always fails): one line naming
    the git command, exit 2, HEAD and the work tree as before; once git works, the order is
    processed as usual."""
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    head = git(repo, "rev-parse", "HEAD")
    git(repo, "config", "commit.gpgSign", "true")
    git(repo, "config", "gpg.program", "false")
    failed = pbem("git", "process", repo)
    assert failed.exit_code == 2
    assert "git commit" in one_line(failed)
    assert git(repo, "rev-parse", "HEAD") == head
    assert git(repo, "status", "--porcelain", "--untracked-files=all") == ""
    assert not (repo / "reports" / "step-0001-turn-02").exists()
    git(repo, "config", "commit.gpgSign", "false")
    process(repo)
    assert log_subjects(repo)[-1] == "turn 1, red: gold"


def test_uncommitted_changes_are_refused(repo: Path) -> None:
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    (repo / "README.md").write_text("changed\n", encoding="utf-8")
    result = pbem("git", "process", repo)
    assert result.exit_code == 2
    assert "uncommitted changes" in one_line(result)
    assert log_subjects(repo)[-1] == "red: order turn-1.yaml"


def test_processing_needs_the_game_key(repo: Path) -> None:
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    result = pbem("git", "process", repo, key=None)
    assert result.exit_code == 2
    assert "PBEM_GAME_KEY" in one_line(result)
    assert log_subjects(repo)[-1] == "red: order turn-1.yaml"


def test_every_game_file_committed_is_sealed(repo: Path) -> None:
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    process(repo)
    for commit in git(repo, "rev-list", "HEAD", "--", "game.yaml").split():
        text = git(repo, "show", f"{commit}:game.yaml")
        data = load_yaml(text, "game.yaml")
        assert isinstance(data, dict)
        assert all(_at(data, path) == "sealed" for path in hidden_paths(data))


def _at(data: object, path: tuple[str | int, ...]) -> object:
    for step in path:
        data = data[step]  # type: ignore[index]
    return data


def test_a_game_file_in_clear_is_not_processed(repo: Path, tmp_path: Path) -> None:
    """A game made by 'pbem new' would get its players' reports committed in clear."""
    plain = tmp_path / "plain.yaml"
    made = pbem("new", plain, "--players", "red,blue,green", "--id", "harbour", "--open")
    assert made.exit_code == 0, made.output
    (repo / "game.yaml").write_bytes(plain.read_bytes())
    git(repo, "commit", "-q", "-am", "a game in clear", author="red")
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    result = pbem("git", "process", repo)
    assert result.exit_code == 2
    assert "is not sealed" in one_line(result)
    assert log_subjects(repo)[-1] == "red: order turn-1.yaml"


def test_a_folder_that_is_not_a_repository_is_reported(repo: Path, tmp_path: Path) -> None:
    """The game file alone, copied out of its repository: git's refusal, in one line."""
    alone = tmp_path / "alone"
    alone.mkdir()
    (alone / "game.yaml").write_bytes((repo / "game.yaml").read_bytes())
    result = pbem("git", "process", alone)
    assert result.exit_code == 2
    assert "git status" in one_line(result) and "not a git repository" in one_line(result)


def test_init_prints_the_secrets_and_a_new_key_once(isolated_git: None, tmp_path: Path) -> None:
    with made_secrets():
        made = pbem("git", "init", tmp_path / "g", "--players", "red,blue", key=None)
        assert made.exit_code == 0, made.output
        key_line = next(line for line in made.stdout.splitlines() if "game key" in line)
        key = key_line.rsplit(" ", 1)[1]
        assert "secret of red: amber-anchor-barrel-1111" in made.stdout
        assert pbem("status", tmp_path / "g" / "game.yaml", key=key).exit_code == 0
        again = pbem("git", "init", tmp_path / "g", "--players", "red,blue", key=key)
    assert again.exit_code == 2
    assert "exists already" in one_line(again)
    workflow = yaml.safe_load((tmp_path / "g" / ".github/workflows/pbem.yml").read_text())
    steps = workflow["jobs"]["process"]["steps"]
    assert any("pbem git process ." in str(step.get("run")) for step in steps)
    config = yaml.safe_load((tmp_path / "g" / ".pre-commit-config.yaml").read_text())
    assert config["repos"][0]["hooks"][0]["id"] == "pbem-validate"


def test_an_order_not_yet_committed_stays_out_of_pbems_commits(repo: Path) -> None:
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    loose = write_order(repo, "blue", "turn-2.yaml", 2, ["gold"])  # written, not committed
    process(repo)
    assert git(repo, "ls-files", "orders/blue").split() == ["orders/blue/.gitkeep"]
    assert loose.is_file()
    assert "no pending orders" in process(repo).stdout  # only committed orders count


def test_pending_orders_follow_commit_order_whatever_their_names(isolated_git: None,
                                                                tmp_path: Path) -> None:
    """Names with spaces and accents, two files in one commit (then by name), a file added,
    removed and added again (it counts from its last addition), done orders left alone; a
    file that is not an order (notes.txt) is pending too, marked as misplaced, so that its
    player hears of it (issue 15, F14)."""
    from pbem.gitmode.process import pending_orders
    from pbem.gitmode.repo import Repo

    root = tmp_path / "r"
    (root / "orders" / "red").mkdir(parents=True)
    (root / "orders" / "done").mkdir()
    git(tmp_path, "init", "-q", "r")

    def commit(*names: str, remove: str = "") -> None:
        for name in names:
            (root / name).write_text(name + "\n", encoding="utf-8")
        if remove:
            (root / remove).unlink()
        git(root, "add", "-A")
        git(root, "commit", "-q", "-m", "orders", author="red")

    commit("orders/red/again.yaml")
    commit("orders/red/my order.yaml", "orders/red/é.yaml", "orders/done/old.yaml")
    commit(remove="orders/red/again.yaml")
    commit("orders/red/again.yaml", "orders/red/notes.txt")
    found = pending_orders(Repo(root), ["red", "blue"])
    assert [p.path for p in found] == ["orders/red/my order.yaml", "orders/red/é.yaml",
                                       "orders/red/again.yaml", "orders/red/notes.txt"]
    assert [p.placed for p in found] == [True, True, True, False]
    assert {p.author for p in found} == {"Anna <anna@example.org>"}


def test_a_rule_refusal_keeps_its_reason_for_the_player(repo: Path) -> None:
    """W2: an east wall space only once every north and south one is built, so red's wall at
    east-3 on turn 1 is refused. The reasons of refused actions may name cards the player holds
    or lacks (e.g. 'you do not hold 2 blue cards; you could pay red'), so the commit message
    and the verdict in clear name only the action; the reason is sealed for red."""
    commit_order(repo, "red", "wall.yaml", 1, ["wall: {at: east-3}"])
    game = (repo / "game.yaml").read_bytes()
    process(repo)
    subject = log_subjects(repo)[-1]
    assert subject == "turn 1, red: order refused at wall (at east-3), the game unchanged"
    refused = repo / "orders" / "refused"
    (public,) = refused.glob("*wall.yaml.verdict.txt")
    (sealed,) = refused.glob("*wall.yaml.verdict.txt.sealed")
    assert "W2" not in public.read_text(encoding="utf-8")
    assert "W2" not in git(repo, "log", "-1", "--format=%B")
    opened = pbem("open", sealed, "--secret", SECRETS["red"])
    assert opened.exit_code == 0 and "W2" in opened.stdout
    assert pbem("open", sealed, "--secret", SECRETS["blue"]).exit_code == 2
    assert (repo / "game.yaml").read_bytes() == game


def test_the_same_file_name_and_the_same_order_again_are_taken_in_turn(repo: Path) -> None:
    """A player who sends every order as the same file: a wall and then one refused (W2: no
    east wall space while a north or south one is free) applies the first and leaves his turn
    open; the same order again changes nothing (docs/orders.md); then the rest of his turn,
    under the same name, is the next step."""
    walls = ["wall: {at: north-F}", "wall: {at: east-3}"]
    commit_order(repo, "red", "order.yaml", 1, walls)
    process(repo)
    commit_order(repo, "red", "order.yaml", 1, walls)  # the same order again
    process(repo)
    commit_order(repo, "red", "order.yaml", 1, ["gold"])
    process(repo)
    assert [s for s in log_subjects(repo) if s.startswith("turn ")] == [
        "turn 1, red: wall (at north-F); then stopped at wall (at east-3)",
        "turn 1, red: the same order again, already applied; nothing changed",
        "turn 1, red: gold"]
    done = sorted(p.name for p in (repo / "orders" / "done").glob("*.yaml"))
    assert len(done) == 3
    assert {"step-0001-red-order.yaml", "step-0002-red-order.yaml"} <= set(done)
    assert waiting(repo)[:2] == (2, "blue")


def test_init_refuses_a_short_seed_unless_forced_and_warns_of_any_seed(
        isolated_git: None, tmp_path: Path) -> None:
    """A game repository always has secrets, so a hand-made seed is guessable (docs/fairness.md):
    one under 16 characters is refused, nothing is made; --force-seed takes it, with the
    warning."""
    short = pbem("git", "init", tmp_path / "g", "--players", "red,blue", "--seed", "harbour-4")
    assert short.exit_code == 2
    assert "--seed is 9 characters long" in short.output and "--force-seed" in short.output
    assert not (tmp_path / "g").exists()
    with made_secrets():
        forced = pbem("git", "init", tmp_path / "g", "--players", "red,blue", "--seed",
                      "harbour-4", "--force-seed")
    assert forced.exit_code == 0, forced.output
    assert "a seed given with --seed may be guessed" in forced.output
