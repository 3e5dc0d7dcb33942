"""``keepmind hook AGENT EVENT``: the one entry point an agent's lifecycle hooks run.

It reads the hook's JSON object from stdin, runs the event's handler
(``keepmind.cli._claude_hooks``) and prints what the agent should add to its context.

Invariants:
- It never blocks or breaks the agent: whatever goes wrong (bad stdin, a broken home, a
  failing import), it exits 0 with nothing on stdout and one line in
  ``<home>/logs/hooks.log`` (on stderr when there is no home yet, or it is unusable).
- It is fast: ``keepmind.cli.main`` calls it before the command tree is imported, and the
  events that run on every prompt import only the standard library, ``keepmind.home``
  and ``keepmind.snapshot_file`` unless something changed (docs/benchmarks.md).
- A composition root: the home comes from ``--home``/``--profile`` or the environment.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import IO

from keepmind.cli._hook_input import Handler, HookInputError, read_payload
from keepmind.home import Home, resolve_home

LOG_DIR = "logs"
LOG_FILE = "hooks.log"
USAGE = "usage: keepmind hook claude-code EVENT [--home DIR] [--profile NAME]"


def _parse(args: list[str]) -> tuple[str, str, str | None, str | None]:
    positional: list[str] = []
    options: dict[str, str] = {}
    items = iter(args)
    for arg in items:
        name, eq, value = arg.partition("=")
        if name in ("--home", "--profile"):
            options[name] = value if eq else next(items, "")
        else:
            positional.append(arg)
    if len(positional) != 2:
        raise HookInputError(USAGE)
    return positional[0], positional[1], options.get("--home"), options.get("--profile")


def _handler(agent: str, event: str) -> Handler:
    if agent != "claude-code":
        raise HookInputError(f"unknown agent {agent!r}; expected claude-code")
    from keepmind.cli import _claude_hooks

    handler = _claude_hooks.HANDLERS.get(event)
    if handler is None:
        raise HookInputError(f"unknown claude-code event {event!r}; expected one of "
                             f"{', '.join(_claude_hooks.HANDLERS)}")
    return handler


def log_path(home: Home) -> Path:
    return home.root / LOG_DIR / LOG_FILE


def _log(home: Home | None, agent: str, event: str, message: str) -> None:
    stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    line = f"{stamp} {agent} {event}: {' '.join(message.split())}\n"
    try:
        if home is None or not home.exists():  # logging does not create a home
            raise OSError("no home")
        path = log_path(home)
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0),
                     0o600)
        with os.fdopen(fd, "a", encoding="utf-8") as log:
            log.write(line)
    except OSError:
        sys.stderr.write(f"keepmind hook: {line}")


def run_hook(args: list[str], stdin: IO[bytes] | None = None,
             stdout: IO[str] | None = None) -> int:
    """Run one hook call (``args`` after ``hook``); always returns 0."""
    agent, event = ([*args, "?", "?"])[:2]
    home: Home | None = None
    try:
        agent, event, home_arg, profile = _parse(args)
        home = Home(resolve_home(home_arg, profile, os.environ))
        handler = _handler(agent, event)
        output = handler(home, read_payload(stdin or sys.stdin.buffer))
        if output is not None:
            out = stdout or sys.stdout
            out.write(json.dumps(output, ensure_ascii=False) + "\n")
            out.flush()
    except (Exception, KeyboardInterrupt) as exc:
        detail = str(exc) if isinstance(exc, HookInputError) else f"{type(exc).__name__}: {exc}"
        _log(home, agent, event, detail)
    return 0


__all__ = ["log_path", "run_hook"]
