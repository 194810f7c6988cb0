"""The deadline options ``pbem new`` and ``pbem deadline`` share, and the clock's settings
made from them (docs/game-master.md, "Deadlines, missed turns and seats")."""

from __future__ import annotations

from typing import Any

import typer

from pbem.cli.common import Failure
from pbem.messages import say

TURN_OPT = typer.Option("", "--turn-time", metavar="DURATION",
                        help="Time for a turn, e.g. 48h or 2d (days are calendar days in the "
                             "zone). Any deadline option turns deadlines on.")
DECISION_OPT = typer.Option("", "--decision-time", metavar="DURATION",
                            help="Time for a decision in another's turn (pirate, hut), e.g. 12h.")
GRACE_OPT = typer.Option("", "--grace", metavar="DURATION",
                         help="Time after a deadline before the policy applies (default 0h).")
ZONE_OPT = typer.Option("", "--zone", metavar="ZONE",
                        help="IANA time zone deadlines are shown in, e.g. Europe/Copenhagen.")
POLICY_OPT = typer.Option("", "--policy", metavar="POLICY",
                          help="A missed turn: pass (2 gold; a decision's fixed answer), "
                               "stand-in (the bot plays it) or wait (a notice only).")
REMINDERS_OPT = typer.Option("", "--reminders", metavar="DURATIONS",
                             help="Reminders before a deadline, e.g. 24h,2h ('none': none).")
DAYS_OPT = typer.Option("", "--days", metavar="DAYS",
                        help="Days a deadline may fall on, e.g. mon-fri (default: all).")
DISORDER_OPT = typer.Option(None, "--civil-disorder-after", metavar="N",
                            help="Missed turns in a row after which the stand-in plays the "
                                 "seat until it is given to someone (0: never; default 3).")
ABSENCES_OPT = typer.Option(None, "--absences", metavar="N",
                            help="Absences each player may take (pbem seat absent; default 3).")


def deadline_settings(current: dict[str, Any] | None, *, turn: str = "", decision: str = "",
                      grace: str = "", zone: str = "", policy: str = "", reminders: str = "",
                      days: str = "", disorder: int | None = None,
                      absences: int | None = None) -> dict[str, Any] | None:
    """The clock's settings from the options (over ``current``); None when none was given."""
    from pbem.deadlines.clock import POLICIES, Settings
    from pbem.deadlines.times import TimeError, days_text, duration_text
    from pbem.deadlines.times import zone as zone_of

    given = [turn, decision, grace, zone, policy, reminders, days]
    if not any(given) and disorder is None and absences is None:
        return None
    data = dict(current or Settings().to_data())
    try:
        for key, value, option in (("turn", turn, "--turn-time"),
                                   ("decision", decision, "--decision-time")):
            if value:
                data[key] = duration_text(value, option)
        if grace:
            data["grace"] = "0h" if grace.strip() in ("0", "0h", "0m") else duration_text(
                grace, "--grace")
        if zone:
            data["zone"] = zone_of(zone.strip()).key
        if reminders:
            data["reminders"] = [] if reminders.strip() == "none" else [
                duration_text(r, "--reminders") for r in reminders.split(",")]
        if days:
            data["days"] = list(days_text(days))
    except TimeError as error:
        raise Failure(str(error)) from None
    if policy:
        if policy not in POLICIES:
            raise Failure(say("cli.policy-one-of", allowed=", ".join(POLICIES), given=repr(policy)))
        data["policy"] = policy
    for key, number, option in (("civil-disorder-after", disorder, "--civil-disorder-after"),
                                ("absences", absences, "--absences")):
        if number is not None:
            if not 0 <= number <= 1000:
                raise Failure(say("cli.number-range", option=option, number=number))
            data[key] = number
    return data
