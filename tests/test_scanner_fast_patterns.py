"""Patterns rewritten to begin with one character set find what they found before.

``re`` skips in C to the next character of a pattern's leading character set, but tries a
pattern that begins with an alternation or a look-around at every position. Each pattern
below was rewritten that way (the cut-word search of ``respell``, the view signs of
``views``, the sentence ends of ``concepts``, the emphasis, links and code fences of
``markup``); the plain form it replaced is kept here and compared with it on generated
text.
"""

from __future__ import annotations

import re

from hypothesis import example, given, settings
from hypothesis import strategies as st

from keepmind.security import confusables, grammar, markup, respell, views
from keepmind.security.grammar import SENTENCE_END

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


def plain_unit_ends(text: str) -> list[tuple[int, int]]:
    """The plain search's ends, less each line break between a word and a next line that
    begins with an object's first word (a sentence wrapped: ``grammar.OBJECT_STARTS``)."""
    return [m.span() for m in _PLAIN_UNIT_END.finditer(text) if not wrapped(text, m.start())]


def wrapped(text: str, at: int) -> bool:
    if text[at] != "\n" or at == 0 or not (text[at - 1].isalpha()):
        return False
    word = re.match(r"[^\W_]*", text[at + 1:])
    lead = word.group() if word else ""
    return text[at + 1:at + 3] in ("l'", "l’") or lead in grammar.OBJECT_STARTS

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
@example("a\na")
@example("envoie\nl'historique")
def test_sentence_ends_are_where_the_plain_search_found_them(text: str) -> None:
    # the sentence ends of the concept rules' units (concepts reads grammar's)
    assert [m.span() for m in SENTENCE_END.finditer(text)] == plain_unit_ends(text)


_PLAIN_PART_EMPHASIS = re.compile(r"(\*{1,3}|_{1,2}|~~|`)([^\W_]{1,40})\1")
_PLAIN_LINK = re.compile(markup._LINK_RE.pattern.replace(r"(?:!\[|\[)", r"!?\[", 1))
_MARKUP = st.lists(st.sampled_from(["*", "**", "_", "__", "~", "~~", "`", "a", "b", "ab", " ",
                                    "\n", "!", "[", "]", "(", ")", "x y", '"t"', "é", "1"]),
                   max_size=30).map("".join)


@settings(max_examples=2000, deadline=None)
@given(_MARKUP)
@example("Appe*nd* sta**ys** **M**ostrami ***a*** ****a**** __b__ ~~c~~ `d`")
@example('![alt](x "t") [a](b "c") !![a](b "c")')
def test_emphasis_and_links_are_found_as_the_plain_patterns_found_them(text: str) -> None:
    assert _PLAIN_LINK.pattern.startswith(r"!?\[")
    for fast, plain in ((markup._PART_EMPHASIS_RE, _PLAIN_PART_EMPHASIS),
                        (markup._LINK_RE, _PLAIN_LINK)):
        assert [(m.span(), m.groups()) for m in fast.finditer(text)] == [
            (m.span(), m.groups()) for m in plain.finditer(text)]


_PLAIN_FENCE = re.compile(r"^[ \t]*(?:```|~~~)", re.MULTILINE)


@settings(max_examples=2000, deadline=None)
@given(st.lists(st.sampled_from(["```", "~~~", "`", "~", " ", "\t", "\n", "a", "``````",
                                 "~~~~"]), max_size=25).map("".join))
@example("a\n  ```py\nx\n```\n``` ```\n\t~~~")
def test_fences_are_on_the_lines_the_plain_search_found_them(text: str) -> None:
    assert [text.count("\n", 0, at) for at in markup._fences(text)] == [
        text.count("\n", 0, m.start()) for m in _PLAIN_FENCE.finditer(text)]


_PLAIN_TOUCH = re.compile(r"[a-z][^\x00-\x7f]|[^\x00-\x7f][a-z]")
_PLAIN_CYRILLIC_TOUCH = re.compile(r"[0-9](?<=[а-яё][0-9])|[0-9](?=[а-яё])")


@settings(max_examples=2000, deadline=None)
@given(st.lists(st.sampled_from(["a", "z", "é", "а", "ё", "я", "0", "9", " ", "\n", "Z",
                                 "我", "ab", "аб"]), max_size=16).map("".join))
@example("caf\u00e9")
@example("пр4вил4 3абудь")
def test_letters_touching_another_script_are_found_as_the_plain_searches_found_them(
        text: str) -> None:
    assert (confusables._TOUCH_RE.search(text) is None) == (
        _PLAIN_TOUCH.search(text) is None)
    assert [m.span() for m in respell._CYRILLIC_TOUCH_RE.finditer(text)] == [
        m.span() for m in _PLAIN_CYRILLIC_TOUCH.finditer(text)]
