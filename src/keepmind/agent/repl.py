"""The interactive chat loop of ``keepmind chat``: line editing and history through
``readline``, slash commands, one turn per line.

Commands: ``/new`` (end this session, start another), ``/memory`` (what is on disk now;
the prompt keeps the snapshot of the session start), ``/compress``, ``/sessions`` (recent
sessions), ``/help``, ``/exit`` (also Ctrl-D). A model failure is shown and the loop goes
on; the user's message is already archived. When the agent streams (``Agent.on_text``),
the answer has been written as it arrived and only its line is ended here.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from keepmind.agent.loop import Agent
from keepmind.errors import KeepmindError
from keepmind.session import Session

HELP = """commands:
  /new        end this session and start a new one
  /memory     show the memory files as they are now
  /compress   compress the conversation now (saves memories first)
  /sessions   list recent sessions
  /help       this text
  /exit       leave (Ctrl-D too)"""


def _readline_history(path: Path) -> Callable[[], None]:
    """Enable line editing with a persistent history; returns the function that saves it."""
    try:
        import readline
    except ImportError:  # pragma: no cover - platforms without readline
        return lambda: None
    with contextlib.suppress(OSError):
        readline.read_history_file(path)
    readline.set_history_length(1000)

    def save() -> None:
        with contextlib.suppress(OSError):
            readline.write_history_file(path)
            path.chmod(0o600)

    return save


def run_repl(
    agent: Agent,
    make_session: Callable[[], Session],
    *,
    history_file: Path,
    echo: Callable[[str], None] = print,
    read: Callable[[str], str] = input,
) -> None:
    """Chat until ``/exit`` or end of input, then end the session with ``exit``."""
    save_history = _readline_history(history_file)
    echo(f"keepmind chat — session {agent.session.id}. /help for commands.")
    try:
        while True:
            try:
                line = read("you> ").strip()
            except EOFError:
                echo("")
                break
            if not line:
                continue
            if line.startswith("/"):
                if not _command(agent, line, make_session, echo):
                    break
                continue
            try:
                result = agent.send(line)
            except KeepmindError as exc:
                echo(f"error: {exc}")
                continue
            if result.streamed:
                echo("")
            if result.compressed:
                echo("[the conversation was compressed; memory was saved first]")
            if not result.streamed:
                echo(result.text)
    except KeyboardInterrupt:
        echo("")
    finally:
        save_history()
        agent.session.end("exit", agent.messages)


def _command(agent: Agent, line: str, make_session: Callable[[], Session],
             echo: Callable[[str], None]) -> bool:
    """Run a slash command; False means leave the loop."""
    name = line.split()[0].lower()
    if name in ("/exit", "/quit"):
        return False
    if name == "/help":
        echo(HELP)
    elif name == "/new":
        agent.new_session(make_session)
        echo(f"new session {agent.session.id}")
    elif name == "/memory":
        live = agent.session.memory.render_snapshot()
        echo(live or "(memory is empty)")
    elif name == "/compress":
        agent.compress()
        report = agent.session.last_compression
        echo(_describe_compression(report))
    elif name == "/sessions":
        result = agent.session.call_tool("session_search", {})
        echo(_describe_sessions(result))
    else:
        echo(f"unknown command {name}; /help lists them")
    return True


def _describe_compression(report: Any) -> str:
    if report is None:
        return "nothing to compress"
    saved = f"{report.flushed} memory write(s)" if report.flushed else (
        f"no memory writes ({report.flush_skipped or 'nothing to save'})")
    how = "deterministic summary" if report.used_fallback else "model summary"
    return (f"compressed {report.summarised} messages ({how}); {saved}; continuing in "
            f"session {report.child_session_id}")


def _describe_sessions(result: dict[str, Any]) -> str:
    sessions = result.get("sessions") or result.get("results") or []
    if not sessions:
        return result.get("error") or "(no earlier sessions)"
    lines = []
    for item in sessions:
        title = item.get("title") or item.get("preview") or ""
        lines.append(f"{item.get('date', '')}  {item.get('session_id', '')}  {title}"[:120])
    return "\n".join(lines)
