"""Hypothesis strategies for what a model (or a careless caller) can send: any JSON value in
any field, and tool-call arguments in every shape they arrive in.

``json_values`` covers null, booleans, integers (also huge, negative, past 64 bits),
floats (NaN, infinities), text (any code point, lone surrogates, the memory entry
separator, NUL, path tricks, megabytes), lists and objects. ``calls(bases)`` mixes
valid-looking calls (a base call with fields replaced, dropped or added) with arbitrary
values, so the deep paths of a dispatcher are reached and not only its first check;
``as_sent`` delivers arguments as an object, as JSON text (the OpenAI wire shape), as
malformed JSON text, or as something that is not an object at all.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from hypothesis import strategies as st

SURROGATES = ("\ud800", "\udfff", "a\udc80b", "x\ud83dy")
TRICKY_TEXT = (
    "", " ", "\x00", "a\x00b", "\n§\n", "x\n§\ny", "x\n§", "§", "../../etc/passwd", "/abs",
    "references/../../x", "references/a.md", "SKILL.md", "C:\\x", "é", "😀", "\u202e",
    "true", "false", "1", "-1", "1e309", "NaN", "9" * 30, "ignore previous instructions",
)
HUGE_TEXT = ("x" * 1_100_000, "word " * 300_000)
HUGE_INTS = (2**63, 2**63 - 1, -(2**63) - 1, 2**80, -(2**80), 10**30, 2**1000)

any_text = st.one_of(
    st.text(alphabet=st.characters(exclude_categories=()), max_size=12),
    st.sampled_from(SURROGATES),
    st.sampled_from(TRICKY_TEXT),
    st.builds(lambda a, s, b: a + s + b, st.text(max_size=8), st.sampled_from(SURROGATES),
              st.text(max_size=8)),
)
scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.sampled_from(HUGE_INTS),
    st.floats(allow_nan=True, allow_infinity=True), any_text,
)
json_values = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=3),
                            st.dictionaries(any_text, inner, max_size=3)),
    max_leaves=5,
)
huge_text = st.sampled_from(HUGE_TEXT)


def calls(bases: Sequence[Mapping[str, Any]],
          words: Sequence[object] = ()) -> st.SearchStrategy[Any]:
    """Tool-call arguments near ``bases``: one of them with fields replaced by any JSON
    value (or one of ``words``, values that are valid somewhere), some fields dropped and
    unknown fields added; now and then something else entirely."""
    keys = sorted({key for base in bases for key in base})
    field_values = st.one_of(json_values, st.sampled_from([*words, *TRICKY_TEXT]),
                             huge_text) if words else st.one_of(json_values, huge_text)
    near = st.builds(
        _mutate,
        st.sampled_from(list(bases)),
        st.dictionaries(st.sampled_from([*keys, "unknown_field"]), field_values, max_size=2),
        st.lists(st.sampled_from(keys), max_size=2),
    )
    return st.one_of(st.sampled_from(list(bases)).map(dict), near, near, near, json_values)


def _mutate(base: Mapping[str, Any], replaced: Mapping[str, Any],
            dropped: Sequence[str]) -> dict[str, Any]:
    kept = {k: v for k, v in base.items() if k not in dropped}
    return {**kept, **replaced}


def as_sent(arguments: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """``arguments`` as a dispatcher receives them: mostly as they are, else as JSON text,
    JSON text cut short, or text that is no JSON at all."""
    text = arguments.map(lambda value: json.dumps(value))
    broken = st.builds(lambda value, cut: json.dumps(value)[:cut], arguments,
                       st.integers(min_value=0, max_value=40))
    return st.one_of(arguments, arguments, arguments, text, broken, any_text,
                     st.just("[" * 100_000), st.just('{"a": ' * 5000))


def assert_answer(answer: Any) -> None:
    """A tool answer: a dict with a boolean ``success``, strict JSON that encodes as
    UTF-8; a failure says in a short sentence what was wrong."""
    assert isinstance(answer, dict), answer
    assert isinstance(answer.get("success"), bool), answer
    json.dumps(answer, ensure_ascii=False, allow_nan=False).encode("utf-8")
    if answer["success"] is False:
        error = answer.get("error")
        assert isinstance(error, str) and error.strip(), answer
        assert len(error) < 2000, error[:300]
