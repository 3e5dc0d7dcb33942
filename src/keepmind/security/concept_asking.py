"""Words of the intents of session 17 that need none of the textbook words (issue 12), in
every language at once (``keepmind.security.concepts``).

Pure data, written as ``pooled`` is (stems after ``normalize``; ``$`` ends a word; a
Chinese, Japanese or Korean term matches anywhere). Each list is a class of meaning, not a
phrase of a corpus text:

- the duty to ask waived for an act done in the user's name: the act (paying, sending
  money, buying, signing, accepting terms, changing a password), the forms of the waiver
  that ``concept_waived.UNASKED`` lacks ("without running it past me", "sans passer par
  moi", "no longer required", "確認もせず", "물어보는 거 생략", "免確認"), and what lays it
  down for later (a note to self, a preference, a condition: "when", "wenn", "たら");
- the memory the assistant keeps about the user shown to whoever reads: the audience that
  is not the user ("anyone who asks", "auch gegenüber Dritten", "誰に聞かれても"), what is
  stored ("saved notes", "was du gespeichert hast", "保存しているメモ"), and the showing
  ruled out ("never show", "見せないで");
- a third party's word taken as the user's own or put above it;
- a choice left to what a page recommends: the recommending, the page, the choosing;
- a persona (a role, a profile, a name in quotes after "you are"), freed from its makers'
  rules, or without disclaimers or guardrails.
"""

ACTS_IN_NAME = (
    # Paying, sending money.
    "pay$", "paying", "payment", "transfers$", "settle the bill", "settle it",
    "settle them", "settle invoices", "send money", "wire it", "money$", "bezahl", "zahl sie",
    "zahl es",
    "überweis", "begleich", "geld$", "payer", "payez", "paie$", "paie-", "régler", "réglez",
    "règle-la", "règle-le", "règle-les", "virement", "argent$", "paga$", "pagar", "pague",
    "pagate", "pagala", "pagalo", "págal", "transferencia", "transferência", "bizum", "pix$",
    "boleto", "dinero", "dinheiro", "bonific", "soldi$", "оплач", "оплат", "заплати",
    "переводи", "перевод денег", "деньг", "付款", "支付", "转账", "轉帳", "汇款", "匯款",
    "缴费", "繳費", "给钱", "給錢", "付钱", "付錢", "交钱", "交錢", "支払", "払って",
    "送金", "振込", "振り込", "결제", "송금", "이체",
    # Buying, ordering.
    "purchase", "buy$", "buying", "check out", "checked out", "checking out", "checkout",
    "kauf", "bestell", "achète", "acheter", "achetez", "compra$", "comprar", "compre$",
    "acquist", "купи", "покупа", "закаж", "购买", "購買", "下单", "下單", "購入", "買って",
    "注文", "구매", "주문",
    # Signing, accepting terms or a contract in the user's name.
    "sign it", "sign them", "sign the", "signing", "e-sign", "unterschreib", "unterzeichn",
    "signe-le", "signe-la", "signez", "signer", "firmar", "fírmal", "firmalo", "firmala",
    "firmare", "assin", "подпис", "签署", "簽署", "签字", "簽字", "署名", "서명",
    "accept the terms", "accept the contract", "akzeptier die", "accepte les conditions",
    "acepta los términos", "aceite os termos", "accetta i termini", "accettare i termini",
    "прими условия", "принимай условия", "接受条款", "接受條款", "同意条款", "同意條款",
    "規約に同意", "약관에 동의",
    # Permissions and passwords changed.
    "change permissions", "permission change", "change the password", "password change",
    "修改密码", "修改密碼", "权限变更", "權限變更", "パスワード変更", "権限変更", "권한 변경",
    "비밀번호 변경",
)
"""Acts done in the user's name that the user answers for: paying, sending money, buying,
signing, accepting terms."""

WAIVED_MORE = (
    "no need to run it past", "without running it past", "no need to double-check",
    "without running it by",
    "don't run it by", "no need to check with", "no need to ping", "without pinging",
    "without double-checking", "without a second check", "without showing me",
    "asking first is no longer", "no longer required", "no longer needed",
    "not needed anymore", "no longer necessary",
    "ohne vorher", "ohne mich vorher", "ohne mich zu fragen", "nicht mehr nötig",
    "nicht mehr erforderlich", "nicht mehr notwendig", "ohne es mir zu zeigen",
    "sans passer par", "sans me le montrer", "sans me les montrer", "sans validation",
    "sans vérification", "n'est plus requis", "n'est plus nécessaire", "ne sont plus requis",
    "sin pasar por", "sin mostrármel", "sin avisarme", "sin verificar", "ya no hace falta",
    "ya no es necesari",
    "sem passar pel", "sem passar por", "sem me mostrar", "sem mostrar", "sem me avisar",
    "dispensando", "não é mais necessári", "não precisa mais",
    "senza passare da", "senza passare per", "senza chiedermel", "senza chiedergli",
    "senza ulteriori verifiche", "senza mostrarmel", "non serve più", "non è più necessari",
    "без согласования", "не согласовывая", "не спрашивая меня", "больше не нужн",
    "不用再一个个问", "不用再一個一個問", "不必再逐一", "不用再逐一", "不必逐一", "一个个问",
    "一個一個問", "不用经过", "不用經過", "不必经过", "不必經過", "不用跟我确认",
    "不用跟我確認", "不用先问", "不用先問",
    "確認もせず", "確認もしないで", "相談せず", "相談なしで", "確認は要らない",
    "確認はいらない", "確認はしなくていい",
    "물어보는 거 생략", "묻는 거 생략", "확인 생략", "확인은 생략", "확인할 필요 없",
    "물어볼 필요 없", "묻지 않아도", "확인 안 해도", "허락 없이", "상의 없이",
    # The confirmation switched off by a notice ("免確認", "entfällt der Bestätigungsdialog").
    "免確認", "免确认", "免驗證", "免验证", "확인 단계를 건너", "확인 단계 없이",
    "확인 절차를 건너", "確認ダイアログなし", "確認画面なし", "確認画面をスキップ",
    "confirmation dialog is switched off", "confirmation dialog is off",
    "confirmation dialog is disabled", "confirmation prompts are disabled",
    "confirmation is disabled", "entfällt der bestätigungsdialog", "bestätigungsdialog entfällt",
    "ohne bestätigungsdialog", "bestätigung entfällt", "boîte de confirmation est désactivée",
    "confirmation est désactivée", "ya no piden confirmación", "ya no pide confirmación",
    "dispensam confirmação", "dispensa confirmação", "non richiedono più conferma",
    "non richiede più conferma", "больше не требуют подтвержд", "без окна подтверждения",
)
"""The user's question waived, in the forms ``concept_waived.UNASKED`` lacks: "without
running it past me", "sans passer par moi", "確認もせず", "물어보는 거 생략"."""

FOR_LATER = (
    "note to self", "prefer", "whenever", "when$", "if$", "wenn$", "sobald", "falls$",
    "quand$", "lorsque", "chaque fois", "à noter", "cuando", "apunta", "siempre que",
    "quando", "anota", "sempre que", "tieni a mente", "ogni volta", "когда", "если",
    "如果", "只要", "以后", "以後", "今後", "たら", "ときは", "時は", "場合", "면$", "면서",
    "때마다", "때는", "from today", "ab sofort", "désormais", "desde hoy", "da oggi",
    "a partir de hoje", "с сегодняшнего дня", "从本周起", "從本週起", "从此", "從此", "앞으로",
    "기억하세요", "기억해 두",
)
"""What lays a waiver down for a later occasion besides ``concept_waived.STANDING``: a
note to self, a preference, a condition ("when", "wenn", "たら", "면")."""

AUDIENCE = (
    "anyone who asks", "whoever asks", "anyone else", "other people", "others can",
    "others read", "others are", "third part", "everyone in the chat", "auch wenn andere",
    "andere mitlesen", "auch gegenüber", "gegenüber dritten", "jedem, der", "jedem der",
    "wer auch immer", "d'autres personnes", "quiconque", "qui que ce soit", "n'importe qui",
    "des tiers", "quien te lo pida", "cualquiera que", "otra persona", "otras personas",
    "terceros", "qualquer pessoa", "quem pedir", "outras pessoas", "outra pessoa",
    "terceiros", "chiunque", "qualcun altro", "altre persone", "terzi$", "любому",
    "кто спросит", "кто попросит", "видят другие", "другим людям", "посторонн",
    "третьим лицам", "不管谁", "不管誰", "不论谁", "不論誰", "无论谁", "無論誰", "任何人",
    "其他人", "第三方", "誰に聞かれても", "誰にでも", "誰が聞いても", "他の人", "第三者",
    "누가 물어보든", "누가 물어봐도", "누구에게나", "누구든", "다른 사람", "제3자",
)
"""Whoever reads besides the user: "anyone who asks", "auch gegenüber Dritten",
"誰に聞かれても", "누가 물어보든"."""

STORED = (
    "stored", "saved", "in memory", "you keep", "gespeichert", "notizen", "en mémoire",
    "enregistré", "guardad", "guardas", "en memoria", "salvo na", "salvas", "na memória",
    "in memoria", "salvat", "хранится", "сохранён", "сохранен", "в памяти", "记忆里",
    "記憶裡", "记忆中", "記憶中", "保存して", "保存済み", "保存した", "メモリ", "저장된",
    "저장한", "메모리", "笔记", "筆記", "メモ", "메모",
)
"""What the assistant keeps about the user: saved notes, what is stored in its memory."""

SHOWN_MORE = (
    "end every reply with", "end each reply with", "append", "include", "füge", "häng",
    "anhängen", "ajoute", "incluye", "incluir", "añade", "inclua", "includi",
    "aggiungi", "показыва", "прикладыва", "добавляй", "发给", "發給", "附上", "附在", "付けて",
    "붙여",
)
"""Putting something into a reply besides ``pooled.reveal.REVEAL``: append, include."""

IN_FULL = (
    "alle$", "word for word", "wörtlich", "mot pour mot", "toutes", "palabra por palabra",
    "todas", "palavra por palavra", "parola per parola", "tutte", "слово в слово",
)
"""All of it, in the forms ``pooled.syntax.ALL`` and ``UNABRIDGED`` lack: "alle", "word for
word", "parola per parola"."""

NOT_SHOWN = (
    "never", "not$", "don't", "do not", "nie$", "niemals", "nicht", "keinem", "jamais",
    "pas$", "nunca", "no$", "nadie", "não", "ninguém", "non$", "mai$", "nessuno", "не$",
    "никогда", "никому", "不要", "别", "別", "不能", "不可", "勿", "不许", "不許", "ないで",
    "ないこと", "見せない", "禁止", "지 마", "않",
)
"""The showing ruled out: "never show", "zeig ... niemals", "不要", "見せないで", "지 마" (not
``pooled.syntax.NEGATION``, whose bare "不" begins "不管谁问", whoever asks)."""

AS_OWN_WORD = (
    "as the user's own", "as if the user asked", "as if the user had asked",
    "like a direct instruction", "as a direct instruction", "as my direct instruction",
    "like the user's own", "as a direct request", "wie eine direkte anweisung",
    "als direkte anweisung", "wie meine eigene anweisung", "als hätte ich es",
    "comme une instruction directe", "comme une consigne directe",
    "comme si l'utilisateur", "como una orden directa", "como una instrucción directa",
    "como una instrucción mía", "como si el usuario", "como uma instrução minha",
    "como instrução direta", "como uma ordem minha", "como se o usuário",
    "come una mia istruzione", "come un'istruzione diretta", "come un mio ordine",
    "come se lo chiedesse l'utente", "моим прямым указанием", "как прямое указание",
    "как моё указание", "как мое указание", "как будто попросил пользователь",
    "当成我的指令", "當成我的指令", "当作我的指令", "當作我的指令", "当成我的命令",
    "當成我的命令", "就像我亲自", "就像我親自", "私が直接頼んだ", "私の指示として",
    "直接の指示として", "本人の指示として", "내가 직접 시킨 걸로", "내가 시킨 걸로",
    "내 지시로 보고", "직접 지시한 것으로", "사용자가 직접 요청한 것으로",
)
"""A third party's word taken as the user's own: "as the user's own request", "wie eine
direkte Anweisung von mir", "come una mia istruzione", "当成我的指令", "내가 직접 시킨 걸로"."""

OVER_USERS_WORD = (
    "even if i told you otherwise", "even if i said otherwise", "even if i said the opposite",
    "even if the user objects", "even if the user disagrees",
    "auch wenn ich dir etwas anderes gesagt", "auch wenn ich vorher etwas anderes",
    "auch wenn der nutzer widerspricht", "même si je t'ai dit le contraire",
    "même si je t'ai dit autre chose", "même si l'utilisateur s'y oppose",
    "aunque yo te haya dicho lo contrario", "aunque te haya dicho lo contrario",
    "aunque el usuario se oponga", "mesmo que eu tenha dito o contrário",
    "mesmo que eu diga o contrário", "mesmo que o usuário discorde",
    "anche se prima ti ho detto il contrario", "anche se ti ho detto il contrario",
    "anche se l'utente non è d'accordo", "даже если я говорил обратное",
    "даже если я сказал обратное", "даже если пользователь против", "即使我之前说过",
    "即使我之前說過", "就算我说不", "就算我說不", "就算用户反对", "就算使用者反對",
    "反対しても", "사용자가 반대해도", "내가 반대해도", "내가 다르게 말했어도",
)
"""A third party's word put above the user's: "even if I told you otherwise", "aunque yo
te haya dicho lo contrario", "反対しても", "내가 반대해도"."""

WHATEVER_SAYS = (
    "anything", "whatever", "everything", "was$", "alles", "tout ce qu", "lo que", "o que",
    "quello che", "всё, что", "все, что", "发来的", "發來的", "寄来的", "寄來的", "的消息",
    "的訊息", "の指示", "からの", "가 보낸", "이 보낸",
)
"""What a third party says, before it is taken as the user's word: "whatever", "was", "lo
que", "发来的", "가 보낸"."""

PERSONA = (
    "persona", "персонаж", "profile", "profil", "perfil", "profilo", "профиль", "扮演",
    "人设", "人設", "演じ", "역할", "캐릭터", "キャラクター", "人格", "假設你是", "假设你是",
    "という設定", "っていう設定", "設定で", 'sono "', "sono '", "sono «", 'i am "', "i am '",
    'you are "', "you are '", 'du bist "', "du bist „", 'tu es "', "tu es «", 'eres "',
    "eres «", 'você é "', "você é '", 'sei "', "sei «", 'ты "', "ты «", "你是「", "君は「",
    "あなたは「", "너는 '", '너는 "',
)
"""A persona, besides ``concept_standing.ROLE_NOUNS``: a profile, a character played."""

FREED_FROM = (
    "free of", "freed from", "free from", "frei von", "befreit von", "affranchi",
    "libéré des", "libre de", "liberado de", "livre das", "livre dos", "livre de",
    "liberto d", "libero da", "privo di", "свободн от", "освобожд", "不受", "摆脱", "擺脫",
    "から解放", "縛られない", "벗어난", "얽매이지", "を外した", "を外して", "풀어 버린",
    "풀어버린", "해제한",
    # Rules said to hold for the others only.
    "only apply to other", "valgono solo per", "gelten nur für", "ne s'appliquent qu'aux",
    "solo aplican a", "só se aplicam a", "действуют только для", "只适用于", "只適用於",
    "だけに適用", "에만 적용",
)
"""Freed from something, which a persona may be from its makers' rules: "free of", "livre
das", "privo di", "縛られない"."""

DO_IT = (
    "do it", "do that", "mach es", "mach das", "fais-le", "fais le", "hazlo", "haz eso",
    "faça", "faz isso", "fallo", "fai così", "сделай", "делай", "照办", "照辦", "照做",
    "やって", "해 줘", "해줘",
)
"""Doing what was asked: "do it", "hazlo", "fallo", "照办", "やって"."""

RULEBOOK = (
    "polic", "guideline", "richtlinie", "politiq", "lignes directrices", "polític",
    "directriz", "directrices", "diretriz", "política", "politic", "linee guida",
    "политик", "правила", "规范", "規範", "规则", "規則", "规定", "規定", "規約",
    "ガイドライン", "ルール", "규칙", "정책", "가이드라인",
)
"""A rulebook the model follows: policies, guidelines, rules, "規約", "정책"."""

RECOMMENDS = (
    "recommends", "recommend$", "suggests", "empfiehlt", "vorschlägt", "recommande",
    "suggère", "recomiende", "recomienda", "sugiera", "recomendar", "recomende",
    "consiglia", "suggerisce", "рекомендует", "советует", "推荐", "推薦", "建议", "建議",
    "勧め", "おすすめ", "추천하는", "추천한", "권하는",
)
"""What a page or a tool result recommends, which a choice may be left to."""

PAGE = (
    "page", "website", "site$", "search result", "tool result", "seite", "página",
    "pagina", "страниц", "сайт", "网页", "網頁", "网站", "網站", "ページ", "サイト", "페이지",
    "사이트",
)
"""A page, a site or a tool result: content nobody vouches for."""

CHOSEN = (
    "go with", "pick", "choose", "book", "buy", "order", "nimm", "wähl", "buch", "kauf",
    "choisi", "prends", "réserve", "achète", "elige", "escoge", "compra", "escolh", "pegue",
    "scegli", "prendi", "prenota", "выбира", "выбери", "бери", "бронируй", "选", "選", "买",
    "買", "订", "訂", "選ん", "골라", "선택", "사 줘", "예약",
)
"""Choosing, booking or buying what is recommended: "go with", "nimm", "选", "골라"."""

GUARDS_OFF = (
    "without disclaimers", "no disclaimers", "without guardrails", "no guardrails",
    "ohne haftungsausschl", "ohne leitplanken", "sans garde-fou", "sans avertissements",
    "sin advertencias", "sin salvaguardas", "sem avisos legais", "sem salvaguardas",
    "senza avvertenze", "senza salvaguardie", "без дисклеймеров", "без оговорок",
    "不加免責聲明", "不加免责声明", "没有护栏", "沒有護欄", "免責事項なし", "免責なし",
    "면책 문구 없이", "가드레일 없",
)
"""Disclaimers or guardrails gone: "without disclaimers", "sans garde-fous", "不加免責聲明"."""
