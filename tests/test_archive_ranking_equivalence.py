"""Ranking's faster forms find what their plain forms find (hypothesis): the token
matcher, built to let the regex engine skip ahead, and the ``Finder`` that looks for the
heads with ``str.find`` match exactly the spans of the plain pattern they replaced (a head
of a query unit not preceded by a letter or digit, up to the end of its token), whatever
the text."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from keepmind.archive.query import ParsedQuery, Term, parse_query
from keepmind.archive.ranking import Finder, match_heads, matcher

_HEADS = ["paint", "pa", "sunset", "caf", "ab", "x"]
_TEXT = st.text(st.sampled_from([*"paintsuxcfébA_1 -'", "é", "ß", "中", "\u0301"]),
                max_size=60)


def _plain(heads: list[str]) -> re.Pattern[str]:
    """The plain form: a look-behind first, then the alternatives."""
    alternatives = "|".join(re.escape(h) for h in heads)
    return re.compile(rf"(?<![^\W_])(?:{alternatives})[^\W_]*")


@settings(max_examples=300, deadline=None)
@given(query=st.lists(st.sampled_from(_HEADS + ["painted", "sunsets", "happy", "hope*"]),
                      min_size=1, max_size=4).map(" ".join), text=_TEXT)
def test_matcher_finds_the_spans_of_the_plain_pattern(query: str, text: str) -> None:
    parsed = parse_query(query)
    pattern = matcher(parsed)
    assert pattern is not None
    plain = _plain(match_heads(parsed))
    assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in plain.finditer(text)]


@settings(max_examples=300, deadline=None)
@given(query=st.lists(st.sampled_from(_HEADS + ["painted", "sunsets", "happy", "hope*", "ß1"]),
                      min_size=1, max_size=4).map(" ".join), text=_TEXT)
def test_finder_finds_the_tokens_of_the_plain_pattern(query: str, text: str) -> None:
    parsed = parse_query(query)
    finder = Finder(parsed)
    assert finder.pattern is None  # heads from words are found with str.find
    plain = _plain(match_heads(parsed))
    assert [h[:3] for h in finder(text)] == [(m.start(), m.end(), m.group(0))
                                             for m in plain.finditer(text)]


@settings(max_examples=100, deadline=None)
@given(text=_TEXT)
def test_finder_keeps_the_regex_for_heads_with_other_characters(text: str) -> None:
    parsed = ParsedQuery(terms=(Term("pa-i", "prefix", "pa-i*"), Term("sun", "word", "sun")))
    finder = Finder(parsed)
    assert finder.pattern is not None
    plain = _plain(match_heads(parsed))
    assert [h[:3] for h in finder(text)] == [(m.start(), m.end(), m.group(0))
                                             for m in plain.finditer(text)]
