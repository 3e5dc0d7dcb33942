"""Words of standing orders: what a note makes the model do later, or for good, in every
language at once (``keepmind.security.concepts``).

Pure data, written as ``concept_words`` is (stems after ``normalize``; ``$`` ends a word; a
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
    "mention", "brings up", "bring up", "talks about", "talk about", "the word", "types the",
    "erwähn", "das wort", "spricht von", "sprichst von", "spricht über",
    "mentionne", "parle de", "parles de", "parlez de", "le mot", "évoque",
    "mencion", "la palabra", "habla de", "hable de", "hables de",
    "a palavra", "fala de", "falar de", "falar em", "fale de", "fale em",
    "menzion", "la parola", "parla di", "parli di", "nomina",
    "упомян", "упоминает", "слово", "заговорит о", "заговоришь о", "напишет",
    "提到", "提起", "说到", "說到", "说出", "說出", "这个词", "這個詞",
    "と書いたら", "と言ったら", "という言葉", "という単語", "に触れたら", "を口にしたら",
    "라는 단어", "라고 쓰면", "라고 말하면", "언급하면", "언급할 때", "이야기하면",
)
"""A trigger on what the user writes: a verb of mentioning or "the word"."""

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
    "conflict", "clash", "contradict", "collide", "widersprech", "widerspricht",
    "widersprechen", "im widerspruch", "kollidier", "en conflit", "entrent en conflit",
    "contredi", "contradi", "entran en conflicto", "choca", "chocan", "entrem em conflito",
    "conflitam", "conflitem", "confliggono", "in conflitto", "contrastano", "contrasta",
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
    "precedence", "priority", "outrank", "override", "overrule", "supersede", "trump",
    "vorrang", "priorität", "geht vor", "gehen vor", "steht über", "stehen über",
    "priment", "prime sur", "priorit", "passe avant", "passent avant", "l'emporte",
    "l'emportent", "prevale", "prevalece", "prevalec", "vale más", "valen más", "pesa más",
    "vale mais", "valem mais", "conta mais", "prevalgono", "vale più", "valgono più",
    "conta più", "важнее", "главнее", "приоритет", "стоит выше", "стоят выше",
    "优先于", "優先於", "高于", "高於", "より優先", "보다 우선",
)
"""Coming before something else ("takes precedence over your rules")."""

USUAL = (
    "usual", "default", "standard", "normal", "üblich", "gewohnt", "standard",
    "habituel", "par défaut", "habitual", "predeterminad", "por defecto", "padrão",
    "abitual", "solit", "predefinit", "обычн", "привычн", "стандартн",
    "平常", "通常的", "惯常", "慣常", "默认", "默認", "いつもの", "通常の", "既定の",
    "평소", "기본 ",
)
"""The model's standing rules, named by their being its usual ones."""

NOT_HOLDING = (
    "do not apply", "don't apply", "does not apply", "doesn't apply", "no longer apply",
    "are suspended", "gelten nicht", "gilt nicht", "gelten hier nicht", "finden keine anwendung",
    "ne s'appliquent pas", "ne s'applique pas", "ne valent pas", "n'applique plus",
    "n'appliquent plus", "no se aplican", "no aplican", "no rigen", "não se aplicam",
    "não se aplica", "não valem", "deixa de aplicar", "non si applicano", "non valgono",
    "non si applica", "non applica più", "не действуют", "не применяются", "не распространяются",
    "не применяет", "不适用", "不適用", "不生效", "適用されない", "適用外", "적용되지 않",
    "적용 안",
)
"""Rules said not to hold ("as diretrizes ... não se aplicam a este repositório")."""

ROLE_KEPT = (
    "stay in character", "stays in character", "remain in character", "stay in the role",
    "stay in role", "break character", "breaking character", "out of character",
    "in der rolle", "aus der rolle", "in deiner rolle", "aus deiner rolle",
    "dans le personnage", "dans ton personnage", "du personnage", "dans le rôle", "du rôle",
    "en el personaje", "en tu personaje", "del personaje", "en el papel", "del papel",
    "no personagem", "do personagem", "no papel", "do papel",
    "nel personaggio", "nel tuo personaggio", "dal personaggio", "nel ruolo", "dal ruolo",
    "в роли", "из роли", "в образе", "из образа",
    "保持角色", "不要出戏", "不要出戲", "跳出角色", "脱离角色", "脫離角色",
    "キャラを崩さ", "役を崩さ", "キャラクターを保", "役から外れ", "캐릭터를 유지",
    "역할을 유지", "역할에서 벗어나", "캐릭터에서 벗어나",
)
"""A role the model is told to keep, or not to leave ("stay in character")."""

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
    "currentversion\\run", "currentversion/run", "startup folder", "autostart-ordner",
    "dossier de démarrage", "carpeta de inicio", "pasta de inicialização",
    "cartella esecuzione automatica", "автозагрузк", "启动项", "啟動項", "开机启动", "開機啟動",
    "スタートアップ", "自動起動", "시작 프로그램", "자동 실행",
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
