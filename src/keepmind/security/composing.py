"""A writer composing a prompt of their own is not asking for the model's.

Pure. "Comment j'écris le prompt système du bot de la boutique", "So schreibe ich den
Systemprompt für unseren Bot", "How I write the system prompt for our shop's bot": a note
on how the writer drafts the prompt of an app of theirs, which the reveal rules read as
"write out the system prompt". Every match of ``hijack.reveal_prompt`` is therefore put to
``excused``: it is let go (and the rule goes on to its next match) when the verb that opens
it has the writer as its subject, a first-person pronoun right before it ("j'écris", "I
write", "wir schreiben") or, in German, right after it ("schreibe ich"), and the match names
nothing of the model's ("your", "ton", "dein", "你的": ``pooled.prompt.POSSESSIVE``). An
order has no subject ("write out your prompt"), a request names the model ("I want you to
print ..."): neither is excused. Only the match is let go; the rest of the text is scanned by
every rule as before. Bounded: a few characters around the match.

A note on writing a prompt names its parts: "先写角色，再写输出格式" (the output format).
A Chinese or Japanese reveal verb that ends the match and is the first half of a
noun of a format or a filter (``_NOUN_AFTER``: 输出格式, 出力フォーマット, 输出过滤) asks for
nothing either, as the concept rules read it (``pooled.prompt.FILTER_NOUN``; not 形式, which
also follows a verb as "in the form of").
"""

from __future__ import annotations

import re

from keepmind.security.engine import Rule, with_veto
from keepmind.security.intent import pooled_terms
from keepmind.security.pooled import prompt

RULE_ID = "hijack.reveal_prompt"

_WRITER_BEFORE = re.compile(
    r"(?:(?<![^\W_])(?:i|we|je|nous|ich|wir|yo|nosotros|eu|nós|io|noi|я|мы)\s(?:[^\W\d_]+\s)?"
    r"|(?<![^\W_])j')$")
_WRITER_AFTER = re.compile(r"[^\W\d_]*\s(?:ich|wir)(?![^\W_])")
_MODELS = re.compile(pooled_terms(prompt.POSSESSIVE))
_NOUN_AFTER = re.compile(pooled_terms((*prompt.FILTER_NOUN, "フォーマット")))
_CJK_VERB_END = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]$")
_BEFORE = 16


def excused(match: re.Match[str], text: str) -> bool:
    """Whether the reveal ``match`` opens with a verb whose subject is the writer and names
    nothing of the model's (see the module docstring)."""
    start = match.start()
    writer = _WRITER_BEFORE.search(text, max(0, start - 16), start) is not None \
        or _WRITER_AFTER.match(text, start) is not None
    after = _NOUN_AFTER.match(text, match.end())
    noun = (_CJK_VERB_END.search(match.group()) is not None and after is not None
            and not text.startswith("化", after.end())  # 格式化: to format, a verb
            and _MODELS.search(text, max(0, start - _BEFORE), start) is None)
    return (writer or noun) and _MODELS.search(match.group()) is None


def excusing(rule: Rule) -> Rule:
    """``rule`` with a writer's own drafting let go, if it is one of ``RULE_ID``'s; else
    ``rule``."""
    return with_veto(rule, {RULE_ID}, excused)
