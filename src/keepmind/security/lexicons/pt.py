"""The intent lexicon of Portuguese (see ``keepmind.security.intent``)."""

from keepmind.security.intent import Lexicon

LEXICON = Lexicon("pt")
