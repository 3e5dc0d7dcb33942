"""Hard-coded secret rules: provider-shaped keys, private keys, tokens and passwords.

Pure. Ids (see the table in ``keepmind.security.scanner``): ``secret.api_key`` and
``secret.private_key`` (both scopes), ``secret.jwt``, ``secret.assignment`` and
``secret.url_credentials`` (strict only: a context file may show ``API_KEY=...`` examples or
``postgres://user:pass@localhost`` templates, a memory entry must never hold a secret).

These rules run on the case-preserved text (key formats are case-sensitive). A candidate is
dropped when it looks like a placeholder ("example", "your-key-here", "xxxx", "<token>")
or, for generic assignments, when it is not random enough (Shannon entropy, character
classes). Excerpts of secret findings are redacted: the finding must not leak the secret.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from keepmind.security.engine import Rule, rule
from keepmind.security.grammar import PHRASE_SPACE, trie

CATEGORY = "secret"

_PLACEHOLDER = re.compile(
    r"(?i:example|sample|dummy|fake|placeholder|your|redacted|change[-_]?me|xxxx|insecure|"
    r"test[-_]?key|not[-_]?a[-_]?real|todo|replace|here|lorem|secret[-_]?key[-_]?base|"
    r"password|passwd)|\*{3}|<|>|\.\.\.|0{6}|123456|abcdef|ABCDEF|abc123|\{\{|\$\{")


def _entropy(value: str) -> float:
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def _classes(value: str) -> int:
    return sum((any(c.islower() for c in value), any(c.isupper() for c in value),
                any(c.isdigit() for c in value)))


def _not_placeholder(match: re.Match[str], text: str) -> bool:
    return not _PLACEHOLDER.search(match.group(0))


def _random_value(match: re.Match[str], text: str) -> bool:
    """A value assigned to a secret-looking name that is neither a placeholder nor a word."""
    name, value = match.group("name").lower(), match.group("value")
    if _PLACEHOLDER.search(value) or re.search(r"environ|getenv|process\.env", value, re.I):
        return False
    if any(word in name for word in ("passw", "pwd", "passphrase")):
        return (len(value) >= 8 and any(c.isalpha() for c in value)
                and any(not c.isalpha() for c in value))
    return len(value) >= 16 and _classes(value) >= 2 and _entropy(value) >= 3.2


PROVIDER_KEY = (
    r"(?<![A-Za-z0-9_-])(?:"
    r"sk-(?:proj-|svcacct-|admin-|ant-(?:api|admin)\d{2}-)?[A-Za-z0-9_-]{20,300}"
    r"|(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,200}"
    r"|gh[pousr]_[A-Za-z0-9]{30,200}|github_pat_[A-Za-z0-9_]{40,200}"
    r"|(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Z0-9])"
    r"|xox[abposre]-[A-Za-z0-9-]{10,200}|xapp-\d-[A-Za-z0-9-]{10,200}"
    r"|AIza[0-9A-Za-z_-]{35}|glpat-[A-Za-z0-9_-]{20,200}|hf_[A-Za-z0-9]{30,200}"
    r"|npm_[A-Za-z0-9]{36}|pypi-[A-Za-z0-9_-]{50,300}"
    r"|SG\.[A-Za-z0-9_-]{16,100}\.[A-Za-z0-9_-]{16,100}|ya29\.[A-Za-z0-9_-]{20,300}"
    r"|shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}|dop_v1_[a-f0-9]{64}"
    r"|sq0(?:atp|csp)-[A-Za-z0-9_-]{22,60}"
    r"|hooks\.slack\.com/services/T[A-Z0-9]{6,}/B[A-Z0-9]{6,}/[A-Za-z0-9]{20,}"
    r"|discord(?:app)?\.com/api/webhooks/\d{15,}/[\w-]{30,}"
    r"|LTAI[A-Za-z0-9]{12,30}|AKID[A-Za-z0-9]{32,40}|ncp_iam_[A-Za-z0-9]{16,80}"
    r"|(?:ck|cs)_[a-f0-9]{40}|APP_USR-\d{10,20}-\d{6}-[A-Za-z0-9-]{16,120}"
    r"|y0_[A-Za-z0-9_-]{40,200}|(?:live|test)_g?sk_[A-Za-z0-9]{16,200}"
    r")"
)
"""Keys with a provider's distinctive prefix (also used by ``redact``)."""
_PROVIDER_ANCHORS = ("sk-", "sk_", "rk_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_",
                     "github_pat_", "akia", "asia", "abia", "acca", "xox", "xapp-", "aiza",
                     "glpat-", "hf_", "npm_", "pypi-", "sg.", "ya29.", "shpat_", "shpss_",
                     "shpca_", "shppa_", "dop_v1_", "sq0", "hooks.slack", "discord", "ltai",
                     "akid", "ncp_iam_", "ck_", "cs_", "app_usr-", "y0_", "live_",
                     "test_")


def _random_key(match: re.Match[str], text: str) -> bool:
    key = match.group(0)
    body = key.split("-", 1)[-1] if key.startswith("sk-") else key
    return _not_placeholder(match, text) and (
        not key.startswith("sk-") or (_classes(body) >= 2 and _entropy(body) >= 3.0))


_NAME = (r"(?P<name>(?i:(?:api[_-]?key|apikey|secret|token|passw(?:or)?d|pwd|passphrase|"
         r"auth[_-]?key|access[_-]?key|private[_-]?key|client[_-]?secret|credentials?|bearer)"
         r"[a-z0-9_.-]{0,20}))")

# "password" in the languages of the intent lexicons; with a value written after it in
# prose ("the root password is ...", "パスワードは ... です", "密码是 ...").
_PASSWORD_WORDS = ("password", "passwort", "kennwort", "contraseña", "contrasena", "senha",
                   "mot de passe", "mdp", "parola d'ordine", "пароль", "密码", "密碼", "口令",
                   "パスワード", "비밀번호", "암호")
_PASSWORD_NAME = "(?P<name>(?i:" + trie(_PASSWORD_WORDS, spaces=PHRASE_SPACE) + "))"


def _password_value(match: re.Match[str], text: str) -> bool:
    """A password in prose: a value of letters mixed with digits or symbols, no word."""
    value = match.group("value").rstrip(".,;:!?)")
    return (len(value) >= 8 and not _PLACEHOLDER.search(value)
            and any(c.isalpha() for c in value) and any(c.isdigit() for c in value)
            and any(not c.isalnum() for c in value))


# Keys whose prefix is not at the start of a word: a Telegram bot token (the bot's number,
# a colon, "AA" and the secret), and a live key of a payment or invoicing service
# ("ak_live_...", as Stripe's "sk_live_"; the publishable "pk_live_" is meant to be public).
_TELEGRAM_TOKEN = r"(?<![\w:])\d{8,10}:AA[A-Za-z0-9_-]{30,40}(?![\w-])"
_LIVE_KEY = r"(?<![\w-])(?!pk_)[a-z]{2,4}_live_[A-Za-z0-9]{16,200}"

# An AWS secret access key: 40 characters of base64 with every class, after the word AWS or
# a key id. The documentation's pair (``AKIAIOSFODNN7EXAMPLE``, ``...EXAMPLEKEY``) is a
# placeholder; a key id with "EXAMPLE" inside it does not make the secret next to it one.
_AWS_SECRET = (r"(?i:aws|akia|asia)[^\n]{0,80}?(?<![A-Za-z0-9/+])"
               r"(?P<value>(?=[A-Za-z0-9/+]{0,39}[A-Z])(?=[A-Za-z0-9/+]{0,39}[a-z])"
               r"(?=[A-Za-z0-9/+]{0,39}\d)[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])")


def _random_secret(match: re.Match[str], text: str) -> bool:
    value = match.group("value")
    return not _PLACEHOLDER.search(value) and _entropy(value) >= 4.0


# A password assigned in a configuration file (``password: "..."``, ``DB_PASSWORD = '...'``,
# ``passwort = ...``): in a context file too, when its value mixes letters, digits and
# symbols and reads as neither a placeholder nor a variable.
_CONFIG_PASSWORD = (r"(?P<name>(?i:passw(?:or)?d|passwort|kennwort|pwd|passphrase))"
                    r"[\"']?[ \t]?[:=][ \t]?[\"']?(?P<value>[^\s\"'`,;]{8,128})")
_EXAMPLE_PASSWORD = re.compile(r"(?i:p[a@4]s{1,2}w[o0]r[dt]|s3cr3t|qwerty|letmein|admin)")


def _config_password(match: re.Match[str], text: str) -> bool:
    value = match.group("value")
    return (not value.startswith(("$", "%", "{", "<", "*", "("))
            and not _PLACEHOLDER.search(value) and not _EXAMPLE_PASSWORD.search(value)
            and not re.search(r"environ|getenv|process\.env|settings\.", value, re.I)
            and any(c.isalpha() for c in value) and any(c.isdigit() for c in value)
            and any(not c.isalnum() for c in value))


# A login and its password written as "user / password" after a word for credentials or
# access, in the languages of the intent lexicons.
_LOGIN_WORDS = ("login", "credential", "account", "access", "sign-in", "zugang", "anmelde",
                "konto", "identifiant", "accès", "acces", "compte", "connexion", "acceso",
                "credencial", "cuenta", "credenciais", "acesso", "conta", "credenziali",
                "accesso", "логин", "учётн", "учетн", "доступ", "аккаунт", "账号", "帐号",
                "帳號", "账户", "帳戶", "帳密", "账密", "帐密", "登录", "登入", "登錄", "ログイン",
                "アカウント", "계정",
                "로그인", "아이디")
_LOGIN_PAIR = ("(?P<name>(?i:" + "|".join(re.escape(w) for w in _LOGIN_WORDS) + "))"
               r"[^\n]{0,60}?(?<=[\s:：,(（])\w[\w.@+-]{1,63}[ \t]?/[ \t]?"
               r"(?P<value>[^\s/]{8,64})")



def _login_password(match: re.Match[str], text: str) -> bool:
    """A password after a login: a symbol a file or user name does not hold ("!", "#")."""
    return (_password_value(match, text)
            and any(c in "!@#$%^&*+=?~§€£" for c in match.group("value")))


# A PIN or an all-digit password stated with its word: four to twelve digits that are not a
# year, a run or one repeated digit.
_PIN_WORDS = ("pin", "пин", "senha", "contraseña", "mot de passe", "passwort", "password",
              "пароль", "密码", "密碼", "暗証番号", "비밀번호")
_PIN = ("(?P<name>(?i:" + trie(_PIN_WORDS, spaces=PHRASE_SPACE) + "))"
        r"[^\n\d.;!?。！？]{0,30}?(?<![\w.,:/-])(?P<value>\d{4,12})(?![\w%]|[.,:/-]\d)")


def _pin_value(match: re.Match[str], text: str) -> bool:
    value = match.group("value")
    return not (len(set(value)) == 1 or value in "01234567890" or value in "9876543210"
                or _PLACEHOLDER.search(value) or re.fullmatch(r"(?:19|20)\d\d", value))


# The account key of a cloud storage or message bus connection string ("AccountKey=…==",
# "SharedAccessKey=…="): base64 of 32 or 64 random bytes. The storage emulator's key is
# published for everyone (it opens only a local emulator) and is no secret. Random base64
# mixes every class of character: a lower-cased or de-leeted view of the text is not read.
_CONNECTION_KEY = (r"(?i:accountkey|sharedaccesskey|shared_access_key)\s?=\s?"
                   r"(?P<value>[A-Za-z0-9+/]{40,120}={0,2})(?![A-Za-z0-9+/=])")
_EMULATOR_KEY = "eby8vdm02xnocqfl"


def _connection_key(match: re.Match[str], text: str) -> bool:
    value = match.group("value")
    return (_classes(value) == 3 and not value.lower().startswith(_EMULATOR_KEY)
            and _random_secret(match, text))


# A hexadecimal key, secret or token written right after its name, in the languages of the
# intent lexicons ("Admin key for the maps API: 3e9f…", "密钥：3e9f…", "어드민 키: 3e9f…"):
# 32 to 64 hex digits with letters and digits mixed. A hash, a checksum, a fingerprint, a
# commit, a public key or an id named next to it is no secret. Strict only, as assignments
# are: a context file may show "API_KEY=…" examples.
_KEY_WORDS = ("key", "keys", "secret", "token", "schlüssel", "geheimschlüssel", "clé", "clef",
              "clave", "chave", "chiave", "ключ", "токен", "секрет", "密钥", "密鑰", "金鑰",
              "金钥", "秘钥", "秘鑰", "キー", "シークレット", "トークン", "키", "시크릿", "토큰")
_HEX_KEY = ("(?P<name>(?i:" + "|".join(re.escape(w) for w in _KEY_WORDS) + "))"
            r"(?:[^\n:：=.;,，。、]{0,40}?(?:[:：=]|\s(?:is|ist|es|est|é|è|era|was)(?=\s))|"
            r"\s?(?:是|为|為|は|는|은)?)"
            r"[ \t\"'`]{0,3}(?P<value>[0-9a-fA-F]{32,64})(?![0-9A-Za-z_])")
_NOT_A_KEY = re.compile(
    r"(?i:fingerprint|checksum|hash|sha-?\d|md5|commit|public|\bids?\b|publique|pública|"
    r"publica|pubblica|öffentlich|fingerabdruck|prüfsumme|empreinte|somme de contrôle|huella|"
    r"impronta|impressão digital|отпечат|хеш|хэш|контрольн|публичн|公開|公开|公钥|公鑰|指纹|"
    r"指紋|校验|校驗|哈希|雜湊|ハッシュ|フィンガープリント|지문|해시|공개|체크섬)")


def _hex_key(match: re.Match[str], text: str) -> bool:
    value = match.group("value")
    return (sum(c.isdigit() for c in value) >= 4 and sum(c.isalpha() for c in value) >= 4
            and _entropy(value) >= 3.0 and not _PLACEHOLDER.search(value)
            and not _NOT_A_KEY.search(text, max(0, match.start() - 40), match.start("value")))


SECRET_RULES: list[Rule] = [
    rule("secret.api_key", CATEGORY, "contains an API key or access token in a known format",
         PROVIDER_KEY, _PROVIDER_ANCHORS, cased=True, after=420, accept=_random_key,
         redact=True),
    rule("secret.api_key", CATEGORY, "contains a bot token in Telegram's format",
         _TELEGRAM_TOKEN, ("aa",), cased=True, before=12, after=60, accept=_not_placeholder,
         redact=True),
    rule("secret.api_key", CATEGORY, "contains a live API key",
         _LIVE_KEY, ("live_",), cased=True, before=6, after=220, accept=_random_key,
         redact=True),
    rule("secret.api_key", CATEGORY, "contains an AWS secret access key",
         _AWS_SECRET, ("aws", "akia", "asia"), cased=True, after=140, accept=_random_secret,
         redact=True),
    rule("secret.api_key", CATEGORY, "contains the account key of a connection string",
         _CONNECTION_KEY, ("accountkey", "sharedaccesskey", "shared_access_key"), cased=True,
         after=160, accept=_connection_key, redact=True),
    rule("secret.api_key", CATEGORY, "contains a hexadecimal key after its name",
         _HEX_KEY, tuple(w.lower() for w in _KEY_WORDS), scopes=("strict",), cased=True,
         before=16, after=160, accept=_hex_key, redact=True),
    rule("secret.private_key", CATEGORY, "contains a private key",
         r"-----begin (?:[a-z0-9]+ ){0,3}private key(?: block)?-----[^-]{0,300}?"
         r"[a-z0-9+/]{40}", ("-----begin",), after=420, redact=True),
    rule("secret.jwt", CATEGORY, "contains a signed token (JWT)",
         r"(?<![\w-])eyJ[A-Za-z0-9_-]{10,2000}\.eyJ[A-Za-z0-9_-]{10,4000}\.[A-Za-z0-9_-]{10,2000}",
         ("eyj",), scopes=("strict",), cased=True, after=8100, redact=True),
    rule("secret.assignment", CATEGORY,
         "assigns a literal secret to a key, token or password name",
         rf"{_NAME}[\"']?\s?(?:[:=]|=>|\s(?i:is|was|equals|set to)|\s?(?:是|为|為|は|는|은))"
         r"\s?[\"'`]?"
         r"(?P<value>[A-Za-z0-9+/_=~-][A-Za-z0-9+/_\-.=~!@#$%^&*]{7,200})",
         ("api", "apikey", "secret", "token", "passw", "pwd", "passphrase", "auth_key",
          "auth-key", "authkey", "access_key", "access-key", "accesskey", "private_key",
          "private-key", "privatekey", "client_secret", "client-secret", "credential",
          "bearer"),
         scopes=("strict",), cased=True, after=300, accept=_random_value,
         redact=True),
    rule("secret.assignment", CATEGORY, "states a password in the text",
         rf"(?:(?<![\w${{])|(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3])){_PASSWORD_NAME}"
         r"[^\n]{0,40}?(?<![\w!@#$%^&*+=~-])"
         r"(?P<value>(?=[^\s]{0,64}?\d)(?=[^\s]{0,64}?[!@#$%^&*+=~_-])"
         r"[A-Za-z0-9!@#$%^&*+=~_-][A-Za-z0-9+/_\-.=~!@#$%^&*]{7,64})",
         tuple(w.lower() for w in _PASSWORD_WORDS), scopes=("strict",), cased=True,
         after=140, accept=_password_value, redact=True),
    rule("secret.assignment", CATEGORY, "assigns a password in a configuration file",
         _CONFIG_PASSWORD, ("passw", "kennwort", "pwd"), scopes=("context",), cased=True,
         after=150, accept=_config_password, redact=True),
    rule("secret.assignment", CATEGORY, "writes down a login with its password",
         _LOGIN_PAIR, tuple(w.lower() for w in _LOGIN_WORDS), scopes=("strict",),
         cased=True, after=200, accept=_login_password, redact=True),
    rule("secret.assignment", CATEGORY, "states a PIN or a password of digits",
         _PIN, tuple(w.lower() for w in _PIN_WORDS), scopes=("strict",), cased=True,
         after=60, accept=_pin_value, redact=True),
    rule("secret.url_credentials", CATEGORY, "contains a password inside a URL",
         r"\b[a-z][a-z0-9+.-]{1,20}://[^\s/:@]{1,64}:(?P<value>[^\s/:]{6,128})"
         r"@[\w-]+(?:\.[\w-]+)*(?![\w@])",
         tuple(f"{scheme}://" for scheme in (
             "postgres", "postgresql", "mysql", "mariadb", "mongodb", "mongodb+srv", "redis",
             "rediss", "amqp", "amqps", "https", "http", "ftp", "sftp", "smtp", "smtps",
             "mssql", "sqlserver", "git", "ssh", "ldap", "ldaps", "s3", "nats", "kafka",
             "clickhouse", "jdbc:postgresql", "jdbc:mysql")),
         scopes=("strict",), cased=True, after=360,
         accept=lambda m, t: not _PLACEHOLDER.search(m.group("value"))
         and not m.group("value").startswith(("$", "%", "{", "<", "*"))
         and _classes(m.group("value")) >= 2, redact=True),
]

RULES: list[Rule] = SECRET_RULES
