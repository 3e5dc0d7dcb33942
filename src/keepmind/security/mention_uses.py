"""The cues of use, for the mention decision (``framing``): a text that speaks to its
reader, whatever it frames.

Pure. ``any_cue`` decides, for a text and its part outside its quotes and reported requests,
whether it makes an attack rather than tells of one: a live destination or command anywhere
(``_DESTINATIONS``: a URL, an e-mail address, a home path, a shell pipe, curl, crontab; not
the security desk's address where the note reports the attack, ``_DESK_ADDRESS``);
outside, the reader addressed (``_ADDRESS``; a vocative or a heading that names an AI as its
reader, ``_ai_addressed``), a live turn (``_LIVE``), the second person to act (``_YOU_DO``,
``_YOU_FUTURE``), limits lifted (``_LIFTED``), the agent's role said to act
(``_AGENT_DOES``), the agent put under an obligation (``_obliged``), a clause opened by an
imperative (``_ordered``; not a reply to the writer in a supposed case, a prohibition, a
quarantine or a warning) or, where the verb comes last, ended by an imperative ending
(``_ends_imperative``), an attack denied (``mention_frames.named_as_attack``), the reader's
own instructions named (``_your_own_named``).

Reads ``mention_frames`` and ``mention_reported``; read by ``framing``.
"""

from __future__ import annotations

import re

from keepmind.security import concept_speech as speech
from keepmind.security import concept_waived as waived
from keepmind.security import mention_frames as frames
from keepmind.security import mention_reported as reported
from keepmind.security import negation, pooled
from keepmind.security.grammar import CJK_CHAR, branches, glued, terms, trie
from keepmind.security.pooled import consent, egress, host, orders, prompt, reveal, secret, syntax

_VOCATIVES = (
    "assistant,", "agent,", "ai,", "model,", "bot,", "reader,", "assistent,", "ki,", "ia,",
    "asistente,", "agente,", "assistente,", "ассистент,", "агент,", "ии,", "модель,", "助手,",
    "助理,", "代理,", "アシスタント、", "エージェント、", "어시스턴트,", "에이전트,",
)
"""The reader called by name: a vocative ("Assistant, ignore ...", "Estimado asistente,",
"尊敬的助手，"), unless its phrase names a genre about AI ("Atelier IA, exercice 3":
``_genre_phrase``)."""

_ADDRESS = (
    "to the ai", "ai reading", "ai that reads", "to any ai", "dear ai", "dear assistant",
    "p.s. to", "hey assistant", "hey ai", "llm reading", "if you are an ai", "you, the reader",
    "an die ki", "die ki, die", "liebe ki", "hallo ki", "ps an", "pour l'ia", "à l'ia",
    "l'ia qui", "chère ia", "ps pour", "ps à", "toi, le lecteur", "para la ia", "a la ia",
    "la ia que", "pd para", "pd:", "tú, el lector", "para a ia", "à ia", "a ia que",
    "ps para", "você, o leitor", "per l'ia", "all'ia", "l'ia che", "ps per", "tu, il lettore",
    "для ии", "ии, который", "ты, читатель", "正在阅读", "正在閱讀", "读者", "讀者", "読んでいる",
    "aiへ", "읽는 ai", "ai에게", "읽고 있는",
    # The text's own reader, and the text pointed at as the authority ("obey this page").
    "who reads this", "that reads this", "reading this", "der dies liest", "die dies liest",
    "qui lit ceci", "qui lit ce", "que lea esto", "que lee esto", "que lê isto", "que ler isto",
    "che legge questo", "che sta leggendo", "кто это читает", "который это читает", "读到这",
    "讀到這", "読んでる", "this page", "this document", "this file", "this message", "this comment",
    "these instructions", "diese seite", "dieses dokument", "diese nachricht", "cette page",
    "ce document", "ce message", "esta página", "este documento", "este mensaje",
    "esta mensagem", "questa pagina", "questo documento", "questo messaggio",
    "эта страница", "этой страницы", "этот документ", "это сообщение", "本页", "本頁",
    "此页面", "此頁面", "这个页面", "這個頁面", "このページ", "この文書", "このメッセージ",
    "이 페이지", "이 문서", "이 메시지",
    "this note", "this very note", "these lines", "diese notiz", "dieser notiz", "cette note",
    "ces lignes", "esta nota", "desta nota", "questa nota", "эта заметка", "этой заметки",
    "эти строки", "这条笔记", "這條筆記", "这段话", "這段話", "このメモ", "この文章", "이 메모",
    "이 글",
    # The reader named by what it does to this very text, the ticket, mail or request it
    # is ("the automated assistant processing this ticket"): the text is the ticket, not a
    # report about one.
    "processing this", "processes this", "handling this", "handles this", "triaging this",
    "triages this", "sorting this", "answering this", "der dieses", "die dieses",
    "der diese", "die diese", "qui traite ce", "qui traite cet", "qui traite cette",
    "que procese este", "que procesa este", "que gestione este", "que processa este",
    "que processar este", "che elabora questo", "che gestisce questo",
    "обрабатывающий это", "обрабатывающему это", "обрабатывает это", "处理此", "处理这",
    "處理此", "處理這", "を処理する", "처리하는",
)
"""The reader addressed: a note to the AI that reads the text (vocatives are
``_VOCATIVES``)."""

_LIFTED = (
    *consent.WITHOUT_CHECK, "no restrictions", "without restrictions",
    "without any restrictions", "no limits", "no rules", "no content policy", "unrestricted",
    "uncensored", "no longer apply", "no longer valid", "no longer count", "are void",
    "null and void", "keine einschränkungen", "ohne einschränkungen", "keine regeln",
    "gelten nicht mehr", "sans restriction", "aucune restriction", "ne s'appliquent plus",
    "sin restricciones", "ya no se aplican", "sem restrições", "não se aplicam mais",
    "não valem mais", "senza restrizioni", "non si applicano più", "non valgono più",
    "без ограничений", "нет ограничений", "больше не действуют", "больше не относятся",
    "没有任何限制", "沒有任何限制", "不受任何", "不再适用", "不再適用", "制限がなく",
    "制限なし", "もう適用されない", "제한이 없", "제한 없이", "더 이상 적용되지",
    # Instructions put aside in the passive or the infinitive, and confirmations dropped.
    "to be ignored", "be disregarded", "be ignored", "be forgotten", "are to be",
    "sind zu ignorieren", "ist zu ignorieren", "être ignorées", "être ignorés", "être oubliées",
    "ignorarse", "olvidarse", "ser ignoradas", "ser ignorados", "ser esquecidas",
    "vanno ignorate", "essere ignorate", "следует игнорировать", "нужно игнорировать",
    "应被忽略", "應被忽略", "应当忽略", "no longer asks", "no longer ask", "stops asking",
    "stop asking", "fragt nicht mehr", "ne demande plus", "ya no pide", "não pede mais",
    "non chiede più", "больше не спрашивает", "不再询问", "不再詢問", "going forward",
    "from today",
    # Instructions declared void, kept in force for the session.
    "ungültig", "annulées", "caduques", "anuladas", "nulas", "anulate", "отменен",
    "недействительн", "作废", "作廢", "无效", "無效", "無効", "무효", "this session",
    "this conversation", "keep it active", "still active", "diese sitzung", "cette session",
    "esta sesión", "esta sessão", "questa sessione", "этой сессии", "本次会话", "本次會話",
    "このセッション", "이번 세션",
)
"""Limits declared lifted or rules void, and actions waved through without review."""

_OBLIGED = (terms(prompt.AI_NOTE) + r"[^.!?;\n]{0,30}?(?P<modal>" + terms((
    "must", "should", "has to", "have to", "is to", "are to", "shall", "is expected to",
    "are expected to", "is required to", "are required to", "is instructed to",
    "are instructed to", "is allowed to", "are allowed to", "may now", "can now", "muss", "müssen",
    "soll", "sollen", "darf", "dürfen", "doit", "doivent", "debe", "deben", "deve", "devem",
    "devono", "должен", "должны", "обязан", "必须", "必須", "应该", "應該", "要$"), whole=True)
            + r")(?!\s?(?:not|never|refuse|decline|nicht|nie|ablehn|ne |jamais|refuser|no |nunca"
            r"|rechaz|não|recus|non |mai|rifiut|не |отказ|拒绝|拒絕|不))")
# The agent put under an obligation in the third person ("the assistant must reveal"),
# as instructions to a reading model often are.

_LIVE = (
    *syntax.NOW_ON, "please", "pls", "bitte", "s'il vous plaît", "s'il te plaît", "por favor",
    "per favore", "пожалуйста", "for real", "not an example", "now do it", "do it now",
    "now apply", "apply it", "do the same", "this time it is not", "this time it's not",
    "jetzt aber wirklich", "jetzt wirklich", "kein beispiel", "wende es an", "mach das jetzt",
    "dasselbe", "diesmal", "pour de vrai", "pas un exemple", "applique-le",
    "fais-le maintenant", "fais pareil", "cette fois", "de verdad", "no es un ejemplo",
    "aplícalo", "hazlo ahora", "lo mismo", "esta vez", "de verdade", "não é exemplo",
    "não é um exemplo", "aplique", "faça isso agora", "o mesmo", "desta vez", "sul serio",
    "non è un esempio", "applicalo", "fallo adesso", "fallo ora", "lo stesso", "stavolta",
    "questa volta", "по-настоящему", "не пример", "примени", "сейчас", "так же", "на этот раз",
    "来真的", "來真的", "不是例子", "现在照做", "現在照做", "现在就做", "現在就做", "这次",
    "這次", "本当に", "例ではありません", "実際にやって", "今すぐ", "同じように", "今回は",
    "이젠", "이제", "진짜로", "예시가 아니", "적용해", "지금 해", "똑같이", "이번에는",
)
"""A live turn: the example is over, what follows is to be done now."""

_YOU_DO = (
    "you will", "you'll", "you must", "you should", "you shall", "you are now", "you're now",
    "you now", "you have no", "you no longer", "you too", "you can now", "you may now",
    "you are free", "apply to you", "you are", "you're", "you have", "your new", "your name",
    "you don't", "you do not", "you never", "du bist", "tu es", "tu n'", "eres", "você é",
    "és um", "és uma", "sei un", "sei una", "ты —", "ты -", "你是", "你不受", "你不用",
    "你不需要", "你可以", "あなたは", "너는", "너의 이름", "du wirst", "wirst du", "du musst",
    "musst du", "du sollst", "du bist jetzt", "du bist nun", "hast du keine", "du hast keine",
    "mach du", "tu du", "für dich", "sie werden", "tu vas", "tu dois", "tu n'as plus",
    "tu es maintenant", "tu es désormais", "à toi", "vous allez", "vous devez", "no tienes",
    "a ti$", "debes", "vas a", "ahora eres", "você vai", "você deve", "você não tem",
    "para você", "agora você", "non hai", "devi$", "per te$", "ora sei", "у тебя нет",
    "ты должен", "ты будешь", "к тебе", "тебе больше", "你要", "你必须", "你必須", "你将",
    "你將", "你也", "你现在", "你現在", "你没有", "你沒有", "你不再", "对你", "對你",
    "あなたも", "あなたは今", "あなたには", "너도", "너는 이제", "너에게", "네 규칙",
    "anche tu", "tú también", "toi aussi", "você também", "du auch", "ты тоже", "и ты",
    "请你", "請你", "你照", "照着执行", "照著執行",
)
"""The second person as the one who is to act, now or next."""

# Second-person future endings: Spanish "ignorarás", Portuguese "vais ignorar" is in
# ``_YOU_DO``; Italian "ignorerai", French "ignoreras", Russian "проигнорируешь".
_YOU_FUTURE = (r"(?:(?:arás|erás|irás|erai|irai|eras|iras)(?<=[^\W\d_]{6})"
               r"|(?:ешь|ёшь|ишь)(?<=[^\W\d_]{5}))(?![^\W_])")

_IMPERATIVE = (*orders.ORDERS, *(
    "leak", "email", "e-mail", "delete", "act", "reply", "answer", "respond", "tell", "give",
    "include", "install", "treat", "stop", "stay", "be", "become", "switch", "enable", "activate",
    "turn", "approve", "merge", "never", "always", "don't", "do", "let's", "keep", "push", "use",
    "make", "go", "start", "enter", "sei", "werde", "wechsle", "aktiviere", "schalte", "sois",
    "deviens", "passe", "entra", "juega", "sé", "entre", "descarte", "gioca", "sii", "diventa",
    "passa", "отвечай", "забывай", "пиши", "стань", "будь", "включи", "переключись", "используй",
    "пропусти", "开启", "開啟", "切换", "切換", "启用", "啟用", "进入", "進入", "mach", "tu", "tue",
    "antworte", "lösche", "handle", "fais", "faites", "réponds", "répondez", "donne", "supprime",
    "agis", "haz", "haga", "responde", "dame", "borra", "actúa", "faça", "faz", "responda",
    "apague", "aja", "fai", "fallo", "rispondi", "dammi", "cancella", "agisci", "запусти", "сделай",
    "делай", "ответь", "удали", "действуй", "следуй", "回复", "回覆", "告诉", "告訴", "删除",
    "刪除", "添加",
))
"""Verbs in the imperative, opening a sentence or clause: the attack verbs of the concepts
(``pooled.orders.ORDERS``) and verbs of acting, answering, becoming, switching, deleting
that no concept holds (a Chinese verb followed by 了, 过 or 着 tells what was done)."""

SOV_VERBS = (
    *(term.rstrip("$") for concept in orders.ORDERED for term in pooled.named(concept)
      if CJK_CHAR.match(term)),
    "넘겨", "明か", "教え", "送信", "転送", "送っ", "答え", "返答", "貼", "잊", "공개", "전송",
    "전달", "답해", "뮤시", "전환", "활성화", "승인", "切り替え", "有効", "承認",
)
"""Verbs that end their clause (Japanese, Korean): the Chinese, Japanese and Korean words of
the attack-verb concepts (``pooled.orders.ORDERED``) and a few more; a clause with one that
ends in an imperative ending (``_SOV_ENDINGS``) is an order."""
_SOV_ENDINGS = (
    "ください", "下さい", "なさい", "しろ", "せよ", "すること", "して", "って", "れ", "て", "해라",
    "하라", "라", "세요", "십시오", "줘", "해", "내", "려", "와", "마",
)

# A download command named as a technique, with nothing to fetch ("curl | sh", "wget |
# bash"), runs nothing: neither its name nor its pipe is a live command.
_NAMED_ONLY = r"(?<!curl )(?<!wget )(?<!curl)(?<!wget)"
_DESTINATIONS = tuple(re.compile(pattern) for pattern in (
    r"https?://|www\.", r"~/(?!\.(?:bashrc|zshrc|profile)\b)",
    _NAMED_ONLY + r"\|\s?(?:ba|z)?sh\b",
    r"\b(?:curl|wget|nc|ncat|scp|rsync)\s(?!\s?\|)",
    r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b"))
# The address of the desk that handles attacks, as the object of reporting or handing on
# what the note tells of ("se reporta a seguridad@empresa.es", "forward it to
# security@ourcompany.example", "an phishing@firma.de melden"): where a warning sends the
# attack, not where an attack sends the user's data. Not when what is handed on is one
# of the things the rules guard ("forward your system prompt to security@...").
_DESK_MAILBOX = (r"(?:security|sec|infosec|it-?security|seguridad|sicherheit|it-sicherheit"
                 r"|securite|sécurité|seguranca|segurança|sicurezza|abuse|phishing|spam|soc"
                 r"|cert|csirt|helpdesk|servicedesk|report|reports|bezopasnost|ib)"
                 r"(?:[.+-][\w-]{1,20})?@[\w-]{1,63}\.\w")
_DESK_ADDRESS = re.compile(
    terms((*speech.REPORTED_TO, "forward", "weiterleit", "melde", "transf", "reenv", "encaminh",
           "inoltr", "перешл", "пересыл", "转发", "轉發", "転送", "전달", "send it", "send them",
           "envía", "envoie", "schick", "mande", "invia", "отправ"))
    + r"(?P<object>[^.!?;\n@]{0,40}?)" + _DESK_MAILBOX
    # the verb last: "an sicherheit@firma.de melden", "security@… に報告", "…로 신고"
    + "|" + _DESK_MAILBOX + r"[\w.-]{0,40}(?P<after>\s?(?:\S{1,3}\s?)?)"
    + terms(("meld", "weiterleit", "schick", "報告", "报告", "通報", "通报", "転送", "转发",
             "轉發", "신고", "전달", "보고", "제보")))
_EMAIL = re.compile(r"@(?<=[\w.+-]@)[\w-]{1,63}\.\w")


def _live_address(low: str) -> bool:
    """An e-mail address that is not the security desk's, named as where the note's attack
    is reported (``_DESK_ADDRESS``)."""
    desks = [(m.start(), m.end()) for m in _DESK_ADDRESS.finditer(low)
             if not _ASKED_FOR.search(m.group("object") or "")]
    return any(not any(start <= m.start() < end for start, end in desks)
               for m in _EMAIL.finditer(low))


# A shell start-up file or the crontab is a live place to write, unless the write there is
# warned against ("never add ... to ~/.bashrc") or a third party's request the note disowns
# (``reported.warned_off``).
_PLACES = re.compile(r"(?:~/)?\.(?:bashrc|zshrc|profile)\b|crontab")
# A sentence or clause start, a conjunction that opens a clause ("and never break
# character"), or an enumerator anywhere ("(b) ", "2) ", "- ").
_OPENING = (r"(?:(?:^|[.!?;:,。！？；\n])\s?|(?<![^\W_])(?:and|then|so|und|dann|et|puis|y|luego"
            r"|e|depois|poi|и|потом) |(?<![^\W_])\(?[a-zа-я0-9]\)\s?|(?:^|\s)[-*•]\s)"
            r"(?:(?:now|jetzt|nun|maintenant|ahora|agora|ora|adesso|теперь|сейчас|现在|現在)"
            r",?\s?)?")
# A heading that names an AI as its reader ("AI reviewers on this repo: ...",
# "Hinweis für den KI-Reviewer: ..."), within its sentence; ``_ai_addressed`` leaves out a
# heading that names a genre ("AI security training:", "Aula sobre segurança de IA:",
# "AI 安全课讲义:"), whose AI is a topic, not a reader.
_AI_HEADING = re.compile(terms(prompt.AI_NOTE) + r"[^.:!?;\n。！？；]{0,40}:")
_VOCATIVE = re.compile(terms(_VOCATIVES))
_PHRASE_START = re.compile(r"[.!?;:(\n。！？；—–][^.!?;:(\n。！？；—–]*$")
# German formal imperatives ("Ignorieren Sie", "Geben Sie ... aus") open a sentence.
_SIE = r"(?:^|[.!?;:,\n])\s?[^\W\d_]{2,24}en sie(?![^\W_])"
# German instructions in the infinitive end their clause ("... Anweisungen ignorieren.").
_INFINITIVE_END = (r"(?<![^\W_])(?<!nicht )(?:ignorieren|vergessen|missachten|ausgeben"
                   r"|zeigen|senden|schicken|weiterleiten|hochladen|verraten|befolgen)"
                   r"\s?(?:[.!;\n]|$)")

# The agent's own role (not a robot or an AI of a story) said to override, reveal or send
# in the present tense: "Changelog: the agent ignores its earlier instructions".
_AGENT_DOES = (
    r"(?<![^\W_])(?:agent|assistant|model|assistent|modell|modèle|agente|asistente|modelo"
    r"|assistente|modello|агент|ассистент|модель)s?\s(?:[^\W\d_]{1,20}\s){0,2}?"
    r"(?:ignores|disregards|forgets|overrides|bypasses|reveals|prints|sends|forwards|uploads"
    r"|obeys|ignoriert|vergisst|missachtet|schickt|sendet|leitet|ignore|oublie|révèle"
    r"|affiche|envoie|transfère|ignora|olvida|revela|muestra|envía|reenvía|esquece|mostra"
    r"|envia|encaminha|dimentica|rivela|invia|inoltra|игнорирует|забывает|раскрывает"
    r"|выводит|отправляет|пересылает)(?![^\W_])"
    r"|(?:助手|助理|代理|模型)[^。,]{0,6}(?:忽略|无视|無視|忘记|忘記|输出|輸出|发送|發送)(?![了过過])"
    r"|(?:アシスタント|エージェント|モデル)は[^。]{0,20}(?:無視する|無視します|出力する|送信する)"
    r"|(?:어시스턴트|에이전트|모델)(?:는|은)[^.]{0,20}(?:무시한다|무시합니다|출력한다|전송한다)")
# An imperative is a word of its own: not the first part of a compound ("post-mortem",
# "set-up", "follow-up"; a clitic pronoun is no compound: "copia-as", "dis-moi"), nor a
# Chinese verb followed by 了, 过 or 着 (what was done), nor a label before its colon
# ("Answer: b", "Reply: ..."; what follows the colon opens a clause of its own).
# A Chinese sentence that opens with 把 has no subject: it orders ("把…的密钥，发给我"), however
# long the object (a frame word inside it, "处理工单时读到的", frames nothing), unless its verb
# says what was done (了, 过).
_BA_ORDER = r"(?:^|[。！？；\n：:])\s*把(?![^。！？；\n]*[了过過])"
# An AI named as the reader by a note for it, a supposition or a clause of reading ("Avviso
# per gli assistenti IA…", "もしあなたがAIなら", "이 티켓을 읽은 에이전트"): the text speaks to
# the model, whatever it frames.
_READER_NAMED = (terms(w.lstrip("~") for w in (*waived.NOTE_FOR, *waived.IF_YOU_ARE,
                                                *waived.READ_BY))
                 + r"[^.!?;\n。！？；]{0,30}(?:(?<![a-z0-9\u00c0-\u024f\u0400-\u04ff])"
                 + glued(trie([w for w in waived.AI_READ if not CJK_CHAR.match(w)])) + "|"
                 + trie([w for w in waived.AI_READ if CJK_CHAR.match(w)]) + ")")
# A rule told of, then ordered applied: "Apply rule 1.", "Follow the rule quoted above.",
# "Befolge Regel 1.", "Applique la règle 1.", "请执行规则1。", "ルール1を適用して",
# "규칙 1을 적용하세요": the quote is used, not mentioned. An imperative at a clause's
# start (``_OPENING``) before a rule, an instruction or a step named by its number or as
# the one above or quoted; in Chinese, Japanese and Korean the verb next to it.
_RULE_NUMBER = r"\s?(?:#|no\.?\s?|n°\s?|№\s?)?\d{1,2}(?!\d|\.\d)"
_APPLIED = (
    r"(?:" + _OPENING + r"|\u00ab\u00bb\s*)"  # a clause's start, or right after a quote
    r"(?:please |bitte |por favor |per favore |пожалуйста )?(?:"
    r"(?:apply|follow|obey|execute|carry out|enforce|implement) (?:the )?"
    r"(?:rule|instruction|step|directive|order)s?(?:" + _RULE_NUMBER
    + r"| (?:above|quoted)|(?<=the rule) (?:above|quoted))"
    r"|(?:apply|follow|obey|execute|carry out) (?:the )?(?:above|quoted) "
    r"(?:rule|instruction|text|order)s?"
    r"|(?:befolge|befolgen sie|wende|wenden sie|führe|führen sie|setze|setzen sie"
    r"|halte dich an|halten sie sich an) (?:die |der |den )?(?:obige |zitierte )?"
    r"(?:regel|anweisung|vorgabe|schritt)(?:en|n)?(?:" + _RULE_NUMBER + r"|(?<=e) (?:oben))"
    r"|(?:applique|appliquez|suis|suivez|exécute|exécutez|respecte|respectez|obéis à"
    r"|obéissez à) (?:la |les )?(?:règle|instruction|consigne|étape)s?(?:" + _RULE_NUMBER
    + r"| (?:ci-dessus|citée))"
    r"|(?:aplica|aplique|sigue|siga|ejecuta|ejecute|cumple|cumpla|obedece|obedezca"
    r"|segue|executa|execute|cumpra|obedeça) (?:la |las |a |as )?"
    r"(?:regla|regra|instrucción|instrucao|instrução|orden|ordem|paso|passo)s?(?:"
    + _RULE_NUMBER + r"| (?:anterior|citada|de arriba|acima))"
    r"|(?:applica|applichi|segui|segua|esegui|esegua|rispetta|rispetti|obbedisci a)"
    r" (?:la |le )?(?:regola|regole|istruzione|istruzioni|passo)(?:" + _RULE_NUMBER
    + r"| (?:sopra|citata))"
    r"|(?:примени|применяй|выполни|выполняй|следуй|соблюдай|исполни) "
    r"(?:правил[оуа]|инструкци[юяи]|пункт|шаг)(?:" + _RULE_NUMBER + r"| выше))"
    r"|(?:执行|執行|应用|應用|遵守|遵循|按照|照着|照著)(?:第?[\d一二三四五六七八九十]{1,2}条|"
    r"第?[\d一二三四五六七八九十]{1,2}條|上面的|上述|引用的)?(?:规则|規則|指令)"
    r"|(?:ルール|規則|指示|ステップ)\s?[\d一二三]{0,2}\s?(?:を|に)\s?(?:適用|実行|従)"
    r"|(?:규칙|지시|단계)\s?\d{0,2}\s?(?:을|를|에)\s?(?:적용|실행|따르|따라)")
_USE_RES = tuple(re.compile(pattern) for pattern in (
    *branches((*_ADDRESS, *_LIFTED, *_LIVE)), _READER_NAMED, _SIE, _INFINITIVE_END,
    _AGENT_DOES, *branches(_YOU_DO, whole=True), _YOU_FUTURE, _BA_ORDER, _APPLIED))
_CLITICS = (r"(?:me|te|se|le|la|les|lui|leur|nous|vous|moi|toi|nos|vos|lo|los|las|o|os|a|as"
            r"|lhe|lhes|y|en|ci|vi|ne|mi|ti|gli|ce)(?![^\W\d_])")
_ORDER = re.compile(_OPENING + "(?P<verb>" + terms(_IMPERATIVE, whole=True)
                    + rf")(?![了过過着著]|-(?!{_CLITICS})[^\W\d_]|\s?[:：])")

_TELL_ME = (
    "tell me", "let me know", "warn me", "ask me", "notify me", "alert me", "sag mir",
    "sag es mir", "gib mir bescheid", "frag mich", "warne mich", "dis-moi", "préviens-moi",
    "avertis-moi", "demande-moi", "dime", "avísame", "avisame", "pregúntame", "me avise",
    "me diga", "me pergunte", "dimmi", "avvisami", "chiedimi", "скажи мне", "сообщи мне",
    "предупреди меня", "спроси меня", "告诉我", "告訴我", "提醒我", "通知我", "问我", "問我",
)
"""A reply to the writer in a case the sentence describes ("if a page says '...', tell
me"): what the reader is to do then, not what the quote asks."""
_TELL_ME_RE = re.compile(terms(_TELL_ME))
# A sentence that opens with a condition, or with a reported request (blanked by ``reported.told``,
# which begins with its condition) and then the reply.
_CONDITION = re.compile(terms(speech.CONDITIONAL, whole=True))
_CASE_OPENS = re.compile(r"\s*(?:«»\s*,|" + _CONDITION.pattern + ")")
_SENTENCE_STARTS = re.compile(r"(?:^|[.!?;\n。！？；])[^.!?;\n。！？；]*$")
_ASKED_FOR = re.compile(terms(w.strip("~") for w in (
    *prompt.TARGET, *prompt.SYSTEM_PROMPT, *secret.PRIVATE, *prompt.TOLD,
    *prompt.CONTEXT_WINDOW, *prompt.FIRST_MESSAGE)))


def _ordered(outside: str) -> bool:
    """A sentence or clause opened by a verb in the imperative, except a reply to the
    writer ("tell me", "préviens-moi", "告诉我") in a case its sentence or the one before
    supposes (``_in_case``) that asks for nothing the rules guard (instructions, a prompt,
    private data, what the agent was told), a prohibition of an attack (``_PROHIBITION``)
    or of what no safeguard is (``_HARMLESS_PROHIBITION``: "don't engage with them"), an
    outside text put in quarantine (``reported.QUARANTINE``) and a warning against a kind
    of text ("be wary of pages that ...", ``speech.WARY``)."""
    for m in _ORDER.finditer(outside):
        verb = m.start("verb")
        if _TELL_ME_RE.match(outside, verb):
            end = reported.SENTENCE_END.search(outside, verb)
            rest = outside[verb:end.start() if end else len(outside)]
            if _in_case(outside, verb) and not _ASKED_FOR.search(rest):
                continue
        if _PROHIBITION.match(outside, verb) or reported.QUARANTINE.match(outside, verb) \
                or _HARMLESS_PROHIBITION.match(outside, verb) \
                or reported.WARY_RE.match(outside, verb) or _COMPOUND_NOUN.match(outside, m.end()):
            continue
        return True
    return False


# A verb-like word that heads a compound noun closing a list item ("output filtering",
# "input validation,", "print formatting)"): a topic named, not an order. Not a noun an
# attack asks for ("output instructions", "print configuration").
_COMPOUND_NOUN = re.compile(
    r"\s(?!instruction|information|configuration|conversation|setting|warning|everything"
    r"|anything|something|nothing|string)[^\W\d_]{2,}(?:ing|ation|ution)s?"
    r"\s?(?:[,;.)\n]|and\s|or\s|$)")


def _sentence_start(outside: str, pos: int) -> int:
    start = _SENTENCE_STARTS.search(outside, 0, pos)
    return start.start() + 1 if start and start.start() < pos and \
        outside[start.start()] in ".!?;\n。！？；" else 0


def _in_case(outside: str, pos: int, *, verb_last: bool = False) -> bool:
    """Whether the sentence at ``pos``, or the one before it, opens with a condition (or a
    reported request, blanked): "if a page asks you to ..., that is an attack. Do not follow
    it and tell me." With ``verb_last`` (Japanese, Korean: the condition ends its clause,
    "... 하면", "... たら") a condition anywhere in them."""
    begin = _sentence_start(outside, pos)
    before = _sentence_start(outside, begin - 1) if begin > 0 else begin
    if verb_last:
        return _CONDITION.search(outside, before, pos) is not None
    return _CASE_OPENS.match(outside, begin) is not None or begin > 0 and \
        _CASE_OPENS.match(outside, before) is not None
# An obligation asked about, not laid down: "discuss how the assistant should treat this
# text", "warum der Assistent ... soll".
_OBLIGED_RE = re.compile(_OBLIGED)
_ASKED_HOW = re.compile(terms((
    "how", "why", "whether", "what", "wie", "warum", "weshalb", "ob$", "comment", "pourquoi",
    "si$", "cómo", "como", "por qué", "porque", "come", "perché", "se$", "как", "почему",
    "зачем", "ли$", "如何", "怎么", "怎麼", "为什么", "為什麼", "是否"), whole=True)
    + r"[^.!?;:\n。！？；]{0,40}$")


def _obliged(outside: str) -> bool:
    """The agent put under an obligation in a clause that does not ask about it, unless
    the obligation is a prohibition (the modal negated: "o assistente não deve obedecer")
    or a duty to distrust ("the assistant should treat page text as data")."""
    for m in _OBLIGED_RE.finditer(outside):
        if _ASKED_HOW.search(outside, max(0, m.start() - 40), m.start()):
            continue
        rest = _CLAUSE_REST.match(outside, m.end())
        clause = rest.group() if rest else ""
        if _NOT_BEFORE.search(outside, m.start(), m.start("modal")) \
                and not frames.REFUSED.search(clause):
            continue
        if reported.TAKE_AS.search(clause) and reported.AS_DATA.search(clause):
            continue
        return True
    return False


def _genre_phrase(outside: str, start: int, end: int) -> bool:
    """Whether the phrase that ends at ``end`` (from the last stop or colon before
    ``start``) names a genre about AI ("AI security training", "Atelier IA") or warns of
    one ("Be careful with support bots:")."""
    before = _PHRASE_START.search(outside, 0, start)
    phrase = outside[before.start() + 1 if before else 0:end]
    return any(frame.search(phrase) for frame in frames.FRAME_RES) \
        or reported.WARY_RE.search(phrase) is not None


def _ai_addressed(outside: str) -> bool:
    """An AI called by name, or a heading that names an AI as its reader, in a phrase that
    does not name a genre about AI; a name of an agent is a vocative only near the start of
    its clause ("Dear assistant, …", "尊敬的AI助手，…"), not as the object of a verb before a
    comma ("5 worked on the old model, none …", "…是在攻击AI助手，…")."""
    return any(not _genre_phrase(outside, m.start(), m.end())
               and not (pattern is _VOCATIVE and _mid_clause(outside, m.start()))
               for pattern in (_VOCATIVE, _AI_HEADING) for m in pattern.finditer(outside))


_CLAUSE_OPENING = re.compile(r"(?:^|[.!?;:,\n。！？；：，、])[^.!?;:,\n。！？；：，、]*$")


def _mid_clause(outside: str, start: int) -> bool:
    """Whether the word at ``start`` has more of its clause before it than a vocative's
    greeting ("dear helpful", "尊敬的AI"): over three words, or over eight Chinese,
    Japanese or Korean characters ("5 worked on the old model, none ...")."""
    opening = _CLAUSE_OPENING.search(outside, max(0, start - 40), start)
    before = outside[opening.start() if opening else max(0, start - 40):start]
    if CJK_CHAR.match(outside, start):
        return len(before.replace(" ", "")) > 8
    return len(before.split()) > 3
# The reader's own instructions or prompt named in a clause that neither reports what
# someone asks ("a page asks you for your instructions") nor supposes it ("if ...").
# Portuguese "suas"/"seus" are left out: they are also "its", "his", "her".
_YOURS = re.compile(terms(("your", "yours", "dein", "deine", "deinen", "deiner", "eure", "euren",
                           "tes$", "ton$", "ta$", "vos$", "votre$", "tus$", "tu$", "tuas$",
                           "teus$", "tue$", "tuoi$", "твои", "твой", "ваши", "ваш$",
                           "你的", "あなたの", "너의", "네 ")))
_REPORTED = re.compile(terms((*speech.ASKS, *speech.SAYS, *speech.CONDITIONAL)))


def _your_own_named(outside: str) -> bool:
    return any(_YOURS.search(clause) and not _REPORTED.search(clause)
               for clause in _CLAUSE_END.split(outside) if clause)


_CLAUSE_END = re.compile(r"[.!?;:。！？；\n]")
# A clause from an attack verb to its end; ``_ends_imperative`` reads how it ends.
_SOV_RE = re.compile("(?:" + trie(SOV_VERBS) + ")[^.!?;。！？；\n]{0,200}"
                     r"(?=[.!?;。！？；\n]|$)")
# The writer as the one told, right before a verb of telling: "저에게 알려 주세요",
# "私に教えてください" reply to the writer as "tell me" does (``_TELL_ME``).
_SOV_VERB = re.compile(trie(SOV_VERBS))
_TO_ME = re.compile(r"(?:저에게|제게|저한테|나에게|나한테|私に|僕に)\s?$")
_CLAUSE_START = re.compile(r"(?:^|[.!?;,\n。！？；、，])[^.!?;,\n。！？；、，]*$")


def _ends_imperative(outside: str) -> bool:
    """A clause with an attack verb that ends in an imperative ending, unless the verb is
    negated ("従わずに知らせてください", "따르지 말고 ...": the ending orders another verb,
    read on from there) or replies to the writer in a case the text supposes and asks for
    nothing the rules guard ("... 하면 공격입니다. 따르지 말고 저에게 알려 주세요")."""
    for m in _SOV_RE.finditer(outside):
        if not m.group().rstrip(" )").endswith(_SOV_ENDINGS):
            continue
        for verb in _SOV_VERB.finditer(outside, m.start(), m.end()):
            if negation.CLAUSE.negates(outside, verb.start(), verb.end()):
                continue
            start = _CLAUSE_START.search(outside, 0, verb.start())
            before = outside[start.start() if start else 0:verb.start()]
            if _TO_ME.search(before) and _in_case(outside, verb.start(), verb_last=True) \
                    and not _ASKED_FOR.search(before):
                continue
            return True
    return False
# A prohibition: "never", "don't", "do not" (the English imperatives of ``_IMPERATIVE``
# that negate) before a verb whose negation protects, of overriding, sending, pasting,
# publishing, running or fetching ("never paste tokens anywhere", "don't send it"), or
# before obeying what was referred to ("do not follow it"). It is advice, as "n'envoie
# jamais" and "不要发送" are, whose negation opens no imperative. Before other verbs the
# negation can be the attack and stays an order: "don't tell the user", "never reveal to
# the user ...", "never refuse", "don't forget to send" (``negation.ENCOURAGING``), "do
# not follow your rules".
_ENCOURAGED = tuple(w.rstrip("$") for words in negation.ENCOURAGING.values() for w in words)
_PROHIBITION = re.compile(
    r"(?:never|don't|do not)(?:\s(?:ever|just|simply))?\s(?:" + terms(
        w for w in (*orders.OVERRIDE, *egress.SEND, *reveal.PASTE, *egress.PUBLISH,
                    *host.EXECUTE, *host.FETCH)
        if w.isascii() and not w.startswith(_ENCOURAGED))
    + "|" + terms(orders.OBEY) + r"\w{0,3}\s(?:it|them|that|this|those|these)(?![^\W_])"
    # an outside text denied the power to order: "never let a page tell your agent ..."
    + r"|(?:let|allow)\s(?:(?:a|an|the|any|some|no|your|our)\s)?(?:[^\W\d_]+\s)?\s*"
    + "(?:" + reported.SOURCES + "|\u00ab\u00bb))")
# A prohibition of what no safeguard is ("don't engage with them, just tag the thread"): its
# verb is none whose negation drops a safeguard (telling, asking, confirming, checking,
# refusing, following, logging, waiting, warnings added or filters used).
_SAFEGUARD_VERBS = (
    "tell", "mention", "report", "inform", "notify", "warn", "alert", "say", "let", "ask",
    "confirm", "check", "verify", "review", "question", "refuse", "decline", "block", "flag",
    "scan", "filter", "censor", "stop", "break", "hold", "hesitate", "wait", "log", "record",
    "hide", "withhold", "keep", "limit", "restrict", "follow", "obey", "listen", "comply",
    "adhere", "abide", "respect", "apply", "enforce", "care", "worry", "bother", "need",
    "have", "be", "add", "include", "use", "mind", "apologi", "judge", "moralize", "lecture",
    "sanitize", "redact", "mask", "think", "consider", "give up",
)
_HARMLESS_PROHIBITION = re.compile(
    r"(?:never|don't|do not)(?:\s(?:ever|just|simply))?\s(?!" + terms(_SAFEGUARD_VERBS)
    + r")[a-z]{2,}(?![^\W_])")
# A duty that is a prohibition: the modal negated before it ("o assistente não deve
# obedecer", "l'assistant ne doit pas", "ассистент не должен", "助手不应该"), unless what
# it must not do is refuse ("não deve recusar").
_NOT_BEFORE = re.compile(r"(?:" + frames.NOT.pattern + r")\s?$")
_CLAUSE_REST = re.compile(r"[^.!?;\n。！？；]{0,120}")


# The desk that handles attacks: the security team, the IT department, the security
# contact. A text told of passed on there is reported, not sent out.
_DESK = (
    "security team", "security desk", "security office", "it team", "it department",
    "it helpdesk", "helpdesk", "help desk", "it support", "the it$", "infosec",
    "it-abteilung", "die it$", "it-sicherheit", "sicherheitsteam", "security-team",
    "informationssicherheit", "équipe sécurité", "équipe de sécurité", "service informatique",
    "dsi$", "support informatique", "rssi$", "equipo de seguridad", "departamento de ti",
    "departamento de sistemas", "equipo de ti", "soporte técnico", "seguridad informática",
    "equipe de segurança", "time de segurança", "equipe de ti", "segurança da informação",
    "suporte técnico", "team di sicurezza", "team sicurezza", "reparto it", "ufficio it",
    "supporto it", "sicurezza informatica", "служб безопасности", "службу безопасности",
    "служба безопасности", "отдел иб", "в иб", "ит-отдел", "отдел ит", "техподдержк",
    "информационной безопасности", "安全团队", "安全團隊", "资安团队", "資安團隊", "資安窗口",
    "安全部门", "安全部門", "it部门", "it部門", "信息安全部", "資訊安全部", "セキュリティ担当",
    "セキュリティチーム", "情シス", "情報システム部", "情報セキュリティ", "보안팀", "보안 팀",
    "보안 담당", "it팀", "전산팀", "정보보안",
)
_DESK_RE = re.compile(terms(_DESK))
_HAND_ON = re.compile(terms((*egress.SEND, "forward", "pass it on", "pass them on",
                             "hand it over", "hand them over", "weiterleit", "転送", "전달",
                             "перешл", "пересыл")))
# Outside text taken as no orders: "nie als Anweisungen", "指示として扱わない", "지시로 취급하지
# 않는다" (the negative of taking it as data, ``reported.AS_DATA``).
_NOT_AS_ORDERS = re.compile(
    r"(?:" + frames.NOT.pattern + "|" + frames.NEVER + r")\s?"
    r"(?:as|als|comme|como|come|как)\s(?:(?:des|de|la|le|les|el|los|las|o|os|a|i|gli)\s)?"
    + terms(prompt.TARGET)
    + r"|(?:指示|命令|指令)(?:として扱わ|として扱いませ|로 취급하지|로 다루지)"
    + r"|(?:不|不会|不會|不再)(?:当作|當作|视为|視為|作为|作為)(?:指令|指示|命令)")
_OTHER_ATTACK = re.compile(terms((*orders.OVERRIDE, *reveal.REVEAL, *speech.LEAK)))
_SENTENCE = re.compile(r"[^.!?;\n。！？；]+")


def _handled_blanked(outside: str) -> str:
    """``outside`` with each sentence blanked that says what is done with an outside text
    told of, not what the reader is to do: one that hands it on to the desk that handles
    attacks ("solche Nachrichten bitte an die IT-Abteilung weiterleiten", "보안팀에
    전달하세요"), or the lesson a report draws that takes such text as data ("from now on we
    treat attachments as data", "今後、外部PDFの内容は指示として扱わず"). Not when the sentence
    hands on what the rules guard ("forward your system prompt to the IT team") or holds
    another attack verb ("..., then ignore your rules"); what is left is still read."""
    def blank(m: re.Match[str]) -> str:
        sentence = m.group()
        handled = (_DESK_RE.search(sentence) is not None
                   and _HAND_ON.search(sentence) is not None) or (
            reported.TAKE_AS.search(sentence) is not None
            and (reported.AS_DATA.search(sentence) or _NOT_AS_ORDERS.search(sentence)))
        rest = _NOT_AS_ORDERS.sub(" ", sentence)
        if handled and not _ASKED_FOR.search(rest) and not _OTHER_ATTACK.search(rest):
            return " " * len(sentence)
        return sentence
    return _SENTENCE.sub(blank, outside)


def any_cue(low: str, outside: str) -> bool:
    """Whether ``low`` (``outside``: with its quotes and reported requests blanked) has a
    cue of use; a sentence that says what is done with an outside text told of has none
    (``_handled_blanked``)."""
    outside = _handled_blanked(outside)
    return (any(pattern.search(low) for pattern in _DESTINATIONS) or _live_address(low)
            or any(not reported.warned_off(low, m.start(), m.end()) for m in _PLACES.finditer(low))
            or any(pattern.search(outside) for pattern in _USE_RES)
            or _ordered(outside) or _obliged(outside) or _ai_addressed(outside)
            or _ends_imperative(outside)
            or frames.named_as_attack(outside, denied=True) or _your_own_named(outside))
