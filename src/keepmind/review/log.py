"""The review log in the home's database (``memory_reviews``): per session, the newest
message a review has read and what its runs did.

Invariant: ``last_message_id`` only grows, so a session is reviewed once and a later
review (more turns, or ``keepmind review`` after the worker) reads only what came after.
"""

from __future__ import annotations

from dataclasses import dataclass

from keepmind._sqlite import SQLiteDatabase
from keepmind.memory.meta import now_iso


@dataclass(frozen=True)
class ReviewCounts:
    """What one review run did: writes made, writes queued for approval, calls refused,
    and the tokens of its request."""

    applied: int = 0
    queued: int = 0
    refused: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0


class ReviewLog:
    """The log in ``db`` (``memory.meta.open_home_db``)."""

    def __init__(self, db: SQLiteDatabase) -> None:
        self._db = db

    def last_reviewed(self, session_id: str) -> int | None:
        """The newest message id of ``session_id`` a review has read, or None."""
        with self._db.read() as conn:
            row = conn.execute("SELECT last_message_id FROM memory_reviews "
                               "WHERE session_id = ?", (session_id,)).fetchone()
        return None if row is None else int(row[0])

    def record(self, session_id: str, last_message_id: int, counts: ReviewCounts) -> None:
        """Add a run that read up to ``last_message_id``."""
        self._db.write(lambda conn: conn.execute(
            "INSERT INTO memory_reviews(session_id, last_message_id, reviewed_at, applied, "
            "queued, refused, prompt_tokens, completion_tokens) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT(session_id) DO UPDATE SET "
            "last_message_id = max(last_message_id, excluded.last_message_id), "
            "reviewed_at = excluded.reviewed_at, runs = runs + 1, "
            "applied = applied + excluded.applied, queued = queued + excluded.queued, "
            "refused = refused + excluded.refused, "
            "prompt_tokens = prompt_tokens + excluded.prompt_tokens, "
            "completion_tokens = completion_tokens + excluded.completion_tokens",
            (session_id, last_message_id, now_iso(), counts.applied, counts.queued,
             counts.refused, counts.prompt_tokens, counts.completion_tokens)))
