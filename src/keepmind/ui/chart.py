"""The memory-usage chart: each store's fill (percent of its own limit) after every
journaled write, as SVG geometry the usage template draws inline. Pure.

The two stores share one axis because each is drawn as a share of its own budget, so the
100% line is both limits. A store keeps its size until its next write, so each series is
a step line, drawn on to the newest write of either store. Times are the journal's UTC
timestamps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from keepmind.ui.views import UsagePoint

WIDTH, HEIGHT = 640, 260
LEFT, RIGHT, TOP, BOTTOM = 48, 16, 16, 36


@dataclass(frozen=True)
class Series:
    target: str
    points: str  # "x,y x,y ..." for <polyline points=...>
    last_x: float
    last_y: float
    last_percent: int


@dataclass(frozen=True)
class Chart:
    series: list[Series]
    y_ticks: list[tuple[float, int]]  # (y, percent)
    limit_y: float
    first: str
    last: str
    width: int = WIDTH
    height: int = HEIGHT
    left: int = LEFT
    right_x: int = WIDTH - RIGHT
    bottom_y: int = HEIGHT - BOTTOM


def usage_chart(points: Sequence[UsagePoint], limits: dict[str, int]) -> Chart | None:
    """The chart of ``points`` (oldest first), or None when there is nothing to draw."""
    if not points:
        return None
    times = [_epoch(p.ts) for p in points]
    start, end = min(times), max(times)
    span = end - start or 1.0
    percents = [_percent(p, limits) for p in points]
    top = max(100.0, *percents)
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x_of(t: float) -> float:
        return round(LEFT + (t - start) / span * plot_w, 1)

    def y_of(percent: float) -> float:
        return round(TOP + (1 - percent / top) * plot_h, 1)

    series = []
    for target in sorted({p.target for p in points}):
        steps: list[tuple[float, float]] = []
        last_percent = 0.0
        for t, point, percent in zip(times, points, percents, strict=True):
            if point.target != target:
                continue
            if steps:
                steps.append((x_of(t), steps[-1][1]))
            steps.append((x_of(t), y_of(percent)))
            last_percent = percent
        steps.append((x_of(end), steps[-1][1]))  # the size holds until the chart's end
        series.append(Series(target, " ".join(f"{x},{y}" for x, y in steps), steps[-1][0],
                             steps[-1][1], round(last_percent)))
    ticks = [(y_of(p), p) for p in range(0, int(top) + 1, 25)]
    return Chart(series, ticks, y_of(100), points[times.index(start)].ts[:16].replace("T", " "),
                 points[times.index(end)].ts[:16].replace("T", " "))


def _percent(point: UsagePoint, limits: dict[str, int]) -> float:
    limit = limits.get(point.target) or 1
    return 100.0 * point.chars / limit


def _epoch(ts: str) -> float:
    return datetime.fromisoformat(ts).timestamp()
