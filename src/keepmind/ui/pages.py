"""The inspector's pages: one handler per page or form, each a thin adapter over the
library (the memory stores' scanned write path, the approval queue, the archive of
evicted entries, the skill library, the session archive, the journal) rendered through
the templates.

Invariants:
- Every write goes through the library call the CLI and the agent's tools use
  (``BoundedMemory.add/replace/remove/undo``, ``PendingQueue.approve/reject``,
  ``MemoryArchive.restore``, ``SkillLibrary.edit/delete``), so it is scanned, bounded and
  journaled exactly as theirs, and the memory writes are attributed to the origin ``ui``
  (an approved proposal keeps its own, as from the CLI); a refusal (the scanner's, a full
  store, no match, a proposal decided meanwhile) is shown on the page with its reason and
  the draft kept, status 422.
- Every POST carries the form's ``csrf`` field (``guard.csrf_value``) or is refused, 403.
- A successful write answers 303 to the page it came from (a reload re-sends nothing).
- Handlers run on the event loop's thread, one at a time: the inspector has one user, and
  the archive connection is only ever used from that thread.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

import jinja2
from starlette.datastructures import FormData
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from keepmind.bearer import same_token
from keepmind.errors import KeepmindError, ThreatBlocked
from keepmind.memory.meta import writing
from keepmind.memory.pending import Proposal
from keepmind.prompt.plan import PromptPlan
from keepmind.ui.chart import usage_chart
from keepmind.ui.dates import moment
from keepmind.ui.guard import CSRF_FIELD
from keepmind.ui.queue import archived_views, clean_reason, review_queue, waiting
from keepmind.ui.views import (
    STORES,
    InspectedMemory,
    entry_metadata,
    highlight,
    origin_label,
    prompt_rows,
    store_panels,
    usage_points,
)

TEMPLATES = Path(__file__).parent / "templates"
SESSIONS_LISTED = 50
HITS_SHOWN = 30
MESSAGES_SHOWN = 500
WRITES_LISTED = 30
DONE = {"add": "Entry added", "replace": "Entry replaced", "remove": "Entry removed",
        "undo": "Last write undone"}
DECIDED = {"approve": "approved", "reject": "rejected"}


@dataclass(frozen=True)
class Inspected:
    """What the inspector shows, handed in by its entry point (which reads the settings
    and builds the provider manager): the home's memory, the system prompt's plan as a
    session started now would get it, and the provider's status report."""

    memory: InspectedMemory
    prompt_plan: Callable[[], PromptPlan]
    provider_status: Callable[[], Mapping[str, Any]]


@dataclass(frozen=True)
class Refusal:
    """A write the library refused: which form (``target``, ``action``, the entry it
    was about), why, the scanner's findings if it was the scanner, and what was typed
    (kept in that form)."""

    target: str
    action: str
    old: str
    message: str
    findings: list[tuple[str, str]]
    draft: str


def refusal_of(target: str, action: str, old: str, exc: KeepmindError,
               draft: str) -> Refusal:
    findings = [(str(getattr(f, "id", "")), str(getattr(f, "reason", "")))
                for f in exc.findings] if isinstance(exc, ThreatBlocked) else []
    return Refusal(target, action, old, str(exc), findings, draft)


class Pages:
    """The handlers, sharing the templates and the home's memory."""

    def __init__(self, inspected: Inspected, csrf: str) -> None:
        self.inspected = inspected
        self.memory = inspected.memory
        self.csrf = csrf
        self.env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES),
                                      autoescape=True, undefined=jinja2.StrictUndefined)
        self.env.filters["datetime"] = _local_time
        self.env.filters["moment"] = lambda stamp: moment(stamp, datetime.now(UTC))
        self.env.filters["origin"] = origin_label

    def routes(self) -> list[Route]:
        return [
            Route("/", self.prompt),
            Route("/memory", self.memory_page),
            Route("/memory/archived", self.archived),
            Route("/memory/archived/{entry_id:int}/restore", self.restore, methods=["POST"]),
            Route("/memory/{target}/{action}", self.memory_write, methods=["POST"]),
            Route("/review", self.review),
            Route("/review/{proposal_id:int}/{decision}", self.decide, methods=["POST"]),
            Route("/skills", self.skills),
            Route("/skills/{name}", self.skill),
            Route("/skills/{name}/edit", self.skill_edit, methods=["POST"]),
            Route("/skills/{name}/delete", self.skill_delete, methods=["POST"]),
            Route("/sessions", self.sessions),
            Route("/sessions/{session_id}", self.session),
            Route("/providers", self.providers),
            Route("/usage", self.usage),
        ]

    # plumbing ----------------------------------------------------------------------------
    def render(self, request: Request, name: str, *, status: int = 200,
               **context: Any) -> HTMLResponse:
        page = self.env.get_template(name).render(
            path=request.url.path, csrf=self.csrf, csrf_field=CSRF_FIELD, **context)
        return HTMLResponse(page, status_code=status)

    def not_found(self, request: Request, what: str) -> HTMLResponse:
        return self.render(request, "problem.html", status=404, heading="Not found", what=what)

    async def failed(self, request: Request, exc: Exception) -> Response:
        """A library error no page handles itself (an archive that cannot be opened, a
        provider that cannot start, an unreadable SOUL.md), shown as one line, 500."""
        return self.render(request, "problem.html", status=500,
                           heading="keepmind could not show this page", what=str(exc))

    async def form(self, request: Request) -> FormData:
        """The POSTed form, once its ``csrf`` field proves it came from our own page.
        Raises HTTPException 403 otherwise."""
        form = await request.form()
        presented = form.get(CSRF_FIELD)
        if not isinstance(presented, str) or not same_token(presented.encode("utf-8"),
                                                            self.csrf.encode("utf-8")):
            raise HTTPException(403, "the form's csrf field is missing or wrong; reload the "
                                     "page and try again")
        return form

    # system prompt -----------------------------------------------------------------------
    async def prompt(self, request: Request) -> Response:
        plan = self.inspected.prompt_plan()
        text = plan.text
        return self.render(request, "prompt.html", rows=prompt_rows(plan, self.memory),
                           total=len(text), prompt_text=text)

    # memory ------------------------------------------------------------------------------
    async def memory_page(self, request: Request) -> Response:
        done = DONE.get(request.query_params.get("done", ""), "")
        return self._memory_page(request, done=done)

    def _memory_page(self, request: Request, *, done: str = "",
                     refusal: Refusal | None = None) -> Response:
        metadata = entry_metadata(self.memory)
        return self.render(request, "memory.html", status=422 if refusal else 200,
                           panels=store_panels(self.memory, metadata),
                           metadata_missing=metadata.missing,
                           waiting=waiting(self.memory), done=done,
                           refusal=refusal)

    async def memory_write(self, request: Request) -> Response:
        target = request.path_params["target"]
        action = request.path_params["action"]
        if target not in STORES or action not in DONE:
            raise HTTPException(404, "no such memory store or action")
        form = await self.form(request)
        content, old = _field(form, "content"), _field(form, "old")
        store = self.memory.store(target)
        try:
            with writing("ui"):
                if action == "add":
                    store.add(content)
                elif action == "replace":
                    store.replace(old, content)
                elif action == "remove":
                    store.remove(old)
                else:
                    store.undo()
        except KeepmindError as exc:
            return self._memory_page(request,
                                     refusal=refusal_of(target, action, old, exc, content))
        self._noted()
        return RedirectResponse(f"/memory?{urlencode({'done': action})}#{target}",
                                status_code=303)

    def _noted(self) -> None:
        """Store who made the write just committed in the entry metadata now, so another
        process reading it (``keepmind memory log``) sees ``ui`` or the proposal's origin
        rather than ``unknown``; a failure there is the metadata's (the memory page says
        so), never the write's."""
        entry_metadata(self.memory)

    # the approval queue and the archive of evicted entries --------------------------------
    async def review(self, request: Request) -> Response:
        decision = request.query_params.get("done", "")
        number = request.query_params.get("id", "")
        done = (f"#{number} {DECIDED[decision]}" if decision in DECIDED and number.isdigit()
                else "")
        return self._review_page(request, done=done)

    def _review_page(self, request: Request, *, done: str = "",
                     refusal: Refusal | None = None) -> Response:
        return self.render(request, "review.html", status=422 if refusal else 200,
                           queue=review_queue(self.memory), done=done, refusal=refusal)

    async def decide(self, request: Request) -> Response:
        """Approve or reject a queued write, exactly as ``keepmind memory approve|reject``
        does."""
        proposal_id = request.path_params["proposal_id"]
        decision = request.path_params["decision"]
        if decision not in DECIDED:
            raise HTTPException(404, "no such decision")
        await self.form(request)
        queue = self.memory.pending
        proposal: Proposal | None = None
        try:
            proposal = queue.get(proposal_id)
            if decision == "approve":
                queue.approve(proposal_id, self.memory.store(proposal.target))
            else:
                queue.reject(proposal_id)
        except KeepmindError as exc:
            refusal = refusal_of("review", decision, str(proposal_id), exc, "")
            refusal = replace(refusal, message=clean_reason(refusal.message, proposal,
                                                            self.memory.guard))
            return self._review_page(request, refusal=refusal)
        self._noted()
        return RedirectResponse(f"/review?{urlencode({'done': decision, 'id': proposal_id})}",
                                status_code=303)

    async def archived(self, request: Request) -> Response:
        restored = request.query_params.get("restored", "")
        return self._archived_page(request, restored=restored if restored.isdigit() else "")

    def _archived_page(self, request: Request, *, restored: str = "",
                       refusal: Refusal | None = None) -> Response:
        return self.render(request, "archived.html", status=422 if refusal else 200,
                           entries=archived_views(self.memory), restored=restored,
                           refusal=refusal)

    async def restore(self, request: Request) -> Response:
        """Put an evicted entry back, exactly as ``keepmind memory restore`` does."""
        entry_id = request.path_params["entry_id"]
        await self.form(request)
        archive = self.memory.memory_archive
        try:
            with writing("ui"):
                archive.restore(entry_id, self.memory.store(archive.get(entry_id).target))
        except KeepmindError as exc:
            refusal = refusal_of("archived", "restore", str(entry_id), exc, "")
            return self._archived_page(request, refusal=refusal)
        self._noted()
        return RedirectResponse(f"/memory/archived?{urlencode({'restored': entry_id})}",
                                status_code=303)

    # skills ------------------------------------------------------------------------------
    async def skills(self, request: Request) -> Response:
        library = self.memory.skills
        return self.render(request, "skills.html", skills=library.list(),
                           problems=library.problems(),
                           deleted=request.query_params.get("deleted", ""))

    async def skill(self, request: Request) -> Response:
        return self._skill_page(request, request.path_params["name"])

    def _skill_page(self, request: Request, name: str, *, refusal: Refusal | None = None,
                    saved: bool = False) -> Response:
        try:
            skill = self.memory.skills.get(name)
        except KeepmindError as exc:
            return self.not_found(request, str(exc))
        files = self.memory.skills.files(name)
        return self.render(request, "skill.html", status=422 if refusal else 200,
                           skill=skill, files=files, refusal=refusal,
                           saved=saved or request.query_params.get("saved") == "1")

    async def skill_edit(self, request: Request) -> Response:
        name = request.path_params["name"]
        content = _field(await self.form(request), "content")
        try:
            self.memory.skills.edit(name, content)
        except KeepmindError as exc:
            refusal = refusal_of("skill", "edit", name, exc, content)
            return self._skill_page(request, name, refusal=refusal)
        return RedirectResponse(f"/skills/{quote(name, safe='')}?saved=1", status_code=303)

    async def skill_delete(self, request: Request) -> Response:
        name = request.path_params["name"]
        await self.form(request)
        try:
            self.memory.skills.delete(name)
        except KeepmindError as exc:
            refusal = refusal_of("skill", "delete", name, exc, "")
            return self._skill_page(request, name, refusal=refusal)
        return RedirectResponse(f"/skills?{urlencode({'deleted': name})}", status_code=303)

    # sessions ----------------------------------------------------------------------------
    async def sessions(self, request: Request) -> Response:
        query = request.query_params.get("q", "").strip()
        if not self.memory.archive_exists():
            return self.render(request, "sessions.html", query=query, sessions=[], hits=[],
                               archive=False, older=None)
        archive = self.memory.archive
        if not query:
            listed = archive.list(SESSIONS_LISTED, before=_number(
                request.query_params.get("before", "")))
            older = listed[-1].started_at if len(listed) == SESSIONS_LISTED else None
            return self.render(request, "sessions.html", query="", hits=[], archive=True,
                               sessions=listed, older=older)
        hits = [(hit, highlight(hit.snippet, query))
                for hit in archive.search(query, HITS_SHOWN)]
        return self.render(request, "sessions.html", query=query, sessions=[], hits=hits,
                           archive=True, older=None)

    async def session(self, request: Request) -> Response:
        session_id = request.path_params["session_id"]
        info = (self.memory.archive.get(session_id) if self.memory.archive_exists()
                else None)
        if info is None:
            return self.not_found(request, f"no session {session_id} in the archive")
        archive = self.memory.archive
        messages = archive.messages(session_id, limit=MESSAGES_SHOWN)
        lineage = archive.lineage(session_id)
        chain = {s.id for s in lineage}
        others = [m for m in archive.lineage_members(session_id) if m not in chain]
        return self.render(request, "session.html", info=info, lineage=lineage, others=others,
                           messages=messages, cut=len(messages) >= MESSAGES_SHOWN)

    # providers and usage -----------------------------------------------------------------
    async def providers(self, request: Request) -> Response:
        return self.render(request, "providers.html",
                           report=self.inspected.provider_status())

    async def usage(self, request: Request) -> Response:
        limits = {t: self.memory.store(t).limit for t in STORES}
        records = list(self.memory.journal.history())
        points = usage_points(records, limits)
        return self.render(request, "usage.html", chart=usage_chart(points, limits),
                           limits=limits, writes=records[-WRITES_LISTED:][::-1])


def _number(text: str) -> float | None:
    """``text`` as a finite number, or None (a missing or malformed query value)."""
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def _local_time(epoch: float) -> str:
    return datetime.fromtimestamp(epoch).strftime("%Y-%m-%d %H:%M")


def _field(form: FormData, name: str) -> str:
    value = form.get(name, "")
    return value if isinstance(value, str) else ""
