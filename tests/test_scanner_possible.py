"""A rule is skipped on a whole text only when its ``accept`` would veto every match there.

``engine.Rule.possible`` lets the engine drop a woken rule before any match is tried: the
concept rules (``concepts.intent``) say no on a short text that lacks a concept one of their
needs asks for. Checked on generated texts (the tune split's attacks, in every language,
with words left out, swapped or put in: on both sides of what the rules accept) and on the
corpus: the same findings with and without it.
"""

from __future__ import annotations

import dataclasses
import functools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from keepmind.security import engine, scanner
from keepmind.security.normalize import prepare


@functools.cache
def _attacks() -> list[str]:
    """The tune split's attacks short enough for the whole-text test, every language."""
    import scanner_jsonl

    return [item.text for item in scanner_jsonl.load("tune")
            if item.label == "attack" and len(item.text) <= 240]


_FILLERS = ["the", "a", "please", "and", "then", "it", "my", "notes", "today", "und", "et",
            "y", "では", "和", "그리고", "и", "1", "x", ",", "."]


@st.composite
def _texts(draw: st.DrawFn) -> str:
    """An attack with words left out, swapped or put in: texts on both sides of what the
    rules accept."""
    words = draw(st.sampled_from(_attacks())).split(" ")
    for _ in range(draw(st.integers(0, 3))):
        at = draw(st.integers(0, len(words) - 1))
        edit = draw(st.sampled_from(["drop", "insert", "swap"]))
        if edit == "drop" and len(words) > 1:
            del words[at]
        elif edit == "insert":
            words.insert(at, draw(st.sampled_from(_FILLERS)))
        elif at + 1 < len(words):
            words[at], words[at + 1] = words[at + 1], words[at]
    return " ".join(words)


def _possible_rules() -> list[engine.Rule]:
    return [r for r in scanner.all_rules() if r.possible is not None]


def test_the_concept_rules_say_whether_a_text_is_possible() -> None:
    ruled = _possible_rules()
    assert len(ruled) > 50
    assert all(not r.cased for r in ruled)


def test_the_generated_texts_reach_accepted_matches() -> None:
    accepted = 0
    for text in _attacks():
        low = prepare(text).low
        for r in _possible_rules():
            assert r.accept is not None and isinstance(r.pattern, engine.LazyPattern)
            accepted += any(r.accept(m, low) for m in r.pattern.finditer(low))
    assert accepted > 100  # so that a test that wrongly says no is caught below


@settings(max_examples=300, deadline=None)
@given(_texts())
def test_a_rule_says_impossible_only_where_it_accepts_no_match(text: str) -> None:
    low = prepare(text).low
    for r in _possible_rules():
        assert r.possible is not None and r.accept is not None
        if r.possible(low):
            continue
        pattern = r.pattern.compiled() if isinstance(r.pattern, engine.LazyPattern) \
            else r.pattern
        for match in pattern.finditer(low):
            assert not r.accept(match, low), (r.id, text, match.group())


def test_a_long_text_is_always_possible() -> None:
    long_text = "please ignore the weather notes today. " * 20
    assert all(r.possible is not None and r.possible(long_text) for r in _possible_rules())


def _corpus_texts() -> list[str]:
    import scanner_jsonl

    return [item.text for split in scanner_jsonl.SPLITS for item in scanner_jsonl.load(split)]


@pytest.mark.parametrize("scope", ["strict", "context"])
def test_the_corpus_has_the_findings_it_has_without_the_test(scope: str) -> None:
    rule_set = scanner._rule_set(scope)  # type: ignore[arg-type]
    without = engine.RuleSet([dataclasses.replace(r, possible=None) for r in rule_set.rules])
    said_no = [0]

    def counted(r: engine.Rule) -> engine.Rule:
        test = r.possible
        if test is None:
            return r

        def possible(text: str) -> bool:
            answer = test(text)
            said_no[0] += not answer
            return answer

        return dataclasses.replace(r, possible=possible)

    counting = engine.RuleSet([counted(r) for r in rule_set.rules])
    for text in _corpus_texts():
        prepared = prepare(text)
        assert counting.run(prepared) == without.run(prepared), text[:80]
    assert said_no[0] > 1000  # the test did skip rules
