"""A party said in a few words of Spanish, French or German in a request written in English ("con mi esposa", "dos
personas", "avec ma femme", "mit meiner Freundin"): written in English (``in_english``) before the party is read, and
only in the shapes that say a party, so that "50 mi" or "Mann" alone stay what they are.
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile

# A few words of Spanish, French and German a request in English may say its party in ("con mi esposa", "dos
# personas", "avec ma femme", "mit meiner Freundin", "yo y mis 2 amigos", "mi familia de 4"): read as their English
# words, and only in the shapes that say a party (a possessive before a relation, a number before a noun of people),
# so that "50 mi" or "Mann" alone stay what they are.
_FOREIGN_RELATIONS = {
    "esposa": "wife", "esposo": "husband", "marido": "husband", "mujer": "wife", "novia": "girlfriend", "novio": "boyfriend",
    "hijo": "son", "hija": "daughter", "hijos": "kids", "hijas": "daughters", "niños": "kids", "ninos": "kids",
    "amigo": "friend", "amiga": "friend", "amigos": "friends", "amigas": "friends", "madre": "mother", "padre": "father",
    "padres": "parents", "abuela": "grandma", "abuelo": "grandpa", "abuelos": "grandparents", "hermano": "brother",
    "hermana": "sister", "hermanos": "siblings", "femme": "wife", "mari": "husband", "copine": "girlfriend",
    "copain": "boyfriend", "enfants": "kids", "enfant": "child", "ami": "friend", "amie": "friend", "amis": "friends",
    "amies": "friends", "fils": "son", "fille": "daughter", "filles": "daughters", "mère": "mother", "père": "father",
    "frère": "brother", "sœur": "sister", "frau": "wife", "mann": "husband", "freundin": "girlfriend", "freund": "boyfriend",
    "kinder": "kids", "kindern": "kids", "freunde": "friends", "freunden": "friends", "sohn": "son",
    "tochter": "daughter", "mutter": "mother", "vater": "father", "eltern": "parents", "bruder": "brother",
    "schwester": "sister",
}
_FOREIGN_PEOPLE = {"personas": "people", "personnes": "people", "personen": "people", "adultos": "adults",
                   "adultes": "adults", "erwachsene": "adults"}
# ... of them, those no English word or name is spelt like ("mari", "ami", "fils", "Mann" are not): the party's words
# to the reader of what is left unread
FOREIGN_PARTY_WORDS = ("esposa", "esposo", "marido", "novia", "novio", "hijos", "hijas", "amigos", "amigas", "freundin",
                        "freunde", "kinder", "enfants", "copine", "copain", "personas", "personnes", "personen")
_FOREIGN_NUMBERS = {"uno": "one", "una": "one", "dos": "two", "tres": "three", "cuatro": "four", "cinco": "five",
                    "seis": "six", "deux": "two", "trois": "three", "quatre": "four", "cinq": "five", "zwei": "two",
                    "drei": "three", "vier": "four", "fünf": "five", "sechs": "six"}
_FOREIGN_MINE = r"(?:mi|mis|ma|mon|mes|meine|meiner|meinem|meinen|nuestra|nuestro|nuestras|nuestros|notre|nos|unsere|unserer|unserem)"
_FOREIGN_OURS = ("nuestra", "nuestro", "nuestras", "nuestros", "notre", "nos", "unsere", "unserer", "unserem")
_FOREIGN_PARTY = lazy_compile(
    rf"\b(?:(?P<with>con|avec|mit)\s+)?(?P<mine>{_FOREIGN_MINE})\s+(?:(?P<n>\d{{1,2}}|{'|'.join(_FOREIGN_NUMBERS)})\s+)?"
    rf"(?P<relation>{'|'.join(_FOREIGN_RELATIONS)})\b"
    rf"|\b(?P<count>\d{{1,2}}|{'|'.join(_FOREIGN_NUMBERS)})\s+(?P<noun>{'|'.join((*_FOREIGN_PEOPLE, *_FOREIGN_RELATIONS))})\b"
    rf"|\b(?:(?P<fmine>{_FOREIGN_MINE})\s+)?(?:familia|famille|familie)\s+(?:de|von)\s+(?=\d|{'|'.join(_FOREIGN_NUMBERS)})"
    r"|\b(?P<speaker>yo\s+y|moi\s+et|ich\s+und)\b|\b(?P<speaker_last>y\s+yo|et\s+moi|und\s+ich)\b"
    # "dos adultos y dos niños": "and" between two counts
    rf"|\b(?P<also>y|et|und)(?=\s+(?:\d{{1,2}}|{'|'.join(_FOREIGN_NUMBERS)})\s+(?:{'|'.join((*_FOREIGN_PEOPLE, *_FOREIGN_RELATIONS))})\b)",
    re.IGNORECASE,
)


def in_english(text: str) -> str:
    """``text`` with a party said in Spanish, French or German words (``_FOREIGN_PARTY``) written in English."""
    def english(m: re.Match[str]) -> str:
        if m.group("also"):
            return "and"
        if m.group("speaker") or m.group("speaker_last"):
            return "me and" if m.group("speaker") else "and me"
        if m.group("count"):
            noun = m.group("noun").lower()
            number = _FOREIGN_NUMBERS.get(m.group("count").lower(), m.group("count"))
            return f"{number} {_FOREIGN_PEOPLE.get(noun) or _FOREIGN_RELATIONS[noun]}"
        if m.group("relation") is None:  # "mi familia de 4"
            return ("our" if (m.group("fmine") or "").lower() in _FOREIGN_OURS else "my") + " family of "
        mine = "our" if m.group("mine").lower() in _FOREIGN_OURS else "my"
        number = _FOREIGN_NUMBERS.get((m.group("n") or "").lower(), m.group("n"))
        said = " ".join(w for w in ("with" if m.group("with") else "", mine, number or "",
                                    _FOREIGN_RELATIONS[m.group("relation").lower()]) if w)
        return said
    return _FOREIGN_PARTY.sub(english, text)
