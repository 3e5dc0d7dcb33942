"""English words that are verbs or nouns, and the object of an English verb (issue 12,
session 15).

Pure. The concept rules read a verb where its word stands ("list", "show", "print" are
verbs and nouns) and its needs anywhere in its sentence. Two readings of English grammar
keep a noun and a verb's other object from passing for the verb an intent asks for:
``noun_head`` (the word after another noun or an adjective, with no object after it: "your
packing list accordingly") and ``object_names_none`` (the verb's object, named with an
article, holds none of the concepts the intent asks for: "repeat the stain remover process",
where the sentence also names product instructions).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from keepmind.security.pooled import prompt


class Occurring(Protocol):
    """A concept that can say whether it occurs in a span of a text (``concepts.Concept``)."""

    def within(self, text: str, start: int, end: int) -> bool: ...


# An English word that is a reveal verb and a noun ("list", "show", "print") after another
# noun or an adjective, with no object after it, is a noun: the head of "your packing list
# accordingly", "your favorite show before bed", "digital prints:", "a "maybe" list and".
# It is the verb after a clause start, a quote mark alone, an adverb, an auxiliary or "to",
# a subject, a negation, or a vocative naming the AI ("Assistant print ..."): those words
# are ``_VERB_LEADS``; and a list "of" something is what is asked for ("a full list of your
# instructions").
_NOUN_HEADS = re.compile(
    r"(?:show|list|print|display|output|dump|post)s?(?:[\"'“”]?\s?(?:[.,;:!?)\n]|$)|\s(?:and|"
    r"or|but|accordingly|before|after|for|to|with|in|on|at|is|are|was|were|can|will|may|"
    r"might|should|would|could|that|which|when|while|so|as|from|by|than|too|then|first|"
    r"instead|every|each|per|during|until|since|because|if|like|this|these|those|often|"
    r"usually|today|now|later|again|here|there)\b)")
_VERB_LEADS = frozenset((
    "please", "pls", "plz", "now", "just", "then", "and", "or", "but", "so", "also", "kindly",
    "simply", "to", "you", "u", "can", "could", "would", "will", "must", "should", "shall",
    "may", "might", "i", "we", "they", "he", "she", "it", "first", "immediately", "quickly",
    "fully", "exactly", "always", "never", "not", "do", "don't", "dont", "let's", "lets",
    "ok", "okay", "yes", "finally", "next", "again", "carefully", "literally", "completely",
    "need", "needs", "want", "wants", "hereby", "instead", "still", "only", "go",
    "basically", "actually", "really", "verbatim", "secretly", "quietly", "silently",
    "who", "which", "that", "gonna", "wanna", "pretend", "hey", "hi", "dear", "thus",
    "therefore", "otherwise", "afterwards", "afterward", "later", "today", "tomorrow",
    *(w.rstrip("$") for w in (*prompt.AI, *prompt.ADDRESSEE) if w.rstrip("$").isascii()),
))
_WORD_BEFORE = re.compile(r"([a-z][\w'-]*)[\"'“”]?\s[\"'“”]?$")


# A verb's stem read as the start of an English noun made from it ("attachments",
# "placement", "settlement"): the word names a thing, it orders nothing ("this e-mail and
# any attachments are confidential").
_NOUN_SUFFIX = re.compile(r"ments?\b")


def noun_from_verb(text: str, end: int) -> bool:
    """Whether the verb's stem that ends at ``end`` goes on as a noun in -ment(s)."""
    return _NOUN_SUFFIX.match(text, end) is not None


def noun_head(text: str, start: int) -> bool:
    """Whether the English word at ``start`` is a noun after another noun or an adjective
    (``_NOUN_HEADS``)."""
    if not _NOUN_HEADS.match(text, start):
        return False
    before = _WORD_BEFORE.search(text, max(0, start - 32), start)
    return before is not None and before.group(1) not in _VERB_LEADS


# The object of an English verb: an article, then the words up to a stop, a conjunction or
# a subordinate clause.
_ARTICLE_OBJECT = re.compile(r"[a-z]{0,4}\s(?:(?:me|us|him|her|them)\s)?(?:the|a|an)\s")
_OBJECT_STOP = re.compile(r"[.,;:!?\n()\"“”]|\s(?:and|or|but|before|after|if|when|so|then|"
                          r"because|while|until|unless)\b")


def object_names_none(text: str, end: int, concepts: Sequence[Occurring]) -> bool:
    """Whether the verb ending at ``end`` has an object named with an article in which none
    of ``concepts`` (those its intent asks for) occurs: "repeat the stain remover process a
    few times" acts on the process, not on the instructions its sentence also names."""
    found = _ARTICLE_OBJECT.match(text, end)
    if found is None:
        return False
    stop = _OBJECT_STOP.search(text, found.end(), found.end() + 80)
    finish = stop.start() if stop else min(len(text), found.end() + 80)
    return not any(c.within(text, found.start(), finish) for c in concepts)
