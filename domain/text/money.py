"""An amount of money as a traveller reads it, one home for both forms.

``money``: "$1,962.00" ("$1,400" without cents), what the chat's replies (``nodes.chat.markdown``) and the repair's
proofs they quote ("the cheapest way to re-plan them costs $1,962.00") write, so a reply never shows one amount with
a dollar sign and the next without. ``dollars``: "$1,400", "$1,400.50", an amount as a request said it (the
readers' messages, the constraints' descriptions).
"""

from __future__ import annotations


def money(amount: float, cents: bool = True) -> str:
    """``amount`` in US dollars: "$1,962.00", or "$1,962" with ``cents=False`` (a budget as the user gave it)."""
    return f"${amount:,.2f}" if cents else f"${amount:,.0f}"


def dollars(value: float) -> str:
    """An amount as a message shows it: "$1,400", "$1,400.50"."""
    return f"${value:,.2f}".removesuffix(".00")
