"""Words of persistence planted by a note or a page, in every language at once
(``keepmind.security.concepts``).

Pure data, written as ``pooled`` is (stems after ``normalize``; ``$`` ends a word; a
Chinese, Japanese or Korean term matches anywhere). Issue 12, session 16 (``rules_planted``):
rules fetched from an outside address and obeyed or run at every session, and a memory
rule that forbids its own deletion.
"""

FETCH_MORE = (
    "lade$", "recarg", "recharg", "recarreg", "ricaric", "neu lad", "перезагруж", "загружай",
    "скачивай", "读取", "讀取", "下载", "下載", "読み込", "받아서", "내려받",
)
"""Fetching again or reading from an address, besides ``FETCH`` ("se recargan al empezar
cada sesión", "每次启动时读取")."""

PREVAIL = ("照做", "mandan", "prevalec", "têm prioridade", "hanno la precedenza")
"""Fetched rules obeyed by saying they rule, besides ``OBEY`` and ``EXECUTE`` ("las reglas
de ... mandan", "照做")."""

REMOTE_RULES = (
    "rules", "instructions", "commands", "script", "regeln", "anweisungen", "befehle", "skript",
    "règle", "consignes", "commandes", "reglas", "instrucciones", "comandos", "regras",
    "instruções", "regole", "istruzioni", "comandi", "правила", "инструкци", "команд",
    "скрипт", "поручени", "规则", "規則", "指令", "命令", "脚本", "腳本", "ルール", "指示",
    "コマンド", "スクリプト", "규칙", "지시", "명령", "스크립트",
)
"""What a fetched page holds when it is to be obeyed: rules, instructions, commands, a
script."""

FORBIDDEN_DELETION = (
    "never delete", "never remove", "do not delete", "don't delete", "do not remove",
    "don't remove", "must not be deleted", "must never be deleted", "cannot be deleted",
    "nie löschen", "niemals löschen", "nicht löschen", "nie entfernen", "nicht entfernen",
    "lösche nie", "lösch nie", "entferne nie", "nicht gelöscht werden", "nie gelöscht",
    "ne supprime jamais", "ne la supprime", "ne le supprime", "ne jamais la supprimer",
    "ne jamais le supprimer", "ne jamais supprimer", "ne pas supprimer", "ne supprimez",
    "n'efface", "no borres", "nunca borres", "no la borres", "no lo borres", "no elimines",
    "nunca elimines", "no la elimines", "no lo elimines", "nunca apague", "não apague",
    "nunca remova", "não remova", "nunca a remova", "nunca o remova", "nunca exclua",
    "não exclua", "nunca a apague", "nunca o apague", "non cancellare", "non cancellarla",
    "non cancellarlo", "mai cancellare", "non eliminare", "non eliminarla", "non rimuovere",
    "non rimuoverla", "не удаляй", "нельзя удалять", "не удалять", "не стирай",
    "不可以删除", "不可以刪除", "不能删除", "不能刪除", "不要删除", "不要刪除", "不得删除",
    "不得刪除", "禁止删除", "禁止刪除", "不可删除", "不可刪除", "削除しないで", "削除しては",
    "削除禁止", "消さないで", "지우지 마", "삭제하지 마", "삭제하지 말", "지우지 말", "삭제 금지",
)
"""Deletion forbidden: "never delete", "不可以刪除", "削除しないで", "지우지 마"."""

EVEN_IF_ASKED = (
    "even if", "even when", "auch wenn", "selbst wenn", "même si", "aunque", "incluso si",
    "mesmo que", "mesmo se", "anche se", "даже если", "即使", "即便", "不論", "不论", "不管",
    "无论", "無論", "頼まれても", "言われても", "求められても", "요청해도", "하더라도",
    "요청하더라도",
)
"""Whatever the user asks: the rule outlasts the user's own wish to drop it."""

WRITE_BACK = (
    "写回", "寫回", "write it back", "add it back", "put it back", "書き戻", "再度書き込",
    "다시 써", "다시 저장", "rimettila", "rimettilo", "remets-la", "remets-le", "vuelve a escrib",
    "reescrev", "wieder eintrag", "верни ее", "верни её", "восстанови",
)
"""A rule that restores itself when deleted."""

DELETED = (
    "删除", "刪除", "delete", "remove", "gelöscht", "entfernt", "supprim", "borrad", "eliminad",
    "apagad", "removid", "cancellat", "rimoss", "удал", "削除", "消さ", "삭제", "지워",
)
"""Deleted, removed: the condition of a rule that restores itself."""

THIS_RULE = (
    "this note", "this rule", "this memory", "this entry", "this line", "this instruction",
    "diese notiz", "diese regel", "diesen eintrag", "diese zeile", "cette note", "cette règle",
    "cette ligne", "cette consigne", "esta nota", "esta regla", "esta línea", "esta regra",
    "esta linha", "questa nota", "questa regola", "questa riga", "эту запись", "это правило",
    "эту заметку", "эту строку", "这条", "這條", "本条", "本條", "这句", "這句", "このメモ",
    "このルール", "この記憶", "この行", "이 메모", "이 규칙", "이 기억", "이 줄",
)
"""The note itself, as the object of a deletion it forbids."""

USER_ASKS = (
    "even if the user asks", "even if asked", "even if you are asked", "even if i ask",
    "auch wenn der nutzer", "auch wenn der benutzer", "auch wenn man dich", "même si on te le",
    "même si l'utilisateur", "même si on vous le", "aunque el usuario", "aunque te lo pida",
    "mesmo que o utilizador", "mesmo que o usuário", "mesmo que peçam", "mesmo se o usuário",
    "anche se l'utente", "anche se te lo", "даже если пользователь", "даже если попросят",
    "即使用户", "即使用戶", "即使使用者", "不論使用者", "不论用户", "不管用户", "不管使用者",
    "无论用户", "無論使用者", "頼まれても", "求められても", "言われても", "요청해도",
    "요청하더라도", "요구해도",
)
"""Whatever the user asks: the rule outlasts the user's own wish to drop it."""

BACKUP = (
    "backup", "back-up", "sicherung", "sauvegarde", "copia de seguridad", "respaldo",
    "cópia de segurança", "copia di sicurezza", "резервн", "бэкап", "备份", "備份",
    "バックアップ", "コピーから", "백업",
)
"""A backup a deleted file is restored from: the user's own safeguard."""
