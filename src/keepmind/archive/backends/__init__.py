"""Storage engines of the session archive: ``base`` (the protocol), ``sqlite``."""
