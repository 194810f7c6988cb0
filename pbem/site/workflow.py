"""The GitHub Actions workflow that publishes a game repository's public site on GitHub Pages.

``pbem git init --pages`` writes it beside the processing workflow as
``.github/workflows/pbem-pages.yml``: after each run of the processing workflow (a push made
with the workflow's own token starts no other workflow, but its completion does), after a push
of the game file by the game master, and by hand, it installs the same pbem, writes ``pbem site
. --out "$RUNNER_TEMP/public"`` (the game key opens the sealed game; the site holds only what
the public report shows) and deploys that folder. It is outside the checkout: whatever a player
commits (a ``public/`` of his own pages, or a link to elsewhere) is never written through nor
deployed. It runs ``pbem site --git``: the game file must be the one pbem signed last
(``check_repository``), since a player who may push can commit any ``game.yaml`` (an older one,
or a game of his own making with a winner and a "seed" of his choosing), and the push of a game
file starts this workflow. It checks out the whole history, which the check reads. Actions on
their current majors; actionlint and GitHub's schema check it in the tests.
"""

from __future__ import annotations

from pathlib import Path

PAGES_FILE = ".github/workflows/pbem-pages.yml"

HEAD = """\
# Publishes the game's public site (pbem site) on GitHub Pages after every processed order.
# Turn Pages on once: Settings, Pages, Source: GitHub Actions. The site holds only what the
# public report shows; the job reads the sealed game file with the secret PBEM_GAME_KEY.
name: pbem-pages
on:
  workflow_run:
    workflows: [pbem]
    types: [completed]
  push:
    branches: [main]
    paths: ["game.yaml"]
  workflow_dispatch:
concurrency:
  group: pbem-pages  # the newest site wins
  cancel-in-progress: true
permissions:
  contents: read
  pages: write
  id-token: write
jobs:
  build:
    runs-on: ubuntu-latest
    environment: pbem  # where the game master keeps PBEM_GAME_KEY
    steps:
      - uses: actions/checkout@v7
        with:
          fetch-depth: 0  # the whole history: pbem checks that it signed the game file
      - uses: actions/setup-python@v7
        with:
          python-version: "3.11"
"""
TAIL = """\
      - name: Write the public site
        env:
          PBEM_GAME_KEY: ${{ secrets.PBEM_GAME_KEY }}
        run: pbem site . --git --out "$RUNNER_TEMP/public"
      - uses: actions/upload-pages-artifact@v5
        with:
          path: ${{ runner.temp }}/public
  deploy:
    needs: build
    runs-on: ubuntu-latest
    environment:
      name: github-pages
      url: ${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: actions/deploy-pages@v5
"""


def pages_workflow(install: str) -> str:
    """The publishing workflow, installing pbem with the processing workflow's step."""
    return HEAD + install + TAIL


def check_repository(root: Path) -> None:
    """That ``root`` is a game repository whose ``game.yaml`` is the one pbem signed last, as
    ``pbem git process`` checks it (``GitError``, one line naming the commit, else); read
    with the game key, nothing written."""
    from pbem.files.sealing import game_key_from_environment
    from pbem.gitmode.process import GAME_FILE, _loaded
    from pbem.gitmode.repo import GitError, Repo
    from pbem.gitmode.signed import check_pbems_files
    from pbem.messages import say

    repo = Repo(root)
    game_path = root / GAME_FILE
    game = _loaded(repo, game_path)  # a game file is replaced whole: no lock to read it
    if not game.sealed:
        raise GitError(say("cli.git-not-sealed", game=str(game_path)))
    check_pbems_files(repo, game_key_from_environment(str(game_path)), game)
