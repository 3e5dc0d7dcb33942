"""``archive.records`` reads any stored row without failing and names what was damaged
(rows the schema's constraints keep out of a real database, such as a NULL role, are
covered here), and its write-side checks refuse what readers could not show."""

from __future__ import annotations

import math

import pytest

from keepmind.archive import records
from keepmind.archive.records import DamagedText, message_from_row, session_from_row

GOOD_ROW = (1, "s", "user", "hello", 1700000000.0, None, None, None, None)

# (column index, stored value, the damaged field it must name)
MESSAGE_DAMAGE = [
    (2, None, "role"), (2, 7, "role"), (2, "wizard", "role"),
    (2, DamagedText("us\ufffd"), "role"),
    (3, None, "content"), (3, b"\x00\xff", "content"), (3, 12, "content"),
    (3, DamagedText("a\ufffd"), "content"),
    (4, None, "timestamp"), (4, "soon", "timestamp"), (4, 1e300, "timestamp"),
    (4, -1.0, "timestamp"), (4, math.nan, "timestamp"), (4, math.inf, "timestamp"),
    (4, True, "timestamp"),
    (5, "[oops", "tool_calls"), (5, '{"a": 1}', "tool_calls"), (5, 3, "tool_calls"),
    (5, "[" * 10_000, "tool_calls"), (5, DamagedText("[\ufffd]"), "tool_calls"),
    (6, b"\xff", "tool_name"), (7, 4.5, "tool_call_id"), (8, "many", "token_count"),
    (1, None, "session_id"),
]


@pytest.mark.parametrize(("index", "value", "field"), MESSAGE_DAMAGE)
def test_a_damaged_message_field_is_named_and_given_a_showable_stand_in(
        index: int, value: object, field: str) -> None:
    row = list(GOOD_ROW)
    row[index] = value
    message = message_from_row(row)
    assert [d.split(" ")[0] for d in message.damaged] == [field]
    assert isinstance(message.content, str) and isinstance(message.session_id, str)
    assert records.valid_timestamp(message.timestamp)
    assert message.role in records.ROLES | {records.UNKNOWN_ROLE}
    assert message.tool_calls is None or message.tool_calls.startswith("[")
    assert records.unreadable_marker(message.damaged).startswith(f"[unreadable: {field}")


def test_a_good_row_reads_back_unchanged_and_undamaged() -> None:
    message = message_from_row(GOOD_ROW)
    assert message.damaged == () and message.content == "hello"
    info = session_from_row(("s", "cli", 1.0, None, None, "t", None, None, None, 2, 0, 0, 0,
                             "/home/dev/p"))
    assert info.damaged == () and info.title == "t" and info.project == "/home/dev/p"


def test_a_damaged_session_row_is_named_field_by_field() -> None:
    info = session_from_row((DamagedText("s\ufffd"), None, "soon", 5, None, b"\xff", None,
                             1e300, None, "x", None, 1.5, 2, b"\xfe"))
    named = [d.split(" ")[0] for d in info.damaged]
    assert named == ["ended_at", "id", "source", "started_at", "user_id", "title",
                     "message_count", "tool_call_count", "input_tokens", "project"]
    assert info.started_at == 0.0 and info.ended_at == 0.0 and info.message_count == 0


def test_decode_text_flags_invalid_utf8_and_lone_surrogates() -> None:
    assert type(records.decode_text("é".encode())) is str
    for raw in (b"\xff", b"\xed\xa0\x80", b"ab\xc3"):
        decoded = records.decode_text(raw)
        assert isinstance(decoded, DamagedText) and "\ufffd" in decoded


@pytest.mark.parametrize(("check", "value"), [
    (lambda v: records.check_timestamp(v, "t"), 1e20),
    (lambda v: records.check_timestamp(v, "t"), "9999-99-99"),
    (lambda v: records.check_timestamp(v, "t"), float("nan")),
    (lambda v: records.check_text(v, "c"), "a\ud800"),
    (lambda v: records.check_id(v, "id"), "tab\there"),
    (lambda v: records.check_count(v, "n"), records.MAX_TOKENS + 1),
    (lambda v: records.check_tool_calls(v), [float("nan")]),
    (lambda v: records.check_tool_calls(v), ["\udc80"]),
])
def test_write_checks_refuse_what_readers_could_not_show(check: object, value: object) -> None:
    with pytest.raises(ValueError):
        check(value)  # type: ignore[operator]


def test_clean_text_replaces_lone_surrogates_only() -> None:
    assert records.clean_text("a\ud800b漢") == "a\ufffdb漢"
    assert records.clean_text("plain") == "plain"
