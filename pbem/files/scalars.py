"""What a plain (unquoted) YAML scalar means in pbem's files, and which ones are refused.

pbem reads a plain scalar as one of four things only: ``null``, ``true``/``false``, a whole
number written in plain digits (``14``, ``-3``), or else text. A plain scalar that another
YAML reader would take for something else (YAML 1.1's ``NO`` as false, ``1:30`` as 90,
``0755`` as 493, ``2024-01-05`` as a date, ``1e3`` or ``.5`` as a float, ``~`` as null) is
refused, so a file means the same thing to every reader. Quoted scalars are always text.

>>> plain_value("14"), plain_value("D4"), plain_value("null"), plain_value("true")
(14, 'D4', None, True)
>>> print(plain_problem("NO"))
'NO' would be read as false by some YAML readers; write it in quotes ('NO') or as true/false
"""

from __future__ import annotations

import re

from pbem.messages import say

_INT = re.compile(r"-?(?:0|[1-9][0-9]*)")
_BOOLS = {"yes": True, "no": False, "on": True, "off": False, "y": True, "n": False,
          "true": True, "false": False}
_TIMESTAMP = re.compile(
    r"[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}"
    r"(?:(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?"
    r"(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)?"
)
_SEXAGESIMAL = re.compile(r"([-+]?)([0-9][0-9_]*(?::[0-5]?[0-9])+)(\.[0-9_]*)?")
_LEADING_ZERO = re.compile(r"[-+]?0[0-9_]+")
_OTHER_INT = re.compile(r"[-+]?(?:0b[01_]+|0o[0-7_]+|0x[0-9a-fA-F_]+|[0-9][0-9_]*)")
_DIGITS = re.compile(r"[-+]?[0-9][0-9_:]*(?:\.[0-9_]*)?")
MAX_DIGITS = 30
"""The most digits a plain number may have: pbem's numbers are turns, counts and values, and
Python refuses to turn more than 4,300 digits into a number (or back) at all."""
_FLOAT = re.compile(
    r"[-+]?(?:\.[0-9_]+|[0-9][0-9_]*(?:\.[0-9_]*)?)(?:[eE][-+]?[0-9]+)?"
    r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)"
)


def quoted(text: str) -> str:
    """The text as a single-quoted YAML scalar, the form a player can copy into his file."""
    return "'" + text.replace("'", "''") + "'"


def plain_value(text: str) -> str | int | bool | None:
    """What a plain scalar means, once ``plain_problem`` has found nothing wrong with it."""
    if text in ("", "null"):
        return None
    if text in ("true", "false"):
        return text == "true"
    if _INT.fullmatch(text):
        return int(text)
    return text


def plain_problem(text: str) -> str | None:
    """Why a plain scalar is refused, as a sentence saying what to write instead; else None."""
    digits = sum(c.isdigit() for c in text) if _DIGITS.fullmatch(text) else 0
    if digits > MAX_DIGITS:
        return say("scalar.too-long", value=quoted(text[:MAX_DIGITS] + "..."), digits=digits)
    if text in ("", "null", "true", "false") or _INT.fullmatch(text):
        return None
    lowered = text.lower()
    if lowered in _BOOLS:
        word = "true" if _BOOLS[lowered] else "false"
        return say("scalar.bool", value=quoted(text), word=word)
    if text == "~" or lowered == "null":
        return say("scalar.null", value=quoted(text))
    return _number_problem(text) or _special_problem(text)


def _number_problem(text: str) -> str | None:
    """Dates, base-60 numbers, octal, hexadecimal and fractional numbers."""
    if not (text[0].isdigit() or text[0] in "+-."):
        return None
    if _TIMESTAMP.fullmatch(text):
        return say("scalar.date", value=quoted(text))
    sexagesimal = _SEXAGESIMAL.fullmatch(text)
    if sexagesimal:
        sign, digits, fraction = sexagesimal.groups()
        value = 0
        for part in digits.replace("_", "").split(":"):
            value = value * 60 + int(part)
        number = f" {sign.replace('+', '')}{value}" if not fraction else ""
        return say("scalar.base60", value=quoted(text), number=number)
    if _LEADING_ZERO.fullmatch(text):
        plain = int(text.replace("_", ""))
        return say("scalar.octal", value=quoted(text), plain=plain)
    if _OTHER_INT.fullmatch(text):
        return say("scalar.other-int", value=quoted(text))
    if _FLOAT.fullmatch(text):
        return say("scalar.float", value=quoted(text))
    return None


def _special_problem(text: str) -> str | None:
    """YAML 1.1's merge key ``<<`` and value key ``=``."""
    if text == "<<":
        return say("scalar.merge")
    if text == "=":
        return say("scalar.equals")
    return None


def key_problem(text: str) -> str | None:
    """Why a plain scalar cannot be a mapping key (keys are text); else None."""
    problem = plain_problem(text)
    if problem is not None:
        return problem
    if text == "":
        return say("scalar.key-missing")
    if text in ("null", "true", "false"):
        return say("scalar.key-value", text=text, value=quoted(text))
    return None
