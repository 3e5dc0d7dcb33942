"""The stored message vectors of the PostgreSQL backend (``VectorTable`` over the table
``message_vectors``, migration ``m010_message_vectors``).

No query here names a scope: the table's forced policy shows and accepts the rows of the
connection's scope alone, and a vector is written only for a message the connection
sees (a join with ``messages``, under its own policy), so no scope can attach a vector
to another's message. ``seq`` comes from a sequence taken at each write; two writers of
one scope may commit out of sequence order, so ``since`` is asked again from a little
before the last ``seq`` read (``archive.vectors``), and a row that commits later than
that is read by the next process that loads the vectors.
"""

from __future__ import annotations

from collections.abc import Sequence

from keepmind._postgres import Conn, PostgresDatabase
from keepmind.archive.backends.base import EMBEDDED_ROLES, Pending, VectorCounts

_ELIGIBLE = "m.role = ANY(%s) AND m.content <> ''"
# the newest id read backwards on the scope's own index (as the backend's statistics do)
_TOP = ("SELECT id FROM messages ORDER BY scope_org DESC, scope_user DESC, id DESC "
        "LIMIT 1")
# Messages waiting for a vector are found in two steps, each served by a key: a run of
# the scope's eligible ids (``messages_scope``), then which of them hold a vector of the
# model (the key of ``message_vectors``). As one anti-join the planner, before the
# tables had statistics, matched every message against every stored vector of the scope
# (17.7 s for a scan of 10,000 messages, measured; 34 ms for a search's catch-up).
_IDS = (f"SELECT m.id FROM messages m WHERE m.id > %s AND m.id <= %s AND {_ELIGIBLE} "
        "ORDER BY m.id LIMIT %s")
# a range of the key, not a list: costed as one descent whatever the tables' statistics
_HELD = ("SELECT message_id FROM message_vectors WHERE message_id > %s "
         "AND message_id <= %s AND model = %s")
_TEXTS = "SELECT id, content FROM messages WHERE id = ANY(%s::bigint[]) ORDER BY id"
_CHUNK = 1000  # ids looked at per step
_PUT = ("INSERT INTO message_vectors (message_id, model, vector) "
        "SELECT m.id, %s, t.v FROM unnest(%s::bigint[], %s::bytea[]) AS t(i, v) "
        "JOIN messages m ON m.id = t.i "
        "ON CONFLICT (scope_org, scope_user, message_id) DO UPDATE SET "
        "model = excluded.model, vector = excluded.vector, "
        "seq = nextval('message_vectors_seq')")
_SINCE = ("SELECT seq, message_id, vector FROM message_vectors WHERE seq > %s "
          "AND model = %s ORDER BY seq LIMIT %s")
_COUNTS = (f"SELECT (SELECT count(*) FROM messages m WHERE {_ELIGIBLE}), "
           "count(*) FILTER (WHERE model = %s), count(*) FILTER (WHERE model <> %s), "
           "coalesce(sum(octet_length(vector)) FILTER (WHERE model = %s), 0) "
           "FROM message_vectors")
_MODELS = "SELECT DISTINCT model FROM message_vectors ORDER BY model"


class PostgresVectors:
    """``VectorTable`` on the backend's pool ``db`` (bound to its scope)."""

    def __init__(self, db: PostgresDatabase) -> None:
        self._db = db

    def pending(self, model: str, after_id: int, limit: int) -> Pending:
        def run(conn: Conn) -> Pending:
            got = conn.execute(_TOP).fetchone()
            top = int(got[0]) if got else 0
            missing: list[int] = []
            cursor = after_id
            while len(missing) < limit and cursor < top:
                ids = [int(r[0]) for r in conn.execute(
                    _IDS, (cursor, top, list(EMBEDDED_ROLES), max(limit, _CHUNK)))]
                if not ids:
                    cursor = top
                    break
                held = {int(r[0]) for r in conn.execute(_HELD, (cursor, ids[-1], model))}
                missing += [i for i in ids if i not in held][:limit - len(missing)]
                cursor = ids[-1]
            rows = [(int(r[0]), str(r[1])) for r in conn.execute(_TEXTS, (missing,))] \
                if missing else []
            upto = missing[-1] if len(missing) >= limit else max(top, after_id)
            return Pending(rows, upto)
        return self._db.read(run)

    def put(self, model: str, rows: Sequence[tuple[int, bytes]]) -> int:
        if not rows:
            return 0
        ids = [mid for mid, _ in rows]
        vectors = [vector for _, vector in rows]
        return self._db.run(lambda conn: conn.execute(_PUT, (model, ids, vectors)).rowcount)

    def since(self, model: str, after_seq: int, limit: int) -> list[tuple[int, int, bytes]]:
        return self._db.read(lambda conn: conn.execute(_SINCE, (after_seq, model, limit))
                             .fetchall())

    def counts(self, model: str) -> VectorCounts:
        row = self._db.read(lambda conn: conn.execute(
            _COUNTS, (list(EMBEDDED_ROLES), model, model, model)).fetchone())
        return VectorCounts(*(int(v or 0) for v in (row or (0, 0, 0, 0))))

    def models(self) -> list[str]:
        return self._db.read(lambda conn: [str(r[0]) for r in conn.execute(_MODELS)])
