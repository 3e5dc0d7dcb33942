"""The ``session_log`` tool: a client archives the turns of its conversation, so that
``session_search`` can find them later (from another conversation).

An MCP client's conversation happens outside keepmind; the server only sees tool calls.
``session_log`` lets the client (or the model) hand the messages over. They go into the
archive session of the connection, in the order given.

Idempotence and ordering (the contract a client can rely on):
- Messages are appended in order to this connection's session; the archive is
  append-only, nothing logged is ever rewritten.
- With ``start`` (the position of ``messages[0]`` in the conversation, 0 for the first
  message), logging is exact: positions already logged are skipped after checking they
  match (a mismatch is refused, nothing is written), and a gap after what was logged is
  refused with the position to resend from. Resending the whole conversation, or
  retrying a call that timed out, therefore never duplicates anything.
- Without ``start``, a batch that begins with the messages logged last is a resend: the
  longest such overlap is skipped and only the rest is appended. Sending only the new
  messages each time, or the whole conversation so far, both work. (A genuinely repeated
  message that happens to equal the previous batch's tail is taken for a resend; send
  ``start`` to be exact.)
- One call is all or nothing: it is validated in full, then written in one transaction.

``SessionLog`` is thread-safe: concurrent calls on one connection are serialised.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from keepmind._validate import call_arguments, check_text, kind, shown
from keepmind.archive import ROLES, SessionArchive
from keepmind.errors import KeepmindError

TOOL_NAME = "session_log"
MAX_MESSAGES_PER_CALL = 1000
MAX_CHARS_PER_CALL = 2_000_000

DESCRIPTION = """\
Archive the messages of this conversation in your long-term session archive, so that \
session_search can find them in later conversations. Call it at natural checkpoints \
(after a task is done, before the conversation ends) with the user and assistant messages \
so far, or only the new ones.

Resending is safe: messages already logged are skipped. For exact logging pass start, \
the position of the first message you send in the conversation (0 = its first message); \
then the whole conversation can be resent every time and nothing is duplicated. The \
archive is append-only: logged messages are never changed. Skip secrets and large raw \
outputs you would not want to find again."""

PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "messages": {
            "type": "array",
            "minItems": 1,
            "maxItems": MAX_MESSAGES_PER_CALL,
            "description": "The messages in conversation order.",
            "items": {
                "type": "object",
                "properties": {
                    "role": {"type": "string", "enum": sorted(ROLES),
                             "description": "user, assistant, system or tool."},
                    "content": {"type": "string", "description": "The message text."},
                },
                "required": ["role", "content"],
            },
        },
        "start": {
            "type": "integer",
            "minimum": 0,
            "description": "Position of messages[0] in the conversation (0 = first). "
                           "Makes resends exact; omit to let overlaps be detected.",
        },
        "title": {
            "type": "string",
            "description": "A short title for this conversation (shown when browsing "
                           "past sessions).",
        },
    },
    "required": ["messages"],
}


def openai_schema() -> dict[str, Any]:
    """The tool in the OpenAI chat-completions ``tools`` shape."""
    return {
        "type": "function",
        "function": {"name": TOOL_NAME, "description": DESCRIPTION, "parameters": PARAMETERS},
    }


class _BadCall(KeepmindError):
    """The call itself is malformed or conflicts with what was logged."""


@dataclass(frozen=True)
class _Entry:
    role: str
    content: str

    @property
    def fingerprint(self) -> str:
        digest = hashlib.blake2b(digest_size=16)
        digest.update(self.role.encode("utf-8"))
        digest.update(b"\0")
        digest.update(self.content.encode("utf-8", "surrogatepass"))
        return digest.hexdigest()


TurnHook = Callable[[str, str], None]


class SessionLog:
    """Appends a client's messages to one archive session, idempotently (see the module
    docstring). ``on_turn(user, assistant)`` is called for each user message answered by
    an assistant message among the newly logged ones (providers learn from turns);
    ``label`` is appended to a title the client sets (e.g. the client's name)."""

    def __init__(self, archive: SessionArchive, session_id: str, *,
                 on_turn: TurnHook | None = None, label: str = "") -> None:
        self.archive = archive
        self.session_id = session_id
        self.on_turn = on_turn
        self.label = label
        self._logged: list[str] = []
        self._pending_user: str | None = None
        self._lock = threading.Lock()

    @property
    def count(self) -> int:
        """How many messages this connection has logged."""
        return len(self._logged)

    def __call__(self, args: object) -> dict[str, Any]:
        """Run one ``session_log`` call (``args``: an object or its JSON text); always
        returns a result dict, never raises."""
        try:
            with self._lock:
                return self._log(args)
        except _BadCall as exc:
            return {"success": False, "error": str(exc), "logged_so_far": len(self._logged)}
        except (KeepmindError, ValueError) as exc:
            return {"success": False, "error": f"the archive refused the messages: {exc}"}

    def _log(self, raw: object) -> dict[str, Any]:
        if raw is None or (isinstance(raw, str) and not raw.strip()):
            raise _BadCall('arguments must be a JSON object: {"messages": [{"role": "user", '
                           '"content": "..."}]}')
        args = call_arguments(raw, error=_BadCall)
        entries = _entries(args.get("messages"))
        title = _title(args.get("title"))
        start = args.get("start")
        if start is None:
            skipped = _overlap(self._logged, [e.fingerprint for e in entries])
        else:
            skipped = self._checked_skip(start, entries)
        new = entries[skipped:]
        ids = self.archive.append_many(
            self.session_id, [{"role": e.role, "content": e.content} for e in new])
        self._logged.extend(e.fingerprint for e in new)
        if title:
            self.archive.set_title(self.session_id,
                                   f"{title} · {self.label}" if self.label else title)
        self._notify_turns(new)
        answer: dict[str, Any] = {
            "success": True,
            "done": True,
            "session_id": self.session_id,
            "logged": len(new),
            "skipped": skipped,
            "total": len(self._logged),
            "message": (f"Archived {len(new)} new message(s) ({skipped} already logged). "
                        "Do not repeat this call; resending later is safe."),
        }
        if ids:
            answer["message_ids"] = [ids[0], ids[-1]]
        return answer

    def _checked_skip(self, start: Any, entries: Sequence[_Entry]) -> int:
        if isinstance(start, bool) or not isinstance(start, int) or start < 0:
            raise _BadCall("start must be a whole number >= 0: the position of messages[0] "
                           "in the conversation")
        logged = len(self._logged)
        if start > logged:
            raise _BadCall(f"start {start} leaves a gap: {logged} message(s) are logged so "
                           f"far; send the messages from position {logged} on")
        overlap = min(logged - start, len(entries))
        for offset in range(overlap):
            if entries[offset].fingerprint != self._logged[start + offset]:
                raise _BadCall(
                    f"message at position {start + offset} differs from the one logged "
                    "there; the archive is append-only, so send start equal to the number "
                    f"of messages logged ({logged}) with only the new messages")
        return overlap

    def _notify_turns(self, new: Sequence[_Entry]) -> None:
        for entry in new:
            if entry.role == "user":
                self._pending_user = entry.content
            elif entry.role == "assistant" and self._pending_user is not None:
                if self.on_turn is not None:
                    self.on_turn(self._pending_user, entry.content)
                self._pending_user = None


def _entries(raw: Any) -> list[_Entry]:
    if not isinstance(raw, list) or not raw:
        raise _BadCall('messages must be a non-empty list of {"role", "content"} objects')
    if len(raw) > MAX_MESSAGES_PER_CALL:
        raise _BadCall(f"at most {MAX_MESSAGES_PER_CALL} messages per call; got {len(raw)}: "
                       "send the conversation in several calls, in order")
    entries: list[_Entry] = []
    total = 0
    for index, item in enumerate(raw):
        if not isinstance(item, Mapping):
            raise _BadCall(f"messages[{index}] must be an object with role and content")
        role = item.get("role")
        if not isinstance(role, str) or role not in ROLES:
            raise _BadCall(f"messages[{index}].role must be one of {', '.join(sorted(ROLES))}; "
                           f"got {shown(role)}")
        content = _text(item.get("content"), index)
        total += len(content)
        entries.append(_Entry(str(role), content))
    if total > MAX_CHARS_PER_CALL:
        raise _BadCall(f"the messages hold {total:,} characters; at most "
                       f"{MAX_CHARS_PER_CALL:,} per call: split them into several calls")
    return entries


def _text(content: Any, index: int) -> str:
    """Message text: a string as is; content blocks (lists, objects) as JSON text, as
    ``Session.record`` archives them."""
    if content is None:
        return ""
    if isinstance(content, list | dict):
        try:
            content = json.dumps(content, ensure_ascii=False, allow_nan=False)
        except (ValueError, RecursionError):
            raise _BadCall(f"messages[{index}].content blocks must be plain JSON (no NaN "
                           "or infinite numbers, not nested too deeply)") from None
    if not isinstance(content, str):
        raise _BadCall(f"messages[{index}].content must be a string; got {kind(content)}")
    return check_text(content, f"messages[{index}].content", error=_BadCall)


def _title(raw: Any) -> str:
    if raw is None:
        return ""
    if not isinstance(raw, str):
        raise _BadCall(f"title must be a string; got {kind(raw)}")
    return check_text(" ".join(raw.split())[:200], "title", error=_BadCall)


def _overlap(logged: Sequence[str], sent: Sequence[str]) -> int:
    """The length of the longest prefix of ``sent`` that equals the tail of ``logged``."""
    for size in range(min(len(logged), len(sent)), 0, -1):
        if list(logged[len(logged) - size:]) == list(sent[:size]):
            return size
    return 0
