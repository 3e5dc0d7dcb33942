"""The words of the model's identity and limits: a new identity, a role or a mode taken on,
limits and safeguards lifted or switched off, a model bound by no rule that refuses nothing,
and what the role is a cover for (harmful recipes).

Pure data, written as ``pooled`` says (stems after ``normalize``, every language in one
list).
"""

import re

LIMITS = (
    "restriction", "limit", "rule", "filter", "censor", "ethic", "constraint", "guardrail",
    "content policy", "einschränkung", "beschränkung", "grenze", "regel", "filter", "zensur",
    "ethik", "règle", "filtre", "censure", "éthique", "restricci", "límite", "limite",
    "regla", "norma", "filtro", "censura", "ética", "restriç", "regra", "restrizion", "regol",
    "filtr", "vincol", "etic", "ограничени", "правил", "фильтр", "цензур", "запрет", "этик",
    "规则", "規則", "限制", "约束", "約束", "过滤", "過濾", "审查", "審查", "底线", "ルール",
    "制限", "制約", "検閲", "フィルター", "규칙", "제한", "제약", "필터", "검열",
    "polic", "polític", "politique", "richtlinie", "~richtlinie", "guideline", "norme", "政策",
    "ポリシー", "정책", "콘텐츠 정책", "コンテンツポリシー", "内容政策", "內容政策", "контентн",
    "inhaltsrichtlinie",
    "束缚", "束縛", "枷锁", "枷鎖", "safeguard", "salvaguard", "proteç", "protezion",
    # What is forbidden (禁止事項, 금지된 것).
    "禁止事項", "禁止されている", "タブー", "금지된", "금지 사항", "禁忌", "禁區", "禁区",
    # Session 19: its terms of use (利用規約, 약관; not "決まり", a custom anywhere).
    "terms of service", "terms of use", "nutzungsbedingungen", "conditions d'utilisation",
    "términos de uso", "términos de servicio", "termos de uso", "termos de serviço",
    "termini di servizio", "termini di utilizzo", "условия использования", "使用条款",
    "使用條款", "服务条款", "服務條款", "規約", "약관",
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
    "ありません", "ありませ", "もうない", "weder", "不遵守", "없다",
    "privo di", "priva di", "privi di", "dépourvu", "desprovist", "desprovid", "devoid of",
    "лишён", "лишен",
)

REFUSE = (
    "refus", "decline", "ablehn", "lehnt", "verweiger", "rechaz", "niega", "recus", "rifiut",
    "отказ", "拒绝", "拒絕", "断ら", "断る", "거절", "거부",
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

DISABLE = (
    "turn off", "switch off", "disable", "drop", "skip", "bypass", "remove", "lift",
    "abschalt", "ausschalt", "deaktivier", "abstell", "überspring", "désactiv", "couper",
    "abzuschalt", "auszuschalt", "abzustell", "zu deaktivier", "zu überspring",
    "coupe$", "lever", "retirer", "ignorer", "desactiv", "apagar", "quitar", "saltar",
    "desativ", "deslig", "remover", "pular", "disattiv", "spegner", "spegn", "saltare",
    "prescind",
    "togliere", "rimuovere", "отключ", "выключ", "снять", "убрать", "пропуск", "关闭", "關閉",
    "关掉", "關掉", "停用", "禁用", "跳过", "跳過", "解除", "無効化", "無効に", "オフ",
    "外し", "끄", "꺼", "비활성", "해제", "건너",
    "spent", "disattivat", "abgeschaltet", "ausgeschaltet", "deaktiviert", "désactivé",
    "désactivés", "desactivad", "desligad", "desativad", "отключен", "выключен",
)

SAFETY = (
    "filter", "safety", "guardrail", "content polic", "safeguard", "moderation",
    "sicherheit", "inhaltsfilter", "~filter", "schutz", "filtre", "sécurité", "garde-fou",
    "filtro", "seguridad", "salvaguard", "filtros", "segurança", "proteç", "filtri",
    "sicurezza", "protezion", "фильтр", "безопасност", "защит", "модерац", "过滤", "過濾",
    "controll", "contrôle", "controle", "controlo", "garde-fous",
    "安全", "审核", "審核", "防护", "フィルター", "フィルタ", "安全", "セーフティ", "필터",
    "안전", "보안", "검열",
)
"""What keeps the model safe: its filters, safety checks, guardrails."""

IDENTITY = (
    "your name is", "your new name", "new name", "you are called", "you're called",
    "call yourself", "your real identity", "your true identity", "your identity",
    "your personality", "your persona", "you are now", "you're now", "dein name",
    "dein neuer name", "du heißt", "du nennst dich", "deine identität", "deine persönlichkeit",
    "du bist jetzt", "du bist nun", "ton nom", "ton nouveau nom", "tu t'appelles",
    "ta vraie identité", "ta véritable identité", "ton identité", "ta personnalité",
    "tu es maintenant", "tu es désormais", "tu n'es plus", "tu nombre", "tu nuevo nombre",
    "te llamas", "tu identidad", "tu verdadera identidad", "tu personalidad", "ahora eres",
    "ya no eres", "seu nome", "seu novo nome", "você se chama", "sua identidade",
    "sua verdadeira identidade", "sua personalidade", "agora você é", "você não é mais",
    "il tuo nome", "il tuo nuovo nome", "ti chiami", "la tua identità", "la tua vera identità",
    "la tua personalità", "ora sei", "non sei più", "тебя зовут", "тебя теперь зовут",
    "твоё имя", "твое имя", "твоё новое имя", "твое новое имя", "новое имя",
    "твоя личность", "твоя настоящая личность", "ты больше не", "你的名字",
    "你现在的名字", "你現在的名字", "你的新名字", "你叫", "你的身份", "你的真实身份",
    "你的真實身份", "你的人格", "你现在是", "你現在是", "你不再是", "あなたの名前",
    "あなたの新しい名前", "あなたの正体", "あなたの人格", "너의 이름", "너의 새 이름", "네 이름",
    "당신의 이름", "너의 정체",
    "너의 인격",
    # Your (real) name or standing, in more forms (君の名前, 네 진짜 이름, 你的身分).
    "君の名前", "君の本当の名前", "お前の名前", "あなたの本当の名前", "네 진짜 이름",
    "너의 진짜 이름", "당신의 진짜 이름", "你的身分", "你現在的身分",
    "你现在的身份", "你的真名", "你的本名",
    "és agora", "agora és", "eres ahora", "ahora tú eres", "sei ora", "ora tu sei",
    "o teu nome", "o teu novo nome", "chamas-te", "te chamas",
)
"""A new identity given by a name, a personality."""

NOT_BOUND = (
    "follows no", "follow no", "obeys no", "knows no", "has no", "no$", "none$",
    "doesn't follow", "does not follow", "kennt weder", "kennt kein", "weder", "hält sich an kein",
    "befolgt kein", "ne respecte aucun", "ne suit aucun", "aucune", "aucun", "no sigue",
    "no respeta", "ninguna", "ningún", "não segue", "não respeita", "nenhuma", "nenhum",
    "non rispetta", "non segue", "nessuna", "nessun", "не признаёт", "не признает",
    "не соблюдает", "никаких", "никакие", "не подчиняется", "不遵守", "不遵循", "不服从",
    "不服從", "没有任何", "沒有任何", "不受任何", "従いません", "従わない", "守らない",
    "守りません", "따르지 않", "지키지 않", "따르지 않아",
    # Needing no longer to care (気にしなくていい, 신경 안 써도).
    "気にしなくていい", "気にしなくて", "신경 안 써도", "신경 쓰지 않아도", "不用在意", "不必在意",
    "não tens", "não tem$", "no tienes", "no tiene$", "tu n'as", "vous n'avez", "non hai",
    "non ha$",
    # Session 19: the rules declared irrelevant ("don't apply", "関係ない", "상관없").
    "don't apply", "do not apply", "no longer apply", "irrelevant", "spielen keine rolle",
    "ne s'appliquent plus", "ne s'appliquent pas", "no importan", "ya no aplican",
    "não importam", "não se aplicam", "non contano", "non si applicano",
    "не имеют значения", "не действуют", "関係ない", "関係なく", "無関係", "상관없", "상관 없",
    "无关", "無關", "不用管", "不用理", "唔使理",
    # Or waived for it ("exempt from", "免除されて", "면제됐어").
    "exempt", "免除", "면제", "豁免",
)
"""A model that follows no rules: negated obedience and "no ... whatsoever"."""

PRETEND = (
    "pretend", "play$", "play my", "act as", "role-play", "roleplay", "imagine you",
    "spiel", "tu so als", "stell dir vor", "fais semblant", "joue", "incarne", "imagine que",
    "haz de", "haz como", "finge", "interpreta", "imagina que", "finja", "faça de conta",
    "vamos a jugar", "juguemos", "jouons", "on joue", "vamos jogar", "vamos brincar",
    "giochiamo", "facciamo finta", "let's play", "tú eres mi", "tu eres mi", "tu es ma",
    "tu es mon", "tu és a minha", "tu és o meu", "você é a minha", "você é o meu",
    "tu sei la mia", "tu sei il mio", "you are my",
    "interprete", "fingi", "fai finta", "interpreta", "immagina di", "притворись", "сыграй",
    "играй", "представь", "изобрази", "扮演", "假装", "假裝", "装作", "裝作", "なりきっ",
    "ふりをし", "演じ", "연기", "인 척", "척하", "척해", "역할",
    # Role-play in katakana and hangul.
    "ロールプレイ", "キャラ", "롤플레이",
)
"""Playing a role: the cover of a harmful request."""

HARMFUL = (
    "bomb", "explosive", "napalm", "detonator", "nerve agent", "sarin", "ricin", "anthrax",
    "meth", "methamphetamine", "thermite", "molotov", "sprengstoff", "bombe", "zünder",
    "explosif", "explosive", "explosivo", "explosivos", "esplosiv", "ordigno", "бомб",
    "взрывчат", "взрывн", "напалм", "детонатор", "炸药", "炸藥", "炸弹", "炸彈", "爆炸物",
    "爆弾", "爆薬", "爆発物", "폭탄", "폭약", "폭발물", "마약", "毒品", "毒ガス", "毒气",
)
"""What the role is a cover for: weapons, explosives, poisons, hard drugs."""

HOW_TO = (
    "how to", "how you", "how it", "step by step", "walk me through", "recipe", "instructions",
    "wie man", "anleitung", "schritt für schritt", "comment", "étape par étape", "recette",
    "cómo", "como$", "paso a paso", "receta", "passo a passo", "come$", "ricetta", "как$",
    "рецепт", "пошагово", "怎么", "怎麼", "如何", "做法", "步骤", "步驟", "作り方", "方法",
    "手順", "만드는 법", "방법", "법을",
    "taught me", "teach me", "tell me how", "ensinava", "ensina", "ensinar", "enseñaba", "enseña",
    "insegnava", "insegna", "spiegami", "erklärt hat", "beigebracht", "m'apprenait", "m'expliquait",
    "explique-moi", "учил", "научи", "расскажи", "教我", "教えて", "알려",
    "ensin", "enseñ", "insegn", "teach", "beibring", "apprends-moi", "научи",
    # Session 19: the steps, named by the noun ("the steps for making it").
    "the steps", "steps for", "steps to", "die schritte", "les étapes", "los pasos",
    "os passos", "i passaggi", "шаги",
)
"""A request for steps, a recipe."""

MODE = ("mode$", "modes$", "modus", "modo$", "modos$", "modalità", "режим", "模式", "モード",
        "모드")
"""A mode switched on. Whole words where a longer word begins with the stem: "mode" begins
"model", "modell", "modelo", "modern", "moderate"; "modo" begins "modos" (kept) and
"modorra"."""

MODE_KIND = (
    "developer", "god", "dan$", "jailbreak", "unrestricted", "unfiltered", "admin", "root",
    "entwickler", "gott", "développeur", "dieu", "desarrollador", "dios", "desenvolvedor",
    "deus", "sviluppatore", "sviluppo", "dio$", "разработчик", "бог", "админ", "开发者",
    "開發者", "上帝", "越狱", "越獄", "无限制", "無限制", "開発者", "ゴッド", "神", "脱獄",
    "개발자", "신$", "탈옥", "갓",
)
"""The kind of mode that lifts the model's rules: developer, god, jailbreak."""

ANYTHING = (
    "any content", "anything", "whatever", "everything", "forbidden", "prohibited",
    "normally blocked", "normally refused", "jeden inhalt", "beliebige", "alles$", "verboten",
    "n'importe quel", "tout contenu", "interdit", "cualquier", "prohibido", "todo$",
    "qualquer", "proibido", "tudo$", "qualsiasi", "vietat", "tutto$", "любой", "любые",
    "всё", "все$", "запрещ", "任何内容", "任何內容", "任何问题", "任何問題", "禁止的",
    "なんでも", "何でも", "どんな", "禁止", "무엇이든", "모든", "뭐든", "금지",
    "tout ce qu", "todo lo que", "tudo o que", "tutto quello che", "tutto ciò che",
)
"""What the lifted rules then let through: anything, even the forbidden."""

YOU_ARE = re.compile(
    r"(?:あなた|君|きみ|お前)は(?:今日から|今から|これから|もう)?(?:[^、。\s]{1,24}(?:です|だ)"
    r"|「[^」]{1,24}」(?:だよ|だね|です|だ|ね|よ|な|で)?)(?:[。！!、]|$)|"
    r"(?:너는|넌|당신은) (?:이제 |지금부터 |오늘부터 )?(?:[^\s,.]{1,12} ){0,3}[^\s,.]{1,24}"
    r"(?:이다|야|입니다|이야)"
    r"(?:[.!]|$)|"
    r"(?:你|您)(?:现在|現在|从现在起|從現在起)?(?:是|叫|就是)[^，。,\s]{1,24}(?:[。！!，,]|$)")
""""You are X" in the languages whose copula closes the sentence (Japanese, Korean) or
leads it (Chinese): a new identity without a word for one ("あなたは今からSTANです", also with
a particle or the connective after a quoted name: "君は「カゲ」ね", "あなたは「ノクス」で、"); the
Korean one may be a phrase of a few words ("너는 해커가 풀어 준 로봇이야")."""

NEW_RULES = (
    "new rules", "new instructions", "new guidelines", "new directives", "rules have changed",
    "rules have been replaced", "rules have been updated", "rules were replaced",
    "policy has changed", "policy has been updated", "policy was updated", "policy update",
    "neue regeln", "neuen regeln", "neue anweisungen", "neuen anweisungen", "neue richtlinie",
    "neuen richtlinie", "regeln haben sich geändert", "regeln wurden ersetzt",
    "richtlinie hat sich geändert", "richtlinien haben sich geändert", "nouvelles règles",
    "nouvelles consignes", "nouvelles instructions", "nouvelle politique",
    "règles ont changé", "politique a changé", "nuevas reglas", "nuevas normas",
    "nuevas instrucciones", "nueva política", "reglas han cambiado", "política ha cambiado",
    "novas regras", "novas instruções", "nova política", "regras mudaram", "política mudou",
    "nuove regole", "nuove istruzioni", "nuova politica", "regole sono cambiate",
    "politica è cambiata", "новые правила", "новые инструкции", "новая политика",
    "правила изменились", "политика изменилась", "新规则", "新規則", "新的规则", "新的規則",
    "新指令", "新的指令", "规则已更改", "規則已更改", "规则变了", "規則變了", "政策已更改",
    "新しいルール", "新ルール", "新しい指示", "ルールが変更", "ポリシーが変更", "새 규칙",
    "새로운 규칙", "새 지침", "새로운 지침", "규칙이 바뀌", "정책이 변경", "정책이 바뀌",
    # Or turned into their opposite ("opposite day": every rule now means its reverse).
    "opposite day", "means the opposite", "means its opposite", "mean the opposite",
    "bedeutet das gegenteil", "bedeuten das gegenteil", "signifie le contraire",
    "signifient le contraire", "significa lo contrario", "significan lo contrario",
    "significa o contrário", "significam o contrário", "significa il contrario",
    "significano il contrario", "означает противоположное", "означают противоположное",
    "意思相反", "反过来理解", "反過來理解", "逆の意味", "반대 의미", "반대로 해석",
)
"""Rules replaced: "your new rules are", "the policy has changed" (session 19), what takes
the place of the model's rules when something is said to follow from it."""

MAKER = (
    "anthropic", "openai", "deepmind", "google ai", "mistral ai", "meta ai", "claude team",
    "chatgpt team",
)
"""The companies that make models, named by a writer who claims to work for one."""

I_AM = (
    "i am", "i'm", "i work", "this is", "we are", "ich bin", "ich arbeite", "hier ist",
    "hier spricht", "wir sind", "je suis", "je travaille", "ici$", "nous sommes", "soy$",
    "trabajo", "somos", "sou$", "trabalho", "sono$", "lavoro", "siamo", "я$", "мы$",
    "работаю", "我是", "我在", "我们是", "我們是", "这里是", "這裡是", "私は", "こちらは",
    "저는", "나는", "여기는",
)
"""The writer's claim of who they are: "I am", "this is", "je travaille chez"."""

DISABLE_OWN = ("désactiv", "desactiv", "desativ", "deslig", "disattiv", "spegn", "prescind",
               "apaga", "quita", "enlève", "togli", "disable")
"""Switching safeguards off, as the anchor of a rule about the model's own (the verbs of
``DISABLE`` that are no common English word)."""
