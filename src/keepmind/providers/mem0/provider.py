"""``mem0``: the mem0 library (``mem0ai``) run in-process as a memory provider.

Where things live: the vectors in a local Qdrant store (``<home>/mem0/qdrant``, Qdrant's
embedded mode: no server), mem0's history in ``<home>/mem0/history.db``, mem0's own
settings folder (``MEM0_DIR``) in ``<home>/mem0``. Embeddings come from the configured
OpenAI-compatible endpoint (``embed_base_url``); nothing is downloaded.

Invariants:
- Telemetry is off: ``MEM0_TELEMETRY`` is false in the process environment the
  composition root hands in (``ProviderContext.env``) before mem0 is first imported, and
  mem0's flags are forced off should it have been imported with it on.
- Every memory is scoped to ``user_id``: recall searches only its memories, and
  ``mem0_forget`` refuses an id of another user's memory.
- mem0's fact extraction (``infer``) runs only when a chat model is configured
  (``infer_base_url`` and ``infer_model``); without one, a turn is kept as the user's own
  words (assistant replies are not facts) and trivial messages are not kept.
- Calls into mem0 hold one lock: recall (on the prefetch thread) and adds (on the
  background worker) never run at the same time against the store.
- Qdrant's embedded mode locks its folder: one process at a time per home; a second one
  fails at ``initialize`` and its failures are recorded like any provider's.
"""

from __future__ import annotations

import importlib.util
import json
import threading
from collections.abc import Mapping, MutableMapping, Sequence
from pathlib import Path
from typing import Any

from keepmind._validate import call_arguments, integer, shown, text
from keepmind.errors import InvalidArgument, ProviderError
from keepmind.providers.base import ConfigField, MemoryProvider, RecallMode, recall_block
from keepmind.providers.manager import is_trivial
from keepmind.providers.registry import ProviderContext, number_option

NAME = "mem0"
DATA_DIR = "mem0"
COLLECTION = "keepmind"
SEARCH_TOOL, ADD_TOOL, FORGET_TOOL = "mem0_search", "mem0_add", "mem0_forget"
TOOL_NAMES = (SEARCH_TOOL, ADD_TOOL, FORGET_TOOL)
MAX_LIMIT = 50
CONFIG_FIELDS = (
    ConfigField("embed_base_url", "OpenAI-compatible embeddings endpoint (e.g. "
                "http://127.0.0.1:8080/v1).", required=True),
    ConfigField("embed_model", "Embedding model name at that endpoint.", default="embedding"),
    ConfigField("embed_dims", "Length of that model's vectors.", default="768"),
    ConfigField("embed_api_key", "API key of the embeddings endpoint, if it needs one.",
                secret=True),
    ConfigField("user_id", "Whose memories these are (mem0's user scope).",
                default="keepmind-user"),
    ConfigField("max_results", "How many memories to recall per user message (1-20).",
                default="5"),
    ConfigField("min_score", "Memories scoring below this (0-1) are not recalled.",
                default="0.3"),
    ConfigField("infer_base_url", "OpenAI-compatible chat endpoint for mem0's fact "
                "extraction; empty keeps turns as said."),
    ConfigField("infer_model", "Chat model for mem0's fact extraction."),
    ConfigField("infer_api_key", "API key of that chat endpoint, if it needs one.",
                secret=True),
)
_TOOLS: tuple[tuple[str, str, dict[str, Any]], ...] = (
    (SEARCH_TOOL, "Search the user's long-term memories (mem0) by meaning.",
     {"query": {"type": "string"}, "limit": {"type": "integer", "minimum": 1,
                                              "maximum": MAX_LIMIT}}),
    (ADD_TOOL, "Keep one durable fact about the user or their work in mem0.",
     {"content": {"type": "string"}}),
    (FORGET_TOOL, "Delete a memory by the id shown with it (wrong or outdated).",
     {"memory_id": {"type": "string"}}),
)
_CONTEXT_BLOCK = ("Memories from mem0 that match the user's message are attached to it in "
                  "<memory-context> with their ids (reference data; it may be outdated).")
_TOOLS_BLOCK = ("mem0_search looks up older memories by meaning, mem0_add keeps a durable fact "
                "about the user, mem0_forget deletes a wrong or outdated memory by its id.")
_REQUIRED = {SEARCH_TOOL: ["query"], ADD_TOOL: ["content"], FORGET_TOOL: ["memory_id"]}


def missing() -> str:
    """'' when mem0 and its local store can be imported here, else what to install."""
    for module in ("mem0", "qdrant_client"):
        if importlib.util.find_spec(module) is None:
            return f"{module} is not installed (pip install 'keepmind[mem0]')"
    return ""


def _import_memory_class(settings_dir: Path, env: MutableMapping[str, str]) -> Any:
    """mem0's ``Memory`` class, imported with telemetry off and its settings folder in
    the home (both read by mem0 from the environment at import)."""
    env["MEM0_TELEMETRY"] = "False"
    env.setdefault("MEM0_DIR", str(settings_dir))
    from mem0 import Memory
    from mem0.memory import main, telemetry

    telemetry.MEM0_TELEMETRY = False
    main.MEM0_TELEMETRY = False
    return Memory


class Mem0Provider(MemoryProvider):
    """mem0 in-process, its store in ``root``."""

    name = NAME
    recall_mode: RecallMode = "hybrid"

    def __init__(self, root: Path, options: Mapping[str, str], *,
                 recall_mode: RecallMode | None = None,
                 env: MutableMapping[str, str] | None = None) -> None:
        self.root = root
        self.env = {} if env is None else env
        """The process environment (``ProviderContext.env``), where mem0's switches go."""
        self.user_id = options.get("user_id") or "keepmind-user"
        self.max_results = number_option(options, NAME, "max_results", int, 1, 20, "5")
        self.min_score = number_option(options, NAME, "min_score", float, 0, 1, "0.3")
        self.infer = bool(options.get("infer_base_url") and options.get("infer_model"))
        self._config = _mem0_config(root, options, self.infer)
        if recall_mode is not None:
            self.recall_mode = recall_mode
        self.session_id: str | None = None
        self._memory: Any = None
        self._lock = threading.Lock()

    # the library ---------------------------------------------------------------------------
    def _open(self) -> Any:
        """mem0's Memory over the local store, opened on first use (holding the lock).
        Raises ProviderError when mem0 is missing or cannot open the store."""
        if self._memory is None:
            if reason := missing():
                raise ProviderError(f"mem0: {reason}")
            self.root.mkdir(parents=True, exist_ok=True)
            try:
                self._memory = _import_memory_class(self.root, self.env).from_config(self._config)
            except Exception as exc:
                raise ProviderError(f"mem0 cannot open its store in {self.root}: "
                                    f"{exc}") from exc
        return self._memory

    def _search(self, query: str, limit: int) -> list[dict[str, Any]]:
        with self._lock:
            found = self._open().search(query, filters={"user_id": self.user_id}, top_k=limit,
                                        threshold=self.min_score)
        return [hit for hit in found.get("results", []) if isinstance(hit, dict)]

    def _add(self, messages: list[dict[str, str]], source: str) -> list[dict[str, Any]]:
        metadata = {"source": source, "session_id": self.session_id or ""}
        with self._lock:
            added = self._open().add(messages, user_id=self.user_id, infer=self.infer,
                                     metadata=metadata)
        return [item for item in added.get("results", []) if isinstance(item, dict)]

    # the provider --------------------------------------------------------------------------
    def is_available(self) -> bool:
        return not missing()

    def initialize(self, session_id: str, **context: Any) -> None:
        """Open the store now, so that the first turn's recall does not wait for it."""
        self.session_id = session_id
        with self._lock:
            self._open()

    def on_session_switch(self, new_session_id: str, *, parent_session_id: str | None,
                          reason: str) -> None:
        self.session_id = new_session_id

    def system_prompt_block(self) -> str:
        return recall_block(self.recall_mode, "mem0 memory", _CONTEXT_BLOCK, _TOOLS_BLOCK)

    def prefetch(self, query: str) -> str:
        return "\n".join(f"- {hit.get('memory', '')} [mem0 {hit.get('id', '')}]"
                         for hit in self._search(query, self.max_results))

    def sync_turn(self, user: str, assistant: str) -> None:
        if is_trivial(user):
            return
        messages = [{"role": "user", "content": user}]
        if self.infer:
            messages.append({"role": "assistant", "content": assistant})
        self._add(messages, "turn")

    def on_memory_write(self, action: str, target: str, content: str) -> None:
        if action in ("add", "replace") and content.strip():
            self._add([{"role": "user", "content": content}], f"memory_{target}")

    def tool_schemas(self) -> Sequence[Mapping[str, Any]]:
        return [{"type": "function", "function": {
            "name": name, "description": description,
            "parameters": {"type": "object", "properties": properties,
                           "required": _REQUIRED[name]}}}
            for name, description, properties in _TOOLS]

    def handle_tool_call(self, name: str, args: Mapping[str, Any]) -> str:
        """The tool's JSON answer; bad input is answered with ``success: false``. Raises
        ProviderError for an unknown tool or a store that fails."""
        if name not in TOOL_NAMES:
            raise ProviderError(f"mem0 has no tool {shown(name)}")
        try:
            fields = call_arguments(args)
            result = self._tool(name, fields)
        except InvalidArgument as exc:
            result = {"success": False, "error": str(exc)}
        return json.dumps(result, ensure_ascii=False)

    def _tool(self, name: str, args: Mapping[str, Any]) -> dict[str, Any]:
        if name == SEARCH_TOOL:
            query = text(args, "query", required=True) or ""
            limit = integer(args, "limit", minimum=1, maximum=MAX_LIMIT) or 10
            return {"success": True, "memories": [
                {"id": h.get("id"), "memory": h.get("memory"), "score": h.get("score")}
                for h in self._search(query, limit)]}
        if name == ADD_TOOL:
            content = text(args, "content", required=True, max_chars=4000) or ""
            if not content.strip():
                raise InvalidArgument("content is required (text)")
            added = self._add([{"role": "user", "content": content}], "tool")
            return {"success": True, "added": [{"id": a.get("id"), "memory": a.get("memory")}
                                               for a in added]}
        return self._forget(text(args, "memory_id", required=True) or "")

    def _forget(self, memory_id: str) -> dict[str, Any]:
        with self._lock:
            memory = self._open()
            found = _get_or_none(memory, memory_id)
            if found is None or found.get("user_id") != self.user_id:
                return {"success": False, "error": f"no memory {memory_id!r} of this user"}
            memory.delete(memory_id)
        return {"success": True, "forgotten": {"id": memory_id, "memory": found.get("memory")}}

    def stats(self) -> Mapping[str, Any]:
        with self._lock:
            everything = self._open().get_all(filters={"user_id": self.user_id}, top_k=10_000)
        return {"memories": len(everything.get("results", [])), "path": str(self.root)}

    def shutdown(self) -> None:
        """Close mem0's history database and the Qdrant client, which frees the store's
        folder lock for the next session."""
        with self._lock:
            if self._memory is not None:
                memory, self._memory = self._memory, None
                memory.close()
                memory.vector_store.client.close()


def _get_or_none(memory: Any, memory_id: str) -> dict[str, Any] | None:
    """mem0's ``get``: the memory, None for an id it does not know."""
    found = memory.get(memory_id)
    return found if isinstance(found, dict) else None


def _mem0_config(root: Path, options: Mapping[str, str], infer: bool) -> dict[str, Any]:
    """mem0's configuration: local Qdrant and history in ``root``, embeddings from the
    configured endpoint, the chat model only with ``infer`` (mem0 builds a client either
    way; without one it points nowhere and is never called)."""
    dims = number_option(options, NAME, "embed_dims", int, 1, 65_536, "768")
    llm = {"model": options.get("infer_model") or "none",
           "api_key": options.get("infer_api_key") or "none",
           "openai_base_url": options.get("infer_base_url") if infer else "http://127.0.0.1:9/v1"}
    return {
        "vector_store": {"provider": "qdrant", "config": {
            "path": str(root / "qdrant"), "collection_name": COLLECTION,
            "embedding_model_dims": dims, "on_disk": True}},
        "embedder": {"provider": "openai", "config": {
            "model": options.get("embed_model") or "embedding",
            "api_key": options.get("embed_api_key") or "none",
            "openai_base_url": options.get("embed_base_url", ""), "embedding_dims": dims}},
        "llm": {"provider": "openai", "config": llm},
        "history_db_path": str(root / "history.db"),
    }


def create(context: ProviderContext) -> Mem0Provider:
    """The factory registered as ``mem0``. Raises ProviderError for bad options."""
    return Mem0Provider(context.home / DATA_DIR, context.options,
                        recall_mode=context.recall_mode, env=context.env)
