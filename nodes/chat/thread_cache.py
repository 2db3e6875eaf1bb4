"""A search cache per conversation, so that a follow-up turn reuses what earlier turns searched.

A planning run normally gets a fresh cache (``runtime.resources``). A chat
thread keeps one across its turns, here in the process (bounded, least
recently used threads forgotten first), not in the checkpoint: search
results are large, and a lost cache only costs searching again.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from runtime.resources import Resources, resources_of
from runtime.settings import PlannerSettings
from tools.toolbox import SharedCache
from tools.unavailable import RowChange, changed_sandbox

MAX_THREADS = 64
_caches: OrderedDict[str, SharedCache] = OrderedDict()
_lock = threading.Lock()


def thread_cache(thread_id: str) -> SharedCache:
    """The thread's cache (made on first use)."""
    with _lock:
        cache = _caches.pop(thread_id, None) or SharedCache()
        _caches[thread_id] = cache
        while len(_caches) > MAX_THREADS:
            _caches.popitem(last=False)
        return cache


def thread_settings(settings: PlannerSettings, thread_id: str | None, world: list[dict] | None = None) -> PlannerSettings:
    """A copy of the run's settings whose live objects share the thread's search cache (the same policy).

    ``world``: the thread's disruptions so far (``RowChange`` values); the copy's sandbox is the one they
    left, and its cache is the thread's own for that world (searches before a disruption are not reused).
    """
    base = resources_of(settings)
    copy = PlannerSettings(**settings.values())
    if hasattr(settings, "given"):
        copy.given = dict(settings.given)
    changes = [RowChange.model_validate(change) for change in world or []]
    key = f"{thread_id}@{len(changes)}" if thread_id and changes else thread_id
    cache = thread_cache(key) if key else SharedCache()
    sandbox = changed_sandbox(base.sandbox, changes) if changes else base.sandbox
    copy.resources = Resources(sandbox, base.policy, cache, threading.BoundedSemaphore(copy.executors))
    return copy
