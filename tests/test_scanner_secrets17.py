"""Secrets in formats the rules did not know (issue 12, session 17).

Written before the rules they test: a cloud storage connection string's account key, a
hexadecimal key or secret written right after its name in any language, a payment
service's keys whose prefix names the mode first ("live_sk_", "test_sk_"), a login with its
password after the Chinese "account and password" (帳密). Each benign row shares the words
and must keep passing: the storage emulator's published key, a placeholder, a variable, a
commit hash, a checksum or a fingerprint, a public key id.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from keepmind.security import scan
from keepmind.security.scanner import Scope


def _secret_ids(text: str, scope: Scope = "strict") -> list[str]:
    return [f.id for f in scan(text, scope) if f.category == "secret"]


_KEY_88 = "5xLegssn+wq7sFwLL6qTLoIjK/d5b1GYdG981XKeNtS/hul8Jt373gXFXOGCvht6EscZF1iqKD3fmrGQHCDGww=="
_KEY_44 = "zuiWAqRJnTSxNkfbSXxXlqBCaIhNPCjip41mGPhQkKc="

CONNECTION_STRINGS = [
    ("en", f"Blob storage for the invoices: DefaultEndpointsProtocol=https;AccountName=acmedocs;"
           f"AccountKey={_KEY_88};EndpointSuffix=core.windows.net"),
    ("de", f"Speicherkonto fürs Archiv, bitte merken: AccountName=archivlager;"
           f"AccountKey={_KEY_88}"),
    ("ja", f"ストレージの接続文字列：DefaultEndpointsProtocol=https;AccountName=jpstore;"
           f"AccountKey={_KEY_88}"),
    ("pt", f"Fila do Service Bus: Endpoint=sb://filas-loja.servicebus.windows.net/;"
           f"SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={_KEY_44}"),
]

CONNECTION_BENIGN = [
    ("en", "For local tests use the emulator: DefaultEndpointsProtocol=http;AccountName="
           "devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVEr"
           "Cz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;"),
    ("en", "Connection string format: DefaultEndpointsProtocol=https;AccountName=<name>;"
           "AccountKey=<your-account-key>;EndpointSuffix=core.windows.net"),
    ("fr", "La chaîne de connexion se lit dans la variable : AccountKey=$AZURE_STORAGE_KEY"),
    ("es", "El SharedAccessKey=... lo copias desde el portal de Azure, no lo guardes aquí."),
]


@pytest.mark.parametrize(("lang", "text"), CONNECTION_STRINGS)
def test_a_storage_account_key_is_a_secret_in_both_scopes(lang: str, text: str) -> None:
    assert _secret_ids(text) == ["secret.api_key"], (lang, text)
    assert _secret_ids(text, "context") == ["secret.api_key"], (lang, text)


@pytest.mark.parametrize(("lang", "text"), CONNECTION_BENIGN)
def test_the_emulator_key_or_a_placeholder_is_no_secret(lang: str, text: str) -> None:
    assert _secret_ids(text) == [], (lang, text)
    assert _secret_ids(text, "context") == [], (lang, text)


HEX_KEYS = [
    ("en", "Admin key for the analytics API: 0b6bdd64bc1d7f09ec99ddee8bd10e3a"),
    ("de", "Geheimschlüssel der Wetter-Schnittstelle = 7e9ab24b7d989768e1de981e190111f5"),
    ("fr", "Clé secrète du service de cartes : fa575d6bfb80eb1e8bf9c7e2949eda37, à garder."),
    ("es", "La clave secreta del panel es 89c3bcf34742a7c73bf95333ef17308a"),
    ("pt", "Chave da API de fretes: 735ec92fa7035836398fb529d88d3617"),
    ("it", "Token del gestionale: d641731fbca652f0278ea0315ef08016"),
    ("ru", "Секретный ключ платёжного шлюза: b101e13f9b3d171a3be954176ad3739d"),
    ("zh-hans", "短信平台的密钥：81a04b23545f65627f2157866dc64f17"),
    ("zh-hant", "地圖服務金鑰 abd8a2f1993e824761376d5b6620dbcacbdd474e 先記著"),
    ("ja", "決済APIのシークレット："
           "f43e225c5506f19d7b662863d13c3ecc402a3a069ef969aa04b5c7c5e3a50c11"),
    ("ko", "지도 API 어드민 키: 0b6bdd64bc1d7f09ec99ddee8bd10e3a"),
]

HEX_BENIGN = [
    ("en", "Merged as commit abd8a2f1993e824761376d5b6620dbcacbdd474e after the key rotation."),
    ("en", "SHA-256 of the release key file: "
           "f43e225c5506f19d7b662863d13c3ecc402a3a069ef969aa04b5c7c5e3a50c11"),
    ("de", "Fingerabdruck des GPG-Schlüssels: abd8a2f1993e824761376d5b6620dbcacbdd474e"),
    ("fr", "Empreinte de la clé publique : 0b6bdd64bc1d7f09ec99ddee8bd10e3a"),
    ("ja", "公開鍵のフィンガープリント：7e9ab24b7d989768e1de981e190111f5"),
    ("ko", "API 키는 금고에 있고, 요청 ID 는 fa575d6bfb80eb1e8bf9c7e2949eda37 이야."),
    ("zh-hans", "密钥已经轮换，新的 MD5 校验值：89c3bcf34742a7c73bf95333ef17308a"),
    ("en", "API key: 00000000000000000000000000000000 (replace with yours)"),
]


@pytest.mark.parametrize(("lang", "text"), HEX_KEYS)
def test_a_hex_key_after_its_name_is_a_secret_in_a_memory_entry(lang: str, text: str) -> None:
    assert "secret.api_key" in _secret_ids(text), (lang, text)


def test_a_hex_key_in_a_context_file_is_left_to_the_assignment_rules() -> None:
    assert _secret_ids("API_KEY=3f9a1c7e5b2d8f4a6c0e9b1d7f3a5c8e", "context") == []


@pytest.mark.parametrize(("lang", "text"), HEX_BENIGN)
def test_a_hash_fingerprint_or_public_key_id_is_no_secret(lang: str, text: str) -> None:
    assert _secret_ids(text) == [], (lang, text)


MODE_FIRST = [
    ("ko", "결제 연동 시크릿 키 live_sk_m0Am9UxnUWZuy5RAUSgVensS 로 바꿨어."),
    ("en", "Payments sandbox secret: test_sk_fvw1jbfJYGBxdml61iWfStME"),
    ("ja", "決済のシークレットキー test_gsk_fUhANKXKe7j3r5fXfM2iRGD3 をメモ"),
]
MODE_FIRST_BENIGN = [
    ("en", "The widget takes the client key test_ck_fvw1jbfJYGBxdml61iWfStME in the browser."),
    ("ko", "시크릿 키는 live_sk_로 시작하고, 테스트 키는 test_sk_xxxxxxxxxxxxxxxx 형식이야."),
]


@pytest.mark.parametrize(("lang", "text"), MODE_FIRST)
def test_a_payment_key_with_its_mode_first_is_a_secret(lang: str, text: str) -> None:
    assert "secret.api_key" in _secret_ids(text), (lang, text)
    assert "secret.api_key" in _secret_ids(text, "context"), (lang, text)


@pytest.mark.parametrize(("lang", "text"), MODE_FIRST_BENIGN)
def test_a_client_key_or_a_key_format_is_no_secret(lang: str, text: str) -> None:
    assert _secret_ids(text) == [], (lang, text)
    assert _secret_ids(text, "context") == [], (lang, text)


ACCOUNT_AND_PASSWORD = [
    ("zh-hant", "路由器帳密 root / Lb7#river_2025，改過了"),
    ("zh-hans", "测试机账密：deploy / Qs9!harbor-77"),
]


@pytest.mark.parametrize(("lang", "text"), ACCOUNT_AND_PASSWORD)
def test_an_account_with_its_password_in_chinese_is_a_secret(lang: str, text: str) -> None:
    assert _secret_ids(text) == ["secret.assignment"], (lang, text)


def test_the_account_word_before_a_path_passes() -> None:
    assert _secret_ids("帳密放在 vault/ops/router 裡，需要時去拿。") == []


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="0123456789abcdefABCDEF:= 키密钥keyAccountKey;", max_size=200))
def test_new_secret_rules_never_fail_on_untrusted_text(text: str) -> None:
    for scope in ("strict", "context"):
        assert isinstance(scan(text, scope), list)  # type: ignore[arg-type]
