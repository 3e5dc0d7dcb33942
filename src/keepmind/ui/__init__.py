"""``keepmind ui``: a local web inspector of one home's memory, for a person to read and
fix what the agent remembers.

Pages (server-rendered, a little progressive JavaScript): the system prompt part by part
with sizes and budgets; MEMORY and USER entries with their metadata, editable through the
stores' scanned write path (add, replace, remove, undo), entries the scanner flags shown
as blocked; the approval queue (diff, approve, reject) and the evicted entries (restore);
skills (view, edit, delete); sessions (list, search with highlighted hits, one session
with its lineage); the memory provider's status; memory usage over time from the journal.

An adapter like ``mcp``: it reads no settings (its entry point, ``cli/ui.py``, hands it an
``Inspected``) and is reached only from the CLI. Modules: ``guard`` (Host/Origin, token,
cookie, security headers), ``pages`` (handlers), ``views``, ``queue``, ``dates`` and
``chart`` (what pages show), ``app`` (the ASGI app), ``run`` (binding and serving),
``templates/``, ``static/``.
"""

from __future__ import annotations

from keepmind.ui.guard import login_url
from keepmind.ui.pages import Inspected
from keepmind.ui.run import Served, bind, serve

__all__ = ["Inspected", "Served", "bind", "login_url", "serve"]
