"""What an OpenAI-compatible server says of its context window.

Servers tell it in different places, and many not at all:

- ``GET {base_url}/models``: the model's entry may carry ``max_model_len`` (vLLM),
  ``context_length`` (LM Studio, OpenRouter-style), ``context_window``,
  ``max_context_length`` or ``n_ctx``; llama.cpp's server puts the training context in
  ``meta.n_ctx_train``, which is only an upper bound of what it serves;
- ``GET {root}/props`` (llama.cpp's server): ``default_generation_settings.n_ctx``, the
  context it was started with (``n_ctx`` at the top level in some versions).

``probe`` asks both with a short timeout and takes, in this order, a serving length from
``/models``, ``n_ctx`` from ``/props``, ``n_ctx_train``; None when nothing tells (errors,
timeouts and bodies of other shapes included: a probe never raises). ``window_from_models``
and ``window_from_props`` read the bodies and are pure.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import Any

import httpx

log = logging.getLogger("keepmind.llm")

PROBE_TIMEOUT = 3.0
SERVING_KEYS = ("max_model_len", "context_length", "context_window", "max_context_length",
                "n_ctx")
TRAINING_KEY = "n_ctx_train"


def probe(http: httpx.Client, model: str, *, timeout: float = PROBE_TIMEOUT) -> int | None:
    """The context window the server at ``http``'s base URL reports for ``model``."""
    models = _get_json(http, "/models", timeout)
    serving, training = window_from_models(models, model)
    if serving is not None:
        return serving
    root = str(http.base_url).rstrip("/").removesuffix("/v1")
    served = window_from_props(_get_json(http, f"{root}/props", timeout))
    return served if served is not None else training


def window_from_models(body: Any, model: str) -> tuple[int | None, int | None]:
    """``(serving, training)`` lengths of ``model``'s entry in a ``/models`` body (the
    only entry when none has its id)."""
    data = body.get("data") if isinstance(body, Mapping) else None
    if not isinstance(data, list):
        return None, None
    entries = [e for e in data if isinstance(e, Mapping)]
    entry = next((e for e in entries if e.get("id") == model),
                 entries[0] if len(entries) == 1 else None)
    if entry is None:
        return None, None
    places = [entry, *(entry.get(k) for k in ("meta", "metadata", "details"))]
    serving = training = None
    for place in places:
        if not isinstance(place, Mapping):
            continue
        for key in SERVING_KEYS:
            serving = serving or _length(place.get(key))
        training = training or _length(place.get(TRAINING_KEY))
    return serving, training


def window_from_props(body: Any) -> int | None:
    """``n_ctx`` of a llama.cpp-style ``/props`` body."""
    if not isinstance(body, Mapping):
        return None
    settings = body.get("default_generation_settings")
    nested = _length(settings.get("n_ctx")) if isinstance(settings, Mapping) else None
    return nested or _length(body.get("n_ctx"))


def _length(value: Any) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
        return None
    return value


def _get_json(http: httpx.Client, url: str, timeout: float) -> Any:
    try:
        response = http.get(url, timeout=timeout)
        if response.status_code != 200:
            return None
        return json.loads(response.content)
    except (httpx.HTTPError, ValueError) as exc:
        log.debug("context window probe of %s failed: %s", url, exc)
        return None
