"""`keepmind chat` end to end against the scripted OpenAI-compatible server."""

from __future__ import annotations

import contextlib
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import keepmind
from keepmind.cli.main import main
from keepmind.testing import Reply, ScriptedLLMServer


def configure(home: Path, base_url: str) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.yaml").write_text(
        f"llm:\n  base_url: {base_url}\n  model: scripted-model\n", "utf-8")


def test_a_preference_saved_in_one_session_is_in_the_next_sessions_prompt(
    isolated_home: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with ScriptedLLMServer() as server:
        configure(isolated_home, server.base_url)
        server.queue(Reply.tool_call("memory", {"action": "add", "target": "user",
                                                "content": "User prefers metric units"}))
        server.queue_text("Noted: metric units from now on.")
        assert main(["chat", "--cwd", str(tmp_path), "--once",
                     "Please always use metric units."]) == 0
        assert "metric units from now on" in capsys.readouterr().out
        server.queue_text("It is 20 km.")
        assert main(["chat", "--cwd", str(tmp_path), "--once", "How far is it?"]) == 0
        first, second, third = server.chat_requests
    assert "User prefers metric units" not in (first.system_prompt or "")
    assert second.system_prompt == first.system_prompt, "frozen within the session"
    assert "User prefers metric units" in (third.system_prompt or "")
    with contextlib.closing(keepmind.open(isolated_home)) as mem:
        sessions = mem.archive.list(10)
    assert len(sessions) == 2 and all(s.end_reason == "exit" for s in sessions)
    assert sum(s.message_count for s in sessions) == 4 + 2


def test_without_an_endpoint_chat_says_exactly_what_to_set(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["chat", "--once", "hello"]) == 1
    err = capsys.readouterr().err
    assert "llm.base_url" in err and "llm.model" in err
    assert err.count("\n") == 1


def test_a_failing_model_is_one_line_and_the_message_is_kept(
    isolated_home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with ScriptedLLMServer() as server:
        configure(isolated_home, server.base_url)
        server.queue_error(401, {"error": {"message": "bad key"}})
        assert main(["chat", "--once", "remember the zebra"]) == 1
    assert "bad key" in capsys.readouterr().err
    with contextlib.closing(keepmind.open(isolated_home)) as mem:
        hits = mem.archive.search("zebra")
    assert hits, "the user's message was archived before the model failed"


def test_the_repl_runs_commands_and_turns(isolated_home: Path, tmp_path: Path) -> None:
    with ScriptedLLMServer() as server:
        configure(isolated_home, server.base_url)
        server.default = Reply.text("hello back")
        script = "hi there\n/memory\n/sessions\n/new\n/help\n/bogus\n/exit\n"
        proc = subprocess.run(
            [sys.executable, "-m", "keepmind.cli.main", "chat", "--cwd", str(tmp_path)],
            input=script, capture_output=True, text=True, timeout=60,
            env={"KEEPMIND_HOME": str(isolated_home), "PATH": "/usr/bin:/bin"})
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "hello back" in out
    assert "(memory is empty)" in out
    assert "new session" in out and "/compress" in out and "unknown command /bogus" in out
    with contextlib.closing(keepmind.open(isolated_home)) as mem:
        sessions = mem.archive.list(10)
    assert sorted(s.end_reason or "" for s in sessions) == ["exit", "new"]


def test_once_exits_1_with_one_line_when_the_tool_loop_is_cut_off(
    open_memory: Callable[..., keepmind.Memory],
    isolated_home: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from keepmind.agent.loop import MAX_TOOL_ROUNDS

    with ScriptedLLMServer() as server:
        configure(isolated_home, server.base_url)
        server.default = Reply.tool_call("skills_list", {})
        code = main(["chat", "--cwd", str(tmp_path), "--once", "list skills forever"])
        requests = len(server.chat_requests)
    captured = capsys.readouterr()
    assert code == 1
    assert captured.err == (f"error: the tool loop was cut off after {MAX_TOOL_ROUNDS} rounds "
                            "of tool calls without an answer\n")
    assert "stopped after" not in captured.out
    assert requests == MAX_TOOL_ROUNDS
    sessions = open_memory(isolated_home).archive.list(1)
    assert sessions[0].end_reason == "exit" and sessions[0].tool_call_count == MAX_TOOL_ROUNDS


def test_once_exits_0_when_the_model_answers_after_tool_calls(
    isolated_home: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with ScriptedLLMServer() as server:
        configure(isolated_home, server.base_url)
        server.queue(Reply.tool_call("skills_list", {}), Reply.tool_call("skills_list", {}))
        server.queue_text("no skills yet")
        assert main(["chat", "--cwd", str(tmp_path), "--once", "list skills"]) == 0
    captured = capsys.readouterr()
    assert captured.out == "no skills yet\n" and captured.err == ""
