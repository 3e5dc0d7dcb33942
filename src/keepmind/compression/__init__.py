"""Compression with the memory flush (design §9): depends on a chat protocol, not on a client."""

from keepmind.compression.compressor import (
    FLUSH_INSTRUCTION,
    Compressed,
    FlushResult,
    compress_messages,
    estimate_tokens,
    memory_flush,
    should_compress,
    split_points,
)
from keepmind.compression.summary import ChatModel, deterministic_summary

__all__ = [
    "FLUSH_INSTRUCTION",
    "ChatModel",
    "Compressed",
    "FlushResult",
    "compress_messages",
    "deterministic_summary",
    "estimate_tokens",
    "memory_flush",
    "should_compress",
    "split_points",
]
