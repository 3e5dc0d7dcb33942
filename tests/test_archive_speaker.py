"""Whose message a question asks about, read from its words, and that it never fails."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from keepmind.archive.speaker import said_by

ROWS = [
    ("I remember you told me to dilute tea tree oil. What was the ratio?", "assistant"),
    ("What was the name of that hiking trail you recommended?", "assistant"),
    ("Can you remind me of your suggestion for the script?", "assistant"),
    ("Was hast du mir für den Kuchen empfohlen?", "assistant"),
    ("Where did I meet Sophia?", "user"),
    ("Can you suggest some accessories for my phone?", "user"),  # asks now, about mine
    ("Wo habe ich Sophia getroffen?", "user"),
    ("What did Caroline research?", None),
    ("How do I renew the TLS certificate on my server?", None),  # a how-to: either side
    ("Wie kann ich meinen Schlüssel erneuern?", None),
    ("How many concerts have I been to this year?", "user"),
    ("docker bridge network", None),
    ("", None),
]


@pytest.mark.parametrize(("question", "role"), ROWS)
def test_the_question_names_whose_message_it_asks_about(question: str,
                                                         role: str | None) -> None:
    assert said_by(question) == role


@given(st.text())
def test_any_text_names_a_role_or_none(text: str) -> None:
    assert said_by(text) in ("user", "assistant", None)
