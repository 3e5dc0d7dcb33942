"""The ``byterover`` provider: ByteRover's ``brv`` CLI (npm ``byterover-cli``) in local
mode, recall by ``brv query``, turns filed by ``brv curate`` (see ``provider``).

It registers through the same ``register_providers`` hook as any plugin. The CLI is
looked for only when asked, so keepmind without it lists ``byterover`` as not available
here, with the reason, instead of failing.
"""

from keepmind.providers.byterover.cli import probe
from keepmind.providers.byterover.provider import (
    CONFIG_FIELDS,
    NAME,
    ByteRoverProvider,
    create,
)
from keepmind.providers.registry import Register

DESCRIPTION = ("ByteRover's CLI in local mode: recall is brv query's answer from its context "
               "tree (a folder in the home), each turn is queued for brv curate.")
NEEDS = ("Node.js and ByteRover's CLI (npm install -g byterover-cli); an LLM provider "
         "connected to it (brv providers connect); its daemon must reach ByteRover's "
         "sign-in servers to start")


def register_providers(register: Register) -> None:
    """The plugin hook: registers ``byterover``."""
    register(NAME, create, description=DESCRIPTION, config_schema=CONFIG_FIELDS,
             needs=NEEDS, probe=probe)


__all__ = ["ByteRoverProvider", "register_providers"]
