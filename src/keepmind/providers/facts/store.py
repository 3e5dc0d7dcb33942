"""The fact store: short facts with a word index, entities, trust and supersession, in
SQLite with FTS5 (a home) or PostgreSQL (per user, under row-level security; the storage
is ``facts.backends``, the logic here is the same on both).

Invariants:
- Every fact added is scanned (``strict`` scope) and redacted of secrets first; a
  poisoned fact is refused with FactInputError, never stored.
- ``add`` never stores a near-identical copy of a live fact: the existing fact is
  confirmed instead (its trust rises a little and the tags merge).
- ``add`` never deletes anything: an older live fact that the new one contradicts (see
  ``extract.compare``) stays in the table, marked ``superseded_by`` the new fact, and is
  left out of recall and search unless asked for. Only ``remove`` deletes, explicitly.
- Trust lies in [0, 1]; ``feedback`` moves it; recall ranks by relevance x trust.
- Writes are serialised in the process under a lock (the MemoryManager calls from its
  prefetch pool, its background worker and the caller's thread). On SQLite one connection
  (``keepmind._sqlite``, the layer the archive uses too): WAL mode, a busy timeout and
  retried ``BEGIN IMMEDIATE`` let several processes share the file. On PostgreSQL a pool
  (``keepmind._postgres``) bound to the user's scope. Storage errors become
  ProviderError.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from dataclasses import asdict, dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, cast

from keepmind._validate import SQLITE_MAX_INT, check_text, shown
from keepmind.archive.query import ParsedQuery, Term, parse_query
from keepmind.archive.text import stem, words
from keepmind.errors import ProviderError
from keepmind.providers.facts.backends import (
    COLUMNS,
    FactBackend,
    FactConn,
    PostgresFacts,
    SQLiteFacts,
    columns,
)
from keepmind.providers.facts.extract import claim_of, compare, extract_entities, normalize
from keepmind.security.guard import RULES_ALONE, Guard
from keepmind.security.redact import redact
from keepmind.types import Scope

MAX_CONTENT_CHARS = 1000
MAX_TAGS = 10
_LABEL = re.compile(r"^[a-z0-9][a-z0-9_.-]{0,31}$")
DEFAULT_TRUST = {"tool": 0.5, "memory_write": 0.7, "session_end": 0.4, "cli": 0.6}
HELPFUL_STEP, UNHELPFUL_STEP, CONFIRM_STEP = 0.1, 0.2, 0.05
CANDIDATES = 20
POSTINGS_BUDGET = 2500
RANKED = 100
FREQUENCY_REFRESH = 50


class FactInputError(ProviderError):
    """A fact-store call was refused for its input (unknown id, bad category, blocked
    content); the tools answer it to the model instead of counting a provider failure."""


@dataclass(frozen=True)
class Fact:
    """One stored fact."""

    id: int
    content: str
    category: str
    tags: tuple[str, ...]
    trust: float
    helpful: int
    unhelpful: int
    source: str
    session_id: str | None
    created_at: str
    updated_at: str
    superseded_by: int | None

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["tags"] = list(self.tags)
        return data


@dataclass(frozen=True)
class AddResult:
    """What ``add`` did: the stored (or confirmed) fact and the facts it superseded."""

    fact: Fact
    duplicate: bool = False
    superseded: tuple[Fact, ...] = ()


@dataclass(frozen=True)
class Hit:
    """A search result: the fact, its score (relevance x trust) and the query coverage."""

    fact: Fact
    score: float
    coverage: float


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _fact(row: Sequence[Any]) -> Fact:
    return Fact(int(row[0]), row[1], row[2], tuple(row[3].split()), round(float(row[4]), 3),
                int(row[5]), int(row[6]), row[7], row[8], row[9], row[10], row[11])


def _label(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise FactInputError(f"{what} must be text; got {shown(value)}")
    label = value.strip().lower().replace(" ", "-")
    if not _LABEL.match(label):
        raise FactInputError(f"invalid {what} {shown(value)}: use 1-32 letters, digits, '-', "
                             "'_' or '.'")
    return label


def _fact_id(value: object) -> int:
    """A fact id SQLite can hold. Raises FactInputError."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 < value <= SQLITE_MAX_INT:
        raise FactInputError(f"no fact with id {shown(value)}")
    return value


def _text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise FactInputError(f"{what} must be text; got {shown(value)}")
    return check_text(value, what, error=FactInputError)


class FactStore:
    """Facts of one home (``<home>/facts.db``; ``FactStore(":memory:")`` for tests), or of
    one scope in a PostgreSQL database (``FactStore.on_postgres``); what is stored is
    scanned by ``guard`` (the home's)."""

    def __init__(self, path: Path | str, *, busy_timeout_ms: int = 5000,
                 backend: FactBackend | None = None, guard: Guard = RULES_ALONE) -> None:
        self.guard = guard
        self._backend: FactBackend = backend or SQLiteFacts(path,
                                                            busy_timeout_ms=busy_timeout_ms)
        self.path = path
        self._frequencies: dict[str, int] = {}
        self._writes = 0
        self._lock = self._backend.lock
        self.on_add: Callable[[Fact], None] | None = None
        """Called with each new fact ``add`` stored (not a confirmed duplicate) once it is
        committed; it must not raise."""

    @classmethod
    def on_postgres(cls, url: str, scope: Scope, *, shown: str,
                    guard: Guard = RULES_ALONE) -> FactStore:
        """The facts of ``scope`` in the database at ``url`` (``shown``: the URL without
        its password), scanned by ``guard``. Raises ProviderError when it cannot be
        opened."""
        backend = PostgresFacts(url, scope, shown=shown)
        return cls(backend.location, backend=backend, guard=guard)

    def close(self) -> None:
        self._backend.close()

    def __enter__(self) -> FactStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # plumbing ---------------------------------------------------------------------------
    def _read(self) -> AbstractContextManager[FactConn]:
        return cast(AbstractContextManager[FactConn], self._backend.read())

    @contextmanager
    def _write(self) -> Iterator[FactConn]:
        with self._lock:
            with self._backend.transaction() as conn:
                yield conn
            self._writes += 1
            if self._writes % FREQUENCY_REFRESH == 0 or len(self._frequencies) > 50_000:
                self._frequencies.clear()

    def _get(self, conn: FactConn, fact_id: int) -> Fact:
        fact_id = _fact_id(fact_id)
        row = conn.execute(f"SELECT {COLUMNS} FROM facts WHERE id = ?", (fact_id,)).fetchone()
        if row is None:
            raise FactInputError(f"no fact with id {fact_id}")
        return _fact(row)

    def get(self, fact_id: int) -> Fact:
        """The fact ``fact_id``. Raises FactInputError when there is none."""
        with self._read() as conn:
            return self._get(conn, fact_id)

    # writes -----------------------------------------------------------------------------
    def _clean(self, content: str) -> str:
        text = redact(re.sub(r"\s+", " ", _text(content, "content")).strip())
        if not text:
            raise FactInputError("a fact needs content")
        if len(text) > MAX_CONTENT_CHARS:
            raise FactInputError(f"a fact is at most {MAX_CONTENT_CHARS} characters "
                                 f"(got {len(text)}); store one short statement")
        findings = self.guard.scan(text, "strict")
        if findings:
            ids = ", ".join(sorted({f.id for f in findings}))
            raise FactInputError(f"refused by the threat scanner ({ids})")
        return text

    def add(self, content: str, *, category: str = "general", tags: Iterable[str] = (),
            source: str = "tool", trust: float | None = None,
            session_id: str | None = None) -> AddResult:
        """Store a fact, or confirm the live fact it duplicates; supersede the live facts
        it contradicts. Raises FactInputError (empty, too long, bad labels, blocked),
        ProviderError (database)."""
        result = self._add(content, category=category, tags=tags, source=source,
                           trust=trust, session_id=session_id)
        if self.on_add is not None and not result.duplicate:
            self.on_add(result.fact)
        return result

    def _add(self, content: str, *, category: str, tags: Iterable[str], source: str,
             trust: float | None, session_id: str | None) -> AddResult:
        text = self._clean(content)
        category = _label(category, "category")
        tag_list = self._tags(tags)
        initial = DEFAULT_TRUST.get(source, 0.5) if trust is None else trust
        with self._write() as conn:
            conflicts: list[Fact] = []
            for candidate in self._candidates(conn, text):
                relation = compare(text, candidate.content)
                if relation == "duplicate":
                    return AddResult(self._confirm(conn, candidate, tag_list), duplicate=True)
                if relation == "conflict":
                    conflicts.append(candidate)
            now = _now()
            claim = claim_of(text)
            fact_id = int(conn.execute(
                "INSERT INTO facts (content, norm, claim_key, category, tags, trust, source, "
                "session_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                "RETURNING id",
                (text, normalize(text), claim.key if claim else "", category,
                 " ".join(tag_list), min(1.0, max(0.0, initial)), source, session_id, now,
                 now)).fetchone()[0])
            self._backend.index(conn, fact_id)
            self._link_entities(conn, fact_id, text)
            for old in conflicts:
                conn.execute("UPDATE facts SET superseded_by = ?, superseded_at = ? "
                             "WHERE id = ?", (fact_id, now, old.id))
            superseded = tuple(self._get(conn, old.id) for old in conflicts)
            return AddResult(self._get(conn, fact_id), superseded=superseded)

    @staticmethod
    def _tags(tags: Iterable[str]) -> list[str]:
        if isinstance(tags, str):
            tags = [t for t in re.split(r"[,\s]+", tags) if t]
        labels = list(dict.fromkeys(_label(str(t), "tag") for t in tags))
        if len(labels) > MAX_TAGS:
            raise FactInputError(f"at most {MAX_TAGS} tags per fact")
        return labels

    def _confirm(self, conn: FactConn, fact: Fact, tags: list[str]) -> Fact:
        merged = list(dict.fromkeys([*fact.tags, *tags]))[:MAX_TAGS]
        conn.execute(f"UPDATE facts SET trust = {self._backend.least}(1.0, trust + ?), "
                     "tags = ?, updated_at = ? WHERE id = ?",
                     (CONFIRM_STEP, " ".join(merged), _now(), fact.id))
        self._backend.index(conn, fact.id)
        return self._get(conn, fact.id)

    def _candidates(self, conn: FactConn, text: str) -> list[Fact]:
        """Live facts that may duplicate or contradict ``text``, newest first: the same
        normalised text, the same claim, shared entities, the best full-text matches."""
        rows: dict[int, Fact] = {}
        live = "superseded_by IS NULL"
        for row in conn.execute(f"SELECT {COLUMNS} FROM facts WHERE norm = ? AND {live}",
                                (normalize(text),)):
            rows[row[0]] = _fact(row)
        claim = claim_of(text)
        if claim is not None:
            for row in conn.execute(f"SELECT {COLUMNS} FROM facts WHERE claim_key = ? AND "
                                    f"{live} ORDER BY id DESC LIMIT 50", (claim.key,)):
                rows[row[0]] = _fact(row)
        keys = [e.key for e in extract_entities(text)][:20]
        if keys:
            marks = ",".join("?" * len(keys))
            cols = columns("f")
            for row in conn.execute(
                    f"SELECT DISTINCT {cols} FROM entities e "
                    "JOIN fact_entities fe ON fe.entity_id = e.id "
                    f"JOIN facts f ON f.id = fe.fact_id WHERE e.key IN ({marks}) "
                    f"AND f.{live} ORDER BY f.id DESC LIMIT 100", keys):
                rows[row[0]] = _fact(row)
        for hit in self._match(conn, text, CANDIDATES, include_superseded=False):
            rows.setdefault(hit[0].id, hit[0])
        return sorted(rows.values(), key=lambda f: -f.id)

    def conflicts(self, content: str) -> list[Fact]:
        """The live facts ``content`` contradicts (``extract.compare``: the facts ``add``
        would supersede), newest first; none for text ``add`` would refuse. Raises
        ProviderError (database)."""
        try:
            text = self._clean(content)
        except FactInputError:
            return []
        with self._read() as conn:
            return [fact for fact in self._candidates(conn, text)
                    if compare(text, fact.content) == "conflict"]

    def _link_entities(self, conn: FactConn, fact_id: int, text: str) -> None:
        conn.execute("DELETE FROM fact_entities WHERE fact_id = ?", (fact_id,))
        for entity in extract_entities(text)[:20]:
            conn.execute("INSERT INTO entities (key, display, kind) VALUES (?, ?, ?) "
                         "ON CONFLICT DO NOTHING", (entity.key, entity.display, entity.kind))
            conn.execute("INSERT INTO fact_entities (fact_id, entity_id) "
                         "SELECT ?, id FROM entities WHERE key = ? ON CONFLICT DO NOTHING",
                         (fact_id, entity.key))

    def update(self, fact_id: int, *, content: str | None = None,
               category: str | None = None, tags: Iterable[str] | None = None) -> Fact:
        """Change a fact in place (an explicit correction: no conflict check). Raises
        FactInputError, ProviderError."""
        with self._write() as conn:
            fact = self._get(conn, fact_id)
            text = fact.content if content is None else self._clean(content)
            label = fact.category if category is None else _label(category, "category")
            tag_list = list(fact.tags) if tags is None else self._tags(tags)
            claim = claim_of(text)
            conn.execute("UPDATE facts SET content = ?, norm = ?, claim_key = ?, category = ?, "
                         "tags = ?, updated_at = ? WHERE id = ?",
                         (text, normalize(text), claim.key if claim else "", label,
                          " ".join(tag_list), _now(), fact_id))
            self._backend.index(conn, fact_id)
            if text != fact.content:
                self._link_entities(conn, fact_id, text)
            return self._get(conn, fact_id)

    def remove(self, fact_id: int) -> Fact:
        """Delete a fact (facts it superseded become live again). Raises FactInputError."""
        with self._write() as conn:
            fact = self._get(conn, fact_id)
            conn.execute("DELETE FROM facts WHERE id = ?", (fact_id,))
            return fact

    def feedback(self, fact_id: int, helpful: bool) -> Fact:
        """Raise (helpful) or lower (unhelpful, twice as much) a fact's trust."""
        with self._write() as conn:
            self._get(conn, fact_id)
            least, greatest = self._backend.least, self._backend.greatest
            if helpful:
                conn.execute(f"UPDATE facts SET trust = {least}(1.0, trust + ?), helpful = "
                             "helpful + 1, updated_at = ? WHERE id = ?",
                             (HELPFUL_STEP, _now(), fact_id))
            else:
                conn.execute(f"UPDATE facts SET trust = {greatest}(0.0, trust - ?), "
                             "unhelpful = unhelpful + 1, updated_at = ? WHERE id = ?",
                             (UNHELPFUL_STEP, _now(), fact_id))
            return self._get(conn, fact_id)

    def import_facts(self, items: Iterable[tuple[str, str]], *, source: str = "import") -> int:
        """Bulk-load ``(content, category)`` pairs in one transaction, scanned and
        redacted but without the duplicate and conflict checks (for imports and
        benchmarks). Returns how many were stored."""
        count = 0
        with self._write() as conn:
            now = _now()
            for content, category in items:
                text = self._clean(content)
                claim = claim_of(text)
                fact_id = int(conn.execute(
                    "INSERT INTO facts (content, norm, claim_key, category, trust, source, "
                    "created_at, updated_at) VALUES (?, ?, ?, ?, 0.5, ?, ?, ?) RETURNING id",
                    (text, normalize(text), claim.key if claim else "",
                     _label(category, "category"), source, now, now)).fetchone()[0])
                self._backend.index(conn, fact_id)
                self._link_entities(conn, fact_id, text)
                count += 1
        return count

    # reads ------------------------------------------------------------------------------
    def _selective(self, conn: FactConn, parsed: ParsedQuery) -> ParsedQuery:
        """The query with only its most selective terms: rarest first while their
        postings stay within ``POSTINGS_BUDGET`` (at least one). BM25 costs time per
        matching row, so a term found in a quarter of the store would dominate the cost
        of recall while telling little; the other terms still weigh in the ranking and
        in the coverage that reranks the candidates."""
        frequencies = []
        for term in parsed.terms:
            if term.kind == "prefix":
                frequency = POSTINGS_BUDGET  # unknown and usually broad: last resort
            else:
                frequency = min(self._document_frequency(conn, key)
                                for key in term.key.split())
            if frequency:
                frequencies.append((frequency, term))
        frequencies.sort(key=lambda pair: pair[0])
        kept: list[Term] = []
        total = 0
        for frequency, term in frequencies:
            if kept and total + frequency > POSTINGS_BUDGET:
                break
            kept.append(term)
            total += frequency
        return replace(parsed, terms=tuple(kept))

    def _document_frequency(self, conn: FactConn, key: str) -> int:
        """How many facts contain the index term ``key``; non-zero counts are cached
        (counting scans the term's postings, and a count a few writes old plans a query
        as well)."""
        frequency = self._frequencies.get(key)
        if frequency is None:
            frequency = self._backend.document_frequency(conn, key)
            if frequency:  # an unknown term may appear with the next fact
                self._frequencies[key] = frequency
        return frequency

    def _match(self, conn: FactConn, query: str, limit: int, *,
               include_superseded: bool, category: str | None = None,
               min_trust: float = 0.0) -> list[tuple[Fact, float]]:
        """Candidates: facts with a selective term, ranked inside FTS5 by BM25 over all
        the query's terms (the AND with the full OR group adds the common terms' weight
        without adding rows), the top ``RANKED`` filtered and ordered by BM25 x trust,
        with their BM25 relevance."""
        parsed = parse_query(query)
        where = ["f.trust >= ?"]
        params: list[Any] = [min_trust]
        if not include_superseded:
            where.append("f.superseded_by IS NULL")
        if category:
            where.append("f.category = ?")
            params.append(category)
        ranked = RANKED * (4 if category else 1)
        return [(_fact(row), relevance) for row, relevance in self._backend.match(
            conn, self._selective(conn, parsed), parsed, ranked=max(ranked, limit),
            where=where, params=params, limit=limit)]

    def search(self, query: str, *, limit: int = 10, category: str | None = None,
               include_superseded: bool = False, min_trust: float = 0.0,
               min_coverage: float = 0.0) -> list[Hit]:
        """Facts matching ``query``, best first by relevance x trust, where relevance is
        the share of the query's terms the fact covers plus its BM25 score squashed into
        [0, 1) (BM25 alone says little in a small store). Raises ProviderError."""
        terms = {t.key for t in parse_query(_text(query, "query")).terms}
        with self._read() as conn:
            found = self._match(conn, query, max(limit * 4, CANDIDATES),
                                include_superseded=include_superseded, category=category,
                                min_trust=min_trust)
        hits = []
        for fact, relevance in found:
            covered = _coverage(terms, fact.content + " " + " ".join(fact.tags))
            if covered < min_coverage:
                continue
            hits.append(Hit(fact, round(fact.trust * (covered + relevance / (relevance + 5)),
                                        4), covered))
        hits.sort(key=lambda h: -h.score)
        return hits[:limit]

    def list_facts(self, *, category: str | None = None, include_superseded: bool = False,
             limit: int = 20, offset: int = 0) -> list[Fact]:
        """Facts newest first."""
        where, params = [], []
        if not include_superseded:
            where.append("superseded_by IS NULL")
        if category:
            where.append("category = ?")
            params.append(category)
        clause = f"WHERE {' AND '.join(where)}" if where else ""
        with self._read() as conn:
            rows = conn.execute(f"SELECT {COLUMNS} FROM facts {clause} ORDER BY id DESC "
                                "LIMIT ? OFFSET ?", (*params, limit, offset)).fetchall()
        return [_fact(r) for r in rows]

    def entities_of(self, fact_id: int) -> list[str]:
        with self._read() as conn:
            rows = conn.execute("SELECT e.display FROM fact_entities fe JOIN entities e ON "
                                "e.id = fe.entity_id WHERE fe.fact_id = ? ORDER BY e.id",
                                (fact_id,)).fetchall()
        return [r[0] for r in rows]

    def stats(self) -> dict[str, int]:
        """Counts: facts, live, superseded, entities."""
        with self._read() as conn:
            total, superseded = conn.execute(
                "SELECT count(*), count(superseded_by) FROM facts").fetchone()
            entities = conn.execute("SELECT count(*) FROM entities").fetchone()[0]
        return {"facts": int(total), "live": int(total - superseded),
                "superseded": int(superseded), "entities": int(entities)}


def _coverage(terms: set[str], text: str) -> float:
    """The share of the query's term keys (stems, prefixes, phrases) found in ``text``."""
    if not terms:
        return 0.0
    tokens = [stem(w) for w in words(text)]
    present = set(tokens)
    joined = " " + " ".join(tokens) + " "
    hit = 0
    for key in terms:
        if key.endswith("*"):
            hit += any(t.startswith(key[:-1]) for t in present)
        elif " " in key:
            hit += f" {key} " in joined
        else:
            hit += key in present
    return hit / len(terms)
