"""The example game's reports in German and Danish, every reader and every step, read whole.

``pbem demo --language de`` (and ``da``) writes every report of the example game in that
language; here each text and HTML report (the SVG's text, titles and labels included) is
scanned for English left behind, for a placeholder left unfilled, and for the game's terms as
``docs/glossary.md`` gives them. Order keywords stay English (``build``, ``permit: {value: 2,
at: F8}``): they are what the player writes, so the order lines, the notation of the choices
and the HTML's ``<code>`` are left out of the scan.
"""

from __future__ import annotations

import html
import re
import string
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from pbem.messages.catalogues import sources

pytestmark = pytest.mark.slow  # every report of the example game, twice over, read whole

DOCS = Path(__file__).resolve().parent.parent / "docs"
ENGLISH_WORDS = frozenset({
    "the", "and", "of", "is", "are", "you", "your", "yours", "has", "with", "this", "that",
    "were", "which", "when", "their", "there", "cards", "card", "influence", "report", "order",
    "row", "rows", "board", "tile", "tiles", "cube", "cubes", "building", "buildings", "player",
    "players", "north", "south", "east", "gate", "newest", "since", "applied", "refused", "legal",
    "none", "pile", "track", "left", "nothing", "choices", "table", "deck", "waiting", "won",
})
"""Common English words and pbem's English nouns that are neither an order keyword nor a
German or Danish word (``Gold``, ``Phase``, ``Bank``, ``Hand``, ``for`` and ``have`` are)."""
TITLE = "Elasund: The First City of Catan"
"""The game's title, as the box prints it in every language."""
ORDER_LINE = re.compile(r"^\s*#?\s*(- )?[a-z][a-z-]*:( |$)|^\s*#\s+[a-z-]+ [a-z0-9]")
"""A line of an order (``player: red``, ``#  - build: {...}``, ``#  value 0, 1 or 2``)."""
CHOICE_LINE = re.compile(r"^ {4}[a-z][a-z-]*( [a-z]+ [A-Za-z0-9/]+,?)*( [a-z]+:)?[ A-Z0-9]*$")
"""A choice's notation in the text report (``    permit value 0/1/2, at: A6 C6``)."""
WORD = re.compile(r"(?<![\w'./#-])[A-Za-z]+(?![\w'/-])")
PLACEHOLDER = re.compile(r"\{[a-z_]+(![rs])?(:[a-z_]+)?\}")
ATTRIBUTES = re.compile(r"""\b(?:title|aria-label|alt|data-label)="([^"]*)\"""")
REJECTED = {"de": (r"\bKontor\b", r"\bHütten?\b", r"\bSiegpunkte\b"),
            "da": (r"\b[Kk]ro(en)?\b", r"\b[Rr]ådhus", r"afkastbunke", r"\bsejrspoint")}
"""Words the glossary chose against (the Danish rules' tiles say pub and kommunekontor)."""


def prose(path: Path) -> str:
    """What a player reads in a report, without the order keywords and notation."""
    text = path.read_text("utf-8")
    text = text.replace(TITLE, "Elasund")
    if path.suffix == ".html":
        said = " ".join(ATTRIBUTES.findall(text))
        text = re.sub(r"<(style|script|code)\b.*?</\1>", " ", text, flags=re.S)
        text = re.sub(r"<[^>]*>", "\n", text) + "\n" + said
        text = html.unescape(text)
    lines = [line for line in text.splitlines()
             if not ORDER_LINE.match(line) and not CHOICE_LINE.match(line)]
    return "\n".join(re.sub(r"\{[^}]*\}", " ", line) for line in lines)


def reports(folder: Path) -> Iterator[Path]:
    yield from sorted(folder.glob("reports/*/*.txt"))
    yield from sorted(folder.glob("reports/*/*.html"))


@cache
def read_all(folder: Path) -> str:
    return "\n".join(prose(path) for path in reports(folder))


@cache
def english_phrases() -> frozenset[str]:
    """pbem's own English: every run of four words or more between the placeholders of an
    English catalogue entry."""
    found = set()
    for source in sources():
        for form in filter(None, (source.msgid, source.plural)):
            for literal, _, _, _ in string.Formatter().parse(form):
                words = re.findall(r"[A-Za-z']+", literal)
                if len(words) >= 4:
                    found.add(" ".join(words))
    return frozenset(found)


def glossary() -> list[tuple[list[str], str, str]]:
    """The glossary's rows: the English terms, the German and the Danish term pbem uses."""
    rows = []
    for line in (DOCS / "glossary.md").read_text("utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 4 or cells[0] in ("English", "---"):
            continue
        english = [re.sub(r"\s*\(.*\)", "", term) for term in cells[0].split(", ")]
        first = [re.split(r",|\s\(", cell)[0].strip() for cell in cells[1:3]]
        rows.append((english, first[0], first[1]))
    return rows


@pytest.fixture(params=["de", "da"])
def language(request: pytest.FixtureRequest) -> tuple[str, Path]:
    return request.param, request.getfixturevalue(f"demo_{request.param}")


def test_no_english_word_is_left(language: tuple[str, Path]) -> None:
    code, folder = language
    left: dict[str, str] = {}
    for path in reports(folder):
        for line in prose(path).splitlines():
            for word in WORD.findall(line):
                if word.lower() in ENGLISH_WORDS and word not in left:
                    left[word] = f"{path.parent.name}/{path.name}: {line.strip()[:120]}"
    assert left == {}, f"English words in the {code} reports"


def test_no_english_phrase_of_pbem_is_left(language: tuple[str, Path]) -> None:
    code, folder = language
    words = " ".join(re.findall(r"[A-Za-z']+", read_all(folder)))
    left = sorted(phrase for phrase in english_phrases() if phrase in words)
    assert left == [], f"pbem's English phrases in the {code} reports"


def test_no_placeholder_is_left_unfilled(language: tuple[str, Path]) -> None:
    _, folder = language
    unfilled: dict[str, str] = {}
    for path in [*reports(folder), *sorted(folder.glob("reports/*/*.json"))]:
        for match in PLACEHOLDER.finditer(path.read_text("utf-8")):
            unfilled.setdefault(match.group(0), str(path))
    assert unfilled == {}, f"placeholders left in the {language[0]} reports"


def test_every_game_term_is_the_glossarys(demo_folder: Path,
                                          language: tuple[str, Path]) -> None:
    """Each term the English reports use is in the reports of the other language as the
    glossary words it, and no word the glossary chose against is."""
    code, folder = language
    english = read_all(demo_folder).lower()
    text = read_all(folder)
    translated = text.lower()
    missing = []
    for terms, german, danish in glossary():
        used = any(re.search(rf"\b{re.escape(term.lower())}\b", english) for term in terms)
        wanted = german if code == "de" else danish
        if used and wanted.lower() not in translated:
            missing.append(f"{terms[0]}: {wanted}")
    assert missing == []
    assert [word for word in REJECTED[code] if re.search(word, text)] == []
