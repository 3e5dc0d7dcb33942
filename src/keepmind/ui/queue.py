"""What the review page shows of the approval queue (``keepmind.memory.pending``) and the
archive of evicted entries (``keepmind.memory.evicted``): plain values built from the
library's ``Proposal`` and ``ArchivedEntry``.

Invariants:
- A text the threat scanner flags (what a proposal would write or replace, a side of a
  contradiction, a line of its diff, an archived entry) is carried as a ``Shown`` with
  its finding ids and without the text: these pages never show blocked text, not even
  escaped (a person deciding on it needs to know it is blocked, and why).
  A reason quoting such a text (why a proposal no longer applies, why it failed) is
  replaced by one that does not quote it (``clean_reason``).
- The diff is ``pending.diff`` itself, what ``keepmind memory diff`` prints, so the page
  and the CLI never disagree about what approving would do; a proposal that no longer
  applies (or that the scan now blocks) is shown with the reason instead, and cannot be
  approved from the page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from keepmind.errors import KeepmindError, ThreatBlocked
from keepmind.memory.entries import TITLES
from keepmind.memory.evicted import ArchivedEntry
from keepmind.memory.pending import Proposal, diff
from keepmind.prompt.snapshot import entry_findings
from keepmind.security.guard import RULES_ALONE, Guard
from keepmind.ui.views import InspectedMemory

DECIDED_SHOWN = 20
ARCHIVED_SHOWN = 100
DIFF_SIGNS = {"+": "added", "-": "removed", " ": "kept"}


@dataclass(frozen=True)
class Shown:
    """A stored text as these pages may show it: ``text`` is "" when the scanner flags
    it, and ``finding_ids`` say why."""

    text: str
    finding_ids: tuple[str, ...] = ()

    @property
    def blocked(self) -> bool:
        return bool(self.finding_ids)


def shown(text: str, guard: Guard = RULES_ALONE) -> Shown:
    ids = entry_findings(text, guard)
    return Shown("" if ids else text, ids)


def clean_reason(message: str, proposal: Proposal | None = None,
                 guard: Guard = RULES_ALONE) -> str:
    """``message`` (a library error's about ``proposal``), or, when it or the proposal
    holds text ``guard`` flags, a reason that names the findings instead (the library
    quotes an entry cut short, which the scanner may no longer recognise)."""
    texts = [] if proposal is None else [
        *(t for e in proposal.edits for t in (e.old_text, e.content)),
        *(str(v) for k, v in proposal.detail.items() if k in ("existing", "new"))]
    ids = tuple(dict.fromkeys(i for t in (message, *texts) for i in entry_findings(t, guard)))
    if not ids:
        return message
    return (f"refused; the reason may quote text the threat scanner blocks "
            f"({', '.join(ids)}), so it is not shown")


@dataclass(frozen=True)
class EditView:
    """One edit of a proposal: its action, the entry it names (replace, remove) and the
    text it writes (add, replace)."""

    action: str
    old: Shown | None
    new: Shown | None


@dataclass(frozen=True)
class DiffLine:
    """One line of the diff: ``kind`` "added", "removed", "kept", or "gap" between two
    hunks (no text)."""

    kind: str
    text: Shown


@dataclass(frozen=True)
class ProposalView:
    """One queued write: the proposal, its edits, both sides when it is a contradiction,
    while it is pending its diff against the store now or why it no longer applies, and
    once decided what came of it (a journal id, or why it failed)."""

    proposal: Proposal
    title: str
    edits: list[EditView]
    existing: Shown | None
    incoming: Shown | None
    diff: list[DiffLine]
    problem: str
    outcome: str

    @property
    def approvable(self) -> bool:
        return self.proposal.status == "pending" and not self.problem


@dataclass(frozen=True)
class Queue:
    """The review page: the pending proposals (oldest first) and the latest decided ones
    (newest first)."""

    pending: list[ProposalView]
    decided: list[ProposalView]


def review_queue(memory: InspectedMemory) -> Queue:
    """The queue as it stands. Raises ArchiveError (the home's database)."""
    everything = memory.pending.list(None)
    pending = [proposal_view(memory, p) for p in everything if p.status == "pending"]
    decided = [proposal_view(memory, p) for p in everything if p.status != "pending"]
    return Queue(pending, decided[::-1][:DECIDED_SHOWN])


def waiting(memory: InspectedMemory) -> int:
    """How many writes wait for review; 0 when the queue cannot be read (the review page
    then says why)."""
    try:
        return len(memory.pending.list())
    except KeepmindError:
        return 0


def proposal_view(memory: InspectedMemory, proposal: Proposal) -> ProposalView:
    guard = memory.guard
    edits = [EditView(e.action, shown(e.old_text, guard) if e.old_text else None,
                      shown(e.content, guard) if e.content else None) for e in proposal.edits]
    contradiction = proposal.kind == "contradiction"
    detail = proposal.detail
    existing = shown(str(detail.get("existing", "")), guard) if contradiction else None
    incoming = shown(str(detail.get("new", "")), guard) if contradiction else None
    lines: list[DiffLine] = []
    problem = ""
    if proposal.status == "pending":
        try:
            lines = diff_lines(diff(memory.store(proposal.target), proposal), guard)
        except ThreatBlocked as exc:
            ids = ", ".join(dict.fromkeys(str(getattr(f, "id", "")) for f in exc.findings))
            problem = f"Blocked by the threat scanner ({ids}): it cannot be approved."
        except KeepmindError as exc:
            problem = ("It no longer applies to the entries as they are now: "
                       f"{clean_reason(str(exc), proposal, guard)}")
    kind = "Contradiction in" if contradiction else "Write to"
    title = f"#{proposal.id} · {kind} {TITLES.get(proposal.target, proposal.target)}"
    return ProposalView(proposal, title, edits, existing, incoming, lines, problem,
                        clean_reason(proposal.outcome or "", proposal, guard))


def diff_lines(unified: Sequence[str], guard: Guard = RULES_ALONE) -> list[DiffLine]:
    """The lines of ``pending.diff``'s unified diff without its two file headers (an
    entry of its own may start with "--"), each hunk header but the first a gap."""
    lines: list[DiffLine] = []
    for line in unified[2:]:
        if line.startswith("@@"):
            if lines:
                lines.append(DiffLine("gap", Shown("")))
            continue
        lines.append(DiffLine(DIFF_SIGNS.get(line[:1], "kept"), shown(line[1:], guard)))
    return lines


@dataclass(frozen=True)
class ArchivedView:
    """One evicted entry: the archive row and its text as the page may show it."""

    entry: ArchivedEntry
    text: Shown
    title: str


def archived_views(memory: InspectedMemory) -> list[ArchivedView]:
    """The archive, newest first. Raises ArchiveError."""
    return [ArchivedView(e, shown(e.content, memory.guard), TITLES.get(e.target, e.target))
            for e in memory.memory_archive.search(limit=ARCHIVED_SHOWN)]
