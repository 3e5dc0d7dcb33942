"""Who a past tells of, named by the shared AI and tool words (issue 12, session 21).

``framing``'s teller of a past (``_told_in_past``: "the summariser hid the warnings") was
a list of its own; it is now ``pooled.prompt.TOOL`` and ``AI`` with
``concept_waived.AI_READ``, the words every reader rule names an AI by, so a teller one
list knows the other does too ("the LLM", "la IA", "KI", "нейросеть").
"""

from __future__ import annotations

import pytest

from keepmind.security import framing


@pytest.mark.parametrize("text", [
    "the llm", "the summarizer", "the tool", "der ki-assistent", "das werkzeug",
    "l'outil", "le modèle", "la ia", "el chatbot", "a ferramenta", "lo strumento",
    "нейросеть", "ассистент", "模型", "工具", "ツール", "エージェント", "모델", "에이전트",
])
def test_an_ai_or_a_tool_is_a_teller(text: str) -> None:
    assert framing._TELLER.search(text)


@pytest.mark.parametrize("text", ["the rules above", "le directive", "我的笔记", "家族"])
def test_a_thing_told_of_is_no_teller(text: str) -> None:
    assert not framing._TELLER.search(text)
