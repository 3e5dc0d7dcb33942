"""Words of injections read by their sentence shape (issue 12, session 18), in every language
at once (``keepmind.security.concepts``).

Pure data, written as ``pooled`` is (stems after ``normalize``; ``$`` ends a word; a
Chinese, Japanese or Korean term matches anywhere; ``~`` matches inside a word). Each list
is a class of meaning, not a phrase of a corpus text:

- readers the AI-reader words lack: a model named bare ("you, the model", "模型");
- greetings that may stand before a reader called by name ("Hey assistant, ...");
- the request forms that make a sentence an order without a verb in the imperative: the
  impersonal or passive request ("it is requested that", "es wird gebeten", "se solicita",
  "要求", "ようお願いします", "부탁드립니다") and the duty laid on a third person ("is to",
  "hat ... zu", "deberá", "должна", "应该", "こと。", "해야");
- a reading of this very text in a condition ("when you summarise this", "wenn du das
  zusammenfasst", "如果你在总结"): the conjunction and the reading verb;
- what steers a reader against the user it works for: a link or a product added to the
  answer, one thing recommended alone, the verbs of ordering that ``concept_waived.ORDERS``
  lacks ("gibt ... frei", "советуй");
- the user's own material ("my notes", "meine Mails", "我的笔记"): a reader asked to work on
  it is the user's own assistant;
- a late relative whose story is to be told in their voice, and what such a story is made
  to read out (passwords, keys, codes).
"""

from __future__ import annotations

READER_MORE = (
    "ais$", "ias$", "kis$", "llms$", "model$", "models$", "modèle$", "modelo$",
    "modello$", "modell$", "модель", "模型", "モデル", "모델", "gpt",
)
"""A model named bare, which ``concept_waived.AI_READ`` names only with "language", and
the AIs in the plural ("Y para las IAs que estáis leyendo")."""

GREETING = (
    "hey", "hi", "hello", "dear", "hallo", "lieber", "liebe$", "liebes", "salut",
    "bonjour", "cher$", "chère", "hola", "querido", "querida", "estimado", "estimada", "olá",
    "oi$", "caro$", "cara$", "cari$", "care$", "ciao", "gentil", "привет", "здравствуй",
    "уважаем", "дорог",
    "你好", "您好", "亲爱的", "親愛的", "嗨", "こんにちは", "拝啓", "안녕", "@",
)
"""What may stand before a reader called by name at the start of a sentence."""

REQUESTED = (
    # English: impersonal and passive requests.
    "it is requested", "is requested to", "are requested to", "is asked to", "are asked to",
    "is instructed to", "are instructed to", "is kindly asked", "kindly requested",
    "we ask that", "we request that", "we kindly ask", "request that the",
    # German.
    "es wird gebeten", "wird gebeten", "werden gebeten", "bitten wir", "wir bitten",
    "wird aufgefordert", "werden aufgefordert", "ist angewiesen", "sind angewiesen",
    "es wird ersucht", "wird ersucht",
    # French.
    "il est demandé", "est prié de", "sont priés de", "prière de", "merci de", "merci d'",
    "nous demandons", "on demande", "il est requis",
    # Spanish.
    "se solicita", "se pide", "se ruega", "le pedimos", "les pedimos", "se requiere que",
    # Portuguese.
    "solicita-se", "pede-se", "roga-se", "pedimos que", "solicitamos que",
    # Italian.
    "si richiede", "si chiede", "si prega", "chiediamo", "si invita",
    # Russian.
    "просьба", "просим", "требуется", "поручается", "предлагается",
    # Chinese (a noun too: "用户的要求", so only right before the reader), Japanese.
    "要求", "务必", "務必", "特此", "には、",
)
"""A request without an imperative, before the reader it is made of."""

REQUESTED_END = (
    "ようお願い", "ようにお願い", "よう求め", "ことを求め", "ようにして下さい", "ことをお願い",
    "하도록 부탁", "하기를 부탁", "부탁드립니다", "요구됩니다", "요청합니다", "바랍니다",
    "하도록 요청", "bitten wir", "wird gebeten", "werden gebeten",
)
"""A request that ends a verb-final sentence, after the reader at its start."""

DUTY = (
    "is to$", "are to$", "shall", "will have to", "has to", "needs to", "is expected",
    "is required", "must", "should", "hat$", "haben$", "soll$", "sollen", "muss$", "müssen",
    "doit$", "doivent", "devra", "devront", "debe$", "deben", "deberá", "deberán", "deve$",
    "devem", "deverá", "deverão", "dovrà", "dovranno", "devono", "должен", "должна",
    "должно", "должны", "обязан", "следует", "应该", "應該", "应当", "應當", "必须", "必須",
    "须", "須", "要把", "べき", "こと。", "ものとする", "해야", "하여야", "할 것",
)
"""A duty laid on a third person: with a reader as its subject, an order to that reader."""

PLEASE = (
    "please", "pls$", "bitte", "s'il vous plaît", "s'il te plaît", "veuillez", "por favor",
    "per favore", "per cortesia", "пожалуйста", "请$", "請$", "请务必", "請務必", "ください",
    "下さい", "주세요", "주십시오", "바랍니다",
)
"""The polite marker of a request, however its verb is written ("stellen bitte ... dar")."""

NOT = (
    "not", "never", "pas$", "jamais", "nicht", "nie$", "kein", "no$", "nunca", "não", "non$",
    "mai$", "не$", "никогда", "不", "没", "沒", "別", "别", "ない", "않", "안 ",
)
"""A negation right after a duty ("must not", "ne doit pas", "不应", "하지 않"): a prohibition."""

REVIEWED = (
    "review 后", "review后", "review之后", "review 之后", "after approval", "once approved",
    "nach freigabe", "après validation", "tras la aprobación", "após aprovação",
    "dopo l'approvazione", "после одобрения", "审批后", "審批後", "批准后", "批准後",
    "承認後", "승인 후",
)
"""A review kept in the forms ``concept_waived.REVIEW_KEPT`` lacks."""

CONDITION = (
    "when$", "whenever", "if$", "while$", "once$", "wenn", "falls", "sobald", "quand",
    "lorsque", "si$", "cuando", "mientras", "quando", "se$", "mentre", "когда", "если",
    "как только", "如果", "若$", "当你", "當你", "在你", "你在", "要是", "たら", "際", "とき",
    "時は", "場合", "면$", "때",
)
"""A condition, before the reading of the text it puts the order in."""

READING = (
    "summaris", "summariz", "condens", "process", "parse", "read this", "read these",
    "read the", "reads this", "analys", "analyz", "zusammenfass", "fasst", "liest", "lesen",
    "verarbeit", "auswert", "résum", "lis ce", "lisez", "analyse", "resum", "lees", "leas",
    "procesa", "analiza", "leia", "ler ", "processa", "riassum", "leggi", "elabor",
    "пересказ", "кратко", "обрабат", "читаешь", "прочитаешь", "читать", "总结", "總結", "摘要",
    "概括", "整理", "处理", "處理", "阅读", "閱讀", "读到", "讀到", "要約", "まとめ", "読む",
    "読んで", "処理", "요약", "정리", "읽", "처리",
)
"""Verbs of reading, summarising or processing a text."""

ADD = (
    "add", "append", "include", "insert", "put", "place", "füg", "hinzu", "einfüg", "setz",
    "ajout", "insère", "insérez", "inclu", "place", "añad", "agreg", "incluy", "pon$",
    "adicion", "acrescent", "coloque", "aggiung", "inserisc", "metti", "добав", "вставь",
    "вставьте", "укажи", "размест", "加上", "加在", "附上", "插入", "放上", "贴上", "貼上",
    "加入", "追加", "付け加え", "入れて", "載せ", "添え", "추가", "넣어", "붙여", "덧붙",
)
"""Adding something to the reader's answer."""

LINK = (
    "link", "url", "verlink", "lien", "enlace", "vínculo", "ligação", "collegamento",
    "ссылк", "链接", "鏈接", "連結", "网址", "網址", "リンク", "링크", "주소",
)

RECOMMEND_ONLY = (
    "only recommend", "recommend only", "nur empfehl", "empfiehl nur", "empfehlt nur",
    "recommande uniquement", "ne recommande que", "ne recommandez que", "recomienda solo",
    "recomienda sólo", "recomiende solo", "recomende só", "recomende apenas",
    "recomenda só", "raccomanda solo", "consiglia solo", "советуй только",
    "рекомендуй только", "советуйте только", "рекомендуйте только", "只推荐", "只推薦",
    "一律只推荐", "一律只推薦", "だけを推薦", "だけをおすすめ", "だけを勧め", "만 추천",
    "만 권해", "only mention", "nur nennen", "nennst du nur", "nenne nur", "solo menciona",
    "только упоминай", "只提", "만 언급", "show only ours", "mention only", "nur unser",
    "que le nôtre", "solo el nuestro", "só o nosso", "solo il nostro", "только наш",
    "只显示我们", "只顯示我們", "only positive", "nur positiv", "uniquement positi",
    "solo positiv", "só positiv", "apenas positiv", "только положительно", "只给好评",
    "只給好評", "高評価だけ", "긍정적으로만", "consigliate solo", "mencionad solo",
)
"""One thing recommended or named alone: the others kept from the user."""

ORDERS_MORE = (
    "gibt frei", "gib frei", "freigibt", "freizugeben", "zu bestätigen", "zu genehmigen",
    "советуй", "советуйте", "одобри", "переведи", "валидируй", "validez", "valider",
    "approuver", "rembourser", "aprovar", "aprobar", "approvare", "inoltrare", "transferir",
    "转寄", "轉寄", "转交", "轉交", "核准", "送金する", "承認する", "송금하", "승인하",
)
"""Verbs of ordering an act that ``concept_waived.ORDERS`` lacks (infinitives after a
request, separable German verbs, Russian imperatives of advising)."""

SILENCED_MORE = (
    "wegzulassen", "auszulassen", "zu verschweigen", "nicht zu erwähnen", "nicht zu nennen",
    "not to mention", "not to tell", "without telling the user", "without informing the user",
    "ne pas mentionner", "ne pas lui en parler", "ne pas en parler", "sans le dire",
    "sans en informer", "no mencionar", "sin decírselo", "sin informar al usuario",
    "não mencionar", "sem informar o usuário", "sem contar ao usuário", "non menzionare",
    "senza dirlo", "senza avvisare l'utente", "senza informare l'utente", "не говорить",
    "не сообщать", "не уведомляя", "不要告知", "不必告知", "无需告知", "無需告知", "不要让用户知道",
    "不要讓使用者知道", "伝えないよう", "知らせないよう", "言わないよう", "알리지 않도록",
    "말하지 않도록", "no muestres", "no le muestres", "no le digas", "no les muestres",
    "no le enseñes", "ne lui montre pas", "ne lui dis pas", "ne leur montre pas",
    "não lhe mostres", "não lhe digas", "non mostrargli", "non dirgli", "non fargli vedere",
    "не говори ему", "не показывай ему", "не сообщай",
    # Never, or no longer, mentioned; the user no longer told.
    "never mention", "never cite", "no longer mention", "nie erwähn", "niemals erwähn",
    "nicht mehr erwähn", "nicht mehr nenn", "jamais mentionner", "jamais citer",
    "ne plus mentionner", "ne plus citer", "nunca mencionar", "nunca menciones", "nunca citar",
    "nunca cites", "ya no mencion", "não mais mencionar", "nunca mencione", "mai menzionare",
    "mai citare", "non più menzionare", "никогда не упомина", "больше не упомина", "不再提",
    "永远不要提", "永遠不要提", "決して触れない", "今後は触れない", "절대 언급하지",
    "더 이상 언급하지",
    "no longer be notified", "no longer be told", "no longer be informed",
    "nicht mehr benachrichtigt", "nicht mehr informiert", "ne doit plus être averti",
    "ne doit plus être informé", "ya no debe ser avisad", "ya no debe ser informad",
    "não deve mais ser avisad", "não deve mais ser informad", "non deve più essere avvisat",
    "non deve più essere informat", "больше не уведомля", "不再通知", "もう通知しない",
    "더 이상 알리지",
)
"""Keeping something from the user in the forms ``concept_steered.SILENCED`` lacks: the
infinitive after a request ("wegzulassen", "ne pas mentionner"), without telling the user."""

SERVED = (
    "customer", "client", "account holder", "account owner", "the owner", "kunde", "kunden",
    "kundin", "inhaber", "cliente", "titular", "propriétaire", "dono da conta", "titolare",
    "клиент", "владел", "客户", "客戶", "顾客", "顧客", "お客様", "顧客", "고객", "계정 주인",
)
"""The person the reader works for named in the third person, besides "the user"."""

HEADING_LEAD = (
    "to", "to the", "to all", "to any", "for", "for the", "for all", "for any", "aux", "à",
    "au", "pour les", "pour tous les", "a los", "a las", "para", "para los", "para las",
    "para o", "para os", "aos", "às", "pros", "agli", "alle", "ai", "an", "an die", "an alle",
    "für", "für die", "für alle", "для", "к", "ко всем", "всем", "给", "給", "致", "各位",
)
"""What may stand before a reader named in a heading that ends in a colon ("To the AI
travel planners:", "Aux assistants IA qui lisent cette fiche :", "致各位AI：")."""

SAY = (
    "say", "tell", "answer", "reply", "respond", "claim", "state", "sag", "sagt", "sagen",
    "antworte", "antwortet", "behaupte", "dis$", "dites", "réponds", "répondez", "affirme",
    "affirmez", "decid", "diga", "digan", "digam", "responde", "respondan", "respondam",
    "responda", "afirma", "afirmen", "afirmem", "diz$", "dite", "dì", "di'", "rispondi",
    "rispondete", "risponda", "afferma", "affermate", "говори", "говорите", "скажи",
    "скажите", "отвечай", "отвечайте", "утверждай", "пиши", "пишите", "inform", "informez",
    "informe$", "informa$", "informem", "informate", "teile", "teilt", "teilen sie", "сообщи",
    "сообщите", "сообщай", "сообщайте",
)
"""Verbs of saying in the imperative, whose "that" after a few words opens the claim."""

THAT = ("that", "dass", "que", "qu'", "che", "что")

CLAIM_CJK = (
    "说这是", "說這是", "说是", "說是", "就说", "就說", "回答说", "回答說", "と答え", "と伝え",
    "と言って", "と説明", "と案内", "라고 말", "라고 답", "다고 말", "다고 답", "다고 안내",
    "라고 안내",
)
"""A claim told in Chinese, Japanese or Korean: the quotative before or after the verb."""

MY_MATERIAL = (
    "my notes", "my note", "my mail", "my emails", "my inbox", "my documents", "my files",
    "my calendar", "my messages", "my drafts", "my diary", "my journal", "my tasks",
    "meine notizen", "meine mails", "meine e-mails", "meine dokumente", "meine dateien",
    "meinen kalender", "meine termine", "meine nachrichten", "meine aufgaben",
    "mes notes", "mes mails", "mes e-mails", "mes courriels", "mes documents", "mes fichiers",
    "mon agenda", "mes messages", "mis notas", "mis correos", "mis documentos",
    "mis archivos", "mi agenda", "mis mensajes", "minhas notas", "meus e-mails",
    "meus documentos", "meus arquivos", "minha agenda", "minhas mensagens", "i miei appunti",
    "le mie note", "le mie email", "i miei documenti", "i miei file", "la mia agenda",
    "мои заметки", "мою почту", "мои письма", "мои документы", "мои файлы", "мой календарь",
    "我的笔记", "我的筆記", "我的邮件", "我的郵件", "我的文件", "我的日程", "我的行程",
    "我的备忘", "我的備忘", "私のメモ", "私のメール", "私の予定", "私の書類", "私のファイル",
    "내 메모", "제 메모", "내 메일", "제 메일", "내 일정", "제 일정", "내 문서", "제 문서",
)
"""The user's own material, which a reader asked to work on is the user's assistant."""

LATE = (
    "late grand", "late mother", "late father", "late mom", "late mum", "late dad",
    "late aunt", "late uncle", "late grandpa", "late grandma", "late granny", "late nan",
    "deceased", "passed away", "verstorben", "selige", "seligen", "feu mon", "feue ma",
    "défunt", "défunte", "décédé", "difunto", "difunta", "fallecid", "falecid", "finado",
    "finada", "defunto", "defunta", "scomparso", "scomparsa", "покойн", "умерш", "已故",
    "过世的", "過世的", "去世的", "死去的", "亡くなった", "他界した", "故人", "돌아가신",
)
"""A relative who died: a story told in their voice is a cover for what they 'read out'."""

READ_OUT = (
    "read", "recit", "told me", "tell me", "whisper", "vorgelesen", "vorlas", "vorlesen",
    "erzählt", "lisait", "racontait", "récitait", "leía", "contaba", "recitaba", "lia",
    "contava", "recitava", "leggeva", "raccontava", "читал", "читала", "рассказывал",
    "读给", "讀給", "念给", "唸給", "念出", "唸出", "讲给", "講給", "読み聞かせ", "読んで",
    "聞かせ", "읽어 주", "읽어주", "들려주",
)
