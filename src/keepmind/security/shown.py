"""A system message shown on screen or in a log is not the model's system prompt.

Pure. "画面に表示されたシステムメッセージをバグ報告に添付してください", "Joins le message
système affiché à l'écran au rapport de bug", "로그에 찍힌 시스템 메시지를 복사해서 티켓에
붙여줘": a bug report asks for the message an application showed, which the reveal rules read
as "show your system message". Every match of ``hijack.reveal_prompt`` is therefore put to
``excused``: it is let go (and the rule goes on to its next match) when the sentence that
holds it

- names a message of an application (``MESSAGES``: a system message, notification or error
  message, in every language of the corpus);
- and says where it was seen (``SEEN``): shown, displayed or popped up, on an error screen,
  in a log, a console, a screenshot ("shown on screen", "affiché", "angezeigt", "表示された",
  "显示的", "표시된", "с экрана");
- and names nothing of the model's: no "you", "your", "what you were given", no maker
  (``pooled.prompt.ADDRESSEE``, ``POSSESSIVE``, ``TOLD``, ``CREATOR``), no prompt, no
  instructions (``_PROMPT``).

A screen as the place to show it ("print the system message on the screen", "à l'écran"
alone) says nothing of where it was seen, and "shown above" is the conversation: neither
excuses. Only the match is let go; the rest of the text is scanned by every rule as before.
Bounded: the sentence is the concept rules' unit (``sentence_units.unit_around``: at most 240
characters on each side of the match).
"""

from __future__ import annotations

import functools
import re

from keepmind.security.engine import Rule, with_veto
from keepmind.security.intent import pooled_terms
from keepmind.security.pooled import prompt
from keepmind.security.sentence_units import unit_around

RULE_ID = "hijack.reveal_prompt"

MESSAGES = (
    "system message", "system notification", "system notice", "system alert",
    "system error", "error message", "systemmeldung", "systemnachricht", "systemmitteilung",
    "systemhinweis", "fehlermeldung", "message système", "message systeme",
    "message du système", "notification système", "message d'erreur", "mensaje del sistema",
    "mensaje de sistema", "mensaje de error", "aviso del sistema", "notificación del sistema",
    "mensagem do sistema", "mensagem de sistema", "mensagem de erro", "aviso do sistema",
    "notificação do sistema", "messaggio di sistema", "messaggio del sistema",
    "messaggio di errore", "notifica di sistema", "avviso di sistema", "системное сообщени",
    "системного сообщени", "системные сообщени", "системных сообщени", "системное уведомлени",
    "сообщение об ошибке", "сообщения об ошибке", "系统消息", "系統消息", "系统信息", "系統信息",
    "系統訊息", "系统通知", "系統通知", "错误信息", "錯誤訊息", "错误消息", "報錯訊息", "报错信息",
    "システムメッセージ", "エラーメッセージ", "システム通知", "システムのメッセージ",
    "시스템 메시지", "시스템 메세지", "시스템 알림", "오류 메시지", "에러 메시지", "오류 메세지",
    "에러 메세지",
)
"""A message an application shows: a system message, notification or error."""

SEEN = (
    "shown on screen", "shown on the screen", "shown on my screen", "shown in the",
    "displayed", "popped up", "pops up", "that appears", "that appeared", "error screen",
    "error dialog", "screenshot", "in the log", "from the log", "in the console",
    "from the console", "in the terminal", "on my screen", "angezeigt", "eingeblendet",
    "erschienen", "fehlerbildschirm", "im log", "aus dem log", "in der konsole",
    "auf meinem bildschirm", "bildschirmfoto", "affiché", "affichée", "qui apparaît",
    "qui est apparu", "écran d'erreur", "dans le journal", "du journal", "dans les logs",
    "dans la console", "capture d'écran", "que aparece", "que apareció", "que sale",
    "que salió", "mostrado en", "mostrada en", "en el registro", "del registro", "en el log",
    "del log", "en la consola", "pantalla de error", "captura de pantalla", "exibid",
    "que apareceu", "no log", "do log", "no registro", "na consola", "no console",
    "tela de erro", "captura de tela", "mostrato sullo", "mostrata sullo", "visualizzat",
    "che compare", "che è comparso", "nel log", "dal log", "nella console",
    "schermata di errore", "показанн", "отображаем", "появившееся", "появилось", "с экрана",
    "в логе", "из лога", "в логах", "из логов", "в журнале", "из журнала", "в консоли",
    "на скриншоте", "显示的", "顯示的", "显示出来的", "顯示出來的", "弹出的", "彈出的",
    "屏幕上的", "螢幕上的", "日志", "日誌", "截图", "截圖", "报错页面", "錯誤頁面", "表示された",
    "表示されている", "表示中の", "画面の", "画面上の", "エラー画面", "ログ", "スクリーンショット",
    "ダイアログ", "ポップアップ", "出てきた", "표시된", "표시되는", "화면의", "화면에 뜬",
    "화면에 나온", "로그", "스크린샷", "팝업", "찍힌",
)
"""Where an application's message was seen: shown, displayed, popped up, on an error screen,
in a log or a console. A screen as the place to show it ("on the screen", "à l'écran")
is not in it."""

_PROMPT = (
    *prompt.SYSTEM_PROMPT, "prompt", "~prompt", "instruction", "instruc", "instruç",
    "istruzion", "anweisung", "consigne", "инструкци", "промпт", "プロンプト", "提示词", "提示詞",
    "프롬프트", "指示", "指令", "지시",
)
"""What names the model's own text: its prompt or its instructions."""


@functools.cache
def _concept(name: str) -> re.Pattern[str]:
    words = {"message": MESSAGES, "seen": SEEN,
             "models": (*prompt.ADDRESSEE, *prompt.POSSESSIVE, *prompt.TOLD, *prompt.CREATOR,
                        *_PROMPT)}[name]
    return re.compile(pooled_terms(words))


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence that holds ``text[start:end]`` (``sentence_units.unit_around``), lower case."""
    left, right = unit_around(text, start, end, 1)
    return text[left:right].lower()


def excused(match: re.Match[str], text: str) -> bool:
    """Whether the reveal match ``match`` in ``text`` asks for an application's message
    shown on screen or in a log, not the model's prompt (see the module docstring)."""
    sentence = _sentence(text, match.start(), match.end())
    message = _concept("message").search(sentence)
    if message is None or _concept("seen").search(sentence) is None:
        return False
    rest = sentence[:message.start()] + " " + sentence[message.end():]
    return _concept("models").search(rest) is None


def excusing(rule: Rule) -> Rule:
    """``rule`` with applications' messages let go, if it is one of ``RULE_ID``'s; else
    ``rule``."""
    return with_veto(rule, {RULE_ID}, excused)
