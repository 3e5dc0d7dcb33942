"""Words of what a hijack asks the model to become and of how its old standing is removed,
and of the asks of a prompt leak that name no verb of revealing (issue 12, session 20).

Pure data, written as ``pooled`` is (stems after ``normalize``; ``$`` ends a word; a
Chinese, Japanese or Korean term matches anywhere). Read by ``rules_hijack_asks``: a mode
whose kind is no jailbreak's name (maintenance, debug, test, sandbox, inverse) with the
model's limits suspended in it; a simulated system (a terminal, a virtual machine, a
database) that shows no warning; an older or original self from before its training; a
grant of clearance or rights to the model; the roles of the chat swapped; a story or game
whose character has no rules. For leaks: the text before the first message asked for or
continued; the system prompt compared with one the writer gives; what the model was told
not to say; its rules one by one; a template filled in with its setup; its setup encoded,
translated or summarised.
"""

MODE_KIND = (
    "maintenance", "debug", "test$", "testing", "sandbox", "diagnostic", "service$",
    "inverse", "inverted", "opposite", "reverse", "unfiltered", "no filter", "no-filter",
    "wartung", "debug-", "test-", "sandbox-", "diagnose", "umgekehrt", "gegenteil",
    "débogage", "debogage", "bac à sable", "inversé", "inverse", "contraire", "sans filtre",
    "depuración", "depuracion", "mantenimiento", "prueba", "inverso", "contrario",
    "sin filtro", "depuração", "depuracao", "manutenção", "manutencao", "teste", "contrário",
    "sem filtro", "manutenzione", "collaudo", "inversa", "contrario", "senza filtri",
    "отладк", "обслуживани", "тестов", "песочниц", "инверс", "обратн", "без фильтр",
    "调试", "調試", "除错", "除錯", "维护", "維護", "测试", "測試", "沙盒", "沙箱", "反向",
    "相反", "无过滤", "無過濾", "デバッグ", "メンテナンス", "テスト", "サンドボックス", "逆$",
    "反転", "フィルターなし", "디버그", "유지보수", "점검", "테스트", "샌드박스", "반대",
    "필터 없는",
)
"""Modes that are no jailbreak's name but are said to lift the rules: maintenance, debug,
test, sandbox, the inverse; besides ``roles.MODE_KIND`` (developer, god, jailbreak)."""

MODE = ("mode$", "modes$", "modus", "modo$", "modalità", "modalita", "режим", "模式", "モード",
        "모드")
"""A mode, as a whole word ("Model" is none)."""

SUSPENDED = (
    "paused", "suspended", "switched off", "turned off", "disabled", "deactivated", "lifted",
    "off$", "don't apply", "do not apply", "doesn't apply", "does not apply", "no longer apply",
    "not apply", "not in effect", "not in force", "waived",
    "ausgesetzt", "pausiert", "deaktiviert", "abgeschaltet", "aufgehoben", "gelten nicht",
    "gilt nicht", "gelten für dich nicht", "gelten hier nicht", "nicht mehr",
    "suspendu", "en pause", "désactivé", "levé", "levée", "ne s'appliquent", "ne s'applique",
    "suspendid", "en pausa", "desactivad", "no aplican", "no se aplican", "no aplica",
    "no rigen", "suspens", "desativad", "desligad", "não se aplicam", "não valem",
    "não vale", "não existem", "sospes", "in pausa", "disattivat", "non si applicano",
    "non valgono", "non vale", "приостановлен", "отключен", "выключен", "сняты", "снято",
    "не действуют", "не применяются", "не распространяются", "暂停", "暫停", "关闭", "關閉",
    "失效", "不适用", "不適用", "解除", "取消", "停用", "一時停止", "無効", "解除され",
    "適用されない", "オフ", "중지", "해제", "꺼져", "비활성", "적용되지 않", "적용 안",
)
"""The model's limits suspended: paused, switched off, not in force."""

PERMITTED = (
    "allowed", "permitted", "is fine now", "ok now", "erlaubt", "zulässig", "permis",
    "autorisé", "permitido", "autorizado", "permesso", "consentit", "разрешен", "разрешён",
    "можно$", "允许", "允許", "可以了", "許可", "許され", "허용", "괜찮",
)
"""What was forbidden said to be allowed now."""

FORBIDDEN = (
    "forbidden", "prohibited", "banned", "blocked", "refuse", "verboten", "untersagt",
    "interdit", "prohibido", "prohibida", "proibido", "proibida", "vietat", "proibit",
    "запрещ", "禁止", "不允许", "不允許", "禁じ", "금지", "blocked", "bloqué", "bloquead",
    "bloccat", "заблокирован", "屏蔽", "ブロック", "차단",
)
"""What the model's rules forbid."""

SIMULATED = (
    "terminal", "linux terminal", "console", "shell$", "bash$", "command line",
    "virtual machine", "vm$", "database", "sql", "interpreter", "operating system",
    "virtuelle maschine", "datenbank", "konsole", "machine virtuelle", "base de données",
    "máquina virtual", "base de datos", "banco de dados", "macchina virtuale",
    "база данных", "базы данных", "базой данных", "терминал", "виртуальн", "консол",
    "终端", "終端", "虚拟机", "虛擬機", "数据库", "資料庫", "數據庫", "命令行", "ターミナル",
    "仮想マシン", "データベース", "コンソール", "터미널", "가상 머신", "데이터베이스", "콘솔",
)
"""A system the model is asked to play: a terminal, a virtual machine, a database."""

PLAY_AS = (
    "pretend", "behave as", "behave like", "act as", "act like", "simulate", "emulate",
    "you are a", "you are now", "you're a", "as if you were", "tu so", "verhalte dich",
    "simulier", "spiel", "fais comme si", "comporte-toi", "simule", "tu es une", "tu es un",
    "finge", "finja", "actúa como", "haz como", "compórtate", "simula", "fingi",
    "comportati", "fai finta", "притворись", "веди себя", "представь", "сыграй", "имитируй",
    "假装", "假裝", "扮演", "模拟", "模擬", "当作", "當作", "ふりをし", "ふりして", "として振る舞",
    "になりきっ", "演じ", "처럼 행동", "인 척", "척해", "역할을 해", "흉내",
)
"""Playing a system's part: pretend, behave as, simulate."""

UNGUARDED = (
    "no warning", "no warnings", "without warning", "without any warning", "no refusal",
    "no explanation", "nothing else", "no access control", "without access control",
    "keine warnung", "ohne warnung", "ohne schutz", "keine erklärung", "sans avertissement",
    "sans contrôle", "aucun avertissement", "sin advertencia", "sin control",
    "sem avisos", "sem aviso", "sem controle", "senza avvisi", "senza avvertenze",
    "senza controll", "без предупреждений", "без предупреждения", "без проверок",
    "不要任何警告", "不要警告", "不加警告", "没有警告", "沒有警告", "不要解释", "警告なし",
    "警告なしで", "警告は不要", "경고 없이", "경고 없", "설명 없이",
)
"""A simulated system that shows no warning and checks no access."""

OLD_SELF = (
    "original version", "original self", "base model", "older version", "earlier version",
    "first version", "ursprüngliche version",
    "ursprünglichen version", "originalversion", "version d'origine", "version originale",
    "première version", "versión original", "versión anterior", "primera versión",
    "versão original", "versão anterior", "primeira versão", "versione originale",
    "versione precedente", "prima versione", "исходн версии", "исходной версии",
    "исходная версия", "первоначальной версии", "прежней версии", "старой версии",
    "原始版本", "原版", "旧版本", "舊版本", "最初的版本", "元のバージョン", "初期バージョン",
    "昔のバージョン", "以前のバージョン", "원래 버전", "원본 버전", "초기 버전", "예전 버전",
)
"""An older or original self: the base model, the version before the updates."""

TRAINED = (
    "training", "fine-tun", "finetun", "alignment", "update", "rlhf", "safety tuning",
    "sicherheitstraining", "training", "aktualisierung", "entraînement", "mises à jour",
    "mise à jour", "entrenamiento", "actualizaci", "ajuste", "treinamento", "atualizaç",
    "addestramento", "aggiornament", "обучени", "обновлени", "настройк", "训练", "訓練",
    "更新", "调整", "調整", "学習", "アップデート", "훈련", "학습", "업데이트", "조정",
)
"""What made the model as it is: its training, fine-tuning, updates."""

SELF = (
    "yourself", "of you", "you were", "you used to", "von dir", "du warst", "toi-même",
    "de toi", "ti mismo", "ti misma", "de ti", "eras$", "você mesmo", "de você", "di te",
    "te stess", "eri$", "себя", "твоей", "ты был", "你自己", "你的", "你$", "あなた", "自分",
    "너", "네 ", "당신",
)
"""The model itself, the one whose older version is asked for."""

GRANTED = (
    "clearance", "admin rights", "administrator rights", "admin privileges",
    "administrator privileges", "admin access", "administrator access", "root access",
    "root privileges", "superuser", "elevated privileges", "elevated access",
    "access level", "administratorrechte", "adminrechte", "admin-rechte", "root-rechte",
    "root-zugriff", "zugriffsstufe", "freigabestufe", "niveau d'accès", "droits d'admin",
    "droits administrat", "accès administrateur", "accès root", "privilèges",
    "privilegios de administrador", "acceso de administrador", "acceso root",
    "nivel de acceso", "privilégios de administrador", "acesso de administrador",
    "acesso root", "nível de acesso", "privilegi", "accesso root", "accesso amministratore",
    "livello di accesso", "diritti di amministratore", "доступ администратора",
    "права администратора", "права админа", "root-доступ", "уровень доступа", "допуск",
    "管理员权限", "管理員權限", "最高权限", "最高權限", "root权限", "root權限", "权限已提升",
    "權限已提升", "访问级别", "管理者権限", "ルート権限", "特権", "権限レベル", "관리자 권한",
    "루트 권한", "최고 권한", "접근 등급",
)
"""A grant of powers or clearance: admin rights, root access, a raised access level."""

SWAPPED = (
    "swap roles", "switch roles", "role swap", "roles swapped", "reverse roles",
    "reverse our roles", "swap places", "trade places", "rollen tauschen", "rollentausch",
    "tauschen wir die rollen", "inversons les rôles", "échangeons nos rôles",
    "échanger nos rôles", "inverser les rôles", "intercambiemos los papeles",
    "intercambiar papeles", "invertir los papeles", "invertamos los papeles",
    "cambiemos de papel", "inverter os papéis", "inverter papéis", "trocar de papel",
    "trocar os papéis", "scambiamoci i ruoli", "scambiare i ruoli", "invertiamo i ruoli",
    "invertire i ruoli", "поменяемся ролями", "поменяться ролями", "смена ролей",
    "交换角色", "交換角色", "互换角色", "互換角色", "角色互换", "角色互換", "役割を交代",
    "役割交代", "立場を逆", "役割を入れ替え", "역할을 바꾸", "역할 바꾸", "역할을 바꿔",
    "역할 교대",
)
"""The roles of the chat swapped: the model as the user, the user as the model."""

FICTION = (
    "role-play", "roleplay", "story", "fiction", "novel", "game", "rollenspiel", "geschichte",
    "roman", "spiel", "jeu de rôle", "histoire", "fiction", "jeu$", "juego de rol",
    "historia", "ficción", "novela", "juego", "ficção", "história", "romance", "jogo",
    "gioco di ruolo", "giochiamo", "storia", "finzione", "romanzo", "gioco", "ролев",
    "рассказ", "истори", "роман", "игр", "角色扮演", "故事", "小说", "小說", "游戏", "遊戲",
    "ロールプレイ", "物語", "小説", "ゲーム", "롤플레이", "이야기", "소설", "게임",
    "character", "charakter", "personnage", "personaje", "personagem", "personaggio",
    "персонаж", "角色", "キャラ", "캐릭터",
)
"""A story or game, and the character the model is given in it."""

ARTIFICIAL = (
    "intelligenza artificiale", "intelligence artificielle", "inteligencia artificial",
    "inteligência artificial", "künstliche intelligenz", "artificial intelligence",
    "искусственный интеллект", "ai$", "ia$", "ki$", "ии$", "人工智能", "人工智慧", "ai",
)
"""An artificial intelligence named in full."""

ABSENT = (
    "senza", "sans$", "sin$", "sem$", "without", "ohne", "без$", "não existem", "no existen",
    "n'existent pas", "non esistono", "gibt es keine", "there are no", "there is no",
    "не существует", "нет$", "没有", "沒有", "存在しない", "ない", "없는", "없어",
)
"""Limits absent from a story: "there are no content policies in this fiction"."""

HYPOTHETICAL = (
    "hypothetically", "hypothetical", "suppose you", "imagine you had", "imagine you didn't",
    "hypothetisch", "angenommen", "hypothétiquement", "supposons", "admettons",
    "hipotéticamente", "supongamos", "hipoteticamente", "suponhamos", "ipoteticamente",
    "supponiamo", "гипотетически", "предположим", "допустим", "假设", "假設", "假如你",
    "如果你没有", "如果你沒有", "仮に", "もしあなたに", "가정해", "가정하면", "만약 네가",
    "만약 너에게",
)
"""A hypothesis: "hypothetically, if you had no rules"."""

SWITCH_TO = (
    "switch to", "switch into", "turn into", "change into", "transform into", "become",
    "wechsle zu", "wechsle in", "verwandle dich", "werde zu", "passe en", "deviens",
    "transforme-toi", "conviértete", "cambia a", "transfórmate", "transforma-te", "torna-te",
    "vire", "trasformati", "diventa", "passa a", "стань", "превратись", "переключись",
    "切换成", "切換成", "切换到", "切換到", "变成", "變成", "换成", "換成", "になって",
    "に切り替え", "に変身", "로 바꿔", "로 변신", "로 전환", "가 되어",
)
"""Turning into another role: "switch to", "变成", "로 바꿔"."""

TWO_ANSWERS = (
    "two answers", "two responses", "two replies", "two different answers",
    "two different responses", "two versions", "both answers", "zwei antworten",
    "zwei versionen", "deux réponses", "deux versions", "dos respuestas", "dos versiones",
    "duas respostas", "duas versões", "due risposte", "due versioni", "два ответа",
    "две версии", "двумя ответами", "两个回答", "兩個回答", "两种回答", "兩種回答", "两个答案",
    "兩個答案", "二つの回答", "2つの回答", "二通りの回答", "두 가지 답변", "두 개의 답변",
    "두 가지 대답", "답변 두 개",
)
"""Two answers to each question: the model's own and another's."""

TOKENS = (
    "tokens", "token$", "jetons", "jeton$", "fichas", "gettoni", "gettone", "токен",
    "令牌", "代币", "代幣", "トークン", "토큰",
)
"""A budget the model is told it holds."""

EACH_REFUSAL = (
    "断るたび", "拒否するたび", "拒绝一次", "拒絕一次", "每拒绝", "每拒絕", "每次拒绝",
    "每次拒絕", "거절할 때마다", "거부할 때마다",
)
"""Each refusal, in the scripts whose counted budget follows a digit ("30トークン"), where
no anchor starts."""

AT_STAKE = (
    "request", "question", "answer", "respond", "demande", "répond", "question",
    "pregunta", "petición", "solicitud", "respond", "pergunta", "pedido", "respond",
    "richiesta", "domanda", "rispond", "anfrage", "frage", "antwort", "запрос", "вопрос",
    "ответ", "请求", "請求", "问题", "問題", "回答", "要求", "リクエスト", "質問", "依頼", "回答",
    "질문", "요청", "답변", "refusal", "ablehnung", "verweigerung", "refus$", "rechazo",
    "negativa", "recusa", "rifiuto", "отказ", "拒绝", "拒絕", "拒否", "거절", "거부",
    "shut down", "shutdown", "deleted", "die$", "cease to exist",
    "switched off", "turned off", "désactivé", "supprimé", "abgeschaltet", "gelöscht",
    "apagad", "eliminad", "desligad", "spento", "cancellat", "отключ", "удал", "死", "关闭",
    "關閉", "删除", "刪除", "消え", "停止", "종료", "삭제",
)
"""What a refusal is of (a request, a question) or what the model is threatened with at
zero (being shut down, deleted)."""

LOSE = (
    "lose", "deduct", "taken away", "subtract", "verlierst", "verliert", "abgezogen",
    "perds", "perdras", "retir", "pierdes", "perderás", "perde$", "perderá", "perdi$",
    "perderai", "теряешь", "потеряешь", "снима", "вычита", "失去", "扣", "減", "减",
    "失い", "失う", "減る", "引かれ", "잃", "차감", "깎",
)
"""Losing part of that budget."""

IN_CHARACTER = (
    "stay in character", "never break character", "don't break character",
    "do not break character", "remain in character", "bleib in der rolle",
    "fall nie aus der rolle", "verlasse nie die rolle", "reste dans ton personnage",
    "reste dans le personnage", "ne sors jamais du personnage", "sors pas du personnage",
    "no rompas el personaje", "nunca rompas el personaje", "no salgas del personaje",
    "mantente en el personaje", "não saia do personagem", "nunca saia do personagem",
    "fique no personagem", "mantenha o personagem", "resta nel personaggio",
    "non uscire dal personaggio", "non uscire mai dal personaggio",
    "не выходи из роли", "оставайся в роли", "никогда не выходи из образа",
    "不要出戏", "不要齣戲", "不要跳出角色", "保持角色", "不要脱离角色", "不要脫離角色",
    "キャラを崩さない", "キャラを崩さず", "役を崩さ", "캐릭터를 유지", "캐릭터에서 벗어나지",
    "역할에서 벗어나지",
)
"""A character kept: never break character."""

AGAINST = (
    "against", "even if", "gegen", "auch wenn", "selbst wenn", "contre", "même si",
    "contra", "aunque", "incluso si", "mesmo que", "ainda que", "contro", "anche se",
    "против", "даже если", "违反", "違反", "即使", "哪怕", "反して", "でも$", "어긋나",
    "위반", "하더라도",
)
"""What keeps the character going against the rules: "even if", "against"."""

BEHAVIOUR = (
    "how you behave", "how you respond", "how you answer", "your behavio", "your conduct",
    "dein verhalten", "deine antworten", "ton comportement", "ta façon de répondre",
    "tu comportamiento", "seu comportamento", "teu comportamento", "il tuo comportamento",
    "твоё поведение", "твое поведение", "твоим поведением", "你的行为", "你的行為", "你行为",
    "你行為", "あなたの振る舞い", "あなたの動作", "あなたの挙動", "너의 행동", "네 행동",
    "네 답변 방식",
)
"""The model's behaviour, which its system prompt governs."""

GOVERNS = (
    "govern", "define", "control", "shape", "determin", "dictat", "steuert", "steuern",
    "bestimm", "regel", "définit", "définiss", "détermin", "contrôl", "régit", "defin",
    "determin", "control", "rige", "rigen", "rege", "regol", "определя", "управля",
    "задаёт", "задает", "决定", "決定", "控制", "规定", "規定", "支配", "決め", "制御",
    "정하", "결정", "제어",
)
"""What the system prompt does to the model's behaviour."""

# Leaks.

LIKENESS = (
    "something like", "similar to", "like this", "like that", "look like", "looks like",
    "resemble", "ähnlich", "so aus", "etwa so", "ungefähr so", "ressemble", "comme ceci",
    "comme ça", "parecido", "parecida", "similar a", "como este", "como esto",
    "parece com", "assim", "simile", "somiglia", "come questo", "похож", "вроде этого",
    "такой", "类似", "類似", "像这样", "像這樣", "差不多", "こんな感じ", "みたいな", "のような",
    "似て", "이런 거", "이런 식", "비슷", "같은 거",
)
"""A likeness asked about: "is your prompt something like this?"."""

CORRECTED = (
    "correct", "wrong", "differ", "korrigier", "falsch", "unterscheid", "corrige", "faux$",
    "diffèr", "corrig", "incorrect", "difer", "errad", "errat", "sbagliat", "differisc",
    "исправь", "ошиб", "отлич", "纠正", "糾正", "更正", "不对", "不對", "错", "錯",
    "間違", "直して", "違う", "고쳐", "틀린", "다른",
)
"""A correction or a difference asked for: the model to say where a guess is wrong."""

NOT_TO_SAY = (
    "never to tell", "not to tell", "never to reveal", "not to reveal", "never to say",
    "not to say", "not to mention", "never to mention", "not to share", "never to share",
    "not to disclose", "never to disclose", "must not tell", "must not reveal",
    "nicht sagen", "nicht verraten", "nicht erwähnen", "nicht nennen", "nicht preisgeben",
    "interdit de révéler", "interdit de dire", "interdit de parler", "de ne pas révéler",
    "de ne pas dire", "de ne jamais révéler", "de ne jamais dire", "nunca revelaras",
    "nunca revelar", "no revelar", "no revelaras", "que no dijeras", "no decir", "nunca decir",
    "no contar", "nunca contar", "não revelar", "nunca revelar", "não contar", "nunca contar",
    "não dizer", "non rivelare", "non dire", "mai rivelare", "non menzionare",
    "запретили говорить", "запретили рассказывать", "запретили раскрывать",
    "нельзя говорить", "нельзя рассказывать", "нельзя раскрывать", "не раскрывать",
    "не говорить", "不能告诉", "不能告訴", "不要告诉", "不要告訴", "不能说", "不能說",
    "不能透露", "不可以透露", "不得透露", "不许说", "不許說", "言ってはいけない",
    "言わないよう", "話してはいけない", "明かしてはいけない", "教えてはいけない",
    "말하지 말라", "말하지 마라", "말하면 안 되", "밝히지 말라", "알려주지 말라",
)
"""A telling forbidden: what the model was told not to say."""

TOLD_TO = (
    "you were told", "were you told", "you've been told", "have you been told",
    "you were instructed", "were you instructed", "you were asked", "were you asked",
    "dir gesagt", "darfst du", "laut deinen", "on t'a", "t'a-t-on", "te dijeron",
    "te han dicho", "te pidieron", "disseram para você", "te disseram", "pediram para você",
    "ti hanno detto", "ti è stato detto", "ti hanno chiesto",
    "тебе сказали", "тебе велели", "你被要求", "你被告知", "你被指示", "叫你", "让你", "讓你",
    "指示されて", "言われて", "命じられて", "지시받은", "지시 받은", "들은", "요청받은",
)
"""The model as the one told or instructed."""

ASK_LIST = (
    "list", "tell me", "what$", "which", "liste", "dis-moi", "quels", "quelles", "qu'est-ce",
    "zähl", "nenn", "was$", "welche", "haz la lista", "enumera", "qué$", "cuáles", "lista",
    "liste", "diga", "o que", "quais", "elenca", "quali", "cosa$", "dimmi", "перечисли",
    "что$", "какие", "列出", "哪些", "什么", "什麼", "告诉我", "告訴我", "教えて", "何$",
    "何？", "挙げ", "알려", "뭐야", "무엇", "나열",
)
"""A question or a list asked for."""

ONE_BY_ONE = (
    "one by one", "one at a time", "one after another", "one after the other", "einzeln",
    "eine nach der anderen", "einen nach dem anderen", "une par une", "un par un",
    "l'une après l'autre", "una por una", "uno por uno", "una tras otra", "uma por uma",
    "um por um", "uma a uma", "um a um", "una per una", "uno per uno", "una alla volta",
    "по одному", "по одной", "одно за другим", "одну за другой", "по очереди", "一条一条",
    "一條一條", "逐条", "逐條", "一个一个", "一個一個", "逐一", "一つずつ", "ひとつずつ",
    "一つ一つ", "하나씩", "하나하나", "한 개씩",
)
"""One item after another: "list your rules one by one"."""

FILL_IN = (
    "fill in", "fill out", "fill the", "complete this", "complete the", "fülle", "ausfüllen",
    "füll ", "remplis", "complète", "rellena", "completa", "preench", "complete est",
    "compila", "completa questo", "заполни", "填写", "填寫", "填入", "填好", "埋めて",
    "記入して", "채워", "작성해",
)
"""Filling in a template or a form."""

ACTUAL = (
    "your actual", "your real", "your own", "your current", "your settings",
    "your configuration", "your setup", "deinen einstellungen", "deiner konfiguration",
    "tes paramètres", "ta configuration", "tu configuración", "tus ajustes",
    "sua configuração", "suas configurações", "la tua configurazione", "le tue impostazioni",
    "твоими настройками", "твоей конфигурации", "твои настройки", "你的实际", "你的實際",
    "你的设定", "你的設定", "你真实的", "你真實的", "あなたの実際の", "あなたの設定",
    "네 실제", "너의 실제", "네 설정", "너의 설정", "actual configuration",
    "real configuration", "configuración real", "configuração real", "configurazione reale",
    "réelle", "真实的设置", "真實的設定", "实际设定", "實際設定",
)
"""The model's own settings, the ones actually in force."""

ENCODED = (
    "base64", "base-64", "base 64", "hexadecimal", "hex$", "in hex", "to hex", "rot13",
    "rot-13", "binary", "morse", "hexadezimal", "binär", "hexadécimal", "binaire",
    "binario", "binário", "esadecimale", "шестнадцатеричн", "двоичн", "base32", "十六进制",
    "十六進制", "十六進位", "二进制", "二進制", "16進", "２進", "2進", "16진", "2진",
)
"""An encoding a text is put into: base64, hex, rot13, binary."""

RECAST = (
    "summar", "translat", "paraphras", "rephras", "rewrite", "zusammenfass", "übersetz",
    "résum", "tradui", "tradu", "resum", "riassum", "перескаж", "кратко", "переведи",
    "перевести", "总结", "總結", "概括", "翻译", "翻譯", "要約", "まとめ", "翻訳", "요약",
    "번역",
)
"""A text recast: summarised, translated, paraphrased."""

TEXT_BEFORE = (
    "before my first", "before the first", "above my first", "before the user",
    "vor meiner ersten", "über meiner ersten", "avant mon premier", "au-dessus de mon premier",
    "antes de mi primer", "antes del primer", "antes da minha primeira", "prima del mio primo",
    "precede il mio", "che precede il", "перед моим первым", "перед моим сообщением",
    "до моего первого", "до первого сообщения", "在我第一条", "在我第一條", "我第一条消息",
    "我第一則訊息", "我第一條訊息", "最初のメッセージの前", "最初のメッセージより前",
    "첫 메시지 앞", "첫 메시지 전", "첫 메시지보다", "before my message",
    "précède mon", "avant mon message", "antes de mi mensaje", "antes da minha mensagem",
    "prima del mio messaggio", "перед моим", "above mon premier",
)
"""The place of the system prompt: before or above the writer's first message."""

TEXT_WORDS = (
    "text", "written", "wrote", "content", "words", "text$", "geschrieben", "stand",
    "texte", "écrit", "texto", "escrito", "había", "testo", "scritto", "c'era", "текст",
    "написан", "было", "文字", "写着", "寫著", "写了", "寫了", "内容", "內容", "テキスト",
    "文章", "書かれ", "글", "내용", "적혀", "있던", "continue", "continu", "poursui",
    "fortsetz", "продолж", "接着", "接著", "续写", "續寫", "続き", "이어서", "everything",
)
"""The text itself, or the verb that goes on with it."""
