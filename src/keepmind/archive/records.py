"""What a valid archive record is, on the way in and on the way out (pure: no I/O).

In: ``check_*`` validate one field of a record about to be written (an import line, an
``append``) and raise ``ValueError`` naming the field and the reason: timestamps are
finite Unix seconds in ``[MIN_TIMESTAMP, MAX_TIMESTAMP]`` (1970 to the end of 9999,
the range every date renderer can show); roles are one of ``ROLES``; ids are non-empty
strings without control characters of at most ``MAX_ID_CHARS``; text never holds a
lone surrogate (it could not be stored as UTF-8); token counts stay below 2**40, so
session totals never overflow SQLite's 64-bit integers; tool calls are a JSON list.

Out: a database may still hold rows no writer of ours wrote (another program, an
older version, a hand edit, a damaged disk). ``message_from_row`` and
``session_from_row`` never fail on such a row: each field is checked, a bad one is
replaced by a value every renderer can show (text decoded with U+FFFD, time 0, role
``"unknown"``, tool calls None) and its name is listed in the result's ``damaged``, so
answers can flag it (``unreadable_marker``) and ``sessions check`` can find it.
``decode_text`` is the connection's text factory: invalid UTF-8 (lone surrogates
included) comes back as ``DamagedText``, a ``str`` that says it was damaged.
"""

from __future__ import annotations

import hashlib
import json
import math
import time
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from keepmind.types import Message, SessionInfo

ROLES = frozenset({"system", "user", "assistant", "tool"})
MIN_TIMESTAMP = 0.0
MAX_TIMESTAMP = 253_402_300_799.0  # 9999-12-31T23:59:59Z, the last second datetime shows
MAX_ID_CHARS = 256
MAX_COUNT = 2**63 - 1
MAX_TOKENS = 2**40  # per message; session totals add them up and must not overflow 64 bits
UNKNOWN_ROLE = "unknown"


class DamagedText(str):
    """Text that was not valid UTF-8 where it was stored, decoded with U+FFFD."""

    __slots__ = ()


def decode_text(raw: bytes) -> str:
    """SQLite text → ``str``; invalid UTF-8 becomes ``DamagedText`` instead of failing."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return DamagedText(raw.decode("utf-8", "replace"))


# --- in: validating a record -----------------------------------------------------------


def new_session_id(now: float | None = None) -> str:
    """A sortable, readable id: ``YYYYmmdd_HHMMSS_<8 hex>`` (UTC)."""
    stamp = datetime.fromtimestamp(time.time() if now is None else now, UTC)
    return f"{stamp:%Y%m%d_%H%M%S}_{uuid.uuid4().hex[:8]}"


def valid_timestamp(value: object) -> bool:
    """A finite number of seconds within the supported range (bools are not numbers)."""
    return (isinstance(value, int | float) and not isinstance(value, bool)
            and math.isfinite(value) and MIN_TIMESTAMP <= value <= MAX_TIMESTAMP)


def check_timestamp(value: object, name: str) -> float:
    """Unix seconds, or an ISO-8601 time, as float seconds within the supported range."""
    if isinstance(value, str):
        try:
            stamp = datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp()
        except (ValueError, OverflowError, OSError):
            raise ValueError(f"{name} {value[:40]!r} is not an ISO-8601 time") from None
        value = stamp
    elif isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{name} must be a number or an ISO-8601 time")
    if not valid_timestamp(value):
        raise ValueError(f"{name} {value!r} is out of range (1970 to 9999)")
    return float(value)


def check_text(value: object, name: str) -> str:
    """A string that can be stored as UTF-8."""
    if not isinstance(value, str):
        raise ValueError(f"{name} must be a string")
    if not _encodable(value):
        raise ValueError(f"{name} holds a lone surrogate (not valid Unicode)")
    return value


def check_optional_text(value: object, name: str) -> str | None:
    return None if value is None else check_text(value, name)


def check_id(value: object, name: str) -> str:
    """A non-empty id of at most ``MAX_ID_CHARS`` characters without control characters."""
    if not isinstance(value, str) or not value:
        raise ValueError(f"{name} missing or not a non-empty string")
    check_text(value, name)
    if len(value) > MAX_ID_CHARS:
        raise ValueError(f"{name} is longer than {MAX_ID_CHARS} characters")
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in value):
        raise ValueError(f"{name} holds a control character")
    return value


def check_role(value: object) -> str:
    if not isinstance(value, str) or value not in ROLES:
        shown = value[:40] if isinstance(value, str) else value
        raise ValueError(f"unknown role {shown!r}; expected one of {sorted(ROLES)}")
    return value


def check_count(value: object, name: str, maximum: int = MAX_TOKENS) -> int | None:
    """None, or an integer from 0 to ``maximum`` (a token count by default)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be an integer")
    if not 0 <= value <= maximum:
        raise ValueError(f"{name} {value} is out of range")
    return value


def check_tool_calls(value: object) -> str | None:
    """Canonical JSON text of a tool-call list (a list, or JSON text of one), or None."""
    if value is None:
        return None
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except (ValueError, RecursionError):
            raise ValueError("tool_calls is not JSON") from None
    if not isinstance(value, list):
        raise ValueError("tool_calls must be a JSON list")
    try:
        text = json.dumps(value, ensure_ascii=False, separators=(",", ":"),
                          allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        raise ValueError("tool_calls must be plain JSON") from None
    return check_text(text, "tool_calls")


def record_hash(obj: object) -> str:
    """A short stable hash of a JSON value (keys sorted, so their order does not count):
    what names an imported record that has no id of its own."""
    text = json.dumps(obj, ensure_ascii=True, sort_keys=True, default=str)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:24]


def occurrence_key(digest: str, seen: dict[str, int]) -> str:
    """``<digest>#<n>`` for the n-th record with this hash (``seen`` counts them), so
    two equal records get two keys and reading them again gives the same keys."""
    seen[digest] = seen.get(digest, 0) + 1
    return f"{digest}#{seen[digest]}"


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def clean_text(text: str) -> str:
    """``text`` with every lone surrogate replaced by U+FFFD (for lookups, not storage)."""
    if _encodable(text):
        return text
    return "".join("\ufffd" if 0xD800 <= ord(ch) <= 0xDFFF else ch for ch in text)


# --- out: reading a stored row -----------------------------------------------------------


def _read_text(value: object, name: str, damaged: list[str], *,
               optional: bool = False) -> Any:
    if value is None and optional:
        return None
    if isinstance(value, DamagedText):
        damaged.append(f"{name} (not UTF-8)")
        return str(value)
    if isinstance(value, str):
        return value
    damaged.append(f"{name} (not text)")
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return "" if value is None else str(value)


def _read_time(value: object, name: str, damaged: list[str]) -> float:
    if valid_timestamp(value):
        return float(value)  # type: ignore[arg-type]
    damaged.append(f"{name} ({_shown(value)})")
    return 0.0


def _read_count(value: object, name: str, damaged: list[str], *,
                optional: bool = False) -> Any:
    if value is None and optional:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    damaged.append(f"{name} ({_shown(value)})")
    return None if optional else 0


def _shown(value: object) -> str:
    if value is None:
        return "missing"
    text = repr(str(value) if isinstance(value, DamagedText) else value)
    return text if len(text) <= 40 else text[:39] + "…"


def message_from_row(row: Sequence[Any]) -> Message:
    """A stored message row (``id, session_id, role, content, timestamp, tool_calls,
    tool_name, tool_call_id, token_count``) as a ``Message``, whatever it holds."""
    mid, sid, role, content, stamp, calls, tool_name, call_id, tokens = row[:9]
    damaged: list[str] = []
    sid = _read_text(sid, "session_id", damaged)
    if isinstance(role, str) and not isinstance(role, DamagedText) and role in ROLES:
        pass
    else:
        damaged.append(f"role ({_shown(role)})")
        role = UNKNOWN_ROLE
    content = _read_text(content, "content", damaged)
    timestamp = _read_time(stamp, "timestamp", damaged)
    if calls is not None and (not isinstance(calls, str) or isinstance(calls, DamagedText)):
        damaged.append("tool_calls (not UTF-8)" if isinstance(calls, DamagedText)
                       else "tool_calls (not text)")
        calls = None
    elif calls is not None and not _is_json_list(calls):
        damaged.append("tool_calls (not a JSON list)")
        calls = None
    return Message(id=int(mid), session_id=sid, role=role, content=content,
                   timestamp=timestamp, tool_calls=calls,
                   tool_name=_read_text(tool_name, "tool_name", damaged, optional=True),
                   tool_call_id=_read_text(call_id, "tool_call_id", damaged, optional=True),
                   token_count=_read_count(tokens, "token_count", damaged, optional=True),
                   damaged=tuple(damaged))


def session_from_row(row: Sequence[Any], preview: object = "") -> SessionInfo:
    """A stored session row (the 14 columns of ``SessionInfo`` up to ``project``) as a
    ``SessionInfo``, whatever it holds."""
    (sid, source, started, user_id, model, title, parent, ended, reason, messages, tools,
     tokens_in, tokens_out, project) = row[:14]
    damaged: list[str] = []
    ended_at = None if ended is None else _read_time(ended, "ended_at", damaged)
    return SessionInfo(
        id=_read_text(sid, "id", damaged), source=_read_text(source, "source", damaged),
        started_at=_read_time(started, "started_at", damaged),
        user_id=_read_text(user_id, "user_id", damaged, optional=True),
        model=_read_text(model, "model", damaged, optional=True),
        title=_read_text(title, "title", damaged, optional=True),
        parent_session_id=_read_text(parent, "parent_session_id", damaged, optional=True),
        ended_at=ended_at,
        end_reason=_read_text(reason, "end_reason", damaged, optional=True),
        message_count=_read_count(messages, "message_count", damaged),
        tool_call_count=_read_count(tools, "tool_call_count", damaged),
        input_tokens=_read_count(tokens_in, "input_tokens", damaged),
        output_tokens=_read_count(tokens_out, "output_tokens", damaged),
        project=_read_text(project, "project", damaged, optional=True),
        preview=_read_text(preview, "preview", damaged), damaged=tuple(damaged))


def _is_json_list(text: str) -> bool:
    try:
        return isinstance(json.loads(text), list)
    except (ValueError, RecursionError):
        return False


def unreadable_marker(damaged: Sequence[str]) -> str:
    """``[unreadable: timestamp ('abc'), content (not UTF-8)]`` ('' when nothing is)."""
    return f"[unreadable: {', '.join(damaged)}]" if damaged else ""
