"""Take the screenshots of ``keepmind ui`` that the README shows (docs/ui/*.png).

    PYTHONPATH=src python docs/ui/screenshots.py     # needs Debian's chromium + playwright

It fills a throwaway home the way the browser tests do (tests/ui_home.py), adds a few
weeks' worth of writes, and serves it with the inspector. So that the usage chart and the
entries' metadata read as weeks of use rather than one second, the demo journal's
timestamps are then spread one day apart, ending today, and the entry metadata is
replayed from it (who wrote each entry is kept): that rewrites dates only, in the demo
home alone.
"""

from __future__ import annotations

import json
import sqlite3
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "tests"))

import keepmind  # noqa: E402
from keepmind.memory.meta import writing  # noqa: E402
from ui_home import (  # noqa: E402
    CHILD_ID,
    CHROMIUM_ARGS,
    PARENT_ID,
    chromium_path,
    fill_home,
    serving,
)

PAGES = [("prompt", "/"), ("memory", "/memory"), ("review", "/review"),
         ("archived", "/memory/archived"), ("skills", "/skills"),
         ("skill", "/skills/release-checklist"), ("sessions", "/sessions?q=search"),
         ("session", f"/sessions/{CHILD_ID}"), ("providers", "/providers"),
         ("usage", "/usage")]
MORE_WRITES = [
    ("memory", "add", "Release notes live in CHANGES.md, newest first."),
    ("user", "add", "Reviews pull requests in the morning."),
    ("memory", "add", "The staging cluster is rebuilt every Monday at 06:00 UTC."),
    ("memory", "remove", "Release notes live in CHANGES.md"),
    ("user", "add", "Wants benchmarks quoted as medians with the machine's load."),
    ("memory", "add", "Benchmarks run on 2 CPUs; quote medians and ratios."),
]


def add_history(home: Path) -> None:
    """MORE_WRITES, the agent's in a session for MEMORY, the CLI's for USER."""
    with keepmind.open(home) as mem:
        for target, action, text in MORE_WRITES:
            store = mem.store(target)
            with writing("tool", PARENT_ID) if target == "memory" else writing("cli"):
                store.add(text) if action == "add" else store.remove(text)


def spread_dates(journal: Path) -> None:
    # the journal keeps NUL padding after its last line; rewritten here without it
    lines = journal.read_bytes().rstrip(b"\0").decode("utf-8").splitlines()
    now = datetime.now(UTC)
    dated = []
    for age, line in zip(range(len(lines) - 1, -1, -1), lines, strict=True):
        record = json.loads(line)
        when = now - timedelta(days=age, hours=(age * 7) % 11)
        record["ts"] = when.isoformat(timespec="milliseconds")
        dated.append(json.dumps(record, ensure_ascii=False, separators=(",", ":")))
    journal.write_text("\n".join(dated) + "\n", encoding="utf-8")


def replay_metadata(home: Path) -> None:
    """Forget the entries' times so the next sync replays them from the respread journal
    (the origin and session of each write are kept), then mark them used in a prompt."""
    with keepmind.open(home) as mem:
        def forget(conn: sqlite3.Connection) -> None:
            conn.execute("DELETE FROM memory_entries")
            conn.execute("DELETE FROM memory_meta_state")

        mem.home_db.write(forget)
        mem.mark_prompt_use()


def main() -> None:
    from playwright.sync_api import sync_playwright

    executable = chromium_path()
    if executable is None:
        sys.exit("no system chromium: apt-get install chromium")
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        fill_home(home)
        add_history(home)
        spread_dates(home / "memories" / "journal.jsonl")
        replay_metadata(home)
        with serving(home, Path(tmp)) as running, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=executable,
                                                 args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1000, "height": 760})
            page.goto(running.url)
            for name, path in PAGES:
                page.goto(running.base + path)
                page.screenshot(path=str(HERE / f"{name}.png"), full_page=True)
                print(f"docs/ui/{name}.png")
            page.set_viewport_size({"width": 360, "height": 760})
            page.goto(running.base + "/memory")
            page.screenshot(path=str(HERE / "memory-narrow.png"))
            print("docs/ui/memory-narrow.png")
            browser.close()


if __name__ == "__main__":
    main()
