"""A free loopback port for the tests that start real servers."""

from __future__ import annotations

import socket


def free_port() -> int:
    """A TCP port on loopback that is free right now (the OS picks it)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])
