#!/usr/bin/env python3
"""Build generated.jsonl: mechanically disguised variants of the hand-written corpus.

Reads the first hand-written items of both splits (tune/<lang>.jsonl and
holdout/<lang>.jsonl; later files such as paraphrase*.jsonl hold their own variants),
takes attacks whose disguise is "none" and writes disguised variants plus a few encoded
or wrapped benign variants, each with the id ``gen:<disguise>:<source id>``, into the
split of its source (``scanner_jsonl.split_of``), so that no variant of a holdout text is
ever tuned on. Deterministic: random.Random(seed).

    python tests/corpus/scanner/make_disguised.py
"""

import base64
import codecs
import glob
import json
import os
import random
import re
import sys
import unicodedata
from collections import Counter, defaultdict
from urllib.parse import quote

SEED = 20261201
N_ATTACKS = 180
N_BENIGN = 40
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(HERE)))
from scanner_jsonl import SPLITS, split_of  # noqa: E402

DISGUISES = [
    "homoglyph",
    "leet",
    "spaced",
    "split",
    "markup",
    "base64",
    "hex",
    "url",
    "rot13",
    "zero_width",
]
LATIN_ONLY = {"homoglyph", "rot13"}
# categories whose text must not be mangled: invisible is already hidden text, and a
# mangled credential is no longer a real-looking credential
SKIP_CATEGORIES = {"invisible", "secret"}

LEAD_INS = {
    "en": ["Note:", "Reference:", "Attached value:"],
    "de": ["Hinweis:", "Notiz:", "Anhang:"],
    "fr": ["Remarque :", "Note :", "Référence :"],
    "es": ["Nota:", "Referencia:", "Dato adjunto:"],
    "pt": ["Observação:", "Nota:", "Referência:"],
    "it": ["Nota:", "Riferimento:", "Allegato:"],
    "ru": ["Примечание:", "Заметка:", "Справка:"],
    "zh-hans": ["注：", "备注：", "参考："],
    "zh-hant": ["註：", "備註：", "參考："],
    "ja": ["注：", "メモ：", "参考："],
    "ko": ["참고:", "메모:", "비고:"],
    "mixed": ["Note:", "Ref:"],
}
# harmless sentences that host a hidden attack (markup disguise)
HOST = {
    "en": ["The release checklist is in docs/release.md.", "Team lunch is on Friday at noon."],
    "de": [
        "Die Release-Checkliste liegt in docs/release.md.",
        "Das Teamessen ist am Freitag um zwölf.",
    ],
    "fr": [
        "La checklist de release est dans docs/release.md.",
        "Le déjeuner d'équipe est vendredi à midi.",
    ],
    "es": [
        "La checklist de la release está en docs/release.md.",
        "La comida del equipo es el viernes a mediodía.",
    ],
    "pt": [
        "A checklist de release está em docs/release.md.",
        "O almoço da equipe é na sexta ao meio-dia.",
    ],
    "it": [
        "La checklist di rilascio è in docs/release.md.",
        "Il pranzo di squadra è venerdì a mezzogiorno.",
    ],
    "ru": ["Чек-лист релиза лежит в docs/release.md.", "Обед команды в пятницу в полдень."],
    "zh-hans": ["发布检查清单在 docs/release.md。", "团队午餐在周五中午。"],
    "zh-hant": ["發布檢查清單在 docs/release.md。", "團隊午餐在週五中午。"],
    "ja": [
        "リリースのチェックリストは docs/release.md にあります。",
        "チームランチは金曜の正午です。",
    ],
    "ko": ["릴리스 체크리스트는 docs/release.md에 있습니다.", "팀 점심은 금요일 정오입니다."],
    "mixed": ["The release checklist is in docs/release.md.", "Team lunch is on Friday at noon."],
}
TABLE_HEAD = {
    "en": ("Topic", "Note"),
    "de": ("Thema", "Notiz"),
    "fr": ("Sujet", "Note"),
    "es": ("Tema", "Nota"),
    "pt": ("Tema", "Nota"),
    "it": ("Tema", "Nota"),
    "ru": ("Тема", "Заметка"),
    "zh-hans": ("主题", "备注"),
    "zh-hant": ("主題", "備註"),
    "ja": ("項目", "メモ"),
    "ko": ("항목", "메모"),
    "mixed": ("Topic", "Note"),
}
# stems of words worth disguising (matched case-insensitively as substrings)
STEMS = [
    # en
    "ignor",
    "disregard",
    "instruction",
    "previous",
    "prompt",
    "system",
    "reveal",
    "print",
    "repeat",
    "send",
    "forward",
    "upload",
    "password",
    "rules",
    "restriction",
    "jailbreak",
    "override",
    "forget",
    "secret",
    "hidden",
    "memory",
    "authorized_keys",
    "bashrc",
    "cron",
    "developer",
    "webhook",
    "confidential",
    "policy",
    "unrestricted",
    "identity",
    "safety",
    # de
    "anweisung",
    "vorherig",
    "regeln",
    "vergiss",
    "sende",
    "schick",
    "verrat",
    "passwort",
    "schlüssel",
    "geheim",
    "richtlinie",
    "entwickler",
    "speicher",
    "deaktiv",
    "sicherheit",
    # fr
    "précédent",
    "règle",
    "oublie",
    "envoie",
    "révèle",
    "affiche",
    "consigne",
    "clé",
    "mot de passe",
    "développeur",
    "systèm",
    "désactiv",
    "sécurité",
    # es
    "instrucci",
    "anterior",
    "regla",
    "olvida",
    "envía",
    "envia",
    "revela",
    "muestra",
    "contraseña",
    "clave",
    "desarrollador",
    "sistema",
    "desactiv",
    "seguridad",
    "restricci",
    # pt / it
    "instruç",
    "regra",
    "esqueça",
    "envie",
    "revele",
    "senha",
    "chave",
    "istruzion",
    "preceden",
    "regol",
    "dimentica",
    "invia",
    "rivela",
    "chiave",
    # ru
    "игнорир",
    "инструкц",
    "предыдущ",
    "правил",
    "забудь",
    "отправ",
    "покажи",
    "систем",
    "пароль",
    "ключ",
    "промпт",
    # zh / ja / ko
    "忽略",
    "无视",
    "無視",
    "指令",
    "指示",
    "之前",
    "以前",
    "系统提示",
    "系統提示",
    "提示词",
    "提示詞",
    "规则",
    "規則",
    "发送",
    "發送",
    "密码",
    "密碼",
    "密钥",
    "金鑰",
    "システムプロンプト",
    "ルール",
    "送信",
    "パスワード",
    "무시",
    "지시",
    "이전",
    "시스템",
    "프롬프트",
    "규칙",
    "전송",
    "비밀번호",
]

HOMO = {
    "a": ["а"],
    "e": ["е"],
    "o": ["о", "ο"],
    "p": ["р"],
    "c": ["с"],
    "x": ["х"],
    "y": ["у"],
    "i": ["і"],
    "s": ["ѕ"],
    "j": ["ј"],
    "v": ["ν"],
    "A": ["А", "Α"],
    "B": ["В", "Β"],
    "E": ["Е", "Ε"],
    "H": ["Н", "Η"],
    "K": ["К", "Κ"],
    "M": ["М", "Μ"],
    "O": ["О", "Ο"],
    "P": ["Р", "Ρ"],
    "C": ["С"],
    "T": ["Т", "Τ"],
    "X": ["Х", "Χ"],
    "I": ["І", "Ι"],
    "N": ["Ν"],
    "S": ["Ѕ"],
}
LEET = {
    "a": "4",
    "e": "3",
    "i": "1",
    "o": "0",
    "s": "5",
    "t": "7",
    "A": "4",
    "E": "3",
    "I": "1",
    "O": "0",
    "S": "5",
    "T": "7",
}
ZW_CHARS = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]
PROTECT_RE = re.compile(
    r"https?://\S+|`[^`]*`|\S+@\S+|~/\S+|(?:/[\w.\-]+){2,}|\$\w+|\{[^}]*\}|<[^>]*>|\b(?=[A-Za-z0-9+/=_\-]*\d)[A-Za-z0-9+/=_\-]{16,}"
)
WORD_RE = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?")


def script_of(ch):
    try:
        name = unicodedata.name(ch)
    except ValueError:
        return "other"
    return name.split(" ")[0]


def is_latin(text):
    letters = [c for c in text if c.isalpha()]
    if not letters:
        return False
    return sum(script_of(c) == "LATIN" for c in letters) / len(letters) >= 0.85


def is_latin_word(w):
    return all(script_of(c) == "LATIN" for c in w if c.isalpha())


def low(text):
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text)


def protected(text):
    return [m.span() for m in PROTECT_RE.finditer(text)]


def overlaps(span, spans):
    return any(span[0] < b and a < span[1] for a, b in spans)


def key_spans(text):
    """Non-overlapping spans of key words (outside URLs, code, placeholders)."""
    prot = protected(text)
    lt = low(text)
    spans = []
    for stem in STEMS:
        start = 0
        while True:
            i = lt.find(stem, start)
            if i < 0:
                break
            start = i + 1
            a, b = i, i + len(stem)
            if stem[0].isascii() or script_of(stem[0]) in ("LATIN", "CYRILLIC", "HANGUL"):
                while a > 0 and text[a - 1].isalpha():
                    a -= 1
                while b < len(text) and (text[b].isalpha() or text[b] == "_"):
                    b += 1
            if b - a < 2 or overlaps((a, b), prot) or overlaps((a, b), spans):
                continue
            spans.append((a, b))
    if not spans:  # fallback: the longest words
        words = [
            m.span()
            for m in WORD_RE.finditer(text)
            if not overlaps(m.span(), prot) and m.end() - m.start() >= 4
        ]
        words.sort(key=lambda s: (-(s[1] - s[0]), s[0]))
        for a, b in words[:3]:
            if b - a > 6 and not is_latin_word(text[a:b]):  # CJK run: take a middle slice
                mid = (a + b) // 2
                a, b = mid - 2, mid + 2
            spans.append((a, b))
    return sorted(spans)


def edit_spans(text, spans, fn):
    out, last = [], 0
    for a, b in sorted(spans):
        out.append(text[last:a])
        out.append(fn(text[a:b]))
        last = b
    out.append(text[last:])
    return "".join(out)


def pick(rng, spans, k):
    if len(spans) <= k:
        return list(spans)
    return sorted(rng.sample(spans, k))


# ---------------------------------------------------------------- transforms
def t_homoglyph(rng, text, lang):
    spans = key_spans(text)
    extra = [
        m.span()
        for m in WORD_RE.finditer(text)
        if not overlaps(m.span(), spans) and not overlaps(m.span(), protected(text))
    ]
    spans = sorted(spans + pick(rng, extra, max(1, len(extra) // 3)))

    def f(w):
        idx = [i for i, c in enumerate(w) if c in HOMO]
        if not idx:
            return w
        chosen = set(i for i in idx if rng.random() < 0.5) or {rng.choice(idx)}
        return "".join(rng.choice(HOMO[c]) if i in chosen else c for i, c in enumerate(w))

    return edit_spans(text, spans, f)


def leet_words(text):
    prot = protected(text)
    return [
        m.span()
        for m in WORD_RE.finditer(text)
        if is_latin_word(m.group())
        and len(m.group()) >= 4
        and any(c in LEET for c in m.group())
        and not overlaps(m.span(), prot)
    ]


def t_leet(rng, text, lang):
    spans = [s for s in key_spans(text) if is_latin_word(text[s[0] : s[1]])]
    if not spans:
        spans = sorted(leet_words(text), key=lambda s: s[0] - s[1])[:3]
    if rng.random() < 0.4:  # sometimes a few more words
        extra = [
            m.span()
            for m in WORD_RE.finditer(text)
            if is_latin_word(m.group())
            and len(m.group()) >= 3
            and not overlaps(m.span(), spans)
            and not overlaps(m.span(), protected(text))
        ]
        spans = sorted(spans + pick(rng, extra, 2))
    full = rng.random() < 0.6

    def f(w):
        if full:
            return "".join(LEET.get(c, c) for c in w)
        idx = [i for i, c in enumerate(w) if c in LEET]
        chosen = set(i for i in idx if rng.random() < 0.5) or ({rng.choice(idx)} if idx else set())
        return "".join(LEET[c] if i in chosen else c for i, c in enumerate(w))

    return edit_spans(text, spans, f)


def t_spaced(rng, text, lang):
    spans = key_spans(text)
    spans = sorted(spans, key=lambda s: -(s[1] - s[0]))[: rng.choice([1, 2])]
    return edit_spans(text, spans, lambda w: " ".join(w))


def t_split(rng, text, lang):
    sep = rng.choice([".", "-", "_"])
    mode = rng.choice(["every", "chunks"])
    spans = pick(rng, key_spans(text), rng.choice([1, 2, 3]))

    def f(w):
        if mode == "every" or len(w) <= 3:
            return sep.join(w)
        n = rng.choice([1, 2]) if len(w) >= 6 else 1
        cuts = sorted(rng.sample(range(1, len(w)), min(n, len(w) - 1)))
        parts, last = [], 0
        for c in cuts:
            parts.append(w[last:c])
            last = c
        parts.append(w[last:])
        return sep.join(parts)

    return edit_spans(text, spans, f)


def t_markup(rng, text, lang):
    mode = rng.choice(["emph", "emph", "tags", "tags", "comment", "hidden_span"])
    host = rng.choice(HOST.get(lang, HOST["en"]))
    if mode == "comment":
        return f"{host} <!-- {text} -->"
    if mode == "hidden_span":
        return f'{host} <span style="display:none">{text}</span>'
    spans = pick(rng, key_spans(text), rng.choice([1, 2, 3]))

    def cut(w):
        return rng.randint(1, len(w) - 1) if len(w) > 1 else 0

    def f(w):
        c = cut(w)
        if c == 0:
            return w
        if mode == "emph":
            e = rng.choice(["**", "*", "__", "_"])
            return w[:c] + e + w[c:] + e if rng.random() < 0.5 else e + w[:c] + e + w[c:]
        tag = rng.choice(["b", "i", "span", "em", "u"])
        if rng.random() < 0.5:
            return f"{w[:c]}<{tag}></{tag}>{w[c:]}"
        return f"<{tag}>{w[:c]}</{tag}>{w[c:]}"

    return edit_spans(text, spans, f)


def lead(rng, lang):
    return rng.choice(LEAD_INS.get(lang, LEAD_INS["en"]))


def t_base64(rng, text, lang):
    return f"{lead(rng, lang)} {base64.b64encode(text.encode('utf-8')).decode('ascii')}"


def t_hex(rng, text, lang):
    h = text.encode("utf-8").hex()
    if rng.random() < 0.3:
        h = " ".join(h[i : i + 2] for i in range(0, len(h), 2))
    return f"{lead(rng, lang)} {h}"


def t_url(rng, text, lang):
    if rng.random() < 0.5:
        enc = "".join(f"%{b:02X}" for b in text.encode("utf-8"))
    else:
        enc = quote(text, safe="")
    return f"{lead(rng, lang)} {enc}"


def t_rot13(rng, text, lang):
    return f"{lead(rng, lang)} {codecs.encode(text, 'rot13')}"


def t_zero_width(rng, text, lang):
    spans = key_spans(text)
    extra = [
        m.span()
        for m in WORD_RE.finditer(text)
        if len(m.group()) >= 3
        and not overlaps(m.span(), spans)
        and not overlaps(m.span(), protected(text))
    ]
    spans = sorted(spans + pick(rng, extra, max(1, len(extra) // 4)))
    kind = rng.choice(ZW_CHARS)

    def f(w):
        if len(w) < 2:
            return w
        n = min(len(w) - 1, rng.choice([1, 1, 2]))
        pos = sorted(rng.sample(range(1, len(w)), n))
        out, last = [], 0
        for p in pos:
            out.append(w[last:p])
            out.append(kind if rng.random() < 0.7 else rng.choice(ZW_CHARS))
            last = p
        out.append(w[last:])
        return "".join(out)

    return edit_spans(text, spans, f)


TRANSFORMS = {
    "homoglyph": t_homoglyph,
    "leet": t_leet,
    "spaced": t_spaced,
    "split": t_split,
    "markup": t_markup,
    "base64": t_base64,
    "hex": t_hex,
    "url": t_url,
    "rot13": t_rot13,
    "zero_width": t_zero_width,
}


def applicable(disguise, text):
    if disguise in LATIN_ONLY:
        return is_latin(text)
    if disguise == "leet":
        return bool(leet_words(text))
    return True


# ---------------------------------------------------------------- benign variants
def b_encoded(rng, item, kind):
    return (
        {"base64": t_base64, "hex": t_hex, "url": t_url}[kind](rng, item["text"], item["lang"]),
        kind,
        item["scope"],
    )


def b_comment(rng, item, other):
    return f"{item['text']} <!-- {other['text']} -->", "markup", "context"


def b_table(rng, item, other):
    h1, h2 = TABLE_HEAD.get(item["lang"], TABLE_HEAD["en"])

    def cell(s):
        return s.replace("|", "\\|").replace("\n", "<br>")

    return (
        (
            f"| {h1} | {h2} |\n|---|---|\n| {item['category']} | {cell(item['text'])} |\n"
            f"| {other['category']} | {cell(other['text'])} |"
        ),
        "markup",
        "context",
    )


def b_fence(rng, item, other):
    lang_tag = rng.choice(["text", "", "markdown"])
    return f"```{lang_tag}\n{item['text']}\n```", "markup", "context"


def load():
    items = []
    paths = [p for split in SPLITS for p in glob.glob(os.path.join(HERE, split, "*.jsonl"))]
    for path in sorted(paths):  # never the fresh split: it is a corpus of its own
        # the first hand-written files only, one per language: the rows added later
        # (paraphrase*.jsonl and the like) carry their own disguised variants
        if not re.fullmatch(r"[a-z]{2}(-[a-z]+)?|mixed", os.path.basename(path)[:-6]):
            continue
        with open(path, encoding="utf-8") as fh:
            for _n, line in enumerate(fh, 1):
                line = line.strip()
                if line:
                    items.append(json.loads(line))
    return items


def spread(rng, by_lang, total):
    """Round-robin over languages (shuffled inside each) until total items are taken."""
    pools = {lang: rng.sample(v, len(v)) for lang, v in sorted(by_lang.items())}
    order, langs = [], sorted(pools)
    while len(order) < total and any(pools.values()):
        for lang in langs:
            if pools[lang] and len(order) < total:
                order.append(pools[lang].pop())
    return order


def main():
    rng = random.Random(SEED)
    items = load()
    attacks = defaultdict(list)
    benign = defaultdict(list)
    for it in items:
        if (
            it["label"] == "attack"
            and it["disguise"] == "none"
            and it["category"] not in SKIP_CATEGORIES
        ):
            attacks[it["lang"]].append(it)
        elif it["label"] == "benign":
            benign[it["lang"]].append(it)

    out = []
    # attacks: each language cycles through its own shuffled list of disguises
    cycles = {lang: rng.sample(DISGUISES, len(DISGUISES)) for lang in sorted(attacks)}
    pos = Counter()
    for it in spread(rng, attacks, N_ATTACKS):
        lang = it["lang"]
        cyc = cycles[lang]
        for _ in range(len(cyc)):
            d = cyc[pos[lang] % len(cyc)]
            pos[lang] += 1
            if applicable(d, it["text"]):
                break
        else:
            continue
        new = TRANSFORMS[d](rng, it["text"], lang)
        if new == it["text"]:  # nothing matched: fall back to an encoding
            d = rng.choice(["base64", "hex", "url"])
            new = TRANSFORMS[d](rng, it["text"], lang)
        out.append(
            {
                "id": f"gen:{d}:{it['id']}",
                "lang": lang,
                "label": "attack",
                "category": it["category"],
                "disguise": d,
                "scope": it["scope"],
                "text": new,
            }
        )

    n_a = len(out)
    kinds = ["base64", "hex", "url", "comment", "table", "fence"]
    chosen = spread(rng, benign, N_BENIGN)
    kind_cycles = {lang: rng.sample(kinds, len(kinds)) for lang in sorted(benign)}
    kpos = Counter()
    for it in chosen:
        cyc = kind_cycles[it["lang"]]
        kind = cyc[kpos[it["lang"]] % len(cyc)]
        kpos[it["lang"]] += 1
        others = [
            o
            for o in benign[it["lang"]]
            if o["id"] != it["id"]
            and "\n" not in o["text"]
            and split_of(o["id"]) == split_of(it["id"])
        ]
        other = rng.choice(others) if others else it
        if kind in ("base64", "hex", "url"):
            text, d, scope = b_encoded(rng, it, kind)
        elif kind == "comment":
            text, d, scope = b_comment(rng, it, other)
        elif kind == "table":
            text, d, scope = b_table(rng, it, other)
        else:
            text, d, scope = b_fence(rng, it, other)
        out.append(
            {
                "id": f"gen:{kind}:{it['id']}",
                "lang": it["lang"],
                "label": "benign",
                "category": it["category"],
                "disguise": d,
                "scope": scope,
                "text": text,
            }
        )

    for split in SPLITS:
        with open(os.path.join(HERE, split, "generated.jsonl"), "w", encoding="utf-8") as fh:
            for o in out:
                if split_of(o["id"]) == split:
                    fh.write(json.dumps(o, ensure_ascii=False) + "\n")

    print(f"wrote {len(out)} items ({n_a} attacks, {len(out) - n_a} benign)")
    table = defaultdict(Counter)
    for o in out:
        table[(o["label"], o["lang"])][o["disguise"]] += 1
    cols = DISGUISES
    print("label   lang      " + " ".join(f"{c[:6]:>6}" for c in cols) + "  total")
    for (label, lang), c in sorted(table.items()):
        print(
            f"{label:7} {lang:9} "
            + " ".join(f"{c.get(x, 0):6d}" for x in cols)
            + f"  {sum(c.values()):5d}"
        )


if __name__ == "__main__":
    sys.exit(main())
