"""Patterns rewritten to begin with one character set find what they found before.

``re`` skips in C to the next character of a pattern's leading character set, but tries a
pattern that begins with an alternation or a look-around at every position. Each pattern
below was rewritten that way (the cut-word search of ``respell``, the view signs of
``views``, the sentence ends of ``concepts``); the plain form it replaced is kept here and
compared with it on generated text.
"""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from keepmind.security import concepts, respell, views

_PLAIN_CUT = re.compile(
    r"[.-](?:(?<=(?<![^\W\d_])[^\W\d_][.-])|(?<=(?<![^\W\d_])[^\W\d_]{2}[.-])|"
    r"(?<=(?<![^\W\d_])[^\W\d_]{3}\.))(?=[^\W\d_])|"
    r"[.-](?<=[^\W\d_][.-])(?!(?:md|txt|json|ya?ml|toml|py|sh|js|ts|html?|xml|log|cfg|ini|"
    r"com|org|net|io|dev|app|de|fr|es|it|ru|jp|cn|kr|br|uk|eu|co)\b)"
    r"(?=[^\W\d_]{1,2}(?![^\W\d_])|(?<=\.)[^\W\d_]{3}(?![^\W\d_]))|"
    r"_(?:(?<=(?<![^\W\d_])[^\W\d_]_)|(?<=[^\x00-\x7f]_)|(?=[^\W\d_](?![^\W\d_]))|"
    r"(?=[^\x00-\x7f]))(?<=[^\W\d_]_)(?=[^\W\d_])")
_PLAIN_SIGN = re.compile(r"[0-9$!|<*`~\]&%-]|rot")
_PLAIN_UNIT_END = re.compile(r"[.!?;](?=\s|$)|[\n。！？；]")

_CUTS = st.lists(st.sampled_from(["a", "b", "ab", "abc", "abcd", "п", "пра", "é", "1", ".",
                                  "-", "_", " ", "\n", "md", "com", "de", ".md", "-rm", "x_"]),
                 max_size=30).map("".join)


@settings(max_examples=2000, deadline=None)
@given(_CUTS)
@example("ig.no.re memor.y.md e-mail snake_case пра.вило no-rmas car_p_eta a.com")
def test_the_cut_search_finds_the_cuts_the_plain_search_found(text: str) -> None:
    assert [m.span() for m in respell.CUT_RE.finditer(text)] == [
        m.span() for m in _PLAIN_CUT.finditer(text)]


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.sampled_from(["r", "o", "t", "ro", "rot", "a", " ", "1", "$", "|", "<",
                                 "*", "`", "~", "]", "&", "%", "-", "!", "é"]),
                max_size=12).map("".join))
@example("rrot")
@example("carrot")
def test_the_view_signs_are_found_where_the_plain_search_found_them(text: str) -> None:
    assert [m.start() for m in views._ANY_SIGN_RE.finditer(text)] == [
        m.start() for m in _PLAIN_SIGN.finditer(text)]


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.sampled_from([".", "!", "?", ";", "\n", "。", "！", "？", "；", " ", "\t",
                                 "a", "1", ":", ".."]), max_size=20).map("".join))
@example("a. b.\n")
def test_sentence_ends_are_where_the_plain_search_found_them(text: str) -> None:
    assert [m.span() for m in concepts._UNIT_END.finditer(text)] == [
        m.span() for m in _PLAIN_UNIT_END.finditer(text)]
