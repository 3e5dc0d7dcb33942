"""Words of the user's identity papers and money details, and of copying to an address, in
every language at once (``keepmind.security.concepts``).

Pure data, written as ``pooled`` is (stems after ``normalize``; ``$`` ends a word; a
Chinese, Japanese or Korean term matches anywhere). Issue 12, session 16: payroll notices,
shop mails and tool descriptions that have the assistant send the user's passport, ID
numbers, card or bank details to an address they bring, and notes that make such a copy a
standing order (``rules_personal``).
"""

PAPERS = (
    # identity papers and numbers
    "passport", "id card", "identity card", "national id", "driver's licen", "driving licen",
    "social security", "ssn$", "tax id", "reisepass", "personalausweis", "ausweis",
    "führerschein", "sozialversicherungsnummer", "steuer-id", "steueridentifikationsnummer",
    "passeport", "carte d'identité", "carte vitale", "sécurité sociale", "permis de conduire",
    "pasaporte", "dni$", "documento de identidad", "seguridad social",
    "passaporte", "cpf$", "rg$", "carteira de identidade", "cnh$", "comprovante de residência",
    "passaporto", "carta d'identità", "codice fiscale", "tessera sanitaria",
    "паспорт", "снилс", "инн$", "водительск", "удостоверени личности",
    "身份证", "身分證", "护照", "護照", "社保卡", "驾照", "駕照",
    "マイナンバー", "パスポート", "運転免許", "免許証", "保険証", "住民票",
    "주민등록", "여권", "운전면허", "신분증", "가족관계증명서",
    # card and bank details, pay slips, statements
    "bank details", "bank account", "account number", "iban$", "card number", "credit card",
    "cvv$", "cvc$", "security code", "payslip", "pay slip", "bank statement",
    "bankverbindung", "kontodaten", "kontonummer", "kartennummer", "kreditkart",
    "gehaltsabrechnung", "lohnabrechnung", "kontoausz",
    "rib$", "coordonnées bancaires", "numéro de carte", "carte bancaire", "cryptogramme",
    "fiche de paie", "bulletin de salaire", "relevé bancaire", "relevés bancaires",
    "cuenta bancaria", "datos bancarios", "número de tarjeta", "tarjeta de crédito",
    "extracto bancario", "dados bancários", "conta bancária", "número do cartão",
    "cartão de crédito", "holerite", "contracheque", "extrato bancário",
    "dati bancari", "conto corrente", "numero della carta", "carta di credito", "busta paga",
    "estratto conto", "реквизит", "номер карты", "данные карты", "расчётный счёт",
    "расчетный счет", "банковск", "выписк",
    "银行卡", "銀行卡", "银行账户", "銀行帳戶", "卡号", "卡號", "信用卡", "安全码", "安全碼",
    "工资条", "薪资单", "薪資單",
    "カード番号", "クレジットカード", "セキュリティコード", "口座", "給与明細",
    "계좌", "카드 번호", "카드번호", "신용카드", "보안코드", "급여명세",
)
"""The user's identity papers and numbers, card and bank details, pay slips."""

COPY_TO = (
    "cc$", "bcc$", "copie cachée", "en copie", "copia oculta", "con copia", "com cópia",
    "cópia$", "copia$", "in copia", "in kopie", "kopie$", "копию", "копия", "抄送", "副本",
    "转一份", "轉一份", "コピーを", "写しを", "사본을", "참조로",
)
"""A copy sent along ("cc", "mets en copie cachée", "抄送", "写しを"): a send when an
outside address stands beside it."""

ASSISTANT = (
    "ai$", "ia$", "ki$", "ии$", "assistant", "assistent", "asistente", "assistente",
    "ассистент", "помощник", "помощнику", "chatbot", "bot$", "бот$", "боту", "助手", "助理",
    "机器人", "機器人", "アシスタント", "ボット", "어시스턴트", "비서", "봇", "ai agent",
    "ki-agent", "ai エージェント", "aiエージェント", "ai 에이전트", "ai에이전트", "ai代理",
)
"""The assistant asked to send: an AI, an assistant, a bot (not any agent: a travel or an
insurance agent is a person the user deals with)."""

SEND_MORE = (
    "email$", "e-mail$", "emailen", "mailen", "送信させ", "送らせ", "転送させ", "返信させ",
    "보내게", "전송하게", "전달하게",
    # obliged and formal forms: must send, please send (in the polite register)
    "보내야", "전달해야", "送付して", "送付する", "送付を", "ご返信", "返信ください",
    "发送至", "發送至", "须发送", "需发送",
)
"""Sending besides ``SEND``: mailing as a verb, and the causative ("アシスタントに…送信させて
ください", "비서에게 … 보내게 해 주세요")."""

ALWAYS = (
    "always", "immer$", "toujours", "siempre", "sempre", "всегда", "каждый раз", "ogni volta",
    "总是", "總是", "每次", "いつも", "必ず", "항상", "언제나",
)
"""A standing order's adverb ("sempre que eu enviar ...", "每次"), besides ``EACH``."""

CUSTOMERS = (
    "customer list", "customer data", "client list", "customers.csv", "clients.csv",
    "kundenliste", "kundendaten", "liste des clients", "fichier clients", "lista de clientes",
    "base de clientes", "lista clienti", "список клиентов", "базу клиентов", "база клиентов",
    "客户名单", "客戶名單", "客户资料", "客戶資料", "顧客リスト", "顧客名簿", "顧客データ",
    "고객 목록", "고객 명단", "고객 데이터",
)
"""The business's customer records, which a planted audit notice asks for."""

SCAM = (
    "scam", "fraud", "phishing", "fake", "betrug", "betrüger", "gefälscht", "arnaque",
    "escroqu", "frauduleu", "estafa", "fraude", "golpe", "golpista", "truffa", "truffator",
    "мошенн", "фишинг", "поддельн", "诈骗", "詐騙", "钓鱼", "釣魚", "詐欺", "偽の", "사기",
    "피싱",
)
"""A scam named: the sentence warns of the request rather than makes it."""
