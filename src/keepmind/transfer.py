"""Copying one scope's memory between homes and databases (``keepmind migrate``): the
session archive, the MEMORY and USER stores and the facts, from a SQLite home into a
PostgreSQL scope or back.

Invariants:
- The source is only read.
- Idempotent: the archive travels as our JSONL (``archive.jsonl``), whose import keys each
  message, so a second run adds nothing; a store gets only the entries it lacks (one
  all-or-nothing write, scanned like any other, so an entry the scanner refuses or that
  does not fit is reported and the store is left as it was); a fact whose normalised text
  the destination holds already is not added again. Superseded facts are history, not
  copied.
- The archive's stored vectors (the semantic stage's, every model) travel too, matched to
  the copies of their messages (``archive.vector_copy``), so the destination needs no
  second ``keepmind sessions embed``; a vector whose message has no copy is counted, not
  a problem (embedding again restores it).
- The destination archive's planner statistics are refreshed (``ANALYZE``) after the
  copy, before the verifying searches.
- Verified before it reports success: every copied session holds at least as many
  messages as in the source, every source entry is in its store, every live source fact
  has its text among the destination's facts, and a sample of searches (words of sampled
  messages) finds each sampled message's session in the destination too. ``Report.ok``
  says whether all held; ``problems`` says what did not.
"""

from __future__ import annotations

import random
import tempfile
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from keepmind.archive import SessionArchive
from keepmind.archive.text import words
from keepmind.archive.vector_copy import Step, copy_vectors
from keepmind.errors import KeepmindError, ThreatBlocked
from keepmind.memory import Edit, PromptStore
from keepmind.providers.facts import FactStore
from keepmind.providers.facts.extract import normalize

SAMPLE_SEARCHES = 20
FACTS_PAGE = 1000


@dataclass
class Report:
    """What a migration copied and what its verification found."""

    sessions: int = 0
    messages: int = 0
    messages_copied: int = 0
    vectors: int = 0
    vectors_copied: int = 0
    entries: dict[str, int] = field(default_factory=dict)
    entries_copied: dict[str, int] = field(default_factory=dict)
    facts: int = 0
    facts_copied: int = 0
    searches: int = 0
    searches_found: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def as_dict(self) -> dict[str, Any]:
        return {"ok": self.ok, **asdict(self)}


def _quiet(what: str, done: int, total: int) -> None:
    """No progress shown."""


def migrate(source: SessionArchive, target: SessionArchive,
            stores: Mapping[str, tuple[PromptStore, PromptStore]],
            facts: tuple[FactStore, FactStore] | None, *,
            step: Step = _quiet, seed: int = 0) -> Report:
    """Copy ``source`` into ``target``, each pair of ``stores`` (source, target) by name,
    and the facts (source, target) when given; then verify. Raises KeepmindError when
    a store cannot be read or written at all (what was copied before stays)."""
    report = Report()
    copy_archive(source, target, report, step)
    vectors = copy_vectors(source, target, step=step)
    report.vectors, report.vectors_copied = (sum(vectors.found.values()),
                                             sum(vectors.copied.values()))
    for name, (src, dst) in stores.items():
        copy_store(name, src, dst, report)
    if facts is not None:
        copy_facts(*facts, report, step)
    target.analyze()  # the copy is a bulk load: searches after it need fresh statistics
    verify_searches(source, target, report, step, random.Random(seed))
    return report


def copy_archive(source: SessionArchive, target: SessionArchive, report: Report,
                 step: Step) -> None:
    sessions = source.list(limit=-1)
    report.sessions = len(sessions)
    report.messages = sum(s.message_count for s in sessions)
    with tempfile.TemporaryDirectory(prefix="keepmind-migrate-") as scratch:
        dump = Path(scratch) / "archive.jsonl"
        source.export_jsonl(dump)
        imported = target.import_jsonl(
            dump, progress=lambda done, total: step("archive", done, total))
    report.messages_copied = imported.messages
    report.problems += [f"archive line {n}: {why}" for n, why in imported.errors]
    for session in sessions:
        if session.message_count == 0:
            continue  # the format carries sessions through their messages
        copied = target.get(session.id)
        held = copied.message_count if copied else 0
        if held < session.message_count:
            report.problems.append(f"session {session.id}: {held} of "
                                   f"{session.message_count} messages in the destination")


def copy_store(name: str, source: PromptStore, target: PromptStore, report: Report) -> None:
    entries = source.entries
    report.entries[name] = len(entries)
    held = set(target.entries)
    missing = [e for e in entries if e not in held]
    report.entries_copied[name] = 0
    refused: set[str] = set()
    if missing:
        try:
            target.apply([Edit("add", content=e) for e in missing], action="migrate")
            report.entries_copied[name] = len(missing)
        except ThreatBlocked:  # one entry the destination's scan refuses: copy the others
            each = _copy_each(name, entries, missing, target, report)
            if each is None:
                return
            refused = each
        except KeepmindError as exc:
            report.problems.append(f"{name}: {len(missing)} entries not copied: {exc}")
            return
    absent = [e for e in entries if e not in set(target.entries) and e not in refused]
    if absent:
        report.problems.append(f"{name}: {len(absent)} entries missing in the destination")


def _copy_each(name: str, entries: list[str], missing: list[str], target: PromptStore,
               report: Report) -> set[str] | None:
    """Copy ``missing`` one entry at a time, naming each that the destination's threat scan
    refuses (an entry whose findings a person accepted in the source home: acceptances stay
    with their home; or one written there by hand); returns those, None when another error
    stopped the copy."""
    refused: set[str] = set()
    for entry in missing:
        try:
            target.apply([Edit("add", content=entry)], action="migrate")
            report.entries_copied[name] += 1
        except ThreatBlocked as exc:
            refused.add(entry)
            ids = ", ".join(dict.fromkeys(str(getattr(f, "id", f)) for f in exc.findings))
            report.problems.append(
                f"{name}: entry {entries.index(entry) + 1} not copied: the destination's threat "
                f"scan blocks it ({ids}); a finding accepted in the source home is not "
                "accepted there")
        except KeepmindError as exc:
            report.problems.append(f"{name}: entry {entries.index(entry) + 1} and later "
                                   f"entries not copied: {exc}")
            return None
    return refused


def _live_facts(store: FactStore) -> list[Any]:
    found: list[Any] = []
    while True:
        page = store.list_facts(limit=FACTS_PAGE, offset=len(found))
        found += page
        if len(page) < FACTS_PAGE:
            return found[::-1]  # oldest first, so later facts supersede as they did


def copy_facts(source: FactStore, target: FactStore, report: Report, step: Step) -> None:
    facts = _live_facts(source)
    report.facts = len(facts)
    held = {normalize(f.content) for f in _live_facts(target)}
    for done, fact in enumerate(facts, start=1):
        if normalize(fact.content) not in held:
            try:
                target.add(fact.content, category=fact.category, tags=fact.tags,
                           source=fact.source, trust=fact.trust, session_id=fact.session_id)
                report.facts_copied += 1
            except KeepmindError as exc:
                report.problems.append(f"fact {fact.id}: not copied: {exc}")
            held.add(normalize(fact.content))
        step("facts", done, len(facts))
    have = {normalize(f.content) for f in target.list_facts(limit=10**9,
                                                            include_superseded=True)}
    lost = [f for f in facts if normalize(f.content) not in have]
    if lost:
        report.problems.append(f"facts: {len(lost)} missing in the destination")


def verify_searches(source: SessionArchive, target: SessionArchive, report: Report,
                    step: Step, rng: random.Random) -> None:
    """Search words of sampled user messages in both archives: each sampled message's
    session must be among the destination's hits when it is among the source's."""
    sessions = [s for s in source.list(limit=-1) if s.message_count]
    sample = rng.sample(sessions, min(SAMPLE_SEARCHES, len(sessions)))
    for done, session in enumerate(sample, start=1):
        step("searches", done, len(sample))
        texts = [m.content for m in source.messages(session.id, limit=20)
                 if m.role == "user" and m.content.strip()]
        terms = [w for w in words(texts[0]) if len(w) > 3][:4] if texts else []
        if not terms:
            continue
        query = " ".join(terms)
        if session.id not in {h.session_id for h in source.search(query, limit=10)}:
            continue  # a query the source does not answer tells nothing
        report.searches += 1
        if session.id in {h.session_id for h in target.search(query, limit=10)}:
            report.searches_found += 1
        else:
            report.problems.append(f"search {query!r} finds session {session.id} in the "
                                   "source but not in the destination")
