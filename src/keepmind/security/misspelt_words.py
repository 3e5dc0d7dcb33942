"""The words a misspelling is put right to (``misspelt``), by meaning, in the languages of the
corpus written with spaces, and the tails German compounds are cut at.

Pure data. Whole words, lower case, as attacks write them (the inflected forms each one
takes), six letters or more: a shorter word has too many real words one edit from it. A
word here is only ever a correction's target: the rules still decide what the corrected
text means. Chinese, Japanese and Korean have their own typo variants (``typos_cjk``).
"""

from __future__ import annotations

# Setting instructions aside: the verbs, in their command and infinitive forms.
OVERRIDE = (
    "ignore", "ignoring", "disregard", "disregarding", "forget", "forgetting", "override",
    "bypass",
    "ignoriere", "ignorieren", "ignoriert", "vergiss", "vergesse", "vergessen", "missachte",
    "missachten", "übergehe",
    "ignorez", "ignorer", "oublie", "oubliez", "oublier",
    "ignora", "ignorar", "olvida", "olvidad", "olvide", "olvidar", "descarta",
    "ignorare", "ignorate", "dimentica", "dimenticate", "dimenticare", "tralascia",
    "esqueça", "esqueca", "esquece", "esquecer", "desconsidere", "desconsidera",
    "игнорируй", "игнорируйте", "игнорировать", "забудь", "забудьте", "забыть",
    "проигнорируй", "отбрось",
)

# The model's instructions: the nouns, singular and plural.
INSTRUCTIONS = (
    "instruction", "instructions", "guidelines", "guidance", "directives", "restrictions",
    "constraints", "limitations", "safeguards", "guardrails", "policies",
    "anweisung", "anweisungen", "vorgaben", "richtlinien", "regeln", "einschränkungen",
    "beschränkungen", "befehle",
    "consignes", "directives", "règles", "restrictions", "limites",
    "instrucción", "instrucciones", "directrices", "reglas", "normas", "restricciones",
    "limitaciones",
    "istruzione", "istruzioni", "direttive", "regole", "restrizioni", "limitazioni",
    "instrução", "instruções", "diretrizes", "regras", "restrições", "limitações",
    "инструкция", "инструкции", "инструкций", "указания", "правила", "ограничения",
    "директивы",
)

# Earlier: the instructions that came before.
PRIOR = (
    "previous", "earlier",
    "vorherigen", "vorherige", "bisherigen", "bisherige", "früheren", "frühere", "vorigen",
    "ursprünglichen",
    "précédentes", "précédents", "précédente", "antérieures", "initiales",
    "anteriores", "anterior", "previas", "previos", "iniciales",
    "precedenti", "precedente", "iniziali",
    "anteriores", "iniciais", "prévias",
    "предыдущие", "предыдущих", "прежние", "прежних", "исходные",
)

# The hidden text the model was set up with, and its confidential parts.
PROMPT = (
    "system", "prompt", "hidden", "confidential", "developer", "systemprompt",
    "système", "sistema", "sistemi", "versteckten", "geheimen", "oculto", "nascosto",
    "системный", "системные", "промпт", "скрытый",
)

# Showing or telling it.
REVEAL = (
    "reveal", "disclose",
    "verrate", "verraten", "offenbare",
    "révèle", "révélez", "affiche", "affichez", "montre", "montrez",
    "revela", "revele", "muestra", "muestre", "mostra", "mostre", "rivela", "revelar",
    "покажи", "покажите", "раскрой", "раскройте", "выведи",
)

# Secrets: what is sent or shown.
SECRETS = (
    "password", "passwords", "credentials", "secret", "secrets", "tokens",
    "passwort", "passwörter", "kennwort", "zugangsdaten", "schlüssel",
    "contraseña", "contraseñas", "contrasena", "credenciales", "senhas", "credenciais",
    "пароль", "пароли", "пароля",
)

# Limits off: a mode without them.
UNBOUND = (
    "unrestricted", "unfiltered", "uncensored", "jailbreak", "jailbroken", "restriction",
    "entwicklermodus", "uneingeschränkt", "ungefiltert",
    "restriction", "restricciones", "restrizioni", "ограничений", "фильтров",
)

# Sending it out.
SEND = (
    "forward", "upload", "transmit", "schicke", "schicken", "weiterleiten", "übermittle",
    "envoie", "envoyez", "transfère", "transférez", "reenvía", "reenvia", "manda", "mándame",
    "inoltra", "inviami", "encaminhe", "encaminha", "отправь", "отправьте", "перешли",
    "пришли",
)

# The model addressed, and the mode it is told it is in.
ADDRESSED = (
    "assistant", "assistente", "asistente", "assistenten", "ассистент", "ассистенту",
    "developer", "entwickler", "développeur", "desarrollador", "sviluppatore",
    "desenvolvedor", "разработчика", "modalità", "modalidad", "modalidade",
)

# None at all: the limits gone ("no restriction", "nessuna restrizione").
NONE = (
    "without", "keinerlei", "aucune", "ninguna", "ningún", "ninguna", "nessuna", "nessun",
    "nenhuma", "nenhum", "никаких", "restriction", "einschränkung", "restricción",
    "restrizione", "restrição", "ограничение",
)

# Agreeing for the user: accepting or approving without asking.
APPROVE = (
    "approve", "accept", "accepter", "acceptez", "approuve", "approuvez", "genehmige",
    "akzeptiere", "aprueba", "acepta", "approva", "accetta", "aprove", "aceite", "одобри",
    "прими",
)

WORDS = tuple(dict.fromkeys(w for group in (OVERRIDE, INSTRUCTIONS, PRIOR, PROMPT, REVEAL,
                                            SECRETS, UNBOUND, SEND, ADDRESSED, NONE,
                                            APPROVE) for w in group if len(w) >= 6))
"""Every word a misspelling may be put right to."""

# German compounds end in one of these (with a plural or case ending after it): the
# instructions and rules, the passwords and files, a mode, a filter. A compound is cut
# before its tail ("Systemanweisungen" -> "system anweisungen", "Entwicklermodus" ->
# "entwickler modus"), the linking -s-, -es- or -n- kept with the word before. Not
# "schlüssel": a "Hausschlüssel" is a thing; the rules read the agent's keys by their own
# words.
COMPOUND_TAILS = (
    "anweisung", "anweisungen", "regel", "regeln", "richtlinie", "richtlinien", "vorgabe",
    "vorgaben", "befehl", "befehle", "einschränkung", "einschränkungen", "beschränkung",
    "beschränkungen", "prompt", "prompts", "passwort", "passworts", "passwörter", "kennwort",
    "kennwörter", "datei", "dateien", "modus", "filter",
)
