"""The ``fact_store`` and ``fact_feedback`` tools: schemas (OpenAI shape; the session
converts them for Anthropic) and one dispatch function over a ``FactStore``.

Answers are JSON text a model can read. Bad input (unknown id, missing content, a blocked
fact) is answered with ``success: false`` and the reason, so the model can fix its call;
only a failing database raises (ProviderError), which the MemoryManager records.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from keepmind.providers.facts.store import AddResult, Fact, FactInputError, FactStore

STORE_TOOL = "fact_store"
FEEDBACK_TOOL = "fact_feedback"
TOOL_NAMES = (STORE_TOOL, FEEDBACK_TOOL)
ACTIONS = ("add", "search", "update", "remove", "list")
MAX_LIMIT = 50

STORE_DESCRIPTION = """\
Long-term fact store (local, searchable, unbounded), beside the memory in your system \
prompt. Keep one short declarative fact per entry ("The staging DB runs on port 5433"), \
with a category (preference, decision, project, person, environment, general) and tags.
actions: add (content, category?, tags?): a near-identical fact is confirmed instead of \
copied; a fact contradicting an older one marks the older as superseded (both are kept). \
search (query, limit?, include_superseded?): facts ranked by relevance x trust. \
update (fact_id, content?/category?/tags?): correct a fact. remove (fact_id). \
list (category?, limit?, include_superseded?): newest first."""

FEEDBACK_DESCRIPTION = """\
Rate a recalled fact: "helpful" raises its trust, "unhelpful" (wrong or outdated) lowers \
it, so better facts are recalled first. Use the fact_id shown with the fact."""

STORE_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "action": {"type": "string", "enum": list(ACTIONS)},
        "content": {"type": "string", "description": "The fact (add, update)."},
        "category": {"type": "string"},
        "tags": {"type": "array", "items": {"type": "string"}},
        "fact_id": {"type": "integer"},
        "query": {"type": "string", "description": "What to look for (search)."},
        "limit": {"type": "integer", "minimum": 1, "maximum": MAX_LIMIT},
        "include_superseded": {"type": "boolean"},
    },
    "required": ["action"],
}

FEEDBACK_PARAMETERS: dict[str, Any] = {
    "type": "object",
    "properties": {
        "fact_id": {"type": "integer"},
        "feedback": {"type": "string", "enum": ["helpful", "unhelpful"]},
    },
    "required": ["fact_id", "feedback"],
}


def openai_schemas() -> list[dict[str, Any]]:
    return [
        {"type": "function", "function": {"name": STORE_TOOL, "description": STORE_DESCRIPTION,
                                          "parameters": STORE_PARAMETERS}},
        {"type": "function", "function": {"name": FEEDBACK_TOOL,
                                          "description": FEEDBACK_DESCRIPTION,
                                          "parameters": FEEDBACK_PARAMETERS}},
    ]


def run_tool(store: FactStore, name: str, args: Mapping[str, Any], *,
             session_id: str | None = None) -> str:
    """Run one call and return its JSON answer. Raises ProviderError only when the store
    itself fails."""
    try:
        if name == STORE_TOOL:
            result = _store(store, args, session_id)
        elif name == FEEDBACK_TOOL:
            result = _feedback(store, args)
        else:
            raise FactInputError(f"unknown tool {name!r}")
    except FactInputError as exc:
        result = {"success": False, "error": str(exc)}
    return json.dumps(result, ensure_ascii=False)


def _brief(fact: Fact) -> dict[str, Any]:
    data = {"fact_id": fact.id, "content": fact.content, "category": fact.category,
            "tags": list(fact.tags), "trust": fact.trust, "updated_at": fact.updated_at}
    if fact.superseded_by is not None:
        data["superseded_by"] = fact.superseded_by
    return data


def _int(args: Mapping[str, Any], key: str, default: int | None = None) -> int:
    value = args.get(key, default)
    if isinstance(value, bool) or value is None:
        raise FactInputError(f"{key} is required (an integer)")
    try:
        return int(value)
    except (TypeError, ValueError):
        raise FactInputError(f"{key} must be an integer, got {value!r}") from None


def _text(args: Mapping[str, Any], key: str) -> str:
    value = args.get(key)
    if not isinstance(value, str) or not value.strip():
        raise FactInputError(f"{key} is required (text)")
    return value


def _added(result: AddResult) -> dict[str, Any]:
    answer: dict[str, Any] = {"success": True, "fact": _brief(result.fact)}
    if result.duplicate:
        answer["note"] = ("an equivalent fact already existed; it was confirmed (trust "
                          "raised) instead of stored twice")
    if result.superseded:
        answer["superseded"] = [_brief(f) for f in result.superseded]
        answer["note"] = ("this fact contradicts older ones; they are kept but marked "
                          "superseded and no longer recalled")
    return answer


def _store(store: FactStore, args: Mapping[str, Any], session_id: str | None) -> dict[str, Any]:
    action = args.get("action")
    limit = max(1, min(MAX_LIMIT, _int(args, "limit", 10)))
    include = bool(args.get("include_superseded", False))
    category = args.get("category") if isinstance(args.get("category"), str) else None
    tags = args.get("tags") or ()
    if not isinstance(tags, (list, tuple, str)):
        raise FactInputError("tags must be a list of strings")
    actions: dict[str, Callable[[], dict[str, Any]]] = {
        "add": lambda: _added(store.add(_text(args, "content"),
                                        category=category or "general", tags=tags,
                                        source="tool", session_id=session_id)),
        "search": lambda: {"success": True, "facts": [
            {**_brief(h.fact), "score": h.score}
            for h in store.search(_text(args, "query"), limit=limit, category=category,
                                  include_superseded=include)]},
        "update": lambda: {"success": True, "fact": _brief(store.update(
            _int(args, "fact_id"), content=args.get("content") or None, category=category,
            tags=args.get("tags")))},
        "remove": lambda: {"success": True, "removed": _brief(store.remove(
            _int(args, "fact_id")))},
        "list": lambda: {"success": True, "facts": [
            _brief(f) for f in store.list_facts(category=category, include_superseded=include,
                                          limit=limit)]},
    }
    if action not in actions:
        raise FactInputError(f"action must be one of {', '.join(ACTIONS)}, got {action!r}")
    return actions[str(action)]()


def _feedback(store: FactStore, args: Mapping[str, Any]) -> dict[str, Any]:
    feedback = args.get("feedback")
    if feedback not in ("helpful", "unhelpful"):
        raise FactInputError("feedback must be 'helpful' or 'unhelpful'")
    fact = store.feedback(_int(args, "fact_id"), feedback == "helpful")
    return {"success": True, "fact": _brief(fact)}
