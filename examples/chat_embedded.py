"""Embed the chat graph: a conversation that plans a trip, then edits it (a thread is a conversation).

    .venv/bin/python examples/chat_embedded.py
"""

from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph

chat = build_chat_graph(InMemorySaver())  # any LangGraph checkpointer: SQLite or PostgreSQL for real use (docs/chat.md)
thread = {"configurable": {"thread_id": "example"}}
for message in ("3 days from Washington to Myrtle Beach, March 13-15 2022, 2 people, $1,400",
                "Make it $1,200 and find a place that allows pets"):
    reply = chat.invoke({"messages": [("user", message)]}, thread)["messages"][-1].content
    print(f"> {message}\n{reply}\n")
