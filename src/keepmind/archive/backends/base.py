"""The storage interface of the session archive.

``SessionArchive`` (``keepmind.archive.store``) talks only to an ``ArchiveBackend``; each
backend owns its SQL dialect, connection handling, retries and schema migrations, and
translates its driver's errors into ``ArchiveError``. Query parsing and ranking are not a
backend's business: a backend receives parsed queries (``archive.query.ParsedQuery`` and
the ``WordQuery`` pieces the ranking plans), renders them in its own query language,
returns a pool of candidate rows (already restricted to the search filters) and the
document counts of the query's keys (``query.stat_keys``: the project's own stems and
trigrams, which each backend counts itself), and the pure ranking code orders them, so
every backend ranks the same way.

Implementations: ``backends.sqlite.SQLiteBackend`` (FTS5) and
``backends.postgres.PostgresBackend`` (tsvector for words, pg_trgm for unspaced scripts);
``backends.open_backend(url)`` picks one from a URL.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from keepmind.archive.query import ParsedQuery, Term
from keepmind.types import Message, SessionInfo

TOOL_INDEX_PREFIX = 8192
"""Tool output is indexed only up to this many characters."""


@dataclass(frozen=True)
class NewSession:
    id: str
    source: str
    started_at: float
    user_id: str | None = None
    model: str | None = None
    title: str | None = None
    parent_session_id: str | None = None
    project: str | None = None


@dataclass(frozen=True)
class NewMessage:
    """A message to write. ``source_key`` names it in the source it was imported from
    (unique per session): a message whose key its session already holds is not written
    again."""

    role: str
    content: str
    timestamp: float
    tool_calls: str | None = None
    tool_name: str | None = None
    tool_call_id: str | None = None
    token_count: int | None = None
    source_key: str | None = None


@dataclass(frozen=True)
class ImportCursor:
    """How far an importer read a source file: ``offset`` bytes whose SHA-256 is
    ``digest``, and the importer's own ``state`` (JSON text) at that point."""

    offset: int
    digest: str
    state: str = "{}"


@dataclass(frozen=True)
class Filters:
    """Restrictions every search candidate satisfies (empty means no restriction)."""

    roles: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    exclude_sessions: tuple[str, ...] = ()
    session_ids: tuple[str, ...] = ()


@dataclass(frozen=True)
class WordQuery:
    """One gathering of word candidates: messages containing any of ``terms`` (all of
    them with ``every``) and none of ``excluded``; with ``min_id`` only ids from there."""

    terms: tuple[Term, ...]
    excluded: tuple[Term, ...] = ()
    every: bool = False
    min_id: int | None = None


@dataclass(frozen=True)
class Candidate:
    """A message a backend found for a query, with the indexed text (tool output cut to
    its indexed prefix) and the backend's own score (higher is better)."""

    id: int
    session_id: str
    role: str
    timestamp: float
    source: str
    text: str
    score: float


@dataclass(frozen=True)
class TermStats:
    """Document counts for ranking: ``docs`` indexed messages, ``avg_chars`` their mean
    length, ``word_df``/``gram_df`` the number of messages containing each key, and
    ``max_id`` the highest message id (None: ``docs``, for ids without gaps)."""

    docs: int
    avg_chars: float
    word_df: dict[str, int]
    gram_df: dict[str, int]
    max_id: int | None = None

    @property
    def top_id(self) -> int:
        return self.docs if self.max_id is None else self.max_id


@dataclass(frozen=True)
class Problem:
    """One thing ``check`` found: ``kind`` is ``integrity`` (the database file),
    ``index`` (a full-text index out of step), ``counters``, ``row`` (a row that cannot
    be read as stored) or ``orphan`` (a message without its session)."""

    kind: str
    table: str
    row_id: str | None
    detail: str


@dataclass(frozen=True)
class CheckReport:
    """The problems found and, after a repair, what was done (one line each)."""

    problems: list[Problem]
    repairs: list[str]


EMBEDDED_ROLES = ("user", "assistant")
"""The roles whose messages get a vector (``VectorTable``): what people said; tool output
and system text are left to the words."""


@dataclass(frozen=True)
class Pending:
    """Messages waiting for a vector: ``rows`` of (id, text) in id order, and ``upto``,
    the id up to which every message was looked at (the cursor of the next call)."""

    rows: list[tuple[int, str]]
    upto: int


@dataclass(frozen=True)
class VectorCounts:
    """The scope's messages that can have a vector (``EMBEDDED_ROLES``, not empty), those
    holding one of the model asked about, those holding one of another model, and the
    bytes of the model's stored vectors."""

    messages: int
    current: int
    other: int
    stored_bytes: int


class VectorTable(Protocol):
    """The stored message vectors of a backend's scope (``archive.vectors`` reads and
    writes them; a vector is opaque bytes here). A vector belongs to one model, named
    by a string; a message holds at most one. Every method raises ArchiveError."""

    def pending(self, model: str, after_id: int, limit: int) -> Pending:
        """Up to ``limit`` messages after ``after_id`` of ``EMBEDDED_ROLES``, not empty,
        with no vector of ``model`` (none, or another model's)."""
        ...

    def put(self, model: str, rows: Sequence[tuple[int, bytes]]) -> int:
        """Store the vectors of ``model`` by message id in one transaction, replacing a
        message's earlier vector; ids that are not the scope's messages (deleted since,
        or never) are skipped. Returns how many were stored."""
        ...

    def since(self, model: str, after_seq: int, limit: int) -> list[tuple[int, int, bytes]]:
        """Up to ``limit`` stored vectors of ``model`` written after the write numbered
        ``after_seq``, as (seq, message id, vector), in write order."""
        ...

    def counts(self, model: str) -> VectorCounts: ...

    def models(self) -> list[str]:
        """The models the scope's stored vectors belong to, sorted."""
        ...


class ArchiveBackend(Protocol):
    """What a storage engine provides. Every method raises ArchiveError on failure."""

    vectors: VectorTable

    def close(self) -> None: ...

    def applied_migrations(self) -> list[str]: ...

    def analyze(self) -> None:
        """Refresh the query planner's statistics of the archive's tables (after a bulk
        load: until then the planner guesses their sizes)."""

    def create_session(self, session: NewSession, *, exist_ok: bool = False) -> bool:
        """Insert the session; True when it was created. An existing id raises
        ArchiveError, or with ``exist_ok`` leaves it as it is and returns False."""
        ...

    def append(self, session_id: str, messages: Sequence[NewMessage]) -> list[int]:
        """Insert in one transaction; returns the new ids in order. Raises ArchiveError
        when the session does not exist."""
        ...

    def append_batches(self, batches: Sequence[tuple[str, Sequence[NewMessage]]]
                       ) -> list[list[int]]:
        """Insert messages of several sessions in one transaction (all or none); the
        new ids per batch, in order. A message with a ``source_key`` its session already
        holds (or that an earlier message of the batch holds) is skipped, inside the
        same transaction, and has no id in the result."""
        ...

    def source_keys(self, session_id: str) -> set[str]:
        """The ``source_key`` of every message of the session that has one."""
        ...

    def update_session(self, session_id: str, *, title: str | None = None,
                       model: str | None = None, project: str | None = None) -> bool:
        """Set the fields given (None leaves a field as it is); False for an unknown
        session."""
        ...

    def import_cursor(self, path: str) -> ImportCursor | None: ...

    def save_import_cursor(self, path: str, cursor: ImportCursor) -> None: ...

    def end_session(self, session_id: str, reason: str, ended_at: float) -> bool: ...

    def update_title(self, session_id: str, title: str) -> bool: ...

    def add_tokens(self, session_id: str, input_tokens: int, output_tokens: int) -> bool:
        """Add to the session's token counters; False for an unknown session."""
        ...

    def get_session(self, session_id: str) -> SessionInfo | None: ...

    def list_sessions(self, limit: int, offset: int, source: str | None,
                      before: float | None) -> list[SessionInfo]:
        """Newest first, with ``preview`` filled."""
        ...

    def parents(self, session_ids: Sequence[str]) -> dict[str, str | None]:
        """``parent_session_id`` of each known id."""
        ...

    def children(self, session_id: str) -> list[str]: ...

    def messages(self, session_id: str, *, after_id: int | None, before_id: int | None,
                 limit: int | None, newest: bool) -> list[Message]:
        """Messages of a session in id order: those after ``after_id`` (oldest first)
        or, with ``newest``, the last ``limit`` before ``before_id``."""
        ...

    def message(self, message_id: int) -> Message | None: ...

    def word_candidates(self, query: WordQuery, filters: Filters, limit: int,
                        stats: TermStats | None = None) -> list[Candidate]:
        """The ``limit`` best messages for ``query`` by the engine's own relevance,
        restricted to ``filters``. ``stats`` are the search's own ``term_stats``, for a
        backend that weighs its candidates by them (it reads them itself without)."""
        ...

    def gram_candidates(self, query: ParsedQuery, filters: Filters, limit: int,
                        stats: TermStats | None = None) -> list[Candidate]:
        """The ``limit`` best messages in unspaced scripts sharing ``query.grams`` and
        containing none of ``query.excluded_runs``; [] without grams. ``stats`` as for
        ``word_candidates``."""
        ...

    def substring_candidates(self, needles: Sequence[str], filters: Filters,
                             limit: int) -> list[Candidate]:
        """Messages in unspaced scripts containing any of ``needles``."""
        ...

    def id_candidates(self, message_ids: Sequence[int], filters: Filters) -> list[Candidate]:
        """The messages ``message_ids`` that pass ``filters`` (score 0.0), in no order."""
        ...

    def neighbours(self, message_ids: Sequence[int]
                   ) -> dict[int, tuple[Candidate | None, Candidate | None]]:
        """For each id, the previous and next message of its session (None at the ends),
        with ``score`` 0; unknown ids are left out."""
        ...

    def term_stats(self, query: ParsedQuery) -> TermStats:
        """Document counts of the keys of ``query.stat_keys(query)``."""
        ...

    def delete_sessions(self, session_ids: Sequence[str]) -> int: ...

    def reparent(self, session_ids: Sequence[str], parent_session_id: str | None) -> None:
        """Point the sessions' ``parent_session_id`` at another session (or none)."""
        ...

    def check(self) -> CheckReport:
        """Every problem of the stored archive (nothing is written)."""
        ...

    def repair(self) -> CheckReport:
        """Fix what ``check`` finds, in one transaction; the report lists the problems
        found before and what was done."""
        ...

    def sessions_ended_before(self, cutoff: float) -> list[str]: ...

    def count_messages(self) -> int: ...

    def count_sessions(self) -> int: ...
