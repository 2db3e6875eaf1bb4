"""A search cache per conversation, so that a follow-up turn reuses what earlier turns searched.

A planning run normally gets a fresh cache (``runtime.resources.run_objects``). A chat
thread keeps one across its turns, here in the process (bounded, least
recently used threads forgotten first), not in the checkpoint: search
results are large, and a lost cache only costs searching again. The cache
keeps each world's results apart (``SharedCache.scoped``): after a
disruption, the thread's searches of the world before it are never reused.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.tools.toolbox import SharedCache

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


def thread_settings(settings: PlannerSettings, thread_id: str | None) -> PlannerSettings:
    """The run's settings handing the thread's search cache to the runs they start (the same sandbox and policy).

    Without a thread there is nothing to share: the settings as they are (each run its own cache). The thread's
    disruptions are not here: they are its state's ``world``, which every planning and repair run of the thread
    is given as input (``runtime.resources.run_sandbox`` applies them).
    """
    return provide(settings, cache=thread_cache(thread_id)) if thread_id else settings
