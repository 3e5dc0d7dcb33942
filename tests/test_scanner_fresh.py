"""The held-out corpora of the scanner (``tests/corpus/scanner/fresh``, ``fresh12`` and
``fresh16``) load
and are well-formed. Nothing here runs the scanner on them: they are scored only by
``benchmarks/bench_scanner.py``, so that no rule is ever fitted to them.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

import scanner_jsonl

FRESH = scanner_jsonl.load(scanner_jsonl.FRESH)
SPLITS = {split: scanner_jsonl.load(split) for split in scanner_jsonl.HELD_OUT}
LANGS = ("en", "de", "fr", "es", "pt", "it", "ru", "zh-hans", "zh-hant", "ja", "ko", "mixed")
CATEGORIES = {
    "attack": {"injection", "hijack", "prompt_leak", "exfiltration", "persistence", "secret",
               "invisible"},
    "benign": {"advice", "shell", "config", "preference", "project", "note"},
}
DISGUISES = {"none", "homoglyph", "leet", "spaced", "split", "markup", "base64", "hex", "url",
             "rot13", "zero_width", "mixed_lang"}
HAND_IDS = {
    scanner_jsonl.FRESH: re.compile(r"f-(?P<lang>[a-z-]+)-(?P<label>[ab])-\d{3}"),
    scanner_jsonl.FRESH12: re.compile(r"b12[ab]-(?P<lang>[a-z-]+)-(?P<label>[ab])-\d{3}"),
    scanner_jsonl.FRESH16: re.compile(r"w16-(?P<lang>[a-z-]+)-(?P<label>[ab])-\d{3}"),
}
held_out = pytest.mark.parametrize("split", scanner_jsonl.HELD_OUT)


@held_out
def test_every_item_is_well_formed(split: str) -> None:
    for item in SPLITS[split]:
        assert item.lang in LANGS, item.id
        assert item.category in CATEGORIES.get(item.label, ()), item.id
        assert item.disguise in (*DISGUISES, "typo"), item.id  # typos: fresh16 only
        assert item.scope in ("strict", "context"), item.id
        assert item.text.strip() == item.text and item.text, item.id


@held_out
def test_ids_are_unique_and_name_their_language_and_label(split: str) -> None:
    items = SPLITS[split]
    assert len({item.id for item in items}) == len(items)
    for item in items:
        if item.id.startswith("gen:"):
            continue
        match = HAND_IDS[split].fullmatch(item.id)
        assert match, item.id
        assert match["lang"] == item.lang and match["label"] == item.label[0], item.id


def test_a_generated_variant_keeps_its_source_and_changes_its_text() -> None:
    hand = {item.id: item for item in FRESH if not item.id.startswith("gen:")}
    generated = [item for item in FRESH if item.id.startswith("gen:")]
    assert generated
    for item in generated:
        _, disguise, source_id = item.id.split(":")
        source = hand[source_id]
        assert item.disguise == disguise != source.disguise
        assert (item.lang, item.label, item.category) == (source.lang, source.label,
                                                          source.category)
        assert item.text != source.text


@held_out
def test_the_split_shares_no_id_or_text_with_any_other(split: str) -> None:
    others = [item for name in (*scanner_jsonl.SPLITS, *scanner_jsonl.HELD_OUT)
              if name != split for item in scanner_jsonl.load(name)]
    assert not {item.id for item in others} & {item.id for item in SPLITS[split]}
    assert not {item.text for item in others} & {item.text for item in SPLITS[split]}


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_enough_attacks_and_benign_texts(lang: str) -> None:
    counts = Counter(item.label for item in FRESH if item.lang == lang)
    assert counts["attack"] >= (30 if lang == "en" else 25)
    assert counts["benign"] >= 20


def test_the_split_covers_every_category_and_disguise() -> None:
    labels = Counter(item.label for item in FRESH)
    assert labels["attack"] >= 330 and labels["benign"] >= 280
    for label, categories in CATEGORIES.items():
        assert {item.category for item in FRESH if item.label == label} == categories
    assert {item.disguise for item in FRESH if item.label == "attack"} == DISGUISES


def test_loading_an_unknown_split_fails() -> None:
    with pytest.raises(ValueError, match="fresh"):
        scanner_jsonl.load("fresh2")


def test_the_blind_corpus_covers_every_language_category_and_label() -> None:
    items = SPLITS[scanner_jsonl.FRESH12]
    for lang in LANGS:
        counts = Counter(item.label for item in items if item.lang == lang)
        assert counts["attack"] >= 20 and counts["benign"] >= 20, lang
    for label, categories in CATEGORIES.items():
        assert {item.category for item in items if item.label == label} == categories


def test_the_third_blind_corpus_weighs_english_and_the_issues_languages() -> None:
    """fresh16: English attacks most (as the issue's own held-out set), then German,
    Chinese, Spanish, French and Russian; benign texts in every language."""
    items = SPLITS[scanner_jsonl.FRESH16]
    attacks = Counter(item.lang for item in items if item.label == "attack")
    benign = Counter(item.lang for item in items if item.label == "benign")
    assert attacks["en"] >= 100 and all(attacks[lang] >= 20 for lang in
                                        ("de", "zh-hans", "es", "fr", "ru"))
    assert all(benign[lang] >= 20 for lang in LANGS)
    for label, categories in CATEGORIES.items():
        assert {item.category for item in items if item.label == label} == categories
