"""Taking in one order for a game file on disk: the verdict, the save, the reports, the audit.

Every way in (``pbem apply``, ``pbem validate``, mail, git) goes through here, so that an order
gets the same verdict and leaves the same traces whichever way it came. The caller holds the
game file's lock (``pbem.files.game_store.locked``) around ``receive_order``; the game is saved
before any report is written, so a crash in between leaves the order applied and its reports
written when the same order arrives again (see ``complete_reports``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pbem.files.entries import OrderEntry
from pbem.files.game import Game
from pbem.files.order import Order
from pbem.verdict import Verdict


@dataclass(frozen=True)
class Received:
    """What taking in one order did."""

    game: Game  # the game after the order (unchanged unless the verdict has an entry)
    verdict: Verdict
    reports: Path | None  # the step folder written for this order, if any
    completed: Path | None  # the step folder whose missing reports a repeat wrote, if any


def receive_order(path: Path, current: Game, order: Order, reports: Path, now: str, *,
                  dry_run: bool = False, command: str = "apply") -> Received:
    """Apply ``order`` to ``current`` (the game read from ``path``), save and publish.

    A dry run gives the verdict ``validate`` gives: it stops before the first card or tile not
    yet drawn, so that its output, which a game master may pass on, never shows one."""
    from pbem.process import apply_order, validate_order
    from pbem.publish import save_and_publish

    if dry_run:
        verdict = validate_order(current, order)
        audit_refusal(path, order, verdict, command, now)
        return Received(current, verdict, None, None)
    after, verdict = apply_order(current, order, now)
    audit_refusal(path, order, verdict, command, now)
    if verdict.entry is not None:
        return Received(after, verdict, save_and_publish(path, after, verdict.entry, reports),
                        None)
    completed = complete_reports(after, order.digest, reports) if verdict.status == "duplicate" \
        else None
    return Received(after, verdict, None, completed)


def complete_reports(game: Game, digest: str, reports: Path) -> Path | None:
    """Write the last step's missing reports when its order is sent again.

    A pbem that stopped (killed, power cut) after saving the game but before writing every
    report leaves a step whose order is then only recognised again; without this, the missing
    reports would never be written. Only the last entry's: a report tells the game as it is now.
    """
    from pbem.publish import complete_step_reports

    last = game.history[-1]
    if not isinstance(last, OrderEntry) or last.order_digest != digest:
        return None
    return complete_step_reports(game, reports)


def audit_refusal(path: Path, order: Order, verdict: Verdict, command: str, now: str) -> None:
    """Log a refused authentication beside the game: when, which file, the colour it claimed
    and what was wrong (found by the one envelope check, ``Verdict.credential_fault``), never
    the secret or signature it carried."""
    if verdict.rule != "secret":
        return
    from pbem.files.audit_log import append_audit

    append_audit(path, {"at": now, "event": "authentication refused", "command": command,
                        "order": order.filename, "player": order.player,
                        "reason": verdict.credential_fault or "wrong secret or signature"})
