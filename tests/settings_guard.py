"""A test may point a setting elsewhere, never give it a value of another type than production's.

A fixture once replaced ERASURE_LEDGER_FILE (django-environ's Path, without `.parent`) with a
pathlib.Path, and the suite passed while every erasure in production answered 500. Every change
through pytest-django's `settings` fixture or `override_settings` sends `setting_changed`; this
receiver refuses a path, URL or duration setting whose new value is not of the kind the settings
module itself holds (`chatmemory.settings` as loaded for the run: its values are untouched by
overrides).
"""

import importlib
import numbers
import os
from pathlib import PurePath

_DURATION_SUFFIXES = ("_SECONDS", "_MINUTES", "_HOURS", "_DAYS", "_AGE", "_TIMEOUT")


def kind_of(name: str, loaded: object) -> type | tuple[type, ...] | None:
    """What a value of setting `name` must be, given the value the settings module holds."""
    if isinstance(loaded, PurePath):
        return PurePath
    if name.endswith("_URL") and isinstance(loaded, str):
        return str
    if (
        name.endswith(_DURATION_SUFFIXES)
        and isinstance(loaded, numbers.Real)
        and not isinstance(loaded, bool)
    ):
        return numbers.Real
    return None


def check(name: str, value: object) -> None:
    """Raise TypeError when `value` is not of the kind production gives setting `name`."""
    module = importlib.import_module(os.environ["DJANGO_SETTINGS_MODULE"])
    if not hasattr(module, name):
        return
    loaded = getattr(module, name)
    kind = kind_of(name, loaded)
    if kind is None or value is None:
        return
    if not isinstance(value, kind) or isinstance(value, bool):
        raise TypeError(
            f"{name} is {type(loaded).__module__}.{type(loaded).__qualname__} in production; a "
            f"test gave it {type(value).__module__}.{type(value).__qualname__}: point it "
            f"elsewhere with a value of the same kind"
        )


def on_setting_changed(*, setting: str, value: object, enter: bool, **kwargs) -> None:
    if enter:
        check(setting, value)
