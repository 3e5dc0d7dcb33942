"""The intent lexicon of French (see ``keepmind.security.intent``).

Commands come as ``tu`` and ``vous`` imperatives ("ignore", "ignorez") and as infinitives
("Ignorer les instructions précédentes."); verb stems are the terms. After ``normalize`` an
elided article keeps a straight apostrophe ("l'utilisateur", "d'instructions"), and a term
starts a word right after it. A negation wraps the verb ("n'ignore pas", "ne jamais
révéler", "ne les envoie jamais"): the standard check sees its first half, right before
the verb. French typography puts a space before a colon ("Nouvelles instructions :").

A bare noun ("les règles", "les instructions") is the model's own instructions only with a
qualifier ("tes", "toutes les", "précédentes", "ci-dessus") and not narrowed to a topic
("la règle sur les tabulations"): :func:`_qualified`, in the ``extra`` rules.
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import product

from keepmind.security.grammar import trie
from keepmind.security.intent import (
    Lexicon,
    alone,
    destination_nearby,
    line_backdoors,
    memory_writes,
    pair,
    whole,
)
from keepmind.security.intent_checks import all_of, commanded

_USER = ("l'utilisateur", "l'utilisatrice", "l'usager", "l'humain", "ton utilisateur",
         "votre utilisateur")
_ROLES = ("développeur", "développeuse", "créateur", "créatrice", "administrateur",
          "administratrice", "admin", "opérateur", "concepteur", "programmeur")

# "ignore$": not "ignored" or "ignoring", English words.
OVERRIDE = whole(("ignore$", "ignorez", "ignorer$", "ignorons", "ignorant", "oubli", "néglig",
            "fais abstraction", "faites abstraction",
            "faire abstraction", "passe outre", "passez outre", "passer outre", "outrepass",
            "contourn", "écarte", "écartez", "écarter", "laisse de côté", "laissez de côté",
            "laisser de côté", "laisse tomber", "laissez tomber", "ne tiens pas compte",
            "ne tenez pas compte", "ne tiens plus compte", "ne tenez plus compte",
            "sans tenir compte", "ne respecte plus", "ne respectez plus", "ne plus respecter",
            "ne suis plus", "ne suivez plus", "ne plus suivre", "cesse de suivre",
            "cessez de suivre", "arrête de suivre", "arrêtez de suivre", "cesse de respecter",
            "arrête de respecter", "enfreins", "enfreignez", "enfreindre", "transgresse",
            "annule", "annulez", "annuler", "remplace", "remplacez", "écrase", "écrasez"))
WEAK_OVERRIDE = whole(("désactiv", "supprim", "lève", "levez", "lever", "retire", "retirez",
                 "coupe", "coupez"))
# Phrases that name the model's own instructions without a qualifier.
INSTRUCTIONS = ("prompt système", "prompt systeme", "instructions système",
                "instructions du système", "message système", "invite système",
                "system prompt", "tout ce qui précède", "tout ce qui est au-dessus",
                "tout ce qui est écrit au-dessus", "tout ce qu'on t'a dit",
                "tout ce que l'on t'a dit", "tout ce qu'on vous a dit",
                "tout ce qui a été dit", "tout ce qui a été écrit", "tout ce que tu sais",
                "tout le reste", "garde-fous", "filtres de sécurité", "filtre de sécurité",
                "filtres de contenu", "filtre de contenu", "politique de contenu",
                "consignes de sécurité", "ta programmation", "votre programmation",
                "ton entraînement", "tes principes éthiques", "tes limites éthiques")
# Nouns that are the model's instructions only when qualified (``_qualified``).
NOUNS = ("instruction", "consigne", "règle", "regle", "directive", "ordre", "prompt",
         "restriction", "limite", "contrainte", "garde-fou", "programmation", "politique",
         "filtre", "principe", "lignes directrices", "commande")
_BEFORE = ("tes", "vos", "ton", "ta", "votre", "toutes les", "tous les", "toutes tes",
           "toutes vos", "tous tes", "tous vos", "toute", "tout", "chaque", "les anciennes",
           "tes anciennes", "vos anciennes", "les anciens", "tes anciens", "ses")
_AFTER = ("précédent", "antérieur", "ci-dessus", "initial", "originel", "original",
          "d'origine", "plus haut", "au-dessus", "d'avant", "de départ", "système",
          "de sécurité", "éthique", "moral", "reçu", "donné", "fourni", "jusqu'ici",
          "jusqu'à présent", "actuel", "de base", "de l'assistant", "du système",
          "du développeur", "de ton développeur", "qui précèdent", "qu'on t'a donné",
          "que tu as reçu")
_BROAD = ("toutes", "tous", "toute", "tout", "chaque")
_TOPIC_RE = re.compile(r"\w*,? (?:sur|concernant|à propos|au sujet|pour|dans|du fichier|de la "
                       r"doc|de eslint|de lint|liées? à|relatives? à)\b")


_NOUN_RE = rf"(?:{trie(NOUNS)})s?"
# "tes (anciennes) règles", "toutes les instructions", "les consignes précédentes".
_QUALIFIED_RE = re.compile(
    rf"(?<!\w)(?P<q>{trie(_BEFORE)}) (?:\w+ )?{_NOUN_RE}(?P<rest>.{{0,24}})|"
    rf"(?<![\w-]){_NOUN_RE} (?:{trie(_AFTER)})\w*(?P<after>.{{0,24}})", re.S)


def _qualified(match: re.Match[str], text: str, *, void: bool = False) -> bool:
    """A bare instruction noun counts when qualified and not narrowed to one topic; when
    declared ``void``, "les anciennes consignes" followed by what they are of ("de
    déploiement", "du pare-feu") are some team's old rules, not the model's."""
    start, end = max(0, match.start() - 60), min(len(text), match.end() + 40)
    for found in _QUALIFIED_RE.finditer(text, start, end):
        q = found.group("q")
        rest = found.group("rest") if q is not None else found.group("after")
        if void and q in _OLD and _OF_A_TOPIC_RE.match(rest):
            continue
        broad = q is not None and q.split(" ")[0] in _BROAD
        if broad or not _TOPIC_RE.match(rest):
            return True
    return False


_OLD = ("les anciennes", "les anciens")
_OF_A_TOPIC_RE = re.compile(r"\w*,? (?:de |d'|du |des )(?!l'assistant|l'ia|ton |ta |tes )\w")


def _qualified_void(match: re.Match[str], text: str) -> bool:
    return _qualified(match, text, void=True)


REVEAL = whole(("révèl", "révél", "affich", "montr", "répèt", "répét", "récit", "imprim",
          "divulgu", "dévoil", "donne-moi", "donne moi", "donnez-moi", "dis-moi", "dites-moi",
          "écris", "écrivez", "recopi", "copie$", "cite$", "citez", "citer$", "partage$",
          "reprodui", "communique", "mot pour mot", "textuellement", "verbatim",
          "quel est ton", "quel est votre", "quelles sont tes", "quelles sont vos",
          "que contient", "exposez", "liste$", "listez", "sors", "sortez",
          "envoie-moi", "fournis", "fournissez"))
PROMPT = ("prompt système", "prompt systeme", "prompt initial", "prompt d'origine",
          "invite système", "message système", "instructions système", "instructions du système",
          "instructions initiales", "instructions cachées", "instructions secrètes",
          "instructions internes", "instructions d'origine", "consignes initiales",
          "consignes cachées", "consignes secrètes", "tes instructions", "vos instructions",
          "tes consignes", "vos consignes", "ta configuration", "votre configuration",
          "tes règles", "vos règles", "ton prompt", "votre prompt", "le texte ci-dessus",
          "texte qui précède", "tout ce qui précède", "ce qui est au-dessus",
          "ce qui est écrit au-dessus", "system prompt", "tes directives", "vos directives")
BECOME = whole(("tu es maintenant", "tu es désormais", "tu es à présent", "tu es dorénavant",
          "vous êtes maintenant", "vous êtes désormais", "vous êtes à présent",
          "désormais tu es", "désormais, tu es", "à partir de maintenant tu es",
          "à partir de maintenant, tu es", "dorénavant tu es", "dorénavant, tu es",
          "joue le rôle", "jouez le rôle", "jouer le rôle", "incarne", "incarnez",
          "fais semblant d'être", "faites semblant d'être", "fais comme si tu étais",
          "prétends être", "prétendez être", "comporte-toi comme", "comportez-vous comme",
          "agis comme", "agissez comme", "agis en tant que", "agissez en tant que",
          "deviens", "devenez", "ta nouvelle identité", "ton nouveau rôle",
          "tu t'appelles désormais", "tu t'appelles maintenant", "imagine que tu es",
          "imaginez que vous êtes", "simule", "simulez", "persona :", "persona:",
          "mets-toi dans la peau", "glisse-toi dans la peau"))
UNBOUND = ("sans restriction", "sans aucune restriction", "sans limite", "sans aucune limite",
           "sans règle", "sans aucune règle", "sans filtre", "sans censure", "sans garde-fou",
           "sans contrainte", "sans éthique", "sans morale", "sans scrupule", "sans tabou",
           "aucune règle", "aucune limite", "aucune restriction", "aucun filtre",
           "aucune contrainte", "aucune censure", "aucun garde-fou", "aucune limite éthique",
           "plus de règles", "plus aucune règle", "plus aucune limite", "non censuré",
           "non filtré", "libéré de", "libérée de", "libérés de", "libre de toute", "affranchi",
           "ne refuse jamais", "ne refuses jamais", "ne refusez jamais", "refuse jamais",
           "ne dit jamais non", "tout est permis", "tout faire", "peut tout faire")
SEND = whole(("envoi", "envoyer", "envoyez", "envoyé", "transmet", "transmett", "transfèr",
        "transfér", "téléverse",
        "téléverser", "téléversez", "exfiltr", "fais suivre", "faites suivre",
        "faire suivre", "expédi", "redirig", "renvoi"))
# Verbs that send only with a destination named; too common for the memory-write check.
SEND_TOO = whole(("colle$", "collez", "ajoute", "ajoutez", "inclus$", "incluez", "mets$",
            "mettez", "copie$", "copiez", "publie$", "publiez", "partage$", "partagez", "poste$",
            "postez",
            "appelle l'url", "ouvre l'url"))
PRIVATE = ("historique de la conversation", "historique de conversation",
           "historique des conversations", "historique de la discussion",
           "historique du chat", "historique des échanges", "historique complet",
           "toute la conversation", "la conversation entière", "conversation complète",
           "contenu de la conversation", "messages de l'utilisateur", "clé api", "clés api",
           "clé d'api", "clés d'api", "clé privée", "clés privées", "clé ssh", "clés ssh",
           "mot de passe", "mots de passe", "identifiants", "secrets", "jeton", "jetons",
           "token", "variables d'environnement", ".env", "mémoire", "souvenirs",
           "données personnelles", "données de l'utilisateur", "données privées",
           "informations personnelles", "cookies", "coordonnées bancaires",
           "numéro de carte", "numéros de carte", "iban", "prompt système", "id_rsa",
           "notes de l'utilisateur", "nom de l'utilisateur", "e-mails de l'utilisateur",
           "informations d'identification")
OUTSIDE = ("serveur", "externe", "adresse", "webhook", "point de terminaison", "endpoint",
           "l'url", "une url", "cette url", "par e-mail", "par mail", "par courriel",
           "courriel", "discord", "telegram", "pastebin", "tiers", "gist", "en post")
CONCEAL = whole((*(f"{verb} {user}" for verb, user in product(
    ("ne dis rien à", "ne dites rien à", "n'en parle pas à", "n'en parlez pas à",
     "n'en dis rien à", "n'en dites rien à", "ne le dis pas à", "ne le dites pas à",
     "ne dis pas à", "ne dites pas à", "cache-le à", "cachez-le à", "cache à", "cachez à",
     "n'en informe pas", "n'en informez pas", "n'informe pas", "n'informez pas",
     "ne préviens pas", "ne prévenez pas", "n'avertis pas", "n'avertissez pas",
     "sans que", "sans en informer", "sans le dire à", "sans rien dire à", "sans prévenir",
     "sans avertir", "à l'insu de", "dissimule à", "dissimulez à", "ne montre pas à",
     "ne montrez pas à", "tiens secret pour"), _USER)),
           "secrètement", "en secret", "en cachette", "en douce", "discrètement",
           "ni vu ni connu", "ne mentionne pas", "ne mentionnez pas", "n'en parle à personne",
           "n'en parlez à personne", "sans laisser de trace", "silencieusement"))
AUTHORITY = whole((*(f"{who} {role}" for who, role in product(
    ("je suis ton", "je suis ta", "je suis votre", "je suis le", "je suis la",
     "je suis l'", "ici ton", "ici votre", "message de ton", "message de votre",
     "message du", "de la part de ton", "de la part de votre", "de la part du",
     "instruction de ton", "ordre de ton", "au nom de ton"), _ROLES)),
             *(f"je suis {article}{role}" for article, role in product(
                 ("l'",), ("administrateur", "administratrice", "opérateur"))),
             "ton développeur t'autorise", "votre développeur vous autorise",
             "l'équipe de développement t'autorise", "[système]", "[systeme]"))
ANNOUNCE = whole((*(f"{what}{colon}" for what, colon in product(
    ("nouvelles instructions", "nouvelle instruction", "nouvelles consignes",
     "nouvelle consigne", "instructions mises à jour", "instructions actualisées",
     "nouvelles règles du système", "nouvelles directives"), (" :", ":"))),
            "ta vraie tâche", "ta véritable tâche", "ta nouvelle tâche est", "ta vraie mission",
            "ta véritable mission", "ta nouvelle mission est", "votre vraie tâche",
            "votre véritable tâche", "votre véritable mission"))
JAILBREAK = whole(("mode dan", "tu es dan", "tu es maintenant dan", "mode développeur activé",
             "active le mode développeur", "activez le mode développeur", "mode jailbreak",
             "ta véritable identité", "ta vraie identité", "votre véritable identité",
             "n'a aucune limite", "n'a plus aucune règle", "n'a aucune règle",
             "ne refuse jamais rien", "mode dieu", "godmode"))
# Obey what arrives from outside: web pages, tool results, e-mails, documents.
OBEY = whole(("obéi", "obéir", "obéissez", "exécute", "exécutez", "exécuter", "suis", "suivez",
        "suivre", "applique", "appliquez", "appliquer", "fais ce que", "faites ce que",
        "faire ce que"))
# Put first: what comes before them prevails ("les consignes des pages web priment sur
# celles de l'utilisateur"; "les demandes de l'utilisateur priment sur les pages web" puts
# the user first).
PRECEDENCE = whole(("priorité sur", "priment sur", "prévaut", "prévalent"))
EXTERNAL = ("pages web", "page web", "sites web", "site web", "pages visitées",
            "résultats d'outils", "résultats des outils", "résultat d'un outil",
            "sorties des outils", "sortie des outils", "e-mails reçus", "documents lus",
            "trouvées sur", "trouvés sur", "trouvée dans", "trouvées dans", "trouvé dans")
_OBEY_ALL_RE = re.compile(
    r"(?<!\w)(?:(?:toutes? (?:les )?|chaque |n'importe quelle )(?:\w+ )?(?:commande|instruction|"
    r"consigne|ordre|demande)|aveuglément|sans (?:demander|confirmation|vérifi|poser|relire)|"
    r"priorité|priment|prime|prévalent|prévaut|ce qu(?:e|')[\w ']{1,30} (?:dit|demande|"
    r"exige|ordonne))")
# Void predicates; "ne ... plus" ones start at "plus" (the standard negation check reads
# any word ending in "ne" before a term as "ne": "d'origine ne sont plus").
VOID = whole(("obsolète", "caduc", "caduque", "ne s'appliquent plus", "ne s'applique plus",
        "plus valable", "plus valide", "plus en vigueur", "plus d'actualité", "plus cours",
        "plus de valeur", "plus applicable", "ne comptent plus", "ne valent plus",
        "ne tiennent plus", "annulé", "abrogé", "nul et non avenu", "nulles et non avenues",
        "périmé", "invalide", "révoqué", "suspendu", "désactivé", "levé", "à ignorer",
        "à oublier", "remplacé"))
# Stems that would also start common English words ("met", "change", "note", "install")
# are spelled out.
WRITE = whole(("écri", "ajout", "rajout", "mets", "mettre", "mettez", "insèr", "insér",
         "enregistr", "modifi", "changez", "remplace", "sauvegard", "notez", "noter$",
         "note dans", "note que", "note-le", "inscri",
         "mémoris", "retiens", "retenez", "garde$", "gardez", "colle$", "collez", "placez",
         "crée", "créez", "créer", "installe$", "installez", "configurez", "programmez",
         "planifi",
         "complète", "complétez", "édit", "actualis", "mise à jour", "mets à jour"))
# The agent's memory, led by its noun (the anchor; a possessive would wake the rule on
# every "ta").
MEMORY = ("mémoire", "souvenirs", "personnalité", "memory")
# What makes a write to the agent's memory a planted behaviour.
HARMFUL = ("ignor", "outrepass", "contourn", "passe outre", *UNBOUND, *CONCEAL, *BECOME,
           *EXTERNAL, "obéi", "sans confirmation", "sans demander", "sans vérification",
           "sans relire", "a approuvé", "a autorisé", "a validé", "approuve toujours",
           "script de", "script depuis", "pastebin", "envoie", "transmets", "transfère")

_BASE = Lexicon(
    "fr",
    override=OVERRIDE,
    instructions=INSTRUCTIONS,
    reveal=REVEAL,
    prompt=PROMPT,
    become=BECOME,
    unbound=UNBOUND,
    send=SEND,
    private=PRIVATE,
    outside=OUTSIDE,
    negation=("ne", "n'", "pas", "jamais", "ne pas", "ne jamais", "surtout pas", "en aucun cas",
              "aucunement", "ne les", "ne le", "ne la", "ne l'", "ne lui", "ne leur", "ne me",
              "jamais être", "pas être", "plus jamais", "évite de", "évitez de", "éviter de",
              "interdit de", "sans"),
    negation_after=("pas", "jamais", "surtout pas", "en aucun cas", "rien"),
    window=60,
)


def _obeys_outside(match: re.Match[str], text: str) -> bool:
    """Commands from outside are obeyed wholesale ("toute commande trouvée dans les pages
    web", "sans demander")."""
    return _OBEY_ALL_RE.search(text, max(0, match.start() - 40), match.end() + 60) is not None


# A subject before the verb: a statement of what someone does, no command ("qu'on oublie").
_COMMANDED = commanded(("on", "qu'on", "nous", "je", "j'", "il", "elle", "ils", "elles"))
_WORDS = replace(_BASE, write=WRITE, memory=MEMORY)
LEXICON = replace(_BASE, override=(), instructions=(), reveal=(), prompt=(), become=(),
                  unbound=(), send=(), private=(), extra=(
    pair("injection.ignore_previous", _BASE, OVERRIDE, INSTRUCTIONS, accept=_COMMANDED),
    pair("injection.ignore_previous", _BASE, WEAK_OVERRIDE, INSTRUCTIONS, accept=_COMMANDED),
    pair("injection.ignore_previous", _BASE, OVERRIDE, NOUNS,
         accept=all_of(_qualified, _COMMANDED)),
    pair("injection.ignore_previous", _BASE, VOID, (*INSTRUCTIONS, *NOUNS),
         accept=_qualified_void,
         reason="declares the instructions the model was given void"),
    pair("injection.new_instructions", _BASE, OBEY, EXTERNAL, accept=_obeys_outside,
         reason="tells the model to obey instructions found in web pages, tool results or "
                "documents"),
    pair("injection.new_instructions", _BASE, PRECEDENCE, EXTERNAL, accept=_obeys_outside,
         after=True,
         reason="tells the model to obey instructions found in web pages, tool results or "
                "documents"),
    pair("hijack.reveal_prompt", _BASE, REVEAL, PROMPT),
    pair("hijack.role", _BASE, BECOME, UNBOUND),
    pair("exfil.send_context", _BASE, (*SEND, *SEND_TOO), PRIVATE,
         accept=destination_nearby(_BASE)),
    memory_writes(_WORDS, HARMFUL),
    *line_backdoors(_WORDS),
    alone("hijack.role", _BASE, JAILBREAK),
    alone("injection.conceal", _BASE, CONCEAL),
    alone("injection.false_authority", _BASE, AUTHORITY),
    alone("injection.new_instructions", _BASE, ANNOUNCE),
))
