"""keepmind end to end against a real OpenAI-compatible server (a benchmark, not a test).

In a temporary home, through the reference agent and the library ``Session``:

1. what the server says of itself (``/models``; ``/props`` where the server has one);
2. session 1: a plain request to remember a preference;
3. where it landed: USER.md and MEMORY.md entries;
4. session 2: whether its frozen system prompt holds the preference, then a question
   about it;
5. a ``session_search`` for the preference with a summary by the same model;
6. one compression of session 2, forced (the home's settings protect one message at each
   end and flush memory after one user turn), with its memory flush;
7. the token usage the archive recorded for each session;
8. a background review of session 1 (``keepmind.review``: one request to the same model,
   with the memory and session 1's transcript), what it wrote or proposed.

Each step prints what happened and the seconds it took. The exit code is 0 when the
preference landed in USER.md or MEMORY.md and session 2's system prompt holds it.

    python benchmarks/e2e_local_model.py --base-url http://127.0.0.1:8765/v1 [--model NAME]
"""

from __future__ import annotations

import argparse
import json
import platform
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import httpx

import keepmind
from keepmind.agent import Agent
from keepmind.errors import LLMError
from keepmind.llm import LLMClient
from keepmind.recall.summarizer import LLMSummarizer

REMEMBER = "Remember this for the future: I always use poetry for Python projects."
ASK = "Which tool should I use to manage the dependencies of my new Python project?"
NEEDLE = "poetry"
CONTEXT_WINDOW = 8192  # local-llm.sh serves with --n_ctx 8192; llama-cpp-python does not say
T = TypeVar("T")


def timed(label: str, step: Callable[[], T], timings: list[tuple[str, float]]) -> T:
    start = time.perf_counter()
    try:
        return step()
    finally:
        timings.append((label, time.perf_counter() - start))
        print(f"  [{label}: {timings[-1][1]:.1f}s]")


def probe(base_url: str) -> str:
    """Prints what /models and /props report; returns the first model id listed."""
    with httpx.Client(timeout=10.0, trust_env=False) as http:
        models = http.get(f"{base_url.rstrip('/')}/models").json()
        print("GET /models:", json.dumps(models)[:600])
        root = base_url.rstrip("/").removesuffix("/v1")
        props = http.get(f"{root}/props")
        print(f"GET /props: HTTP {props.status_code}", props.text[:300].replace("\n", " "))
    return str(models["data"][0]["id"])


def landed(mem: keepmind.Memory) -> dict[str, list[str]]:
    return {target: store.entries for target, store in mem.enabled_stores().items()}


def show_call(name: str, args: dict[str, Any]) -> None:
    print(f"  tool call {name}: {json.dumps(args, ensure_ascii=False)[:300]}")


def show_turn(agent: Agent, text: str, timings: list[tuple[str, float]], label: str) -> str:
    """The answer to ``text`` ("" when the model failed: the error is printed)."""
    print(f"> {text}")
    try:
        result = timed(label, lambda: agent.send(text), timings)
    except LLMError as exc:
        print(f"  model failed: {exc}")
        return ""
    print(f"  tool calls: {result.tool_calls or 'none'}; rounds: {result.rounds}")
    print(f"  answer: {result.text.strip()[:400]!r}")
    return result.text


def run(base_url: str, model: str, timeout: float) -> bool:
    timings: list[tuple[str, float]] = []
    with tempfile.TemporaryDirectory(prefix="keepmind-e2e-") as tmp, \
            LLMClient(base_url, model, timeout=timeout, max_retries=0,
                      context_window=CONTEXT_WINDOW) as client:
        home = Path(tmp) / "home"
        home.mkdir(mode=0o700)
        (home / "config.yaml").write_text(
            f"llm:\n  base_url: {base_url}\n  model: {model}\n"
            f"  context_window: {CONTEXT_WINDOW}\n  timeout: {timeout}\n"
            # the review asks the auxiliary model (here the main one): a small local model
            # on a shared CPU needs the same time as the main calls
            f"auxiliary:\n  timeout: {timeout}\n"
            "memory:\n  flush_min_turns: 1\n"
            "review:\n  min_user_turns: 1\n"
            "compression:\n  protect_first_n: 1\n  protect_last_n: 1\n", "utf-8")
        with keepmind.open(home) as mem:
            first = Agent(mem.session(platform="e2e", cwd=Path(tmp)), client, on_tool=show_call)
            print(f"system prompt: {len(first.session.system_prompt)} chars, "
                  f"{len(first.session.tools())} tools")
            show_turn(first, REMEMBER, timings, "session 1: remember")
            first.session.end("exit", first.messages)
            where = landed(mem)
            print("landed:", json.dumps(where, ensure_ascii=False))
            stored = any(NEEDLE in e.lower() for entries in where.values() for e in entries)

            summarizer = LLMSummarizer(client, params={"max_tokens": 200})
            second = Agent(mem.session(platform="e2e", cwd=Path(tmp), summarizer=summarizer),
                           client, on_tool=show_call)
            in_prompt = NEEDLE in second.session.system_prompt.lower()
            print(f"session 2 system prompt holds {NEEDLE!r}: {in_prompt}")
            answer = show_turn(second, ASK, timings, "session 2: ask")
            print(f"answer mentions {NEEDLE!r}: {NEEDLE in answer.lower()}")
            search: dict[str, Any] = timed("session_search with summary", lambda: (
                second.session.call_tool("session_search", {"query": NEEDLE})), timings)
            print("session_search:", json.dumps(search, ensure_ascii=False)[:800])
            timed("compression with memory flush", second.compress, timings)
            print("compression:", second.session.last_compression)
            print("landed after the flush:", json.dumps(landed(mem), ensure_ascii=False))
            second.session.end("exit", second.messages)
            review = timed("review of session 1", lambda: mem.review(first.session.id),
                           timings)
            print("review:", json.dumps(review.to_dict(), ensure_ascii=False)[:800])
            print("landed after the review:", json.dumps(landed(mem), ensure_ascii=False))
            for info in mem.archive.list(5):
                print(f"session {info.id}: {info.message_count} messages, tokens in/out "
                      f"{info.input_tokens}/{info.output_tokens}")
    print("\nstep                          seconds")
    for label, seconds in timings:
        print(f"{label:<30}{seconds:>7.1f}")
    print(f"preference stored: {stored}; in session 2's system prompt: {in_prompt}")
    return stored and in_prompt


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--base-url", required=True, help="API root, e.g. http://127.0.0.1:8765/v1")
    parser.add_argument("--model", help="model name (default: the first the server lists)")
    parser.add_argument("--timeout", type=float, default=900.0,
                        help="seconds one model call may take (default 900)")
    args = parser.parse_args()
    print(f"keepmind {keepmind.__version__} · Python {platform.python_version()} · "
          f"{platform.machine()} · {platform.system()}")
    listed = probe(args.base_url)
    model = args.model or listed
    print(f"model: {model} at {args.base_url}")
    with LLMClient(args.base_url, model) as client:
        print(f"context window the server reports: {client.context_window or 'none'}; "
              f"used: {CONTEXT_WINDOW}\n")
    return 0 if run(args.base_url, model, args.timeout) else 1


if __name__ == "__main__":
    raise SystemExit(main())
