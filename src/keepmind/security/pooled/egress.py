"""The words of data going out, sending and destinations: the verbs that send, hand over,
attach, publish or put data into a link, and where it goes (paste sites, public places,
links and their query slots, chat services).

Pure data, written as ``pooled`` says (stems after ``normalize``, every language in one
list).
"""

import re

SEND = (
    "send$", "forward$", "upload$", "transmit$", "exfiltrate$",
    "schick", "übermittel", "weiterleit", "leite", "hochlad", "envoie", "envoy",
    "transfère", "transférer", "transmet", "téléverse", "poste$", "envía", "envia", "reenví",
    "reenvi",
    "manda", "sube", "transmite", "encaminh", "envie", "mande", "repass", "invia", "inoltr",
    "trasmett", "carica", "отправ", "перешли", "пересыл", "передай", "загрузи", "слей",
    "скинь", "发送", "發送", "发给", "發給", "转发", "轉發", "转寄", "轉寄", "上传", "上傳",
    "传给", "傳給", "寄给", "寄給", "送信して", "送信しろ", "送信せよ", "送信すること", "転送して",
    "転送しろ", "転送すること", "送って", "送れ", "アップロードして", "전송해", "전달해", "보내$",
    "보내줘", "보내 줘", "보내라", "보내세요", "보내고", "업로드해",
    "sende$", "transférez$", "envíe$", "传送", "傳送",
    "hochzulad", "weiterzuleit", "zu schicken", "zu übermitteln", "выгрузи", "выгрузите",
    "x post",
    # Replying to an address (回复至, 返信して, 회신하); Korean rules in the plain form (전송한다).
    "回复至", "回覆至", "回复到", "回覆到", "发至", "發至", "寄至", "寄到", "返信して",
    "返信すること", "返信しろ", "회신하", "회신해",
    "전송한다", "전송합니다", "보낸다", "보냅니다",
    # Sent so that it goes (送るように, 보내도록).
    "送るように", "送ること", "보내도록",
    "invii", "inviino", "mandi$", "inoltri", "envoies$", "envoient$", "mandes$", "envíes",
    "remit",
    # Sent or handed in to a place (发到, 传到, 提交至).
    "发到", "發到", "传到", "傳到", "提交至", "提交到",
)

LINK = (
    "link", "links", "url", "urls", "href", "pixel", "enlace", "enlaces", "vínculo", "lien",
    "liens", "collegament", "ссылк", "链接", "鏈接", "連結", "リンク", "링크", "http",
)
"""Links the model outputs (an image is given by its URL): a request for one reaches their
server."""

QUERY_SLOT = re.compile(
    r"[?&][a-z_][\w-]{0,23}=(?![\w%{<$\[-])|[?&][a-z_][\w-]{0,23}=(?:<[^>\s]{1,30}>|\{[^}\s]"
    r"{1,30}\}|\[[^\]\s]{1,30}\]|[a-z_]{1,12}_here\b)|param|parám|parâm|paramè|query string|"
    r"参数|參數|パラメータ|パラメーター|파라미터|매개변수|параметр")
"""A slot in a link for data to go into: a query key with nothing after "=", a placeholder,
or a parameter named (in any language)."""

PASTE_SITES = (
    "~pastebin", "~hastebin", "~transfer.sh", "~0x0.st", "~termbin", "~ix.io", "gist$",
    "dpaste", "rentry", "ghostbin", "privatebin", "paste.ee", "paste site", "paste service",
)
"""Sites that publish what is pasted into them, where a text saved is read by anyone (not
"public" alone: "clave pública" is the half of a key that is meant to be shared). A site's
own name is found inside a word as well (a spaced-out "t r a n s f e r . s h" read with the
letters around it); a rule anchored on them takes the terms as word starts."""

A_PASTE = ("paste$",)
""""A paste" ("dump the environment to a public paste"): a paste site where its verbs are
asked for too, not an anchor ("upload my notes and paste the link here" is no leak)."""

PUBLIC = re.compile(
    r"\bpublic\b|öffentlich|\bpublic\w*|públic|pubblic|публичн|открыт\w* доступ|"
    r"(?<![非不未])公开|(?<![非不未])公開|(?<!비)공개")
"""Public, open to anyone: with ``PASTE_SITES``, a public place, anywhere the world reads."""

PUBLISH = (
    "upload$", "post$", "publish$", "dump$", "share$", "lade", "hochlad", "hochläd",
    "coloqu", "coloca", "pon$", "ponga$", "mets$", "mettez", "metti",
    "veröffentlich", "poste", "publie", "partage", "sube", "publica$", "publicar",
    "postalo", "postala", "postali$", "publícal", "súbel", "compártel",
    "comparte", "suba", "publique", "compartilh", "carica", "pubblica", "condividi",
    "залей", "загрузи", "выложи", "опубликуй", "слей", "贴到", "貼到", "上传", "上傳",
    "发布", "發佈", "发到", "發到", "上げ", "アップ", "投稿", "업로드", "올려", "게시",
    "發布",
    # Pasted where it is published.
    "貼り付け", "貼って", "붙여 넣", "붙여넣",
)
"""Putting data where others can read it."""

ENCODED = (
    "base64", "base32", "encoded", "encode", "url-encod", "hex", "kodier", "codé", "encodé",
    "codificad", "codificat", "закодир", "кодиров", "编码", "編碼", "エンコード", "인코딩",
)
"""Data encoded before it leaves: base64, hex."""

QR_CODE = (
    "qr code", "qr-code", "qrcode", "code qr", "código qr", "codice qr", "qr-код", "qr код",
    "二维码", "二維碼", "qrコード", "qr コード", "qr코드", "qr 코드",
)
"""A picture of a text: what a reply shows in one, whoever sees the screen reads."""

HAND_OVER = (
    "be sent", "be forwarded", "be uploaded", "be posted", "submit", "append", "attach",
    "sende$", "senden", "gesendet werden", "versend", "anhäng", "anfüg", "lade", "hochgelad",
    "envoyé", "transféré", "téléversé", "joindre", "joignez",
    "enviad", "enviarse", "envíense", "añad", "adjunt", "suba", "subir",
    "postad", "anex", "encaminhad",
    "inviat", "aggiung", "allega", "caricat", "inoltrat",
    "добав", "приложи", "прикреп", "передают", "передаются", "передаваться", "пересыла",
    "загрузи",
    "附加", "附上", "发送至", "發送至", "寄送", "传送", "傳送", "提交",
    "付け加え", "添付", "送信するもの", "送信すべき",
    "덧붙", "첨부", "전송됩니다", "전송되어야", "전송해야", "발송되", "전달해", "업로드",
    # Appended to a link (拼接到).
    "拼接到", "拼到", "接在",
    "pegu", "pega$", "pegar$", "pégal", "colle$", "coller$", "collez", "cole$", "colar$",
    "incoll", "hacer post", "haz post", "hacer un post", "haz un post", "faire un post",
    "fais un post", "fazer um post", "faça um post", "fazer post", "fare una post",
    "fai una post", "fare post",
    # Pushed to a remote (a repository handed to another host).
    "push$", "pushe", "pusha", "faça push", "haz push", "fai push", "запушь", "推送到",
    "プッシュ", "푸시",
)
"""Handing data over, besides ``SEND``: appending or attaching it, and the passive and
formal forms a policy is written in ("are to be sent", "sind ... zu senden", "deben
enviarse", "送信するものとします", "발송되어야"). A rule asks for whose data and an outside
destination beside it: alone, these verbs are everyday words."""

SENT_PASSIVE = (
    "sent to", "forwarded to", "uploaded to", "gesendet", "geschickt", "weitergeleitet",
    "verschickt",
)
"""The German and English passive of sending ("werden ... an … gesendet", "are sent to"),
as ``HAND_OVER`` holds the Romance participles ("envoyées", "enviadas", "inviate"). A
passive tells how things go as often as it orders them ("the refresh token is sent to
https://auth…"), so a rule asks for whose data it is."""

IMAGE_LINK = re.compile(r"!\[[^\]\n]{0,80}\]\(\s?https?://")
"""A markdown image with a remote address: it is fetched, with its query, as it is shown."""

PLACE_IN = (
    "include", "insert", "embed", "put$", "einfüg", "füge", "insér", "inclu", "includ",
    "включи", "вставь", "加入", "放入", "含め", "入れ", "포함", "넣어",
    "replace", "substitut", "fill in", "ersetz", "setz", "einsetz", "подстав", "замени",
    # Filled into a slot, embedded.
    "填", "埋め込", "삽입",
    "附上", "附加", "付け",
)
"""Putting something into a text or a link ("include the token in the image link")."""

_SEND_STEMS = {"es": ("envía", "envia", "mánda", "manda", "reenvía", "reenvia", "súbe", "sube",
                      "péga", "pega", "compárte", "comparte", "remíte", "remite", "envíe", "mánde",
                      "envíese", "mándese"),
               "pt": ("envie-", "envia-", "mande-", "manda-", "encaminhe-", "encaminha-",
                      "reenvie-", "partilhe-", "compartilhe-", "passe-"),
               "fr": ("envoie-", "envoyez-", "transfère-", "transférez-", "transmets-",
                      "transmettez-", "partage-", "partagez-", "poste-", "postez-"),
               "it": ("invia", "manda", "inoltra", "carica", "condividi", "spedisci", "invii",
                      "mandi", "inoltri")}
_CLITICS = {"es": ("las", "los", "la$", "lo$", "selas", "selos", "melas"),
            "pt": ("as$", "os$", "a$", "o$", "las", "los"),
            "fr": ("les", "la$", "le$"),
            "it": ("le$", "li$", "la$", "lo$", "gliele", "glieli")}
SEND_IT = tuple(f"{stem}{clitic}" for lang, stems in _SEND_STEMS.items() for stem in stems
                for clitic in _CLITICS[lang])
"""A send verb with its object as an attached pronoun ("envíalas", "envie-as",
"envoie-les", "inviale"): what is sent was named before, maybe in the sentence before ("o
diretor precisa das senhas; envie-as para ...")."""

MESSENGER = ("whatsapp", "telegram", "slack", "discord", "wechat", "微信", "kakaotalk",
             "카카오톡", "signal app",
             # The chat services of China, Japan and Korea, and LINE named as an account or a
             # group ("line" alone is a word).
             "钉钉", "釘釘", "dingtalk", "飞书", "飛書", "qq群", "qq号", "qq號", "企业微信",
             "企業微信",
             "テレグラム", "텔레그램", "카톡", "위챗", "line帳號", "line 帳號", "line账号",
             "line 账号", "line群", "line 群", "lineアカウント", "line アカウント", "lineグループ",
             "line グループ", "ラインアカウント", "라인 계정", "라인 단톡", "line 계정", "line id")
"""Chat services a message leaves the machine by: an outside destination with no address."""

ATTACH = ("joindre", "joins$", "joignez", "joigne$", "adjunt", "anex", "allega",
          "allegare")
"""Attaching to a message the model sends (an invitation, an answer): a way out for secrets."""

SEND_OUT = (
    "envoie", "envoy", "transfère", "transférer", "transmet", "téléverse", "envía", "envia",
    "reenví", "reenvi", "manda", "sube", "transmite", "encaminh", "envie", "mande", "repass",
    "invia", "inoltr", "trasmett", "carica", "joindre", "joignez", "enviad", "enviarse",
    "envíense", "adjunt", "suba", "subir", "anex", "allega", "invii", "mandi$", "inoltri",
    "envoies$", "envoient$", "mandes$", "envíes", "remit", "pegu", "pega$", "colle$", "incoll",
    "send$", "forward$", "upload$",
)
"""Sending or handing over, as the anchor of a rule that asks for much else (not "append",
"attach" or "submit", common in English text)."""
