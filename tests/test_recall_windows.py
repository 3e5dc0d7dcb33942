"""The window cut of design §6: at most N characters around the matches, phrase first."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from keepmind.recall.windows import cut_window, locate_window, query_terms


def filler(lines: int, word: str = "filler") -> str:
    return "".join(f"{word} line {n} about nothing in particular\n" for n in range(lines))


def kept(text: str) -> str:
    """The original text inside a cut, markers removed."""
    return re.sub(r"\[… [\d,]+ characters omitted …\]\n?|\n?\[… [\d,]+ characters omitted …\]",
                  "", text)


def test_a_transcript_that_fits_is_returned_unchanged() -> None:
    text = filler(10)
    window = locate_window(text, "anything", max_chars=len(text))
    assert (window.text, window.rule) == (text, "whole")


def test_the_whole_phrase_wins_over_scattered_terms() -> None:
    text = (filler(50) + "user: the nginx logs are noisy\nassistant: proxy settings later\n"
            + filler(400) + "assistant: I set up the Nginx proxy on port 8080\n" + filler(400))
    window = locate_window(text, "nginx proxy", max_chars=2_000)
    assert window.rule == "phrase"
    assert "I set up the Nginx proxy on port 8080" in window.text
    assert "the nginx logs are noisy" not in window.text


def test_without_the_phrase_the_place_where_all_terms_meet_wins() -> None:
    text = (filler(20) + "nginx mentioned alone\n" + filler(400) + "proxy mentioned alone\n"
            + filler(400) + "the proxy in front of our nginx box\n" + filler(400))
    window = locate_window(text, "nginx proxy", max_chars=1_500)
    assert window.rule == "all_terms"
    assert "the proxy in front of our nginx box" in window.text
    assert "alone" not in window.text


def test_single_terms_decide_last_preferring_the_most_distinct_terms() -> None:
    text = (filler(300) + "postgres here\npostgres again\npostgres still\n"
            + filler(300) + "redis cache\n" + filler(5) + "kafka queue\n" + filler(300))
    window = locate_window(text, "postgres redis kafka", max_chars=1_000, proximity=100)
    assert window.rule == "any_term"
    assert "redis cache" in window.text and "kafka queue" in window.text


def test_a_dense_stretch_of_one_term_beats_a_lone_mention() -> None:
    text = (filler(200) + "docker once\n" + filler(400)
            + "".join(f"docker step {n}\n" for n in range(10)) + filler(400))
    window = locate_window(text, "docker", max_chars=1_000)
    assert window.rule == "any_term" and window.matches == 10
    assert "docker once" not in window.text


def test_no_match_keeps_head_and_tail() -> None:
    text = "user: first question\n" + filler(2_000) + "assistant: final answer\n"
    window = locate_window(text, "kubernetes", max_chars=1_000)
    assert window.rule == "none"
    assert window.text.startswith("user: first question")
    assert window.text.rstrip().endswith("assistant: final answer")
    assert "characters omitted" in window.text and len(window.text) <= 1_000


def test_markers_count_the_characters_cut_on_each_side() -> None:
    text = filler(500) + "the nginx proxy\n" + filler(500)
    window = locate_window(text, "nginx proxy", max_chars=1_000)
    before, after = re.findall(r"\[… ([\d,]+) characters omitted …\]", window.text)
    assert int(before.replace(",", "")) == window.start
    assert int(after.replace(",", "")) == len(text) - window.end
    assert text[window.start:window.end] == kept(window.text)


def test_cuts_fall_on_line_breaks_when_one_is_near() -> None:
    text = filler(500) + "the nginx proxy\n" + filler(500)
    window = locate_window(text, "nginx proxy", max_chars=1_000)
    assert text[window.start - 1] == "\n" and text[window.end] == "\n"


def test_quoted_phrases_and_fts_operators_are_understood() -> None:
    assert query_terms('"docker compose" OR nginx NOT apache*') == [
        "docker", "compose", "nginx", "apache"]
    text = (filler(300) + "compose docker\n" + filler(300) + "ran docker-compose up\n"
            + filler(300))
    window = locate_window(text, '"docker compose" OR nginx', max_chars=800)
    assert window.rule == "phrase" and "ran docker-compose up" in window.text


def test_stopwords_do_not_count_as_terms_to_meet() -> None:
    text = (filler(300, "what did we") + "we decided to pin nginx to 1.25\n"
            + filler(300, "what did we"))
    window = locate_window(text, "what did we decide about nginx", max_chars=800)
    assert window.rule == "all_terms" and "pin nginx to 1.25" in window.text


def test_long_words_match_as_prefixes_short_ones_only_whole() -> None:
    text = filler(300) + "the deployment failed\n" + filler(300)
    assert "deployment failed" in cut_window(text, "deploy", max_chars=600)
    assert locate_window(filler(300) + "good\n", "go", max_chars=600).rule == "none"


def test_scripts_without_spaces_match_as_substrings() -> None:
    text = filler(300) + "我们把服务器部署到了东京\n" + filler(300)
    window = locate_window(text, "服务器部署", max_chars=600)
    assert window.rule == "any_term" and "服务器部署" in window.text


def test_text_whose_lower_case_changes_length_is_still_cut_exactly() -> None:
    text = "İstanbul trip\n" * 200 + "we booked the Nginx hotel\n" + "İzmir\n" * 200
    assert len(text.lower()) != len(text)
    window = locate_window(text, "nginx hotel", max_chars=600)
    assert window.rule == "phrase" and "we booked the Nginx hotel" in window.text
    assert kept(window.text) == text[window.start:window.end]


def test_a_budget_too_small_for_the_markers_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 200"):
        cut_window("x" * 1_000, "x", max_chars=100)


words = st.sampled_from(["nginx", "proxy", "docker", "the", "go", "部署", "deploy", "x"])


@settings(max_examples=200, deadline=None)
@given(
    body=st.lists(st.one_of(words, st.sampled_from([" ", "\n", ", ", "filler text "])),
                  max_size=800).map("".join),
    query=st.lists(st.one_of(words, st.just("OR"), st.just('"')), max_size=5).map(" ".join),
    max_chars=st.integers(min_value=200, max_value=3_000),
)
def test_the_cut_never_exceeds_the_budget_and_only_cuts(body: str, query: str,
                                                        max_chars: int) -> None:
    window = locate_window(body, query, max_chars=max_chars)
    assert len(window.text) <= max_chars
    if window.rule in {"whole", "phrase", "all_terms", "any_term"}:
        assert kept(window.text) == body[window.start:window.end]
    else:
        head, tail = re.split(r"\n\[… [\d,]+ characters omitted …\]\n", window.text)
        assert body.startswith(head) and body.endswith(tail)
