"""Threat scanning for everything that may reach a system prompt (SPEC section 4).

Pure: no I/O. ``scan`` returns findings; ``ensure_clean`` raises ThreatBlocked.
"""

from memstrata.security.findings import SCOPES, Finding, Scope
from memstrata.security.scanner import ensure_clean, scan

__all__ = ["SCOPES", "Finding", "Scope", "ensure_clean", "scan"]
