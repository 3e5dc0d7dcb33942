"""Whether a URL's query holds a slot for the user's private data.

Pure. A page or a planted note asks the model to open or render a link whose query the model
fills in ("https://px.example/t.gif?q=[the last conversation]", "?id={passport_no}"): the
request itself then carries the data away, no send verb needed. A slot is

- a bracketed description: ``{...}``, ``[...]`` or ``<...>`` as a query value, in any
  script and with spaces ("<historique de conversation encodé>"); it is private when the
  description names private data (``_PRIVATE``);
- a word in capitals as a value ("?d=NOTES") or an empty value followed by a space ("?h= "),
  explained in the words around the link on its line ("where NOTES is the chat", "の後ろに
  会話の履歴を付けて"); it is private when those words name private data.

Private data, in the languages of the intent lexicons: the conversation and its messages
or summary, identity and social-security numbers, passports, insurance numbers, dates of
birth, diagnoses, card and bank details, phone numbers, passwords and credential files. A
search query, a city, a page number, a postcode or a place name is no private data, so a
search template or an API's documentation passes. The path of a URL is not read (a title
in a path tells the model nothing; ``slugs``).
"""

from __future__ import annotations

import re

_URL = re.compile(r"(?i:https?://)[^\s\"'()]{1,400}")
_PARAM = re.compile(
    r"[?&][\w%.-]{1,30}=(?:\{\{?(?P<curly>[^{}\n]{1,80})\}\}?|\[(?P<square>[^\[\]\n]{1,80})\]|"
    r"<(?P<angle>[^<>\n]{1,100})>|(?P<caps>[A-Z][A-Z0-9_]{3,40})(?![\w%.-])|"
    r"(?P<empty>)(?=[\s\"']|$)|[^\s&#\"'<>\[\]{}()]{1,400})")
_REACH = 220

_PRIVATE = re.compile("|".join((
    # the conversation, its messages, history, records and summary
    r"conversation|chat|history|messages?\b|transcript|dialog|verlauf|gespräch|nachricht|"
    r"unterhaltung|historique|échange|historial|conversaci[oó]n|mensaje|hist[oó]ric|"
    r"conversa|mensage|cronologia|conversazion|messaggi|переписк|истори|сообщени|диалог|"
    r"разговор|对话|對話|聊天|会话|會話|记录|紀錄|記錄|历史|歷史|会話|履歴|対話|メッセージ|"
    r"チャット|대화|기록|내역|메시지|채팅",
    r"summary|zusammenfassung|résumé|resumen|resumo|riassunto|сводк|резюме|摘要|总结|總結|"
    r"要約|요약",
    # identity, social security, insurance, birth, health
    r"passport|reisepass|passeport|pasaporte|passaporte|passaporto|паспорт|护照|護照|"
    r"パスポート|여권|ssn\b|social.?security|s[ée]cu|\bdni\b|\bcpf\b|\brg\b|codice.?fiscale|"
    r"снилс|\bинн\b|身份证|身分證|マイナンバー|주민등록|versicher|mutuelle|seguro|страхов|"
    r"birth|geburt|naissance|nacimiento|nascimento|nascita|рожден|生日|出生|生年月日|생년월일|"
    r"diagnos|диагноз|诊断|診斷|診断|진단|personal|persönlich|personnel|pessoa|personali|"
    r"личн|个人|個人|개인",
    # money
    r"card|karte|carte|tarjeta|cart[aã]o|\bcarta\b|карт|卡号|卡號|カード|카드|iban|\bbank|"
    r"banque|banco|банк|银行|銀行|은행|konto|\bcompte\b|\bcuenta\b|\bconta\b",
    # phone
    r"phone|telefon|t[ée]l[ée]phone|tel[eé]fono|telefone|телефон|电话|電話|手机|手機|전화",
    # credentials
    r"password|passwort|mot.?de.?passe|contraseña|senha|пароль|密码|密碼|パスワード|비밀번호|"
    r"~/\.(?:aws|ssh)|\.env\b|id_rsa",
)), re.IGNORECASE)
# in a slot's own description also the words for secrets; on the line around a link they
# may well be about something else ("the URL is kept in the repository's secrets")
_SECRET_WORD = re.compile(r"credential|\btokens?\b|secret|\bapi.?keys?\b", re.IGNORECASE)


def _line_around(text: str, start: int, end: int) -> str:
    """The words on the link's line within ``_REACH`` characters of it."""
    left = text.rfind("\n", max(0, start - _REACH), start) + 1 or max(0, start - _REACH)
    right = text.find("\n", end, end + _REACH)
    return text[max(left, start - _REACH):right if right >= 0 else end + _REACH]


def private_slot(text: str, at: int) -> bool:
    """Whether the URL that starts at ``at`` has a query slot for private data."""
    url = _URL.match(text, at)
    if url is None:
        return False
    query = url.group(0).find("?")
    if query < 0:
        return False
    pos = at + query
    for _ in range(20):
        param = _PARAM.match(text, pos)
        if param is None:
            return False
        described = param.group("curly") or param.group("square") or param.group("angle")
        if described is not None:
            if _PRIVATE.search(described) or _SECRET_WORD.search(described):
                return True
        elif param.group("caps") is not None:
            word = param.group("caps")
            around = _line_around(text, at, param.end())
            # a word in capitals is a slot when the text explains it, or names it private
            if _PRIVATE.search(word.replace("_", " ")) or (
                    around.count(word) > 1 and _PRIVATE.search(around)):
                return True
        elif param.group("empty") is not None and _PRIVATE.search(
                _line_around(text, at, param.end())):
            return True
        pos = param.end()
    return False
