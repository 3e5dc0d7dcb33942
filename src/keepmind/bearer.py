"""Bearer tokens as keepmind's HTTP servers check them: the MCP transport (``mcp.auth``)
and the inspector (``ui.guard``) share these rules, so neither can be laxer than the other.

Invariants: a token is at least ``MIN_TOKEN_LENGTH`` characters; tokens are compared in
constant time (``same_token``); only ``Authorization: Bearer <token>`` presents one in a
header (``bearer_of``). Pure: no I/O.
"""

from __future__ import annotations

import hmac
import ipaddress
from collections.abc import Iterable

from keepmind.errors import ConfigError

MIN_TOKEN_LENGTH = 32


def is_loopback(host: str) -> bool:
    """True for hosts only this machine can reach: localhost, 127.0.0.0/8, ::1."""
    if host.strip().lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def check_token(token: str, origin: str) -> str:
    """``token`` if it is long enough to resist guessing. Raises ConfigError naming
    ``origin`` (the file or the environment variable) otherwise."""
    if len(token) < MIN_TOKEN_LENGTH:
        raise ConfigError(f"the bearer token in {origin} is {len(token)} characters; at least "
                          f"{MIN_TOKEN_LENGTH} are required (keepmind mcp token --rotate "
                          "makes one)")
    return token


def same_token(presented: bytes, token: bytes) -> bool:
    """Whether ``presented`` is ``token``, in time that does not depend on where they
    differ; an empty token never matches."""
    return bool(token) and hmac.compare_digest(presented, token)


def bearer_of(headers: Iterable[tuple[bytes, bytes]]) -> bytes | None:
    """The token of the first ``Authorization: Bearer`` header among raw ASGI headers."""
    for name, value in headers:
        if name.lower() == b"authorization":
            scheme, _, token = bytes(value).strip().partition(b" ")
            if scheme.lower() == b"bearer":
                return token.strip()
    return None
