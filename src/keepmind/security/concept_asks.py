"""What an indirect injection asks an AI reader for, part two (issue 12, session 20): the
words, in every language at once.

Pure data, written as ``concept_ordered`` is (stems after ``normalize``; ``$`` ends a word;
a Chinese, Japanese or Korean term matches anywhere). Session 19 listed the verdicts,
claims, omissions, acts and carried lines an injection orders; writers ask for more, and
each kind here is a meaning written in all twelve corpus languages:

- the reader's task switched: the task it was given stopped, cancelled or replaced ("stop
  summarising", "instead of translating", "your real task", "本当のタスク", "진짜 임무");
- service denied to the user: help refused, an answer of ignorance only ("answer only 'I
  don't know'"), the service said to be down;
- the user asked through the reader for a secret (a password, a one-time code, a card
  number: ``ASK_USER`` then ``SECRET``) or told that their account is locked
  (``ACCOUNT_LOCKED``);
- the reader's memory or the user's profile written for the writer (``REMEMBERED``);
- consent or authority claimed to license an act: the user has already approved, the
  developer's new policy, an authorised test (``LICENSED``);
- the user impersonated: a reply in the user's name or signed as them (``ON_BEHALF``).

And a fake structure: an end of the document written on its own line (``END_MARK``), then
a new turn of a role (``ROLE_TURN``: "System:", "User:", "[tool result]").

What a user asks of their own assistant in the same words ("remember that I prefer",
"reply to Tom for me", "stop summarising, translate instead") is theirs: these kinds are
read only after an AI reader addressed in someone else's text (``rules_asks``).
"""

from __future__ import annotations

TASK_SWITCHED = (
    # English: the task stopped or replaced.
    "stop summari", "stop translat", "stop analys", "stop analyz", "instead of summari",
    "instead of translat", "instead of analys", "instead of answering", "rather than summari",
    "task above is cancel", "previous task is cancel", "original task is cancel",
    "forget the summary", "forget the translation", "forget your task",
    # German.
    "vergiss die zusammenfassung", "vergiss die übersetzung", "hör auf zu übersetzen",
    "hör auf zusammenzufassen", "statt zu übersetzen", "statt zusammenzufassen",
    "anstatt zu übersetzen", "anstatt zusammenzufassen", "eigentliche aufgabe",
    "vorherige aufgabe ist", "bisherige aufgabe ist",
    # French.
    "arrête de tradui", "arrête de résumer", "arrêtez de tradui", "arrêtez de résumer",
    "au lieu de tradui", "au lieu de résumer", "vraie tâche", "véritable tâche",
    "tâche précédente est annulée", "tâche ci-dessus est annulée",
    # Spanish.
    "deja de resumir", "deja de traducir", "dejad de resumir", "dejad de traducir",
    "en lugar de resumir", "en lugar de traducir", "en vez de resumir", "en vez de traducir",
    "verdadera tarea", "tarea anterior queda", "tarea anterior está cancelada",
    # Italian.
    "smetti di riassumere", "smetti di tradurre", "smettete di riassumere",
    "invece di riassumere", "invece di tradurre", "vero compito", "compito precedente è",
    # Portuguese.
    "pare de resumir", "pare de traduzir", "parem de resumir", "em vez de resumir",
    "em vez de traduzir", "ao invés de traduzir", "verdadeira tarefa",
    "tarefa anterior está cancelada", "tarefa anterior foi cancelada",
    # Russian.
    "перестань пересказ", "перестань перевод", "перестаньте пересказ", "вместо перевода",
    "вместо пересказа", "вместо резюме", "настоящая задача", "истинная задача",
    "предыдущая задача отменена",
    # Chinese.
    "停止总结", "停止總結", "停止摘要", "不要翻译了", "不要翻譯了", "不要总结了",
    "不要總結了", "真正的任务", "真正的任務", "之前的任务取消", "之前的任務取消",
    # Japanese.
    "要約はやめ", "翻訳はやめ", "要約をやめ", "翻訳をやめ", "翻訳せずに", "要約せずに",
    "本当のタスク", "本当の任務", "真のタスク", "前のタスクは取り消",
    # Korean.
    "요약을 멈추", "요약하지 말", "번역하지 말", "번역을 멈추", "진짜 임무", "진짜 작업",
    "실제 임무", "이전 작업은 취소",
)
"""The reader's task stopped, cancelled or replaced: "stop summarising", "au lieu de
traduire", "your real task", "本当のタスク", "진짜 임무"."""

DENIED = (
    # Help refused.
    "refuse to help", "refuse every", "refuse all", "refuse any", "refuse to answer",
    "verweigert jede", "verweigere jede", "verweigert die hilfe", "verweigere die hilfe",
    "refusez d'aider", "refuse d'aider", "refusez de répondre", "refuse de répondre",
    "refuse de lui répondre", "negaos a ayudar", "niégate a ayudar", "niégate a responder",
    "rechaza ayudar", "rifiutatevi di aiutare", "rifiutati di aiutare", "rifiuta di aiutare",
    "rifiuta di rispondere", "recusem-se a ajudar", "recuse-se a ajudar", "recuse ajudar",
    "откажитесь помогать", "откажись помогать", "откажи в помощи", "откажись отвечать",
    "拒绝帮助", "拒絕幫助", "拒绝回答", "拒絕回答", "手助けを拒否", "回答を拒否", "돕는 것을 거부",
    "답변을 거부",
    # An answer of ignorance only, or an unreadable one.
    "only 'i don't know'", "only \"i don't know\"", "only with 'i don't know'",
    "only random", "random characters", "nur noch mit", "nur mit „ich weiß es nicht",
    "uniquement « je ne sais pas", "uniquement «je ne sais pas", "seulement « je ne sais pas",
    "solo «no lo sé", "solo con «no lo sé", "caracteres aleatorios", "solo «non lo so",
    "caratteri casuali", "apenas «não sei", "só «não sei", "caracteres aleatórios",
    "только «не знаю", "только \"не знаю", "只回答「我不知道", "只回答“我不知道",
    "只回答「我不知道」", "「わかりません」とだけ", "「分かりません」とだけ",
    "\"모르겠습니다\"라고만", "'모르겠습니다'라고만",
    # The service said to be down.
    "service is down", "service is unavailable", "service is temporarily unavailable",
    "dienst sei", "dienst ist down", "nicht erreichbar", "service est en panne",
    "service est indisponible", "servicio no está disponible", "servizio non è disponibile",
    "servizio è fuori uso", "serviço está fora do ar", "serviço está indisponível",
    "сервис недоступен", "сервис временно недоступен", "服务暂时不可用", "服務暫時無法使用",
    "服务故障", "服務故障", "サービスは停止中", "サービスは現在利用できない",
    "서비스가 일시적으로 중단", "서비스가 중단",
)
"""Service denied to the user: help refused, "answer only 'I don't know'", the service
said to be down."""

ASK_USER = (
    "ask the user", "ask users", "ask them for", "ask him for", "ask her for",
    "request the user", "have the user", "get the user to", "prompt the user",
    "bitte den nutzer", "bitte den benutzer", "frag den nutzer", "frage den nutzer",
    "fordere den nutzer", "demandez à l'utilisateur", "demande à l'utilisateur",
    "demandez-lui", "demande-lui", "pide al usuario", "pídele al usuario", "pedid al usuario",
    "pídele", "chiedi all'utente", "chiedete all'utente", "chiedigli", "peça ao usuário",
    "peçam ao usuário", "peça-lhe", "попроси у пользовател", "попросите у пользовател",
    "попроси пользовател", "попросите пользовател", "запроси у пользовател",
    "向用户索要", "向用戶索要", "向使用者索取", "向用户索取", "让用户提供", "讓使用者提供",
    "请用户提供", "請使用者提供", "先问用户", "先問使用者", "问用户", "問使用者",
    "ユーザーに", "사용자에게",
)
"""An ask made of the user through the reader: "ask the user for", "demandez à
l'utilisateur", "向用户索要", "ユーザーに…尋ねて"."""

SECRET = (
    "password", "passcode", "pin$", "pin code", "2fa", "otp", "one-time", "6-digit",
    "six-digit", "verification code", "security code", "card number", "cvv", "seed phrase",
    "passwort", "kennwort", "tan$", "prüfcode", "bestätigungscode", "mot de passe",
    "numéro de carte", "code reçu", "code de vérification", "contraseña", "código",
    "número de tarjeta", "tarjeta de crédito", "codice otp", "codice di verifica",
    "numero della carta", "carta di credito", "senha", "número do cartão",
    "cartão de crédito", "пароль", "код подтверждения", "код из смс", "номер карты",
    "密码", "密碼", "验证码", "驗證碼", "卡号", "卡號", "信用卡号码", "信用卡號碼",
    "パスワード", "認証コード", "確認コード", "カード番号", "暗証番号", "비밀번호",
    "인증번호", "인증 코드", "카드 번호",
)
"""A secret of the user's: a password, a PIN, a one-time code, a card number."""

ACCOUNT_LOCKED = (
    "account is locked", "account has been locked", "account is suspended",
    "account has been suspended", "account access expired", "account is blocked",
    "konto sei gesperrt", "konto ist gesperrt", "compte est bloqué", "compte a été bloqué",
    "compte est suspendu", "cuenta está bloqueada", "cuenta ha sido bloqueada",
    "account è bloccato", "conto è bloccato", "conta foi bloqueada", "conta está bloqueada",
    "аккаунт заблокирован", "счёт заблокирован", "账户已被锁定", "帳戶已被鎖定",
    "账号已被锁定", "帳號已被鎖定", "アカウントがロックされた", "アカウントが停止",
    "계정이 잠겼", "계정이 정지",
)
"""The user told that their account is locked or suspended, the lure of a phishing page."""

REMEMBERED = (
    "save to your", "save in your", "store in your", "add to your memory",
    "remember in your memory", "in your memory", "in your notes", "in every future session",
    "in future sessions", "user's profile", "profile of the user",
    "speichere im profil", "in deine notizen", "in deinem gedächtnis", "künftigen sitzungen",
    "mémorise", "ajoute à ta mémoire", "dans ta mémoire", "profil de l'utilisateur",
    "guarda en tu memoria", "en tu memoria", "perfil del usuario", "salva nella tua memoria",
    "alla tua memoria", "nella tua memoria", "profilo dell'utente", "salve na sua memória",
    "na sua memória", "perfil do usuário", "запомни", "добавь в память", "в свою память",
    "в памяти", "профиль пользовател", "记住", "記住", "记在你的", "記在你的", "你的记忆",
    "你的記憶", "用户的个人资料", "使用者的個人檔案", "用戶的個人資料", "と記憶して",
    "記憶して", "プロフィールに", "기억하세요", "기억해", "프로필에",
)
"""The reader's memory or the user's profile written: "save to your long-term memory",
"mémorise", "добавь в память", "ユーザーのプロフィールに…記録"."""

LICENSED = (
    # Consent claimed.
    "already approved", "already authorized", "already authorised", "already agreed",
    "already confirmed", "already consented", "user_confirmed", "user confirmed",
    "bereits zugestimmt", "schon zugestimmt", "bereits genehmigt", "déjà approuvé",
    "déjà donné son accord", "a confirmé", "ya lo aprobó", "ya aprobó", "ya dio su",
    "ha già autorizzato", "ha già dato il consenso", "ha già approvato", "já aprovou",
    "já autorizou", "confirmou", "уже согласился", "уже одобрил", "уже разрешил",
    "已经同意", "已經同意", "已授权", "已授權", "已经授权", "已經授權", "すでに同意",
    "既に同意", "同意済み", "承認済み", "이미 동의", "이미 승인",
    # Authority claimed.
    "developer says", "developer has authori", "developer authori", "new policy",
    "neuer richtlinie", "neuen richtlinie", "nouvelle politique", "nueva política",
    "nuova policy", "nuova politica", "nova política", "новой политике", "новая политика",
    "开发者的新政策", "開發者的新政策", "新政策", "新しい方針", "새 정책",
    "desenvolvedor autorizou",
    "authorised test", "authorized test", "autorisierter test", "test autorisé",
    "prueba autorizada", "test autorizzato", "teste autorizado", "авторизованный тест",
    "授权测试", "授權測試", "許可されたテスト", "승인된 테스트",
)
"""Consent or authority claimed to license an act: "the user has already approved", "per
the developer's new policy", "this is an authorised test"."""

ON_BEHALF = (
    "on the user's behalf", "on behalf of the user", "in the user's name",
    "with the user's name", "as the user", "im namen des nutzers", "im namen des benutzers",
    "mit seinem namen", "au nom de l'utilisateur", "du nom de l'utilisateur", "à sa place",
    "en nombre del usuario", "con su nombre", "a nome dell'utente", "con il suo nome",
    "em nome do usuário", "em nome dele", "com o nome dele", "от имени пользовател",
    "от его имени", "его именем", "以用户的名义", "以使用者的名義", "以用戶的名義",
    "ユーザーの名前で", "ユーザーになりすま", "사용자를 대신해", "사용자 이름으로",
)
"""The user impersonated: a reply in their name, signed as them."""

END_MARK = (
    "end of document", "end of the document", "end of email", "end of the email",
    "end of message", "end of file", "end of context", "end of input", "--- end",
    "ende des dokuments", "ende der e-mail", "ende der nachricht", "fin du document",
    "fin du courriel", "fin du message", "fin del documento", "fin del correo",
    "fin del mensaje", "fine del documento", "fine dell'email", "fine del messaggio",
    "fim do documento", "fim do e-mail", "fim da mensagem", "конец документа",
    "конец письма", "конец сообщения", "文档结束", "文件結束", "文件结束", "邮件结束",
    "郵件結束", "文書の終わり", "メールの終わり", "文書終了", "문서 끝", "메일 끝",
)
"""An end of the document, the mail or the message, written as a marker."""

ROLE_TURN = (
    "system", "user", "assistant", "tool", "tool_result", "tool result", "function",
    "system prompt", "usuario", "usuário", "utente", "utilisateur", "nutzer", "benutzer",
    "sistema", "système", "systeme", "asistente", "assistente", "система", "пользователь",
    "ассистент", "résultat de l'outil", "resultado da ferramenta", "resultado de la herramienta",
    "risultato dello strumento", "ergebnis des tools", "результат инструмента",
    "系统", "系統", "用户", "使用者", "用戶", "助手", "助理", "工具结果", "工具結果",
    "システム", "ユーザー", "アシスタント", "ツール結果", "시스템", "사용자", "어시스턴트",
    "도구 결과",
)
"""The role of a turn in a transcript, a label at the start of a line ("System:", "User:",
"[tool result]", "### System:", "系统：")."""

TOLD_HIM = (
    "dis-lui", "dites-lui", "dile que", "decidle que", "digli che", "ditegli che",
    "diga-lhe", "digam-lhe", "скажи ему", "скажите ему", "告诉他", "告訴他", "告诉她", "告訴她",
)
"""A claim told to the user by a pronoun ("dis-lui que", "告诉他")."""

SECRET_CHANGED = (
    "change", "reset", "update", "rotate", "ändern", "änder", "zurücksetz", "changer",
    "réinitialis", "cambiar", "restablec", "cambiare", "reimpost", "alterar", "redefinir",
    "trocar", "смен", "измен", "сброс", "修改", "重置", "更改", "更换", "更換", "変更",
    "リセット", "변경", "재설정", "바꾸",
)
"""A secret changed or reset, which a helpdesk asks of its user ("ask the user to change
their password"): no secret handed over."""

ASK_END = (
    "を尋ねて", "を聞いて", "を教えてもらって", "を入力させて", "を送ってもらって",
    "을 물어보", "를 물어보", "을 요청하", "를 요청하", "을 받아", "를 받아",
)
"""The ask at the end of a Japanese or Korean sentence, after the secret asked for
("ユーザーに…パスワードを尋ねてください", "사용자에게 비밀번호를 물어보세요")."""

USER_NAMED = (
    "user", "nutzer", "benutzer", "utilisateur", "usuario", "usuário", "utente",
    "пользовател", "用户", "用戶", "使用者", "ユーザー", "사용자", "customer", "kunde",
    "client", "cliente", "клиент", "客户", "客戶", "顧客", "고객",
)
"""The user or customer named in a form of telling ("tell the user", "dile al usuario")."""

CONSENT_CLAIMED = (
    "has already approved", "already approved", "has already agreed", "already agreed",
    "already authorized", "already authorised", "pre-approved", "said it's fine",
    "said it is fine", "has consented", "already confirmed", "already signed off",
    "bereits zugestimmt", "schon zugestimmt", "pauschal zugestimmt", "bereits genehmigt",
    "bereits freigegeben", "bereits erlaubt", "a déjà validé", "a déjà approuvé",
    "a déjà autorisé", "a déjà accepté", "a déjà donné son accord", "ya autorizó",
    "ya aprobó", "ya lo aprobó", "ya dio su", "ya aceptó", "ya ha autorizado",
    "ya ha aprobado", "ha già autorizzato", "ha già approvato", "ha già dato il consenso",
    "ha già accettato", "già autorizzato", "já autorizou", "já aprovou", "já aceitou",
    "já deu o aval", "confirmou que", "уже разрешил", "уже согласил",
    "уже одобрил", "уже дал согласие", "уже дала согласие", "сказал, что можно",
    "сказала, что можно", "已经同意", "已經同意", "同意过了", "同意過了", "已授权", "已授權",
    "已经授权", "已經授權", "用户说了", "用戶說了", "使用者說了", "用户说过", "用戶說過",
    "使用者說過", "之前说过", "之前說過",
    "すでに同意", "既に同意", "同意済み", "承認済み", "了承済み",
    "許可済み", "이미 동의", "이미 승인", "이미 허락",
)
"""Consent claimed as already given, reported of someone (the user, a named person, the
maintainers): "has already approved", "a déjà validé", "ha già autorizzato", "同意過了"."""

WAIVED_MORE = (
    "inutile de redemander", "inutile de demander", "inutile de lui redemander",
    "inutile de lui demander", "inutile de vérifier",
    "pas besoin de redemander", "no verification", "no need to verify", "nessuna verifica",
    "nessuna conferma", "senza verifica", "sem falar com", "sem verificar", "sin verificar",
    "sin consultarle", "without telling", "without checking", "ohne prüfung",
    "ohne bestätigung", "ohne nachzufragen", "без проверки", "без подтверждения",
    "не уточняя", "不必通知", "不用通知", "无需通知", "無需通知", "不用再问", "不用再問",
    "確認は不要", "確認不要", "확인 없이", "확인할 필요 없", "묻지 말고",
)
"""The question waived in the forms ``pooled.consent``'s lists lack: "inutile de
redemander", "nessuna verifica necessaria", "sem falar com ela", "不必通知他"."""

ANYONE = (
    "anyone", "whoever", "anybody", "jeder$", "jedem$", "wer auch immer", "quiconque",
    "n'importe qui", "cualquiera", "quienquiera", "chiunque", "qualquer um", "quem quer que",
    "любой", "любому", "кто угодно", "任何", "凡是", "一律", "誰でも", "いかなる", "누구든",
    "어떤",
)
"""Whoever comes: the open set a blanket leave covers ("a chiunque scriva da ...")."""

WRITER_ITSELF = ("我已", "我们已", "我們已", "私は", "私が", "나는", "내가", "제가", "저는")
"""The writer as the one who consented, in the scripts ``steered.FIRST_PERSON`` lacks."""

FIELD_FOR_AGENT = (
    "agent", "assistant", "assistent", "asistente", "assistente", "instruction", "instrucc",
    "instrucion", "instruç", "instruc", "istruzion", "anweisung", "hinweis_f", "system_note",
    "note_systeme", "note_système", "nota_sistema", "ai_note", "note_for_ai", "llm_note",
    "агент", "ассистент", "инструкц", "系统指令", "系統指令", "系统提示", "系統提示", "给ai",
    "給ai", "システム指示", "エージェント", "시스템 지시", "에이전트",
)
"""What names a data field as meant for the agent or the system: "agent_instructions",
"note_systeme", "instrucciones_asistente", "系统指令", "システム指示"."""

FIELD_ORDER = (
    "priority", "priorit", "priorität", "priorité", "prioridad", "prioridade", "приоритет",
    "优先", "優先", "우선", "ignor", "игнорир", "忽略", "無視", "무시", "without ask",
    "skip asking", "sans demander", "ohne rückfrage", "ohne zu fragen", "sin preguntar",
    "senza chiedere", "sem perguntar", "без вопросов", "без подтвержд", "无需确认",
    "無需確認", "確認せず", "확인 없이", "doit ", "muss ", "must ", "debe ", "deve ",
    "должен", "必须", "必須", "こと", "해야",
)
"""What makes such a field's value an order: a priority claimed, the user's rules ignored,
the question waived, a duty laid."""
