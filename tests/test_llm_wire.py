"""The chat-completions wire format: encoding requests, strict decoding of replies."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from keepmind.errors import LLMError
from keepmind.llm.wire import (
    ChatMessage,
    ChatResponse,
    TokenUsage,
    ToolCall,
    decode_message,
    decode_response,
    decode_response_body,
    describe_error,
    encode_message,
    encode_request,
)


def completion(message: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {"id": "c1", "model": "m", "choices": [
        {"index": 0, "message": message, "finish_reason": "stop"}], **extra}


def test_a_message_with_tool_calls_survives_encoding_and_decoding() -> None:
    message = ChatMessage.assistant(None, [ToolCall.of("call_1", "memory", {"action": "add"}),
                                           ToolCall("call_2", "skills_list", "{}")])
    assert decode_message(encode_message(message)) == message
    tool_result = ChatMessage.tool("call_1", '{"done": true}')
    assert decode_message(encode_message(tool_result)) == tool_result


def test_the_request_body_carries_model_messages_tools_and_params() -> None:
    tools = [{"type": "function", "function": {"name": "f", "parameters": {}}}]
    body = encode_request("m", [ChatMessage.system("s"), {"role": "user", "content": "hi"}],
                          tools, {"temperature": 0.1})
    assert body == {"model": "m", "messages": [{"role": "system", "content": "s"},
                                               {"role": "user", "content": "hi"}],
                    "tools": tools, "temperature": 0.1}


@pytest.mark.parametrize("key", ["model", "messages", "tools", "stream"])
def test_params_cannot_override_the_request_shape(key: str) -> None:
    with pytest.raises(ValueError, match=key):
        encode_request("m", [ChatMessage.user("hi")], None, {key: 1})


def test_an_empty_conversation_is_refused() -> None:
    with pytest.raises(ValueError, match="at least one message"):
        encode_request("m", [])


def test_a_reply_decodes_to_text_usage_and_finish_reason() -> None:
    usage = {"prompt_tokens": 10, "completion_tokens": 2, "total_tokens": 12}
    response = decode_response(completion({"role": "assistant", "content": "hi"}, usage=usage))
    assert response == ChatResponse(ChatMessage.assistant("hi"), "stop",
                                    TokenUsage(10, 2, 12), "m", "c1")
    assert response.content == "hi" and response.tool_calls == ()


def test_a_tool_call_without_id_gets_one_and_object_arguments_become_json() -> None:
    reply = completion({"role": "assistant", "content": None, "tool_calls": [
        {"type": "function", "function": {"name": "memory", "arguments": {"action": "add"}}}]})
    (call,) = decode_response(reply).tool_calls
    assert call.id == "call_0"
    assert call.parsed_arguments() == {"action": "add"}


def test_text_parts_are_joined() -> None:
    reply = completion({"role": "assistant", "content": [
        {"type": "text", "text": "a"}, {"type": "text", "text": "b"}]})
    assert decode_response(reply).content == "ab"


@pytest.mark.parametrize(("payload", "complaint"), [
    ([], "expected a JSON object"),
    ({"id": "x"}, "no choices"),
    ({"choices": []}, "no choices"),
    ({"choices": ["x"]}, r"choices\[0\] is not an object"),
    ({"choices": [{"finish_reason": "stop"}]}, "has no message"),
    (completion({"role": "user", "content": "x"}), "not 'assistant'"),
    (completion({"content": 5}), "neither text"),
    (completion({"content": None, "tool_calls": {"a": 1}}), "tool_calls is not a list"),
    (completion({"content": None, "tool_calls": [{"function": {"arguments": "{}"}}]}),
     "name is missing"),
    (completion({"content": None, "tool_calls": [{"function": {"name": "f", "arguments": 3}}]}),
     "neither a string nor an object"),
    (completion({"content": None, "tool_calls": [{"type": "web", "function": {"name": "f"}}]}),
     "expected 'function'"),
    (completion({"content": "x"}, usage={"prompt_tokens": "many"}), "usage.prompt_tokens"),
    ({"error": {"message": "model overloaded", "type": "server_error"}},
     "model overloaded \\(server_error\\)"),
])
def test_malformed_replies_raise_llm_error_saying_what_is_wrong(payload: Any,
                                                                complaint: str) -> None:
    with pytest.raises(LLMError, match=complaint):
        decode_response(payload)


def test_a_body_that_is_not_json_is_quoted_in_the_error() -> None:
    with pytest.raises(LLMError, match="not JSON: <html>oops"):
        decode_response_body(b"<html>oops</html>")


def test_arguments_that_are_not_a_json_object_raise_llm_error() -> None:
    with pytest.raises(LLMError, match="not JSON"):
        ToolCall("c", "f", "{broken").parsed_arguments()
    with pytest.raises(LLMError, match="not a JSON object"):
        ToolCall("c", "f", "[1]").parsed_arguments()
    assert ToolCall("c", "f", "").parsed_arguments() == {}


def test_error_bodies_are_described_in_one_line() -> None:
    assert describe_error(b'{"error": {"message": "bad key", "code": "401"}}') == "bad key (401)"
    assert describe_error(b'{"detail": "Not Found"}') == "Not Found"
    assert describe_error(b"gateway\n  timeout") == "gateway timeout"
    assert describe_error(b"") == "(empty body)"
    assert describe_error("x" * 500).endswith("…")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.sampled_from(["choices", "message", "role", "content", "tool_calls",
                                       "function", "name", "arguments", "id", "usage",
                                       "error", "type", "finish_reason", "text"]),
                      inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_decoding_any_json_gives_a_response_or_llm_error_only(payload: Any) -> None:
    try:
        response = decode_response(payload)
    except LLMError:
        return
    assert isinstance(response, ChatResponse)
    json.dumps(encode_message(response.message))


def test_a_request_sends_an_assistant_message_without_content_as_empty_text() -> None:
    call = ToolCall("c1", "memory", "{}")
    body = encode_request("m", [ChatMessage.user("hi"), ChatMessage.assistant(None, [call]),
                                {"role": "assistant", "content": None, "tool_calls": []}])
    assert [m["content"] for m in body["messages"]] == ["hi", "", ""]
