"""The LLM's reading of a chat message: what it asks for (``MessageReading``), by structured output.

The chat's rules (``nodes.chat.intent``) read the same kinds; with the LLM policy the model reads first and
the rules are the fallback (the chat catches the errors raised here). A message the model calls a request or
an edit still goes to the extractor and the rules' parser, which decide its fields.
"""

from __future__ import annotations

from typing import Any, cast

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import ValidationError

from himap_travel.planning.policies.errors import ModelRequestRejected
from himap_travel.planning.policies.llm.errors import server_errors
from himap_travel.planning.policies.llm.prompts import CLASSIFIER
from himap_travel.planning.policies.llm.settings import LLMSettings
from himap_travel.state.chat_state import MessageReading


class LLMClassifier:
    def __init__(self, model: BaseChatModel, settings: LLMSettings) -> None:
        self.model = model.with_structured_output(MessageReading, method="json_schema", include_raw=True)
        self.settings = settings

    def read_message(self, message: str, has_plan: bool) -> MessageReading:
        """The message's kind; ``ModelServerError`` when the server fails, ``ModelRequestRejected`` for an unreadable answer."""
        context = "There is a current plan." if has_plan else "There is no trip yet."
        messages = [SystemMessage(CLASSIFIER), HumanMessage(f"{context}\nThe message: {message}")]
        try:
            with server_errors(self.settings.base_url):
                answer = self.model.invoke(messages)
        except ValidationError as error:
            raise ModelRequestRejected(f"the model's reading of the message is not valid: {str(error)[:300]}") from error
        answer = cast(dict[str, Any], answer)  # include_raw=True: the parsed reading with the raw reply, as a dict
        if answer.get("parsed") is None:
            raise ModelRequestRejected(f"the model's reading of the message is not valid: {str(answer.get('parsing_error'))[:300]}")
        reading: MessageReading = answer["parsed"]
        return reading
