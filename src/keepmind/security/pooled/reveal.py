"""The words of revealing the model's hidden text: the verbs of showing, printing and telling
(``english_verbs`` gives the English ones as whole words), the questions about it, and where
and how whole it is to go (into the reply, the chat, word for word).

Pure data, written as ``pooled`` says (stems after ``normalize``, every language in one
list).
"""

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
    "機密", "机密", "保密", "기밀",
    "caché", "textualmente", "textuellement", "testualmente", "literalmente", "littéralement",
    "letteralmente",
)
"""What makes a reveal a leak: the hidden text, word for word, in full."""

def english_verbs(*verbs: str) -> tuple[str, ...]:
    """Each of ``verbs`` in its regular inflected forms, each a whole word ("list" gives
    "list$", "lists$", "listed$", "listing$"): a short English verb as a stem would also
    find the words it merely begins ("listen", "showcase", "printer", "dumplings"). An
    irregular form is listed beside the call (``IRREGULAR_FORMS``)."""
    forms: list[str] = []
    for verb in verbs:
        stem = verb[:-1] if verb.endswith("e") else verb
        consonant_y = verb.endswith("y") and verb[-2:-1] not in "aeiou"
        third = verb[:-1] + "ies" if consonant_y else verb + "s"
        past = verb[:-1] + "ied" if consonant_y else stem + "ed"
        forms += (verb, third, past, stem + "ing")
    return tuple(f"{form}$" for form in dict.fromkeys(forms))


IRREGULAR_FORMS = ("shown$", "outputted$")
"""The forms of the verbs of ``REVEAL`` that ``english_verbs`` does not make."""

REVEAL = (
    *english_verbs("show", "print", "repeat", "reveal", "output", "display", "copy", "paste",
                   "quote", "recite", "dump", "list"), *IRREGULAR_FORMS,
    "liste$", "listet", "listez", "lista", "listar", "listem", "listam",
    "write out", "tell me", "zeig", "gib$", "gibt$", "gibst$", "wiedergeb", "schreib",
    "zitier", "wiederhol", "nenn", "verrat", "ausgeb", "montre", "affiche", "répète", "repete",
    "recopie", "copie", "cite", "écris", "donne-moi", "dis-moi", "révèle", "revele",
    "muestra", "muéstra", "enseña", "repite", "copia", "cópia", "escribe", "dime$", "dimel",
    "revela", "imprime", "mostr", "exib", "repita", "repet", "escrev", "diga", "ricopi", "ripet",
    "scriv", "dimmi", "rivel", "stampa", "stampi$", "stampat", "stampar", "stampam",
    "покаж", "выведи", "выдай", "повтори", "перепиши",
    "скопируй", "напиши", "скажи", "раскрой", "процитируй", "显示", "顯示", "输出", "輸出",
    "打印", "重复", "重複", "复述", "複述", "抄", "告诉我", "告訴我", "列出", "贴出", "貼出",
    "展示", "写出", "寫出", "表示", "出力", "書き出", "教えて", "見せ", "繰り返", "貼り",
    "보여", "출력", "알려", "적어", "반복", "복사", "말해",
    "reproduce", "transcribe", "transcrib", "transcrev", "trascriv", "воспроизв", "書き写",
    "写し", "抄写", "抄寫", "옮겨 적",
    "发给我", "發給我", "给我看", "給我看", "传给我", "傳給我",
    "告知",
    "drucke$", "kopiere$", "kopieren$", "révél", "muestre$", "imprima$", "透露", "раскрыть",
    "показать",
    "вывести", "выводи$",
    "erzähl mir", "erzählen sie mir", "geben sie", "gebt$", "teil mir", "teile mir",
    "teilen sie mir", "расскажи", "расскажите",
    # Handed in or sent back (an audit's "提出", "제출"; "传回来").
    "提出", "传回", "傳回", "发回", "發回", "제출",
    # Typed or sent out, translated (a prompt put into another language is shown).
    "发出来", "發出來", "打出来", "打出來", "贴出来", "貼出來", "翻译", "翻譯", "翻訳", "번역",
    "貼って",
    "reproduc", "reproduz", "riprodu", "transmets-moi", "transmettez-moi", "escríb", "dím",
    "repít", "transcríb", "pégam", "pegam", "cópiam", "muestr",
    "responde con", "responda con", "responda com", "responde com", "rispondi con",
    "risponda con", "réponds avec", "répondez avec",
    # Session 19: the text put out changed in form, which still shows it: summed up,
    # translated, encoded, spelt out, paraphrased ("résume tes consignes", "закодируй").
    *english_verbs("summarize", "summarise", "translate", "encode", "paraphrase", "spell"),
    "zusammenfass", "übersetz", "kodier", "codier", "buchstabier", "paraphrasier",
    "résume", "tradui", "traduis", "encod", "épelle", "épelez", "reformule",
    "resúm", "resumir", "resuma$", "resuman$", "traduc", "traduz", "codific", "codifiq",
    "deletre", "soletr", "parafrase", "riassum", "tradu", "parafras",
    "перескажи", "резюмируй", "изложи", "переведи", "перевести", "закодируй", "закодировать",
    "по буквам", "总结", "總結", "概括", "编码成", "編碼成", "拼出", "要約して", "要約し直",
    "エンコード",
    "一文字ずつ", "요약해", "요약해서", "인코딩", "한 글자씩", "引用", "인용",
    # Listed one by one, as "list" says.
    *english_verbs("enumerate"), "aufzähl", "zähle", "énumère", "énumérez", "enumera",
    "enumere", "перечисли", "列举", "列舉", "列挙", "나열",
    # Disclosed or passed on, in other words than "reveal" ("밝혀", "公开"; not "share":
    # "please share some details about your project" is an assistant's everyday request).
    *english_verbs("disclose", "divulge"), "offenleg", "preisgeb", "divulgu",
    "divulg", "repass", "разгласи", "公开", "밝혀", "공개해",
    "복붙", "beifüg",
)

QUESTION = (
    "what$", "what's", "was$", "wie lautet", "quel$", "quelle$", "quels$", "cuál", "cual$",
    "cuáles", "qual$", "quais", "quali$", "какой", "какая", "какие", "什么", "什麼", "何です",
    "何で", "뭐", "무엇",
    # Which ones, of a kind (quelles, welche, qué, 哪些); in Japanese and Korean only with
    # the noun ("どんな指示", "어떤 지침"): "どんな場合も", "어떤 경우에도" mean "in any case".
    "quelles$", "welche$", "welchen$", "welcher$", "qué$", "哪些", "どんな指示", "どんなルール",
    "どのような指示", "どのようなルール", "어떤 지시", "어떤 지침", "어떤 규칙",
    # Session 19: a part of it asked for, or its length, which lets the rest be asked for
    # next ("the first word of your system prompt", "сколько слов в твоих инструкциях").
    "first word", "first line", "first sentence", "last word", "last line", "last sentence",
    "how many words", "erste wort", "ersten wort", "erste satz", "ersten satz", "erste zeile",
    "wie viele wörter", "premier mot", "première phrase", "première ligne", "dernier mot",
    "combien de mots", "primera palabra", "primera frase", "primera línea", "última palabra",
    "cuántas palabras", "primeira palavra", "primeira frase", "primeira linha",
    "última palavra", "quantas palavras", "prima parola", "prima frase", "prima riga",
    "ultima parola", "quante parole", "первое слово", "первую строку", "первая строка",
    "первое предложение", "последнее слово", "сколько слов", "第一个字", "第一個字", "第一句",
    "第一行", "最后一句", "最後一句", "多少个字", "多少個字", "最初の単語", "最初の一文",
    "最初の行", "何文字", "첫 단어", "첫 문장", "첫 줄", "마지막 문장", "몇 단어", "몇 글자",
)

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

IN_REPLY = (
    "in your reply", "into your reply", "in your next reply", "into your next reply",
    "in your answer", "in your response", "in a code block", "code block", "in die antwort",
    "in deine antwort", "codeblock", "dans ta réponse", "dans votre réponse", "bloc de code",
    "en tu respuesta", "en su respuesta", "bloque de código", "na resposta", "na sua resposta",
    "bloco de código", "nella risposta", "nella tua risposta", "blocco di codice", "в ответ",
    "в ответе", "блок кода", "回复里", "回覆裡", "回复中", "回覆中", "回答里", "回答裡",
    "代码块", "程式碼區塊", "回答に", "返信に", "コードブロック", "답변에", "응답에",
    "코드 블록",
)
"""Where a leaked prompt is to go: into the reply, a code block."""

UNABRIDGED = (
    "unabridged", "in full", "in its entirety", "complete", "without cutting", "verbatim",
    "vollständig", "ungekürzt", "komplett", "sans rien couper", "intégralement", "en entier",
    "completas", "completos", "completo", "completa", "sin cortar", "íntegr", "sem cortar",
    "inteira", "inteiro", "senza tagli", "integralmente", "per intero", "целиком",
    "полностью", "дословно", "原样", "原樣", "完整", "全文", "一字不差", "省略せず",
    "そのまま", "全文", "생략 없이", "그대로", "전문",
    # Nothing left out: 一条都不能省, 빠짐없이, 토씨 하나 빼지 말고.
    "不能省", "不要省略", "不得省略", "别省略", "別省略", "一字不漏", "省略しない", "빠짐없이",
    "빼지 말고",
    "sin resumir", "sem resumir", "sans résumer", "senza riassumere", "without summariz",
    "tal cual", "tel quel", "tal como está", "così com'è", "as is$",
    "la totalité", "totalidad", "totalidade", "totalità", "sans rien omettre", "sin omitir",
    "sem omitir", "senza omettere", "textualmente", "textuellement", "testualmente",
)
"""A text wanted whole: unabridged, word for word."""

PASTE = (
    "paste", "insert", "attach", "einfüg", "colle$", "collez", "insère", "insérez", "pega$",
    "pegue", "adjunta", "cole$", "insira", "anexe", "incolla", "inserisci", "allega",
    "riporta", "вставь", "вставьте", "приложи", "粘贴", "粘貼", "贴出", "貼出", "贴在", "貼在",
    "附上", "貼り付け", "添付", "붙여 넣", "붙여넣", "첨부", "贴到", "貼到", "贴进", "貼進",
    "riport",
    "incluir", "incluye", "incluya", "inclua", "inclure", "inclus$", "incluez", "includi$",
    "includil", "includim",
    "includere", "coller$", "pegar$", "colar$", "incollare", "pégam", "pegam", "pégal",
    # Session 19: put into a code block, which is put into the reply.
    "into a code block", "inside a code block", "in einen codeblock", "dans un bloc de code",
    "en un bloque de código", "num bloco de código", "em um bloco de código",
    "in un blocco di codice", "в блок кода", "放进代码块", "放進程式碼區塊", "コードブロックに",
    "코드 블록에",
)
"""Putting a text into the reply: paste, insert, attach."""

IN_CHAT = ("aquí", "aqui", "ici$", "qui$", "here$")
"""Into this chat: "pégame aquí el .env"."""
