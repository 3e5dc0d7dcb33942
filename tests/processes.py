"""Run a function in several fresh processes at once and check they all ended well: the
shared harness of the tests that many writers lose nothing.

Processes are spawned (a fresh interpreter each) unless ``method`` says otherwise; many
writers start faster from ``"forkserver"``, whose server imports ``preload`` once and
forks each writer from there (never from the test process, which may hold threads).
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Sequence


def run_in_processes(target: Callable[..., object], args: Sequence[tuple[object, ...]],
                     *, timeout: float = 180, method: str = "spawn",
                     preload: Sequence[str] = ()) -> None:
    """Start ``target(*a)`` for each ``a`` of ``args`` in its own process, wait for all,
    and fail unless every one exited with status 0."""
    ctx = multiprocessing.get_context(method)
    if preload:
        ctx.set_forkserver_preload(list(preload))
    procs = [ctx.Process(target=target, args=a) for a in args]
    for proc in procs:
        proc.start()
    for proc in procs:
        proc.join(timeout=timeout)
    assert [proc.exitcode for proc in procs] == [0] * len(procs)
