"""The ``memory`` tool: its schema (OpenAI and Anthropic shapes) and one dispatch function.

Answers are plain dicts a model can read. Success is short and terminal (``done: true``,
usage, entry count, "do not repeat this write") and never echoes every entry; refusals
carry what the model needs to fix its call (current entries, usage, the consolidation
workflow). The dispatch never raises: any JSON value in any field, arguments that are
JSON text or not an object, invalid Unicode, a busy lock or an unwritable file are all
answered with ``success: false`` and a sentence saying what was wrong, ending in the call
to send instead where a model misnamed something (``keepmind.memory.calls``); a missing
``action`` that the other fields make unambiguous is filled in and said so (``assumed``).
After
``MAX_FAILURES_PER_TURN`` failed writes in one turn the tool answers with a terminal
failure so the model stops retrying; ``MemoryTool.new_turn()`` resets it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from keepmind._validate import call_arguments, choice, shown, text
from keepmind.errors import (
    AmbiguousMatch,
    DuplicateEntry,
    InvalidArgument,
    KeepmindError,
    MemoryFull,
    MemoryStoreError,
    ThreatBlocked,
)
from keepmind.memory import calls
from keepmind.memory.base import PromptStore, WriteResult
from keepmind.memory.edits import ACTIONS, CONSOLIDATE, Action, Edit, check
from keepmind.toolspec import ToolSpec

if TYPE_CHECKING:
    from keepmind.memory.pending import Proposal

Writer = Callable[[PromptStore, Sequence[Edit], "str | None"], "WriteResult | Proposal"]
"""How a write lands when it is not simply applied (``keepmind.curation.WritePolicy``):
the committed write, or the proposal queued for the user instead. Raises as ``apply``."""

TOOL_NAME = "memory"
TARGETS = ("memory", "user")
MAX_FAILURES_PER_TURN = 3
MAX_OPERATIONS = 100
CONSOLIDATE_ABOVE_PERCENT = 80

DESCRIPTION = """\
Save durable facts to your persistent memory, which is shown to you at the start of every \
future session (it is already in your system prompt, so there is no read action). Changes \
are saved at once but appear in the system prompt only from the next session.

target "user": who the user is: preferences, communication style, corrections and explicit \
instructions ("remember this", "don't do that again").
target "memory": your own notes: environment facts, project conventions, tool quirks and \
workarounds, lessons learned from hard workflows.

Skip trivial or easily rediscovered facts, raw data, session progress, temporary TODO \
state, and anything the context files (AGENTS.md, SOUL.md) already say. Write compact \
declarative facts ("User prefers concise answers"), not orders and not diary lines.

actions: add (content); replace (old_text: a short unique part of one entry, content: the \
new entry); remove (old_text). Use operations for several changes at once, applied all or \
nothing. Memory is bounded in characters: when it is nearly full, merge related entries \
with replace and remove stale ones before adding."""

_OPERATION_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "action": {"type": "string", "enum": list(ACTIONS)},
        "target": {"type": "string", "enum": list(TARGETS)},
        "content": {"type": "string"},
        "old_text": {"type": "string"},
    },
    "required": ["action"],
}

PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "action": {
            "type": "string",
            "enum": list(ACTIONS),
            "description": "add a new entry, replace an entry, or remove an entry.",
        },
        "target": {
            "type": "string",
            "enum": list(TARGETS),
            "description": "'user' for the user profile, 'memory' for your own notes.",
        },
        "content": {
            "type": "string",
            "description": "The entry to add, or the new text for replace.",
        },
        "old_text": {
            "type": "string",
            "description": "For replace/remove: a short substring identifying one entry.",
        },
        "operations": {
            "type": "array",
            "items": _OPERATION_SCHEMA,
            "description": "Several actions applied all or nothing (each may name its target).",
        },
    },
}


SPEC = ToolSpec(TOOL_NAME, DESCRIPTION, PARAMETERS)


def openai_schema() -> dict[str, Any]:
    """The tool in the OpenAI chat-completions ``tools`` shape."""
    return SPEC.openai()


def anthropic_schema() -> dict[str, Any]:
    """The tool in the Anthropic Messages ``tools`` shape."""
    return SPEC.anthropic()


class MemoryTool:
    """Dispatches ``memory`` tool calls to the stores, counting failures per turn."""

    def __init__(self, stores: Mapping[str, PromptStore], *,
                 writer: Writer | None = None) -> None:
        self.stores = dict(stores)
        self.failures = 0
        self.writer = writer

    def new_turn(self) -> None:
        self.failures = 0

    def __call__(self, args: object) -> dict[str, Any]:
        """Run one tool call; always returns a result dict, never raises for bad input.

        ``args`` is the call's arguments: an object, or its JSON text (the OpenAI shape).
        """
        if self.failures >= MAX_FAILURES_PER_TURN:
            return self._stop()
        try:
            result = self._dispatch(call_arguments(args))
        except InvalidArgument as exc:
            return self._failed({"success": False, "error": str(exc)})
        except MemoryStoreError as exc:
            return self._failed(_refusal(exc))
        except ThreatBlocked as exc:
            return self._failed({"success": False, "error": str(exc),
                                 "finding_ids": [getattr(f, "id", "") for f in exc.findings]})
        except KeepmindError as exc:  # LockError: the store is busy
            return self._failed({"success": False, "error": str(exc)})
        except OSError as exc:
            return self._failed({"success": False, "error": "the memory files could not be "
                                 f"written: {exc.strerror or exc}"})
        return result

    # internals ---------------------------------------------------------------------------
    def _failed(self, answer: dict[str, Any]) -> dict[str, Any]:
        self.failures += 1
        if self.failures >= MAX_FAILURES_PER_TURN:
            answer["done"] = True
            answer["error"] = f"{answer['error']} {self._stop()['error']}"
        return answer

    def _stop(self) -> dict[str, Any]:
        return {
            "success": False,
            "done": True,
            "error": (f"{MAX_FAILURES_PER_TURN} memory writes failed this turn. Stop retrying "
                      "the memory tool now and continue with the user's request."),
        }

    def _dispatch(self, args: Mapping[str, Any]) -> dict[str, Any]:
        args, assumed = calls.complete(args, tuple(self.stores))
        operations = args.get("operations")
        if operations is not None and operations != []:
            answer = self._batch(operations, default_target=args.get("target"))
        else:
            answer = self._write(self._store(args.get("target")), [_edit(args)], None)
        if assumed:
            answer["assumed"] = " ".join(assumed)
        return answer

    def _batch(self, operations: Any, default_target: Any) -> dict[str, Any]:
        if not isinstance(operations, list) or not all(isinstance(o, Mapping) for o in operations):
            raise InvalidArgument("operations must be a list of objects with "
                                  "action/content/old_text")
        if len(operations) > MAX_OPERATIONS:
            raise InvalidArgument(f"at most {MAX_OPERATIONS} operations per call; got "
                                  f"{len(operations)}")
        by_target: dict[str, list[Edit]] = {}
        for op in operations:
            target = self._target(op.get("target", default_target))
            by_target.setdefault(target, []).append(_edit(op))
        if len(by_target) > 1:
            raise InvalidArgument("operations in one call must share one target; "
                                  "make one call per target")
        ((target, edits),) = by_target.items()
        return self._write(self.stores[target], edits, "batch")

    def _write(self, store: PromptStore, edits: Sequence[Edit],
               action: str | None) -> dict[str, Any]:
        if self.writer is None:
            return _success(store.apply(edits, action=action))
        done = self.writer(store, edits, action)
        return _success(done) if isinstance(done, WriteResult) else _queued(done)

    def _target(self, target: Any) -> str:
        if target is None:
            raise InvalidArgument(f"target is required: one of {', '.join(self.stores)}")
        if not isinstance(target, str) or target not in self.stores:
            known = ", ".join(self.stores) or "none (memory is disabled)"
            raise InvalidArgument(f"unknown or disabled target {shown(target)}; "
                                  f"available: {known}")
        return target

    def _store(self, target: Any) -> PromptStore:
        return self.stores[self._target(target)]


def _edit(args: Mapping[str, Any]) -> Edit:
    action = choice(args, "action", ACTIONS)
    content = text(args, "content") or ""
    old_text = text(args, "old_text") or ""
    if action in ("add", "replace") and not content.strip():
        raise InvalidArgument(f"{action} needs content")
    if action in ("replace", "remove") and not old_text.strip():
        raise InvalidArgument(f"{action} needs old_text: a short unique part of the entry")
    return check(Edit(cast(Action, action), content, old_text))


def _success(result: WriteResult) -> dict[str, Any]:
    usage = result.usage
    answer: dict[str, Any] = {
        "success": True,
        "done": True,
        "target": result.target,
        "usage": f"{usage} chars ({usage.percent}%)",
        "entry_count": usage.entries,
        "message": f"Saved ({result.action}). Do not repeat this write.",
    }
    if usage.percent > CONSOLIDATE_ABOVE_PERCENT:
        answer["note"] = (f"{result.target} is {usage.percent}% full: consolidate before "
                          f"adding more. {CONSOLIDATE}")
    return answer


def _queued(proposal: Proposal) -> dict[str, Any]:
    answer = {"success": True, "done": True, "target": proposal.target, "queued": proposal.id,
              "message": f"Queued for the user's approval as #{proposal.id}; it is not in "
                         "memory until they approve it. Do not repeat this write."}
    if proposal.kind == "contradiction":
        answer["contradicts"] = proposal.detail.get("existing", "")
        answer["message"] = (f"This contradicts an existing entry; the user will decide "
                             f"which one stands (#{proposal.id}). Do not repeat this write.")
    return answer


def _refusal(exc: MemoryStoreError) -> dict[str, Any]:
    answer: dict[str, Any] = {"success": False, "error": str(exc), "usage": exc.usage}
    if isinstance(exc, AmbiguousMatch):
        answer["matches"] = exc.previews
    elif isinstance(exc, DuplicateEntry):
        answer["done"] = True
    else:
        answer["entries"] = exc.entries
    if isinstance(exc, MemoryFull):
        answer["workflow"] = CONSOLIDATE
    return answer
