"""Stored message vectors carried from one archive to another (``keepmind migrate``), so a
moved archive keeps its semantic stage without embedding every message again.

A vector is stored by message id, and ids are each archive's own: a message is matched
to its copy by session, role, content and occurrence (the n-th message of that role and
text in the session), as the JSONL import keys a copied message. The bytes are copied as
stored, with their model's name (``archive.vectors`` owns what they mean), so the copy
needs neither numpy nor the model. A message without a copy in the destination, or a
vector the destination refuses (not its scope's message), is counted as not copied.
Copying twice replaces each vector with the same bytes.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from keepmind.archive.backends.base import EMBEDDED_ROLES
from keepmind.archive.store import SessionArchive
from keepmind.types import Message

PAGE = 5_000  # vectors read and written per step
Step = Callable[[str, int, int], None]
"""Progress: (what, done, total)."""


@dataclass
class VectorCopy:
    """How many stored vectors the source holds and how many reached the destination, by
    model."""

    found: dict[str, int]
    copied: dict[str, int]


def _keys(messages: Iterable[Message]) -> Iterable[tuple[tuple[str, bytes, int], int]]:
    """Each embeddable message's key (role, content digest, occurrence) and id."""
    seen: Counter[tuple[str, bytes]] = Counter()
    for m in messages:
        if m.role not in EMBEDDED_ROLES:
            continue
        key = (m.role, hashlib.blake2b(m.content.encode("utf-8", "surrogatepass"),
                                        digest_size=16).digest())
        seen[key] += 1
        yield (*key, seen[key]), m.id


def message_map(source: SessionArchive, target: SessionArchive) -> dict[int, int]:
    """Source message id -> the id of its copy in ``target``, for every embeddable message
    of a session both hold."""
    mapping: dict[int, int] = {}
    for session in source.list(limit=-1):
        if not session.message_count or target.get(session.id) is None:
            continue
        theirs = dict(_keys(target.messages(session.id)))
        for key, mid in _keys(source.messages(session.id)):
            copy = theirs.get(key)
            if copy is not None:
                mapping[mid] = copy
    return mapping


def copy_vectors(source: SessionArchive, target: SessionArchive, *,
                 step: Step | None = None) -> VectorCopy:
    """Copy every stored vector of ``source`` (every model) to the copies of its messages
    in ``target``. Raises ArchiveError when either archive cannot be read or written."""
    models = source.backend.vectors.models()
    result = VectorCopy({}, {})
    if not models:
        return result
    mapping = message_map(source, target)
    for model in models:
        total = source.backend.vectors.counts(model).current
        result.found[model] = result.copied[model] = 0
        seq = 0
        while page := source.backend.vectors.since(model, seq, PAGE):
            seq = int(page[-1][0])
            rows = [(mapping[int(mid)], bytes(vector)) for _, mid, vector in page
                    if int(mid) in mapping]
            result.found[model] += len(page)
            result.copied[model] += target.backend.vectors.put(model, rows)
            if step is not None:
                step(f"vectors ({model})", result.found[model], total)
    return result
