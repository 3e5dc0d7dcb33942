"""The ``byterover`` provider driving a ``brv`` on PATH: the stand-in of
``tests/brv_standin.py`` (ByteRover's servers and an LLM are outside this machine), which
answers as byterover-cli 3.14 does and records how it was called; and, where it is
installed, the real CLI, which must be reported as failing, never hang a turn."""

from __future__ import annotations

import contextlib
import http.server
import json
import os
import re
import shutil
import signal
import stat
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import keepmind
from keepmind.agent import Agent
from keepmind.errors import ProviderError
from keepmind.providers.byterover import ByteRoverProvider
from keepmind.providers.byterover.cli import MAX_OUTPUT, probe, run
from keepmind.providers.byterover.provider import create
from keepmind.providers.registry import ProviderContext
from keepmind.testing import RecordedRequest, Reply, ScriptedLLMServer
from provider_sessions import chat

STANDIN = Path(__file__).with_name("brv_standin.py")


def executable(path: Path, text: str) -> Path:
    path.write_text(text, "utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


@pytest.fixture
def bin_dir(tmp_path: Path) -> Path:
    """A folder with the stand-in as ``brv`` and a ``node`` (the stand-in needs none, but
    the provider looks for the Node.js the real CLI runs on)."""
    folder = tmp_path / "bin"
    folder.mkdir()
    executable(folder / "brv", f"#!{sys.executable}\n" + STANDIN.read_text("utf-8"))
    executable(folder / "node", "#!/bin/sh\nexit 0\n")
    return folder


@pytest.fixture
def standin(bin_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The stand-in first on PATH; its call log."""
    log = tmp_path / "brv-calls.jsonl"
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setenv("BRV_STANDIN_LOG", str(log))
    monkeypatch.setenv("BRV_DATA_DIR", str(tmp_path / "brv-data"))
    return log


def calls(log: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in log.read_text("utf-8").splitlines()] \
        if log.exists() else []


def provider(home: Path, **options: str) -> ByteRoverProvider:
    return create(ProviderContext(home, options, env=dict(os.environ)))


@pytest.fixture
def server() -> Iterator[ScriptedLLMServer]:
    with ScriptedLLMServer(responder=lambda request: Reply.text("Noted.")) as scripted:
        yield scripted


def configure(home: Path, server: ScriptedLLMServer, options: str = "") -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.yaml").write_text(
        f"memory:\n  provider: byterover\nllm:\n  base_url: {server.base_url}\n  model: m\n"
        f"providers:\n  byterover:\n    curate_timeout: 20\n    query_timeout: 20\n{options}",
        "utf-8")


def test_a_fact_curated_in_one_session_is_recalled_on_the_next_sessions_first_turn(
    isolated_home: Path, server: ScriptedLLMServer, standin: Path,
) -> None:
    configure(isolated_home, server)
    chat(isolated_home, server, "Our staging cluster is called heron and runs in Frankfurt.")
    first = chat(isolated_home, server, "Where does the staging cluster run?")[0]
    sent = first.messages[-1]["content"]
    assert sent.startswith("Where does the staging cluster run?\n\n<memory-context>")
    assert "User: Our staging cluster is called heron and runs in Frankfurt." in sent
    query = ["query", "--timeout", "20", "--format", "json", "--"]
    assert [c["argv"] for c in calls(standin)] == [
        [*query, "Our staging cluster is called heron and runs in Frankfurt."],
        ["curate", "--detach", "--format", "json", "--",
         "User: Our staging cluster is called heron and runs in Frankfurt.\nAssistant: Noted."],
        [*query, "Where does the staging cluster run?"],
        ["curate", "--detach", "--format", "json", "--",
         "User: Where does the staging cluster run?\nAssistant: Noted."]]
    project = str(isolated_home / "byterover")
    assert {c["cwd"] for c in calls(standin)} == {project}
    assert {c["autoupdate_off"] for c in calls(standin)} == {"1"}


def test_nothing_matched_is_no_recall_and_trivial_turns_are_not_curated(
    isolated_home: Path, standin: Path,
) -> None:
    brv = provider(isolated_home)
    assert brv.prefetch("What is the deploy target?") == ""
    brv.sync_turn("ok", "Fine.")
    assert [c["argv"][0] for c in calls(standin)] == ["query"]


def test_text_that_looks_like_flags_stays_text(isolated_home: Path, standin: Path) -> None:
    brv = provider(isolated_home)
    brv.sync_turn("--help me remember: --format is always yaml here", "Sure.")
    assert "--help me remember" in brv.prefetch("--format which one do we use")
    assert calls(standin)[-1]["argv"][-2:] == ["--", "--format which one do we use"]


def test_a_query_timeout_under_the_clis_least_is_kept_by_stopping_it(
    isolated_home: Path, standin: Path,
) -> None:
    brv = provider(isolated_home, query_timeout="2.5")
    assert brv.prefetch("What is the deploy target?") == ""
    assert calls(standin)[-1]["argv"][:3] == ["query", "--timeout", "10"]


def test_recall_is_cut_to_max_chars(isolated_home: Path, standin: Path) -> None:
    brv = provider(isolated_home, max_chars="100")
    brv.sync_turn("Remember the release checklist: " + "tag, build, sign, upload; " * 20, "Ok")
    assert len(brv.prefetch("What is on the release checklist?")) == 100


@pytest.mark.parametrize(("mode", "said"), [
    ("no-provider", "brv query failed: No provider connected. Run \"brv providers connect"),
    ("garbage", "brv query answered no JSON (exit 2):"),
    ("daemon-down", "brv query failed: Failed to connect to the daemon."),
])
def test_a_failing_cli_is_a_provider_error_with_its_reason(
    isolated_home: Path, standin: Path, monkeypatch: pytest.MonkeyPatch, mode: str, said: str,
) -> None:
    monkeypatch.setenv("BRV_STANDIN_MODE", mode)
    with pytest.raises(ProviderError) as failed:
        provider(isolated_home).prefetch("Where does the staging cluster run?")
    assert str(failed.value).startswith(f"byterover: {said}")
    daemon = ("its daemon's last start failed: ❌ Network error: Unable to connect to "
              "ByteRover servers.")
    assert (daemon in str(failed.value)) is (mode == "daemon-down")


def test_a_cli_that_never_answers_is_killed_at_its_timeout_with_what_it_started(
    isolated_home: Path, standin: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("BRV_STANDIN_MODE", "hang")
    brv = provider(isolated_home, query_timeout="1")
    started = time.monotonic()
    with pytest.raises(ProviderError, match=r"^byterover: brv query did not answer within 1s$"):
        brv.prefetch("Where does the staging cluster run?")
    assert time.monotonic() - started < 4
    pid = calls(standin)[-1]["pid"]
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_output_is_kept_up_to_its_bound(tmp_path: Path) -> None:
    spew = [sys.executable, "-c", f"import sys; sys.stdout.write('x' * {3 * MAX_OUTPUT})"]
    done = run(spew, cwd=tmp_path, env={"PATH": os.environ["PATH"]}, timeout=30)
    assert done.returncode == 0 and len(done.stdout) == MAX_OUTPUT


def test_in_a_session_failures_become_health_and_the_turn_goes_on(
    isolated_home: Path, server: ScriptedLLMServer, standin: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    configure(isolated_home, server)
    monkeypatch.setenv("BRV_STANDIN_MODE", "no-provider")
    with keepmind.open(isolated_home) as mem:
        session = mem.session()
        agent = Agent(session, server.client())
        assert agent.send("Where does the staging cluster run?").text == "Noted."
        session.end("exit", agent.messages)
        mem.providers.flush_pending()
        [health] = mem.providers.status()
    assert health["available"] is True and health["failures"] == 2
    assert [e.split(" ", 1)[1].split(": ")[:3] for e in health["last_errors"]] == [
        ["prefetch", "byterover", "brv query failed"],
        ["sync_turn", "byterover", "brv curate failed"]]


def test_a_missing_cli_is_not_available_and_says_what_to_install(
    isolated_home: Path, server: ScriptedLLMServer, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    assert probe().startswith("brv is not on PATH (npm install -g byterover-cli")
    brv = provider(isolated_home, command=str(tmp_path / "nowhere" / "brv"))
    assert brv.is_available() is False
    with pytest.raises(ProviderError, match=r"byterover: .*nowhere/brv is not found"):
        brv.prefetch("Where does the staging cluster run?")
    configure(isolated_home, server)
    with keepmind.open(isolated_home) as mem, pytest.raises(
            ProviderError, match="'byterover' is not available here; run keepmind memory"):
        mem.session()


def test_the_listing_says_when_node_is_missing_or_the_daemon_failed(
    bin_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    (bin_dir / "node").unlink()
    monkeypatch.setenv("PATH", str(bin_dir))
    assert probe().startswith("node is not on PATH")
    executable(bin_dir / "node", "#!/bin/sh\n")
    assert probe() == ""
    logs = Path(os.environ["HOME"]) / ".local" / "share" / "brv" / "logs"
    logs.mkdir(parents=True)
    (logs / "server-2026-12-02T01-42-07.log").write_text(
        "x [Daemon] Fatal startup error: ❌ Network error: Unable to connect\n", "utf-8")
    assert probe() == ("brv is installed, but its daemon's last start failed: ❌ Network "
                       "error: Unable to connect")


@pytest.mark.parametrize(("options", "message"), [
    ({"query_timeout": "soon"}, "providers.byterover.query_timeout: expected a number"),
    ({"curate_timeout": "0"}, "providers.byterover.curate_timeout: expected 1 to 600"),
    ({"max_chars": "5"}, "providers.byterover.max_chars: expected 100 to 20000"),
    ({"project_dir": "relative/tree"}, "providers.byterover.project_dir: expected an "
                                       "absolute path"),
    ({"command": "  "}, "providers.byterover.command: expected a program"),
])
def test_bad_settings_are_refused_naming_the_setting(
    isolated_home: Path, options: dict[str, str], message: str,
) -> None:
    with pytest.raises(ProviderError, match=re.escape(message)):
        provider(isolated_home, **options)


# the real CLI -------------------------------------------------------------------------------
def _kill_daemons(data: Path) -> None:
    """Stop the daemons the real CLI started for this test (their logs name their PIDs)."""
    for log in (data / "logs").glob("server-*.log"):
        for pid in re.findall(r"Instance acquired \(PID: (\d+)", log.read_text("utf-8")):
            with contextlib.suppress(ProcessLookupError):  # it stopped on its own
                os.kill(int(pid), signal.SIGTERM)


@pytest.mark.skipif(shutil.which("brv") is None,
                    reason="ByteRover's CLI is not installed (npm install -g byterover-cli)")
def test_the_real_cli_without_its_servers_or_a_model_is_reported_not_hung(
    isolated_home: Path,
) -> None:
    brv = provider(isolated_home, query_timeout="30")
    assert brv.is_available() is True
    started = time.monotonic()
    try:
        with pytest.raises(ProviderError) as failed:
            brv.prefetch("Where does the staging cluster run?")
    finally:
        _kill_daemons(Path(os.environ["HOME"]) / ".local" / "share" / "brv")
    assert time.monotonic() - started < 40
    said = str(failed.value)
    assert said.startswith("byterover: brv query "), said
    failure = brv.stats()["daemon_failure"]
    assert failure is None or f"its daemon's last start failed: {failure}" in said
    reasons = ("did not answer within 30s", "its daemon's last start failed",
               "No provider connected")  # offline: the first two; online: the third
    assert any(reason in said for reason in reasons), said


class _NotFound(http.server.BaseHTTPRequestHandler):
    """Stands in for ByteRover's sign-in server: answers every request 404, which the
    daemon takes as "no OIDC discovery here" and starts anyway (a refused connection is
    fatal to it)."""

    def do_GET(self) -> None:
        self.send_response(404)
        self.end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet."""


def _byterovers_model(request: RecordedRequest) -> Reply:
    """Stands in for the LLM ByteRover's agent drives: asked to curate, it files the
    context variable's text with one ``tools.curate`` UPSERT through ``code_exec``;
    asked a question, it answers with the ``summary:`` lines of the documents ByteRover
    retrieved and put in its prompt (nothing of its own)."""
    last = request.messages[-1]
    if last.get("role") == "tool":
        return Reply.text("Done.")
    prompt = str(last.get("content"))
    if variable := re.search(r"__curate_ctx_[0-9a-f_]+", prompt):
        code = ("// Curate the turn to project/turns\n(async () => {\n"
                f"  const text = String({variable.group(0)});\n"
                "  const result = await tools.curate([{type: 'UPSERT', path: 'project/turns',"
                " title: text.split(' ').slice(1, 5).join(' '), reason: 'Said in a session',"
                " summary: text.split('\\n')[0],"
                " content: {narrative: {structure: text}}}]);\n"
                "  console.log(JSON.stringify(result.summary));\n})()")
        return Reply.tool_call("code_exec", {"code": code})
    if "## Pre-fetched Context" in prompt:
        found = re.findall(r"^summary: (.+)$", prompt, flags=re.MULTILINE)
        return Reply.text("\n".join(found) or "The topic is not covered in the knowledge base.")
    return Reply.text("Noted.")


@pytest.mark.skipif(shutil.which("brv") is None,
                    reason="ByteRover's CLI is not installed (npm install -g byterover-cli)")
def test_the_real_cli_curates_and_recalls_with_stand_ins_for_its_servers_and_model(
    isolated_home: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    sign_in = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _NotFound)
    threading.Thread(target=sign_in.serve_forever, daemon=True).start()
    monkeypatch.setenv("BRV_IAM_BASE_URL", f"http://127.0.0.1:{sign_in.server_port}")
    data = Path(os.environ["HOME"]) / ".local" / "share" / "brv"
    brv = provider(isolated_home, query_timeout="120", curate_timeout="120")
    tree = brv.brv.project / ".brv" / "context-tree" / "project" / "turns" / \
        "our_staging_cluster_is.md"
    try:
        with ScriptedLLMServer(responder=_byterovers_model) as model:
            connect = [shutil.which("brv") or "brv", "providers", "connect", "openai-compatible",
                       "--base-url", model.base_url, "--api-key", "none", "--model", "m",
                       "--format", "json"]
            brv.brv.project.mkdir(parents=True)
            connected = run(connect, cwd=brv.brv.project, env=brv.brv.env, timeout=120)
            assert '"success":true' in connected.stdout, connected
            brv.sync_turn("Our staging cluster is called heron and runs in Frankfurt.", "Noted.")
            deadline = time.monotonic() + 120
            while not tree.exists() and time.monotonic() < deadline:
                time.sleep(0.5)  # curate --detach: the daemon files the turn after answering
            assert tree.exists(), "the daemon did not curate the turn"
            recalled = brv.prefetch("Where does the staging cluster run?")
    finally:
        _kill_daemons(data)
        sign_in.shutdown()
        sign_in.server_close()
    assert "User: Our staging cluster is called heron and runs in Frankfurt." in recalled
    assert "Source: ByteRover Knowledge Base" not in recalled
