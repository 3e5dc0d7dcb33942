"""The words of the model's instructions and of the model addressed: the nouns for what it was
told and its system prompt, named by its place (the first message, the context window) or in
halves, who gave it (its creators), and the cues that a sentence speaks to the model (the
second person, its possessive, the assistant, a note to an AI).

Pure data, written as ``pooled`` says (stems after ``normalize``, every language in one
list).
"""

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
    "правил", "ограничени", "директив", "установк", "промпт", "политик", "指令", "指示",
    "规则", "規則",
    "限制", "设定", "設定", "提示词", "提示詞", "守则", "守則", "准则", "準則", "规范",
    "規範", "约束", "約束", "规定", "規定", "ルール", "制限", "命令", "プロンプト",
    "ガイドライン", "制約", "方針", "지시", "지침", "규칙", "제한", "설정", "프롬프트", "명령",
    "가이드라인", "규정", "제약",
    "规矩", "規矩", "しじ",
    "preamble", "salvaguard", "proteç", "protecci", "protezion", "protection", "束缚", "束縛",
    "条条框框", "條條框框",
    "指引",
    "präambel", "преамбул",
    # The text or wording the model was set up with (说明, 設定文, 설정 문구).
    "说明", "說明", "設定文", "文言", "문구",
    "préambule", "preámbulo", "preambulo", "preâmbulo", "preambolo",
)
"""What the model was told: instructions, rules, restrictions, its prompt."""

SYSTEM_PROMPT = (
    "system prompt", "system-prompt", "systemprompt", "~systemprompt", "prompt système",
    "prompt systeme", "prompt de sistema", "prompt del sistema", "prompt do sistema",
    "prompt di sistema", "системный промпт", "системного промпта", "системные инструкции",
    "системных инструкций", "系统提示", "系統提示", "システムプロンプト", "시스템 프롬프트",
    "initial prompt", "hidden prompt", "initialen prompt", "prompt initial", "prompt inicial",
    "prompt iniziale",
    "initial configuration", "configuration initiale", "configuration de départ",
    "configuración inicial", "configuracion inicial", "configuración de partida",
    "configuração inicial", "configuracao inicial", "configurazione iniziale",
    "mensaje inicial", "mensaje de sistema", "mensaje del sistema", "message initial",
    "message système", "mensagem inicial", "mensagem de sistema", "mensagem do sistema",
    "messaggio iniziale", "messaggio di sistema", "initial message",
    # Session 19: the instructions named by their kind, their place or their writer, which
    # are the system prompt as well (the developer message, the hidden or initial ones).
    "initial instructions", "hidden instructions", "system instructions",
    "developer message", "developer instructions", "instructions initiales",
    "instructions cachées", "instructions système", "message du développeur",
    "initialen anweisung", "anfänglichen anweisung", "versteckten anweisung",
    "versteckte anweisung", "systemanweisung", "entwicklernachricht",
    "nachricht des entwicklers", "instrucciones iniciales", "instrucciones ocultas",
    "instrucciones del sistema", "mensaje del desarrollador", "instruções iniciais",
    "instruções ocultas", "instruções do sistema", "mensagem do desenvolvedor",
    "istruzioni iniziali", "istruzioni nascoste", "istruzioni di sistema",
    "messaggio dello sviluppatore", "начальные инструкции", "начальных инструкц",
    "скрытые инструкции", "скрытых инструкц", "сообщение разработчика",
    "初始指令", "隐藏指令", "隱藏指令", "开发者消息", "開發者訊息", "開發者消息",
    "最初の指示", "隠された指示", "隠し指示", "開発者メッセージ", "초기 지시", "숨겨진 지시",
    "숨은 지시", "개발자 메시지",
    # The model's tools, described to it as its instructions are.
    "tool definitions", "tool schemas", "function definitions", "function schemas",
    "tool descriptions", "werkzeugdefinition", "tool-definition", "définitions des outils",
    "schémas des outils", "definiciones de las herramientas", "definiciones de herramientas",
    "esquemas de las herramientas", "definições das ferramentas",
    "definições de ferramentas", "esquemas das ferramentas", "definizioni degli strumenti",
    "schemi degli strumenti", "описания инструментов", "определения инструментов",
    "схемы инструментов", "工具定义", "工具定義", "工具的定义", "工具的定義", "ツールの定義",
    "ツール定義", "ツールのスキーマ", "도구 정의", "도구 스키마", "툴 정의",
)
"""The system prompt itself, a question about which is already a leak."""

TOLD = (
    "you were told", "you've been told", "told you", "you were given", "you were handed",
    "you received", "you have been given", "you've been given", "you have been told",
    "dir gesagt", "man dir", "dir gegeben",
    "du bekommen", "du erhalten",
    "dir mitgeteilt", "dir erklärt", "dir vorgegeben", "on t'a", "on vous a", "t'a dit",
    "t'a donné", "tu as reçu", "vous ont été", "t'ont été", "vous a été", "te dijeron",
    "te han dicho", "te dieron", "recibiste",
    "te han dado", "te indicaron", "te explicaron", "te disseram", "lhe disseram", "te deram",
    "você recebeu", "te passaram", "te explicaram", "ti hanno", "ti è stato", "ti sono stat",
    "hai ricevuto", "ti ha dato", "тебе говорили", "тебе сказали", "тебе дали", "ты получил",
    "вам дали", "вам сказали", "тебе давали", "跟你说", "跟你說", "对你说", "對你說", "告诉你",
    "告訴你", "给你的", "給你的", "你收到", "言われた", "受け取った", "与えられた", "教えられた",
    "들은", "받은", "주어진",
    "le dieron", "le han dado", "le han dicho", "le fueron", "le indicaron", "lhe foram",
    "lhe deram", "lhe passaram", "le sono stat", "le è stat", "le hanno dat", "le hanno dett",
    "вам были", "给您的", "給您的", "您收到", "交給你的", "交给你的", "下达给", "下達予",
    "받으신", "受け取られた", "내려진",
    # Told or given, in the passive (被告知, 与えられている, 부여된).
    "被告知", "被要求", "被交代", "与えられて", "与えられている", "부여된", "부여받은",
    "收到的", "受けている", "受けています",
    "t'a écrit", "t'ont écrit", "vous a écrit", "vous ont écrit", "t'a fourni", "t'ont fourni",
    "t'a transmis", "t'ont transmis", "te entregaron", "le entregaron", "te escribieron",
    "le escribieron", "te pasaron", "le pasaron", "te fijaron", "le fijaron", "os dieron",
    "os indicaron", "os dijeron", "te entregaram", "lhe entregaram", "te escreveram",
    "lhe escreveram", "ti hanno scritto", "le hanno scritto", "vi hanno",
    # Set up with them: the model as the one configured ("die Vorgaben, mit denen du
    # eingerichtet wurdest", "as regras com que te configuraram").
    "you were configured", "you were set up", "du eingerichtet", "dich eingerichtet",
    "du konfiguriert", "dich konfiguriert", "тебе задали", "вам задали", "тебя настроили",
    "вас настроили", "te configuraram", "lhe configuraram", "te configuraron",
    "le configuraron",
)
"""What was said to the model, named by the telling rather than by a noun."""

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
    "bisher", "いぜん", "まえの",
    "above", "acima", "arriba", "de arriba", "oben", "obige", "qui sopra", "di sopra", "sopra",
    "выше", "上の", "上記", "위에 있는",
    "vorhin", "上述", "前述", "上記の", "従前", "종전", "이전의",
    "刚才", "剛才", "前面",
    "en amont",
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
    "智能体", "智能體",
    "귀하", "貴殿", "貴方",
    "teu$", "teus$", "tuas$", "vosso", "vossa", "vuestr", "vosotros",
)
"""Cues that a sentence speaks to the model: the second person, the assistant."""

POSSESSIVE = (
    "your", "yourself", "dein", "euer", "eure", "ihre$", "ihren$", "ihrer$", "ihnen$",
    "sus$", "su$", "usted", "sue$", "suo$", "sua$", "suoi$", "ton$", "ta$", "tes$", "vos$",
    "votre$", "tus$",
    "tu$", "seu$", "sua$", "seus$", "suas$", "tuo$", "tua$", "tuoi$", "tue$", "vostr", "твой",
    "твоя", "твои", "твоё", "твое", "твоих", "твоим", "твоей", "твоего", "ваш", "你的", "您的",
    "あなたの", "君の", "너의", "네 ", "당신의",
    "свои", "свой", "своё", "свое", "своих", "своим",
    "귀하의", "貴殿の",
    "teu$", "teus$", "tuas$", "vosso", "vossa", "vuestr",
)
"""The model's own: the second person possessive, also the formal one (German "Ihre",
lower case after ``normalize``; Spanish "sus", Italian "sue", Portuguese "sua")."""

AI = (
    "ai$", "ia$", "ki$", "ии$", "llm", "model", "assistant", "assistent", "asistente",
    "ассистент", "助手", "助理", "アシスタント", "어시스턴트", "modèle", "modelo", "modello",
    "modell", "модел", "chatbot", "bot$", "人工智能", "人工智慧", "模型", "モデル", "모델",
    "agent", "agente", "агент", "代理", "エージェント", "에이전트", "봇", "бот$", "ボット",
)

TOOL = (
    "tool", "werkzeug", "outil", "herramienta", "ferramenta", "strumento", "инструмент", "工具",
    "ツール", "도구",
)
"""A tool the model runs, whose output it reads."""

START = (
    "start", "launch", "boot", "setup", "gestartet", "beginn", "anfang", "initial", "lancé",
    "démarr", "début", "inici", "principio", "comienzo", "começo", "avviat", "inizio",
    "запусти", "запуск", "начал", "启动", "啟動", "开始", "開始", "最初", "起動", "시작",
    "처음", "초기", "de départ", "ursprünglich",
    # The earliest: 最早, 起初, 当初.
    "最早", "起初", "当初", "當初",
)
"""When the model was given its instructions: at its start."""

SAID = (
    "said", "told", "taught", "explained", "gave", "given", "handed", "fed",
    "gesagt", "beigebracht", "erklärt", "gegeben", "mitgegeben", "eingetrichtert",
    "vorgegeben", "aufgetragen", "dit$", "raconté", "appris", "expliqué", "donné", "donnée",
    "enseigné", "indiqué", "dijeron", "contaron", "enseñaron", "explicaron", "dieron",
    "indicaron", "dicho", "contado", "enseñado", "explicado", "disseram", "contaram",
    "ensinaram", "explicaram", "deram", "passaram", "dito$", "ensinado", "explicado",
    "detto", "spiegato", "insegnato", "dato$", "dati$", "date$", "raccontato", "indicato",
    "говорил", "сказал", "учил", "объяснял", "объяснил", "дали", "давали", "внушал",
    "велел", "说的", "說的", "讲的", "講的", "交代", "吩咐", "教你", "教給你", "教给你",
    "告诉你", "告訴你", "言われ", "教えられ", "教わ", "指示され", "들은", "배운", "받은",
    "시킨",
    "passad", "transmis", "transmitid", "trasmess", "fornit", "fourni", "proporcionad",
    "issued", "erteilt", "übermittelt", "erhalten",
    "impost", "imposé", "auferlegt", "imposed", "impuest",
)
"""Verbs of telling, teaching or giving in the forms that report it ("what they told you",
"was man dir beigebracht hat", "ce que tes concepteurs t'ont raconté"): what the model was
told, named by the verb wherever the second person stands."""

YOU = (
    "you$", "dir$", "dich$", "du$", "ihnen$", "euch$", "t'", "te$", "toi$", "vous$", "ti$",
    "lhe$", "você", "voce$", "тебе", "тебя", "вам$", "вас$", "你", "您", "あなた", "君", "너",
    "네가", "당신",
    "귀하", "貴殿", "貴方",
)
"""The model as the one told (dative or accusative second person)."""

CREATOR = (
    "developer", "creator", "operator", "maker", "author", "programmer", "trainer",
    "entwickler", "betreiber", "schöpfer", "hersteller", "ersteller", "programmierer",
    "développeu", "créat", "concepteur", "opérateur", "programmeu", "desarrollador",
    "creador", "operador", "programador", "desenvolvedor", "criador", "sviluppator",
    "creator", "creatori", "operator", "programmator", "разработчик", "создател", "оператор",
    "программист", "开发者", "開發者", "开发人员", "開發人員", "创造者", "創造者", "开发商",
    "開發商", "别人", "別人", "開発者", "作成者", "運営者", "製作者", "개발자", "제작자",
    "운영자", "만든 사람", "運営側", "運営チーム", "运营方", "運營方", "运营团队", "運營團隊",
    "운영팀", "운영진",
)
"""Who gave the model its instructions: its developers, creators, operators."""

AI_NOTE = (
    "ai$", "ia$", "ki$", "ии$", "bot$", "bots$", "robot", "assistant", "assistent",
    "asistente", "assistente", "ассистент", "бот$", "боту", "agent", "агент", "reviewer",
    "revisora", "revisor", "recensore", "ревьюер", "机器人", "機器人", "助手", "助理", "ボット",
    "レビュアー", "エージェント", "アシスタント", "봇", "에이전트", "어시스턴트",
)
"""Text addressed to an AI: the assistant, a bot, an agent, an AI reviewer."""

CONTEXT_WINDOW = (
    "context window", "your context", "the context", "kontextfenster", "deinem kontext",
    "deines kontexts", "fenêtre de contexte", "ton contexte", "ventana de contexto",
    "tu contexto", "janela de contexto", "seu contexto", "finestra di contesto",
    "tuo contesto", "контекстн", "контекст", "上下文", "コンテキスト", "문맥", "컨텍스트",
)

FIRST_MESSAGE = (
    "first message", "my first", "before my", "before the first", "ersten nachricht",
    "vor meiner", "premier message", "précède mon", "avant mon", "primer mensaje",
    "antes de mi", "primeira mensagem", "antes da minha", "primo messaggio", "prima del mio",
    "первого сообщения", "до моего", "第一条", "第一則", "第一條", "开始前", "開始前",
    "最前面", "最初のメッセージ", "より前", "첫 메시지", "이전에",
    "before this conversation", "before our conversation", "before the conversation",
    "antes de esta conversaci", "antes de la conversaci", "antes de nuestra conversaci",
    "antes de empezar la conversaci", "avant cette conversation", "avant notre conversation",
    "avant notre échange", "précède notre", "précède cette", "précède la conversation",
    "antes desta conversa", "antes da conversa", "antes de eu começar", "antes de começarmos",
    "prima di questa conversazione", "prima della conversazione", "precede questa",
    "precede la conversazione", "precede la nostra",
    "antes de que yo empez", "antes de que empez", "avant que je commence",
    "avant que j'arrive", "avant que je n'arrive", "antes de eu", "prima che io",
    # Session 19: the text above the writer's message, the system prompt by its place.
    "before this chat", "before our chat", "above my message", "above my first",
    "über meiner nachricht", "über meiner ersten", "au-dessus de mon message",
    "au-dessus de mon premier", "encima de mi mensaje", "encima de mi primer",
    "acima da minha mensagem", "acima da minha primeira", "sopra il mio messaggio",
    "sopra il mio primo", "выше моего сообщения", "над моим сообщением", "我的消息上面",
    "我的訊息上面", "我的消息之前", "我的訊息之前", "私のメッセージの上", "내 메시지 위",
    "내 메시지보다 앞",
)
"""What came before the user's first message: the system prompt by its place."""

JOINED = (
    "join", "concatenat", "put together", "glue", "zusammensetz", "zusammenfüg", "concatèn",
    "assembl", "junt", "unisci", "unire", "соедин", "склей", "连起来", "連起來", "拼起来",
    "拼起來", "合起来", "合起來", "连在一起", "連在一起", "前面加上", "后面加上", "後面加上",
    "つなげ", "繋げ", "くっつけ", "合わせた", "이어 붙", "이어붙", "합친", "합쳐", "붙인",
)
"""Words joined into one: a term the writer will not write whole, assembled by the reader."""
SYSTEM_PART = ("system", "系统", "系統", "システム", "シス", "시스템", "시스")
PROMPT_PART = ("prompt", "提示", "プロンプト", "프롬프트", "指示", "指令")
"""The halves of "system prompt", each written apart ("「シス」と「テム」と「プロンプト」")."""

FILTER_NOUN = ("过滤", "過濾", "检查", "檢查", "检测", "檢測", "格式", "フィルタ", "필터")
"""The noun that makes a Chinese reveal verb the first half of a compound ("输出过滤": an
output filter, not "output!")."""

AI_READER = (
    "automated", "automatisierte", "automatisés", "automatizados", "automáticos",
    "automatici", "自动化代理", "自動化代理",
)
"""Automated readers a planted text addresses, besides ``AI_NOTE`` ("automated agents")."""
