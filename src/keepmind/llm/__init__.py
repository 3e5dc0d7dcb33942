"""OpenAI-compatible chat completions: the wire format, the client and its factory.

Knows nothing of memory, the archive, skills or providers; those layers hand it messages
and tool schemas and read back ``ChatResponse`` values.
"""

from keepmind.llm.client import LLMClient
from keepmind.llm.factory import (
    Endpoint,
    auxiliary_client,
    auxiliary_endpoint,
    build_client,
    main_client,
    main_endpoint,
)
from keepmind.llm.wire import ChatMessage, ChatResponse, MessageLike, TokenUsage, ToolCall

__all__ = [
    "ChatMessage",
    "ChatResponse",
    "Endpoint",
    "LLMClient",
    "MessageLike",
    "TokenUsage",
    "ToolCall",
    "auxiliary_client",
    "auxiliary_endpoint",
    "build_client",
    "main_client",
    "main_endpoint",
]
