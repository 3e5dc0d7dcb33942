"""``keepmind prompt``: the exact system prompt ``keepmind chat`` would start a session
with, and with --json what it is made of.

A composition root like ``cli/chat.py``, and built the same way: the same settings, the
same provider manager (initialised as a session initialises it), the same platform and
the same gathering code (``session.preview_prompt``), so the bytes printed are the bytes
sent. Nothing is archived: no session is started.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from keepmind.api import Memory
from keepmind.cli._common import HomeOption, JsonOption, ProfileOption, open_home, print_json
from keepmind.cli.providers import provider_manager
from keepmind.prompt.plan import PromptPlan

PLATFORM = "cli"
PREVIEW_SESSION_ID = "prompt-preview"


def preview_plan(mem: Memory, workdir: Path, system: str = "") -> PromptPlan:
    """The plan of the prompt ``keepmind chat`` would start with in ``workdir``, with the
    configured provider initialised as a session initialises it (and shut down after).
    Raises ProviderError, ConfigError, OSError (an unreadable SOUL.md)."""
    from keepmind.session import preview_prompt

    manager = provider_manager(mem)
    try:
        manager.initialize(PREVIEW_SESSION_ID, platform=PLATFORM,
                           model=mem.settings.llm.model or None)
        return preview_prompt(mem, manager, platform=PLATFORM, cwd=workdir,
                              system_message=system)
    finally:
        manager.shutdown()


def prompt(
    ctx: typer.Context,
    cwd: Annotated[Path | None, typer.Option(
        "--cwd", help="Project directory whose AGENTS.md chain and rules are loaded "
                      "(default: the current directory).")] = None,
    system: Annotated[str, typer.Option(
        "--system", help="The extra system message, as given to keepmind chat.")] = "",
    home: HomeOption = None,
    profile: ProfileOption = None,
    as_json: JsonOption = False,
) -> None:
    """Print the exact system prompt `keepmind chat` would start with here.

    With --json: every part (name, source, chars, approximate tokens, whether it was
    threat-scanned and what was blocked, with the finding ids), the total size and the
    prompt itself.
    """
    mem = open_home(ctx, home, profile, create=False)
    plan = preview_plan(mem, (cwd or Path.cwd()).resolve(), system)
    if as_json:
        print_json(plan.as_dict())
        return
    # the exact bytes when redirected (`keepmind prompt > f`); a final newline for a terminal
    sys.stdout.write(plan.text + ("\n" if sys.stdout.isatty() else ""))
    sys.stdout.flush()
