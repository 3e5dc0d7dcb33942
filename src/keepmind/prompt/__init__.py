"""System-prompt assembly (pure): snapshots of the memory stores, later the whole prompt."""
