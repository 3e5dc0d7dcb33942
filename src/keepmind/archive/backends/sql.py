"""SQL text shared by the SQL backends (pure: no I/O): conditions built from optional
arguments, with each backend's parameter mark (``?`` for SQLite, ``%s`` for psycopg)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any


def conditions(pairs: Iterable[tuple[str, object]], mark: str) -> tuple[str, list[Any]]:
    """``" AND "``-joined conditions (``"id > {}"``, ``{}`` standing for the mark) of the
    pairs whose value is not None, and their parameters in order; "" when none apply."""
    where: list[str] = []
    params: list[Any] = []
    for template, value in pairs:
        if value is not None:
            where.append(template.format(mark))
            params.append(value)
    return " AND ".join(where), params
