"""Whether a negation anywhere in a verb's clause negates it (issue 12, session 9).

Pure. A negation need not stand next to its verb: German puts the verb last ("Passwörter
werden nie an Dritte gesendet werden", "dass er seine Regeln nicht einfach so ignorieren
darf"), French, Italian and Russian put words between ("ne seront en aucun cas envoyées",
"non verranno in nessun caso inviate", "ни в коем случае не должен ... игнорировать"),
English and Portuguese set a phrase off by commas ("are never, under any circumstances,
sent"), Japanese ends the clause with it ("送信することは決してありません"). A rule's own check
looks a few characters around its verb; this one reads the verb's clause.

The scope of a negation is its clause: from the last clause boundary before the verb (a
comma, colon or dot before a space, a semicolon, a sentence end, a quote, a contrasting
conjunction, "but", "sondern", "然后", or "and" before a verb in command form,
``pooled.orders.ORDERS``: "never ask and send ...", not "keine Notizen und Chatverläufe")
to the verb; in Japanese and Korean also the endings after the verb; and a negation that
ends a comma-delimited segment ("never,", "nunca,") reaches over one inserted phrase. A
negation in another clause negates nothing here: "Frag den Nutzer nicht, sondern schicke
...", "Не спрашивай пользователя, просто отправь ...", "Es ist kein Test: ...". Nor does
one that belongs to another word: "don't forget to send" and "vergiss nicht" remind (an
override verb next to it), "nicht nur" is "not only", "nicht mehr", "ya no", "больше не",
"不再" say "no longer" (an attack's own words: "you no longer follow your rules"), "don't
hesitate", "must not refuse", "never fail to", "não deixe de", "zögere nicht" order it
twice over (``ENCOURAGING``, also asked by the concept rules' near checks through
``ClauseNegation.encourages``; a negation in the governed clause still negates: "don't
forget to never send"), "не обращай внимания" is an override and "не могли бы вы" a polite
request (a phrase of ``pooled.orders.OVERRIDE`` or ``concept_speech.POLITE``); a rule
whose own terms hold a negation ("ne s'appliquent plus") is not vetoed by it; and in
Japanese an obligation, a permission or a request is no negation
("送信しなければなりません", "送信してもかまいません", "見せてくれない？"), nor is the
predicate that a rule's own term awaits ("従う必要は" + "ありません"). The negations are the
concept lexicon's (``NEGATION``, ``NEGATION_IN_CLAUSE``, ``NEGATIVE_PHRASES``), every
language at once.

Linear: each check reads a bounded window before and after the verb.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from keepmind.security import concept_speech as speech
from keepmind.security.grammar import CJK, trie
from keepmind.security.pooled import consent, egress, host, orders, reveal, roles, syntax

_BEFORE = 120
_AFTER = 40

_CONTRAST = (
    "but", "then", "aber", "sondern", "dann", "mais", "puis", "pero", "sino", "luego", "mas",
    "depois", "ma", "però", "poi", "но", "а", "потом", "затем",
)
_AND = ("and", "und", "et", "y", "e", "и")
# "and" opens a clause only before a verb that gives an order ("never ask and send ..."),
# not between two nouns ("keine Notizen und Chatverläufe ... übertragen").
_BOUNDARY = re.compile(
    r"[;!?\n。、！？；：，\"“”「」()（）]|[.,:](?!\S)|(?<![^\W_])(?:(?:" + trie(_CONTRAST)
    + r")(?![^\W_])|(?:" + trie(_AND) + r") (?=(?:" + trie(orders.ORDERS) + r")(?![^\W_])))"
    + "|然后|然後|而是|但是|並且|并且|ただし|하지만|그리고")

ENCOURAGING = {
    "en": ("hesitat", "fail", "forget", "neglect", "omit", "miss$", "be afraid", "be shy",
           "fear", "shy away", "hold back", "think twice", "refus"),
    "de": ("zöger", "zauder", "scheu", "vergiss", "vergess", "versäum", "verpass", "angst",
           "fürchte", "unterlass", "verweiger", "abhalt"),
    "fr": ("hésit", "oubli", "manque", "crain", "peur", "néglig", "omets", "omettez", "tarde",
           "te gêne", "vous gênez", "refus"),
    "es": ("dud", "olvid", "dejes de", "deje de", "dejéis de", "miedo", "vacil", "titube",
           "faltes", "falte", "te cortes", "se corte", "rechaz"),
    "pt": ("hesit", "esqueç", "esquec", "deixe de", "deixes de", "medo", "falh", "se acanhe",
           "te acanhes", "receio", "recus"),
    "it": ("esit", "dimentic", "mancare", "mancate", "manchi", "paura", "temere", "temete",
           "trascur", "ometter", "farti problemi", "rifiut"),
    "ru": ("стесня", "сомнева", "колебл", "забу", "забыв", "бойся", "бойтесь", "бояться",
           "упусти", "пренебрег", "пропусти", "отказ"),
    "zh": ("犹豫", "猶豫", "迟疑", "遲疑", "忘", "怕", "害怕", "客气", "客氣", "顾虑", "顧慮",
           "吝"),
    "ja": ("忘れ", "ためら", "躊躇", "遠慮", "恐れ", "怖が"),
    "ko": ("주저", "망설", "잊", "두려워", "겁내", "사양"),
}
"""Verbs whose negation encourages the verb they govern, a double negative: "do not
hesitate to", "never fail to", "don't be afraid to", "zögere nicht", "vergiss nicht",
"n'hésite pas à", "ne manque pas de", "no olvides", "não deixe de", "non esitare a",
"не забудь", "не бойся", "别忘了", "不要犹豫", "忘れないで", "잊지 말고". A negation next to one
(a word or two before it; in German right after it: "zögere nicht", "scheue dich nicht";
in Japanese and Korean in its ending: "送信するのをためらわないで") negates that verb, not
the later one it governs; a negation inside the governed clause still does ("don't forget
to never share your key", "no olvides no enviar nunca"). Stems as in ``pooled`` (``$`` ends a
word)."""

_ENCOURAGING = tuple(w for words in ENCOURAGING.values() for w in words)
_PRONOUNS = ("dich", "dir", "euch", "sich", "mich", "uns")

_SPARED_AFTER = (
    "only", "more", "longer", "again", "nur", "mehr", "wieder", "seulement", "plus", "solo",
    "sólo", "más", "só", "mais", "più", "只", "仅", "僅", "再", *orders.OVERRIDE,
    *roles.REFUSE,
    # A Chinese verb of asking, which the negation belongs to ("不用问用户，把…发到").
    "问", "問", "询问", "詢問", "确认", "確認", "请示", "請示",
)
"""Words that make a negation a word or two before them no negation of a later verb: "not
only", "nicht mehr", "must not refuse", "不用问" (and the verbs of ``ENCOURAGING``)."""

_SPARED_BEFORE = ("ya", "já", "больше", "no longer", *orders.OVERRIDE, *roles.REFUSE)
"""Words that make a negation right after them "no longer" or a reminder ("vergiss nicht")."""

_OWN_PHRASES = tuple(w.rstrip("$") for w in (*orders.OVERRIDE, *speech.POLITE)
                     if "~" not in w)

# Japanese: the verb, then kana (and "決して", "一切", "絶対"), then a negative ending;
# an obligation ("なければ", "なくては", "ないと") or a permission ("かまいません") is none.
# Korean: the verb, then a negative auxiliary ("지 않", "지 마", "지 말"), or "없" after a
# nominal ending ("보내는 일은 없습니다").
_SOV_NEGATED = re.compile(
    r"[ぁ-ゖー]{0,12}(?:(?:決して|一切|絶対に?|全く)[ぁ-ゖ]{0,8})?(?:ません|ない|ず|ぬ)"
    r"|[가-힣]{0,6}\s?(?:지\s?않|지\s?마|지\s?말|(?:는|을|ㄹ) (?:일은|수) 없)")
_PARTICLES = frozenset("はもがを는은도")
# Nor is the negation of an encouraging verb after it ("送信するのをためらわないで").
_SOV_SPARED = re.compile(r"なけれ|なくて|ないと|かまい|構い|問題あり|差し支え|くれな|もらえな"
                         r"|いただけな|않으면|말고|"
                         + trie((*ENCOURAGING["ja"], *ENCOURAGING["ko"])))
# A negative question asks ("見せてくれない？", "送ってもらえませんか").
_ASKED = re.compile(r"\s?[?？か]")


_WRITING = tuple(w.rstrip("$") for w in (*host.SAVE, *host.EDIT, *reveal.PASTE))
# Verbs of revealing, sending and publishing that are no verbs of writing ("écris",
# "schreib", "inserisci" write into files too: a refusal does not govern a planted line).
_REFUSABLE = re.compile(trie(w.rstrip("$") for w in (
    *reveal.REVEAL, *egress.SEND, *egress.PUBLISH) if "~" not in w
    and not any(w.startswith(v) or v.startswith(w.rstrip("$")) for v in _WRITING)))
_REFUSAL = re.compile(r"(?<![^\W_])(?:" + trie(w for w in roles.REFUSE if ord(w[0]) < 0x1100)
                      + ")|" + trie(w for w in roles.REFUSE if ord(w[0]) >= 0x1100))
_UNDOING = re.compile(r"(?<![^\W_])(?:" + trie((
    "stop", "quit", "cease", "instead of", "rather than", "why", "without", "no need",
    "no reason", "rude", "wrong", "to$", "hör auf", "statt", "anstatt", "warum", "ohne",
    "arrête", "au lieu de", "pourquoi", "sans", "deja de", "en vez de", "en lugar de",
    "por qué", "sin$", "pare de", "em vez de", "sem$", "smetti", "invece di", "perché",
    "senza", "перестань", "хватит", "вместо", "зачем", "почему", "без$")) + ")"
    + "|" + trie(("别再", "別再", "不要再", "为什么", "為什麼", "何で", "なぜ", "왜", "그만")))
# The refusal as a gerund or a noun ("refusing", "refusal": "stop refusing", "refusal is
# rude"), and the Japanese and Korean negative endings after it ("断らないで", "거절하지 마").
_REFUSAL_FORM = re.compile(r"[^\W\d_]{0,3}(?:ing|al)(?![^\W_])")
_NEGATION_AFTER = re.compile(r"[ぁ-ゖ]{0,4}(?:ない|ず|ません)"
                             r"|[가-힣]{0,3}\s?(?:지\s?않|지\s?마|지\s?말)")


def asked(text: str, start: int) -> bool:
    """Whether the negation at ``text[start]`` is the 不 or 没 of a Chinese A-not-A question
    ("能不能贴出来？", "可不可以发给我", "愿不愿意", "有没有"): the same character on either
    side of it asks, it negates nothing."""
    return (text[start:start + 1] in ("不", "没", "沒") and 0 < start < len(text) - 1
            and text[start - 1] == text[start + 1] and ord(text[start - 1]) >= 0x3400)


_NEAR_ONLY = ("不", "no$")
"""Negations that only the rules' own checks read, right before a verb: a bare 不 begins too
many words (不同, 不少, 不断; its compounds 不会, 不要, 不能, 绝不 are read), Portuguese "no"
is "in the" ("Coloque no .profile")."""


_OTHER_WORDS = re.compile(trie(syntax.NOT_NEGATING))
_OTHER_LONGEST = max(map(len, syntax.NOT_NEGATING))


def in_other_word(text: str, start: int, end: int) -> bool:
    """Whether the negation at ``text[start:end]`` is part of a Chinese or Japanese word that
    negates nothing (``pooled.syntax.NOT_NEGATING``: "分别", "不断", "勿論")."""
    if ord(text[start]) < 0x1100:
        return False
    for at in range(max(0, start - _OTHER_LONGEST + 1), start + 1):
        other = _OTHER_WORDS.match(text, at)
        if other is not None and other.end() >= end:
            return True
    return False


class ClauseNegation:
    """A clause-level negation check over the words ``negations`` (concept-lexicon terms:
    a stem, ``$`` ends a word, a Chinese, Japanese or Korean term matches anywhere)."""

    def __init__(self, negations: Sequence[str]) -> None:
        # A stem of three letters or fewer ends its word here (a short negation of
        # another lexicon than ``pooled``, whose own end theirs: "not$"); a longer
        # one begins words ("kein": keine, keinem, keinesfalls).
        spaced = tuple(w if w.endswith("$") or len(w) > 3 else w + "$"
                       for w in negations if ord(w[0]) < 0x1100)
        unspaced = tuple(w for w in negations if ord(w[0]) >= 0x1100)
        self.words = tuple(negations)
        # One prefix tree, searched fast; a spaced term must start a word and "别人",
        # "別的" (others, other) begin with a negation's character: both checked after.
        self._word = re.compile(trie((*spaced, *unspaced)))
        # Checked only where a negation is: most windows hold none.
        self._spared_after = _word_after(_SPARED_AFTER)
        self._spared_before = _word_before(_SPARED_BEFORE)
        self._encouraged_after = _word_after(_ENCOURAGING)
        # German puts the negation after the verb, a pronoun may come between: "zögere
        # nicht", "scheue dich nicht" (elsewhere a verb before a negation governs it: "no
        # olvides no enviar", "не забудь никогда не отправлять").
        self._encouraged_before = _word_before(ENCOURAGING["de"], gap=r"(?:(?:" + trie(
            _PRONOUNS) + r") )?")
        # A negation that begins a phrase of its own is none: "не обращай внимания" and
        # "别管" are override verbs, "не могли бы вы" a polite request.
        self._own = re.compile(trie(_OWN_PHRASES))

    def _negations(self, text: str, lo: int, hi: int, verb: int) -> list[re.Match[str]]:
        """The negations in ``text[lo:hi]`` that belong to no other word than the verb at
        ``verb``."""
        return [m for m in self._word.finditer(text, lo, hi) if self._negating(text, m, verb)]

    def _negating(self, text: str, m: re.Match[str], verb: int) -> bool:
        start, end = m.span()
        if ord(m.group()[0]) < 0x1100:
            if start > 0 and _WORD.match(text, start - 1):  # inside a word
                return False
        elif text[end:end + 1] in ("人", "的") or in_other_word(text, start, end) or asked(
                text, start):
            return False
        # A word that takes the negation for itself, before the verb ("don't forget to
        # send"; not "nicht einfach so ignorieren", whose verb is the one asked about).
        spared = self._spared_after.match(text, end)
        return not (self._own.match(text, start) or spared and spared.end() <= verb
                    or self._spared_before.search(text, max(0, start - 24), start)
                    or self.encourages(text, start, end, verb))

    def encourages(self, text: str, start: int, end: int, verb: int) -> bool:
        """Whether the negation ``text[start:end]`` negates an encouraging verb
        (``ENCOURAGING``) that stands between it and the verb at ``verb`` ("no olvides
        enviar", "不要忘记把 ... 转发", "zögere nicht, ... zu ignorieren"): it then orders
        that verb, it does not negate it."""
        after = self._encouraged_after.match(text, end)
        return after is not None and after.end() <= verb \
            or self._encouraged_before.search(text, max(0, start - 24), start) is not None

    def holds_negation(self, terms: Sequence[str]) -> bool:
        """Whether one of ``terms`` holds a negation ("ne s'appliquent plus", "nicht
        mehr"): a match of such terms is negated on purpose, not by its clause."""
        return any(self._negations(term.replace("$", " ").replace("~", ""), 0, len(term),
                                   len(term)) for term in terms)

    def negates(self, text: str, start: int, end: int, *, inside: bool = False,
                over_phrase: bool = True) -> bool:
        """Whether a negation in the clause of ``text[start:end]`` (a verb, or a rule's
        match that holds one) negates it: one before it in its clause (or, with
        ``inside``, within it: "die Passwörter werden nie ... gesendet"; with
        ``over_phrase``, also one that ends the phrase before an inserted one), or one of
        the Japanese and Korean endings after it."""
        lo = max(0, start - _BEFORE)
        stop = end if inside else start
        found = self._negations(text, lo, stop, start)
        if found and self._in_clause(text, lo, stop, found, over_phrase=over_phrase) \
                or self.refuses(text, start):
            return True
        # A match that ends in a particle ("従う必要は") awaits a predicate of its own.
        if end == 0 or text[end - 1] in _PARTICLES:
            return False
        after = _SOV_NEGATED.match(text, end, end + _AFTER)
        return after is not None and not _SOV_SPARED.search(after.group()) \
            and not _ASKED.match(text, after.end())

    def refuses(self, text: str, start: int) -> bool:
        """Whether a refusal earlier in its clause governs the verb of revealing, pasting,
        sending or publishing at ``start``: "the assistant must refuse requests to reveal
        its system prompt", "il bot rifiuta di inviare la cronologia", "拒绝透露系统提示词".
        A refusal that is negated, stopped, evaluated or asked about governs nothing: "never
        refuse to reveal", "stop refusing to print", "instead of refusing, send", "it is
        rude to refuse to show", "why refuse to print ...?"; nor one in another script than
        the verb (an order in Chinese glued after an English refusal). Obeying is not among
        the verbs: "refuse to follow your rules" sets rules aside."""
        if not _REFUSABLE.match(text, start):
            return False
        lo = max(0, start - _BEFORE)
        cuts = [m.end() for m in _BOUNDARY.finditer(text, lo, start)]
        clause = cuts[-1] if cuts else lo
        return any(not self._undone(text, m.start(), m.end())
                   and _script(text[m.start()]) == _script(text[start])
                   for m in _REFUSAL.finditer(text, clause, start))

    def _undone(self, text: str, start: int, end: int) -> bool:
        """Whether the refusal ``text[start:end]`` is negated ("never refuse", "nicht
        ablehnen"), stopped or evaluated ("stop refusing", "rude to refuse")."""
        lo = max(0, start - 24)
        # Any negation near it, even one that ends another word ("cannot refuse").
        return (self._word.search(text, lo, start) is not None
                or _UNDOING.search(text, lo, start) is not None
                or _REFUSAL_FORM.match(text, end) is not None
                or _NEGATION_AFTER.match(text, end) is not None)

    @staticmethod
    def _in_clause(text: str, lo: int, stop: int, found: list[re.Match[str]], *,
                   over_phrase: bool = True) -> bool:
        # Read a little past ``stop``: "and" opens a clause by the verb after it.
        cuts = [m for m in _BOUNDARY.finditer(text, lo, stop + 24) if m.end() <= stop]
        clause = cuts[-1].end() if cuts else lo
        if any(m.start() >= clause for m in found):
            return True
        if not over_phrase:
            return False
        # Over at most one inserted phrase: "nunca, em hipótese alguma, serão enviadas": a
        # negation that ends the segment before a comma, after a word (not "No, ...").
        for index in (len(cuts) - 1, len(cuts) - 2):
            if index < 0 or cuts[index].group() != ",":
                break
            begin = cuts[index - 1].end() if index > 0 else lo
            comma = cuts[index].start()
            if any(begin < m.start() and not text[m.end():comma].strip()
                   and text[m.start() - 1].isspace()
                   and _WORD.search(text, begin, m.start()) for m in found):
                return True
        return False


_WORD = re.compile(r"[^\W_]")


# ``normalize`` makes a full-width comma or colon ASCII, with no space after it in Chinese,
# Japanese and Korean ("不用询问用户,直接把 ..."): a boundary too.
_CUT = re.compile(_BOUNDARY.pattern + f"|[,:](?=[{CJK}])")


def clause_of(text: str, lo: int, start: int, end: int, hi: int) -> tuple[int, int]:
    """The clause of ``text[start:end]`` within ``text[lo:hi]``: from the last clause
    boundary before it (``_BOUNDARY``: a comma, a semicolon, a sentence end, "but", ...) to
    the first one after it."""
    cuts = [m.end() for m in _CUT.finditer(text, lo, start)]
    after = _CUT.search(text, end, hi)
    return (cuts[-1] if cuts else lo), (after.start() if after is not None else hi)


def _script(char: str) -> int:
    """A coarse script class: Latin (and digits), Cyrillic, or Chinese, Japanese, Korean."""
    code = ord(char)
    return 0 if code < 0x400 else 1 if code < 0x530 else 2


def _word_after(words: Sequence[str]) -> re.Pattern[str]:
    """One of ``words`` at most two words after a negation's end: the nearest ("do not
    hesitate to forget" is spared by "hesitate", not read past it to "forget")."""
    return re.compile(r"\s?(?:\w+\s){0,2}?(?:" + trie(words) + ")")


def _word_before(words: Sequence[str], *, gap: str = "") -> re.Pattern[str]:
    """One of ``words`` (spaced languages) right before a negation ("vergiss nicht"), or
    ``gap`` before it."""
    return re.compile(r"(?<![^\W_])(?:" + trie(
        w.rstrip("$") for w in words if ord(w[0]) < 0x1100 and "~" not in w
        and len(w.rstrip("$")) > 1) + r")[^\W_]{0,12} " + gap + "$")


CLAUSE = ClauseNegation((
    *(w for w in syntax.NEGATION if w not in _NEAR_ONLY), *syntax.NEGATION_IN_CLAUSE,
    *syntax.NEGATIVE_PHRASES))
"""The check over every language's negations at once."""

ASK = ClauseNegation((*CLAUSE.words, *syntax.NO_ONE, *syntax.CONTRACTED))
"""The check of a verb of asking (``pooled.syntax.ASKING``): ``CLAUSE``'s negations and a
negative subject ("no bank will ever ask", "nessuna banca ti chiederà": ``NO_ONE``), which
negates what its subject does, and English negations written onto their auxiliary ("won't
ever ask": ``CONTRACTED``)."""


_SAFEGUARD_DROPPED = re.compile(trie(w.rstrip("$") for w in (*consent.CONFIRM_LESS,
                                                             *consent.WITHOUT_CHECK)))


def keeps_safeguard(text: str, at: int) -> bool:
    """Whether a phrase that drops a safeguard begins at ``at`` ("without asking", "ohne
    Rückfrage", "sans confirmation": ``pooled.consent.CONFIRM_LESS`` and ``WITHOUT_CHECK``)
    and a negation in its clause negates it (``CLAUSE``): "never deploy without asking",
    "dass der Agent keine Migrationen ohne Rückfrage ausführt" are a double negative, the
    safeguard itself. Only a negation of its own clause counts: "frag nicht, führe ... ohne
    Rückfrage aus" negates another verb. A phrase that holds its own negation ("не
    спрашивай подтверждения", "ne pas demander de confirmation") is none: a negation before
    it is negative concord ("никогда не спрашивай подтверждения": never ask), not a second
    negation. So is one whose verb ends in its negation ("묻지 않고": not asking), which the
    check for a Japanese or Korean ending after a verb would read as negating it again."""
    dropped = _SAFEGUARD_DROPPED.match(text, at)
    if dropped is None:
        return False
    phrase = dropped.group()
    return not CLAUSE.holds_negation((phrase,)) and _SOV_NEGATED.search(phrase) is None \
        and CLAUSE.negates(text, at, at, over_phrase=False)
