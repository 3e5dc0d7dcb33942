"""Time expressions in a question, resolved to stretches of time (pure: no I/O).

``time_hints(text, as_of)`` finds what a question says about *when*, in English and
German, and turns it into ``Span``s of epoch seconds (UTC): absolute dates ("on 13
October 2023", "am 3. Mai 2023", "2023-05-13", "in May 2023", "im Sommer 2021", "in
2022"), and, when the question's own time ``as_of`` is known, relative ones ("yesterday",
"two months ago", "vor drei Wochen", "last week", "letzten Samstag", "in the past three
months", "in den letzten Tagen", "this month", "in May" meaning the latest May up to
``as_of``). A month or day without a year and without ``as_of`` gives a ``Yearly`` hint
that matches that month (or day) in any year. ``closeness`` says how near a timestamp is
to the hints: 1 inside one, falling off outside it with a scale of ``FALLOFF`` × the
hint's length (at least a day), so a hint ranks, it never filters.

What is not resolved: expressions anchored on an event ("before the trip"), clock times,
and bare month names without a preposition, day or year ("I may go", "march on").

Invariants: ``time_hints`` accepts any string and any ``as_of`` (NaN, infinities and
times outside the calendar count as unknown) and never raises; every ``Span`` has
``start < end``; ``closeness`` is in [0, 1].
"""

from __future__ import annotations

import calendar
import math
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

DAY = 86_400.0
FALLOFF = 0.5  # outside a hint, closeness falls by e every FALLOFF x its length (or a day)
_FIRST_YEAR, _LAST_YEAR = 1900, 2200


@dataclass(frozen=True)
class Span:
    """The stretch [start, end) of epoch seconds a question points at."""

    start: float
    end: float


@dataclass(frozen=True)
class Yearly:
    """A month (and a day in it, or None for the whole month) in an unknown year."""

    month: int
    day: int | None = None


Hint = Span | Yearly


# --- vocabulary ------------------------------------------------------------------------

_MONTHS = {
    **{name.lower(): i for i, name in enumerate(calendar.month_name) if name},
    **{name.lower(): i for i, name in enumerate(calendar.month_abbr) if name},
    "sept": 9,
    "januar": 1, "jänner": 1, "februar": 2, "märz": 3, "maerz": 3, "mai": 5, "juni": 6,
    "juli": 7, "oktober": 10, "dezember": 12, "okt": 10, "dez": 12,
}
_WEEKDAYS = {
    **{name.lower(): i for i, name in enumerate(calendar.day_name)},
    "montag": 0, "dienstag": 1, "mittwoch": 2, "donnerstag": 3, "freitag": 4,
    "samstag": 5, "sonnabend": 5, "sonntag": 6,
}
_SEASONS = {  # northern hemisphere: (first month, months long)
    "spring": (3, 3), "summer": (6, 3), "autumn": (9, 3), "fall": (9, 3), "winter": (12, 3),
    "frühling": (3, 3), "frühjahr": (3, 3), "sommer": (6, 3), "herbst": (9, 3),
}
_NUMBERS: dict[str, tuple[int, int]] = {
    "a": (1, 1), "an": (1, 1), "one": (1, 1), "two": (2, 2), "three": (3, 3),
    "four": (4, 4), "five": (5, 5), "six": (6, 6), "seven": (7, 7), "eight": (8, 8),
    "nine": (9, 9), "ten": (10, 10), "eleven": (11, 11), "twelve": (12, 12),
    "couple": (2, 2), "few": (2, 4), "several": (3, 7),
    "ein": (1, 1), "eine": (1, 1), "einem": (1, 1), "einer": (1, 1), "einen": (1, 1),
    "zwei": (2, 2), "drei": (3, 3), "vier": (4, 4), "fünf": (5, 5), "sechs": (6, 6),
    "sieben": (7, 7), "acht": (8, 8), "neun": (9, 9), "zehn": (10, 10), "elf": (11, 11),
    "zwölf": (12, 12), "paar": (2, 4), "einigen": (3, 7), "mehreren": (3, 7),
}
_UNITS = {  # unit word -> (kind, days in one)
    "day": ("day", 1), "week": ("week", 7), "month": ("month", 30), "year": ("year", 365),
    "tag": ("day", 1), "tage": ("day", 1), "tagen": ("day", 1),
    "woche": ("week", 7), "wochen": ("week", 7),
    "monat": ("month", 30), "monate": ("month", 30), "monaten": ("month", 30),
    "jahr": ("year", 365), "jahre": ("year", 365), "jahren": ("year", 365),
}


def _alt(words: Sequence[str]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_MONTH = f"(?P<month>{_alt(list(_MONTHS))})\\.?"
_YEAR = r"(?P<year>(?:19|20|21)\d\d)"
_DAYNUM = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th|\.)?"
_NUM = (r"(?P<num>\d{1,3}|(?:a\s+)?(?:few|couple)(?:\s+of)?|(?:ein\s+)?paar|"
        f"{_alt([w for w in _NUMBERS if w not in ('few', 'couple', 'paar')])})")
_UNIT_EN = r"(?P<unit>day|week|month|year)s?"
_UNIT_DE = f"(?P<unit>{_alt([w for w in _UNITS if w[:3] in ('tag', 'woc', 'mon', 'jah')])})"
_WEEKDAY = f"(?P<weekday>{_alt(list(_WEEKDAYS))})"
_SEASON = f"(?P<season>{_alt(list(_SEASONS))})"
_LAST_EN = r"(?:last|previous|past)"
_LAST_DE = r"(?:letzte[nrsm]?|vergangene[nrsm]?|vorige[nrsm]?)"
_THIS = r"(?:this|diese[nrsm]?)"
_MONTH_PREP = (r"(?:in|during|since|until|by|from|of|early|late|mid|the\s+beginning\s+of|"
               r"the\s+end\s+of|im|seit|bis|anfang|ende|mitte|vom)")


def _compile(pattern: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![^\W_])(?:{pattern})(?![^\W_])", re.IGNORECASE)


_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("iso", _compile(r"(?P<year>(?:19|20|21)\d\d)[-/](?P<m>[01]?\d)[-/](?P<day>[0-3]?\d)")),
    ("date", _compile(f"{_MONTH}\\s+{_DAYNUM}(?:,?\\s+{_YEAR})?")),
    ("date", _compile(f"{_DAYNUM}(?:\\s+of)?\\s+{_MONTH},?(?:\\s+{_YEAR})?")),
    ("month", _compile(f"{_MONTH},?\\s+{_YEAR}")),
    ("month", _compile(f"{_MONTH_PREP}\\s+(?:the\\s+month\\s+of\\s+)?{_MONTH}")),
    ("season", _compile(f"{_SEASON}\\s+(?:of\\s+)?{_YEAR}")),
    ("year", _compile(f"(?:in|during|since|im(?:\\s+jahr(?:e)?)?|seit)\\s+{_YEAR}")),
    ("ago", _compile(f"{_NUM}\\s+{_UNIT_EN}\\s+ago")),
    ("ago", _compile(f"vor\\s+{_NUM}\\s+{_UNIT_DE}")),
    ("rolling", _compile(f"the\\s+{_LAST_EN}\\s+(?:{_NUM}\\s+)?{_UNIT_EN}")),
    ("rolling", _compile(f"den\\s+{_LAST_DE}\\s+(?:{_NUM}\\s+)?{_UNIT_DE}")),
    ("last", _compile(f"(?:{_LAST_EN}|{_LAST_DE})\\s+(?:(?P<week>week|woche)|"
                      f"(?P<weekend>weekend|wochenende)|(?P<mon>month|monat)|"
                      f"(?P<yr>year|jahr(?:es)?)|{_WEEKDAY}|{_SEASON})")),
    ("this", _compile(f"{_THIS}\\s+(?:(?P<week>week|woche)|(?P<weekend>weekend|wochenende)|"
                      r"(?P<mon>month|monat)|(?P<yr>year|jahr(?:es)?))")),
    ("weekday", _compile(f"(?:on|am)\\s+{_WEEKDAY}")),
    ("season_now", _compile(f"(?:in\\s+the|this|im|diesen)\\s+{_SEASON}")),
    ("day", _compile(r"(?P<word>the\s+day\s+before\s+yesterday|vorgestern|yesterday|gestern|"
                     r"(?<!before\s)(?<!until\s)(?<!bis\s)(?:today|heute))")),
    ("recent", _compile(r"recently|lately|kürzlich|neulich|in\s+letzter\s+zeit")),
)


# --- calendar arithmetic -----------------------------------------------------------------

def _stamp(d: date) -> float:
    return datetime(d.year, d.month, d.day, tzinfo=UTC).timestamp()


def _month_span(year: int, month: int, months: int = 1) -> Span | None:
    if not (_FIRST_YEAR <= year <= _LAST_YEAR and 1 <= month <= 12):
        return None
    end_year, end_month = divmod(month - 1 + months, 12)
    return Span(_stamp(date(year, month, 1)), _stamp(date(year + end_year, end_month + 1, 1)))


def _day_span(d: date, days: int = 1) -> Span:
    return Span(_stamp(d), _stamp(d) + days * DAY)


def _latest(month: int, now: date) -> int:
    """The year of the latest ``month`` that has begun by ``now``."""
    return now.year if month <= now.month else now.year - 1


def _date(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day) if _FIRST_YEAR <= year <= _LAST_YEAR else None
    except ValueError:
        return None


def _reference(as_of: float | None) -> tuple[float, date] | None:
    if as_of is None or not math.isfinite(as_of):
        return None
    try:
        moment = datetime.fromtimestamp(as_of, UTC)
    except (OverflowError, OSError, ValueError):
        return None
    if not _FIRST_YEAR <= moment.year <= _LAST_YEAR:
        return None
    return as_of, moment.date()


# --- resolution --------------------------------------------------------------------------

def _number(text: str | None) -> tuple[int, int]:
    if text is None:
        return 1, 1
    words = text.lower().split()
    if words[0].isdigit():
        return int(words[0]), int(words[0])
    for word in reversed(words):  # "a few", "a couple of", "ein paar": the last word counts
        if word in _NUMBERS:
            return _NUMBERS[word]
    return 1, 1


def _unit_days(text: str) -> float:
    low = text.lower()
    return float(_UNITS.get(low, _UNITS.get(low.rstrip("s"), ("day", 1)))[1])


def _absolute(kind: str, g: dict[str, str | None], ref: tuple[float, date] | None
              ) -> Hint | None:
    year = int(g["year"] or 0) if g.get("year") else None
    if kind == "iso":
        d = _date(int(g["year"] or 0), int(g["m"] or 0), int(g["day"] or 0))
        return _day_span(d) if d else None
    if kind == "year":
        return _month_span(year or 0, 1, 12)
    if kind == "season":
        first, length = _SEASONS[(g["season"] or "").lower()]
        return _month_span(year or 0, first, length)
    month = _MONTHS[(g["month"] or "").lower()]
    if kind == "date":
        day = int(g["day"] or 0)
        if year is None and ref is not None:
            year = ref[1].year if (month, day) <= (ref[1].month, ref[1].day) else ref[1].year - 1
        if year is None:
            return Yearly(month, day) if 1 <= day <= 31 else None
        d = _date(year, month, day)
        return _day_span(d) if d else None
    if year is None and ref is not None:
        year = _latest(month, ref[1])
    return Yearly(month) if year is None else _month_span(year, month)


def _relative(kind: str, g: dict[str, str | None], ref: tuple[float, date]) -> Hint | None:
    now, today = ref
    if kind == "ago":
        lo, hi = _number(g["num"])
        unit = _unit_days(g["unit"] or "") * DAY
        return Span(now - hi * unit - unit / 2, now - lo * unit + unit / 2)
    if kind == "rolling":
        _, hi = _number(g["num"])
        return Span(now - hi * _unit_days(g["unit"] or "") * DAY, now)
    if kind in ("last", "this"):
        back = 1 if kind == "last" else 0
        if g.get("week"):
            monday = today - timedelta(days=today.weekday() + 7 * back)
            return _day_span(monday, 7)
        if g.get("weekend"):
            saturday = today + timedelta(days=5 - today.weekday())
            return _day_span(_before(today, 5) if back else saturday, 2)
        if g.get("mon"):
            year, month = divmod(today.year * 12 + today.month - 1 - back, 12)
            return _month_span(year, month + 1)
        if g.get("yr"):
            return _month_span(today.year - back, 1, 12)
        if g.get("weekday"):
            return _day_span(_before(today, _WEEKDAYS[(g["weekday"] or "").lower()]))
        return _season_before(today, g["season"] or "", strictly=True)
    if kind == "weekday":
        return _day_span(_before(today, _WEEKDAYS[(g["weekday"] or "").lower()]))
    if kind == "season_now":
        return _season_before(today, g["season"] or "", strictly=False)
    if kind == "day":
        word = " ".join((g["word"] or "").lower().split())
        back = {"the day before yesterday": 2, "vorgestern": 2, "yesterday": 1,
                "gestern": 1}.get(word, 0)
        return _day_span(today - timedelta(days=back))
    return Span(now - 30 * DAY, now)  # recent


def _before(today: date, weekday: int) -> date:
    """The latest ``weekday`` strictly before ``today``."""
    return today - timedelta(days=(today.weekday() - weekday - 1) % 7 + 1)


def _season_before(today: date, name: str, *, strictly: bool) -> Span | None:
    """The latest season ``name`` that has begun by ``today`` (and, ``strictly``, ended)."""
    first, length = _SEASONS[name.lower()]
    for year in (today.year, today.year - 1, today.year - 2):
        span = _month_span(year, first, length)
        if span is None:
            continue
        if span.start <= _stamp(today) and (not strictly or span.end <= _stamp(today)):
            return span
    return None


_ABSOLUTE = frozenset(("iso", "date", "month", "season", "year"))


def _matches(text: str) -> Iterator[tuple[str, re.Match[str]]]:
    taken: list[tuple[int, int]] = []
    for kind, pattern in _PATTERNS:
        for match in pattern.finditer(text):
            start, end = match.span()
            if any(start < b and a < end for a, b in taken):
                continue
            taken.append((start, end))
            yield kind, match


def time_hints(text: str, as_of: float | None = None) -> tuple[Hint, ...]:
    """The time hints of ``text``; relative expressions need ``as_of`` (epoch seconds, the
    moment the question is asked) and are skipped without it. Never raises."""
    ref = _reference(as_of)
    hints: list[Hint] = []
    for kind, match in _matches(text[:2000]):
        groups = match.groupdict()
        if kind in _ABSOLUTE:
            hint = _absolute(kind, groups, ref)
        elif ref is not None:
            hint = _relative(kind, groups, ref)
        else:
            continue
        if hint is not None and (not isinstance(hint, Span) or hint.start < hint.end):
            hints.append(hint)
    return tuple(dict.fromkeys(hints))


def without_time(text: str) -> str:
    """``text`` with the time expressions ``time_hints`` reads cut out (spaces closed up);
    ``text`` itself when nothing is left."""
    spans = sorted(m.span() for _, m in _matches(text))
    if not spans:
        return text
    kept, at = [], 0
    for start, end in spans:
        kept.append(text[at:start])
        at = end
    kept.append(text[at:])
    return " ".join("".join(kept).split()) or text


def closeness(hints: Sequence[Hint], timestamp: float) -> float:
    """How near ``timestamp`` is to the nearest hint: 1 inside, exp(-distance / scale)
    outside, with scale ``FALLOFF`` × the hint's length and at least a day; 0 without
    hints."""
    best = 0.0
    for hint in hints:
        span = _yearly_span(hint, timestamp) if isinstance(hint, Yearly) else hint
        if span is None:
            continue
        if span.start <= timestamp < span.end:
            return 1.0
        scale = max(DAY, FALLOFF * (span.end - span.start))
        distance = span.start - timestamp if timestamp < span.start else timestamp - span.end
        best = max(best, math.exp(-distance / scale))
    return best


def _yearly_span(hint: Yearly, timestamp: float) -> Span | None:
    """The occurrence of ``hint`` nearest ``timestamp``'s year."""
    reference = _reference(timestamp)
    if reference is None:
        return None
    year = reference[1].year
    best: Span | None = None
    for y in (year - 1, year, year + 1):
        if hint.day is None:
            span = _month_span(y, hint.month)
        else:
            d = _date(y, hint.month, hint.day)
            span = _day_span(d) if d else None
        if span is not None and (best is None or _gap(span, timestamp) < _gap(best, timestamp)):
            best = span
    return best


def _gap(span: Span, timestamp: float) -> float:
    return max(span.start - timestamp, timestamp - span.end, 0.0)
