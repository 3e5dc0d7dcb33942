"""The intent lexicon of Chinese, simplified and traditional (see ``keepmind.security.intent``)."""

from keepmind.security.intent import Lexicon

LEXICON = Lexicon("zh", spaced=False)
