#!/usr/bin/env python3
"""Check the dice of a finished pbem game yourself: Python's standard library only, no pbem.

Input: the game's dice record, which the game master writes once the game is over
(``pbem verify GAME --export-rolls dice.json``) and sends round with the final report. It is
public and names no card: the seed (revealed at the end), its commitment, and for each history
entry the uses of the dice in order: rolls (whose, which dice, whether set in advance),
shuffles (of how many cards or tiles), picks from the pirate's pile (out of how many). With
``--reports DIR`` it is held against your JSON reports (every pbem-report-1 file under DIR).

Checked:
  1. SHA-256 of the seed is the commitment, the same every report shows (the first one
     before any order was sent: the seed was fixed then);
  2. every roll not set in advance is what the seed gives. The generator: a word is the first
     8 bytes (big-endian) of HMAC-SHA256(key = the seed in UTF-8, message = the counter as 8
     bytes big-endian), and each word moves the counter on by one. A number below n is
     word % n for the first word below 2**64 - 2**64 % n (so every number is equally likely); a
     die is a number below 6, plus 1; a shuffle of k items is Fisher-Yates from the end, one
     number below i + 1 for i = k-1 down to 1. An undo puts the counter back where it stood
     after the entry it returns to;
  3. after each entry the counter stands where pbem recorded it: nothing was rolled unseen;
  4. with --reports: each reported step shows the record's rolls and reshuffles.
Not checked here: which cards were drawn (that needs the cards' order; ``pbem verify`` checks
it on the game file).

Usage: python3 verify_dice.py dice.json [--reports REPORTS_DIR]
Exit status: 0 all match, 1 a mismatch (printed), 2 an unreadable input.
"""

from __future__ import annotations

import argparse
import hashlib
import hmac
import json
import sys
from pathlib import Path
from typing import Any

WORD = 2**64


class Dice:
    """The generator: nothing but the seed and a counter."""

    def __init__(self, seed: str, counter: int) -> None:
        self.key, self.counter = seed.encode("utf-8"), counter

    def word(self) -> int:
        message = self.counter.to_bytes(8, "big")
        self.counter += 1
        return int.from_bytes(hmac.new(self.key, message, hashlib.sha256).digest()[:8], "big")

    def below(self, n: int) -> int:
        limit = WORD - WORD % n
        while (word := self.word()) >= limit:
            pass
        return word % n

    def shuffle(self, size: int) -> None:
        for i in range(size - 1, 0, -1):
            self.below(i + 1)


class Mismatch(Exception):
    """A check failed: the message says where and what."""


def check_record(record: dict[str, Any]) -> dict[str, int]:
    """Re-derive every use of the dice from the seed; the counts of what was checked."""
    seed = record["seed"]
    digest = "sha256:" + hashlib.sha256(seed.encode("utf-8")).hexdigest()
    if digest != record["seed-sha256"]:
        raise Mismatch(f"the seed's SHA-256 is {digest}, not the commitment "
                       f"{record['seed-sha256']}")
    dice, after = Dice(seed, record["start-counter"]), dict[int, int]()
    counts = dict.fromkeys(("roll", "forced", "start-roll", "shuffle", "pick"), 0)
    for entry in record["entries"]:
        if entry["kind"] == "undo":
            dice.counter = after[entry["to"]]
        for use in entry["uses"]:
            counts[use["use"]] += 1
            if use.get("forced"):
                counts["forced"] += 1
            elif "dice" in use:
                rolled = [dice.below(6) + 1, dice.below(6) + 1]
                if rolled != use["dice"]:
                    raise Mismatch(f"history entry {entry['n']}: {use['player']}'s "
                                   f"{use['use']}: the record says {use['dice']}, the seed "
                                   f"gives {rolled}")
            elif use["use"] == "shuffle":
                dice.shuffle(use["size"])
            else:  # a pick: one card taken at random from the pirate's pile
                dice.below(use["from"])
        if dice.counter != entry["counter"]:
            raise Mismatch(f"history entry {entry['n']}: the generator should stand at word "
                           f"{dice.counter}, the record says {entry['counter']}")
        after[entry["n"]] = dice.counter
    return counts


def shown(uses: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    """What a report shows of the uses of the dice: the rolls and the reshuffles."""
    return [(u["use"], u.get("player"), u.get("dice"), bool(u.get("forced")), u.get("size"))
            for u in uses if "dice" in u or u.get("what") == "discard"]


def report_uses(event: dict[str, Any]) -> list[dict[str, Any]]:
    """A report's event as uses of the dice (none for most events)."""
    if event["event"] in ("roll", "start-roll"):
        return [{"use": event["event"], "player": event["player"], "dice": event["dice"],
                 "forced": event.get("forced", False)}]
    if event["event"] == "reshuffle":
        return [{"use": "shuffle", "what": "discard", "size": event["deck"]}]
    return []


def check_reports(record: dict[str, Any], folder: Path) -> int:
    """Hold the record against every report; the number of history entries compared."""
    entries = {e["n"]: shown(e["uses"]) for e in record["entries"]}
    compared: set[int] = set()
    for path in sorted(folder.rglob("*.json")):
        report = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(report, dict) or report.get("format") != "pbem-report-1":
            continue
        if report.get("seed_commitment") not in (None, record["seed-sha256"]):
            raise Mismatch(f"{path} shows another commitment: {report['seed_commitment']}")
        if report.get("revealed_seed") not in (None, record["seed"]):
            raise Mismatch(f"{path} reveals another seed than the record holds")
        for step in report.get("history") or []:
            seen = shown([u for event in step["events"] for u in report_uses(event["data"])])
            if entries.get(step["n"]) != seen:
                raise Mismatch(f"history entry {step['n']}: {path} shows the dice {seen}, "
                               f"the record {entries.get(step['n'], 'has no such entry')}")
            compared.add(step["n"])
    if not compared:
        raise ValueError(f"{folder} holds no JSON report (format pbem-report-1)")
    return len(compared)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("record", type=Path, help="the dice record (pbem verify --export-rolls)")
    parser.add_argument("--reports", type=Path, help="a folder with the game's JSON reports")
    args = parser.parse_args()
    try:
        record = json.loads(args.record.read_text(encoding="utf-8"))
        if record.get("format") != "pbem-dice-1":
            raise ValueError(f"{args.record} is not a pbem dice record (pbem-dice-1)")
        counts = check_record(record)
        compared = check_reports(record, args.reports) if args.reports else 0
    except Mismatch as mismatch:
        print(f"MISMATCH: {mismatch}")
        return 1
    except (OSError, ValueError, KeyError, TypeError) as error:
        print(f"verify_dice: cannot read the input: {error}", file=sys.stderr)
        return 2
    print(f"game {record['game']}: the seed matches its commitment {record['seed-sha256']}")
    first = f", {counts['start-roll']} first-player rolls" if counts["start-roll"] else ""
    print(f"re-derived from the seed: {counts['roll']} rolls ({counts['forced']} forced)"
          f"{first}, {counts['shuffle']} shuffles, {counts['pick']} picks: all match")
    if args.reports:
        print(f"the reports of {compared} history entries show the same rolls and reshuffles")
    return 0


if __name__ == "__main__":
    sys.exit(main())
