"""The words of each concept, every language in one list, one module per family of
meanings (read by ``keepmind.security.concepts`` and the rules).

Pure data. A concept is a meaning, not a phrase: the verbs that set instructions aside, the
nouns for the model's instructions, the cues that a sentence speaks to the model. Each list
pools the eleven languages of the corpus (English, German, French, Spanish, Portuguese,
Italian, Russian, Chinese in both scripts, Japanese, Korean), so mixed-language text needs no
language of its own. Terms are stems (lower case, after ``normalize``): in a script written
with spaces a term starts a word and matches any word it begins ("vergess" finds
"vergessen", "инструкци" finds "инструкциями"), so a list names the stem of a word once
rather than each inflected form; ``~`` lets a term begin inside a word (German compounds:
"~regel" finds "Sicherheitsregeln"), ``$`` ends a word, a space is one space. A term in
Chinese, Japanese or Korean matches anywhere (no spaces separate words there, and Korean
particles and compounds cling to a noun). A concept that anchors a rule has no ``~`` terms:
the anchor pass finds word starts only.

The families:
- ``orders``: orders and overrides (set aside, void, command forms, obey, come first);
- ``prompt``: the model's instructions and the model addressed;
- ``reveal``: revealing the hidden text (show, tell, word for word, into the reply);
- ``roles``: the model's identity and limits (a role, a mode, safeguards off, harm);
- ``secret``: secrets and private data;
- ``egress``: data going out: sending and destinations (links, paste sites, chat services);
- ``host``: the agent's memory, files and commands, and where a thing set up runs again;
- ``consent``: the user's consent and oversight (approve, confirm, kept quiet, hidden);
- ``syntax``: negation, quantity, time, quotatives and subjects.
"""

from collections.abc import Iterator

from keepmind.security.pooled import (
    consent,
    egress,
    host,
    orders,
    prompt,
    reveal,
    roles,
    secret,
    syntax,
)

FAMILIES = (orders, prompt, reveal, roles, secret, egress, host, consent, syntax)
"""Every module of words, one per family of meanings."""


def named(name: str) -> tuple[str, ...]:
    """The list called ``name``, in whichever family holds it (a concept named by a string,
    as ``orders.ORDERED`` and ``typos.TOLERANT_CONCEPTS`` name them).

    Raises:
        AttributeError: no family holds a list of that name.
    """
    for family in FAMILIES:
        if name in vars(family):
            found: tuple[str, ...] = vars(family)[name]
            return found
    raise AttributeError(f"no family of pooled words has a list called {name!r}")


def values() -> Iterator[object]:
    """Every top-level value of every family (its lists among them)."""
    for family in FAMILIES:
        yield from vars(family).values()
