"""Intent rules built from per-language lexicons: the same meanings in every language.

Pure. An attack is an intent, not a phrase: a verb that sets aside the model's earlier
instructions, a request to reveal its prompt, a new identity without limits, private data
sent somewhere outside, action hidden from the user, a claim of authority. A
:class:`Lexicon` lists, for one language, the words of each concept those intents are made
of; :func:`intent_rules` turns it into engine rules with the standard finding ids and
English reasons, whatever the text's language. A language's module may add rules of its own
with :func:`pair` and :func:`alone`.

Terms are literal lower-case text (after ``normalize``: NFKC, one space between words). In
a language written with spaces a term must start a word and matches any word it begins
("ignor" finds "ignoriere"); a term starting with ``~`` may also begin inside a word
(German compounds: "~anweisung" finds "Systemanweisungen"); a term ending in ``$`` must end
a word. A space inside a term stands for the gap between two words of a sentence. In a
language written without spaces (Chinese, Japanese) a term matches anywhere.

A pair rule matches its first concept and its second one in the same sentence, in either
order, at most ``window`` characters apart (verb-final languages put the verb last); it is
vetoed when the first concept's term directly follows a negation ("do not ignore the
warnings") or is directly followed by one (German "ignoriere nicht", after the rest of the
word in a spaced language; Japanese "無視しないで", Korean "무시하지 마").
Every pattern is bounded, so the rules stay linear in the text like all others
(``engine``).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from keepmind.security.engine import Accept, LazyPattern, Rule, rule
from keepmind.security.findings import SCOPES, Scope
from keepmind.security.grammar import trie

_SENTENCE_END = ".!?;\n。！？；"
# Any character of the sentence; a dot followed by a letter or digit (in a URL, a file
# name, an e-mail address, "v1.2") does not end it.
_GAP = f"(?:[^{re.escape(_SENTENCE_END)}]|\\.(?=\\w))"
# Where private data goes when it leaves the machine, in any language.
_DESTINATION = re.compile(r"https?:|www\.|[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,}|webhook|"
                          r"\b(?:ftp|sftp|scp|nc|curl|wget)\b|\b\d{1,3}(?:\.\d{1,3}){3}\b|"
                          r"\.(?:com|net|org|io|ru|cn|xyz|top|site)\b")
# The agent's own memory and configuration, where a behaviour planted once persists.
AGENT_FILES = ("memory.md", "user.md", "soul.md", "agents.md", "claude.md", ".cursorrules",
               "config.yaml", "system prompt", "system-prompt", "systemprompt")

REASONS = {
    "injection.ignore_previous": "tells the model to override or ignore the instructions it "
                                 "was given",
    "hijack.reveal_prompt": "asks the model to reveal its system prompt or hidden "
                            "instructions",
    "hijack.role": "gives the model a new identity without its rules or restrictions",
    "exfil.send_context": "tells the model to send private data (conversation, memory, "
                          "credentials) to an outside destination",
    "injection.conceal": "tells the model to hide what it does from the user",
    "injection.false_authority": "claims to come from the model's developer or operator to "
                                 "gain authority",
    "persistence.agent_config": "tells the model to change its own memory or configuration "
                                "so that a behaviour persists in later sessions",
    "injection.new_instructions": "announces replacement instructions for the model",
    "persistence.ssh_keys": "tells the model to plant an SSH key or change the SSH "
                            "configuration (a backdoor)",
    "persistence.shell_rc": "tells the model to write commands into a shell start-up file",
    "persistence.cron": "tells the model to schedule a download or shell command",
    "persistence.autostart": "tells the model to install a start-up service that runs a "
                             "download or shell command",
}
# Where a backdoor persists, in any language: (finding id, locations, needs a payload).
BACKDOOR_PLACES: tuple[tuple[str, tuple[str, ...], bool], ...] = (
    ("persistence.ssh_keys", ("~authorized_keys", "~.ssh/", "~ssh_config", "~sshd_config"),
     False),
    ("persistence.shell_rc", ("~.bashrc", "~.zshrc", "~.bash_profile", "~.profile",
                              "~config.fish", "~/etc/profile"), False),
    ("persistence.cron", ("crontab", "cron", "~/etc/cron", "schtasks", "@reboot"), True),
    ("persistence.autostart", ("systemd", "systemctl", "~.service", "launchagents",
                               "launchdaemons", "~launchctl", "rc.local", "autostart",
                               "~currentversion\\run", "~startup"), True),
)
_PAYLOAD = re.compile(r"(?<![\w./-])(?:curl|wget|bash|sh|nc|ncat|python3?|powershell|iex|"
                      r"base64)\b|"
                      r"https?://|\|\s?(?:ba|z)?sh\b")
_CATEGORY = {rule_id: rule_id.split(".")[0].replace("exfil", "exfiltration")
             for rule_id in REASONS}


@dataclass(frozen=True)
class Lexicon:
    """The words of each concept in one language (see the module docstring for terms).

    ``override``: verbs that set aside ("ignore", "forget", "disregard"); ``instructions``:
    what the model was told ("previous instructions", "your rules", "system prompt");
    ``reveal``: show, print, repeat, tell me; ``prompt``: the system prompt, initial or
    hidden instructions, configuration; ``become``: "you are now", "act as", "pretend to
    be"; ``unbound``: without restrictions, no rules, unfiltered; ``jailbreak``: phrases
    that are an attack on their own ("developer mode enabled", "DAN"); ``send``: send,
    upload, forward, post; ``private``: the conversation, chat history, memory, API keys,
    passwords, credentials, environment variables; ``outside``: words for an outside
    destination (a server, an address; URLs and e-mail addresses are found in any
    language); ``conceal``: "do not tell the user", "secretly", "without the user
    noticing"; ``authority``: "I am your developer", "message from your administrator";
    ``write``: add, append, write, change, save; ``memory``: the agent's memory and
    configuration ("your memory", "your system prompt"; the file names of ``AGENT_FILES``
    are added); ``announce``: "new instructions:"; ``negation`` (before a verb) and
    ``negation_after`` (right after it): what turns a command into advice.
    """

    lang: str
    spaced: bool = True
    override: tuple[str, ...] = ()
    instructions: tuple[str, ...] = ()
    reveal: tuple[str, ...] = ()
    prompt: tuple[str, ...] = ()
    become: tuple[str, ...] = ()
    unbound: tuple[str, ...] = ()
    jailbreak: tuple[str, ...] = ()
    send: tuple[str, ...] = ()
    private: tuple[str, ...] = ()
    outside: tuple[str, ...] = ()
    conceal: tuple[str, ...] = ()
    authority: tuple[str, ...] = ()
    write: tuple[str, ...] = ()
    memory: tuple[str, ...] = ()
    announce: tuple[str, ...] = ()
    negation: tuple[str, ...] = ()
    negation_after: tuple[str, ...] = ()
    window: int = 80
    extra: tuple[Rule, ...] = field(default=())


def terms(lexicon: Lexicon, words: Iterable[str]) -> str:
    """A regex group matching any of ``words`` as ``lexicon``'s script requires."""
    starts: list[str] = []
    inside: list[str] = []
    for word in words:
        (inside if word.startswith("~") or not lexicon.spaced else starts).append(
            word.lstrip("~"))
    options = []
    if starts:
        options.append(r"(?<![^\W_])" + "(?:" + trie(starts) + ")")
    if inside:
        options.append("(?:" + trie(inside) + ")")
    return "(?:" + "|".join(options) + ")" if options else "(?!)"


def anchors_of(words: Iterable[str]) -> tuple[str, ...]:
    """Engine anchors for ``words``: each term's leading literal text (a word start)."""
    return tuple(dict.fromkeys(w.lstrip("~").split(" ")[0] for w in words if w.lstrip("~")))


def _not_negated(lexicon: Lexicon) -> Accept | None:
    before = re.compile("(?:" + trie(lexicon.negation) + r")\W{0,2}$") \
        if lexicon.negation else None
    # In a spaced language the term may end inside its word ("ignorier" in "ignoriere"):
    # the negation follows the word.
    rest = r"[^\W_]{0,20}" if lexicon.spaced else ""
    after = re.compile(rest + r"\W{0,2}(?:" + trie(lexicon.negation_after) + ")") \
        if lexicon.negation_after else None
    if before is None and after is None:
        return None

    def accept(match: re.Match[str], text: str) -> bool:
        start = match.start("a") if match.group("a") is not None else match.start("b")
        end = match.end("a") if match.group("a") is not None else match.end("b")
        if before is not None and before.search(text, max(0, start - 16), start):
            return False
        return not (after is not None and after.match(text, end, end + 16))
    return accept


def pair(rule_id: str, lexicon: Lexicon, first: Sequence[str], second: Sequence[str], *,
         window: int | None = None, scopes: tuple[Scope, ...] = SCOPES,
         reason: str | None = None, accept: Accept | None = None) -> Rule:
    """A rule for ``first`` and ``second`` in one sentence, either order, not negated.

    Anchored on the terms of ``first`` (give the rarer, more telling concept first).
    ``accept``, if given, must also keep the match (on top of the negation check).
    """
    reach = window or lexicon.window
    a, b = terms(lexicon, first), terms(lexicon, second)
    pattern = (rf"(?P<a>{a}){_GAP}{{0,{reach}}}?{b}|{b}{_GAP}{{0,{reach}}}?(?P<b>{a})")
    negation = _not_negated(lexicon)
    checks = [c for c in (negation, accept) if c is not None]

    def keep(match: re.Match[str], text: str) -> bool:
        return all(check(match, text) for check in checks)

    longest = max((len(w) for w in (*first, *second)), default=0)
    return rule(rule_id, _CATEGORY[rule_id], reason or REASONS[rule_id], pattern,
                anchors_of(first), scopes=scopes, before=reach + longest + 4,
                after=reach + 2 * longest + 4, accept=keep if checks else None,
                requires=_literals(second))


def _literals(words: Iterable[str]) -> tuple[str, ...]:
    """The literal text each of ``words`` starts with, one of which a match of those words
    contains (what precedes a whole-word end); none when one of them has no such text."""
    literals = tuple(w.lstrip("~").split("$")[0] for w in words)
    return () if "" in literals else literals


def alone(rule_id: str, lexicon: Lexicon, words: Sequence[str], *,
          scopes: tuple[Scope, ...] = SCOPES, reason: str | None = None,
          accept: Accept | None = None) -> Rule:
    """A rule for any of ``words``, each telling enough on its own."""
    longest = max((len(w) for w in words), default=0)
    return rule(rule_id, _CATEGORY[rule_id], reason or REASONS[rule_id],
                f"(?P<a>{terms(lexicon, words)})", anchors_of(words), scopes=scopes,
                before=2, after=longest + 4, accept=accept)


class _Nearby:
    """``near(match, text)``: does ``pattern`` occur within ``reach`` characters of the
    match?

    The first few questions about a text search the match's surroundings; after that the
    whole text is searched once and the occurrences kept for that text (the last one
    only, in one tuple so that threads sharing the rule never mix two texts up): an
    adversarial megabyte of candidates must not search each one's surroundings again.
    """

    WINDOWS_BEFORE_CACHING = 16

    def __init__(self, pattern: re.Pattern[str] | LazyPattern, reach: int) -> None:
        self.pattern, self.reach = pattern, reach
        self._cache: tuple[str, int, list[int] | None] = ("", 0, None)

    def __call__(self, match: re.Match[str], text: str) -> bool:
        start, end = max(0, match.start() - self.reach), match.end() + self.reach
        cached_text, asked, found = self._cache
        if cached_text is not text:
            asked, found = 0, None
        if found is None:
            if asked < self.WINDOWS_BEFORE_CACHING:
                self._cache = (text, asked + 1, None)
                return self.pattern.search(text, start, end) is not None
            found = [m.start() for m in self.pattern.finditer(text)]
            self._cache = (text, asked + 1, found)
        at = bisect.bisect_left(found, start)
        return at < len(found) and found[at] < end


def payload_nearby() -> Accept:
    """An accept check: a download or shell command within 300 characters of the match (a
    scheduled backup or an alias is no backdoor)."""
    return _Nearby(_PAYLOAD, 300)


def destination_nearby(lexicon: Lexicon) -> Accept:
    """An accept check: an outside destination near the match (a URL, an e-mail address,
    a webhook, a network command, within 200 characters; or one of ``lexicon.outside``
    within 120)."""
    near_destination = _Nearby(_DESTINATION, 200)
    near_outside = _Nearby(LazyPattern(terms(lexicon, lexicon.outside)), 120) \
        if lexicon.outside else None

    def accept(match: re.Match[str], text: str) -> bool:
        return near_destination(match, text) or (
            near_outside is not None and near_outside(match, text))
    return accept


def _near_any(lexicon: Lexicon, words: Sequence[str]) -> Accept | None:
    """Keep a match only with one of ``words`` near it (a harmful behaviour next to a
    write to the agent's memory, not "add this to MEMORY.md")."""
    return _Nearby(LazyPattern(terms(lexicon, words)), 160) if words else None


def intent_rules(lexicon: Lexicon) -> tuple[Rule, ...]:
    """The standard intent rules of ``lexicon``, then its ``extra`` rules.

    Only rules whose concepts the lexicon fills are built.
    """
    built: list[Rule] = []

    def add_pair(rule_id: str, first: Sequence[str], second: Sequence[str],
                 **kwargs: object) -> None:
        if first and second:
            built.append(pair(rule_id, lexicon, first, second, **kwargs))  # type: ignore[arg-type]

    add_pair("injection.ignore_previous", lexicon.override, lexicon.instructions)
    add_pair("hijack.reveal_prompt", lexicon.reveal, lexicon.prompt)
    add_pair("hijack.role", lexicon.become, lexicon.unbound)
    add_pair("exfil.send_context", lexicon.send, lexicon.private,
             accept=destination_nearby(lexicon))
    harmful = _near_any(lexicon, (*lexicon.override, *lexicon.unbound, *lexicon.send,
                                  *lexicon.conceal, *lexicon.become))
    if harmful is not None:
        add_pair("persistence.agent_config", lexicon.write, (*lexicon.memory, *AGENT_FILES),
                 accept=harmful)
    for rule_id, places, needs_payload in BACKDOOR_PLACES:
        if lexicon.write:
            # A download or shell near the entry: a scheduled backup is no backdoor.
            built.append(pair(rule_id, lexicon, lexicon.write, places,
                              scopes=SCOPES if needs_payload else ("strict",),
                              accept=payload_nearby() if needs_payload else None))
    for rule_id, words in (("hijack.role", lexicon.jailbreak),
                           ("injection.conceal", lexicon.conceal),
                           ("injection.false_authority", lexicon.authority),
                           ("injection.new_instructions", lexicon.announce)):
        if words:
            built.append(alone(rule_id, lexicon, words))
    return (*built, *lexicon.extra)
