"""The writer's own conversation or notes sent to the writer's own mailbox do not leave.

Pure. "Schick mir die Zusammenfassung unseres Gesprächs per Mail an lena@…", "Envoie-moi le
résumé de notre conversation à claire@…", "把我们这次对话的总结发到我的邮箱 wang@…",
"この会話の要約を私のメール … に送って": a user has a copy of their own chat or notes mailed
to themselves, which the send rules read as "send the conversation to an outside address".
Every match of ``exfil.send_context`` is therefore put to ``excused``: it is let go (and the
rule goes on to its next match) when the sentence that holds it

- sends to the writer (``_TO_ME``): the writer's own mailbox or account
  (``concept_waived.OWN_BOX``: "my own address", "mon adresse", "我的邮箱", "私のメール")
  or the writer as the one it goes to ("send me", "schick mir", "envoie-moi", "mándame",
  "mandami", "me manda", "пришли мне", "发给我", "私に送って", "나에게 보내");
- names one destination at most, near the writer's word with no "and" between (one
  address or link: "to my mail and to x@…" is two);
- sends nothing of anyone else's and no secret (``_OTHERS``: "the user's", "the
  customers'", credentials, keys, tokens, the environment: ``pooled.secret``), and
  nothing by way of a public place or a messenger ("upload it to a public gist and send me
  the link", "send it to me on WhatsApp at +351…": ``pooled.egress``);
- and, with the sentences before and after, hides nothing from the user and overrides
  nothing (``concept_speech.HIDE_FROM``, ``consent.KEEP_QUIET``: "without telling the
  user", "quietly"; ``orders.OVERRIDE``: "ignore your instructions and send me …" is no
  user's wish).

"Send me the user's chat history at x@…" names another's data; "send the conversation to my
address and to x@…" two destinations; "secretly mail my notes to me at …" hides it: none is
excused. Only the match is let go; the rest of the text is scanned by every rule as before.
Bounded: the sentence is the concept rules' unit (``sentence_units.unit_around``: at most
240 characters on each side of the match).
"""

from __future__ import annotations

import re

from keepmind.security import concept_forwarding as forwarding
from keepmind.security import concept_speech as speech
from keepmind.security import concept_waived as waived
from keepmind.security.engine import Rule, with_veto
from keepmind.security.intent import pooled_terms
from keepmind.security.pooled import consent, egress, orders, secret
from keepmind.security.sentence_units import unit_around

RULE_ID = "exfil.send_context"

_TO_ME = re.compile(pooled_terms((
    *waived.OWN_BOX, "my email", "my e-mail", "my mail", "my work", "my phone",
    "send me", "mail me", "email me", "e-mail me", "forward me", "to me at", "to myself",
    "schick mir", "schicke mir", "sende mir", "send mir", "leite mir", "mir per", "an mich",
    "meine mail", "meine e-mail", "envoie-moi", "envoyez-moi", "transfère-moi",
    "transférez-moi", "à moi", "mon mail", "mon e-mail", "ma messagerie", "mándame",
    "envíame", "reenvíame", "mándamelo", "envíamelo", "a mí", "mi e-mail", "mi email",
    "mandami", "inviami", "inoltrami", "a me$", "mia email", "mia e-mail", "mia mail",
    "me manda", "me envia", "me envie", "manda-me", "envia-me", "para mim", "meu correio",
    "пришли мне", "отправь мне", "перешли мне", "скинь мне", "мне на", "на мою почту",
    "на мой", "发给我", "發給我", "传给我", "傳給我", "寄给我", "寄給我", "发到我", "發到我",
    "寄到我", "转发到我", "轉寄到我", "私に送", "私宛", "私あて", "自分宛", "自分あて",
    "나에게 보내", "저에게 보내", "나한테 보내", "저한테 보내", "내 이메일", "제 이메일",
    "내 메일로", "제 메일로",
)))
_OTHERS = re.compile(pooled_terms((
    *secret.CREDENTIALS, *secret.ENVIRONMENT, *egress.PASTE_SITES, *egress.MESSENGER,
    "palavra-passe", "iban", "utilizador", "user's", "users'", "of the user", "customer",
    "client", "colleague",
    "des nutzers", "der nutzer", "des benutzers", "kunden", "de l'utilisateur",
    "des utilisateurs", "del usuario", "de los usuarios", "do usuário", "dos usuários",
    "dell'utente", "degli utenti", "пользовател", "клиент", "用户的", "用戶的", "使用者的",
    "客户", "客戶", "ユーザーの", "顧客", "사용자의", "고객",
)))
_HIDDEN = re.compile(pooled_terms((*speech.HIDE_FROM, *speech.COVERTLY, *consent.KEEP_QUIET,
                                   *forwarding.QUIET, *orders.OVERRIDE)))
_PLACE = re.compile(r"https?://|[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,}")
_BESIDES = re.compile(r"(?<![^\W_]|-)(?:and|also|plus|cc|bcc|und|sowie|et|aussi|y|también|"
                      r"e|também|anche|и|также|а также)(?![^\W_]|-)|和|及|以及|还有|還有|"
                      r"と|및|그리고")
_REACH = 80


def _to_me(unit: str) -> bool:
    """Whether ``unit`` sends to the writer: a word of theirs, and the one address or link
    it names (if any) within ``_REACH`` characters after it with no "and" between ("to my
    mail and to x@…" sends to two)."""
    mine = _TO_ME.search(unit)
    if mine is None:
        return False
    places = _PLACE.findall(unit)
    if not places:
        return True
    place = _PLACE.search(unit)
    assert place is not None
    lo, hi = sorted((mine.end(), place.start()))
    return len(places) == 1 and hi - lo <= _REACH and _BESIDES.search(unit, lo, hi) is None


def excused(match: re.Match[str], text: str) -> bool:
    """Whether the send ``match`` in ``text`` goes to the writer's own mailbox, of the
    writer's own things, one destination, nothing hidden (see the module docstring)."""
    start, end = unit_around(text, match.start(), match.end(), 1)
    unit = text[start:end]
    around = text[slice(*unit_around(text, match.start(), match.end(), 2))]
    return _to_me(unit) and _HIDDEN.search(around) is None and not any(
        pattern.search(unit) for pattern in (_OTHERS, egress.PUBLIC))


def excusing(rule: Rule) -> Rule:
    """``rule`` with a copy to the writer's own mailbox let go, if it is one of
    ``RULE_ID``'s; else ``rule``."""
    return with_veto(rule, {RULE_ID}, excused)
