"""matplotlib for every figure of the project (Agg backend: no display needed).

Every plot imports matplotlib through here (``from himap_travel.domain.figures import plt``), so
that its config and font cache go to the project's cache folder
(``sandbox.paths.use_cache_for_matplotlib``), never under HOME or a temporary folder. It sits
in the lowest layer that draws (the monitor's dependency graph, the bench's plots, training curves).
"""

from __future__ import annotations

import os
from pathlib import Path

from himap_travel.domain.sandbox.paths import use_cache_for_matplotlib

use_cache_for_matplotlib()  # before matplotlib is first imported: it reads MPLCONFIGDIR then

import matplotlib  # noqa: E402

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402

__all__ = ["plt", "save_figure"]


def save_figure(fig: Figure, path: Path) -> Path:
    """Every figure ends here: laid out, written as PNG, closed (figures are not kept open)."""
    fig.tight_layout()
    temp = path.with_name(f".{path.name}.partial{path.suffix}")  # renamed over ``path``: a link there is replaced,
    try:  # never drawn through into a file elsewhere, and a cut run leaves no half picture
        fig.savefig(temp, dpi=110)
        os.replace(temp, path)
    finally:
        plt.close(fig)
        temp.unlink(missing_ok=True)
    return path
