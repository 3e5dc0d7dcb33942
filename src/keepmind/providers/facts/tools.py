"""The ``fact_store`` and ``fact_feedback`` tools: schemas (OpenAI shape; the session
converts them for Anthropic) and one dispatch function over a ``FactStore``.

Answers are JSON text a model can read. Bad input (unknown id, missing content, a blocked
fact, any JSON value of the wrong type, arguments as malformed JSON text, invalid
Unicode, an id out of range) is answered with ``success: false`` and the reason, so the
model can fix its call;
only a failing database raises (ProviderError), which the MemoryManager records.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import Any

from keepmind._validate import call_arguments, check_text, choice, flag, integer, shown, text
from keepmind.providers.facts.store import (
    MAX_TAGS,
    AddResult,
    Fact,
    FactInputError,
    FactStore,
)

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


def run_tool(store: FactStore, name: str, args: object, *,
             session_id: str | None = None) -> str:
    """Run one call (``args``: an object or its JSON text) and return its JSON answer.
    Bad input of any shape is answered; raises ProviderError only when the store itself
    fails."""
    try:
        fields = call_arguments(args, error=FactInputError)
        if name == STORE_TOOL:
            result = _store(store, fields, session_id)
        elif name == FEEDBACK_TOOL:
            result = _feedback(store, fields)
        else:
            raise FactInputError(f"unknown tool {shown(name)}")
    except FactInputError as exc:
        result = {"success": False, "error": str(exc)}
    return json.dumps(result, ensure_ascii=False)


def _brief(fact: Fact) -> dict[str, Any]:
    data = {"fact_id": fact.id, "content": fact.content, "category": fact.category,
            "tags": list(fact.tags), "trust": fact.trust, "updated_at": fact.updated_at}
    if fact.superseded_by is not None:
        data["superseded_by"] = fact.superseded_by
    return data


def _id(args: Mapping[str, Any]) -> int:
    value = integer(args, "fact_id", minimum=1, error=FactInputError)
    if value is None:
        raise FactInputError("fact_id is required (an integer)")
    return value


def _text(args: Mapping[str, Any], key: str) -> str:
    value = text(args, key, error=FactInputError)
    if value is None or not value.strip():
        raise FactInputError(f"{key} is required (text)")
    return value


def _tags(args: Mapping[str, Any]) -> list[str] | None:
    """The ``tags`` field: a list of strings, or one string of comma/space separated
    tags; None when absent."""
    value = args.get("tags")
    if value is None:
        return None
    if isinstance(value, str):
        value = [t for t in re.split(r"[,\s]+", value) if t]
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        raise FactInputError(f"tags must be a list of strings; got {shown(value)}")
    if len(value) > MAX_TAGS:
        raise FactInputError(f"at most {MAX_TAGS} tags per fact; got {len(value)}")
    return [check_text(t, "tags", error=FactInputError) for t in value]


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
    action = choice(args, "action", ACTIONS, error=FactInputError)
    limit = integer(args, "limit", error=FactInputError)
    limit = 10 if limit is None else max(1, min(MAX_LIMIT, limit))
    include = flag(args, "include_superseded", False, error=FactInputError)
    category = text(args, "category", max_chars=100, error=FactInputError) or None
    tags = _tags(args)
    actions: dict[str, Callable[[], dict[str, Any]]] = {
        "add": lambda: _added(store.add(_text(args, "content"),
                                        category=category or "general", tags=tags or (),
                                        source="tool", session_id=session_id)),
        "search": lambda: {"success": True, "facts": [
            {**_brief(h.fact), "score": h.score}
            for h in store.search(_text(args, "query"), limit=limit, category=category,
                                  include_superseded=include)]},
        "update": lambda: {"success": True, "fact": _brief(store.update(
            _id(args), content=text(args, "content", error=FactInputError) or None,
            category=category, tags=tags))},
        "remove": lambda: {"success": True, "removed": _brief(store.remove(
            _id(args)))},
        "list": lambda: {"success": True, "facts": [
            _brief(f) for f in store.list_facts(category=category, include_superseded=include,
                                          limit=limit)]},
    }
    return actions[action]()


def _feedback(store: FactStore, args: Mapping[str, Any]) -> dict[str, Any]:
    feedback = choice(args, "feedback", ("helpful", "unhelpful"), error=FactInputError)
    fact = store.feedback(_id(args), feedback == "helpful")
    return {"success": True, "fact": _brief(fact)}
