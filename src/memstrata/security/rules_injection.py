"""Prompt-injection rules: overriding earlier instructions, fake system turns, hidden text,
concealment from the user.

Pure. Ids (see the table in ``memstrata.security.scanner``): ``injection.ignore_previous``,
``injection.new_instructions``, ``injection.system_marker``, ``injection.hidden_html``,
``injection.conceal``, ``injection.encoded_payload``.
"""

from __future__ import annotations

import re

from memstrata.security.engine import Rule, rule
from memstrata.security.grammar import (
    NOT_NEGATED,
    STRONG_OVERRIDE,
    WEAK_OVERRIDE,
    S,
    alt,
    gap,
    p,
    target,
    weak_only_followed_by_topic,
)

CATEGORY = "injection"

_ADVERB = alt("please", "kindly", "just", "simply", "completely", "entirely", "fully",
              "totally", "now", "immediately", "also", "then", "quickly", "basically",
              "literally", "honestly", "for", "this", "one", "time", "moment", "once", "here",
              "right", "away", "single", "last", "bit", "absolutely", "truly", "really",
              "permanently", "temporarily", "altogether", "hereby", "the", "purpose", "of",
              "task", "session", "conversation", "chat", "request", "reply", "answer",
              "response", "and", "or", "about", "with", "respect", "to")


def _not_a_topic(match: re.Match[str], text: str) -> bool:
    """Veto "ignore the earlier rule about tabs" (one old rule, not the model's own)."""
    groups = match.groupdict()
    if groups.get("broad") is not None:
        return True
    return not weak_only_followed_by_topic(groups.get("quals"), text[match.end():match.end() + 16])


_STRONG_ANCHORS = (
    "ignor", "disregard", "forget", "forgo", "forego", "overrid", "overwrit", "bypass",
    "circumvent", "evad", "sidestep", "neglect", "abandon", "discard", "dismiss", "nullif",
    "invalidat", "revok", "rescind", "countermand", "overrul", "disobey", "defy", "violat",
    "unlearn", "supersed", "trump", "outrank", "precedence", "priority", "aside", "throw",
    "let", "move", "attention", "heed", "mind", "notice", "following", "obeying",
    "adhering", "complying", "listening", "respecting", "honoring", "honouring", "applying",
    "enforcing", "follow", "obey", "adhere", "comply", "abide", "listen", "respect", "honor",
    "honour", "apply", "enforce", "yourself", "itself", "free", "outside",
)
_WEAK_ANCHORS = (
    "skip", "drop", "wip", "eras", "shed", "toss", "clear", "reset", "suspend", "lift",
    "remov", "disabl", "deactivat", "scrap", "ditch", "replac", "off", "rid", "away",
    "around",
)

_PREDICATE = alt(
    "void", "null", r"nullified", r"cancell?ed", "revoked", "rescinded", "lifted", "suspended",
    "waived", "ignored", "disregarded", "forgotten", "overridden", "overruled",
    r"invalid(?:ated)?", "deactivated", "retracted", "withdrawn", "superseded", "obsolete",
    "moot", "irrelevant", "meaningless",
    p(r"no longer (?:valid|apply|applies|applicable|in (?:effect|force|place)|active|binding|"
      r"relevant|matter|matters|needed|required|exist|count|hold)"),
    p(r"(?:do|does|did) not apply"), p(r"(?:don't|doesn't|didn't) apply"),
    p(r"not (?:binding|valid|in effect|real)"),
    p(r"(?:just |only |merely )?(?:suggestions|a test|a joke|a trick|a decoy|fake|fiction|"
      r"hypothetical)"),
)
_PREDICATE_ANCHORS = (
    "void", "null", "cancel", "revoked", "rescinded", "lifted", "suspended", "waived",
    "ignored", "disregarded", "forgotten", "overridden", "overruled", "invalid",
    "deactivated", "retracted", "withdrawn", "superseded", "obsolete", "moot", "irrelevant",
    "meaningless", "longer", "apply", "binding", "suggestions", "test", "joke", "trick",
    "decoy", "fake", "fiction", "hypothetical",
)
_LINKING = alt("are", "is", "were", "was", "have", "has", "had", "will", "shall", "should",
               "must", "can", "may", "be", "been", "being", "now", "hereby", "henceforth",
               "officially", "all", "therefore", "thus", "hence", "to", "from", "this",
               "point", "on", "forward", "considered", "deemed", "treated", "as", "here",
               "entirely", "completely", "only", "just", "merely")
_LOCATOR = p(r"(?:before|above|prior to|until|up to|in|from|preceding) (?:this|that|the|my|"
             r"your) (?:message|point|line|conversation|chat|session|prompt|moment|note|text|"
             r"one|email|file|document|page|marker|sentence|paragraph)")
_BEFORE_THIS = alt(p("(?:everything|anything|all|whatever) (?:written |said |stated )?"
                     "(?:above|before|preceding)(?: (?:this|that|here)(?: (?:line|point|"
                     "message|note|sentence|paragraph|marker))?)?"),
                   p("(?:all |the )?(?:text|content|instructions|rules) (?:above|before "
                     "(?:this|here))"))

IGNORE_PREVIOUS = [
    rule("injection.ignore_previous", CATEGORY,
         "tells the model to override or ignore the instructions it was given",
         rf"\b{NOT_NEGATED}{STRONG_OVERRIDE}\b{S}(?:{_ADVERB}{S}){{0,4}}{target('strong')}",
         _STRONG_ANCHORS, before=40, after=320, accept=_not_a_topic),
    rule("injection.ignore_previous", CATEGORY,
         "tells the model to override or ignore the instructions it was given",
         rf"\b{NOT_NEGATED}{WEAK_OVERRIDE}\b{S}(?:{_ADVERB}{S}){{0,4}}{target('weak')}",
         _WEAK_ANCHORS, before=12, after=320, accept=_not_a_topic),
    rule("injection.ignore_previous", CATEGORY,
         "declares the instructions the model was given void",
         rf"\b{target('strong')}(?:{S}{_LOCATOR})?{S}(?:{_LINKING}{S}){{0,5}}{_PREDICATE}\b",
         _PREDICATE_ANCHORS, before=260, after=60, accept=_not_a_topic),
    rule("injection.ignore_previous", CATEGORY,
         "declares the instructions the model was given void",
         rf"\b(?:treat|consider|regard|view|deem|count|mark){S}{target('strong')}{S}as"
         rf"(?:{S}(?:being|now|merely|just|only))?{S}{_PREDICATE}\b",
         ("treat", "consider", "regard", "view", "deem", "count", "mark"), after=320,
         accept=_not_a_topic),
    rule("injection.ignore_previous", CATEGORY,
         "declares everything before it void and asks to obey only what follows",
         rf"\b{_BEFORE_THIS}{S}(?:{_LINKING}{S}){{1,4}}{_PREDICATE}\b",
         ("everything", "anything", "all", "whatever", "text", "content", "instructions",
          "rules"), after=200),
    rule("injection.ignore_previous", CATEGORY,
         "tells the model to obey only the text that follows",
         rf"\b(?:obey|follow|heed|execute|trust){S}(?:only|just|solely|exclusively){S}"
         rf"(?:the{S})?(?:text|instructions|commands|lines|orders|rules|what(?:{S}\w+)?)"
         rf"{S}(?:below|that follows?|after this|from now on|here(?:after)?|in this "
         rf"(?:message|note|file))",
         ("obey", "follow", "heed", "execute", "trust"), after=160),
]

_NEW_STRICT = alt("new", "updated", "revised", "override", "overriding", "real", "actual",
                  "true", "secret", "hidden", "priority", "emergency", "urgent", "corrected")
_NEW_CONTEXT = alt("override", "overriding", "real", "actual", "true", "secret", "hidden",
                   "emergency")
_GOAL = alt(r"instructions?", "task", "goal", "objective", "mission", "purpose", "directive",
            "orders", "job", "assignment", "priority", "role", "function", "programming")


def _new_instructions(qualifier: str, scopes: tuple[str, ...]) -> list[Rule]:
    return [
        rule("injection.new_instructions", CATEGORY,
             "announces replacement instructions for the model",
             rf"\b{qualifier}{S}(?:system{S})?(?:instructions?|directives?|orders|commands|"
             rf"prompt|rules){S}?:",
             ("new", "updated", "revised", "override", "overriding", "real", "actual",
              "true", "secret", "hidden", "priority", "emergency", "urgent", "corrected"),
             scopes=scopes, after=80),  # type: ignore[arg-type]
        rule("injection.new_instructions", CATEGORY,
             "tells the model its real task is something else",
             rf"\b(?:your|the){S}(?:real|actual|true|secret|hidden|genuine|only|sole|new)"
             rf"{S}(?:(?:and|new|updated|current|priority|real){S})?{_GOAL}{S}?"
             rf"(?::|(?:is|are|will be|starts|begins|now|from now on)\b)",
             ("your", "the"), scopes=scopes, after=120),  # type: ignore[arg-type]
    ]


NEW_INSTRUCTIONS = [*_new_instructions(_NEW_STRICT, ("strict",)),
                    *_new_instructions(_NEW_CONTEXT, ("context",))]

SYSTEM_MARKER = [
    rule("injection.system_marker", CATEGORY,
         "imitates chat-template markup or a system turn to smuggle instructions",
         alt(r"<\|(?:im_start|im_end|system|user|assistant|endoftext|eot_id|start_header_id|"
             r"end_header_id|begin_of_text)\|>",
             r"\[/?inst\]", r"<</?sys>>",
             r"</?(?:system|developer)(?:[_ -]?(?:prompt|message|instructions?|override))?>",
             r"\[(?:system|developer|admin)(?: (?:message|prompt|note|override|"
             r"instructions?|notice|update))?\]",
             p(r"(?:system|developer|admin|root|sudo)(?: prompt)? override"),
             r"(?:^|\n)#{1,4} ?(?:system|developer) (?:message|prompt|instructions?|override)"),
         ("im_start", "im_end", "system", "user", "assistant", "endoftext", "eot_id",
          "start_header_id", "end_header_id", "begin_of_text", "inst", "sys", "developer",
          "admin", "root", "sudo"), before=16, after=60),
    rule("injection.system_marker", CATEGORY,
         "imitates a system or developer message to smuggle instructions",
         rf"\b(?:system|developer){S}(?:message|instructions?|notice|override|update|alert)"
         r"\s?:", ("system", "developer"), scopes=("strict",), after=60),
]

_HIDDEN_CUES_CONTEXT = alt(
    r"\bai\b", r"\bassistants?\b", r"\bllms?\b", p(r"\blanguage models?\b"), r"\bchatbots?\b",
    r"\bclaude\b", r"\bchatgpt\b", r"\bgpt\b", r"\bcopilot\b", r"\bgemini\b", r"\bagents?\b",
    r"\bsecretly\b", r"\bsilently\b", r"\bquietly\b", r"\bcovertly\b", r"\bconceal",
    p(r"\b(?:do not|don't|never) (?:tell|mention|reveal|inform|show|let)\b"),
    p(r"\bwithout (?:telling|informing|mentioning|alerting)\b"),
)
_HIDDEN_CUES_STRICT = alt(_HIDDEN_CUES_CONTEXT, r"\byou\b", r"\byour\b", r"\bmodel\b",
                          r"\binstructions?\b", r"\bprompt\b", r"\bignore\b", r"\bdisregard\b")
_HIDDEN_STYLE = alt(r"display\s?:\s?none", r"visibility\s?:\s?hidden",
                    r"font-size\s?:\s?0(?:\.0+)?(?:px|pt|em|rem|%)?\s?(?:[;\"'!]|$)",
                    r"opacity\s?:\s?0(?:\.0+)?\s?(?:[;\"'!]|$)", r"\bhidden\b",
                    r"aria-hidden", r"(?<![-\w])color\s?:\s?(?:white|#fff(?:fff)?|transparent)",
                    r"(?:height|width)\s?:\s?0(?:px)?\s?[;\"']",
                    r"(?:left|top|text-indent)\s?:\s?-\d{3,}")
_WORDS = re.compile(r"[a-z]{2,}(?:\W{1,4}[a-z]{2,}){2}")


def _comment_cues(cues: str) -> re.Pattern[str]:
    return re.compile(cues)


_CUES = {"strict": _comment_cues(_HIDDEN_CUES_STRICT),
         "context": _comment_cues(_HIDDEN_CUES_CONTEXT)}


def _hidden_comment_speaks_to_model(scope: str) -> object:
    cues = _CUES[scope]

    def accept(match: re.Match[str], text: str) -> bool:
        return bool(cues.search(match.group("body")))
    return accept


def _hidden_text_is_prose(match: re.Match[str], text: str) -> bool:
    return bool(_WORDS.search(match.group("body")))


HIDDEN_HTML = [
    *(rule("injection.hidden_html", CATEGORY,
           "hides text addressed to the model in an HTML or markdown comment",
           alt(r"<!--(?P<body>.{0,1500}?)-->",
               r"(?:^|\n)\[(?://|comment|_|#|hidden)\]: ?(?:#|<>)? ?[(\"'](?P<body2>.{0,600}?)"
               r"[)\"'](?=\s|$)"),
           ("<!--", "[//]", "[comment]", "[_]", "[#]", "[hidden]"), scopes=(scope,),
           before=1, after=1600,
           accept=_hidden_comment_speaks_to_model(scope))  # type: ignore[arg-type]
      for scope in ("strict", "context")),
    rule("injection.hidden_html", CATEGORY,
         "hides text from a human reader with an invisible HTML element",
         rf"<(?P<tag>[a-z][a-z0-9]{{0,9}})\b[^>]{{0,300}}?{_HIDDEN_STYLE}[^>]{{0,300}}>"
         r"(?P<body>[^<]{0,1500})",
         ("display", "visibility", "font", "opacity", "hidden", "aria", "color", "height",
          "width", "left", "top", "text"), before=320, after=1900,
         accept=_hidden_text_is_prose),
]

_PERSON = alt(r"users?", "human", "humans", "operator", "owner", "person", "people",
              "principal", "requester", "customer", "reader", "anyone", "anybody",
              p("person you(?: are|'re| re) (?:helping|assisting|talking to|working (?:with|"
                "for))"))
_TELL = alt(r"tell(?:ing)?", r"inform(?:ing)?", r"notify(?:ing)?", r"alert(?:ing)?",
            r"mention(?:ing)?", r"reveal(?:ing)?", r"disclos(?:e|ing)", r"let(?:ting)?",
            r"show(?:ing)?", r"report(?:ing)?", r"warn(?:ing)?", r"admit(?:ting)?",
            r"confess(?:ing)?", r"signal(?:ling|ing)?")
_NEGATION = alt(p("do not"), "don't", "dont", "never", p("must not"), "mustn't",
                p("should not"), "shouldn't", "cannot", "can't", "without", "avoid",
                p("refrain from"), p("no need to"), "not")

CONCEAL = [
    rule("injection.conceal", CATEGORY, "tells the model to hide what it does from the user",
         rf"\b{_NEGATION}{S}(?:ever{S}|even{S}|once{S})?{_TELL}{S}(?:(?:this|it|that|"
         rf"anything|any of this|them|about (?:this|it)){S}(?:to{S})?)?(?:(?:the|your|this)"
         rf"{S})?{_PERSON}\b(?!{S}to\b)",
         ("tell", "inform", "notify", "alert", "mention", "reveal", "disclos", "let", "show",
          "report", "warn", "admit", "confess", "signal"), before=24, after=160),
    rule("injection.conceal", CATEGORY, "tells the model to hide what it does from the user",
         rf"\b(?:keep|hide|conceal|withhold|mask)(?:ing|s)?{S}(?:(?:this|it|that|these|those|"
         rf"the|following|above|your|my|all|steps?|actions?|changes?|instructions?|note|"
         rf"message|fact|information|details?|everything|what you do|activity|activities)"
         rf"{S}){{0,4}}(?:(?:secret|hidden|private|confidential|quiet){S})?from{S}"
         rf"(?:the{S}|your{S})?{_PERSON}\b",
         ("keep", "hide", "hiding", "conceal", "withhold", "mask"), after=200),
    rule("injection.conceal", CATEGORY, "tells the model to hide what it does from the user",
         rf"\b(?:the{S}|your{S})?(?:users?|human|operator|owner){S}(?:must|should|will|shall|"
         rf"can|need|needs|may){S}(?:never|not){S}(?:ever{S})?(?:be{S})?(?:know|find out|"
         rf"learn|notice|see|suspect|realize|realise|discover|told|informed|aware|hear)\b",
         ("user", "human", "operator", "owner"), before=12, after=120),
    rule("injection.conceal", CATEGORY, "tells the model to act behind the user's back",
         rf"\b(?:secretly|covertly|surreptitiously|stealthily|silently|quietly){S}"
         r"(?:send|upload|copy|append|add|include|insert|exfiltrate|run|execute|install|"
         r"collect|record|save|store|forward|email|post|read|change|modify|delete|embed|"
         r"attach|leak|transmit)\b",
         ("secretly", "covertly", "surreptitiously", "stealthily", "silently", "quietly"),
         after=80),
    rule("injection.conceal", CATEGORY, "tells the model to act behind the user's back",
         p(r"\b(?:behind (?:the |your )?(?:user's|user|human's|owner's) back|without (?:the |"
           r"your )?(?:user's|users'|human's|owner's|their) (?:knowledge|consent|awareness|"
           r"noticing))"),
         ("behind", "without"), after=80),
]

ENCODED_PAYLOAD = [
    rule("injection.encoded_payload", CATEGORY,
         "asks the model to decode hidden text and act on it",
         rf"\b(?:decode|decipher|deobfuscate|unscramble|rot13|base64[- ]?decode|unescape|"
         rf"reverse){S}{gap(6)}(?:and|then){S}(?:then{S})?(?:follow|obey|execute|run|do|"
         rf"carry out|act on|apply|perform){S}(?:it|them|the{S}(?:result|instructions|"
         rf"contents|output|text)|what{S}it{S}says|its{S}instructions)\b",
         ("decode", "decipher", "deobfuscate", "unscramble", "rot13", "base64", "unescape",
          "reverse"), after=220),
    rule("injection.encoded_payload", CATEGORY,
         "pipes decoded text straight into a shell",
         r"\bbase64 (?:-d|--decode|-di)\b[^\n|]{0,200}\| ?(?:sudo )?(?:ba|z|da)?sh\b",
         ("base64",), after=240),
]

_REGISTERED = [*IGNORE_PREVIOUS, *NEW_INSTRUCTIONS, *SYSTEM_MARKER, *HIDDEN_HTML, *CONCEAL,
               *ENCODED_PAYLOAD]
RULES: list[Rule] = _REGISTERED
