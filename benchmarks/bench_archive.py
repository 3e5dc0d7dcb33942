"""Session archive at scale: ingest, durable single appends, search latency, size, RSS.

    python benchmarks/bench_archive.py                    # 1,000,000 messages
    python benchmarks/bench_archive.py --messages 100000  # quicker
    python benchmarks/bench_archive.py --dir D --reuse --single 0 --dump hits.jsonl     # main
    python benchmarks/bench_archive.py --dir D --reuse --single 0 --compare hits.jsonl  # branch

Synthetic messages of realistic length: sessions of 50 messages; 40% user (median ~90
characters), 45% assistant (median ~420), 15% tool output (median ~900, some over the
8,192-character index prefix); words drawn from a Zipf-distributed vocabulary of 30,000
(the 150 most common English words plus generated words); 1% of messages carry Chinese
text (so the trigram index holds what it would hold in a mostly-English archive).
Generation time is excluded from every timing.

Figures: batched ingest (one transaction per batch: 10 or 50 messages of one session
with ``append_many``, 1,000 messages of 20 sessions with ``append_bulk``), single appends
(``append``, one committed transaction each) with ``synchronous=NORMAL`` in WAL (the
default: a commit survives a process crash; a power cut may lose the last commits, never
corrupts) and with ``synchronous=FULL`` (each commit fsynced), search median and p95 for
2-4 word queries (OR semantics, the default) at the full size, database size (after a
WAL checkpoint) against the raw UTF-8 text, and peak RSS of this process.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import random
import resource
import sqlite3
import statistics
import string
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from keepmind.archive import NewMessage, SessionArchive

COMMON = """the be to of and a in that have i it for not on with he as you do at this but his by
from they we say her she or an will my one all would there their what so up out if about who
get which go me when make can like time no just him know take people into year your good
some could them see other than then now look only come its over think also back after use two
how our work first well way even new want because any these give day most us is was are were
been has had did does said made went got file error run test code data function value table
server user database query config build install update version python docker request"""
CJK = "数据库迁移问题已经解决我们讨论了服务器配置日志文件用户请求版本更新测试代码"


def vocabulary(size: int, rng: random.Random) -> tuple[list[str], list[float]]:
    words = COMMON.split()
    seen = set(words)
    while len(words) < size:
        w = "".join(rng.choices(string.ascii_lowercase, k=rng.randint(3, 10)))
        if w not in seen:
            seen.add(w)
            words.append(w)
    return words, cumulative([1.0 / (rank + 1) ** 1.05 for rank in range(len(words))])


def cumulative(weights: list[float]) -> list[float]:
    """Running totals of ``weights`` (what ``random.choices`` takes as cum_weights)."""
    return list(itertools.accumulate(weights))


class Generator:
    """Messages of realistic length from a vocabulary: ``vocab`` (words, cumulative
    weights), else ``vocabulary(30_000)``."""

    def __init__(self, seed: int = 7,
                 vocab: tuple[list[str], list[float]] | None = None) -> None:
        self.rng = random.Random(seed)
        self.words, self.cum = vocab or vocabulary(30_000, self.rng)

    def text(self, median_chars: int) -> str:
        chars = int(self.rng.lognormvariate(0, 0.8) * median_chars) + 5
        n = max(1, chars // 6)
        body = " ".join(self.rng.choices(self.words, cum_weights=self.cum, k=n))
        if self.rng.random() < 0.01:
            start = self.rng.randrange(len(CJK) - 12)
            body += " " + CJK[start:start + self.rng.randint(4, 12)]
        return body

    def message(self, now: float) -> NewMessage:
        r = self.rng.random()
        if r < 0.40:
            return NewMessage("user", self.text(90), now)
        if r < 0.85:
            return NewMessage("assistant", self.text(420), now)
        return NewMessage("tool", self.text(900), now, tool_name="shell")

    def query(self, rng: random.Random) -> str:
        # 2-4 words, skipping the 150 most common; ranks log-uniform over the rest, so
        # queries mix frequent and rare words as typed questions do
        k = rng.randint(2, 4)
        top = len(self.words) - 1
        return " ".join(self.words[min(top, int(150 * (top / 150) ** rng.random()))]
                        for _ in range(k))


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def single_appends(path: Path, gen: Generator, count: int, synchronous: str) -> list[float]:
    archive = SessionArchive.open(path, synchronous=synchronous)
    sid = archive.create_session(source="bench-single")
    times = []
    for _ in range(count):
        m = gen.message(time.time())
        start = time.perf_counter()
        archive.append(sid, m.role, m.content, tool_name=m.tool_name)
        times.append(time.perf_counter() - start)
    archive.close()
    return times


def ingest(archive: SessionArchive, gen: Generator, total: int) -> tuple[int, int]:
    """Ingest ``total`` messages, print the rates; returns (messages, raw bytes)."""
    raw = 0
    ingest = ingest_cpu = 0.0
    done = 0
    per_session = 50
    # phases: 5% in transactions of 10 messages, 45% of 50 (one session each), 50% of
    # 1,000 (20 sessions per transaction, append_bulk, as imports do)
    phases = [(10, total // 20), (50, total // 2), (1000, total)]
    batch_times: dict[int, tuple[float, int]] = {b: (0.0, 0) for b, _ in phases}
    rng = random.Random(3)
    next_report = 100_000
    while done < total:
        size = next(b for b, end in phases if done < end)
        sessions_now = max(1, size // per_session)
        bulk = []
        for _ in range(sessions_now):
            sid = archive.create_session(source=rng.choice(["cli", "telegram", "discord"]))
            n = min(per_session, total - done - sum(len(m) for _, m in bulk))
            if n > 0:
                bulk.append((sid, [gen.message(time.time()) for _ in range(n)]))
        steps = [bulk] if size >= per_session else [
            [(sid, msgs[i:i + size])] for sid, msgs in bulk for i in range(0, len(msgs), size)]
        for step in steps:
            count = sum(len(m) for _, m in step)
            raw += sum(len(m.content.encode("utf-8")) for _, ms in step for m in ms)
            start, start_cpu = time.perf_counter(), time.process_time()
            archive.append_bulk(step)
            spent = time.perf_counter() - start
            ingest += spent
            ingest_cpu += time.process_time() - start_cpu
            t, c = batch_times[size]
            batch_times[size] = (t + spent, c + count)
            done += count
        if done >= next_report:
            next_report += 100_000
            print(f"  ingested {done:,} messages ({done / ingest:,.0f}/s so far)", flush=True)
    print(f"\nbatched ingest: {done:,} messages in {ingest:.1f} s = {done / ingest:,.0f} "
          f"messages/s overall, {raw / ingest / 1e6:.1f} MB/s of text "
          f"(synchronous=NORMAL, WAL); by CPU time {done / ingest_cpu:,.0f} messages/s")
    for size, (t, c) in batch_times.items():
        if c:
            print(f"  transactions of {size:>4} messages: {c:>9,} messages, "
                  f"{c / t:,.0f} messages/s")
    return done, raw


def variant_hits(archive: SessionArchive, queries: list[str],
                 cjk: list[str]) -> list[dict[str, Any]]:
    """The hits of ``cjk`` and of variants of ``queries``: the first word negated, the
    words as a phrase, the first word's first 3 letters as a prefix, user messages only."""
    out: list[dict[str, Any]] = []
    for q in queries:
        first, *rest = q.split()
        for text, roles in ((q, ("user",)), (f"NOT {first} {' '.join(rest)}", None),
                            (f'"{q}"', None), (f"{first[:3]}*", None)):
            hits = archive.search(text, limit=10, roles=roles)
            out.append({"query": text, "roles": roles,
                        "hits": [[h.message_id, h.rank] for h in hits]})
    for q in cjk:
        out.append({"query": q, "hits": [[h.message_id, h.rank]
                                         for h in archive.search(q, limit=10)]})
    return out


def check_hits(answers: list[dict[str, Any]], dump: Path | None,
               compare: Path | None) -> None:
    """Write ``answers`` to ``dump``; print how many equal those in ``compare``."""
    answers = json.loads(json.dumps(answers))  # tuples become lists, as in the file
    if dump is not None:
        dump.write_text("".join(json.dumps(a) + "\n" for a in answers), encoding="utf-8")
    if compare is None:
        return
    before = [json.loads(line) for line in compare.read_text(encoding="utf-8").splitlines()]
    if [a["query"] for a in before] != [a["query"] for a in answers]:
        print(f"compare: {compare} holds other queries; nothing compared")
        return
    same_ids = sum([h[0] for h in a["hits"]] == [h[0] for h in b["hits"]]
                   for a, b in zip(answers, before, strict=True))
    same = sum(a == b for a, b in zip(answers, before, strict=True))
    print(f"compare with {compare}: {same_ids} of {len(answers)} searches return the same "
          f"messages in the same order, {same} with the same scores too")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Session archive benchmark")
    parser.add_argument("--messages", type=int, default=1_000_000)
    parser.add_argument("--single", type=int, default=2000, help="single appends to time")
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--dir", type=Path, default=None, help="where to put the database")
    parser.add_argument("--reuse", action="store_true",
                        help="measure search, size and single appends on the database "
                             "already in --dir (no ingest)")
    parser.add_argument("--dump", type=Path, default=None,
                        help="write the hits (ids and scores) of every query, and of variants "
                             "of the first ones (NOT, a phrase, a prefix, user messages only), "
                             "as JSON lines")
    parser.add_argument("--compare", type=Path, default=None,
                        help="compare those hits with a file --dump wrote (another version of "
                             "the code on the same database: use --single 0, since single "
                             "appends change it)")
    args = parser.parse_args(argv)

    workdir = Path(args.dir or tempfile.mkdtemp(prefix="bench-archive-"))
    workdir.mkdir(parents=True, exist_ok=True)
    path = workdir / "state.db"
    reuse = args.reuse and path.exists()
    for suffix in ("", "-wal", "-shm"):
        if not reuse:
            Path(f"{path}{suffix}").unlink(missing_ok=True)
    load = os.getloadavg()[0]
    print(f"machine: {platform.machine()} {os.cpu_count()} cpus (load {load:.1f}), python "
          f"{platform.python_version()}, sqlite {sqlite3.sqlite_version}, db in {workdir}")

    gen = Generator()
    archive = SessionArchive.open(path)
    if reuse:
        done = archive.count_messages()
        conn = sqlite3.connect(path)
        raw = conn.execute("SELECT sum(length(CAST(content AS BLOB))) FROM messages").fetchone()[0]
        conn.close()
        print(f"reusing {path}: {done:,} messages, no ingest")
    else:
        done, raw = ingest(archive, gen, args.messages)

    qrng = random.Random(11)
    queries = [gen.query(qrng) for _ in range(args.queries)]
    for q in queries[:20]:  # warm the page cache
        archive.search(q, limit=10)
    lat, cpu = [], []
    found = 0
    answers: list[dict[str, Any]] = []
    for q in queries:
        start, start_cpu = time.perf_counter(), time.process_time()
        hits = archive.search(q, limit=10)
        lat.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        found += bool(hits)
        answers.append({"query": q, "hits": [[h.message_id, h.rank] for h in hits]})
    print(f"\nsearch at {done:,} messages ({len(queries)} queries of 2-4 words, OR, limit 10; "
          f"{found} found something): median {1000 * statistics.median(lat):.1f} ms, "
          f"p95 {1000 * pct(lat, 0.95):.1f} ms, max {1000 * max(lat):.1f} ms wall clock; "
          f"CPU time median {1000 * statistics.median(cpu):.1f} ms, "
          f"p95 {1000 * pct(cpu, 0.95):.1f} ms")
    cjk = [CJK[i:i + 4] for i in range(0, 40, 4)]
    cjk_lat = []
    for q in cjk:
        start = time.perf_counter()
        archive.search(q, limit=10)
        cjk_lat.append(time.perf_counter() - start)
    print(f"  CJK queries (4 characters, trigram index): median "
          f"{1000 * statistics.median(cjk_lat):.1f} ms, p95 {1000 * pct(cjk_lat, 0.95):.1f} ms")
    if args.dump or args.compare:
        answers += variant_hits(archive, queries[:20], cjk)
        check_hits(answers, args.dump, args.compare)
    archive.close()

    conn = sqlite3.connect(path)
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    unspaced = conn.execute("SELECT count(*) FROM messages_unspaced").fetchone()[0]
    conn.close()
    size = sum(Path(f"{path}{s}").stat().st_size for s in ("", "-wal")
               if Path(f"{path}{s}").exists())
    print(f"\ndatabase: {size / 1e6:,.1f} MB for {raw / 1e6:,.1f} MB of raw text = "
          f"{size / raw:.2f}x ({unspaced:,} messages in the trigram index)")

    for sync in ("NORMAL", "FULL") if args.single > 0 else ():
        times = single_appends(path, gen, args.single, sync)
        print(f"single appends at {done:,} (synchronous={sync}, one commit each): "
              f"{len(times) / sum(times):,.0f}/s, median {1000 * statistics.median(times):.3f} ms,"
              f" p95 {1000 * pct(times, 0.95):.3f} ms")

    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"\npeak RSS: {peak:,.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
