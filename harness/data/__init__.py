"""``himap-travel data``: fetch the public benchmark data, check it and lay it out as the project reads it.

``published`` says what the authors publish and where, and what each laid-out file must hold; ``layout`` builds the
layout from a folder of published files (or of an already laid-out copy); ``command`` downloads (standard library
only), builds into a temporary folder, checks, and moves the result into place.
"""
