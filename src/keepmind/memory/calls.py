"""Memory tool calls as small models write them: completed when unambiguous, taught when
not. Pure, no I/O.

Small local models call the ``memory`` tool sloppily: they leave out ``action``, name an
argument after what it holds (``text``, ``fact``, ``new_text``), or name a file for the
target (``USER.md``, ``profile``). ``complete`` turns such a call into a well-formed one or
refuses it. Invariants:

- Only a missing ``action`` is ever filled in, and only where the other fields leave one
  reading: content alone is ``add``, old_text with content is ``replace``, old_text alone
  is ``remove``. The answer says what was assumed (``assumed``), so the model learns.
- Anything else that is wrong is refused with ``InvalidArgument`` whose message ends with
  the exact call to send instead, built from what the model sent (names and target fixed,
  action filled in), so the model can retry it as it stands.
- A well-formed call passes unchanged; unknown extra arguments that are not a known
  misnaming are ignored, as before.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from keepmind._validate import json_text, misnamed, misnamed_message, shown
from keepmind.errors import InvalidArgument
from keepmind.memory.edits import ACTIONS

EXAMPLE_CHARS = 160

ARGUMENT_NAMES: dict[str, str] = {
    **dict.fromkeys(("text", "entry", "fact", "value", "memory", "note", "new_text",
                     "new_content", "new_entry", "data", "info", "message", "preference"),
                    "content"),
    **dict.fromkeys(("old", "old_content", "old_entry", "match", "find", "search",
                     "query", "existing", "original", "entry_text"), "old_text"),
    **dict.fromkeys(("type", "kind", "operation", "op", "mode", "command"), "action"),
    **dict.fromkeys(("store", "file", "scope", "category", "where", "namespace"), "target"),
}
"""Argument names small models use, mapped to the parameter they mean."""

TARGET_NAMES: dict[str, str] = {
    **dict.fromkeys(("user.md", "profile", "user_profile", "userprofile", "users",
                     "preferences", "preference", "user profile", "human", "me"), "user"),
    **dict.fromkeys(("memory.md", "memories", "notes", "note", "agent", "self",
                     "assistant", "environment", "project", "facts", "mem"), "memory"),
}
"""Target values small models use (compared lower-cased), mapped to the real target."""

ACTION_NAMES: dict[str, str] = {
    **dict.fromkeys(("save", "store", "remember", "create", "append", "insert", "write",
                     "set", "put", "new", "add_entry"), "add"),
    **dict.fromkeys(("update", "edit", "modify", "change", "rewrite", "overwrite"),
                    "replace"),
    **dict.fromkeys(("delete", "forget", "erase", "drop", "clear", "del"), "remove"),
}
"""Action values small models use (compared lower-cased), mapped to the real action."""


def complete(args: Mapping[str, Any], targets: tuple[str, ...]) -> tuple[dict[str, Any],
                                                                          list[str]]:
    """``args`` with every missing action filled in, and one sentence per assumption.

    ``targets`` are the enabled targets (for the messages). Raises InvalidArgument, ending
    in the call to send, for a misnamed argument, a misnamed target or action, or a call
    whose action cannot be read off its fields.
    """
    operations = args.get("operations")
    if isinstance(operations, list) and operations:
        fixed: list[Any] = []
        assumed: list[str] = []
        for index, op in enumerate(operations):
            if not isinstance(op, Mapping):
                fixed.append(op)  # the batch check names the wrong shape
                continue
            done, notes = _complete_one(op, targets, args.get("target"),
                                        where=f"operations[{index}]: ")
            fixed.append(done)
            assumed.extend(notes)
        return {**args, "operations": fixed}, assumed
    return _complete_one(args, targets, None, where="")


def _complete_one(args: Mapping[str, Any], targets: tuple[str, ...], default_target: Any,
                  *, where: str) -> tuple[dict[str, Any], list[str]]:
    call = dict(args)
    if default_target is not None:
        call.setdefault("target", default_target)
    if wrong := misnamed(call, ARGUMENT_NAMES):
        raise InvalidArgument(f"{where}{misnamed_message(wrong)}. {_send(call, targets)}")
    target = call.get("target")
    if targets and target not in targets:
        raise InvalidArgument(f"{where}{_target_problem(target, targets)}. "
                              f"{_send(call, targets)}")
    action = call.get("action")
    if action in ACTIONS:
        return call, []
    if action not in (None, ""):
        meant = ACTION_NAMES.get(action.strip().lower()) if isinstance(action, str) else None
        raise InvalidArgument(f"{where}action {shown(action)} is not one of add, replace, "
                              f"remove{f'; use {meant!r}' if meant else ''}. "
                              f"{_send(call, targets)}")
    inferred = infer_action(call)
    if inferred is None:
        raise InvalidArgument(f"{where}action is missing and the call has neither content "
                              f"nor old_text. {_send(call, targets)}")
    call["action"] = inferred
    reason = {"add": "content without old_text", "replace": "old_text and content",
              "remove": "old_text without content"}[inferred]
    return call, [f"{where}action was missing; took it as {inferred!r} ({reason}). "
                  "Send action next time."]


def infer_action(call: Mapping[str, Any]) -> str | None:
    """The one action the fields of ``call`` allow, None when they allow none."""
    content, old_text = _given(call.get("content")), _given(call.get("old_text"))
    if content and old_text:
        return "replace"
    if content:
        return "add"
    if old_text:
        return "remove"
    return None


def _given(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def _send(call: Mapping[str, Any], targets: tuple[str, ...]) -> str:
    """'Send: {...}': the call with names, target and action made right."""
    fixed: dict[str, Any] = {}
    for name, value in call.items():
        fixed.setdefault(ARGUMENT_NAMES.get(name, name), value)
    action = fixed.get("action")
    if isinstance(action, str):
        action = ACTION_NAMES.get(action.strip().lower(), action)
    if action not in ACTIONS:
        action = infer_action(fixed) or "add"
    example: dict[str, Any] = {"action": action}
    target = fixed.get("target")
    if isinstance(target, str):
        target = TARGET_NAMES.get(target.strip().lower(), target)
    if target not in targets:
        target = targets[0] if len(targets) == 1 else "<" + " or ".join(targets) + ">"
    example["target"] = target
    if action in ("replace", "remove"):
        example["old_text"] = _short(fixed.get("old_text"), "<a short unique part of the entry>")
    if action in ("add", "replace"):
        example["content"] = _short(fixed.get("content"), "<the fact to remember>")
    return f"Send: {json_text(example)}"


def _target_problem(target: Any, targets: tuple[str, ...]) -> str:
    meant = TARGET_NAMES.get(target.strip().lower()) if isinstance(target, str) else None
    if meant in targets:
        return f"target {shown(target)} is not a target; it is {meant!r}"
    roles = {"user": "'user' for who the user is and what they prefer",
             "memory": "'memory' for your own notes"}
    available = "; ".join(roles.get(t, repr(t)) for t in targets)
    if target is None:
        return f"target is missing: {available}"
    return f"unknown or disabled target {shown(target)}; available: {available}"


def _short(value: Any, placeholder: str) -> str:
    if not _given(value):
        return placeholder
    text = " ".join(str(value).split())
    return text if len(text) <= EXAMPLE_CHARS else placeholder
