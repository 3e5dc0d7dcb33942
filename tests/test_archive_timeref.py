"""Time expressions in questions: what each resolves to against a known question time, what
needs that time, what is left alone, and that any input resolves without raising."""

from __future__ import annotations

import math
from datetime import UTC, datetime

import pytest
from hypothesis import given
from hypothesis import strategies as st

from keepmind.archive.timeref import DAY, Span, Yearly, closeness, time_hints, without_time

ASKED = datetime(2023, 5, 30, 21, 35, tzinfo=UTC).timestamp()  # a Tuesday


def _days(hint: object) -> tuple[str, str]:
    assert isinstance(hint, Span)
    return (datetime.fromtimestamp(hint.start, UTC).date().isoformat(),
            datetime.fromtimestamp(hint.end, UTC).date().isoformat())


# (question, first day, day after the last), asked on Tuesday 30 May 2023
RESOLVED = [
    ("What did we say yesterday?", "2023-05-29", "2023-05-30"),
    ("Was hast du gestern gesagt?", "2023-05-29", "2023-05-30"),
    ("I visited a museum two months ago", "2023-03-16", "2023-04-15"),
    ("the book I started a few weeks ago", "2023-04-29", "2023-05-20"),
    ("vor drei Wochen", "2023-05-06", "2023-05-13"),
    ("vor ein paar Tagen", "2023-05-26", "2023-05-29"),
    ("How many hours did I spend last month?", "2023-04-01", "2023-05-01"),
    ("letzten Monat", "2023-04-01", "2023-05-01"),
    ("last week", "2023-05-22", "2023-05-29"),
    ("letzte Woche", "2023-05-22", "2023-05-29"),
    ("this week", "2023-05-29", "2023-06-05"),
    ("I received jewelry last Saturday", "2023-05-27", "2023-05-28"),
    ("letzten Samstag", "2023-05-27", "2023-05-28"),
    ("last weekend", "2023-05-27", "2023-05-29"),
    ("How many plants did I buy in the last month?", "2023-04-30", "2023-05-30"),
    ("the past three months", "2023-03-01", "2023-05-30"),
    ("in den letzten zwei Monaten", "2023-03-31", "2023-05-30"),
    ("How many bikes did I service in March?", "2023-03-01", "2023-04-01"),
    ("im Juni", "2022-06-01", "2022-07-01"),
    ("last year", "2022-01-01", "2023-01-01"),
    ("letztes Jahr", "2022-01-01", "2023-01-01"),
    ("last summer", "2022-06-01", "2022-09-01"),
    ("on Friday", "2023-05-26", "2023-05-27"),
    ("on October 13", "2022-10-13", "2022-10-14"),
]

# resolved whatever the question time (absolute dates)
ABSOLUTE = [
    ("What did Gina find on 1 February, 2023?", "2023-02-01", "2023-02-02"),
    ("What painting did she show on October 13, 2023?", "2023-10-13", "2023-10-14"),
    ("Was war am 3. Mai 2023?", "2023-05-03", "2023-05-04"),
    ("the 5th of June 2022", "2022-06-05", "2022-06-06"),
    ("on 2023-05-13", "2023-05-13", "2023-05-14"),
    ("What did John do in May 2023?", "2023-05-01", "2023-06-01"),
    ("in the beginning of November 2022", "2022-11-01", "2022-12-01"),
    ("im Sommer 2021", "2021-06-01", "2021-09-01"),
    ("summer 2021", "2021-06-01", "2021-09-01"),
    ("in 2022", "2022-01-01", "2023-01-01"),
    ("im Jahr 2022", "2022-01-01", "2023-01-01"),
]

NOTHING = [
    "How many days ago did I buy a smoker?",  # asks for the time, names none
    "I may go hiking",
    "They march on",
    "What did we decide about the database?",
    "before the trip",
    "the order of airlines I flew with before today",  # everything before: no stretch
    "",
]


@pytest.mark.parametrize(("question", "first", "end"), RESOLVED)
def test_relative_expressions_resolve_against_the_question_time(
        question: str, first: str, end: str) -> None:
    assert [_days(h) for h in time_hints(question, ASKED)] == [(first, end)]


@pytest.mark.parametrize(("question", "first", "end"), ABSOLUTE)
def test_absolute_dates_need_no_question_time(question: str, first: str, end: str) -> None:
    assert [_days(h) for h in time_hints(question)] == [(first, end)]
    assert [_days(h) for h in time_hints(question, ASKED)] == [(first, end)]


@pytest.mark.parametrize("question", NOTHING)
def test_questions_without_a_time_have_no_hints(question: str) -> None:
    assert time_hints(question, ASKED) == ()


def test_relative_expressions_without_a_question_time_are_skipped() -> None:
    assert time_hints("two months ago", None) == ()
    assert time_hints("last week") == ()


def test_a_month_or_day_without_year_or_question_time_matches_every_year() -> None:
    assert time_hints("Which spot did Joanna visit in May?") == (Yearly(5),)
    assert time_hints("on October 13") == (Yearly(10, 13),)
    may = datetime(2019, 5, 20, tzinfo=UTC).timestamp()
    assert closeness((Yearly(5),), may) == 1.0
    assert closeness((Yearly(5),), may + 120 * DAY) < 0.01


def test_closeness_is_one_inside_and_falls_off_outside() -> None:
    span = Span(100 * DAY, 130 * DAY)
    assert closeness((span,), 110 * DAY) == 1.0
    assert closeness((span,), 131 * DAY) > closeness((span,), 140 * DAY) > 0.0
    assert closeness((), 110 * DAY) == 0.0


@given(text=st.text(), as_of=st.none() | st.floats(allow_nan=True, allow_infinity=True))
def test_any_text_and_any_question_time_resolve_without_raising(
        text: str, as_of: float | None) -> None:
    for hint in time_hints(text, as_of):
        if isinstance(hint, Span):
            assert hint.start < hint.end
            assert 0.0 <= closeness((hint,), 0.0) <= 1.0


VOCABULARY = st.sampled_from(
    ["in", "im", "am", "on", "the", "last", "past", "letzten", "vor", "ago", "a", "few",
     "two", "zwei", "paar", "days", "weeks", "month", "Monaten", "year", "Jahr", "May",
     "Mai", "März", "February", "13", "31", "29", "2023", "1899", "2201", "0", "99",
     "Saturday", "Samstag", "summer", "Sommer", "weekend", "yesterday", ",", ".", "-",
     "2023-02-30", "of", "this", "recently"])


@given(words=st.lists(VOCABULARY, max_size=8),
       as_of=st.none() | st.floats(min_value=-1e12, max_value=1e12))
def test_any_mix_of_time_words_resolves_to_valid_spans(words: list[str],
                                                       as_of: float | None) -> None:
    for hint in time_hints(" ".join(words), as_of):
        if isinstance(hint, Span):
            assert hint.start < hint.end and math.isfinite(hint.start)
        else:
            assert 1 <= hint.month <= 12
        assert 0.0 <= closeness((hint,), 1.7e9) <= 1.0


@pytest.mark.parametrize(("question", "cut"), [
    ("What did I buy in May 2023?", "What did I buy in ?"),
    ("Which airline did I fly with last month?", "Which airline did I fly with ?"),
    ("Was hast du mir vor drei Wochen empfohlen?", "Was hast du mir empfohlen?"),
    ("What is my cat's name?", "What is my cat's name?"),
    ("yesterday", "yesterday"),  # nothing else left: the text stays whole
])
def test_without_time_cuts_the_time_expressions_it_reads(question: str, cut: str) -> None:
    assert without_time(question) == cut


@given(text=st.text())
def test_without_time_never_raises_and_only_ever_shortens(text: str) -> None:
    cut = without_time(text)
    assert cut == text or len(cut) < len(text)
    assert bool(cut.strip()) == bool(text.strip())
