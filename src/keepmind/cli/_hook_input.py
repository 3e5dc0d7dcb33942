"""What a hook call receives: its error type and the JSON object an agent sends on stdin
(shared by ``keepmind.cli.hook`` and the agents' event handlers), and ``with_site``, which
gives a hook started without ``site`` its installed packages. Standard library only."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Mapping
from typing import IO, Any

from keepmind.home import Home

MAX_INPUT = 4 * 1024 * 1024

Handler = Callable[[Home, Mapping[str, Any]], "dict[str, Any] | None"]
"""An event's handler: the home and the hook's input -> the JSON to print, or None."""


class HookInputError(ValueError):
    """The arguments or the stdin of a hook call are not what the agent sends."""


def read_payload(stdin: IO[bytes]) -> dict[str, Any]:
    """The JSON object on ``stdin`` (at most ``MAX_INPUT`` bytes). Raises HookInputError."""
    raw = stdin.read(MAX_INPUT + 1)
    if len(raw) > MAX_INPUT:
        raise HookInputError(f"hook input over {MAX_INPUT:,} bytes")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise HookInputError(f"hook input is not JSON: {exc}") from None
    if not isinstance(data, dict):
        raise HookInputError("hook input is not a JSON object")
    return data


def with_site() -> None:
    """Make the installed packages importable when the interpreter started without
    ``site`` (``python -S``, as ``keepmind.cli.hook_main`` is run): call it before the
    first import of a dependency (settings, scanner, archive). A no-op otherwise, and
    when called again."""
    if sys.flags.no_site and "site" not in sys.modules:
        import site

        site.main()
