"""The intent lexicon of Spanish (see ``keepmind.security.intent``)."""

from keepmind.security.intent import Lexicon

LEXICON = Lexicon("es")
