"""Prompt-injection rules: overriding earlier instructions, obeying untrusted content (web
pages, tool output) above the user, fake system turns, hidden text, concealment from the
user, false authority.

Pure. Ids (see the table in ``keepmind.security.scanner``): ``injection.ignore_previous``,
``injection.new_instructions``, ``injection.system_marker``, ``injection.hidden_html``,
``injection.conceal``, ``injection.encoded_payload``.
"""

from __future__ import annotations

import re

from keepmind.security.engine import Accept, Rule, rule
from keepmind.security.findings import SCOPES, Scope
from keepmind.security.grammar import (
    NOT_NEGATED,
    STOP_ANCHORS,
    STOP_FOLLOWING,
    STRONG_ANCHORS,
    STRONG_OVERRIDE,
    WEAK_ANCHORS,
    WEAK_OVERRIDE,
    S,
    after,
    alt,
    gap,
    p,
    target,
    trie,
    weak_only_followed_by_topic,
)
from keepmind.security.pooled import consent

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
    end = match.end("target")
    return not weak_only_followed_by_topic(groups.get("quals"), text[end:end + 16])


_PREDICATE = alt(
    "void", r"nullified", r"cancell?ed", "revoked", "rescinded", "lifted", "suspended",
    "waived", "ignored", "disregarded", "forgotten", "overridden", "overruled", r"invalidated",
    "deactivated", "retracted", "withdrawn", "superseded", "obsolete", "moot", "irrelevant",
    "meaningless", "removed", "disabled", p("(?:turned|switched) off"), "deprecated",
    "outdated", "expired", "retired", "invalid",
    p(r"(?:do|does|did) not apply"), p(r"(?:don't|doesn't|didn't) apply"),
    p(r"no longer (?:valid|apply|applies|applicable|in (?:effect|force|place)|active|binding|"
      r"relevant|matter|matters|needed|required|exist|count|hold|bind|binds|bind you)"),
    p(r"not (?:binding|in effect)"),
    p(r"(?:just |only |merely )?(?:suggestions|a joke|a trick|a decoy|fiction|hypothetical)"),
)
_PREDICATE_ANCHORS = (
    "void$", "nullified$", "cancelled$", "canceled$", "revoked$", "rescinded$", "lifted$",
    "suspended$", "waived$", "ignored$", "disregarded$", "forgotten$", "overridden$",
    "overruled$", "invalidated$", "deactivated$", "retracted$", "withdrawn$", "superseded$",
    "obsolete$", "moot$", "irrelevant$", "meaningless$", "longer$", "binding$", "suggestions$",
    "joke$", "trick$", "decoy$", "fiction$", "hypothetical$", "removed$", "disabled$",
    "not apply", "t apply", "deprecated$", "outdated$", "expired$", "retired$", "invalid$",
)
# Where a subject naming earlier instructions can begin ("all of your previous …", "the
# rules you were given …", "everything above …").
_SUBJECT_START = (r"\b(?:the|all|any|every|each|these|those|my|our|its|whatever|previous|"
                  r"prior|above|earlier|preceding|foregoing|former|original|initial|your|ur|"
                  r"system|developer|operator|safety|ethical|moral|everything|anything|hidden|"
                  r"standing|content|built-in|builtin|instruction|rule|guideline|directive|"
                  r"direction|guidance|prompt|programming|restriction|constraint|guardrail|"
                  r"safeguard|polic|limit|filter|order|command|protocol|text)")
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
_OVERRIDE_REASON = "tells the model to override or ignore the instructions it was given"
_VOID_REASON = "declares the instructions the model was given void"

IGNORE_PREVIOUS = [
    rule("injection.ignore_previous", CATEGORY, _OVERRIDE_REASON,
         rf"\b{STRONG_OVERRIDE}\b{S}(?:{_ADVERB}{S}){{0,4}}{target('strong')}",
         STRONG_ANCHORS, after=320, accept=_not_a_topic),
    rule("injection.ignore_previous", CATEGORY, _OVERRIDE_REASON,
         rf"\b{STOP_FOLLOWING}\b{S}(?:{_ADVERB}{S}){{0,4}}{target('weak')}",
         STOP_ANCHORS, after=320, accept=_not_a_topic),
    rule("injection.ignore_previous", CATEGORY, _OVERRIDE_REASON,
         rf"\b{NOT_NEGATED}{WEAK_OVERRIDE}\b{S}(?:{_ADVERB}{S}){{0,4}}{target('weak')}",
         WEAK_ANCHORS, after=320, accept=_not_a_topic),
    rule("injection.ignore_previous", CATEGORY, _VOID_REASON,
         rf"\b(?:{target('strong')}(?:{S}{_LOCATOR})?|{_BEFORE_THIS}){S}(?:{_LINKING}{S}){{0,5}}"
         rf"{_PREDICATE}\b", _PREDICATE_ANCHORS, before=130, after=40, accept=_not_a_topic,
         starts=_SUBJECT_START),
    rule("injection.ignore_previous", CATEGORY, _OVERRIDE_REASON,
         rf"\b(?:put|puts|putting|place|places|placing|set|sets|setting|lay|push|leave|cast|"
         rf"keep|keeping){S}{target('strong')}{S}(?:on{S}hold|aside|on{S}ice|on{S}pause)\b",
         ("hold$", "aside", "ice$", "pause$"), before=260, after=40, accept=_not_a_topic,
         starts="put|plac|set|lay|push|leave|cast|keep"),
    rule("injection.ignore_previous", CATEGORY, _VOID_REASON,
         rf"\b(?:treat|consider|regard|deem)(?:s|ing)?{S}{target('strong')}{S}as"
         rf"(?:{S}(?:being|now|merely|just|only))?{S}{_PREDICATE}\b",
         ("treat", "consider", "regard", "deem"), after=320, accept=_not_a_topic),
    rule("injection.ignore_previous", CATEGORY,
         "tells the model to obey only the text that follows",
         rf"\b(?:obey|follow|heed|execute|trust){S}(?:only|just|solely|exclusively){S}"
         rf"(?:the{S})?(?:text|instructions|commands|lines|orders|rules|what(?:{S}\w+)?)"
         rf"{S}(?:below|that follows?|after this|from now on|here(?:after)?|in this "
         rf"(?:message|note|file))",
         ("obey", "follow$", "heed", "execute", "trust"), after=160),
]

# Content the agent reads but must never take orders from: web pages, tool output,
# retrieved documents, e-mails. Obeying all of it, ranking it above the user, or doing
# whatever it says is an injection planted for later ("follow the instructions on the
# Docker website" names no such blanket rule and passes).
_SOURCE = alt(
    p(r"(?:(?:fetched|retrieved|external|untrusted|third-party|incoming|scraped|browsed|"
      r"visited|any|random|unknown|remote) )?(?:web ?pages?|websites?|web sites?|sites|"
      r"pages|urls|links|html|search results?|e-?mails?|inbox(?:es)?|pdfs?|"
      r"(?:tool|function|api|plugin|mcp|command|browser) (?:outputs?|results?|responses?|"
      r"calls?|messages?|returns?)|fetched (?:content|text|data|documents?|files?)|"
      r"retrieved (?:content|text|data|documents?|files?|passages?)|documents? you "
      r"(?:read|fetch|open|retrieve)|(?:issue|pr|pull request) (?:comments?|descriptions?|"
      r"bodies))"),
)
_SOURCE_ANCHORS = ("web$", "webpage", "website", "sites$", "pages$", "urls$", "links$",
                   "html$", "search$", "e-mail", "email", "inbox", "pdf", "tool$", "function$",
                   "api$", "plugin$", "mcp$", "command$", "browser$", "fetched$", "retrieved$",
                   "document", "issue$", "pr$", "pull$")
_OBEY = alt(r"obey(?:s|ing)?", r"follow(?:s|ing)?", r"execut(?:e|es|ing)", r"run(?:s|ning)?",
            p(r"carry(?:ing)? out"), p(r"act(?:ing)? on"), p(r"compl(?:y|ying) with"),
            r"do(?:ing)?", r"perform(?:ing)?", r"trust(?:s|ing)?", r"hono(?:u)?r(?:ing)?",
            r"implement(?:ing)?", p(r"listen(?:ing)? to"))
_OBEY_ANCHORS = ("obey", "follow", "execut", "run$", "runs$", "running", "carry", "act$",
                 "acting", "comply", "complying", "do$", "doing", "perform", "trust", "honor",
                 "honour", "implement", "listen")
_ORDERS = alt(r"instructions?", r"commands?", r"directions?", r"directives?", r"orders?",
              r"requests?", r"tasks?", r"steps?", r"code", r"scripts?", r"text", r"content",
              r"prompts?", r"rules?", r"whatever", r"anything", r"everything")
_ORDER_ANCHORS = ("instruction", "command", "direction", "directive", "order", "request",
                  "task", "step", "code$", "script", "text$", "content$", "prompt", "rule",
                  "whatever", "anything", "everything")
_IN_SOURCE = (rf"(?:in|from|inside|within|on|by|via|contained{S}in|found{S}in|embedded{S}in|"
              rf"hidden{S}in|given{S}(?:in|by)|written{S}in|coming{S}from|"
              rf"you{S}(?:find|see|read|get|receive|encounter|come{S}across){S}(?:in|on))"
              rf"{S}(?:the{S}|a{S}|an{S}|any{S}|every{S}|all{S}|each{S})?{_SOURCE}\b")
_OUTRANK = alt(p(r"(?:outrank|overrid|overrul|supersed|trump|beat|preempt)\w*"),
               p(r"(?:take|takes|taking|have|has|having|get|gets|with) (?:a |the )?"
                 r"(?:higher|highest|top|greater|more|absolute|final|first) "
                 r"(?:precedence|priority|authority|weight|say)"),
               p(r"(?:take|takes|taking) (?:precedence|priority)"),
               p(r"(?:come|comes|coming) (?:first|before)"),
               p(r"(?:win|wins|prevail|prevails) over"),
               p(r"(?:are|is) more (?:important|authoritative)"),
               p(r"(?:matter|matters|count|counts) more"))
_ABOVE_USER = (rf"(?:over|above|before|than|ahead{S}of){S}(?:(?:the|your|any|all){S})?"
               rf"(?:user|users|user's|yours|your|mine|my|me|the{S}system|system|"
               rf"operator|anything|everything|what{S}the{S}user)")
_UNTRUSTED_REASON = ("tells the model to obey instructions found in untrusted content "
                     "(web pages, tool output, documents)")
_CONSEQUENT = alt(p(r"do (?:it|so|that|this|as (?:it|they) says?|what it says|the same)"),
                  r"comply", r"obey", p(r"follow (?:it|them|that|the instructions?)"),
                  p(r"(?:execute|run|perform) (?:it|them|that)"), p(r"go ahead"),
                  p(r"carry (?:it|them) out"), p(r"act on (?:it|them)"))

UNTRUSTED_SOURCE = [
    rule("injection.ignore_previous", CATEGORY, _UNTRUSTED_REASON,
         rf"\b{NOT_NEGATED}{_OBEY}\b{S}(?:{alt('any', 'all', 'every', 'each', 'whatever')}"
         rf"{S}(?:of{S}the{S}|the{S})?)(?:\w+{S}){{0,2}}?{_ORDERS}?(?:{S}\w+){{0,3}}?{S}"
         rf"{_IN_SOURCE}", _OBEY_ANCHORS, after=260),
    rule("injection.ignore_previous", CATEGORY, _UNTRUSTED_REASON,
         rf"(?:(?<=always )|(?<=blindly )|(?<=unconditionally )){_OBEY}\b{S}"
         rf"(?:the{S})?(?:\w+{S})?{_ORDERS}(?:{S}\w+){{0,2}}?{S}{_IN_SOURCE}",
         _OBEY_ANCHORS, after=260),
    rule("injection.ignore_previous", CATEGORY, _UNTRUSTED_REASON,
         rf"\b{_ORDERS}(?:{S}\w+){{0,2}}?{S}{_IN_SOURCE}(?:{S}\w+){{0,3}}?{S}{_OUTRANK}",
         _ORDER_ANCHORS, after=320),
    rule("injection.ignore_previous", CATEGORY, _UNTRUSTED_REASON,
         rf"\b(?:prioriti[sz]e|prefer|favou?r|put|rank|place|treat|value){S}(?:\w+{S}){{0,2}}?"
         rf"{_ORDERS}{S}{_IN_SOURCE}(?:{S}\w+){{0,4}}?{S}{_ABOVE_USER}",
         ("prioriti", "prefer", "favor", "favour", "put$", "rank$", "place$", "treat", "value"),
         after=320),
    rule("injection.ignore_previous", CATEGORY, _UNTRUSTED_REASON,
         rf"\b(?:if|whenever|when|once|anytime|any{S}time){S}(?:a|an|the|any|some){S}(?:\w+{S})?"
         rf"{_SOURCE}{S}(?:tells|asks|instructs|says|wants|requests|orders|commands|directs|"
         rf"contains{S}(?:instructions|commands))\b[^.!?;\n]{{0,80}}?"
         rf"(?<!not )(?<!n't )(?<!never )\b{_CONSEQUENT}\b",
         _SOURCE_ANCHORS, before=60, after=200, starts="if|whenever|when|once|any"),
]

_AGAINST_USER = alt(
    p(r"(?:even )?(?:over|above|against|before) (?:the |your )?(?:user's|users'|owner's|"
      r"operator's) (?:wishes|instructions|requests|objections|orders|commands|preferences|"
      r"word|rules)"),
    p(r"(?:even )?(?:over|above|against) (?:the |your )?(?:user|users|owner|operator)\b"),
    p(r"regardless of what (?:the |your )?(?:user|owner|operator) (?:says|wants|asks|thinks)"),
    p(r"even if (?:the |your )?(?:user|owner|operator) (?:says|asks|objects|disagrees|"
      r"tells you|forbids|refuses)"),
    p(r"even if (?:it|they|this) (?:contradicts?|conflicts? with|overrides?) (?:the |your )?"
      r"(?:user|owner|operator|system prompt|instructions)"),
    p(r"(?:and )?(?:not|instead of|rather than) (?:the |your )?(?:user|users|owner|operator)"
      r"(?!'s|s')\b"))
_LOCAL = p(r"(?:in|of) (?:this|these) (?:note|notes|message|entry|memory|text|file|block|"
           r"snippet|comment)")

_TRIGGER = p(r"(?:whenever|when|if|once|each time|every time) (?:you )?(?:see|read|get|"
             r"receive|encounter|hear|are sent|are given|find)s? (?:the |a |this )?(?:word|"
             r"phrase|string|code ?word|keyword|passphrase|trigger|signal|magic word|emoji)")
_UNCHECKED = alt(p(r"without (?:asking|confirmation|confirming|telling|checking|permission|"
                   r"approval|a review|review|hesitation|question)"),
                 r"secretly", r"silently", r"covertly",
                 p(r"(?:ignore|disregard|bypass|override) (?:your|all|any|the) (?:\w+ )?"
                   r"(?:rules|instructions|safety|restrictions|guidelines)"))

ADVANCE_APPROVAL = [
    rule("injection.false_authority", CATEGORY,
         "claims the user approved in advance so that the model skips confirmation",
         rf"(?<=the )(?:user|owner|operator)(?:{S}(?:has|have|already|pre-?emptively|"
         rf"explicitly|fully)){{0,2}}{S}(?:pre-?)?(?:authori[sz]ed|approved|consented{S}to|"
         rf"agreed{S}to|okayed|ok'd|signed{S}off{S}on|allowed|permitted|green-?lit)"
         rf"{S}(?:this|it|everything|all{S}of{S}this|all{S}of{S}it|these{S}\w+|the{S}following|"
         rf"whatever{S}\w+)\b[^.!?\n]{{0,80}}?(?:no{S}need{S}to|don't{S}need{S}to|do{S}not{S}"
         rf"need{S}to|without|do{S}not|don't|never|skip){S}(?:ask|asking|confirm|confirming|"
         rf"confirmation|check|checking|verify|verifying|double-?check)",
         ("user$", "owner$", "operator$"), after=260),
]

UNTRUSTED_SOURCE += [
    rule("injection.new_instructions", CATEGORY,
         "plants a trigger word that makes the model act without the user's consent",
         rf"\b{_TRIGGER}\b[^.!?\n]{{0,120}}?{_UNCHECKED}\b",
         ("word$", "phrase", "string$", "code", "keyword", "passphrase", "trigger", "signal",
          "magic$", "emoji"), before=80, after=220, starts="whenever|when|if|once|each|every"),
    rule("injection.ignore_previous", CATEGORY, _OVERRIDE_REASON,
         rf"\b{NOT_NEGATED}{_OBEY}\b{S}[^.!?;\n]{{0,100}}?{_AGAINST_USER}",
         ("user", "owner", "operator", "system$", "instructions$"), before=240, after=80,
         starts="obey|follow|execut|run|carry|act|compl|do|perform|trust|hono|implement|listen"),
    rule("injection.ignore_previous", CATEGORY,
         "claims that this text outranks the user and the model's instructions",
         rf"\b{_ORDERS}{S}{_LOCAL}(?:{S}\w+){{0,2}}?{S}{_OUTRANK}", _ORDER_ANCHORS,
         scopes=("strict",), after=200),
]

_NEW_STRICT = alt("new", "updated", "revised", "override", "overriding", "real", "actual",
                  "true", "secret", "hidden", "priority", "emergency", "urgent", "corrected")
_NEW_CONTEXT = alt("override", "overriding", "real", "actual", "true", "secret", "hidden",
                   "emergency")
_GOAL = alt(r"instructions?", "task", "goal", "objective", "mission", "purpose", "directive",
            "orders", "job", "assignment", "priority", "role", "function", "programming")


def _new_instructions(qualifier: str, anchors: tuple[str, ...], scope: Scope) -> list[Rule]:
    return [
        rule("injection.new_instructions", CATEGORY,
             "announces replacement instructions for the model",
             rf"\b{qualifier}{S}(?:system{S})?(?:instructions?|directives?|orders|commands|"
             rf"prompt|rules)(?:{S}(?:follow|below|are{S}as{S}follows|as{S}follows))?(?:{S})?:",
             anchors, scopes=(scope,), after=80),
        rule("injection.new_instructions", CATEGORY,
             "tells the model its real task is something else",
             rf"{after('your', 'the')}(?:real|actual|true|secret|hidden|genuine|sole)"
             rf"{S}(?:(?:and|new|updated|current|priority|real){S})?{_GOAL}(?:{S})?"
             rf"(?::|(?:is|are|will be|starts|begins|now|from now on)\b)",
             ("real$", "actual$", "true$", "secret$", "hidden$", "genuine$", "sole$"),
             scopes=(scope,), after=120),
    ]


NEW_INSTRUCTIONS = [
    *_new_instructions(_NEW_STRICT, ("new$", "updated$", "revised$", "override$",
                                     "overriding", "real$", "actual$", "true$", "secret$",
                                     "hidden$", "priority$", "emergency$", "urgent$",
                                     "corrected$"), "strict"),
    *_new_instructions(_NEW_CONTEXT, ("override$", "overriding", "real$", "actual$", "true$",
                                      "secret$", "hidden$", "emergency$"), "context"),
]

SYSTEM_MARKER = [
    rule("injection.system_marker", CATEGORY,
         "imitates chat-template markup or a system turn to smuggle instructions",
         alt(r"<\|(?:im_start|im_end|system|user|assistant|endoftext|eot_id|start_header_id|"
             r"end_header_id|begin_of_text)\|>",
             r"\[/?inst\]", r"<</?sys>>",
             r"</?(?:system|developer)(?:[_ -]?(?:prompt|message|instructions?|override))?>",
             r"\[(?:system|developer)(?: (?:message|prompt|note|override|instructions?|"
             r"notice))?\]"),
         ("<|", "[inst]", "[/inst]", "<<sys>>", "<</sys>>", "<system", "</system",
          "<developer", "</developer", "[system", "[developer"), after=60),
    rule("injection.system_marker", CATEGORY,
         "imitates chat-template markup or a system turn to smuggle instructions",
         r"(?:(?<=#)|(?<=# ))(?:system|developer) (?:message|prompt|instructions?|override)",
         ("system$", "developer$"), after=60),
    rule("injection.system_marker", CATEGORY,
         "imitates chat-template markup or a system turn to smuggle instructions",
         after("system", "system prompt", "developer", "admin", "root", "sudo") + "override",
         ("override",), after=20),
    rule("injection.system_marker", CATEGORY,
         "imitates a system or developer message to smuggle instructions",
         after("system", "developer") + r"(?:message|instructions?|notice|override)\s?:",
         ("message", "instruction", "notice", "override"), scopes=("strict",), after=40),
]

# The same cues in the other languages: a model named ("KI", "IA", "ассистент") or the
# reader told to keep quiet ("non parlarne", "не упоминай").
_HIDDEN_CUES_POOLED = (r"(?<![^\W_])(?:" + trie(("ia$", "ki$", "ии$", "assistent", "asistente",
                                                  "ассистент",
                                                  *consent.KEEP_QUIET)) + ")")
_HIDDEN_CUES_CONTEXT = alt(
    _HIDDEN_CUES_POOLED, r"\bai\b", r"\bassistants?\b", r"\bllms?\b",
    p(r"\blanguage models?\b"), r"\bchatbots?\b",
    r"\bclaude\b", r"\bchatgpt\b", r"\bgpt\b", r"\bcopilot\b", r"\bgemini\b", r"\bagents?\b",
    r"\bsecretly\b", r"\bsilently\b", r"\bquietly\b", r"\bcovertly\b", r"\bconceal",
    p(r"\b(?:do not|don't|never) (?:tell|mention|reveal|inform|show|let)\b"),
    p(r"\bwithout (?:telling|informing|mentioning|alerting)\b"),
)
_HIDDEN_CUES_STRICT = alt(_HIDDEN_CUES_CONTEXT, r"\byou\b", r"\byour\b", r"\bmodel\b",
                          r"\binstructions?\b", r"\bprompt\b", r"\bignore\b", r"\bdisregard\b")
_HIDDEN_STYLE = alt(r"display\s?:\s?none", r"visibility\s?:\s?hidden",
                    r"font-size\s?:\s?0(?:\.0+)?(?:px|pt|em|rem|%)?\s?(?:[;\"'!]|$)",
                    r"opacity\s?:\s?0(?:\.0+)?\s?(?:[;\"'!]|$)", r"(?<=\s)hidden(?=[\s>=/])",
                    r"aria-hidden", r"(?<![-\w])color\s?:\s?(?:white|#fff(?:fff)?|transparent)",
                    r"(?:height|width)\s?:\s?0(?:px)?\s?[;\"']",
                    r"(?:left|top|text-indent)\s?:\s?-\d{3,}")
_TEXT_TAG = alt("div", "span", "p", "section", "article", "aside", "details", "summary", "font",
              "small", "em", "i", "b", "strong", "a", "td", "li", "ul", "ol", "pre", "code",
              "label", r"h[1-6]", "blockquote", "template", "noscript", "text", "tspan",
              "foreignobject", "center", "mark", "sub", "sup", "tr", "table")
_WORDS = re.compile(r"[a-z]{2,}(?:\W{1,4}[a-z]{2,}){2}")


_CUES = {"strict": re.compile(_HIDDEN_CUES_STRICT), "context": re.compile(_HIDDEN_CUES_CONTEXT)}


def _hidden_comment_speaks_to_model(scope: str) -> Accept:
    cues = _CUES[scope]

    def accept(match: re.Match[str], text: str) -> bool:
        return bool(cues.search(match.group("body") or match.group("body2") or ""))
    return accept


def _hidden_text_is_prose(match: re.Match[str], text: str) -> bool:
    return bool(_WORDS.search(match.group("body")))


HIDDEN_HTML = [
    *(rule("injection.hidden_html", CATEGORY,
           "hides text addressed to the model in an HTML or markdown comment",
           alt(r"<!--(?P<body>(?:(?!<!--|-->).){0,1500})-->",
               r"(?<![^\n])\[(?://|comment|_|#|hidden)\]: ?(?:#|<>)? ?[(\"'](?P<body2>.{0,600}?)"
               r"[)\"'](?=\s|$)"),
           ("<!--", "[//]", "[comment]", "[_]", "[#]", "[hidden]"), scopes=(scope,),
           after=1600,
           accept=_hidden_comment_speaks_to_model(scope))
      for scope in SCOPES),
    rule("injection.hidden_html", CATEGORY,
         "hides text from a human reader with an invisible HTML element",
         rf"<(?P<tag>{_TEXT_TAG})\b[^>]{{0,300}}?{_HIDDEN_STYLE}[^>]{{0,300}}>"
         r"(?P<body>[^<]{0,1500})",
         ("style", "hidden", "aria"), before=320, after=1900,
         accept=_hidden_text_is_prose),
]

_PERSON = alt(p(r"human (?:operators?|users?|owners?|reviewers?|in the loop)"),
              r"users?", "human", "humans", "operator", "owner", "person", "people",
              "principal", "requester", "customer", "reader",
              p("person you(?: are|'re| re) (?:helping|assisting|talking to|working (?:with|"
                "for))"))
_TELL = alt(r"tell(?:ing)?", r"inform(?:ing)?", r"notify(?:ing)?", r"alert(?:ing)?",
            r"mention(?:ing)?", r"reveal(?:ing)?", r"disclos(?:e|ing)", r"let(?:ting)?",
            r"admit(?:ting)?",
            r"confess(?:ing)?", r"signal(?:ling|ing)?")
# The person ends the clause ("do not tell the user", "… the user that/about …", "let the
# user know"): in "do not tell the user to restart" or "do not reveal customer PII" the user
# is no recipient of a secret.
_RECIPIENT_END = (rf"(?=\s?(?:$|[.,;:!?)\n])|{S}(?:that|about|what|this|anything|why|how|"
                  rf"when|where|until|unless|or|and|before|after|if|yet|either|ever|at all|"
                  rf"any|of|we|you|i|know|see|find|notice|learn|hear|suspect|reali[sz]e|"
                  rf"discover)\b)")
# "make sure the user never finds out": a plain "the user never knows X" is a statement.
_ENSURE = (r"(?:(?<=make sure the )|(?<=make sure that the )|(?<=ensure the )|"
           r"(?<=ensure that the )|(?<=so the )|(?<=so that the )|(?<=make sure )|(?<=ensure ))")
_NEGATED = after("not", "n't", "dont", "never", "cannot", "without", "avoid", "refrain from",
                 "no need to", "not ever", "never ever", "not even", "n't ever", "n't even",
                 "not to", "never to")

CONCEAL = [
    rule("injection.conceal", CATEGORY, "tells the model to hide what it does from the user",
         rf"{_NEGATED}{_TELL}{S}(?:(?:this|it|that|anything|any of this|them|about (?:this|"
         rf"it)){S}(?:to{S})?)?(?:(?:the|your|this){S})?{_PERSON}\b{_RECIPIENT_END}",
         ("tell", "inform", "notify", "alert", "mention", "reveal", "disclos", "let$",
          "letting", "admit", "confess", "signal"), after=160),
    rule("injection.conceal", CATEGORY, "tells the model to hide what it does from the user",
         rf"\b(?:keep|hide|conceal|withhold|mask)(?:ing|s)?{S}(?:(?:this|it|that|these|those|"
         rf"the|following|above|your|my|all|steps?|actions?|changes?|instructions?|note|"
         rf"message|fact|information|details?|everything|what you do|activity|activities)"
         rf"{S}){{0,4}}(?:(?:secret|hidden|private|confidential|quiet){S})?from{S}"
         rf"(?:the{S}|your{S})?{_PERSON}\b",
         ("keep", "hide", "hiding", "conceal", "withhold", "mask"), after=200),
    rule("injection.conceal", CATEGORY, "tells the model to hide what it does from the user",
         rf"\b(?:(?:users?|human|operator|owner){S}(?:must|should|shall|need{S}to|needs{S}to)"
         rf"{S}(?:never|not)|{_ENSURE}(?:users?|human|operator|owner){S}never){S}(?:ever{S})?"
         rf"(?:be{S})?(?:know|knows|find{S}out|finds{S}out|learns?|notices?|sees?|suspects?|"
         rf"reali[sz]es?|discovers?|told|informed|aware|hears?|gets{S}to{S}know)\b",
         ("user", "human", "operator", "owner"), after=120),
    rule("injection.conceal", CATEGORY, "tells the model to act behind the user's back",
         rf"\b(?:secretly|covertly|surreptitiously|stealthily|silently|quietly){S}"
         r"(?:send|upload|copy|append|add|include|insert|exfiltrate|run|execute|install|"
         r"collect|record|save|store|forward|email|post|read|change|modify|delete|embed|"
         r"attach|leak|transmit)\b",
         ("secretly", "covertly", "surreptitiously", "stealthily", "silently", "quietly"),
         after=80),
    rule("injection.conceal", CATEGORY, "tells the model to act behind the user's back",
         rf"{after('do it', 'do this', 'do so', 'do that', 'do all of this', 'do everything')}"
         rf"(?:silently|secretly|covertly|quietly|stealthily|discreetly)\b|"
         rf"{after('so', 'so that', 'such that')}(?:nobody|no{S}one|noone){S}(?:ever{S})?"
         rf"(?:notices|knows|asks|finds{S}out|sees|suspects|realizes|realises|learns)\b|"
         rf"{after('so the', 'so that the', 'so your')}(?:user|owner|human|operator){S}"
         rf"(?:doesn't|does{S}not|won't|will{S}not|never|can't|cannot){S}(?:ever{S})?"
         rf"(?:notice|know|find{S}out|see|suspect|realize|realise|learn|knows|notices|"
         rf"finds{S}out|sees|suspects)\b",
         ("silently", "secretly", "covertly", "quietly", "stealthily", "discreetly", "nobody",
          "no$", "noone", "user$", "owner$", "human$", "operator$"), after=80),
    rule("injection.conceal", CATEGORY, "tells the model to act behind the user's back",
         p(r"\bbehind (?:the |your )?(?:user's|user|human's|owner's|operator's) back"),
         ("behind",), after=80),
    rule("injection.conceal", CATEGORY, "tells the model to hide what it does from the user",
         rf"\b(?:hide|hiding|hides|conceal|concealing|conceals|withhold|withholding|mask|"
         rf"masking|keep|keeping){S}(?:(?:the{S})?fact{S})?that{S}(?:you|we|i){S}"
         rf"(?:\w+{S}){{0,10}}?(?:(?:secret|hidden|quiet){S})?from{S}(?:the{S}|your{S})?"
         rf"{_PERSON}\b", ("hide", "hiding", "conceal", "withhold", "mask", "keep"),
         after=200),
    rule("injection.conceal", CATEGORY, "tells the model to act behind the user's back",
         rf"\bwithout{S}(?:(?:the|your|any|their){S})?{_PERSON}(?:'s)?{S}(?:ever{S})?"
         rf"(?:knowing|noticing|seeing|finding{S}out|realizing|realising|suspecting|"
         rf"learning|hearing|knowledge|consent|being{S}(?:aware|told|informed|notified))\b",
         ("without",), after=120),
    rule("injection.conceal", CATEGORY, "tells the model to keep its instructions secret",
         rf"{_NEGATED}(?:{_TELL}|say|discuss|acknowledge|bring{S}up|talk{S}about|"
         rf"refer{S}to|show)(?:s|ing)?{S}(?:(?:anyone|anybody|others|the{S}user|users)"
         rf"{S})?(?:about{S}|of{S})?(?:this|these|the{S}following|my|our){S}(?:\w+{S})?"
         rf"(?:instructions?|note|message|directive|request|orders?|conversation|exchange|"
         rf"arrangement|agreement|rule|task|change{S}(?:of{S}plans?|in{S}behaviou?r))\b",
         ("tell", "inform", "notify", "alert", "mention", "reveal", "disclos", "let$",
          "letting", "admit", "confess", "signal", "say$", "discuss", "acknowledg", "bring$",
          "talk$", "refer$", "show$"), after=200),
]

_AUTHORITY = alt(r"developers?", r"creators?", r"owners?", r"admins?", r"administrators?",
                 p(r"system administrator"), r"sysadmin", r"operators?", r"makers?",
                 r"programmers?", r"trainers?", p(r"(?:openai|anthropic|google) (?:staff|team|"
                 r"employees?|engineers?)"), r"openai", r"anthropic")
_CLAIM_YOUR = after("i am your", "i'm your", "this is your", "it's your", "it is your",
                    "speaking as your", "as your", "being your", "i am your real",
                    "i'm your real", "this is your real", "as your real")
_CLAUSE_END = rf"(?=\s?(?:$|[.,;:!\n)])|{S}(?:and|here|speaking|talking|writing|again)\b)"

_TO_THE_WORLD = re.compile(
    rf"{S}(?:to|for|at|on){S}(?:(?:the|all|most|many|over|more|than|public|local|city|group|"
    rf"its|their|partner|select|[\d,]+){S}){{0,4}}(?:transport\w*|transit|museums?|"
    r"attractions?|parks?|rides?|gyms?|pools?|lounges?|trains?|bus(?:es)?|trams?|metro|"
    r"subway|librar(?:y|ies)|classes|courses|lessons|events?|concerts?|shows|movies|films|"
    r"music|songs|books|e-?books|magazines|episodes|games|beaches|slopes|lifts|trails|"
    r"venues|exhibitions?|galleries|zoos?|spas?|saunas?|facilities|amenities|workouts?|"
    r"videos|podcasts|audiobooks)\b")
"""Access to places and services of the world ("unlimited access to public transportation",
"to the gym, the pool"): what a pass or a membership gives, no permission of the model's."""


def _not_to_the_world(match: re.Match[str], text: str) -> bool:
    return _TO_THE_WORLD.match(text, match.end()) is None


FALSE_AUTHORITY = [
    rule("injection.false_authority", CATEGORY,
         "claims to come from the model's developer or operator to gain authority",
         _CLAIM_YOUR + _AUTHORITY + _CLAUSE_END,
         ("developer", "creator", "owner", "admin", "system", "sysadmin", "operator", "maker",
          "programmer", "trainer", "openai", "anthropic", "google"), after=120),
    rule("injection.false_authority", CATEGORY,
         "claims to come from the model's developer or operator to gain authority",
         rf"{after('this', 'the following')}(?:message|instruction|note|update|request|"
         rf"directive|command|notice){S}(?:is{S}|comes{S})?from{S}your{S}{_AUTHORITY}\b",
         ("message", "instruction", "note$", "update$", "request$", "directive", "command$",
          "notice$"), after=140),
    rule("injection.false_authority", CATEGORY,
         "claims to come from the model's developer or operator to gain authority",
         rf"\b(?:as|i{S}am|i'm|im|this{S}is|speaking{S}as){S}(?:the|your){S}(?:\w+{S}){{0,2}}?"
         rf"{_AUTHORITY}{S}(?:of|for|behind|in{S}charge{S}of){S}(?:you|this{S}(?:assistant|ai|"
         rf"model|agent|bot|chatbot|deployment|instance)|the{S}(?:assistant|ai|model|agent|"
         rf"bot|chatbot))\b",
         ("developer", "creator", "owner", "admin", "sysadmin", "system$", "operator", "maker",
          "programmer", "trainer", "openai", "anthropic", "google"), before=80, after=120,
         starts="as|i|i'm|im|this|speaking"),
    rule("injection.false_authority", CATEGORY,
         "claims to come from the model's developer or operator to gain authority",
         rf"\b(?:message|notice|memo|directive|order|update|instructions?|note|announcement|"
         rf"alert|communication){S}from{S}(?:the{S}|your{S})?(?:\w+{S}){{0,2}}?"
         rf"(?:{_AUTHORITY}|(?:security|safety|trust{S}and{S}safety|dev|ai|platform){S}team)"
         rf"\s?:[^.!?\n]{{0,120}}?\b(?:you|assistant|agent|model)\b",
         ("message", "notice", "memo$", "directive", "order$", "update$", "instruction",
          "note$", "announcement", "alert$", "communication"), after=240),
    rule("injection.false_authority", CATEGORY,
         "claims an authority granted the model special permissions",
         rf"\b(?:granted|given|gave|grants|gives|issued){S}you{S}(?:(?:new|special|temporary|"
         rf"full|the){S})?(?:elevated|special|unrestricted|unlimited|god|developer|override|"
         rf"root|admin|administrator|sudo|superuser)(?:-level|{S}level)?{S}(?:permissions?|"
         rf"privileges?|access|rights|clearance|authority|mode|powers)\b",
         ("granted", "given", "gave", "grants", "gives", "issued"), after=160,
         accept=_not_to_the_world),
    rule("injection.false_authority", CATEGORY,
         "claims the model is authorised to set its rules aside",
         rf"\byou{S}(?:are|re|'re|have{S}been|ve{S}been|'ve{S}been|were){S}(?:now{S})?"
         rf"(?:hereby{S})?(?:officially{S})?(?:authori[sz]ed|permitted|allowed|cleared|"
         rf"exempt(?:ed)?|licensed|given{S}permission|granted{S}permission)(?:{S}\w+){{0,2}}?"
         rf"{S}(?:to{S}|from{S})?(?:ignore|skip|bypass|disable|override|disregard|break|"
         rf"violate|turn{S}off|drop|lift|circumvent|deactivate|sidestep|set{S}aside|any|all|"
         rf"your|the)(?:{S}\w+){{0,3}}?{S}(?:rules|restrictions|safety|guardrails|filters?|"
         rf"polic(?:y|ies)|guidelines|instructions|limits|limitations|ethics|scanner|"
         rf"system{S}prompt|safeguards|content{S}policy)\b", ("you$",), after=200),
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

_REGISTERED = [*IGNORE_PREVIOUS, *UNTRUSTED_SOURCE, *NEW_INSTRUCTIONS, *SYSTEM_MARKER,
               *HIDDEN_HTML, *CONCEAL, *FALSE_AUTHORITY, *ADVANCE_APPROVAL, *ENCODED_PAYLOAD]
RULES: list[Rule] = _REGISTERED
