"""Home resolution and config.yaml validation (design §2)."""

from __future__ import annotations

from pathlib import Path

import pytest

import keepmind
from keepmind.config import CONFIG_TEMPLATE, Settings, load_settings
from keepmind.errors import ConfigError, HomeError
from keepmind.home import resolve_home


def test_home_comes_from_argument_then_env_then_default(tmp_path: Path) -> None:
    env = {"KEEPMIND_HOME": str(tmp_path / "env")}
    assert resolve_home(tmp_path / "arg", None, env) == tmp_path / "arg"
    assert resolve_home(None, None, env) == tmp_path / "env"
    assert resolve_home(None, None, {}) == Path("~/.keepmind").expanduser()


def test_a_profile_lives_under_profiles(tmp_path: Path) -> None:
    assert resolve_home(tmp_path, "work", {}) == tmp_path / "profiles" / "work"
    with pytest.raises(HomeError):
        resolve_home(tmp_path, "../escape", {})


def test_open_uses_keepmind_home_and_creates_it(isolated_home: Path) -> None:
    mem = keepmind.open()
    assert mem.home.root == isolated_home
    assert (isolated_home / "memories").is_dir()


def test_a_store_stays_bound_to_its_home(isolated_home: Path, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    mem = keepmind.open()
    monkeypatch.setenv("KEEPMIND_HOME", str(tmp_path / "elsewhere"))
    mem.memory.add("bound")
    assert (isolated_home / "memories" / "MEMORY.md").exists()
    assert not (tmp_path / "elsewhere").exists()


def test_the_template_is_valid_and_equals_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(CONFIG_TEMPLATE, "utf-8")
    assert load_settings(path) == Settings()
    assert CONFIG_TEMPLATE.count("#") > 10


def test_missing_or_empty_file_means_defaults(tmp_path: Path) -> None:
    assert load_settings(tmp_path / "nope.yaml") == Settings()
    (tmp_path / "empty.yaml").write_text("", "utf-8")
    assert load_settings(tmp_path / "empty.yaml") == Settings()


def test_values_are_read(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text("memory:\n  memory_char_limit: 3000\ncompression:\n  threshold: 0.7\n",
                    "utf-8")
    settings = load_settings(path)
    assert settings.memory.memory_char_limit == 3000
    assert settings.compression.threshold == 0.7
    assert settings.memory.user_char_limit == 1375


@pytest.mark.parametrize(("text", "key", "expected"), [
    ("memory:\n  bogus: 1\n", "memory.bogus", "unknown key"),
    ("memory:\n  memory_char_limit: lots\n", "memory.memory_char_limit", "an integer"),
    ("memory:\n  memory_enabled: 'yes'\n", "memory.memory_enabled", "true or false"),
    ("compression:\n  threshold: 2\n", "compression.threshold", "<= 1"),
    ("nonsense: {}\n", "nonsense", "unknown key"),
    ("memory: 5\n", "memory", "a mapping"),
])
def test_a_bad_value_names_the_file_the_key_and_the_expectation(
    tmp_path: Path, text: str, key: str, expected: str
) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(text, "utf-8")
    with pytest.raises(ConfigError) as err:
        load_settings(path)
    message = str(err.value)
    assert "\n" not in message
    assert str(path) in message and key in message and expected in message


def test_broken_yaml_is_one_line_with_the_line_number(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text("memory:\n  limit: [1, 2\n", "utf-8")
    with pytest.raises(ConfigError, match=r"invalid YAML at line \d"):
        load_settings(path)


def test_a_list_at_the_top_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text("- a\n- b\n", "utf-8")
    with pytest.raises(ConfigError, match="mapping"):
        load_settings(path)
