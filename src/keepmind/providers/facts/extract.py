"""Reading facts without a model: entities, duplicate and contradiction tests, and the
preferences and decisions a user states. Pure: no I/O.

Everything here is rule-based and conservative, so a wrong guess costs little:
- ``extract_entities`` finds URLs, e-mail addresses, @handles, file paths, quoted or
  back-ticked terms and capitalised names.
- ``compare(new, old)`` says ``duplicate`` (the same fact worded alike), ``conflict`` (a
  newer statement about the same thing that cannot hold together with the older one) or
  ``unrelated``. A conflict is one of: the same words with the opposite polarity ("uses
  emoji" / "never uses emoji"); the same sentence with other values (numbers, versions,
  paths, URLs, quoted terms: "port 8080" / "port 9090"); the same subject and a
  single-valued predicate with another object ("lives in Berlin" / "lives in Paris"), or
  a preference-like predicate whose objects share a word ("prefers dark mode" / "prefers
  light mode"; "prefers tea" and "prefers short answers" do not conflict).
- ``extract_statements`` turns sentences such as "I prefer ...", "always ...", "we
  decided ..." into short declarative facts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from keepmind.archive.text import STOPWORDS, stem, words

Relation = Literal["duplicate", "conflict", "unrelated"]
DUPLICATE_JACCARD = 0.85


@dataclass(frozen=True)
class Entity:
    """Something a fact is about; ``key`` is its case-folded identity."""

    key: str
    display: str
    kind: str  # url | email | handle | path | quoted | name


# --- entities -------------------------------------------------------------------------

_URL = re.compile(r"https?://[^\s<>\"'`)\]]{1,500}")
_EMAIL = re.compile(r"\b[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,5}\b")
_HANDLE = re.compile(r"(?<![\w@.])@[A-Za-z0-9_][A-Za-z0-9_-]{0,38}\b")
_PATH = re.compile(
    r"(?<![\w/])(?:~|\.{1,2})?/(?:[\w.-]{1,100}/){0,20}[\w.-]{1,100}"
    r"|\b(?:[\w.-]{1,100}/){1,20}[\w-]{1,100}\.\w{1,8}\b"
    r"|\b[\w-]{1,100}\.(?:py|md|yaml|yml|json|toml|txt|js|ts|tsx|rs|go|sh|sql|cfg|ini|lock)\b")
_QUOTED = re.compile(r"\"([^\"\n]{2,80})\"|\u201c([^\u201d\n]{2,80})\u201d|`([^`\n]{2,80})`")
_CAP_WORD = r"[A-Z][A-Za-z0-9]*(?:[-'][A-Za-z0-9]+)*"
_NAME = re.compile(rf"\b{_CAP_WORD}(?:[ \t]+{_CAP_WORD}){{0,5}}")
_NOT_NAMES = frozenset({
    "user", "users", "always", "never", "please", "decided", "decision", "decisions", "use",
    "uses", "using", "we", "i", "it", "its", "my", "our", "your", "yes", "no", "ok", "okay",
    "today", "tomorrow", "yesterday", "note", "todo", "also", "but", "and", "or", "so", "then",
})


def extract_entities(text: str) -> list[Entity]:
    """The entities of ``text`` in order of appearance, each key once."""
    found: list[tuple[int, Entity]] = []
    rest = text
    for kind, pattern in (("url", _URL), ("email", _EMAIL), ("handle", _HANDLE),
                          ("path", _PATH)):
        for m in pattern.finditer(rest):
            display = m.group(0).rstrip(".,;:!?")
            found.append((m.start(), Entity(display.lower(), display, kind)))
        rest = pattern.sub(lambda m: " " * len(m.group(0)), rest)
    for m in _QUOTED.finditer(rest):
        display = next(g for g in m.groups() if g is not None).strip()
        if display:
            found.append((m.start(), Entity(display.lower(), display, "quoted")))
    rest = _QUOTED.sub(lambda m: " " * len(m.group(0)), rest)
    for m in _NAME.finditer(rest):
        before = rest[:m.start()].rstrip()
        name = _clean_name(m.group(0), at_start=not before or before[-1] in ".!?:;")
        if name:
            found.append((m.start(), Entity(name.lower(), name, "name")))
    entities: dict[str, Entity] = {}
    for _, entity in sorted(found, key=lambda pair: pair[0]):
        entities.setdefault(entity.key, entity)
    return list(entities.values())


def _clean_name(raw: str, *, at_start: bool) -> str:
    parts = raw.split()
    dropped = 0
    while parts and (parts[0].lower() in STOPWORDS or parts[0].lower() in _NOT_NAMES):
        parts.pop(0)
        dropped += 1
    while parts and parts[-1].lower() in _NOT_NAMES:
        parts.pop()
    parts = [p[:-2] if p.endswith("'s") else p for p in parts]
    if not parts:
        return ""
    if len(parts) == 1:
        word = parts[0]
        distinctive = word.isupper() or any(c.isdigit() or c.isupper() for c in word[1:])
        if len(word) < 2 or (at_start and dropped == 0 and not distinctive):
            return ""
    return " ".join(parts)


# --- comparing two facts ----------------------------------------------------------------

_VALUE = re.compile(
    r"https?://\S{1,500}|`[^`\n]{1,200}`|\"[^\"\n]{1,200}\"|\u201c[^\u201d\n]{1,200}\u201d"
    r"|(?<![\w/])(?:~|\.{1,2})?/[\w.-]{1,100}(?:/[\w.-]{0,100}){0,20}"
    r"|\b\d[\w.:/-]{0,50}")
_NEGATION = re.compile(
    r"\b(?:not|never|no longer|no|cannot|nobody|nothing|none)\b|n't\b|n\u2019t\b",
    re.IGNORECASE)
_POLARITY_WORDS = frozenset({"not", "never", "no", "longer", "always", "cannot", "nobody",
                             "nothing", "none", "t"})
VALUE = "\x00"


@dataclass(frozen=True)
class Claim:
    """``subject predicate object``, case-folded; ``single`` when the predicate can hold
    only one object at a time."""

    subject: str
    predicate: str
    object: frozenset[str]
    single: bool
    ordered: tuple[str, ...] = ()
    comparative: bool = False

    @property
    def key(self) -> str:
        return f"{self.subject}|{self.predicate}"


@dataclass(frozen=True)
class Signature:
    """What ``compare`` looks at, computed once per text."""

    norm: str
    skeleton: tuple[str, ...]
    values: tuple[str, ...]
    core: frozenset[str]
    negated: bool
    claim: Claim | None


def normalize(text: str) -> str:
    """Case-folded text with quotes unified, spaces collapsed, end punctuation dropped."""
    text = text.replace("\u201c", '"').replace("\u201d", '"').replace("\u2019", "'")
    return re.sub(r"\s+", " ", text).strip().rstrip(".!;").strip().lower()


def _stems(text: str) -> list[str]:
    return [stem(w) for w in words(text) if w not in STOPWORDS and w not in _POLARITY_WORDS]


@lru_cache(maxsize=4096)
def signature(text: str) -> Signature:
    skeleton: list[str] = []
    values: list[str] = []
    pos = 0
    for m in _VALUE.finditer(text):
        skeleton += _stems(text[pos:m.start()])
        skeleton.append(VALUE)
        values.append(m.group(0).strip("`\"\u201c\u201d").rstrip(".,;:!?").lower())
        pos = m.end()
    skeleton += _stems(text[pos:])
    core = frozenset(t for t in skeleton if t != VALUE) | frozenset(values)
    return Signature(normalize(text), tuple(skeleton), tuple(values), core,
                     bool(_NEGATION.search(text)), claim_of(text))


def compare(new: str, old: str) -> Relation:
    """How the newer statement ``new`` relates to the older ``old`` (see the module
    docstring for the rules)."""
    n, o = signature(new), signature(old)
    if n.norm == o.norm:
        return "duplicate"
    if n.core and n.core == o.core and n.negated != o.negated:
        return "conflict"
    if (VALUE in n.skeleton and n.skeleton == o.skeleton and n.values != o.values
            and n.negated == o.negated):
        return "conflict"
    if n.claim and o.claim and _claims_conflict(n.claim, o.claim) and n.negated == o.negated:
        return "conflict"
    if n.negated == o.negated and n.values == o.values and _jaccard(n.core, o.core) \
            >= DUPLICATE_JACCARD:
        return "duplicate"
    return "unrelated"


def _jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 0.0


# Longest first, so "is located in" wins over "is".
_SINGLE = ("is located in", "is hosted on", "is hosted at", "is called", "is named",
           "is set to", "lives in", "works at", "works for", "listens on", "runs on",
           "deploys to", "deploys on", "defaults to")
_SHARED_OBJECT = ("prefers", "prefer", "uses", "use", "is", "are", "was")
_COMPARATIVE = re.compile(r"\b(?:over|than|instead of|before|after)\b", re.IGNORECASE)
_PREDICATE = re.compile(
    r"^(?P<s>.{1,80}?)\s+(?:(?:does not|doesn't|do not|don't|no longer|never|always)\s+)?"
    r"(?:(?:is not|isn't|are not|aren't)\s+)?"
    r"(?P<p>" + "|".join(re.escape(p) for p in (*_SINGLE, *_SHARED_OBJECT)) + r")"
    r"\s+(?:not\s+)?(?P<o>.{1,200}?)[.!]?$", re.IGNORECASE | re.S)


def claim_of(text: str) -> Claim | None:
    """The ``subject predicate object`` reading of a simple sentence, or None."""
    m = _PREDICATE.match(text.strip())
    if m is None:
        return None
    subject_words = [w for w in words(m.group("s")) if w not in STOPWORDS]
    if not subject_words or len(subject_words) > 6:
        return None
    predicate = " ".join(stem(w) for w in m.group("p").lower().split())
    ordered = tuple(_stems(m.group("o")))
    obj = frozenset(ordered)
    if not obj:
        return None
    single = m.group("p").lower() in _SINGLE
    if m.group("p").lower() in ("is", "are", "was") and len(obj) <= 4:
        single = "'s " in m.group("s") or len(subject_words) >= 2
    comparative = bool(_COMPARATIVE.search(m.group("o")))
    return Claim(" ".join(stem(w) for w in subject_words), predicate, obj, single, ordered,
                 comparative)


def _claims_conflict(new: Claim, old: Claim) -> bool:
    if new.key != old.key:
        return False
    if new.object == old.object:  # "tabs over spaces" / "spaces over tabs"
        return new.comparative and old.comparative and new.ordered != old.ordered
    return new.single or bool(new.object & old.object)


# --- stated preferences and decisions ----------------------------------------------------

_FILLER = re.compile(r"^(?:(?:ok(?:ay)?|so|also|and|but|btw|well|yes|yeah|no|actually|"
                     r"hey|hi|fine|great|right)\b[,!.]?\s+)+", re.IGNORECASE)
_DEICTIC = re.compile(r"^(?:that|this|it|those|these|your|the idea)\b", re.IGNORECASE)
_RULES: tuple[tuple[str, re.Pattern[str], str, bool], ...] = tuple(
    (category, re.compile(pattern, re.IGNORECASE | re.S), template, conjugate)
    for category, pattern, template, conjugate in (
        ("preference", r"^i\s+(?:really\s+|strongly\s+|generally\s+)?prefer\s+(?P<x>.+)$",
         "User prefers {x}", False),
        ("preference", r"^i(?:'d|\u2019d| would)\s+(?:much\s+)?rather\s+(?P<x>.+)$",
         "User would rather {x}", False),
        ("preference", r"^i\s+(?:really\s+)?(?:like|love)\s+(?P<x>.+)$", "User likes {x}",
         False),
        ("preference", r"^i\s+(?:really\s+)?(?:hate|dislike)\s+(?P<x>.+)$",
         "User dislikes {x}", False),
        ("preference", r"^i\s+always\s+(?P<x>.+)$", "User always {x}", True),
        ("preference", r"^i\s+never\s+(?P<x>.+)$", "User never {x}", True),
        ("preference", r"^(?:please\s+)?always\s+(?P<x>.+)$", "User instruction: always {x}",
         False),
        ("preference", r"^(?:please\s+)?(?:never|do not ever|don't ever)\s+(?P<x>.+)$",
         "User instruction: never {x}", False),
        ("preference", r"^(?:from now on|going forward),?\s+(?P<x>.+)$",
         "User instruction: from now on, {x}", False),
        ("identity", r"^my name is\s+(?P<x>.+)$", "User's name is {x}", False),
        ("identity", r"^(?:please\s+)?call me\s+(?P<x>.+)$", "User wants to be called {x}",
         False),
        ("decision", r"^(?:we|i)(?:'ve|\u2019ve| have)?\s+decided\s+(?:to\s+|that\s+|on\s+)?"
         r"(?P<x>.+)$", "Decided: {x}", False),
        ("decision", r"^(?:we|i)\s+(?:agreed|settled)\s+(?:to\s+|that\s+|on\s+)?(?P<x>.+)$",
         "Decided: {x}", False),
        ("decision", r"^(?:we(?:'ll|\u2019ll| will)|let's|let\u2019s|lets)\s+go\s+with\s+"
         r"(?P<x>.+)$", "Decided: go with {x}", False),
        ("decision", r"^(?:the\s+)?decision(?:\s+is)?\s*[:-]\s*(?P<x>.+)$", "Decided: {x}",
         False),
    ))
_FENCE = re.compile(r"<memory-context>.*?</memory-context>", re.S)
_CODE = re.compile(r"```.*?```", re.S)
_SPLIT = re.compile(r"(?<=[.!?])\s+|\n+")
_PRONOUNS = ((re.compile(r"\bmy\b", re.I), "their"), (re.compile(r"\bme\b", re.I), "them"),
             (re.compile(r"\bI'm\b"), "they're"), (re.compile(r"\bI\b"), "they"),
             (re.compile(r"\bmine\b", re.I), "theirs"))
_PLEASE = re.compile(r"[,\s]+please$", re.IGNORECASE)
MIN_CHARS, MAX_CHARS = 3, 200


@dataclass(frozen=True)
class Statement:
    """A fact stated by the user, ready to store."""

    category: str
    content: str


def extract_statements(text: str) -> list[Statement]:
    """The preferences, identity facts and decisions stated in one user message.
    Recalled ``<memory-context>`` blocks, code blocks and questions are ignored."""
    text = _CODE.sub(" ", _FENCE.sub(" ", text))
    found: list[Statement] = []
    for raw in _SPLIT.split(text):
        sentence = _FILLER.sub("", raw.strip())
        if not sentence or sentence.endswith("?"):
            continue
        for category, pattern, template, conjugate in _RULES:
            m = pattern.match(sentence)
            if m is None:
                continue
            x = _clean_object(m.group("x"), conjugate)
            if x:
                found.append(Statement(category, template.format(x=x)))
            break
    return found


def _clean_object(raw: str, conjugate: bool) -> str:
    x = _PLEASE.sub("", raw.strip().rstrip(".!;,").strip()).strip()
    if not MIN_CHARS <= len(x) <= MAX_CHARS or not re.search(r"[^\W\d_]", x) \
            or _DEICTIC.match(x):
        return ""
    for pattern, replacement in _PRONOUNS:
        x = pattern.sub(replacement, x)
    return _third_person(x) if conjugate else x


def _third_person(phrase: str) -> str:
    """"use tabs" -> "uses tabs": the first verb in the third person singular."""
    verb, _, rest = phrase.partition(" ")
    irregular = {"be": "is", "have": "has", "do": "does", "go": "goes"}
    low = verb.lower()
    if low in irregular:
        verb = irregular[low]
    elif re.search(r"(?:s|sh|ch|x|z|o)$", low):
        verb += "es"
    elif re.search(r"[^aeiou]y$", low):
        verb = verb[:-1] + "ies"
    else:
        verb += "s"
    return f"{verb} {rest}".strip()
