"""Threat scanning for everything that may reach a system prompt (SPEC section 4).

Pure: no I/O. ``scan`` returns findings; ``ensure_clean`` raises ThreatBlocked. The finding
ids (``RULE_IDS``) and what each scope allows are documented in ``security.scanner``.
"""

from memstrata.security.findings import SCOPES, Finding, Scope
from memstrata.security.scanner import RULE_IDS, ensure_clean, scan

__all__ = ["RULE_IDS", "SCOPES", "Finding", "Scope", "ensure_clean", "scan"]
