"""Serving the inspector: a socket bound on 127.0.0.1 first (so a port of 0 picks a free
one and the URL is known before the first request), then uvicorn on that socket.

``Served`` runs it in a background thread for whoever must go on meanwhile (the tests,
the screenshot program); ``serve`` runs it in the foreground until interrupted.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Callable
from types import TracebackType

import uvicorn

from keepmind.ui.app import build_app
from keepmind.ui.guard import HOSTS
from keepmind.ui.pages import Inspected

BIND = HOSTS[0]
START_TIMEOUT = 10.0


def bind(port: int) -> socket.socket:
    """A listening socket on 127.0.0.1:``port`` (0: any free port). Raises OSError."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((BIND, port))
        sock.listen(64)
    except OSError:
        sock.close()
        raise
    return sock


def _server(inspected: Inspected, sock: socket.socket, token: str) -> uvicorn.Server:
    port = sock.getsockname()[1]
    config = uvicorn.Config(build_app(inspected, token=token, port=port), log_level="warning",
                            access_log=False, lifespan="off")
    return uvicorn.Server(config)


def serve(inspected: Inspected, sock: socket.socket, token: str,
          ready: Callable[[], None]) -> None:
    """Serve on ``sock`` until interrupted; ``ready`` is called once it answers."""
    web = _server(inspected, sock, token)
    watcher = threading.Thread(target=_announce, args=(web, ready), daemon=True)
    watcher.start()
    web.run(sockets=[sock])


def _announce(web: uvicorn.Server, ready: Callable[[], None]) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while not web.started and time.monotonic() < deadline:
        time.sleep(0.02)
    if web.started:
        ready()


class Served:
    """The inspector running in a background thread: ``with Served(...) as s: s.port``.
    Leaving stops it and waits for the thread."""

    def __init__(self, inspected: Inspected, token: str, port: int = 0) -> None:
        self.sock = bind(port)
        self.port: int = self.sock.getsockname()[1]
        self._web = _server(inspected, self.sock, token)
        self._thread = threading.Thread(target=self._web.run, kwargs={"sockets": [self.sock]},
                                        daemon=True)

    def __enter__(self) -> Served:
        self._thread.start()
        deadline = time.monotonic() + START_TIMEOUT
        while not self._web.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                self.__exit__(None, None, None)
                raise RuntimeError("the inspector did not start")
            time.sleep(0.02)
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self._web.should_exit = True
        self._thread.join(START_TIMEOUT)
        self.sock.close()
