"""pbem's signature on its own commits, and the check that nobody took the game back.

A player who may push can commit anything, an older ``game.yaml`` too; an older file carries a
valid older history, so its hash chain cannot tell. So every commit pbem makes ends with
trailers::

    Pbem-Step: 12
    Pbem-Head: sha256:...
    Pbem-Kind: step
    Pbem-Mac: 3f1c...

``Pbem-Mac`` is an HMAC-SHA256, with a key derived from the game key, over the game's id, the
step (the length of its history), the head of the history, the kind (``step``: pbem processed
an order or made the game; ``accept``: the game master accepted the files as they were) and
the commit's parent and tree. Only the game key's holder can make one, and it is valid only on
the commit it was made for: copied into another commit's message, it fails.

``pbem git process`` goes on only when, on the branch's first-parent line, the newest commit
with a valid signature holds the highest step signed since the last ``accept`` on any line of
commits that leads to HEAD (merges too), and nothing pbem
keeps (``game.yaml``, ``reports/``, ``orders/done/``, ``orders/refused/``) differs between that
commit and HEAD. So an older or edited game file stops processing, with one line naming the
commit that changed it and how to restore pbem's files. What it cannot see is a history
rewritten by a forced push: a branch protected against those (docs/git.md) is the game
master's to set up.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from dataclasses import dataclass

from pbem.files.chain import chain_head
from pbem.files.game import Game
from pbem.gitmode.repo import GitError, Repo, shown
from pbem.messages import say

KEPT = ("game.yaml", "reports", "orders/done", "orders/refused")
"""What pbem alone writes in a game repository: a change by anyone else stops processing."""
_GAME_ID = re.compile(r"^game: '?([A-Za-z0-9][A-Za-z0-9._-]{0,99})'?$", re.M)
STEP, ACCEPT = "step", "accept"
_PURPOSE = b"pbem git commit signature 1"
_FIELDS = ("Pbem-Step", "Pbem-Head", "Pbem-Kind", "Pbem-Mac")
@dataclass(frozen=True)
class Signed:
    """A commit that pbem signed: its id, the game's step and history head, and its kind."""

    commit: str
    step: int
    head: str
    kind: str


def signer(key: bytes, game: Game, kind: str = STEP) -> _Signer:
    """The trailers for a commit of ``game`` as it is now, for ``Repo.commit_all``."""
    return _Signer(key, game.id, len(game.history), chain_head(game), kind)


@dataclass(frozen=True)
class _Signer:
    key: bytes
    game_id: str
    step: int
    head: str
    kind: str

    def __call__(self, parent: str, tree: str) -> str:
        mac = _mac(self.key, self.game_id, self.step, self.head, self.kind, parent, tree)
        return (f"Pbem-Step: {self.step}\nPbem-Head: {self.head}\nPbem-Kind: {self.kind}\n"
                f"Pbem-Mac: {mac}\n")


def _mac(key: bytes, game_id: str, step: int, head: str, kind: str, parent: str,
         tree: str) -> str:
    subkey = hmac.new(key, _PURPOSE, hashlib.sha256).digest()
    fields = "\0".join([game_id, str(step), head, kind, parent, tree]).encode("utf-8")
    return hmac.new(subkey, fields, hashlib.sha256).hexdigest()


def signed_commits(repo: Repo, key: bytes, game_id: str, *, first_parent: bool = True,
                   after: str | None = None) -> list[Signed]:
    """The commits that pbem signed, newest first: of HEAD's first-parent line, or of every
    line leading to HEAD (``first_parent`` false), leaving out ``after`` and its ancestors."""
    line = ["--first-parent"] if first_parent else []
    log = repo.run("log", *line, "-z", "--format=%H%x1f%P%x1f%T%x1f%(trailers:"
                   + ",".join(f"key={name}" for name in _FIELDS) + ",separator=%x1f)",
                   "HEAD", *([f"^{after}"] if after else []))
    found = []
    for record in log.split("\0"):
        commit, _, rest = record.strip("\n").partition("\x1f")
        parent, _, rest = rest.partition("\x1f")
        tree, _, trailers = rest.partition("\x1f")
        signed = _verified(key, game_id, commit, parent, tree, trailers.split("\x1f"))
        if signed is not None:
            found.append(signed)
    return found


def _verified(key: bytes, game_id: str, commit: str, parent: str, tree: str,
              trailers: list[str]) -> Signed | None:
    pairs = [line.partition(": ") for line in trailers if line]
    values = {name: value.strip() for name, _, value in pairs}
    if len(pairs) != len(_FIELDS) or set(values) != set(_FIELDS) or \
            not values["Pbem-Step"].isdigit():
        return None
    step, head, kind = int(values["Pbem-Step"]), values["Pbem-Head"], values["Pbem-Kind"]
    expected = _mac(key, game_id, step, head, kind, parent, tree)
    if not hmac.compare_digest(expected, values["Pbem-Mac"]):
        return None
    return Signed(commit, step, head, kind)


def check_pbems_files(repo: Repo, key: bytes, game: Game) -> Signed:
    """The commit pbem signed last, once it is sure that HEAD holds its files unchanged;
    raises ``GitError`` (one line: the commit that changed them and how to restore) else."""
    signed = signed_commits(repo, key, game.id)
    if not signed:
        raise GitError(say("cli.git-unsigned"))
    last = signed[0]
    since_accept = signed[:next((i + 1 for i, s in enumerate(signed) if s.kind == ACCEPT),
                                len(signed))]
    accepted = since_accept[-1].commit if since_accept[-1].kind == ACCEPT else None
    # every line to HEAD, not the first parents alone: a merge whose first parent is an old
    # commit of pbem's (and whose second is today's HEAD) is a fast-forward that takes the
    # game back, with no forced push for a protected branch to stop
    reachable = signed_commits(repo, key, game.id, first_parent=False, after=accepted)
    top = max([*since_accept, *reachable], key=lambda s: s.step)
    if top.step > last.step:
        raise GitError(say("cli.git-went-back", top=top.step, top_commit=top.commit[:12],
                           last_commit=last.commit[:12], last=last.step))
    _check_unchanged_since(repo, last)
    if (len(game.history), chain_head(game)) != (last.step, last.head):
        raise GitError(say("cli.git-step-differs", commit=last.commit[:12], step=last.step))
    return last


def check_unreadable_game(repo: Repo, key: bytes, game_text: str) -> None:
    """When the game file does not load (a damaged seat, an edited history), say which commit
    changed it since pbem's last one and how to restore it, as for any other change; return
    when no commit since pbem's can be blamed (the reader's own message is then the one)."""
    found = _GAME_ID.search(game_text)
    signed = signed_commits(repo, key, found[1]) if found else []
    if signed:
        _check_unchanged_since(repo, signed[0])


def _check_unchanged_since(repo: Repo, last: Signed) -> None:
    """Refuse when anything pbem keeps differs between its last commit and HEAD."""
    changed = [p for p in repo.run("diff", "--name-only", "-z", "--no-renames", last.commit,
                                   "HEAD", "--", *KEPT).split("\0") if p]
    if not changed:
        return
    # the first-parent line, each commit against its first parent: a merge that brought the
    # change in is named, where git's history simplification would leave it out
    first = repo.run("log", "--first-parent", "--reverse", "--format=%H%x1f%an%x1f%s",
                     f"{last.commit}..HEAD", "--", *KEPT).split("\n", 1)[0] or \
        repo.run("log", "-1", "--format=%H%x1f%an%x1f%s", "HEAD").strip()
    commit, _, rest = first.partition("\x1f")
    author, _, subject = rest.partition("\x1f")
    where = sorted({_top_of(path) for path in changed})
    said = subject if len(subject) <= 60 else subject[:57] + "..."
    raise GitError(say("cli.git-changed-by", path=shown(changed[0]), commit=commit[:12],
                       author=shown(author), subject=shown(said), last=last.commit[:12],
                       places=" ".join(where)))


def _top_of(path: str) -> str:
    """The kept path a changed file belongs to (``reports``, ``orders/done``, ...)."""
    return next(kept for kept in KEPT if path == kept or path.startswith(kept + "/"))
