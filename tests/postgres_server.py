"""A throwaway PostgreSQL cluster for tests, from the server binaries on this machine.

The binaries are the distribution's (Debian's ``postgresql`` package, which ``.ci/run``
installs when ``initdb`` is missing): ``KEEPMIND_PG_BIN`` (only there, when set), else the newest
``/usr/lib/postgresql/<n>/bin``, else ``initdb`` on PATH. The cluster is created with
``initdb`` in a fresh temporary directory, listens on a free port on 127.0.0.1 only (and
a Unix socket in that directory), trusts local connections, runs without fsync (unless
made ``durable``, as benchmarks do), and is stopped and deleted by ``stop``. Archives
connect as ``OWNER`` (``create_database`` returns such URLs), an ordinary role that owns
the test databases: the archive refuses a superuser, whom row-level security would not
bind. PostgreSQL refuses to run as root, so under root the server runs as the
``postgres`` system user (created by the package) or, failing that, a ``keepmind-pg``
system user created here; the temporary directory is given to it.

A cluster records the process that made it (``owner.pid``). A test run killed before
``stop`` leaves its server running; the next ``Cluster`` first stops and deletes every
such cluster whose owner is gone (``reap_orphans``), and never one it cannot attribute.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
from pathlib import Path
from typing import Any

SUPERUSER = "keepmind"
OWNER = "keepmind_owner"
_RUN_AS = ("postgres", "keepmind-pg")
_PREFIX = "keepmind-pg-"
_OWNER_FILE = "owner.pid"


def find_binaries() -> Path | None:
    """The directory holding initdb, pg_ctl and postgres, or None."""
    configured = os.environ.get("KEEPMIND_PG_BIN")
    if configured:  # when set, the only place looked at
        directory = Path(configured)
        return directory if _complete(directory) else None
    candidates: list[Path] = []
    versions = sorted(Path("/usr/lib/postgresql").glob("*/bin"),
                      key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0,
                      reverse=True)
    candidates += versions
    on_path = shutil.which("initdb")
    if on_path:
        candidates.append(Path(on_path).parent)
    return next((d for d in candidates if _complete(d)), None)


def _complete(directory: Path) -> bool:
    return all((directory / tool).is_file() for tool in ("initdb", "pg_ctl", "postgres"))


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _server_user() -> pwd.struct_passwd | None:
    """The account the server runs as: None (ourselves) unless we are root."""
    if os.geteuid() != 0:
        return None
    for name in _RUN_AS:
        with contextlib.suppress(KeyError):
            return pwd.getpwnam(name)
    subprocess.run(["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin",
                    _RUN_AS[1]], check=True, capture_output=True)
    return pwd.getpwnam(_RUN_AS[1])


_FAST = {"fsync": "off", "synchronous_commit": "off", "full_page_writes": "off"}


class Cluster:
    """One running cluster; ``url(dbname)`` connects to a database as the superuser.

    ``durable`` keeps PostgreSQL's crash-safe defaults (fsync, synchronous commit, full
    page writes) instead of the tests' fast ones; ``settings`` are further server
    settings (``-c name=value``)."""

    def __init__(self, binaries: Path, *, durable: bool = False,
                 settings: dict[str, str] | None = None) -> None:
        self.binaries = binaries
        reap_orphans()
        self.root = Path(tempfile.mkdtemp(prefix=_PREFIX))
        (self.root / _OWNER_FILE).write_text(str(os.getpid()), encoding="ascii")
        self.data = self.root / "data"
        self.port = _free_port()
        self.user = _server_user()
        if self.user is not None:
            os.chown(self.root, self.user.pw_uid, self.user.pw_gid)
        self._run("initdb", "-D", str(self.data), "-U", SUPERUSER, "--auth=trust",
                  "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync")
        chosen = {"listen_addresses": "127.0.0.1", "max_connections": "200",
                  **({} if durable else _FAST), **(settings or {})}
        options = f"-p {self.port} -k {self.root} " + " ".join(
            f"-c {name}={value}" for name, value in chosen.items())
        self._run("pg_ctl", "-D", str(self.data), "-o", options, "-l",
                  str(self.root / "server.log"), "-w", "-t", "60", "start")

    def _run(self, tool: str, *args: str) -> None:
        kwargs: dict[str, object] = {}
        if self.user is not None:
            kwargs = {"user": self.user.pw_uid, "group": self.user.pw_gid,
                      "extra_groups": []}
        result = subprocess.run([str(self.binaries / tool), *args], capture_output=True,
                                text=True, cwd=self.root, check=False, **kwargs)  # type: ignore[call-overload]
        if result.returncode != 0:
            log = self.root / "server.log"
            tail = log.read_text(encoding="utf-8")[-2000:] if log.exists() else ""
            raise RuntimeError(f"{tool} failed ({result.returncode}): {result.stderr}{tail}")

    def url(self, dbname: str = "postgres", user: str = SUPERUSER) -> str:
        return f"postgresql://{user}@127.0.0.1:{self.port}/{dbname}"

    def create_database(self, name: str) -> str:
        """Create the database ``name`` owned by ``OWNER`` (the role made on first use);
        returns its URL for that role."""
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as admin:
            if admin.execute("SELECT 1 FROM pg_roles WHERE rolname = %s",
                             (OWNER,)).fetchone() is None:
                admin.execute(f"CREATE ROLE {OWNER} LOGIN")
            admin.execute(f'CREATE DATABASE "{name}" OWNER {OWNER} TEMPLATE template0')
        return self.url(name, OWNER)

    def drop_database(self, name: str) -> None:
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process: alive
        return True
    return True


def _read_pid(path: Path) -> int | None:
    with contextlib.suppress(OSError, ValueError, IndexError):
        return int(path.read_text(encoding="ascii").split()[0])
    return None


def reap_orphans(where: Path | None = None) -> list[Path]:
    """Stop (immediately) and delete the clusters under ``where`` (the temp directory)
    whose owner process is gone; returns their directories. A cluster without an owner
    file, or whose owner lives, is left alone."""
    reaped = []
    for root in Path(where or tempfile.gettempdir()).glob(f"{_PREFIX}*"):
        owner = _read_pid(root / _OWNER_FILE)
        if owner is None or _alive(owner):
            continue
        server = _read_pid(root / "data" / "postmaster.pid")
        if server is not None and _alive(server):
            with contextlib.suppress(ProcessLookupError):
                os.kill(server, signal.SIGQUIT)  # immediate shutdown, like pg_ctl -m immediate
        shutil.rmtree(root, ignore_errors=True)
        reaped.append(root)
    return reaped


def connect_as(url: str, user: str = "local", org: str = "") -> Any:
    """A raw autocommit connection at ``url`` carrying a scope's settings, as the archive
    sets them on its pooled connections (``keepmind.org_id``, ``keepmind.user_id``)."""
    import psycopg

    conn = psycopg.connect(url, autocommit=True)
    conn.execute("SELECT set_config('keepmind.org_id', %s, false), "
                 "set_config('keepmind.user_id', %s, false)", (org, user))
    return conn
