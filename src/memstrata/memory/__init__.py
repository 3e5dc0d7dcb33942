"""The hot layer: two bounded prompt-memory files and the ``memory`` tool (SPEC section 3)."""

from memstrata.memory.edits import Edit
from memstrata.memory.entries import DELIMITER, Usage
from memstrata.memory.journal import Journal, JournalRecord
from memstrata.memory.store import BoundedMemory, WriteResult
from memstrata.memory.tool import MemoryTool

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
