"""Handing one notification to a webhook over HTTP(S), with the standard library alone.

Discord and pbem's JSON are POSTed; Matrix is PUT to ``.../send/m.room.message/<name>`` with the
notification's name as the transaction id, so the homeserver itself drops a repeat. A JSON
receiver gets the name as ``Idempotency-Key``. Only ``http`` and ``https`` URLs are used (the
library would open ``file:`` too). A refused request (4xx but 408 and 429) is the game
master's to mend and is not tried again; anything else (no answer, 5xx, 408, 429) is tried on
the next run.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any
from urllib.parse import quote, urlsplit

TIMEOUT = 10.0  # seconds for the whole exchange: a hook that hangs is down
RETRIED = (408, 429)


class HookDown(Exception):
    """Transient: no answer, or one that says try later; the notification waits."""


class HookRefused(Exception):
    """Permanent for this notification: the hook answered that it will not take it."""


def post(kind: str, url: str, token: str, name: str, body: dict[str, Any]) -> None:
    """Send one notification; raises ``HookDown`` or ``HookRefused``."""
    if urlsplit(url).scheme not in ("http", "https"):
        from pbem.messages import say

        raise HookRefused(say("notify-scheme"))
    headers = {"Content-Type": "application/json", "User-Agent": "pbem"}
    method = "POST"
    if kind == "matrix":
        url, method = f"{url.rstrip('/')}/{quote(name, safe='')}", "PUT"
        headers["Authorization"] = f"Bearer {token}"
    elif kind == "json":
        headers["Idempotency-Key"] = name
    request = urllib.request.Request(url, json.dumps(body).encode("utf-8"), headers,
                                     method=method)
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as answer:
            answer.read(1 << 16)
    except urllib.error.HTTPError as error:
        if 400 <= error.code < 500 and error.code not in RETRIED:
            raise HookRefused(f"{error.code} {error.reason}") from None
        raise HookDown(f"{error.code} {error.reason}") from None
    except (urllib.error.URLError, OSError, ValueError) as error:
        raise HookDown(str(getattr(error, "reason", error)) or type(error).__name__) from None
