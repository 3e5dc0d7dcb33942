"""The intent lexicon of Japanese (see ``keepmind.security.intent``)."""

from keepmind.security.intent import Lexicon

LEXICON = Lexicon("ja", spaced=False)
