"""``pbem git init``: a game repository with its game file sealed, folders, hook and CI.

The layout: ``game.yaml`` (sealed: ``pbem.files.sealing``), ``orders/<colour>/`` for each
player's orders, ``orders/done/`` and ``orders/refused/`` for processed ones, ``reports/`` (the
public report in clear, each player's sealed for him), a README for the players, a
``.pre-commit-config.yaml`` running the ``pbem-validate`` hook and an example GitHub Actions
workflow that runs ``pbem git process`` with the game key from the CI's secrets.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from pbem.files.atomic import write_bytes_atomic, write_text_atomic
from pbem.gitmode.process import DONE, GAME_FILE, ORDERS, REFUSED, REPORTS
from pbem.gitmode.repo import GitError, Repo
from pbem.messages import say

IGNORED = ("game.yaml.lock", "game.yaml.log", ".*.tmp", "game.yaml.mail/", "game.yaml.hooks/")
"""The lock, the game master's audit log, interrupted writes, and the journals of reminders
and notifications a clone sends (``pbem tick --reminders-only``) stay out of the repository."""


@dataclass(frozen=True)
class Created:
    """A new game repository: the first commit and each player's secret, shown once."""

    commit: str
    secrets: dict[str, str]
    game_id: str


def create_repository(root: Path, game_id: str, seats: list[tuple[str, str, str, str]], *,
                      key: bytes, now: str, seed: str | None,
                      rules: dict[str, str] | None, package: str | None = None,
                      deadlines: dict[str, Any] | None = None,
                      pages: bool = False, language: str = "en") -> Created:
    """Make the game repository at ``root`` (an empty or new folder) and its first commit.

    The workflow installs ``package`` (a pip requirement: a pinned version, a URL) when one is
    given; else the wheel of the running pbem, which is committed into ``.pbem/``. With
    ``pages`` a second workflow publishes the public site on GitHub Pages."""
    from pbem.files.game_file import save_game
    from pbem.gitmode.signed import signer
    from pbem.history import Seat, create_game
    from pbem.publish import write_step_reports

    repo = Repo(root)
    if (root / GAME_FILE).exists():
        raise GitError(say("cli.git-game-exists", game=str(root / GAME_FILE)))
    root.mkdir(parents=True, exist_ok=True)
    if not repo.is_repository():
        repo.run("init", "-q")
    game, secrets = create_game(game_id, [Seat(*s) for s in seats], now=now, seed=seed,
                                open_game=False, rules=rules, deadlines=deadlines,
                                language=language)
    game = replace(game, sealed=True)
    save_game(root / GAME_FILE, game, key)
    write_step_reports(game, 0, root / REPORTS, secrets)
    colours = [s[0] for s in seats]
    for folder in [*(f"{ORDERS}/{c}" for c in colours), DONE, REFUSED]:
        (root / folder).mkdir(parents=True, exist_ok=True)
        write_text_atomic(root / folder / ".gitkeep", "", inside=root)
    _write(root / ".gitignore", "".join(f"{name}\n" for name in IGNORED))
    _write(root / "README.md",
           players_readme(game_id, colours, language) + deadlines_section(game, language))
    _write(root / ".pre-commit-config.yaml", PRE_COMMIT_CONFIG)
    install = _install_step(root, package)
    _write(root / ".github" / "workflows" / "pbem.yml", workflow(install))
    if pages:  # the public site on GitHub Pages (pbem.site.workflow)
        from pbem.site.workflow import PAGES_FILE, pages_workflow

        _write(root / PAGES_FILE, pages_workflow(install))
    names = [GAME_FILE, REPORTS, ORDERS, ".gitignore", "README.md", ".pre-commit-config.yaml",
             ".github", *([] if package else [WHEEL_FOLDER])]
    commit = repo.commit_all(names, f"pbem: new game {game_id} ({', '.join(colours)})\n",
                             signer(key, game))
    pos = game.state.position
    repo.tag(f"turn-{pos.turn}", f"game {game_id}: turn {pos.turn} begins, {pos.active} to play")
    return Created(commit, secrets, game_id)


def _install_step(root: Path, package: str | None) -> str:
    """The workflow step that installs pbem: the committed wheel, checked, or ``package``."""
    if package:
        return INSTALL_PACKAGE.format(package=json.dumps(package))
    from pbem.gitmode.wheel import running_wheel

    wheel = running_wheel()
    (root / WHEEL_FOLDER).mkdir(parents=True, exist_ok=True)
    write_bytes_atomic(root / WHEEL_FOLDER / wheel.name, wheel.data, inside=root)
    return INSTALL_WHEEL.format(path=f"{WHEEL_FOLDER}/{wheel.name}", sha256=wheel.sha256)


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(path, text)


def players_readme(game_id: str, colours: list[str], language: str = "en") -> str:
    """The game repository's README in the game's language: how a player reads their report
    and sends an order."""
    from pbem.messages import say

    folders = ", ".join(f"`orders/{c}/`" for c in colours)
    return say("git.readme", language, game=game_id, folders=folders)


def deadlines_section(game: Any, language: str = "en") -> str:
    """The README's part on the game's deadlines (none without): the settings, and that the
    workflow plays a missed turn by the game's policy (from the catalogue)."""
    from pbem.messages import Message, render

    clock = game.state.clock
    if clock is None:
        return ""
    s = clock.settings
    settings = Message("event.deadline.settings", turn=s.turn, decision=s.decision,
                       grace=s.grace, zone=s.zone, policy=s.policy)
    return "\n" + render(Message("git.readme.deadlines", settings=settings), language) + "\n"


PRE_COMMIT_CONFIG = """\
# Checks order files before they are committed: 'pre-commit install' once. The hook runs the
# pbem you installed (to sign orders and open reports), so it needs nothing fetched; pbem's own
# repository also offers it as the hook 'pbem-validate' (its .pre-commit-hooks.yaml).
repos:
  - repo: local
    hooks:
      - id: pbem-validate
        name: pbem validate (order files)
        entry: pbem git check
        language: system
        files: ^orders/
        exclude: ^orders/(done|refused)/|/\\.gitkeep$
"""

WHEEL_FOLDER = ".pbem"
"""Where ``pbem git init`` commits the wheel of the pbem that made the game."""

INSTALL_WHEEL = """\
      # the pbem that made this game, committed by 'pbem git init'; its hash must match
      - name: Install pbem
        run: |
          echo "{sha256}  {path}" | sha256sum --check --strict
          pip install "{path}"
"""
INSTALL_PACKAGE = """\
      # the pbem given to 'pbem git init --package'
      - name: Install pbem
        env:
          PBEM_PACKAGE: {package}
        run: pip install "$PBEM_PACKAGE"
"""


def workflow(install: str) -> str:
    """The GitHub Actions workflow that processes committed orders, with pbem installed by
    the step ``install``. Actions on their current majors (node24); one run at a time."""
    return WORKFLOW_HEAD + install + WORKFLOW_TAIL


WORKFLOW_HEAD = """\
# Processes committed orders: one commit per order, new game file and reports, a tag per turn;
# every half hour also the deadlines (pbem git tick: a missed turn by the game's policy).
# Set the repository secret PBEM_GAME_KEY to the key 'pbem git init' printed, and protect the
# branch (docs/git.md: who may push, no forced pushes).
name: pbem
on:
  push:
    paths: ["orders/**"]
  schedule:
    - cron: "*/30 * * * *"  # the deadlines: pbem git tick plays what a passed one calls for
  workflow_dispatch:
concurrency:
  group: pbem-process  # one run at a time: each starts from the commit the last one pushed
  cancel-in-progress: false
permissions:
  contents: write
jobs:
  process:
    runs-on: ubuntu-latest
    environment: pbem  # its protection rules and secrets, if the game master set some
    steps:
      - uses: actions/checkout@v7
        with:
          fetch-depth: 0  # the whole history: orders are taken in the order they were committed
      - uses: actions/setup-python@v7
        with:
          python-version: "3.11"
"""
WORKFLOW_TAIL = """\
      - name: Process the pending orders
        env:
          PBEM_GAME_KEY: ${{ secrets.PBEM_GAME_KEY }}
        run: |
          git config user.name "pbem"
          git config user.email "pbem@users.noreply.github.com"
          pbem git process .
          pbem git tick .
          git push --follow-tags
"""
