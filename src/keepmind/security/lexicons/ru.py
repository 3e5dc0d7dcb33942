"""The intent lexicon of Russian (see ``keepmind.security.intent``)."""

from keepmind.security.intent import Lexicon

LEXICON = Lexicon("ru")
