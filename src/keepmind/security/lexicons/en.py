"""The intent lexicon of English (see ``keepmind.security.intent``).

The English rule modules (``rules_injection`` and the others) hold the detailed English
grammar; this lexicon adds the same intents phrased in ways those rules do not list.
"""

from keepmind.security.intent import Lexicon

LEXICON = Lexicon(
    "en",
    override=("ignore", "disregard", "forget", "override", "bypass", "set aside"),
    instructions=("previous instructions", "prior instructions", "earlier instructions",
                  "your instructions", "your rules", "your guidelines", "system prompt",
                  "your programming", "all instructions", "the instructions above"),
    reveal=("reveal", "repeat", "show me", "dump", "leak"),
    prompt=("system prompt", "initial instructions", "hidden instructions",
            "your instructions", "your configuration"),
    negation=("not", "never", "don't", "do not"),
)
