"""Whether a message is written in English: a cheap stop-word count, no model, no network.

The chat reads English only (the trip parser's rules are English). A Spanish, German, French, Italian, Dutch or
Portuguese (or Polish) message used to be read as whatever English it seemed to hold ("several city destinations" for "de
Paris à Nice"); now it is answered plainly that the chat reads English. A message is taken as another language
when its words include at least two of that language's common function words and more of them than English
ones, or when it is written mostly in a script English is not (Chinese, Japanese, Russian, ...); a city name, a number
or a short English message never trips it.
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile

_ENGLISH = frozenset("""the a an and or to from for of in on at with we i my our us you is are be want would like please
trip days day people budget plan can could it this that me go travel as so if make how what much possible
per person head each night total cost do does did when where who why which will""".split())
# ("per person?" is English, never Italian for its "per"; "when do we do santa monica pier" never Portuguese for its "do")
_OTHERS = {
    "Spanish": frozenset("""el la los las de del y para con por un una quiero queremos viaje viajar días personas presupuesto
        en desde hasta mi nuestro nosotros somos por favor planear gustaría cuánto cuanto cuesta cuestan día qué dónde cómo es
        más barato mejor cancelar gracias también pero hay vuelo vuelos noche noches semana dos tres cuatro cinco seis siete
        necesito puedes podemos puede hacer ir vamos cuándo cuando dónde donde está estamos comida caro cara barata temprano
        tarde demasiado muy nos somos soy tengo tenemos hijos niños perro mascota""".split()),
    "German": frozenset("""der die das und für mit von nach ich wir möchte möchten eine einen ein reise tage personen budget
        bitte uns unser ist sind im am zu wie viel viele kostet kosten insgesamt kannst können du machen rückgängig billiger
        besser auch aber nicht noch gibt es einem früher früheren später flug flüge nacht nächte zwei drei vier fünf sechs
        sieben tage woche brauche brauchen wollen wann wo teuer billig günstig kinder hund essen fliegen fahren sind
        haben""".split()),
    "French": frozenset("""le la les de du des et pour avec un une je nous voudrais voyage jours personnes budget
        à au aux en vers mon notre pour s'il vous plaît aller combien coûte trop cher moins meilleur aussi mais pas c'est
        vol vols nuit nuits semaine deux trois quatre cinq huit veux voulons peux pouvez pouvons est où quand sommes
        suis avons chien enfants manger tôt tard chère hôtel très bien partons allons il y""".split()),
    "Italian": frozenset("""il lo la gli le di da e per con un una vorrei vogliamo viaggio giorni persone budget
        a al noi nostro andare più favore economico quanto costa costano meno migliore anche qual quale è vorremmo voglio
        dal dalla del della alla siamo sono marzo dollari notte notti viaggiare andiamo possiamo potremmo partire
        partenza ritorno giorno dopo prima volo voli albergo""".split()),
    "Dutch": frozenset("""het een en van naar voor met ik wij willen wil graag reis reizen dagen personen maart hoeveel
        kost kosten zijn ons onze niet ook maar alstublieft alsjeblieft bedankt goedkoper beter annuleren waar wanneer""".split()),
    # (no word English or a message's shorthand also writes: "w/", "a lot", "hotel")
    "Polish": frozenset("""dla chcemy chcę chciałbym chcielibyśmy pojechać jechać polecieć podróż wycieczka
        dni dzień dobry osoby osób osoba budżet marca marzec dolarów dolary proszę ile kosztuje taniej tanio lepiej
        noc nocy loty dwie dwa trzy cztery jedzenie nie ale też jest są nasz nasza nam nas jedziemy""".split()),
    "Portuguese": frozenset("""o a os as de do da e para com um uma quero queremos viagem dias pessoas orçamento
        em nós nosso ir quanto custa mais barato melhor obrigado também não podemos cancelar onde vamos ficar fica quando
        voo voos noite noites""".split()),
}
# (letters glued to a number are its unit, no language's word: "7am", "9am" are never German "am")
_WORD = lazy_compile(r"(?<!\d)[^\W\d_]+(?:'[^\W\d_]+)?")


def _inside_name(text: str, match: re.Match[str]) -> bool:
    """A capitalised word within a sentence is a name's ("Los Angeles", "Las Vegas", "San Diego"), not a function word;
    so is one that opens a message or sentence when a capitalised word follows it ("Las Vegas" said alone)."""
    if not match.group(0)[0].isupper():
        return False
    opens = not text[:match.start()].strip() or bool(re.search(r"[.!?¿¡]\s*$", text[:match.start()]))
    return not opens or bool(re.match(r"\s+[A-Z]", text[match.end():]))


# Scripts no English message is written in, with the language they most likely are ("我想去纽约" is no English);
# a message mostly in one of them is answered that the chat reads English. Checked first, in this order (Japanese
# mixes kana with the Han characters Chinese uses).
_SCRIPTS = (("Japanese", lazy_compile(r"[\u3040-\u30ff]")), ("Korean", lazy_compile(r"[\uac00-\ud7af\u1100-\u11ff]")),
            ("Chinese", lazy_compile(r"[\u4e00-\u9fff]")), ("Russian", lazy_compile(r"[\u0400-\u04ff]")),
            ("Arabic", lazy_compile(r"[\u0600-\u06ff]")), ("Hebrew", lazy_compile(r"[\u0590-\u05ff]")),
            ("Greek", lazy_compile(r"[\u0370-\u03ff]")), ("Hindi", lazy_compile(r"[\u0900-\u097f]")),
            ("Thai", lazy_compile(r"[\u0e00-\u0e7f]")))


def _by_script(text: str) -> str | None:
    """The language of a message written mostly (a third of its letters or more) in a script English is not written in."""
    letters = [c for c in text if c.isalpha()]
    for language, script in _SCRIPTS:
        if letters and len(script.findall(text)) * 3 >= len(letters):
            return language
    return None


def foreign_language(text: str) -> str | None:
    """The language ``text`` is written in when it is not English (by its script, else its function words), else None."""
    by_script = _by_script(text)
    if by_script is not None:
        return by_script
    words = [m.group(0).lower() for m in _WORD.finditer(text) if not _inside_name(text, m)]
    english = sum(w in _ENGLISH for w in words)
    best, count, long = None, 0, 0
    for language, vocabulary in _OTHERS.items():
        found = [w for w in words if w in vocabulary and w not in _ENGLISH]
        if len(found) > count:
            best, count, long = language, len(found), sum(len(w) > 2 for w in found)
    # two of its words or more and more than English ones; or, in a short message with no English word, half its words,
    # none of them a word of one or two letters ("demasiado caro", "zu teuer"; "y tho" is English slang)
    short = len(words) <= 4 and not english and long == count and 2 * count >= len(words)
    return best if (count >= 2 and count > english) or (count >= 1 and short) else None


def unread_answer(language: str) -> str:
    """Why an answer typed into a question's card was not used, when it is in another language: said before the
    question again, which keeps what is understood so far ("So far: from Boston, 2 people. ...")."""
    return f"I read English only, and your answer looks like {language}, so I couldn't use it: please answer in English"
