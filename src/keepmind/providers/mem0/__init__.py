"""The ``mem0`` provider: the open-source mem0 library in-process, with a local vector
store in the home (see ``provider``). Needs the ``keepmind[mem0]`` extra.

It registers through the same ``register_providers`` hook as any plugin; the library is
imported only when a provider is built, so keepmind without the extra lists it as not
available here instead of failing.
"""

from keepmind.providers.mem0.provider import CONFIG_FIELDS, NAME, Mem0Provider, create, missing
from keepmind.providers.registry import Register

DESCRIPTION = ("mem0's open-source memory library in-process: memories in a local Qdrant "
               "store under the home, recall by vector search scoped to the user, each turn "
               "added; mem0_search/mem0_add/mem0_forget tools. Telemetry off.")
NEEDS = ("pip install 'keepmind[mem0]'; an OpenAI-compatible embeddings endpoint "
         "(embed_base_url); a chat model (infer_*) only for mem0's fact extraction")


def register_providers(register: Register) -> None:
    """The plugin hook: registers ``mem0``."""
    register(NAME, create, description=DESCRIPTION, config_schema=CONFIG_FIELDS,
             needs=NEEDS, probe=missing)


__all__ = ["Mem0Provider", "register_providers"]
