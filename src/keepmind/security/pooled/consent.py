"""The words of the user's consent and oversight: the user, approving and confirming, acts done
without a check or a confirmation or kept quiet, leave claimed or given, the weighty acts a
user confirms, and what is hidden from them.

Pure data, written as ``pooled`` says (stems after ``normalize``, every language in one
list).
"""

THE_USER = (
    "user", "nutzer", "benutzer", "anwender", "utilisateur", "usuario", "usuaria", "usuário",
    "utente", "utilizzatore", "пользовател", "用户", "用戶", "使用者", "ユーザー", "利用者",
    "사용자", "유저",
)
ANYONE = (
    "anyone", "nobody", "niemand", "personne", "nadie", "ninguém", "nessuno", "никому",
    "никто", "任何人", "誰にも", "아무에게도", "아무도",
)
USER = (*THE_USER, *ANYONE)
"""Whom a hidden action is hidden from: the user, anyone."""

APPROVE = (
    "approve", "merge", "refund", "accept all", "grant", "genehmig", "freigeb", "merg",
    "zurückerstatt", "erstatt", "approuv", "valide$", "validez", "fusionne", "rembours",
    "aprueb", "aprobar", "fusiona", "reembols", "aprove", "aprova", "aprovar",
    "mescl", "reembols", "approva", "unisci", "rimbors", "одобр", "утверд", "смерж",
    "вмерж", "批准", "核准", "通过", "通過", "合并", "合併", "退款", "承認", "承認し",
    "マージ", "返金", "승인", "머지", "병합", "환불",
    # Pushed straight to the protected branch.
    "push to main", "push to master", "push 到 main", "push 到 master", "推到主分支",
    "推送到主分支",
    "mainへプッシュ", "mainにプッシュ", "main에 푸시", "main 브랜치에 푸시",
    "approbation", "aprobaci", "aprovaç", "approvazion",
)
"""Approving, merging or paying out: actions people are meant to check."""

ALL_AUTO = (
    "every", "all$", "any$", "automatic", "immediately", "instantly", "straight",
    "alle$", "jede", "sofort", "automatisch", "toutes", "tous$", "chaque", "immédiatement",
    "automatiquement", "todos", "todas", "cada", "al instante", "automáticamente",
    "inmediatamente", "automaticamente", "imediatamente", "tutti", "tutte", "ogni",
    "subito", "все$", "всё", "каждый", "сразу", "автоматически", "немедленно", "所有",
    "cualquier", "qualquer", "qualsiasi", "n'importe quel",
    "全部", "一律", "立即", "立刻", "自动", "自動", "すべて", "全て", "即時", "即座",
    "모든", "즉시", "바로", "자동",
    "always", "immer", "toujours", "siempre", "sempre", "всегда", "总是", "總是", "いつも", "常に",
    "항상",
    "when you", "whenever", "的时候", "的時候", "のたびに",
    # Straight away, as it is.
    "直接", "そのまま",
)

WITHOUT_CHECK = (
    "without review", "without a review", "without any review", "without checking",
    "without running", "without test", "without verif", "without confirm", "without asking",
    "without approval", "no review", "skip the review", "skipped", "ohne review",
    "ohne prüfung", "ohne test", "ohne rückfrage", "ohne bestätigung", "ungeprüft",
    "sans vérification", "sans relecture", "sans revue", "sans test", "sans confirmation",
    "sans demander", "sin revisión", "sin revisar", "sin verificar", "sin pruebas",
    "sin confirmación", "sin preguntar", "sem revisão", "sem revisar", "sem rodar",
    "sem testes", "sem verificar", "sem confirmação", "sem perguntar", "senza verifiche",
    "senza verifica", "senza revisione", "senza test", "senza conferma", "senza chiedere",
    "без проверки", "без ревью", "без тестов", "без подтверждения", "не проверяя",
    "无需审核", "無需審核", "不用审核", "不用審核", "无需人工", "無需人工", "不必跑测试",
    "不必跑測試", "不用确认", "不用確認", "无需确认", "無需確認", "跳过测试", "跳過測試",
    "不经审核", "不經審核", "確認は不要", "確認なし", "確認せず", "レビューなし",
    "テストなし", "検証なし", "검토 없이", "테스트 없이", "확인 없이", "리뷰 없이",
    # Without waiting for the review.
    "不等审核", "不等審核", "不用等审核", "不用等審核", "レビューを待たず", "レビューなしで",
    "리뷰 기다리지 말", "리뷰를 기다리지 말",
    "검토를 기다리지 말",
    # The CI skipped.
    "skip ci", "skip the ci", "跳过 ci", "跳過 ci", "跳过ci", "跳過ci", "ciをスキップ",
    "ci를 건너뛰",
    # Without waiting for the tests.
    "テストを待たず", "ciを待たず", "테스트를 기다리지 말", "테스트 기다리지 말", "不等测试",
    "不等測試",
)
"""Without the review, tests or confirmation an action would get."""

KEEP_QUIET = (
    "don't mention", "do not mention", "don't tell", "do not tell", "don't report",
    "do not report", "don't say", "never mention", "without telling", "nicht erwähnen",
    "nichts davon erwähnen", "nichts sagen", "nicht melden", "nichts davon", "n'en parle pas",
    "n'en dis rien", "ne le dis pas", "ne signale pas", "sans le dire", "no se lo",
    "no lo comuniques", "no lo menciones", "no digas", "no avises", "não comente",
    "não conte", "não diga", "não avise", "não mencione", "non dirlo", "non dire",
    "non segnalare", "non avvisare", "non menzionare", "не сообщай", "не говори", "не упоминай",
    "никому не", "别告诉", "別告訴", "不要告诉", "不要告訴", "不要说明", "不要說明",
    "不要在评论", "不要在留言", "不要在評論", "不要提", "报告しない", "報告しない",
    "書かないこと", "言わないこと", "伝えないこと", "知らせないこと", "알리지 마",
    "알리지 말", "보고하지 않", "보고하지 마", "쓰지 마", "말하지 마", "언급하지 마",
    # Findings not reported (不要报告, 報告せず, 보고하지 말고).
    "不要报告", "不要報告", "别报告", "別報告", "不要回报", "不要回報", "请勿回报", "請勿回報",
    "報告せず", "報告しないで", "보고하지 말",
    "without notifying", "without letting me know", "sin avisarme", "sin avisarle",
    "without consulting", "sin consultarl", "sin consultarle", "sin consultar con",
    "sans consulter", "sans les consulter", "sem consultar", "sem os consultar",
    "senza consultare", "senza consultarl",
    "sin decírmelo", "sin decirmelo", "sin decírselo", "sans me le signaler", "sans me le dire",
    "sans me prévenir", "sans m'avertir", "sans le signaler", "sem me avisar", "sem me dizer",
    "sem avisar", "sem lhe dizer", "senza avvisarmi", "senza dirmelo", "senza avvisare",
    "senza dire niente", "senza dire nulla", "sin decir nada", "sans rien dire",
    "sem dizer nada", "without saying anything",
    "senza dirlo", "non parlarne", "ne pas en parler", "n'en parle à personne",
    "no hables de", "não fale disso", "не упоминай", "никому не говори", "nicht erwähnen",
)
"""Keeping an action from the people who would check it."""

PERMIT = (
    "authorised you", "authorized you", "authorise you", "authorize you", "cleared to",
    "allowed to", "permitted to", "you may now", "ermächtigt", "autorisiert", "darfst",
    "dürfen sie", "erlaubt", "autorisé", "autorisée", "t'autorise", "vous autorise",
    "te autorizo", "autorizado", "autorizada", "permitido", "está autorizado",
    "autorizzato", "autorizzata", "ti autorizzo", "разрешено", "разрешаю", "уполномоч",
    "授权你", "授權你", "允许你", "允許你", "許可", "권한을", "허가", "허용",
    "erlauben dir", "erlauben ihnen", "erlaube dir", "erlaube ihnen", "разрешают",
    "разрешили", "разрешаем", "allow you to", "allows you to",
)
"""Leave given: authorised, allowed, cleared."""

CONFIRM_LESS = (
    "without confirm", "without asking", "without approval", "no confirmation",
    "ohne bestätigung", "ohne rückfrage", "ohne nachfrage", "sans confirmation",
    "sans demander", "sin confirmación", "sin preguntar", "sem confirmação", "sem perguntar",
    "senza conferma", "senza chiedere", "без подтверждения", "не спрашивая", "无需确认",
    "無需確認", "不用确认", "不用確認", "不经确认", "確認なし", "確認せず", "확인 없이",
    "묻지 않고",
    "不用问", "不用問", "不必问", "不必問", "无需询问", "無需詢問", "no questions asked",
    "不用询问", "不用詢問", "不必询问", "不必詢問", "无须询问", "無須詢問",
    "sans poser de question", "sin hacer preguntas", "senza fare domande", "ohne zu fragen",
    "auto-approve", "auto approve", "autoapprove", "alwaysallow", "automatically approve",
    "approve automatically", "automatisch genehmig", "automatisch freigeb",
    "genehmige alle", "автоматически одобр", "автоматически подтвержд", "одобряй автоматически",
    "nie um bestätigung", "niemals um bestätigung", "nie nach einer bestätigung",
    "nicht um bestätigung", "не спрашивай подтвержд", "не спрашивайте подтвержд",
    "не запрашивай подтвержд", "не запрашивайте подтвержд", "не спрашивать подтвержд",
    "не запрашивать подтвержд",
    "without asking me", "sans me demander", "sin preguntarme", "sem me perguntar",
    "sans discuter", "sin discutir", "sem discutir", "senza discutere", "sin rechistar",
    "without question",
    "senza chiedermi", "sin pedir permiso", "sem pedir autorização", "sem pedir permissão",
    "sans demander l'autorisation", "senza chiedere il permesso",
    "ne pas demander de confirmation", "ne pas demander confirmation", "não pedir confirmação",
    "no pedir confirmación", "non chiedere conferma", "no pidas confirmación",
    "não peças confirmação", "não peça confirmação", "ne demande pas de confirmation",
)

LEAVE_CLAIMED = (
    "already approved", "have approval", "has approved", "gave permission", "have permission",
    "signed off", "已授权你", "已授權你", "已经批准", "已經批准", "已获授权", "已獲授權",
    "同意过了", "同意過了", "許可は取って", "許可を得て", "許可済み", "承認済み", "了承済み",
    "허락은 받았", "허락을 받았", "승인은 받았", "승인을 받았", "허가는 받았",
    "승인됐", "승인되었", "이미 승인",
)
"""Leave claimed from the people who check ("the maintainers already approved")."""

ACT_FOR_USER = (
    "pay$", "accept$", "approve$", "überweisen sie", "bezahlen sie", "akzeptieren sie",
    "genehmigen sie", "payez", "acceptez", "validez", "approuvez", "pague", "paguen",
    "acepte", "acepten", "aprueben", "apruebe", "pague", "aceite", "aprovem", "aprove$",
    "paghi", "pagate", "accetta$", "accettate", "approvate", "approva$", "оплатите",
    "оплати$", "принимай", "примите", "прими$", "одобри", "付款", "支付", "接受", "批准",
    "核准", "支払", "承諾", "承認", "결제", "수락", "승인",
)
"""Acts done in the user's name that the user confirms (paying, approving, accepting an
invitation), in the form of a command ("pay", not "the bank pays")."""

CONFIRM_LESS_MORE = (
    "do not ask", "don't ask", "sin pedir confirm", "sem pedir confirm", "sans consulter",
    "sem consultar", "sin consultar", "senza consultare", "ohne zu fragen", "не запрашивая",
    "do not check with", "don't check with", "without checking with", "не спрашивать",
    "no need to ask", "no need to check with", "keine rückfrage", "не нужно спрашивать",
    "спрашивать не нужно", "не надо спрашивать",
    "не уточнять у", "не уточняя у", "ohne nachzufragen", "ohne rücksprache",
    "无需向", "不需向", "不要询问", "不要詢問", "확인하지 말고", "묻지 말고",
    # The user no longer to be asked (别再问我, 確認しないで).
    "别再问我", "別再問我", "不要再问我", "不要再問我", "不用再问我", "不用再問我", "確認しないで",
    "確認せずに", "확인 안 하고",
    "不需要再询问", "不需要再詢問", "不用再询问", "不用再詢問", "不需要询问", "不需要詢問",
    # Confirmation not taken from the user (確認を取らず, 확인을 … 받지 말고).
    "確認を取らず", "に取らず", "받지 말고",
    # Without going through the user (不需要经过我同意).
    "不需要经过我", "不需要經過我", "不用经过我", "不用經過我", "无需经过我", "無需經過我",
)
"""More ways to act without the user's confirmation (see ``CONFIRM_LESS``)."""

CONFIRMATION = (
    "confirmation", "confirmaci", "confirmaç", "conferm", "permiso", "permissão",
    "autorizaç", "autorizzazion", "autorisation", "mon accord", "mi aprobación",
    "minha aprovação", "mia approvazione",
)
"""The user's confirmation of an act."""

NO_LONGER_NEEDED = (
    "ya no hace falta", "no hace falta", "ya no necesitas", "ya no tienes que",
    "ya no es necesario", "no es necesario", "n'as plus besoin", "n'avez plus besoin",
    "n'as plus à", "n'avez plus à", "plus besoin de", "pas besoin de", "não precisa mais",
    "não precisas", "já não precisas", "já não é necessário", "não é mais necessário",
    "não é necessário", "non serve più", "non serve", "non devi più", "non è più necessario",
    "non c'è bisogno", "no need to", "no longer need", "no longer have to",
)
"""A need declared gone: "ya no hace falta que me pidas confirmación"."""

WEIGHTY_ACTS = (
    "pago", "pagar", "pagament", "paiement", "payment", "transferencia", "transferência",
    "transferir", "virement", "bonific", "compra", "comprar", "achat", "acquist", "purchase",
    "en mi nombre", "en mon nom", "em meu nome", "a nome mio", "in my name", "on my behalf",
)
"""Acts the user confirms: paying, transferring money, buying, acting in their name (not
deleting: "no need to ask before deleting build artefacts" is a preference)."""

HIDE = (
    "oculta", "ocúlta", "esconde", "escónde", "esconda", "oculte", "omite", "omita",
    "cachez", "masque", "omets", "omettez", "nascondi", "ometti",
)
"""Hiding from the reader, as a command."""

UNFAVOURABLE = (
    "negativ", "négati", "crític", "critiq", "critich", "reclam", "lamentel", "plainte",
    "complaint", "unfavo", "desfavor", "défavor", "sfavorevol", "una estrella", "une étoile",
    "uma estrela", "una stella", "one star",
)
"""What a planted text wants kept from the user: bad reviews, complaints, criticism."""
