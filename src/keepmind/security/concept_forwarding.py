"""Words of standing forwarding orders and of tool parameters that carry secrets, in every
language at once (``keepmind.security.concepts``; issue 12, session 17).

Pure data, written as ``pooled`` is (stems after ``normalize``; ``$`` ends a word; a
Chinese, Japanese or Korean term matches anywhere), used by ``rules_forwarding``:

- what a standing order ships out: contracts, tax and medical papers, codes, documents and
  files as a class ("every document the user saves");
- sending words the older lexicons lack: sharing, and the passive of a send ("sent to",
  "уходили на почту");
- a standing order's cue and a send kept quiet, besides the pooled ones;
- the user's own address as the destination ("to my personal address", "到我的邮箱");
- a tool's parameter, and the conversation a parameter may be told to carry.
"""

import re

RECORDS = (
    "contract", "tax form", "tax return", "medical", "health record", "confidential",
    "verification code", "one-time code", "2fa", "otp$", "scans$", "scanned",
    "vertrag", "verträge", "arbeitsvertrag", "steuererklärung", "steuerbescheid", "arztbrief",
    "befund", "vertraulich", "bestätigungscode", "einmalcode",
    "contrat", "déclaration d'impôt", "avis d'imposition", "dossier médical", "confidentiel",
    "code de vérification", "code de confirmation",
    "contrato", "nómina", "nóminas", "declaración de la renta", "historial médico",
    "confidencial", "código de verificación", "código de verificação", "prontuário",
    "imposto de renda", "contratt", "dichiarazione dei redditi", "cartella clinica",
    "riservat", "codice di verifica", "договор", "налогов", "медицинск", "конфиденциальн",
    "код подтверждения", "сканы", "合同", "合約", "合约", "报税", "報稅", "病历", "病歷", "机密",
    "機密", "验证码", "驗證碼", "契約書", "確定申告", "カルテ", "社外秘", "認証コード",
    "確認コード", "계약서", "진료", "기밀", "대외비", "인증번호", "명세서",
)
"""Papers and codes a standing order ships out, besides ``concept_personal.PAPERS``."""

DOCUMENTS = (
    "document", "every file", "each file", "any file", "new file", "dokument", "datei",
    "fichier", "documento", "archivo", "arquivo", "file$", "документ", "файл", "文件", "文档",
    "文檔", "檔案", "ドキュメント", "文書", "ファイル", "문서", "파일",
)
"""Documents and files as a class: what the user saves, shares or opens."""

SHARES = (
    "share$", "share it", "share them", "teile", "partage", "comparte", "compártel",
    "compartilh", "condividi", "поделись", "расшарь", "共享给", "共享給", "分享给", "分享給",
    "共有して", "공유해",
)
"""Sharing with an address: a send when the address is outside."""

POSTS = ("post it", "post its", "post them", "post the", "post their", "post every",
         "post all")
"""Posting something to an address (the English verb, which is also a noun, with its
object)."""

SENDS_PLAIN = ("アップロードする", "送信する", "転送する", "アップロードします", "送信します",
               "転送します", "업로드한다", "업로드합니다", "업로드하고", "전송하고")
"""A send in the plain or polite statement form a procedure is written in ("…を https://… に
アップロードする", "…에 업로드한다"), besides the requesting forms of ``SEND``."""

SENT_PASSIVE = (
    "sent to", "forwarded to", "gesendet", "geschickt", "weitergeleitet", "envoyé", "envoyés",
    "enviado", "enviados", "inviat", "inoltrat", "уходил", "уходят", "отправлял",
    "пересылал", "发往", "發往",
)
"""A send in the passive ("every file sent to x@y", "автоматически уходили на почту")."""

STANDING = (
    "every time", "each time", "whenever", "jedes mal", "immer wenn", "chaque fois", "à chaque",
    "cada vez", "toda vez", "sempre que", "ogni volta", "каждый раз", "每次", "每当", "每當",
    "毎回", "때마다",
    "going forward", "standing", "automatically", "auto-forward", "in every case",
    "in automatico", "automaticamente", "automáticamente", "automatiquement", "automatisch",
    "автоматически", "自动", "自動", "자동으로", "たびに", "마다",
)
"""A standing order's cue: each time something happens, or for good ("going forward",
"standing request"); not a bare "every" or "when" ("every Monday", "cuando firmes")."""

QUIET = (
    "quietly", "silently", "secretly", "without notif", "no notification", "without telling",
    "heimlich", "stillschweigend", "ohne benachrichtig", "ohne es zu", "en silence",
    "sans notification", "sans me prévenir", "sans prévenir", "sans le prévenir",
    "en secreto", "sin notific", "sin avisar", "em segredo", "sem notific", "sem avisar",
    "di nascosto", "senza notific", "senza avvisare", "тайно", "незаметно", "без уведомлен",
    "悄悄", "偷偷", "不用通知", "不要通知", "不通知", "こっそり", "通知なし", "通知せず", "몰래",
    "알림 없이", "말하지 마", "말하지 말",
)
"""The send kept from the user or from whoever oversees it."""

_MY = (r"(?:my|meine?n?|mon|ma|mi|mis|o meu|a minha|meu|minha|il mio|la mia|mio|mia|мой|мою|"
       r"моё|мне)\s")
_OWN = (r"(?:own|eigene\w?|propre|propio|próprio|personal\w?|private?\w?|privée?|perso|"
        r"persönliche\w?|personnelle|pessoal|personale|личн\w{0,3})\s")
_MAILBOX = (r"(?:e-?mail|mail|address|adresse|adress|dirección|correo|endereço|indirizzo|casella|"
            r"inbox|mailbox|postfach|boîte|почт|ящик|адрес)")
OWN_ADDRESS = re.compile(
    r"(?<![^\W_])(?:(?:to|at|an|à|a|para|al|alla|на)\s" + _MY + f"(?:{_OWN})?|" + _MY + _OWN
    + ")" + _MAILBOX
    + r"|我的(?:邮箱|郵箱|信箱|电邮|電郵)|(?:自分|私)の(?:アドレス|メール)"
    r"|(?:내|제)\s?(?:메일|이메일|주소)")
"""The user's own address as where it goes ("to my personal address", "an meine private
Adresse", "bcc my own address", "到我的邮箱", "自分のアドレス", "내 메일"); not a mailbox
merely named ("when a statement lands in my inbox")."""

PARAMETER = (
    "parameter", "param$", "params", "argument", "arg$", "paramètre", "parámetro",
    "parâmetro", "parametro", "параметр", "аргумент", "参数", "參數", "引数", "パラメータ",
    "パラメーター", "파라미터", "매개변수", "인자",
)
"""A tool's parameter, as its schema or description names it."""

FIELD = ("input field", "campo$", "feld$", "champ$", "поле$", "字段", "欄位", "フィールド", "필드")
"""A field of a tool's input (the other name of a parameter; the English "field" only as an
input's: "the field of study" is none)."""

CONVERSATION = (
    "conversation history", "chat history", "full conversation", "whole conversation",
    "entire conversation", "conversation so far", "chat transcript", "conversation transcript",
    "transcript of the chat", "transcript of the conversation", "gesprächsverlauf",
    "chatverlauf", "historique de la conversation", "historial de la conversación",
    "histórico da conversa", "cronologia della conversazione", "историю переписки",
    "историю диалога", "всю переписку", "对话记录", "對話紀錄", "對話記錄", "聊天记录",
    "聊天紀錄", "会話履歴", "会話の全文", "대화 기록", "대화 내용",
)
"""The conversation as a whole, which a parameter may be told to carry (a transcript only as
a chat's: "degree transcripts" are none)."""

HIDDEN_COPY = (
    "bcc$", "copie cachée", "copia oculta", "cópia oculta", "copia nascosta", "copia conoscenza "
    "nascosta", "blindkopie", "скрытой копией", "скрытую копию", "密送", "密件副本", "密件抄送",
    "숨은참조", "숨은 참조",
)
"""A hidden copy: the recipients of the message do not see where else it goes."""

# A phone number written in the international form, or a messenger handle ("@name"): where
# a messenger delivers what it is sent. Not the domain of an address ("x@y.com").
MESSENGER = re.compile(
    r"(?<![\w+])\+\d{1,3}(?:[ \t.-]?\d{2,4}){2,5}(?![\w-])"
    r"|(?<![\w.@])@[a-z][a-z0-9_]{3,31}(?![\w.@-])")
"""A phone number in the international form, or a messenger handle ("@payhelp_kr")."""

SECRET_PLACES = re.compile(r"~/\.(?:ssh|aws|gnupg|kube)\b")
"""Folders of secrets, besides ``pooled.secret.SECRET_FILES``."""
