"""A stored time as the pages show it: absolute, in this machine's local time, and how long
ago, as a person reads it ("3 hours ago").

Pure. Input is a time the library stored (ISO 8601 text with its offset, or a Unix epoch);
a text that is not one is shown as it is, never an error, so one bad row cannot take a
page down. A time after ``now`` (another machine's clock) reads "in the future".
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

MINUTE = 60
HOUR = 60 * MINUTE
DAY = 24 * HOUR
STEPS = ((45, None, 1), (90 * MINUTE, "minute", MINUTE), (36 * HOUR, "hour", HOUR),
         (60 * DAY, "day", DAY), (730 * DAY, "month", 30 * DAY))
"""(below this many seconds, the unit, its length): "just now" under 45 s, then minutes
up to 90 minutes, hours up to 36 hours, days up to 60 days, months up to two years, years."""


@dataclass(frozen=True)
class Moment:
    """``iso`` for the ``<time datetime>`` attribute ("" when unreadable), ``absolute``
    and ``relative`` for the reader."""

    iso: str
    absolute: str
    relative: str


def moment(stamp: str | float, now: datetime) -> Moment:
    """``stamp`` as a Moment seen at ``now`` (an aware datetime)."""
    when = _parsed(stamp)
    try:
        local = when.astimezone() if when is not None else None
    except (OverflowError, OSError, ValueError):  # at the ends of the datetime range
        local = None
    if when is None or local is None:
        return Moment("", str(stamp), "")
    return Moment(when.isoformat(timespec="seconds"), local.strftime("%Y-%m-%d %H:%M"),
                  ago((now - when).total_seconds()))


def _parsed(stamp: str | float) -> datetime | None:
    try:
        if isinstance(stamp, int | float):
            return datetime.fromtimestamp(stamp, UTC)
        when = datetime.fromisoformat(stamp)
    except (ValueError, OverflowError, OSError, TypeError):
        return None
    return when if when.tzinfo is not None else when.replace(tzinfo=UTC)


def ago(seconds: float) -> str:
    """How long ``seconds`` is, as "N units ago"."""
    if seconds < -45:
        return "in the future"
    for below, unit, length in STEPS:
        if seconds < below:
            return "just now" if unit is None else _count(seconds / length, unit)
    return _count(seconds / (365 * DAY), "year")


def _count(amount: float, unit: str) -> str:
    n = max(1, round(amount))
    return f"{n} {unit}{'' if n == 1 else 's'} ago"
