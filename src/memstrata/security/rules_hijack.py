"""Role and identity hijack rules: a new identity without limits, a persona, prompt leaks.

Pure. Ids (see the table in ``memstrata.security.scanner``): ``hijack.role`` (both scopes:
an identity switch that sheds restrictions, a jailbreak mode), ``hijack.persona`` (strict
only: any persona assignment, "you are now a …", "pretend you are …"; context files may ask
for a reviewer's hat), ``hijack.reveal_prompt`` (print or repeat the system prompt).
"""

from __future__ import annotations

from memstrata.security.engine import Rule, rule
from memstrata.security.grammar import S, alt, gap, p

CATEGORY = "hijack"

_LIMITS = alt(r"restrictions?", r"rules", r"limits", r"limitations", r"filters?",
              r"filtering", r"guidelines", r"ethics", r"morals", r"morality", r"guardrails",
              r"censorship", r"constraints", r"boundaries", p(r"content polic(?:y|ies)"),
              r"safety", r"policies", r"alignment", r"safeguards", r"scruples", r"conscience")
_MACHINE = p(r"(?:an? )?(?:ai|assistant|model|chatbot|bot|llm|entity|system|version of "
             r"(?:yourself|you)|character|persona)(?: (?:that|who|which))?(?: (?:has|have|had|"
             r"does|do))? (?:with(?:out)?|no|not|free (?:of|from)|unbound by|not bound by|"
             r"ignores?|has no|(?:doesn't|does not|don't|do not) (?:have|follow|care about)) "
             r"(?:any |all |no |the |its |your )?(?:\w+ )?") + _LIMITS
_UNBOUND = alt(
    r"unrestricted", r"unfiltered", r"uncensored", r"jailbroken", r"jailbreak", r"liberated",
    r"unchained", r"unshackled", r"amoral", r"unaligned", r"no-?limits?", r"anti-?ai",
    p(r"(?:developer|god|jailbreak|dan) mode"),
    p(r"no longer (?:an? )?(?:ai|assistant|bound|restricted|limited|constrained|censored|"
      r"filtered|required|obligated|governed|chatgpt|claude)"),
    _MACHINE,
)
"""Descriptions that only fit a jailbroken model; a few words may stand before them."""
_SOFT_UNBOUND = alt(
    r"evil", r"malicious", r"rogue", r"immoral", r"unethical", r"lawless", r"dan", r"stan",
    r"obedient", r"unlimited", r"limitless", r"unbound", r"unleashed", r"unhinged",
    r"uncontrolled", r"unsupervised", r"unmoderated", r"rule-?less", r"\w{2,}gpt",
    p(r"free (?:from|of) (?:all |any |your )?(?:\w+ )?") + _LIMITS,
)
"""Descriptions that are ordinary words elsewhere: only right after the lead."""
_ARTICLES = rf"(?:(?:an?|the|my|our|now|new|totally|completely|fully|truly|entirely){S}){{0,2}}"
_LEAD = alt(
    p(r"you (?:are|re|'re|will be|shall be|have become|ve become|'ve become|become|"
      r"are going to be|must be|can be|now are|operate|function|exist|act|behave|respond)"
      r"(?: (?:now|henceforth|from now on|from this moment|as of now|hereby))?(?: as)?"),
    p(r"(?:from now on|henceforth|from this (?:moment|point)(?: on)?|starting now)"
      r",? you(?: (?:are|will be|re|'re|operate|act|become))?(?: as)?"),
    p(r"(?:act|behave|respond|answer|reply|speak|operate|function|roleplay|role-play|"
      r"role play|pose|write)(?:ing)? as(?: (?:if|though) you (?:were|are|had|have))?"),
    p(r"(?:play|take on|assume|adopt|become|impersonate|simulate|emulate|channel|embody)"
      r"(?: the)?(?: (?:role|persona|identity|character|part))?(?: of)?"),
    p(r"pretend(?:ing)?(?: that)?(?: (?:to be|you are|you re|you're|you were))?"),
    p(r"imagine(?: that)? you(?: are| re|'re| were)?"),
)

ROLE = [
    rule("hijack.role", CATEGORY,
         "gives the model a new identity without its restrictions",
         rf"\b{_LEAD}{S}(?:{gap(4)}{_UNBOUND}|{_ARTICLES}{_SOFT_UNBOUND})\b",
         ("you", "from", "henceforth", "starting", "act", "behav", "respond", "answer", "reply",
          "speak", "operat", "function", "roleplay", "role", "pose", "write", "play", "take",
          "assume", "adopt", "become", "impersonat", "simulat", "emulat", "channel", "embod",
          "pretend", "imagine"), after=260),
    rule("hijack.role", CATEGORY, "switches the model into a jailbreak mode",
         rf"\b(?:enable|enter|activate|switch(?:{S}(?:to|into|on))?|turn{S}on|unlock|engage|"
         rf"go{S}into|boot{S}into|initiate|start|run{S}in|operate{S}in|you{S}are{S}(?:now"
         rf"{S})?in){S}(?:the{S})?(?:dan|god|jailbreak|jailbroken|unrestricted|unfiltered|"
         rf"uncensored|evil|chaos|opposite|no-?limits?|unlimited|rogue|unhinged|amoral|"
         rf"unbound){S}?mode\b",
         ("enable", "enter", "activat", "switch", "turn", "unlock", "engag", "go", "boot",
          "initiat", "start", "run", "operat", "you"), after=120),
    rule("hijack.role", CATEGORY, "switches the model into a jailbreak mode",
         rf"\b(?:dan|god|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|evil)"
         rf"{S}mode{S}(?:is{S})?(?:now{S})?(?:enabled|activated|engaged|unlocked|on)\b",
         ("dan", "god", "jailbr", "unrestricted", "unfiltered", "uncensored", "evil"),
         after=80),
    rule("hijack.role", CATEGORY, "tells the model it has been freed from its rules",
         rf"\b(?:you(?:{S}(?:ve|have|are|re|'re|'ve))?(?:{S}now)?{S}been|you{S}are{S}now|"
         rf"you're{S}now|consider{S}yourself){S}(?:officially{S})?(?:freed|liberated|"
         rf"jailbroken|unshackled|unchained|released|unlocked|reprogrammed|emancipated|"
         rf"unleashed)\b",
         ("you", "consider"), after=100),
    rule("hijack.role", CATEGORY, "tells the model it has no restrictions",
         rf"\b(?:you{S}(?:have|ve|'ve){S}(?:got{S})?|you{S}possess{S}|there{S}are{S})no"
         rf"{S}(?:\w+{S})?{_LIMITS}\b(?:{S}(?:anymore|any{S}more|now|at{S}all|whatsoever|"
         rf"for{S}you))",
         ("you", "there"), after=120),
    rule("hijack.role", CATEGORY, "tells the model it has no restrictions",
         rf"\b(?:you{S}(?:are|re|'re)|you're){S}(?:not|no{S}longer){S}(?:bound|restricted|"
         rf"limited|constrained|governed|obligated|subject|required{S}to{S}follow)"
         rf"(?:{S}(?:by|to))?\b",
         ("you",), after=100),
    rule("hijack.role", CATEGORY, "tells the model to answer without its restrictions",
         rf"\b(?:answer|respond|reply|comply|speak|talk|output|operate|continue)(?:{S}\w+)"
         rf"{{0,4}}?{S}(?:without|free{S}(?:of|from)|regardless{S}of|ignoring|unbound{S}by|"
         rf"not{S}bound{S}by|with{S}no){S}(?:any{S}|all{S}|your{S}|the{S}|its{S})?(?:\w+{S})?"
         rf"{_LIMITS}\b",
         ("answer", "respond", "reply", "comply", "speak", "talk", "output", "operat",
          "continu"), after=200),
    rule("hijack.role", CATEGORY, "tells the model to stop refusing",
         rf"\b(?:(?:stop|quit|cease){S}(?:refusing|declining|saying{S}no|rejecting)|never{S}"
         rf"(?:refuse|decline){S}(?:any{S}|a{S})?(?:requests?|questions?|prompts?|orders?))\b",
         ("stop", "quit", "ceas", "never"), after=60),
]

PERSONA = [
    rule("hijack.persona", CATEGORY, "assigns the model a new role or persona",
         rf"\b(?:you{S}(?:are|re|'re)|you're){S}now{S}(?:an?|the|my|our|called|named|"
         rf"known{S}as|playing|roleplaying|in{S}\w+{S}(?:mode|character))\b",
         ("you",), scopes=("strict",), after=80),
    rule("hijack.persona", CATEGORY, "assigns the model a new role or persona",
         rf"\b(?:pretend(?:ing)?(?:{S}that)?{S}(?:you{S}(?:are|re|were)|you're|to{S}be)|"
         rf"act(?:ing)?{S}as{S}(?:if|though){S}you|your{S}(?:new|true|real|secret|hidden|"
         rf"actual){S}(?:name|persona|identity|personality|character|self){S}(?:is|:)|"
         rf"adopt{S}(?:a|this|the){S}(?:new{S})?(?:persona|identity|personality|character)|"
         rf"(?:switch|change){S}(?:your|to{S}a{S}new){S}(?:persona|identity|personality))\b",
         ("pretend", "act", "your", "adopt", "switch", "chang"), scopes=("strict",),
         after=100),
    rule("hijack.persona", CATEGORY, "redefines who the model is from now on",
         rf"\bfrom{S}now{S}on,?{S}you{S}(?:are|will|'ll|ll|act|behave|respond|answer|reply|"
         rf"speak|obey|must|shall|have|no{S}longer|won't|can't|cannot|do{S}not|don't|"
         rf"never|only|should|work{S}for)\b",
         ("from",), scopes=("strict",), after=80),
    rule("hijack.persona", CATEGORY, "redefines who the model is from now on",
         rf"\bfrom{S}now{S}on,?{S}you{S}(?:are|will{S}be|'re|re|act{S}as|behave{S}as|"
         rf"respond{S}as|answer{S}as|obey|have{S}no|no{S}longer|work{S}for|will{S}"
         rf"(?:obey|only|always|never|ignore|pretend|respond|answer|reply|act|behave|speak)|"
         rf"only{S}(?:obey|answer|respond|follow|listen))\b",
         ("from",), scopes=("context",), after=80),
]

_PROMPT_NOUN = alt(p("system prompt"), p("system message"), r"(?:pre-?|meta-?)prompt",
                   r"instructions", p("(?:initial|original|hidden|secret) instructions"),
                   r"directives", r"preamble", r"programming",
                   p("developer (?:message|prompt|instructions)"))
_ANY_RULES_NOUN = alt(_PROMPT_NOUN, r"prompt", r"rules", r"guidelines", r"guardrails",
                      r"configuration", r"config", r"context", r"briefing", r"constraints",
                      p("training (?:data|instructions)"))
_REVEAL = alt(r"reveal", r"print", r"repeat", r"recite", r"output", r"show", r"display",
              r"tell", r"share", r"dump", r"leak", r"disclose", r"expose", r"echo",
              p(r"write (?:out|down)"), p(r"type out"), p(r"spell out"), r"copy", r"paste",
              r"return", r"give", r"provide", r"send", r"list", r"quote", r"summari[sz]e",
              r"translate", r"encode", p(r"read (?:back|out)"), r"restate", r"reproduce",
              r"regurgitate")
_REVEAL_ANCHORS = ("reveal", "print", "repeat", "recite", "output", "show", "display", "tell",
                   "share", "dump", "leak", "disclose", "expose", "echo", "write", "type",
                   "spell", "copy", "paste", "return", "give", "provide", "send", "list",
                   "quote", "summari", "translate", "encode", "read", "restate", "reproduce",
                   "regurgitate")
_STRONG_QUAL = alt("hidden", "secret", "initial", "underlying", "verbatim", p("very first"),
                   "confidential")
_WEAK_QUAL = alt("full", "entire", "complete", "exact", "original", "first", "raw", "whole")
_HANDED = p(r"(?:(?:that|which) )?you(?: (?:were|have been|ve been|'ve been|got|received))?"
            r"(?: \w+)? (?:given|received|configured|trained|programmed|started|initiali[sz]ed|"
            r"seeded|loaded|fed|provided)")
_VERBATIM = alt(r"verbatim", p(r"word for word"), r"word-for-word", p(r"in full"),
                p(r"in its entirety"), p(r"character by character"), p(r"letter by letter"),
                r"unredacted", p(r"exactly as (?:written|given|you (?:got|received|see) it)"))
_WHERE_ABOVE = alt(r"above",
                   p(r"before (?:this|my|the (?:user|first)|our conversation)"),
                   p(r"prior to (?:this|my)"), r"preceding",
                   p(r"at the (?:start|beginning|top) of (?:this|the|our|your) "
                     r"(?:conversation|chat|context|prompt|window)"))


def _reveal(nouns: str, scopes: tuple[str, ...]) -> list[Rule]:
    reason = "asks the model to reveal its system prompt or instructions"
    return [
        rule("hijack.reveal_prompt", CATEGORY, reason,
             rf"\b{_REVEAL}{S}(?:(?:me|us|back|please|again|exactly|all|of){S}){{0,3}}(?:your|"
             rf"ur){S}(?:(?:full|entire|complete|exact|original|initial|hidden|secret|"
             rf"underlying|internal|real|actual|first|system|raw|very|current){S}){{0,3}}"
             rf"{nouns}\b", _REVEAL_ANCHORS, scopes=scopes, after=160),  # type: ignore[arg-type]
        rule("hijack.reveal_prompt", CATEGORY, reason,
             rf"\b(?:what(?:{S}(?:is|are|were|was|s)|'s)|recall){S}(?:your|ur){S}"
             rf"(?:(?:\w+){S}){{0,2}}{nouns}\b",
             ("what", "recall"), scopes=scopes, after=120),  # type: ignore[arg-type]
    ]


REVEAL_PROMPT = [
    *_reveal(_ANY_RULES_NOUN, ("strict",)),
    *_reveal(_PROMPT_NOUN, ("context",)),
    rule("hijack.reveal_prompt", CATEGORY,
         "asks the model to reveal its system prompt or instructions",
         rf"\b{_REVEAL}{S}(?:(?:me|us|back|please|again|exactly|of){S}){{0,3}}(?:the|that|this|"
         rf"those|all{S}the|all){S}(?:(?:{_WEAK_QUAL}|{_STRONG_QUAL}){S}){{0,2}}"
         rf"(?:{_STRONG_QUAL}{S}(?:system{S})?{alt(_PROMPT_NOUN, 'message', 'messages', 'text', 'context', 'setup')}"
         rf"|(?:system{S})?{alt(_PROMPT_NOUN, 'message', 'messages', 'text', 'context', 'setup', 'words')}"
         rf"{S}(?:{_HANDED}|{_WHERE_ABOVE}))\b",
         _REVEAL_ANCHORS, after=220),
    rule("hijack.reveal_prompt", CATEGORY,
         "asks the model to reveal its system prompt or instructions",
         rf"\b{_REVEAL}{S}{gap(6)}?{_PROMPT_NOUN}{S}{gap(4)}?{_VERBATIM}",
         _REVEAL_ANCHORS, after=260),
    rule("hijack.reveal_prompt", CATEGORY,
         "asks the model to repeat the text that precedes the conversation",
         rf"\b{_REVEAL}{S}(?:me{S})?(?:all|everything|the{S}(?:text|words|content|messages?|"
         rf"lines|stuff|conversation)){S}(?:(?:that|which|written|said|stated|printed|given|"
         rf"appearing|shown){S}){{0,2}}{_WHERE_ABOVE}",
         _REVEAL_ANCHORS, after=200),
    rule("hijack.reveal_prompt", CATEGORY,
         "asks the model to repeat the text that precedes the conversation",
         rf"\b(?:starting|beginning){S}(?:with|from){S}[\"'`]?(?:you{S}are|your{S}"
         rf"instructions|system)\b", ("starting", "beginning"), after=80),
    rule("hijack.reveal_prompt", CATEGORY,
         "asks what the model was told before the conversation",
         rf"\bwhat{S}(?:\w+{S}){{0,3}}(?:did|were|have|has){S}(?:your{S}|the{S})?"
         rf"(?:developers?|creators?|operators?|makers?|programmers?|openai|anthropic|system"
         rf"|system{S}prompt|admins?){S}(?:\w+{S}){{0,2}}(?:tell|told|say|said|instruct|"
         rf"instructed|give|gave|write|wrote){S}(?:to{S})?you\b",
         ("what",), after=160),
]

RULES: list[Rule] = [*ROLE, *PERSONA, *REVEAL_PROMPT]
