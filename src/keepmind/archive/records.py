"""What an archived record is, below both the store and the import formats: the message
roles, the session id format and the canonical text of a tool-call list.

Pure (no storage): ``store`` validates with these and ``jsonl`` parses with them, so the
two agree on what a valid message is without importing each other.
"""

from __future__ import annotations

import json
import time
import uuid
from datetime import UTC, datetime

ROLES = frozenset({"system", "user", "assistant", "tool"})


def new_session_id(now: float | None = None) -> str:
    """A sortable, readable id: ``YYYYmmdd_HHMMSS_<8 hex>`` (UTC)."""
    stamp = datetime.fromtimestamp(time.time() if now is None else now, UTC)
    return f"{stamp:%Y%m%d_%H%M%S}_{uuid.uuid4().hex[:8]}"


def tool_calls_text(tool_calls: object) -> str | None:
    """Canonical JSON text of a tool-call list (a list, or JSON text of one), or None.

    Raises ValueError when it is not a JSON list.
    """
    if tool_calls is None:
        return None
    value = json.loads(tool_calls) if isinstance(tool_calls, str) else tool_calls
    if not isinstance(value, list):
        raise ValueError("tool_calls must be a JSON list")
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
