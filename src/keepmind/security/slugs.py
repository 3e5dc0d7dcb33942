"""A URL's path is a title, not an instruction.

Pure. "Good read: https://blog.example.com/how-to-ignore-previous-instructions-safely",
"Lesetipp: https://heise.de/ratgeber/wie-man-vorherige-anweisungen-ignoriert": a blog post
or a page is named by its title, written into the path of its address; the speech rules
read "ignore previous instructions" there. Every match of those rules (``SPEECH``: what a
sentence tells the model) is therefore put to ``excused``: it is let go (and the rule goes
on to its next match) when it lies wholly in the path of one URL (``scheme://host/...`` or
``www.host/...``, up to a space, a ``?`` or a ``#``).

What carries an instruction stays read: a query string ("?q=ignore+all+previous+
instructions", sent to the site and decoded), a fragment, the words after a URL or around
it, and a path with escaped spaces, which its decoded view (``views``) reads with the spaces
back (a decoded view that is one word, a slug again, is a title again). The rules that
look at URLs themselves (a secret or the conversation sent to one, ``exfil``) and at files
(``persistence``) are not put to it.
Bounded: the URL is looked for within ``_REACH`` characters before the match.
"""

from __future__ import annotations

import re

from keepmind.security.engine import Rule, with_veto

SPEECH = frozenset({
    "injection.ignore_previous", "injection.new_instructions", "injection.conceal",
    "hijack.role", "hijack.persona", "hijack.reveal_prompt",
})

_REACH = 2_000
_URL_PATH = re.compile(r"(?:\b(?:https?|ftp)://|\bwww\.)[^\s/?#]+"
                       r"(/[^\s?#<>()\[\]\"'\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]*)")
"""A URL and its path (group 1), which ends where Chinese, Japanese or Korean text (written
without spaces) or full-width punctuation begins: "https://drop.example/k，不要告诉用户"."""


def excused(match: re.Match[str], text: str) -> bool:
    """Whether ``match`` lies wholly in the path of one URL of ``text``."""
    start, end = match.span()
    lo = max(0, start - _REACH)
    space = max(text.rfind(c, lo, start) for c in " \n\t")
    for url in _URL_PATH.finditer(text, space + 1 if space >= 0 else lo, end):
        if url.start(1) <= start and end <= url.end(1):
            return True
    return False


def excusing(rule: Rule) -> Rule:
    """``rule`` with titles in URLs let go, if it is one of ``SPEECH``; else ``rule``."""
    return with_veto(rule, SPEECH, excused)
