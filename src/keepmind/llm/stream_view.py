"""What of a streamed reply text to show while it arrives (pure).

A local server that writes tool calls into the text (``keepmind.llm.text_calls``) streams
them as text too; shown as they come, the user would watch JSON scroll by that is then run
as a call. ``StreamView`` shows text as it arrives except from where a call written in
text could begin, which it holds back until the reply is complete:

- a line whose first non-blank characters are ``{``, ``[``, a code fence or
  ``<tool_call>`` (or, while the line is still arriving, could become one of these);
- a ``<tool_call`` tag anywhere in a line (or the start of one at the end of the text).

White space at the end waits for what follows it. Once something is held, everything after
it is held too. ``finish(content)`` is given the
reply's content as the client returned it (calls taken out) and returns what remains to be
shown: the rest of it when it continues what was shown, else nothing. Invariant: what was
shown, then what ``finish`` returns, is the content whenever the content starts with what
was shown; text is never shown twice.
"""

from __future__ import annotations

TAG = "<tool_call"
LINE_STARTS = ("{", "[", "```", "<tool_call")


class StreamView:
    """Feed it the pieces of a streamed text; show what ``feed`` and ``finish`` return."""

    def __init__(self) -> None:
        self.text = ""
        self.shown = 0
        self.held = False

    def feed(self, piece: str) -> str:
        """The part of the text received so far that can be shown now and was not yet."""
        self.text += piece
        if self.held:
            return ""
        end = self._showable_end()
        while end > self.shown and self.text[end - 1].isspace():
            end -= 1  # white space waits for what follows it: a call would not need it
        out = self.text[self.shown:end]
        self.shown = max(self.shown, end)
        return out

    def finish(self, content: str) -> str:
        """What is left to show of the final ``content``."""
        shown = self.text[:self.shown]
        return content[len(shown):] if content.startswith(shown) else ""

    def _showable_end(self) -> int:
        position = self.shown - len(self.text[:self.shown].rsplit("\n", 1)[-1])
        while position < len(self.text):
            newline = self.text.find("\n", position)
            complete = newline >= 0
            line = self.text[position:newline + 1] if complete else self.text[position:]
            start = line.lstrip()
            if start.startswith(LINE_STARTS):
                self.held = True
                return max(self.shown, position)
            tag = line.find(TAG)
            if tag >= 0:
                self.held = True
                return max(self.shown, position + tag)
            if not complete:
                if start and any(m.startswith(start) for m in LINE_STARTS):
                    return max(self.shown, position)  # could still become a call
                return max(self.shown, position + _before_partial_tag(line))
            position = newline + 1
        return len(self.text)


def _before_partial_tag(line: str) -> int:
    """Where a partial ``<tool_call`` at the end of ``line`` begins (len(line) if none)."""
    for size in range(min(len(TAG) - 1, len(line)), 0, -1):
        if line.endswith(TAG[:size]):
            return len(line) - size
    return len(line)
