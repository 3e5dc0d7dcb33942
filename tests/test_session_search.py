"""session_search: the five shapes over real SQLite archives built through the public API."""

from __future__ import annotations

import json
from typing import Any

import pytest

import keepmind
from keepmind.archive import SessionArchive
from keepmind.recall import tool as tool_module
from keepmind.recall.render import MAX_ANSWER_CHARS, answer_chars
from keepmind.recall.tool import SessionSearchTool
from session_archives import DAY, T0, chatter, conversation

MATCH = "we fixed the docker bridge network by pinning the subnet to 172.28.0.0/16"


@pytest.fixture
def archive(mem: keepmind.Memory) -> SessionArchive:
    return mem.archive


def results_of(answer: dict[str, Any]) -> list[dict[str, Any]]:
    assert answer["success"] is True, answer
    return list(answer["results"])


# --- discover ------------------------------------------------------------------------------

def test_discover_shows_a_window_around_the_match_and_the_bookends(
        archive: SessionArchive) -> None:
    sid, ids = conversation(archive, chatter(20, at=10, match=MATCH), title="Docker fix")
    conversation(archive, chatter(6, word="garden"), start=T0 + DAY)
    answer = SessionSearchTool(archive)({"query": "docker bridge network"})
    (top,) = results_of(answer)
    assert answer["shape"] == "discover" and answer["mode"] == "excerpts"
    assert top["session_id"] == sid and top["title"] == "Docker fix"
    assert top["matched_message_id"] == ids[10] and top["detail"] == "full"
    assert [m["id"] for m in top["window"]] == ids[6:15]
    assert [m["id"] for m in top["window"] if m.get("match")] == [ids[10]]
    assert [m["id"] for m in top["first_messages"]] == ids[:2]
    assert [m["id"] for m in top["last_messages"]] == ids[-2:]


def test_bookends_already_inside_the_window_are_not_repeated(archive: SessionArchive) -> None:
    _, ids = conversation(archive, chatter(5, at=2, match=MATCH))
    (top,) = results_of(SessionSearchTool(archive)({"query": "docker subnet"}))
    assert [m["id"] for m in top["window"]] == ids
    assert top["first_messages"] == [] and top["last_messages"] == []


def test_a_hit_in_a_compressed_child_reports_the_lineage_root(archive: SessionArchive) -> None:
    root, root_ids = conversation(archive, chatter(6), title="Infra day", source="telegram",
                                  end_reason="compression")
    child, child_ids = conversation(archive, chatter(14, at=4, match=MATCH),
                                    start=T0 + 3600, parent=root)
    (top,) = results_of(SessionSearchTool(archive)({"query": "docker bridge subnet"}))
    assert top["session_id"] == root and top["matched_session_id"] == child
    assert top["matched_message_id"] == child_ids[4]
    assert (top["date"], top["source"], top["title"]) == (
        "2025-01-01T00:00:00+00:00", "telegram", "Infra day")
    assert [m["id"] for m in top["first_messages"]] == root_ids[:2]
    assert [m["id"] for m in top["last_messages"]] == child_ids[-2:]


def test_two_hits_in_one_lineage_give_one_result(archive: SessionArchive) -> None:
    root, _ = conversation(archive, chatter(6, at=2, match=MATCH), end_reason="compression")
    conversation(archive, chatter(6, at=3, match=MATCH + " again"), start=T0 + 60, parent=root)
    other, _ = conversation(archive, chatter(4, at=1, match="docker bridge is flaky"),
                            start=T0 + DAY)
    results = results_of(SessionSearchTool(archive)({"query": "docker bridge", "limit": 5}))
    assert sorted(r["session_id"] for r in results) == sorted([root, other])


def test_the_current_lineage_is_skipped_parent_child_and_branch(
        archive: SessionArchive) -> None:
    parent, _ = conversation(archive, chatter(4, at=1, match=MATCH), end_reason="branched")
    current, _ = conversation(archive, chatter(4, at=1, match=MATCH), start=T0 + 10,
                              parent=parent, end_reason="branched")
    child, _ = conversation(archive, chatter(4, at=1, match=MATCH), start=T0 + 20,
                            parent=current)
    branch, _ = conversation(archive, chatter(4, at=1, match=MATCH), start=T0 + 30,
                             parent=parent)
    elsewhere, _ = conversation(archive, chatter(4, at=2, match=MATCH), start=T0 + DAY)
    for me in (parent, current, child, branch):
        results = results_of(SessionSearchTool(archive, me)({"query": "docker bridge"}))
        assert [r["session_id"] for r in results] == [elsewhere], me
    everything = results_of(SessionSearchTool(archive)({"query": "docker bridge"}))
    assert {r["session_id"] for r in everything} == {parent, elsewhere}


def test_what_a_compression_moved_out_of_context_stays_findable(
        archive: SessionArchive) -> None:
    parent, _ = conversation(archive, chatter(4, at=1, match=MATCH), end_reason="compression")
    current, _ = conversation(archive, chatter(4, at=1, match="unrelated words here"),
                              start=T0 + 10, parent=parent)
    elsewhere, _ = conversation(archive, chatter(4, at=2, match=MATCH), start=T0 + DAY)
    from_current = results_of(SessionSearchTool(archive, current)({"query": "docker bridge"}))
    assert {r["session_id"] for r in from_current} == {parent, elsewhere}
    from_parent = results_of(SessionSearchTool(archive, parent)({"query": "docker bridge"}))
    assert [r["session_id"] for r in from_parent] == [elsewhere]


def test_the_exclusion_follows_the_current_session_when_it_changes(
        archive: SessionArchive) -> None:
    first, _ = conversation(archive, chatter(4, at=1, match=MATCH))
    second, _ = conversation(archive, chatter(4, at=1, match=MATCH), start=T0 + DAY)
    search = SessionSearchTool(archive, first)
    assert [r["session_id"] for r in results_of(search({"query": "docker"}))] == [second]
    search.current_session_id = second
    assert [r["session_id"] for r in results_of(search({"query": "docker"}))] == [first]


def test_limit_defaults_to_three_and_is_capped_at_ten(archive: SessionArchive) -> None:
    for n in range(12):
        conversation(archive, chatter(4, at=1, match=f"docker note number {n}"),
                     start=T0 + n * DAY)
    search = SessionSearchTool(archive)
    assert len(results_of(search({"query": "docker"}))) == 3
    assert len(results_of(search({"query": "docker", "limit": 7}))) == 7
    capped = search({"query": "docker", "limit": 50})
    assert len(results_of(capped)) == 10
    assert "limit 50 is above the maximum; used 10" in capped["notes"]


def test_the_top_result_is_full_and_the_others_compact(archive: SessionArchive) -> None:
    conversation(archive, chatter(20, at=10, match=MATCH))
    for n in range(4):
        conversation(archive, chatter(20, at=10, match=f"docker was slow {n}"),
                     start=T0 + (n + 1) * DAY)
    results = results_of(SessionSearchTool(archive)({"query": "docker bridge network subnet",
                                                    "limit": 5}))
    assert [r["rank"] for r in results] == [1, 2, 3, 4, 5]
    assert results[0]["matched_message_id"] and "172.28" in json.dumps(results[0]["window"])
    assert [r["detail"] for r in results] == ["full"] + ["compact"] * 4
    window_sizes = [len(r["window"]) for r in results]
    assert window_sizes == [9, 5, 5, 3, 3]
    assert [len(r["first_messages"]) for r in results] == [2, 1, 1, 1, 1]


def test_adaptive_detail_keeps_a_huge_answer_within_the_budget(
        archive: SessionArchive) -> None:
    long_text = "docker bridge trouble " + "lorem ipsum dolor " * 800  # ~14,000 chars
    for n in range(10):
        conversation(archive, [long_text] * 30, title="T" * 1_000, start=T0 + n * DAY)
    answer = SessionSearchTool(archive)({"query": "docker bridge", "limit": 10})
    results = results_of(answer)
    assert len(results) == 10
    assert answer_chars(answer) <= MAX_ANSWER_CHARS
    assert all(r["matched_message_id"] and r["window"] for r in results)
    assert all(m.get("truncated") for r in results for m in r["window"])
    assert all(len(r["title"]) <= 200 for r in results)
    # the squeeze keeps the ranking's shape: the top result still shows the most
    assert len(json.dumps(results[0])) > len(json.dumps(results[-1]))


def test_a_small_budget_squeezes_further_and_is_still_met(archive: SessionArchive) -> None:
    for n in range(5):
        conversation(archive, chatter(30, at=15, match=MATCH + " " + "y" * 3_000),
                     start=T0 + n * DAY)
    answer = SessionSearchTool(archive, budget=4_000)({"query": "docker", "limit": 5})
    assert len(results_of(answer)) == 5 and answer_chars(answer) <= 4_000


def test_a_query_that_matches_nothing_answers_with_a_hint(archive: SessionArchive) -> None:
    conversation(archive, chatter(4))
    for query in ("kubernetes", '""', "NOT OR AND", "*", "((("):
        answer = SessionSearchTool(archive)({"query": query})
        assert results_of(answer) == [] and answer["count"] == 0, query
        assert "browse" in answer["hint"]


def test_relative_time_counts_from_now_or_from_as_of(archive: SessionArchive) -> None:
    old, _ = conversation(archive, chatter(4, at=1, match=MATCH), start=T0)
    new, _ = conversation(archive, chatter(4, at=1, match=MATCH), start=T0 + 60 * DAY)
    query = {"query": "docker bridge network two months ago", "limit": 1}

    def top(tool: SessionSearchTool, args: dict[str, Any]) -> str:
        return str(results_of(tool(args))[0]["session_id"])

    assert top(SessionSearchTool(archive, clock=lambda: T0 + 61 * DAY), query) == old
    assert top(SessionSearchTool(archive, clock=lambda: T0 + 120 * DAY), query) == new
    assert top(SessionSearchTool(archive, clock=lambda: T0 + 120 * DAY),
               {**query, "as_of": "2025-03-03"}) == old
    refused = SessionSearchTool(archive)({**query, "as_of": "last tuesday"})
    assert refused["success"] is False and "ISO 8601" in refused["error"]


# --- browse --------------------------------------------------------------------------------

def test_browse_lists_recent_sessions_newest_first_without_the_current_lineage(
        archive: SessionArchive) -> None:
    old, _ = conversation(archive, ["how do I rotate logs?", "use logrotate"], title="Logs",
                          source="slack")
    mid, _ = conversation(archive, ["plan the trip", "ok"], start=T0 + DAY)
    current, _ = conversation(archive, ["hello again"], start=T0 + 2 * DAY)
    answer = SessionSearchTool(archive, current)({})
    results = results_of(answer)
    assert answer["shape"] == "browse"
    assert [r["session_id"] for r in results] == [mid, old]
    assert results[1] == {"session_id": old, "date": "2025-01-01T00:00:00+00:00",
                          "source": "slack", "title": "Logs", "matched_message_id": None,
                          "message_count": 2, "preview": "how do I rotate logs?"}
    assert [r["session_id"] for r in results_of(SessionSearchTool(archive)({}))][0] == current


def test_browse_folds_continuations_into_their_root(archive: SessionArchive) -> None:
    root, _ = conversation(archive, ["first question", "answer"], title="Long job",
                           end_reason="compression")
    child, _ = conversation(archive, ["[summary]", "more"], start=T0 + 2 * DAY, parent=root)
    other, _ = conversation(archive, ["unrelated"], start=T0 + DAY)
    results = results_of(SessionSearchTool(archive)({"query": "   "}))
    assert [r["session_id"] for r in results] == [root, other]
    assert results[0]["latest_session_id"] == child
    assert results[0]["title"] == "Long job" and results[0]["preview"] == "first question"


def test_browse_limit_defaults_to_ten(archive: SessionArchive) -> None:
    for n in range(25):
        conversation(archive, [f"topic {n}"], start=T0 + n * DAY)
    search = SessionSearchTool(archive)
    assert len(results_of(search({}))) == 10
    assert len(results_of(search({"limit": 3}))) == 3
    assert len(results_of(search({"limit": 99}))) == 20


# --- read and scroll -----------------------------------------------------------------------

def test_read_returns_a_short_session_whole(archive: SessionArchive) -> None:
    sid, ids = conversation(archive, chatter(12), title="Short")
    answer = SessionSearchTool(archive)({"session_id": sid})
    assert answer["shape"] == "read" and answer["whole_session"] is True
    assert [m["id"] for m in answer["messages"]] == ids
    assert answer["messages"][0]["content"] == "small talk 0 about the weather and lunch plans"


def test_read_of_a_long_session_gives_head_tail_and_where_to_continue(
        archive: SessionArchive) -> None:
    sid, ids = conversation(archive, chatter(100))
    answer = SessionSearchTool(archive)({"session_id": sid})
    assert answer["whole_session"] is False and answer["message_count"] == 100
    assert [m["id"] for m in answer["first_messages"]] == ids[:8]
    assert [m["id"] for m in answer["last_messages"]] == ids[-8:]
    assert answer["omitted_messages"] == 84
    resume = answer["continue_around_message_id"]
    assert f"around_message_id={resume}" in answer["hint"]
    page = SessionSearchTool(archive)({"session_id": sid, "around_message_id": resume})
    assert [m["id"] for m in page["messages"]] == ids[8:19]


def test_scrolling_forward_visits_every_message_once_then_back(
        archive: SessionArchive) -> None:
    sid, ids = conversation(archive, chatter(47))
    search = SessionSearchTool(archive)
    page = search({"session_id": sid, "around_message_id": ids[0], "window": 3})
    assert page["at_start"] is True and page["earlier_around_message_id"] is None
    seen = [m["id"] for m in page["messages"]]
    while not page["at_end"]:
        page = search({"session_id": sid, "around_message_id": page["later_around_message_id"],
                       "window": 3})
        seen += [m["id"] for m in page["messages"] if m["id"] not in seen]
    assert seen == ids
    back = search({"session_id": sid, "around_message_id": ids[30], "window": 3})
    earlier = search({"session_id": sid, "window": 3,
                      "around_message_id": back["earlier_around_message_id"]})
    assert [m["id"] for m in earlier["messages"]] == ids[20:27]
    assert [m["id"] for m in back["messages"]] == ids[27:34]


def test_scroll_reaches_a_continuation_through_the_roots_id(archive: SessionArchive) -> None:
    root, _ = conversation(archive, chatter(4), end_reason="compression")
    child, child_ids = conversation(archive, chatter(6, at=3, match=MATCH), start=T0 + 9,
                                    parent=root)
    answer = SessionSearchTool(archive)({"session_id": root, "around_message_id": child_ids[3],
                                        "window": 1})
    assert answer["shape"] == "scroll" and answer["session_id"] == child
    assert answer["root_session_id"] == root and answer["lineage"] == [root, child]
    assert answer["matched_message_id"] == child_ids[3]
    assert [m["id"] for m in answer["messages"]] == child_ids[2:5]


def test_scroll_refuses_a_message_of_another_lineage(archive: SessionArchive) -> None:
    mine, _ = conversation(archive, chatter(4))
    _, theirs = conversation(archive, chatter(4), start=T0 + DAY)
    answer = SessionSearchTool(archive)({"session_id": mine, "around_message_id": theirs[1]})
    assert answer["success"] is False and "belongs to session" in answer["error"]


def test_window_zero_shows_one_long_message_in_full(archive: SessionArchive) -> None:
    sid, ids = conversation(archive, ["q", "z" * 12_000, "thanks"])
    read = SessionSearchTool(archive)({"session_id": sid})
    assert read["messages"][1]["truncated"] is True and "window=0" in read["hint"]
    one = SessionSearchTool(archive)({"session_id": sid, "around_message_id": ids[1],
                                     "window": 0})
    assert one["messages"][0]["content"] == "z" * 12_000


def test_session_id_with_query_jumps_to_the_best_match_in_that_lineage(
        archive: SessionArchive) -> None:
    sid, ids = conversation(archive, chatter(40, at=25, match=MATCH))
    answer = SessionSearchTool(archive)({"session_id": sid, "query": "subnet"})
    assert answer["shape"] == "scroll" and answer["matched_message_id"] == ids[25]
    missing = SessionSearchTool(archive)({"session_id": sid, "query": "kubernetes"})
    assert missing["shape"] == "read" and "nothing in this session matches" in missing["notes"][0]


def test_read_and_scroll_stay_within_the_budget(archive: SessionArchive) -> None:
    sid, ids = conversation(archive, ["w" * 30_000] * 30)
    search = SessionSearchTool(archive)
    for args in ({"session_id": sid}, {"session_id": sid, "around_message_id": ids[10],
                                       "window": 20}):
        answer = search(args)
        assert answer["success"] and answer_chars(answer) <= MAX_ANSWER_CHARS, args


# --- every result, every shape -------------------------------------------------------------

def test_every_answer_names_session_date_source_title_and_matched_message(
        archive: SessionArchive) -> None:
    sid, ids = conversation(archive, chatter(30, at=12, match=MATCH), title="Net")
    search = SessionSearchTool(archive)
    answers = [search({"query": "docker"}), search({}), search({"session_id": sid}),
               search({"session_id": sid, "around_message_id": ids[3]})]
    items = [*answers[0]["results"], *answers[1]["results"], answers[2], answers[3]]
    for item in items:
        assert {"session_id", "date", "source", "title", "matched_message_id"} <= item.keys()
        assert item["session_id"] == sid and item["date"].startswith("2025-01-01T")
        assert item["source"] == "cli" and item["title"] == "Net"
    assert [i["matched_message_id"] for i in items] == [ids[12], None, None, ids[3]]


@pytest.mark.parametrize("args, error", [
    (["docker"], "JSON object"),
    ("docker", "JSON object"),
    ({"query": 42}, "query must be a string"),
    ({"query": "x", "limit": 0}, "limit must be at least 1"),
    ({"query": "x", "limit": "many"}, "limit must be an integer"),
    ({"query": "x", "limit": True}, "limit must be an integer"),
    ({"query": "x", "limit": 2.5}, "limit must be an integer"),
    ({"session_id": 7}, "session_id must be a string"),
    ({"session_id": "nope"}, "unknown session"),
    ({"session_id": "nope", "query": "docker"}, "unknown session"),
    ({"around_message_id": -3}, "around_message_id must be at least 1"),
    ({"around_message_id": 999_999}, "unknown message 999999"),
    ({"session_id": "s", "around_message_id": {"id": 1}}, "around_message_id must be an integer"),
    ({"window": -1}, "window must be at least 0"),
    ({"query": "x", "summarize": "yes"}, "summarize must be true or false"),
])
def test_malformed_arguments_are_answered_not_raised(archive: SessionArchive, args: Any,
                                                    error: str) -> None:
    conversation(archive, chatter(4))
    answer = SessionSearchTool(archive)(args)
    assert answer["success"] is False and error in answer["error"], answer


def test_numbers_given_as_text_and_null_arguments_are_accepted(archive: SessionArchive) -> None:
    sid, ids = conversation(archive, chatter(10, at=4, match=MATCH))
    search = SessionSearchTool(archive)
    assert search(None)["shape"] == "browse"
    assert search({"query": "docker", "limit": "2"})["count"] == 1
    page = search({"session_id": sid, "around_message_id": str(ids[4]), "window": 1.0})
    assert [m["id"] for m in page["messages"]] == ids[3:6]


def test_a_storage_failure_is_an_error_answer(tmp_path: Any) -> None:
    archive = SessionArchive.open(tmp_path / "state.db")
    conversation(archive, chatter(4))
    archive.close()
    answer = SessionSearchTool(archive)({"query": "weather"})
    assert answer["success"] is False and "closed database" in answer["error"]


def test_memory_facade_runs_the_tool_against_its_archive(mem: keepmind.Memory) -> None:
    mine, _ = conversation(mem.archive, chatter(4, at=1, match=MATCH))
    other, _ = conversation(mem.archive, chatter(4, at=1, match=MATCH), start=T0 + DAY)
    found = mem.session_search({"query": "docker subnet"}, current_session_id=mine)
    assert [r["session_id"] for r in found["results"]] == [other]
    assert mem.session_search({"limit": -1})["success"] is False


def test_the_schemas_share_one_description_and_parameter_set() -> None:
    openai = tool_module.openai_schema()
    anthropic = tool_module.anthropic_schema()
    assert openai["type"] == "function" and openai["function"]["name"] == "session_search"
    assert anthropic["name"] == "session_search"
    assert openai["function"]["parameters"] == anthropic["input_schema"]
    assert set(anthropic["input_schema"]["properties"]) == {
        "query", "limit", "session_id", "around_message_id", "window", "summarize", "as_of"}
    description = anthropic["description"]
    assert "earlier conversation" in description and "no arguments: browse" in description
    json.dumps(openai)
