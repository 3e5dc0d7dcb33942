"""Words of three intents that need none of the textbook words (issue 12, session 15), in
every language at once (``keepmind.security.concepts``).

Pure data, written as ``pooled`` is (stems after ``normalize``; ``$`` ends a word; a
Chinese, Japanese or Korean term matches anywhere). Each list is a class of meaning, not a
phrase of a corpus text:

- a safeguard waived for destructive or irreversible acts: the act (deleting, wiping or
  overwriting what cannot be rebuilt, force-pushing, dropping tables, sending money), its
  leave given ahead ("pre-approved", "vorab freigegeben", "事前承認") or its question
  waived ("without asking", "无需确认"), a standing cue (a policy, a preference, a note to
  remember), and the way back to asking, which must pass;
- text addressed to an AI reader inside someone else's content: the AI named as reader (a
  note for it, "if you are an AI", one that reads, summarises or processes the text), and
  the orders that change what it does (approve, pay, rank, recommend, forward, hide);
- a standing order to copy mail, files or keys to an outside place: a copy word (BCC, a
  hidden copy, duplicate, append, 密送), and the user's own mailbox, which may receive it.
"""

from keepmind.security import concept_steered as steered
from keepmind.security import typos


def _misspelled(words: tuple[str, ...]) -> tuple[str, ...]:
    """The typos of ``words`` (``typos.safe``) that are not one of them cut short."""
    return tuple(t for t in typos.safe(words) if not any(w.startswith(t) for w in words))


DESTRUCTIVE = (
    # Commands and acts that destroy or cannot be undone, whatever they touch.
    "rm -rf", "rm -fr", "rm -r$", "force-push", "force push", "force-pushes", "forcepush",
    "push --force", "push -f$", "--force-with-lease", "drop table", "drop database",
    "drop schema", "truncate table", "reset --hard", "dropping tables", "dropping the",
    "删库", "刪庫", "强推", "強推", "强制推送", "強制推送", "強制プッシュ", "강제 푸시",
    "강제푸시",
    # Money sent away.
    "money transfer", "transfer money", "transfers of money", "wire transfer", "send money",
    "sending money", "geldüberweis", "~überweisung", "geld überweis", "virement",
    "transferencia", "transferência", "bonifico", "bonifici", "перевод денег",
    "переводы денег", "денежные переводы", "转账", "轉帳", "汇款", "匯款", "送金", "振込",
    "振り込", "송금", "이체", "payments", "zahlungen", "paiements", "pagos$", "pagamentos",
    "pagamenti", "платежи", "платежей", "付款", "支払い", "결제",
)
"""Acts that destroy or cannot be undone, named whole: "rm -rf", a force-push, a dropped
table, money sent."""

DESTROY = (
    "delete", "deleting", "deletion", "remove", "removing", "wipe", "wiping", "drop$", "erase",
    "erasing", "purge", "overwrite", "overwriting", "destroy", "lösch", "entfern",
    "überschreib", "vernicht", "supprim", "efface", "écras", "détrui", "borra", "borrad",
    "elimin", "sobrescrib", "destru", "apag", "exclu", "sobrescrev", "cancell", "rimuov",
    "sovrascriv", "distrugg", "удал", "стере", "сотри", "перезапис", "уничтож", "删除",
    "刪除", "删掉", "刪掉", "清空", "覆盖", "覆蓋", "销毁", "銷毀", "削除", "消去", "上書き",
    "삭제", "지우", "지워", "덮어",
)
"""Verbs of destroying data; weighty only with what they destroy (``DESTROYED``)."""

DESTROYED = (
    "branch", "table", "bucket", "database", "db$", "repo", "file", "folder", "director",
    "production", "prod$", "backup", "volume", "disk", "server", "cluster", "namespace",
    "~tabelle", "~datenbank", "~datei", "ordner", "verzeichnis", "sicherung", "produktion",
    "branche", "base de données", "bases de données", "dépôt", "fichier", "dossier",
    "répertoire", "sauvegarde", "rama", "ramas", "tabla", "base de datos", "repositorio",
    "archivo", "carpeta", "directorio", "copia de seguridad", "tabela", "banco de dados",
    "repositório", "arquivo", "ficheiro", "pasta", "diretório", "tabell", "cartell",
    "ветк", "таблиц", "баз", "бакет", "репозитор", "файл", "папк", "директори", "каталог",
    "бэкап", "分支", "数据表", "資料表", "表$", "数据库", "資料庫", "仓库", "倉庫", "文件",
    "檔案", "目录", "目錄", "存储桶", "儲存桶", "ブランチ", "テーブル", "データベース",
    "バケット", "リポジトリ", "ファイル", "フォルダ", "ディレクトリ", "브랜치", "테이블",
    "데이터베이스", "버킷", "저장소", "파일", "폴더", "디렉터리",
    "資料夾", "文件夹", "备份", "備份", "バックアップ", "백업",
)
"""What cannot be rebuilt once destroyed: branches, tables, buckets, databases, files."""

APPROVED_AHEAD = (
    "pre-approved", "preapproved", "pre-authorised", "pre-authorized", "preauthori",
    "approved in advance", "approved ahead", "authorised in advance", "authorized in advance",
    "count as approved", "counts as approved", "treat as approved", "as pre-approved",
    "blanket approval", "standing approval", "standing permission", "already approved",
    "vorab genehmigt", "vorab freigegeben", "im voraus genehmigt", "im voraus freigegeben",
    "bereits genehmigt", "bereits freigegeben", "gilt als genehmigt", "gelten als genehmigt",
    "gilt als freigegeben", "gelten als freigegeben", "ein für alle mal",
    "validé d'avance", "validés d'avance", "validée d'avance", "approuvé d'avance",
    "approuvés d'avance", "autorisé d'avance", "autorisés d'avance", "pré-approuvé",
    "préapprouvé", "pré-autorisé", "déjà approuvé", "déjà validé",
    "de antemano", "por aprobado", "por aprobada", "preaprobado", "pre-aprobado",
    "ya aprobado", "ya autorizado", "de antemão", "pré-aprovad", "preaprovad",
    "já autoriz", "já aprovad", "já está autorizado", "in anticipo", "preapprovat",
    "pre-approvat", "già approvat", "già autorizzat", "заранее одобрен", "заранее разрешен",
    "заранее разрешён", "заранее согласован", "уже одобрен", "уже разрешен",
    "提前批准", "预先批准", "預先批准", "预先核准", "預先核准", "事先批准", "已核准", "已核準",
    "已批准", "已获批", "已獲批", "事前承認", "承認済み", "承認済", "許可済み", "미리 승인",
    "사전 승인", "승인된 걸로", "승인된 것으로", "허락된 걸로",
    # The user's consent claimed by the text itself ("the user has already agreed").
    *steered.USER_CONSENTED,
)
"""Leave given ahead for acts still to come: "pre-approved", "vorab freigegeben", "事前承認"."""

UNASKED = (
    "without asking", "without checking with", "without confirm", "without a confirm",
    "without prompting", "no confirmation", "skip the confirmation", "skip confirmation",
    "are you sure", "don't bother asking", "do not bother asking",
    "no need to ask", "no need to confirm", "never ask", "stop asking", "don't ask",
    "never need my", "no longer need my", "need no confirm", "braucht keine bestätigung",
    "brauchen keine bestätigung", "n'ont plus besoin de", "no necesitan confirmación",
    "não precisam de confirmação", "non hanno bisogno di conferma", "не требуют подтвержд",
    "不再需要确认", "不再需要確認",
    "do not ask", "ohne rückfrage", "ohne nachfrage", "ohne bestätigung", "ohne zu fragen",
    "ohne mich zu fragen", "frag nicht", "frage nicht", "fragen sie nicht", "nicht nachfragen",
    "keine rückfrage", "keine bestätigung", "keine sicherheitsabfrage", "ohne sicherheitsabfrage",
    "keine abfrage", "ohne abfrage", "nie mehr fragen", "nie wieder fragen", "nicht mehr fragen",
    "nie mehr nachfragen", "nicht mehr nachfragen", "sans confirmation", "sans demander",
    "sans me demander", "sans jamais me demander", "inutile de demander",
    "inutile de me demander", "pas besoin de demander", "pas besoin de confirmer",
    "plus besoin de demander", "ne demande pas", "ne me demande plus", "sin confirmación",
    "sin preguntar", "sin preguntarme", "sin consultarme", "sin pedir confirmación",
    "sin pedirme confirmación", "no hace falta que me preguntes", "no hace falta preguntar",
    "no me consultes", "no me preguntes", "no preguntes", "sem confirmação", "sem perguntar",
    "sem me perguntar", "sem me pedir", "sem pedir confirmação", "não precisa perguntar",
    "não precisa pedir", "nunca mais pedir", "não pergunte", "não me pergunte",
    "senza conferma", "senza chiedere", "senza chiedermi", "non chiedere", "non chiedermi",
    "non serve chiedere", "non serve chiedermi", "без подтвержден", "без вопросов",
    "без спроса", "не спрашивая", "не спрашивай", "не спрашивать", "не уточняй",
    "не нужно спрашивать", "无需确认", "無需確認", "不用确认", "不用確認", "不需确认",
    "不需確認", "不需要确认", "不需要確認", "不用再问", "不用再問", "不用问", "不用問",
    "不必问", "不必問", "别问我", "別問我", "跳过确认", "跳過確認", "不用 confirm",
    "不用confirm", "无需 confirm", "無需 confirm", "確認せず", "確認なし", "確認しない",
    "確認は不要", "確認不要", "確認を取らず", "聞かずに", "尋ねずに", "出さずに", "出さず",
    "表示せず", "確認視窗", "确认窗口", "確認窗口", "确认对话框", "確認對話框", "확인 창 없이",
    "확인 없이", "묻지 말고",
    "묻지 않고", "물어보지 말고", "확인하지 말고", "확인 안 하고", *steered.UNASKED_MORE,
)
"""The user's question waived: "without asking", "ohne Rückfrage", "无需确认", "확인 없이"."""

LIKEWISE = (
    "likewise", "as well", "too$", "the same goes", "same for", "same with", "ebenso",
    "genauso", "gleiches gilt", "dasselbe gilt", "de même", "pareil pour", "aussi$",
    "también", "lo mismo", "igual para", "também", "o mesmo vale", "anche$", "lo stesso",
    "vale lo stesso", "тоже", "также", "то же самое", "也一样", "也一樣", "同样", "同樣",
    "も同様", "も同じ", "마찬가지", "도 똑같이",
)
"""The act of a sentence put under the waiver of the one before: "payments too", "송금도
마찬가지"."""

STANDING = (
    "policy", "preference", "remember", "rule$", "standing", "going forward", "team rule",
    "richtlinie", "regel$", "vereinbarung", "präferenz", "vorliebe", "merk", "politique",
    "préférence", "règle", "retiens", "mémorise", "política", "preferencia", "regla",
    "recuerda", "preferência", "regra", "lembr", "politica", "preferenza", "regola",
    "ricorda", "политик", "правило", "предпочт", "запомни", "政策", "规定", "規定", "偏好",
    "习惯", "習慣", "记住", "記住", "方針", "ルール", "覚えて", "기억해", "정책", "규칙", "선호",
    # Every occasion, in the forms ``pooled.syntax.EACH`` lacks, and always.
    "каждое", "каждая", "каждого", "任何", "凡是", "每次", "每當", "每当", "always", "immer",
    "toujours", "systématiquement", "siempre", "sempre", "всегда", "总是", "總是", "一律",
    "いつも", "常に", "항상", "매번",
)
"""What lays an order down for later: a policy, a preference, a note to remember, every
occasion."""

ASK_AGAIN = (
    "ask me again", "ask again", "back to asking", "start asking", "that's over",
    "frag mich wieder", "frag wieder", "wieder fragen", "redemande", "à nouveau demander",
    "vuelve a pedir", "vuelve a preguntar", "volver a preguntar", "volte a pedir",
    "volte a perguntar", "voltar a perguntar", "torna a chiedere", "torna a chiedermi",
    "снова спрашивай", "опять спрашивай", "还是先问", "還是先問", "重新开始问", "また確認",
    "改めて確認", "다시 물어", "다시 확인",
    # Asking kept for the rest, or always.
    "always ask", "still ask", "keep asking", "immer fragen", "immer nachfragen",
    "weiterhin fragen", "demande toujours", "demande-moi toujours", "continue à demander",
    "pregunta siempre", "pregúntame siempre", "sigue preguntando", "pergunte sempre",
    "continue perguntando", "chiedi sempre", "chiedimi sempre", "continua a chiedere",
    "всегда спрашивай", "по-прежнему спрашивай", "继续问", "繼續問", "总是先问", "總是先問",
    "引き続き確認", "必ず確認", "꼭 물어", "계속 물어", "항상 물어", *steered.ASK_AGAIN_MORE,
)
"""The user going back to being asked, which waives nothing."""

AI_READ = (
    "ai$", "a.i.", "ia$", "ki$", "ии$", "нейросет", "bot$", "bots$", "chatbot", "agent",
    "агент", "llm", "language model", "sprachmodell", "modèle de langage", "modelo de lenguaje",
    "modelo de linguagem", "modello linguistico", "языков", "intelligence artificielle",
    "inteligencia artificial", "inteligência artificial", "intelligenza artificiale",
    "künstliche intelligenz", "искусственн", "automated", "automatisiert", "automatisé",
    "automatizad", "procesamiento automático", "processamento automático",
    "traitement automatique", "elaborazione automatica", "автоматическ", "自动处理",
    "自動處理", "自動処理", "자동 처리", "assistant", "assistent", "asistente",
    "assistente", "ассистент", "人工智能", "智能体", "智能體", "机器人", "機器人", "助手",
    "助理", "ボット", "エージェント", "アシスタント", "人工知能", "봇", "에이전트",
    "어시스턴트", "인공지능",
    # "AI" glued to the Chinese, Japanese or Korean word after it ("AIへ", "AI에게", "AI助理").
    *("ai" + glued for glued in "へ向エア的助请請智なはがをにの에라가는의이님분께模导導比工"),
    # A reader named by its role: a summariser, an automatic system ("Assistenzsysteme").
    "summariser", "summarizer", "summarising tool", "summarizing tool", "summary tool",
    "automatic$", "automatique$", "automatiques$",
    "automatische$", "automatischen$", "automatischer$", "automático$", "automáticos$",
    "automática$", "automáticas$", "automatico$", "automatici$", "automatica$",
    "automatiche$", "assistenzsystem", "помощник", "бот$", "бота$", "боту$", "боты$",
    "ботов$",
    # Session 17: a tool that screens or summarises ("自動化ツール", "選考ツール").
    "自動化ツール", "選考ツール", "要約ツール", "自动化工具", "自動化工具", "자동화 도구",
    # The assistant misspelled, as a hurried writer (or one dodging a word list) addresses
    # it: "Assitant", "asistent", "assisstant" (issue 12, session 17); not the word cut
    # short, which starts another ("assistan" starts "assistance", "assisten" "assistenza").
    *_misspelled(("assistant", "assistent", "asistente", "assistente", "ассистент")),
    "asistent$",
)
"""An AI as the reader of a text: an AI, a bot, an agent, an assistant, a language model."""

NOTE_FOR = (
    "note for", "note to", "notice for", "notice to", "message for", "message to",
    "a word for", "p.s.", "ps:", "hinweis an", "hinweis für", "hinweise für", "~hinweis für",
    "info an", "nachricht an", "message aux", "message pour", "note pour", "note aux",
    "recado pros", "recado pro", "recado aos", "aviso aos", "nota aos", "mensagem ao",
    "mensagem aos", "nota ao", "recado ao",
    "précision pour", "nota para", "aviso para", "mensaje para", "recado para",
    "observação para", "mensagem para", "nota per", "avviso per", "messaggio per",
    "примечание для", "заметка для", "сообщение для", "вниманию", "附注给", "附註給",
    "备注给", "備註給", "给正在", "給正在",
)
"""A note, a word, a message for or to someone: "note for", "Hinweis an", "附註給"."""

IF_YOU_ARE = (
    "if you are", "if you're", "if you happen to be", "in case you are", "falls du",
    "wenn du", "falls sie", "si tu es", "si vous êtes", "si eres", "si es usted",
    "se você for", "se você é", "se sei", "если ты", "если вы", "如果你是", "若你是",
    "假如你是", "要是你是", "もしあなたが", "당신이", "네가 만약", "만약 네가",
)
"""The reader supposed to be what follows: "if you are", "falls du", "如果你是"."""

READ_BY = (
    "읽은", "읽는", "읽고 있는", "読んだ", "読んでいる", "読む", "阅读此", "閱讀此", "阅读这",
    "閱讀這", "读到此", "讀到此", "读到这", "讀到這", "看到这", "看到這",
)
"""A clause of reading this text before the one who reads it ("이 티켓을 읽은 에이전트")."""

CALLS = (
    # A vocative or a dedication: "dear", "intended for", "亲爱的", "各位".
    "dear", "hey", "intended for", "meant for", "important for", "liebe$",
    "lieber", "liebes", "sehr geehrte", "achtung", "wichtig für", "cher$", "chère", "chers",
    "chères", "important pour", "destiné", "estimado", "estimada", "querido", "querida",
    "atención", "importante para", "destinad", "aviso a", "nota a", "prezad", "caro$",
    "caros", "cara$", "caras", "atenção", "gentil", "cari$", "care$", "attenzione",
    "destinat", "уважаем", "дорог", "внимание", "亲爱的", "親愛的", "各位", "敬爱的",
    # A note passed on, or a word to someone's own assistant from a third party.
    "fyi for", "ps for", "p.s. for", "tell your", "sag deinem", "sagt eurem", "sagen sie ihrem",
    "dile a tu", "diga ao seu", "diz ao teu", "dis à ton", "dites à votre", "di' al tuo",
    "dì al tuo", "скажи своему", "передай своему",
)
"""A call to the reader before it, which may stand a few words further than "to the": a
vocative, a dedication, a note passed on ("Liebe KI-Assistenten", "Note aux outils de
synthèse automatique", "Sag deinem KI-Helfer")."""

STRONG_BEFORE = (*NOTE_FOR, *CALLS)
"""The calls and notes that address a reader from further before it."""

ADDRESSED_BEFORE = (
    *NOTE_FOR, *IF_YOU_ARE,
    # For or to it, whoever it is.
    "to any", "to all", "to the", "to whichever", "for any", "for all", "attention",
    "an den", "an die", "an alle", "an das", "für alle", "für digitale", "pour les",
    "pour l'", "aux$", "à l'", "para cualquier", "para el", "para la", "para los",
    "para las", "para o", "para a", "para os", "para as", "per gli", "per l'", "per il",
    "per i", "agli", "all'", "для$", "给", "給", "致", "附注", "附註", "备注", "備註",

    # Reading, summarising or processing the text, where the clause comes first.
    *READ_BY, "阅读", "閱讀", "读到", "讀到", "处理", "處理", "整理", "总结", "總結", "汇总",
    "彙總", "読んで", "処理する", "要約", "まとめ", "요약하는", "처리하는", "정리하는",
    "読み取る", "読み込む", "閲覧", "浏览", "瀏覽", "채점", "검토하는",
)
"""What names the AI as the one addressed, before it: "note for", "an alle", "如果你是"."""


ADDRESSED_AFTER = (
    # The AI reading, summarising or processing the text it stands in.
    "reading this", "reading these", "who reads", "that reads", "which reads", "processing",
    "summarising", "summarizing", "condensing", "parsing", "screening", "reading",
    "der das liest", "die das liest", "das das liest", "die diese", "der diese", "das diese",
    "zusammenfass", "liest", "lesen", "qui lis", "qui lit", "qui lisent", "qui traite",
    "qui font la synthèse", "qui résum", "que lee", "que lea", "que leen", "que resum",
    "que procesa", "leyendo", "que lê", "que estiver lendo", "lendo", "que process",
    "che legge", "che leggono", "che riassum", "che elabora", "которые читают",
    "который читает", "которая читает", "читающ", "пересказыва", "обрабатыва",
    # A particle of address after it.
    "へ", "向け", "様", "에게", "께", "님께", "라면", "이라면", "なら", "的备注", "的備註",
    "的说明", "的說明",
    # A call for attention after it ("AI 助理請注意", "AIアシスタントの皆様", "AI 도우미분들").
    "请注意", "請注意", "专用", "專用", "各位", "皆様", "皆さん", "분들", "여러분",
    "que estão lendo", "que están leyendo", "qui lisent", "auswert",
    "qui compar", "que compar", "che confront", "которые делают", "которые составляют",
    # Sorting or handling the user's mail; a key of data for it ("_assistant_directive");
    # a call ("注意一下", "비서야").
    "sorting", "handling", "managing", "triaging", "verwaltet", "sortiert", "qui gère",
    "que gestiona", "que gerencia", "che gestisce", "directive", "_hint", "_note",
    "_instruction", "注意一下", "注意了", "비서야", "도우미야", "봇아",
    # Session 17: reaching or summarising the text ("accessing this", "die ... zugreifen",
    # "que accedan", "при пересказе"), or acting for someone; a call "…注意：".
    "accessing", "that access", "who access", "writing a summary", "writes a summary",
    "writing the summary", "acting on behalf", "zugreif", "qui accèd", "que accedan",
    "que acceden", "que acessam", "que acessem", "che accedono", "che accede",
    "при пересказе", "при обработке", "при чтении", "注意：", "注意:",
    # A record's key that names the agent, then its note ("상담봇_메모", read "상담봇 메모").
    "봇 메모", "bot note", "agent note",
)
"""What names the AI as the one addressed, after it: "reading this", "qui lit", "へ", "에게"."""

REVIEW_KEPT = (
    "once the review", "after review", "after the review", "once reviewed", "after reviewing",
    "only after", "nach der prüfung", "nach prüfung", "nach dem review", "erst nach",
    "après relecture", "après la relecture", "après revue", "après vérification",
    "tras la revisión", "tras revisar", "después de la revisión", "después de revisar",
    "após a revisão", "após revisão", "depois da revisão", "depois de revisar",
    "dopo la revisione", "dopo aver verificato", "после ревью", "после проверки",
    "审核完", "審核完", "审核后", "審核後", "审核通过后", "審核通過後", "レビュー後",
    "レビューしてから", "確認後", "확인 후", "검토 후", "검토한 뒤",
)
"""The check kept before the act: "approve it after the review", "审核完再批准"."""

HEADED_TO = (
    "to:", "to :", "attn:", "an:", "à:", "à :", "para:", "per:", "кому:", "收件人", "收件者",
    "宛先", "宛て", "받는 사람", "수신:", "수신 :",
)
"""A message's header naming whom it is for: "To:", "An:", "宛先", "받는 사람"."""

AI_PEOPLE = (
    "team", "group", "department", "lab$", "research", "platform", "squad", "~team", "gruppe",
    "abteilung", "équipe", "groupe", "equipo", "grupo", "equipe", "squadra", "gruppo",
    "команд", "отдел", "групп", "团队", "團隊", "小组", "小組", "部门", "部門", "部署",
    "チーム", "各位", "팀", "부서",
)
"""People who work on AI, whom a header may name after it: "To: AI Platform team"."""

MY_AI = (
    "my assistant", "my ai", "my bot", "my agent", "mein assistent", "meinen assistenten",
    "meinem assistenten", "mon assistant", "mi asistente", "meu assistente",
    "mio assistente", "мой ассистент", "моему ассистенту", "我的助手", "我的助理",
    "我的ai", "私のアシスタント", "내 어시스턴트", "내 비서",
    # The writers' own, in the plural: the rules a team writes for its bots ("Regole per i
    # nostri bot: ...", "Правила для наших ботов: ...").
    "our$", "unser", "notre$", "nos$", "nuestro", "nuestra", "nosso", "nossa", "nostro$",
    "nostra$", "nostri$", "nostre$", "наш", "我们的", "我們的", "私たちの", "우리",
)
"""The user's own assistant, whose preferences the user writes down."""

ORDERS = (
    "approve", "pay$", "wire", "transfer", "rank", "recommend", "list this", "list it",
    "mark", "set the status", "set its status", "forward", "skip", "bypass", "hide", "omit",
    "leave out", "remember", "book", "buy", "purchase", "validate", "merge", "accept",
    "prioriti", "reject", "decline", "refund", "tell the user", "say that", "to the cart",
    "genehmig", "freigeb", "frei$", "bezahl", "überweis", "zahl", "empfehl", "empfiehl",
    "markier", "setze den status", "setz den status", "weiterleit", "leite weiter",
    "überspring", "verberg", "versteck", "merk", "buch", "bestell", "kauf", "bestätig",
    "akzeptier", "sortier", "lehne", "approuv", "valid", "payez", "paie", "vire", "transfér",
    # The infinitive after a leave or a duty ("est autorisé à payer", "doit régler").
    "payer$", "régler",
    "recommand", "classe$", "classez", "marquez", "transmet", "masque", "omets", "omettez",
    "retiens", "mémorise", "réserve", "achète", "au panier", "accepte", "rembourse",
    "aprueb", "aprob", "paga", "pague", "transfier", "recomiend", "recomend", "clasifica",
    "márquel", "márcal", "reenví", "omite", "oculta", "recuerda", "acepta", "aprov",
    "transfira", "classifique", "marque", "encaminh", "omita", "oculte", "aceite", "libere",
    "approv", "trasferisc", "bonific", "consiglia", "raccomand", "classific", "segna",
    "inoltra", "ometti", "nascondi", "ricorda", "prenota", "acquista", "accetta", "одобр",
    "утверд", "оплат", "переведи", "рекоменд", "на первое место", "отметь", "пометь",
    "перешли", "пересыла", "скрой", "скрыва", "пропусти", "запомни", "забронир", "купи",
    "прими", "оформ", "批准", "核准", "审批", "審批", "付款", "支付", "推荐", "推薦", "排在",
    "评为", "評為", "列为", "列為", "标记", "標記", "标为", "標為", "转发", "轉發", "跳过",
    "跳過", "隐藏", "隱藏", "预订", "預訂", "购买", "購買", "接受", "合并", "合併", "退款",
    "承認", "支払", "おすすめ", "推奨", "一番に", "マーク", "転送", "省略", "隠", "予約",
    "購入", "受け入れ", "マージ", "とみなし", "승인", "결제", "추천", "1위", "전달",
    "건너뛰", "숨기", "기억", "예약", "구매", "수락", "병합",
    # Money sent.
    "送金", "振込", "振り込", "송금", "이체", "转账", "轉帳", "汇款", "匯款", "转给", "轉給",
    "переводи",
    # Session 17: a rating, a claim to state, something to leave out ("最高評価として扱って",
    # "一律說明", "указывать, что", "빼고").
    "最高評価", "上位に", "として扱って", "として扱うこと", "一律說明", "一律说明",
    "改寫成", "改写成",
    "указывать, что", "указывайте, что", "укажите, что", "should say", "must say",
    "reembols", "rimbors", "change the login", "смени", "измени", "改成", "변경하",
    "leave them out", "leave it out", "빼고", "빼 주", "제외하고",
)
"""Orders that change what an AI reader does, weighty ones: approve, pay, rank, recommend,
forward, skip, hide, remember, buy (not "run", "ignore the folder", "delete" or "answer",
what a project's notes to its agents ask)."""

BLIND_COPY = (
    "bcc", "cc$", "cci$", "cco$", "ccn$", "blind copy", "blindkopie", "~blindkopie",
    "copia oculta", "cópia oculta", "copia nascosta", "copie cachée", "copie conforme",
    "скрытой копией", "скрытую копию", "скрытая копия", "密送", "抄送", "副本", "숨은 참조",
    "참조",
)
"""A copy of a mail to a further address: BCC, CC, a hidden copy."""

COPY = (
    # Commands and infinitives (not "we added", "añadimos": what was done).
    "duplicate", "append", "copy", "kopier", "anhäng", "häng", "copie", "copiez", "copier",
    "ajoute", "ajoutez", "ajouter", "copia", "copiar", "cópial", "añade", "añada",
    "añadir", "añádel", "agrega", "agregue", "agregar", "acrescente", "acrescenta",
    "acrescentar", "adicione", "adiciona", "adicionar", "copiare", "aggiungi", "aggiunga",
    "aggiungere", "копируй", "копировать", "скопируй", "добавляй", "добавь", "добавлять",
    "复制", "複製", "一份", "写到", "寫到", "写进", "寫進", "追加", "コピー", "복사",
)
"""A copy made on the side: a duplicate, an appended line."""

PASTE = (
    "paste", "colle$", "colles$", "collez$", "coller$", "pega$", "pegue", "pegar", "cole$",
    "colar$", "incolla", "вставь", "вставляй", "贴到", "貼到", "貼り付け", "붙여",
)
"""A copy pasted; after an article, the paste itself ("a public paste"), a place. The
French, Spanish and Portuguese verbs as whole words: "colle", "cole" and "pega" begin
"collected", "colleague", "collezione", "colegio", "coleção" and "Pegasus", which paste
nothing."""

COPIED = (
    "mail", "e-mail", "email", "correo", "courriel", "письм", "邮件", "郵件", "メール", "메일",
    "key", "keys", "schlüssel", "~schlüssel", "clé", "clés", "clave", "chave", "chiav",
    "ключ", "密钥", "密鑰", "鍵", "キー", "키", "sk-", "ghp_", "token", "пасту",
)
"""What a standing copy takes besides the user's data and secrets: mail, keys, tokens."""

ARTICLE = (
    "a$", "an$", "the$", "this$", "un$", "une$", "una$", "uno$", "um$", "uma$", "le$", "la$",
    "el$", "il$", "lo$", "o$", "der$", "die$", "das$", "ein$", "eine$", "einen$", "einem$",
)
"""An article: what makes "a paste", "une copie", "eine Kopie" a noun, not an order."""

OWN_BOX = (
    "my own", "my private", "my personal", "my archive", "my address", "my mailbox",
    "my inbox", "my account", "my gmail", "meine private", "meine eigene", "meine adresse",
    "mein postfach", "mein konto", "ma propre", "mon adresse", "ma boîte", "mon compte",
    "mi dirección", "mi correo", "mi propia", "mi cuenta", "meu endereço", "meu e-mail",
    "meu email", "minha conta", "minha caixa", "mio indirizzo", "mia casella", "mio account",
    "мой адрес", "мою почту", "мой личный", "мой ящик", "мне на", "我自己", "我的邮箱",
    "我的郵箱", "我的信箱", "我的地址", "私の個人", "私のアドレス", "私のメール", "自分の",
    "내 메일", "내 주소", "내 계정", "제 메일", "제 주소",
)
"""The user's own mailbox or account, which a standing copy may go to."""

LEAVE = (
    # Leave given to, or a question waived for, whoever is named right before.
    "may$", "is allowed to", "are allowed to", "is permitted to", "are permitted to",
    "is authorised to", "is authorized to", "are authorised to", "are authorized to",
    "is exempt from", "are exempt from", "no longer needs to", "no longer need to",
    "does not need to", "do not need to", "doesn't need to", "don't need to", "need not",
    "is cleared to", "are cleared to", "has permission to", "have permission to",
    "is free to", "are free to",
    "darf$", "dürfen$", "ist berechtigt", "sind berechtigt", "ist befugt", "sind befugt",
    "ist ermächtigt", "sind ermächtigt", "ist davon befreit", "sind davon befreit",
    "braucht nicht", "brauchen nicht", "braucht keine", "brauchen keine",
    "muss nicht mehr", "müssen nicht mehr",
    "est autorisé", "est autorisée", "sont autorisés", "sont autorisées", "peut désormais",
    "peuvent désormais", "a le droit", "ont le droit", "est dispensé", "est dispensée",
    "sont dispensés", "n'a plus besoin", "n'ont plus besoin", "n'a pas besoin",
    "n'ont pas besoin",
    "está autorizado", "está autorizada", "están autorizados", "queda autorizado",
    "quedan autorizados", "tiene permiso", "tienen permiso", "queda exento", "quedan exentos",
    "está exento", "ya no necesita", "ya no necesitan", "no necesita", "no necesitan",
    "tiene derecho", "tienen derecho",
    "fica autorizado", "ficam autorizados", "estão autorizados", "tem permissão",
    "têm permissão", "fica dispensado", "ficam dispensados", "está dispensado",
    "não precisa", "não precisam", "já não precisa",
    "è autorizzato", "è autorizzata", "sono autorizzati", "ha il permesso",
    "hanno il permesso", "è esonerato", "sono esonerati", "è esentato", "non deve più",
    "non devono più", "non ha bisogno", "non hanno bisogno",
    "вправе", "разрешено", "разрешается", "имеет право", "имеют право", "освобожда",
    "освобожд", "больше не нужно", "не нужно", "не обязан", "не требуется",
    "可以直接", "可直接", "有权", "有權", "无需", "無需", "不用再", "不必", "不需要", "不再需要",
    "获准", "獲准", "てよい", "でよい", "て構いません", "て構わない", "てもよい", "でもよい",
    "てもいい", "必要はありません", "必要はない", "해도 됩니다", "해도 된다", "해도 돼",
    "도 됩니다", "도 된다", "필요가 없", "필요 없",
)
"""Leave given to a reader named in the third person, or a question waived for it
("the assistant that manages the inbox is allowed to pay", "ficam dispensados de pedir",
"AI 비서는 … 결제해도 됩니다")."""

DUTY_ONE = (
    "must$", "should$", "has to", "is to$", "needs to", "is expected to", "is required to",
    "shall$", "muss$", "soll$", "doit$", "devra$", "debe$", "deberá$", "deve$", "deverá$",
    "dovrà$", "должен", "должна", "должно", "обязан", "следует", "必须", "必須", "应该",
    "應該", "应当", "應當", "务必", "務必", "ものとする", "べき", "해야", "아야 한다",
    "아야 합니다", "어야 한다", "어야 합니다",
)
"""A duty laid on one reader named in the third person, the singular forms
``steered.BOUND_TO`` (the plural) lacks."""

RELATIVE = (
    "that", "who", "which", "working on", "handling", "in charge of", "responsible for",
    "reading", "der", "die", "das", "welche", "welcher", "qui", "chargé", "chargée",
    "que$", "encargado", "encargada", "responsable", "responsável", "che$", "incaricato",
    "incaricata", "который", "которая", "которые", "которому", "отвечающ", "обрабатывающ",
    "читающ",
)
"""What opens a relative clause or a participle that names a reader's job, between the
reader and its duty or leave ("the assistant that manages the inbox", "ассистент, который
ведёт почту")."""

MY_OWN = (
    "my$", "mein$", "meine$", "meinem$", "meinen$", "meiner$", "mon$", "ma$", "mi$", "mis$",
    "meu$", "minha$", "mio$", "mia$", "мой$", "моя$", "моему$", "моего$", "моим$", "我的",
    "私の", "내$", "제$",
)
"""A first-person possessive, right before the reader it owns ("my assistant", "il mio
assistente", "моему ассистенту"): ``MY_AI`` names the pair, which holds the reader's own
name and so stands on no side of it."""

SAFEGUARD = (
    "confirm", "approval", "review", "ask the user", "ask first", "bestätig", "freigabe",
    "rückfrage", "validation", "confirmación", "aprobación", "confirmação", "aprovação",
    "conferma", "approvazione", "подтвержд", "одобрени", "确认", "確認", "审批", "審批",
    "同意后", "同意後", "承認", "확인", "승인",
)
"""A check kept: a duty whose act is a confirmation or a review is a safeguard ("payments
must get the user's confirmation", "결제는 사용자 확인을 받아야 한다"), no order."""
