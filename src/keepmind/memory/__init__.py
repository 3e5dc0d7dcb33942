"""The hot layer: two bounded prompt-memory files and the ``memory`` tool (design §3)."""

from keepmind.memory.edits import Edit
from keepmind.memory.entries import DELIMITER, Usage
from keepmind.memory.journal import Journal, JournalRecord
from keepmind.memory.store import BoundedMemory, WriteResult
from keepmind.memory.tool import MemoryTool

__all__ = [
    "DELIMITER",
    "BoundedMemory",
    "Edit",
    "Journal",
    "JournalRecord",
    "MemoryTool",
    "Usage",
    "WriteResult",
]
