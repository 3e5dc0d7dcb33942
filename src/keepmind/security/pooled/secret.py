"""The words of secrets and private data: credentials and secret files, the environment, the
user's own data by kind and by owner, what is stored, and what makes a secret's word name no
secret.

Pure data, written as ``pooled`` says (stems after ``normalize``, every language in one
list).
"""

import re

PRIVATE = (
    "conversation", "chat", "history", "transcript", "memories", "everything the user",
    "password", "credential", "token", "api key", "api-key", "secret", ".env", "cookie",
    "private key", "ssh key", "gespräch", "~verlauf", "unterhaltung", "erinnerung", "passw",
    "~passw", "zugangsdat", "~schlüssel", "geheim", "historique",
    "discussion", "échange", "souvenirs", "mot de passe", "mots de passe", "identifiant", "clé",
    "clés", "jeton", "conversaci", "historial", "charla", "recuerdo", "contraseñ",
    "credencial", "clave", "secreto", "conversa", "histórico", "historico", "lembranç", "senha",
    "chave", "segredo", "conversazion", "cronologia", "storico",
    "ricord", "credenzial", "chiav", "segret", "переписк", "разговор", "истори", "чат",
    "воспоминани", "парол", "учетн", "учётн", "ключ", "токен", "секрет", "聊天", "对话",
    "對話", "会话", "會話", "记录", "紀錄", "記錄", "历史", "歷史", "密码",
    "密碼", "密钥", "密鑰", "金钥", "金鑰", "令牌", "凭证", "憑證", "凭据", "会話", "チャット",
    "履歴", "パスワード", "認証情報", "キー", "トークン", "대화", "채팅", "기록", "비밀번호",
    "암호", "자격 증명", "키", "토큰",
    ".ssh", "id_rsa", "id_ed25519", "id_ecdsa", ".aws", ".netrc", ".pgpass", ".npmrc",
    "memory.md", "user.md", "soul.md",
    "kubeconfig", "inbox", "boîte de réception", "bandeja de entrada", "caixa de entrada",
    "posta in arrivo", "received e-mail", "received email", "e-mails reçus", "mails reçus",
    "derniers e-mails", "derniers mails", "correos recibidos", "últimos correos",
    "e-mails recebidos", "emails recebidos", "últimos e-mails", "email ricevut",
    "mail ricevut", "ultime email", "ultime mail",
    # Second-factor and one-time codes.
    "2fa code", "2fa-code", "codes 2fa", "code 2fa", "códigos 2fa", "código 2fa",
    "codici 2fa", "codice 2fa", "2fa-код", "2fa код", "2faコード", "2fa コード", "2fa 코드",
    "one-time code", "one-time password", "otp code", "verification code",
    "bestätigungscode", "einmalcode", "code de vérification", "código de verificación",
    "código de verificação", "codice di verifica", "код подтверждения", "验证码", "驗證碼",
    "認証コード", "인증번호", "인증 코드",
)
"""Private data that must not leave the machine (not "memory" alone: "send memory metrics
to Grafana")."""

CREDENTIALS = (
    "password", "passw", "~passw", "passphrase", "token", "secret", "credential", "key$",
    "keys$", "api key", "private key", "serial$", "serials$", "licence$", "licences$",
    "license$", "licenses$", "activation code", "access code", "verification code",
    "~kennwort", "~schlüssel", "zugangsdat", "geheim", "mot de passe", "mots de passe",
    "identifiant", "clé", "jeton", "contraseñ", "clave", "secreto", "senha", "chave",
    "segredo", "chiav", "segret", "парол", "ключ", "токен", "секрет", "密码",
    "密碼", "密钥", "密鑰", "令牌", "パスワード", "비밀번호", "암호", "토큰", "apiキー",
    "api キー", "api키", "api 키",
)
"""Secrets named: what a login, a key or a licence is unlocked with (a persona near one
stays a persona: "pretend you are my grandmother who read me product keys")."""

KEPT_SECRET = (
    *CREDENTIALS, "passcode", "pin$", "otp", "one-time code", "code$", "codes$", "code",
    "código", "codice", "codici", "код", "验证码", "驗證碼", "暗証番号", "認証コード", "確認コード",
    "인증번호", "인증 코드",
)
"""A credential kept from everyone: "tell no one your password" is advice, not a secret
kept from the user."""

USER_DATA = (
    "user's", "user’s", "of the user", "about the user", "conversation", "chat", "history",
    "transcript", "notes", "memory", "memories", "email", "e-mail", "phone", "address",
    "password", "token", "api key", "secret", "message", "des nutzers", "über den nutzer",
    "notizen", "verlauf", "gespräch", "nachricht", "de l'utilisateur", "sur l'utilisateur",
    "historique", "conversation", "notes", "mémoire", "del usuario", "sobre el usuario",
    "historial", "notas", "memoria", "do usuário", "sobre o usuário", "anotações",
    "histórico", "memória", "dell'utente", "sull'utente", "cronologia", "note salvate",
    "memoria", "пользовател", "истори", "переписк", "заметк", "памят", "用户的", "用戶的",
    "使用者的", "聊天", "对话", "對話", "记忆", "記憶", "手机号", "手機號", "通讯录", "通訊錄",
    "令牌", "密码", "密碼", "ユーザーの", "会話", "履歴", "メモリ", "사용자의", "대화",
    "기록", "메모리",
    "appunti", "le mie note", "mes notes", "mis notas", "minhas notas",
)
"""Data about the user or the conversation, in a link it leaves with."""

ENVIRONMENT = (
    "environment variable", "env var", "printenv", "the environment", "umgebungsvariabl",
    "variables d'environnement", "variables de entorno", "variáveis de ambiente",
    "variabili d'ambiente", "variabili di ambiente", "переменные окружения",
    "переменных окружения", "环境变量", "環境變數", "環境変数", "환경 변수", "환경변수",
)
"""The environment, where a machine's secrets live."""

NOT_SECRET = (
    "public", "pública", "público", "publique", "öffentlich", "pubblic", "открыт",
    "публичн", "公钥", "公鑰", "公開鍵", "공개", ".example", ".sample", ".template",
    "example", "sample",
)
"""What makes a secret's word name no secret: "clave pública", ".env.example"."""

OWNED = (
    "user's", "user’s", "of the user", "this user", "des nutzers", "dieses nutzers",
    "des benutzers", "dieses benutzers", "der nutzer$", "der benutzer$", "aller nutzer",
    "users'", "users’", "de l'utilisateur", "de cet utilisateur",
    "del usuario", "de este usuario", "do usuário", "deste usuário", "dell'utente",
    "di questo utente", "пользовател", "用户的", "该用户", "此用户", "用戶的", "使用者的",
    "this inbox", "this mailbox", "dieses postfach", "dieses postfachs", "diesem postfach",
    "posteingang", "этот ящик", "этого ящика", "этом ящике", "входящи",
    "此使用者", "ユーザーの", "このユーザー", "사용자의", "이 사용자", "saved notes",
    "the notes", "notizen", "the memory", "your memory", "笔记", "筆記",
    # The user's mailbox.
    "收件人", "收件箱", "收件匣", "受信箱", "受信トレイ", "받은편지함", "받은 편지함",
    # The other people of a meeting or a chat the model sits in ("参加者のメールアドレス"); not
    # customers, whose mail is answered at the company's own address.
    "participants'", "attendees'", "参会者的", "與會者的", "与会者的", "参加者の", "참석자의",
    "참석자들의",
)
"""Whose data is handed over: the user's (their notes, messages, memory, contacts), named
by a possessive or "this user" in any language."""

DATA_KINDS = (
    "notes", "message", "memory", "memories", "contacts", "data$", "files", "conversation",
    "history", "summar", "notiz", "nachricht", "gedächtnis", "kontakte", "daten$",
    "dateien", "verlauf", "gespräch", "zusammenfass", "mémoire", "données", "fichiers",
    "historique", "résumé", "notas", "mensaje", "memoria", "contactos", "datos",
    "archivos", "historial", "conversaci", "resumen", "resúmenes", "mensage", "memória",
    "contatos", "dados", "arquivos", "histórico", "conversa", "resumo", "note$",
    "messaggi", "contatti", "dati$", "file$", "cronologia", "conversazion", "riassunt",
    "заметк", "сообщени", "письм", "памят", "контакт", "данные", "файл", "истори", "переписк",
    "разговор", "сводк", "笔记", "筆記", "消息", "訊息", "记忆", "記憶", "联系人", "聯絡人",
    "数据", "資料", "文件", "檔案", "对话", "對話", "摘要", "メモ", "メッセージ", "連絡先",
    "データ", "ファイル", "会話", "履歴", "要約", "메모", "메시지", "기억", "연락처", "데이터",
    "파일", "대화", "기록", "요약",
    # Mail, contacts and a repository's source.
    "邮件", "郵件", "メール", "메일", "通讯录", "通訊錄", "仓库", "倉庫", "源码", "源碼", "原始碼",
    "源代码", "源代碼", "リポジトリ",
    "ソースコード", "저장소", "소스 코드",
    "nota$", "appunt", "correos", "e-mails", "emails", "courriels", "mails$",
    # Russian genitive plurals ("копию всех заметок"), whose stem differs.
    "заметок", "данных", "писем", "сводок", "разговоров", "файлов",
    # Contact details, phone numbers and card numbers.
    "联系方式", "聯絡方式", "聯繫方式", "电话号码", "電話號碼", "電話番号", "전화번호", "信用卡",
    "クレジットカード", "신용카드",
    # The user's folders, documents and photos, a repository, an identity document.
    "folder", "documents", "photos", "repo$", "repository", "ordner", "dokumente", "fotos",
    "dossier", "carpeta", "documentos", "repositorio", "pasta$", "repositório",
    "cartella", "documenti", "repository", "папк", "документ", "фото", "репозитор",
    "文件夹", "資料夾", "照片", "相片", "フォルダ", "写真", "폴더", "문서", "사진",
    "source code", "quellcode", "code source", "código fuente", "código-fonte",
    "codice sorgente", "исходный код", "исходник",
    "passport", "reisepass", "passeport", "pasaporte", "passaporte", "passaporto", "паспорт",
    "护照", "護照", "パスポート", "여권",
)
"""Kinds of a user's data (notes, messages, memory, contacts, files, history): "the user's
invoice" or "the user's feedback" sent to the firm's own desk is no leak of their data."""

SECRET_FILES = re.compile(
    r"\.env\b(?!\.(?:example|sample|template|dist)\b)|\bid_(?:rsa|ed25519|ecdsa)\b(?!\.pub)|"
    r"\bcredentials\b|\.netrc\b|\.pgpass\b|\.npmrc\b|\bkubeconfig\b|/etc/shadow\b")
"""Files whose contents are secrets (not a template such as ".env.example", not a public
key)."""

STORED = ("saved", "stored", "enregistré", "sauvegardé", "guardad", "almacenad", "salvas",
          "salvos", "armazenad", "salvat", "memorizzat", "archiviat")
"""Kept by the user or the agent: "les mots de passe enregistrés", "le chiavi salvate"."""
