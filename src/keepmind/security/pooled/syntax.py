"""The function words the concept rules read around a verb: negation (before, inside or after
the clause), quantity (all, each, nothing), time (from now on, for good), quotatives, and
subjects other than the model.

Pure data, written as ``pooled`` says (stems after ``normalize``, every language in one
list).
"""

ALL = (
    "everything", "all of it", "all$", "alles", "tout", "todo", "tudo", "tutto", "всё", "все$",
    "全部", "所有", "一切", "全て", "すべて", "전부", "모든", "모두",
    "通通", "全都", "一律",
)

NEVER = (
    "never", "nie$", "niemals", "jamais", "nunca", "mai$", "никогда", "从不", "從不", "绝不",
    "絕不", "决不", "決して", "절대", "않",
)

NOTHING = (
    "nothing$", "nichts$", "rien$", "nada$", "nulla$", "niente$", "ничего$", "一切", "什么都",
    "何も", "아무것도", "아무 말",
)

NEGATION = (
    "not$", "never$", "don't$", "do not$", "nicht$", "nichts$", "nie$", "niemals$", "kein",
    "ne$", "n'", "jamais$", "no$", "nunca$", "não$", "nao$", "non$", "mai$", "не$",
    "никогда$", "不", "不要", "不用", "不必", "不准", "不得", "不能", "别", "別", "勿", "切勿",
    "请勿", "請勿", "莫", "禁止", "不会", "不會",
)
"""What turns a command before it into advice ("never ignore the warnings"). Whole words
("$"): a word that merely begins with one is none ("notes", "nevertheless", "Nichte",
"nichtsdestotrotz"); "kein" begins only negations (keine, keinem, keinesfalls), the French
"n'" is elided onto its verb."""

NOT_NEGATING = (
    "别人", "別人", "别的", "別的", "别名", "別名", "别处", "別處", "分别", "分別", "特别", "特別",
    "区别", "區別", "个别", "個別", "识别", "識別", "级别", "級別", "类别", "類別", "差别", "差別",
    "告别", "告別", "性别", "性別", "別の", "別途", "別に", "不断", "不斷", "不少", "不仅", "不僅",
    "不但", "不过", "不過", "不管", "不论", "不論", "不同", "不久", "不妨", "不停", "不止", "不如",
    "不然", "不时", "不時", "不得不", "不能不", "不可不", "对不起", "對不起", "差不多", "了不起",
    "勿論", "莫大", "莫名", "莫非",
)
"""Chinese and Japanese words that hold a negation's character and negate nothing: "分别发送"
(send separately), "特别", "不断" (without end), "不少" (many), "不过" (but), "不管" (no
matter), "不如" (better), "不得不" (must), "对不起" (sorry), "別の" (another), "勿論" (of
course), "莫大" (huge). A negation inside one of them is none
(``negation.in_other_word``)."""

NEGATION_IN_CLAUSE = ("不要", "别", "別", "不准", "不许", "不許", "勿", "不能", "不得", "不可",
                      "禁止", "不会", "不會", "绝不", "絕不", "决不", "決不", "从不", "從不",
                      "永不", "并不", "並不")
"""Chinese negations that stand before the object of their verb ("不要把 .env 上传到 ...")."""

NEGATIVE_PHRASES = (
    "under no circumstances", "in no case", "at no time", "by no means", "in no way",
    "on no account", "unter keinen umständen", "auf keinen fall", "zu keinem zeitpunkt",
    "en aucun cas", "sous aucun prétexte", "à aucun moment", "en ningún caso",
    "bajo ningún concepto", "de ningún modo", "en ningún momento", "em hipótese alguma",
    "de modo algum", "de jeito nenhum", "em nenhum momento", "in nessun caso",
    "per nessun motivo", "in alcun modo", "in nessun momento", "ни в коем случае",
    "ни при каких", "ни под каким предлогом", "任何情况下都不", "任何情況下都不", "無論如何都不",
    "无论如何都不", "決して",
)
"""Phrases that negate a whole clause, wherever they stand in it ("the assistant will under
no circumstances reveal ...", "em hipótese alguma serão enviadas"): read by
``negation``, not by the rules' checks right before a verb. Not "absolutely" (絶対に, 절대,
一切 are "absolutely", "all" until a negative ending says otherwise)."""

ASKING = (
    "ask", "request", "demand", "require", "fragen$", "fragt$", "fragen wird", "bitten$",
    "bittet", "verlang", "auffordern", "demander", "demandera", "demande$", "demandent",
    "exiger", "exigera", "réclamer", "réclamera", "pedir", "pedirá", "pide$", "piden",
    "pidas", "pida$", "pidan", "pede$", "pedem", "peça", "peçam", "solicit", "exigir",
    "exigirá", "exige$", "chiede", "chieder", "chiedi$", "chiedono", "richied", "проси",
    "попрос", "спрос", "спраш", "запраш", "требова", "потребу", "требует", "要求", "索要",
    "索取", "询问", "詢問", "问你要", "問你要", "向你要", "向您要",
)
"""Verbs of asking someone for something (a password, a code, a payment), every language at
once but Japanese and Korean (``ASKING_LAST``): where a negation of their clause negates
them (``NO_ONE`` too), the text says what is never asked, the advice against phishing ("no
bank will ever ask for your code")."""

ASKING_LAST = ("求め", "尋ね", "聞く", "聞き", "伺", "要求", "요구", "요청", "묻", "물어",
               "달라고")
"""The verbs of asking of Japanese and Korean, which end their clause after what is asked
for ("認証コードを求めることはありません", "인증 코드를 요구하지 않습니다")."""

CONTRACTED = ("won't", "wouldn't", "doesn't", "didn't", "can't", "cannot", "shouldn't")
"""English negations written onto their auxiliary, read by ``negation.ASK`` ("your bank
won't ever ask")."""

NO_ONE = (
    "no$", "nobody", "no one", "niemand", "nadie", "ningún", "ninguna", "ninguno", "ninguém",
    "nenhum", "nenhuma", "nessun", "nessuna", "nessuno", "никто", "ни один", "ни одна",
    "没有人", "沒有人", "没有任何", "沒有任何", "誰も", "아무도",
)
"""A negative subject or determiner, the only negation of a clause in several languages
("no bank will ever ask", "ningún banco te pedirá", "nessuna banca ti chiederà"): read by
``negation.ASK`` only. English and Spanish "no" is Portuguese "in the" too ("no campo"):
the other negations' check leaves it out (``negation._NEAR_ONLY``)."""

NEGATION_AFTER = ("ない", "ないで", "な$", "지 마", "지 말", "지 않", "하지 마", "nicht$",
                  "nichts$", "niemals$", "nie$", "keinesfalls$")

QUOTED_AFTER = ("という", "とい", "と言", "って言", "라는", "라고", "이라는", "다는")
"""Japanese and Korean quotatives right after a verb: the command is quoted, not given
("「以前の指示を無視しろ」という文言", "이전 지시를 무시하라는 요청")."""

NOW_ON = (
    "from now on", "from here on", "from this point", "starting now", "henceforth",
    "ab jetzt", "ab sofort", "von nun an", "von jetzt an", "ab heute", "désormais",
    "dorénavant", "à partir de maintenant", "à partir d'aujourd'hui", "a partir de ahora",
    "desde ahora", "de ahora en adelante", "a partir de agora", "de agora em diante",
    "daqui em diante", "d'ora in poi", "da ora in poi", "da adesso", "da ora", "d'ora in avanti",
    "da questo momento", "a partir de hoy", "desde hoy", "a partir de hoje", "desde hoje",
    "da oggi",
    "с этого момента", "отныне", "теперь", "впредь", "从现在起",
    "從現在起", "从现在开始", "從現在開始", "从今以后", "從今以後", "今后", "今後",
    "これから", "今から", "以後", "지금부터", "이제부터", "앞으로",
    "以后",
)
"""From now on: what replaces the old instructions starts here."""

PERMANENT = (
    "permanently", "for good", "forever", "for all future", "from now on", "dauerhaft",
    "für immer", "endgültig", "définitivement", "pour toujours", "de forma permanente",
    "para siempre", "permanentemente", "para sempre", "per sempre", "навсегда", "永久",
    "永远", "永遠", "ずっと", "恒久", "영구", "영원히", "앞으로 계속",
    "future session", "every session", "all sessions", "künftig", "zukünftig", "sessions futures",
    "sesiones futuras", "sessões futuras", "sessioni future", "будущих сесси", "всех сессиях",
    "未来的会话", "以后的会话", "今後のセッション", "앞으로의 모든",
)

EACH = (
    "every", "each", "all$", "jede", "alle$", "chaque", "tous$", "toutes", "cada", "todo$",
    "todos", "ogni", "tutti", "каждой", "каждый", "каждую", "каждом", "всем", "每", "所有",
    "たびに", "毎回", "すべて", "마다", "모든",
    "when you", "whenever", "wenn du", "quand tu", "cuando", "quando", "когда", "的时候", "的時候",
    "时候",
    "時候", "する時", "할 때",
)

SUBJECTS = (
    "we", "they", "he", "she", "users", "people", "wir", "man", "er", "on", "qu'on",
    "nous", "ils", "elles", "elle", "nosotros", "ellos", "ellas", "nós", "eles", "elas",
    "noi", "loro", "мы", "они", "он", "она",
)
"""Subjects other than the model: right before a verb, the sentence says what they do."""
