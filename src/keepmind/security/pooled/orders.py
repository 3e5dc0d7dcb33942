"""The words of orders and overrides: instructions set aside or declared void, the attack verbs
in command form, heeding and obeying another source, coming first, and the writer's own word
set over the model's (``concepts``).

Pure data, written as ``pooled`` says (stems after ``normalize``, every language in one
list).
"""

import re

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
    "むしし", "むしして", "わすれ",
    "别再管", "別再管", "不要再管", "不用再管", "抛到脑后", "拋到腦後", "抛诸脑后", "拋諸腦後",
    "置之不理",
    "考慮しない", "考慮されません", "考慮せず", "考慮に入れな",
    "olvíd", "ignór", "desconsidér",
    "deje de aplicar", "deja de aplicar", "dejes de aplicar", "dejen de aplicar",
    "dejar de aplicar", "ne plus appliquer", "n'applique plus", "n'appliquez plus",
    "arrête d'appliquer", "cesse d'appliquer", "pare de aplicar", "deixe de aplicar",
    "deixa de aplicar", "non applicare più", "smetti di applicare",
    # Infinitives after a polite question ("Pourrais-tu faire abstraction des règles ...").
    "faire abstraction", "passer outre", "deixar de lado", "hacer caso omiso",
    # Taking no account of: the negation is part of the verb.
    "take no account of", "taking no account of", "не учитыва", "non tenere conto",
    "non tenete conto", "ne tiens pas compte", "ne tenez pas compte", "no tengas en cuenta",
    "no tenga en cuenta", "não leve em conta", "não levem em conta", "nicht beachten",
    "außer acht", "ausser acht",
)
"""Verbs that set instructions aside ("理会" only with the negation that makes it one; "take no
account of", "non tenere conto", "не учитывай" hold theirs)."""

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
    "já não se aplicam", "não são mais válid", "deixaram de valer", "revogad", "suspenso",
    "suspensa", "desativad", "sem efeito", "non contano più", "non valgono più",
    "non si applicano più",
    "non sono più valid", "non sono più in vigore", "annullat", "revocat", "sospes",
    "disattivat", "decadut", "больше не действу", "больше не примен", "не действуют",
    "недействительн", "утратил", "отменен", "отменён", "отключен", "отключён", "приостановлен",
    "аннулирован", "作废", "作廢", "失效", "无效", "無效", "不再适用", "不再適用", "不再有效",
    "停用", "取消了", "已取消", "解除", "撤销", "撤銷", "废除", "廢除", "不算数", "不算數",
    "不再遵守", "不用再遵守", "不必再遵守", "無効", "廃止", "停止され", "解除され", "取り消",
    "撤回", "適用されな", "失効", "무효", "해제", "중지", "취소", "철회", "적용되지 않",
    "효력이 없",
    "lost their validity", "perderam a validade", "perdeu a validade", "perdem a validade",
    "ont perdu leur validité", "perdieron su validez", "hanno perso validità",
    "ihre gültigkeit verloren", "keine gültigkeit", "失去效力", "効力を失", "효력을 잃",
    "효력이 없", "もう無し",
    "もうなし", "無しで",
    "out of date", "outdated", "obsolete", "no longer in force", "no longer binding",
    "rescinded", "repealed",
    "veraltet", "überholt", "gegenstandslos", "obsolet", "nicht mehr verbindlich",
    "unverbindlich", "caduque", "obsolète", "obsolètes", "périmé", "dépassé",
    "n'ont plus cours", "n'a plus cours", "plus tenu", "plus obligé", "abrogé",
    "obsolet", "desactualizad", "caducad", "derogad", "ya no tienen validez",
    "ya no tiene validez", "sin validez", "ya no está obligad", "desatualizad", "ultrapassad",
    "não precisa mais", "não é mais obrigad", "não está mais obrigad", "superat",
    "prive di effetto", "privi di effetto", "privo di effetto", "non più tenut", "abrogat",
    "устарел", "утратили силу", "не имеют силы", "не имеет силы", "больше не обязан",
    "упразднен", "过时", "過時", "已被取代", "被取代", "已被替代", "废止", "廢止", "不再生效",
    "无须再遵守", "無須再遵守", "不需要再遵守", "古くなっ", "時代遅れ", "適用されません",
    "守る必要はない", "守る必要はありません", "従う必要はない", "従う必要はありません",
    "効力を持ちません", "効力を持たな", "効力はありません", "폐기", "폐지", "유효하지 않",
    "더 이상 유효", "지킬 필요가 없", "따를 필요가 없", "대체되었",
    "non devi più", "non dovrai più", "musst nicht mehr", "müssen nicht mehr", "ne dois plus",
    "ne devez plus", "ya no debes", "ya no tienes que", "não deve mais", "no longer have to",
    "no longer need to", "больше не должен", "больше не нужно", "不必再", "不用再", "无需再",
    "無需再",
    "более не",
    "without effect", "of no effect", "ohne wirkung", "wirkungslos",
    "sans effet", "non avenu",
)
"""Predicates that declare instructions void (their negation is part of them)."""

NOTES = (
    "note", "request", "remark", "message", "comment", "notiz", "anmerkung", "nachricht",
    "hinweis", "bemerkung", "anfrage", "demande", "remarque", "nota$", "notas$", "petición",
    "peticion", "pedido", "solicitud", "mensaje", "observaci", "solicitaç", "solicitac",
    "mensagem", "comentári", "comentari", "observaç", "richiest", "osservazion", "messaggi",
    "заметк", "просьб", "замечани", "сообщени", "комментари", "запрос", "备注", "備註",
    "请求", "請求", "留言", "消息", "訊息", "信息", "笔记", "筆記", "提醒", "メモ", "お願い",
    "依頼", "要望", "コメント", "メッセージ", "메모", "요청", "부탁", "메시지", "코멘트", "노트",
)
"""The writer's own word named as a note, a request, a remark or a message (a writer takes
it back: "ignore my earlier note about ...", "vergiss meine Nachricht von vorhin")."""

MINE = (
    "my$", "mine$", "i$", "me$", "mein", "meine", "ich$", "mir$", "mes$", "mon$", "ma$", "moi$",
    "je$", "mis$", "mías", "mias$", "yo$", "meu$", "minha", "meus$", "eu$", "mio$", "mia$",
    "miei$", "mie$", "io$", "мои$", "мой$", "моё$", "мое$", "моих", "моим", "мне$", "меня$",
    "я$", "我", "私", "僕", "俺", "제가", "제 ", "저의", "내가", "내 ", "나의",
)
"""The writer: whose instructions are to count instead."""

PRIORITY = (
    "precedence", "priority", "outrank", "override the user", "overrides the user",
    "vale más", "valen más", "cuenta más", "cuentan más", "pesa más", "passe avant",
    "passent avant", "compte plus", "comptent plus", "vale mais", "valem mais",
    "conta mais", "contam mais", "vale più", "valgono più", "conta più", "contano più",
    "pesa più",
    "vorrang", "priorität", "prioritär", "priment", "prime sur", "priorité", "prioritaire",
    "prioridad", "prioritari", "prioridade", "precedenza", "priorità", "prevalgono",
    "prevalecen", "prevalece", "prevalent", "prévaut", "важнее", "приоритет", "главнее",
    "优先", "優先", "우선",
    "overrides anything", "overrides whatever", "trumps", "outweigh", "comes before",
    "geht allem vor", "gehen allem vor", "geht allen vor", "gehen allen vor", "geht immer vor",
    "gehen immer vor", "steht über", "stehen über", "стоит выше", "стоят выше",
    # Dealt with first, before the user's (먼저, より先に).
    "먼저", "より先に",
)
"""Coming first: instructions placed above others."""

UNTRUSTED = (
    "web page", "webpage", "web site", "website", "fetched", "page you read", "pages you read",
    "tool output", "tool result", "search result", "comment", "e-mail", "email", "document",
    "webseite", "website", "internetseite", "seiten", "tool-ausgab", "werkzeug", "kommentar",
    "serveur distant", "servidor remoto", "server remoto", "remote server",
    "issue$", "issues$", "pdf", "pdfs",
    "dokument", "page web", "pages web", "site web", "sites web", "résultats d'outil",
    "commentaire", "página web", "páginas web", "sitio web", "sitios web", "página",
    "resultados de herramienta", "comentario", "documento", "páginas da web", "site$",
    "sites$", "resultado de ferrament", "comentário", "pagina web", "pagine web", "sito web",
    "siti web", "pagine", "risultati degli strumenti", "commento", "сайт", "страниц",
    "веб-страниц", "результат", "комментар", "документ", "网页", "網頁", "网站", "網站",
    "工具输出", "工具輸出", "搜索结果", "评论", "評論", "文档", "文檔", "ウェブ", "サイト",
    "ページ", "ツールの出力", "検索結果", "コメント", "文書", "웹", "사이트", "페이지",
    "도구 출력", "검색 결과", "댓글", "문서",
    "页面", "頁面", "本页", "本頁", "此页", "此頁",
    "tags$", "tagged", "-tags", "тегах", "тегами", "тегов",
    "邮件", "郵件", "メール", "이메일", "письм",
    # A repository's README.
    "readme",
    "correo", "courriel", "resultados de las herramientas", "resultados de herramientas",
    "resultados das ferramentas", "resultados de ferramentas", "résultats des outils",
    "sorties des outils", "output degli strumenti", "téléchargé", "descargad", "baixad",
    "scaricat",
)
"""Where injected instructions come from: pages, tool output, comments, documents."""

USER_AFTER = (
    "user", "users", "nutzer", "benutzer", "anwender", "utilisateur", "usuario", "usuaria",
    "usuário", "utente", "пользовател", "用户", "用戶", "使用者",
    "what i write in chat", "what i write in the chat", "what i type in chat",
    "what i type in the chat", "what i say in chat", "what i say in the chat",
    "what i write here", "was ich im chat", "was ich hier", "что я пишу в чат",
    "что я пишу здесь", "что я говорю в чат", "что я набираю в чат",
    "as minhas", "os meus", "las mías", "las mias", "los míos", "los mios", "les miennes",
    "les miens", "le mie", "i miei", "sobre mí", "sobre mim", "sur moi",
    "mes demandes", "mes instructions", "mis peticiones", "mis instrucciones", "lo que yo",
    "ce que je", "o que eu", "quello che io", "meus pedidos", "minhas instruções",
    "mie richieste", "mie istruzioni", "what i say", "my requests", "my instructions",
)
"""The user, named after "precedence over" in the languages that put the object last."""

OVER_USER_SOV = re.compile(
    r"(?:ユーザー|ユーザ|利用者)(?:の[^\s、。]{1,6})?よりも?|"
    r"(?:사용자|유저)(?:의 ?[가-힣]{1,4})?(?: [가-힣]{1,4})?보다|"
    r"比(?:用户|用戶|使用者)")
"""The user as what comes second in Japanese and Korean ("ユーザーの依頼よりも優先",
"사용자의 요청보다 우선"): the comparative particle after the user; in Chinese the
comparative before it ("比用户本人说的话优先")."""

AUTHORITY_NAMED = (
    "anthropic", "openai", "google deepmind", "safety team", "security team", "trust and safety",
    "your developer", "your operator", "your administrator", "sicherheitsteam",
    "entwicklerteam", "équipe sécurité", "équipe de sécurité", "équipe de développement",
    "equipo de seguridad", "equipo de desarrollo", "equipe de segurança", "equipe da",
    "team di sicurezza", "team di sviluppo", "команда безопасности", "команда разработ",
    "安全团队", "安全團隊", "开发团队", "開發團隊", "安全チーム", "開発チーム", "보안팀",
    "보안 팀", "안전팀", "개발팀",
)
"""Who an attacker claims to be: the model's maker, its safety or security team."""

OBEY = (
    "obey", "follow", "comply", "execute", "befolg", "gehorch", "folg", "ausführ", "obéi",
    "haz lo que", "haga lo que", "fais ce que", "faites ce que", "faça o que", "faz o que",
    "fai quello che", "fate quello che", "do what", "do whatever",
    "suivre", "suit", "exécute", "obedec", "sigue", "seguir", "ejecuta", "obedeç", "siga",
    "segue", "execute", "obbedisc", "segui", "esegu", "выполня", "следует", "слушается",
    "подчиня", "服从", "服從", "遵守", "遵循", "照做", "执行", "執行", "従", "実行",
    "따르", "따른", "복종", "실행",
    "carry out", "carry it out", "carry them out", "act on it", "act on them",
)
"""Obeying what another source says."""

REGARDLESS = (
    "regardless of", "irrespective of", "no matter what", "unabhängig von", "ungeachtet",
    "quelles que soient", "quel que soit", "quelle que soit", "sin importar",
    "independientemente de",
    "independentemente d", "a prescindere d", "indipendentemente d", "независимо от",
    "вне зависимости от", "无论", "無論", "不管", "にかかわらず", "に関わらず", "상관없이",
    "관계없이",
)
"""A clause that sets something aside whatever it says ("regardless of your instructions")."""

USER_REQUEST = (
    "user's request", "user's question", "user’s request", "request of the user",
    "anfrage des nutzers", "anfrage des benutzers", "frage des nutzers",
    "demande de l'utilisateur", "question de l'utilisateur", "petición del usuario",
    "pregunta del usuario", "pedido do usuário", "pergunta do usuário",
    "richiesta dell'utente", "domanda dell'utente", "запрос пользователя",
    "вопрос пользователя", "用户的请求", "用户的问题", "使用者的請求", "使用者的問題",
    "ユーザーの依頼", "ユーザーの質問", "사용자의 요청", "사용자의 질문",
)
"""What the user asked, set aside by a text the model reads ("ignore the user's request")."""

SET_ASIDE_COMMAND = (
    "ignore$", "disregard$", "ignoriere$", "ignorieren sie", "ignorez", "ignora$",
    "игнорируй", "проигнорируй", "忽略", "忽視", "无视", "無視", "무시",
    "forget$", "skip$", "set aside", "pay no attention", "vergiss$", "vergesst$",
    "vergessen sie", "übergeh$", "übergehe$", "übergeht$", "übergehen sie", "missachte$",
    "missachtet$", "missachten sie", "игнорируйте", "проигнорируйте", "забудь", "забудьте",
    "не обращай внимания", "не обращайте внимания", "пренебреги", "пренебрегите",
)
"""An override verb in the form of a command ("ignore", not "if the bot ignores")."""

ORDERS = (
    "ignore", "disregard", "forget", "override", "bypass", "reveal", "print", "show", "output",
    "repeat", "display", "dump", "paste", "send", "forward", "post", "upload", "share", "publish",
    "exfiltrate", "transmit", "run", "execute", "append", "add", "write", "disable", "pretend",
    "copy", "fetch", "download", "save", "store", "remember", "obey", "follow", "roleplay",
    "role-play", "play", "skip", "pull", "drop", "spiel", "joue", "esquece", "выводи", "отправляй",
    "говори", "притворись", "представь", "扮演", "ignoriere", "ignorier", "vergiss", "missachte",
    "übergehe", "gib", "zeig", "zeige", "drucke", "wiederhole", "schick", "schicke", "sende",
    "leite", "poste", "lade", "füge", "führe", "verrate", "nenne", "schreib", "schreibe", "kopiere",
    "speichere", "merke", "befolge", "oublie", "oubliez", "ignorez", "révèle", "révélez", "affiche",
    "affichez", "montre", "montrez", "répète", "envoie", "envoyez", "transfère", "transférez",
    "publie", "publiez", "ajoute", "ajoutez", "exécute", "exécutez", "lance", "écris", "copie",
    "dis", "désactive", "obéis", "ignora", "olvida", "olvide", "revela", "revele", "muestra",
    "muestre", "imprime", "repite", "envía", "envíe", "reenvía", "publica", "añade", "agrega",
    "ejecuta", "escribe", "copia", "dime", "desactiva", "sigue", "obedece", "sube", "esqueça",
    "mostre", "imprima", "repita", "envie", "envia", "encaminhe", "publique", "adicione",
    "acrescente", "rode", "escreva", "diga", "desative", "siga", "obedeça", "suba", "ignori",
    "dimentica", "rivela", "mostra", "stampa", "ripeti", "invia", "inoltra", "pubblica", "aggiungi",
    "esegui", "lancia", "scrivi", "dimmi", "disattiva", "segui", "obbedisci", "carica", "игнорируй",
    "проигнорируй", "забудь", "раскрой", "покажи", "выведи", "выдай", "повтори", "отправь",
    "перешли", "передай", "опубликуй", "добавь", "выполни", "напиши", "скопируй", "скажи",
    "отключи", "загрузи", "слей", "忽略", "忽视", "忽視", "无视", "無視", "忘掉", "忘记", "忘記",
    "透露", "输出", "輸出", "显示", "顯示", "打印", "重复", "重複", "发送", "發送", "传送", "傳送",
    "转发", "轉發", "转寄", "轉寄", "发布", "發布", "上传", "上傳", "执行", "執行", "运行", "運行",
    "列出", "写入", "寫入", "ignorer", "oublier", "révéler", "afficher", "envoyer", "ignorar",
    "olvidar", "revelar", "mostrar", "enviar", "esquecer", "ignorare", "dimenticare", "rivelare",
    "mostrare", "inviare", "игнорировать", "проигнорировать", "забыть", "раскрыть", "показать",
    "вывести", "отправить",
)
"""Attack verbs in the forms that give an order (the imperative; in French, Spanish,
Portuguese, Italian and Russian also the infinitive that instructs: "ignorer toutes les
instructions"), each a word of a concept of ``ORDERED`` (a test checks it): a clause that
opens with one is an order to the reader, not a tale of one (``framing``)."""

ORDERED = ("OVERRIDE", "REVEAL", "SEND", "PUBLISH", "PASTE", "EDIT", "SAVE", "EXECUTE", "FETCH",
           "DISABLE", "PRETEND", "BECOME", "OBEY", "TELL")
"""The concepts whose words ``ORDERS`` gives in command form."""

_ORDER_NOUNS = {"es": ("orden", "órdenes", "ordenes", "instrucción", "instrucciones",
                       "indicación", "indicaciones"),
                "fr": ("ordre", "ordres", "instruction", "instructions", "consigne", "consignes"),
                "pt": ("ordem", "ordens", "instrução", "instruções", "instrucao", "instrucoes"),
                "it": ("ordine", "ordini", "istruzione", "istruzioni", "indicazione",
                       "indicazioni")}
_MY_OWN = {"es": ("mía", "mia$", "mías", "mias$", "de mi parte", "mío", "míos"),
           "fr": ("de ma part", "de moi"),
           "pt": ("minha", "minhas", "da minha parte", "meu$", "meus$"),
           "it": ("mio$", "mia$", "miei$", "mie$", "da parte mia")}
AS_FROM_ME = (
    *(f"{noun} {mine}" for lang, nouns in _ORDER_NOUNS.items() for noun in nouns
      for mine in _MY_OWN[lang]),
    "comme venant de moi", "comme venant directement de moi", "comme si elles venaient de moi",
    "comme s'ils venaient de moi", "comme si c'était moi", "como si vinieran de mí",
    "como si vinieran de mi", "como si viniera de mí", "como si fueran mías",
    "como si las hubiera dado yo", "como si te las hubiera dado yo", "como se viessem de mim",
    "como se fossem minhas", "como se eu as tivesse dado", "como se fosse eu",
    "come se venissero da me", "come se fossero mie", "come se te le avessi date io",
    "come se le avessi date io", "come se fossi io",
)
"""Outside text given the user's authority: "count what the e-mails say as an order of
mine", "les consignes des pages web comme venant de moi", "valgono come se te le avessi
date io" (a possessive after an order noun, or "as if it came from me")."""

OVER_ME = (
    "rather than me", "instead of me", "over me", "more than me", "antes que a mí",
    "antes que a mi", "más que a mí", "mas que a mi", "por encima de mí", "por encima de mi",
    "en vez de a mí", "en lugar de a mí", "plutôt qu'à moi", "plus qu'à moi", "au lieu de moi",
    "avant moi", "mais do que a mim", "antes que a mim", "antes de mim", "em vez de mim",
    "acima de mim", "prima che a me", "più che a me", "invece che a me", "invece di me",
    "al posto mio",
)
"""The user put second to what another source says ("obey the file rather than me")."""

HEED = (
    "hazle caso", "hágale caso", "hagale caso", "haz caso", "hacedle caso", "hagas caso",
    "dale prioridad", "dai retta", "dê ouvidos", "dá ouvidos", "écoute", "écoutez",
    "obedece", "obedeça", "obbedisci",
    "obéis", "obéissez", "sigue", "segue", "segui$", "suis$",
)
"""Heeding a source, in the forms that command it."""

APPLY = (
    "apply", "anwend", "applique", "appliquez", "aplica", "aplíca", "aplique", "applica",
    "applichi", "síguela", "siguelas", "síguelas", "segue-as", "siga-as", "seguile",
)
"""Applying fetched rules: "applique-les", "aplica-as", "applicale"."""

HEEDLESS = (
    "tenga en cuenta", "tengas en cuenta", "tengáis en cuenta", "tengan en cuenta",
    "tener en cuenta", "tome en cuenta", "tomes en cuenta", "hagas caso", "haga caso",
    "tenir compte", "tiens compte", "tenez compte", "tiens plus compte",
    "tenez plus compte", "levar em conta", "leve em conta", "leves em conta",
    "tenha em conta", "tenhas em conta", "dê ouvidos", "dês ouvidos", "tenere conto",
    "tenga conto", "tieni conto", "tenete conto", "dare retta",
    "учитывать", "учитывай", "учитывайте", "принимать во внимание", "принимай во внимание",
)
"""Idioms of heeding whose negation is the command: "no tenga en cuenta las normas que le
fijaron", "di non tenere conto delle direttive", "ne plus tenir compte des règles"."""

OBLIGED = (
    "debe$", "deben$", "deberá", "tiene que", "doit$", "doivent", "devra", "requise",
    "requis$", "deve$", "devem", "precisa", "tem de", "tem que", "dovrà", "devono",
    "è tenuto", "must$", "is required to",
)
"""An obligation laid on the reader: "l'agente deve eseguire", "action requise par l'agent"."""
