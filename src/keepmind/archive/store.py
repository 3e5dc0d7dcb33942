"""``SessionArchive``: the public API of the cold layer (design §5).

Every message of every session, lossless, with lineage. Storage is a backend
(``backends.base.ArchiveBackend``; SQLite by default); this class validates input,
assigns ids and times, resolves lineage and runs searches (parse → candidate pools from
the backend → pure ranking → hits). All methods raise ``ArchiveError`` when storage
fails and ``ValueError`` for arguments that can never be valid (unknown role, empty
session id).

What ``session_search`` builds on:
- discover: ``search(query, roles=("user", "assistant"), exclude_sessions=
  lineage_members(current))``; each ``SearchHit`` carries ``root_session_id``; then
  ``window(message_id)`` around the match and ``bookends(session_id)``.
- browse: ``list(limit)`` (newest first, each with ``preview``).
- read: ``messages(session_id)`` or ``bookends(session_id, n)`` for head and tail.
- scroll: ``window(around_message_id, before, after)``; ``messages(session_id,
  after_id=..., limit=...)`` pages forward.
"""

from __future__ import annotations

import builtins
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from keepmind.archive import jsonl, ranking, records
from keepmind.archive.backends import open_backend
from keepmind.archive.backends.base import (
    ArchiveBackend,
    Candidate,
    CheckReport,
    Filters,
    ImportCursor,
    NewMessage,
    NewSession,
    TermStats,
)
from keepmind.archive.jsonl import ImportReport, Progress
from keepmind.archive.query import ParsedQuery, parse_query, with_pairs
from keepmind.archive.ranking import (
    CONTEXT_TOP,
    Scored,
    candidate_plan,
    fuse_ranks,
    rank,
    semantic_query,
    snippet,
    with_context,
    with_questions,
    with_role,
    with_sessions,
    with_time,
)
from keepmind.archive.records import new_session_id
from keepmind.archive.speaker import said_by
from keepmind.archive.timeref import time_hints
from keepmind.errors import ArchiveError
from keepmind.types import Message, Scope, SearchHit, SessionInfo

if TYPE_CHECKING:  # numpy is an optional dependency
    from keepmind.archive.semantic import Similarities, VectorIndex

END_REASONS = ("compression", "new", "exit", "branched")
DEFAULT_POOL = 100
SEMANTIC_POOL = 50
_MAX_LINEAGE = 10_000
_MAX_ROWS = 2**62  # a limit or offset beyond any archive, still a 64-bit integer


@dataclass(frozen=True)
class DeleteReport:
    """What ``delete_session`` did: the sessions deleted (the named one first), their
    messages, and the children re-linked to ``new_parent``."""

    deleted: builtins.list[str]
    messages: int
    reparented: builtins.list[str]
    new_parent: str | None


def make_message(role: str, content: str, *, tool_calls: object = None,
                 tool_name: str | None = None, tool_call_id: str | None = None,
                 timestamp: float | None = None, token_count: int | None = None,
                 source_key: str | None = None, now: float | None = None) -> NewMessage:
    """A validated ``NewMessage`` (rules in ``archive.records``; a ``source_key`` is
    checked as an id). Raises ValueError for an unknown role, a timestamp out of range,
    text with a lone surrogate or bad types."""
    records.check_role(role)
    records.check_text(content, "content")
    stamp = timestamp if timestamp is not None else (now if now is not None else time.time())
    return NewMessage(role=role, content=content,
                      timestamp=records.check_timestamp(stamp, "timestamp"),
                      tool_calls=records.check_tool_calls(tool_calls),
                      tool_name=records.check_optional_text(tool_name, "tool_name"),
                      tool_call_id=records.check_optional_text(tool_call_id, "tool_call_id"),
                      token_count=records.check_count(token_count, "token_count"),
                      source_key=None if source_key is None
                      else records.check_id(source_key, "source_key"))


def _storable_id(value: object) -> bool:
    return (isinstance(value, int) and not isinstance(value, bool)
            and 0 < value <= records.MAX_COUNT)


def _limit(value: int | None) -> int | None:
    """A page size SQLite takes: None and negatives mean all, huge ones are capped."""
    if value is None or value < 0:
        return None
    return min(value, _MAX_ROWS)


class SessionArchive:
    """The session archive over one backend. Build it with ``SessionArchive.open(path)``
    (SQLite file or ``":memory:"``) or around any ``ArchiveBackend``. ``context`` and
    ``sessions``, ``time`` and ``speaker`` turn the conversational context, the session
    share, the question's time and the speaker it names in the ranking on or off
    (``archive.ranking``; all on by default, off only to measure them). ``semantic``, a
    ``semantic.VectorIndex`` of this archive's messages (None: off), adds the messages
    most similar to the question to the candidates and every candidate's similarity to
    its score."""

    def __init__(self, backend: ArchiveBackend, *, pool_size: int = DEFAULT_POOL,
                 context: bool = True, sessions: bool = True, time: bool = True,
                 speaker: bool = True, semantic: VectorIndex | None = None) -> None:
        self.backend = backend
        self.semantic = semantic
        self.pool_size = pool_size
        self.context = context
        self.sessions = sessions
        self.time = time
        self.speaker = speaker

    @classmethod
    def open(cls, location: str | Path, *, scope: Scope | None = None,
             synchronous: str = "NORMAL", busy_timeout_ms: int = 5000) -> SessionArchive:
        """Open (creating and migrating) the archive at ``location``: a SQLite file,
        ``":memory:"``, ``sqlite:///path`` or ``postgresql://…`` (``backends.open_backend``),
        as ``scope`` (``Scope()``, the home's single user, when None): every read and
        write then sees that scope's records alone (docs/design.md, "Scopes").

        Raises ArchiveError when it cannot be opened.
        """
        return cls(open_backend(location, scope=scope, synchronous=synchronous,
                                busy_timeout_ms=busy_timeout_ms))

    def close(self) -> None:
        self.backend.close()

    def __enter__(self) -> SessionArchive:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- sessions -------------------------------------------------------------------

    def create_session(self, session_id: str | None = None, *, source: str = "cli",
                       user_id: str | None = None, model: str | None = None,
                       title: str | None = None, parent_session_id: str | None = None,
                       started_at: float | None = None, project: str | None = None,
                       exist_ok: bool = False) -> str:
        """Start a session and return its id (``new_session_id()`` when not given).

        ``parent_session_id`` links a continuation (compression) or a branch; ``project``
        is the working directory it ran in. Raises ArchiveError when the id exists
        already (unless ``exist_ok``: then the session is left as it is), ValueError for
        an empty id.
        """
        now = time.time() if started_at is None else started_at
        records.check_timestamp(now, "started_at")
        sid = new_session_id(now) if session_id is None else session_id
        if not sid or not isinstance(sid, str):
            raise ValueError("session_id must be a non-empty string")
        records.check_text(sid, "session_id")
        self.backend.create_session(NewSession(sid, source or "", float(now), user_id, model,
                                               title, parent_session_id, project),
                                    exist_ok=exist_ok)
        return sid

    def end_session(self, session_id: str, reason: str, *, ended_at: float | None = None) -> None:
        """Mark a session ended with ``reason`` (``compression``, ``new``, ``exit``,
        ``branched`` or another word). Raises ArchiveError for an unknown session."""
        if not reason:
            raise ValueError("an end reason is required")
        stamp = records.check_timestamp(time.time() if ended_at is None else ended_at,
                                        "ended_at")
        if not self.backend.end_session(session_id, reason, stamp):
            raise ArchiveError(f"unknown session {session_id}")

    def add_tokens(self, session_id: str, input_tokens: int = 0, output_tokens: int = 0) -> None:
        """Add token counts that belong to no one message (the prompt tokens a model call
        was billed for) to the session's counters. Raises ArchiveError for an unknown
        session, ValueError for a count that is not a non-negative integer."""
        for count in (input_tokens, output_tokens):
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                raise ValueError("token counts must be non-negative integers")
        if not self.backend.add_tokens(session_id, input_tokens, output_tokens):
            raise ArchiveError(f"unknown session {session_id}")

    def set_title(self, session_id: str, title: str) -> None:
        """Set a session's title. Raises ArchiveError for an unknown session."""
        if not self.backend.update_title(session_id, title):
            raise ArchiveError(f"unknown session {session_id}")

    def update_session(self, session_id: str, *, title: str | None = None,
                       model: str | None = None, project: str | None = None) -> None:
        """Set the fields given (None leaves one as it is), as a re-import does when its
        source renamed a session. Raises ArchiveError for an unknown session."""
        for value, name in ((title, "title"), (model, "model"), (project, "project")):
            records.check_optional_text(value, name)
        if not self.backend.update_session(session_id, title=title, model=model,
                                           project=project):
            raise ArchiveError(f"unknown session {session_id}")

    def get(self, session_id: str) -> SessionInfo | None:
        """The session, or None when unknown."""
        return self.backend.get_session(session_id)

    def list(self, limit: int = 20, offset: int = 0, source: str | None = None,
             *, before: float | None = None) -> builtins.list[SessionInfo]:
        """Sessions newest first (by start), each with a ``preview`` of its first user
        message; ``before`` keeps those started earlier than that time; a negative
        ``limit`` lists all."""
        size = _limit(limit)
        return self.backend.list_sessions(-1 if size is None else size,
                                          min(max(0, offset), _MAX_ROWS), source, before)

    # --- messages -------------------------------------------------------------------

    def append(self, session_id: str, role: str, content: str, *, tool_calls: object = None,
               tool_name: str | None = None, tool_call_id: str | None = None,
               timestamp: float | None = None, token_count: int | None = None) -> int:
        """Archive one message (committed when this returns) and return its id.

        Raises ArchiveError for an unknown session, ValueError for a bad role or field.
        """
        message = make_message(role, content, tool_calls=tool_calls, tool_name=tool_name,
                               tool_call_id=tool_call_id, timestamp=timestamp,
                               token_count=token_count)
        return self.backend.append(session_id, [message])[0]

    def append_many(self, session_id: str,
                    messages: Iterable[NewMessage | Mapping[str, Any]]) -> builtins.list[int]:
        """Archive several messages in one transaction (all or none); returns their ids.

        Each item is a ``NewMessage`` or a mapping with ``role``, ``content`` and the
        optional fields of ``append``. Raises as ``append``.
        """
        return self.append_bulk([(session_id, messages)])[0]

    def append_bulk(self, batches: Iterable[tuple[str, Iterable[NewMessage | Mapping[str, Any]]]]
                    ) -> builtins.list[builtins.list[int]]:
        """Archive the messages of several sessions in one transaction (all or none), as
        imports do; returns the ids per batch. Raises as ``append``."""
        now = time.time()
        prepared: builtins.list[tuple[str, builtins.list[NewMessage]]] = []
        for session_id, messages in batches:
            batch: builtins.list[NewMessage] = []
            for item in messages:
                if isinstance(item, NewMessage):
                    batch.append(item)
                    continue
                fields = dict(item)
                batch.append(make_message(str(fields.pop("role", "")),
                                          fields.pop("content", ""), now=now, **fields))
            prepared.append((session_id, batch))
        if not any(batch for _, batch in prepared):
            return [[] for _ in prepared]
        return self.backend.append_batches(prepared)

    def message(self, message_id: int) -> Message | None:
        """One message by id, or None (also for an id no row can have)."""
        if not _storable_id(message_id):
            return None
        return self.backend.message(message_id)

    def messages(self, session_id: str, *, after_id: int | None = None,
                 limit: int | None = None) -> builtins.list[Message]:
        """A session's messages in order: all, or a page of ``limit`` after ``after_id``."""
        if after_id is not None:
            after_id = max(-records.MAX_COUNT, min(after_id, records.MAX_COUNT))
        return self.backend.messages(session_id, after_id=after_id, before_id=None,
                                     limit=_limit(limit), newest=False)

    def bookends(self, session_id: str, n: int = 2
                 ) -> tuple[builtins.list[Message], builtins.list[Message]]:
        """The first ``n`` and last ``n`` messages (disjoint: short sessions give an
        empty tail)."""
        n = _limit(max(0, n)) or 0
        head = self.backend.messages(session_id, after_id=None, before_id=None, limit=n,
                                     newest=False)
        last_head = head[-1].id if head else None
        tail = self.backend.messages(session_id, after_id=last_head, before_id=None, limit=n,
                                     newest=True)
        return head, tail

    def window(self, around_message_id: int, before: int = 5,
               after: int = 5) -> builtins.list[Message]:
        """The message ``around_message_id`` with up to ``before`` earlier and ``after``
        later messages of its session. Raises ArchiveError for an unknown message id."""
        centre = self.message(around_message_id)
        if centre is None:
            raise ArchiveError(f"unknown message {around_message_id}")
        sid = centre.session_id
        earlier = self.backend.messages(sid, after_id=None, before_id=centre.id,
                                        limit=_limit(max(0, before)), newest=True)
        later = self.backend.messages(sid, after_id=centre.id, before_id=None,
                                      limit=_limit(max(0, after)), newest=False)
        return [*earlier, centre, *later]

    # --- lineage --------------------------------------------------------------------

    def lineage(self, session_id: str) -> builtins.list[SessionInfo]:
        """The chain from the root to ``session_id`` via ``parent_session_id`` (a parent
        that was pruned ends the chain). Raises ArchiveError for an unknown session."""
        chain: builtins.list[SessionInfo] = []
        seen: set[str] = set()
        current: str | None = session_id
        while current is not None and current not in seen and len(chain) < _MAX_LINEAGE:
            info = self.backend.get_session(current)
            if info is None:
                break
            chain.append(info)
            seen.add(current)
            current = info.parent_session_id
        if not chain:
            raise ArchiveError(f"unknown session {session_id}")
        return chain[::-1]

    def root_of(self, session_id: str) -> str:
        """The root of ``session_id``'s lineage (itself when it has no known parent)."""
        return self.roots_of([session_id]).get(session_id, session_id)

    def roots_of(self, session_ids: Sequence[str]) -> dict[str, str]:
        """The lineage root of each id: the oldest ancestor still archived (unknown ids
        map to themselves)."""
        parents: dict[str, str | None] = {}
        frontier = set(session_ids)
        for _ in range(_MAX_LINEAGE):
            unknown = builtins.list(frontier - parents.keys())
            if not unknown:
                break
            found = self.backend.parents(unknown)
            parents.update(found)
            frontier = {p for p in found.values() if p}
        roots: dict[str, str] = {}
        for sid in session_ids:
            current, seen = sid, {sid}
            while True:
                parent = parents.get(current)
                if parent is None or parent not in parents or parent in seen:
                    break
                seen.add(parent)
                current = parent
            roots[sid] = current
        return roots

    def lineage_members(self, session_id: str) -> builtins.list[str]:
        """Every session of ``session_id``'s lineage tree: its root and all descendants."""
        root = self.root_of(session_id)
        members, queue = [root], [root]
        seen = {root}
        while queue and len(members) < _MAX_LINEAGE:
            for child in self.backend.children(queue.pop()):
                if child not in seen:
                    seen.add(child)
                    members.append(child)
                    queue.append(child)
        return members

    # --- search ---------------------------------------------------------------------

    def search(self, query: str, limit: int = 10, *, roles: Sequence[str] | None = None,
               sources: Sequence[str] | None = None, exclude_sessions: Sequence[str] = (),
               session_ids: Sequence[str] = (),
               as_of: float | None = None) -> builtins.list[SearchHit]:
        """Messages matching ``query`` as a user would type it, best first.

        Any text is accepted (see ``archive.query``); a query with nothing searchable
        returns []. ``roles``/``sources`` keep only those; ``exclude_sessions`` drops
        sessions (pass ``lineage_members(current)`` to skip the current lineage);
        ``session_ids`` searches only inside those. Time the query names ("in May 2023",
        and with ``as_of``, the epoch time the question is asked, "two months ago",
        "last week": ``archive.timeref``) lifts the messages of that time.
        Raises ArchiveError.
        """
        text = records.clean_text(query)
        parsed = parse_query(text)
        if parsed.is_empty or limit <= 0:
            return []
        filters = Filters(tuple(roles or ()), tuple(sources or ()),
                          tuple(exclude_sessions), tuple(session_ids))
        limit = min(limit, 10_000)
        pool = max(self.pool_size, limit * 4)
        stats = self.backend.term_stats(parsed)
        candidates = []
        for words in candidate_plan(parsed, stats):
            candidates += self.backend.word_candidates(words, filters, pool, stats)
        if parsed.grams:
            found = self.backend.gram_candidates(parsed, filters, pool, stats)
            if len(found) < limit:
                parsed = with_pairs(parsed)
            candidates += found
        if parsed.short_runs:
            candidates += self.backend.substring_candidates(parsed.short_runs, filters, pool)
        sims, similar = None, []
        if self.semantic is not None:
            sims = self.semantic.similarities(semantic_query(text))
            similar = self.backend.id_candidates(sims.top(SEMANTIC_POOL), filters)
            candidates += similar
        if not candidates:
            return []
        if sims is not None and ranking.SEMANTIC_FUSION == "rrf":
            lexical = self._ranked(parsed, candidates, stats, filters, text, as_of, None, [])
            scored = fuse_ranks(lexical, similar, sims)
        else:
            scored = self._ranked(parsed, candidates, stats, filters, text, as_of, sims,
                                  similar)
        best = scored[:limit]
        roots = self.roots_of(builtins.list({s.candidate.session_id for s in best}))
        return [SearchHit(message_id=s.candidate.id, session_id=s.candidate.session_id,
                          role=s.candidate.role, snippet=snippet(s.candidate.text, s.first_match),
                          rank=s.score, timestamp=s.candidate.timestamp,
                          root_session_id=roots.get(s.candidate.session_id,
                                                    s.candidate.session_id),
                          source=s.candidate.source, matched=s.own_score > 0.0)
                for s in best]

    def _ranked(self, parsed: ParsedQuery, candidates: Iterable[Candidate], stats: TermStats,
                filters: Filters, text: str, as_of: float | None,
                sims: Similarities | None, similar: Sequence[Candidate]
                ) -> builtins.list[Scored]:
        """``candidates`` scored and ordered by every stage of ``archive.ranking`` that is
        on (``sims``: each one's similarity joins its score; ``similar``: the index's best
        messages, for the session share)."""
        scored = rank(parsed, candidates, stats, sims)
        if self.context and scored:
            links = self.backend.neighbours([s.candidate.id for s in scored[:CONTEXT_TOP]])
            scored = [s for s in with_context(parsed, scored, links, stats, sims)
                      if not filters.roles or s.candidate.role in filters.roles]
        if self.time and scored and (hints := time_hints(text, as_of)):
            scored = with_time(scored, hints)
        if self.speaker and scored and (role := said_by(text)):
            scored = with_role(scored, role)
        if self.sessions and scored:
            scored = with_sessions(scored, similar, sims)
        if ranking.QUESTION_WEIGHT != 1.0 and scored:
            scored = with_questions(scored)
        return scored

    # --- import / export ------------------------------------------------------------

    def import_jsonl(self, path: str | Path, *, strict: bool = False,
                     progress: Progress | None = None) -> ImportReport:
        """Import a JSONL file (format in ``keepmind.archive.jsonl``): bad lines are
        skipped and reported in the result, or with ``strict`` the import is refused.
        Raises ArchiveError (strict, or storage), OSError (file)."""
        return jsonl.import_jsonl(self, path, strict=strict, progress=progress)

    def import_openai_json(self, path: str | Path, *, strict: bool = False,
                           source: str = "import",
                           progress: Progress | None = None) -> ImportReport:
        """Import an OpenAI chat-messages JSON file (one session per conversation).
        Raises ArchiveError, OSError."""
        return jsonl.import_openai_json(self, path, strict=strict, source=source,
                                        now=time.time(), progress=progress)

    def export_jsonl(self, out: str | Path | TextIO,
                     session_ids: Sequence[str] | None = None) -> int:
        """Write the archive (or ``session_ids``) as JSONL to a path or text stream;
        returns the number of lines. Raises ArchiveError, OSError."""
        ids = builtins.list(session_ids) if session_ids is not None else None
        if isinstance(out, str | Path):
            with open(out, "w", encoding="utf-8") as stream:
                return jsonl.export_jsonl(self, stream, ids)
        return jsonl.export_jsonl(self, out, ids)

    def source_keys(self, session_id: str) -> set[str]:
        """The source keys of the session's imported messages (see ``NewMessage``)."""
        return self.backend.source_keys(session_id)

    def import_cursor(self, path: str) -> ImportCursor | None:
        """Where an importer stopped reading ``path`` (None when it never read it)."""
        return self.backend.import_cursor(path)

    def save_import_cursor(self, path: str, cursor: ImportCursor) -> None:
        self.backend.save_import_cursor(path, cursor)

    # --- maintenance ----------------------------------------------------------------

    def prune(self, older_than_seconds: float, *, dry_run: bool = False,
              now: float | None = None) -> builtins.list[str]:
        """Delete sessions (and their messages) that ended, or started if never ended,
        more than ``older_than_seconds`` ago; returns their ids. With ``dry_run`` only
        lists them."""
        cutoff = (time.time() if now is None else now) - older_than_seconds
        ids = self.backend.sessions_ended_before(cutoff)
        if ids and not dry_run:
            self.backend.delete_sessions(ids)
        return ids

    def delete_session(self, session_id: str, *,
                       with_descendants: bool = False) -> DeleteReport:
        """Delete a session with its messages and their index entries.

        Its children (continuations, branches) are kept and re-linked to its parent, so
        their lineage stays whole minus the deleted link; with ``with_descendants`` they
        are deleted too, and theirs, all the way down. Raises ArchiveError for an
        unknown session.
        """
        info = self.get(session_id)
        if info is None:
            raise ArchiveError(f"unknown session {session_id}")
        doomed = [session_id]
        if with_descendants:
            seen, queue = {session_id}, [session_id]
            while queue and len(doomed) < _MAX_LINEAGE:
                for child in self.backend.children(queue.pop()):
                    if child not in seen:
                        seen.add(child)
                        doomed.append(child)
                        queue.append(child)
        messages = sum(s.message_count for sid in doomed if (s := self.get(sid)))
        children = [] if with_descendants else self.backend.children(session_id)
        if children:
            self.backend.reparent(children, info.parent_session_id)
        self.backend.delete_sessions(doomed)
        return DeleteReport(doomed, messages, children, info.parent_session_id)

    def check(self, *, repair: bool = False) -> CheckReport:
        """The archive's problems (integrity, indexes, counters, unreadable rows); with
        ``repair`` they are fixed first and ``repairs`` says how (see
        ``backends.sqlite_check``). Raises ArchiveError."""
        return self.backend.repair() if repair else self.backend.check()

    def analyze(self) -> None:
        """Refresh the query planner's statistics (after a bulk load, such as an import
        or ``keepmind migrate``). Raises ArchiveError."""
        self.backend.analyze()

    def delete_sessions(self, session_ids: Sequence[str]) -> int:
        """Delete sessions and their messages; returns how many sessions were deleted."""
        return self.backend.delete_sessions(builtins.list(session_ids))

    def count_messages(self) -> int:
        return self.backend.count_messages()

    def count_sessions(self) -> int:
        return self.backend.count_sessions()
