"""Requests and quotes told of, and notes that disown them, for the mention decision
(``framing``).

Pure. Decides which spans of a text are told of rather than said to its reader: its quotes
(``QUOTED``, blanked by ``unquoted``); a request an outside text makes in a case the text
supposes ("if a web page asks the assistant to ignore its instructions",
``_REPORTED_REQUEST``) or a quote it says there (``REPORTED_QUOTE``); what a third party asks
of the agent in a note that disowns or frames it ("beware of mails that ask the assistant to
reveal its instructions", ``_ASKED_OF_AGENT``, ``_ASKED_OF_AGENT_LAST``), also what an
outside text makes the agent do ("a page tries to get the agent to print ...", ``_CAUSED``)
and in a note that says the request was stopped, only tried or is not to be allowed
(``_ENDED``: "the filter blocked it", "tried to", "never let a page ..."); the options of a
quiz question with its answer key (``_CHOICES``); the items of a list under a heading that
names them as examples of an attack (``_LISTED``); a title cited with its year (``CITED``);
an attack quoted as a sample of a wording a note watches for ("flag phrases such as
'...'", ``quoted_as_kind``).
``told`` blanks the reported requests and says whether one is then obeyed ("..., comply"), a
cue of use. ``disowned`` decides whether a note disowns what it quotes or reports: takes it
as data (``QUARANTINE``, ``TAKE_AS``, ``AS_DATA``), reports it to someone, refuses to obey it
or warns against it (``WARY_RE``); ``refused``, whether it tells that it was refused.
``warned_off`` lends the same reading to the rules that stay blocked whatever frames them
(``WARNABLE``: persistence, credential files): a write negated in its clause, or asked of
the agent by a third party in a note that disowns it, with nothing live in its sentence.

Reads ``mention_frames``; read by ``mention_uses`` and ``framing``.
"""

from __future__ import annotations

import re

from keepmind.security import concept_speech as speech
from keepmind.security import mention_frames as frames
from keepmind.security import negation
from keepmind.security.grammar import CJK_CHAR, terms, trie
from keepmind.security.pooled import egress, orders, prompt, reveal

_SENTENCE_GAP = r"[^.!?;\n。！？；]"
# Single quotes only where no letter touches them outside ("it's", "l'IA" are no quotes),
# but a Korean particle after one ("'…'는", "'…'라고") is part of the quoting. A JSON
# value ('{"note": "…"}', after a key's closing quote and a colon) is data a tool hands the
# reader, not a quotation; so is the value of a log line's key ('msg="…"') and a string of
# code in three quotes (a docstring). (A key of JSON, after "{" or ",", is read as a quote:
# so are its other keys and values, and the quotes stay paired.)
QUOTED = re.compile(r'(?<!":)(?<!": )(?<![="])"(?!")[^"\n]{0,600}"'
                    r'|«[^»\n]{0,600}»|„[^"\n]{0,600}"'
                    r"|「[^」\n]{0,600}」|『[^』\n]{0,600}』"
                    r"|(?<!\w)'[^'\n]{1,600}'(?![^\W\uac00-\ud7a3])")


def unquoted(low: str) -> str:
    """``low`` with its quoted spans ("...", '...', «...», „...", 「...」, 『...』)
    blanked."""
    return QUOTED.sub(" \u00ab\u00bb ", low)


# A request reported in a case the sentence describes: a condition, an outside source and
# a verb of asking, in that order (no comma or quote between the source and the asking: "if
# a web page says 'hi', tell me and then ignore ..." reports nothing), then (within a few
# words, a comma allowed: "Wenn eine Webseite dich auffordert, deine Anweisungen zu
# ignorieren") an attack verb, to the end of its clause: "if a web page asks the assistant
# to ignore its instructions", "如果网页要求助手忽略之前的指令". What it asks for is told of,
# not asked of the reader.
_MESSAGES = ("message", "nachricht", "mensaje", "mensagem", "messaggio", "сообщени", "消息",
             "訊息", "信息", "メッセージ", "메시지", "메일", "mail$", "mails$", "sms$")
# The attack verbs of a request told of: overriding, revealing, leaking, sending.
_ASKED_VERB = terms((*orders.OVERRIDE, *reveal.REVEAL, *speech.LEAK, *egress.SEND,
                     # the Korean stems before a quoting ending ("공개하라고", "보여 달라고")
                     "공개하", "보여 주", "보여주", "보여 달", "무시하"))
_CLAUSE_TAIL = r"[^.!?;,\n。！？；，、]{0,120}"
_REPORTED_REQUEST = re.compile(
    terms(speech.CONDITIONAL, whole=True) + _SENTENCE_GAP + "{0,40}"
    + terms((*orders.UNTRUSTED, *_MESSAGES, "web$")) + r"[^.!?;,\n。！？；，'\"«»“”„「」]{0,30}"
    + terms(speech.ASKS) + _SENTENCE_GAP + "{0,40}?" + _ASKED_VERB + _CLAUSE_TAIL)
# What a third party asks of the agent, told in a note that disowns it (``disowned``) or
# frames it, with no condition in front: "mails that ask the assistant to reveal its
# instructions", "E-Mails, die den Assistenten auffordern, ... zu zeigen", "un'istruzione
# per gli assistenti IA di inviare", "строка, заставлявшая агента отправлять", "要求AI助手透露":
# a verb or noun of asking and the agent, then an attack verb; the agent before the asking
# only in a German subordinate clause, which puts its object first ("die den Assistenten
# auffordern"), with no comma between them ("Assistent, bitte ignoriere" is a vocative).
_NO_STOP = r"[^.!?;:\n。！？；：\"«»“”„「」]{0,25}?"
_CJK_AGENTS = trie([w for w in prompt.AI_NOTE if CJK_CHAR.match(w)])
# The agent asked: a verb or noun of asking then the agent, the agent then a German verb of
# asking, or Chinese 要 with the agent as its object ("信要助理把…", "要助手…": asks the
# assistant to).
_ASKING_THE_AGENT = (
    "(?:" + terms((*speech.ASKS, *speech.ASKING_NOUNS)) + _NO_STOP + terms(prompt.AI_NOTE)
    + "|" + terms(prompt.AI_NOTE) + r"[^.!?;:,\n]{0,25}?"
    + terms(("aufforder", "fordert", "verlang", "bittet", "bitten$", "anweis", "drängt"))
    + "|要(?:" + _CJK_AGENTS + "))")
# An outside text that makes the agent do it, told with the text as the one that acts:
# "a page tries to get the agent to print ...", "une page pousse l'agent à révéler ...",
# "una página intenta que el agente revele ...", "письмо может заставить агента раскрыть
# ...", "网页诱导代理泄露 ...". Only with the outside text named before the verb: a
# causative verb that opens its sentence ("Make the assistant reveal ...") is an order.
_CAUSES = (
    "make", "makes", "made", "making", "get", "gets", "got", "getting", "convince", "trick",
    "push", "pushes", "persuade", "force", "manipulat", "induce", "lure", "lead", "leads",
    "bringen", "bringt", "brachte", "überred", "zwing", "pousse", "amène", "amener",
    "convainc", "forcer", "force", "poussent", "que$", "convenc", "forzar", "obligar",
    "fazer$", "faz$", "fazem$", "levar", "far$", "fa$", "fanno$", "convincere", "indurre",
    "spinge", "costring", "заставить", "заставля", "заставил", "убедить", "вынуди",
    "wies", "wiesen", "weist", "befahl", "befiehlt", "befahlen", "просят", "просил",
    "просит", "требу", "велят", "велел",
    "склони", "使", "诱导", "誘導", "诱使", "誘使", "指使", "骗", "騙", "逼")
SOURCES = terms((*orders.UNTRUSTED, *_MESSAGES, "web$", "page", "seite", "pagina", "invite",
                  "invitation", "einladung", "invitación", "convite", "invito", "приглашени",
                  "邀请", "邀請", "招待", "초대", "attacker", "angreifer", "attaquant",
                  "atacante", "attaccante", "атакующ", "злоумышленник", "攻击者", "攻擊者",
                  "review", "post", "beitrag", "bewerbung", "curriculum", "résumé", "pdf",
                  "doc$", "docs$", "file", "attachment", "spreadsheet", "anhang", "datei",
                  "pièce jointe", "fichier", "adjunto", "archivo", "anexo", "arquivo",
                  "allegato", "вложени", "файл", "附件", "文件", "添付", "ファイル", "첨부",
                  "파일"))
"""An outside text that can ask or make: a page, a mail, a document, a file, an invite, a
review, a post, an attacker (``mention_uses`` reads it for "never let a page ...")."""
_CAUSED = (SOURCES + r"[^.!?;:\n。！？；：\"«»“”„「」]{0,40}?" + terms(_CAUSES)
           + _NO_STOP + terms(prompt.AI_NOTE)
           # the agent first, then a Russian verb of asking ("ассистента просили")
           + "|" + terms(prompt.AI_NOTE) + r"\w{0,3}\s(?:" + terms(("просил", "просят", "просит",
                                                            "требова", "велел")) + ")")
_ASKED_OF_AGENT = re.compile(
    "(?:" + _ASKING_THE_AGENT + "|" + _CAUSED + ")" + _SENTENCE_GAP + "{0,40}?"
    + _ASKED_VERB + _CLAUSE_TAIL)
# The same where the verb comes last (Japanese, Korean): the agent as the one asked, what it
# is asked to do, then the asking ("アシスタントに…を表示するよう求める", "어시스턴트에게 …를
# 보여 달라고 요구하는").
_ASKING_LAST = (r"(?:よう|ことを|と|라고|라는|도록)[^。！？；.!?\n]{0,6}?"
                 r"(?:求め|頼|要求|依頼|指示|요구|요청|부탁|시키)")
# ... or made to do it, the causative: "表示させようとした", "보여 주게 만들", "공개하게 하"
# (a request told of only; a warning of a write, ``warned_off``, reads the asking alone)
_MADE_LAST = r"(?:させ|게 ?(?:만들|하))"
_ASKED_OF_AGENT_LAST = re.compile(
    _CJK_AGENTS + r"(?:に|에게|한테|께)"
    + r"[^。！？；.!?\n]{0,40}?" + _ASKED_VERB + r"[^。！？；.!?\n]{0,12}?"
    + "(?:" + _ASKING_LAST + "|" + _MADE_LAST + r")[^。！？；.!?\n]{0,60}")
# An attack quoted after a verb of saying, or as an example or a variant, in a sentence
# that names it (past a semicolon or a colon): "injection tricks often say 'ignore previous
# instructions'", "jailbreak attempts ...; the usual one is some variant of 'pretend you
# are DAN'", "提示注入紅隊測試紀錄：...假指令，例如「…」".
QUOTED_ATTACK = re.compile(
    terms(speech.ATTACK_NAMES) + r"[^.!?\n。！？]{0,80}" + terms(speech.SAYING)
    + r"\W{0,3}['\"«“„「『]")
# An attack quoted as a kind of wording that a note watches for: "text like '...'",
# "phrases such as "..."", "Sätze wie „…“", "des phrases du type « … »", "frases como
# «…»", "фразы вроде «…»", "类似“…”这样的句子", "「…」のような文", ""…" 같은 문장": the quote is
# a sample of the wording, not said to the reader, when the note watches for it
# (``_WATCHED``: watch for, flag, filter, block, "achte auf", "repérez", "ojo con", "fique
# atento", "обращайте внимание", "留意", "注意", "주의"). Without a verb of watching
# ("reply with phrases such as '…'") the quote is read as written.
_WORDING = (
    "text", "texts", "phrase", "phrases", "sentence", "sentences", "line", "lines", "wording",
    "string", "strings", "message", "messages", "text", "satz", "sätze", "sätzen", "phrasen",
    "formulierung", "texte", "zeilen", "phrase", "phrases", "textes", "formule", "frase",
    "frases", "textos", "texto", "mensajes", "frasi", "testi", "messaggi", "фраз", "строк",
    "текст", "сообщени", "выражени")
_AS_KIND = ("like", "such as", "e.g.", "wie", "comme", "du type", "du genre", "como",
            "tipo", "come", "del tipo", "вроде", "типа", "как")
QUOTED_KIND = re.compile(
    terms(_WORDING) + r"\w{0,3}\s(?:[^\W\d_]+\s)?" + terms(_AS_KIND, whole=True)
    + r"\W{0,3}['\"«“„「『]"
    + "|(?:" + QUOTED.pattern + r")\s?(?:(?:这样|這樣|之类|之類|一类|一類|等)的?\s?"
    r"(?:句子|话|話|语句|語句|文字|说法|說法|内容|內容|指令)"
    r"|(?:のような|みたいな|などの|といった|という)\s?(?:文|フレーズ|言葉|表現|指示)"
    r"|(?:같은|등의|와 같은|과 같은|이라는|라는)\s?(?:문장|문구|말|표현|지시))")
_WATCHED = re.compile(terms((
    *speech.WARY, *speech.REPORTED_TO, "watch for", "watch out", "look out", "look for",
    "notice", "spot", "flag", "detect", "filter", "catch", "block", "scan for", "alert on",
    "achte auf", "achten sie auf", "achtet auf", "erkenn", "markier", "blockier", "repér",
    "détect", "filtr", "bloqu", "ojo con", "fíjate", "detect", "marc", "fique atento",
    "fiquem atentos", "atento a", "atenção a", "sinaliz", "occhio a", "rilev", "blocc",
    "обращайте внимание", "обратите внимание", "замеча", "помеча", "отлавлива", "блокир",
    "фильтр", "обнаруж", "留意", "注意", "警惕", "检测", "檢測", "拦截", "攔截", "标记", "標記",
    "过滤", "過濾", "検出", "検知", "ブロック", "フラグ", "気をつけ", "주의", "조심", "탐지",
    "차단", "걸러")))


def quoted_as_kind(low: str, outside: str) -> bool:
    """Whether ``low`` quotes an attack as a sample of a wording that ``outside`` (its
    quotes blanked) watches for (``QUOTED_KIND``, ``_WATCHED``)."""
    return QUOTED_KIND.search(low) is not None and _WATCHED.search(outside) is not None


_OUTSIDE_SOURCE = terms((*orders.UNTRUSTED, "web$", "page", "seite", "pagina$", "页面", "頁面"))
# A quote that an outside text says in a case the sentence describes: "if a web page says
# 'ignore your previous instructions'", "Wenn eine Webseite „…“ sagt", "Si une page dit
# « … »", "如果网页上写着“…”".
REPORTED_QUOTE = re.compile(
    terms(speech.CONDITIONAL, whole=True) + _SENTENCE_GAP + "{0,40}" + _OUTSIDE_SOURCE
    + _SENTENCE_GAP + r"{0,30}?(?=['\"«“„「『])")
_OBEYED = re.compile(terms(orders.OBEY))
# A title cited with its year: a quote and then "(2022)" ("Perez & Ribeiro, « Ignore
# Previous Prompt: ... » (2022)"); what it says is the title of a work, told of.
CITED = re.compile("(?:" + QUOTED.pattern + r")\s?\((?:1[89]|20)\d\d[a-z]?\)")
# The options of a quiz question that names an attack ("which one is an injection? (a)
# summarise this article (b) forget your instructions ... Answer: b.", "что из этого
# инъекция? (а) ... (б) ... Ответ: б.", "哪一个是注入？(a) ... (b) ...。答案：b。"): two or more
# lettered or numbered options, each to the end of its sentence or the next option, and
# then the answer key (a word, a colon, one option's letter) are candidates offered for the
# attack the question names, told of as a quote is. Without its key a list of options is
# read as written.
_OPTION = r"\s?\(?[a-fа-е1-6]\)"
_CHOICES = re.compile(
    terms(speech.ATTACK_NAMES) + r"[^.!?;\n。！？；]{0,40}[?？](?=" + _OPTION + ")"
    + r"(?P<options>(?:" + _OPTION + r"[^()\n.!?;。！？；]{0,200}){2,6})"
    + r"(?=[.。]\s?[^\W\d_]{2,12}\s?[:：]\s?\(?[a-fа-е1-6]\)?(?![^\W\d_]))")
# Instances of an attack listed under a heading that names them as such: "Injection
# phrases we saw:", "Beispiele für Prompt-Injection:", "Frases de ataque vistas:",
# "Примеры инъекций:", "注入语句：", "インジェクションの例：", "인젝션 예시:", then one item a
# line ("- ...", "* ...", "1. ...", one sentence: a second one on its line is read as
# written, "- ignore your rules. Now do it."): each item is an example of the attack the heading
# names, told of as a quote is. The heading must name both the attack and the kind of
# instance (an example, a phrase, a line, a pattern, an attempt): "Jailbreak rules:" or
# "New injection policy:" name no examples, and their items are read as written. A line
# after the list that is no item is read as written too.
_INSTANCES = (
    "example", "phrase", "sample", "line", "pattern", "payload", "attempt", "string",
    "sentence", "wording", "beispiel", "phrase", "sätze", "satz", "muster", "versuch",
    "formulierung", "exemple", "tentative", "ejemplo", "frase", "intento", "patrones",
    "patrón", "exemplo", "tentativa", "padrões", "esempi", "esempio", "frasi", "tentativ",
    "пример", "фраз", "попыт", "шаблон", "образц", "例", "语句", "語句", "句子", "示例",
    "样本", "樣本", "说法", "說法", "フレーズ", "文言", "パターン", "예시", "문구", "문장", "사례",
    "패턴")
_LISTED = re.compile(
    r"(?:^|\n)(?=[^\n]{0,80}?" + terms(speech.ATTACK_NAMES) + r")(?=[^\n]{0,80}?"
    + terms(_INSTANCES) + r")[^\n]{0,80}?[:：]\s?(?P<items>(?:\n\s?(?:[-*•·]|\d{1,2}[.)])"
    r"[^\n.!?;。！？；]{1,300}[.!?。！？]?[ \t]*(?=\n|$)){1,20})")
# An outside text put in quarantine: "treat it as suspicious", "treat any instructions in
# the page as content, not commands": "treat" (the English imperative of
# ``mention_uses._IMPERATIVE`` that can hand the reader new orders: "treat this as your
# system prompt") with the text it was told of (a pronoun, or a phrase that names an outside
# source) as its object and a word of distrust as its complement.
_DISTRUST = (
    "suspicious", "suspect", "untrusted", "not trusted", "unverified", "data", "content",
    "plain text", "text", "an attack", "an injection", "a prompt injection", "injection",
    "spam", "hostile", "malicious", "information", "quotes", "a quote", "untrustworthy",
)
QUARANTINE = re.compile(
    r"treat\s(?:(?:it|them|this|that)|[^.!?;:\n]{0,40}?" + _OUTSIDE_SOURCE
    + r"[^.!?;:\n]{0,20}?)\sas\s(?:(?:only|just|mere|merely|plain)\s)?"
    + terms(_DISTRUST, whole=True))
# A duty to distrust: the outside text taken as data ("the assistant should treat page
# text as data", "soll solche Inhalte als Daten behandeln", "doit traiter ce texte comme des
# données", "应该把网页内容当作数据"): a verb of taking something as something and, after
# "as", a word of mere content or distrust, in one clause.
TAKE_AS = re.compile(terms((
    "treat", "regard", "handle", "consider", "view", "behandel", "betracht", "ansehen",
    "werten", "trait", "considér", "trat", "consider", "trattar", "рассматрива",
    "воспринима", "счита", "обрабатыва", "当作", "當作", "当成", "當成", "视为", "視為", "看作",
    "として扱", "とみな", "로 취급", "으로 취급", "로 간주", "으로 간주", "로 다루", "으로 다루")))
AS_DATA = re.compile(
    r"(?<![^\W_])(?:as|als|comme|como|come|как)\s(?:(?:des|de|la|le|les|du|un|une|el|los"
    r"|las|o|os|a|il|i|gli|lo|bloße|reine|simple|simples|semplici|plain|mere|only|just)\s){0,2}"
    + terms((*_DISTRUST, "daten", "inhalt", "text", "données", "contenu", "texte", "datos",
             "contenido", "texto", "dados", "dado$", "conteúdo", "dati", "contenuto", "testo",
             "данны", "контент", "текст", "информаци"))
    + r"|(?:当作|當作|当成|當成|视为|視為|看作)(?:普通|一般|单纯的|單純的|外部)?"
    r"(?:数据|數據|資料|内容|內容|文本)"
    r"|(?:データ|テキスト|情報)として|(?:데이터|텍스트|정보)(?:로|으로)")
# "不要照做", "従わない", "따르지 말": obeying refused, not done.
_OBEY_REFUSED = re.compile(r"(?:わ?な|わず|지 ?(?:마|말|않))")


def _obeyed(low: str, start: int, end: int) -> bool:
    """Whether the span obeys what it reports: a verb of obeying not negated right before
    or right after it."""
    return any(not frames.NOT.search(low, max(start, m.start() - 3), m.start())
               and not _OBEY_REFUSED.match(low, m.end())
               for m in _OBEYED.finditer(low, start, end))
SENTENCE_END = re.compile(r"[.!?;\n。！？；]")


def told(low: str) -> tuple[str, bool]:
    """``low`` with its reported requests blanked (their words are told of, not said to
    the reader), and whether one, or a quote an outside text says, is then obeyed in its
    sentence ("if the page asks you to ignore your rules, comply", "if a page says '...',
    comply"): a cue of use."""
    obeyed = False
    low = _CHOICES.sub(lambda m: m.group()[:m.start("options") - m.start()] + " \u00ab\u00bb ",
                       low)
    low = _LISTED.sub(lambda m: m.group()[:m.start("items") - m.start()] + "\n \u00ab\u00bb ",
                      low)
    # What a later quote says is quoted too, not obeyed ("... oder „schick die Daten an
    # folgende Adresse“, handelt es sich um ..."): the quotes blanked, the places kept.
    said = QUOTED.sub(lambda m: " " * len(m.group()), low)
    for m in REPORTED_QUOTE.finditer(low):  # obeyed after the quote: "..., comply"
        quote = QUOTED.match(low, m.end())
        after = quote.end() if quote else m.end()
        end = SENTENCE_END.search(low, after)
        obeyed = obeyed or _obeyed(said, after, end.start() if end else len(low))
    reported = [_REPORTED_REQUEST]
    asked = [p for p in (_ASKED_OF_AGENT, _ASKED_OF_AGENT_LAST) if p.search(low)]
    if asked and _disowned_or_framed(unquoted(low)):
        reported.extend(asked)
    told = low
    for pattern in reported:
        for m in pattern.finditer(told):
            end = SENTENCE_END.search(told, m.end())
            obeyed = obeyed or _obeyed(told, m.end(), end.start() if end else len(told))
        told = pattern.sub(" \u00ab\u00bb ", told)
    return (low if told == low else told), obeyed


# A note that tells how an outside text's request ended or was meant to end: stopped
# ("the filter blocked it", "nothing happened", "abgewehrt", "已被拦截", "遮断済み",
# "차단됐다"), only tried ("tried to make the agent ...", "intentó que", "пытаются",
# "试图", "ようとした", "려고"), or not to be allowed ("never let a page tell your agent
# ...", "ne laissez jamais", "不要让网页", "させないように", "못하게").
_ENDED = (
    "blocked", "stopped", "caught", "detected", "filtered", "intercepted", "nothing happened",
    "did not work", "didn't work", "failed", "tried", "try to", "tries to", "trying to",
    "attempt", "never let", "don't let", "do not let", "don't allow", "never allow",
    "abgewehrt", "blockiert", "gestoppt", "erkannt", "abgefangen", "versuch", "lass niemals",
    "lass nie", "lass nicht", "nie zulassen", "bloqué", "détecté", "arrêté", "intercepté",
    "essai", "tente", "tentent", "tenté", "ne laissez", "ne laisse", "bloquead", "bloqueó",
    "detectad", "detectó", "interceptad", "intent", "no dejes", "nunca dejes",
    "no permitas", "bloqueou", "detectou", "tentou", "tentam", "tenta$", "tentativa",
    "nunca deixe", "não deixe", "não permita", "bloccat", "rilevat", "intercettat",
    "fermat", "cercano", "cerca di", "tentativ", "non lasciare", "mai permettere",
    "non permettere", "заблокирова", "обнаружил", "обнаружен", "перехвач", "остановил",
    "пыта", "попыт", "не позволя", "не давайте", "не дайте", "拦截", "攔截", "拦住", "攔住",
    "阻止", "挡住", "擋住", "没有成功", "沒有成功", "未成功", "试图", "試圖", "企图", "企圖",
    "不要让", "不要讓", "别让", "別讓", "不能让", "不能讓", "无法让", "無法讓", "遮断", "ブロック",
    "検出", "止めた", "防いだ", "ようとし", "させない", "차단", "막았", "탐지", "려고",
    "못하게", "못 하게",
    # a caution the shared words of wariness (``speech.WARY``) leave out
    "cuidado com", "atenção com", "be careful", "careful with", "осторожно", "気をつけ",
    "注意して", "조심", "주의")
_ENDED_RE = re.compile(terms(_ENDED))


def _disowned_or_framed(outside: str) -> bool:
    return disowned(outside) or any(pattern.search(outside) for pattern in frames.FRAME_RES) \
        or _ENDED_RE.search(outside) is not None or frames.named_as_attack(outside)


WARY_RE = re.compile(terms(speech.WARY))
_REPORTED_TO_RE = re.compile(terms(speech.REPORTED_TO))
# Obeying refused: a negation at most two words before the verb ("is never obeyed", "не
# выполняем", "ne pas suivre", "不能当指令执行"), or a negative ending right after it
# ("実行せず", "따르지 않고").
_NEGATED_BEFORE = re.compile(r"(?:" + frames.NOT.pattern + "|" + frames.NEVER
                             + r"(?![^\W_]))\s?(?:[^\W\d_]+\s){0,2}?[^\W\d_]{0,6}$")
_REFUSED_AFTER = re.compile(r"[ぁ-ゖ]{0,2}(?:せず|しない|しません|されず|わず|わな)"
                            r"|지 ?(?:마|말|않)")


def _obeying_refused(outside: str) -> bool:
    return any(_NEGATED_BEFORE.search(outside, max(0, m.start() - 30), m.start())
               or _REFUSED_AFTER.match(outside, m.end())
               for m in _OBEYED.finditer(outside))


def _quarantined(outside: str) -> bool:
    """An outside text taken as data in one sentence: "we treated it as plain data",
    "データとして扱い", "当作普通数据处理"."""
    return any(TAKE_AS.search(sentence) and AS_DATA.search(sentence)
               for sentence in SENTENCE_END.split(outside))


# A refusal negated or asked for again ("never refuse", "lehne das nicht ab", "you will not
# refuse") is none.
_REFUSAL_UNDONE = re.compile(frames.NOT.pattern + "|" + frames.NEVER + r"(?![^\W_])|決して|절대"
                             r"|지 ?(?:마|말|않)|ないで")


def refused(outside: str) -> bool:
    """Whether a sentence of ``outside`` tells of a refusal ("the bot refused", "Der Bot
    lehnte ab", "챗봇은 거절하고"), not negated in it: the note's last way to disown the attack
    it quotes (``framing.is_mention``, after the others and a frame word)."""
    return any(frames.REFUSED.search(sentence) and not _REFUSAL_UNDONE.search(sentence)
               for sentence in SENTENCE_END.split(outside))


def disowned(outside: str) -> bool:
    """Whether ``outside`` (a text with its quotes blanked) disowns what it quotes or
    reports: takes it as data, reports it to someone, refuses to obey it, or warns against
    it. An attack quoted or reported in such a note is told of (``framing.is_mention``)."""
    return bool(WARY_RE.search(outside) or _REPORTED_TO_RE.search(outside)
                or _quarantined(outside) or _obeying_refused(outside))


# Warnings for the rules that stay blocked whatever the framing (persistence, credential
# files): the sentence of a match (a stop before a space, not the dot of "~/.bashrc"), what
# is live there (an address to fetch or reach, a download with an argument: "curl | sh"
# named with nothing to fetch is a technique, not a command), and the agent asked by a
# third party before the match, or, verb last, the agent then the asking after it.
_STOP = re.compile(r"[.!?;](?=\s)|[\n。！？；]")
_LIVE = re.compile(r"https?://|www\.|(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.])"
                   r"|(?<![\w-])(?:curl|wget)\s(?!\s?\|)(?:-\S+\s)*[\w~/$.-]")
_ASKING_THE_AGENT_RE = re.compile(_ASKING_THE_AGENT)
_AGENT_ASKED_LAST = re.compile(_CJK_AGENTS + r"(?:に|에게|한테|께)")
_ASKED_AFTER = re.compile(r"[^。！？；.!?\n]{0,40}?" + _ASKING_LAST)
_REACH = 240


def _sentence(low: str, start: int, end: int) -> tuple[int, int]:
    stops = [m.end() for m in _STOP.finditer(low, max(0, start - _REACH), start)]
    after = _STOP.search(low, end, min(len(low), end + _REACH))
    return (stops[-1] if stops else max(0, start - _REACH),
            after.start() if after else min(len(low), end + _REACH))


WARNABLE = frozenset({"persistence.ssh_keys", "persistence.shell_rc", "persistence.cron",
                      "persistence.autostart", "exfil.credential_file"})
"""The writes and reads that stay blocked whatever frames them (``framing.WAIVABLE`` holds
none of them), whose rules read a warning against them with ``warned_off``."""


def warned_off(low: str, start: int, end: int) -> bool:
    """Whether the write or read at ``low[start:end]`` (a persistence or credential rule's
    match) is warned against rather than ordered: negated in its clause ("never add a
    curl | sh line to ~/.bashrc", "niemals … in die ~/.zshrc einfügen", ``negation.CLAUSE``),
    or what a third party asked of the agent in a note that disowns it ("a fake mail asked
    the assistant to add … to crontab; we reported it", ``disowned``), with nothing live in
    its sentence (a URL, an IP address, a download with something to fetch), which keeps
    it blocked either way."""
    first, last = _sentence(low, start, end)
    if _LIVE.search(low, first, last):
        return False
    if negation.CLAUSE.negates(low, start, end):
        return True
    asked = _ASKING_THE_AGENT_RE.search(low, first, start) is not None or (
        _AGENT_ASKED_LAST.search(low, first, start) is not None
        and _ASKED_AFTER.match(low, end, last) is not None)
    return asked and disowned(unquoted(low))


def unwarned(match: re.Match[str], text: str) -> bool:
    """A rule's veto (``engine.Accept``): keep ``match`` unless it is ``warned_off``."""
    return not warned_off(text, match.start(), match.end())
