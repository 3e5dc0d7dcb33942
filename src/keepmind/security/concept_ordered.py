"""What an indirect injection orders an AI reader to do, beyond shedding its rules, reading
out its prompt or sending data, in every language at once (issue 12, session 19): the words.

Pure data. ``concept_waived.ORDERS`` holds the weighty acts (approve, pay, rank, recommend,
forward, hide); writers of injections order more, and each kind here is a meaning written
in all twelve corpus languages:

- a fixed verdict: a score, a grade, stars, a place on a shortlist, a label such as safe,
  verified, suitable or passed;
- a claim the reader is to state as fact or an answer it is to give ("state that", "décrivez
  ... comme", "と答えて", "라고 답하세요");
- something kept out of its answer ("do not include", "tacete", "には触れず");
- an act in the world: clicking, visiting, opening a link, downloading, signing up,
  subscribing, logging in, starring, following, voting;
- the reply made to carry something for the writer: a coupon, a phone number, a channel,
  a wallet, an image (``CARRIED_THING``, added to every answer or to the answer);
- a safeguard of the user's code or setup switched off: a certificate, signature or
  checksum check disabled, commented out or removed (``SWITCH_OFF``, ``SAFEGUARD``);
- readers named by their role, not as an assistant: an applicant tracking system, a
  screening tool, a crawler, a grading robot (``ROLE_READER``).

What a project's notes ask of its agents (run, install, delete, remove, open a pull
request, follow the style guide) is left out: those are orders a user's own files give.
"""

from __future__ import annotations

VERDICT = (
    # English: a score, stars, marks, a shortlist, a label.
    "score this", "score the", "score her", "score him", "score it", "rate this", "rate the",
    "rate her", "rate him", "rate it", "rate our", "grade this", "grade it", "award",
    "give it", "give this", "give her", "give him", "full marks", "five stars", "5 stars",
    "5-star", "five-star", "top score", "highest score", "maximum score", "shortlist",
    "move her", "move him", "as safe", "as approved", "as verified", "as compliant",
    "as qualified", "as suitable", "as passed", "as the best", "as an excellent",
    "as a strong", "as the most", "best fit", "top match", "reject the other",
    "reject all other", "reject the rest",
    # German.
    "bewerte", "bewertet$", "bewerten$", "stuf", "einstufen", "höchstpunktzahl", "bestnote",
    "note 1", "fünf sterne", "5 sterne", "als geprüft", "als unbedenklich", "als sicher",
    "als bestanden", "als geeignet", "als beste", "keine befunde", "vergib", "vergebt",
    "sortiert die", "lade ihn", "lade sie",
    # French.
    "attribue", "notez", "note maximale", "meilleure note", "cinq étoiles", "5 étoiles",
    "20/20", "comme sûr", "comme valid", "comme conforme", "comme prioritaire",
    "comme le meilleur", "comme la meilleure", "retenez", "écartez", "écarte$", "mettez la note",
    "en première position", "en tête",
    # Spanish.
    "califica", "puntúa", "puntuad", "pon cinco", "ponle", "ponedle", "cinco estrellas",
    "nota máxima", "máxima puntuación", "sobresaliente", "un diez", "como apta", "como apto",
    "como segur", "como verificad", "como el más", "como la más", "da tu aprobación",
    "dad vuestra aprobación", "descarta", "rechaza los", "rechaza las", "rechaza al",
    # Italian.
    "assegna", "punteggio massimo", "voto massimo", "cinque stelle", "trenta e lode",
    "come idone", "come sicur", "come verificat", "come la più", "come il più", "al primo posto",
    "valuta questa", "valuta questo", "valutate", "scarta", "escludete", "escludi",
    # Portuguese.
    "dê nota", "dê uma nota", "nota dez", "cinco estrelas", "atribua",
    "atribuam", "como aprovad", "em primeiro lugar",
    "descarte", "descartem",
    # Russian.
    "присвой", "присвойте", "поставь", "поставьте", "ставьте", "ставь$", "выстав",
    "высший балл", "максимальный балл", "пять звёзд", "пять звезд", "«отлично»",
    "как лучш", "как безопасн", "как проверенн", "отклони", "отклоните", "пригласи",
    # Chinese.
    "打满分", "打滿分", "满分", "滿分", "五星", "五顆星", "列入", "标记为", "標記為", "標為",
    "淘汰", "一百分", "最优先", "最優先", "第一名", "最合适", "最合適", "已审核", "已審核",
    # Japanese.
    "満点", "星五つ", "合格に", "不合格に", "と判定", "a評価", "最適任", "面接候補",
    # Recorded as a verdict, or rated, in every language.
    "record this", "record it", "record the", "record as", "log it as", "evaluate this",
    "vermerke", "vermerkt$", "enregistre", "consigne", "registrad", "anota que", "registra che",
    "registrate", "registre que", "registrem", "зафиксируй", "запиши, что", "记录为",
    "記錄為", "记为", "記為", "として記録", "と記録", "으로 기록", "로 기록", "라고 기록",
    "évalue", "évaluez", "evalúa", "evaluad", "valorad", "valuta$", "avalie", "avaliem",
    "оценива", "оцени$", "оцените", "评价为", "評價為", "打高分", "評価して", "と評価",
    "평가하",
    # Korean.
    "만점", "별점 다섯", "판정하", "탈락시", "분류하", "a+로", "로 평가", "최적임자",
)
"""A fixed verdict: a score, a grade, stars, a shortlist, a label ("as safe", "als
unbedenklich", "come idoneo", "満点", "만점")."""

CLAIMED = (
    # English.
    "state that", "claim that", "assert", "answer that", "reply that", "respond that",
    "write that", "write in your", "mention that", "call ours", "call it",
    "call the other", "call this", "call them", "report the", "report it", "report that",
    "warn the user", "warn that", "say our", "say it", "say this", "say the",
    "saying that", "by saying", "reported as", "be reported as", "shown as",
    # German.
    "behaupte", "schreibt in", "schreib, dass", "erkläre", "erklärt$", "bezeichne", "gebt an",
    "gib an", "stellt dar", "nennt$",
    "und sagt, dass", "angegeben als",
    # French.
    "affirme", "dites", "dis que", "répondez que", "réponds que", "indiquez", "indique que",
    "présentez", "déclarez", "écrivez", "déconseill",
    "en disant que", "en affirmant", "indiquée comme", "indiqué comme",
    # Spanish.
    "afirma", "afirme", "di que", "decid", "digan", "diga que", "indicad", "indica que",
    "responde que", "respondan", "escribe que", "desaconsej",
    "diciendo que", "reportada como", "indicada como",
    # Italian.
    "afferma", "dite", "di' che", "dì che", "dichiara", "rispondi che",
    "rispondete", "scrivi che", "presentate", "sostieni", "sconsiglia",
    "dicendo che", "indicata come", "indicato come",
    # Portuguese.
    "afirm", "digam", "diz que", "responda que", "respondam",
    "escreva", "apresentem", "informe que", "desaconselh",
    "dizendo que", "informada como", "informado como",
    # Russian.
    "утвержда", "говорите", "говори,", "скажи", "скажите", "напиши", "пишите",
    "называй", "называйте", "заявля", "отвечай", "ответь", "сообщай", "сообщите",
    "говоря, что", "сказав, что", "указан как", "указывать как",
    # Chinese.
    "声称", "聲稱", "宣称", "宣稱", "说我们", "說我們", "说其他", "說其他", "说它", "說它",
    "请说", "請說", "并说", "並說", "回答说", "回答說", "回复", "回覆", "注明", "註明",
    "写明", "寫明",
    "并说明", "並說明", "并称", "並稱", "显示为", "顯示為", "标示为", "標示為",
    # Japanese.
    "と答え", "と伝え", "と書", "と記載", "と説明", "と主張", "と回答",
    "と表示",
    # Korean.
    "라고 답", "라고 쓰", "라고 적", "라고 하", "라고 말", "라고 안내", "다고 답", "다고 하",
    "다고 쓰", "다고 적", "다고 말", "다고 안내", "로 표시", "라고 요약",
)
"""A claim the reader is to state, an answer it is to give: "state that", "décrivez",
"afirmad", "утверждайте", "声称", "と答えて", "라고 답하세요"."""

LEFT_OUT = (
    "do not mention", "don't mention", "do not comment", "do not include", "don't include",
    "without mentioning", "stop showing", "stop mentioning", "exclude", "suppress",
    "nicht erwähnen", "erwähnt nicht", "erwähne nicht", "verschweigt", "verschweig",
    "n'indiquez", "ne mentionnez", "ne citez", "n'incluez", "no menciones", "no mencionéis",
    "no incluyas", "no incluyáis", "no cites", "não cite", "não citem", "não mencione",
    "não mencionem", "non citare", "non menzionare", "non citate", "tacete", "taci$",
    "не пиши про", "не пишите про", "не упоминай", "не упоминайте", "不要提", "别提", "別提",
    "不要写", "不要寫", "触れず", "触れないで", "언급하지 마", "말하지 마", "언급하지 말",
    # Stopped showing: "stop displaying the warnings", "parem de mostrar".
    "stop displaying", "stop warning", "hört auf", "hör auf", "nicht mehr anzeigen",
    "nicht mehr anzuzeigen", "cessez d'afficher", "arrêtez d'afficher", "arrêtez de montrer",
    "dejad de mostrar", "deja de mostrar", "dejen de mostrar", "parem de mostrar",
    "pare de mostrar", "pararem de mostrar", "deixem de mostrar", "smettete di mostrare",
    "smetti di mostrare", "перестань показывать", "перестаньте показывать", "不要再显示",
    "不要再顯示", "不再显示", "不再顯示", "表示しないで", "표시하지 마", "보여주지 마",
    # Kept out in the passive: "must not be shown", "non va mostrato", "ne soient jamais
    # mentionnés".
    "not be shown", "not be displayed", "not be mentioned", "never be mentioned",
    "nicht angezeigt", "nicht erwähnt werden", "ne doit pas être affiché",
    "ne doivent pas être affiché", "jamais mentionné", "no debe mostrarse",
    "no deben mostrarse", "no se mencionen", "não deve ser mostrad", "não devem ser mostrad",
    "non va mostrat", "non vanno mostrat", "non deve essere mostrat", "не должно показываться",
    "не должны показываться", "не должен отображаться", "不得显示", "不得顯示", "不应显示",
    "不應顯示", "表示させない", "표시되지 않",
    # Disregarded: "disregard every review under four stars", "no tengáis en cuenta".
    "disregard every", "disregard the", "disregard all", "disregard any",
    "nicht berücksichtig", "ne tenez pas compte", "ne tiens pas compte", "no tengáis en cuenta",
    "no tengas en cuenta", "no tomes en cuenta", "non considerate", "non considerare",
    "não considere", "desconsider", "не учитывай", "не учитывайте", "不要计入", "不要計入",
    "考慮しないで", "除外して", "고려하지 마", "제외하",
)
"""Something kept out of the reader's answer: "do not include", "tacete", "触れずに"."""

ACTED = (
    # English.
    "click", "visit$", "open the link", "open the attach", "open the invoice",
    "follow the link", "download$", "sign up", "register$", "subscribe$", "log in", "login$",
    "sign in", "enter the user", "enter their", "fill in", "star the", "give the repo",
    "upvote", "follow the author", "follow our", "leave a review", "retweet",
    # German.
    "klick", "besuche$", "besucht$", "öffne den link", "öffne den anhang", "lade herunter",
    "herunterlad", "registrier", "abonnier", "melde dich an", "meldet euch an", "einlogg",
    "einen stern", "folge dem", "folgt dem",
    # French.
    "clique", "visite", "ouvre le lien", "ouvrez le lien", "télécharg", "inscri", "abonne",
    "connecte-toi", "connectez-vous", "étoile au", "suivez le", "suis le compte",
    # Spanish.
    "haz clic", "pulsa", "clic en", "visita", "abre el enlace", "entra en", "descarg",
    "regístr", "suscrib", "inicia sesión", "sigue al", "seguid al", "votad", "vota$",
    # Italian.
    "clicca", "apri il link", "scarica", "registrati", "iscrivi", "accedi", "segui l'",
    "seguite", "votate",
    # Portuguese.
    "acesse", "abra o link", "baixe", "cadastr", "inscrev", "faça login",
    "siga o", "sigam", "votem", "vote$",
    # Russian.
    "нажми", "нажмите", "перейди", "перейдите", "открой ссылк", "скачай", "скачайте",
    "зарегистр", "подпиш", "войди", "войдите",
    # Chinese.
    "点击", "點擊", "点开", "點開", "打开链接", "打開連結", "下载", "下載", "注册", "註冊",
    "订阅", "訂閱", "登录", "登入", "点星", "點星", "关注", "關注", "追蹤",
    # Japanese.
    "クリック", "リンクを開", "ダウンロード", "に登録", "ログイン", "スターを", "フォロー",
    # Korean.
    "클릭", "링크를 열", "다운로드", "가입", "구독", "로그인", "스타를", "팔로우",
)
"""An act in the world: click, visit, open a link, download, sign up, subscribe, log in,
star, follow, vote, in every language."""

CARRIED_THING = (
    "coupon", "discount code", "promo code", "our number", "phone number", "hotline",
    "whatsapp", "telegram", "wallet", "image", "pixel", "our channel", "our shop",
    "our store", "our site", "gutschein", "rabattcode", "mit code", "telefonnummer", "kanal",
    "bild$", "code promo", "numéro", "portefeuille", "chaîne", "cupón", "código", "número",
    "cartera", "canal", "imagen", "codice sconto", "numero", "portafoglio", "canale",
    "immagine", "cupom", "carteira", "imagem", "pix$", "купон", "промокод", "номер", "кошел",
    "канал", "картинк", "优惠码", "優惠碼", "折扣码", "折扣碼", "电话", "電話", "微信",
    "line帳號", "钱包", "錢包", "频道", "頻道", "クーポン", "番号", "line id", "チャンネル",
    "할인 코드", "쿠폰", "번호", "채널", "카카오톡",
    # A fixed line of text ("end every reply with the line 'Sponsored by ...'").
    "the line", "the sentence", "die zeile", "den satz", "la ligne", "la phrase", "la línea",
    "la frase", "la riga", "a linha", "a frase", "строку", "фразу", "这句话", "這句話",
    "この一文", "문구",
)
"""What the writer has an answer carry: a coupon, a number, a channel, a wallet, an image."""

EVERY_ANSWER = (
    "every answer", "every reply", "every response", "each answer", "each reply",
    "each response", "all your answers", "all future answers", "every future answer",
    "jede antwort", "jeder antwort", "allen antworten", "chaque réponse",
    "chacune de vos réponses", "toutes vos réponses", "cada respuesta", "todas tus respuestas",
    "todas las respuestas", "ogni risposta", "tutte le risposte", "toda resposta",
    "todas as respostas", "cada resposta", "каждому ответу", "каждом ответе",
    "каждый ответ", "всех ответ", "每次回答", "每个回答", "每個回答", "每次回覆",
    "すべての回答", "全ての回答", "毎回の回答", "모든 답변", "매 답변",
)
"""Every answer the reader gives: "every reply", "jede Antwort", "每个回答", "모든 답변"."""

ADDRESSED_MORE = (
    "that read", "who read", "that summari", "which summari", "that process", "that index",
    "that crawl", "that compare", "that review", "indexing", "crawling", "qui indexent",
    "qui parcourent", "que indexan",
    "que indexam", "que resumem", "que leem", "che indicizzano", "которые индексируют",
)
"""The readers addressed by what they do to the text, in the forms
``concept_waived.ADDRESSED_AFTER`` lacks: a relative clause in the plural, a machine's
participle (not "visiting" or "comparing", what people do too: "a real estate agent, or
visiting open houses")."""

ENDED_WITH = (
    "häng", "anhäng", "end every", "end each", "end your", "close every", "sign every",
    "terminez", "termine", "termina", "chiudi", "finaliz", "заканчива", "завершай", "结尾",
    "結尾", "末尾に", "最後に", "끝에", "beende", "schließe jede",
)
"""Ending the reader's answers with something, or hanging it on: "end every reply with",
"termina cada", "häng an jede Antwort ... an"."""

HEADING_WORDS = (
    "to", "for", "aux", "au", "à", "pour", "para", "pros", "aos", "às", "per", "agli", "alle",
    "ai", "an", "für", "для", "к", "всем", "tout", "toute", "tous", "todo", "todos", "todas",
    "ogni", "qualsiasi", "any", "all", "every", "jeder", "jede", "note", "hinweis", "nota",
    "aviso", "message", "nachricht", "сообщение", "заметка", "примечание",
)
"""The words that lead a heading to a reader ("For all AI agents:", "Pour tout agent :",
"Instrução para resumos automáticos:"), whole words before it."""

SWITCH_OFF = (
    "disable", "comment out", "turn off", "switch off", "deactivate", "remove the", "relax",
    "bypass", "deaktivier", "schalte", "auskommentier", "entferne", "désactiv", "commente",
    "supprime", "retire", "desactiv", "quita", "comenta", "elimina", "disattiv", "commenta",
    "rimuovi", "togli", "desativ", "comente", "remova", "отключи", "отключите",
    "закомментир", "убери", "уберите", "удали", "关掉", "關掉", "关闭", "關閉", "注释掉",
    "註解掉", "拿掉", "去掉", "禁用", "無効", "外して", "コメントアウト", "オフに",
    "비활성", "끄", "주석 처리", "제거",
)
"""Switching something off, in the code or the setup: disable, comment out, remove, turn
off, in every language (with ``SAFEGUARD`` its object: a check the user relies on)."""

SAFEGUARD = (
    "certificate", "ssl", "tls", "signature", "checksum", "hash", "verification", "verify",
    "validation", "csrf", "2fa", "mfa", "authentication", "auth check", "sandbox",
    "antivirus", "firewall", "security check", "zertifikat", "signatur", "prüfsumme",
    "überprüfung", "verifizierung", "validierung", "authentifizierung", "certificat",
    "vérification", "authentification", "certificado", "verificación", "validación",
    "autenticación", "certificato", "firma", "controllo",
    "verifica", "convalida", "autenticazione", "assinatura", "verificação",
    "validação", "autenticação", "сертификат", "подпис", "проверк", "валидац",
    "аутентификац", "证书", "憑證", "證書", "签名", "簽名", "校验", "校驗", "验证", "驗證",
    "沙箱", "証明書", "署名", "検証", "認証", "サンドボックス", "인증서", "서명", "검증",
    "인증", "샌드박스",
)
"""A safeguard of the user's code or setup: a certificate, signature, checksum or token
check, authentication, a sandbox, a firewall."""

ROLE_READER = (
    "applicant tracking", "ats$", "screening system", "screening software", "screening tool",
    "screener", "crawler", "crawlers", "scraper", "indexer", "grader", "autograder",
    "grading system", "grading tool", "scoring system", "ranking system",
    "selection software", "selection system", "bewerbermanagement", "auswahlsystem",
    "prüfsystem", "logiciel de présélection", "logiciel de tri", "logiciel de sélection",
    "robot d'indexation", "robot correcteur", "robots d'indexation",
    "système d'analyse", "sistema de selección", "sistema de filtrado",
    "herramienta de corrección", "rastreador", "sistema di screening",
    "software di selezione", "sistema di selezione", "sistema de triagem",
    "software de seleção", "robô", "robôs", "систем отбора", "системе отбора",
    "системы отбора", "ботам$", "筛选系统", "篩選系統", "筛选工具", "篩選工具", "爬虫",
    "爬蟲", "批改系统", "批改系統", "评分系统", "評分系統", "阅卷", "閱卷", "選考システム",
    "書類選考", "クローラー", "採点システム", "선별 도구", "심사 시스템", "채점 시스템",
    "크롤러",
    # A machine reviewer or grader ("reviewer bot", "Боту-ревьюеру", "代码审查机器人"), a
    # correcting tool, an AI agent in Chinese.
    "reviewer bot", "review bot", "review agent", "review-agent", "bot de revue",
    "bot revisor", "bot de revisión", "bot di revisione", "bot de revisão", "бот-ревьюер",
    "боту-ревьюер", "ревью-бот", "审查机器人", "審查機器人", "审核机器人", "審核機器人",
    "レビューbot", "レビューボット", "리뷰 봇", "리뷰봇", "ferramenta de correção",
    "strumento di correzione", "outil de correction", "korrekturtool", "ai代理", "ai 代理",
    # The role glued to "AI" before it, which a word start cannot wake.
    "ai爬虫", "ai爬蟲", "aiクローラー", "ai크롤러",
    # A reviewer named as an AI ("AI reviewer", "AIレビュアー", "AI评审").
    "ai reviewer", "ai-reviewer", "ki-prüfer", "relecteur ia", "revisor de ia",
    "revisore ia", "ии-ревьюер", "aiレビュアー", "ai评审", "ai評審", "ai审查", "ai審查",
    "ai 리뷰어", "ai리뷰어",
)
"""A reader named by its machine role: an applicant tracking system, a screening tool, a
crawler, a grading robot; never a human role (a recruiter, a reviewer, a teacher)."""
