"""The character classes pbem's reader and writer use, written as the few characters left out
(quick to compile on every command), are exactly the classes YAML and the writer define."""

from __future__ import annotations

import re

from pbem.files.strict_yaml import _NON_PRINTABLE
from pbem.files.yaml_write import _SINGLE_QUOTABLE

YAML_PRINTABLE = re.compile(
    "[\x09\x0a\x0d\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
SINGLE_QUOTABLE = re.compile(
    "[\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\U00010000-\U0010ffff]")


def test_every_character_is_classed_as_the_full_sets_class_it() -> None:
    for code in range(0x110000):
        char = chr(code)
        assert (_NON_PRINTABLE.fullmatch(char) is None) == bool(YAML_PRINTABLE.fullmatch(char))
        assert bool(_SINGLE_QUOTABLE.fullmatch(char)) == bool(SINGLE_QUOTABLE.fullmatch(char))
    assert _SINGLE_QUOTABLE.fullmatch("it's fine é ✝") and _SINGLE_QUOTABLE.fullmatch("")
    assert not _SINGLE_QUOTABLE.fullmatch("a\tb")
