"""``benchmarks/state_size.py --chat``: a chat thread's checkpoints measured per turn and by channel (issue 43)."""

from __future__ import annotations

from tests.support.benchmark_scripts import load_benchmark


def test_a_chat_turn_is_measured_by_its_checkpoints_and_channels(tmp_path):
    state_size = load_benchmark("state_size")
    database = tmp_path / "chat.sqlite"
    [turn] = state_size.chat_thread(database, ("thanks!",))  # small talk: answered, nothing planned
    figures = state_size.measure(database)
    assert turn["turn"] == 1 and turn["checkpoints"] == figures["checkpoints"] >= 2 and not turn["asked"]
    assert turn["checkpoint_bytes"] == figures["checkpoint_bytes_written"] > turn["last_checkpoint_bytes"] > 0
    by_channel = figures["checkpoint_bytes_by_channel"]
    assert by_channel["messages"] == max(by_channel.values())  # the conversation is the heaviest channel
    assert set(figures["last_checkpoint_by_channel"]) <= set(by_channel)
