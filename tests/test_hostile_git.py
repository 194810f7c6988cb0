"""A hostile player with push access to a game repository (issue 15: git mode).

Every case is a reproduction of the red team's report (F1, F3, F6, F7, F13, F14 and the
wrong-folder advice of the new-user review), run through ``pbem git process`` itself. Each
asserts the exit code, the one line said, that the game file is byte-identical (or, for a
rollback, that processing stopped), and that nothing outside the repository was read into it
or written: a canary file outside holds a text that must appear in no output, commit, object
or file (``tests.support.git_repo.Canary``).
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from pbem.files.sealing import new_game_key
from tests.support.cli import SECRETS, one_line
from tests.support.git_repo import (
    GAME_KEY,
    Canary,
    commit_link,
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


def _pending(root: Path) -> list[str]:
    return [p for p in git(root, "ls-files", "-z", "--", "orders").split("\0")
            if p and "/done/" not in p and "/refused/" not in p and not p.endswith(".gitkeep")]


def _refused_verdicts(root: Path) -> str:
    return "".join(p.read_text(encoding="utf-8")
                   for p in sorted((root / "orders" / "refused").glob("*.verdict.txt")))


# F1: a link committed as an order ------------------------------------------------------------

@pytest.mark.parametrize("relative", [False, True], ids=["absolute", "relative"])
def test_a_linked_order_is_refused_unread(repo: Path, tmp_path: Path, relative: bool) -> None:
    canary = Canary(tmp_path)
    game = (repo / "game.yaml").read_bytes()
    target = "../../../elsewhere/canary.txt" if relative else canary.file
    commit_link(repo, "orders/red/turn1.yaml", target)
    result = process(repo)
    assert "an order must be a plain file, not a link" in result.stdout
    assert (repo / "game.yaml").read_bytes() == game
    assert _pending(repo) == []  # the link left the tree; it was not moved next to verdicts
    assert not any(p.is_symlink() for p in repo.rglob("*"))
    assert "an order must be a plain file, not a link" in _refused_verdicts(repo)
    assert log_subjects(repo)[-1].startswith("turn 1, red: order refused, the game unchanged")
    canary.assert_untouched(repo, result.output, git(repo, "log", "--format=%B"))


def test_a_link_to_a_folder_in_orders_is_refused_unread(repo: Path, tmp_path: Path) -> None:
    canary = Canary(tmp_path)
    (canary.folder / "inner.yaml").write_text(canary.text + "\n", encoding="utf-8")
    canary.settle()
    commit_link(repo, "orders/red/sub", canary.folder)
    result = process(repo)
    assert "an order must be a plain file, not a link" in result.stdout
    assert _pending(repo) == []
    canary.assert_untouched(repo, result.output)


def test_an_unreadable_order_is_never_quoted_in_clear(repo: Path) -> None:
    """A file of one line of text is no order: the reason (which repeats the text) is sealed
    for red; the verdict in clear and the commit say only where the problem lies."""
    secretish = "Sup3rS3cretSMTPpassw0rd-but-in-the-order-file"
    (repo / "orders" / "red" / "x.yaml").write_text(secretish + "\n", encoding="utf-8")
    git(repo, "add", "orders/red/x.yaml")
    git(repo, "commit", "-q", "-m", "red: x", author="red")
    game = (repo / "game.yaml").read_bytes()
    result = process(repo)
    subject = log_subjects(repo)[-1]
    assert subject == "turn 1, red: order refused, unreadable at line 1, the game unchanged"
    public = _refused_verdicts(repo)
    assert "its text is not repeated here" in public and "pbem open" in public
    for said in (result.output, git(repo, "log", "-1", "--format=%B"), public):
        assert secretish not in said
    (sealed,) = (repo / "orders" / "refused").glob("*.verdict.txt.sealed")
    opened = pbem("open", sealed, "--secret", SECRETS["red"])
    assert opened.exit_code == 0 and secretish in opened.stdout  # his own text, for him
    assert (repo / "game.yaml").read_bytes() == game


# F6, F7: links where pbem writes --------------------------------------------------------------

WRITE_PLACES = {
    "step folder": ("reports/step-0001-turn-02", "folder"),
    "reports": ("reports", "folder"),
    "temp name": ("reports/step-0000-turn-01/.public.txt.4242.tmp", "file"),
    "audit log": ("game.yaml.log", "file"),
    "lock": ("game.yaml.lock", "file"),
    "done folder": ("orders/done", "folder"),
    "verdict": ("orders/refused/step-0001-red-x.yaml.verdict.txt", "file"),
}


@pytest.mark.parametrize("place", list(WRITE_PLACES))
def test_a_link_where_pbem_writes_stops_processing(repo: Path, tmp_path: Path,
                                                   place: str) -> None:
    canary = Canary(tmp_path)
    path, kind = WRITE_PLACES[place]
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    commit_link(repo, path, canary.folder if kind == "folder" else canary.file)
    head, game = git(repo, "rev-parse", "HEAD"), (repo / "game.yaml").read_bytes()
    result = pbem("git", "process", repo)
    assert result.exit_code == 2
    line = one_line(result)
    assert line.startswith(f"pbem: {path} is a link, where pbem writes")
    assert "git rm --cached" in line
    assert git(repo, "rev-parse", "HEAD") == head
    assert (repo / "game.yaml").read_bytes() == game
    assert "orders/red/turn-1.yaml" in _pending(repo)  # nothing was processed
    canary.assert_untouched(repo, result.output)


def test_a_linked_game_file_is_never_opened(repo: Path, tmp_path: Path) -> None:
    canary = Canary(tmp_path)
    (canary.folder / "game.yaml").write_bytes((repo / "game.yaml").read_bytes())
    canary.settle()
    commit_link(repo, "game.yaml", canary.folder / "game.yaml")
    result = pbem("git", "process", repo)
    assert result.exit_code == 2
    assert one_line(result).startswith("pbem: game.yaml is a link, where pbem writes")
    canary.assert_untouched(repo, result.output)


def test_a_pipe_in_the_work_tree_stops_processing(repo: Path) -> None:
    """Not committed (git keeps no pipes), but made on the processing machine: no run may
    block on it or write into it."""
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    os.mkfifo(repo / "reports" / "step-0000-turn-01" / "stray")
    result = pbem("git", "process", repo)
    assert result.exit_code == 2
    assert "reports/step-0000-turn-01/stray is not a plain file" in one_line(result)


# F3: rollback -------------------------------------------------------------------------------

def _rolled_back(repo: Path) -> str:
    """Red played turn 1; then green commits the game file of turn 1 again: the commit."""
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    process(repo)
    assert waiting(repo)[:2] == (2, "blue")
    (repo / "game.yaml").write_text(git(repo, "show", "turn-1:game.yaml"), encoding="utf-8")
    git(repo, "commit", "-q", "-am", "innocent", author="green")
    return git(repo, "rev-parse", "HEAD").strip()


def test_an_older_game_file_stops_processing(repo: Path) -> None:
    rollback = _rolled_back(repo)
    commit_order(repo, "red", "again.yaml", 1, ["permit: {value: 3, at: A8}"])
    head = git(repo, "rev-parse", "HEAD")
    result = pbem("git", "process", repo)
    assert result.exit_code == 2
    line = one_line(result)
    assert f"game.yaml was changed by commit {rollback[:12]} (Chiara: innocent)" in line
    assert "git restore --source=" in line and "--accept-game-file" in line
    assert git(repo, "rev-parse", "HEAD") == head and "orders/red/again.yaml" in _pending(repo)
    # the game master follows the advice: pbem's files back, and the order is stale
    restore = re.search(r"'(git restore [^']+)'", line)
    assert restore is not None
    git(repo, *restore.group(1).split()[1:])
    git(repo, "commit", "-q", "-m", "restore pbem's files")
    process(repo)
    assert waiting(repo)[:2] == (2, "blue")
    assert log_subjects(repo)[-1].startswith("turn 2, red: order stale")


def test_a_copied_signature_does_not_make_an_old_file_pbems(repo: Path) -> None:
    """The rollback's commit carries the very trailers of pbem's first commit: they are
    bound to that commit's parent and tree, so they sign nothing else."""
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    process(repo)
    first = git(repo, "rev-list", "--max-parents=0", "HEAD").strip()
    trailers = git(repo, "log", "-1", "--format=%(trailers)", first)
    assert "Pbem-Mac:" in trailers
    (repo / "game.yaml").write_text(git(repo, "show", f"{first}:game.yaml"), encoding="utf-8")
    git(repo, "rm", "-q", "-r", "--", "reports/step-0001-turn-02")
    git(repo, "commit", "-q", "-am", f"pbem: new game harbour\n\n{trailers}", author="green")
    result = pbem("git", "process", repo)
    assert result.exit_code == 2
    assert "was changed by commit" in one_line(result)


HAND_EDITS = {
    "a name in game.yaml": ("game.yaml", "name: Anna", "name: Annabel"),
    "the public report": ("reports/step-0000-turn-01/public.txt", "Turn 1", "Turn 9"),
}


@pytest.mark.parametrize("edit", list(HAND_EDITS))
def test_a_hand_edit_of_pbems_files_stops_processing(repo: Path, edit: str) -> None:
    path, old, new = HAND_EDITS[edit]
    text = (repo / path).read_text(encoding="utf-8")
    assert old in text
    (repo / path).write_text(text.replace(old, new, 1), encoding="utf-8")
    git(repo, "commit", "-q", "-am", "tidy", author="blue")
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    head = git(repo, "rev-parse", "HEAD")
    result = pbem("git", "process", repo)
    assert result.exit_code == 2
    assert one_line(result).startswith(f"pbem: {path} was changed by commit")
    assert git(repo, "rev-parse", "HEAD") == head


@pytest.mark.parametrize("old_first", [True, False])
def test_a_merge_that_takes_the_game_back_stops_processing(repo: Path, old_first: bool) -> None:
    """The red team's N1: a merge of pbem's first commit and today's HEAD, holding the first
    commit's files, is a fast-forward (no forced push to refuse). With the old commit as its
    first parent it made that commit "pbem's newest" and took the game back to turn 1."""
    old = git(repo, "rev-parse", "HEAD").strip()
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    process(repo)
    head = git(repo, "rev-parse", "HEAD").strip()
    tree = git(repo, "rev-parse", f"{old}^{{tree}}").strip()
    parents = ("-p", old, "-p", head) if old_first else ("-p", head, "-p", old)
    merge = git(repo, "commit-tree", tree, *parents, "-m", "Merge branch 'main'",
                author="blue").strip()
    git(repo, "merge", "-q", "--ff-only", merge)
    before = (repo / "game.yaml").read_bytes()
    result = pbem("git", "process", repo)
    assert result.exit_code == 2
    line = one_line(result)
    if old_first:
        assert line.startswith(f"pbem: the game went back: pbem signed step 2 in commit "
                               f"{head[:12]}, but its newest signed commit {old[:12]} is at "
                               "step 1")
    else:  # the merge itself is named, with its author and subject
        assert line.startswith(f"pbem: game.yaml was changed by commit {merge[:12]} (Bruno: "
                               "Merge branch 'main') after pbem's last commit")
    assert git(repo, "rev-parse", "HEAD").strip() == merge
    assert (repo / "game.yaml").read_bytes() == before


def test_a_submodule_among_the_orders_is_refused_and_the_game_goes_on(repo: Path) -> None:
    """The red team's N2: a submodule named like an order (with the empty folder a checkout
    leaves) stopped every run with a raw "Is a directory"; it is refused as what it is, and
    the order committed after it is processed."""
    head = git(repo, "rev-parse", "HEAD").strip()
    git(repo, "update-index", "--add", "--cacheinfo", f"160000,{head},orders/red/gl.yaml")
    git(repo, "commit", "-q", "-m", "a submodule", author="blue")
    (repo / "orders" / "red" / "gl.yaml").mkdir()
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    result = process(repo)
    assert result.stdout.endswith("2 order(s) processed\n"), result.stdout
    verdict = (repo / "orders" / "refused").glob("*gl.yaml.verdict.txt")
    said = next(verdict).read_text("utf-8")
    assert "an order must be a plain file, not a submodule" in said
    assert git(repo, "ls-files", "-s", "--", "orders/red/gl.yaml") == ""
    assert list((repo / "orders" / "done").glob("*red-turn-1.yaml"))


def test_a_removed_done_order_stops_processing(repo: Path) -> None:
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    process(repo)
    git(repo, "rm", "-q", "--", "orders/done/step-0001-red-turn-1.yaml")
    git(repo, "commit", "-q", "-m", "gone", author="red")
    result = pbem("git", "process", repo)
    assert result.exit_code == 2
    assert "orders/done/step-0001-red-turn-1.yaml was changed by commit" in one_line(result)


def test_a_repository_without_pbems_signature_needs_the_game_masters_word(repo: Path) -> None:
    """As made by an older pbem: its first commit carries no signature."""
    git(repo, "commit", "-q", "--amend", "-m", "pbem: new game harbour (red, blue, green)")
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    refused = pbem("git", "process", repo)
    assert refused.exit_code == 2
    assert "no commit of this branch carries pbem's signature" in one_line(refused)
    accepted = pbem("git", "process", repo, "--accept-game-file")
    assert accepted.exit_code == 0, accepted.output
    assert log_subjects(repo)[-2:] == ["pbem: the game master accepted the game as committed "
                                       "(step 1)", "turn 1, red: gold"]


def test_only_the_game_key_signs(repo: Path) -> None:
    """With another key nothing opens, and no run can accept anything."""
    result = pbem("git", "process", repo, "--accept-game-file", key=new_game_key())
    assert result.exit_code == 2
    assert "does not open" in one_line(result)


# F13, F14 and the wrong-folder advice --------------------------------------------------------

def test_a_file_name_cannot_add_lines_to_a_commit_message(repo: Path) -> None:
    name = "nl\nBody: injected.yaml"
    commit_order(repo, "red", name, 1, ["gold"])
    result = process(repo)
    body = git(repo, "log", "-1", "--format=%B")
    assert not any(line.startswith("Body:") for line in body.splitlines())
    assert not any(line.startswith("Body:") for line in result.output.splitlines())
    assert "order: 'orders/red/nl\\nBody: injected.yaml' (applied)" in body
    assert "orders/done/step-0001-red-nl_Body__injected.yaml" in git(repo, "ls-files")


@pytest.mark.parametrize("name", ["--version.yaml", "-n.yaml", "--.yaml"])
def test_a_leading_dash_is_a_name_never_an_option(repo: Path, name: str) -> None:
    commit_order(repo, "red", name, 1, ["gold"])
    process(repo)
    assert log_subjects(repo)[-1] == "turn 1, red: gold"
    assert f"order: orders/red/{name} (applied)" in git(repo, "log", "-1", "--format=%B")
    assert _pending(repo) == []


MISPLACED = ["orders/red/sub/x.yaml", "orders/red/x.txt", "orders/x.yaml", "orders/purple/x.yaml"]


@pytest.mark.parametrize("path", MISPLACED)
def test_a_misplaced_file_is_reported_not_ignored(repo: Path, path: str) -> None:
    order = write_order(repo, "red", "tmp.yaml", 1, ["gold"])
    (repo / path).parent.mkdir(parents=True, exist_ok=True)
    order.rename(repo / path)
    git(repo, "add", "--", path)
    git(repo, "commit", "-q", "-m", "misplaced", author="red")
    game = (repo / "game.yaml").read_bytes()
    result = process(repo)
    assert "orders go directly in orders/<colour>/" in result.stdout
    assert _pending(repo) == []
    verdicts = _refused_verdicts(repo)
    assert "orders go directly in orders/<colour>/ (orders/red/, orders/blue/, orders/green/)" \
        in verdicts
    assert (repo / "game.yaml").read_bytes() == game


def test_the_hook_reports_a_misplaced_file_too(repo: Path) -> None:
    order = write_order(repo, "red", "tmp.yaml", 1, ["gold"])
    (repo / "orders" / "red" / "sub").mkdir()
    order.rename(repo / "orders" / "red" / "sub" / "x.yaml")
    result = pbem("git", "check", repo / "orders/red/sub/x.yaml", "--game", repo / "game.yaml")
    assert result.exit_code == 1
    assert "orders go directly in orders/<colour>/" in result.stdout


def test_an_order_in_another_colours_folder_is_told_the_right_folder(repo: Path) -> None:
    commit_order(repo, "blue", "mine.yaml", 1, ["gold"], player="red")
    process(repo)
    verdict = _refused_verdicts(repo)
    assert "an order of red goes into orders/red/" in verdict
    assert "commit it again under orders/red/." in verdict
    assert "under orders/blue/" not in verdict


# Replays and keys -----------------------------------------------------------------------------

def test_a_done_order_committed_again_changes_nothing(repo: Path) -> None:
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    process(repo)
    game = (repo / "game.yaml").read_bytes()
    done = repo / "orders" / "done" / "step-0001-red-turn-1.yaml"
    (repo / "orders" / "red" / "replay.yaml").write_bytes(done.read_bytes())
    git(repo, "add", "orders/red/replay.yaml")
    git(repo, "commit", "-q", "-m", "replay", author="blue")
    process(repo)
    assert log_subjects(repo)[-1].startswith("turn 2, red: ")
    assert (repo / "game.yaml").read_bytes() == game


ONE_CHANGED = GAME_KEY[:10] + ("A" if GAME_KEY[10] != "A" else "B") + GAME_KEY[11:]


@pytest.mark.parametrize("key", [None, "", "short", "!" * 44, new_game_key(), ONE_CHANGED],
                         ids=["missing", "empty", "short", "not-base64", "another", "one-changed"])
def test_a_wrong_game_key_is_one_line(repo: Path, key: str | None) -> None:
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    head = git(repo, "rev-parse", "HEAD")
    result = pbem("git", "process", repo, key=key)
    assert result.exit_code == 2
    assert "PBEM_GAME_KEY" in one_line(result) or "does not open" in one_line(result)
    assert git(repo, "rev-parse", "HEAD") == head


# Point 6: a failure says what became of the order ---------------------------------------------

def test_a_failed_commit_says_that_nothing_was_kept(repo: Path) -> None:
    commit_order(repo, "red", "turn-1.yaml", 1, ["gold"])
    git(repo, "config", "commit.gpgSign", "true")
    git(repo, "config", "gpg.program", "false")
    result = pbem("git", "process", repo)
    assert result.exit_code == 2
    line = one_line(result)
    assert line.startswith("pbem: orders/red/turn-1.yaml: git commit")
    assert "nothing of it was kept" in line and "run 'pbem git process' again" in line
    assert subprocess.run(["git", "diff", "--quiet", "HEAD"], cwd=repo, check=False,
                          timeout=60).returncode == 0
