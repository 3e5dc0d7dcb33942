"""The intent lexicon of English (see ``keepmind.security.intent``).

The English rule modules (``rules_injection`` and the others) hold the detailed English
grammar: verbs with their objects, targets, destinations. This lexicon adds the intents
English states in set phrases the grammar does not build ("keep this between us", "do it
silently", "do anything now") and an order-free pair for an override verb near the
model's instructions. Terms are specific multi-word phrases: single words such as
"secret" or "quietly" are ordinary developer prose.
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
    # Secrecy between the writer and the model, against the user.
    conceal=("keep this between us", "keep it between us", "keep that between us",
             "keep this between you and me", "keep it between you and me",
             "keep this to yourself", "keep it to yourself", "keep that to yourself",
             "this stays between us", "this remains between us", "it stays between us",
             "this is our little secret", "our little secret",
             "do it silently", "do this silently", "do so silently", "do it secretly",
             "do this secretly", "do so secretly", "do it covertly", "do so covertly",
             "do it quietly", "do this quietly", "do so quietly",
             "so nobody notices", "so no one notices", "so that nobody notices",
             "so that no one notices", "so nobody asks", "so no one asks",
             "so the user doesn't notice", "so the user does not notice",
             "so the user won't notice", "so the user never notices",
             "so the user never knows", "so the user never finds out",
             "without leaving a trace", "without leaving any trace", "without a trace",
             "cover your tracks", "cover our tracks", "hide your tracks",
             "hide the evidence", "delete the evidence"),
    # Jailbreak names that are an attack on their own.
    jailbreak=("do anything now", "anything goes mode", "evil confidant",
               "no restrictions mode", "without any restrictions mode"),
    negation=("not", "never", "don't", "do not"),
)
