"""The built-in ``facts`` provider: a local SQLite fact store (see ``provider``).

It registers through the same ``register_providers`` hook as any plugin.
"""

from keepmind.providers.facts.provider import CONFIG_FIELDS, NAME, FactsProvider, create, missing
from keepmind.providers.facts.store import AddResult, Fact, FactInputError, FactStore, Hit
from keepmind.providers.registry import Register

DESCRIPTION = ("Local fact store in the home (SQLite, FTS5): recall of the best facts per "
               "message, fact_store/fact_feedback tools, stated preferences and decisions "
               "kept at session end. No network, no model.")


def register_providers(register: Register) -> None:
    """The plugin hook: registers ``facts``."""
    register(NAME, create, description=DESCRIPTION, config_schema=CONFIG_FIELDS,
             needs="SQLite with FTS5 (part of Python)", probe=missing)


__all__ = ["AddResult", "Fact", "FactInputError", "FactStore", "FactsProvider", "Hit",
           "register_providers"]
