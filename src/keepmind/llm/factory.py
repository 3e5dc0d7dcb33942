"""Building the main and the auxiliary client from ``Settings``.

Owns the fallback rule of design §2: each empty (for ``text_tool_calls``: unset)
``auxiliary`` field takes the ``llm`` value, except the key: ``llm.api_key_env`` is reused
only when the auxiliary model is served from the same ``base_url``, so the main key is
never sent to another host; ``llm.context_window`` only when it is the same model. The
environment is not read here: the caller (a composition root) passes ``environ``, the
mapping in which the variable named by ``api_key_env`` is looked up.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import httpx

from keepmind.config import Settings
from keepmind.errors import ConfigError
from keepmind.llm.client import LLMClient


@dataclass(frozen=True)
class Endpoint:
    """Where a model is served; ``section`` names the config section it came from."""

    section: str
    base_url: str
    model: str
    api_key_env: str
    timeout: float
    text_tool_calls: bool = True
    context_window: int | None = None

    def api_key(self, environ: Mapping[str, str]) -> str:
        """The key from ``environ``; "" when no variable is named.

        Raises ConfigError when ``api_key_env`` names a variable that is not set.
        """
        if not self.api_key_env:
            return ""
        key = environ.get(self.api_key_env, "")
        if not key:
            raise ConfigError(
                f"{self.section}.api_key_env names {self.api_key_env}, which is not set in "
                f"the environment; export {self.api_key_env}=<your key> or clear the setting"
            )
        return key


def main_endpoint(settings: Settings) -> Endpoint | None:
    """The ``llm`` endpoint, or None when neither base_url nor model is set.

    Raises ConfigError when only one of the two is set.
    """
    llm = settings.llm
    if not llm.base_url and not llm.model:
        return None
    _require_both("llm", llm.base_url, llm.model)
    return Endpoint("llm", llm.base_url, llm.model, llm.api_key_env, llm.timeout,
                    llm.text_tool_calls, llm.context_window)


def auxiliary_endpoint(settings: Settings) -> Endpoint | None:
    """The endpoint for summaries (``auxiliary`` falling back to ``llm``), or None when
    no model is configured at all (callers then return excerpts).

    Raises ConfigError when the merged values give a URL without a model or the reverse.
    """
    aux, llm = settings.auxiliary, settings.llm
    base_url = aux.base_url or llm.base_url
    model = aux.model or llm.model
    if not base_url and not model:
        return None
    _require_both("auxiliary", base_url, model)
    key_env = aux.api_key_env or (llm.api_key_env if base_url == llm.base_url else "")
    text_tool_calls = llm.text_tool_calls if aux.text_tool_calls is None \
        else aux.text_tool_calls
    same_model = base_url == llm.base_url and model == llm.model
    window = aux.context_window if aux.context_window is not None or not same_model \
        else llm.context_window
    return Endpoint("auxiliary", base_url, model, key_env, aux.timeout, text_tool_calls,
                    window)


def build_client(
    endpoint: Endpoint,
    environ: Mapping[str, str],
    *,
    max_retries: int = 3,
    transport: httpx.BaseTransport | None = None,
) -> LLMClient:
    """A client for ``endpoint`` with its key looked up in ``environ``.

    Raises ConfigError when the named key variable is not set.
    """
    return LLMClient(endpoint.base_url, endpoint.model, endpoint.api_key(environ),
                     timeout=endpoint.timeout, max_retries=max_retries, transport=transport,
                     text_tool_calls=endpoint.text_tool_calls,
                     context_window=endpoint.context_window)


def main_client(
    settings: Settings,
    environ: Mapping[str, str],
    *,
    transport: httpx.BaseTransport | None = None,
) -> LLMClient:
    """The client for the main model.

    Raises ConfigError saying exactly what to set when no endpoint is configured, or when
    the key variable is missing.
    """
    endpoint = main_endpoint(settings)
    if endpoint is None:
        raise ConfigError(
            "no model endpoint is configured: set llm.base_url (an OpenAI-compatible URL "
            "such as http://127.0.0.1:8080/v1) and llm.model in config.yaml, and "
            "llm.api_key_env to the name of the variable holding the key if it needs one"
        )
    return build_client(endpoint, environ, transport=transport)


def auxiliary_client(
    settings: Settings,
    environ: Mapping[str, str],
    *,
    transport: httpx.BaseTransport | None = None,
) -> LLMClient | None:
    """The client for summaries, or None when no model is configured.

    Raises ConfigError for a half-configured endpoint or a missing key variable.
    """
    endpoint = auxiliary_endpoint(settings)
    if endpoint is None:
        return None
    return build_client(endpoint, environ, max_retries=2, transport=transport)


def _require_both(section: str, base_url: str, model: str) -> None:
    if not base_url:
        raise ConfigError(f"{section}.model is set but {section}.base_url is empty; set the "
                          "URL of an OpenAI-compatible endpoint, e.g. http://127.0.0.1:8080/v1")
    if not model:
        raise ConfigError(f"{section}.base_url is set but {section}.model is empty; set the "
                          "name of the model to use")
