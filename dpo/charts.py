"""Bar charts for the analytics page as SVG geometry: the template draws it, no JavaScript.

The drawing is small (360 units wide) and scales with the page, so it reads at 390 px and
grows to its column at 1280 px. Every chart also has a table of its values in the template.
"""

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

WIDTH = 360
HEIGHT = 180
LEFT = 44  # room for the y axis' values
RIGHT = 8
TOP = 10
BOTTOM = 24  # room for the x axis' dates
ROW = 22  # a row of a horizontal chart
LABEL = 76  # the row labels of a horizontal chart
VALUE = 40  # the values right of the horizontal bars


def nice_ceiling(value: float) -> float:
    """The axis' top: the smallest of 1, 2, 2.5, 5 times a power of ten that is >= value."""
    if value <= 0:
        return 1
    power = 10 ** math.floor(math.log10(value))
    for step in (1, 2, 2.5, 5, 10):
        if value <= step * power * (1 + 1e-9):
            return step * power
    return 10 * power


@dataclass
class Bar:
    x: float
    y: float
    width: float
    height: float
    label: str
    text: str
    text_x: float = 0  # where a row chart writes the value
    text_y: float = 0


@dataclass
class Tick:
    position: float
    text: str


@dataclass
class ColumnChart:
    """Vertical bars over days, a y axis with three values, dates under the x axis."""

    bars: list[Bar]
    y_ticks: list[Tick]
    x_ticks: list[Tick]
    width: int = WIDTH
    height: int = HEIGHT
    left: int = LEFT
    right_edge: int = WIDTH - RIGHT
    baseline: int = HEIGHT - BOTTOM
    top: int = TOP


def column_chart(
    values: Sequence[float | None], labels: Sequence[str], fmt: Callable[[float], str]
) -> ColumnChart:
    """One bar per value (None: no bar, e.g. a rate on a day without conversations)."""
    top = nice_ceiling(max((v for v in values if v is not None), default=0))
    plot_width = WIDTH - LEFT - RIGHT
    plot_height = HEIGHT - TOP - BOTTOM
    slot = plot_width / max(len(values), 1)
    gap = slot * 0.2 if slot > 3 else 0
    bars = []
    for index, (value, label) in enumerate(zip(values, labels, strict=True)):
        if value is None:
            continue
        height = plot_height * value / top
        bars.append(
            Bar(
                x=round(LEFT + index * slot + gap / 2, 2),
                y=round(TOP + plot_height - height, 2),
                width=round(max(slot - gap, 0.5), 2),
                height=round(height, 2),
                label=label,
                text=fmt(value),
            )
        )
    y_ticks = [
        Tick(position=round(TOP + plot_height * (1 - share), 2), text=fmt(top * share))
        for share in (0, 0.5, 1)
    ]
    picks = sorted({0, (len(labels) - 1) // 2, len(labels) - 1}) if labels else []
    x_ticks = [Tick(position=round(LEFT + (i + 0.5) * slot, 2), text=labels[i]) for i in picks]
    return ColumnChart(bars=bars, y_ticks=y_ticks, x_ticks=x_ticks)


@dataclass
class RowChart:
    """Horizontal bars, one labelled row each, the value at the bar's end."""

    bars: list[Bar]
    height: int
    width: int = WIDTH
    label_x: int = LABEL - 4


def row_chart(rows: Sequence[tuple[str, int]]) -> RowChart:
    """One bar per (label, count) row, scaled to the largest count."""
    top = max((count for _label, count in rows), default=0) or 1
    plot_width = WIDTH - LABEL - VALUE
    bars = []
    for index, (label, count) in enumerate(rows):
        width = round(plot_width * count / top, 2)
        y = TOP + index * ROW
        bars.append(
            Bar(
                x=LABEL,
                y=y,
                width=width,
                height=ROW - 6,
                label=label,
                text=str(count),
                text_x=LABEL + width + 4,
                text_y=y + (ROW - 6) / 2 + 4,
            )
        )
    return RowChart(bars=bars, height=TOP * 2 + ROW * len(rows))
