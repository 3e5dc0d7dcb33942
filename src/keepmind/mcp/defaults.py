"""The MCP server's defaults: port, endpoint path and token variable.

A leaf of the ``mcp`` package (imports nothing), so the package's lazy ``__init__``, the
transports (``run``), the token policy (``auth``) and the CLI's option defaults share one
definition without importing the SDK or each other.
"""

from __future__ import annotations

DEFAULT_PORT = 8765
DEFAULT_PATH = "/mcp"
DEFAULT_TOKEN_ENV = "KEEPMIND_MCP_TOKEN"
