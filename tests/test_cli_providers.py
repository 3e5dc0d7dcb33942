"""`keepmind memory setup|status|off`, the minimal config.yaml edits, the secrets file and
the provider error log."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from keepmind.cli._config_edit import set_values
from keepmind.cli.main import app, main
from keepmind.config import CONFIG_TEMPLATE, load_settings
from keepmind.providers import build_manager, load_registry
from keepmind.providers.health import ErrorLog
from keepmind.providers.secrets import load_secrets, save_secrets
from keepmind.testing import ScriptedLLMServer

VAULT_PLUGIN = '''
from keepmind.providers import ConfigField, MemoryProvider

FIELDS = (
    ConfigField("url", "Where the vault lives", required=True),
    ConfigField("token", "Vault token", secret=True, required=True),
    ConfigField("depth", "How deep to look", default="2"),
)

class Vault(MemoryProvider):
    name = "vault"
    def __init__(self, options):
        self.options = dict(options)
    def prefetch(self, query):
        return "vault options: " + ",".join(sorted(self.options))

def register_providers(register):
    register("vault", lambda context: Vault(context.options), config_schema=FIELDS,
             description="A provider with a secret.")
'''

FLAKY_PLUGIN = '''
from keepmind.providers import MemoryProvider

class Flaky(MemoryProvider):
    name = "flaky"
    def prefetch(self, query):
        raise RuntimeError("backend unreachable at 127.0.0.1:9 (token=" + "abcdefgh12345678)")

def register_providers(register):
    register("flaky", lambda context: Flaky())
'''


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def plugin(home: Path, name: str, text: str) -> None:
    (home / "plugins").mkdir(parents=True, exist_ok=True)
    (home / "plugins" / f"{name}.py").write_text(text, "utf-8")


def test_setup_writes_secrets_0600_and_never_into_config_yaml(
    capsys: pytest.CaptureFixture[str], isolated_home: Path,
) -> None:
    assert run(capsys, "init")[0] == 0
    plugin(isolated_home, "vault", VAULT_PLUGIN)
    code, out, err = run(capsys, "memory", "setup", "vault", "--set", "url=https://vault.local",
                         "--set", "token=hunter2-very-secret", "--recall-mode", "context")
    assert code == 0, err
    assert "secrets (token) saved to" in out and "vault: available" in out
    config = (isolated_home / "config.yaml").read_text("utf-8")
    assert "hunter2" not in config
    assert config.startswith(CONFIG_TEMPLATE.split("\n# Options")[0].replace(
        'provider: ""', "provider: vault").replace('recall_mode: ""', "recall_mode: context"))
    assert "# Budgets in characters" in config, "comments are kept"
    settings = load_settings(isolated_home / "config.yaml")
    assert settings.providers == {"vault": {"url": "https://vault.local"}}
    secrets_file = isolated_home / "secrets.yaml"
    assert os.stat(secrets_file).st_mode & 0o777 == 0o600
    assert load_secrets(secrets_file) == {"vault": {"token": "hunter2-very-secret"}}
    manager = build_manager(isolated_home, settings, load_registry(isolated_home / "plugins"),
                            secrets=load_secrets(secrets_file))
    assert manager.providers[0].options == {  # type: ignore[attr-defined]
        "url": "https://vault.local", "token": "hunter2-very-secret", "depth": "2"}


def test_interactive_setup_prompts_from_the_config_schema(isolated_home: Path) -> None:
    plugin(isolated_home, "vault", VAULT_PLUGIN)
    answers = "vault\nhttps://vault.local\ns3cret-token\n5\nhybrid\n"
    result = CliRunner().invoke(app, ["memory", "setup"], input=answers)
    assert result.exit_code == 0, result.output
    assert "Where the vault lives [url]" in result.output
    assert "s3cret-token" not in result.output, "the secret is not echoed"
    settings = load_settings(isolated_home / "config.yaml")
    assert (settings.memory.provider, settings.memory.recall_mode) == ("vault", "hybrid")
    assert settings.providers["vault"] == {"url": "https://vault.local", "depth": 5}
    assert load_secrets(isolated_home / "secrets.yaml")["vault"] == {"token": "s3cret-token"}
    again = CliRunner().invoke(app, ["memory", "setup", "vault"], input="\n\n\n\n")
    assert again.exit_code == 0, again.output
    assert load_secrets(isolated_home / "secrets.yaml")["vault"] == {"token": "s3cret-token"}, \
        "Enter keeps the stored secret"


@pytest.mark.parametrize(("args", "message"), [
    (["--set", "colour=blue"], "vault has no setting 'colour'"),
    (["--set", "novalue"], "expected KEY=VALUE"),
    (["--set", "url=https://x"], "vault needs token"),
    (["--no-input", "--recall-mode", "sometimes", "--set", "url=u", "--set", "token=t"],
     "expected one of context, tools, hybrid"),
])
def test_setup_refuses_bad_settings_without_writing(
    capsys: pytest.CaptureFixture[str], isolated_home: Path, args: list[str], message: str,
) -> None:
    plugin(isolated_home, "vault", VAULT_PLUGIN)
    code, _, err = run(capsys, "memory", "setup", "vault", *args)
    assert code == 2 and message in err
    assert not (isolated_home / "config.yaml").exists()
    assert not (isolated_home / "secrets.yaml").exists()


def test_status_shows_a_failing_providers_last_error_from_an_earlier_process(
    capsys: pytest.CaptureFixture[str], isolated_home: Path,
) -> None:
    plugin(isolated_home, "flaky", FLAKY_PLUGIN)
    with ScriptedLLMServer() as server:
        (isolated_home / "config.yaml").write_text(
            f"memory:\n  provider: flaky\nllm:\n  base_url: {server.base_url}\n  model: m\n",
            "utf-8")
        server.queue_text("answered without recall")
        code, out, _ = run(capsys, "chat", "--once", "what port do we use?")
    assert code == 0 and "answered without recall" in out, "the failure did not stop the turn"
    code, out, _ = run(capsys, "memory", "status")
    assert code == 0
    assert "provider:    flaky  [plugins/flaky.py]" in out
    assert "health:      available" in out
    assert "prefetch: backend unreachable at 127.0.0.1:9" in out
    code, out, _ = run(capsys, "memory", "status", "--json")
    report = json.loads(out)
    last = report["last_errors"][-1]
    assert (last["provider"], last["hook"]) == ("flaky", "prefetch")
    assert "abcdefgh12345678" not in last["error"], "secrets are redacted in the log"


def test_status_reports_a_provider_that_cannot_start(
    capsys: pytest.CaptureFixture[str], isolated_home: Path,
) -> None:
    isolated_home.mkdir(parents=True)
    (isolated_home / "config.yaml").write_text("memory:\n  provider: ghost\n", "utf-8")
    code, out, _ = run(capsys, "memory", "status")
    assert code == 0
    assert "health:      error: memory.provider: unknown memory provider 'ghost'" in out


def test_status_of_the_facts_provider_counts_its_facts(
    capsys: pytest.CaptureFixture[str], isolated_home: Path,
) -> None:
    assert run(capsys, "memory", "setup", "facts", "--no-input")[0] == 0
    from keepmind.providers.facts import FactStore
    with FactStore(isolated_home / "facts.db") as store:
        store.add("The gateway listens on port 8080")
    report = json.loads(run(capsys, "memory", "status", "--json")[1])
    assert report["provider"] == "facts" and report["recall_mode"] == "hybrid"
    assert report["stats"]["facts"] == 1 and report["health"] == "available"


def test_off_returns_to_built_in_memory_and_keeps_options_and_secrets(
    capsys: pytest.CaptureFixture[str], isolated_home: Path,
) -> None:
    plugin(isolated_home, "vault", VAULT_PLUGIN)
    assert run(capsys, "memory", "setup", "vault", "--set", "url=u", "--set", "token=t")[0] == 0
    code, out, _ = run(capsys, "memory", "off")
    assert code == 0 and "turned off" in out
    settings = load_settings(isolated_home / "config.yaml")
    assert settings.memory.provider == "" and settings.providers["vault"] == {"url": "u"}
    assert load_secrets(isolated_home / "secrets.yaml") == {"vault": {"token": "t"}}
    assert "built-in memory only" in run(capsys, "memory", "off")[1]
    assert "(none: built-in memory only)" in run(capsys, "memory", "status")[1]


# --- config.yaml edits ---------------------------------------------------------------------

@pytest.mark.parametrize(("text", "edits", "expected"), [
    ("memory:\n  provider: ''  # pick one\n", [(("memory", "provider"), "facts")],
     "memory:\n  provider: facts  # pick one\n"),
    ("llm:\n  model: m\n", [(("memory", "provider"), "facts")],
     "llm:\n  model: m\n\nmemory:\n  provider: facts\n"),
    ("memory:\n  memory_enabled: true\n\n# about llm\nllm:\n  model: m\n",
     [(("memory", "recall_mode"), "tools")],
     "memory:\n  memory_enabled: true\n  recall_mode: tools\n\n# about llm\nllm:\n  model: m\n"),
    ("providers: {}\n", [(("providers", "x", "k"), "two words")],
     'providers:\n  x:\n    k: two words\n'),
    ("providers:\n    x:\n        a: 1\n", [(("providers", "x", "b"), "yes")],
     'providers:\n    x:\n        a: 1\n        b: "yes"\n'),
    ("", [(("memory", "provider"), "")], 'memory:\n  provider: ""\n'),
])
def test_config_edits_change_only_the_keys_they_set(
    text: str, edits: list[tuple[tuple[str, ...], str]], expected: str,
) -> None:
    assert set_values(text, edits) == (expected, True)


def test_a_layout_the_line_editor_cannot_handle_is_rewritten_and_says_so() -> None:
    text, kept = set_values("memory: {provider: x}  # flow\nllm:\n  model: m\n",
                            [(("memory", "provider"), "facts")])
    assert not kept
    assert yaml.safe_load(text) == {"memory": {"provider": "facts"}, "llm": {"model": "m"}}


def test_the_template_takes_every_setup_edit_in_place() -> None:
    edits = [(("memory", "provider"), "facts"), (("memory", "recall_mode"), "tools"),
             (("providers", "facts", "max_results"), 7)]
    text, kept = set_values(CONFIG_TEMPLATE, edits)  # type: ignore[arg-type]
    assert kept and text.startswith(CONFIG_TEMPLATE.split("  provider:")[0])
    assert text.count("#") == CONFIG_TEMPLATE.count("#")


# --- secrets and the error log -------------------------------------------------------------

def test_saving_secrets_merges_and_keeps_the_file_private(tmp_path: Path) -> None:
    path = tmp_path / "secrets.yaml"
    save_secrets(path, "a", {"key": "1"})
    save_secrets(path, "b", {"token": "2"})
    save_secrets(path, "a", {"other": "3"})
    assert load_secrets(path) == {"a": {"key": "1", "other": "3"}, "b": {"token": "2"}}
    assert os.stat(path).st_mode & 0o777 == 0o600


def test_the_error_log_is_bounded_and_filters_by_provider(tmp_path: Path) -> None:
    log = ErrorLog(tmp_path / "errors.jsonl", keep=10, max_bytes=2000)
    for i in range(50):
        log.record("p" if i % 2 else "q", "sync_turn", f"failure {i}")
    assert len((tmp_path / "errors.jsonl").read_text("utf-8").splitlines()) < 30
    assert [e["error"] for e in log.last("p", 2)] == ["failure 47", "failure 49"]
    assert ErrorLog(tmp_path / "missing.jsonl").last() == []


# several providers ---------------------------------------------------------------------------

ECHO_PLUGIN = '''
from keepmind.providers import MemoryProvider

class Echo(MemoryProvider):
    name = "echo"
    def prefetch(self, query):
        return "- User drinks tea\\n- The user's cat is called Biscuit"

def register_providers(register):
    register("echo", lambda context: Echo(), needs="nothing at all",
             probe=lambda: "the echo chamber is closed")
'''


def test_setup_list_says_what_each_provider_needs_and_whether_it_runs_here(
    capsys: pytest.CaptureFixture[str], isolated_home: Path,
) -> None:
    plugin(isolated_home, "vault", VAULT_PLUGIN)
    plugin(isolated_home, "echo", ECHO_PLUGIN)
    code, out, _ = run(capsys, "memory", "setup", "--list", "--json")
    assert code == 0
    rows = {row["name"]: row for row in json.loads(out)}
    assert rows["facts"]["available"] is True and "FTS5" in rows["facts"]["needs"]
    assert rows["vault"]["needs"] == "settings url, token" and rows["vault"]["available"]
    assert rows["echo"] == {**rows["echo"], "available": False,
                            "missing": "the echo chamber is closed"}
    code, out, _ = run(capsys, "memory", "setup", "--list")
    assert "available here: no: the echo chamber is closed" in out
    assert not (isolated_home / "config.yaml").exists(), "--list changes nothing"


def test_several_providers_recall_into_one_fence_and_each_shows_in_status(
    capsys: pytest.CaptureFixture[str], isolated_home: Path,
) -> None:
    plugin(isolated_home, "echo", ECHO_PLUGIN.replace('"the echo chamber is closed"', '""'))
    assert run(capsys, "memory", "setup", "facts", "--no-input")[0] == 0
    from keepmind.providers.facts import FactStore
    with FactStore(isolated_home / "facts.db") as store:
        store.add("User drinks tea")
    (isolated_home / "config.yaml").write_text(
        "memory:\n  providers:\n  - facts\n  - {name: echo, recall_chars: 40}\n", "utf-8")
    settings = load_settings(isolated_home / "config.yaml")
    manager = build_manager(isolated_home, settings, load_registry(isolated_home / "plugins"))
    block = manager.prefetch_all("what does the user drink, and the cat?")
    manager.shutdown()
    assert block.count("<memory-context>") == 1
    assert block.count("User drinks tea") == 1, "echo's repeat of the fact is dropped"
    assert "## echo\n- The user's cat is called Biscuit" in block
    code, out, _ = run(capsys, "memory", "status", "--json")
    report = json.loads(out)
    assert report["provider"] == "facts, echo"
    assert [(p["name"], p["health"], p["recall_chars"]) for p in report["providers"]] == [
        ("facts", "available", 1500), ("echo", "available", 40)]
    code, out, _ = run(capsys, "memory", "status")
    assert "provider:    echo  [plugins/echo.py]" in out
    assert "up to 40 characters a turn" in out


@pytest.mark.parametrize(("memory", "message"), [
    ("  provider: facts\n  providers: [facts]\n", "memory.provider and memory.providers"),
    ("  providers: [facts, facts]\n", "memory.providers lists 'facts' twice"),
    ("  providers: [facts, nosuch]\n", "memory.providers: unknown memory provider 'nosuch'"),
])
def test_a_bad_provider_list_is_refused_naming_the_setting(
    capsys: pytest.CaptureFixture[str], isolated_home: Path, memory: str, message: str,
) -> None:
    isolated_home.mkdir(parents=True)
    (isolated_home / "config.yaml").write_text(f"memory:\n{memory}", "utf-8")
    code, _, err = run(capsys, "memory", "show")
    assert code != 0 and message in err
