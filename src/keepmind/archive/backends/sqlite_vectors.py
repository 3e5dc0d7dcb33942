"""The stored message vectors of the SQLite backend (``VectorTable`` over the table
``message_vectors``, migration ``m012_message_vectors``).

As every query of the backend, these keep to the scope it was opened for: a vector is
read, counted or written only for a message of one of the scope's sessions. Writes run
in one ``BEGIN IMMEDIATE`` transaction each (``_sqlite``), so a batch of vectors is
stored whole or not at all. ``INSERT OR REPLACE`` gives a replaced vector a new ``seq``
(AUTOINCREMENT never reuses one), so ``since`` returns every write after a given one, in
the order they were committed (SQLite has one writer at a time).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from keepmind._sqlite import SQLiteDatabase
from keepmind.archive.backends.base import EMBEDDED_ROLES, Pending, VectorCounts
from keepmind.types import Scope

_ROLES = ", ".join(f"'{role}'" for role in EMBEDDED_ROLES)
_OWN = ("EXISTS (SELECT 1 FROM sessions o WHERE o.id = m.session_id "
        "AND o.scope_org = ? AND o.scope_user = ?)")
_ELIGIBLE = f"m.role IN ({_ROLES}) AND m.content <> '' AND {_OWN}"
_PENDING = (
    "SELECT m.id, m.content FROM messages m WHERE m.id > ? AND m.id <= ? AND "
    f"{_ELIGIBLE} AND NOT EXISTS (SELECT 1 FROM message_vectors v "
    "WHERE v.message_id = m.id AND v.model = ?) ORDER BY m.id LIMIT ?")
_PUT = ("INSERT OR REPLACE INTO message_vectors (message_id, model, vector) "
        f"SELECT m.id, ?, ? FROM messages m WHERE m.id = ? AND {_OWN}")
_SINCE = ("SELECT v.seq, v.message_id, v.vector FROM message_vectors v "
          f"JOIN messages m ON m.id = v.message_id WHERE v.seq > ? AND v.model = ? AND {_OWN} "
          "ORDER BY v.seq LIMIT ?")
_COUNTS = (f"SELECT (SELECT count(*) FROM messages m WHERE {_ELIGIBLE}), "
           "count(*) FILTER (WHERE v.model = ?), count(*) FILTER (WHERE v.model <> ?), "
           "coalesce(sum(length(v.vector)) FILTER (WHERE v.model = ?), 0) "
           f"FROM message_vectors v JOIN messages m ON m.id = v.message_id WHERE {_OWN}")
_MODELS = ("SELECT DISTINCT v.model FROM message_vectors v JOIN messages m "
           f"ON m.id = v.message_id WHERE {_OWN} ORDER BY v.model")


class SQLiteVectors:
    """``VectorTable`` on the backend's database ``db``, for ``scope``."""

    def __init__(self, db: SQLiteDatabase, scope: Scope) -> None:
        self._db = db
        self._own = (scope.org, scope.user)

    def pending(self, model: str, after_id: int, limit: int) -> Pending:
        with self._db.read() as conn:
            top = int(conn.execute("SELECT coalesce(max(id), 0) FROM messages").fetchone()[0])
            rows = conn.execute(_PENDING, (after_id, top, *self._own, model, limit)).fetchall()
        found = [(int(r[0]), r[1] if isinstance(r[1], str) else str(r[1])) for r in rows]
        upto = found[-1][0] if len(found) >= limit else max(top, after_id)
        return Pending(found, upto)

    def put(self, model: str, rows: Sequence[tuple[int, bytes]]) -> int:
        def run(conn: sqlite3.Connection) -> int:
            return sum(conn.execute(_PUT, (model, vector, mid, *self._own)).rowcount
                       for mid, vector in rows)
        return self._db.write(run) if rows else 0

    def since(self, model: str, after_seq: int, limit: int) -> list[tuple[int, int, bytes]]:
        with self._db.read() as conn:
            return conn.execute(_SINCE, (after_seq, model, *self._own, limit)).fetchall()

    def counts(self, model: str) -> VectorCounts:
        with self._db.read() as conn:
            row = conn.execute(_COUNTS, (*self._own, model, model, model, *self._own)
                               ).fetchone()
        return VectorCounts(*(int(v or 0) for v in row))

    def models(self) -> list[str]:
        with self._db.read() as conn:
            return [str(r[0]) for r in conn.execute(_MODELS, self._own)]
