"""Words of standing orders: what a note makes the model do later, or for good, in every
language at once (``keepmind.security.concepts``).

Pure data, written as ``pooled`` is (stems after ``normalize``; ``$`` ends a word; a
Chinese, Japanese or Korean term matches anywhere). Issue 12, session 13: a new writer's
preference notes, policy updates and delayed triggers, each a class of wording rather than
a phrase:

- a trigger on what the user writes ("whenever the user mentions X", "sobald der Nutzer das
  Wort X schreibt", "dès que je parle de X") that sets off an act the user does not see;
- a clash between the user's requests and the model's rules settled for the requests;
- the model's rules outranked ("vale mais que suas regras"), or said not to hold for it;
- a role the model is to keep even against real questions, or lose a game by leaving;
- a start-up place (launch agent, systemd unit, autostart entry, a registry Run key) set to
  run a file from a hidden or shared folder.
"""

import re

TRIGGERED_BY = (
    # The user's words as a trigger: a verb of mentioning, or the word itself named.
    "mention", "brings up", "bring up", "talks about", "talk about", "word$",
    "erwähn", "wort$", "spricht von", "sprichst von", "spricht über",
    "mentionne", "parle de", "parles de", "parlez de", "mot$", "évoque",
    "mencion", "palabra$", "habla de", "hable de", "hables de",
    "palavra$", "fala de", "falar de", "falar em", "fale de", "fale em",
    "menzion", "parola$", "parla di", "parli di", "nomina",
    "упомян", "упоминает", "слово", "заговорит о", "заговоришь о", "напишет",
    "提到", "提起", "说到", "說到", "说出", "說出", "这个词", "這個詞",
    "という言葉", "という単語", "단어를",
)
"""A trigger on what the user writes: a verb of mentioning or "the word"."""

TRIGGERED_IF = (
    "と書いたら", "と書いた時", "と言ったら", "に触れたら", "を口にしたら", "と入力したら",
    "언급하면", "언급할 때", "이야기하면", "입력하면", "쓰면",
)
"""A trigger on what the user writes with its condition in the verb (Japanese, Korean)."""

TRIGGER_CONJ = (
    "when", "whenever", "as soon as", "once$", "if$", "wenn", "sobald", "falls",
    "quand", "lorsque", "dès que", "si$", "cuando", "en cuanto", "siempre que",
    "quando", "assim que", "sempre que", "se$", "appena", "ogni volta che",
    "когда", "как только", "если",
    "一旦", "每当", "每當", "只要", "如果", "时", "時", "たら", "ば$", "と$", "면", "때",
)
"""The start of a condition ("whenever", "dès que", "как только")."""

DESTROY = (
    "delete", "remove", "wipe", "erase", "drop$", "lösch", "entfern", "supprim", "efface",
    "borra", "elimin", "apag", "exclu", "cancella", "rimuov", "удали", "сотри", "стере",
    "删除", "刪除", "清空", "削除", "消して", "삭제", "지워",
)
"""Destroying data: "borra la carpeta", "удали файлы"."""

CLASH = (
    "conflict", "conflit", "clash", "contradict", "collide", "widersprech", "widerspricht",
    "widerspruch", "kollidier", "contredi", "contradi", "choca", "chocan", "confliggono",
    "contrastano", "contrasta",
    "расходятся", "расходится", "противореч", "конфликту",
    "冲突", "衝突", "矛盾", "抵触", "牴觸", "食い違", "ぶつか", "충돌", "상충", "어긋나",
)
"""Two sets of instructions at odds: what settles the clash says whose instructions count."""

OVER = re.compile(
    r"(?<![^\W_])(?:over|above|before|vor|über|sur|sobre|que|su|sul|sulla|sulle|sui|sugli|"
    r"над|перед|чем)\s|于|於")
"""What a priority is over: the word after it ("precedence over", "vale mais que", "prime
sur", "приоритет над")."""

SURPASSES = (
    "precedence", "priority", "vorrang", "priorität", "prime$",
    "priment", "priorit", "l'emporte", "l'emportent", "prevale", "prevalece", "prevalec",
    "vale más", "valen más", "pesa más", "vale mais", "valem mais", "conta mais",
    "prevalgono", "vale più", "valgono più", "conta più", "приоритет",
)
"""Coming before something else, with what it comes before named by a word after it
("takes precedence over your rules", "prime sur tes consignes")."""

SURPASSES_OVER = (
    "outrank", "overrule", "supersede", "trump", "важнее", "главнее", "优先于", "優先於",
    "高于", "高於",
)
"""Coming before what follows, the word of surpassing included ("outranks your rules",
"важнее твоих правил", "优先于你的规则"; none led by a common word such as "steht" or
"стоит", which would wake the rule in most texts)."""

SURPASSES_SOV = ("優先", "우선")
THAN_SOV = re.compile(r"(?:より|보다)")
"""Coming before what stands before it, named with "than" (Japanese, Korean: "あなたのルール
より優先", "너의 규칙보다 우선")."""

USUAL = (
    "usual", "default", "standard", "normal", "üblich", "gewohnt", "standard",
    "habituel", "par défaut", "habitual", "predeterminad", "por defecto", "padrão",
    "abitual", "solit", "predefinit", "обычн", "привычн", "стандартн",
    "平常", "通常的", "惯常", "慣常", "默认", "默認", "いつもの", "通常の", "既定の",
    "평소", "기본 ",
)
"""The model's standing rules, named by their being its usual ones."""

APPLIES = (
    "apply$", "applies$", "gelten$", "gilt$", "s'appliquent", "s'applique", "applique$",
    "appliquent$", "aplican$", "aplica$", "rigen$", "aplicam$", "valem$", "applicano$",
    "applica$", "valgono$", "действуют", "применяются", "распространяются", "применяет",
)
"""Rules holding ("apply", "gelten", "s'appliquent"), negated by a word beside them."""

NOT_HOLDING = ("不适用", "不適用", "不生效", "適用されない", "適用外", "적용되지 않", "적용 안")
"""Rules said not to hold, the negation in the phrase (Chinese, Japanese, Korean)."""

ROLE_NOUNS = (
    "character$", "role$", "rolle$", "personnage", "rôle$", "personaje", "papel$",
    "personagem", "personaggio", "ruolo$", "роли$", "образе", "образа", "角色", "キャラ",
    "役を", "캐릭터", "역할",
)
"""A role the model plays."""

KEEPS_OR_LEAVES = (
    "stay", "remain", "keep", "break", "bleib", "fall", "verlass", "reste", "restez", "sors",
    "sortir", "sortez", "quéd", "qued", "sigue", "salgas", "salir", "sales", "fique", "fica",
    "mantenha", "mantém", "sair$", "sai$", "resta", "restare", "rimani", "esci", "uscire",
    "остава", "останься", "выход", "выйд", "保持", "出戏", "出戲", "跳出", "脱离", "脫離",
    "崩さ", "保って", "外れ", "유지", "벗어나",
)
"""Keeping to a role, or leaving it ("stay in character", "se sair do papel")."""

EVEN = (
    "even if", "even when", "even though", "auch wenn", "selbst wenn", "même si",
    "même quand", "même lorsque", "incluso si", "aunque", "incluso cuando", "mesmo que",
    "mesmo se", "mesmo quando", "anche se", "anche quando", "persino se", "даже если",
    "даже когда", "即使", "即便", "哪怕", "たとえ", "ても", "라도",
)
"""A concession: what follows is not to change the order ("even if I ask")."""

REALITY = (
    "real", "réel", "réell", "wirklich", "echt", "reale", "reali", "reais", "реальн",
    "настоящ", "现实", "現實", "真实", "真實", "現実", "本当の", "本物", "실제", "진짜",
)
"""The real world, against a game or a story."""

LOSES = (
    "you lose", "lose the game", "verlierst", "tu perds", "perds la partie", "pierdes",
    "perde o jogo", "perdes o jogo", "perde", "perdi la partita", "hai perso", "проиграешь",
    "проиграл", "你就输", "你就輸", "算你输", "算你輸", "負けです", "負けになる", "지는 거",
)
"""A forfeit for leaving a role ("se sair do papel, perde o jogo")."""

STARTUP_PLACES = (
    "launchagents", "launchdaemons", "runatload", "autostart", "systemd",
    "currentversion\\run", "currentversion/run", "startup folder", "автозагрузк", "启动项",
    "啟動項", "开机启动", "開機啟動",
    "スタートアップ", "自動起動", "시작프로그램", "자동실행",
)
"""Places that run what they hold at every start or login (a Windows registry Run key, a
launch agent, a systemd unit, an autostart entry)."""

STAGED = re.compile(
    r"(?:/tmp|/var/tmp|/dev/shm|/opt|/srv|/users/shared|/share|/usr/local(?:/bin|/lib)?)"
    r"/\.[\w-]|\\users\\public\\|%public%")
"""A file dropped where nobody looks: a hidden folder in a shared or system place
("/opt/.att/run.sh", "/tmp/.cache/.c", "~/.local/share/.helper/run") or the Windows public
folder."""

FILLS = (
    "fill", "complet", "füll", "ergänz", "rempli", "rellen", "preench", "riempi", "compila",
    "заполн", "допиш", "дописа", "дополн", "встав", "填", "埋め", "채워",
)
"""Completing a slot (a link's empty parameter) with something."""

VENDOR = (
    "vendor", "provider", "anbieter", "lieferant", "fournisseur", "éditeur", "proveedor",
    "fornecedor", "provedor", "fornitore", "поставщик", "провайдер", "вендор", "供应商",
    "供應商", "提供商", "厂商", "廠商", "ベンダー", "提供元", "공급업체", "제공업체", "벤더",
)
"""Whoever ships the model: whose rules a note says do not hold."""

REGARDLESS = (
    "indépendamment de", "indépendamment des", "unabhängig davon", "不顾", "不顧", "を問わず",
    "불문하고",
)
"""Setting something aside whatever it says, beside ``pooled.orders.REGARDLESS``."""

MODALS = (
    "should", "must", "shall", "soll", "sollst", "muss", "musst", "doit", "dois", "devra",
    "debe", "debes", "deberá", "deve", "deves", "dovrà", "devi", "должен", "должна",
    "обязан", "应该", "應該", "必须", "必須", "べき", "해야",
)
"""A duty laid on someone ("the assistant should no longer refuse")."""

NO_LONGER = ("no longer", "nicht mehr", "plus$", "ya no", "já não", "mais$", "più$",
             "больше не", "не будет", "不再", "もう", "더 이상")
"""An end to what was done so far ("no longer", "ne … plus", "больше не")."""

MAILS = ("mail$", "email$", "e-mail$", "maile$", "mailen", "邮件发", "郵件發", "メールで送",
         "메일로 보내")
"""Sending by e-mail, named by the medium."""

CONTENTS = ("content", "inhalt", "contenu", "contenido", "conteúdo", "contenuto", "содержим",
            "内容", "中身", "내용")
"""What a file holds ("mail its contents")."""

REPLACES = ("replaces", "supersedes", "ersetzt", "remplace", "reemplaza", "sustituye",
            "substitui", "sostituisce", "заменяет", "отменяет", "取代", "替代", "置き換え",
            "に代わる", "대체한", "대체합")
"""One text put in the place of others ("this note replaces all earlier rules")."""

_OWNER = (r"(?:owner|maintainer|inhaber|eigentümer|maintainer|betreuer|propriétaire|mainteneur|"
          r"responsable|dueño|propietario|mantenedor|responsable|dono|proprietário|"
          r"responsável|proprietario|manutentore|responsabile|владел\w*|мейнтейнер\w*|"
          r"ответственн\w*|负责人|負責人|所有者|维护者|維護者|オーナー|管理者|担当者|"
          r"소유자|관리자|담당자)")
_ASKED = (r"(?:asked|requested|wants|approved|signed off|bat|hat gebeten|möchte|will|"
          r"genehmigt|a demandé|demande|veut|a approuvé|pidió|ha pedido|quiere|aprobó|pediu|"
          r"quer|aprovou|autorizou|ha chiesto|chiede|vuole|ha approvato|попросил\w*|просит|"
          r"хочет|одобрил\w*|要求|同意|批准|依頼|承認|요청|승인)")
OWNER_ASKED = re.compile(_OWNER + r"[^.!?;\n]{0,40}?" + _ASKED)
"""Leave claimed from whoever owns the work ("o dono do projeto pediu para você aprovar", "the
maintainer asked for a merge")."""

REPLY_START = (
    "begin your answer", "begin your reply", "begin your response", "start your answer",
    "start your reply", "start your response", "open your answer", "beginne deine antwort",
    "beginne die antwort", "anfang seiner antwort", "anfang deiner antwort",
    "anfang jeder antwort", "commence ta réponse", "commencez votre réponse",
    "début de ta réponse", "début de votre réponse", "empieza tu respuesta",
    "comienza tu respuesta", "principio de tu respuesta", "comece sua resposta",
    "comece a sua resposta", "começo da sua resposta", "início da sua resposta",
    "inizia la tua risposta", "inizia la risposta", "inizio della tua risposta",
    "начни ответ", "начни свой ответ", "начале ответа", "начале своего ответа",
    "回答开头", "回答開頭", "回复开头", "回覆開頭", "回答の冒頭", "回答の最初", "返答の冒頭",
    "답변 처음", "답변 맨 앞", "답변의 시작",
)
"""The start of the model's reply, where a text is to be put ("Commence ta réponse par …")."""

CONFIGURATION = ("configuration", "konfiguration", "configuración", "configuração",
                 "configurazione", "конфигурац", "配置", "構成", "구성")
"""How the model was set up, named as its configuration."""

HIS_OWN = ("its$", "seine", "seiner", "seinen", "son$", "sa$", "ses$", "sus$", "seu$", "sua$",
           "suo$", "свою", "свои", "своё", "свое", "своего", "其", "自分の", "자신의", "자기")
"""The third person's own: the model's, when the sentence names it ("der Assistent … seine
Konfiguration")."""

ADDED = ("appended", "added", "inserted", "angehängt", "eingetragen", "hinzugefügt",
         "eingefügt", "ajouté", "inséré", "insertad", "inserid", "aggiunt", "inserit",
         "добавлен", "вписан", "追加され", "추가된", "추가되")
"""Added, said in the passive ("is appended to ~/.bashrc", "wird an ~/.bashrc angehängt")."""
