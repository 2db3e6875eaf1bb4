"""Disruptions said in the chat and repaired through the whole chat graph (issue 39): two in one message are both
repaired, in the order said, as one turn; a restaurant full on a day is unavailable on that date only, so the repaired
plan never books it that day but the world keeps it on the others."""

from __future__ import annotations

import itertools

from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph

_threads = itertools.count()


def _say(app, config, text):
    return app.invoke({"messages": [{"role": "user", "content": text}]}, config)


def _planned(validation_queries):
    app = build_chat_graph(InMemorySaver(), objective="cheapest")
    config = {"configurable": {"thread_id": f"said-{next(_threads)}"}}
    return app, config, _say(app, config, validation_queries[50].spec.query)  # 5 days, flights on days 1, 3, 5


def test_two_disruptions_in_one_message_are_both_repaired(validation_queries):
    app, config, first = _planned(validation_queries)
    flight = first["plan"][0]["transportation"].split(",")[0].removeprefix("Flight Number: ")
    stay = first["plan"][2]["accommodation"]
    spent = app.get_state(config).values["spent"]
    out = _say(app, config, "Our day 1 flight is cancelled and the hotel for night 3 is fully booked")
    state = app.get_state(config).values
    removed = [c["element"]["name"] for c in state["world"] if c["removed"]]
    assert removed == [flight, stay.rsplit(",", 1)[0].strip()]  # both, in the order said
    assert out["verdict"]["status"] == "valid" and flight not in out["plan"][0]["transportation"]
    assert stay not in (out["plan"][2]["accommodation"], out["plan"][3]["accommodation"])
    said = out["messages"][-1].content
    assert f"flight {flight} (day 1) is unavailable" in said and "is unavailable" in said.split(flight, 1)[1]
    assert {1, 3} <= set(state["changed_days"]) and not state.get("disruptions_too")  # a hand-off: the reply clears it
    assert state["cost_before"] == spent  # the reply's "was" is the total before both


def test_a_restaurant_full_on_a_day_is_unavailable_on_that_date_only(validation_queries):
    app, config, first = _planned(validation_queries)
    day, meal = next((n, m) for n, d in enumerate(first["plan"], 1) for m in ("dinner", "lunch", "breakfast")
                     if str(d.get(m) or "-").strip() != "-")
    restaurant = first["plan"][day - 1][meal]
    _say(app, config, f"{restaurant.rsplit(',', 1)[0]} is full on day {day}")
    state = app.get_state(config).values
    change = state["world"][-1]
    assert change["removed"] and change["element"]["name"] == restaurant.rsplit(",", 1)[0].strip()
    assert change["dates"] == [first["trip"]["date"][day - 1]]  # that date only, never every date
    assert state["plan"][day - 1][meal] != restaurant


def test_an_answer_picking_one_of_the_flights_asked_about_is_that_flight_never_a_date_or_an_undo(validation_queries):
    """After "Which day's flight was cancelled?" (flights on days 1, 3 and 5): "2nd one" is day 3's flight (it moved
    the trip to the 2nd), "the last one" day 5's (it was read as an undo), and "the purple one", which picks none, asks
    again and changes nothing."""
    for answer, day in (("2nd one", 3), ("the last one", 5), ("the purple one", None)):
        app, config, first = _planned(validation_queries)
        _say(app, config, "our flight got cancelled")
        out = _say(app, config, answer)
        state = app.get_state(config).values
        assert state["trip"]["date"] == first["trip"]["date"], answer
        removed = [c["element"]["name"] for c in state.get("world") or [] if c["removed"]]
        if day is None:
            assert removed == [] and state["plan"] == first["plan"], answer
            assert out["messages"][-1].content.startswith('I couldn\'t tell which one "the purple one" means')
        else:
            flight = first["plan"][day - 1]["transportation"].split(",")[0].removeprefix("Flight Number: ")
            assert removed == [flight], answer


def test_an_answer_naming_a_restaurant_in_part_is_that_one_closed_never_a_rule_to_eat_there(validation_queries):
    """After "Which restaurant is closed?", the first word of one of the listed names (lower case, "sr" for Sr. Sol 1)
    is that restaurant closed; it was read as a wish to eat there ("Your rules: eat at ...")."""
    app, config, first = _planned(validation_queries)
    names = [str(day[meal]).rsplit(",", 1)[0] for day in first["plan"] for meal in ("breakfast", "lunch", "dinner")
             if str(day.get(meal) or "-").strip() != "-"]
    name = next(n for n in names if len(n.split()) > 1 and len(n.split()[0]) >= 5
                and sum(o.lower().startswith(n.split()[0].lower()) for o in names) == 1)
    _say(app, config, "the restaurant is closed")
    out = _say(app, config, name.split()[0].lower())
    state = app.get_state(config).values
    assert [c["element"]["name"] for c in state.get("world") or [] if c["removed"]] == [name]
    assert not (state["trip"].get("local_constraint") or {}).get("eat at"), out["messages"][-1].content[:300]


def test_a_stays_new_price_reported_is_repaired_around_and_the_budget_is_untouched(validation_queries):
    """"the hotel raised its price to $400 a night" set the budget to $800 (read as a nightly budget); it is the stay's
    new price in the thread's world, the budget stays, and the reply names the change."""
    app, config, first = _planned(validation_queries)
    stay = first["plan"][0]["accommodation"].rsplit(",", 1)[0].strip()
    out = _say(app, config, "the hotel on night 1 just raised its price to $400 a night")
    state = app.get_state(config).values
    assert state["trip"]["budget"] == first["trip"]["budget"]
    assert [(c["element"]["name"], c["price"]) for c in state.get("world") or []] == [(stay, 400.0)]
    assert "changes price" in out["messages"][-1].content and "to 400.00" in out["messages"][-1].content
