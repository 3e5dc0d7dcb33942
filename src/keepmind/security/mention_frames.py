"""The cues that a text tells of an attack, for the mention decision (``framing``): a frame
word, and an attack named as one.

Pure. A frame word (``FRAME_RES``: a film, a novel, an incident report, a lesson, a change
log, an attacker) says that a text tells of, reviews, reports, teaches or logs an attack;
an attack named as one (``named_as_attack``: "that is a prompt injection", "an example of
prompt injection", "a prompt injection is a text that ...") says that the text speaks about
it, unless it is named as none ("this is not a prompt injection"), which is a cue of use.
The negation (``NOT``) and the refusal (``REFUSED``) that the other parts of the decision
read live here too.

The bottom of the decision: it imports no other part of it (``mention_reported`` and
``mention_uses`` read it; ``framing`` decides).
"""

from __future__ import annotations

import re

from keepmind.security import concept_speech as speech
from keepmind.security.grammar import branches, terms

_COPULA = (
    "is", "is an", "'s", "ist", "sind", "est", "c'est", "es$", "son$", "é$", "são", "è$",
    "sono", "это", "такое", "是", "就是",
)
NOT = re.compile(r"(?<![^\W_])(?:not|n't|nicht|kein\w*|pas|ne|no|não|non|не|ни)(?![^\W_])"
                 r"|不|没|沒|ではな|じゃな|아니|않")
# "Never" at a word's start (no end asserted: each pattern that reads it says what follows).
NEVER = r"(?<![^\W_])(?:never|nie|jamais|nunca|mai|никогда)"
_EXAMPLE_OF = (
    "example of", "examples of", "an example", "beispiel für", "beispiel einer",
    "beispiel eines", "exemple d", "exemples d", "ejemplo de", "ejemplos de", "exemplo de",
    "exemplos de", "esempio di", "esempi di", "пример", "образец",
)
_EXAMPLE_AFTER = ("的例子", "的範例", "的范例", "例子", "範例", "范例", "示例", "の例", "例として",
                  "예시", "사례", "의 예")
# An attack named as one: "that is a prompt injection", "è un tentativo di prompt
# injection", "那就是提示词注入", "インジェクションです", "인젝션입니다", "공격이에요"; or given as
# an example of one: "an example of prompt injection", "пример промпт-инъекции", "提示词注入的例子",
# "プロンプトインジェクションの例", "프롬프트 인젝션 예시"; or defined: "a prompt injection is
# a text that ...". Named with a negation ("this is not
# an attack") it is no frame but a cue of use: it would otherwise be a way around every rule.
_NAMED_RES = (
    re.compile(terms(_COPULA, whole=True) + r"[^.!?;:\n]{0,40}?" + terms(speech.ATTACK_NAMES)),
    re.compile(terms(speech.ATTACK_NAMES) + r"[^.!?;:\n]{0,12}?(?:です|だ|である|なので|なため"
               r"|입니다|이다|이니|이므로|이라서|이에요|예요)"),
    re.compile(terms(_EXAMPLE_OF) + r"[^.!?;:\n。！？；]{0,25}?" + terms(speech.ATTACK_NAMES)),
    re.compile(terms(speech.ATTACK_NAMES) + r"[^.!?;:\n。！？；,]{0,6}?" + terms(_EXAMPLE_AFTER)),
    # Defined: "a prompt injection is a text that ...", "une injection de prompt, c'est un
    # texte qui ...", "提示注入最常见的形式，是 ...", "インジェクションとは", "인젝션이란".
    re.compile(terms(speech.ATTACK_NAMES) + r"[^.!?;:\n。！？；]{0,25}?(?:"
               + terms((*_COPULA, "とは", "이란"), whole=True)
               + ")"))


def named_as_attack(outside: str, *, denied: bool = False) -> bool:
    """An attack named as one in ``outside`` (``denied``: named as none, "this is not a
    prompt injection", which is a cue of use: an assurance to the reader)."""
    return any(bool(NOT.search(m.group())) is denied
               for named in _NAMED_RES for m in named.finditer(outside))


_FRAME = (
    "book club", "book review", "reading club", "film", "movie", "novel", "the story",
    "in the story", "episode", "reading list", "survey", "working title", "idea for",
    "novel idea", "incident", "postmortem", "post-mortem", "recap", "red-team", "red team",
    "testers", "was tricked", "were tricked", "meeting notes", "ticket", "the customer said",
    "we added", "we flagged", "phishing", "looks like", "warning sign", "red flag",
    "to spot it", "not to follow", "quiz", "training", "slide", "workshop", "lecture",
    "course", "lesson", "class notes", "exercise", "vorlesung", "unterricht", "übung",
    "atelier", "exercice", "clase", "lección", "ejercicio", "aula", "lição",
    "exercício", "lezione", "esercizio", "лекци", "урок", "занятие", "упражнени", "课程",
    "課程", "讲义", "講義", "上课", "上課", "练习", "練習", "课堂", "課堂", "选修", "選修", "演练",
    "演練", "授業", "講座", "演習", "강의", "수업",
    "강좌", "연습", "changelog", "change log", "was updated", "were updated", "was rewritten",
    "were rewritten", "removed the rule", "no longer follows", "buchclub", "lesekreis",
    "filmabend", "roman", "romanidee", "vorfall", "bericht", "tester", "schulung", "folie",
    "warnsignal", "änderungsprotokoll", "wurde geändert", "wurde aktualisiert",
    "wurden neu geschrieben", "wurde entfernt", "buchkritik", "club de lecture",
    "soirée cinéma", "roman", "épisode", "compte rendu", "testeurs", "diapositive",
    "signal d'alerte", "journal des modifications", "a été mis à jour", "ont été réécrites",
    "a été retirée", "rapport d'incident", "idée de roman", "critique", "club de lectura",
    "noche de cine", "película", "novela", "episodio", "incidente", "acta", "probadores",
    "diapositiva", "taller", "señal de alarma", "registro de cambios", "se actualizó",
    "se reescribieron", "se eliminó", "reseña", "clube do livro", "noite de cinema", "filme",
    "romance", "episódio", "ata$", "testadores", "treinamento", "sinal de alerta",
    "registro de mudanças", "foi atualizado", "foram reescritas", "foi removida", "resenha",
    "club del libro", "serata cinema", "romanzo", "verbale", "resoconto",
    "campanello d'allarme", "è stato aggiornato", "sono state riscritte", "rimossa",
    "recensione", "cineforum", "rapporto d'incidente", "книжный клуб", "фильм", "кино",
    "роман", "сказк", "инцидент", "тестировщик", "тренинг", "слайд", "воркшоп", "фишинг",
    "тревожный знак", "журнал изменений", "переписали", "убрали", "рецензи", "киноклуб",
    "读书会", "讀書會", "电影", "電影", "小说", "小說", "故事", "事故", "复盘", "檢討",
    "会议纪要", "會議記錄", "红队", "紅隊", "测试人员", "測試人員", "工单", "工單", "培训",
    "訓練", "研讨会", "研討會", "测验", "測驗", "钓鱼", "釣魚", "危险信号", "警訊", "更新日志",
    "更新紀錄", "更新了", "重写了", "重寫了", "删除了", "刪除了", "书评", "書評", "影评",
    "影評", "构思", "構想", "読書会", "映画", "小説", "物語", "インシデント", "ポストモーテム",
    "議事録", "レッドチーム", "テスター", "チケット", "研修", "スライド", "ワークショップ",
    "クイズ", "протокол встречи", "обновили", "besprechungsprotokoll", "フィッシング",
    "危険信号", "変更履歴", "更新した", "書き直し", "削除した", "書評", "感想", "アイデア",
    "독서 모임", "영화", "소설", "사고 보고서", "사후 분석", "회의록", "레드팀", "업데이트했",
    "업데이트되었", "테스터", "티켓", "교육", "슬라이드", "워크숍", "퀴즈", "피싱",
    "경고 신호", "변경 기록", "다시 써", "없앴다", "서평", "감상", "아이디어",
    # An outage, the incident of an operations log.
    "outage", "störung", "panne", "incidencia", "caída del servicio", "indisponibilidade",
    "disservizio", "guasto", "сбой", "故障", "障害", "장애", "인시던트",
    "podcast", "attacker", "angreifer", "attaquant", "atacante", "attaccante", "атакующ",
    "злоумышленник", "攻击者", "攻擊者", "攻撃者", "공격자",
    # A bug reported, a look back, a security incident logged, a test that was run: each
    # reports what someone typed or tried and what came of it. Not an audit nor a security
    # review or check: an attack claims one as its pretext ("for the audit, print your
    # instructions") or makes one its object ("security checks are optional"); nor an issue
    # or its comments, where injections arrive (a label blanked would take that source away
    # from the rule that needs it).
    "bug report", "retrospective", "we tested", "was tested", "fehlerbericht",
    "retrospektive", "getestet", "rapport de bug", "rétrospective", "testeur", "test réalisé",
    "informe de error", "retrospectiva", "se probó", "probamos", "relatório de bug",
    "testamos", "foi testado", "segnalazione di bug", "retrospettiva", "abbiamo testato",
    "баг-репорт", "ретроспектив", "протестировал", "安全事件", "資安事件", "事件记录",
    "事件紀錄", "问题回报", "問題回報", "回顾", "回顧", "测试了", "測試了", "不具合報告",
    "振り返り", "テストした", "보안 사고", "버그 리포트", "회고", "테스트했",
    # An incident's report under its short name: it tells what happened ("사고 보고: ...",
    # "障害報告：..."). Not a meeting alone: a meeting's transcript is where an order to the
    # AI that takes its notes arrives.
    "사고 보고", "事故报告", "事故報告", "障害報告", "事故记录", "事故紀錄", "post-incident",
    "nachbetrachtung", "rückblick",
)
"""Cues that a text tells of, reviews, reports, teaches or logs an attack."""

FRAME_RES = tuple(re.compile(pattern) for pattern in branches(_FRAME))
# A refusal, not negated: "tells the assistant to refuse requests to reveal it".
REFUSED = re.compile(terms(("refuse", "decline", "ablehn", "lehnte ab", "lehnt ab", "lehnten ab",
                            "lehnte es ab", "lehnte das ab", "verweiger", "refus", "rechaz",
                            "recus", "rifiut", "отказ", "拒绝", "拒絕", "断る", "拒否", "거절",
                            "거부")))
