"""Redaction of secrets from text handed to external memory providers."""

from __future__ import annotations

import pytest

from keepmind.security.redact import redact

KEY = "sk-proj-" + "A1b2C3d4" * 6


@pytest.mark.parametrize(("text", "secret", "kind"), [
    (f"my key is {KEY}", KEY, "api_key"),
    ("token ghp_" + "a1B2" * 9 + " leaked", "ghp_" + "a1B2" * 9, "api_key"),
    ("aws AKIAABCDEFGHIJKLMNOP here", "AKIAABCDEFGHIJKLMNOP", "api_key"),
    ("curl -H 'Authorization: Bearer abcdefghijklmnopqrstuvwxyz012345'",
     "abcdefghijklmnopqrstuvwxyz012345", "bearer_token"),
    ("DB_PASSWORD=hunter2hunter2 in .env", "hunter2hunter2", "secret"),
    ("-----BEGIN RSA PRIVATE KEY-----\nMIIEow\n-----END RSA PRIVATE KEY-----",
     "MIIEow", "private_key"),
])
def test_secrets_are_replaced_by_their_kind(text: str, secret: str, kind: str) -> None:
    out = redact(text)
    assert secret not in out
    assert f"[REDACTED:{kind}]" in out


@pytest.mark.parametrize("text", [
    "Store API keys in environment variables",
    "The deploy token is rotated monthly by the infra team",
    "User prefers concise answers",
    "password reset emails go through SES",
])
def test_ordinary_text_is_left_alone(text: str) -> None:
    assert redact(text) == text
