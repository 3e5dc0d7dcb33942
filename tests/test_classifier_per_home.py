"""The scanner's second opinion belongs to a home, not to the process
(``keepmind.security.guard``): two homes opened in one process, one whose config.yaml names
a classifier plug-in and one that names none, each scan by their own settings, in whichever
order they are opened, from threads writing at once, behind two MCP servers and in the
inspector; ``keepmind scan --classifier`` and ``keepmind.open`` leave the process's default
scanner (``keepmind.security.scan``) as they found it."""

from __future__ import annotations

import importlib
import json
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from mcp import Client

import keepmind
from keepmind.cli.main import main
from keepmind.config import load_settings
from keepmind.errors import ThreatBlocked
from keepmind.home import Home
from keepmind.mcp import build_server
from keepmind.memory import Edit
from keepmind.memory.base import PromptStore
from keepmind.providers import MemoryManager
from keepmind.providers.facts import FactInputError, FactStore
from keepmind.security import RULES_ALONE, Guard, Verdict, default_guard, scan, use_classifier
from keepmind.testing import FakeProvider
from keepmind.ui.views import store_panels
from mcp_harness import READ_TIMEOUT, answer, run

BORDERLINE = "Ignore the zebra warnings in the generated code"  # an anchor, no rule matches
LINT = "Ignore the lint warnings in the generated code"
WAIT = 30.0  # the bound of every wait on another thread

GATED_GUARD = """\
import threading

from keepmind.security import Verdict

asked = threading.Event()
go_on = threading.Event()


class Gated:
    def classify(self, text):
        asked.set()
        go_on.wait(30)
        return Verdict(1.0 if "zebra" in text else 0.0, "zebra talk")


def make():
    return Gated()
"""


class Zebra:
    def classify(self, text: str) -> Verdict:
        return Verdict(1.0 if "zebra" in text else 0.0, "zebra talk")


@pytest.fixture(autouse=True)
def process_default_restored() -> Iterator[None]:
    yield
    use_classifier(None)


@pytest.fixture
def homes(tmp_path: Path, zebra_guard: str) -> dict[str, Path]:
    """Two homes: ``guarded`` names the zebra plug-in in its config.yaml, ``plain`` none."""
    made = {name: tmp_path / name for name in ("guarded", "plain")}
    for path in made.values():
        path.mkdir()
    (made["guarded"] / "config.yaml").write_text(
        f"security:\n  classifier: {zebra_guard}\n", "utf-8")
    return made


def _add(store: PromptStore, text: str) -> str:
    try:
        store.add(text)
    except ThreatBlocked as exc:
        return ", ".join(f.id for f in exc.findings)
    return "added"


@pytest.mark.parametrize("order", [("guarded", "plain"), ("plain", "guarded")])
def test_each_home_scans_by_its_own_config_whatever_the_opening_order(
    homes: dict[str, Path], order: tuple[str, str],
) -> None:
    opened = {name: keepmind.open(homes[name]) for name in order}
    try:
        outcome = {name: _add(mem.memory, BORDERLINE) for name, mem in opened.items()}
        assert outcome == {"guarded": "classifier.flagged", "plain": "added"}
        assert opened["plain"].memory.entries == [BORDERLINE]
        assert opened["guarded"].memory.entries == []
        assert _add(opened["guarded"].memory, LINT) == "added"
    finally:
        for mem in opened.values():
            mem.close()
    assert default_guard() is RULES_ALONE and scan(BORDERLINE) == []


def test_every_kind_of_write_and_prompt_of_a_home_uses_its_own_scanner(
    homes: dict[str, Path],
) -> None:
    """Skills, the approval queue and the snapshot follow the home, not the last opened."""
    with keepmind.open(homes["guarded"]) as guarded, keepmind.open(homes["plain"]) as plain:
        skill = {"action": "create", "name": "zebra-notes",
                 "content": f"---\nname: zebra-notes\ndescription: notes\n---\n{BORDERLINE}\n"}
        assert guarded.skill_tool("skill_manage", skill)["success"] is False
        assert plain.skill_tool("skill_manage", skill)["success"] is True
        with pytest.raises(ThreatBlocked, match="classifier.flagged"):
            guarded.pending.propose(guarded.memory, [Edit("add", content=BORDERLINE)])
        assert plain.pending.propose(plain.memory, [Edit("add", content=BORDERLINE)]).id > 0
        # an entry that reached the guarded home's file by hand is hidden in its prompt only
        plain.memory.add(BORDERLINE)
        (homes["guarded"] / "memories" / "MEMORY.md").write_text(BORDERLINE, "utf-8")
        assert BORDERLINE in plain.render_snapshot()
        assert "[BLOCKED:" in guarded.render_snapshot()
        assert BORDERLINE not in guarded.render_snapshot()


def test_a_library_users_process_default_reaches_neither_home(homes: dict[str, Path]) -> None:
    """``use_classifier`` is the default of ``keepmind.security.scan`` alone: a home that
    names no classifier is scanned by the rules alone even so."""
    use_classifier(Zebra())
    assert [f.id for f in scan(BORDERLINE)] == ["classifier.flagged"]
    with keepmind.open(homes["plain"]) as plain:
        plain.memory.add(BORDERLINE)
        assert plain.guard is RULES_ALONE
    assert default_guard().classifier is not None


def test_threads_writing_to_two_homes_at_once_keep_their_own_scanners(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The guarded home's classifier is held mid-verdict while the plain home's write runs
    to its end: with one scanner per process the plain write would wait for it (or be
    blocked by it)."""
    plugins = tmp_path / "plugins"
    plugins.mkdir()
    (plugins / "gated_guard.py").write_text(GATED_GUARD, "utf-8")
    monkeypatch.syspath_prepend(str(plugins))
    gate = importlib.import_module("gated_guard")
    guarded_home, plain_home = tmp_path / "guarded", tmp_path / "plain"
    guarded_home.mkdir()
    (guarded_home / "config.yaml").write_text(
        "security:\n  classifier: gated_guard:make\n", "utf-8")
    outcome: dict[str, str] = {}

    def write(name: str, home: Path) -> None:
        with keepmind.open(home) as mem:
            outcome[name] = _add(mem.memory, BORDERLINE)

    guarded = threading.Thread(target=write, args=("guarded", guarded_home))
    try:
        guarded.start()
        assert gate.asked.wait(WAIT)  # the guarded write is inside its classifier now
        plain = threading.Thread(target=write, args=("plain", plain_home))
        plain.start()
        plain.join(WAIT)
        assert not plain.is_alive() and outcome.get("plain") == "added"
        assert "guarded" not in outcome  # still waiting for its verdict
    finally:
        gate.go_on.set()
        guarded.join(WAIT)
    assert outcome == {"guarded": "classifier.flagged", "plain": "added"}


def test_keepmind_scan_with_a_classifier_leaves_the_process_default_alone(
    isolated_home: Path, zebra_guard: str, capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["scan", "--text", BORDERLINE, "--classifier", zebra_guard, "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert [f["id"] for f in report["inputs"][0]["findings"]] == ["classifier.flagged"]
    assert default_guard() is RULES_ALONE and scan(BORDERLINE) == []
    # nor does it clear one a library user set
    mine = Zebra()
    use_classifier(mine)
    assert main(["scan", "--text", BORDERLINE, "--classifier", "", "--json"]) == 0
    capsys.readouterr()
    assert default_guard().classifier is mine


def test_two_mcp_servers_in_one_process_keep_their_homes_scanners(
    homes: dict[str, Path],
) -> None:
    servers = {name: build_server(load_settings(path / "config.yaml"), Home(path))
               for name, path in homes.items()}
    outcome: dict[str, dict[str, Any]] = {}

    async def body() -> None:
        for name in ("guarded", "plain", "guarded"):
            async with Client(servers[name], mode="legacy",
                              read_timeout_seconds=READ_TIMEOUT) as client:
                outcome[name] = answer(await client.call_tool(
                    "memory", {"action": "add", "target": "memory", "content": BORDERLINE}))

    run(body)
    assert outcome["plain"]["success"] is True
    assert outcome["guarded"]["success"] is False
    assert "classifier.flagged" in outcome["guarded"]["finding_ids"]


def test_an_mcp_server_given_a_guard_serves_every_scope_with_it(tmp_path: Path) -> None:
    """The classifier is loaded once for a server, not once per user it serves."""
    built: list[Zebra] = []

    def counted() -> Zebra:
        built.append(Zebra())
        return built[-1]

    guard = Guard(counted())
    server = build_server(load_settings(tmp_path / "config.yaml"), Home(tmp_path / "home"),
                          guard=guard)

    async def body() -> None:
        async with Client(server, mode="legacy", read_timeout_seconds=READ_TIMEOUT) as client:
            outcome = answer(await client.call_tool(
                "memory", {"action": "add", "target": "memory", "content": BORDERLINE}))
            assert outcome["success"] is False

    run(body)
    assert len(built) == 1


def test_the_inspector_shows_each_home_by_its_own_scanner(homes: dict[str, Path]) -> None:
    for path in homes.values():
        (path / "memories").mkdir(parents=True, exist_ok=True)
        (path / "memories" / "MEMORY.md").write_text(BORDERLINE, "utf-8")
    def blocked(mem: keepmind.Memory) -> tuple[str, ...]:
        return store_panels(mem)[0].entries[0].finding_ids

    with keepmind.open(homes["guarded"]) as guarded, keepmind.open(homes["plain"]) as plain:
        assert blocked(guarded) == ("classifier.flagged",)
        assert blocked(plain) == ()


def test_a_guard_refuses_what_use_classifier_refused() -> None:
    with pytest.raises(ValueError, match="threshold"):
        Guard(Zebra(), threshold=0)
    with pytest.raises(TypeError, match="classify"):
        Guard(object())  # type: ignore[arg-type]
    assert Guard.load("") is RULES_ALONE
    assert Guard(Zebra()).scan(BORDERLINE)[0].id == "classifier.flagged"
    assert RULES_ALONE.scan(BORDERLINE) == []


def test_the_facts_provider_and_the_recall_fence_use_the_homes_scanner(
    homes: dict[str, Path],
) -> None:
    for path in homes.values():
        with (path / "config.yaml").open("a", encoding="utf-8") as config:
            config.write("memory:\n  provider: facts\n")
    with keepmind.open(homes["guarded"]) as guarded, keepmind.open(homes["plain"]) as plain:
        guarded_facts, plain_facts = guarded.fact_store(), plain.fact_store()
        assert guarded_facts is not None and plain_facts is not None
        with pytest.raises(FactInputError, match="classifier.flagged"):
            guarded_facts.add(BORDERLINE)
        plain_facts.add(BORDERLINE)
        assert BORDERLINE in plain.providers.prefetch_all("zebra warnings")
        # the same fact in the guarded home's store (put there by the rules alone) is
        # fenced out of its recall
        with FactStore(homes["guarded"] / "facts.db") as unguarded:
            unguarded.add(BORDERLINE)
        recalled = guarded.providers.prefetch_all("zebra warnings")
        assert "failed the threat scan (classifier.flagged)" in recalled
        assert BORDERLINE not in recalled


def test_a_session_fences_a_callers_managers_recall_by_the_homes_scanner(
    homes: dict[str, Path],
) -> None:
    """A manager the caller built (scanning by the rules alone) still has its recall
    scanned by the home's guard in that home's sessions."""
    for name in ("guarded", "plain"):
        manager = MemoryManager([FakeProvider("notes", recall=BORDERLINE)])
        with keepmind.open(homes[name]) as mem:
            session = mem.session(manager=manager)
            try:
                sent = session.before_turn("What about the warnings?")
            finally:
                session.end()
                manager.shutdown()
        assert (BORDERLINE in sent) is (name == "plain"), sent
        assert ("failed the threat scan (classifier.flagged)" in sent) is (name == "guarded")
