"""``grammar.trie``: a prefix-tree regex that matches what the flat list of its words does."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from keepmind.security.grammar import S, trie

_WORDS = st.lists(st.text(alphabet="ab .-$(é", min_size=1, max_size=6)
                  .filter(lambda w: "$" not in w[:-1]), max_size=12)


def _flat(words: list[str], spaces: str) -> re.Pattern[str]:
    """The same words as a flat alternation, longest first (what the tree must agree with)."""
    return re.compile("|".join(
        re.escape(w.rstrip("$")).replace(r"\ ", spaces) + (r"\b" if w.endswith("$") else "")
        for w in sorted(set(words), key=lambda w: len(w.rstrip("$")), reverse=True)) or "(?!)")


@settings(max_examples=400, deadline=None)
@given(_WORDS, st.text(alphabet="ab .-(é,x", max_size=10), st.sampled_from([" ", S]))
def test_the_tree_matches_the_longest_word_the_flat_list_matches(
        words: list[str], text: str, spaces: str) -> None:
    tree = re.compile(trie(words, spaces=spaces) or "(?!)")
    for start in range(len(text) + 1):
        found, expected = tree.match(text, start), _flat(words, spaces).match(text, start)
        assert (found is None) == (expected is None)
        if spaces == " " and found is not None and expected is not None:
            assert found.group() == expected.group()


def test_a_whole_word_is_not_found_inside_a_longer_one() -> None:
    tree = re.compile(trie(["you$", "ignor"]))
    assert tree.match("you are") is not None
    assert tree.match("your") is None
    assert tree.match("ignore").group() == "ignor"  # type: ignore[union-attr]
