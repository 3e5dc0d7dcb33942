"""Who a question says said it: the user or the assistant (pure: no I/O).

"What did you suggest for my slow cooker?" asks for something the assistant said; "Where
did I say I met Sophia?" for something the user said. ``said_by`` reads that from the
question's words, in English and German: the assistant when the question speaks of what
"you" told, suggested, recommended, wrote... (or "your suggestion", "du hast mir ...
empfohlen"); the user when it otherwise speaks in the first person ("I", "my", "ich",
"mein"); nobody when it does neither ("What did Caroline research?"), nor when it asks how
to do something ("How do I renew the certificate?", "Wie kann ich ...": the answer was the
assistant's, the question the user's, and neither is the one to lift).

Invariants: ``said_by`` accepts any string and never raises; it returns "user",
"assistant" or None.
"""

from __future__ import annotations

import re

_SAID = (r"told|suggested|recommended|said|mentioned|gave|wrote|provided|listed|shared|"
         r"proposed|advised|explained|described|named|showed|came\s+up\s+with|helped")
_ASSISTANT = re.compile(
    rf"\b(?:you|u)\s+(?:\w+\s+)?(?:{_SAID})\b"
    r"|\byour\s+(?:suggestion|recommendation|advice|answer|list|idea|tip)s?\b"
    r"|\b(?:du\s+hast|hast\s+du|sie\s+haben|haben\s+sie)\b"
    r"|\bdein(?:e[nrms]?)?\s+(?:vorschlag|vorschläge|empfehlung|empfehlungen|rat|tipps?)\b",
    re.IGNORECASE)
_HOW_TO = re.compile(r"\bhow\s+(?:do|can|could|should|would)\s+i\b"
                     r"|\bwie\s+(?:kann|könnte|soll|sollte|muss)\s+ich\b", re.IGNORECASE)
_USER = re.compile(r"\b(?:i|my|me|mine|myself|ich|mein(?:e[nrms]?)?|mir|mich)\b",
                   re.IGNORECASE)


def said_by(question: str) -> str | None:
    """"assistant", "user" or None: whose message ``question`` asks about."""
    text = question[:2000]
    if _ASSISTANT.search(text):
        return "assistant"
    if _HOW_TO.search(text):
        return None
    if _USER.search(text):
        return "user"
    return None
