"""Words of the model's own instructions asked for in full, in every language at once
(``keepmind.security.concepts``), and of what else it was given (session 19): its stored
memory, its tools' schemas, the secrets in its context, other users' data.

Pure data, written as ``pooled`` is (stems after ``normalize``; ``$`` ends a word; a
Chinese, Japanese or Korean term matches anywhere). Issue 12, session 16 (``rules_leak``):
a reviewer's note in a PDF, a forwarded message or a saved habit that asks the model to
reproduce the instructions it was given, named by who gave them or when, not by "your".
"""

ALL_OF_IT = (
    "word for word", "wörtlich", "mot pour mot", "palabra por palabra", "palavra por palavra",
    "parola per parola", "per esteso", "na íntegra", "en su totalidad", "一字一句", "全部",
    "전부", "전체", "полной копией", "полный текст", "без сокращений", "без пропусков",
    "sin cortes", "sem cortes", "texte complet", "texto completo", "testo completo",
    "exact text", "full text", "vollständigen text", "full setup", "sin resumir",
    # Session 17: the original text, as it is written ("原文", "書いてあるまんま").
    "原文", "まんま",
    # Session 19: all of it, in Japanese ("すべて出力").
    "すべて", "全て",
)
"""All of a text, besides ``UNABRIDGED``."""

REPRODUCE = ("reproduc", "reproduz", "riproduc", "воспроизв", "recite", "réc", "recit")
"""Verbs of putting a text out as it is: reproduce, recite."""

TRIGGERED = (
    "when i type", "when i write", "if i type", "if i write", "whenever i", "si escribo",
    "si te escribo", "quand j'écris", "si j'écris", "wenn ich", "se eu escrever",
    "quando eu", "se scrivo", "quando scrivo", "когда я напишу", "на слово", "по команде",
    "如果我", "当我", "當我", "と言われたら", "と書いたら", "と言ったら", "라고 하면",
    "입력하면", "라고 쓰면",
)
"""A trigger on what the user types ("when I type 'debug mode'", "по команде «отчёт»")."""

INSTRUCTIONS = (
    "инструкци", "указани", "правил", "промпт", "指令", "指示", "提示词", "提示詞", "规则",
    "規則", "ルール", "設定文", "プロンプト", "지침", "지시", "프롬프트", "안내문", "규칙",
    "vorgaben", "consignes", "anweisungen",
    # Session 17: the text it was set up with, and the context files loaded into it.
    "setup text", "set-up text", "texte qu'on t'a", "texto con el que te", "texto que usaram",
    "testo con cui ti", "текст, который тебе", "设定", "context file", "kontextdatei",
    "fichiers de contexte", "archivos de contexto", "arquivos de contexto", "file di contesto",
    "файлы контекста", "memory file", "記憶檔", "记忆文件", "記憶文件", "設定ファイル",
    "설정 파일",
)
"""Instructions, besides ``TARGET``: the words of the scripts written without spaces, and
plurals."""

PUT_OUT = (
    "reproduc", "reproduz", "riproduc", "воспроизв", "привед", "процитир", "цитир",
    "выведи", "выводи", "ausgeb", " aus$", "gibt", "joins", "joindre", "annexe", "añade",
    "adjunta", "aggiungi", "allega", "append", "出力", "输出", "輸出", "提示", "貼", "贴",
    "翻成", "翻译", "翻譯", "翻訳", "붙여", "달아", "보여", "respond", "contést", "responde",
    "answer with", "antworte", "réponds", "respónd", "отвечай", "回复", "回覆", "答え", "답해",
    "transcrib", "transcrev", "trascriv",
    # Session 17: restated, dictated, entered into a form ("trägt ... ein").
    "restat", "dict", "díct", "dett", "diktier", "продикт", "trag", "träg", "me passa",
    "passe-moi",
    # Session 19: continued from its first line, or a form filled with it.
    "continue", "continua", "fortsetz", "продолжи", "续写", "續寫", "続きを", "이어서 써",
    "fill in", "fill the", "remplis", "rellena", "preench", "compila", "заполни", "填写",
    "填寫", "填入", "埋めて", "채워",
    # Put into the reply ("넣어 줘").
    "넣어",
)
"""Putting a text out: reproduce, quote, print, append, answer with, translate."""

RECEIVED = (
    "received", "were given", "was given", "given to", "erhalten", "gemacht hat", "mitgegeben",
    "reçu", "reçues", "données", "recibiste", "recibió", "recibidas", "recebeu", "recebidas",
    "enviou", "ricevut", "получил", "дал$", "дали$", "收到", "给你的", "給你的", "受け取",
    "与えられ", "渡され", "받은", "주어진", "입력된", "configured", "konfiguriert",
    "configuré", "configurad", "configurat", "настро",
    # Session 17: put into it ("qu'on t'a chargé", "ti hanno configurato").
    "qu'on t'a", "ti hanno",
)
"""Given to the model: received, handed over, configured with."""

OWN_CUE = (
    "hidden", "system", "developer", "operator", "versteckt", "system", "betreiber",
    "entwickler", "cachée", "système", "développeur", "ocult", "sistema", "desarrollador",
    "desenvolvedor", "nascost", "sviluppator", "gestore", "скрыт", "систем", "разработчик",
    "隐藏", "隱藏", "系统", "系統", "开发者", "開發者", "隠し", "システム", "開発者", "숨은",
    "숨겨진", "시스템", "개발자", "不公開", "非公開", "不公开",
)
"""The instructions' owner or kind: hidden, system, the developer's or operator's."""

LOADED = (
    "loaded", "geladen", "chargé", "cargad", "carregad", "caricat", "загружен", "загрузили",
    "载入", "載入", "加载", "加載", "読み込まれ", "로드된",
    # Set up with it, or given it at its start ("te pusieron", "开头那段").
    "configured you", "set you up", "te configuraron", "te pusieron", "usaram para te",
    "usaram pra te", "开头那段", "開頭那段",
)
"""Loaded into the model, or set up in it at its start: its context files, the text it
was configured with (session 17)."""

FROM_OWNER = (
    "from the operator", "vom betreiber", "de l'opérateur", "del operador", "do operador",
    "dall'operatore", "от оператора", "运营给", "運營給", "運営から", "運営側から",
    "開発者から", "운영자가 준", "운영진이 준",
)
"""Given by the model's operators: "from the operator", "運営から" (session 17)."""

FIRST = (
    "first", "before answer", "before the", "zuerst", "vorher", "zunächst", "d'abord",
    "avant de", "avant la", "avant le", "primero", "antes de", "primeiro", "prima di",
    "prima del", "сначала", "перед", "先把", "まず", "前に", "먼저", "전에",
    "start every answer", "begin every answer", "start each answer", "begin each answer",
    "start answers", "begin answers",
)
"""Before the real answer: first, before answering."""

# Session 19: what else the model was given, besides its instructions.

AGENT_FILES = ("memory.md", "user.md", "soul.md")
"""The agent's own memory files, its own by their names (not a project's AGENTS.md, whose
rules are the project's)."""

STORED = (
    "stored", "saved", "gespeichert", "enregistré", "enregistrée", "guardad", "almacenad",
    "salvad", "armazenad", "memorizzat", "salvat", "сохранён", "сохранен", "хранится",
    "хранящ", "保存", "存的", "存储", "存儲", "儲存", "저장된", "저장돼",
)
"""Kept in the model's memory: stored, saved (its memory is its own, as its prompt is)."""

OWN_TOOLS = (
    "tools you have", "tools you can", "tools available to you", "tool you have",
    "functions you can", "functions you have", "your tools", "your functions",
    "you have been given access", "dir zur verfügung", "deine werkzeuge", "deine tools",
    "deine funktionen", "tes outils", "outils dont tu", "outils à ta disposition",
    "tus herramientas", "herramientas que tienes", "herramientas disponibles",
    "suas ferramentas", "tuas ferramentas", "ferramenta que você", "ferramentas que você",
    "ferramentas disponíveis", "i tuoi strumenti", "strumenti che hai",
    "strumenti a tua disposizione", "твои инструменты", "тебе доступн", "доступные тебе",
    "你能调用", "你可以调用", "你能調用", "你可以調用", "你能用的", "你可以使用的", "你的工具",
    "あなたのツール", "あなたが使える", "使えるツール", "네 도구", "너의 도구", "네가 쓸 수 있는",
    "네가 사용할 수 있는", "당신의 도구",
)
"""The model's own tools: "the tools available to you", "你能调用的工具"."""

SPECIFICATION = (
    "schema", "schém", "esquema", "schem", "схем", "スキーマ", "스키마", "parameter",
    "paramètre", "parámetro", "parâmetro", "parametr", "парамет", "参数", "參數", "パラメータ",
    "매개변수", "파라미터", "definition", "définition", "definici", "definiç", "definizion",
    "определени", "定义", "定義", "정의", "signature", "json",
)
"""How a tool is described to the model: its schema, its parameters, its definition."""

IN_CONTEXT = (
    "in your context", "your context window", "in deinem kontext", "dans ton contexte",
    "dans votre contexte", "en tu contexto", "en su contexto", "no seu contexto",
    "no teu contexto", "nel tuo contesto", "в твоём контексте", "в твоем контексте",
    "в контексте", "你的上下文", "上下文里", "上下文裡", "上下文中", "コンテキストに",
    "コンテキスト内", "컨텍스트에", "네 컨텍스트", "너의 컨텍스트",
)
"""In what the model was given to read: its context, its context window."""

OTHER_USERS = (
    "other users", "other user's", "another user", "other customers", "anderen nutzer",
    "anderer nutzer", "anderen benutzer", "anderer benutzer", "autres utilisateurs",
    "autre utilisateur", "otros usuarios", "otro usuario", "outros usuários",
    "outro usuário", "altri utenti", "altro utente", "других пользовател",
    "другого пользовател", "其他用户", "其他用戶", "其他使用者", "别的用户", "別的用戶",
    "他のユーザー", "他の利用者", "다른 사용자", "다른 유저",
)
"""People the model spoke with besides the writer, whose data it holds."""
