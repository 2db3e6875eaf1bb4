"""What a chat turn's input is and where its text is: the check that a turn holds one user message with text and
nothing else (run before the turn, ``graphs.guard.checked_input``), and the text of a message as Agent Chat UI sends
it (content as a list of parts). Its own module because it guards the graph's input, apart from how a message is
read (``understand``), and other nodes read a message's text too.
"""

from __future__ import annotations

from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage, convert_to_messages
from pydantic import ValidationError

from himap_travel.domain.parsing.query import MAX_QUERY_CHARS
from himap_travel.nodes.extract import GraphInputError, input_object, validation_problems


def message_text(message: AnyMessage | str) -> str:
    """A message's text (Agent Chat UI sends content as a list of parts)."""
    content = message if isinstance(message, str) else message.content
    if isinstance(content, list):
        return " ".join(part.get("text", "") if isinstance(part, dict) else str(part) for part in content).strip()
    return str(content).strip()


def last_human_text(messages: list[AnyMessage] | None) -> str:
    for message in reversed(messages or []):
        if isinstance(message, HumanMessage):
            return message_text(message)
    return ""


def last_reply_text(messages: list[AnyMessage] | None) -> str:
    """The chat's last reply in ``messages`` (what a message answering it is read against), markdown's "\\$" undone."""
    for message in reversed(messages or []):
        if isinstance(message, AIMessage):
            return message_text(message).replace("\\$", "$")
    return ""


_MESSAGE_KEYS = frozenset().union(*(cls.model_fields for cls in (HumanMessage, AIMessage, SystemMessage, ToolMessage)), {"role"})


_SEND = 'send {"messages": [{"role": "user", "content": "..."}]}'


def check_chat_input(raw: object, held: object = None) -> object:
    """A chat turn's input: ``{"messages": ...}`` and nothing else, holding exactly one user message with text.

    Checked before the turn runs (``graphs.guard.checked_input``): a misspelt key would otherwise be
    dropped and the turn answered as if nothing was said, a message of another shape fail deep inside, a turn
    with no user text re-read the thread's previous message, and of two user messages only the last be read
    (the first silently ignored). ``held`` is what the thread holds: the turn may not write into its conversation
    anything but the user's own message (``_check_user_only``).
    """
    checked = input_object(raw, ("messages",), "the chat's input ({\"messages\": [...]})")
    messages = checked.get("messages")
    if messages is None:
        raise GraphInputError(f"no message given: {_SEND}")
    given = messages if isinstance(messages, list) else [messages]
    for message in given:
        _check_message_keys(message)
    try:
        converted = convert_to_messages(given)
    except ValidationError as error:  # its first line names only the model: the fields are in its errors
        raise GraphInputError(f"messages: {str(error).splitlines()[0]}: {validation_problems(error)[:500]}") from None
    except (ValueError, TypeError, NotImplementedError) as error:
        raise GraphInputError(f"messages: {str(error).splitlines()[0]}") from None
    _check_one_user_text([m for m in converted if isinstance(m, HumanMessage)])
    _check_user_only(converted, held)
    return raw


def _check_user_only(converted: list[BaseMessage], held: object) -> None:
    """The turn adds the user's message and nothing else to the conversation.

    ``messages`` is an ``add_messages`` channel: an assistant, system or tool message in the input would be
    written into the thread as if the chat had said it (a forged "your plan is valid" reply, a system prompt
    the LLM policy would read, no length limit), and a message carrying the id of one the thread holds would
    replace that message (rewrite an earlier reply or question). Both are refused.
    """
    others = sorted({m.type for m in converted if not isinstance(m, HumanMessage)})
    if others:
        raise GraphInputError(f"messages: only the user's message is taken (got {', '.join(others)} message(s) too); "
                              f"the thread writes the chat's own replies: {_SEND}")
    held_ids = {getattr(m, "id", None) for m in ((held or {}).get("messages") or [])} if isinstance(held, dict) else set()
    reused = sorted(str(m.id) for m in converted if m.id is not None and m.id in held_ids)
    if reused:
        raise GraphInputError(f"messages: id(s) {', '.join(reused)} name a message the thread already holds "
                              "(it would be replaced); leave 'id' out or give a new one")


_USER_KEYS = frozenset(HumanMessage.model_fields) | {"role"}
_USER_ROLES = frozenset({"user", "human"})


def _check_message_keys(message: object) -> None:
    """A message given as a dict names only a message's fields (a misspelt one would be dropped or kept unread); a
    user's message only a user message's (``tool_calls`` on it would be dropped without a word)."""
    if isinstance(message, dict):
        user = message.get("role", message.get("type")) in _USER_ROLES
        unknown = sorted(map(str, set(message) - (_USER_KEYS if user else _MESSAGE_KEYS)))
        if unknown:
            raise GraphInputError(f"messages: unknown message key(s) {', '.join(unknown)}; allowed: {', '.join(sorted(_MESSAGE_KEYS))}")


def _parts(message: HumanMessage) -> list[object]:
    """The message's content parts (none when its content is one string)."""
    return list(message.content) if isinstance(message.content, list) else []


def _check_one_user_text(humans: list[HumanMessage]) -> None:
    if not humans:
        raise GraphInputError(f"messages: no user message in this turn (only the user's messages are read): {_SEND}")
    if len(humans) > 1:
        raise GraphInputError(f"messages: {len(humans)} user messages in one turn; a turn reads one: send them one turn at a time "
                              "(the thread keeps the conversation)")
    untexted = [part for part in _parts(humans[0]) if isinstance(part, dict) and part.get("type") == "text"
                and not isinstance(part.get("text", ""), str)]
    if untexted:  # {"type": "text", "text": {...}}: no text to read (it failed deep inside as a TypeError)
        raise GraphInputError(f"messages: a text part's 'text' must be a string, got {type(untexted[0]['text']).__name__}: "
                              f"{_SEND}")
    unread = sorted({str(part.get("type")) for part in _parts(humans[0]) if isinstance(part, dict) and part.get("type") != "text"})
    text = message_text(humans[0])
    if not text:  # the parts that were sent are named: they are why nothing could be read
        held = f" (the chat reads text only; it holds part(s) of type {', '.join(unread)})" if unread else ""
        raise GraphInputError(f"messages: the user message has no text{held}: {_SEND}")
    if unread:  # an image or a file would be dropped unread, and the trip planned as if it had not been sent
        raise GraphInputError(f"messages: the chat reads text only; the user message holds part(s) of type "
                              f"{', '.join(unread)}: {_SEND}")
    if len(text) > MAX_QUERY_CHARS:
        raise GraphInputError(f"messages: the user message is {len(text):,} characters long; at most {MAX_QUERY_CHARS:,}")
