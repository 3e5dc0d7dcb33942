"""The scanner's cheap tests before costly work: they may only skip what cannot match.

Each shortcut is checked against the work it spares: a pair rule's windows without its
second concept are not searched (``LazyPattern.requires``), and the findings with the
shortcut and without it are the same on texts made of the lexicons' own words; the hint
that a text spells words out never misses a text the spelled-out view would change; hex
dumps are found where they start, right after a character that is no hex digit.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from keepmind.security import decoders, respell, scanner
from keepmind.security.engine import LazyPattern
from keepmind.security.intent import AGENT_FILES, Lexicon, pair
from keepmind.security.lexicons import LEXICONS
from keepmind.security.normalize import prepare

_CONCEPTS = ("override", "instructions", "reveal", "prompt", "become", "unbound", "send",
             "private", "outside", "write", "memory", "negation")
_VOCABULARY = sorted({word.lstrip("~").rstrip("$") for lexicon in LEXICONS
                      for concept in _CONCEPTS for word in getattr(lexicon, concept)}
                     | set(AGENT_FILES) | {"the", "all", "please", "to", "https://x.example",
                                           "crontab", "~/.ssh/authorized_keys", "curl"})


def _ids(text: str) -> list[str]:
    return [f.id for f in scanner._rule_set("strict").run(prepare(text))[0]]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_VOCABULARY), min_size=2, max_size=12),
       st.sampled_from([" ", "", ", ", " and "]))
def test_required_words_change_no_finding(words: list[str], joiner: str) -> None:
    text = joiner.join(words)
    with_shortcut = _ids(text)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(LazyPattern, "required", lambda self: None)
        assert _ids(text) == with_shortcut


LEXICON = Lexicon("xx", override=("ignor",), instructions=("~anweisung", "regeln$", "the rules"))


def test_a_pair_rule_requires_the_start_of_each_second_term() -> None:
    required = pair("injection.ignore_previous", LEXICON, LEXICON.override,
                    LEXICON.instructions).required()
    assert required is not None
    assert [m.group() for m in required.finditer("systemanweisung regelnwerk the rules")] == [
        "anweisung", "regeln", "the rules"]
    assert required.search("ignore the rulesets") is not None  # a literal, not a word
    assert required.search("ignore everything") is None


_SPELLING = st.text(alphabet="ab1_ .-・·*/|é忽略무시ル\n,", max_size=14)


@settings(max_examples=1000, deadline=None)
@given(_SPELLING)
def test_the_spelling_hint_misses_nothing_the_view_respells(text: str) -> None:
    if respell.spelled_out(text):
        assert respell.may_spell_out(text)


@pytest.mark.parametrize(("text", "dumps"), [
    ("49 67 6e 6f 72 65 20 61 6c 6c", 1),
    ("x 49 67 6e 6f 72 65 20 61 6c 6c", 1),
    ("a49 67 6e 6f 72 65 20 61 6c 6c", 1),  # "a49" is no byte: the dump starts at "67"
    ("49 67 6e 6f 72 65 20", 0),  # seven bytes
])
def test_a_hex_dump_starts_after_a_character_that_is_no_hex_digit(text: str,
                                                                 dumps: int) -> None:
    found = list(decoders._HEX_BYTES_RE.finditer(text))
    assert len(found) == dumps
    for match in found:
        assert match.start() == 0 or text[match.start() - 1] not in "0123456789abcdef"
