"""Shared fixtures: every test gets its own home and user home directory; nothing touches
a real ~/.keepmind or an agent's real config; no test leaves a SQLite connection open."""

from __future__ import annotations

import importlib.util
import itertools
import os
import sqlite3
import traceback
import weakref
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import keepmind


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, tmp_path_factory: pytest.TempPathFactory,
                  monkeypatch: pytest.MonkeyPatch) -> Path:
    """The test's keepmind home; the user's home directory (where `keepmind connect`
    writes agents' configs) is a temporary one too."""
    home = tmp_path / "home"
    monkeypatch.setenv("KEEPMIND_HOME", str(home))
    monkeypatch.setenv("HOME", str(tmp_path_factory.mktemp("user-home")))
    monkeypatch.delenv("CODEX_HOME", raising=False)
    return home


@pytest.fixture
def mem(isolated_home: Path) -> Iterator[keepmind.Memory]:
    memory = keepmind.open(isolated_home)
    yield memory
    memory.close()


class _Opened:
    """One connection made during a test: where it was made, and whether close() ran."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.closed = False


_FACTORIES: dict[type[sqlite3.Connection], type[sqlite3.Connection]] = {}


def _tracked(base: type[sqlite3.Connection]) -> type[sqlite3.Connection]:
    """``base`` with a close() that records itself (one subclass per base, made once)."""
    if base not in _FACTORIES:
        def close(self: sqlite3.Connection) -> None:
            opened = getattr(self, "_keepmind_opened", None)
            if opened is not None:
                opened.closed = True
            base.close(self)

        _FACTORIES[base] = type(f"Tracked{base.__name__}", (base,), {"close": close})
    return _FACTORIES[base]


@pytest.fixture(autouse=True)
def no_sqlite_connection_left_open(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Fail the test if a ``sqlite3`` connection made during it was not closed by the end.

    Python 3.13 warns (ResourceWarning) when an unclosed connection is collected, but only
    when and where the collector gets to it, and 3.11 says nothing at all; so this counts
    connections itself. ``sqlite3.connect`` is wrapped for the test: every connection it
    makes is an instance of a subclass of the requested factory whose ``close()`` records
    that it ran. At teardown a connection whose close never ran is a leak, whether it is
    still referenced or was already collected (collection closes silently on 3.11, which
    is exactly the leak to catch). Wrapping the module attribute catches every caller that
    does ``import sqlite3; sqlite3.connect(...)``, as the library does; a ``with
    sqlite3.connect(...)`` block commits but does not close, and is a leak too. Leaked
    connections still alive are closed here so one leak fails one test, not the next.
    Connections made in subprocesses are theirs to close and end with them.
    """
    opened: list[tuple[_Opened, Callable[[], sqlite3.Connection | None]]] = []
    real_connect = sqlite3.connect

    def connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        if len(args) > 5:  # factory given by position (database, timeout, ..., factory)
            args = (*args[:5], _tracked(args[5]), *args[6:])
        else:
            kwargs["factory"] = _tracked(kwargs.get("factory", sqlite3.Connection))
        conn = real_connect(*args, **kwargs)
        frames = [f for f in traceback.extract_stack()[:-1]
                  if "site-packages" not in f.filename and "/lib/python" not in f.filename]
        record = _Opened("".join(traceback.format_list(frames[-6:])))
        conn._keepmind_opened = record  # type: ignore[attr-defined]
        opened.append((record, weakref.ref(conn)))
        return conn

    monkeypatch.setattr(sqlite3, "connect", connect)
    yield
    monkeypatch.setattr(sqlite3, "connect", real_connect)
    leaks = [record for record, ref in opened if not record.closed]
    for record, ref in opened:
        conn = ref()
        if not record.closed and conn is not None:
            conn.close()
    if leaks:
        pytest.fail(f"{len(leaks)} sqlite3 connection(s) left open; the first was made at:\n"
                    f"{leaks[0].where}", pytrace=False)


ZEBRA_GUARD = """\
from keepmind.security import Verdict


class Guard:
    def classify(self, text):
        return Verdict(1.0 if "zebra" in text else 0.0, "zebra talk")


def make():
    return Guard()
"""


@pytest.fixture
def zebra_guard(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    """The spec of a second-opinion plugin importable as a module, as a user's would be:
    it calls every text that mentions a zebra an attack (score 1.0), others 0.0."""
    package = tmp_path / "plugins"
    package.mkdir()
    (package / "zebra_guard.py").write_text(ZEBRA_GUARD, "utf-8")
    monkeypatch.syspath_prepend(str(package))
    return "zebra_guard:make"


@pytest.fixture
def open_memory() -> Iterator[Callable[..., keepmind.Memory]]:
    """``keepmind.open`` for a test: every home it opens is closed when the test ends (so
    the connection check above holds the library, not the test, to account)."""
    opened: list[keepmind.Memory] = []

    def open_(*args: Any, **kwargs: Any) -> keepmind.Memory:
        memory = keepmind.open(*args, **kwargs)
        opened.append(memory)
        return memory

    yield open_
    for memory in opened:
        memory.close()


# --- archive backends: one contract, run against each -----------------------------------

REQUIRE_POSTGRES = "KEEPMIND_REQUIRE_POSTGRES"


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[Any]:
    """A throwaway PostgreSQL cluster for the whole run (``tests/postgres_server.py``).

    Skipped with the reason when no server binaries or no psycopg are found, unless
    ``KEEPMIND_REQUIRE_POSTGRES=1`` (CI sets it), where their absence fails instead."""
    import postgres_server

    required = os.environ.get(REQUIRE_POSTGRES) == "1"
    problem = None
    if importlib.util.find_spec("psycopg") is None:
        problem = "psycopg is not installed (pip install -e '.[dev]')"
    binaries = postgres_server.find_binaries()
    if binaries is None:
        problem = ("no PostgreSQL server binaries (initdb, pg_ctl, postgres): install "
                   "Debian's postgresql package or set KEEPMIND_PG_BIN")
    if problem is not None:
        if required:
            pytest.fail(f"{REQUIRE_POSTGRES}=1 but {problem}", pytrace=False)
        pytest.skip(problem)
    assert binaries is not None
    cluster = postgres_server.Cluster(binaries)
    yield cluster
    cluster.stop()


_DATABASES = itertools.count(1)


@pytest.fixture
def postgres_url(postgres_cluster: Any) -> Iterator[str]:
    """The URL of a fresh, empty database on the test cluster (dropped afterwards), for
    the ordinary role that owns it."""
    name = f"keepmind_test_{os.getpid()}_{next(_DATABASES)}"
    yield postgres_cluster.create_database(name)
    postgres_cluster.drop_database(name)


@pytest.fixture(params=["sqlite", "postgresql"])
def archive_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a blank archive can be opened: a SQLite file, or a PostgreSQL database."""
    if request.param == "sqlite":
        return str(tmp_path / "contract" / "state.db")
    return str(request.getfixturevalue("postgres_url"))
