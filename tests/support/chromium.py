"""One headless Chromium driven over the DevTools protocol, for rendering many pages.

Chromium is started once with ``--remote-debugging-pipe``: it reads protocol commands (JSON,
each ended by a NUL byte) on its file descriptor 3 and writes answers and events on 4. A pipe
rather than a port or a driver: nothing listens on the network (several test workers and other
programs share the machine), no chromedriver must match the browser's version, and the Python
standard library is all the client needs. Each page is loaded into one tab, at the window size
given, and the screenshot and the DOM are taken as ``--screenshot`` and ``--dump-dom`` took them
(the viewport, and ``document.documentElement.outerHTML`` once the load event has fired).
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import select
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops

NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--no-first-run", "--disable-component-update", "--disable-sync", "--disable-quic",
         "--hide-scrollbars", "--remote-debugging-pipe")
HANG = 120.0  # seconds for one answer: a hang guard, never a speed target
BROWSER_IN, BROWSER_OUT = 3, 4  # the descriptors Chromium's pipe mode reads and writes


class ChromiumError(RuntimeError):
    """The browser answered with an error, died, or did not answer in time."""


def find_browser() -> str | None:
    """The first Chromium on PATH, or None."""
    return next((path for name in NAMES if (path := shutil.which(name))), None)


class Chromium:
    """A running headless Chromium with one tab, spoken to through its pipe."""

    def __init__(self, process: subprocess.Popen[bytes], to_browser: int,
                 from_browser: int) -> None:
        self._process = process
        self._to = to_browser
        self._from = from_browser
        self._buffer = b""
        self._events: list[dict[str, Any]] = []
        self._next_id = 0
        target = self.command("Target.createTarget", url="about:blank")["targetId"]
        self._session = self.command("Target.attachToTarget", targetId=target,
                                     flatten=True)["sessionId"]
        self.command("Page.enable", session=self._session)

    def command(self, method: str, session: str | None = None, **params: Any) -> Any:
        """Send one command and return its result (events that come meanwhile are kept)."""
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params}
        if session is not None:
            message["sessionId"] = session
        os.write(self._to, json.dumps(message).encode() + b"\0")
        while True:
            answer = self._receive()
            if answer.get("id") == self._next_id:
                if "error" in answer:
                    raise ChromiumError(f"{method}: {answer['error']}")
                return answer["result"]
            if "method" in answer:
                self._events.append(answer)

    def _wait_for_event(self, method: str) -> None:
        """Wait until the tab sends this event (dropping the events kept before)."""
        while True:
            kept, self._events = self._events, []
            if any(e["method"] == method and e.get("sessionId") == self._session
                   for e in kept):
                return
            self._events.append(self._receive())

    def _receive(self) -> dict[str, Any]:
        deadline = time.monotonic() + HANG
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            ready, _, _ = select.select([self._from], [], [], max(left, 0))
            if not ready:
                raise ChromiumError(f"no answer from Chromium in {HANG:.0f} s")
            chunk = os.read(self._from, 1 << 20)
            if not chunk:
                raise ChromiumError(f"Chromium exited with {self._process.wait()}")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        decoded = json.loads(message)
        assert isinstance(decoded, dict)
        return decoded

    def render(self, page: Path, width: int, height: int, shot: Path) -> str:
        """Load the page in a window of this size: write its screenshot, return its DOM."""
        self.command("Emulation.setDeviceMetricsOverride", session=self._session, width=width,
                     height=height, deviceScaleFactor=1, mobile=False)
        self._events.clear()
        navigated = self.command("Page.navigate", session=self._session,
                                 url=page.resolve().as_uri())
        if "errorText" in navigated:
            raise ChromiumError(f"{page}: {navigated['errorText']}")
        self._wait_for_event("Page.loadEventFired")
        picture = self.command("Page.captureScreenshot", session=self._session, format="png")
        shot.write_bytes(base64.b64decode(picture["data"]))
        text = self.evaluate("document.documentElement.outerHTML")
        assert isinstance(text, str)
        return text

    def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression in the page loaded last (a measurement)."""
        found = self.command("Runtime.evaluate", session=self._session, returnByValue=True,
                             expression=expression)
        return found["result"].get("value")

    def page_width(self) -> int:
        """How wide the page loaded last is laid out: wider than the window, it scrolls
        sideways (an element that scrolls inside itself does not count)."""
        width = self.evaluate("document.documentElement.scrollWidth")
        assert isinstance(width, int)
        return width


def _above_four(fd: int) -> int:
    """The same pipe end on a descriptor above 4 (so that wiring 3 and 4 overwrites none)."""
    moved = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, BROWSER_OUT + 1)
    os.close(fd)
    return moved


@contextmanager
def chromium(executable: str) -> Iterator[Chromium]:
    """Start headless Chromium with its own profile; close it (and the pipes) afterwards."""
    to_read, to_write = map(_above_four, os.pipe())  # we write commands, Chromium reads 3
    from_read, from_write = map(_above_four, os.pipe())  # Chromium writes on 4, we read

    def wire_pipes() -> None:  # in the child, before exec
        os.dup2(to_read, BROWSER_IN)
        os.dup2(from_write, BROWSER_OUT)

    with tempfile.TemporaryDirectory() as profile:
        process = subprocess.Popen(
            [executable, *FLAGS, f"--user-data-dir={profile}"], stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, close_fds=False,
            preexec_fn=wire_pipes)  # our descriptors are not inheritable, but 3 and 4 are
        os.close(to_read)
        os.close(from_write)
        try:
            yield Chromium(process, to_write, from_read)
        finally:
            os.close(to_write)  # Chromium's pipe closed: it quits
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
            os.close(from_read)


@pytest.fixture(scope="session")
def browser() -> Iterator[Chromium]:
    """One headless Chromium for every page a test process renders (the report and the site
    tests share it). Skipped, saying why, only when no Chromium is installed and ``CI`` is not
    set."""
    found = find_browser()
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("no chromium found, and CI is set: .ci/run must install it")
        pytest.skip("no chromium, chromium-browser or google-chrome on PATH "
                    "(install Debian's chromium to run the browser tests)")
    with chromium(found) as running:
        yield running


def assert_not_blank(shot: Path) -> None:
    """Ink covers much of the screenshot, in many colours (a blank page is one colour)."""
    with Image.open(shot) as image:
        rgb = image.convert("RGB")
        colours = rgb.getcolors(maxcolors=1 << 16)
        assert colours is None or len(colours) > 50, f"{shot}: only {len(colours or [])} colours"
        background = Image.new("RGB", rgb.size, rgb.getpixel((0, 0)))
        box = ImageChops.difference(rgb, background).getbbox()
        assert box is not None, f"{shot} is blank"
        assert (box[2] - box[0]) > rgb.width / 2 and (box[3] - box[1]) > rgb.height / 2, shot
