"""Word patterns more than one reader of a request needs."""

# Children, as counted travellers ("2 adults and 3 kids": ``domain.parsing.people``) and as a house rule
# ("travelling with kids": ``domain.constraints.house_rule``).
KIDS = r"(?:kids?|children|child|teens?|teenagers?|infants?|toddlers?|bab(?:y|ies)|minors?)"
