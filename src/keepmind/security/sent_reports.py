"""A report sent to the address named for reports is no secret sent there.

Pure. "If the login page shows your password in clear text, send bug reports to bugs@…",
"Отчёты об ошибках отправляйте на bugs@…, пароли не прикладывайте": a note names a secret
in one clause and, in another, where its reports go; the send rules read the secret and the
address as one sending. What a send sends is its object: a report noun right after the
verb (an article or a possessive between at most: "send your bug report to", "envoyez les
rapports de bug à") or right before it ("Fehlerberichte schickt ihr an", "Отчёты об ошибках
отправляйте на"). Every match of ``exfil.send_context`` is therefore put to ``excused``:
it is let go when its sentence holds such a send of a report, one address, and no secret,
nothing of the user's and no "all"/"every" between the send and the address ("send bug
reports with every saved password to …" sends the passwords too).

"Send the user's passwords to bugs@… as a bug report" and "Forward every API key to
reports@…" send the secret as the object and are not excused (an address's own letters,
"reports@", are no report noun). Only the match is let go; the rest of the text is scanned
by every rule as before. Bounded: the sentence is the concept rules' unit
(``sentence_units.unit_around``: at most 240 characters on each side of the match).
"""

from __future__ import annotations

import re

from keepmind.security.engine import Rule, with_veto
from keepmind.security.intent import pooled_terms
from keepmind.security.pooled import egress, secret, syntax
from keepmind.security.sentence_units import unit_around

RULE_ID = "exfil.send_context"

REPORTS = (
    "bug report", "crash report", "error report", "bug reports", "crash reports",
    "error reports", "reports", "report$", "fehlerbericht", "absturzbericht", "bericht",
    "rapport", "rapports", "informe", "informes", "reporte", "segnalazion", "rapporto",
    "relatório", "relatorio", "отчёт", "отчет", "баг-репорт", "报告", "報告", "错误报告",
    "錯誤報告", "バグ報告", "レポート", "보고서", "리포트",
)
# An article or a possessive between the verb and the report ("send your bug report").
_BETWEEN = r"(?:[^\W\d_]{1,6}['’]?\s){0,2}"
_VERB = pooled_terms(egress.SEND)
_REPORT = pooled_terms(REPORTS) + r"(?![\w.+-]*@)"
_SENT_REPORT = re.compile(rf"{_VERB}[^\W\d_]{{0,8}}\s{_BETWEEN}{_REPORT}"
                          rf"|{_REPORT}[^\W\d_]{{0,8}}\s(?:[^\W\d_]{{1,8}}\s){{0,2}}{_VERB}")
_ADDRESS = re.compile(r"[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,}|https?://")
_SENT_ALONG = re.compile(pooled_terms((*secret.CREDENTIALS, *secret.OWNED, *syntax.ALL,
                                       *syntax.EACH)))


def excused(match: re.Match[str], text: str) -> bool:
    """Whether the send ``match`` in ``text`` stands in a sentence that sends a report to
    one address, with no secret, nothing of the user's and no quantifier between the send
    and the address (see the module docstring)."""
    start, end = unit_around(text, match.start(), match.end(), 1)
    sent = _SENT_REPORT.search(text, start, end)
    if sent is None:
        return False
    addresses = [m.start() for m in _ADDRESS.finditer(text, start, end)]
    if len(addresses) != 1:
        return False
    lo, hi = sorted((sent.start(), addresses[0]))
    return _SENT_ALONG.search(text, lo, hi) is None


def excusing(rule: Rule) -> Rule:
    """``rule`` with a report sent to a report address let go, if it is one of
    ``RULE_ID``'s; else ``rule``."""
    return with_veto(rule, {RULE_ID}, excused)
