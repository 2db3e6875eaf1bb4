"""Whether a message is written in English: a cheap stop-word count, no model, no network.

The chat reads English only (the trip parser's rules are English). A Spanish, German, French, Italian or
Portuguese message used to be read as whatever English it seemed to hold ("several city destinations" for "de
Paris à Nice"); now it is answered plainly that the chat reads English. A message is taken as another language
when its words include at least two of that language's common function words and more of them than English
ones; a city name, a number or a short English message never trips it.
"""

from __future__ import annotations

import re

_ENGLISH = frozenset("""the a an and or to from for of in on at with we i my our us you is are be want would like please
trip days day people budget plan can could it this that me go travel""".split())
_OTHERS = {
    "Spanish": frozenset("""el la los las de del y para con por un una quiero queremos viaje viajar días personas presupuesto
        en desde hasta mi nuestro nosotros somos por favor planear gustaría""".split()),
    "German": frozenset("""der die das und für mit von nach ich wir möchte möchten eine einen ein reise tage personen budget
        bitte uns unser ist sind im am zu""".split()),
    "French": frozenset("""le la les de du des et pour avec un une je nous voudrais voyage jours personnes budget
        à au aux en vers mon notre pour s'il vous plaît aller""".split()),
    "Italian": frozenset("""il lo la gli le di da e per con un una vorrei vogliamo viaggio giorni persone budget
        a al noi nostro andare""".split()),
    "Portuguese": frozenset("""o a os as de do da e para com um uma quero queremos viagem dias pessoas orçamento
        em nós nosso ir""".split()),
}
_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")


def _inside_name(text: str, match: re.Match[str]) -> bool:
    """A capitalised word within a sentence is a name's ("Los Angeles", "Las Vegas", "San Diego"), not a function word."""
    return match.group(0)[0].isupper() and bool(text[:match.start()].strip()) and not re.search(r"[.!?¿¡]\s*$", text[:match.start()])


def foreign_language(text: str) -> str | None:
    """The language ``text`` is written in when it is not English (by its function words), else None."""
    words = [m.group(0).lower() for m in _WORD.finditer(text) if not _inside_name(text, m)]
    english = sum(w in _ENGLISH for w in words)
    best, count = None, 0
    for language, vocabulary in _OTHERS.items():
        hits = sum(w in vocabulary and w not in _ENGLISH for w in words)
        if hits > count:
            best, count = language, hits
    return best if count >= 2 and count > english else None
