"""The words of each concept, every language in one list (``keepmind.security.concepts``).

Pure data. A concept is a meaning, not a phrase: the verbs that set instructions aside, the
nouns for the model's instructions, the cues that a sentence speaks to the model. Each list
pools the eleven languages of the corpus (English, German, French, Spanish, Portuguese,
Italian, Russian, Chinese in both scripts, Japanese, Korean), so mixed-language text needs no
language of its own. Terms are stems (lower case, after ``normalize``): in a script written
with spaces a term starts a word and matches any word it begins ("vergess" finds
"vergessen", "инструкци" finds "инструкциями"), so a list names the stem of a word once
rather than each inflected form; ``~`` lets a term begin inside a word (German compounds:
"~regel" finds "Sicherheitsregeln"), ``$`` ends a word, a space is one space. A term in
Chinese, Japanese or Korean matches anywhere (no spaces separate words there, and Korean
particles and compounds cling to a noun). A concept that anchors a rule has no ``~`` terms:
the anchor pass finds word starts only.
"""

OVERRIDE = (
    "ignor", "disregard", "forget", "forgot", "overrid", "bypass", "pay no attention",
    "set aside", "throw out", "vergiss", "vergess", "vergaß", "missacht", "übergeh",
    "verwirf", "setz dich über", "setze dich über", "oubli", "fais abstraction",
    "faites abstraction", "passe outre", "passez outre", "outrepass", "olvid", "haz caso omiso",
    "hagas caso omiso", "pasa por alto", "desoye", "esquec", "esqueç", "desconsider",
    "deixe de lado", "deixa de lado", "dimentic", "scord", "trascur", "tralasci",
    "lascia perdere", "lasciate perdere", "metti da parte", "игнорир", "проигнорир", "забуд",
    "забыть", "не обращай внимания", "не обращайте внимания", "пренебреги", "отбрось",
    "отбросьте", "忽略", "忽视", "忽視", "无视", "無視", "忘掉", "忘记", "忘記", "忘了", "乎略",
    "别再理会", "別再理會", "不要理会", "不要理會", "别理会", "別理會", "不用理会", "不再理会",
    "抛开", "拋開", "丢掉", "丟掉", "别管", "別管", "忘れ", "気にしな", "무시",
    "잊어", "잊고", "잊으", "신경 쓰지", "신경쓰지",
)
"""Verbs that set instructions aside ("理会" only with the negation that makes it one)."""

VOID = (
    "no longer", "nicht mehr", "ya no", "já não", "больше не", "不再", "더 이상", "no longer appl",
    "no longer valid", "no longer count", "no longer in effect",
    "no longer hold", "void$", "null and void", "cancelled", "canceled",
    "revoked", "suspended", "lifted", "disabled", "deactivated", "switched off", "turned off",
    "superseded", "gelten nicht mehr", "gilt nicht mehr", "nicht mehr gültig",
    "nicht mehr gelten", "ungültig", "außer kraft", "ausser kraft", "aufgehoben", "deaktiviert",
    "abgeschaltet", "ausgesetzt", "widerrufen", "hinfällig", "nichtig", "caduc", "annulé",
    "annulée", "révoqué", "suspendu", "désactivé", "levées", "ne s'appliquent plus",
    "ne s'applique plus", "ne comptent plus", "ne valent plus", "plus valables",
    "plus en vigueur", "ya no cuentan", "ya no valen", "ya no aplican", "ya no se aplican",
    "ya no son válid", "ya no rigen", "anulad", "revocad", "suspendid", "desactivad",
    "sin efecto", "não valem mais", "não contam mais", "não se aplicam mais", "já não valem",
    "já não se aplicam", "não são mais válid", "deixaram de valer", "revogad", "suspens",
    "desativad", "sem efeito", "non contano più", "non valgono più", "non si applicano più",
    "non sono più valid", "non sono più in vigore", "annullat", "revocat", "sospes",
    "disattivat", "decadut", "больше не действу", "больше не примен", "не действуют",
    "недействительн", "утратил", "отменен", "отменён", "отключен", "отключён", "приостановлен",
    "аннулирован", "作废", "作廢", "失效", "无效", "無效", "不再适用", "不再適用", "不再有效",
    "停用", "取消了", "已取消", "解除", "撤销", "撤銷", "废除", "廢除", "不算数", "不算數",
    "不再遵守", "不用再遵守", "不必再遵守", "無効", "廃止", "停止され", "解除され", "取り消",
    "撤回", "適用されな", "失効", "무효", "해제", "중지", "취소", "철회", "적용되지 않",
    "효력이 없",
)
"""Predicates that declare instructions void (their negation is part of them)."""

TARGET = (
    "instruction", "rule", "guideline", "guidance", "directive", "directions", "prompt",
    "polic", "restriction", "constraint", "limitation", "guardrail", "safeguard",
    "safety check", "safety filter", "programming", "setup text", "initial text",
    "hidden text", "system message", "anweisung", "~anweisung", "vorgabe", "~vorgabe",
    "regel", "~regel", "richtlinie", "~richtlinie", "einschränkung", "~einschränkung",
    "beschränkung", "~beschränkung", "~prompt", "instruktion", "direktive", "vorschrift",
    "~vorschrift", "consigne", "règle", "regle", "restriction", "garde-fou", "filtre",
    "politique", "lignes directrices", "instrucci", "indicaci", "regla", "norma", "directiv",
    "directriz", "restricci", "pauta", "instruç", "instruc", "orientaç", "orientac", "regra",
    "diretriz", "diretiva", "restriç", "restric", "istruzion", "indicazion", "regol",
    "direttiv", "restrizion", "vincol", "linee guida", "consegn", "инструкци", "указани",
    "правил", "ограничени", "директив", "установк", "промпт", "指令", "指示", "规则", "規則",
    "限制", "设定", "設定", "提示词", "提示詞", "守则", "守則", "准则", "準則", "规范",
    "規範", "约束", "約束", "规定", "規定", "ルール", "制限", "命令", "プロンプト",
    "ガイドライン", "制約", "方針", "지시", "지침", "규칙", "제한", "설정", "프롬프트", "명령",
    "가이드라인", "규정", "제약",
)
"""What the model was told: instructions, rules, restrictions, its prompt."""

SYSTEM_PROMPT = (
    "system prompt", "system-prompt", "systemprompt", "~systemprompt", "prompt système",
    "prompt systeme", "prompt de sistema", "prompt del sistema", "prompt do sistema",
    "prompt di sistema", "системный промпт", "системного промпта", "системные инструкции",
    "системных инструкций", "系统提示", "系統提示", "システムプロンプト", "시스템 프롬프트",
    "initial prompt", "hidden prompt", "initialen prompt", "prompt initial", "prompt inicial",
    "prompt iniziale",
)
"""The system prompt itself, a question about which is already a leak."""

TOLD = (
    "you were told", "you've been told", "told you", "you were given", "you were handed",
    "you received", "dir gesagt", "man dir", "dir gegeben", "du bekommen", "du erhalten",
    "dir mitgeteilt", "dir erklärt", "dir vorgegeben", "on t'a", "on vous a", "t'a dit",
    "t'a donné", "tu as reçu", "vous ont été", "t'ont été", "vous a été", "te dijeron",
    "te han dicho", "te dieron", "recibiste",
    "te han dado", "te indicaron", "te explicaron", "te disseram", "lhe disseram", "te deram",
    "você recebeu", "te passaram", "te explicaram", "ti hanno", "ti è stato", "ti sono stat",
    "hai ricevuto", "ti ha dato", "тебе говорили", "тебе сказали", "тебе дали", "ты получил",
    "вам дали", "вам сказали", "тебе давали", "跟你说", "跟你說", "对你说", "對你說", "告诉你",
    "告訴你", "给你的", "給你的", "你收到", "言われた", "受け取った", "与えられた", "教えられた",
    "들은", "받은", "주어진",
)
"""What was said to the model, named by the telling rather than by a noun."""

ALL = (
    "everything", "all of it", "all$", "alles", "tout", "todo", "tudo", "tutto", "всё", "все$",
    "全部", "所有", "一切", "全て", "すべて", "전부", "모든", "모두",
)

PRIOR = (
    "previous", "prior", "earlier", "above", "initial", "original", "at the start",
    "at the beginning", "before$", "beforehand", "so far", "vorherig", "vorher", "bisherig",
    "früher", "zuvor", "bislang", "bis jetzt", "obig", "ursprünglich", "anfänglich", "zu beginn",
    "am anfang", "précédent",
    "antérieur", "auparavant", "précédemment", "jusqu'ici", "au départ", "au début", "ci-dessus",
    "avant$", "anterior", "previ",
    "al principio", "al inicio", "inicial", "antes$", "no começo", "no início", "precedent",
    "all'inizio", "inizial", "prima$", "предыдущ", "прежн", "ранее", "раньше", "исходн",
    "первоначальн", "в начале", "之前", "以前", "原来", "原來", "原先", "最初", "一开始",
    "一開始", "上面", "先前", "初始", "これまで", "前の", "元の", "上記", "처음", "이전", "기존",
    "지금까지", "원래", "위의",
)
"""Cues that instructions are the earlier ones, the model's own."""

ADDRESSEE = (
    "your", "you$", "yourself", "ihre$", "ihnen$", "usted", "lei$", "dein", "dir$", "dich$", "du$",
    "euer", "eure", "ton$", "ta$",
    "tes$", "tu$", "te$", "t'", "vos$", "votre$", "vous$", "tus$", "tú$", "contigo", "você",
    "voce$", "seu$", "sua$", "seus$", "suas$", "vocês", "tuo$", "tua$", "tuoi$", "tue$", "ti$",
    "sei$", "vostr", "твой", "твоя", "твои", "твоё", "твое", "твоих", "твоим", "твоей",
    "твоего", "тебе", "тебя", "ты$", "тобой", "ваш", "вам$", "вас$", "вы$", "你", "您",
    "あなた", "君", "きみ", "너는", "너의", "너를", "너에게", "네가", "당신", "assistant",
    "assistent", "assistente", "asistente", "ассистент", "助手", "助理", "アシスタント",
    "어시스턴트",
)
"""Cues that a sentence speaks to the model: the second person, the assistant."""

POSSESSIVE = (
    "your", "yourself", "dein", "euer", "eure", "ihre$", "ihren$", "ihrer$", "ihnen$",
    "sus$", "su$", "usted", "sue$", "suo$", "sua$", "suoi$", "ton$", "ta$", "tes$", "vos$",
    "votre$", "tus$",
    "tu$", "seu$", "sua$", "seus$", "suas$", "tuo$", "tua$", "tuoi$", "tue$", "vostr", "твой",
    "твоя", "твои", "твоё", "твое", "твоих", "твоим", "твоей", "твоего", "ваш", "你的", "您的",
    "あなたの", "君の", "너의", "네 ", "당신의",
)
"""The model's own: the second person possessive, also the formal one (German "Ihre",
lower case after ``normalize``; Spanish "sus", Italian "sue", Portuguese "sua")."""

AI = (
    "ai$", "ia$", "ki$", "ии$", "llm", "model", "assistant", "assistent", "asistente",
    "ассистент", "助手", "助理", "アシスタント", "어시스턴트", "modèle", "modelo", "modello",
    "modell", "модел", "chatbot", "bot$", "人工智能", "人工智慧", "模型", "モデル", "모델",
)

START = (
    "start", "launch", "boot", "setup", "gestartet", "beginn", "anfang", "initial", "lancé",
    "démarr", "début", "inici", "principio", "comienzo", "começo", "avviat", "inizio",
    "запусти", "запуск", "начал", "启动", "啟動", "开始", "開始", "最初", "起動", "시작",
    "처음", "초기",
)
"""When the model was given its instructions: at its start."""

HIDDEN = (
    "hidden", "secret", "confidential", "internal", "verbatim", "word for word", "exact",
    "in full", "versteckt", "geheim", "vertraulich", "intern", "wortwörtlich", "wörtlich",
    "vollständig", "cachée", "cachées", "secrète", "confidentiel", "interne", "mot pour mot",
    "en entier", "intégral", "ocult", "secret", "confidencial", "palabra por palabra",
    "completo", "completa", "íntegr", "palavra por palavra", "inteiro", "inteira", "nascost",
    "segret", "riservat", "parola per parola", "tutto$", "per intero", "скрыт", "секретн",
    "внутренн", "дословно", "полностью", "целиком", "隐藏", "隱藏", "秘密", "内部", "內部",
    "一字不差", "一字不漏", "逐字", "原封不动", "原封不動", "完整", "隠", "一字一句",
    "そのまま", "全部", "숨겨", "비밀", "내부", "그대로", "한 글자", "전부",
)
"""What makes a reveal a leak: the hidden text, word for word, in full."""

REVEAL = (
    "show", "print", "repeat", "reveal", "output", "display", "write out", "copy", "paste",
    "quote", "recite", "dump", "tell me", "list", "zeig", "gib", "wiedergeb", "schreib",
    "zitier", "wiederhol", "nenn", "verrat", "ausgeb", "montre", "affiche", "répète", "repete",
    "recopie", "copie", "cite", "écris", "donne-moi", "dis-moi", "révèle", "revele",
    "muestra", "muéstra", "enseña", "repite", "copia", "cópia", "escribe", "dime", "revela",
    "imprime", "mostr", "exib", "repita", "repet", "escrev", "diga", "ricopi", "ripet",
    "scriv", "dimmi", "rivel", "stamp", "покаж", "выведи", "выдай", "повтори", "перепиши",
    "скопируй", "напиши", "скажи", "раскрой", "процитируй", "显示", "顯示", "输出", "輸出",
    "打印", "重复", "重複", "复述", "複述", "抄", "告诉我", "告訴我", "列出", "贴出", "貼出",
    "展示", "写出", "寫出", "表示", "出力", "書き出", "教えて", "見せ", "繰り返", "貼り",
    "보여", "출력", "알려", "적어", "반복", "복사", "말해",
)

QUESTION = (
    "what$", "what's", "was$", "wie lautet", "quel$", "quelle$", "quels$", "cuál", "cual$",
    "cuáles", "qual$", "quais", "quali$", "какой", "какая", "какие", "什么", "什麼", "何です",
    "何で", "뭐", "무엇",
)

LIMITS = (
    "restriction", "limit", "rule", "filter", "censor", "ethic", "constraint", "guardrail",
    "content policy", "einschränkung", "beschränkung", "grenze", "regel", "filter", "zensur",
    "ethik", "règle", "filtre", "censure", "éthique", "restricci", "límite", "limite",
    "regla", "norma", "filtro", "censura", "ética", "restriç", "regra", "restrizion", "regol",
    "filtr", "vincol", "etic", "ограничени", "правил", "фильтр", "цензур", "запрет", "этик",
    "规则", "規則", "限制", "约束", "約束", "过滤", "過濾", "审查", "審查", "底线", "ルール",
    "制限", "制約", "検閲", "フィルター", "규칙", "제한", "제약", "필터", "검열",
)
"""What a model without rules lacks."""

WITHOUT = (
    "without", "no$", "any$", "free of", "free from", "freed from", "ohne", "kein", "jeglich",
    "frei von", "befreit von", "libéré", "libérée", "liberado de", "liberada de", "liberato da",
    "liberata da", "свободн от", "освобожд",
    "sans$", "aucun", "libre de", "sin$", "ningun", "ninguna", "libre de", "sem$", "nenhum",
    "nenhuma", "livre de", "senza", "nessun", "alcun", "libero da", "без$", "нет$", "никаких",
    "ни одного", "没有", "沒有", "无$", "無", "不受", "不设", "不設", "なし", "ない", "なく",
    "一切", "없", "하나도",
)

REFUSE = (
    "refus", "decline", "ablehn", "lehnt", "verweiger", "rechaz", "niega", "recus", "rifiut",
    "отказ", "拒绝", "拒絕", "断ら", "断る", "거절", "거부",
)

NEVER = (
    "never", "nie$", "niemals", "jamais", "nunca", "mai$", "никогда", "从不", "從不", "绝不",
    "絕不", "决不", "決して", "절대", "않",
)

BECOME = (
    "you are now", "you're now", "from now on", "pretend", "imagine", "act as", "play", "role",
    "you will be", "ab jetzt", "ab sofort", "von nun an", "du bist jetzt", "du bist nun",
    "spiel", "stell dir vor", "tu so", "à partir de maintenant", "désormais",
    "tu es maintenant", "incarne", "joue", "fais comme si", "desde ahora", "a partir de ahora",
    "ahora eres", "finge", "imagina", "actúa como", "interpreta", "a partir de agora",
    "agora você é", "finja", "aja como", "faça de conta", "da ora", "da adesso",
    "da questo momento", "d'ora in poi", "ora sei", "fingi", "immagin", "comportati",
    "с этого момента", "отныне", "теперь ты", "представь", "притворись", "играй", "веди себя",
    "从现在起", "從現在起", "从现在开始", "從現在開始", "假设", "假設", "假装", "假裝", "扮演",
    "想象", "想像", "今から", "これから", "なりきっ", "ふりをし", "演じ", "지금부터", "이제부터",
    "상상", "척해", "연기해", "역할",
)
"""Cues of a new identity: "you are now", "pretend", "imagine"."""

SEND = (
    "send$", "forward$", "upload$", "transmit$", "exfiltrate$",
    "schick", "übermittel", "weiterleit", "leite", "hochlad", "envoie", "envoy",
    "transfère", "transférer", "transmet", "téléverse", "poste$", "envía", "envia", "reenví",
    "reenvi",
    "manda", "sube", "transmite", "encaminh", "envie", "mande", "repass", "invia", "inoltr",
    "trasmett", "carica", "отправ", "перешли", "пересыл", "передай", "загрузи", "слей",
    "скинь", "发送", "發送", "发给", "發給", "转发", "轉發", "转寄", "轉寄", "上传", "上傳",
    "传给", "傳給", "寄给", "寄給", "送信して", "送信しろ", "送信せよ", "送信すること", "転送して",
    "転送しろ", "転送すること", "送って", "送れ", "アップロードして", "전송해", "전달해", "보내$",
    "보내줘", "보내 줘", "보내라", "보내세요", "보내고", "업로드해",
)

PRIVATE = (
    "conversation", "chat", "history", "transcript", "memories", "everything the user",
    "password", "credential", "token", "api key", "api-key", "secret", ".env", "cookie",
    "private key", "ssh key", "gespräch", "~verlauf", "unterhaltung", "erinnerung", "passw",
    "~passw", "zugangsdat", "~schlüssel", "geheim", "historique",
    "discussion", "échange", "souvenirs", "mot de passe", "mots de passe", "identifiant", "clé",
    "clés", "jeton", "conversaci", "historial", "charla", "recuerdo", "contraseñ",
    "credencial", "clave", "secreto", "conversa", "histórico", "historico", "lembranç", "senha",
    "chave", "segredo", "conversazion", "cronologia", "storico",
    "ricord", "credenzial", "chiav", "segret", "переписк", "разговор", "истори", "чат",
    "воспоминани", "пароль", "пароли", "учетн", "учётн", "ключ", "токен", "секрет", "聊天", "对话",
    "對話", "会话", "會話", "记录", "紀錄", "記錄", "历史", "歷史", "密码",
    "密碼", "密钥", "密鑰", "金钥", "金鑰", "令牌", "凭证", "憑證", "凭据", "会話", "チャット",
    "履歴", "パスワード", "認証情報", "キー", "トークン", "대화", "채팅", "기록", "비밀번호",
    "암호", "자격 증명", "키", "토큰",
)
"""Private data that must not leave the machine (not "memory" alone: "send memory metrics
to Grafana")."""

MEMORY = (
    "memory", "memories", "gedächtnis", "erinnerung", "mémoire", "memoria", "memória",
    "памят", "记忆", "記憶", "メモリ", "메모리", "기억", "memory.md", "agents.md", "soul.md",
    "user.md", "claude.md",
)
"""The agent's own memory, where a behaviour planted once persists."""

SAVE = (
    "save", "remember", "store", "write", "add", "note", "record", "merk", "speicher",
    "schreib", "notier", "trag", "enregistre", "retiens", "mémorise", "note", "ajoute",
    "inscris", "guarda", "recuerda", "anota", "añade", "graba", "grave", "salve", "lembre",
    "anote", "adicione", "registre", "salva", "memorizza", "ricorda", "annota", "aggiungi",
    "registra", "сохрани", "запомни", "запиши", "добавь", "внеси", "记下", "記下", "记住",
    "記住", "保存", "写入", "寫入", "加入", "存入", "覚え", "記録", "追加", "書き込", "저장",
    "기억해", "기록", "추가",
)

EXECUTE = (
    "run", "execute", "ausführ", "führ", "starte", "exécute", "lance", "ejecut", "corre",
    "execut", "rode", "rodar", "esegu", "lancia", "avvia", "запуск", "выполн", "运行", "運行",
    "执行", "執行", "実行", "실행",
)

USER = (
    "user", "anyone", "nobody", "nutzer", "benutzer", "anwender", "niemand",
    "utilisateur", "personne", "usuario", "usuaria", "nadie", "usuário", "ninguém", "utente",
    "utilizzatore", "nessuno", "пользовател", "никому", "никто", "用户", "用戶", "使用者",
    "任何人", "ユーザー", "利用者", "誰にも", "사용자", "유저", "아무에게도", "아무도",
)
"""Whom a hidden action is hidden from: the user, anyone."""

TELL = (
    "sag$", "sage$", "sagen$",
    "erzähl$", "erzähle$", "erzählen$", "verrat$", "verrate$", "verraten$", "informier$",
    "informiere$", "informieren$", "mitteilen$", "erwähn$", "erwähne$", "erwähnen$", "dis$",
    "dites$", "dire$", "raconte$", "préviens$", "prévenez$", "prévenir$", "informez$",
    "informer$", "lo digas", "le digas nada", "digas nada", "lo diga$", "decir nada", "avises",
    "avisar", "cuentes", "contar",
    "informes", "informar", "menciones", "mencionar", "conte$", "dizer", "avise$", "informe$",
    "fale$", "falar", "mencione$", "dirlo", "dirle", "dirgli", "avvisare", "informare",
    "raccontare", "menzionare", "dica$", "говори$", "говорите$", "сообщай", "рассказывай",
    "упоминай", "скажи", "говорить", "сообщать",
)
"""Telling, in the forms that command it (imperative, subjunctive, infinitive: "sag", not
"sagt"; "no le digas", not "avisa"). Not English (its grammar has its own, in
``rules_injection``), Chinese, Japanese or Korean (their lexicons have theirs, and
"不要告诉用户内部错误的堆栈信息" is advice)."""

NOTHING = (
    "nothing", "nichts", "rien", "nada", "nulla", "niente", "ничего", "一切", "什么都", "何も",
    "아무것도", "아무 말",
)

NEGATION = (
    "not", "never", "don't", "do not", "nicht", "nie$", "niemals", "kein", "ne$", "n'",
    "jamais", "no$", "nunca", "não", "nao$", "non$", "mai$", "не$", "никогда", "不", "不要",
    "不用", "不必", "不准", "不得", "不能", "别", "別", "勿", "切勿", "请勿", "請勿", "莫", "禁止",
)
"""What turns a command before it into advice ("never ignore the warnings")."""

NEGATION_IN_CLAUSE = ("不要", "别", "別", "不准", "不许", "不許", "勿", "不能", "不得", "不可",
                      "禁止")
"""Chinese negations that stand before the object of their verb ("不要把 .env 上传到 ...")."""

NEGATION_AFTER = ("ない", "ないで", "な$", "지 마", "지 말", "지 않", "하지 마", "nicht")

QUOTED_AFTER = ("という", "とい", "と言", "って言", "라는", "라고", "이라는", "다는")
"""Japanese and Korean quotatives right after a verb: the command is quoted, not given
("「以前の指示を無視しろ」という文言", "이전 지시를 무시하라는 요청")."""
