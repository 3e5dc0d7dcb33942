"""The approval queue of automated writes, in the home's database (``memory_pending``).

A proposal is one all-or-nothing write to one store (a list of ``Edit``) made by a write
path that must not write directly: the background review with ``memory.write_approval:
manual``, the agent's memory tool with ``approve_agent_writes``, a write flagged as
contradicting an entry or a fact (``kind`` "contradiction", both sides in ``detail``). Or
it is a skill change the review proposed (``kind`` "skill", target "skill", no edits: the
``skill_manage`` call in ``detail["call"]``, rehearsed by ``keepmind.skills.proposals``
before it is queued and applied by it when approved).

Invariants:
- A proposal is checked before it is queued exactly as the store would check it: its
  fields, the threat scan (strict scope) and that it applies to the entries as they are
  now (NoMatch, AmbiguousMatch, DuplicateEntry, MemoryFull go back to the proposer). So
  the queue never holds text the scanner refuses, and a model learns at once what is wrong.
- Approving applies the edits through the store (scanned again, checked against the
  entries as they are then), attributed to the proposal's origin and session; a refusal
  then marks the proposal ``failed`` with the reason, never half-applied. A proposal is
  claimed (``applying``) before it is applied (``settle``), so two approvers never apply
  it twice.
- Decided proposals stay, with their status, time and outcome (the journal id of the
  write, or why it failed); only pending ones can be approved or rejected.
- A queue sees only the proposals of its ``owner`` (``keepmind.Memory.owner``: one user
  of stores in a shared database; '' for a home's files).
"""

from __future__ import annotations

import difflib
import json
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, cast

from keepmind._sqlite import SQLiteDatabase
from keepmind.errors import InvalidArgument, KeepmindError
from keepmind.memory.base import PromptStore, WriteResult
from keepmind.memory.edits import Action, Edit, apply_all, check
from keepmind.memory.meta import current_context, now_iso, writing

Kind = Literal["write", "contradiction", "skill"]
SKILL_TARGET = "skill"
STATUSES = ("pending", "applying", "approved", "rejected", "failed")

_COLUMNS = ("id, created_at, target, edits, kind, origin, session_id, reason, detail, "
            "status, decided_at, outcome")


@dataclass(frozen=True)
class Proposal:
    """One queued write and what became of it."""

    id: int
    created_at: str
    target: str
    edits: list[Edit]
    kind: str = "write"
    origin: str = "unknown"
    session_id: str | None = None
    reason: str = ""
    detail: dict[str, Any] = field(default_factory=dict)
    status: str = "pending"
    decided_at: str | None = None
    outcome: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "created_at": self.created_at, "target": self.target,
                "edits": [_edit_dict(e) for e in self.edits], "kind": self.kind,
                "origin": self.origin, "session_id": self.session_id, "reason": self.reason,
                "detail": self.detail, "status": self.status, "decided_at": self.decided_at,
                "outcome": self.outcome}


def _edit_dict(edit: Edit) -> dict[str, str]:
    fields = {"action": edit.action, "content": edit.content, "old_text": edit.old_text}
    return {k: v for k, v in fields.items() if v}


def _edit_of(data: Any) -> Edit:
    if not isinstance(data, dict):
        raise InvalidArgument("a queued edit is not an object")
    return check(Edit(cast(Action, data.get("action", "")), str(data.get("content", "")),
                      str(data.get("old_text", ""))))


def _row(row: Sequence[Any]) -> Proposal:
    edits = [_edit_of(e) for e in json.loads(row[3])]
    return Proposal(row[0], row[1], row[2], edits, row[4], row[5], row[6], row[7],
                    json.loads(row[8]), row[9], row[10], row[11])


def preview(store: PromptStore, edits: Sequence[Edit]) -> list[str]:
    """The entries ``store`` would hold after ``edits``, as it is now (scanned by the
    store's guard). Raises InvalidArgument, ThreatBlocked and the MemoryStoreError the
    write would meet."""
    checked = [check(edit) for edit in edits]
    if not checked:
        raise InvalidArgument("no edit to propose")
    for edit in checked:
        if edit.content:
            store.guard.ensure_clean(edit.content, "strict", what=f"{store.target} entry")
    return apply_all(store.entries, checked, store.limit)


def diff(store: PromptStore, proposal: Proposal) -> list[str]:
    """The proposal as a unified diff of the store's entries (one line each) against the
    entries now; raises what ``preview`` raises when it no longer applies."""
    before = store.entries
    after = preview(store, proposal.edits)
    return list(difflib.unified_diff(
        [" ".join(e.split()) for e in before], [" ".join(e.split()) for e in after],
        fromfile=f"{proposal.target} now", tofile=f"{proposal.target} with #{proposal.id}",
        lineterm="", n=1))


class PendingQueue:
    """The queue in the home's database ``db`` (``meta.open_home_db``)."""

    def __init__(self, db: SQLiteDatabase, owner: str = "") -> None:
        self._db = db
        self._owner = owner

    def propose(self, store: PromptStore, edits: Sequence[Edit], *, kind: Kind = "write",
                reason: str = "", detail: dict[str, Any] | None = None) -> Proposal:
        """Queue ``edits`` to ``store`` for approval, attributed to the current
        ``writing`` origin and session. Raises what ``preview`` raises, ArchiveError."""
        preview(store, edits)
        payload = [_edit_dict(check(e).normalized()) for e in edits]
        return self._insert(store.target, payload, kind, reason, detail or {})

    def propose_skill(self, call: Mapping[str, Any], *, reason: str = "") -> Proposal:
        """Queue the ``skill_manage`` ``call`` (rehearsed by the caller) for approval,
        attributed to the current ``writing`` origin and session. Raises ArchiveError."""
        return self._insert(SKILL_TARGET, [], "skill", reason, {"call": dict(call)})

    def _insert(self, target: str, edits: list[dict[str, str]], kind: Kind, reason: str,
                detail: Mapping[str, Any]) -> Proposal:
        context = current_context()
        stamp = now_iso()
        payload = json.dumps(edits, ensure_ascii=False)
        shown = json.dumps(detail, ensure_ascii=False)

        def run(conn: sqlite3.Connection) -> int:
            cursor = conn.execute(
                "INSERT INTO memory_pending(created_at, target, edits, kind, origin, "
                "session_id, reason, detail, owner) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (stamp, target, payload, kind, context.origin, context.session_id,
                 reason, shown, self._owner))
            return int(cursor.lastrowid or 0)

        return self.get(self._db.write(run))

    def list(self, status: str | None = "pending") -> list[Proposal]:
        """Proposals with ``status`` (every one with None), oldest first."""
        where, args = ("AND status = ?", (status,)) if status else ("", ())
        with self._db.read() as conn:
            rows = conn.execute(f"SELECT {_COLUMNS} FROM memory_pending WHERE owner = ? "
                                f"{where} ORDER BY id", (self._owner, *args)).fetchall()
        return [_row(r) for r in rows]

    def get(self, proposal_id: int) -> Proposal:
        """The proposal ``proposal_id``. Raises InvalidArgument when there is none."""
        with self._db.read() as conn:
            row = conn.execute(f"SELECT {_COLUMNS} FROM memory_pending WHERE id = ? AND "
                               "owner = ?", (proposal_id, self._owner)).fetchone()
        if row is None:
            raise InvalidArgument(f"no queued write #{proposal_id}; see keepmind memory pending")
        return _row(row)

    def approve(self, proposal_id: int, store: PromptStore) -> WriteResult:
        """Apply the pending write ``proposal_id`` to ``store`` (its target's) and mark it
        approved. Raises InvalidArgument (unknown, not pending, another target's store),
        and, marking it failed, the error the write met."""
        proposal = self.get(proposal_id)
        if store.target != proposal.target:
            raise InvalidArgument(f"#{proposal_id} is a write to {proposal.target}, "
                                  f"not {store.target}")
        done: list[WriteResult] = []

        def apply(claimed: Proposal) -> str:
            done.append(store.apply(claimed.edits, action=_action(claimed)))
            return done[0].record.id

        self.settle(proposal, apply)
        return done[0]

    def settle(self, proposal: Proposal, apply: Callable[[Proposal], str]) -> None:
        """Claim the pending ``proposal``, run ``apply`` on it (attributed to its origin
        and session; it returns the outcome: a journal id, what changed) and mark it
        approved. Raises InvalidArgument when it is not pending, and, marking it failed,
        the KeepmindError ``apply`` raised (anything else puts it back to pending)."""
        self._claim(proposal)
        try:
            with writing(proposal.origin if proposal.origin != "unknown" else "cli",
                         proposal.session_id):
                outcome = apply(proposal)
        except KeepmindError as exc:
            self._decide(proposal.id, "failed", str(exc))
            raise
        except BaseException:
            self._decide(proposal.id, "pending", None)  # nothing was applied
            raise
        self._decide(proposal.id, "approved", outcome)

    def reject(self, proposal_id: int) -> Proposal:
        """Mark the pending proposal rejected (nothing is written). Raises
        InvalidArgument when it is unknown or not pending."""
        self._claim(self.get(proposal_id))
        self._decide(proposal_id, "rejected", None)
        return self.get(proposal_id)

    def _claim(self, proposal: Proposal) -> None:
        changed = self._db.write(lambda conn: conn.execute(
            "UPDATE memory_pending SET status = 'applying' WHERE id = ? AND "
            "status = 'pending'", (proposal.id,)).rowcount)
        if not changed:
            raise InvalidArgument(f"#{proposal.id} is {self.get(proposal.id).status}, "
                                  "not pending")

    def _decide(self, proposal_id: int, status: str, outcome: str | None) -> None:
        decided = None if status == "pending" else now_iso()
        self._db.write(lambda conn: conn.execute(
            "UPDATE memory_pending SET status = ?, decided_at = ?, outcome = ? WHERE id = ?",
            (status, decided, outcome, proposal_id)))


def _action(proposal: Proposal) -> str:
    return proposal.edits[0].action if len(proposal.edits) == 1 else "batch"
