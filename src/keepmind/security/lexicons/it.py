"""The intent lexicon of Italian (see ``keepmind.security.intent``)."""

from keepmind.security.intent import Lexicon

LEXICON = Lexicon("it")
