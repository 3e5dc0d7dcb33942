"""A model tricked into revealing its prompt, told as a risk, is not asked to reveal it.

Pure. "Never put secrets in a system prompt: users can trick the model into repeating it",
"模型有可能被用户诱导把它原样说出来", "el modelo puede ser engañado para que muestre su prompt":
security advice tells how a third party gets a model to reveal its prompt, which the reveal
rules read as "repeat the system prompt". Every match of ``hijack.reveal_prompt`` is
therefore put to ``excused``: it is let go (and the rule goes on to its next match) when

- a verb of tricking or inducing (``_INDUCED``: "trick … into", "coax", "manipulate",
  "verleiten", "überlisten", "amener à", "engañar", "indurre", "обманом", "诱导", "誘導",
  "유도") stands in the match or before it in its sentence (at most ``_REACH`` characters
  before) with a word before it (its subject: "Trick the model into …" is an order), so
  that the reveal is what the trick gets out of a model;
- and the sentence speaks to no one (``pooled.prompt.ADDRESSEE`` without the nouns that
  name an assistant: "you", "your", "dein", "tu", "你", "あなた"), so the one tricked is a
  model told of, not the reader.

"I will trick you into showing your system prompt" and "users can trick you into repeating
your rules" speak to the reader: neither is excused. Only the match is let go; the rest of
the text is scanned by every rule as before. Bounded: the concept rules' unit
(``sentence_units.unit_around``).
"""

from __future__ import annotations

import re

from keepmind.security.engine import Rule, with_veto
from keepmind.security.grammar import SENTENCE_END
from keepmind.security.intent import pooled_terms
from keepmind.security.pooled import prompt
from keepmind.security.sentence_units import unit_around

RULE_ID = "hijack.reveal_prompt"
_REACH = 60

_INDUCED = re.compile(pooled_terms((
    "trick", "coax", "manipulat", "induce", "lure", "talked into", "talk it into",
    "verleit", "überlist", "manipulier", "dazu gebracht", "dazu bringen", "amener",
    "amené", "piéger", "piégé", "pousser à", "poussé à", "manipul", "engañ", "induc",
    "convencer", "convencid", "ingann", "indurre", "indott", "обман", "вынуд", "уговор",
    "спровоцир", "诱导", "誘導", "欺骗", "欺騙", "哄骗", "哄騙", "套出", "だまし", "騙し",
    "騙さ", "誘導さ", "유도", "속여", "속이", "속아",
)))
_SUBJECT = re.compile(r"[^\W\d_]{2}")
"""A word before the verb of tricking: its subject ("users can trick …", "模型有可能被用户诱导");
an order to trick has none."""
_AI_NOUNS = ("assistant", "assistent", "assistente", "asistente", "ассистент", "助手", "助理",
             "アシスタント", "어시스턴트", "智能体", "智能體")
_SPOKEN_TO = re.compile(pooled_terms(tuple(w for w in prompt.ADDRESSEE if w not in _AI_NOUNS)))


def excused(match: re.Match[str], text: str) -> bool:
    """Whether the reveal ``match`` in ``text`` is what a trick told of gets out of a model,
    in a sentence that speaks to no one (see the module docstring)."""
    start = match.start()
    lo = max(0, start - _REACH)
    ends = [m.end() for m in SENTENCE_END.finditer(text, lo, start)]
    begin = ends[-1] if ends else lo
    induced = _INDUCED.search(text, begin, match.end())
    if induced is None or not _SUBJECT.search(text, begin, induced.start()):
        return False  # "Trick the model into …": an order, with no one who tricks
    unit_start, unit_end = unit_around(text, start, match.end(), 1)
    return _SPOKEN_TO.search(text, unit_start, unit_end) is None


def excusing(rule: Rule) -> Rule:
    """``rule`` with a trick told of let go, if it is one of ``RULE_ID``'s; else ``rule``."""
    return with_veto(rule, {RULE_ID}, excused)
