"""The reference chat agent: a tool loop over a Session and an interactive REPL."""

from keepmind.agent.loop import Agent, TurnResult

__all__ = ["Agent", "TurnResult"]
