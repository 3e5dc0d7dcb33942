"""Who scans: the rules, plus the second opinion of one classifier when there is one.

Pure. A :class:`Guard` is a frozen value: the rules of the scanner (the same for everyone)
and an optional ``Classifier`` with its threshold. It belongs to whoever scans with it, not
to the process: each home's ``Memory`` builds one from its config.yaml
(``security.classifier``) and hands it to every component that scans for the home (its
stores, approval queue, skill library, facts store, prompt assembly, recall fence), so
two homes (or a server's many users) in one process never see each other's classifier.
Components built without one scan by the rules alone (``RULES_ALONE``).

The process default (``default_guard``) serves only the module functions
``keepmind.security.scan`` and ``ensure_clean``, for library users who scan text with no
home: the rules alone unless ``use_classifier`` names a classifier. keepmind itself never
sets it: a home's guard comes from the home's settings, a CLI's from its options.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from keepmind.security.classifier import (
    DEFAULT_THRESHOLD,
    Classifier,
    Verdict,
    load_classifier,
    second_opinion,
)
from keepmind.security.findings import Finding, Scope


@dataclass(frozen=True)
class Guard:
    """The scanner's rules and an optional ``classifier`` whose verdict at or above
    ``threshold`` blocks a text the rules found borderline (``security.classifier``).
    Raises ValueError for a threshold outside (0, 1], TypeError for a classifier with no
    ``classify(text)`` method."""

    classifier: Classifier | None = None
    threshold: float = DEFAULT_THRESHOLD

    def __post_init__(self) -> None:
        if not 0 < self.threshold <= 1:
            raise ValueError(f"classifier threshold must be in (0, 1], not {self.threshold!r}")
        if self.classifier is not None and not isinstance(self.classifier, Classifier):
            raise TypeError(f"{self.classifier!r} has no classify(text) method")

    @classmethod
    def load(cls, spec: str, threshold: float = DEFAULT_THRESHOLD) -> Guard:
        """The guard of settings naming the classifier ``spec`` (``"package.module:
        factory"``; '' for none: the rules alone). Raises ConfigError when it cannot be
        loaded (``load_classifier``), ValueError for a bad threshold."""
        if not spec:
            return RULES_ALONE
        return cls(load_classifier(spec), threshold)

    def opinion(self, text: str) -> Verdict | None:
        """The classifier's verdict on ``text`` when it reaches the threshold, else None
        (``classifier.second_opinion``); always None without a classifier."""
        if self.classifier is None:
            return None
        return second_opinion(text, self.classifier, self.threshold)

    def scan(self, text: str, scope: Scope = "strict") -> list[Finding]:
        """The findings for ``text`` under ``scope`` (``scanner.scan``), the classifier's
        among them. Raises ValueError for an unknown scope."""
        from keepmind.security import scanner

        return scanner.scan(text, scope, opinion=self._opinion())

    def ensure_clean(self, text: str, scope: Scope = "strict", *, what: str = "text") -> None:
        """Raise ThreatBlocked naming the finding ids (and why) when ``text`` has findings
        (``scanner.ensure_clean``). Raises ValueError for an unknown scope."""
        from keepmind.security import scanner

        scanner.ensure_clean(text, scope, what=what, opinion=self._opinion())

    def _opinion(self) -> Callable[[str], Verdict | None] | None:
        return None if self.classifier is None else self.opinion


RULES_ALONE = Guard()

_process_default = RULES_ALONE


def default_guard() -> Guard:
    """The guard of ``keepmind.security.scan`` and ``ensure_clean``: the rules alone
    unless ``use_classifier`` set a classifier."""
    return _process_default


def use_classifier(classifier: Classifier | None, *,
                   threshold: float = DEFAULT_THRESHOLD) -> None:
    """Make ``classifier`` the second opinion of ``keepmind.security.scan`` and
    ``ensure_clean`` in this process (None: the rules alone). Homes, their stores and the
    CLI never read it: they scan with their own ``Guard``. Raises ValueError for a
    threshold outside (0, 1], TypeError for an object with no ``classify(text)``."""
    global _process_default
    _process_default = RULES_ALONE if classifier is None else Guard(classifier, threshold)
