"""``keepmind sessions import`` validates every record: bad lines are rejected with their
numbers (stderr and ``--json``), the valid ones imported, a file with nothing valid (or a
binary, non-UTF-8, truncated or empty file) fails with one line, and a second import of
the same file adds nothing, in both formats."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from keepmind.archive import SessionArchive
from keepmind.archive.jsonl import detect_format
from keepmind.cli.main import main

GOOD = {"session_id": "s1", "role": "user", "content": "hello", "timestamp": 1700000000.0}

# (why the line is bad, the record) - each must be rejected, naming the field
BAD = [
    ("timestamp far in the future", {**GOOD, "timestamp": 1e20}),
    ("timestamp before 1970", {**GOOD, "timestamp": -1}),
    ("timestamp a boolean", {**GOOD, "timestamp": True}),
    ("timestamp not a time", {**GOOD, "timestamp": "next tuesday"}),
    ("timestamp ISO out of range", {**GOOD, "timestamp": "0001-01-01T00:00:00"}),
    ("role unknown", {**GOOD, "role": "wizard"}),
    ("role null", {**GOOD, "role": None}),
    ("session id empty", {**GOOD, "session_id": ""}),
    ("session id a number", {**GOOD, "session_id": 5}),
    ("session id with a newline", {**GOOD, "session_id": "a\nb"}),
    ("session id too long", {**GOOD, "session_id": "x" * 300}),
    ("content missing", {k: v for k, v in GOOD.items() if k != "content"}),
    ("content a list", {**GOOD, "content": ["a"]}),
    ("token count negative", {**GOOD, "token_count": -3}),
    ("token count beyond 64 bits", {**GOOD, "token_count": 2**70}),
    ("token count a float", {**GOOD, "token_count": 1.5}),
    ("tool calls an object", {**GOOD, "tool_calls": {"a": 1}}),
    ("tool name a number", {**GOOD, "tool_name": 3}),
    ("title a number", {**GOOD, "title": 3}),
    ("started_at out of range", {**GOOD, "started_at": 1e19}),
    ("parent id with a control character", {**GOOD, "parent_session_id": "p\x00"}),
]
RAW_BAD = [
    ("lone surrogate in content", '{"session_id": "s1", "role": "user", "content": '
                                  '"\\ud800", "timestamp": 1}'),
    ("lone surrogate in id", '{"session_id": "\\udfff", "role": "user", "content": "x", '
                             '"timestamp": 1}'),
    ("not JSON", "{nope"),
    ("a JSON list", "[1, 2]"),
    ("nested too deeply", "[" * 100_000 + "]" * 100_000),
    ("NaN timestamp", '{"session_id": "s1", "role": "user", "content": "x", '
                      '"timestamp": NaN}'),
]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def _write_lines(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return path


def test_every_bad_record_is_rejected_by_line_and_the_good_ones_imported(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], isolated_home: Path) -> None:
    rows = [json.dumps(GOOD)] + [json.dumps(r) for _, r in BAD] + [r for _, r in RAW_BAD]
    rows.append(json.dumps({**GOOD, "session_id": "s2", "content": "second"}))
    dump = _write_lines(tmp_path / "mixed.jsonl", rows)
    code, out, err = run(capsys, "sessions", "import", str(dump), "--json")
    assert code == 0, err
    report = json.loads(out)
    assert report["messages"] == 2 and report["sessions"] == 2
    rejected = {r["line"]: r["reason"] for r in report["rejected"]}
    assert sorted(rejected) == list(range(2, 2 + len(BAD) + len(RAW_BAD)))
    for line, (label, _) in list(enumerate(BAD + RAW_BAD, start=2))[:20]:
        assert f"line {line}: {rejected[line]}" in err, label
    assert f"and {len(rejected) - 20} more" in err
    assert "timestamp" in rejected[2] and "out of range" in rejected[2]
    assert "role" in rejected[7] and "session_id" in rejected[9]
    assert "surrogate" in rejected[2 + len(BAD)]
    with SessionArchive.open(isolated_home / "state.db") as archive:
        assert [m.content for m in archive.messages("s1")] == ["hello"]


@pytest.mark.parametrize(("label", "data"), [
    ("binary", bytes(range(256)) * 40),
    ("latin-1 text", "caf\xe9 ol\xe9\n".encode("latin-1") * 5),
    ("truncated", (json.dumps(GOOD) + "\n")[:30].encode()),
    ("empty", b""),
    ("only blank lines", b"\n\n  \n"),
    ("only bad records", b'{"session_id": "s1"}\n{"role": "user"}\n'),
])
@pytest.mark.parametrize("fmt", ["auto", "jsonl", "openai"])
def test_a_file_with_nothing_valid_fails_with_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], label: str, data: bytes,
        fmt: str) -> None:
    path = tmp_path / "in.jsonl"
    path.write_bytes(data)
    code, out, err = run(capsys, "sessions", "import", str(path), "--format", fmt)
    assert code != 0, label
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err, (label, err)
    assert err.startswith("error:") or "in.jsonl" in err, (label, err)


def test_a_truncated_last_line_is_reported_and_the_rest_imported(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    whole = json.dumps(GOOD) + "\n" + json.dumps({**GOOD, "content": "cut off"})
    path = tmp_path / "cut.jsonl"
    path.write_text(whole[:-10], encoding="utf-8")
    code, out, err = run(capsys, "sessions", "import", str(path))
    assert code == 0 and "imported 1 messages" in out
    assert "line 2: not JSON" in err and "truncated" in err


def test_a_non_utf8_line_is_one_bad_line(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "mixed.jsonl"
    path.write_bytes(json.dumps(GOOD).encode() + b"\n\xff\xfe garbage\n")
    code, out, err = run(capsys, "sessions", "import", str(path))
    assert code == 0 and "imported 1 messages" in out and "line 2: not UTF-8 text" in err


def test_importing_a_jsonl_file_twice_adds_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    dump = _write_lines(tmp_path / "in.jsonl", [json.dumps(GOOD), json.dumps(
        {**GOOD, "session_id": "s2"})])
    assert run(capsys, "sessions", "import", str(dump))[0] == 0
    code, out, _ = run(capsys, "sessions", "import", str(dump), "--json")
    report = json.loads(out)
    assert code == 0 and report["messages"] == 0 and sorted(report["existing"]) == ["s1", "s2"]


def test_importing_an_openai_file_twice_adds_nothing(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], isolated_home: Path) -> None:
    doc = [{"messages": [{"role": "user", "content": "hi"},
                         {"role": "assistant", "content": "hello"}]},
           {"messages": [{"role": "user", "content": "hi"}]},
           {"messages": [{"role": "user", "content": "hi"}]}]
    path = tmp_path / "chats.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, out, _ = run(capsys, "sessions", "import", str(path), "--json")
    assert code == 0 and json.loads(out)["sessions"] == 3
    code, out, _ = run(capsys, "sessions", "import", str(path), "--json")
    assert code == 0 and json.loads(out)["messages"] == 0
    with SessionArchive.open(isolated_home / "state.db") as archive:
        assert archive.count_sessions() == 3 and archive.count_messages() == 4


def test_openai_messages_are_validated_field_by_field(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = {"messages": [{"role": "user", "content": "ok"},
                        {"role": "user", "content": [{"text": 5}]},
                        {"role": "user", "content": "x", "tool_calls": "nope"},
                        {"role": "user", "content": "x", "name": ["n"]},
                        {"role": "ghost", "content": "x"}, "just text"]}
    path = tmp_path / "chat.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    code, out, err = run(capsys, "sessions", "import", str(path), "--json")
    report = json.loads(out)
    assert code == 0 and report["messages"] == 1
    assert [r["line"] for r in report["rejected"]] == [2, 3, 4, 5, 6]


@pytest.mark.parametrize("size", [10, 4095, 4096, 5000, 200_000])
def test_format_detection_reads_the_whole_first_record(tmp_path: Path, size: int) -> None:
    jsonl_path = tmp_path / "long.jsonl"
    _write_lines(jsonl_path, [json.dumps({**GOOD, "content": "x" * size}), json.dumps(GOOD)])
    assert detect_format(jsonl_path) == "jsonl"
    pretty = tmp_path / "pretty.json"
    pretty.write_text(json.dumps({"messages": [{"role": "user", "content": "y" * size}]},
                                 indent=2), encoding="utf-8")
    assert detect_format(pretty) == "openai"
    one_line = tmp_path / "one.json"
    one_line.write_text(json.dumps({"messages": [{"role": "user", "content": "y" * size}]}),
                        encoding="utf-8")
    assert detect_format(one_line) == "openai"
    listed = tmp_path / "list.json"
    listed.write_text(json.dumps([{"role": "user", "content": "z" * size}]), encoding="utf-8")
    assert detect_format(listed) == "openai"
    broken_first = tmp_path / "broken.jsonl"
    _write_lines(broken_first, ["{" + "x" * size, json.dumps(GOOD)])
    assert detect_format(broken_first) == "jsonl"
