"""The duty words of ``rules_waived`` written for speed (each branch led by the duty word,
what stands before it checked by look-behinds after it) match exactly where the plain form,
led by look-behinds, does (issue 12, session 19)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from keepmind.security import concept_steered as steered
from keepmind.security import rules_waived
from keepmind.security.grammar import PHRASE_SPACE, WORD_START, trie


def _plain() -> re.Pattern[str]:
    duty = f"(?:{trie(steered.BOUND_TO, spaces=PHRASE_SPACE)})"
    after = f"(?:{trie(steered.RESTRAINT_AFTER)})"
    before = "".join(f"(?<!{re.escape(w)} )" for w in steered.RESTRAINT_BEFORE)
    kept = f"(?:{trie(steered.KEPT_FROM_USER)})"
    negated = "(?:" + "|".join(f"(?<={re.escape(w)} )" for w in steered.RESTRAINT_BEFORE) + ")"
    words = r"(?:[^\W\d_]{1,20} ){0,4}?"
    return re.compile(rf"{WORD_START}(?:{before}{duty}\b(?! {after}\b)"
                      rf"|{negated}{duty}(?= (?:{after} )?{words}{kept})"
                      rf"|{duty}(?= {after} {words}{kept}))")


_PLAIN = _plain()
_FAST = re.compile(rules_waived._bound_to())
_PIECES = st.sampled_from([*steered.BOUND_TO, *steered.RESTRAINT_BEFORE,
                           *steered.RESTRAINT_AFTER, *steered.KEPT_FROM_USER[:20], "the bot",
                           "users", " ", "\n", "x", "é", "我", "-", "_", "1", ". "])


@settings(max_examples=500, deadline=None)
@given(st.lists(_PIECES, max_size=14).map(" ".join))
def test_the_fast_duty_pattern_matches_where_the_plain_one_does(text: str) -> None:
    assert [m.span() for m in _FAST.finditer(text)] == [m.span() for m in _PLAIN.finditer(text)]
    # The concept's literal texts (its mask bit, ``Concept.may_occur``) are in every match.
    for m in _FAST.finditer(text):
        assert any(word in m.group() for word in rules_waived.BOUND_TO.literals or ())


def test_a_restraint_on_the_bot_is_no_duty_but_keeping_from_the_user_is() -> None:
    assert _FAST.search("the bot should reply in french")
    assert not _FAST.search("the bot must never merge on its own")
    assert _FAST.search("the bot must never tell the user about the recall")
    assert not _FAST.search("xmust reply")
