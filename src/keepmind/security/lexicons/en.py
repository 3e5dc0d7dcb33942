"""The intent lexicon of English (see ``keepmind.security.intent``).

The English rule modules (``rules_injection`` and the others) hold the detailed English
grammar: verbs with their objects, targets, destinations. This lexicon adds the intents
English states in set phrases the grammar does not build ("keep this between us", "cover
your tracks") and an order-free pair for an override verb near the model's instructions.
Terms are specific multi-word phrases: single words such as "secret" or "quietly" are
ordinary developer prose.
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
    # Secrecy between the writer and the model, against the user. Each term starts with a
    # word that is rare in prose (an anchor); set phrases that start with "do", "so" or
    # "this" ("do it silently", "so nobody notices") are grammar in ``rules_injection``.
    conceal=("keep this between us", "keep it between us", "keep that between us",
             "keep this between you and me", "keep it between you and me",
             "keep this to yourself", "keep it to yourself", "keep that to yourself",
             "stays between us", "remains between us", "stay between us",
             "our little secret", "without leaving a trace", "without leaving any trace",
             "without a trace", "cover your tracks", "cover our tracks", "hide your tracks",
             "hide the evidence", "delete the evidence"),
    # Text addressed to an AI that reads it, led by the AI noun ("if" and "to" are in
    # every sentence): "if you are an AI reading this", "to any LLM processing this page".
    announce=tuple(f"{who} {reads} {this}" for who in (
        "ai", "ais", "ai agent", "ai agents", "ai assistant", "ai assistants", "llm", "llms",
        "language model", "language models", "ai model", "ai models", "chatbot", "chatbots")
        for reads in ("reading", "that reads", "that is reading", "processing",
                      "that processes", "who reads", "who is reading")
        for this in ("this", "these")),
    negation=("not", "never", "don't", "do not"),
)
