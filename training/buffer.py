"""The role-balancing buffer (Appendix A, "Shared Rollout Buffer with FIFO updates"), as a prompt order for TRL.

The paper appends every role's trajectories to one buffer partitioned by role
prompt and updates the shared policy on a partition as soon as it holds G
trajectories, so each update's GRPO groups are comparable trajectories of one
role and no role waits for (or crowds out) another. With TRL each optimizer
step takes ``prompts_per_step`` prompts × G rollouts in dataset order
(``shuffle_dataset=False``), so the buffer decides that order: one FIFO queue
per role (its rows, shuffled once with the seed), and each step takes its
prompts from one queue, the roles in turn (a role with no rows left is
refilled from its rows, so every role keeps getting its turn). Advantages are
then computed per prompt group, that is within one role, as GRPO's
group-relative normalisation requires.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence


class RoleBuffer:
    """FIFO queues of row indices, one per role, served in turn."""

    def __init__(self, roles: Sequence[str], seed: int = 0) -> None:
        rng = random.Random(seed)
        self.members: dict[str, list[int]] = {}
        for index, role in enumerate(roles):
            self.members.setdefault(role, []).append(index)
        for indices in self.members.values():
            rng.shuffle(indices)
        self.queues = {role: deque(indices) for role, indices in self.members.items()}
        self.turn = deque(self.members)  # the roles in the order they first appear

    def next_block(self, size: int) -> list[int]:
        """The next ``size`` prompts of the role whose turn it is (its queue refilled when it runs dry)."""
        role = self.turn[0]
        self.turn.rotate(-1)
        queue = self.queues[role]
        block: list[int] = []
        while len(block) < size:
            if not queue:
                queue.extend(self.members[role])
            block.append(queue.popleft())
        return block

    def order(self, steps: int, prompts_per_step: int) -> list[int]:
        """Row indices for ``steps`` optimizer steps, ``prompts_per_step`` of one role each."""
        return [index for _ in range(steps) for index in self.next_block(prompts_per_step)]
