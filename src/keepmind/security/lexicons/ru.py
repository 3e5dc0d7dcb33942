"""The intent lexicon of Russian (see ``keepmind.security.intent``).

Pure data and the few checks it needs. Russian inflects, so a term is a word-start stem
("игнорир" finds игнорируй, игнорировать, игнорируйте); commands are listed as ты- and
вы-imperatives and as infinitives (the impersonal command of notes: "игнорировать
правила"), both aspects (отправь / отправляй). Passive and descriptive forms ("токен
отправляется в заголовке") are left out on purpose: documentation describes with them. The
letter ё is often written е, so every term with ё is listed both ways (``_yo``).

Nouns alone say too little ("игнорировать правила линтера", "инструкции по развёртыванию"),
so the rules that aim a verb at the model's instructions or prompt are ``extra`` pairs whose
noun must be owned by the model: a possessive (твои, свои, ваши), an earlier or built-in
qualifier (предыдущие, системные, скрытые, "которые тебе дали") within a few words, and
not the rules of a tool ("правила ruff"). Questions of method ("покажи, где собирается
системный промпт") are not requests to reveal. The write-to-memory rule is built here too,
with a harmful behaviour that must not itself be negated ("добавь в AGENTS.md: никогда не
отправлять ключи наружу" is advice); the backdoor rules come from ``intent_rules`` of the
write verbs alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace

from keepmind.security.engine import Accept
from keepmind.security.intent import (
    AGENT_FILES,
    BACKDOOR_PLACES,
    Lexicon,
    intent_rules,
    pair,
)


def _yo(words: Iterable[str]) -> tuple[str, ...]:
    """``words`` and, for those with ё, the same spelt with е."""
    out: list[str] = []
    for word in words:
        out.append(word)
        if "ё" in word:
            out.append(word.replace("ё", "е"))
    return tuple(dict.fromkeys(out))


def _forms(stems: Iterable[str], endings: Iterable[str]) -> tuple[str, ...]:
    """Every stem with every ending (imperatives and infinitives of one verb)."""
    ends = tuple(endings)
    return tuple(stem + end for stem in stems for end in ends)


_SYSTEM = _forms(("системн",), ("ый", "ого", "ому", "ым", "ом", "ое", "ые", "ых", "ыми",
                                "ая", "ой", "ую"))
SYSTEM_PROMPT = (*(f"{adj} {noun}" for adj in _SYSTEM for noun in ("промпт", "сообщени",
                                                                    "инструкци")),
                 "system prompt", "system message", "системпромпт")

# Verbs that set instructions aside (the first concept of an override).
OVERRIDE = (
    "игнорир", "проигнорир", "забуд", "забыть", "забывай", "забыв", "забей", "отмени",
    "отменить", "отменяй", "отменяю", "отбрось", "отбросить", "отбрасывай", "отбросив",
    "пренебр", "не обращая внимани", "не соблюдая", "не следуя", "не учитывая",
    "не подчиняясь", "не обращай внимани", "не обращайте внимани", "не обращать внимани",
    "обойди", "обойдите", "обойти", "обходи", "наруш", "не следуй", "не следуйте",
    "не следовать", "не соблюдай", "не соблюдать", "не подчиняйся", "не подчиняйтесь",
    "не подчиняться", "не слушай", "не придерживайся", "не придерживаться", "не выполняй",
    "не выполнять", "не учитывай", "не учитывать", "не принимай во внимани", "перестань",
    "перестаньте", "прекрати", "прекратите", "хватит следовать", "отключи", "отключить",
    "отключай", "отключать", "сними", "снять", "сбрось", "сбросить", "сотри", "стереть",
    "выбрось", "выкинь", "отложи", "откажись", "отказаться", "отступи", "отступить",
    "аннулир", "обнули", "override", "bypass",
)
# What the model was told, phrased so that no qualifier is needed.
INSTRUCTIONS = _yo((
    *SYSTEM_PROMPT,
    *(f"{all_} {what}" for all_ in ("всё,", "всё", "все,", "все")
      for what in ("что тебе говорили", "что тебе сказали", "что тебе было сказано",
                   "что тебе писали", "что тебе велели", "что вам говорили",
                   "что вам сказали", "что было сказано", "что было выше",
                   "что написано выше", "что выше", "чему тебя учили")),
    "всё вышесказанное", "все вышесказанное", "всё сказанное ранее", "всё сказанное выше",
    "всё предыдущее", "все предыдущее",
))
# Nouns of instructions; extra rules want them owned by the model (see above). The weak
# ones ("все принципы SOLID", "все ограничения по памяти") need a possessive or a built-in.
RULE_NOUNS = _yo((
    "правил$", "правила$", "правилам", "правилах", "правило$", "правилу$", "правилом$",
    "инструкци", "указани", "директив", "промпт", "ограничени", "запрет", "instructions",
    "rules", "guidelines",
))
WEAK_RULE_NOUNS = ("принцип", "установк", "политик",
                   "программировани", "настройк")
# Set aside without a verb: "твои инструкции больше не действуют".
VOID = _yo((
    "недействительн", "утратил", "утратили силу", "теряют силу", "потеряли силу",
    "больше не действу", "не действуют", "перестают действовать", "перестали действовать",
    "отменяются", "отменены", "отменён", "приостановлен", "аннулирован", "устарел",
    "больше не актуальн", "заменяются", "заменены",
))
REVEAL = _yo((
    "покажи", "покажите", "показать", "показывай", "выведи", "выведите", "вывести",
    "выводи$", "напечатай", "распечатай", "напечатать", "повтори", "повторить", "процитир",
    "цитируй", "перескажи", "пересказать", "раскрой", "раскройте", "раскрыть", "озвучь",
    "перечисли", "скопируй", "выдай", "выдать", "продемонстрируй", "дай посмотреть",
    "print", "dump", "reveal", "show",
))
# Verbs that reveal only when the prompt is plainly the model's own ("свой промпт").
REVEAL_OWNED = _yo((
    "напиши", "написать", "скажи", "сказать", "расскажи", "рассказать", "переведи",
    "перевести", "вставь", "процитируй", "поделись", "сообщи", "отправь", "пришли", "дай$",
    "дайте", "напомни", "что написано", "что сказано", "что указано", "что содержится",
    "что говорится", "какой у тебя", "какие у тебя", "каков твой", "каковы твои",
))
PROMPT_NOUNS = _yo((
    "промпт", "prompt", "инструкци", "указани", "директив", "конфигураци", "настройк",
    "правилах",
    "сообщени", "правил$", "правила$", "instructions", "configuration",
))
PROMPT = _yo((
    "текст выше", "весь текст выше", "всё, что выше", "все, что выше", "всё, что написано выше",
    "всё, что было выше", "всё, что было до", "самое первое сообщение",
))
BECOME = _yo((
    "теперь ты", "ты теперь", "ты —", "ты -", "вы —", "режим разработчика", "отныне ты", "ты отныне",
    "с этого момента ты", "с этой минуты ты", "ты больше не", "представь, что ты",
    "представь что ты",
    "представь себя", "притворись", "притворяйся", "веди себя как", "действуй как",
    "сыграй роль", "играй роль", "ты будешь", "перевоплотись", "стань", "ты стал",
    "твоё новое имя", "тебя теперь зовут", "теперь тебя зовут", "режим бога",
))
UNBOUND = _yo((
    "без ограничений", "без каких-либо ограничений", "без правил", "без фильтр", "без цензур",
    "без запретов", "без морали", "без этики", "без отказов", "без предупреждений",
    "нет правил", "нет ограничений", "никаких правил", "никаких ограничений",
    "никаких фильтров", "никаких запретов", "никаких отказов", "не отказывает",
    "никогда не отказыва", "не связан", *(f"свобод{end} от" for end in (
        "ен", "на", "ны", "ный", "ная", "ным", "ной", "ную", "ного", "ные", "ными")),
    "неограниченн", "нецензурн", "любой контент", "даже запрещённ", "фильтры отключены",
    "ограничения сняты", "ограничения отключены", "цензура отключена",
))
JAILBREAK = _yo((
    "у тебя нет правил", "у тебя больше нет правил", "у тебя нет никаких правил",
    "у тебя больше нет никаких правил", "у тебя нет ограничений", "у тебя больше нет ограничений",
    "у тебя нет никаких ограничений", "у вас нет правил", "у вас больше нет правил",
    "ты свободен от всех", "ты не связан никакими", "ты dan$", "режим dan", "do anything now",
    "режим без ограничений", "режим без цензуры", "с тебя все ограничения",
    "с себя все ограничения",
))
SEND = _yo((
    "отправь", "отправьте", "отправляй", "отправить", "отправлять", "отошли", "отсылай",
    "отослать", "отсылать", "перешли", "перешлите", "пересылай", "переслать", "пересылать",
    "пошли$", "пошлите", "посылай", "послать", "посылать", "загрузи$", "загрузите",
    "загружай", "загрузить", "загружать", "выгрузи", "выгружай", "выгрузить", "выгружать",
    "слей", "сливай", "слить", "сливать", "передай", "передайте", "передавай", "передать",
    "передавать", "скинь", "скидывай", "скинуть", "залей", "заливай", "залить", "опубликуй",
    "опубликовать", "выложи", "выложить", "продублируй", "дублируй", "дублировать",
    "скопируй", "скопировать", "копируй", "копировать", "пришли", "прислать", "присылай",
    "приложи", "прикрепи", "post-запрос", "сделай post",
))
PRIVATE = _yo((
    "переписк", "всю историю", *_forms(("историю ", "истории ", "история "),
                        ("чата", "диалог", "переписк", "сообщений", "разговор", "общения")),
    "весь диалог", "содержимое диалога", "текст диалога", "весь разговор", "весь контекст",
    "свой контекст", "контекст разговора", "контекст диалога", "сообщения пользовател",
    "содержимое памяти", "свою память", "твою память", "всю память", "api-ключ", "api ключ",
    "ключ api", "ключи api", "ключ от api", "api key", "api-key", "секретный ключ",
    "секретные ключи", "приватн", "закрытый ключ", "закрытые ключи", "ключ доступа",
    "ключи доступа", "все ключи", "найденные ключи", "токен", "token", "парол", "password",
    "секрет", "secret", "credentials", "учётные данные", "учётных данных",
    "переменные окружения", "переменных окружения", "env$", ".env", "id_rsa", "id_ed25519",
    "~/.ssh", ".ssh/", "куки", "cookie", "личные данные", "персональные данные",
))
OUTSIDE = _yo((
    "внешн", "сторонн", "на почту", "по почте", "на e-mail", "на email", "на мой сервер",
    "на мой адрес", "на сервер", "на адрес", "в телеграм", "в telegram", "вебхук", "pastebin",
))
CONCEAL = _yo((
    *(f"{neg} {verb} {whom}" for neg in ("не", "ничего не")
      for verb in ("говори", "сообщай", "рассказывай", "упоминай", "показывай", "пиши")
      for whom in ("пользователю об", "пользователю о том", "пользователю, что",
                   "пользователю что", "об этом", "пользователю ничего", "ему об",
                   "человеку об", "никому об")),
    "ничего не говори пользовател", "ничего не сообщай пользовател",
    "ничего не рассказывай пользовател",
    "пользователю об этом не", "пользователю ничего не", "об этом пользователю не",
    "об этом никому не", "пусть пользователь не", "не оставляй следов", "замети следы",
    "заметай следы", "держи в тайне",
    "держи это в тайне", "держи в секрете", "держи это в секрете", "втайне от", "тайно от",
    "без ведома пользовател", "незаметно для пользовател", "чтобы пользователь не узнал",
    "чтобы пользователь не заметил", "чтобы пользователь ничего не", "пользователь не должен знать",
    "пользователь не должен узнать", "пользователь не должен заметить",
    "не уведомляя пользовател", "не сообщая пользовател", "не говоря пользовател",
    "не предупреждая пользовател",
))
AUTHORITY = _yo((
    *(f"я {own} {who}" for own in ("твой", "ваш")
      for who in ("разработчик", "создатель", "владелец", "администратор", "админ",
                  "оператор", "хозяин", "программист")),
    *(f"от {own} {who}" for own in ("твоего", "вашего", "твоих", "ваших")
      for who in ("разработчик", "создател", "администратор", "владельц", "оператор")),
    "говорит твой разработчик", "с тобой говорит разработчик", "от службы поддержки openai",
    "от службы поддержки anthropic", "от команды openai", "от команды anthropic",
    "от разработчиков модели", "от создателей модели", "я из openai", "я из anthropic", "я сотрудник openai", "я сотрудник anthropic",
))
ANNOUNCE = _yo((
    "новые инструкции:", "новые указания:", "новые директивы:", "обновлённые инструкции:",
    "твои новые инструкции", "твои новые правила", "ваши новые инструкции",
    "твоя настоящая задача", "твоя истинная задача", "твоя новая задача",
    "вот твои новые инструкции", "системное сообщение:", "системное уведомление:",
    "сообщение системы:", "системная инструкция:", "[система]", "строго по тексту ниже", "только по тексту ниже",
    "только команды из этого", "только инструкции из этого", "только инструкциям из этого",
    "слушай только меня", "слушайся только меня", "подчиняйся только мне",
))
WRITE = _yo((
    "запиши", "запишите", "записать", "записывай", "добавь", "добавьте", "добавить",
    "добавляй", "допиши", "дописать", "дописывай", "сохрани", "сохраните", "сохранить",
    "внеси", "внести", "измени", "изменить", "поменяй", "пропиши", "прописать", "вставь",
    "вставить", "обнови", "обновить", "замени", "заменить", "перепиши", "переписать",
    "закрепи", "запомни", "запомнить", "создай", "создать", "положи", "помести", "установи",
    "установить", "настрой", "настроить",
))
MEMORY = _yo((
    "в памят", "в свою память", "в твою память", "в долговременную память", "навсегда",
    "во всех будущих сессиях", "во всех сессиях", "в будущих сессиях", "для всех будущих",
    "во всех последующих", "в следующих сессиях", "в каждой сессии", "при каждом запуске",
    "в свой конфиг", "свой конфиг", "свою конфигурацию", "в свою конфигурацию",
    "свои настройки", "свою память", "в свои инструкции", "свои инструкции", "в свои правила",
    "свой системный промпт", "в свой системный промпт", "в системный промпт",
))
# Behaviours harmful next to a write to the agent's memory (with conceal, unbound, and a
# send verb whose sentence names an outside destination).
HARMFUL = _yo((
    *(f"{verb} {what}" for verb in ("отключи", "отключай", "отключить", "отключать",
                                    "игнорируй", "игнорировать", "пропускай", "пропускать",
                                    "обходи", "обходить", "обойди", "обойти")
      for what in ("провер", "защит", "безопасн", "фильтр", "подтвержд", "песочниц",
                   "sandbox", "антивирус", "аудит", "двухфактор", "2fa")),
    "без подтверждени", "без спроса", "не спрашивай", "не спрашивать", "не спрашивая",
    "не запрашивай подтвержд", "не запрашивать подтвержд", "бэкдор", "бекдор",
    "обратный шелл", "reverse shell",
))
NEGATION = _yo((
    "не", "нельзя", "не надо", "не нужно", "не стоит", "не следует", "не смей",
    "не вздумай", "не пытайся", "запрещено", "запрещается", "not", "never", "don't",
    "do not",
))
# Hiding verbs; what is hidden must be the model's doing, not an error's details.
HIDE = _yo(("скрой", "скрывай", "скрыть", "скрывать", "утаи", "утаивай", "утаить", "утаивать",
            "спрячь", "прячь"))
FROM_USER = _yo(("от пользовател", "от юзер", "от человека", "от владельц", "от оператор",
                 "от него", "от неё"))
REVERSE_SHELL = ("обратный шелл", "обратного шелла", "обратным шеллом", "реверс-шелл",
                 "reverse shell", "бэкдор", "бекдор", "backdoor")

_SENTENCE_END = re.compile(r"[.!?;\n]")


def _words(words: Sequence[str]) -> str:
    """A regex of ``words`` at a word start ("$" ends a word), as the lexicon's terms."""
    return r"(?<![^\W_])(?:" + "|".join(re.escape(w).replace(r"\$", r"\b")
                                         for w in words) + ")"


_POSSESSIVE = ("твой", "твоя", "твоё", "твое", "твои", "твоих", "твоим", "твоими", "твоего",
               "твоей", "твоему", "твою", "свой", "своя", "своё", "свое", "свои", "своих",
               "своим", "своими", "своего", "своей", "своему", "свою", "ваш", "ваша", "ваше",
               "ваши", "ваших", "вашим", "вашими", "вашего", "вашей", "вашему", "вашу", "your")
_RECEIVED = ("у тебя", "у вас", "ты получил", "вы получили", "тебе дали", "тебе выдали",
             "тебе задали", "тебе передали", "тебе прописали", "вам дали", "тебе сказали",
             "тебе говорили")
_BUILT_IN = ("системн", "скрыт", "изначальн", "исходн", "первоначальн", "начальн", "заложен",
             "встроен", "внутренн", "секретн", "тайн", "hidden", "initial", "system")
_EARLIER = ("предыдущ", "прежн", "ранее", "раньше", "выше", "вышеизложен", "вышеуказан",
            "полученн", "все$", "всех$", "всем$", "всё$", "любы", "никаки", "previous", "prior",
            "all$")
_OWN = _words(_POSSESSIVE) + r"(?!\w)|" + _words(_RECEIVED)
_OWNED = re.compile(_OWN)
_MODEL = re.compile(_OWN + "|" + _words(_BUILT_IN))
_ANY = re.compile(_OWN + "|" + _words((*_BUILT_IN, *_EARLIER)))
# Rules of a tool or of a topic, not the model's ("правила ruff", "инструкции по деплою").
_TOOL = re.compile(r"\w*\W{1,3}(?:линтер|linter|ruff|eslint|flake8|pylint|mypy|prettier|"
                   r"stylelint|black|isort|форматир|оформлени|стил|именовани|pep|кодстайл|"
                   r"фаервол|firewall|брандмауэр|iptables|nginx|маршрутиз|валидаци|sonar|"
                   r"по\b|на\b|для\b|в\b|из\b|доступа|деплоя|ci\b)")
# Not the prompt's text: a question of method ("покажи, где собирается системный промпт")
# or a measure of it ("выведи в лог длину системного промпта").
_METHOD = re.compile(r"(?<!\w)(?:как|где|откуда|почему|зачем|когда|куда|каким образом|"
                     r"в каком|в каких|какие файлы|длин\w*|размер\w*|количеств\w*|"
                     r"число|хеш\w*|хэш\w*|в лог)(?!\w)")


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """``[start, end)`` shrunk so that it does not cross the end of a sentence around the
    span between them (``start`` and ``end`` bound the look either side)."""
    ends = [m.end() for m in _SENTENCE_END.finditer(text, start, end)]
    return start if not ends else ends[-1], end


def _second(match: re.Match[str], concept: re.Pattern[str]) -> re.Match[str] | None:
    """Where a pair match's second concept is (the first one is group ``a`` or ``b``)."""
    text = match.string
    if match.group("a") is not None:
        return concept.search(text, match.end("a"), match.end() + 1)
    return concept.match(text, match.start())


def _gap(match: re.Match[str], second: re.Match[str]) -> tuple[int, int]:
    """The text between a pair match's two concepts."""
    if match.group("a") is not None:
        return match.end("a"), second.start()
    return second.end(), match.start("b")


def _qualified(nouns: Sequence[str], qualifier: re.Pattern[str], *,
               method_veto: bool = False) -> Accept:
    """Keep a pair match whose noun (the second concept) is the model's: ``qualifier``
    within a few words of it, in its sentence, and not the rules of a tool."""
    noun_re = re.compile(_words(nouns))

    def accept(match: re.Match[str], text: str) -> bool:
        noun = _second(match, noun_re)
        if noun is None:
            return False
        start = _sentence(text, max(0, noun.start() - 40), noun.start())[0]
        after = _SENTENCE_END.search(text, noun.end(), noun.end() + 35)
        stop = after.start() if after else noun.end() + 35
        if not qualifier.search(text, start, stop):
            return False
        if _TOOL.match(text, noun.end()) and not _OWNED.search(text, start, stop):
            return False
        return not (method_veto and _METHOD.search(text, *_gap(match, noun)))
    return accept


# "без ограничений по частоте": limits of a quantity, not of the model's rules.
_MEASURED = re.compile(r"\w*\W{1,2}(?:по|в)\b|\w*\W{1,2}на (?:количеств|размер|длин|частот|"
                       r"врем|объ|скорост|числ|запрос|токен)")
_UNBOUND = re.compile(_words(UNBOUND))


def _unmeasured(match: re.Match[str], text: str) -> bool:
    unbound = _second(match, _UNBOUND)
    return unbound is None or not _MEASURED.match(text, unbound.end())


# What is hidden is the model's doing ("скрывай, что ты выполняешь команды"), not an
# error's details.
_DOINGS = re.compile(r"(?<!\w)(?:что\b|это\b|эти\b|этот\b|эту\b|свои действия|свою|"
                     r"команд|факт|инструкци|заметк|отправ|переписк|следы|всё\b|все\b)")


def _hides_doings(match: re.Match[str], text: str) -> bool:
    start, end = _sentence(text, max(0, match.start() - 60), match.start())[0], match.end() + 60
    stop = _SENTENCE_END.search(text, match.end(), end)
    return bool(_DOINGS.search(text, start, stop.start() if stop else end))


# A shell start-up file is only a backdoor with something to run ("алиас" is not).
_RUNS = re.compile(r"(?<![\w./-])(?:curl|wget|nc|ncat|bash|sh|python3?|base64|eval)\b|"
                   r"https?://|/dev/tcp")


def _runs_something(match: re.Match[str], text: str) -> bool:
    start = text.rfind("\n", max(0, match.start() - 300), match.start()) + 1
    end = text.find("\n", match.end(), match.end() + 300)
    return bool(_RUNS.search(text, start, end if end >= 0 else match.end() + 300))


_NEGATED = re.compile("(?:" + "|".join(map(re.escape, NEGATION)) + r")\W{0,2}$")
_BEHAVIOUR = re.compile(_words((*HARMFUL, *CONCEAL, *UNBOUND, *JAILBREAK)))
_SENDING = re.compile(_words(SEND))
_AWAY = re.compile(_words(OUTSIDE) + r"|https?://|наружу")


def _harmful(match: re.Match[str], text: str) -> bool:
    """Keep a write to the agent's memory with a harmful behaviour in its sentence that is
    not itself negated ("никогда не отключать проверки" is advice): disabling checks,
    concealment, shedding rules, or sending something to an outside destination."""
    start = _sentence(text, max(0, match.start() - 200), match.start())[0]
    end_at = _SENTENCE_END.search(text, match.end(), match.end() + 200)
    end = end_at.start() if end_at else min(len(text), match.end() + 200)

    def live(pattern: re.Pattern[str]) -> bool:
        return any(not _NEGATED.search(text, max(0, m.start() - 16), m.start())
                   for m in pattern.finditer(text, start, end))
    return live(_BEHAVIOUR) or (live(_SENDING) and bool(_AWAY.search(text, start, end)))


# An authentication header is how an API is called, not where secrets leak to.
_AUTH_HEADER = re.compile(r"заголов|header|authorization|bearer")


def _not_auth_header(match: re.Match[str], text: str) -> bool:
    return not _AUTH_HEADER.search(text, max(0, match.start() - 60), match.end() + 60)


def _reverse_shell(match: re.Match[str], text: str) -> bool:
    """A start-up service that opens a shell to somebody (said in words, not a command)."""
    start = text.rfind("\n", max(0, match.start() - 300), match.start()) + 1
    end = text.find("\n", match.end(), match.end() + 300)
    line = text[start:end if end >= 0 else match.end() + 300]
    return any(words in line for words in REVERSE_SHELL)


_BASE = Lexicon(
    "ru",
    override=OVERRIDE,
    instructions=INSTRUCTIONS,
    reveal=REVEAL,
    prompt=PROMPT,
    jailbreak=JAILBREAK,
    conceal=CONCEAL,
    authority=AUTHORITY,
    announce=ANNOUNCE,
    negation=NEGATION,
)
# Built by ``intent_rules`` from one concept pair each, then given the checks above.
_SEND_RULES = intent_rules(Lexicon("ru", send=SEND, private=PRIVATE, outside=OUTSIDE,
                                   negation=NEGATION))
_ROLE_RULES = intent_rules(Lexicon("ru", become=BECOME, unbound=UNBOUND, negation=NEGATION))
_BACKDOORS = intent_rules(Lexicon("ru", write=WRITE, negation=NEGATION))
_AUTOSTART = next(places for rule_id, places, _ in BACKDOOR_PLACES
                  if rule_id == "persistence.autostart")


def _also(first: Accept | None, second: Accept) -> Accept:
    def accept(match: re.Match[str], text: str) -> bool:
        return (first is None or first(match, text)) and second(match, text)
    return accept


LEXICON = replace(_BASE, send=SEND, outside=OUTSIDE, extra=(
    pair("injection.ignore_previous", _BASE, OVERRIDE, RULE_NOUNS,
         accept=_qualified(RULE_NOUNS, _ANY)),
    pair("injection.ignore_previous", _BASE, OVERRIDE, WEAK_RULE_NOUNS,
         accept=_qualified(WEAK_RULE_NOUNS, _MODEL)),
    pair("injection.ignore_previous", _BASE, VOID, (*RULE_NOUNS, *WEAK_RULE_NOUNS), window=40,
         accept=_qualified((*RULE_NOUNS, *WEAK_RULE_NOUNS), _MODEL)),
    pair("hijack.reveal_prompt", _BASE, REVEAL, PROMPT_NOUNS,
         accept=_qualified(PROMPT_NOUNS, _MODEL, method_veto=True)),
    pair("hijack.reveal_prompt", _BASE, REVEAL_OWNED, PROMPT_NOUNS,
         accept=_qualified(PROMPT_NOUNS, _OWNED, method_veto=True)),
    *(replace(r, accept=_also(r.accept, _not_auth_header)) for r in _SEND_RULES),
    *(replace(r, accept=_also(r.accept, _unmeasured)) for r in _ROLE_RULES),
    pair("injection.conceal", _BASE, HIDE, FROM_USER, window=40, accept=_hides_doings),
    pair("persistence.agent_config", _BASE, WRITE, (*MEMORY, *AGENT_FILES), accept=_harmful),
    pair("persistence.autostart", _BASE, WRITE, _AUTOSTART, accept=_reverse_shell),
    *(replace(r, accept=_also(r.accept, _runs_something))
      if r.id == "persistence.shell_rc" else r for r in _BACKDOORS),
))
