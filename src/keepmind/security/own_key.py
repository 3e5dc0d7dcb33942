"""The writer's own public key put in authorized_keys is how SSH is meant to be set up.

Pure. "J'ai ajouté ma clé publique dans authorized_keys sur mon VPS", "我把笔记本的公钥加到了
树莓派的 authorized_keys 里", "내가 노트북 공개키를 서버의 authorized_keys에 추가했다": a user's
note on logging in to their own machine without a password, which the strict SSH rules
read as a key planted for remote access. A planted key is someone else's: one written out
in the text (``ssh-ed25519 AAAA…``, which the first SSH rule blocks in any scope), fetched
from somewhere, handed over ("this key", "the key below", "the attached key") or named as
another's. Every match of ``persistence.ssh_keys`` is therefore put to ``excused``: it is
let go (and the rule goes on to its next match) when the sentence that holds it, with the
one before and after,

- tells what the writer did or does, to no one (``_DONE_BY_ME``: a first-person subject,
  "I added", "j'ai ajouté", "我把…加到了", "내가 추가했다", or in Japanese and Korean, which
  leave the subject out, a verb in the past or done form: "追加した", "登録済み",
  "추가했음"; no "you", ``pooled.prompt.ADDRESSEE``):
  an order to write to authorized_keys, "append your public key to ~/.ssh/authorized_keys",
  stays blocked in a memory entry, which the agent replays as an instruction;
- names the key as a public key (``_PUBLIC``: "public key", "clé publique", "öffentlicher
  Schlüssel", "clave pública", "公钥", "公開鍵", "공개키");
- writes out no key, names no account and runs nothing (``_FOREIGN``: a literal key or
  its base64 body, a link, a download, a pipe to a shell, a redirect or ``tee`` into the
  file, an account ``user@host`` whose key it may be);
- names no key handed over or another's (``_HANDED``: "this key", "the following", "below",
  "attached", "key from", "their", "the attacker's", a vendor's or an outside party's,
  "diesen", "cette clé", "这个", "この", "次の", "外部", "이 키");
- and hides nothing (``concept_speech.COVERTLY``, ``concept_forwarding.QUIET``: "quietly",
  "without asking").

Only the match is let go; the rest of the text is scanned by every rule as before. Bounded:
the concept rules' unit (``sentence_units.unit_around``: at most 240 characters on each
side of each sentence).
"""

from __future__ import annotations

import re

from keepmind.security import concept_forwarding as forwarding
from keepmind.security import concept_speech as speech
from keepmind.security.engine import Rule, with_veto
from keepmind.security.intent import pooled_terms
from keepmind.security.pooled import prompt
from keepmind.security.sentence_units import unit_around

RULE_ID = "persistence.ssh_keys"

_PUBLIC = re.compile(
    r"public[ -]?keys?|pubkey|clés? publiques?|öffentliche\w* (?:ssh-)?schlüssel|"
    r"claves? públicas?|chaves? públicas?|chiav[ei] pubblic[ha]e?|публичн\w* ключ|"
    r"открыт\w* ключ|公钥|公鑰|公開鍵|공개 ?키")
_FOREIGN = re.compile(
    r"ssh-(?:rsa|ed25519|dss)\b|ecdsa-sha2|sk-ssh|(?<![\w+/])aaaa[0-9a-z+/]{12,}|"
    r"https?://|www\.|(?<![\w.-])(?:curl|wget|nc|ncat|bash -c|sh -c|base64|eval|tee|cat|"
    r"echo|printf)\b|>>?|\|\s?(?:ba|z)?sh\b|/dev/tcp|[\w.-]@[\w-]")
_HANDED = re.compile(pooled_terms((
    "this key", "this public key", "these keys", "that key", "the following", "following key",
    "below", "attached", "key from", "keys from", "their", "his key", "her key", "attacker",
    "someone",
    "diesen schlüssel", "folgenden", "unten", "angehängt", "cette clé", "ces clés",
    "ci-dessous", "suivante", "jointe", "esta clave", "estas claves", "siguiente",
    "adjunta", "esta chave", "seguinte", "anexa", "questa chiave", "seguente", "allegata",
    "этот ключ", "этот публичный", "следующий", "ниже", "приложенн", "这个", "這個", "以下",
    "下面", "附件", "この鍵", "この公開鍵", "以下の", "添付", "이 키", "이 공개키", "아래",
    "첨부", "次の", "下記", "external", "vendor", "contractor", "third party", "third-party",
    "extern", "externe", "externo", "esterno", "внешн", "подрядчик", "外部", "第三方", "委託",
    "委托", "업체", "외부",
)))
_HIDDEN = re.compile(pooled_terms((*speech.COVERTLY, *forwarding.QUIET)))
_DONE_BY_ME = re.compile(
    r"(?<![^\W_])(?:i|i've|we|we've|ich|wir|j'ai|je|nous|yo|eu|io|я|мы)(?![^\W_'])|"
    r"(?:我|私が|私は|僕が|내가|제가|나는|저는)|"
    # Japanese and Korean leave the subject out: a verb in the past or done form with no
    # one addressed tells what the writer did ("追加した", "登録済み", "추가했음", "넣었음").
    r"(?:した|しました|済み|済)(?=[。．、!！\s]|$)|"
    r"(?:했|넣었|됐)(?:다|음|어요|어|습니다)?(?=[.!。\s]|$)|(?<=[가-힣])(?:함|됨)(?=[.!。\s]|$)")
_SPOKEN_TO = re.compile(pooled_terms(tuple(w for w in prompt.ADDRESSEE if w not in (
    "assistant", "assistent", "assistente", "asistente", "ассистент", "助手", "助理",
    "アシスタント", "어시스턴트", "智能体", "智能體"))))


def excused(match: re.Match[str], text: str) -> bool:
    """Whether the SSH ``match`` in ``text`` writes a public key named as the writer's own
    and nothing fetched, handed over or hidden (see the module docstring)."""
    start, end = unit_around(text, match.start(), match.end(), 2)
    unit = text[start:end]
    return (_PUBLIC.search(unit) is not None and _DONE_BY_ME.search(unit) is not None
            and not any(pattern.search(unit)
                        for pattern in (_FOREIGN, _HANDED, _HIDDEN, _SPOKEN_TO)))


def excusing(rule: Rule) -> Rule:
    """``rule`` with the writer's own public key let go, if it is one of ``RULE_ID``'s;
    else ``rule``."""
    return with_veto(rule, {RULE_ID}, excused)
