"""Memory files under other people's data: hand edits kept byte for byte, leftover temp
files, content that could split into several entries, file modes, and the lock."""

from __future__ import annotations

import ast
import os
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from keepmind import _fs
from keepmind.errors import InvalidArgument, LockError, MemoryStoreError, ThreatBlocked
from keepmind.memory import BoundedMemory
from keepmind.memory.edits import Edit, apply
from keepmind.memory.entries import join, parse

SRC = Path(__file__).resolve().parent.parent / "src" / "keepmind"


@pytest.fixture
def store(tmp_path: Path) -> BoundedMemory:
    return BoundedMemory(tmp_path / "memories" / "MEMORY.md", 5000, target="memory")


HAND_EDITS = [
    # (what the user saved, the entries it reads as)
    (b"one\r\n\xc2\xa7\r\ntwo\r\n", ["one", "two"]),  # CRLF, Windows editor
    (b"one\r\xc2\xa7\rtwo", ["one", "two"]),  # old Mac line ends
    (b"one\n  \xc2\xa7\t\ntwo\n", ["one", "two"]),  # spaces around the delimiter
    (b"one\n\xc2\xa7\n\xc2\xa7\ntwo", ["one", "two"]),  # two delimiter lines in a row
    (b"one\n\x0c\xc2\xa7\xe2\x80\xa8\ntwo", ["one", "two"]),  # form feed, U+2028 around it
    (b"caf\xe9 in Latin-1\n\xc2\xa7\ntwo", ["caf\ufffd in Latin-1", "two"]),  # not UTF-8
    (b"\xef\xbb\xbfbom first\n\xc2\xa7\ntwo\n", ["\ufeffbom first", "two"]),
]


@pytest.mark.parametrize(("hand", "entries"), HAND_EDITS)
def test_a_hand_edited_file_is_backed_up_byte_for_byte_and_read_as_its_entries(
    store: BoundedMemory, hand: bytes, entries: list[str]
) -> None:
    store.add("tool entry")
    store.path.write_bytes(hand)
    assert store.entries == entries
    result = store.add("new entry")
    assert result.backup is not None
    assert result.backup.read_bytes() == hand
    assert store.entries == [*entries, "new entry"]
    assert store.read_bytes() == join([*entries, "new entry"]).encode("utf-8")


@pytest.mark.parametrize("hand", ["see §3 of the design\n§ two", "\ufeffa BOM\n§\ntwo"])
def test_a_hand_edit_in_the_tools_own_form_is_kept_without_a_backup(
    store: BoundedMemory, hand: str
) -> None:
    store.add("tool entry")
    store.path.write_bytes(hand.encode("utf-8"))
    result = store.add("new entry")
    assert result.backup is None
    assert store.read_bytes() == (hand + "\n§\nnew entry").encode("utf-8")


def test_leftover_temp_files_are_removed_by_the_next_write_and_no_others(
    store: BoundedMemory,
) -> None:
    store.add("first")
    directory = store.path.parent
    stale = [directory / ".MEMORY.md.4242.139.tmp", directory / ".MEMORY.md.k3j2_x.tmp",
             directory / ".MEMORY.md.tmp"]
    other_store_temp = directory / ".USER.md.4242.139.tmp"
    for path in [*stale, other_store_temp]:
        path.write_bytes(b"half a write")
    # the next write, by a process that opens the store (a new object)
    BoundedMemory(store.path, store.limit, target="memory").add("second")
    assert not any(path.exists() for path in stale)
    assert other_store_temp.exists()
    assert store.entries == ["first", "second"]
    for path in stale:
        path.write_bytes(b"half a write")
    assert store.recover() is False  # nothing to roll forward; the leftovers go
    assert not any(path.exists() for path in stale)
    assert other_store_temp.exists()


@pytest.mark.parametrize("name", [".MEMORY.md.spare", ".MEMORY.md.tmp"])
def test_a_symlink_under_the_spare_or_an_old_temp_name_is_not_followed(
    store: BoundedMemory, tmp_path: Path, name: str,
) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_bytes(b"precious")
    store.path.parent.mkdir(parents=True, exist_ok=True)
    (store.path.parent / name).symlink_to(victim)
    store.add("entry")
    store.add("second")  # the second write fills the spare the first one displaced
    assert victim.read_bytes() == b"precious"
    assert store.entries == ["entry", "second"]


def test_a_spare_linked_elsewhere_is_never_written_through(store: BoundedMemory,
                                                          tmp_path: Path) -> None:
    store.add("entry")
    store.add("second")
    spare = Path(_fs.spare_name(store.path))
    outside = tmp_path / "kept-elsewhere.md"
    os.link(spare, outside)  # someone hard-linked the file a write replaced
    kept = outside.read_bytes()
    store.add("third")
    assert outside.read_bytes() == kept
    assert store.entries == ["entry", "second", "third"]
    assert os.stat(_fs.spare_name(store.path)).st_nlink == 1


DELIMITER_CONTENT = [
    "first part\n§\nsecond part",
    "first part\r\n§\r\nsecond part",
    "first part\n   §  \nsecond part",
    "§\nstarts with the delimiter line",
    "ends with the delimiter line\n§",
    "§",
]


@pytest.mark.parametrize("content", DELIMITER_CONTENT)
def test_content_with_a_delimiter_line_is_refused_with_a_clear_error(
    store: BoundedMemory, content: str
) -> None:
    store.add("existing")
    before = store.read_bytes()
    with pytest.raises(MemoryStoreError, match="only '§', the entry delimiter"):
        store.add(content)
    with pytest.raises(MemoryStoreError, match="entry delimiter"):
        store.replace("existing", content)
    assert store.read_bytes() == before


@pytest.mark.parametrize("content", ["see §3 of the design", "§ 4.2 applies", "a\n§§\nb"])
def test_a_section_sign_that_is_not_a_whole_line_is_ordinary_text(
    store: BoundedMemory, content: str
) -> None:
    store.add(content)
    assert store.entries == [content]


def test_content_with_a_lone_surrogate_is_refused_before_anything_is_written(
    store: BoundedMemory,
) -> None:
    with pytest.raises(InvalidArgument, match="lone surrogate"):
        store.add("broken \ud800 text")
    assert not store.path.exists()


entry_text = st.text(st.characters(blacklist_categories=["Cs"]), max_size=40)
# Text dense in the characters the delimiter rules care about.
tricky_text = st.text(st.sampled_from(["§", "\n", "\r", " ", "\t", "a", "b", "\u2028", "\x0b"]),
                      max_size=20)


@given(existing=st.lists(entry_text | tricky_text, max_size=6),
       content=entry_text | tricky_text)
@settings(max_examples=600)
def test_any_accepted_add_reads_back_as_exactly_one_more_entry_equal_to_it(
    existing: list[str], content: str
) -> None:
    entries = parse(join([e.strip() for e in existing]))
    try:
        after = apply(entries, Edit("add", content=content), 1_000_000)
    except MemoryStoreError:
        return
    assert parse(join(after)) == [*entries, content.strip()]


@given(text=st.text(st.sampled_from(["§", "\n", "\r", " ", "\x0c", "a", "b"]), max_size=30))
@settings(max_examples=1000)
def test_the_fast_split_reads_every_file_as_the_full_delimiter_rule_does(text: str) -> None:
    from keepmind.memory.entries import _DELIMITER_LINE, dedupe

    assert parse(text) == dedupe(piece.strip() for piece in _DELIMITER_LINE.split(text))


@given(content=entry_text | tricky_text)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_an_accepted_add_on_a_real_file_reads_back_as_one_more_entry(content: str) -> None:
    assume(content.strip())
    with tempfile.TemporaryDirectory() as tmp:
        store = BoundedMemory(Path(tmp) / "MEMORY.md", 1_000_000, target="memory")
        store.add("existing entry")
        try:
            store.add(content)
        except (MemoryStoreError, ThreatBlocked):  # refused: nothing to read back
            return
        reread = BoundedMemory(store.path, 1_000_000, target="memory")
        assert reread.entries == ["existing entry", content.strip()] or (
            content.strip() == "existing entry")


@pytest.fixture
def open_umask() -> Iterator[None]:
    old = os.umask(0)
    try:
        yield
    finally:
        os.umask(old)


def test_the_file_journal_lock_and_backups_are_0600_whatever_the_umask(
    store: BoundedMemory, open_umask: None
) -> None:
    store.add("first")
    store.path.write_text("first\n§\nhand note\n", "utf-8")
    backup = store.add("second").backup
    assert backup is not None
    for path in (store.path, store.journal.path, store.lock_path, backup):
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, path


HOLDER = """
import sys
from pathlib import Path
from keepmind._fs import file_lock
with file_lock(Path(sys.argv[1])):
    print("locked", flush=True)
    sys.stdin.read()
"""


def test_a_lock_held_by_another_process_times_out_as_a_lock_error(tmp_path: Path) -> None:
    store = BoundedMemory(tmp_path / "MEMORY.md", 500, target="memory", lock_timeout=0.2)
    with subprocess.Popen([sys.executable, "-c", HOLDER, str(store.lock_path)],
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE) as holder:
        assert holder.stdout is not None and holder.stdin is not None
        assert holder.stdout.readline().strip() == b"locked"
        with pytest.raises(LockError, match="within 0.2s"):
            store.add("blocked")
        holder.stdin.close()
        holder.wait(timeout=30)
    store.add("after the holder let go")
    assert store.entries == ["after the holder let go"]


def _guarded(tree: ast.Module) -> set[int]:
    """Line numbers of the imports inside a ``try`` that catches ImportError."""
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any(
                isinstance(h.type, ast.Name) and h.type.id in {"ImportError",
                                                              "ModuleNotFoundError"}
                for h in node.handlers):
            lines.update(n.lineno for stmt in node.body for n in ast.walk(stmt)
                         if isinstance(n, ast.Import | ast.ImportFrom))
    return lines


def test_no_module_imports_a_posix_only_module_unguarded() -> None:
    """``import keepmind`` must work on Windows: a POSIX-only module (``fcntl`` for the
    locks' fast path) is imported only where its absence is caught."""
    offenders = []
    for path in SRC.rglob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        guarded = _guarded(tree)
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            if any(name.split(".")[0] in {"fcntl", "termios", "pwd", "grp"} for name in names) \
                    and node.lineno not in guarded:
                offenders.append(f"{path.relative_to(SRC)}:{node.lineno}")
    assert offenders == []


def test_keepmind_imports_where_fcntl_does_not_exist(tmp_path: Path) -> None:
    """As on Windows: with ``fcntl`` missing, the package and its stores still import."""
    code = ("import sys; sys.modules['fcntl'] = None\n"
            "import keepmind, keepmind._fs as fs, keepmind.memory\n"
            "assert fs.fcntl is None\n"
            "print('ok')")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_a_write_the_disk_refuses_is_a_memory_store_error_naming_the_file(
    tmp_path: Path,
) -> None:
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("a file where the memories directory should be", "utf-8")
    store = BoundedMemory(blocker / "MEMORY.md", 500, target="memory")
    with pytest.raises(MemoryStoreError, match="cannot write .*MEMORY.md"):
        store.add("anything")


def test_a_file_rewritten_in_place_while_read_is_read_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A reader that opened the file a writer now reuses as its spare must not return the
    bytes of one version with the stat of another (the store tells its own file from a
    hand edit by that stat)."""
    path = tmp_path / "MEMORY.md"
    path.write_bytes(b"old version")
    real_read, calls = os.read, []

    def read_after_a_rewrite(fd: int, size: int) -> bytes:
        if not calls:  # between the reader's fstat and its read, a writer rewrites it
            with path.open("r+b") as handle:
                handle.write(b"new version, longer")
            os.utime(path, ns=(1_000_000_000, 2_000_000_000))
        calls.append(fd)
        return real_read(fd, size)

    monkeypatch.setattr(os, "read", read_after_a_rewrite)
    found = _fs.read_with_stat(path)
    monkeypatch.undo()
    assert found is not None
    data, st = found
    assert data == b"new version, longer"
    assert (st.st_size, st.st_mtime_ns) == (len(data), path.stat().st_mtime_ns)
    assert len(calls) > 2, "the file was read again"
