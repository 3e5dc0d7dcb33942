"""Retrieval quality of the session archive's search on LoCoMo and LongMemEval.

    python benchmarks/retrieval.py --data $DATA/locomo_dev.json
    python benchmarks/retrieval.py --data $DATA/longmemeval_s_dev.json.gz
    python benchmarks/retrieval.py --data $DATA/locomo_dev.json --method ours \
        --url postgresql://user@127.0.0.1:5432/empty_db

Goes through the public ``SessionArchive.search`` (the one ``session_search`` uses), with
the question text exactly as written, no query crafting. Prints turn recall@k (share of
a question's evidence turns among the top k hits) and session recall@k (share of its
evidence sessions among the first k distinct sessions of the ranking) for k = 1, 3, 5,
10, overall and per category, for our search and for the baseline (a plain FTS5 table,
default unicode61 tokenizer, every question word OR-ed, ordered by bm25), both over the
same ingested text.

Backends. ``--url`` picks where our archive lives: ``:memory:`` (SQLite, the default) or
any location ``SessionArchive.open`` takes, such as an empty PostgreSQL database: each
haystack is ingested there, searched, and deleted again before the next one.
``ours-e5-stored`` is ``ours-e5`` as a configured archive has it: the vectors written to
the archive's database as float16 by ``vectors.backfill`` and read back by a
``vectors.StoredIndex``.

Ingest. LoCoMo: one archive per conversation; each ``session_<n>`` is a session and each
turn a message whose content is ``"<speaker>: <text>"`` (the speaker's name is part of
the text, as in a group chat log; ``--no-speaker`` leaves it out). A turn that shared an
image gets ``" [shared a photo: <blip_caption>]"`` appended (the caption the dataset
provides, standing in for what an agent would archive; ``--no-captions`` drops it). The
first speaker's turns are role ``user``, the second's ``assistant``. Evidence ids are
repaired as the data README says ("D8:6; D9:17", "D:11:26", "D30:05", spaces); ids that
do not exist are dropped; questions left without evidence are not counted for turn
recall. LongMemEval: one archive per question holding its ~48-session haystack; turns keep
their roles and content; evidence turns are those with ``has_answer``, evidence sessions
``answer_session_ids``.

Semantic. ``ours-semantic`` is ``ours`` with a ``semantic.VectorIndex`` of each haystack
built by the packaged MiniLM model after ingest (the ``semantic`` extra), ``ours-e5`` the
same with the packaged multilingual e5 model (the ``semantic-e5`` extra, a centred index:
``semantic.e5_index``); ``--vectors
FILE`` keeps the vectors of every text embedded so far in FILE (a ``.npz``, written every
2 minutes while embedding) so that a second run does not embed the haystacks again.
``--passage-context CHARS`` has each passage start with the end of the turn before it
(what is embedded, an ablation).

Ablations. ``--set MODULE.NAME=VALUE`` changes one constant of ``archive.ranking``,
``archive.semantic`` or ``archive.store`` for the run (``ranking.SEMANTIC_FUSION=rrf``,
``semantic.CENTRE_QUANTILE=0.25``, ``store.SEMANTIC_POOL=100``...); ``--haystack N``
(repeatable) runs only the haystacks at those places, e.g. the ones a vector cache holds.

Time. Sessions keep their dates (LoCoMo ``session_<n>_date_time``, LongMemEval
``haystack_dates``) as message timestamps. A LongMemEval question is searched ``as_of``
its ``question_date`` (what an agent knows: when it is asked); LoCoMo questions carry no
date, so only the absolute dates they name count there.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import json
import os
import platform
import re
import sqlite3
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from keepmind.archive import SessionArchive, ranking
from keepmind.archive_url import parse_archive_url

if TYPE_CHECKING:
    from keepmind.archive.semantic import VectorIndex

KS = (1, 3, 5, 10)
DEPTH = 60
LOCOMO_CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop",
                     5: "adversarial"}


@dataclass
class Turn:
    key: str
    session: str
    role: str
    content: str
    timestamp: float


@dataclass
class Question:
    text: str
    category: str
    evidence_turns: set[str]
    evidence_sessions: set[str]
    as_of: float | None = None  # when the question is asked, when the data says


@dataclass
class Haystack:
    turns: list[Turn]
    questions: list[Question]


@dataclass
class Scores:
    turn: dict[str, list[list[float]]] = field(default_factory=lambda: defaultdict(list))
    session: dict[str, list[list[float]]] = field(default_factory=lambda: defaultdict(list))
    turn_any: list[list[float]] = field(default_factory=list)

    def add(self, category: str, ranked: list[tuple[str, str]], q: Question) -> None:
        keys = [k for k, _ in ranked]
        sessions = list(dict.fromkeys(s for _, s in ranked))
        if q.evidence_turns:
            self.turn_any.append([float(bool(q.evidence_turns & set(keys[:k]))) for k in KS])
        for cat in ("all", category):
            if q.evidence_turns:
                self.turn[cat].append([len(q.evidence_turns & set(keys[:k]))
                                       / len(q.evidence_turns) for k in KS])
            if q.evidence_sessions:
                self.session[cat].append([len(q.evidence_sessions & set(sessions[:k]))
                                          / len(q.evidence_sessions) for k in KS])


# --- datasets -------------------------------------------------------------------------

_DIA = re.compile(r"D:?(\d+):0*(\d+)")


def _locomo_evidence(raw: list[str]) -> set[str]:
    found: set[str] = set()
    for item in raw:
        for m in _DIA.finditer(item):
            found.add(f"D{int(m.group(1))}:{int(m.group(2))}")
    return found


def _locomo_time(text: str) -> float:
    try:
        return datetime.strptime(text, "%I:%M %p on %d %B, %Y").timestamp()
    except ValueError:
        return 0.0


def load_locomo(path: Path, speaker: bool, captions: bool) -> Iterator[Haystack]:
    for sample in json.loads(path.read_text(encoding="utf-8")):
        conv = sample["conversation"]
        first = conv["speaker_a"]
        turns: list[Turn] = []
        sessions = sorted((k for k in conv if re.fullmatch(r"session_\d+", k)),
                          key=lambda k: int(k.split("_")[1]))
        for skey in sessions:
            stamp = _locomo_time(conv.get(f"{skey}_date_time", ""))
            for i, t in enumerate(conv[skey]):
                text = f"{t['speaker']}: {t['text']}" if speaker else t["text"]
                if captions and t.get("blip_caption"):
                    text += f" [shared a photo: {t['blip_caption']}]"
                role = "user" if t["speaker"] == first else "assistant"
                turns.append(Turn(t["dia_id"].strip(), skey, role, text, stamp + i))
        keys = {t.key for t in turns}
        questions = []
        for qa in sample["qa"]:
            ev = _locomo_evidence(qa.get("evidence", [])) & keys
            sess = {f"session_{k.split(':')[0][1:]}" for k in ev}
            questions.append(Question(qa["question"], LOCOMO_CATEGORIES[qa["category"]],
                                      ev, sess))
        yield Haystack(turns, questions)


def _lme_time(text: str) -> float:
    try:
        return datetime.strptime(text[:10] + text[-6:], "%Y/%m/%d %H:%M").timestamp()
    except ValueError:
        return 0.0


def load_longmemeval(path: Path) -> Iterator[Haystack]:
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as stream:
        data = json.load(stream)
    for item in data:
        turns: list[Turn] = []
        evidence: set[str] = set()
        for sid, date, session in zip(item["haystack_session_ids"], item["haystack_dates"],
                                      item["haystack_sessions"], strict=True):
            stamp = _lme_time(date)
            for i, t in enumerate(session):
                key = f"{sid}#{i}"
                turns.append(Turn(key, sid, t["role"], t["content"], stamp + i))
                if t.get("has_answer"):
                    evidence.add(key)
        qtype = item["question_type"] + ("_abs" if item["question_id"].endswith("_abs") else "")
        q = Question(item["question"], qtype, evidence, set(item["answer_session_ids"]),
                     _lme_time(item["question_date"]) or None)
        yield Haystack(turns, [q])


# --- methods ----------------------------------------------------------------------------

Searcher = Callable[[str, float | None], list[tuple[str, str]]]


class CachedEmbedder:
    """A packaged model (``minilm`` or ``e5``) behind a cache of vectors by text digest,
    kept in ``path`` (a ``.npz``) between runs when given; questions and passages are
    cached apart (e5 reads them differently). While embedding, the cache is written out
    every ``SAVE_EVERY`` seconds (atomically: a temporary file renamed over ``path``), so
    an interrupted run keeps what it embedded."""

    SAVE_EVERY = 120.0

    def __init__(self, model: str, path: Path | None) -> None:
        import numpy as np

        from keepmind.archive import semantic

        if model == "minilm":
            import torch

            torch.set_num_threads(1)  # on a shared machine a second thread mostly waits
            self.model: object = semantic.minilm_embedder()
        else:
            self.model = semantic.e5_embedder(None if os.environ.get("OMP_NUM_THREADS") else 1)
        self.np = np
        self.path = path
        self.cache: dict[str, object] = {}
        self.seconds = 0.0
        self.embedded = 0
        self._unsaved = 0
        self._saved_at = time.monotonic()
        if path is not None and path.exists():
            with np.load(path) as data:
                self.cache = dict(zip(data["keys"].tolist(), data["rows"], strict=True))

    def _cached(self, texts: list[str], kind: str, encode: Callable[[list[str]], object]
                ) -> object:
        keys = [kind + hashlib.sha256(t.encode()).hexdigest()[:24] for t in texts]
        todo = [i for i, k in enumerate(keys) if k not in self.cache]
        if todo:
            start = time.perf_counter()
            rows = encode([texts[i] for i in todo])
            self.seconds += time.perf_counter() - start
            self.embedded += len(todo)
            self._unsaved += len(todo)
            self.cache.update(zip((keys[i] for i in todo), rows, strict=True))  # type: ignore[call-overload]
            if time.monotonic() - self._saved_at >= self.SAVE_EVERY:
                self.save()
        return self.np.stack([self.cache[k] for k in keys])

    def encode(self, texts: list[str]) -> object:
        return self._cached(texts, "", self.model.encode)  # type: ignore[attr-defined]

    def encode_query(self, texts: list[str]) -> object:
        if hasattr(self.model, "encode_query"):
            return self._cached(texts, "q", self.model.encode_query)
        return self.encode(texts)

    def save(self) -> None:
        """Write the cache to ``path`` when anything was embedded since the last write:
        to a temporary file beside it, then renamed over it (never half written)."""
        self._saved_at = time.monotonic()
        if self.path is None or not self._unsaved:
            return
        keys = list(self.cache)
        partial = self.path.with_name(f"{self.path.name}.{os.getpid()}.partial")
        with partial.open("wb") as out:
            self.np.savez(out, keys=self.np.array(keys),
                          rows=self.np.stack([self.cache[k] for k in keys]))
        os.replace(partial, self.path)
        self._unsaved = 0


_EMBEDDER: dict[str, CachedEmbedder] = {}


def _stored_e5(archive: SessionArchive) -> VectorIndex:
    """The e5 index of ``archive`` through its stored vectors (every message embedded by
    ``vectors.backfill``, then loaded as any process loads them)."""
    from keepmind.archive import vectors
    from keepmind.archive.semantic import E5_WEIGHT

    table, name = archive.backend.vectors, vectors.model_name("e5")
    vectors.backfill(table, name, _EMBEDDER["e5"])
    return vectors.StoredIndex(table, name, _EMBEDDER["e5"], vectors.E5_DIM, centred=True,
                               weight=E5_WEIGHT, catch_up=0)


def ours(haystack: Haystack, context: bool = True, sessions: bool = True,
         time: bool = True, speaker: bool = True, semantic: str = "",
         url: str = ":memory:") -> tuple[Searcher, Callable[[], None]]:
    archive = SessionArchive.open(url)
    if present := archive.count_sessions():
        archive.close()
        raise SystemExit(f"the archive at --url is not empty ({present} sessions)")
    archive.context = context
    archive.sessions = sessions
    archive.time = time
    archive.speaker = speaker
    by_id: dict[int, Turn] = {}
    per_session: dict[str, list[Turn]] = defaultdict(list)
    for t in haystack.turns:
        per_session[t.session].append(t)
    for sid, turns in per_session.items():
        archive.create_session(sid, source="bench", started_at=turns[0].timestamp)
        ids = archive.append_many(sid, [{"role": t.role, "content": t.content,
                                         "timestamp": t.timestamp} for t in turns])
        by_id.update(zip(ids, turns, strict=True))
    if semantic == "e5-stored":
        archive.semantic = _stored_e5(archive)
        semantic = ""
    if semantic:
        from keepmind.archive.semantic import VectorIndex, e5_index

        embedder = _EMBEDDER[semantic]
        archive.semantic = e5_index(embedder) if semantic == "e5" else VectorIndex(embedder)
        archive.semantic.add(list(by_id), _passages(per_session))

    def search(text: str, as_of: float | None) -> list[tuple[str, str]]:
        return [(by_id[h.message_id].key, by_id[h.message_id].session)
                for h in archive.search(text, limit=DEPTH, as_of=as_of)]

    def close() -> None:
        archive.delete_sessions([s.id for s in archive.list(limit=-1)])
        archive.close()

    return search, close


PASSAGE_CONTEXT = 0  # --passage-context: characters of the previous turn each passage gets


def _passages(per_session: dict[str, list[Turn]]) -> list[str]:
    """The texts the semantic index embeds, in ingest order: each turn's content, after
    the last ``PASSAGE_CONTEXT`` characters of the turn before it in its session."""
    out: list[str] = []
    for turns in per_session.values():
        for before, turn in zip([None, *turns], turns, strict=False):
            lead = before.content[-PASSAGE_CONTEXT:] if before and PASSAGE_CONTEXT else ""
            out.append(f"{lead}\n{turn.content}" if lead else turn.content)
    return out


_BASE_WORD = re.compile(r"\w+")


def baseline(haystack: Haystack) -> tuple[Searcher, Callable[[], None]]:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE t USING fts5(content)")
    conn.executemany("INSERT INTO t(rowid, content) VALUES (?, ?)",
                     [(i, t.content) for i, t in enumerate(haystack.turns)])

    def search(text: str, _as_of: float | None) -> list[tuple[str, str]]:
        words = _BASE_WORD.findall(text)
        if not words:
            return []
        match = " OR ".join('"' + w.replace('"', '""') + '"' for w in words)
        rows = conn.execute("SELECT rowid FROM t WHERE t MATCH ? ORDER BY bm25(t) LIMIT ?",
                            (match, DEPTH)).fetchall()
        return [(haystack.turns[r[0]].key, haystack.turns[r[0]].session) for r in rows]

    return search, conn.close


METHODS: dict[str, Callable[[Haystack, str], tuple[Searcher, Callable[[], None]]]] = {
    "ours": lambda h, url: ours(h, url=url),
    "ours-nocontext": lambda h, url: ours(h, context=False, url=url),
    "ours-nosessions": lambda h, url: ours(h, sessions=False, url=url),
    "ours-notime": lambda h, url: ours(h, time=False, url=url),
    "ours-nospeaker": lambda h, url: ours(h, speaker=False, url=url),
    "ours-semantic": lambda h, url: ours(h, semantic="minilm", url=url),
    "ours-e5": lambda h, url: ours(h, semantic="e5", url=url),
    "ours-e5-stored": lambda h, url: ours(h, semantic="e5-stored", url=url),
    "baseline": lambda h, _url: baseline(h),
}


# --- report -----------------------------------------------------------------------------

def _mean(rows: list[list[float]]) -> list[float]:
    return [sum(r[i] for r in rows) / len(rows) for i in range(len(KS))] if rows else []


def report(name: str, scores: Scores, seconds: float, queries: int, cpu: float) -> None:
    print(f"\n== {name}  ({queries} questions, {1000 * seconds / max(queries, 1):.1f} ms "
          f"per search, {1000 * cpu / max(queries, 1):.1f} ms of CPU)")
    head = " ".join(f"@{k:<5}" for k in KS)
    print(f"{'category':<32} {'n':>4}  turn recall {head}   session recall {head}")
    cats = ["all", *sorted(c for c in set(scores.turn) | set(scores.session) if c != "all")]
    for cat in cats:
        t, s = _mean(scores.turn[cat]), _mean(scores.session[cat])
        n = max(len(scores.turn[cat]), len(scores.session[cat]))
        tt = " ".join(f"{v:.3f}" for v in t) if t else " ".join(["  -  "] * len(KS))
        ss = " ".join(f"{v:.3f}" for v in s) if s else " ".join(["  -  "] * len(KS))
        print(f"{cat:<32} {n:>4}              {tt}                  {ss}")
    hit = " ".join(f"{v:.3f}" for v in _mean(scores.turn_any))
    print(f"{'all, any evidence turn (hit@k)':<32} {len(scores.turn_any):>4}              {hit}")


def compare(rankings: list[dict[str, object]], path: Path,
            asked: list[tuple[Question, dict[str, str]]] | None = None) -> None:
    """Print how many of ``rankings`` differ from those ``--dump`` wrote to ``path`` (the
    same questions in the same order), and the first differences; with ``asked`` (each
    ranking's question and the session of every turn key), also how many questions the
    new rankings put more (+) or fewer (-) evidence turns or sessions in the first k."""
    before = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    if [(r["method"], r["question"]) for r in before] != [
            (r["method"], r["question"]) for r in rankings]:
        print(f"\ncompare: {path} holds other questions or methods; nothing compared")
        return
    differ = [(old, new) for old, new in zip(before, rankings, strict=True)
              if old["ranked"] != new["ranked"]]
    print(f"\ncompare with {path}: {len(rankings) - len(differ)} of {len(rankings)} "
          f"rankings identical (all {DEPTH} places), {len(differ)} differ")
    if asked is not None:
        print("  paired, questions with more (+) / fewer (-) evidence in the first k: "
              + paired(before, rankings, asked))
    for old, new in differ[:5]:
        print(f"  {new['method']}: {new['question']!r}\n    was {old['ranked'][:10]}"
              f"\n    now {new['ranked'][:10]}")


def paired(before: list[dict[str, object]], after: list[dict[str, object]],
           asked: list[tuple[Question, dict[str, str]]]) -> str:
    """Per question, turn recall@k and session recall@5 of ``after`` against ``before``:
    how many questions went up and down."""
    def recalls(ranked: list[str], q: Question, session_of: dict[str, str]) -> list[float]:
        scores = Scores()
        scores.add("", [(k, session_of[k]) for k in ranked], q)
        turns = scores.turn["all"][0] if q.evidence_turns else [0.0] * len(KS)
        sessions = scores.session["all"][0] if q.evidence_sessions else [0.0] * len(KS)
        return [*turns, sessions[KS.index(5)]]

    names = [f"turn R@{k}" for k in KS] + ["session R@5"]
    up, down = [0] * len(names), [0] * len(names)
    for old, new, (q, session_of) in zip(before, after, asked, strict=True):
        was = recalls(list(old["ranked"]), q, session_of)  # type: ignore[call-overload]
        now = recalls(list(new["ranked"]), q, session_of)  # type: ignore[call-overload]
        for i, (a, b) in enumerate(zip(was, now, strict=True)):
            up[i] += b > a
            down[i] += b < a
    return ", ".join(f"{n} +{u}/-{d}" for n, u, d in zip(names, up, down, strict=True))


def _set_constant(setting: str) -> None:
    """Apply ``--set MODULE.NAME=VALUE``: VALUE is read as the constant's own type."""
    from keepmind.archive import query, semantic, store

    modules = {"ranking": ranking, "semantic": semantic, "store": store, "query": query}
    name, _, value = setting.partition("=")
    module_name, _, constant = name.partition(".")
    module = modules.get(module_name)
    if module is None or not constant.isupper() or not hasattr(module, constant):
        raise SystemExit(f"--set {setting}: not a constant of {', '.join(modules)}")
    kind = type(getattr(module, constant))
    if kind is bool:
        setattr(module, constant, value.lower() in ("1", "true", "yes"))
    else:
        setattr(module, constant, value if kind is str else kind(value))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, required=True)
    parser.add_argument("--method", choices=[*METHODS, "both"], action="append",
                        help="repeat to run several in one go; both (the default) = "
                             "baseline and ours; ours-nocontext is ours without the "
                             "neighbouring-message context, ours-nosessions without the "
                             "session share, ours-notime without the question's time, "
                             "ours-nospeaker without the speaker it names (ablations)")
    parser.add_argument("--no-speaker", action="store_true",
                        help="LoCoMo: leave the speaker's name out of the content")
    parser.add_argument("--no-captions", action="store_true",
                        help="LoCoMo: leave image captions out of the content")
    parser.add_argument("--max-haystacks", type=int, default=0)
    parser.add_argument("--skip-haystacks", type=int, default=0,
                        help="leave out the first N haystacks (before --max-haystacks)")
    parser.add_argument("--haystack", type=int, action="append", default=[],
                        help="run only this haystack (its place in the file, from 0; "
                             "repeat for several; before --skip/--max-haystacks)")
    parser.add_argument("--url", default=":memory:",
                        help="where our archive lives: :memory: (SQLite) or an empty "
                             "database, e.g. postgresql://user@host/db")
    parser.add_argument("--postgres", action="store_true",
                        help="our archive in a throwaway PostgreSQL cluster this run starts "
                             "and removes (tests/postgres_server.py; instead of --url)")
    parser.add_argument("--role-weight", type=float,
                        help="the lift of the speaker the question names "
                             "(ranking.ROLE_WEIGHT; an ablation)")
    parser.add_argument("--set", action="append", default=[], metavar="MODULE.NAME=VALUE",
                        help="change a ranking constant for this run (an ablation), e.g. "
                             "ranking.SEMANTIC_FUSION=rrf or store.SEMANTIC_POOL=100; MODULE "
                             "is ranking, semantic, store or query; repeat for several")
    parser.add_argument("--passage-context", type=int, default=0, metavar="CHARS",
                        help="ours-semantic/ours-e5: each passage the index embeds starts "
                             "with the last CHARS characters of the turn before it (an "
                             "ablation of what is embedded)")
    parser.add_argument("--vectors", type=Path,
                        help="ours-semantic: keep the texts' vectors in this .npz file")
    parser.add_argument("--dump", type=Path,
                        help="write every question's ranked turn keys (one JSON line per "
                             "method and question) to this file")
    parser.add_argument("--compare", type=Path,
                        help="compare every ranking with a file written by --dump (another "
                             "version of the code) and print how many lists differ")
    args = parser.parse_args(argv)
    if args.role_weight is not None:
        ranking.ROLE_WEIGHT = args.role_weight
    for setting in args.set:
        _set_constant(setting)
    global PASSAGE_CONTEXT
    PASSAGE_CONTEXT = args.passage_context
    if not args.postgres:
        return _run(args)
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
    import postgres_server

    binaries = postgres_server.find_binaries()
    if binaries is None:
        raise SystemExit("--postgres: no PostgreSQL server binaries (initdb) found")
    cluster = postgres_server.Cluster(binaries)
    try:
        args.url = cluster.create_database("retrieval")
        return _run(args)
    finally:
        cluster.stop()


def _run(args: argparse.Namespace) -> int:
    if "locomo" in args.data.name:
        stacks = list(load_locomo(args.data, not args.no_speaker, not args.no_captions))
    else:
        stacks = list(load_longmemeval(args.data))
    if args.haystack:
        stacks = [stacks[i] for i in args.haystack]
    stacks = stacks[args.skip_haystacks:]
    if args.max_haystacks:
        stacks = stacks[: args.max_haystacks]
    print(f"data: {args.data} ({len(stacks)} haystacks, "
          f"{sum(len(s.turns) for s in stacks)} turns, "
          f"{sum(len(s.questions) for s in stacks)} questions)")
    print(f"machine: {platform.machine()} {platform.processor() or ''} "
          f"python {platform.python_version()} sqlite {sqlite3.sqlite_version}")
    print(f"archive: {parse_archive_url(args.url).shown}")
    if args.role_weight is not None:
        print(f"role weight: {ranking.ROLE_WEIGHT} (ablation)")
    for setting in args.set:
        print(f"set: {setting} (ablation)")
    names = [n for m in args.method or ["both"]
             for n in (["baseline", "ours"] if m == "both" else [m])]
    for name, model in (("ours-semantic", "minilm"), ("ours-e5", "e5")):
        if name in names:
            _EMBEDDER[model] = CachedEmbedder(model, args.vectors)
    if "ours-e5-stored" in names and "e5" not in _EMBEDDER:
        _EMBEDDER["e5"] = CachedEmbedder("e5", args.vectors)
    rankings: list[dict[str, object]] = []
    asked: list[tuple[Question, dict[str, str]]] = []
    for name in names:
        scores, spent, cpu, count = Scores(), 0.0, 0.0, 0
        for stack in stacks:
            search, close = METHODS[name](stack, args.url)
            session_of = {t.key: t.session for t in stack.turns}
            for q in stack.questions:
                start, start_cpu = time.perf_counter(), time.process_time()
                ranked = search(q.text, q.as_of)
                spent += time.perf_counter() - start
                cpu += time.process_time() - start_cpu
                count += 1
                scores.add(q.category, ranked, q)
                rankings.append({"method": name, "question": q.text,
                                 "ranked": [k for k, _ in ranked]})
                asked.append((q, session_of))
            close()
        report(name, scores, spent, count, cpu)
    if args.dump is not None:
        args.dump.write_text("".join(json.dumps(r) + "\n" for r in rankings), encoding="utf-8")
    if args.compare is not None:
        compare(rankings, args.compare, asked)
    for embedder in _EMBEDDER.values():
        embedder.save()
        print(f"embedded {embedder.embedded} texts in {embedder.seconds:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
