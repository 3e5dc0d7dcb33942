"""Filesystem primitives: durable atomic writes, lock files, and paths kept inside a root.

Invariants:
- ``atomic_write_text`` never leaves a half-written file: it writes a temp file in the same
  directory, fsyncs it, renames it over the target and fsyncs the directory.
- ``write_spare`` and ``swap_in`` are the cheap half of that for callers that have already
  made the new bytes durable elsewhere (the prompt-memory journal), with no fsync: the
  new bytes go into a spare file beside the target, reused in place, and on Linux the two
  names are swapped (``renameat2(RENAME_EXCHANGE)``), so the replaced file becomes the
  next spare. A write then creates no file and deletes none, and ext4 never flushes an
  unsynced file renamed over another one inside ``rename`` (``auto_da_alloc``), which
  would put a second disk flush into every write.
- ``file_lock`` and ``HeldLock`` lock files are created 0600 and a lock path that is a
  symlink is refused; the lock is an OS lock (``flock`` on POSIX, called directly;
  ``LockFileEx``/``msvcrt`` on Windows, through portalocker) that the kernel releases if
  the holder dies.
- ``safe_join`` returns a path strictly inside its root or raises; ``..``, absolute parts and
  symlinks that resolve outside the root are refused.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import os
import stat
import sys
import tempfile
import threading
import time
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

try:  # POSIX: flock straight from the standard library; Windows: through portalocker
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

LOCK_MODE = 0o600
# Windows has neither O_NOFOLLOW nor O_DIRECTORY; there a symlinked lock path is refused by
# an lstat check instead, and directory fsync is skipped (NTFS metadata is journaled).
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_BINARY = getattr(os, "O_BINARY", 0)


class LockUnavailable(OSError):
    """``file_lock`` could not take its lock (timeout, or a symlinked lock path)."""


def atomic_write_text(path: Path, text: str, *, mode: int | None = None) -> None:
    """Replace ``path`` with ``text`` (UTF-8) durably: temp file, fsync, rename, dir fsync.

    ``mode`` sets the new file's permissions (default: the existing file's, else 0644).
    Raises OSError when the directory is not writable.
    """
    atomic_write_bytes(path, text.encode("utf-8"), mode=mode)


def atomic_write_bytes(path: Path, data: bytes, *, mode: int | None = None) -> None:
    """``atomic_write_text`` for bytes, kept exactly as given (no newline translation)."""
    tmp_name, _ = _write_temp(path, data, _mode_for(path, mode))
    _rename_or_unlink(tmp_name, path)
    fsync_dir(path.parent)


SPARE_SUFFIX = ".spare"


def spare_name(path: Path) -> str:
    """The spare file ``write_spare`` fills for ``path``: ``.<name>.spare`` beside it."""
    return str(path.with_name(f".{path.name}{SPARE_SUFFIX}"))


def write_spare(path: Path, data: bytes, *, mode: int) -> tuple[str, os.stat_result]:
    """Write ``data`` into the spare file of ``path`` (``spare_name``) without fsync;
    returns its name and its ``stat`` after the write (the inode and mtime survive the
    swap onto ``path``).

    The spare is the file the previous ``swap_in`` displaced: it is overwritten in place
    and cut to length, so no inode is allocated or freed. A spare that is not a regular
    file with one link (a symlink, a file someone hard-linked elsewhere) is never written
    through: it is unlinked and a new file made. The name is fixed, so only call this
    while holding the lock every writer of ``path`` takes. Raises OSError.
    """
    name = spare_name(path)
    fd, st = _open_spare(name, mode)
    try:
        _pwrite_all(fd, data, 0)
        if st is not None and st.st_size > len(data):
            os.ftruncate(fd, len(data))
        if hasattr(os, "fchmod") and (st is None or stat.S_IMODE(st.st_mode) != mode):
            os.fchmod(fd, mode)  # the umask may have narrowed the create mode
        return name, os.fstat(fd)
    finally:
        os.close(fd)


def _open_spare(name: str, mode: int) -> tuple[int, os.stat_result | None]:
    """A descriptor of the spare ``name`` and its ``stat`` before writing (None when the
    file is new)."""
    flags = os.O_RDWR | _NOFOLLOW | _CLOEXEC | _BINARY
    if not _NOFOLLOW and os.path.islink(name):  # pragma: no cover - Windows
        os.unlink(name)
    try:
        fd = os.open(name, flags)
    except FileNotFoundError:
        pass
    except OSError as exc:
        if exc.errno != errno.ELOOP:
            raise
        os.unlink(name)  # a symlink: removed, never followed
    else:
        st = os.fstat(fd)
        if stat.S_ISREG(st.st_mode) and st.st_nlink == 1:
            return fd, st
        os.close(fd)
        os.unlink(name)
    return os.open(name, flags | os.O_CREAT | os.O_EXCL, mode), None


def swap_in(spare: str, path: Path) -> None:
    """Put the ``write_spare`` file ``spare`` in place of ``path``, with no fsync of file
    or directory: the names are exchanged where the system can (the replaced file is the
    next spare), else ``spare`` is renamed onto ``path``.

    Only safe when the bytes are already durable elsewhere and a reader can tell a file
    that did not survive a crash (the prompt-memory journal does both). ``path`` always
    exists for readers. Raises OSError.
    """
    if not _swap_names(spare, str(path)):
        os.replace(spare, path)


def _rename_or_unlink(tmp_name: str, path: Path) -> None:
    try:
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise


_RENAME_EXCHANGE = 2  # linux/fs.h
_AT_FDCWD = -100


def _load_renameat2() -> Callable[..., int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        func = ctypes.CDLL(None, use_errno=True).renameat2  # glibc >= 2.28, musl >= 1.2.4
    except (OSError, AttributeError):
        return None
    func.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                     ctypes.c_uint]
    func.restype = ctypes.c_int
    return func


_renameat2 = _load_renameat2()


def _swap_names(a: str, b: str) -> bool:
    """Atomically exchange the names ``a`` and ``b``; False when this system or filesystem
    cannot (no ``renameat2``, ``b`` missing, a filesystem without RENAME_EXCHANGE), so the
    caller renames instead. Other errors raise OSError."""
    if _renameat2 is None:
        return False
    if _renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.ENOENT, errno.EINVAL, errno.ENOSYS, errno.ENOTSUP, errno.EXDEV):
        return False
    raise OSError(code, os.strerror(code), a, None, b)


def stale_temps(path: Path) -> list[Path]:
    """The temp files beside ``path`` (``.<name>.*.tmp``, and ``.<name>.tmp`` of versions
    before the spare file): writers' files in flight, or files a crashed writer left."""
    prefix, found = f".{path.name}.", []
    with contextlib.suppress(FileNotFoundError), os.scandir(path.parent) as listing:
        for item in listing:
            if item.name.startswith(prefix) and item.name.endswith(".tmp"):
                found.append(Path(item.path))
    return found


def remove_stale_temps(path: Path) -> list[Path]:
    """Delete temp files a crashed writer left beside ``path``; returns those removed.

    Only call this while holding the lock every writer of ``path`` takes, so no live
    writer's temp file is among them.
    """
    removed = []
    for temp in stale_temps(path):
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
            removed.append(temp)
    return removed


def _mode_for(path: Path, mode: int | None) -> int:
    if mode is not None:
        return mode
    try:
        return path.stat().st_mode & 0o777
    except FileNotFoundError:
        return 0o644


def _write_temp(path: Path, data: bytes, mode: int) -> tuple[str, os.stat_result]:
    """A new temp file beside ``path`` holding ``data``, fsynced; its name and ``stat``."""
    fd, tmp_name = _open_temp(path, mode)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            if hasattr(os, "fchmod"):
                os.fchmod(fd, mode)  # the umask may have narrowed the create mode
            os.fsync(fd)
            st = os.fstat(fd)
        finally:
            os.close(fd)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise
    return tmp_name, st


def _open_temp(path: Path, mode: int) -> tuple[int, str]:
    """A new temp file beside ``path``, under a name unique to this process and thread
    (cheap), or a random one if a crashed process left that name behind. A symlink under
    the chosen name is never followed: a random name is used."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC | _BINARY
    name = str(path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp"))
    try:
        return os.open(name, flags, mode), name
    except OSError as exc:
        if not isinstance(exc, FileExistsError) and exc.errno != errno.ELOOP:
            raise
        return tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)


def fsync_dir(directory: Path) -> None:
    """fsync a directory so a rename or create inside it survives a crash (POSIX only)."""
    if os.name == "nt":  # pragma: no cover - directories cannot be opened on Windows
        return
    dir_fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


def append_line_durable(path: Path, line: str, *, mode: int = 0o600) -> int:
    """Append one line (newline added) with a single write and fsync it; returns the
    file's size just after that write (where the line ends).

    One ``write`` on an ``O_APPEND`` descriptor keeps concurrent appenders from
    interleaving inside a line. A file whose last line lost its newline (a torn tail) gets
    one first, so the torn line cannot swallow this one. Creating the file also fsyncs
    the directory, so the new file's name survives a crash as well as its bytes.
    """
    data = (line.rstrip("\n") + "\n").encode("utf-8")
    flags = os.O_RDWR | os.O_APPEND | _NOFOLLOW | _CLOEXEC | _BINARY
    try:
        fd, created = os.open(path, flags), False
    except FileNotFoundError:
        fd, created = os.open(path, flags | os.O_CREAT, mode), True
    try:
        size = os.fstat(fd).st_size
        if size and pread(fd, 1, size - 1) != b"\n":
            data = b"\n" + data
        written = os.write(fd, data)
        if written != len(data):  # pragma: no cover - a short write on a local file
            raise OSError(f"short write appending to {path}")
        end = os.lseek(fd, 0, os.SEEK_CUR)  # O_APPEND left the offset at our line's end
        os.fsync(fd)
    finally:
        os.close(fd)
    if created:
        fsync_dir(path.parent)
    return end


PREALLOCATE_BYTES = 256 * 1024


@dataclass(frozen=True)
class LineEnd:
    """Where ``write_line_preallocated`` left a file: its inode and the end of its data."""

    ino: int
    end: int


def write_line_preallocated(path: Path, line: str, *, hint: LineEnd | None = None,
                            extent: int = PREALLOCATE_BYTES, mode: int = 0o600) -> LineEnd:
    """Write one line (newline added) durably at the end of the data of a file kept
    zero-padded ahead of its data; returns where the line ends.

    The data ends at the last byte that is not NUL (lines must not contain NUL; JSON never
    does). A line that fits in the padding is written in place and synced with
    ``fdatasync``: the file's size and blocks do not change, so the filesystem has no
    metadata to commit and the sync costs about half an append's ``fsync`` (the reason
    databases zero-fill their write-ahead logs). A line that does not fit is written with
    a new ``extent`` of zeros after it and a full ``fsync``, once per ``extent`` bytes.
    Creating the file also fsyncs the directory.

    The caller must hold an exclusive lock that every writer of ``path`` takes. ``hint``
    is the ``LineEnd`` this process got last time: when the file is still that inode and
    ends there, the end is not searched for. A torn line (no newline before the end) gets
    a newline first, so it cannot swallow this one. Raises OSError.
    """
    data = (line.rstrip("\n") + "\n").encode("utf-8")
    flags = os.O_RDWR | _NOFOLLOW | _CLOEXEC | _BINARY
    try:
        fd, created = os.open(path, flags), False
    except FileNotFoundError:
        fd, created = os.open(path, flags | os.O_CREAT, mode), True
    try:
        st = os.fstat(fd)
        end = hint.end if hint is not None and hint.ino == st.st_ino and \
            ends_at(fd, hint.end, st.st_size) else data_end(fd, st.st_size)
        if end and pread(fd, 1, end - 1) != b"\n":
            data = b"\n" + data
        stop = end + len(data)
        if stop <= st.st_size:
            _pwrite_all(fd, data, end)
            getattr(os, "fdatasync", os.fsync)(fd)
        else:
            _pwrite_all(fd, data + bytes(extent - stop % extent), end)
            os.fsync(fd)
    finally:
        os.close(fd)
    if created:
        fsync_dir(path.parent)
    return LineEnd(st.st_ino, stop)


def data_end(fd: int, size: int) -> int:
    """The offset just past the last byte of ``fd`` (``size`` bytes long) that is not NUL."""
    position = size
    while position > 0:
        step = min(PREALLOCATE_BYTES, position)
        chunk = pread(fd, step, position - step).rstrip(b"\0")
        if chunk:
            return position - step + len(chunk)
        position -= step
    return 0


def ends_at(fd: int, end: int, size: int) -> bool:
    """Whether the data of ``fd`` (``size`` bytes long) ends exactly at ``end``: the byte
    before it is data, and it and the file's last byte are padding (a line someone
    appended after the padding, as an ``O_APPEND`` writer does, ends the file)."""
    if end > size:
        return False
    if end < size and (pread(fd, 1, end) != b"\0" or pread(fd, 1, size - 1) != b"\0"):
        return False
    return end == 0 or pread(fd, 1, end - 1) != b"\0"


def pread(fd: int, count: int, offset: int) -> bytes:
    """``count`` bytes of ``fd`` at ``offset`` (fewer at its end), leaving its offset alone
    where the system can."""
    if hasattr(os, "pread"):
        return os.pread(fd, count, offset)
    os.lseek(fd, offset, os.SEEK_SET)  # pragma: no cover - Windows has no pread
    return os.read(fd, count)  # pragma: no cover


def _pwrite_all(fd: int, data: bytes, offset: int) -> None:
    view = memoryview(data)
    while view:
        if hasattr(os, "pwrite"):
            written = os.pwrite(fd, view, offset)
        else:  # pragma: no cover - Windows has no pwrite
            os.lseek(fd, offset, os.SEEK_SET)
            written = os.write(fd, view)
        view, offset = view[written:], offset + written


def open_read(path: Path) -> int:
    """A read-only descriptor of ``path`` (not inherited by children; binary on Windows).
    Raises FileNotFoundError, OSError."""
    return os.open(path, os.O_RDONLY | _CLOEXEC | _BINARY)


_READ_ATTEMPTS = 3


def read_with_stat(path: Path) -> tuple[bytes, os.stat_result] | None:
    """The bytes of ``path`` and its ``stat`` taken before reading, on one descriptor
    (None when it does not exist). Raises OSError.

    A file changed while it was read (its size, mtime or ctime differ after the read: a
    writer reusing it as a spare, see ``write_spare``) is opened by name and read again,
    so the bytes and the stat returned belong together (up to ``_READ_ATTEMPTS`` times;
    then the last bytes with the stat taken after them)."""
    for _ in range(_READ_ATTEMPTS):
        try:
            fd = open_read(path)
        except FileNotFoundError:
            return None
        try:
            st = os.fstat(fd)
            chunks = []
            while chunk := os.read(fd, max(st.st_size + 1, 65536)):
                chunks.append(chunk)
            after = os.fstat(fd)
        finally:
            os.close(fd)
        if (st.st_size, st.st_mtime_ns, st.st_ctime_ns) == \
                (after.st_size, after.st_mtime_ns, after.st_ctime_ns):
            break
    return b"".join(chunks), after



@contextlib.contextmanager
def file_lock(path: Path, *, timeout: float = 10.0, shared: bool = False) -> Iterator[None]:
    """Hold an exclusive lock on ``path`` (created 0600) for the ``with`` block; with
    ``shared``, a lock that other shared holders may hold at once but an exclusive one
    excludes (readers-writer).

    The lock is ``flock`` on POSIX (``msvcrt``/Win32 locking on Windows, through
    portalocker) on a descriptor this function opens itself: that keeps O_NOFOLLOW and
    the 0600 create mode under our control. Measured on the benchmark machine (median of an
    uncontended acquire + release, open and close included): raw ``fcntl.flock`` 9 µs,
    this function 23 µs when it still locked through portalocker, a reused
    ``filelock.FileLock`` 186 µs and a new one 275 µs (its thread-local state, singleton
    registry and logging), which alone would break the
    write target of floor + 0.1 ms (docs/benchmarks.md). The OS drops the lock when the
    process dies, so a killed writer never leaves the store locked.

    Raises LockUnavailable when the lock path is a symlink or the lock is not acquired
    within ``timeout`` seconds.
    """
    fd = _open_lock_file(path)
    try:
        _acquire(fd, path, timeout, shared=shared)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


class HeldLock:
    """An exclusive lock on ``path`` whose descriptor is kept open between holds: a hold
    costs a lock and an unlock call, not also an open and a close (``file_lock``).

    ``hold()`` is re-entrant within a thread and excludes other threads of the process
    (a thread lock; an OS lock on one descriptor would not) and other processes. After
    taking the OS lock it checks that ``path`` still names the locked file: a lock file
    deleted or replaced meanwhile is opened anew, so two holders never lock two different
    files. A process forked with the descriptor opens its own (the OS lock of a shared
    descriptor would be the parent's). ``close()``, or the object's collection, closes
    the descriptor.
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None
        self._closer: weakref.finalize[[int], HeldLock] | None = None
        self._pid = os.getpid()
        self._threads = threading.RLock()
        self._depth = 0

    @contextlib.contextmanager
    def hold(self, *, timeout: float = 10.0) -> Iterator[None]:
        """Hold the lock for the ``with`` block. Raises LockUnavailable (timeout, or a
        symlinked lock path)."""
        if self._pid != os.getpid():  # closing our copy of the parent's descriptor leaves
            self.close()               # its lock alone (the lock goes with the last copy)
            self._pid, self._threads, self._depth = os.getpid(), threading.RLock(), 0
        if not self._threads.acquire(timeout=timeout):
            raise LockUnavailable(f"could not lock {self.path} within {timeout:g}s")
        try:
            if self._depth == 0:
                self._lock(timeout)
            self._depth += 1
            try:
                yield
            finally:
                self._depth -= 1
                if self._depth == 0 and self._fd is not None:
                    _unlock(self._fd)
        finally:
            self._threads.release()

    def _lock(self, timeout: float) -> None:
        while True:
            if self._fd is None:
                self._fd = _open_lock_file(self.path)
                self._closer = weakref.finalize(self, os.close, self._fd)
            _acquire(self._fd, self.path, timeout)
            if _names(self.path, self._fd):
                return
            _unlock(self._fd)
            self.close()

    def close(self) -> None:
        """Close the descriptor (the next hold opens it again)."""
        closer, self._closer, self._fd = self._closer, None, None
        if closer is not None:
            closer()


def _names(path: Path, fd: int) -> bool:
    """Whether ``path`` (not followed if a link) is the file open as ``fd``."""
    try:
        named = os.stat(path, follow_symlinks=False)
    except FileNotFoundError:
        return False
    held = os.fstat(fd)
    return (named.st_dev, named.st_ino) == (held.st_dev, held.st_ino)


def _open_lock_file(path: Path) -> int:
    if not _NOFOLLOW:  # pragma: no cover - Windows: no O_NOFOLLOW, check the link itself
        with contextlib.suppress(FileNotFoundError):
            if stat.S_ISLNK(os.lstat(path).st_mode):
                raise LockUnavailable(
                    f"refusing to use lock file {path}: it is a symbolic link")
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT | _NOFOLLOW | _CLOEXEC, LOCK_MODE)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise LockUnavailable(f"refusing to use lock file {path}: it is a symbolic link") \
                from exc
        raise LockUnavailable(f"could not open lock file {path}: {exc.strerror or exc}") from exc


def _acquire(fd: int, path: Path, timeout: float, *, shared: bool = False) -> None:
    """Lock ``fd`` (exclusive, or shared), polling with backoff until ``timeout``."""
    deadline = time.monotonic() + timeout
    pause = 0.0005
    while True:
        try:
            if _try_lock(fd, shared=shared):
                return
        except OSError as exc:
            raise LockUnavailable(f"could not lock {path}: {exc.strerror or exc}") from exc
        if time.monotonic() >= deadline:
            raise LockUnavailable(f"could not lock {path} within {timeout:g}s") from None
        time.sleep(pause)
        pause = min(pause * 2, 0.02)


def _try_lock(fd: int, *, shared: bool) -> bool:
    """One non-blocking attempt; False when another holder has the lock. On POSIX a bare
    ``flock`` (portalocker's call costs several times as much, most of a write's lock
    overhead); elsewhere portalocker's platform lock."""
    if fcntl is not None:
        try:
            fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True
    import portalocker  # pragma: no cover - Windows

    kind = portalocker.LockFlags.SHARED if shared else portalocker.LockFlags.EXCLUSIVE
    try:  # pragma: no cover - Windows
        portalocker.lock(fd, kind | portalocker.LockFlags.NON_BLOCKING)
    except portalocker.AlreadyLocked:  # pragma: no cover - Windows
        return False
    except portalocker.LockException as exc:  # pragma: no cover - Windows
        raise OSError(str(exc)) from exc
    return True  # pragma: no cover - Windows


def _unlock(fd: int) -> None:
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_UN)
        return
    import portalocker  # pragma: no cover - Windows

    portalocker.unlock(fd)  # pragma: no cover - Windows


def safe_join(root: Path, *parts: str) -> Path:
    """Join ``parts`` under ``root`` and return a path that stays inside ``root``.

    Raises ValueError for absolute parts, ``..`` components, or a result that resolves
    (through symlinks) outside ``root``.
    """
    root_resolved = root.resolve()
    candidate = root_resolved
    for part in parts:
        pure = Path(part)
        if pure.is_absolute() or part.startswith(("/", "\\")):
            raise ValueError(f"absolute path not allowed: {part!r}")
        if any(piece == ".." for piece in pure.parts):
            raise ValueError(f"'..' not allowed in path: {part!r}")
        candidate = candidate / pure
    resolved = candidate.resolve()
    if resolved != root_resolved and root_resolved not in resolved.parents:
        raise ValueError(f"path escapes its root: {'/'.join(parts)!r}")
    return resolved
