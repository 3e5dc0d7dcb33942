"""The discover and summarise shapes of ``session_search`` (design §6).

discover: search user and assistant messages (``SessionArchive.search``, BM25 plus
coverage), resolve every hit to its lineage root, drop the excluded lineage (the caller
passes ``lineage_members(current)``), and keep the best ``limit`` distinct lineages in the
order of their best hit. Each result is one lineage, reported under its root's id, date,
source and title, with the matched message (``matched_message_id``, and
``matched_session_id`` when the match sits in a continuation), a window of messages
around it and the bookends: the first messages of the root and the last messages of the
lineage's newest session.

Adaptive detail: the top result is ``full`` (4 messages each side of the match, 2
bookends each end, 2,000 characters a message), results 2-3 are ``compact`` (2 each side,
1 bookend, 600 characters) and later ones shorter still (1 each side, 300 characters);
then ``render.fit`` squeezes all of them until the answer's JSON fits the budget
(``render.MAX_ANSWER_CHARS`` by default).

summarise: with a ``Summarizer``, each found lineage's transcript (every message of its
sessions, oldest first; tool output cut to 2,000 characters) is cut by
``recall.windows`` to at most ``SUMMARY_WINDOW_CHARS`` around the query's matches and
summarised with the query as focus, all in parallel through ``summarize_many``
(concurrency limit, timeouts). A result whose summary failed, timed out or came back
empty keeps its raw excerpt and says so: ``"summary_failed": true``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from keepmind.archive import SessionArchive
from keepmind.recall.render import (
    MAX_ANSWER_CHARS,
    MIN_CHARS,
    clip,
    fit,
    iso,
    messages_dicts,
    session_fields,
    squeeze_chars,
)
from keepmind.recall.summarizer import Summarizer, SummaryJob, summarize_many
from keepmind.recall.windows import cut_window
from keepmind.types import Message, SearchHit, SessionInfo

DEFAULT_LIMIT = 3
MAX_LIMIT = 10
SEARCH_ROLES = ("user", "assistant")
HIT_POOL = 60
SUMMARY_WINDOW_CHARS = 100_000
SUMMARY_CHARS = 3_000
TOOL_TRANSCRIPT_CHARS = 2_000
QUERY_ECHO_CHARS = 300

# squeeze level -> the most messages kept each side of a match / at each end
_RADIUS_BY_LEVEL = (99, 99, 2, 1, 1, 0, 0)
_ENDS_BY_LEVEL = (99, 99, 99, 1, 1, 1, 0)


@dataclass(frozen=True)
class Tier:
    """How much a result at some rank shows before any squeezing."""

    name: str
    radius: int
    bookends: int
    chars: int


TIERS = (Tier("full", 4, 2, 2_000), Tier("compact", 2, 1, 600), Tier("compact", 1, 1, 300))


def tier_for(rank: int) -> Tier:
    """Rank 0 is ``full``; ranks 1-2 and then 3+ are progressively more compact."""
    return TIERS[0] if rank == 0 else TIERS[1] if rank < 3 else TIERS[2]


@dataclass(frozen=True)
class Found:
    """One lineage found by a search, with what its result shows at squeeze level 0."""

    rank: int
    root: str
    info: SessionInfo | None
    title: str | None
    hit: SearchHit
    members: tuple[SessionInfo, ...]
    window: tuple[Message, ...]
    head: tuple[Message, ...]
    tail: tuple[Message, ...]


def find(archive: SessionArchive, query: str, limit: int,
         exclude: Sequence[str] = (), as_of: float | None = None) -> list[Found]:
    """The best ``limit`` distinct lineages matching ``query``, best first, none of
    whose sessions is in ``exclude``; ``as_of`` is when the question is asked (its
    "last week" counts from there). Raises ArchiveError."""
    excluded = set(exclude)
    best: dict[str, SearchHit] = {}  # root -> its best hit, in rank order
    members: dict[str, list[str]] = {}
    for _ in range(limit):
        hits = archive.search(query, limit=HIT_POOL, roles=SEARCH_ROLES,
                              exclude_sessions=sorted(excluded), as_of=as_of)
        for hit in hits:
            root = hit.root_session_id or hit.session_id
            if root not in excluded and hit.session_id not in excluded and len(best) < limit:
                best.setdefault(root, hit)
        if len(best) >= limit or len(hits) < HIT_POOL:
            break
        # one long session can fill the pool: search again without the lineages found
        for root in best.keys() - members.keys():
            members[root] = archive.lineage_members(root)
            excluded.update(members[root])
    return [_gather(archive, rank, root, hit, members.get(root))
            for rank, (root, hit) in enumerate(best.items())]


def _gather(archive: SessionArchive, rank: int, root: str, best: SearchHit,
            lineage: list[str] | None) -> Found:
    tier = tier_for(rank)
    members = sorted((info for sid in lineage or archive.lineage_members(root)
                      if (info := archive.get(sid)) is not None),
                     key=lambda s: (s.started_at, s.id))
    info = next((m for m in members if m.id == root), None)
    title = next((m.title for m in ([info] if info else []) + members if m.title), None)
    window = archive.window(best.message_id, before=tier.radius, after=tier.radius)
    head, tail = archive.bookends(root, tier.bookends)
    newest = members[-1].id if members else root
    if newest != root:
        first, last = archive.bookends(newest, tier.bookends)
        tail = [*first, *last][-tier.bookends:]
    return Found(rank, root, info, title, best, tuple(members), tuple(window),
                 tuple(head), tuple(tail))


def result_dict(found: Found, query: str, level: int,
                summary: str | None = None, summarised: bool = False) -> dict[str, Any]:
    """One discover result at squeeze ``level``: with its ``summary`` when there is one;
    else the excerpt (window and bookends), marked ``summary_failed`` when ``summarised``
    was attempted."""
    tier = tier_for(found.rank)
    hit = found.hit
    out: dict[str, Any] = {
        "rank": found.rank + 1,
        **session_fields(found.root, found.info, found.title),
        "matched_message_id": hit.message_id,
        "matched_at": iso(hit.timestamp),
    }
    if hit.session_id != found.root:
        out["matched_session_id"] = hit.session_id
    if summary is not None:
        out["summary"] = clip(summary, squeeze_chars(SUMMARY_CHARS, level))[0]
        return out
    if summarised:
        out["summary_failed"] = True
        out["note"] = "the summary failed or timed out; this is the raw excerpt"
    out["detail"] = tier.name
    out.update(_excerpt(found, query, level))
    return out


def _excerpt(found: Found, query: str, level: int) -> dict[str, Any]:
    tier = tier_for(found.rank)
    radius = min(tier.radius, _RADIUS_BY_LEVEL[level])
    ends = min(tier.bookends, _ENDS_BY_LEVEL[level])
    cap = squeeze_chars(tier.chars, level)
    centre = next((i for i, m in enumerate(found.window) if m.id == found.hit.message_id), 0)
    window = found.window[max(0, centre - radius):centre + radius + 1]
    shown = frozenset(m.id for m in window)
    end_cap = max(MIN_CHARS, cap // 2)
    head = found.head[:ends]
    tail = found.tail[len(found.tail) - ends:] if ends else ()
    return {
        "first_messages": messages_dicts(head, end_cap, skip=shown),
        "window": messages_dicts(window, cap, query, found.hit.message_id),
        "last_messages": messages_dicts(tail, end_cap,
                                        skip=shown | frozenset(m.id for m in head)),
    }


def transcript(archive: SessionArchive, members: Sequence[SessionInfo]) -> str:
    """Every message of ``members`` (oldest session first) as plain text, one block per
    message; tool output cut to ``TOOL_TRANSCRIPT_CHARS``. Raises ArchiveError."""
    blocks: list[str] = []
    for info in members:
        if len(members) > 1:
            blocks.append(f"=== session {info.id} started {iso(info.started_at)} ===")
        for message in archive.messages(info.id):
            text = message.content
            if message.role == "tool":
                text = clip(text, TOOL_TRANSCRIPT_CHARS)[0]
            who = f"{message.role} ({message.tool_name})" if message.tool_name else message.role
            blocks.append(f"[{iso(message.timestamp)}] {who}: {text}")
    return "\n\n".join(blocks)


def summary_jobs(archive: SessionArchive, found: Sequence[Found], query: str
                 ) -> list[SummaryJob]:
    """One job per found lineage: its transcript cut around the query. Raises ArchiveError."""
    jobs = []
    for item in found:
        text = cut_window(transcript(archive, item.members), query,
                          max_chars=SUMMARY_WINDOW_CHARS)
        fields = session_fields(item.root, item.info, item.title)
        session = {"id": item.root, "title": fields["title"] or "",
                   "date": fields["date"] or "", "source": fields["source"] or ""}
        jobs.append(SummaryJob(query=query, transcript=text, session=session))
    return jobs


def discover(archive: SessionArchive, query: str, *, limit: int = DEFAULT_LIMIT,
             exclude: Sequence[str] = (), summarizer: Summarizer | None = None,
             concurrency: int = 3, timeout: float = 60.0, job_timeout: float | None = 45.0,
             budget: int = MAX_ANSWER_CHARS, as_of: float | None = None) -> dict[str, Any]:
    """The discover answer (summarise when ``summarizer`` is given), for a question asked
    at ``as_of``. Raises ArchiveError; never for a failing summariser."""
    found = find(archive, query, limit, exclude, as_of)
    summaries: list[str | None] = [None] * len(found)
    if summarizer is not None and found:
        summaries = summarize_many(summarizer, summary_jobs(archive, found, query),
                                   concurrency=concurrency, timeout=timeout,
                                   job_timeout=job_timeout)
    summarised = summarizer is not None
    hint = ("Read a whole session with session_id, or page around a match with session_id "
            "and around_message_id.") if found else (
            "No earlier session matched. Try other or fewer words, or call session_search "
            "without a query to browse recent sessions.")

    def render(level: int) -> dict[str, Any]:
        return {
            "success": True,
            "shape": "discover",
            "query": clip(query, QUERY_ECHO_CHARS)[0],
            "mode": "summaries" if summarised else "excerpts",
            "count": len(found),
            "results": [result_dict(item, query, level, summaries[i], summarised)
                        for i, item in enumerate(found)],
            "hint": hint,
        }

    return fit(render, budget)
