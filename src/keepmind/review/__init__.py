"""Background review of sessions (the learning loop): after a session (or every N turns)
the auxiliary model proposes memory writes and skill changes through the scanned tools
(``reviewer``), off the hot path (``worker``), once per session (``log``)."""

from keepmind.review.log import ReviewCounts, ReviewLog
from keepmind.review.reviewer import ReviewMemory, ReviewReport, review_session
from keepmind.review.worker import ReviewWorker

__all__ = ["ReviewCounts", "ReviewLog", "ReviewMemory", "ReviewReport", "ReviewWorker",
           "review_session"]
