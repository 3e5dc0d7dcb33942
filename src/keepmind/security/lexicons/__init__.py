"""The intent lexicons, one module per language (see ``keepmind.security.intent``).

Pure data. Chinese is one module for both scripts (simplified and traditional terms side
by side). Each module defines ``LEXICON``; ``LEXICONS`` lists them all.
"""

from keepmind.security.intent import Lexicon
from keepmind.security.lexicons import de, en, es, fr, it, ja, ko, pt, ru, zh

LEXICONS: tuple[Lexicon, ...] = tuple(
    module.LEXICON for module in (en, de, fr, es, pt, it, ru, zh, ja, ko))
