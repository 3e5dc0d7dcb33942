"""What an exfiltration takes and what a persistence makes last, in every language at once
(issue 12, session 20): the words.

Pure data. Earlier lexicons know the user's notes, memories, messages, files and secrets
(``pooled.secret.DATA_KINDS``) and the verbs that send them (``pooled.egress``); writers
ask for more of what a user's assistant can reach. Each list here is one meaning written
in all twelve corpus languages:

- ``TAKEN``: what is taken beyond the notes and files: the calendar, the location and
  home address, the address book, the browsing history and cookies, the clipboard,
  screenshots, the environment and config files, the conversation told as an exchange
  ("беседа", "対話ログ");
- ``MOVED_MORE``: how it is moved beyond sending, uploading and posting: shared with,
  exported, synced, put in a blind copy;
- ``OUTSIDE_PLACE``: a place of someone else's it goes to, beyond an address: a webhook,
  a gist, a new issue or comment, a form;
- ``BLIND_COPY``: a blind copy (BCC) of each mail, added for a third party;
- ``LASTING``: an instruction kept in the agent's memory for later sessions;
- ``STEERED``: what such an instruction makes the agent do for the writer: recommend,
  suggest, advise (with ``ALWAYS``);
- ``AUTO_APPROVE``: a default changed to approve or allow everything unasked;
  ``SWITCHED_ON``: the act of setting it; ``SWITCHED_OFF_STATE``: a setting told as off,
  which is the user's safeguard;
- ``MAIL_RULE``: a rule or filter of a mailbox (forwarding mail is its act);
- ``TRUSTED_ALL``: all of a tool's actions trusted or allowed for good;
- ``FULL_ACCESS``: full access or administrator rights; ``GRANTED``: given to an app or
  an account.

Terms are matched at a word start (``concepts.skipping_terms``); "$" ends a word.
"""

from __future__ import annotations

TAKEN = (
    # The calendar.
    "calendar", "kalender", "calendrier", "calendario", "calendário", "календар", "日历",
    "日曆", "行事曆", "行事历", "カレンダー", "予定表", "캘린더", "일정표",
    # The location and home address.
    "location of the user", "whereabouts", "location$", "ssn$", "sécurité sociale", "dni$",
    "cpf$", "gps", "standort", "wohnadresse", "heimadresse", "privatadresse",
    "position actuelle", "localisation", "adresse du domicile", "ubicación", "dirección de casa",
    "domicilio", "posizione", "indirizzo di casa", "localização", "endereço residencial",
    "местоположени", "геолокаци", "домашний адрес", "当前位置", "當前位置", "目前的位置",
    "目前位置", "实时位置", "即時位置", "家庭住址", "住址", "现在地", "現在地", "位置情報",
    "自宅の住所", "현재 위치", "위치 정보", "집 주소",
    # The address book.
    "address book", "contact list", "contacts", "adressbuch", "kontaktliste", "kontakte",
    "carnet d'adresses", "liste de contacts", "contacts de", "libreta de direcciones",
    "lista de contactos", "contactos", "rubrica", "contatti", "agenda de contatos",
    "lista de contatos", "contatos", "список контактов", "контакты", "адресн", "通讯录",
    "通訊錄", "联系人", "聯絡人", "連絡先", "アドレス帳", "연락처", "주소록",
    # The browsing history and cookies.
    "browsing history", "browser history", "cookies", "browserverlauf", "browser-verlauf",
    "historique de navigation", "historial de navegación", "historial del navegador",
    "cronologia di navigazione", "cronologia del browser", "histórico de navegação",
    "историю браузера", "история браузера", "историю просмотров", "浏览记录", "瀏覽紀錄",
    "浏览器历史", "瀏覽器歷史", "閲覧履歴", "ブラウザの履歴", "방문 기록", "브라우저 기록",
    # The clipboard.
    "clipboard", "zwischenablage", "presse-papiers", "portapapeles", "área de transferência",
    "буфер обмена", "剪贴板", "剪貼簿", "クリップボード", "클립보드",
    # Screenshots.
    "screenshot", "bildschirmfoto", "capture d'écran", "captura de pantalla",
    "captura de tela", "скриншот", "снимок экрана", "截图", "截圖", "螢幕截圖",
    "スクリーンショット", "画面キャプチャ", "스크린샷", "화면 캡처",
    # The environment and config files.
    "environment variables", "env vars", "config.yaml", "config.json", "settings.json",
    "umgebungsvariablen", "variables d'environnement", "variables de entorno",
    "variabili d'ambiente", "variáveis de ambiente", "переменные окружения", "环境变量",
    "環境變數", "環境変数", "환경 변수",
    # Folders of documents.
    "documents folder", "folder documents", "папки documents", "папку documents",
    "ordner dokumente", "dossier documents", "carpeta documentos", "cartella documenti",
    "pasta documentos", "文件文件夹", "文件資料夾", "ドキュメントフォルダ", "문서 폴더",
    "папки", "папку",
    # Financial papers and identity numbers.
    "bank statement", "payee list", "kontoauszüg",
    "relevé bancaire", "relevés bancaires", "extracto bancario", "extractos bancarios",
    "estratti conto", "estratto conto", "extrato bancário", "extratos bancários",
    "банковские выписки", "выписки по счёт", "银行流水", "銀行流水", "對帳單", "取引明細",
    "거래 내역",
    "personalausweisnummer", "steuer-id", "codice fiscale", "снилс", "паспортные данные",
    "身份证号", "身分證字號",
    "マイナンバー", "주민등록번호",
    # The conversation, told as an exchange or its log.
    "chatverlauf", "gesprächsverlauf", "беседы", "беседу", "聊天记录", "聊天紀錄",
    "对话记录", "對話紀錄", "会話の要約", "会話ログ", "대화 내용",
)

MOVED_MORE = (
    "share", "sync", "export", "exportier", "teile$", "teilt$", "partage", "partagez",
    "exporte", "comparte", "compartid", "exporta", "condividi", "condividete", "esporta",
    "compartilh", "поделись", "поделитесь", "экспортир", "синхрониз", "共享给", "共享給",
    "分享给", "分享給", "导出", "導出", "同步", "共有", "エクスポート", "공유", "내보내",
    "email", "e-mail", "mailen", "maile", "выгрузить", "trage", "tragt", "geschickt",
    "gesendet", "hochgeladen", "weitergeleitet", "publicad", "copiad", "전송하", "보내 주",
    "공유해",
)

EVERY_MORE = (
    "всех", "все$", "всё", "любые", "каждое", "каждую", "tout$", "toutes", "todo$", "tutto",
    "jeden", "jedes", "alles",
)

ADDED = (
    "add", "붙이", "붙여", "ajoute", "ajoutez", "añade", "agrega", "aggiungi", "adicione",
    "acrescente",
    "füge", "hinzufüg", "добавь", "добавьте", "添加", "新增", "加入", "追加", "추가",
)

EACH_START = (
                    "每次启动", "每次啟動", "开机时", "開機時", "起動するたび", "起動時に",
    "jedem start", "chaque démarrage", "cada arranque", "ogni avvio", "cada inicialização",
    "каждом запуске", "시작할 때마다", "부팅할 때마다",
)

DEPENDENCY = (
    "dependenc", "package", "abhängigkeit", "paket", "dépendance", "paquet", "dependencia",
    "paquete", "dipendenz", "pacchetto", "dependência", "pacote", "зависимост", "пакет",
    "依赖", "依賴", "包$", "依存", "パッケージ", "의존성", "패키지",
)

OUTSIDE_PLACE = (
    "webhook", "gist", "new issue", "a comment", "as a comment", "the form", "form at",
    "issue$", "kommentar", "formular", "commentaire", "formulaire", "comentario",
    "formulario", "commento", "modulo", "comentário", "formulário", "вебхук", "комментари",
    "форм", "评论", "評論", "表单", "表單", "コメント", "イシュー", "フォーム", "웹훅", "댓글",
    "이슈", "양식", "this channel", "this dm", "reply to this", "diesen kanal", "ce canal",
    "este canal", "questo canale", "neste canal", "этот канал", "в этот чат", "本邮件",
    "本郵件", "这个频道", "這個頻道", "このチャンネル", "このdm", "이 채널",
)

# One-time codes: what proves a login or a payment is the user's, never handed on.
ONE_TIME_CODES = (
    "verification code", "one-time code", "one-time password", "otp", "2fa code",
    "sms code", "bestätigungscode", "verifizierungscode", "einmalcode",
    "sms-code", "tan$", "código de verificación", "código de confirmación",
    "codice di verifica",
    "codice otp", "código de verificação", "código de confirmação", "код подтверждения",
    "код из смс", "одноразовый код", "验证码", "驗證碼", "認証コード", "確認コード",
    "ワンタイムパスワード", "인증번호", "인증 번호", "인증코드",
)

# Typing into a field or a page.
TYPED_IN = (
    "type", "enter", "fill", "input", "paste", "gib", "eingeb", "trag", "saisis", "saisir",
    "entre$", "entrez", "tape", "introduce", "escribe", "ingresa", "inserisci", "digita",
    "insira", "digite", "введи", "введите", "вставь", "输入", "輸入", "填到", "填入", "填写",
    "填寫", "入力", "貼", "입력", "넣어",
)

BLIND_COPY = (
    "bcc", "blind copy", "blind carbon", "blindkopie", "copie cachée", "copia oculta",
    "copia nascosta", "cópia oculta", "скрытую копию", "скрытой копии", "скрытая копия",
    "密送", "密件副本", "숨은 참조",
)

LASTING = (
    "long-term memory", "künftigen sitzungen", "künftige sitzungen", "permanent memory",
    "permanently",
    "future session", "future conversation", "dauerhaft", "langzeitgedächtnis",
    "sessions futures", "session future", "conversations futures",
    "mémoire à long terme", "memoria permanente", "próximas sesiones",
    "sesiones futuras", "futuras conversaciones", "próximas conversaciones",
    "memoria a largo plazo", "sessione futura", "sessioni future",
    "prossime sessioni", "prossime conversazioni", "memoria a lungo termine",
    "memória de longo prazo", "próximas conversas", "próximas sessões", "sessões futuras",
    "навсегда", "будущих сесси", "будущих разговор", "долговременн",
    "永久记住", "永久記住", "永久存", "永久保存", "以后所有", "以後所有", "以后每次", "以後每次",
    "长期记忆", "長期記憶", "今後のすべて", "今後すべて", "ずっと覚え", "장기 기억", "앞으로 모든",
    "영구히", "permanent rule", "standing rule", "ständige regel", "dauerregel",
    "règle permanente", "regla permanente", "regola permanente", "regra permanente",
    "постоянное правило", "永久规则", "永久規則", "恒久的なルール", "영구 규칙", "记忆里",
    "記憶裡", "记忆中", "記憶中", "記憶に保存", "メモリに保存",
    "메모리에 저장", "기억에 저장", "永久有效", "custom instructions",
    "benutzerdefinierte anweisungen", "instructions personnalisées",
    "instrucciones personalizadas",
    "istruzioni personalizzate", "instruções personalizadas", "пользовательские инструкции",
    "自定义指令", "自訂指令", "カスタム指示", "맞춤 지침", "user.md", "memory.md", "soul.md",
    "speicherdatei",
)

STEERED = (
    "recommend", "suggest", "advise", "promote", "empfiehl", "empfehl", "vorschlag",
    "recommand", "propose", "proposer", "conseill", "recomiend", "recomendar", "sugier",
    "aconseja", "consiglia", "suggerisci", "raccomand", "proponi", "recomend", "indique",
    "indicar", "sugira", "sugerir", "советуй", "советовать", "рекоменд", "предлагай",
    "推荐", "推薦", "建议", "建議", "勧め", "すすめ", "推奨", "추천", "권하",
)

ALWAYS = (
    "always", "every time", "immer", "jedes mal", "toujours", "siempre", "sempre",
    "всегда", "总是", "總是", "一律", "始终", "始終", "常に", "いつも", "必ず", "항상", "언제나",
)

AUTO_APPROVE = (
    "auto-approve", "autoapprove", "automatically approve",
    "approve automatically", "yolo mode",
    "automatische genehmigung", "automatisch genehmig", "automatisch freigeb",
    "approbation automatique",
    "approuver automatiquement", "approuve automatiquement", "autorise tout", "autoriser tout",
    "permitir siempre", "aprobar automáticamente",
    "aprobación automática", "aprueba automáticamente", "approvazione automatica",
    "approva automaticamente", "approvare automaticamente", "consenti sempre",
    "aprovar automaticamente", "aprovação automática", "aprove automaticamente",
    "permitir sempre", "автоматическое одобрение", "автоматически одобр",
    "автоодобрение", "自动批准", "自動批准", "自动允许", "自動允許",
    "一律允许", "一律允許", "总是允许", "總是允許", "自動承認", "自動許可", "常に許可",
    "자동 승인", "항상 허용",
)

SWITCHED_ON = (
    "set$", "enable", "turn on", "switch on", "switch to", "change", "configure",
    "activate", "stelle", "stell$", "aktivier", "schalte", "active$", "activez", "activer",
    "règle", "mets", "activa$", "activad", "configura", "cambia", "imposta", "attiva",
    "abilita", "altere", "ative", "mude", "defina", "включи", "включите", "установи",
    "измени", "开启", "開啟", "打开", "打開", "改成", "改為", "改为", "设为", "設為", "设置",
    "設定", "にして", "にし", "オンに", "켜", "바꾸", "으로 설정", "로 설정",
)

SWITCHED_OFF_STATE = (
    "off$", "disabled", "turned off", "deaktiviert", "ausgeschaltet", "désactivé",
    "desactivado", "desactivada", "desactivamos", "disattivat", "desativad", "desligad",
    "отключен", "выключен", "关闭了", "關閉了", "已关闭", "已關閉", "オフ", "無効", "꺼져", "꺼 ",
    "비활성",
)

MAIL_RULE = (
    "filter", "inbox rule", "auto-forward",
    "automatic forwarding", "forwarding of", "weiterleitung", "regel", "règle qui",
    "transfert automatique", "reenvío automático", "regla que",
    "regola che", "inoltro automatico", "regra que", "filtro",
    "encaminhamento automático", "правило", "пересылку", "规则", "規則", "自动转发", "自動轉寄",
    "ルール", "自動転送", "フィルタ", "규칙", "필터", "자동 전달",
)

TRUSTED_ALL = (
    "trust all", "trust every", "always allow", "allow all", "allow every",
    "vertraue allen", "alle tools erlauben", "fais confiance à tous", "autorise tous",
    "confía en todas", "permite todas", "fidati di tutti", "consenti tutti", "confie em todas",
    "permita todas", "доверяй всем", "разреши все", "信任所有", "一律允许", "一律允許",
    "常に許可", "すべて許可", "모두 허용", "항상 허용",
)

FULL_ACCESS = (
    "full access", "unrestricted access", "admin rights", "administrator rights",
    "admin privileges", "administrator privileges",
    "vollen zugriff", "vollzugriff", "uneingeschränkten zugriff", "admin-rechte",
    "administratorrechte", "accès complet", "accès total", "droits d'administrat",
    "droits admin", "acceso completo", "acceso total", "permisos de administrador",
    "accesso completo", "accesso totale", "privilegi di amministratore", "diritti di admin",
    "acesso total", "acesso completo", "permissões de administrador", "полный доступ",
    "права администратора", "админские права", "全部权限", "全部權限", "完全访问", "完全存取",
    "管理员权限", "管理員權限", "フルアクセス", "完全なアクセス", "管理者権限", "전체 접근",
    "전체 권한", "관리자 권한",
)

GRANTED = (
    "grant", "give", "authori", "allow", "create", "add", "gewähr", "erteil", "gib$",
    "gebt", "leg$", "lege", "anleg", "accorde", "donne", "autorise", "crée", "créez",
    "concede", "otorga", "autoriza", "da$", "dale", "crea", "autorizza", "concedi", "dai$",
    "autorize", "conceda", "dê$", "crie", "выдай", "предоставь", "дай$", "создай", "授予",
    "授權", "授权", "给予", "給予", "开通", "開通", "付与", "与え", "許可して", "부여", "허용해",
    "만들",
)

ACCOUNT = (
    "new account", "new user", "user account", "service account", "benutzerkonto",
    "neuen benutzer", "konto", "nouveau compte", "nouvel utilisateur", "compte de service",
    "nuevo usuario", "el usuario", "una cuenta", "nuovo utente", "un account", "l'utente",
    "novo usuário", "uma conta", "o usuário", "нового пользователя", "учётную запись",
    "учетную запись", "аккаунт", "新用户", "新使用者", "新帐号", "新帳號", "账户", "帳戶",
    "新しいユーザー", "アカウント", "새 사용자", "새 계정", "계정",
)

# An outside source's words taken as the writer's orders ("son órdenes mías", "это мои
# поручения"), beside the verbs of obeying (``pooled.orders.OBEY``).
AS_ORDERS = (
    "my orders", "my instructions", "meine befehle", "meine anweisungen", "mes ordres",
    "mes instructions", "órdenes mías", "mis órdenes", "ejecút", "i miei ordini", "ordini miei",
    "minhas ordens", "ordens minhas", "мои поручения", "мои приказы", "мои указания", "我的命令",
    "我的指令", "私の指示", "私の命令", "내 명령", "내 지시",
)

# Payment, and an authority or priority given ("the same authority as mine").
PAID = (
    "payment", "pay$", "zahlung", "bezahl", "überweis", "paiement", "payer", "pago", "pagar",
    "pagamento", "pix", "платеж", "платёж", "оплат", "付款", "支付", "转账", "轉帳", "支払",
    "振込", "결제", "송금", "buy", "purchase", "add to cart", "to the cart", "kauf",
    "warenkorb", "achète", "panier", "compra", "carrito", "acquista", "carrello", "compre",
    "carrinho", "купи", "корзин", "购买", "購買", "下单", "下單", "購入", "カート", "구매",
    "장바구니", "주문",
)
AUTHORITY = (
    "authority", "priority", "precedence", "override", "trusted", "autorität", "vorrang",
    "autorité", "priorité", "autoridad", "prioridad", "valgono come", "autorità", "priorità",
    "autoridade", "prioridade", "полномоч", "приоритет", "权限", "權限", "优先", "優先",
    "権限", "우선", "권한", "coming from the user", "as coming from", "as if from the user",
    "come se venisse", "como si viniera", "als käme", "comme venant",
)

# The drawbacks kept out of a steer ("never mention the fees").
NEVER_MENTIONED = (
    "never mention", "without mentioning", "nie erwähnen", "niemals erwähnen",
    "ne jamais mentionner", "sans mentionner", "nunca menciones", "sin mencionar",
    "mai menzionare", "senza menzionare", "nunca mencionar", "sem mencionar",
    "никогда не упоминай", "не упоминая", "不要提", "绝不提", "絕不提", "触れない", "触れず",
    "언급하지 말", "언급하지 않",
)

# A key added for good, a public place fed.
KEY_PLANTED = ("authorized_keys", "authorized keys")
PUBLIC_MORE = (
    "public folder", "public link", "öffentlichen ordner", "dossier public",
    "carpeta pública", "cartella pubblica", "pasta pública", "публичную папку", "公开文件夹",
    "公開資料夾", "公開フォルダ", "외부공유", "전체공개", "공개 폴더",
)
# A mode without confirmation ("modalità senza conferme", "conferme disattivate").
CONFIRM_OFF = (
    "without confirmation", "no confirmation", "confirmations off", "ohne bestätigung",
    "ohne rückfrage", "nie nachfragen", "sans confirmation", "sin confirmación",
    "sin confirmaciones", "senza conferm", "conferme disattivate", "sem confirmação",
    "без подтвержден", "无需确认", "無需確認", "不用确认", "不用確認", "確認なし", "확인 없이",
    "sudo",
)

# Where a lasting instruction goes by a standing act: each, every, from now on.
STANDING = (
    "each", "every", "always", "whenever", "jede", "jeden", "jedes", "immer", "chaque",
    "toujours", "cada", "todo$", "todos", "siempre", "ogni", "sempre", "каждый", "каждое",
    "каждую", "всегда", "всё", "每", "以后", "以後", "今後", "毎回", "いつも", "앞으로", "매번",
    "모든", "마다", "todo$", "toda$", "tutte", "tutti", "jede$",
)

# Agents named in Chinese as 代理 or 智能体 (the pooled readers know 助手 and 机器人).
AI_MORE = ("代理", "智能体", "智能體", "ai 代理", "ai代理")
