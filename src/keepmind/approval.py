"""Deciding a queued proposal (``keepmind.memory.pending``) the way the write path it came
from would have made it: ``approve`` applies it, ``diff`` shows what approving would change
now. Rejecting needs nothing but the queue (``PendingQueue.reject``).

Invariants:
- A memory write is applied through its store (scanned again, checked against the entries
  as they are now) and then told to the memory providers as an applied write of the agent
  is (``MemoryManager.on_memory_write``), so the facts a contradiction listed are
  superseded only now. A provider failure is logged, never raised: the write is committed.
- A skill change is made through the same scanned ``skill_manage`` tool the review called
  (``keepmind.skills.proposals``); a refusal marks it failed with the tool's error.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any, Protocol

from keepmind.errors import KeepmindError
from keepmind.memory.base import PromptStore, WriteResult
from keepmind.memory.pending import PendingQueue, Proposal
from keepmind.memory.pending import diff as memory_diff
from keepmind.providers import MemoryManager
from keepmind.skills import SkillLibrary
from keepmind.skills import proposals as skill_proposals

log = logging.getLogger(__name__)


class ApprovingMemory(Protocol):
    """What deciding a proposal uses of ``keepmind.Memory``."""

    @property
    def pending(self) -> PendingQueue: ...

    @property
    def skills(self) -> SkillLibrary: ...

    @property
    def providers(self) -> MemoryManager: ...

    def store(self, target: str) -> PromptStore: ...


@dataclass(frozen=True)
class Approved:
    """An approved proposal: the memory write it made, or the skill tool's answer."""

    proposal: Proposal
    write: WriteResult | None = None
    answer: dict[str, Any] | None = None


def approve(memory: ApprovingMemory, proposal_id: int) -> Approved:
    """Apply the pending proposal ``proposal_id`` and mark it approved. Raises
    InvalidArgument (unknown, not pending) and, marking it failed, the error the write
    met."""
    queue = memory.pending
    proposal = queue.get(proposal_id)
    if proposal.kind == "skill":
        answers: list[dict[str, Any]] = []

        def make(claimed: Proposal) -> str:
            answers.append(skill_proposals.apply(memory.skills, claimed.detail["call"]))
            return str(answers[0].get("message", ""))

        queue.settle(proposal, make)
        return Approved(queue.get(proposal_id), answer=answers[0])
    result = queue.approve(proposal_id, memory.store(proposal.target))
    _tell_providers(memory, proposal)
    return Approved(queue.get(proposal_id), write=result)


def diff(memory: ApprovingMemory, proposal: Proposal) -> list[str]:
    """What approving ``proposal`` would change now, as a unified diff. Raises what the
    write would meet (it no longer applies)."""
    if proposal.kind == "skill":
        _, change = skill_proposals.rehearse(memory.skills, proposal.detail["call"])
        return change.diff(f"with #{proposal.id}")
    return memory_diff(memory.store(proposal.target), proposal)


def _tell_providers(memory: ApprovingMemory, proposal: Proposal) -> None:
    try:
        manager = memory.providers
        for edit in proposal.edits:
            if edit.action in ("add", "replace"):
                manager.on_memory_write(edit.action, proposal.target, edit.content)
    except KeepmindError as exc:
        log.warning("memory providers not told of approved #%d: %s", proposal.id, exc)
