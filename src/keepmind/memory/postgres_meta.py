"""Entry metadata of the prompt-memory stores on PostgreSQL (``prompt_memory_entries``,
migration ``m008_prompt_memory_meta``): per entry the same created, updated, last used,
origin and session as the home's sidecar (``memory.meta``), by the same rules
(``memory.entry_rows``), but kept inside the writes instead of caught up later.

Invariants:
- ``keep_in_step`` runs in the transaction that writes a store (holding the store's row
  lock, ``memory.postgres``): it matches the entries the write read against the rows
  (text changed by hand since: absent entries removed, new ones ``hand``), then replays
  the write with the origin and session of the ``writing`` block around it. So there is
  no note to lose and nothing to catch up. ``PostgresMeta.sync`` does the matching alone
  for a user's stores, under the same lock.
- A store whose journal predates the table (written before ``m007``) is backfilled by
  replaying its journal rows, with the origin each recorded, the first time it is matched.
- Rows are scoped as their store by the policies of ``m007``: a connection reads and
  writes the rows of its own user's stores, and reads the rows of its organisation's
  store (written only by that store's writer). The organisation's rows never record a
  session id, which would tell one user another's sessions.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

from keepmind._postgres import Conn
from keepmind.memory.entry_rows import FIELDS, EntryRow, Rows, match, replay
from keepmind.memory.journal import JournalRecord
from keepmind.memory.meta import WriteContext

STORE_KEY = "scope_org = %s AND scope_user = %s AND scope_agent = %s AND target = %s"
"""The condition selecting one store's rows, with its (org, user, agent, target)."""
Key = tuple[str, str, str, str]
_COLUMNS = ", ".join(FIELDS)


def digest(content: str) -> str:
    """The key of an entry's row: the SHA-256 of its text, in hex."""
    return hashlib.sha256(content.encode("utf-8", "surrogatepass")).hexdigest()


def _rows(conn: Conn, key: Key, named: Sequence[str]) -> Rows:
    """The live rows of the store ``key`` and the rows of the entries ``named``."""
    return {r[0]: EntryRow(*r) for r in conn.execute(
        f"SELECT {_COLUMNS} FROM prompt_memory_entries WHERE {STORE_KEY} AND "
        "(removed_at IS NULL OR digest = ANY(%s))", (*key, [digest(e) for e in named]))}


def _save(conn: Conn, key: Key, rows: Rows) -> None:
    if not rows:
        return
    marks = ", ".join(["%s"] * (len(FIELDS) + 5))
    updates = ", ".join(f"{c} = excluded.{c}" for c in FIELDS[1:])
    with conn.cursor() as cursor:
        cursor.executemany(
            "INSERT INTO prompt_memory_entries (scope_org, scope_user, scope_agent, target, "
            f"digest, {_COLUMNS}) VALUES ({marks}) ON CONFLICT (scope_org, scope_user, "
            f"scope_agent, target, digest) DO UPDATE SET {updates}",
            [(*key, digest(content), *row.values()) for content, row in rows.items()])


def _backfill(conn: Conn, key: Key) -> Rows:
    """The rows the store's journal gives, when the store has none yet (else none)."""
    if conn.execute(f"SELECT 1 FROM prompt_memory_entries WHERE {STORE_KEY} LIMIT 1",
                    key).fetchone():
        return {}
    rows: Rows = {}
    for rid, ts, target, action, added, removed, undoes, origin, session in conn.execute(
            "SELECT id, ts, target, action, added, removed, undoes, origin, session_id "
            f"FROM prompt_memory_journal WHERE {STORE_KEY} ORDER BY seq", key):
        record = JournalRecord(id=rid, ts=ts, target=target, action=action,
                               added=list(added), removed=list(removed), undoes=undoes)
        rows.update(replay(rows, record, origin, session))
    return rows


def keep_in_step(conn: Conn, key: Key, entries: Sequence[str], stamp: str,
                 write: tuple[JournalRecord, WriteContext] | None = None) -> None:
    """Bring the rows of the store ``key`` in step with the ``entries`` it held before
    ``write`` (its journal record and who made it; None: only match them), at ``stamp``.
    Call it in the transaction holding the store's row lock, before the write's journal
    row is inserted."""
    named = [*write[0].added, *write[0].removed] if write else []
    rows = _rows(conn, key, named)
    backfilled = {} if rows else _backfill(conn, key)  # any row: the store has its rows
    rows.update(backfilled)
    changed = {**backfilled,
               **match({c: r for c, r in rows.items() if r.removed_at is None}, entries,
                       stamp)}
    if write is not None:
        record, context = write
        session = None if key[3] == "org" else context.session_id
        changed.update(replay({**rows, **changed}, record, context.origin, session))
    _save(conn, key, changed)


def entry_rows(conn: Conn, key: Key) -> list[tuple[Any, ...]]:
    """The live rows of the store ``key`` as ``EntryInfo`` fields, after the content."""
    return conn.execute(
        "SELECT content, created_at, updated_at, last_used_at, origin, session_id, "
        f"journal_id FROM prompt_memory_entries WHERE {STORE_KEY} AND removed_at IS NULL",
        key).fetchall()
