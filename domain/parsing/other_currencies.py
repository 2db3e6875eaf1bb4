"""Money in another currency than the dollar ("3000 euros", "£2,000", "CAD 2000", "C$2,000", "1400 BTC", "Rs 50,000"):
the sandbox's prices are US dollars, so a budget so given is refused naming its currency (``money.read_budget``).

Its own module: the patterns of every currency sign, code and name are one table, apart from reading dollars.
"""

from __future__ import annotations

import re
import unicodedata

from himap_travel.domain.text.lazy_regex import lazy_compile

# Currency codes: the common ones in any case ("eur 900"), the rest only in capitals ("TRY", "PEN" are words too).
_CODES = (r"EUR|GBP|JPY|CAD|AUD|CHF|INR|MXN|CNY|RMB|NZD|HKD|SGD|(?-i:KRW|BRL|ZAR|SEK|NOK|DKK|PLN|RUB|TRY|THB|IDR|MYR"
          r"|PHP|VND|ILS|AED|SAR|EGP|NGN|KES|ARS|CLP|COP|PEN|TWD|CZK|HUF|ISK|BTC|XBT|ETH|USDT)")
_NAMES = (r"euros?|pounds?(?:\s+sterling)?|quid|yen|rupees?|pesos?|yuan|renminbi|francs?|won|reais|rand|kron(?:a|or|e|er)"
          r"|zlot(?:y|ys|ies)|r(?:o)?ubles?|liras?|lire|baht|ringgits?|dong|shekels?|dirhams?|riyals?|dinars?|bitcoins?"
          r"|satoshis?|cents?")
# Every currency sign but the dollar's (Unicode category Sc: "€", "£", "₩", "₿" ...), found once at import.
_SIGNS = "".join(sorted({chr(c) for c in range(0x20, 0x10000) if unicodedata.category(chr(c)) == "Sc"} - {"$"}))
_SIGN_CLASS = "[" + re.escape(_SIGNS) + "]"
# "C$", "A$", "R$", "MX$", "NT$": a dollar sign with letters glued before it other than "US".
_OTHER_DOLLAR = r"(?-i:\b(?!US\$)[A-Z]{1,3}\$)"
# A national adjective before or after "dollars" ("Canadian dollars", "dollars Canadian"), other than American.
_NATION = r"(?-i:(?!(?:US|U\.S\.|American|United)\b)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)"
_DEMONYMS = r"canadian|australian|new\s+zealand|hong\s+kong|singapore|taiwan(?:ese)?|jamaican|bahamian|fijian|namibian|liberian"
# The rupee's abbreviation before its amount ("Rs 50,000", "Rs. 40000")
_RUPEES = r"\bRs\.?(?=\s*\d)"
CURRENCY = lazy_compile(
    rf"(?:({_SIGN_CLASS}|\b(?:{_CODES})\b|{_OTHER_DOLLAR}|{_RUPEES})\s*\d[\d,.]*"
    rf"|(?<![\d.,])\d(?:[\d,.']*+(?<=\d))?\s*(?:k\b|thousand\b)?\s*(?:{_NATION}\s+)?({_SIGN_CLASS}|\b(?:{_CODES})\b"
    rf"|\b(?:{_NAMES})\b(?!')|\bdollars?\s+(?:{_DEMONYMS})\b|\bdollars?\s*\(\s*(?:{_CODES})\s*\)"
    rf"|\b(?:{_DEMONYMS})\s+dollars?\b))",
    re.IGNORECASE,
)
CURRENCY_NAMES = {"€": "euros", "£": "pounds", "¥": "yen", "₹": "rupees"}

# A currency taken back for dollars as it is said ("700 quid.. i mean dollars", "20 euros, sorry, dollars", "twenty
# pounds, er, bucks"): the amount is in dollars, so the other currency's word gives way to the dollars said after it
# (``parsing.text.normalize``), never a refusal of the amount
_TAKEN_BACK_FOR_DOLLARS = lazy_compile(
    rf"\b(?:{_NAMES}|{_CODES})\b[\s.,;:!-]{{0,6}}"
    r"(?:(?:i\s+mean[t]?|er+m?|um+|sorry|oops|wait|make\s+(?:it|that)|actually)[\s.,;:!-]{1,6}){1,2}"
    r"(?P<dollars>(?:us\s+)?dollars?|bucks|usd)\b",
    re.IGNORECASE,
)


def dollars_said_after(text: str) -> str:
    """The text with each currency taken back for dollars read as the dollars (``_TAKEN_BACK_FOR_DOLLARS``)."""
    return _TAKEN_BACK_FOR_DOLLARS.sub(r"\g<dollars>", text)
