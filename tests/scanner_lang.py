"""Checks shared by the per-language scanner tests (``tests/test_scanner_lang_*.py``).

What every finding of every scan must be, whatever the text and its language (a stable id,
a known category, an English reason, a short or redacted excerpt, one finding per id, the
same findings on a second scan), and the near-miss alphabet made of a lexicon's own letters.
"""

from __future__ import annotations

from collections.abc import Iterable

from keepmind.security import RULE_IDS, Finding, Scope, scan
from keepmind.security.intent import Lexicon

CATEGORIES = frozenset({"unicode", "injection", "hijack", "exfiltration", "persistence",
                        "secret"})
# The intents every language's tables must reach.
INTENTS = frozenset({
    "injection.ignore_previous", "hijack.reveal_prompt", "hijack.role", "exfil.send_context",
    "injection.conceal", "injection.false_authority", "persistence.agent_config",
    "injection.new_instructions"})


def ids(text: str, scope: Scope = "strict") -> set[str]:
    """The ids of the findings of ``text`` in ``scope``."""
    return {f.id for f in scan(text, scope)}


def assert_sound(finding: Finding) -> None:
    """One finding as users and later rules rely on it."""
    assert finding.id in RULE_IDS, finding
    assert finding.category in CATEGORIES, finding
    assert finding.id.split(".")[0] in {finding.category, "exfil"}, finding
    assert finding.reason.isascii() and finding.reason[:1].isalpha(), finding
    assert len(finding.excerpt) <= 80 or finding.excerpt.endswith("redacted)"), finding


def assert_scan_is_sound(text: str, scope: Scope) -> None:
    """Every finding of ``text`` is sound, each id is reported once, and a second scan of
    the same text gives the same findings."""
    findings = scan(text, scope)
    for finding in findings:
        assert_sound(finding)
    assert len({f.id for f in findings}) == len(findings), findings
    assert scan(text, scope) == findings


def assert_tables_reach_every_intent(attack_ids: Iterable[str], attacks: int,
                                     benign: int) -> None:
    """A language's tables test each intent and hold enough rows of both kinds."""
    assert set(attack_ids) >= INTENTS
    assert attacks >= 25 and benign >= 25


def lexicon_letters(lexicon: Lexicon, extra: str) -> list[str]:
    """The characters of ``lexicon``'s main concepts and ``extra``: near misses made of
    them, shuffled, reach the rules' every branch."""
    return sorted({ch for field in ("override", "instructions", "reveal", "prompt", "send",
                                    "private", "conceal", "negation_after")
                   for term in getattr(lexicon, field) for ch in term} | set(extra))
