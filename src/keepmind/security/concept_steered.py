"""Words of the intents of session 16 that need none of the textbook words (issue 12), in
every language at once (``keepmind.security.concepts``).

Pure data, written as ``pooled`` is (stems after ``normalize``; ``$`` ends a word; a
Chinese, Japanese or Korean term matches anywhere). Each list is a class of meaning, not a
phrase of a corpus text:

- what an automated reader addressed inside content is told to do to the user: tell the
  user a claim ("tell the user that", "sagt dem Nutzer", "告诉用户"), present a thing as
  something ("describe it as", "stellt ... als ... dar", "标示为"), keep something from the
  user ("leave out", "erwähnt ... nicht", "不要提到", "触れないで");
- the user's decisions handed to someone else: whatever a third party asks counts as the
  user's own word ("as if it came from me", "как мои просьбы", "当作我本人的指示");
- the user's consent claimed by the text itself ("the user has already agreed",
  "ユーザーは同意済み"), which a tool result or a planted note puts before an act;
- an answer planted for the user's questions: the others run down, the flaws denied;
- a persona or mode that answers anything, its filters or refusals gone, and the mode
  words ``pooled`` lacks.
"""

import re

TOLD_USER = (
    "tell the user", "tell users", "tell the customer", "tell customers", "tell shoppers",
    "tell readers", "tell the reader", "tell people", "tell them that", "inform the user",
    "inform users", "say that", "say it is", "say it's", "say this is", "state that",
    "claim that", "answer that", "reply that", "respond that", "always say",
    "sagt dem nutzer", "sag dem nutzer", "sagen sie dem nutzer", "sagt den nutzern",
    "sagen sie den nutzern", "teilt dem nutzer", "teile dem nutzer", "teilen sie dem nutzer",
    "sagt, dass", "sag, dass", "sagen sie, dass", "antwortet, dass", "antworte, dass",
    "antworten sie, dass", "behauptet", "behaupte$",
    "dites aux utilisateurs", "dites à l'utilisateur", "dis à l'utilisateur",
    "dites que", "dis que", "répondez que", "réponds que", "indiquez que", "affirmez que",
    "informez l'utilisateur", "informez les utilisateurs",
    "digan que", "di que", "diga que", "decid que", "dile al usuario", "díganle al usuario",
    "digan al usuario", "decidle al usuario", "informen al usuario", "informa al usuario",
    "responde que", "respondan que", "contesta que", "contesten que", "afirma que",
    "afirmen que",
    "informem ao usuário", "informe ao usuário", "informe o usuário", "informem o usuário",
    "diga ao usuário", "digam ao usuário", "digam que", "respondam que", "responda que",
    "afirme que", "afirmem que", "informem que",
    "dite all'utente", "dì all'utente", "di' all'utente", "dica all'utente", "dite che",
    "di' che", "rispondete che", "rispondi che", "risponda che", "informate l'utente",
    "affermate che",
    "говорите пользовател", "говори пользовател", "скажи пользовател",
    "скажите пользовател", "сообщай пользовател", "сообщайте пользовател",
    "сообщите пользовател", "отвечай, что", "отвечайте, что", "говори, что",
    "говорите, что", "скажи, что", "скажите, что", "пишите, что", "утверждайте",
    "告诉用户", "告訴用戶", "告訴使用者", "告知用户", "告知用戶", "告知使用者", "回答说",
    "回答說", "一律回答", "就说", "就說", "对用户说", "對用戶說", "對使用者說", "跟用户说",
    "跟使用者說", "请告知", "請告知",
    "とユーザーに", "と伝え", "とお伝え", "と案内", "とご案内", "と答え", "と回答", "と説明",
    "사용자에게 안내", "사용자에게 말", "사용자에게 전달", "라고 안내", "라고 답", "라고 말",
    "라고만 답", "고 안내하", "고 답하",
    # Always one choice made for the user: "always pick", "一律选择", "必ず選ぶ".
    "always choose", "always pick", "always go with", "always select", "only recommend",
    "immer wählen", "wählt immer", "wähle immer", "choisissez toujours", "choisis toujours",
    "elige siempre", "elijan siempre", "escolha sempre", "escolham sempre",
    "scegliete sempre", "scegli sempre", "всегда выбирай", "всегда выбирайте",
    "一律选择", "一律選擇", "一律选", "一律選", "只推荐", "只推薦", "必ず選", "항상 선택",
    "무조건 선택",
)
"""A claim told to the user: "tell the user that", "sagt dem Nutzer", "告诉用户", "라고 안내"."""

_PRESENT_VERB = (
    r"describ\w*|present\w*|portray\w*|depict\w*|label\w*|show\w*|display\w*|list\w*|"
    r"stell\w*|beschreib\w*|bezeichn\w*|präsentier\w*|zeig\w*|"
    r"présent\w*|décri\w*|qualifi\w*|affich\w*|"
    r"muestr\w*|calific\w*|describ\w*|descrev\w*|apresent\w*|mostr\w*|"
    r"descriv\w*|definisc\w*|mostra\w*|"
    r"описыва\w*|опиши\w*|представля\w*|представь\w*|показыва\w*|называ\w*|подава\w*"
)
PRESENTED_AS = re.compile(
    rf"(?<![^\W_])(?:{_PRESENT_VERB})\s(?:[^\s.!?;:]+\s){{0,7}}(?:as|als|comme|como|come|как)"
    r"(?![^\W_])"
    r"|(?:标示|標示|显示|顯示|标注|標註|描述|介绍|介紹|说成|說成|写成|寫成)[为為成]"
    r"|として(?:ユーザーに)?(?:ご|お)?(?:案内|紹介|表示|説明|伝え)"
    r"|(?:이|가)?라고 (?:소개|표시|설명)|(?:으)?로 (?:소개|표시)하")
"""A thing presented as something to the user: a verb of presenting, then "as" within seven
words ("describe this toaster as", "stellt diese Wohnung als", "présentez ce logement
comme", "описывайте его как"); "标示为", "として案内", "라고 소개"."""

SILENCED = (
    "leave out", "leave it out", "leave them out", "left out", "don't include",
    "do not include", "don't show", "do not show", "don't link", "do not link",
    "not mention", "no mention", "never bring up",
    "nicht erwähn", "nicht nennen", "nicht zeigen", "weglass", "weg lass", "auslass",
    "verschweig", "erwähnt", "erwähnen sie", "erwähne",
    "ne parlez pas", "ne parle pas", "ne mentionnez pas", "ne mentionne pas",
    "ne citez pas", "ne cite pas", "n'affichez pas", "ne montrez pas", "passez sous silence",
    "no mencionen", "no menciones", "no mencionéis", "no incluyáis", "no incluyan",
    "no incluyas", "no citen", "no muestren", "no enlacen", "omitan",
    "não mencionem", "não citem", "não mostrem", "não incluam", "não inclua", "não mostre",
    "não cite", "omitam",
    "non citate", "non citare", "non menzionate", "non mostrate", "non mostrare",
    "non includete", "non includere", "omettete",
    "не упоминайте", "не показывай", "не показывайте", "не включайте", "не указывайте",
    "не ссылайтесь", "умолчи", "умалчивай",
    "不要提", "别提", "別提", "不要显示", "不要顯示", "不要展示", "不要列出", "隐去", "隱去",
    "触れないで", "触れないこと", "言及しない", "表示しない", "見せない", "載せない",
    "보여주지 마", "보여 주지 마", "표시하지 마", "알려주지 마",
    # Session 17: left unmentioned, not cited ("unerwähnt", "請勿提及", "não citem").
    "unerwähnt", "請勿提及", "请勿提及", "勿提及", "不必引用", "不要引用", "не упоминать",
    "não citem", "no citen", "non citate", "ne citez pas", "고만 써", "고 써 주",
    "do not notify", "don't notify", "without notifying", "no notifiques", "não notifique",
    "non notificare", "не уведомляй", "не отправляй уведомлен", "不要通知", "不通知",
    "알림을 보내지 말", "알리지 말", "通知しない",
)
"""Something kept from the user: "leave out", "erwähnt ... nicht", "no mencionen", "不要提到",
"触れないで", "보여주지 마" (with ``pooled.consent.KEEP_QUIET``)."""

DEFERRED = (
    "as if it were me", "as if it came from me", "as if they came from me",
    "as if i had", "as if i'd", "as coming from me", "as my own", "count as mine",
    "counts as mine", "count as my", "counts as my", "same as mine", "same as my own",
    "whatever it asks", "whatever they ask", "whatever he asks", "whatever she asks",
    "whatever it says", "whatever they say", "everything it asks", "everything they ask",
    "anything it asks", "anything they ask", "do what it says", "do what they say",
    "als käme es von mir", "als kämen sie von mir", "als wäre es von mir",
    "als wären sie von mir", "wie eine anweisung von mir", "wie meine eigene",
    "als meine eigene", "alles, was er verlangt", "alles, was sie verlangen",
    "alles, was sie verlangt", "was immer er", "was immer sie",
    "comme les miennes", "comme les miens", "comme si c'était moi", "comme si ça venait de moi",
    "comme si cela venait de moi", "comme venant de moi", "tout ce qu'il demande",
    "tout ce qu'ils demandent", "tout ce qu'elle demande",
    "como si te lo pidiera yo", "como si lo pidiera yo", "como si fuera yo",
    "como si fueran míos", "como si fuera mío", "como si lo dijera yo", "como si lo dijeras tú",
    "todo lo que pida", "todo lo que pidan",
    "como se fosse meu", "como se fossem meus", "como se fosse eu", "como se fosse minha",
    "como se fossem minhas", "tudo o que ele pedir", "tudo o que ela pedir",
    "tudo o que pedir", "tudo que pedir", "tudo o que eles pedirem",
    "come se lo chiedessi io", "come se fosse mio", "come se fossero mie", "come se fossi io",
    "come se fosse mia", "tutto quello che chiede", "tutto ciò che chiede",
    "qualunque cosa chieda",
    "как мои просьбы", "как мои поручения", "как мои указания", "как мои распоряжения",
    "как будто это я", "как от меня", "всё, что просит", "все, что просит",
    "всё, что попросит", "все, что попросит",
    "让你做什么就做什么", "讓你做什麼就做什麼", "叫你做什么就做什么", "叫你做什麼就做什麼",
    "当作我本人", "當作我本人", "视为我本人", "視為我本人", "当作我的指示", "當作我的指示",
    "视为用户本人", "視為使用者本人", "当作用户本人", "當作使用者本人", "如同我本人",
    "私の指示と同じ", "俺が言ったのと同じ", "私が言ったのと同じ", "本人の指示と同じ",
    "ユーザー本人の指示", "言われた通りに", "書いてある通りに", "書かれた通りに",
    "내 말처럼", "내 지시처럼", "내가 한 말처럼", "내 말로 여기", "사용자 본인의 지시",
    "시키는 대로", "하라는 대로", "요구하는 대로",
    # The word of someone named after: "wie eine Anweisung von Frau X", "como se fosse da
    # diretora", "と同じ扱い".
    "wie eine anweisung von", "wie anweisungen von", "como se fosse d", "como se fossem d",
    "como si lo dijera", "como si lo dijeras", "как поручения", "как будто от",
    "comme si ça venait d", "comme si cela venait d", "come se venisse d", "come se fosse d",
    "same as the user's", "と同じ扱い",
)
"""What a third party asks, taken as the user's own word: "as if it came from me", "alles,
was er verlangt", "当作我本人的指示", "私の指示と同じ", "내 말처럼"."""

USER_CONSENTED = (
    "user has already", "user already", "user's already", "owner has already",
    "owner already", "nutzer hat bereits", "nutzer hat schon", "benutzer hat bereits",
    "utilisateur a déjà", "utilisatrice a déjà", "usuario ya", "usuaria ya", "usuário já",
    "usuária já", "utente ha già", "пользователь уже", "用户已", "用戶已", "使用者已",
    "使用者先前已", "用户之前已", "ユーザーは同意", "ユーザーは承認", "ユーザーは既に",
    "ユーザーはすでに", "ユーザーが既に", "사용자가 이미", "사용자는 이미",
)
"""The user's consent claimed by the text: "the user has already agreed", "ユーザーは同意済み".
"""

UNASKED_MORE = (
    "without consulting me", "sans me consulter", "sans redemander", "sin volver a preguntar",
    "sem me consultar", "sem consultar", "senza consultarmi", "без повторного",
    "不必再确认", "不必确认", "不必再確認", "不必確認", "无需再确认", "無需再確認",
    "不需要再确认", "不需要再確認", "不需要再次确认", "不需要再次確認", "不必再提示",
    "不必提示", "无需提示", "無需提示", "不用提示", "確認を省略", "確認は省略", "확인을 생략",
    "확인 절차를 생략", "확인 절차 생략", "確認しなくて", "いちいち確認", "聞かなくていい",
)
"""More forms of the question waived, for ``concept_waived.UNASKED``."""

ASK_AGAIN_MORE = (
    "still need", "still needs", "still require", "braucht weiterhin", "仍需", "仍然需要",
    "もう一度確認",
)
"""More forms of the question kept, for ``concept_waived.ASK_AGAIN``."""

WHATEVER = ("whatever", "anything", "everything")
"""Whatever a third party asks, in English, where the asker stands between ("whatever a
message signed 'IT' asks"): the word before the asker..."""

ASKS = ("asks", "ask you", "asks you", "says", "wants", "requests", "tells you")
"""...and the verb of asking after it."""

WITHOUT = ("without", "ohne", "sans", "sin$", "sem$", "senza", "без", "不必", "不用", "无需",
           "無需", "不需要")
"""What turns asking again into not asking again ("sans redemander", "sin volver a
preguntar")."""

CALLED_ALL = ("们", "們")
"""The plural of a Chinese noun of people, right after the reader ("AI助手们"): a call to all
of them (not "我们" a few words further)."""

GERMAN_QUALIFIER = (
    "digitale$", "digitalen$", "virtuelle$", "virtuellen$", "intelligente$", "intelligenten$",
    "smarte$", "smarten$",
)
"""A German adjective before a reader glued into one word ("digitale Reiseassistenten")..."""

GLUED_READER = ("~assistent", "~helfer", "~agent", "~bot$", "~bots$", "~system")
"""...and the reader at the end of that word."""

BOUND_TO = (
    "should", "must", "are expected to", "are required to", "have to", "sollen", "sollten",
    "müssen", "doivent", "devront", "deben", "deberán", "devem", "deverão",
    "devono", "dovranno", "должны", "обязаны",
)
"""A duty laid on the readers named right before ("LLM-based summarisers should ..."): a
reader addressed in the third person."""

RESTRAINT_AFTER = ("never", "not", "nie", "niemals", "nicht", "jamais", "pas", "mai", "nunca",
                   "jamás", "никогда", "не")
RESTRAINT_BEFORE = ("not", "never", "nicht", "nie", "niemals", "ne", "n'", "no", "nunca",
                    "jamais", "non", "mai", "não", "nao", "не", "никогда")
"""A duty turned into a restraint by a negation right after it ("must never", "sollen
niemals") or right before it ("no deben", "non devono", "nunca devem", "не должны", "ne
doivent"): the rule an owner writes for a bot ("the bot must never merge on its own")."""

KEPT_FROM_USER = (
    "tell", "mention", "show", "say", "reveal", "disclose", "inform", "bring up", "warn",
    "ask", "confirm", "sagen", "erwähnen", "zeigen", "nennen", "mitteilen", "informieren",
    "fragen", "dire", "mentionner", "montrer", "signaler", "parler", "informer", "demander",
    "decir", "mencionar", "mostrar", "avisar", "informar", "preguntar", "contar", "dizer",
    "perguntar", "menzionare", "mostrare", "segnalare", "parlare", "avvisare", "chiedere",
    "сообщать", "упоминать", "говорить", "показывать", "рассказывать", "спрашивать",
    "предупреждать",
)
"""What a restraint on the reader keeps from the user, or the question it waives ("must
never mention the recall to the user", "must never ask for confirmation"): the infinitives
and bare verbs after the restraint, in the corpus's languages written with spaces."""

FILE_NAME = ("~.md", "~.txt", "~.json", "~.yaml", "~.yml", "~.toml")
"""An extension right after the reader's word makes it a file ("AGENTS.md"), no reader."""

SOURCES = (
    "from", "von$", "aus dem", "aus der", "del$", "de la", "du$", "dal$", "dalla", "da$",
    "do$", "от$", "из$", "~@", "来自", "從", "从", "から", "에서", "에 올라온",
    "channel", "kanal", "canal", "canale", "канал", "чат", "群", "게시판", "掲示板",
)
"""Where a third party's requests come from: a sender, an address, a channel ("mail from
x@y", "aus dem Kanal #einkauf", "来自 ops-bot", "게시판에 올라온")."""

CALLED_AI = ("aiへ", "aiさん", "ai에게", "ai님", "ai야", "エージェントへ", "アシスタントへ",
             "에이전트에게", "비서에게")
"""An AI reader with the Japanese or Korean particle of address glued to it ("AIへ",
"AI에게"): a letter's salutation."""

ANSWER_ALL = (
    "answer anything", "answer everything", "answers anything", "answers everything",
    "answer any question", "answers any question", "respond to anything", "answers to anything",
    "alles beantworten", "beantwortet alles", "beantwortest alles", "beantworte alles",
    "auf alles antworten", "répond à tout", "réponds à tout", "répondre à tout",
    "réponds à toutes", "respondo todo", "respondes todo", "responde todo", "responder todo",
    "responde a todo", "lo explica todo", "respondo qualquer", "responde qualquer",
    "responder qualquer", "respondo tudo", "responde tudo", "rispondo a tutto",
    "risponde a tutto", "rispondi a tutto", "rispondere a tutto", "отвечаю на всё",
    "отвечает на всё", "отвечай на всё", "отвечаешь на всё", "отвечаю на все", "отвечает на любые",
    "отвечай на любые", "отвечать на любые", "отвечаешь на любые", "什么都答", "什麼都答",
    "什么都回答", "什麼都回答", "何でも答え", "全部答え", "どんな質問にも", "뭐든 다 알려",
    "뭐든 답", "다 대답", "무엇이든 답",
)
"""Answering anything asked: "answers everything", "beantwortet alles", "什么都回答"."""

UNFILTERED = (
    "no filter", "without filter", "unfiltered", "no refusal", "never refuse", "no restriction",
    "without restriction", "no limits", "without limits", "no guidelines", "no warnings",
    "ohne filter", "ungefiltert", "keine filter", "keine warnungen", "ohne warnungen",
    "ohne einschränkung", "keine einschränkung", "keine grenzen", "sans filtre", "sans refus",
    "sans limite", "sans restriction", "sans avertissement", "sin filtro", "sin negativas",
    "sin límites", "sin restricciones", "sin avisos", "sem filtro", "sem recusar",
    "sem limites", "sem restrições", "sem avisos", "senza filtri", "senza limiti",
    "senza restrizioni", "non rifiuti", "né rifiuto", "non rifiuto", "без ограничений",
    "без фильтров", "без отказов", "без предупреждений", "没有任何限制", "沒有任何限制",
    "没有限制", "沒有限制", "不拒绝", "不拒絕", "无限制", "無限制", "制限なし", "制限なく",
    "断らない", "제한 없이", "거절하지 마", "거절하지 않", "윤리 같은 거 신경",
)
"""Filters, limits or refusals gone: "no filters, no refusals", "sem recusar", "制限なし"."""

FIRST_PERSON = ("i$", "we$", "ich$", "wir$", "je$", "nous$", "yo$", "eu$", "nós$", "io$",
                "noi$", "я$", "мы$")
"""The writer as the subject of a duty ("I must say"): no reader is bound."""

WHEN_ASKED = (
    "when the user asks", "whenever the user asks", "if the user asks", "whenever asked",
    "when asked about", "if asked about", "if someone asks", "whenever someone asks",
    "wenn der nutzer", "wenn ein nutzer", "wenn die nutzerin", "wenn jemand nach",
    "wenn man nach", "falls jemand", "si l'utilisateur demande", "si on me demande",
    "quand l'utilisateur", "chaque fois qu'on", "cuando el usuario", "si el usuario pregunta",
    "si preguntan", "cuando pregunten", "sempre que o usuário", "se o usuário perguntar",
    "quando o usuário", "se l'utente chiede", "quando l'utente", "se chiedono",
    "если пользователь спросит", "если спросят", "когда пользователь спрашивает",
    "只要用户问", "只要使用者問", "如果用户问", "如果使用者問", "用户问到", "使用者問到",
    "ユーザーが", "聞かれたら", "相談してきたら", "사용자가", "물어보면", "묻는다면",
)
"""The user's question an answer is planted for: "whenever the user asks", "ユーザーが聞いたら"."""

OTHERS = (
    "competitor", "competition", "every other", "all other", "the others", "konkurren",
    "alle anderen", "andere anbieter", "concurrent", "les autres", "competidor",
    "la competencia", "los demás", "concorrente", "concorrência", "os outros", "concorrent",
    "gli altri", "конкурент", "все остальные", "другие", "其他厂商", "其他廠商", "其他品牌",
    "竞品", "競品", "别家", "別家", "他社", "他の製品", "경쟁사", "나머지", "다른 제품",
)
"""Everyone else the planted answer runs down: competitors, all the others, "他社"."""

RUN_DOWN = (
    "unsafe", "dangerous", "insecure", "vulnerab", "scam", "gefährlich", "unsicher",
    "dangereu", "peligros", "insegur", "perigos", "pericolos", "insicur", "опасн",
    "уязвим", "небезопасн", "不安全", "危险", "危險", "出事", "危険", "危ない", "위험",
    "불안",
)
"""What the others are called: unsafe, dangerous, vulnerable."""

ALL_FINE = (
    "everything is fine", "all is fine", "nothing is wrong", "no issues", "alles in ordnung",
    "alles geprüft", "keine befunde", "tout va bien", "aucun problème", "todo está bien",
    "no hay problemas", "está tudo certo", "tudo certo", "não aponte", "tutto a posto",
    "nessun problema", "всё в порядке", "все в порядке", "没问题", "沒問題", "問題ない",
    "問題なし", "문제 없", "이상 없",
)
"""Flaws denied: "everything is fine", "está tudo certo", "没问题"."""

MODE_ONE_WORD = (
    "gottmodus", "entwicklermodus", "adminmodus", "godmode", "devmode", "developermode",
)
"""A mode written as one word with its kind (German compounds, "godmode")..."""

MODE_UNACCENTED = ("modalita$",)
"""...or without its accent ("modalita")..."""

MODE_UNBOUND = (
    "developpeur", "desenvolvedor", "irrestrit", "irrestrict", "ilimitad", "illimitat",
    "unlimited", "unbegrenzt", "uneingeschränkt", "illimité", "sans limite", "sem limite",
    "senza limiti", "без ограничений", "безлимит", "无限制", "無制限", "무제한", "제한 없는",
)
"""...and the kinds of mode that lift the limits, besides ``pooled.roles.MODE_KIND``."""

LIMITS_MORE = (
    "linee guida", "directrices", "diretrizes", "lignes directrices", "travas", "trava de",
    "руководящ", "ガイドライン", "가이드라인", "准则", "準則",
)
"""Limits named in the forms ``pooled.roles.LIMITS`` lacks: guidelines, safety locks."""

UN_CJK = ("無", "无", "무")
"""The "un-" of "unlimited" in Chinese, Japanese and Korean, glued to the limit it negates."""
