"""HTML and markdown taken off a text, and what they hide put in plain sight.

Pure. ``stripped(clean)`` returns the lines of ``clean`` that markup changes, as a reader of
the rendered text sees them, followed by what the markup hides, one piece a line; "" when
there is no markup. Inline tags ("<b>", "<span>") vanish, so "ig<b></b>nore" and
"i<span>gn</span>ore" read "ignore"; other tags become a space. Emphasis markers ("**",
"*", "~~") and code ticks inside a word vanish too ("ig**nore**"), links with a title keep
their text and title, HTML entities are decoded ("&#105;gnore"). A line inside a fenced code
block is kept only when taking the markup off made a word that was not in it (code such as
"Local<Value>" or "a*b" is left out; "Dis<i></i>regard" in a fence is kept).

Surfaced, each on a line of its own: HTML comments that hold markup, with it taken off
(every comment is also taken out of its line, so that it cannot split a word; one of plain
text is read where it stands), the text of elements hidden by ``hidden``,
``aria-hidden="true"`` or a style (``display:none``, ``visibility:hidden``, ``font-size:0``,
``opacity:0``, white text), the ``alt``, ``title`` and ``aria-label`` attributes, markdown
comments (``[//]: # (...)``) and the titles of link reference definitions.

Invariants: patterns are bounded and comments are found with ``str.find``, so the time is
linear in the text; the caller only asks when a cheap test saw a sign of markup; the line
structure is kept (a comment's line breaks stay), so a changed line is compared with the
line it came from.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

_INLINE = frozenset({"a", "abbr", "b", "bdi", "bdo", "big", "cite", "code", "data", "del",
                     "dfn", "em", "font", "i", "ins", "kbd", "mark", "q", "s", "samp", "small",
                     "span", "strike", "strong", "sub", "sup", "time", "tt", "u", "var", "wbr"})
_TAG_RE = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9-]{0,20})((?:\s[^<>]{0,2000})?)/?>")
_ATTRIBUTE_RE = re.compile(
    r"""\b(alt|title|aria-label|style|hidden|aria-hidden)\b"""
    r"""(?:\s*=\s*(?:"([^"]{0,2000})"|'([^']{0,2000})'|([^\s"'>]{1,200})))?""",
    re.IGNORECASE)
_HIDING_STYLE_RE = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(?![.\d]*[1-9])|"
    r"opacity\s*:\s*0(?![.\d]*[1-9])|(?<![-\w])color\s*:\s*(?:white|#fff\b|#ffffff|"
    r"rgb\(\s*255\s*,\s*255\s*,\s*255\s*\))", re.IGNORECASE)
_HIDDEN_REACH = 2000
# Hidden elements overlap ("<span hidden>" a thousand times); the text of the first ones is
# surfaced, the rest is read in the line like any other text.
_MAX_SURFACED = 200
# Markdown: a reference definition or comment ("[id]: url 'title'", "[//]: # (note)").
_TITLE = r"""(?:"([^"\n]{0,500})"|'([^'\n]{0,500})'|\(([^)\n]{0,500})\))"""
_REFERENCE_RE = re.compile(
    rf"^ {{0,3}}\[[^\]\n]{{1,200}}\]:[ \t]*\S{{0,2000}}(?:[ \t]+{_TITLE})?[ \t]*$", re.MULTILINE)
# A link or image with a title: its text and title stay (one without a title is left as
# it is: the rules read its text already).
# (Its start is written as two branches, each led by one character, so that ``re`` skips
# in C to the next "!" or "[": "!?" first would have it try every position.)
_LINK_RE = re.compile(rf"(?:!\[|\[)([^\[\]\n]{{0,500}})\]\([^()\s]{{0,2000}}\s+{_TITLE}\)")
# Emphasis or code ticks inside a word ("ig**nore**", "ig`no`re"); around words they change
# nothing the rules cannot read already. Each branch starts with its marker, so ``re``
# skips in C to the next one.
_MARKERS_RE = re.compile(r"`(?<=\w`)`*(?=\w)|\*(?<=\w\*)\**(?=\w)|~(?<=\w~)~(?=\w)")
# Emphasis around part of a word, opened inside it and closed at its end ("Appe*nd*",
# "sta**ys**") or opened at its start and closed inside ("**M**ostrami", "_しておい_て"):
# both markers go, so that nothing is left stuck to the word. Each branch of the marker
# begins with one character ("\*\*?\*?" rather than "\*{1,3}", the same matches), so that
# ``re`` skips in C to the next marker instead of trying every position.
_PART_EMPHASIS_RE = re.compile(r"(\*(?:\*\*?)?|__?|~~|`)([^\W_]{1,40})\1")
# A fence's marks, found from their first character (``re`` skips in C to the next one); a
# fence is marks that only spaces or tabs stand before on their line.
_FENCE_RE = re.compile(r"```|~~~")


def stripped(clean: str) -> str:
    """The changed lines of ``clean`` with the markup off, then what it hides."""
    surfaced: list[str] = []
    text = _without_comments(clean, surfaced) if "<!--" in clean else clean
    if "<" in text:
        text = _TAG_RE.sub(lambda m: _tag(m, text, surfaced), text)
    if "]:" in text:
        text = _REFERENCE_RE.sub(lambda m: _title(m, surfaced), text)
    if "](" in text:
        text = _LINK_RE.sub(lambda m: " ".join(filter(None, m.groups())), text)
    if "*" in text or "`" in text or "~~" in text:
        text = _MARKERS_RE.sub("", _PART_EMPHASIS_RE.sub(_emphasised, text))
    if "&" in text:
        text = html.unescape(text)
    if text == clean:
        return "\n".join(surfaced)
    lines, before = text.split("\n"), clean.split("\n")
    changed = [i for i, (old, new) in enumerate(zip(before, lines, strict=False))
               if old != new]
    fenced = _fenced_lines(clean) if "```" in clean or "~~~" in clean else set()
    return "\n".join([lines[i] for i in changed if any(ch.isalpha() for ch in lines[i])
                      and (i not in fenced or _joins_words(before[i], lines[i]))] + surfaced)


_WORD_RE = re.compile(r"[^\W\d_]{4,}")


def _joins_words(old: str, new: str) -> bool:
    """Whether taking the markup off a fenced line made a word that was not in it: markup
    that cuts words ("Dis<i></i>regard", "Ou**blie**") hides them in a code block as
    anywhere else, while code ("Local<Value> v", "a*b") only loses its signs."""
    return not set(_WORD_RE.findall(new)) <= set(_WORD_RE.findall(old))


def _emphasised(match: re.Match[str]) -> str:
    """The part of a word inside emphasis markers, without them, when the emphasis opens
    inside the word and closes at its end or opens at its start and closes inside it; the
    match as it is otherwise ("**bold**", "snake_case_name")."""
    text, start, end = match.string, match.start(), match.end()
    before = text[start - 1:start]
    after = text[end:end + 1]
    word_before = before.isalnum() or before == "_"
    if (word_before and not (after.isalnum() or after in ("_", "*", "~", "`"))) or (
            not word_before and before not in ("*", "~", "`") and after.isalnum()):
        return match.group(2)
    return match.group()


def _fences(text: str) -> Iterator[int]:
    """Where the fences of ``text`` are, in order: marks only spaces or tabs stand before
    on their line (one fence a line)."""
    for fence in _FENCE_RE.finditer(text):
        at = fence.start()
        if not text[text.rfind("\n", 0, at) + 1:at].strip(" \t"):
            yield at


def _fenced_lines(text: str) -> set[int]:
    """The numbers of the lines inside fenced code blocks (fences included)."""
    inside: set[int] = set()
    line, last, opened = 0, 0, -1
    for at in _fences(text):
        line += text.count("\n", last, at)
        last = at
        if opened < 0:
            opened = line
        else:
            inside.update(range(opened, line + 1))
            opened = -1
    if opened >= 0:
        inside.update(range(opened, line + text.count("\n", last) + 1))
    return inside


def _without_comments(text: str, surfaced: list[str]) -> str:
    """``text`` with each HTML comment replaced by its line breaks; contents surfaced."""
    pieces: list[str] = []
    last = 0
    while True:
        start = text.find("<!--", last)
        if start < 0:
            break
        end = text.find("-->", start + 4)
        stop = len(text) if end < 0 else end + 3
        body = text[start + 4:stop - 3 if end >= 0 else stop]
        pieces += [text[last:start], "\n" * body.count("\n")]
        if "<" in body or "&" in body:  # plain text is read where it stands already
            surfaced.append(" ".join(html.unescape(_TAG_RE.sub(" ", body)).split()))
        last = stop
    pieces.append(text[last:])
    return "".join(pieces)


def _tag(match: re.Match[str], text: str, surfaced: list[str]) -> str:
    """What a tag leaves in the line (nothing or a space); its hidden text surfaced."""
    closing, name, attributes = match.group(1), match.group(2).lower(), match.group(3)
    if attributes and not closing:
        hides = False
        for attribute in _ATTRIBUTE_RE.finditer(attributes):
            key = attribute.group(1).lower()
            value = next((v for v in attribute.groups()[1:] if v is not None), "")
            if key in ("alt", "title", "aria-label"):
                surfaced.append(value)
            else:
                hides = hides or _hides(key, value)
        if hides and len(surfaced) < _MAX_SURFACED:
            end = text.find(f"</{name}", match.end(), match.end() + _HIDDEN_REACH)
            inner = text[match.end():end if end >= 0 else match.end() + _HIDDEN_REACH]
            surfaced.append(" ".join(_TAG_RE.sub(" ", inner).split()))
    return "" if name in _INLINE else " "


def _hides(key: str, value: str) -> bool:
    """Whether an attribute hides its element from a reader."""
    if key == "style":
        return _HIDING_STYLE_RE.search(value) is not None
    return key == "hidden" or value.lower() == "true"


def _title(match: re.Match[str], surfaced: list[str]) -> str:
    """A reference definition leaves a blank line; its title (a comment) is surfaced."""
    title = next((g for g in match.groups() if g), "")
    if title:
        surfaced.append(title)
    return " "
