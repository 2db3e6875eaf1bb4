"""An amount of money as a traveller reads it: "$1,962.00" ("$1,400" without cents), one way everywhere.

The chat's replies (``nodes.chat.markdown``) and the repair's proofs they quote ("the cheapest way to re-plan them
costs $1,962.00", "day 1 is lived (it cost $1,725.00 ...)") write amounts with this, so a reply never shows one
amount with a dollar sign and the next without.
"""

from __future__ import annotations


def money(amount: float, cents: bool = True) -> str:
    """``amount`` in US dollars: "$1,962.00", or "$1,962" with ``cents=False`` (a budget as the user gave it)."""
    return f"${amount:,.2f}" if cents else f"${amount:,.0f}"
