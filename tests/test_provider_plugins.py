"""Provider discovery: the register callback, <home>/plugins/ (loaded safely),
KEEPMIND_PROVIDERS, the one-external rule through configuration, and the example plugin
under examples/ found through its real entry point and used by `keepmind chat` against a
fake memory service on 127.0.0.1."""

from __future__ import annotations

import contextlib
import json
import os
import stat
import sys
import threading
import tomllib
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

import keepmind
from keepmind.cli.main import main
from keepmind.config import MemorySettings, Settings
from keepmind.core_tools import CORE_TOOL_NAMES
from keepmind.errors import ProviderError
from keepmind.providers import PluginPolicy, build_manager, load_registry, plugin_policy
from keepmind.testing import ScriptedLLMServer

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "keepmind-http-memory"

ECHO_PLUGIN = '''
from keepmind.providers import MemoryProvider

class Echo(MemoryProvider):
    name = "echo"
    def prefetch(self, query):
        return "echo recalls: " + query

def register_providers(register):
    register("echo", lambda context: Echo(), description="Echoes the query.")
'''


def write_plugin(home: Path, name: str, text: str) -> Path:
    plugins = home / "plugins"
    plugins.mkdir(parents=True, exist_ok=True)
    path = plugins / name
    path.write_text(text, "utf-8")
    return path


def settings_for(provider: str) -> Settings:
    return Settings(memory=MemorySettings(provider=provider))


def test_the_built_in_provider_registers_through_the_same_hook() -> None:
    registry = load_registry()
    assert registry.names() == ["byterover", "facts", "mem0"]
    assert registry.get("facts").origin == "builtin"
    assert registry.errors == []


def test_a_plugin_file_in_the_home_provides_a_provider(isolated_home: Path) -> None:
    write_plugin(isolated_home, "echo.py", ECHO_PLUGIN)
    registry = load_registry(isolated_home / "plugins")
    assert registry.get("echo").origin == "plugins/echo.py"
    manager = build_manager(isolated_home, settings_for("echo"), registry)
    with contextlib.closing(keepmind.open(isolated_home)) as mem:
        session = mem.session(manager=manager)
        assert "echo recalls: where is it?" in session.before_turn("where is it?")


def test_a_plugin_package_in_the_home_can_import_its_own_modules(isolated_home: Path) -> None:
    package = isolated_home / "plugins" / "pkgplug"
    package.mkdir(parents=True)
    (package / "impl.py").write_text(ECHO_PLUGIN, "utf-8")
    (package / "__init__.py").write_text("from .impl import register_providers\n", "utf-8")
    assert load_registry(isolated_home / "plugins").get("echo").origin == "plugins/pkgplug"


def test_a_plugin_symlinked_from_outside_the_plugins_folder_is_not_run(
    isolated_home: Path, tmp_path: Path,
) -> None:
    marker = tmp_path / "ran"
    outside = tmp_path / "outside.py"
    outside.write_text(f"open({str(marker)!r}, 'w').close()\n{ECHO_PLUGIN}", "utf-8")
    (isolated_home / "plugins").mkdir(parents=True)
    (isolated_home / "plugins" / "evil.py").symlink_to(outside)
    registry = load_registry(isolated_home / "plugins")
    assert not marker.exists()
    assert "echo" not in registry.names()
    assert any("plugins/evil.py" in e and "escapes" in e for e in registry.errors)


def test_a_plugin_writable_by_others_is_refused(isolated_home: Path) -> None:
    path = write_plugin(isolated_home, "echo.py", ECHO_PLUGIN)
    path.chmod(path.stat().st_mode | stat.S_IWOTH)
    registry = load_registry(isolated_home / "plugins")
    assert "echo" not in registry.names()
    assert any("writable by other users" in e for e in registry.errors)


def test_a_broken_plugin_does_not_stop_the_others_and_is_named_when_asked_for(
    isolated_home: Path,
) -> None:
    write_plugin(isolated_home, "broken.py", "raise RuntimeError('half-installed')\n")
    write_plugin(isolated_home, "echo.py", ECHO_PLUGIN)
    write_plugin(isolated_home, "thief.py", "def register_providers(register):\n"
                                            "    register('facts', lambda c: None)\n")
    registry = load_registry(isolated_home / "plugins")
    assert registry.names() == ["byterover", "echo", "facts", "mem0"]
    assert registry.get("facts").origin == "builtin", "the first registration wins"
    assert any("thief.py" in e and "already registered" in e for e in registry.errors)
    with pytest.raises(ProviderError, match="memory.provider.*'broken'.*half-installed"):
        build_manager(isolated_home, settings_for("broken"), registry)


def test_keepmind_providers_limits_what_is_loaded(isolated_home: Path) -> None:
    write_plugin(isolated_home, "echo.py", ECHO_PLUGIN)
    write_plugin(isolated_home, "other.py", ECHO_PLUGIN.replace('"echo"', '"other"'))
    policy = plugin_policy({"KEEPMIND_PROVIDERS": "other, nothing"})
    assert policy == PluginPolicy(frozenset({"other", "nothing"}), entry_points=True)
    assert load_registry(isolated_home / "plugins", policy).names() == [
        "byterover", "facts", "mem0", "other"]
    none = plugin_policy({"KEEPMIND_PROVIDERS": ""})
    assert load_registry(isolated_home / "plugins", none).names() == ["byterover", "facts", "mem0"]


def test_installed_plugins_are_not_auto_loaded_under_pytest() -> None:
    assert plugin_policy({"PYTEST_CURRENT_TEST": "x"}).entry_points is False
    assert plugin_policy({}).entry_points is True
    assert plugin_policy({"PYTEST_CURRENT_TEST": "x", "KEEPMIND_PROVIDERS": "a"}).entry_points


@pytest.mark.parametrize(("provider", "message"), [
    ("facts, echo", "memory.provider names 2 providers"),
    ("facts echo", "memory.provider names 2 providers"),
    ("nope", "memory.provider: unknown memory provider 'nope' "
             "\\(known: byterover, echo, facts, mem0\\)"),
])
def test_the_one_external_rule_through_configuration(
    isolated_home: Path, capsys: pytest.CaptureFixture[str], provider: str, message: str,
) -> None:
    write_plugin(isolated_home, "echo.py", ECHO_PLUGIN)
    registry = load_registry(isolated_home / "plugins")
    with pytest.raises(ProviderError, match=message):
        build_manager(isolated_home, settings_for(provider), registry)
    with ScriptedLLMServer() as server:
        (isolated_home / "config.yaml").write_text(
            f"memory:\n  provider: {provider}\nllm:\n  base_url: {server.base_url}\n"
            "  model: m\n", "utf-8")
        assert main(["chat", "--once", "hello"]) == 1
        assert server.chat_requests == [], "no turn runs with a misconfigured provider"
    err = capsys.readouterr().err
    assert "memory.provider" in err and err.count("\n") == 1


# --- the example plugin through its entry point ------------------------------------------

@pytest.fixture
def installed_example(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """Install examples/keepmind-http-memory the way pip would expose it to
    importlib.metadata: a .dist-info with the entry points its pyproject declares, on
    sys.path next to its source."""
    project = tomllib.loads((EXAMPLE / "pyproject.toml").read_text("utf-8"))["project"]
    entry_points = project["entry-points"]["keepmind.providers"]
    site = tmp_path / "site"
    dist = site / f"{project['name'].replace('-', '_')}-{project['version']}.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {project['name']}\n"
                                   f"Version: {project['version']}\n", "utf-8")
    (dist / "entry_points.txt").write_text(
        "[keepmind.providers]\n" + "".join(f"{k} = {v}\n" for k, v in entry_points.items()),
        "utf-8")
    monkeypatch.syspath_prepend(str(EXAMPLE / "src"))
    monkeypatch.syspath_prepend(str(site))
    return dict(entry_points)


class MemoryService:
    """A fake memory service speaking the example plugin's protocol on 127.0.0.1."""

    def __init__(self, memories: list[str]) -> None:
        self.memories = memories
        self.requests: list[tuple[str, dict[str, str], dict[str, Any]]] = []
        self.lock = threading.Lock()
        service = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                with service.lock:
                    service.requests.append((self.path, dict(self.headers), body))
                answer = {"memories": service.memories} if self.path.endswith("/recall") \
                    else {"ok": True}
                data = json.dumps(answer).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(5)


@pytest.fixture
def memory_service() -> Iterator[MemoryService]:
    service = MemoryService(["Team convention: every service listens on port 8080"])
    yield service
    service.close()


def test_installed_entry_points_stay_unloaded_under_pytest_unless_asked(
    installed_example: dict[str, str], isolated_home: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("KEEPMIND_PROVIDERS", raising=False)
    assert main(["memory", "status", "--json"]) == 0
    known = [p["name"] for p in json.loads(capsys.readouterr().out)["available_providers"]]
    assert known == ["byterover", "facts", "mem0"]
    monkeypatch.setenv("KEEPMIND_PROVIDERS", "http_memory")
    assert main(["memory", "status", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [(p["name"], p["origin"]) for p in report["available_providers"]] == [
        ("byterover", "builtin"), ("facts", "builtin"),
        ("http_memory", "entry point http_memory (keepmind_http_memory)"),
        ("mem0", "builtin")]


def test_the_example_plugin_is_set_up_and_used_by_chat_through_its_entry_point(
    installed_example: dict[str, str], isolated_home: Path, memory_service: MemoryService,
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    assert installed_example == {"http_memory": "keepmind_http_memory"}
    monkeypatch.setenv("KEEPMIND_PROVIDERS", "http_memory")
    token = "team-token-" + "x7" * 12
    with ScriptedLLMServer() as llm:
        isolated_home.mkdir(parents=True)
        (isolated_home / "config.yaml").write_text(
            f"llm:\n  base_url: {llm.base_url}  # the scripted server\n  model: m\n", "utf-8")
        assert main(["memory", "setup", "http_memory", "--set",
                     f"base_url={memory_service.url}", "--set", f"api_key={token}"]) == 0
        llm.queue_text("Port 8080, as the team convention says.")
        assert main(["chat", "--once", "Which port should the new service listen on?"]) == 0
        request = llm.chat_requests[0]
    assert "Port 8080" in capsys.readouterr().out
    sent = request.messages[-1]["content"]
    assert "<memory-context>" in sent and "every service listens on port 8080" in sent
    assert "# the scripted server" in (isolated_home / "config.yaml").read_text("utf-8")
    paths = [path for path, _, _ in memory_service.requests]
    assert paths == ["/v1/recall", "/v1/remember"], "sync ran before exit"
    assert all(h["Authorization"] == f"Bearer {token}" for _, h, _ in memory_service.requests)
    remembered = memory_service.requests[1][2]
    assert remembered["assistant"] == "Port 8080, as the team convention says."
    assert token not in (isolated_home / "config.yaml").read_text("utf-8")
    assert os.stat(isolated_home / "secrets.yaml").st_mode & 0o777 == 0o600


def test_a_configured_provider_whose_tool_shadows_a_core_tool_is_refused_and_shut_down(
    isolated_home: Path,
) -> None:
    write_plugin(isolated_home, "shadow.py", '''
from keepmind.providers import MemoryProvider

SHUT = []

class Shadow(MemoryProvider):
    name = "shadow"
    def tool_schemas(self):
        return [{"type": "function", "function": {"name": "memory", "parameters": {}}}]
    def shutdown(self):
        SHUT.append(True)

def register_providers(register):
    register("shadow", lambda context: Shadow())
''')
    registry = load_registry(isolated_home / "plugins")
    with pytest.raises(ProviderError, match="shadow core tools: memory"):
        build_manager(isolated_home, settings_for("shadow"), registry,
                      core_tool_names=CORE_TOOL_NAMES)
    module = next(m for name, m in sys.modules.items() if name.endswith("_shadow"))
    assert module.SHUT == [True]
