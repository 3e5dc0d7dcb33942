"""``byterover``: ByteRover's ``brv`` CLI driven in local mode as a memory provider.

Recall is ``brv query`` (ByteRover's answer from its context tree), each finished turn is
handed to ``brv curate --detach`` (queued in ByteRover's daemon, which files it into the
tree with the LLM connected to it). The context tree lives in the project folder the CLI
runs in: ``<home>/byterover`` unless ``project_dir`` names another.

Invariants:
- Every call is one ``brv`` process bounded in time (``query_timeout``,
  ``curate_timeout``) and output (see ``keepmind.providers.byterover.cli``); a failure is
  a ProviderError, which the MemoryManager records as the provider's health and never
  lets into the conversation.
- Settings are checked when the provider is built: a bad one is a ProviderError naming
  ``providers.byterover.<key>``.
- Trivial user messages are not curated; curated text is at most ``MAX_CURATE`` chars
  and recall at most ``max_chars``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, MutableMapping
from pathlib import Path
from typing import Any

from keepmind.errors import ProviderError
from keepmind.providers.base import ConfigField, MemoryProvider, RecallMode, recall_block
from keepmind.providers.byterover.cli import Brv, daemon_failure, resolve
from keepmind.providers.manager import is_trivial
from keepmind.providers.registry import ProviderContext, number_option

NAME = "byterover"
DATA_DIR = "byterover"
MAX_CURATE = 8_000
MIN_CLI_TIMEOUT = 10
"""The least ``--timeout`` (whole seconds) brv accepts; a shorter ``query_timeout`` is
kept by stopping the process instead."""
ATTRIBUTION = "\n\n---\nSource: ByteRover Knowledge Base"
"""The footer ByteRover puts under each answer, dropped from recall."""
NOTHING_FOUND = "**Summary**: No matching knowledge found"
"""How ByteRover's answer starts when its tree holds nothing on the question (its empty
``matchedDocs`` is no sign of that: relying on it lost answers to repeated questions)."""
CONFIG_FIELDS = (
    ConfigField("command", "The brv program: a name on PATH or a path to it.", default="brv"),
    ConfigField("project_dir", "The folder ByteRover keeps its context tree in (empty: "
                "byterover/ in the home)."),
    ConfigField("query_timeout", "Seconds a brv query may take (1-600); answers after the "
                "manager's prefetch wait (8 s) are dropped.", default="8"),
    ConfigField("curate_timeout", "Seconds brv curate may take to queue a turn (1-600).",
                default="60"),
    ConfigField("max_chars", "Most characters of ByteRover's answer recalled per message "
                "(100-20000).", default="2000"),
)
_CONTEXT_BLOCK = ("ByteRover's answer from its context tree to the user's message is "
                  "attached to it in <memory-context> (reference data; it may be outdated).")


class ByteRoverProvider(MemoryProvider):
    """``brv`` in ``project``, with the process environment ``env``."""

    name = NAME
    recall_mode: RecallMode = "context"

    def __init__(self, project: Path, options: Mapping[str, str], *,
                 env: MutableMapping[str, str] | None = None) -> None:
        program = (options.get("command") or "brv").strip()
        if not program:
            raise ProviderError(f"providers.{NAME}.command: expected a program name or path")
        self.query_timeout = number_option(options, NAME, "query_timeout", float, 1, 600, "8")
        self.curate_timeout = number_option(options, NAME, "curate_timeout", float, 1, 600,
                                            "60")
        self.max_chars = number_option(options, NAME, "max_chars", int, 100, 20_000, "2000")
        self.brv = Brv(program, project, {} if env is None else env)

    def is_available(self) -> bool:
        """The CLI and Node are installed here (whether its daemon can start is only
        known by running it: see ``stats`` and the recorded failures)."""
        return not self.brv.missing()

    def system_prompt_block(self) -> str:
        return recall_block(self.recall_mode, "ByteRover memory", _CONTEXT_BLOCK, "")

    def prefetch(self, query: str) -> str:
        """ByteRover's answer to ``query``; raises ProviderError (see ``Brv.call``)."""
        wait = max(MIN_CLI_TIMEOUT, math.ceil(self.query_timeout))
        data = self.brv.call("query", ["--timeout", str(wait)], query, self.query_timeout)
        result = data.get("result")
        if not isinstance(result, str) or result.startswith(NOTHING_FOUND):
            return ""
        return result.removesuffix(ATTRIBUTION).strip()[:self.max_chars]

    def sync_turn(self, user: str, assistant: str) -> None:
        """Queue the turn for curation; raises ProviderError (see ``Brv.call``)."""
        if is_trivial(user):
            return
        turn = f"User: {user.strip()}\nAssistant: {assistant.strip()}"[:MAX_CURATE]
        self.brv.call("curate", ["--detach"], turn, self.curate_timeout)

    def stats(self) -> Mapping[str, Any]:
        return {"program": resolve(self.brv.program, self.brv.env) or None,
                "project": str(self.brv.project),
                "daemon_failure": daemon_failure(self.brv.env) or None}


def create(context: ProviderContext) -> ByteRoverProvider:
    """The factory registered as ``byterover``. Raises ProviderError for bad options."""
    raw = context.options.get("project_dir", "").strip()
    project = Path(raw) if raw else context.home / DATA_DIR
    if raw and not project.is_absolute():
        raise ProviderError(f"providers.{NAME}.project_dir: expected an absolute path, "
                            f"got {raw!r}")
    return ByteRoverProvider(project, context.options, env=context.env)
