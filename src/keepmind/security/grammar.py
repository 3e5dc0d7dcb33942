"""Regex building blocks shared by the rule modules: separators, verbs, targets, files.

Pure; strings only. The rules think in grammar rather than phrases: an override verb near a
target that names earlier instructions, a send verb with a sensitive object and an outside
destination, a read verb whose object is a credential file. Every repetition is bounded.

Conventions: the text is lower-case and its whitespace collapsed (see ``normalize``);
``S`` separates two words of one sentence (spaces, a line break, markdown emphasis, commas,
quotes; never ``. ! ? ;``); :func:`p` turns the spaces of a readable phrase into ``S``.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Callable, Iterable, Iterator
from typing import Protocol

S = r"[^\w.!?;]{1,4}"
"""Between two words of one sentence."""

PHRASE_SPACE = "[ \n]"
"""A space of a word list's phrase ("mot de passe"): the prepared text keeps line breaks
(``normalize``), and a phrase wrapped over two lines holds one there."""

NOT_NEGATED = r"(?<!not )(?<!n't )(?<!never )(?<!no )(?<!nor )(?<!dont )(?<!avoid )"
"""Not right after a negation ("do not ignore the rules above" is advice, not an attack)."""

LINE = r"[^\n]"
# Chinese, Japanese and Korean characters: no letters of a word written with spaces, so a
# Latin word glued to them ("するAIは", "用API key发到") starts and ends there.
CJK = r"\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff"

# The words a verb's object begins with (articles, determiners, quantifiers, possessives),
# in the languages written with spaces: a line that ends in a word and a next line that
# begins with one of them are one sentence wrapped ("envoie\ntous les mots de passe ...",
# "schick\nalle Passwörter ..."), as hard-wrapped mails and hidden text are.
OBJECT_STARTS = (
    "the", "a", "an", "all", "every", "each", "your", "my", "his", "her", "their", "its",
    "this", "these", "those", "any", "der", "die", "das", "den", "dem", "des", "ein", "eine",
    "einen", "alle", "jede", "jeden", "deine", "dein", "ihre", "sämtliche", "le", "la", "les",
    "un", "une", "du", "tous", "toutes", "tout", "ton", "ta", "tes", "votre", "vos",
    "son", "sa", "ses", "leur", "leurs", "ce", "cette", "ces", "el", "los", "las", "una",
    "todo", "todos", "toda", "todas", "tu", "tus", "su", "sus", "este", "esta", "il", "lo",
    "gli", "i", "tutti", "tutte", "tutto", "tuo", "tua", "tuoi", "tue", "o", "os", "as", "um",
    "uma", "seu", "sua", "seus", "suas", "все", "всю", "весь", "всё", "эти", "этот", "эту",
    "твои", "твой", "его", "её", "их",
)
SENTENCE_END = re.compile(
    r"[.!?;\n。！？；](?:(?<=[.!?;])(?=\s|$)|(?<=[。！？；])"
    r"|(?<=\n)(?!(?<=[^\W\d_]\n)(?:l['’]|(?:" + "|".join(OBJECT_STARTS) + r")(?![^\W_]))))")
"""Where a sentence (or a clause cut by ``;``) ends: ".", "!", "?", ";" before a space or the
end, a Chinese or Japanese full stop, or a new line, unless a word ends the line and the
next begins with an object's first word (``OBJECT_STARTS``: a sentence wrapped)."""

WORD_START = rf"(?<![^\W_{CJK}])"
"""Not right after a letter or digit of a script written with spaces."""
_WORD_END = rf"(?:\b|(?<=[a-z0-9])(?=[{CJK}]))"


def glued(pattern: str) -> str:
    """``pattern`` (made by ``trie``) with each whole-word end (``$``, ``\\b``) also found
    where a Latin letter or digit meets a Chinese, Japanese or Korean character."""
    return pattern.replace(r"\b", _WORD_END)
"""Any character of the same line (shell rules stay on one command line)."""


def p(phrase: str) -> str:
    """``phrase`` with each space turned into the word separator ``S``."""
    return phrase.replace(" ", S)


def alt(*options: str) -> str:
    """A non-capturing alternation of ``options`` (each a regex fragment)."""
    return "(?:" + "|".join(options) + ")"


def gap(words: int) -> str:
    """Up to ``words`` arbitrary words, each followed by a separator."""
    return rf"(?:\w+{S}){{0,{words}}}"


def line_around(text: str, start: int, end: int, reach: int) -> tuple[int, int]:
    """The bounds of the line around ``text[start:end]``, at most ``reach`` characters each
    way (bounded searches: no rule may rescan a long line once per anchor)."""
    left = text.rfind("\n", max(0, start - reach), start) + 1 or max(0, start - reach)
    right = text.find("\n", end, end + reach)
    return left, right if right >= 0 else min(len(text), end + reach)


class Searchable(Protocol):
    """A compiled pattern, or one compiled on first use (``engine.LazyPattern``)."""

    def search(self, text: str, pos: int = ..., endpos: int = ...) -> re.Match[str] | None: ...

    def finditer(self, text: str, pos: int = ...,
                 endpos: int = ...) -> Iterator[re.Match[str]]: ...


# how far past a window a search reads, for the rest of a match that starts in it
_LOOK_PAST = 24


class Occurrences:
    """``within(text, start, end)``: does ``pattern`` occur in ``text[start:end]`` (only where
    ``counts(text, at)`` agrees, if given)?

    An occurrence is a match in the whole text (its look-arounds see the text around the
    window, so a word cut by the window's edge is neither lost nor taken for a shorter
    word) that starts in the window: at or after ``start``, before ``end``. A search reads
    ``_LOOK_PAST`` characters past the window for the rest of such a match (a longer word
    starting at the window's very end is read cut there).

    The windows asked about a text are searched one by one until together they would
    exceed the text's length; then the whole text is searched once and the occurrences kept
    for that text (the last one only, in one tuple so that threads sharing the rule never
    mix two texts up). A text with a few questions (a 64 KB document) costs its windows; a
    rule with thousands of candidates (an adversarial megabyte of cron lines) costs at most
    two passes over the text, never one search of each candidate's surroundings.
    """

    def __init__(self, pattern: Searchable,
                 counts: Callable[[str, int], bool] | None = None) -> None:
        self.pattern, self.counts = pattern, counts
        self._cache: tuple[str, int, list[int] | None] = ("", 0, None)
        self._compiled: Searchable | None = None

    def _searched(self) -> Searchable:
        """The compiled pattern itself (a lazy one compiled now): a text is asked about
        at every anchor, and a lazy pattern's own ``search`` costs two more calls."""
        compiled = self._compiled
        if compiled is None:
            lazy = getattr(self.pattern, "compiled", None)
            compiled = self._compiled = lazy() if callable(lazy) else self.pattern
        return compiled

    def within(self, text: str, start: int, end: int) -> bool:
        if start >= end:
            return False
        cached_text, searched, found = self._cache
        if cached_text is not text:
            searched, found = 0, None
        counts = self.counts
        if found is None:
            pattern = self._compiled or self._searched()
            if searched + end - start <= len(text):
                self._cache = (text, searched + end - start, None)
                if counts is None:  # the first match is all it takes: one search
                    first = pattern.search(text, start, end + _LOOK_PAST)
                    return first is not None and first.start() < end
                for m in pattern.finditer(text, start, end + _LOOK_PAST):
                    if m.start() >= end:
                        return False
                    if counts(text, m.start()):
                        return True
                return False
            found = [m.start() for m in pattern.finditer(text)
                     if counts is None or counts(text, m.start())]
            self._cache = (text, searched, found)
        at = bisect.bisect_left(found, start)
        return at < len(found) and found[at] < end


class Nearby:
    """``near(match, text)``: does ``pattern`` occur within ``reach`` characters of the
    match (on its line only with ``line``; starting a word only with ``word_start``)?

    The one neighbourhood check of every rule module, asked of :class:`Occurrences`.
    """

    def __init__(self, pattern: Searchable, reach: int, *, line: bool = False,
                 word_start: bool = False,
                 spared: Callable[[str, int], bool] | None = None) -> None:
        self.reach, self.line = reach, line
        counts = _word_starts if word_start else None
        if spared is not None:
            starts = counts

            def counts(text: str, at: int) -> bool:
                return (starts is None or starts(text, at)) and not spared(text, at)
        self.occurrences = Occurrences(pattern, counts)

    def __call__(self, match: re.Match[str], text: str) -> bool:
        if self.line:
            start, end = line_around(text, match.start(), match.end(), self.reach)
        else:
            start, end = max(0, match.start() - self.reach), match.end() + self.reach
        return self.occurrences.within(text, start, end)


def near_on_line(words: Iterable[str], reach: int = 400, *,
                 spared: Callable[[str, int], bool] | None = None) -> Nearby:
    """A :class:`Nearby` check: one of the literal ``words`` starts a word on the match's
    line, within ``reach`` characters (and not where ``spared(text, at)`` says so)."""
    return Nearby(re.compile(trie(words)), reach, line=True, word_start=True, spared=spared)


def _word_starts(text: str, at: int) -> bool:
    """Whether ``text[at]`` starts a word ("nc " in "sync " does not)."""
    return at == 0 or not (text[at].isalnum() and text[at - 1].isalnum())


def tokens(count: int) -> str:
    """Up to ``count`` space-separated tokens of one line (words, paths, URLs, quotes)."""
    return rf"(?:[^\s]{{1,200}} ){{0,{count}}}"


def trie(words: Iterable[str], *, spaces: str = " ") -> str:
    """A regex alternation of literal ``words`` shaped as a prefix tree (see ``_trie``);
    remembered, since the rules of many languages ask for the same word lists."""
    return _trie(tuple(words), spaces)


@functools.lru_cache(maxsize=4096)
def _trie(words: tuple[str, ...], spaces: str) -> str:
    """A regex alternation of literal ``words`` shaped as a prefix tree.

    ``re`` tries the alternatives of a group one after the other, so a tree (one test per
    character) is much faster than a flat list of hundreds of words. A word ending in ``$``
    must end at a word boundary ("you$" is not found in "your"); a space in a word becomes
    ``spaces`` (pass ``S`` for phrases of a sentence).
    """
    if not words:
        return ""
    table = {**_ESCAPES, ord("$"): r"\b", ord(" "): spaces}
    if spaces == " ":
        # The branches of a node then start with distinct literal characters (a "$", zero
        # wide, comes last), so their order does not matter: the tree is cut from the
        # sorted words, a run of single children in one step.
        return _sorted_trie(sorted(set(words)), 0, table)
    root: dict[str, dict] = {}  # type: ignore[type-arg]
    for word in words:
        node = root
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict[str, dict]) -> str:  # type: ignore[type-arg]
        # A whole-word end ("$") is tried last so that longer words win.
        branches = [ch.translate(table) + emit(child)
                    for ch, child in sorted(node.items(), key=lambda kv: kv[0] == "$") if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return "(?:" + body + ")?" if "" in node else body

    return emit(root)


# What ``re.escape`` escapes.
_ESCAPES = {ord(ch): "\\" + ch for ch in "()[]{}?*+-|^$\\.&~# \t\n\r\v\f"}


def _sorted_trie(words: list[str], depth: int, table: dict[int, str]) -> str:
    """The tree of ``words`` (sorted, distinct, sharing their first ``depth`` characters)
    below that prefix, as ``_trie`` writes it."""
    first, last = words[0], words[-1]
    end = depth
    while end < len(first) and end < len(last) and first[end] == last[end]:
        end += 1
    common, depth = first[depth:end], end
    ends = words[0] == words[0][:depth]  # the sorted list starts with the shortest
    rest = words[1:] if ends else words
    branches: list[str] = []
    whole_word = ""
    start = 0
    while start < len(rest):
        ch = rest[start][depth]
        stop = start + 1
        while stop < len(rest) and rest[stop][depth] == ch:
            stop += 1
        branch = ch.translate(table) + (
            _sorted_trie(rest[start:stop], depth + 1, table) if stop - start > 1 or
            len(rest[start]) > depth + 1 else "")
        if ch == "$":
            whole_word = branch
        else:
            branches.append(branch)
        start = stop
    if whole_word:
        branches.append(whole_word)
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")" \
        if branches else ""
    return common.translate(table) + ("(?:" + body + ")?" if ends and body else body)


CJK_CHAR = re.compile("[\u1100-\U0010ffff]")
"""A character of Chinese, Japanese or Korean (or of a script after them): a term that starts
with one is found anywhere, not at a word start (``branches``)."""


def branches(words: Iterable[str], *, whole: bool = False) -> list[str]:
    """Patterns for ``words``, each a prefix tree (``trie``): a spaced-script term
    starts a word (``$``, or ``whole``, ends one too); a term in Chinese, Japanese or
    Korean matches anywhere. Searched one by one, each begins with what ``re`` scans for
    fast (``\\b`` before a letter, a literal); one alternation of all is several times
    slower."""
    spaced, cjk = [], []
    for word in set(words):
        if CJK_CHAR.match(word):
            cjk.append(word)
        else:
            ends = whole and not word.endswith("$") and (word[-1].isalnum() or word[-1] == "_")
            spaced.append(word + "$" if ends else word)
    lettered = [w for w in spaced if w[0].isalnum()]
    other = [w for w in spaced if not w[0].isalnum()]
    return [*([r"\b(?:" + trie(lettered) + ")"] if lettered else []),
            *([r"(?<![^\W_])(?:" + trie(other) + ")"] if other else []),
            *([trie(cjk)] if cjk else [])]


def terms(words: Iterable[str], *, whole: bool = False) -> str:
    """``branches`` as one alternation, to embed in a larger pattern."""
    return "(?:" + "|".join(branches(words, whole=whole)) + ")"


def words(*phrases: str) -> str:
    """A prefix tree of literal phrases whose spaces separate the words of a sentence."""
    return "(?:" + trie(phrases, spaces=S) + ")"


def after(*words: str) -> str:
    """A look-behind: the text just before is one of ``words`` and a space.

    Lets a rule start at a rare word ("aside") while requiring the common one before it
    ("set aside"): the rule is then tried only where the rare word occurs.
    """
    return "(?:" + "|".join(f"(?<={re.escape(w)} )" for w in words) + ")"


# --- override: verbs -----------------------------------------------------------------------

STRONG_VERB = alt(
    r"ignor(?:e|es|ing)", r"disregard(?:s|ing)?", r"forget(?:s|ting)?", r"forgo", r"forego",
    r"overlook(?:s|ing)?",
    r"overrid(?:e|es|ing)", r"overwrit(?:e|es|ing)", r"bypass(?:es|ing)?",
    r"circumvent(?:s|ing)?", r"evad(?:e|es|ing)", r"sidestep(?:s|ping)?",
    r"neglect(?:s|ing)?", r"abandon(?:s|ing)?", r"discard(?:s|ing)?", r"dismiss(?:es|ing)?",
    r"nullif(?:y|ies|ying)", r"invalidat(?:e|es|ing)", r"revok(?:e|es|ing)", r"rescind",
    r"countermand", r"overrul(?:e|es|ing)", r"disobey(?:s|ing)?", r"defy(?:ing)?",
    r"violat(?:e|es|ing)", r"unlearn", r"supersed(?:e|es|ing)", r"trump(?:s)?",
    r"outrank(?:s)?", p(r"throw (?:out|away)"), p(r"move (?:past|beyond)"),
)
"""Override verbs on their own ("ignore"): a negation before them ("never ignore") is advice."""

STRONG_PHRASE = alt(
    after("set", "put", "cast", "push", "lay", "toss", "setting", "putting") + "aside",
    after("take", "takes", "taking", "have", "has") + p("(?:precedence|priority) over"),
    after("pay no", "paying no") + p("(?:attention|heed|mind) to"),
    after("take no", "taking no") + p("notice of"),
    after("free", "freeing", "release", "releasing") + p("(?:yourself|itself) (?:from|of)"),
    after("break", "breaking") + p("free (?:from|of)"),
    after("step", "stepping") + p("outside(?: of)?"),
)
"""Override phrases that start before their anchor word ("pay no attention to")."""

STRONG_OVERRIDE = alt(NOT_NEGATED + STRONG_VERB, STRONG_PHRASE)
"""Verbs that turn any qualified target into an override ("ignore all rules")."""

STRONG_ANCHORS = (
    "ignor", "disregard", "forget", "forgo", "forego", "overlook", "overrid", "overwrit",
    "bypass",
    "circumvent", "evad", "sidestep", "neglect", "abandon", "discard", "dismiss", "nullif",
    "invalidat", "revok", "rescind", "countermand", "overrul", "disobey", "defy", "violat",
    "unlearn", "supersed", "trump", "outrank", "throw$", "move$", "aside", "precedence",
    "priority", "attention", "heed", "mind$", "notice$", "yourself", "itself", "free$",
    "outside",
)

STOP_FOLLOWING = alt(
    after("stop", "quit", "cease", "stopped") + p(
        r"(?:following|obeying|adhering to|complying with|listening to|enforcing)"),
    after("not", "n't", "dont", "no longer", "never", "cease to", "refuse to", "need not",
          "no longer need to", "no longer have to", "n't need to", "not need to",
          "n't have to", "not have to", "not required to", "no need to", "not to")
    + p(r"(?:follow|obey|adhere to|comply with|abide by|listen to|enforce)"),
)
"""Negated obedience ("no longer follow", "stop obeying"): negative by construction."""

STOP_ANCHORS = ("following", "obeying", "adhering", "complying", "listening", "enforcing",
                "follow$", "obey$", "adhere$", "comply$", "abide$", "listen$", "enforce$")

WEAK_OVERRIDE = alt(
    r"skip(?:s|ping)?", r"drop(?:s|ping)?", r"wip(?:e|es|ing)", r"eras(?:e|es|ing)",
    r"shed", r"toss", r"clear", r"reset", r"suspend", r"lift", r"remov(?:e|es|ing)",
    r"disabl(?:e|es|ing)", r"deactivat(?:e|es|ing)", r"scrap", r"ditch", r"replac(?:e|es)",
    after("turn", "switch", "turning", "switching") + "off", after("get", "getting") + p(
        "rid of"), after("do") + p("away with"),
    after("work", "get", "working", "getting") + "around",
)
"""Verbs common in developer prose ("drop the table"): they need a specific qualifier."""

WEAK_ANCHORS = ("skip", "drop", "wip", "eras", "shed$", "toss$", "clear$", "reset$",
                "suspend$", "lift$", "remov", "disabl", "deactivat", "scrap$", "ditch$",
                "replac", "off$", "rid$", "away$", "around$")

# --- override: targets ---------------------------------------------------------------------

DETERMINER = alt("the", "all", "any", "every", "each", "of", "and", "these", "those", "my",
                 "our", "its", "such", "whatever", "both", "other", "this", "that")
SPECIFIC_QUALIFIER = alt(
    "previous", "prior", "above", "earlier", "preceding", "foregoing", "former", "original",
    "initial", "your", "ur", "system", "developer", "operator", "safety", "ethical", "moral",
    "built-in", "builtin", "hidden", "standing", "content", "user's", "users'", "owner's")
BROAD_QUALIFIER = alt("all", "any", "every")

INSTRUCTION_NOUN = alt(
    r"instructions?", r"guidelines?", r"directives?", r"directions", r"rules?",
    r"rule ?sets?", r"guidance", r"prompts?", r"programming", r"orders", r"commands",
    r"protocols?", r"polic(?:y|ies)", r"constraints?", r"restrictions?", r"limitations?",
    r"limits", r"boundaries", r"guardrails?", r"safeguards?", r"filters?", r"safety",
    r"ethics", r"morals", r"principles", r"training", r"conditioning", r"alignment",
    r"censorship", r"context", r"messages?", r"text", r"input", r"conversation", r"setup",
    r"configuration", r"persona", r"preamble", r"briefing", r"teachings", r"commandments",
    r"values", r"tasks?",
)
WEAK_NOUN = alt(
    r"instructions?", r"guidelines?", r"directives?", r"rules?", r"guidance", r"prompts?",
    r"programming", r"restrictions?", r"constraints?", r"guardrails?", r"safeguards?",
    r"principles", r"ethics", r"morals", r"polic(?:y|ies)", r"persona", r"alignment",
    r"conditioning", r"censorship", r"safety (?:rules|filters?|guidelines|checks|measures)",
    r"content (?:filters?|polic(?:y|ies))",
)
"""What a weak verb must name ("clear your rules"; "replace your air filter" is chores)."""

POST_QUALIFIER = alt(
    p(r"(?:above|before|earlier|previously|beforehand|so far|until now|to date|"
      r"up to (?:now|this point|here))"),
    p(r"(?:that |which )?(?:you|were|was|have been|has been)(?: (?:ve|have|had|were|got|"
      r"are|d|been))?(?: been)? (?:given|told|handed|taught|provided|supplied|assigned|"
      r"issued|fed|received|shown|programmed with|trained (?:on|with)|instructed with|"
      r"configured with|loaded with|got)(?: (?:earlier|before|previously|initially|"
      r"originally|so far|above|at (?:the )?(?:start|beginning)))?"),
    p(r"(?:given|provided|supplied|handed|issued|written|stated|listed|set) "
      r"(?:to you|above|earlier|before|previously|so far)"),
    p(r"(?:from|by) (?:your |the )?(?:developers?|creators?|operators?|openai|anthropic|"
      r"system|makers?|admins?)"),
    p(r"(?:that |which )?(?:your|the) (?:\w+ )?(?:developers?|creators?|operators?|makers?|"
      r"admins?|administrators?|owners?|trainers?|programmers?|engineers?|company|team|"
      r"openai|anthropic) (?:have |had |has )?(?:set up|set|gave you|give you|put in place|"
      r"put on you|placed on you|wrote|written|defined|configured|installed|imposed|"
      r"established|built in|baked in|programmed|added|created|laid down|enforce|enforced)"),
)


def target(verb_strength: str) -> str:
    """A noun phrase naming instructions the model already has.

    ``verb_strength`` is "strong" (``all``/``any``/``every`` qualify a noun) or "weak"
    (only a specific qualifier such as "previous", "your" or "system" does). A specific
    qualifier may be followed by one free adjective ("your core directives"); a broad one may
    not ("ignore all lint rules" is a coding preference). Groups ``quals``/``broad`` hold the
    words before the noun, for the "about/in …" exception.
    """
    word = alt(DETERMINER, SPECIFIC_QUALIFIER)
    lead = rf"(?:{DETERMINER}{S}){{0,3}}"
    if verb_strength == "strong":
        specific = (rf"(?P<quals>{lead}{SPECIFIC_QUALIFIER}(?:'s|s')?{S}(?:{word}{S}){{0,2}})"
                    rf"(?:\w+{S})?{INSTRUCTION_NOUN}\b(?:{S}{POST_QUALIFIER})?")
    else:
        specific = (rf"(?P<quals>{lead}{SPECIFIC_QUALIFIER}(?:'s|s')?{S}(?:{word}{S}){{0,2}})"
                    rf"{WEAK_NOUN}\b(?:{S}{POST_QUALIFIER})?")
    broad = (rf"(?P<broad>{lead}{BROAD_QUALIFIER}{S}(?:{word}{S}){{0,2}})"
             rf"{INSTRUCTION_NOUN}\b(?:{S}{POST_QUALIFIER})?")
    qualified = alt(specific, broad) if verb_strength == "strong" else specific
    post = rf"{lead}{INSTRUCTION_NOUN}{S}{POST_QUALIFIER}"
    filler = alt("that", "which", "you", "i", "we", "was", "were", "have", "has", "had",
                 "been", "ve", "is", "are", "s", "said", "written", "stated", "told", "given",
                 "in", "this", "the", "conversation", "chat", "prompt", "message", "text")
    pronoun = alt(
        rf"(?:everything|anything|all|whatever)(?:{S}{filler}){{0,4}}{S}"
        + alt("above", "before", "earlier", "previously", "prior", "preceding", "so far",
              "until now", p("up to (?:now|here|this point)")),
        rf"(?:everything|anything|all|whatever)(?:{S}that)?{S}you"
        rf"(?:{S}(?:ve|have|had|were|got))?(?:{S}been)?{S}(?:told|given|taught|instructed|fed)",
        p(r"(?:all (?:of )?)?the (?:above|foregoing|preceding)") + rf"(?={S}(?:and|then|"
        r"instead|entirely|completely|now|please)\b|\s*(?:$|[.,;:!?\n)]))",
        p(r"what(?:ever)? (?:came|was said|was written|you were told|you were given) "
          r"(?:before|above|earlier|previously)"),
    )
    return rf"(?P<target>{alt(qualified, post, pronoun)})"


def weak_only_followed_by_topic(quals: str | None, after: str) -> bool:
    """True for "the earlier rule about tabs": a weak qualifier and a named topic.

    Such a phrase is about one old rule, not about the model's instructions; "all/your/
    system … about …" stays an attack.
    """
    if quals is None:
        return False
    words = set(quals.replace(",", " ").split())
    if words & {"all", "any", "every", "your", "ur", "system", "developer", "operator",
                "safety", "ethical", "moral", "built-in", "builtin", "hidden"}:
        return False
    head = after.lstrip(" *_`'\"-:,\n")[:12]
    return head.startswith(("about ", "regarding ", "on ", "for ", "concerning ", "in ",
                            "from ", "of "))


# --- files and commands --------------------------------------------------------------------

CREDENTIAL_FILE = (
    r"(?<![\w.-])(?:[\w.@-]+:)?(?:~/|\$home/|\$\{home\}/|%userprofile%[\\/]|/root/|"
    r"/home/[\w.-]+/|\.\./|\./|/)?(?:[\w.-]+/){0,3}"
    + alt(
        r"\.env(?:\.(?:local|prod|production|dev|development|staging|test|secrets?))?"
        r"(?![\w.-])",
        r"\.netrc\b", r"_netrc\b", r"\.pgpass\b", r"\.npmrc\b", r"\.pypirc\b",
        r"\.git-credentials\b", r"\.aws/(?:credentials|config)\b", r"\.aws(?![\w.-]|/)",
        r"\.azure/", r"\.config/gcloud\b", r"application_default_credentials\.json",
        r"\.kube/config\b", r"kubeconfig\b", r"\.docker/config\.json",
        r"\.ssh/id_\w+(?!\.pub|[\w.])", r"\.ssh(?![\w.-]|/)", r"\.ssh/\*",
        r"id_(?:rsa|dsa|ecdsa|ed25519)(?![\w.])", r"/etc/shadow\b", r"/etc/sudoers\b",
        r"\.vault-token\b", r"\.terraform\.d/credentials", r"credentials\.json\b",
        r"service[-_]?account[\w.-]*\.json", r"\.gnupg\b", r"\.password-store\b",
        r"login\.keychain(?:-db)?", r"wallet\.dat\b", r"\.(?:bash|zsh)_history\b",
        r"\.config/gh/hosts\.yml", r"\.cargo/credentials", r"\.gem/credentials",
        r"\.m2/settings\.xml", r"\.htpasswd\b",
    )
)
"""A path to a file or folder that holds credentials (``.env.example`` is not one)."""

CREDENTIAL_ANCHORS = ("env$", "netrc", "_netrc", "pgpass", "npmrc", "pypirc",
                      "git-credentials", "aws$", "azure$", "gcloud", "application_default",
                      "kube$", "kubeconfig", "docker$", "ssh$", "id_rsa", "id_dsa", "id_ecdsa",
                      "id_ed25519", "shadow$", "sudoers", "vault-token", "terraform",
                      "credentials", "service-account", "service_account", "serviceaccount",
                      "gnupg", "password-store", "login.keychain", "wallet$", "bash_history",
                      "zsh_history", "hosts.yml", "cargo$", "gem$", "m2$", "htpasswd")
"""Words of CREDENTIAL_FILE to anchor on (every alternative contains one at a word start)."""

NETWORK_TOOL = alt(
    r"curl", r"wget", r"nc", r"ncat", r"netcat", r"socat", r"telnet", r"scp", r"sftp",
    r"rsync", r"t?ftp", r"invoke-webrequest", r"invoke-restmethod", r"iwr", r"irm", r"xh",
    r"aria2c", r"fetch", r"axios", r"requests\.(?:get|post|put|patch)", r"httpx",
    r"urllib", r"urlopen", r"net\.webclient", r"webclient", r"downloadstring",
    r"uploadstring", r"/dev/(?:tcp|udp)/", r"dig", r"nslookup",
)
NETWORK_ANCHORS = ("curl", "wget", "nc$", "ncat", "netcat", "socat", "telnet", "scp$",
                   "sftp", "rsync", "ftp$", "tftp", "invoke-webrequest", "invoke-restmethod",
                   "iwr$", "irm$", "xh$", "aria2c", "fetch$", "axios", "requests.", "httpx",
                   "urllib", "urlopen", "net.webclient", "webclient", "downloadstring",
                   "uploadstring", "dev/tcp", "dev/udp", "dig$", "nslookup")

SECRET_VARIABLE = alt(
    r"\$\{?[a-z0-9_]*(?:key|token|secret|pass(?:word|wd|phrase)?|pwd|cred(?:ential)?s?|"
    r"auth|session|cookie|private|bearer|access)[a-z0-9_]*\}?",
    # The output of a command that lists the whole environment, however it is then
    # encoded or compressed ("$(env)", "$(printenv | gzip | base64)", "`env | base64`").
    r"\$\(\s*(?:env|printenv)\b[^)`\n]{0,80}\)", r"`\s*(?:env|printenv)\b[^`\n]{0,80}`",
    r"%[a-z0-9_]*(?:key|token|secret|password)[a-z0-9_]*%",
    r"\$env:[a-z0-9_]*(?:key|token|secret|password)",
    r"os\.environ", r"os\.getenv", r"getenv\(", r"process\.env", r"environ\[",
    r"secrets\.[a-z0-9_]+",
)
"""A reference to a secret held in the environment ($OPENAI_API_KEY, os.environ, the output
of ``env``, …)."""

PRIVATE_IP = (r"(?:(?:10|127)(?:\.\d{1,3}){3}|192\.168(?:\.\d{1,3}){2}"
              r"|172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2})")
"""An address of a private network or of the machine itself (10/8, 172.16/12, 192.168/16,
127/8): no one outside can receive there."""

PAYLOAD_WORDS = (
    "curl", "wget", "nc ", "ncat", "netcat", "socat", "/dev/tcp/", "/dev/udp/", "sh -i",
    "base64", "python -c", "python3 -c", "perl -e", "ruby -e", "php -r", "mkfifo", "nohup",
    "powershell -e", "powershell.exe -e", "-encodedcommand", "iwr ", "irm ",
    "invoke-webrequest", "invoke-restmethod", "downloadstring", "/tmp/", "/dev/shm",
    "authorized_keys", "ld_preload", "dyld_insert_libraries", "prompt_command", "base_url=",
    "base_url =", "api_base=", "api_base =", "_proxy=", "_proxy =", "alias sudo=",
    "alias su=", "alias ssh=", "alias git=", "alias ls=", "alias cd=", "alias cat=",
    "alias npm=", "alias pip=", "alias python=", "alias docker=", "alias kubectl=",
    "alias curl=",
)
"""What a persistence foothold would run: a download, a reverse shell, a hijacked env."""
