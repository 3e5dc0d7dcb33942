"""The hot layer: the bounded prompt-memory stores (files in a home, or PostgreSQL rows:
``memory.postgres``, imported where used), the ``memory`` tool (design §3), and the
acceptances a person gives for findings of the threat scan (``memory.acceptances``,
design §4)."""

from keepmind.memory.base import PromptStore, WriteResult
from keepmind.memory.edits import Edit
from keepmind.memory.entries import DELIMITER, Usage
from keepmind.memory.journal import Journal, JournalRecord
from keepmind.memory.store import BoundedMemory
from keepmind.memory.tool import MemoryTool

__all__ = [
    "DELIMITER",
    "BoundedMemory",
    "Edit",
    "Journal",
    "JournalRecord",
    "MemoryTool",
    "PromptStore",
    "Usage",
    "WriteResult",
]
