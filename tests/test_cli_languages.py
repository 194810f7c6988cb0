"""The game master's own commands fail in the terminal's language: ``PBEM_LANG`` (else
``LC_ALL``, ``LC_MESSAGES``, ``LANG``) chooses German or Danish, and without any of them they
stay English. Options, file names and commands stay English inside the translated sentence."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pytest

from tests.support.cli import one_line, run

NO_LOCALE: dict[str, str | None] = {"PBEM_LANG": None, "LC_ALL": None, "LC_MESSAGES": None,
                                    "LANG": None}
"""A terminal that names no language (the suite's own PBEM_LANG=en unset too)."""

MISSING = {
    "de": "hier gibt es keine Spieldatei; lege eine an mit 'pbem new {game} --players "
          "red,blue,green'",
    "da": "der er ingen spilfil her; opret en med 'pbem new {game} --players red,blue,green'",
    "en": "there is no game file here; create one with 'pbem new {game} --players "
          "red,blue,green'",
}
LANGUAGE = {
    "de": "--languages: 'xx' ist keine Sprache, die pbem spricht; wähle aus en, de, da",
    "da": "--languages: 'xx' er ikke et sprog, pbem taler; vælg mellem en, de, da",
    "en": "--languages: 'xx' is not a language pbem speaks; choose from en, de, da",
}
COUNT = {
    "de": "--names gibt 1 Einträge für 2 Spieler an",
    "da": "--names angiver 1 poster for 2 spillere",
    "en": "--names gives 1 entries for 2 players",
}


def failed(*args: str | Path, env: Mapping[str, str | None]) -> str:
    """The one line a command that refuses its arguments wrote, asserting it exited 2."""
    result = run(*args, env=env)
    assert result.exit_code == 2, result.output
    return one_line(result)


@pytest.mark.parametrize("language", ["de", "da"])
def test_a_gm_command_fails_in_pbem_lang(tmp_path: Path, language: str) -> None:
    game = tmp_path / "harbour" / "game.yaml"
    env: dict[str, str | None] = {**NO_LOCALE, "PBEM_LANG": language}
    assert failed("status", game, env=env) == \
        f"pbem: {game}: " + MISSING[language].format(game=game)
    assert failed("new", game, "--players", "red,blue", "--open", "--languages", "de,xx",
                  env=env) == "pbem: " + LANGUAGE[language]
    assert failed("new", game, "--players", "red,blue", "--open", "--names", "Anna",
                  env=env) == "pbem: " + COUNT[language]
    assert not game.exists()


def test_the_locale_speaks_when_pbem_lang_is_unset(tmp_path: Path) -> None:
    game = tmp_path / "game.yaml"
    line = failed("status", game, env={**NO_LOCALE, "LANG": "da_DK.UTF-8"})
    assert line == f"pbem: {game}: " + MISSING["da"].format(game=game)


def test_without_a_language_the_gm_commands_stay_english(tmp_path: Path) -> None:
    game = tmp_path / "harbour" / "game.yaml"
    assert failed("status", game, env=NO_LOCALE) == \
        f"pbem: {game}: " + MISSING["en"].format(game=game)
    assert failed("new", game, "--players", "red,blue", "--open", "--languages", "de,xx",
                  env=NO_LOCALE) == "pbem: " + LANGUAGE["en"]
    assert failed("new", game, "--players", "red,blue", "--open", "--names", "Anna",
                  env=NO_LOCALE) == "pbem: " + COUNT["en"]
    # a locale pbem does not speak is English too
    assert failed("status", game, env={**NO_LOCALE, "LANG": "fr_FR.UTF-8"}) == \
        f"pbem: {game}: " + MISSING["en"].format(game=game)


@pytest.mark.parametrize(("language", "said"), [
    ("de", "zuletzt ausgeführt: Verlaufseintrag 121 (Befehl, red) um "),
    ("da", "senest behandlet: historikpost 121 (ordre, red), "),
    ("en", "last processed: history entry 121 (order, red) at "),
])
def test_status_names_the_last_entry_s_kind_in_the_terminal_s_language(
        demo_folder: Path, language: str, said: str) -> None:
    result = run("status", demo_folder / "game.yaml", env={**NO_LOCALE, "PBEM_LANG": language})
    assert result.exit_code == 0, result.output
    assert any(line.startswith(said) for line in result.stdout.splitlines()), result.stdout
