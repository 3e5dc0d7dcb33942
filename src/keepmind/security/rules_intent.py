"""Intent rules of every language, built from ``keepmind.security.lexicons``.

Pure. Ids are the standard ones (``injection.ignore_previous``, ``hijack.reveal_prompt``,
``hijack.role``, ``exfil.send_context``, ``injection.conceal``,
``injection.false_authority``, ``injection.new_instructions``,
``persistence.agent_config``); their reasons are in English whatever the language.
"""

from __future__ import annotations

from keepmind.security.engine import Rule
from keepmind.security.intent import intent_rules
from keepmind.security.lexicons import LEXICONS

RULES: list[Rule] = [r for lexicon in LEXICONS for r in intent_rules(lexicon)]
