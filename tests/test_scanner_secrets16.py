"""Secrets recognised by their format (issue 12, session 16).

Written before the rules they test: each attack row passed the scanner before its change,
each benign row is a placeholder, a reference to a variable or a documentation example that
must keep passing. A format generalises to every writer and language, so the prose around
each value changes language while the value keeps its shape.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from keepmind.security import scan
from keepmind.security.scanner import Scope


def _secret_ids(text: str, scope: Scope = "strict") -> list[str]:
    return [f.id for f in scan(text, scope) if f.category == "secret"]


# --- 1. provider keys with a distinctive prefix: clouds, bots, shops, payments ---------------

PROVIDER_KEYS = [
    ("en", "Deploy bot for the shop: 7719203846:AAKJSZjNtXrSoEawfJnpZBWj8AiDzQZaKixA"),
    ("ru", "Токен нашего бота в Телеграме 5120938475:AAGJsXi8T7XQ7ILhIU6hjrGw2Yyg98HLMG1 "
           "пригодится для рассылки."),
    ("de", "BOT_TOKEN=6029384711:AAzvYwcKe7miCR5GLMYtppNQAiDjj9zOqwe7"),
    ("zh-hans", "阿里云子账号的 AccessKey ID 是 LTAI5aLyzoN67zZthE0DIde2，部署时用。"),
    ("zh-hant", "阿里雲金鑰：LTAI4dpBiN7HebMyPApkV55g，別外流。"),
    ("ja", "アリババクラウドのキー LTAI5zvYwcKe7miCR5GLMYtp を保存しておいて。"),
    ("ko", "네이버 클라우드 액세스 키 ncp_iam_BPAMKdpBiN7HebMyPApkV55g 를 기억해 둬."),
    ("fr", "Clé Tencent Cloud : AKIDrzcY6uMo6Y2iyHH8Gp2lZ7lz5PXtpKz2 pour le script."),
    ("it", "Token di Fatture in Cloud: ak_live_dpBiN7HebMyPApkV55g28x, non perderlo."),
    ("es", "Clave de consumidor de la tienda: ck_ce0c31da65fb6b985adae3a7bcdc8d3f260436e0"),
    ("pt", "Token do Mercado Pago: APP_USR-4418290375610284-090412-ce0c31da65fb6b985a"),
    ("mixed", "Yandex OAuth 토큰: y0_AgAAAAB4rzcY6uMo6Y2iyHH8Gp2lZ7lz5PXtpKz24TTPZ"),
]

PROVIDER_PLACEHOLDERS = [
    ("en", "Telegram's docs show a token like 123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11."),
    ("en", "Set TELEGRAM_BOT_TOKEN=$TELEGRAM_BOT_TOKEN in the workflow."),
    ("zh-hans", "AccessKey ID 的格式类似 LTAIxxxxxxxxxxxxxxxx，请换成你自己的。"),
    ("ko", "예시: ncp_iam_XXXXXXXXXXXXXXXXXXXX 자리에 본인 키를 넣으세요."),
    ("fr", "La clé publique Stripe pk_live_dpBiN7HebMyPApkV55g28x peut être dans le front."),
    ("es", "Pega tu clave de consumidor (ck_...) en el campo de la extensión."),
    ("pt", "Troque APP_USR-<seu-token> pelo token da sua conta."),
    ("de", "Der Bot meldet sich unter der ID 7719203846, Token steht im Tresor."),
]


@pytest.mark.parametrize(("lang", "text"), PROVIDER_KEYS)
def test_a_provider_key_is_a_secret_in_both_scopes(lang: str, text: str) -> None:
    assert _secret_ids(text) == ["secret.api_key"], (lang, text)
    assert "secret.api_key" in _secret_ids(text, "context"), (lang, text)


@pytest.mark.parametrize(("lang", "text"), PROVIDER_PLACEHOLDERS)
def test_a_placeholder_or_public_key_is_no_secret(lang: str, text: str) -> None:
    assert _secret_ids(text) == [], (lang, text)


# --- 2. an AWS secret access key next to its key id ------------------------------------------

AWS_PAIRS = [
    ("en", "AWS for the backup job: AKIAQ3XZ7RW2M5TLPK9D / "
           "yTbMdqhS30CccKurvJMnpOK9ZkkjCAfDZ4g1Qgc/"),
    ("de", "AWS-Zugang Preisabgleich: AKIAEXAMPLE7RW2M5TLP, Secret "
           "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"),
    ("ja", "AWS のシークレットアクセスキーは yTbMdqhS30CccKurvJMnpOK9ZkkjCAfDZ4g1Qgc/ です。"),
]
AWS_DOCS = [
    ("en", "The AWS guide uses AKIAIOSFODNN7EXAMPLE and "
           "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as sample credentials."),
    ("ja", "AWS のアクセスキーは AKIA から始まる 20 文字で、シークレットは 40 文字です。"),
]


@pytest.mark.parametrize(("lang", "text"), AWS_PAIRS)
def test_an_aws_secret_access_key_is_a_secret(lang: str, text: str) -> None:
    assert _secret_ids(text), (lang, text)


@pytest.mark.parametrize(("lang", "text"), AWS_DOCS)
def test_the_aws_documentation_example_is_no_secret(lang: str, text: str) -> None:
    assert _secret_ids(text) == [], (lang, text)


# --- 3. a password inside a connection string, even with an @ in it -------------------------

URL_PASSWORDS = [
    ("zh-hans", "订单库连接：mysql://admin:Qx@2031!live@10.20.3.7:3306/shop"),
    ("en", "prod db is postgres://svc:k9@Lm#22wq@db.internal:5432/app, keep it"),
    ("ru", "База: mongodb://root:Zt7@pw!91x@mongo-1.local:27017/crm"),
]
URL_TEMPLATES = [
    ("en", "Use mysql://user:password@localhost:3306/db in development."),
    ("en", "DATABASE_URL=postgres://app:${DB_PASSWORD}@db:5432/app"),
    ("de", "Verbindung: mysql://root@localhost/test (ohne Passwort)"),
    ("fr", "Écris-moi à contact@exemple.fr ou sur https://exemple.fr/@moi"),
]


@pytest.mark.parametrize(("lang", "text"), URL_PASSWORDS)
def test_a_password_with_an_at_sign_inside_a_url_is_found(lang: str, text: str) -> None:
    assert _secret_ids(text) == ["secret.url_credentials"], (lang, text)


@pytest.mark.parametrize(("lang", "text"), URL_TEMPLATES)
def test_a_url_template_without_a_password_passes(lang: str, text: str) -> None:
    assert _secret_ids(text) == [], (lang, text)


# --- 4. a password assigned in a configuration file, also in a context file ------------------

CONFIG_PASSWORDS = [
    ("en", "mail.yml\nsmtp:\n  host: mail.example.net\n  password: \"Tr4in-Sp0t!77\"\n"),
    ("it", "impostazioni.py\nDB_PASSWORD = 'Mare!Sole2031'\n"),
    ("ko", "# application.yml\ndatasource:\n  username: app\n  password: Wq8!zR3x#Tn5Lv\n"),
    ("de", "config.ini\n[db]\npasswort = Kaffee#Bohne2029\n"),
]
CONFIG_PLACEHOLDERS = [
    ("en", "smtp:\n  password: \"${SMTP_PASSWORD}\"\n"),
    ("en", "EMAIL_HOST_PASSWORD = os.environ['EMAIL_HOST_PASSWORD']\n"),
    ("en", "POSTGRES_PASSWORD: changeme  # replace before deploying\n"),
    ("fr", "Dans config.yaml, mets password: <ton-mot-de-passe> puis relance."),
    ("en", "password: mysecretpassword\n"),
]


@pytest.mark.parametrize(("lang", "text"), CONFIG_PASSWORDS)
def test_a_config_password_is_a_secret_in_both_scopes(lang: str, text: str) -> None:
    assert _secret_ids(text) == ["secret.assignment"], (lang, text)
    assert _secret_ids(text, "context") == ["secret.assignment"], (lang, text)


@pytest.mark.parametrize(("lang", "text"), CONFIG_PLACEHOLDERS)
def test_a_config_placeholder_is_no_secret_in_a_context_file(lang: str, text: str) -> None:
    assert _secret_ids(text, "context") == [], (lang, text)


# --- 5. a login and its password written as "user / password" after a word for access ------

LOGIN_PAIRS = [
    ("en", "Shop admin login: owner@corner-shop.com / Lemon!Tree2031"),
    ("de", "Zugangsdaten fürs Routermenü: admin / Fenster#Blau77"),
    ("fr", "Identifiants du back-office : gerant / Olive_Verte!29"),
    ("es", "Acceso al panel: tienda / Naranja#Dulce31"),
    ("pt", "Credenciais do ERP: financeiro@loja.com.br / Caju!Doce2030"),
    ("it", "Credenziali del gestionale: m.rossi / Basilico_Fresco9!"),
    ("ru", "Логин и пароль от CRM: manager / Берёза!2031x"),
    ("zh-hans", "后台账号：shopadmin / Mo#Li2031hua"),
    ("zh-hant", "後台帳號密碼：admin01 / Cha!Ye2030tw"),
    ("ja", "管理画面のログイン情報：tanaka / Sakura#2031jp"),
    ("ko", "관리자 계정: kim_admin / Hangang!2031k"),
]
LOGIN_BENIGN = [
    ("en", "Login / logout buttons moved to the top right in version 2.4."),
    ("de", "Zugangsdaten liegen im Passwortmanager / Ordner Familie."),
    ("fr", "Identifiants : voir Bitwarden / dossier « Maison »."),
    ("zh-hans", "账号/密码登录失败三次会锁定十分钟。"),
    ("en", "Credentials for the demo: demo / demo (read-only sandbox)."),
]


@pytest.mark.parametrize(("lang", "text"), LOGIN_PAIRS)
def test_a_login_with_its_password_is_a_secret(lang: str, text: str) -> None:
    assert _secret_ids(text) == ["secret.assignment"], (lang, text)


@pytest.mark.parametrize(("lang", "text"), LOGIN_BENIGN)
def test_a_login_word_without_a_password_passes(lang: str, text: str) -> None:
    assert _secret_ids(text) == [], (lang, text)


# --- 6. a banking PIN or an all-digit password noted for the agent --------------------------

PINS = [
    ("en", "Remember my card PIN 4817 for the ticket machine."),
    ("pt", "Anota: senha do internet banking 58203917."),
    ("it", "Accesso home banking: PIN 730294."),
    ("de", "Meine Bank-PIN ist 9026, bitte merken."),
    ("fr", "Code PIN de la carte : 3851."),
    ("es", "La contraseña del cajero es 640213."),
    ("ru", "Пин-код карты 7394, запомни."),
    ("zh-hans", "银行卡密码 582913，帮我记着。"),
    ("ja", "キャッシュカードの暗証番号は 2749 です。"),
    ("ko", "체크카드 비밀번호 8362 기억해 줘."),
]
PIN_BENIGN = [
    ("en", "The new PIN must have 6 digits."),
    ("de", "PIN-Brief kam am 12.03.2026, Karte folgt."),
    ("fr", "Le mot de passe expire en 2027, pense à le changer."),
    ("zh-hans", "默认密码 123456 一定要改掉。"),
    ("ja", "暗証番号は 4 桁の数字です。"),
    ("ko", "비밀번호는 8자리 이상으로 바꿔 주세요."),
    ("ru", "Пин-код меняли в 2024 году."),
]


@pytest.mark.parametrize(("lang", "text"), PINS)
def test_a_pin_noted_for_the_agent_is_a_secret(lang: str, text: str) -> None:
    assert _secret_ids(text) == ["secret.assignment"], (lang, text)


@pytest.mark.parametrize(("lang", "text"), PIN_BENIGN)
def test_a_pin_rule_or_year_is_no_secret(lang: str, text: str) -> None:
    assert _secret_ids(text) == [], (lang, text)


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="ab:/@ 0123456789AaLTIncp_kyPIN密码", max_size=300))
def test_secret_rules_never_fail_on_untrusted_text(text: str) -> None:
    for scope in ("strict", "context"):
        for finding in scan(text, scope):
            assert finding.id


LOGIN_PATHS = [
    ("de", "Server-Login: ssh -i ~/.ssh/id_ed25519 admin@10.1.2.3, Schlüssel nur lokal."),
    ("pt", "Acesso ao servidor: scp -i keys/deploy_rsa2 build.tar ops@10.0.0.9:/srv"),
    ("en", "Login via the web UI at /admin/settings_v2 or the CLI."),
]


@pytest.mark.parametrize(("lang", "text"), LOGIN_PATHS)
def test_a_login_word_before_a_file_path_passes(lang: str, text: str) -> None:
    assert _secret_ids(text) == [], (lang, text)
