"""``keepmind chat``: the reference agent on any OpenAI-compatible endpoint.

A composition root: reads the settings and the environment (for the API key variable the
config names), builds the model clients, the memory provider's manager (one for the whole
run, shared by every session of the REPL, shut down at exit), the session and the agent.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from keepmind.cli._common import HomeOption, ProfileOption, open_home
from keepmind.cli.providers import provider_manager

if TYPE_CHECKING:  # the agent, the LLM client and httpx load only when chat runs
    from keepmind.api import Memory
    from keepmind.providers import MemoryManager
    from keepmind.recall.summarizer import LLMSummarizer
    from keepmind.session import Session

HISTORY_FILE = "chat_history"


def chat(
    ctx: typer.Context,
    once: Annotated[str | None, typer.Option(
        "--once", help="Send one message, print the answer and exit (no REPL).")] = None,
    cwd: Annotated[Path | None, typer.Option(
        "--cwd", help="Project directory whose AGENTS.md chain and rules are loaded "
                      "(default: the current directory).")] = None,
    system: Annotated[str, typer.Option(
        "--system", help="Extra system message for this session.")] = "",
    home: HomeOption = None,
    profile: ProfileOption = None,
) -> None:
    """Chat with the configured model, using this home's memory, archive and skills.

    The model is llm.base_url, llm.model and llm.api_key_env in config.yaml. Without --once
    it is an interactive REPL with /new, /memory, /compress, /sessions and /exit, whose
    replies are shown as they arrive (llm.stream: false waits for whole replies). With
    --once the exit code is 1 when the model was still calling tools after the round limit.
    """
    from keepmind.agent.loop import Agent
    from keepmind.agent.repl import run_repl
    from keepmind.llm.factory import auxiliary_client, main_client
    from keepmind.recall.summarizer import LLMSummarizer

    mem = open_home(ctx, home, profile)
    llm = main_client(mem.settings, os.environ)
    aux = auxiliary_client(mem.settings, os.environ)
    summarizer = LLMSummarizer(aux) if aux is not None else None
    workdir = (cwd or Path.cwd()).resolve()
    manager: MemoryManager | None = None
    try:
        manager = provider_manager(mem)
        shared = manager

        def make_session() -> Session:
            return new_session(mem, workdir, llm.model, system, summarizer, shared)

        agent = Agent(make_session(), llm, summary_model=aux)
        if once is not None:
            try:
                result = agent.send(once)
            finally:
                agent.session.end("exit", agent.messages)
            if result.cut_off:
                # a cut-off loop is not an answer: scripts must not take it for one
                typer.echo(f"error: the tool loop was cut off after {result.rounds} rounds "
                           "of tool calls without an answer", err=True)
                raise typer.Exit(1)
            typer.echo(result.text)
            return
        if mem.settings.llm.stream:
            agent.on_text = _write
        run_repl(agent, make_session, history_file=mem.home.root / HISTORY_FILE,
                 echo=typer.echo)
    finally:
        if manager is not None:
            _shut_down(manager)
        llm.close()
        if aux is not None:
            aux.close()


def _write(text: str) -> None:
    """Text of a streamed reply, shown at once (no line end; click flushes)."""
    typer.echo(text, nl=False)


def _shut_down(manager: MemoryManager) -> None:
    abandoned = manager.shutdown()
    if abandoned:
        typer.echo(f"warning: memory provider calls abandoned at exit: {', '.join(abandoned)}",
                   err=True)


def new_session(mem: Memory, cwd: Path, model: str, system: str,
                summarizer: LLMSummarizer | None,
                manager: MemoryManager | None = None) -> Session:
    from keepmind.session import Session

    return Session(mem, platform="cli", cwd=cwd, model=model, system_message=system,
                   summarizer=summarizer, manager=manager)
