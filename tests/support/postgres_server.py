"""A throwaway PostgreSQL server for the tests: Debian's ``postgresql`` package (``.ci/run`` installs it).

``initdb`` makes a cluster in a fresh temporary folder, ``pg_ctl`` starts it
on a free loopback port (no Unix socket outside that folder), and it is
stopped and removed at the end of the test session. PostgreSQL refuses to run
as root: under root (CI, containers) the server runs as the package's
``postgres`` user, which owns only the temporary folder.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest


def _binary(name: str) -> str | None:
    found = shutil.which(name) or sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))[-1:]
    return found if isinstance(found, str) else (found[0] if found else None)


def _as_server_user() -> tuple[list[str], pwd.struct_passwd | None]:
    if os.geteuid() != 0:
        return [], None
    user = pwd.getpwnam("postgres")  # made by Debian's package
    return ["runuser", "-u", "postgres", "--"], user


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """The URL of a running server's ``postgres`` database (user ``himap``, no password, loopback only)."""
    initdb, pg_ctl = _binary("initdb"), _binary("pg_ctl")
    if not (initdb and pg_ctl):
        if os.environ.get("CI"):
            pytest.fail("PostgreSQL is not installed: .ci/run installs Debian's postgresql package")
        pytest.skip("PostgreSQL is not installed (apt-get install postgresql)")
    prefix, user = _as_server_user()
    folder = Path(tempfile.mkdtemp(prefix="himap-pg-"))
    if user is not None:
        os.chown(folder, user.pw_uid, user.pw_gid)
    data, port = folder / "data", _free_port()
    subprocess.run([*prefix, initdb, "-D", str(data), "-U", "himap", "--auth=trust", "-E", "UTF8", "--no-sync"],
                   check=True, capture_output=True)
    options = f"-p {port} -c listen_addresses=127.0.0.1 -c unix_socket_directories={folder} -c fsync=off"
    subprocess.run([*prefix, pg_ctl, "-D", str(data), "-o", options, "-l", str(folder / "server.log"), "-w", "start"],
                   check=True, capture_output=True)
    try:
        yield f"postgresql://himap@127.0.0.1:{port}/postgres"
    finally:
        subprocess.run([*prefix, pg_ctl, "-D", str(data), "-m", "immediate", "-w", "stop"], capture_output=True)
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def postgres_url(postgres_server: str) -> str:
    """A fresh, empty database on the server, for one test."""
    import psycopg

    name = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(postgres_server, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    return postgres_server.rsplit("/", 1)[0] + f"/{name}"
