"""The derived views of a text: what it hides in plain sight, for the rules to read too.

Pure. ``derived_texts(prepared, hints)`` returns the texts to scan besides the text itself:
base64 and hex runs decoded (``decoders``), URL escapes and rot13 undone, markup taken off
and its hidden parts surfaced (``markup``), spelled-out, split and leetspeak words put back
together (``respell``). Each view is made only when a cheap test says it may differ from the
text: the anchor pass's hints (a long token, letters spelled out), a few substring tests, or
one short regular-expression search; an ordinary sentence gets no view at all. Every view
is bounded (see each module), so scanning the views keeps the scanner linear in the text.
The scanner scans the views of a view once more (two nested decodes at most).
"""

from __future__ import annotations

from keepmind.security import decoders, markup, respell
from keepmind.security.engine import Hints
from keepmind.security.normalize import Prepared


def derived_texts(prepared: Prepared, hints: Hints) -> list[str]:
    """The non-empty views of ``prepared`` (see the module docstring)."""
    clean, low = prepared.clean, prepared.low
    views = [decoders.decoded_percent(clean), decoders.decoded_rot13(low)]
    if hints.long and prepared.aligned:
        views.append(decoders.decoded_runs(clean, hints.long))
    if hints.spaced or "-" in low:
        views.append(respell.joined(low, hints.spaced))
    if markup.has_markup(clean):
        views.append(markup.stripped(clean))
    views.append(respell.unleeted(low))
    return [view for view in views if view]
