"""A small HTTP server on 127.0.0.1 for the webhook tests: it records every request it takes
and can be told to fail the first ones (503) or refuse some paths (400), as hooks do."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Received:
    """A request the server answered 2xx: method, path, headers, the JSON body."""

    method: str
    path: str
    headers: dict[str, str]
    body: Any


@dataclass
class HookServer:
    """What the server took, and how it is to answer."""

    port: int
    fail_first: int = 0  # answer 503 to this many requests first
    refuse: set[str] = field(default_factory=set)  # paths answered 400
    received: list[Received] = field(default_factory=list)
    attempts: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def url(self, path: str) -> str:
        """The URL of a path on this server."""
        return f"http://127.0.0.1:{self.port}{path}"

    def bodies(self, path: str) -> list[Any]:
        """The bodies taken at one path (the part before a Matrix transaction id)."""
        return [r.body for r in self.received if r.path.startswith(path)]


def _handler(server: HookServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def _answer(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            data = self.rfile.read(length)
            with server.lock:
                server.attempts += 1
                code = 503 if server.attempts <= server.fail_first else \
                    400 if self.path in server.refuse else 200
                if code == 200:
                    server.received.append(Received(self.command, self.path,
                                                    dict(self.headers), json.loads(data)))
            self.send_response(code)
            self.send_header("Content-Length", "0")
            self.end_headers()

        do_POST = do_PUT = _answer

        def log_message(self, format: str, *args: Any) -> None:  # quiet
            pass
    return Handler


@contextmanager
def hook_server(fail_first: int = 0) -> Iterator[HookServer]:
    """Run the server for the block, on a port of the system's choice."""
    state = HookServer(0, fail_first)
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    state.port = int(httpd.server_address[1])
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        httpd.shutdown()
        httpd.server_close()
