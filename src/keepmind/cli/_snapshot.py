"""The memory snapshot for the commands that show it (``keepmind hook``, ``keepmind memory
show``): read from the rendered snapshot file while it is current, else rendered (every
entry scanned) and kept there for the next reader (``keepmind.snapshot_file``).

Reading a current file imports neither the settings nor the scanner; rendering does both.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from keepmind import snapshot_file
from keepmind.cli._hook_input import with_site
from keepmind.home import Home
from keepmind.snapshot_file import Rendered


def snapshot_path(home: Home) -> Path:
    return home.memories_dir / snapshot_file.FILE_NAME


def rendered(home: Home) -> Rendered:
    """The snapshot and provider, from the snapshot file while it is current."""
    found = snapshot_file.load(snapshot_path(home))
    return found if found is not None else render(home)


def render(home: Home) -> Rendered:
    """Render the snapshot (every entry scanned) and keep it in the snapshot file, when the
    home exists. Raises ConfigError, OSError."""
    with_site()  # a hook started without site: the settings and scanner need packages
    from keepmind.api import Memory
    from keepmind.config import load_settings

    # the journal too: a write that crashed after its commit point leaves MEMORY.md as it
    # was, and only the journal (which Memory rolls forward from) tells it changed; and
    # the acceptances, which a revocation changes alone
    inputs = snapshot_file.fingerprint([home.config_file, home.memory_file, home.user_file,
                                        home.journal_file, home.accepted_file])
    settings = load_settings(home.config_file)
    if not home.memories_dir.is_dir():  # no home yet: nothing to show, nothing created
        return Rendered("", ", ".join(settings.memory.provider_names()))
    with Memory(home, settings) as mem:
        result = Rendered(mem.render_snapshot(), ", ".join(settings.memory.provider_names()))
        if mem.in_database:  # stores in a database: no file tells when they change
            return result
    with contextlib.suppress(OSError):  # a home we cannot write still gets its snapshot
        snapshot_file.store(snapshot_path(home), result, inputs)
    return result
